"""Choosing between several Dice Masters moves: words that tell identical items apart, and what
on the table each option means.

Two "Sidekick" dice are never two unexplained lines: every option names where its die is (zone,
and its place in the row when the zone holds more than one of that card), what it shows (level,
A/D, energy) and whose it is when it is not the deciding player's. Hovering an option lights the
die, card or life panel it means; the chooser's panel moves aside so that what it lights stays
in view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

import pygame

from game.core.actions import Action
from game.dicemasters import records as R
from game.dicemasters.cards import ENERGY_TYPES
from sprites import fonts

from ..overlays import ChooseOneDialog
from .view import card_row

if TYPE_CHECKING:
    from .focus import DiceTableFocus

FocusKind = Literal["die", "player", "card"]


@dataclass(frozen=True)
class Focus:
    """One thing on the table an option means: a die, a player's life, or a card (with its
    owner, or None for the shared basic action and draft cards)."""

    kind: FocusKind
    ref: str
    owner: int | None = None


# actions whose card is the thing they mean (a card is clicked, not a die)
CARD_MOVES: tuple[type[Action], ...] = (
    R.Purchase,
    R.UseGlobal,
    R.UseAbility,
    R.DraftPick,
    R.DraftDice,
    R.Decline,
    R.CancelPayment,
    R.PayVirtual,
)


def focus_of(action: Action, decider: int | None) -> set[Focus]:
    """What on the table ``action`` means, for the hover light."""
    fields = action.to_dict()
    out: set[Focus] = set()
    for name in ("die", "target"):
        value = fields.get(name)
        if isinstance(value, str):
            if value.startswith("player:"):
                out.add(Focus("player", value.split(":", 1)[1]))
            elif value.startswith("card:"):  # a card chosen: the card itself
                out.add(Focus("card", value[5:], None if decider is None else 1 - decider))
            else:
                out.add(Focus("die", value))
    card = fields.get("card")
    if isinstance(card, str) and (isinstance(action, CARD_MOVES) or not out):
        out.add(Focus("card", card, decider))
    return out


def ordinal(tr: Callable[..., str], has: Callable[[str], bool], n: int) -> str:
    key = f"dm.choose.nth.{n}"
    return tr(key) if has(key) else tr("dm.choose.nth", n=n)


class OptionWords:
    """Labels for the options of one decision, from the table's current observation."""

    def __init__(self, table: DiceTableFocus) -> None:
        self.table = table
        self.app = table.app
        self.dice = table.all_dice()
        self.decider = table.game.to_move

    def t(self, key: str, /, **params: Any) -> str:
        return str(self.app.t(key, **params))

    def face(self, d: dict[str, Any]) -> str:
        face = d.get("face")
        if not face:
            return ""
        if face["kind"] == "character":
            text = self.t(
                "dm.choose.face_character",
                level=face["level"],
                a=d.get("attack", face["attack"]),
                d=d.get("defense", face["defense"]),
            )
            if d.get("damage"):
                text = self.t("dm.choose.with_damage", face=text, n=d["damage"])
            return text
        if face["kind"] == "energy":
            return self.t(
                "dm.choose.face_energy", symbols=" + ".join(self.t(f"dm.energy.{s}") for s in face["symbols"])
            )
        return self.t("dm.choose.face_action", bursts=face.get("bursts", 0))

    def where(self, d: dict[str, Any]) -> str:
        """The die's zone, with its place from the left when the zone holds others of its card."""
        zone = self.t(f"dm.zone.{d['zone']}")
        row = self.table.obs["players"][d["player"]]["zones"].get(d["zone"], [])
        same = [x["id"] for x in row if x["card"] == d["card"]]
        if len(same) < 2:
            return zone
        place = [x["id"] for x in row].index(d["id"]) + 1
        return self.t("dm.choose.where_nth", zone=zone, nth=ordinal(self.app.t, self.app.tr.has, place))

    def die(self, die_id: str, named: bool = True) -> str:
        """``Sidekick (Field, 2nd): level 1, A 1 D 1``; without the name when the move already
        says it; with the owner's name when it is not the deciding player's die."""
        d = self.dice.get(die_id)
        if d is None:
            return ""
        where, face = self.where(d), self.face(d)
        if not named:
            return self.t("dm.choose.die_here", where=where, face=face) if face else where
        name = self.table.card_name(d["card"])
        owner = d.get("owner", d["player"])
        if owner is not None and owner != self.decider and 0 <= owner < len(self.table.names):
            name = self.t("dm.choose.whose", player=self.table.names[owner], die=name)
        if face:
            return self.t("dm.choose.die", name=name, where=where, face=face)
        return self.t("dm.choose.die_plain", name=name, where=where)

    def target(self, ref: str) -> str:
        if ref in ENERGY_TYPES:  # "choose an energy type"
            return self.t(f"dm.energy.{ref}")
        if ref.startswith("card:"):  # "choose an opponent's character card"
            return self.table.card_name(ref[5:])
        if ref.startswith("player:"):
            p = int(ref.split(":", 1)[1])
            return self.t(
                "dm.choose.player", name=self.table.names[p], life=self.table.obs["players"][p]["life"]
            )
        return self.die(ref)

    def card_offer(self, card: str) -> str:
        """Cost and dice left of a card a die can be bought from."""
        if self.decider is None:
            return ""
        row = card_row(self.table.obs, self.decider, card)
        return "" if row is None else self.t("dm.choose.cost", cost=row["cost"], left=row["dice_left"])

    def detail(self, action: Action) -> str:
        if isinstance(action, R.Block):
            return self.t(
                "dm.choose.pair", die=self.die(action.die, named=False), target=self.target(action.target)
            )
        if isinstance(action, R.AssignDamage):
            return self.t("dm.choose.to", target=self.target(action.target))
        if isinstance(action, (R.ChooseTarget, R.Spin, R.UseGlobal, R.UseAbility)):
            return self.target(action.target)
        fields = action.to_dict()
        die = fields.get("die")
        if isinstance(die, str):
            named = self.dice.get(die, {}).get("card") != fields.get("card")
            return self.die(die, named=named)
        if isinstance(action, R.Purchase):
            return self.card_offer(action.card)
        return ""

    def labels(self, actions: Sequence[Action]) -> list[str]:
        out = []
        for a in actions:
            move = self.table.describe(a)
            extra = self.detail(a)
            out.append(self.t("dm.choose.option", move=move, detail=extra) if extra else move)
        # anything still alike (it should not be) is numbered rather than shown twice
        seen: dict[str, int] = {}
        for i, text in enumerate(out):
            if out.count(text) > 1:
                seen[text] = seen.get(text, 0) + 1
                out[i] = self.t("dm.choose.numbered", text=text, n=seen[text])
        return out


class DiceChooser(ChooseOneDialog):
    """ChooseOneDialog over the Dice Masters table: hovering an option lights what it means;
    the panel sits where it hides the fewest of the options' dice and cards, and what is lit is
    drawn again over the dimming."""

    def __init__(
        self,
        table: DiceTableFocus,
        title: str,
        actions: Sequence[Action],
        labels: list[str],
        on_choose: Callable[[int], object],
    ) -> None:
        self.table = table
        self.actions = list(actions)
        decider = table.game.to_move
        self.focuses = [focus_of(a, decider) for a in self.actions]
        self._rect_for: tuple[tuple[int, int], pygame.Rect] | None = None
        super().__init__(table.app, title, labels, on_choose, lambda: None, self._hover)

    def _hover(self, i: int | None) -> None:
        self.table.focus = set(self.focuses[i]) if i is not None else set()

    def rect(self) -> pygame.Rect:
        size = self.app.size
        if self._rect_for is not None and self._rect_for[0] == size:
            return self._rect_for[1].copy()
        centred = self._wide_enough(super().rect())
        spots = [r for fs in self.focuses for r in self.table.focus_rects(fs)]
        w, h = size
        m = max(8, int(12 * self.app.scale))
        xs = [centred.x, m, w - centred.w - m]
        ys = [centred.y, m, h - centred.h - m]

        def hidden(x: int, y: int) -> int:
            r = pygame.Rect(x, y, centred.w, centred.h)
            return sum(c.w * c.h for c in (r.clip(s) for s in spots))

        best = min(((x, y) for y in ys for x in xs), key=lambda p: hidden(*p))  # ties: centred
        rect = pygame.Rect(best[0], best[1], centred.w, centred.h)
        self._rect_for = (size, rect)
        return rect.copy()

    def _wide_enough(self, rect: pygame.Rect) -> pygame.Rect:
        """As wide as the longest option needs (the words that tell options apart come last),
        within the window."""
        s = self.app.scale
        font = fonts.get_font(18, True)
        longest = max((font.size(f"{i + 1}. {text}")[0] for i, text in enumerate(self.options)), default=0)
        need = longest + int(60 * s) + 40  # the panel's margins and the button's padding
        w = self.app.size[0]
        width = min(w - 2 * max(8, int(12 * s)), max(rect.w, need))
        return pygame.Rect((w - width) // 2, rect.y, width, rect.h)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.table.draw_focus(surface, avoid=self.rect())
