"""Setup (spec §4): deal the exchange, the replacement round, stock the piles, the character
draft (5 revealed, optional bans in turn order, refill, hidden simultaneous pick), then the
starting decks of 7 Stone + 3 Dagger and a first hand of 5.

The setup is a fixed plan of items (``plan()``): automatic steps run at once, decisions become
``pending``; the match remembers only how far through the plan it is (``setup_step``).
"""

from __future__ import annotations

from enum import StrEnum

from game.core.actions import Action

from . import records as R
from .cards import CHARACTERS, DAGGER, STONE, characters_of, kinds_of
from .decisions import BanOrSkip, HiddenPick, MetaDecision, ReplaceKinds
from .effects import Passive
from .interned import act
from .resolve import PASSIVE
from .turn import TurnMixin

STARTING_DECK = (STONE,) * 7 + (DAGGER,) * 3
CHARACTER_ROW = 5
COLOSSUS_BONUS = 10
FIRST_HAND = 5


class SetupStep(StrEnum):
    """The setup's automatic steps."""

    STOCK = "stock"  # fill each exchange pile
    REVEAL = "reveal"  # reveal the character row
    REFILL = "refill"  # refill banned spots from the character deck
    DECKS = "decks"  # starting decks and hands, then the first turn


SetupItem = SetupStep | MetaDecision


class SetupMixin(TurnMixin):
    def plan(self) -> tuple[SetupItem, ...]:
        a, b, c = (int(x) for x in str(self.opts["replace_quota"]).split("-"))
        f, s = self.first, 1 - self.first
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

    def begin_setup(self) -> None:
        kinds = list(kinds_of(self.opts["packs"]))
        self.rng.shuffle(kinds)
        size = min(int(self.opts["exchange_size"]), len(kinds))
        self.exchange = tuple(kinds.pop() for _ in range(size))
        self.exchange_deck = tuple(kinds)  # top of the exchange deck = the end
        self.ev.append(R.ExchangeDealt(tuple(self.exchange)))
        fp = self.opts["first_player"]
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
                chars = list(characters_of(self.opts["packs"]))
                self.rng.shuffle(chars)
                self.char_row = tuple(chars.pop() for _ in range(CHARACTER_ROW))
                self.char_deck = tuple(chars)
                self.ev.append(R.CharactersRevealed(tuple(self.char_row)))
            elif item is SetupStep.REFILL:
                if self.banned:
                    # Each banned spot is refilled from the character deck, in place.
                    deck = list(self.char_deck)
                    self.char_row = tuple(c if c not in self.banned else deck.pop() for c in self.char_row)
                    self.char_deck = tuple(deck)
                    self.ev.append(R.CharactersRevealed(tuple(self.char_row)))
            else:
                self.deal_decks()

    def replace_kind(self, card: str) -> None:
        pend = self.pending
        assert isinstance(pend, ReplaceKinds)
        slot = self.exchange.index(card)
        deck = [card, *self.exchange_deck]  # to the bottom of the exchange deck
        new = deck.pop()  # refilled from the top of the same pack's deck
        self.exchange_deck = tuple(deck)
        self.exchange = (*self.exchange[:slot], new, *self.exchange[slot + 1 :])
        self.ev.append(R.KindReplaced(pend.player, card, new))
        if pend.count <= 1:
            self.next_setup()
        else:
            self.pending = pend.replace(count=pend.count - 1)

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
        self.start_turn(self.first)

    def setup_legal(self, pend: MetaDecision) -> list[Action]:
        if isinstance(pend, ReplaceKinds):
            return [act(R.ReplaceKind, k) for k in self.exchange] + [act(R.KeepExchange)]
        if isinstance(pend, BanOrSkip):
            return [act(R.BanCharacter, c) for c in self.char_row if c not in self.banned] + [act(R.SkipBan)]
        return [act(R.PickCharacter, c) for c in self.char_row]


__all__ = ["SetupMixin", "SetupStep", "STARTING_DECK"]
