"""The counters of the MetaVersus table: each duelist's HP / max HP, defense and stars with their
own shapes, the character's ability and use markers, the active duelist's gems, AP, buys and
damage, which flash when they change, and the effects of this turn still waiting for a later
card (War Drum, Spark, Prism, Quarry, the divider parts to come). Every text is fitted into its
box (``line`` and ``block``, which the rest of the table's drawing uses too)."""

from __future__ import annotations

from typing import Any, NamedTuple

import pygame

from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel
from sprites.mv_cards import TYPE_COLOURS, face_text, hexagon, short_text, star
from sprites.mv_symbols import AETHER_COLOUR, aether_icon

from .geometry import AETHER, CHIPS, TableGeometry

DEF_COLOUR = (120, 170, 230)
HP_COLOUR = (236, 90, 90)
STAR_COLOUR = (255, 214, 80)
WAIT_COLOUR = (255, 224, 140)


class Counter(NamedTuple):
    """One counter as drawn: which, its number, what follows it ("/40"), its colour."""

    key: str
    value: str
    tail: str
    colour: tuple[int, int, int]
    grow: float = 0.0  # the icon swells for a moment after a change (0..1)


class PanelsView(TableGeometry):
    def line(
        self,
        surface: pygame.Surface,
        text: str,
        rect: pygame.Rect,
        size: int,
        colour: Any,
        bold: bool = False,
        align: str = "left",
        valign: str = "top",
        where: str = "mv.table",
    ) -> pygame.Rect:
        """One line of text fitted into ``rect``; returns where it went."""
        fitted = fonts.fit_line(text, rect.w, max(fonts.FLOOR, size), bold=bold, where=where)
        fonts.draw_fitted(surface, fitted, rect, colour, align, valign)
        return pygame.Rect(rect.x, rect.y, rect.w, fitted.height)

    def block(
        self, surface: pygame.Surface, text: str, rect: pygame.Rect, size: int, colour: Any, *, where: str
    ) -> int:
        """Text wrapped and fitted into ``rect`` from its top left; returns the height used."""
        fitted = fonts.fit(text, rect.w, rect.h, max(fonts.FLOOR, size), where=where)
        fonts.draw_fitted(surface, fitted, rect, colour)
        return fitted.height

    def _draw_ability(self, surface: pygame.Surface, p: int, pl: dict[str, Any]) -> None:
        """Under the person's character: the kind of ability and the uses left (as a number and
        as markers when there is room), whether it also works on the opponent's turn, and the
        rules in short when the card is too small to show them."""
        s = self.app.scale
        rect = self.zrect("p0.ability")
        card = pl["character"]
        if not card:
            return
        from game.metaversus import card_info

        info = card_info(card, self.app.tr.lang)
        small = max(fonts.FLOOR, int(13 * s))
        inner = rect.inflate(-6, -4)
        kind = self.app.t(f"mv_ui.ability.{info['ability']}")
        uses = pl["ability_uses"]
        total = int(info["uses"]) if uses is not None and info.get("uses") else 0
        head = self.app.t("mv_ui.ability.uses", kind=kind, n=uses, total=total) if total else kind
        line = self.line(
            surface,
            head,
            pygame.Rect(inner.x, inner.y, inner.w, 0),
            small,
            TEXT,
            True,
            where="mv.ability.kind",
        )
        y = line.bottom + 2
        notes = [self.app.t("mv_ui.off_turn")] if info.get("off_turn") else []
        if face_text(card, self.app.tr.lang, self.character_card(p)[1].size) == "none":
            notes.insert(0, short_text(card, self.app.tr.lang))  # a card too small for its rules: under it
        needed = (
            len(fonts.wrap("\n".join(notes), fonts.FLOOR, inner.w))
            * fonts.get_font(fonts.FLOOR).get_linesize()
            if notes
            else 0
        )
        r = max(4, int(6 * s))
        if total and inner.bottom - y - needed >= 2 * r + 4 and total * (2 * r + 4) <= inner.w:
            for i in range(total):  # use markers (the notes go first when room is short)
                c = (inner.x + r + i * (2 * r + 4), y + r)
                pygame.draw.circle(surface, (20, 16, 24), c, r)
                pygame.draw.circle(surface, TYPE_COLOURS["currency"] if i < uses else (70, 64, 76), c, r - 2)
            y += 2 * r + 4
        if notes and inner.bottom - y >= fonts.get_font(fonts.FLOOR).get_linesize():
            self.block(
                surface,
                "\n".join(notes),
                pygame.Rect(inner.x, y, inner.w, inner.bottom - y),
                small,
                SELECTED,
                where="mv.ability.note",
            )

    def _draw_stats(self, surface: pygame.Surface, p: int, pl: dict[str, Any], slot: str) -> None:
        rect = self.zrect(f"{slot}.stats")
        active = self.obs["active"] == p and self.obs["phase"] != "setup"
        shake = int(3 * (1 if int(self.app.time * 40) % 2 else -1)) if self.shake[p] > 0 else 0
        rect = rect.move(shake, 0)
        rounded_panel(surface, rect, (0, 0, 0, 80), GLOW if active else (255, 255, 255, 46), radius=10)
        name, notes, _ = self.stats_header(p)
        fonts.draw_fitted(
            surface,
            name,
            pygame.Rect(rect.x + 10, rect.y + 6, rect.w - 20, name.height),
            SELECTED if active else TEXT,
        )
        fonts.draw_fitted(
            surface,
            notes,
            pygame.Rect(rect.x + 10, rect.y + 6 + name.height, rect.w - 20, notes.height),
            TEXT_DIM,
        )
        shown = self.shown[p]
        for key in self.counters():
            cr = self.counter_rect(p, key).move(shake, 0)
            value = shown.get(key, pl.get(key, 0))
            tail = {"hp": f"/{pl['max_hp']}", "stars": "/10", AETHER: f"/{self.aether_cap()}"}.get(key, "")
            colour = (
                HP_COLOUR
                if key == "hp" and value <= 10
                else STAR_COLOUR
                if key == "stars" and value >= 7
                else AETHER_COLOUR
                if key == AETHER and self.aether_flash[p] > 0
                else TEXT
            )
            counter = Counter(key, str(value), tail, colour, self.aether_flash[p] if key == AETHER else 0.0)
            if slot == "p0":
                self._counter_big(surface, cr, counter)
            else:
                self._counter_small(surface, cr, counter)

    def _icon(
        self, surface: pygame.Surface, key: str, c: tuple[float, float], r: float, grow: float = 0.0
    ) -> None:
        if key == "hp":  # a heart
            pygame.draw.circle(surface, HP_COLOUR, (c[0] - r * 0.45, c[1] - r * 0.25), r * 0.55)
            pygame.draw.circle(surface, HP_COLOUR, (c[0] + r * 0.45, c[1] - r * 0.25), r * 0.55)
            pygame.draw.polygon(
                surface, HP_COLOUR, [(c[0] - r, c[1] - r * 0.1), (c[0] + r, c[1] - r * 0.1), (c[0], c[1] + r)]
            )
        elif key == "defense":  # a shield
            pts = [
                (c[0] - r * 0.85, c[1] - r),
                (c[0] + r * 0.85, c[1] - r),
                (c[0] + r * 0.85, c[1]),
                (c[0], c[1] + r),
                (c[0] - r * 0.85, c[1]),
            ]
            pygame.draw.polygon(surface, DEF_COLOUR, pts)
        elif key == AETHER:  # the rift's crystal (it swells for a moment when aether changes)
            aether_icon(surface, c, r * (1 + 0.3 * grow))
        else:
            pygame.draw.polygon(surface, STAR_COLOUR, star(c[0], c[1], r * 1.1, r * 0.5))

    def _counter_big(self, surface: pygame.Surface, cr: pygame.Rect, counter: Counter) -> None:
        """The person's own counter: icon, the number large, "/40", and its name at the right
        (the name keeps its size; the number shrinks when the panel is narrow)."""
        key, value, tail, colour, _ = counter
        s = self.app.scale
        r = min(cr.h * 0.34, cr.w * 0.14)
        self._icon(surface, key, (cr.x + 8 + r, cr.centery), r, counter.grow)
        x = int(cr.x + 8 + 2 * r + 6)
        text = self.app.t(f"mv_ui.counter.{key}")
        size = max(fonts.FLOOR, int(13 * s))
        label = fonts.fit_line(
            text, min(fonts.text_width(text, size) + 1, cr.right - 8 - x), size, where="mv.counter.label"
        )
        label_w = max(fonts.text_width(line, label.size) for line in label.lines)
        tail_w = fonts.text_width(tail, fonts.FLOOR) + 2 if tail else 0
        room = cr.right - 8 - label_w - 6 - x - tail_w
        big = int(cr.h * (0.72 if key == "hp" else 0.55))
        num = fonts.fit_line(value, max(1, room), big, bold=True, where="mv.counter.number")
        num_w = fonts.text_width(value, num.size, True)
        fonts.draw_fitted(surface, num, pygame.Rect(x, cr.y, num_w, cr.h), colour, "left", "middle")
        if tail:
            sub = fonts.fit_line(tail, tail_w, fonts.FLOOR, where="mv.counter.max")
            fonts.draw_fitted(
                surface, sub, pygame.Rect(x + num_w + 2, cr.centery, tail_w, sub.height), TEXT_DIM
            )
        fonts.draw_fitted(
            surface,
            label,
            pygame.Rect(cr.right - 8 - label_w, cr.y, label_w, cr.h),
            TEXT_DIM,
            "left",
            "middle",
        )

    def _counter_small(self, surface: pygame.Surface, cr: pygame.Rect, counter: Counter) -> None:
        """The other duelist's counter: icon, number, "/10", side by side in a row."""
        key, value, tail, colour, _ = counter
        rect = self.zrect("p1.stats")
        r, size = self.counter_metrics(cr.h, rect.w - 12)
        sub_size = fonts.FLOOR
        self._icon(surface, key, (cr.x + r, cr.centery), r, counter.grow)
        x = int(cr.x + 2 * r + 6)
        num = fonts.fit_line(value, cr.right - x, size, bold=True, where="mv.counter.number")
        num_w = fonts.text_width(value, num.size, True)
        fonts.draw_fitted(surface, num, pygame.Rect(x, cr.y, num_w, cr.h), colour, "left", "middle")
        if tail:
            sub = fonts.fit_line(tail, cr.right - x - num_w - 2, sub_size, where="mv.counter.max")
            fonts.draw_fitted(
                surface,
                sub,
                pygame.Rect(x + num_w + 2, cr.centery - sub.height // 2 + 2, cr.w, sub.height),
                TEXT_DIM,
            )

    def _draw_status(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("center.status")
        chips = self.status_chips()
        right = min(rect.right, max(chips["combat"].right + int(10 * s), rect.x + rect.w // 2))
        panel = pygame.Rect(rect.x, rect.y, right - rect.x, rect.h)
        rounded_panel(surface, panel, (0, 0, 0, 70), (255, 255, 255, 46), radius=10)
        res = self.obs["resources"]
        size = self.chip_size()
        label_h = fonts.get_font(fonts.FLOOR).get_linesize()
        for key, shape in CHIPS:
            chip = chips[key]
            flash = self.flash.get(key, 0.0)
            r = int(15 * s * (1 + 0.25 * flash))
            c = (chip.x + self.chip_icon() // 2, chip.centery)
            colour = TYPE_COLOURS[shape] if shape else (120, 200, 150)
            if shape == "currency":
                pygame.draw.polygon(surface, colour, hexagon(c[0], c[1], r))
            elif shape == "weapon":
                pygame.draw.polygon(surface, colour, star(c[0], c[1], r * 1.1, r * 0.55))
            elif shape == "action":
                pygame.draw.rect(
                    surface, colour, pygame.Rect(c[0] - r * 0.8, c[1] - r * 0.8, r * 1.6, r * 1.6)
                )
            else:  # buys: a cart-like bag
                pygame.draw.circle(surface, colour, c, int(r * 0.85))
            x = chip.x + self.chip_icon() + 6
            text_h = fonts.get_font(size, True).get_linesize() + label_h
            y = chip.centery - text_h // 2
            self.line(
                surface,
                str(res[key]),
                pygame.Rect(x, y, chip.right - x, 0),
                size,
                GLOW if flash > 0 else TEXT,
                True,
                where="mv.status.number",
            )
            self.line(
                surface,
                self.app.t(f"mv_ui.res.{key}"),
                pygame.Rect(x, y + text_h - label_h, chip.right - x, 0),
                fonts.FLOOR,
                TEXT_DIM,
                where="mv.status.label",
            )

    def _draw_waiting(self, surface: pygame.Surface) -> None:
        """The waiting effects as a small list at the right end of the active play area."""
        box = self.waiting_rect()
        if box is None:
            return
        s = self.app.scale
        rounded_panel(surface, box, (30, 22, 8, 190), (*WAIT_COLOUR, 150), radius=8)
        inner = box.inflate(-int(12 * s), -6)
        title = fonts.fit_line(
            self.app.t("mv_ui.waiting.title"),
            inner.w,
            max(fonts.FLOOR, int(13 * s)),
            bold=True,
            where="mv.waiting.title",
        )
        fonts.draw_fitted(surface, title, inner, WAIT_COLOUR)
        body = pygame.Rect(inner.x, inner.y + title.height, inner.w, inner.h - title.height)
        self.block(surface, "\n".join(self.waiting_texts()), body, int(13 * s), TEXT, where="mv.waiting")


def fitted_w(fitted: fonts.Fitted) -> int:
    """The width of the widest line of fitted text."""
    return max((fonts.text_width(line, fitted.size, fitted.bold) for line in fitted.lines), default=0)
