"""What a gesture on the Dice Masters table means: the legal actions a drop or a click matches.

A gesture is (held die, where it went). ``scenes.gestures.matching`` keeps the legal actions
whose fields agree with it: a drop on a zone matches the die's actions that put it there
(``Field``, ``Attack``, ``UseAction`` by their ``zone``/``onto``), a drop on another die the
die's actions aimed at it (``Block``, ``AssignDamage`` by ``target``), a drop on a card the
purchase of that card when the observation lists the die among the card's ``payers`` (the dice
that can start paying for it). Nothing here clones or probes the engine: the glow of a held die
is read from the legal actions and the observation of the moment.
"""

from __future__ import annotations

from typing import Any, Literal

from game.core.actions import Action
from game.dicemasters import records as R
from game.dicemasters.action_cards import ReleaseDie

from ..gestures import matching, of_kind
from .choices import DiceChooser, OptionWords
from .focus import DiceTableFocus
from .layout import CardKey, card_of
from .view import card_row, energy_counts

# the one-step answers a click on their die gives (the die is the whole answer)
CLICK_ANSWERS: tuple[type[Action], ...] = (R.SelectReroll, R.Pay, R.ChooseTrigger)
# what a click on a card offers: buying from it, its Global, a target of its effect, a draft pick
CARD_CLICKS: tuple[type[Action], ...] = (
    R.Purchase,
    R.UseGlobal,
    R.UseAbility,
    R.ChooseTarget,
    R.DraftPick,
    R.DraftDice,
)

Target = (
    tuple[Literal["zone"], int, str] | tuple[Literal["card"], int | None, str] | tuple[Literal["die"], str]
)
Offer = Literal["buy", "global", "draft"]


def payers_in(obs: dict[str, Any], player: int, card: str) -> set[str]:
    """The dice of ``player`` that can start paying for a purchase of ``card``: the card's
    ``payers`` in the observation (its own team card, else a basic action card of that name)."""
    entries = [c for c in obs["players"][player]["cards"] if c["card"] == card]
    entries += [b for b in obs["basic_actions"] if b["card"] == card]
    return {str(d) for entry in entries for d in entry.get("payers") or ()}


class DiceTableMoves(DiceTableFocus):
    """The layer of the table that turns gestures into legal actions (see the module doc)."""

    # -- who can pay for what ------------------------------------------------------------------
    def payers(self, card: str) -> set[str]:
        """The dice of the person to move that can start paying for a purchase of ``card``."""
        me = self.game.to_move
        return payers_in(self.obs, me, card) if me is not None and self.obs else set()

    def purchase_with(self, die: str, card: str) -> list[R.Purchase]:
        """An energy die dropped on a card: buy it (then the die starts paying)."""
        buys = matching(self.legal(), R.Purchase, card=card)
        return buys[:1] if buys and die in self.payers(card) else []

    # -- gestures -> actions -------------------------------------------------------------------
    def actions_for_drop(self, die: str, target: Target) -> list[Action]:
        """The legal actions that a drop of ``die`` on ``target`` means: ("zone", player, zone),
        ("card", player or None, card id) or ("die", id)."""
        if target[0] == "zone":
            _, owner, zone = target
            if owner != self.game.to_move:
                return []
            found = matching(self.legal(), die=die, onto=zone)
            # paying to field a character: energy let go on the field pays for it
            return found or (self.pay_with(die) if zone == "field" else [])
        if target[0] == "die":
            found = matching(self.legal(), die=die, target=target[1])
            me = self.game.to_move
            if found or me is None or not self.obs:
                return found
            # a die dropped on one of the mover's own dice means that die's zone (an action die let
            # go on an attacker is used, as when let go beside it), or on the character die being
            # paid for, a payment with it
            for zone, dice in self.obs["players"][me]["zones"].items():
                for d in dice:
                    if d["id"] == target[1]:
                        return matching(self.legal(), die=die, onto=zone) or self.pay_with(
                            die, str(d["card"])
                        )
            return found
        _, card_owner, key = target
        if card_owner is not None and card_owner != self.game.to_move:
            return []
        return list(self.purchase_with(die, key)) or self.pay_with(die, card_of(key))

    def pay_with(self, die: str, card: str | None = None) -> list[Action]:
        """An energy die dropped where a payment goes (the card being paid for, the character die
        being fielded, the field): it pays, as much as it can, as a click on it does."""
        pays = [
            a
            for a in matching(self.legal(), R.Pay, die=die)
            if isinstance(a, R.Pay) and (card is None or a.card == card)
        ]
        return [max(pays, key=lambda a: a.amount)] if pays else []

    def why_not(self, die: str) -> str:
        """Why a drop was refused, in words: what this die can do now instead."""
        can = sorted({a.kind for a in matching(self.legal(), die=die)})
        if self.can_hold(die) and not can:
            can = ["purchase"]
        if not can:
            dear = self._field_cost_short(die)
            if dear is not None:
                return dear
            return self.app.t("dm.table.die_idle")
        return self.app.t("dm.table.die_can", moves=", ".join(self.app.t(f"dm.move.{k}") for k in can))

    def reserve_energy(self, p: int) -> int:
        """The energy of player ``p``'s reserve pool, virtual energy included."""
        pdata = self.obs["players"][p]
        return sum(energy_counts(pdata).values()) + int(pdata.get("virtual_energy", 0) or 0)

    def _field_cost_short(self, die: str) -> str | None:
        """For a character die of the mover's reserve pool that cannot be fielded now: its fielding
        cost against the energy there, when that is why (None otherwise)."""
        me = self.game.to_move
        if me is None or self.obs.get("step") != "main":
            return None
        for d in self.obs["players"][me]["zones"]["reserve"]:
            face = d.get("face") or {}
            if d["id"] == die and face.get("kind") == "character":
                cost, have = int(face.get("field_cost", 0) or 0), self.reserve_energy(me)
                if cost > have:
                    name = self.card_name(str(d["card"]))
                    return self.app.t("dm.table.field_too_expensive", card=name, cost=cost, have=have)
        return None

    def why_not_card(self, die: str, target: Target) -> str:
        """Why an energy die dropped on a card bought nothing: the opponent's card, no dice left on
        it, a price above the energy in the reserve pool, an energy type the reserve pool lacks,
        or else what the die can do instead."""
        from game.dicemasters.cards import CARDS

        me = self.game.to_move
        if target[0] != "card":
            return self.why_not(die)
        _, owner, key = target
        card = card_of(key)
        mine = self.obs["players"][me]["zones"]["reserve"] if me is not None else []
        energy = any(d["id"] == die and (d.get("face") or {}).get("kind") == "energy" for d in mine)
        if not energy or me is None or card not in CARDS:  # (only energy in the mover's reserve pool buys)
            return self.why_not(die)
        if owner is not None and owner != me:
            return self.app.t("dm.table.not_your_card", card=self.card_name(card))
        row = card_row(self.obs, owner, card, key.split("#", 1)[1] if "#" in key else None)
        if row is not None and row["dice_left"] == 0:
            return self.app.t("dm.table.none_left", card=self.card_name(card))
        have, symbols = self.reserve_energy(me), set(energy_counts(self.obs["players"][me]))
        cost = CARDS[card].cost
        if have < cost:
            return self.app.t("dm.table.too_expensive", card=self.card_name(card), cost=cost, have=have)
        etype = CARDS[card].energy
        if etype and cost > 0 and etype not in symbols and "wild" not in symbols:
            kind = self.app.t(f"dm.energy.{etype}")
            return self.app.t("dm.table.needs_type", card=self.card_name(card), type=kind)
        return self.why_not(die)

    def drop(self, die: str, target: Target) -> bool:
        actions = self.actions_for_drop(die, target)
        if not actions:
            self.illegal_flash = 0.6
            self.app.notify(self.why_not_card(die, target) if target[0] == "card" else self.why_not(die))
            return False
        if isinstance(actions[0], R.Purchase):
            self.apply(actions[0])
            pays = self.pay_with(die)  # the die that bought starts paying
            if pays:
                self.offer(pays)
            return True
        damage = of_kind(actions, R.AssignDamage)
        if len(damage) == len(actions) > 1:
            damage.sort(key=lambda a: a.amount)
            return self.offer(list(damage))
        return self.offer(actions)

    def click_die(self, die: str) -> None:
        """A click on a die: the one-step actions it answers now, else pick it up."""
        legal = self.legal()
        direct: list[Action] = [a for a in matching(legal, die=die) if isinstance(a, CLICK_ANSWERS)]
        direct += matching(legal, R.ChooseTarget, target=die) + matching(legal, R.Spin, target=die)
        if self.held is None:  # splitting damage: a click on a glowing blocker gives it one point
            damage = matching(legal, R.AssignDamage, target=die)
            least = min((a.amount for a in damage if isinstance(a, R.AssignDamage)), default=0)
            direct += [a for a in damage if isinstance(a, R.AssignDamage) and a.amount == least]
        if direct:
            self.held = None
            self.offer(direct)
            return
        if self.held is not None and self.held != die:
            if self.drop(self.held, ("die", die)):
                self.held = None
            return
        movable = matching(legal, die=die)
        self.held = die if self.can_hold(die) and self.held != die else None
        if movable and all(isinstance(a, (R.UseAction, ReleaseDie)) for a in movable):
            self.held = None
            self.offer(movable)

    def can_hold(self, die: str) -> bool:
        """A die the person may pick up now: it has a move of its own, or it is energy in the
        reserve while something can be bought (where it goes is decided on the drop)."""
        legal = self.legal()
        if matching(legal, die=die):
            return True
        view = self.views.get(die)
        return (
            view is not None
            and view.zone == "reserve"
            and (view.face or {}).get("kind") == "energy"
            and bool(of_kind(legal, R.Purchase))
        )

    def click_card(self, player: int | None, card: str) -> None:
        if self.held is not None:
            if self.drop(self.held, ("card", player, card)):
                self.held = None
            return
        options = [a for a in matching(self.legal(), card=card) if isinstance(a, CARD_CLICKS)]
        options += matching(self.legal(), R.ChooseTarget, target=f"card:{card}")  # a card chosen
        if options:
            self.offer(options)

    def click_zone(self, player: int, zone: str) -> None:
        if self.held is not None:
            if self.drop(self.held, ("zone", player, zone)):
                self.held = None
            return
        if zone == "life":
            self.offer(matching(self.legal(), target=f"player:{player}"))

    # -- what glows ----------------------------------------------------------------------------
    def targets_for(self, die: str) -> tuple[set[str], set[tuple[int, str]], set[CardKey]]:
        """Where ``die`` may go now: (dice, (player, zone)s, cards by their table key), for the
        glow. A zone glows where the die's move puts it (the first of its zones); a card glows
        only where the die would buy from it (the player's own card or a basic action card,
        never the opponent's copy) and only when the die can start paying for it."""
        dice: set[str] = set()
        zones: set[tuple[int, str]] = set()
        cards: set[CardKey] = set()
        me = self.game.to_move
        if me is None:
            return dice, zones, cards
        legal = self.legal()
        for a in matching(legal, die=die):
            onto = a.zones_onto()
            if onto:
                zones.add((me, onto[0]))
        for block in matching(legal, R.Block, die=die):
            dice.add(block.target)
        for assign in matching(legal, R.AssignDamage, die=die):
            dice.add(assign.target)
        for buy in of_kind(legal, R.Purchase):
            if die in self.payers(buy.card):
                key = self.buy_key(me, buy.card)
                if key is not None:
                    cards.add(key)
        return dice, zones, cards

    def card_offers(self) -> dict[CardKey, Offer]:
        """The cards a person may use now: "buy" (a die can be bought from it by the person to
        move), "global" (its Global can be used; any copy of the card carries it), "draft"."""
        out: dict[CardKey, Offer] = {}
        p = self.game.to_move
        legal = self.legal()
        if p is None or not legal:
            return out
        keys = list(self.card_rects())
        for glob in of_kind(legal, R.UseGlobal):
            for key in keys:
                if card_of(key[1]) == glob.card:
                    out.setdefault(key, "global")
        # a paid ability of the card's own player, and a card to choose ("choose a character card")
        cards = {a.card for a in of_kind(legal, R.UseAbility)}
        cards |= {a.target[5:] for a in of_kind(legal, R.ChooseTarget) if a.target.startswith("card:")}
        for key in keys:
            if card_of(key[1]) in cards and key[0] is not None:
                out.setdefault(key, "global")
        for buy in of_kind(legal, R.Purchase):
            buy_key = self.buy_key(p, buy.card)
            if buy_key is not None:
                out[buy_key] = "buy"
        for pick in of_kind(legal, R.DraftPick):
            out[(None, f"{pick.card}#draft")] = "draft"
        return out

    def target_refs(self) -> set[str]:
        """What the decision of the moment asks the person to click: the glowing targets (dice
        and "player:N" life panels) of a target, spin or damage-splitting prompt."""
        legal = self.legal()
        out = {a.target for a in of_kind(legal, R.ChooseTarget)}
        out |= {a.target for a in of_kind(legal, R.Spin)}
        out |= {a.target for a in of_kind(legal, R.AssignDamage)}
        out |= {a.target for a in of_kind(legal, R.PayLife)}  # paying life: the payer's life panel
        return out

    # -- choosing between moves ----------------------------------------------------------------
    def choose_among(self, title: str, actions: list[Action]) -> None:
        """Ask which of ``actions``: every option told apart, and lit on the table on hover."""
        labels = self.option_labels(actions)
        self.app.stack.push(DiceChooser(self, title, actions, labels, lambda i: self.apply(actions[i])))

    def option_labels(self, actions: list[Action]) -> list[str]:
        return OptionWords(self).labels(actions)


__all__ = [
    "DiceTableMoves",
    "Target",
    "Offer",
    "CLICK_ANSWERS",
    "CARD_CLICKS",
    "payers_in",
]
