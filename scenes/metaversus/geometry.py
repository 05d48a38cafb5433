"""Where things sit on the MetaVersus table, for the person at the screen: the hand fan, the
exchange piles, the draft row, characters, play areas, piles, counters, resource chips, the
step's buttons, the effects waiting for a later card, and what lies under the pointer. Drawing,
motion and input all ask here, so a card is found where it is drawn. No drawing, no rules.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action
from game.metaversus.cards import pack_of
from game.metaversus.records import PlayAll, PlayCard, UseAbility
from sprites import fonts

from ..gestures import of_kind
from . import layout as L
from .base import Float, TableBase, Thing
from .gestures import FROM_HAND, FROM_PILE, ON_DRAFT, OnCard, moves

COUNTERS = ("hp", "defense", "stars")
AETHER = "aether"  # a fourth counter in a match with an expansion
# the resource chips of the status panel: (resource, the card type whose shape it takes)
CHIPS = (("gems", "currency"), ("ap", "action"), ("buys", None), ("combat", "weapon"))


class TableGeometry(TableBase):
    def text_w(self, text: str) -> int:
        return fonts.text_width(text, max(fonts.FLOOR, int(16 * self.app.scale)), True)

    def hand_cards(self) -> list[L.Placed]:
        if not self.obs:
            return []
        p = self.bottom
        hand = self.obs["players"][p]["zones"]["hand"]
        cards = list(hand) if isinstance(hand, list) else [None] * int(hand)
        rect = self.zrect("p0.hand")
        return L.fan(rect, cards, min(rect.h - 40, int(rect.h * 0.8)))

    def exchange_entries(self) -> list[dict[str, Any]]:
        """The exchange piles in the order they are drawn: the base kinds, then the expansion's
        (each group in the engine's order), then the free piles."""
        if not self.obs:
            return []
        exp = self.expansion()
        piles = list(self.obs["exchange"])
        base = [e for e in piles if e.get("pack") != exp]
        return (
            base + [e for e in piles if e.get("pack") == exp and exp is not None] + list(self.obs["neutral"])
        )

    def expansion(self) -> str | None:
        """The expansion among the match's packs (None: base packs only)."""
        from game.metaversus.cards import expansion_of

        packs = self.obs.get("packs") if self.obs else None
        exp = expansion_of(packs) if packs else None
        return exp.id if exp is not None else None

    def several_packs(self) -> bool:
        """More than one pack in play: each pile shows its pack's badge."""
        return bool(self.obs) and "+" in str(self.obs.get("packs", ""))

    def exchange_breaks(self) -> tuple[int, ...]:
        """Where a group of the exchange row begins, with an expansion: its kinds, then the free
        piles (the base packs alone make one row)."""
        exp = self.expansion()
        if exp is None:
            return ()
        entries = self.exchange_entries()
        kinds = len(self.obs["exchange"])
        first = next((i for i, e in enumerate(entries[:kinds]) if e.get("pack") == exp), kinds)
        return tuple(sorted({i for i in (first, kinds) if 0 < i < len(entries)}))

    def exchange_cards(self) -> list[tuple[str, pygame.Rect]]:
        if not self.obs:
            return []
        piles = [e["card"] for e in self.exchange_entries()]
        label = fonts.text_width(self.app.t("mv_ui.zone.exchange"), self.label_size()) + 14
        rects = L.exchange_rects(
            self.zrect("exchange"), len(piles), label, self.count_h(), self.exchange_breaks()
        )
        return list(zip(piles, rects)) if piles else []

    def exchange_dividers(self) -> list[tuple[int, int, int]]:
        """The dividers between the groups of the exchange row: (x, top, bottom)."""
        cards = self.exchange_cards()
        out = []
        for i in self.exchange_breaks():
            if 0 < i < len(cards):
                left, right = cards[i - 1][1], cards[i][1]
                out.append(((left.right + right.x) // 2, left.y, left.bottom + self.count_h()))
        return out

    def pack_of(self, card: str) -> str | None:
        return pack_of(card)

    def label_size(self) -> int:
        """The size of zone labels and small counts (never below the floor)."""
        return max(fonts.FLOOR, int(13 * self.app.scale))

    def count_h(self) -> int:
        return int(fonts.get_font(self.label_size(), True).get_linesize())

    def setup_area(self) -> pygame.Rect:
        r = self.zrect("center.setup")
        return pygame.Rect(r.x, r.y, r.w - int(320 * self.app.scale), r.h)

    def draft_cards(self) -> list[tuple[str, pygame.Rect]]:
        if not self.obs or self.obs["phase"] != "setup" or not self.obs["characters"]["row"]:
            return []
        row = self.obs["characters"]["row"]
        return list(zip(row, L.character_row(self.setup_area(), len(row))))

    def character_card(self, p: int) -> tuple[str | None, pygame.Rect]:
        rect = self.zrect(f"{self.slot(p)}.character")
        cw, ch = L.card_size(rect.h)
        if cw > rect.w:
            cw, ch = rect.w, int(rect.w * L.CARD_RATIO)
        card = self.obs["players"][p]["character"] if self.obs else None
        return card, pygame.Rect(rect.centerx - cw // 2, rect.y, cw, ch)

    def play_zone(self, p: int) -> pygame.Rect:
        """The part of ``p``'s play area the cards use (the waiting bonuses take the right end)."""
        zone = self.zrect(f"{self.slot(p)}.play")
        if self.obs and self.obs["active"] == p and self.waiting_texts():
            return pygame.Rect(zone.x, zone.y, zone.w - self.bonus_w(), zone.h)
        return zone

    def bonus_w(self) -> int:
        return max(150, int(230 * self.app.scale))

    def play_cards(self, p: int) -> list[tuple[str, pygame.Rect]]:
        if not self.obs:
            return []
        played = self.obs["players"][p]["zones"]["played"]
        kept = self.kept_play
        if kept is not None and kept[0] == p and not played:
            played = kept[1]
        return list(zip(played, L.row_rects(self.play_zone(p), len(played), self._play_h(p))))

    def _play_h(self, p: int) -> int:
        zone = self.zrect(f"{self.slot(p)}.play")
        return max(20, zone.h - self.count_h() - 4)

    def last_turn_cards(self) -> tuple[int, list[tuple[str, pygame.Rect]]] | None:
        """The other duelist's last turn, where it is still shown (dimmed): their play area,
        while it is empty because the turn is no longer theirs."""
        last = self.last_turn_record() if self.obs else None
        if last is None:
            return None
        p, cards = last
        if self.obs["active"] == p or self.obs["players"][p]["zones"]["played"] or p == self.bottom:
            return None
        return p, list(
            zip(cards, L.row_rects(self.zrect(f"{self.slot(p)}.play"), len(cards), self._play_h(p)))
        )

    def spot_rects(self) -> list[pygame.Rect]:
        """Where the cards a computer's last move touched are drawn now."""
        out: list[pygame.Rect] = []
        for spot in self.spots:
            if spot.kind == "play" and spot.player is not None:
                out += [r for c, r in self.play_cards(spot.player) if c == spot.card][-1:]
            elif spot.kind == "pile":
                out += [r for c, r in self.exchange_cards() if c == spot.card]
            elif spot.kind == "draft":
                out += [r for c, r in self.draft_cards() if c == spot.card]
            elif spot.kind == "character" and spot.player is not None:
                out.append(self.character_card(spot.player)[1])
            elif spot.kind in ("removed", "discard") and spot.player is not None:
                out.append(self.pile_card_rect(spot.player, spot.kind))
        return out

    def pile_card_rect(self, p: int, zone: str) -> pygame.Rect:
        """Where the top card of a pile (deck, discard, removed) is drawn, under its label."""
        zr = self.zrect(f"{self.slot(p)}.{zone}")
        top = zr.y + self.pile_label(zone, zr.w).height + 2
        cw, ch = L.card_size(zr.bottom - top - 2)
        if cw > zr.w - 4:
            cw, ch = zr.w - 4, int((zr.w - 4) * L.CARD_RATIO)
        return pygame.Rect(zr.centerx - cw // 2, top, cw, ch)

    def pile_label(self, zone: str, width: int) -> fonts.Fitted:
        return fonts.fit(
            self.app.t(f"mv_ui.zone.{zone}"),
            width - 4,
            10**6,
            self.label_size(),
            max_lines=2,
            where="mv.pile.label",
        )

    def aether_cap(self) -> int:
        """The most aether a duelist may hold (0: no expansion, no aether counter)."""
        return int(self.obs.get("aether_cap", 0) or 0) if self.obs else 0

    def counters(self) -> tuple[str, ...]:
        """The counters of a duelist's panel: HP, defense, stars, and aether with an expansion."""
        return (*COUNTERS, AETHER) if self.aether_cap() > 0 else COUNTERS

    def counter_rect(self, p: int, key: str) -> pygame.Rect:
        rect = self.zrect(f"{self.slot(p)}.stats")
        keys = self.counters()
        i = keys.index(key) if key in keys else 0
        top = self.stats_header(p)[2]
        if self.slot(p) == "p0":
            h = (rect.bottom - top) // len(keys)
            return pygame.Rect(rect.x, top + i * h, rect.w, h - 4)
        return self._p1_counters(rect, top)[i]

    def _p1_counters(self, rect: pygame.Rect, top: int) -> list[pygame.Rect]:
        """The other duelist's counters in one row, each as wide as its number needs."""
        h = rect.bottom - top - 2
        r, size = self.counter_metrics(h, rect.w - 12)
        widths = [self._counter_w(key, r, size) for key in self.counters()]
        spare = max(0, rect.w - 12 - sum(widths)) // len(widths)
        out, x = [], rect.x + 6
        for w in widths:
            out.append(pygame.Rect(x, top, w + spare, h))
            x += w + spare
        return out

    def _counter_w(self, key: str, r: float, size: int) -> int:
        tail = {"hp": "/88", "defense": "", "stars": "/10", AETHER: "/8"}[key]
        return int(2 * r + 6 + fonts.text_width("88", size, True) + 4 + fonts.text_width(tail, fonts.FLOOR))

    def counter_metrics(self, h: int, width: int) -> tuple[float, int]:
        """(icon radius, number size) of the other duelist's counters: as large as the row is
        high, smaller until the three fit ``width``."""
        size = max(fonts.FLOOR, min(int(22 * self.app.scale), int(h * 0.7)))
        r = h * 0.34
        while size > fonts.FLOOR or r > h * 0.2:
            if sum(self._counter_w(k, r, size) for k in self.counters()) <= width:
                break
            size = max(fonts.FLOOR, size - 1)
            r = max(h * 0.2, r - 1)
        return r, size

    def seat_label(self, p: int) -> str:
        """Who plays a seat, unless the name says it already ("Computer 2 (Normal)" is not
        followed by "Normal" again); nothing for a person (the name is theirs)."""
        seat = self.seats[p]
        level = self.app.t(f"agent.{seat}") if seat != "person" else ""
        said = "" if not level or level in self.names[p] else self.app.t("mv_ui.seat.agent", level=level)
        if self.thinking == p:
            thinking = self.app.t("table.thinking") + " " + "·" * (1 + int(self.app.time * 3) % 3)
            return f"{said} · {thinking}" if said else thinking
        return said

    def seat_notes(self, p: int, slot: str) -> str:
        pl = self.obs["players"][p]
        extra = [self.seat_label(p)]
        if slot == "p1":
            extra.append(self.app.t("mv_ui.hand_count", n=pl["hand_count"]))
            if pl["ability_uses"] is not None:
                extra.append(self.app.t("mv_ui.uses_left", n=pl["ability_uses"]))
        if pl["warded"]:
            extra.append(self.app.t("mv_ui.warded"))
        if pl["ap_penalty"]:
            extra.append(self.app.t("mv_ui.shackled", n=pl["ap_penalty"]))
        return " · ".join(e for e in extra if e)

    def stats_header(self, p: int) -> tuple[fonts.Fitted, fonts.Fitted, int]:
        """The name and the notes of a duelist's panel, fitted, and where the counters start."""
        s = self.app.scale
        slot = self.slot(p)
        rect = self.zrect(f"{slot}.stats")
        w = rect.w - 20
        name = fonts.fit_line(
            self.names[p],
            w,
            max(fonts.FLOOR, int(17 * s)),
            bold=True,
            where="mv.stats.name",
        )
        notes = fonts.fit(
            self.seat_notes(p, slot),
            w,
            fonts.get_font(fonts.FLOOR).get_linesize() * 2,
            max(fonts.FLOOR, int(13 * s)),
            max_lines=2,
            where="mv.stats.notes",
        )
        top = rect.y + 6 + name.height + (notes.height if notes.lines != ("",) else 0) + 2
        return name, notes, top

    def status_chips(self) -> dict[str, pygame.Rect]:
        """Where each resource chip (gems, AP, buys, damage) sits in the status panel."""
        s = self.app.scale
        rect = self.zrect("center.status")
        res = self.obs["resources"] if self.obs else {}
        x = rect.x + int(10 * s)
        out = {}
        for key, _ in CHIPS:
            num_w = fonts.text_width(str(res.get(key, 0)), self.chip_size(), True)
            label_w = fonts.text_width(self.app.t(f"mv_ui.res.{key}"), fonts.FLOOR)
            w = self.chip_icon() + 8 + max(num_w, label_w, fonts.text_width("88", self.chip_size(), True))
            out[key] = pygame.Rect(x, rect.y, w, rect.h)
            x += w + int(14 * s)
        return out

    def button_area(self) -> pygame.Rect:
        """Where the step's buttons go: their zone, and the part of the status zone the
        resource chips leave free (the chips keep their widths, so the buttons keep their places)."""
        s = self.app.scale
        rect = self.zrect("center.buttons")
        status = self.zrect("center.status")
        right = min(
            status.right, max(self.status_chips()["combat"].right + int(10 * s), status.x + status.w // 2)
        )
        left = min(rect.x, right + 6)
        return pygame.Rect(left, rect.y, rect.right - left, rect.h)

    def chip_icon(self) -> int:
        """The width of a resource chip's shape."""
        return 2 * int(15 * self.app.scale)

    def chip_size(self) -> int:
        rect = self.zrect("center.status")
        return max(
            fonts.FLOOR,
            min(int(26 * self.app.scale), rect.h - fonts.get_font(fonts.FLOOR).get_linesize() - 2),
        )

    def waiting_texts(self) -> list[str]:
        """This turn's effects still to come: on the next weapon or action card, on every
        weapon, on prices, and the parts below a divider that wait for their moment."""
        if not self.obs or self.obs.get("phase") == "setup":
            return []
        t = self.app.t
        wait = self.obs.get("waiting") or {}
        out = []
        if wait.get("next_weapon_bonus"):
            out.append(t("mv_ui.waiting.next_weapon", n=wait["next_weapon_bonus"]))
        if wait.get("weapons_bonus"):
            out.append(t("mv_ui.waiting.weapons", n=wait["weapons_bonus"]))
        if wait.get("next_action_twice"):
            out.append(t("mv_ui.waiting.twice", n=wait["next_action_twice"]))
        if self.obs["resources"].get("discount"):
            out.append(t("mv_ui.waiting.discount", n=self.obs["resources"]["discount"]))
        for when, card in wait.get("triggers", []):
            out.append(t(f"mv_ui.waiting.{when}", card=self.card_name(card)))
        return out

    def waiting_rect(self) -> pygame.Rect | None:
        texts = self.waiting_texts()
        if not texts:
            return None
        zone = self.zrect(f"{self.slot(self.obs['active'])}.play")
        w = self.bonus_w()
        return pygame.Rect(zone.right - w, zone.y + 3, w - 4, zone.h - 6)

    def float_pos(self, f: Float) -> tuple[int, int]:
        """Where a float starts: beside its counter, over its chip, or on its card."""
        if f.anchor[0] == "counter":
            rect = self.counter_rect(f.anchor[1], f.anchor[2])
            return rect.centerx, rect.y + rect.h // 3
        if f.anchor[0] == "chip":
            chip = self.status_chips().get(f.anchor[1])
            if chip is not None:
                return chip.centerx, chip.y
            return self.zrect("center.status").center
        rect = f.anchor[1]
        return rect.centerx, rect.centery

    def _hand_centre(self, p: int) -> pygame.Rect:
        """A card-sized place in the middle of a hand (the other hand's cards come from there)."""
        zone = self.zrect(f"{self.slot(p)}.hand")
        w, h = L.card_size(zone.h - 16)
        return pygame.Rect(zone.centerx - w // 2, zone.y + 8, w, h)

    def action_rects(self, action: Action) -> list[pygame.Rect]:
        """Where the card (or button) an action means is drawn on the table: the card its
        gesture starts from (a hand card, a pile, a character of the draft row)."""
        rects: list[pygame.Rect] = []
        if isinstance(action, OnCard):
            card = action.card
            if moves([action], FROM_HAND):
                rects += [p.rect for p in self.hand_cards() if p.card == card][-1:]
            if moves([action], FROM_PILE):
                rects += [r for c, r in self.exchange_cards() if c == card]
            if moves([action], ON_DRAFT):
                rects += [r for c, r in self.draft_cards() if c == card]
        if isinstance(action, UseAbility):
            rects.append(self.character_card(self.bottom)[1])
        if isinstance(action, PlayAll):
            playable = {a.card for a in of_kind(self.legal(), PlayCard)}
            rects += [p.rect for p in self.hand_cards() if p.card in playable]
        if not rects:
            rects += [b.rect for b in self.buttons if action in b.actions and b.kind != "more"]
        return rects

    def thing_at(self, pos: tuple[int, int]) -> Thing | None:
        """What is under the pointer: a hand card, a pile, a character (of the draft row or a
        duelist's), a card of a play area, or a deck."""
        for placed in reversed(self.hand_cards()):
            if placed.card is not None and placed.rect.collidepoint(pos):
                return Thing("hand", placed.card, placed.rect, self.bottom)
        for card, rect in self.exchange_cards():
            if rect.collidepoint(pos):
                return Thing("pile", card, rect, None)
        for card, rect in self.draft_cards():
            if rect.collidepoint(pos):
                return Thing("draft", card, rect, None)
        for p in (0, 1):
            character, crect = self.character_card(p)
            if character and crect.collidepoint(pos):
                return Thing("character", character, crect, p)
            for c, r in reversed(self.play_cards(p)):
                if r.collidepoint(pos):
                    return Thing("play", c, r, p)
            deck = self.zrect(f"{self.slot(p)}.deck")
            if deck.collidepoint(pos):
                return Thing("deck", None, deck, p)
        return None

    def my_side(self, pos: tuple[int, int]) -> bool:
        """A drop that means "to me": my play area, my band or the centre of the table."""
        z = self.zones()
        mine = (
            "p0.play",
            "p0.hand",
            "p0.stats",
            "p0.character",
            "p0.deck",
            "p0.discard",
            "p0.info",
            "center.status",
            "center.buttons",
            "center.setup",
        )
        return any(z[n].rect.collidepoint(pos) for n in mine)
