"""Setup (spec §4): deal the exchange, the replacement round, stock the piles, the character
draft (5 revealed, optional bans in turn order, refill, hidden simultaneous pick), then the
starting decks of 7 Stone + 3 Dagger and a first hand of 5.

With base packs only, one exchange deck deals 10 kinds and one character deck reveals the row.
With an expansion each pair of decks stays apart (spec §4.1): 6 kinds from the base exchange deck
and 6 from the expansion's (12 slots); a replaced kind goes to the bottom of its own pack's deck
and its slot is refilled from the top of that deck; the expansion's setup tile says how many
characters each character deck reveals, a banned character's spot is refilled from its own deck,
and the tile gives each duelist their starting aether.

The setup is a fixed plan of items (``plan()``): automatic steps run at once, decisions become
``pending``; the match remembers only how far through the plan it is (``setup_step``).
"""

from __future__ import annotations

from enum import StrEnum

from game.core.actions import Action

from . import records as R
from .cards import (
    CARDS,
    CHARACTER_ROW,
    CHARACTERS,
    DAGGER,
    EXPANSION_KINDS,
    STONE,
    base_of,
    characters_of,
    expansion_of,
    kinds_of,
    pack_of,
)
from .decisions import BanOrSkip, HiddenPick, MetaDecision, ReplaceKinds
from .effects import Passive
from .interned import act
from .resolve import PASSIVE
from .turn import TurnMixin

STARTING_DECK = (STONE,) * 7 + (DAGGER,) * 3
# the setup's answers, one interned action each
REPLACE = {k: act(R.ReplaceKind, k) for k in CARDS}
BAN = {c: act(R.BanCharacter, c) for c in CHARACTERS}
PICK = {c: act(R.PickCharacter, c) for c in CHARACTERS}
KEEP = act(R.KeepExchange)
SKIP_BAN = act(R.SkipBan)
COLOSSUS_BONUS = 8
FIRST_HAND = 5


class SetupStep(StrEnum):
    """The setup's automatic steps."""

    STOCK = "stock"  # fill each exchange pile
    REVEAL = "reveal"  # reveal the character row
    REFILL = "refill"  # refill banned spots from the character deck
    DECKS = "decks"  # starting decks and hands, then the first turn


SetupItem = SetupStep | MetaDecision


def _plan(quota: str, first: int) -> tuple[SetupItem, ...]:
    a, b, c = (int(x) for x in quota.split("-"))
    f, s = first, 1 - first
    return (
        ReplaceKinds(f, a),
        ReplaceKinds(s, b),
        ReplaceKinds(f, c),
        SetupStep.STOCK,
        SetupStep.REVEAL,
        BanOrSkip(f),
        BanOrSkip(s),
        SetupStep.REFILL,
        HiddenPick(f),
        HiddenPick(s),
        SetupStep.DECKS,
    )


# The plan per (replacement quotas, first player): its items are frozen records, made once.
# The quotas are one of the option's few choices, so this holds at most a handful of plans.
_PLANS: dict[tuple[str, int], tuple[SetupItem, ...]] = {}


class SetupMixin(TurnMixin):
    def plan(self) -> tuple[SetupItem, ...]:
        key = (str(self.opts["replace_quota"]), self.first)
        plan = _PLANS.get(key)
        if plan is None:
            plan = _PLANS[key] = _plan(*key)
        return plan

    def begin_setup(self) -> None:
        packs = self.opts["packs"]
        exp = expansion_of(packs)
        kinds = list(kinds_of(base_of(packs)))
        self.rng.shuffle(kinds)
        if exp is None:
            size = min(int(self.opts["exchange_size"]), len(kinds))
            self.exchange = tuple(kinds.pop() for _ in range(size))
        else:
            more = list(kinds_of(exp.id))
            self.rng.shuffle(more)
            self.exchange = (
                *(kinds.pop() for _ in range(EXPANSION_KINDS)),
                *(more.pop() for _ in range(EXPANSION_KINDS)),
            )
            self.expansion_deck = tuple(more)
        self.exchange_deck = tuple(kinds)  # top of the exchange deck = the end
        self.ev.append(R.ExchangeDealt(tuple(self.exchange)))
        fp = self.opts["first_player"]
        newcomer = self.opts["newcomer"]
        if newcomer != "none":  # a newcomer goes second (spec §4.2)
            self.first = 1 if newcomer == "p0" else 0
        else:
            self.first = self.rng.randbelow(2) if fp == "random" else (0 if fp == "p0" else 1)
        self.current = self.first
        self.setup_step = 0
        self.next_setup()

    def next_setup(self) -> None:
        self.pending = None
        plan = self.plan()
        while self.setup_step < len(plan) and self.pending is None:
            item = plan[self.setup_step]
            self.setup_step += 1
            if isinstance(item, ReplaceKinds):
                if item.count > 0:
                    self.pending = item
            elif isinstance(item, MetaDecision):
                self.pending = item
            elif item is SetupStep.STOCK:
                self.piles = {k: int(self.opts["pile_size"]) for k in self.exchange}
                self.ev.append(R.ExchangeStocked(int(self.opts["pile_size"])))
            elif item is SetupStep.REVEAL:
                self.reveal_characters()
            elif item is SetupStep.REFILL:
                if self.banned:
                    # Each banned spot is refilled in place, from the deck the banned card came from.
                    base, more = list(self.char_deck), list(self.expansion_chars)
                    self.char_row = tuple(
                        c if c not in self.banned else (more if self.from_expansion(c) else base).pop()
                        for c in self.char_row
                    )
                    self.char_deck, self.expansion_chars = tuple(base), tuple(more)
                    self.ev.append(R.CharactersRevealed(tuple(self.char_row)))
            else:
                self.deal_decks()

    def from_expansion(self, card: str) -> bool:
        """Whether ``card`` (an exchange kind or a character) belongs to this match's expansion."""
        exp = expansion_of(self.opts["packs"])
        return exp is not None and pack_of(card) == exp.id

    def reveal_characters(self) -> None:
        packs = self.opts["packs"]
        chars = list(characters_of(base_of(packs)))
        self.rng.shuffle(chars)
        tile = self.tile()
        if tile is None:
            self.char_row = tuple(chars.pop() for _ in range(CHARACTER_ROW))
        else:
            exp = expansion_of(packs)
            assert exp is not None
            more = list(characters_of(exp.id))
            self.rng.shuffle(more)
            self.char_row = (
                *(chars.pop() for _ in range(tile.reveal_base)),
                *(more.pop() for _ in range(tile.reveal_expansion)),
            )
            self.expansion_chars = tuple(more)
        self.char_deck = tuple(chars)
        self.ev.append(R.CharactersRevealed(tuple(self.char_row)))

    def replace_kind(self, card: str) -> None:
        pend = self.pending
        assert isinstance(pend, ReplaceKinds)
        slot = self.exchange.index(card)
        own = self.from_expansion(card)
        # to the bottom of its own pack's exchange deck; refilled from the top of that deck
        deck = [card, *(self.expansion_deck if own else self.exchange_deck)]
        new = deck.pop()
        if own:
            self.expansion_deck = tuple(deck)
        else:
            self.exchange_deck = tuple(deck)
        self.exchange = (*self.exchange[:slot], new, *self.exchange[slot + 1 :])
        self.ev.append(R.KindReplaced(pend.player, card, new))
        if pend.count <= 1:
            self.next_setup()
        else:
            self.pending = ReplaceKinds(pend.player, pend.count - 1)

    def ban(self, card: str | None) -> None:
        assert self.pending is not None
        if card is not None:
            self.banned = (*self.banned, card)
            self.ev.append(R.CharacterBanned(self.pending.player, card))
        self.next_setup()

    def pick(self, card: str) -> None:
        assert self.pending is not None
        p = self.pending.player
        self.picks = tuple(card if i == p else c for i, c in enumerate(self.picks))
        self.ev.append(R.CharacterPicked(p))
        if self.picks[0] is not None and self.picks[1] is not None:
            # Both picks are revealed together; mirror picks are allowed (spec A11).
            self.ev.append(R.CharactersChosen((self.picks[0], self.picks[1])))
            for i, ps in enumerate(self.players):
                ch = self.picks[i]
                assert ch is not None
                ps.character = ch
                uses = CHARACTERS[ch].uses
                ps.uses = -1 if uses is None else uses
                if PASSIVE.get(ch) == Passive.BONUS_HP:
                    ps.hp += COLOSSUS_BONUS
                    ps.max_hp += COLOSSUS_BONUS
        self.next_setup()

    def deal_decks(self) -> None:
        for i in (self.first, 1 - self.first):
            ps = self.players[i]
            ps.deck = list(STARTING_DECK)
            self.rng.shuffle(ps.deck)
            self.draw(i, FIRST_HAND)
        tile = self.tile()
        if tile is not None:  # the tile's starting aether: first player, then second
            for i, n in zip((self.first, 1 - self.first), tile.start_aether, strict=True):
                self.gain_aether(i, n, "tile")
        self.start_turn(self.first)

    def setup_legal(self, pend: MetaDecision) -> list[Action]:
        if isinstance(pend, ReplaceKinds):
            return [REPLACE[k] for k in self.exchange] + [KEEP]
        if isinstance(pend, BanOrSkip):
            return [BAN[c] for c in self.char_row if c not in self.banned] + [SKIP_BAN]
        return [PICK[c] for c in self.char_row]


__all__ = ["SetupMixin", "SetupStep", "STARTING_DECK"]
