"""Drawing the MetaVersus table: the mat, the exchange, both duelists' characters, piles and play
areas, the hand fan, the draft, the buttons, the log and what is moving. Everything comes from
``self.obs`` (the observation of the person at the screen); the other hand is only ever a number
of card backs.

Every text goes into its box through ``fonts.fit`` (wrap, shrink to the floor, then cut, and a
cut is recorded with the place it happened); card faces fit their own texts. What a computer's
last move touched is outlined, and the other duelist's last turn stays dimmed in their play area
until the person at the screen makes their first move. The buttons have the one look of every
table (``scenes.buttons``).
"""

from __future__ import annotations

from typing import Any

import pygame

from sprites import fonts
from sprites.draw import (
    FELT,
    GLOW,
    ILLEGAL,
    SELECTED,
    TEXT,
    TEXT_DIM,
    drop_shadow,
    felt,
    glow_rect,
    pulse,
    rounded_panel,
)
from sprites.mv_cards import render_back, render_card, rotated
from sprites.mv_packs import pack_badge
from sprites.mv_symbols import AETHER_COLOUR, aether_icon
from sprites.tween import lerp

from ..buttons import draw_buttons
from . import layout as L
from .gestures import FROM_HAND, FROM_PILE, ON_DRAFT, moves
from .panels import PanelsView, fitted_w

SPOT = (120, 230, 255)  # the outline of what a computer's move touched


class TableView(PanelsView):
    _board_key: Any = None  # (window size, language) of the felt drawn last
    _board_surface: pygame.Surface

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        surface.blit(self._board(self.app.size, self.app.tr.lang), (0, 0))
        self.drawn_hand, self.drawn_backs, self.drawn_raised, self.lit = [], 0, [], []
        glow_t = pulse(self.app.time)
        self._draw_turn(surface)
        self._draw_exchange(surface, glow_t)
        self._draw_last_turn(surface)
        for p in (0, 1):
            self._draw_player(surface, p, glow_t)
        if self.obs["phase"] == "setup":
            self._draw_setup(surface, glow_t)
        else:
            self._draw_status(surface)
            self._draw_waiting(surface)
        self._draw_prompt(surface)
        self._draw_hand(surface, glow_t)
        self._draw_spots(surface, glow_t)
        self._draw_drop_target(surface, glow_t)
        self._draw_surge(surface, glow_t)
        self._draw_hint(surface)
        self._draw_option(surface, glow_t)
        self._draw_buttons(surface)
        if self.show_log:
            self.log_panel.draw(
                surface,
                self.zrect("center.log"),
                self.app.t("mv_ui.zone.log"),
                max(fonts.FLOOR, int(14 * self.app.scale)),
            )
        lang = self.app.tr.lang
        for card, src, dst, t in self.flying:
            r = pygame.Rect(0, 0, int(lerp(src.w, dst.w, t)), int(lerp(src.h, dst.h, t)))
            r.center = (
                int(lerp(src.centerx, dst.centerx, t)),
                int(lerp(src.centery, dst.centery, t) - 30 * (1 - abs(2 * t - 1))),
            )
            # one cached face at the landing size, scaled on the way (a face per frame size costs ~5 ms)
            face = render_card(card, lang, dst.size) if card else render_back(dst.size)
            surface.blit(face if face.get_size() == r.size else pygame.transform.scale(face, r.size), r)
        drag = self.drag.current
        if drag is not None and drag.active:
            if drag.obj[0] == "hand":
                self.mark_private(self.bottom)
            cw, ch = L.card_size(int(150 * s))
            img = render_card(drag.obj[1], lang, (cw, ch))
            r = img.get_rect(center=drag.centre)
            drop_shadow(surface, r, radius=8, blur=8, offset=(6, 10))
            surface.blit(img, r)
        self._draw_floats(surface)
        if self.illegal_flash > 0:
            pygame.draw.rect(
                surface,
                ILLEGAL,
                surface.get_rect(),
                width=int(6 * self.illegal_flash / 0.5) + 1,
            )

    def _draw_floats(self, surface: pygame.Surface) -> None:
        """Each effect rises from where it landed and fades ("-3 HP", "+2 gems")."""
        size = max(16, int(26 * self.app.scale))
        rise = 50 * self.app.scale
        for f in self.floats:
            x, y = self.float_pos(f)
            img = fonts.render(f.text, size, f.colour, bold=True)
            shadow = fonts.render(f.text, size, (10, 8, 14), bold=True)
            alpha = int(255 * min(1.0, 2.2 * (1 - f.age)))
            r = img.get_rect(center=(x, int(y - rise * f.age)))
            r.clamp_ip(surface.get_rect())
            for piece, offset in ((shadow, (2, 2)), (img, (0, 0))):
                piece = piece.copy()  # the cached text keeps its alpha
                piece.set_alpha(alpha)
                surface.blit(piece, r.move(offset))

    def _draw_spots(self, surface: pygame.Surface, glow_t: float) -> None:
        """What a computer's last move touched: outlined until the next move."""
        for r in self.spot_rects():
            glow_rect(surface, r.inflate(6, 6), SPOT, 0.7 + 0.3 * glow_t, radius=9)

    def _draw_last_turn(self, surface: pygame.Surface) -> None:
        """The other duelist's last turn stays in their play area, dimmed, with a label."""
        shown = self.last_turn_cards()
        if shown is None:
            return
        p, cards = shown
        lang = self.app.tr.lang
        for card, r in cards:
            img = render_card(card, lang, r.size).copy()
            img.set_alpha(110)
            surface.blit(img, r)
        zone = self.zrect(f"{self.slot(p)}.play")
        label = self.app.t("mv_ui.last_turn", name=self.names[p])
        fitted = fonts.fit_line(label, zone.w // 2, self.label_size(), bold=True, where="mv.last_turn")
        box = pygame.Rect(
            zone.right - fitted_w(fitted) - 20, zone.y + 3, fitted_w(fitted) + 14, fitted.height + 2
        )
        rounded_panel(surface, box, (0, 0, 0, 150), (255, 255, 255, 60), radius=box.h // 2)
        fonts.draw_fitted(surface, fitted, box.inflate(-14, -2), TEXT_DIM)

    def _board(self, size: tuple[int, int], lang: str) -> pygame.Surface:
        """The felt with the zone outlines and labels: drawn once per window size and language."""
        key = (size, lang)
        if self._board_key != key:
            board = felt(size, FELT["metaversus"]).copy()
            for zone in self.zones().values():
                if zone.layout not in ("row",):
                    continue
                rounded_panel(board, zone.rect, (0, 0, 0, 30), (255, 255, 255, 46), radius=10)
                if zone.label:
                    rect = pygame.Rect(zone.rect.x + 8, zone.rect.y + 1, zone.rect.w - 16, self.count_h())
                    self.line(
                        board,
                        self.app.t(zone.label),
                        rect,
                        self.label_size(),
                        (255, 255, 255, 140),
                        where="mv.zone.label",
                    )
            self._board_surface = board
            self._board_key = key
        return self._board_surface

    def _draw_turn(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("center.turn")
        rounded_panel(surface, rect, (0, 0, 0, 70), (255, 255, 255, 46), radius=10)
        obs = self.obs
        inner = rect.inflate(-int(20 * s), 0)
        y = rect.y + int(6 * s)
        if obs["phase"] == "setup":
            head = self.app.t("mv_ui.setup_phase")
        else:
            head = self.app.t("mv_ui.turn", n=obs["turn"], max=self.match_option("max_turns"))
        y += self.line(
            surface, head, pygame.Rect(inner.x, y, inner.w, 0), int(22 * s), TEXT, True, where="mv.turn.head"
        ).h
        active = obs["active"] if obs["phase"] != "setup" or obs["to_move"] is None else obs["to_move"]
        phase = self.app.t(f"metaversus.phase.{obs['phase']}")
        line = self.app.t("mv_ui.whose_phase", name=self.names[active], phase=phase)
        self.line(
            surface, line, pygame.Rect(inner.x, y, inner.w, 0), int(17 * s), GLOW, True, where="mv.turn.phase"
        )

    def _draw_exchange(self, surface: pygame.Surface, glow_t: float) -> None:
        lang = self.app.tr.lang
        counts = {e["card"]: e["count"] for e in self.obs["exchange"]}
        marked = self.several_packs()
        for x, top, bottom in self.exchange_dividers():  # the base kinds | the expansion's | free piles
            for y in range(top, bottom, 8):
                pygame.draw.line(surface, (255, 255, 255, 110), (x, y), (x, min(bottom, y + 4)), 2)
        legal = self.legal()
        takeable = {card for card, _ in self.exchange_cards() if moves(legal, FROM_PILE, card=card)}
        held = self.drag.dragging
        hover = self.hover
        stocked = (
            any(counts.values()) or self.obs["phase"] != "setup"
        )  # piles are filled after the replacement round
        for card, rect in self.exchange_cards():
            if held is not None and held == ("pile", card):
                rounded_panel(surface, rect, (0, 0, 0, 60), (255, 255, 255, 60), radius=8)
                continue
            n = counts.get(card)
            lift = 5 if hover is not None and hover.kind == "pile" and hover.card == card else 0
            if lift:
                self.drawn_raised.append(card)
            r = rect.move(0, -lift)
            img = render_card(card, lang, rect.size)
            if n == 0 and stocked:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, r)
            if card in takeable:
                glow_rect(surface, r, GLOW, glow_t, radius=8)
            pack = self.pack_of(card) if marked else None
            badge_w = 0
            if pack is not None:  # the pack's badge at the left of the count
                size = self.count_h()
                pack_badge(surface, pygame.Rect(rect.x, rect.bottom + 1, size, size), pack, lang)
                badge_w = size
            if not stocked:
                continue
            label = "∞" if n is None else f"×{n}"
            self.line(
                surface,
                label,
                pygame.Rect(rect.x - 6 + badge_w, rect.bottom + 1, rect.w + 12 - badge_w, self.count_h()),
                self.label_size(),
                TEXT if n else ILLEGAL,
                True,
                "center",
                where="mv.exchange.count",
            )

    def _draw_player(self, surface: pygame.Surface, p: int, glow_t: float) -> None:
        slot = self.slot(p)
        pl = self.obs["players"][p]
        lang = self.app.tr.lang
        # character
        card, rect = self.character_card(p)
        if card:
            if self.obs["phase"] == "setup":  # the hidden pick, shown only to its owner
                self.mark_private(p)
            surface.blit(render_card(card, lang, rect.size), rect)
            if slot == "p0" and self.ability_actions():
                glow_rect(surface, rect, GLOW, glow_t, radius=8)
        elif pl["picked"]:
            surface.blit(render_back(rect.size), rect)  # picked, still hidden
        else:
            rounded_panel(surface, rect, (0, 0, 0, 50), (255, 255, 255, 40), radius=8)
        if slot == "p0":
            self._draw_ability(surface, p, pl)
        self._draw_stats(surface, p, pl, slot)
        # piles
        for zone in ("deck", "discard", "removed"):
            zr = self.zrect(f"{slot}.{zone}")
            value = pl["zones"][zone]
            n = value if isinstance(value, int) else len(value)
            label = self.pile_label(zone, zr.w)
            fonts.draw_fitted(
                surface, label, pygame.Rect(zr.x + 2, zr.y, zr.w - 4, label.height), TEXT_DIM, "center"
            )
            cr = self.pile_card_rect(p, zone)
            if n == 0:
                rounded_panel(surface, cr, (0, 0, 0, 40), (255, 255, 255, 40), radius=6)
            elif zone == "deck":
                surface.blit(render_back(cr.size), cr)
            else:
                img = render_card(value[-1], lang, cr.size)
                if zone == "removed":
                    img = img.copy()
                    img.set_alpha(120)
                surface.blit(img, cr)
            badge = fonts.fit_line(
                str(n), cr.w, max(fonts.FLOOR, int(18 * self.app.scale)), bold=True, where="mv.pile.count"
            )
            br = pygame.Rect(0, 0, fitted_w(badge) + 12, badge.height)
            br.center = (cr.centerx, cr.bottom - badge.height // 2 - 2)
            rounded_panel(surface, br, (0, 0, 0, 170), None, radius=br.h // 2)
            fonts.draw_fitted(surface, badge, br, TEXT, "center", "middle")
        # play area (cards still flying there are drawn by the flight)
        played = self.play_cards(p)
        hide = self.hidden_play[p]
        for c, r in played[: len(played) - hide] if hide else played:
            surface.blit(render_card(c, lang, r.size), r)
        if slot == "p1":
            self._draw_opponent_hand(surface, p, pl)

    def _draw_opponent_hand(self, surface: pygame.Surface, p: int, pl: dict[str, Any]) -> None:
        rect = self.zrect("p1.hand")
        n = int(pl["hand_count"])
        cw, ch = L.card_size(rect.h - 16)
        step = min(cw * 0.5, (rect.w - cw) / max(1, n - 1)) if n > 1 else 0
        x0 = rect.centerx - (step * (n - 1) + cw) / 2
        back = render_back((cw, ch))
        for i in range(n):  # only backs: the other hand is a number, never cards
            surface.blit(back, (int(x0 + i * step), rect.y + 8))
        self.drawn_backs += n

    def _draw_hand(self, surface: pygame.Surface, glow_t: float) -> None:
        lang = self.app.tr.lang
        placed = self.hand_cards()
        held = self.drag.dragging
        hover = self.hover
        legal = self.legal()
        playable = {pc.card for pc in placed if pc.card is not None and moves(legal, FROM_HAND, card=pc.card)}
        lifted = None
        held_skipped = False
        for pc in placed:
            if pc.card is None:
                surface.blit(rotated(None, lang, pc.rect.size, pc.angle), pc.rect)
                self.drawn_backs += 1
                continue
            self.mark_private(self.bottom)
            self.drawn_hand.append(pc.card)
            if held is not None and held == ("hand", pc.card) and not held_skipped:
                held_skipped = True
                continue
            if hover is not None and hover.kind == "hand" and hover.rect == pc.rect:
                lifted = pc
                continue
            img = rotated(pc.card, lang, pc.rect.size, pc.angle, bool(legal) and pc.card not in playable)
            surface.blit(img, img.get_rect(center=pc.rect.center))
        if lifted is not None:
            self.drawn_raised.append(str(lifted.card))
            r = lifted.rect.move(0, -int(30 * self.app.scale))
            drop_shadow(surface, r, radius=8, blur=8, offset=(4, 8))
            surface.blit(render_card(str(lifted.card), lang, r.size), r)
            if lifted.card in playable:
                glow_rect(surface, r, GLOW, glow_t, radius=8)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("p0.info")
        rounded_panel(surface, rect, (0, 0, 0, 60), (255, 255, 255, 36), radius=10)
        inner = rect.inflate(-int(16 * s), -int(10 * s))
        self.block(surface, self.prompt_text(), inner, int(15 * s), TEXT, where="mv.prompt")

    def prompt_text(self) -> str:
        obs = self.obs
        p = self.game.to_move
        t = self.app.t
        if obs["over"]:
            return t("mv_ui.prompt.over")
        if p is None or not self.is_person(p) or p != self.draw_viewer:
            return t("mv_ui.prompt.wait", name=self.names[p] if p is not None else "")
        pend = obs["pending"]
        if pend is not None:
            kind = "discard_choice" if pend["kind"] == "discard" else pend["kind"]
            card = self.card_name(pend["card"]) if pend.get("card") else ""
            return t(f"mv_ui.prompt.{kind}", n=pend.get("count", 0), card=card)
        return t(f"mv_ui.prompt.{obs['phase']}", ap=obs["resources"]["ap"])

    def _draw_setup(self, surface: pygame.Surface, glow_t: float) -> None:
        s = self.app.scale
        zone = self.zrect("center.setup")
        rounded_panel(surface, zone, (24, 18, 30), (90, 80, 100), radius=14)
        pend = self.obs["pending"] or {}
        kind = pend.get("kind", "")
        title = self.app.t(
            f"mv_ui.setup.{kind}" if kind in ("replace", "ban", "pick") else "mv_ui.setup.title"
        )
        who = pend.get("player")
        if who is not None:
            title = f"{title} — {self.names[who]}"
        area = self.setup_area()
        self.line(
            surface,
            title,
            pygame.Rect(zone.x + int(18 * s), zone.y + int(10 * s), area.w - int(30 * s), 0),
            int(26 * s),
            GLOW,
            True,
            where="mv.setup.title",
        )
        lang = self.app.tr.lang
        banned = set(self.obs["characters"]["banned"])
        legal = self.legal()
        choosable = {card for card, _ in self.draft_cards() if moves(legal, ON_DRAFT, card=card)}
        hover = self.hover
        for card, rect in self.draft_cards():
            lift = 8 if hover is not None and hover.kind == "draft" and hover.card == card else 0
            if lift:
                self.drawn_raised.append(card)
            r = rect.move(0, -lift)
            img = render_card(card, lang, rect.size)
            if card in banned:
                img = img.copy()
                img.set_alpha(80)
            surface.blit(img, r)
            pack = self.pack_of(card) if self.several_packs() else None
            if pack is not None:  # the character's pack, under its card
                size = max(14, int(22 * s))
                pack_badge(surface, pygame.Rect(r.centerx - size // 2, r.bottom + 3, size, size), pack, lang)
            if card in banned:
                pygame.draw.line(surface, ILLEGAL, r.topleft, r.bottomright, 5)
                pygame.draw.line(surface, ILLEGAL, r.topright, r.bottomleft, 5)
                tag = fonts.fit_line(
                    self.app.t("mv_ui.banned"),
                    r.w - 12,
                    max(fonts.FLOOR, int(18 * s)),
                    bold=True,
                    where="mv.setup.banned",
                )
                chip = pygame.Rect(0, 0, fitted_w(tag) + 12, tag.height + 4)
                chip.center = r.center
                rounded_panel(surface, chip, ILLEGAL, None, radius=chip.h // 2)
                fonts.draw_fitted(surface, tag, chip, (255, 255, 255), "center", "middle")
            elif card in choosable:
                glow_rect(surface, r, ILLEGAL if kind == "ban" else GLOW, glow_t, radius=8)
        if not self.draft_cards():  # the replacement round: the exchange above is what to click
            text = (
                self.app.t("mv_ui.setup.replace_help", count=len(self.obs["exchange"]))
                if self.legal()
                else self.prompt_text()
            )
            box = pygame.Rect(
                zone.x + int(18 * s),
                zone.y + int(56 * s),
                area.w - int(36 * s),
                zone.bottom - int(40 * s) - zone.y - int(56 * s),
            )
            self.block(surface, text, box, int(18 * s), TEXT, where="mv.setup.help")
        # who has picked (the picks stay hidden until both are in)
        y = zone.bottom - int(30 * s)
        half = (area.w - int(36 * s)) // 2
        for p in (0, 1):
            pl = self.obs["players"][p]
            if pl["picked"]:
                mine = pl["character"]
                if mine:
                    self.mark_private(p)
                text = (
                    self.app.t("mv_ui.picked_yours", name=self.names[p], card=self.card_name(mine))
                    if mine
                    else self.app.t("mv_ui.picked_hidden", name=self.names[p])
                )
                self.line(
                    surface,
                    text,
                    pygame.Rect(zone.x + int(18 * s) + p * half, y, half - 8, 0),
                    int(15 * s),
                    SELECTED,
                    where="mv.setup.picked",
                )

    def _draw_drop_target(self, surface: pygame.Surface, glow_t: float) -> None:
        """While a card is dragged, the play area glows when dropping it there does something."""
        held = self.drag.dragging
        if held is None:
            return
        where, card = held
        acts = self.hand_actions(card) if where == "hand" else self.pile_actions(card)
        zone = self.zrect("p0.play")
        glow_rect(surface, zone, GLOW if acts else ILLEGAL, glow_t if acts else 0.3, radius=10)

    def surge_rects(self) -> list[pygame.Rect]:
        """Where the card whose Surge asks is drawn (in the play area, or the character)."""
        pend = self.obs.get("pending") if self.obs else None
        if not pend or pend.get("kind") != "surge":
            return []
        p, card = pend.get("player", self.obs["active"]), pend.get("card")
        rects = [r for c, r in self.play_cards(p) if c == card][-1:]
        character, crect = self.character_card(p)
        if not rects and character == card:
            rects.append(crect)
        return rects

    def _draw_surge(self, surface: pygame.Surface, glow_t: float) -> None:
        """A Surge asks: its card glows in the aether's colour and the question stands over it."""
        rects = self.surge_rects()
        if not rects:
            return
        for r in rects:
            glow_rect(surface, r.inflate(8, 8), AETHER_COLOUR, 0.6 + 0.4 * glow_t, radius=10)
        if not self.legal():
            return  # the question is the deciding person's; the other sees the glow and the prompt
        if self.draw_viewer is not None:
            self.mark_private(self.draw_viewer)
        box = self.surge_box()
        if box is None:
            return
        pend = self.obs["pending"]
        s = self.app.scale
        rounded_panel(surface, box, (12, 26, 40, 235), (*AETHER_COLOUR, 220), radius=10)
        inner = box.inflate(-int(16 * s), -int(10 * s))
        head = self.line(
            surface,
            self.app.t("mv_ui.surge.title", n=pend.get("count", 0)),
            pygame.Rect(inner.x, inner.y, inner.w, 0),
            int(18 * s),
            AETHER_COLOUR,
            True,
            where="mv.surge.title",
        )
        aether_icon(surface, (inner.right - head.h // 2, inner.y + head.h // 2), head.h * 0.45)
        me = self.obs["players"][self.draw_viewer] if self.draw_viewer is not None else {}
        body = self.app.t("mv_ui.prompt.surge", n=pend.get("count", 0), card=self.card_name(pend["card"]))
        body += "\n" + self.app.t("mv_ui.surge.have", n=me.get("aether", 0))
        self.block(
            surface,
            body,
            pygame.Rect(inner.x, head.bottom + 2, inner.w, inner.bottom - head.bottom - 2),
            int(15 * s),
            TEXT,
            where="mv.surge.body",
        )

    def surge_box(self) -> pygame.Rect | None:
        """The Surge question: over the person's play area, clear of the card that asks."""
        zone = self.zrect("p0.play")
        s = self.app.scale
        w = min(zone.w - 16, max(int(360 * s), 260))
        h = zone.h - 8
        box = pygame.Rect(zone.right - w - 8, zone.y + 4, w, h)
        for r in self.surge_rects():
            if box.colliderect(r) and r.centerx > zone.centerx:
                box.x = zone.x + 8
        return box

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """H: the card of the suggested move is outlined in blue (or its button)."""
        hint = self.hint
        if hint is None:
            return
        for r in self.action_rects(hint)[:1]:
            glow_rect(surface, r, SELECTED, 1.0, radius=8)

    def _draw_option(self, surface: pygame.Surface, glow_t: float) -> None:
        """The option under the mouse in a chooser: its card (or button) is lit on the table."""
        option = self.option_hover
        if option is None:
            return
        self.lit = self.action_rects(option)
        for r in self.lit:
            glow_rect(surface, r.inflate(6, 6), SELECTED, 0.6 + 0.4 * glow_t, radius=10)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The step's buttons (they take no press for a moment after the step changed) and the
        tools under the turn counter, in the one look of every table."""
        s = self.app.scale
        on_top = self.app.stack.top is self  # under a dialog the pointer is the dialog's
        draw_buttons(
            surface, self.buttons, s, armed=self.app.time >= self.armed_at, where="mv.button", pointer=on_top
        )
        draw_buttons(surface, self.tools, s, where="mv.button", pointer=on_top)
