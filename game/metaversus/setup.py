"""Setup (spec §4): deal the exchange, the replacement round, stock the piles, the character
draft (5 revealed, optional bans in turn order, refill, hidden simultaneous pick), then the
starting decks of 7 Stone + 3 Dagger and a first hand of 5.

The setup is a queue of steps; automatic steps run at once, decisions become ``pending``.
"""

from __future__ import annotations

from typing import Any

from . import records as R
from .cards import CHARACTERS, DAGGER, EXCHANGE_KINDS, STONE
from .host import Host
from .pool.characters import PASSIVE

STARTING_DECK = (STONE,) * 7 + (DAGGER,) * 3
CHARACTER_ROW = 5
COLOSSUS_BONUS = 10


class SetupMixin(Host):
    def begin_setup(self) -> None:
        kinds = list(EXCHANGE_KINDS)
        self.rng.shuffle(kinds)
        self.exchange_deck = kinds  # top of the exchange deck = end of the list
        size = min(int(self.opts["exchange_size"]), len(kinds))
        self.exchange = [kinds.pop() for _ in range(size)]
        self.ev.append(R.ExchangeDealt(tuple(self.exchange)))
        fp = self.opts["first_player"]
        self.first = self.rng.randbelow(2) if fp == "random" else (0 if fp == "p0" else 1)
        self.current = self.first
        a, b, c = (int(x) for x in str(self.opts["replace_quota"]).split("-"))
        f, s = self.first, 1 - self.first
        self.setup_queue = [
            ["replace", f, a],
            ["replace", s, b],
            ["replace", f, c],
            ["stock"],
            ["reveal"],
            ["ban", f],
            ["ban", s],
            ["refill"],
            ["pick", f],
            ["pick", s],
            ["decks"],
        ]
        self.next_setup()

    def next_setup(self) -> None:
        self.pending = None
        while self.setup_queue and self.pending is None:
            item = self.setup_queue.pop(0)
            step = item[0]
            if step == "replace":
                if item[2] > 0:
                    self.pending = item
            elif step in ("ban", "pick"):
                self.pending = item
            elif step == "stock":
                self.piles = {k: int(self.opts["pile_size"]) for k in self.exchange}
                self.ev.append(R.ExchangeStocked(int(self.opts["pile_size"])))
            elif step == "reveal":
                chars = list(CHARACTERS)
                self.rng.shuffle(chars)
                self.char_deck = chars
                self.char_row = [chars.pop() for _ in range(CHARACTER_ROW)]
                self.ev.append(R.CharactersRevealed(tuple(self.char_row)))
            elif step == "refill":
                if self.banned:
                    # Each banned spot is refilled from the character deck, in place.
                    self.char_row = [
                        c if c not in self.banned else self.char_deck.pop() for c in self.char_row
                    ]
                    self.ev.append(R.CharactersRevealed(tuple(self.char_row)))
            elif step == "decks":
                self.deal_decks()

    def replace_kind(self, card: str) -> None:
        assert self.pending is not None
        p = self.pending[1]
        slot = self.exchange.index(card)
        self.exchange_deck.insert(0, card)  # to the bottom of the exchange deck
        new = self.exchange_deck.pop()  # refilled from the top of the same pack's deck
        self.exchange[slot] = new
        self.ev.append(R.KindReplaced(p, card, new))
        self.pending[2] -= 1
        if self.pending[2] <= 0:
            self.next_setup()

    def ban(self, card: str | None) -> None:
        assert self.pending is not None
        if card is not None:
            self.banned.append(card)
            self.ev.append(R.CharacterBanned(self.pending[1], card))
        self.next_setup()

    def pick(self, card: str) -> None:
        assert self.pending is not None
        p = self.pending[1]
        self.picks[p] = card
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
                if PASSIVE.get(ch) == "bonus_hp":
                    ps.hp += COLOSSUS_BONUS
                    ps.max_hp += COLOSSUS_BONUS
        self.next_setup()

    def deal_decks(self) -> None:
        for i in (self.first, 1 - self.first):
            ps = self.players[i]
            ps.deck = list(STARTING_DECK)
            self.rng.shuffle(ps.deck)
            self.draw(i, 5)
        self.start_turn(self.first)

    def setup_legal(self) -> list[Any]:
        from .turn_actions import act

        assert self.pending is not None
        kind = self.pending[0]
        if kind == "replace":
            return [act(R.ReplaceKind, k) for k in self.exchange] + [act(R.KeepExchange)]
        if kind == "ban":
            return [act(R.BanCharacter, c) for c in self.char_row if c not in self.banned] + [act(R.SkipBan)]
        return [act(R.PickCharacter, c) for c in self.char_row]
