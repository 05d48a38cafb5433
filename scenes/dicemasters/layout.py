"""Where things are on the Dice Masters table: seats, zones, dice places, cards, hit tests.

``DiceTableLayout`` is the first layer of the table: it holds the table's state (declared
here, set by ``DiceMastersTable.__init__``) and answers "where": which seat sits at the bottom,
where each die of the observation belongs, where every card is drawn, and what lies under the
pointer. The layers above it (motion, moves, buttons, panels, drawing, the table) build on it;
nothing here knows a rule.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.actions import Action
from game.dicemasters.cards import CARDS
from sprites.drag import DragController
from sprites.mat import Mat, Zone

from ..buttons import Button
from ..table import TableScene
from .choices import Focus
from .view import PILES, DieView, pile_centre, place_row

ZONES = ("bag", "prep", "reserve", "field", "attack", "used", "out_of_play")
DROP_ZONES = ("field", "attack", "reserve", "life", "prep")  # the zones a die can be dropped on

CardKey = tuple[int | None, str]  # (owner or None for a shared card, card id with "#slot"/"#draft")


def card_of(key: str) -> str:
    """The card id of a table key ("avx-027#1" -> "avx-027")."""
    return key.split("#", 1)[0]


# the share of a card's height that shows of each card under another in a draft stack (its name band)
DRAFT_BAND = 0.36


class DiceTableLayout(TableScene):
    """The table's state and its geometry (see the module doc)."""

    views: dict[str, DieView]
    cosmetic: random.Random  # tumbling frames only, never rules
    drag: DragController
    held: str | None  # a die held by a click (the click alternative to dragging)
    hover_die: str | None
    hover_card: str | None
    buttons: list[Button]
    lit: set[str]  # what glowed as a target in the last frame (dice, "player:N", card keys)
    marks_drawn: dict[str, str]  # die -> the A/D and damage marks drawn on it in the last frame
    life_shown: list[int]
    obs: dict[str, Any]
    illegal_flash: float
    focus: set[Focus]  # what the option under the mouse in a chooser means
    mat: Mat
    _bottom_was: int | None = None

    # -- seats and zones -----------------------------------------------------------------------
    @property
    def bottom(self) -> int:
        """The seat drawn at the bottom: the person whose turn it is, else the first person."""
        active = self.obs.get("active", 0) if self.obs else self.game.observation(None)["active"]
        if self.is_person(active):
            return int(active)
        return self.viewer if self.viewer in (0, 1) else 0

    def slot(self, player: int) -> str:
        return "p0" if player == self.bottom else "p1"

    def zones(self) -> dict[str, Zone]:
        return self.mat.scaled(self.app.size)

    def zone_rect(self, player: int, zone: str) -> pygame.Rect:
        return self.zones()[f"{self.slot(player)}.{zone}"].rect

    def die_size(self) -> int:
        return max(26, int(44 * self.app.scale))

    def legal(self) -> list[Action]:
        """The moves of the person to move (none while the computer plays or thinks)."""
        p = self.game.to_move
        if p is None or not self.is_person(p) or self.thinking is not None:
            return []
        return list(self.game.legal_actions())

    def card_name(self, card: str) -> str:
        from game.dicemasters import card_name

        return card_name(card, self.app.tr.lang)

    _card_name = card_name

    # -- dice ----------------------------------------------------------------------------------
    def layout(self) -> dict[str, tuple[float, float]]:
        """Where every die of the current observation belongs on the mat."""
        size = self.die_size()
        out: dict[str, tuple[float, float]] = {}
        for p, pdata in enumerate(self.obs["players"]):
            for zone in ZONES:
                rect = self.zone_rect(p, zone)
                dice = pdata["zones"][zone]
                if zone in PILES:
                    for d in dice:
                        out[d["id"]] = pile_centre(rect)
                else:
                    for d, pos in zip(dice, place_row(rect, len(dice), size)):
                        out[d["id"]] = pos
        # an action die that stays touching a character sits on that character's corner
        for pdata in self.obs["players"]:
            for d in pdata["zones"]["out_of_play"]:
                touching = d.get("attached_to")
                if touching in out:
                    x, y = out[touching]
                    out[d["id"]] = (x + size * 0.45, y - size * 0.45)
        return out

    def all_dice(self) -> dict[str, dict[str, Any]]:
        """Every die of the observation, with its zone and the player whose zone it is in."""
        found: dict[str, dict[str, Any]] = {}
        for p, pdata in enumerate(self.obs["players"]):
            for zone in ZONES:
                for d in pdata["zones"][zone]:
                    # a die touching a character is on the mat beside it, not in a pile
                    found[d["id"]] = dict(d, zone="attached" if d.get("attached_to") else zone, player=p)
        return found

    # -- cards ---------------------------------------------------------------------------------
    def card_rects(self) -> dict[CardKey, pygame.Rect]:
        """Every card on the table by its key: each team's cards, then the basic action cards
        (or, while drafting, the cards to draft)."""
        out: dict[CardKey, pygame.Rect] = {}
        if not self.obs:
            return out
        zones = self.zones()
        for p, pdata in enumerate(self.obs["players"]):
            self._team_cards(out, p, zones[f"{self.slot(p)}.cards"].rect, pdata["cards"])
        rect = zones["center.basic_actions"].rect
        if self.obs.get("draft") and self.obs["step"] == "draft":
            # the draft has the empty play area from one reserve pool to the other
            area = zones["p1.reserve"].rect.union(zones["p0.reserve"].rect).inflate(-8, -8)
            self._draft_cards(out, area, self.obs["draft"]["available"])
        else:
            self._basic_action_cards(out, rect, self.obs["basic_actions"])
        return out

    def _team_cards(
        self, out: dict[CardKey, pygame.Rect], p: int, rect: pygame.Rect, cards: list[dict[str, Any]]
    ) -> None:
        s = self.app.scale
        n = max(1, len(cards))
        # as tall as the zone; wider than a printed card when there is room, so that names
        # and subtitles wrap less (a big team shrinks to fit the zone's width)
        ch = rect.h - 4
        gap0 = max(4, int(8 * s))
        portrait = int(ch * 92 / 128)
        cw = min(
            int(portrait * 1.6),
            (rect.w - gap0 * (n - 1)) // n,
            max(int(portrait * 1.1), int(60 * s) + 70),
        )
        gap = max(4, min(int(12 * s), (rect.w - len(cards) * cw) // max(1, len(cards))))
        x = rect.x + (rect.w - (len(cards) * cw + (len(cards) - 1) * gap)) // 2
        for c in cards:
            out[(p, c["card"])] = pygame.Rect(x, rect.centery - ch // 2, cw, ch)
            x += cw + gap

    def _draft_cards(self, out: dict[CardKey, pygame.Rect], rect: pygame.Rect, available: list[str]) -> None:
        """The cards to draft in their stacks, one stack per character: its cards overlap top
        to bottom, each showing its name band, the last one whole (the hovered one is drawn
        whole over the others). A pick of any card takes its whole stack off the table."""
        s = self.app.scale
        piles: dict[str, list[str]] = {}
        for card in available:
            piles.setdefault(CARDS[card].character or card, []).append(card)
        columns = list(piles.values())
        if not columns:
            return
        gap = max(4, int(10 * s))
        deep = max(len(c) for c in columns)
        tall = 1 + DRAFT_BAND * (deep - 1)  # a stack's height in card heights
        best: tuple[int, int] = (0, 1)
        for bands in range(1, len(columns) + 1):
            per = -(-len(columns) // bands)
            by_width = int((rect.w - gap * (per - 1)) / per * 128 / 92)
            by_height = int((rect.h - gap * (bands - 1)) / bands / tall)
            best = max(best, (min(int(200 * s), by_width, by_height), -bands))
        dh, bands = best[0], -best[1]
        dw, per = int(dh * 92 / 128), -(-len(columns) // bands)
        step = int(dh * DRAFT_BAND)
        band_h = dh + step * (deep - 1)
        y = rect.y + max(0, (rect.h - bands * band_h - (bands - 1) * gap) // 2)
        for b in range(bands):
            band = columns[b * per : (b + 1) * per]
            x = rect.x + (rect.w - (len(band) * dw + (len(band) - 1) * gap)) // 2
            for column in band:
                for row, card in enumerate(column):
                    out[(None, f"{card}#draft")] = pygame.Rect(x, y + row * step, dw, dh)
                x += dw + gap
            y += band_h + gap

    def _basic_action_cards(
        self, out: dict[CardKey, pygame.Rect], rect: pygame.Rect, bacs: list[dict[str, Any]]
    ) -> None:
        s = self.app.scale
        # basic action cards fill the zone's height (their dice sit beside them)
        die_room = 2 * max(18, int(26 * s)) + 20
        bh = min(rect.h - 24, int(150 * s))
        bw = min(int(bh * 92 / 128 * 1.3), (rect.w // max(1, len(bacs))) - die_room)
        slot_w = bw + die_room
        x = rect.x + (rect.w - len(bacs) * slot_w) // 2
        for b in bacs:
            out[(None, f"{b['card']}#{b['slot']}")] = pygame.Rect(x, rect.y + (rect.h - bh) // 2 + 8, bw, bh)
            x += slot_w

    def buy_key(self, player: int, card: str) -> CardKey | None:
        """The card a die of ``card`` would be bought from by ``player``: their own team card, or
        the first basic action card of that name with dice left (never the opponent's copy)."""
        keys = self.card_rects()
        if (player, card) in keys:
            return (player, card)
        for b in self.obs["basic_actions"]:
            if b["card"] == card and b["dice_left"] > 0 and (None, f"{card}#{b['slot']}") in keys:
                return (None, f"{card}#{b['slot']}")
        return None

    # -- hit testing ---------------------------------------------------------------------------
    def die_at(self, pos: tuple[int, int]) -> str | None:
        size = self.die_size()
        for did, view in reversed(list(self.views.items())):
            if view.zone in PILES:
                continue
            if view.rect(size).inflate(4, 4).collidepoint(pos):
                return did
        return None

    def card_at(self, pos: tuple[int, int]) -> CardKey | None:
        """The card under ``pos``: the hovered one (drawn whole on top) first, then the
        topmost of overlapping ones (a draft stack's later cards lie over its earlier ones)."""
        rects = list(self.card_rects().items())
        hovered = [(k, r) for k, r in rects if k[1] == self.hover_card]
        for key, rect in hovered + rects[::-1]:
            if rect.collidepoint(pos):
                return key
        return None

    def zone_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        for p in (0, 1):
            for zone in DROP_ZONES:
                if self.zone_rect(p, zone).collidepoint(pos):
                    return p, zone
        return None


__all__ = ["DRAFT_BAND", "DiceTableLayout", "CardKey", "ZONES", "DROP_ZONES", "card_of"]
