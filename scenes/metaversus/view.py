"""Drawing the MetaVersus table (a mixin of ``MetaVersusTable``): the mat, the exchange, both
duelists' counters, characters, piles and play areas, the hand fan, the draft, buttons, the log
and what is moving. Everything comes from ``self.obs`` (the observation of the person at the
screen); the other hand is only ever a number of card backs.
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
from sprites.tween import lerp

from . import layout as L
from .panels import PanelsView


class TableView(PanelsView):
    app: Any
    obs: dict[str, Any]

    # -- geometry ------------------------------------------------------------------------------
    def text_w(self, text: str) -> int:
        return int(fonts.get_font(max(11, int(16 * self.app.scale)), True).size(text)[0])

    def hand_cards(self) -> list[L.Placed]:
        if not self.obs:
            return []
        p = self.bottom  # type: ignore[attr-defined]
        hand = self.obs["players"][p]["zones"]["hand"]
        cards = list(hand) if isinstance(hand, list) else [None] * int(hand)
        rect = self.zrect("p0.hand")  # type: ignore[attr-defined]
        return L.fan(rect, cards, min(rect.h - 40, int(rect.h * 0.8)))

    def exchange_cards(self) -> list[tuple[str, pygame.Rect]]:
        if not self.obs:
            return []
        piles = [e["card"] for e in self.obs["exchange"]] + [e["card"] for e in self.obs["neutral"]]
        label = fonts.get_font(max(10, int(13 * self.app.scale))).size(self.app.t("mv_ui.zone.exchange"))[0] + 14
        return list(zip(piles, L.exchange_rects(self.zrect("exchange"), len(piles), label))) if piles else []  # type: ignore[attr-defined]

    def setup_area(self) -> pygame.Rect:
        r = self.zrect("center.setup")  # type: ignore[attr-defined]
        return pygame.Rect(r.x, r.y, r.w - int(320 * self.app.scale), r.h)

    def draft_cards(self) -> list[tuple[str, pygame.Rect]]:
        if not self.obs or self.obs["phase"] != "setup" or not self.obs["characters"]["row"]:
            return []
        row = self.obs["characters"]["row"]
        return list(zip(row, L.character_row(self.setup_area(), len(row))))

    def character_card(self, p: int) -> tuple[str | None, pygame.Rect]:
        rect = self.zrect(f"{self.slot(p)}.character")  # type: ignore[attr-defined]
        cw, ch = L.card_size(rect.h)
        if cw > rect.w:
            cw, ch = rect.w, int(rect.w * L.CARD_RATIO)
        card = self.obs["players"][p]["character"] if self.obs else None
        return card, pygame.Rect(rect.centerx - cw // 2, rect.y, cw, ch)

    def play_cards(self, p: int) -> list[tuple[str, pygame.Rect]]:
        if not self.obs:
            return []
        played = self.obs["players"][p]["zones"]["played"]
        kept = getattr(self, "kept_play", None)
        if kept is not None and kept[0] == p and not played:
            played = kept[1]
        return list(zip(played, L.row_rects(self.zrect(f"{self.slot(p)}.play"), len(played))))  # type: ignore[attr-defined]

    def counter_rect(self, p: int, key: str) -> pygame.Rect:
        rect = self.zrect(f"{self.slot(p)}.stats")  # type: ignore[attr-defined]
        i = ("hp", "defense", "stars").index(key)
        if self.slot(p) == "p0":  # type: ignore[attr-defined]
            top = rect.y + int(rect.h * 0.2)
            h = (rect.bottom - top) // 3
            return pygame.Rect(rect.x, top + i * h, rect.w, h - 4)
        top = rect.y + int(rect.h * 0.34)
        w = rect.w // 3
        return pygame.Rect(rect.x + i * w, top, w - 4, rect.bottom - top)

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        surface.blit(self._board(self.app.size, self.app.tr.lang), (0, 0))
        self.drawn_hand, self.drawn_backs, self.drawn_raised, self.lit = [], 0, [], []
        glow_t = pulse(self.app.time)
        self._draw_turn(surface)
        self._draw_exchange(surface, glow_t)
        for p in (0, 1):
            self._draw_player(surface, p, glow_t)
        if self.obs["phase"] == "setup":
            self._draw_setup(surface, glow_t)
        else:
            self._draw_status(surface)
        self._draw_prompt(surface)
        self._draw_hand(surface, glow_t)
        self._draw_drop_target(surface, glow_t)
        self._draw_hint(surface)
        self._draw_option(surface, glow_t)
        self._draw_buttons(surface)
        if self.show_log:  # type: ignore[attr-defined]
            self.log_panel.draw(surface, self.zrect("center.log"), self.app.t("mv_ui.zone.log"), max(11, int(14 * self.app.scale)))  # type: ignore[attr-defined]
        lang = self.app.tr.lang
        for card, src, dst, t in self.flying:  # type: ignore[attr-defined]
            r = pygame.Rect(0, 0, int(lerp(src.w, dst.w, t)), int(lerp(src.h, dst.h, t)))
            r.center = (int(lerp(src.centerx, dst.centerx, t)), int(lerp(src.centery, dst.centery, t) - 30 * (1 - abs(2 * t - 1))))
            # one cached face at the landing size, scaled on the way (a face per frame size costs ~5 ms)
            face = render_card(card, lang, dst.size) if card else render_back(dst.size)
            surface.blit(face if face.get_size() == r.size else pygame.transform.scale(face, r.size), r)
        drag = self.drag.current  # type: ignore[attr-defined]
        if drag is not None and drag.active:
            if drag.obj[0] == "hand":
                self.mark_private(self.bottom)  # type: ignore[attr-defined]
            cw, ch = L.card_size(int(150 * s))
            img = render_card(drag.obj[1], lang, (cw, ch))
            r = img.get_rect(center=drag.centre)
            drop_shadow(surface, r, radius=8, blur=8, offset=(6, 10))
            surface.blit(img, r)
        for text, x, y, age, colour in self.floats:  # type: ignore[attr-defined]
            img = fonts.render(text, max(18, int(34 * s)), colour, bold=True).copy()  # the cached text keeps its alpha
            img.set_alpha(int(255 * (1 - age)))
            surface.blit(img, img.get_rect(center=(x, y - 50 * age)))
        if self.illegal_flash > 0:  # type: ignore[attr-defined]
            pygame.draw.rect(surface, ILLEGAL, surface.get_rect(), width=int(6 * self.illegal_flash / 0.5) + 1)  # type: ignore[attr-defined]

    def _board(self, size: tuple[int, int], lang: str) -> pygame.Surface:
        """The felt with the zone outlines and labels: drawn once per window size and language."""
        key = (size, lang)
        if getattr(self, "_board_key", None) != key:
            board = felt(size, FELT["metaversus"]).copy()
            small = max(10, int(13 * self.app.scale))
            for zone in self.zones().values():  # type: ignore[attr-defined]
                if zone.layout not in ("row",):
                    continue
                rounded_panel(board, zone.rect, (0, 0, 0, 30), (255, 255, 255, 46), radius=10)
                if zone.label:
                    board.blit(fonts.render(self.app.t(zone.label), small, (255, 255, 255, 140)), (zone.rect.x + 8, zone.rect.y + 2))
            self._board_surface = board
            self._board_key = key
        return self._board_surface

    def _draw_turn(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("center.turn")  # type: ignore[attr-defined]
        rounded_panel(surface, rect, (0, 0, 0, 70), (255, 255, 255, 46), radius=10)
        obs = self.obs
        x, y = rect.x + int(12 * s), rect.y + int(8 * s)
        if obs["phase"] == "setup":
            head = self.app.t("mv_ui.setup_phase")
        else:
            head = self.app.t("mv_ui.turn", n=obs["turn"], max=self.game.opts["max_turns"])  # type: ignore[attr-defined]
        surface.blit(fonts.render(head, max(14, int(22 * s)), TEXT, bold=True), (x, y))
        y += int(30 * s)
        active = obs["active"] if obs["phase"] != "setup" or obs["to_move"] is None else obs["to_move"]
        phase = self.app.t(f"metaversus.phase.{obs['phase']}")
        line = self.app.t("mv_ui.whose_phase", name=self.names[active], phase=phase)  # type: ignore[attr-defined]
        text, size = line, max(11, int(17 * s))
        for part in fonts.wrap(text, size, rect.w - int(24 * s), True)[:1]:
            surface.blit(fonts.render(part, size, GLOW, bold=True), (x, y))
            y += int(22 * s)

    def _draw_exchange(self, surface: pygame.Surface, glow_t: float) -> None:
        s = self.app.scale
        lang = self.app.tr.lang
        counts = {e["card"]: e["count"] for e in self.obs["exchange"]}
        takeable = {a.card for a in self.legal() if a.kind in ("buy", "choose_card", "replace_kind") and a.__dict__.get("zone", "exchange") == "exchange"}  # type: ignore[attr-defined]
        held = self.drag.dragging  # type: ignore[attr-defined]
        hover = self.hover  # type: ignore[attr-defined]
        small = max(10, int(14 * s))
        stocked = any(counts.values()) or self.obs["phase"] != "setup"  # piles are filled after the replacement round
        for card, rect in self.exchange_cards():
            if held is not None and held == ("pile", card):
                rounded_panel(surface, rect, (0, 0, 0, 60), (255, 255, 255, 60), radius=8)
                continue
            n = counts.get(card)
            lift = 5 if hover is not None and hover[0] == "pile" and hover[1] == card else 0
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
            if not stocked:
                continue
            label = "∞" if n is None else f"×{n}"
            t = fonts.render(label, small, TEXT if n else ILLEGAL, bold=True)
            surface.blit(t, t.get_rect(midtop=(rect.centerx, rect.bottom + 1)))

    def _draw_player(self, surface: pygame.Surface, p: int, glow_t: float) -> None:
        s = self.app.scale
        slot = self.slot(p)  # type: ignore[attr-defined]
        pl = self.obs["players"][p]
        lang = self.app.tr.lang
        # character
        card, rect = self.character_card(p)
        if card:
            if self.obs["phase"] == "setup":  # the hidden pick, shown only to its owner
                self.mark_private(p)  # type: ignore[attr-defined]
            surface.blit(render_card(card, lang, rect.size), rect)
            if slot == "p0" and any(a.kind == "use_ability" for a in self.legal()):  # type: ignore[attr-defined]
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
            zr = self.zrect(f"{slot}.{zone}")  # type: ignore[attr-defined]
            value = pl["zones"][zone]
            n = value if isinstance(value, int) else len(value)
            cw, ch = L.card_size(zr.h - int(24 * s))
            cr = pygame.Rect(zr.centerx - cw // 2, zr.y + int(18 * s), cw, ch)
            surface.blit(fonts.render(self.app.t(f"mv_ui.zone.{zone}"), max(10, int(12 * s)), TEXT_DIM), (zr.x + 2, zr.y))
            if n == 0:
                rounded_panel(surface, cr, (0, 0, 0, 40), (255, 255, 255, 40), radius=6)
            elif zone == "deck":
                surface.blit(render_back((cw, ch)), cr)
            else:
                img = render_card(value[-1], lang, (cw, ch))
                if zone == "removed":
                    img = img.copy()
                    img.set_alpha(120)
                surface.blit(img, cr)
            badge = fonts.render(str(n), max(12, int(18 * s)), TEXT, bold=True)
            br = badge.get_rect(center=(cr.centerx, cr.bottom - int(12 * s))).inflate(int(12 * s), int(2 * s))
            rounded_panel(surface, br, (0, 0, 0, 170), None, radius=br.h // 2)
            surface.blit(badge, badge.get_rect(center=br.center))
        # play area (cards still flying there are drawn by the flight)
        played = self.play_cards(p)
        hide = self.hidden_play[p]  # type: ignore[attr-defined]
        for c, r in played[: len(played) - hide] if hide else played:
            surface.blit(render_card(c, lang, r.size), r)
        if slot == "p1":
            self._draw_opponent_hand(surface, p, pl)

    def _draw_opponent_hand(self, surface: pygame.Surface, p: int, pl: dict[str, Any]) -> None:
        rect = self.zrect("p1.hand")  # type: ignore[attr-defined]
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
        held = self.drag.dragging  # type: ignore[attr-defined]
        hover = self.hover  # type: ignore[attr-defined]
        legal = self.legal()  # type: ignore[attr-defined]
        playable = {a.card for a in legal if a.kind in ("play_card", "reveal", "choose_card") and a.__dict__.get("zone", "hand") == "hand"}
        lifted = None
        held_skipped = False
        for pc in placed:
            if pc.card is None:
                surface.blit(rotated(None, lang, pc.rect.size, pc.angle), pc.rect)
                self.drawn_backs += 1
                continue
            self.mark_private(self.bottom)  # type: ignore[attr-defined]
            self.drawn_hand.append(pc.card)
            if held is not None and held == ("hand", pc.card) and not held_skipped:
                held_skipped = True
                continue
            if hover is not None and hover[0] == "hand" and hover[2] == pc.rect:
                lifted = pc
                continue
            img = rotated(pc.card, lang, pc.rect.size, pc.angle, bool(legal) and pc.card not in playable)
            surface.blit(img, img.get_rect(center=pc.rect.center))
        if lifted is not None:
            self.drawn_raised.append(str(lifted.card))
            r = lifted.rect.move(0, -int(30 * self.app.scale))
            drop_shadow(surface, r, radius=8, blur=8, offset=(4, 8))
            surface.blit(render_card(lifted.card, lang, r.size), r)
            if lifted.card in playable:
                glow_rect(surface, r, GLOW, glow_t, radius=8)

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("p0.info")  # type: ignore[attr-defined]
        rounded_panel(surface, rect, (0, 0, 0, 60), (255, 255, 255, 36), radius=10)
        text = self.prompt_text()
        size = max(11, int(15 * s))
        y = rect.y + int(8 * s)
        for line in fonts.wrap(text, size, rect.w - int(20 * s))[:6]:
            surface.blit(fonts.render(line, size, TEXT), (rect.x + int(10 * s), y))
            y += fonts.get_font(size).get_linesize()

    def prompt_text(self) -> str:
        obs = self.obs
        p = self.game.to_move  # type: ignore[attr-defined]
        t = self.app.t
        if obs["over"]:
            return t("mv_ui.prompt.over")
        if p is None or not self.is_person(p) or p != self.draw_viewer:  # type: ignore[attr-defined]
            return t("mv_ui.prompt.wait", name=self.names[p] if p is not None else "")  # type: ignore[attr-defined]
        pend = obs["pending"]
        if pend is not None:
            kind = "discard_choice" if pend["kind"] == "discard" else pend["kind"]
            return t(f"mv_ui.prompt.{kind}", n=pend.get("count", 0))
        return t(f"mv_ui.prompt.{obs['phase']}", ap=obs["resources"]["ap"])

    def _draw_setup(self, surface: pygame.Surface, glow_t: float) -> None:
        s = self.app.scale
        zone = self.zrect("center.setup")  # type: ignore[attr-defined]
        rounded_panel(surface, zone, (24, 18, 30), (90, 80, 100), radius=14)
        pend = self.obs["pending"] or {}
        kind = pend.get("kind", "")
        title = self.app.t(f"mv_ui.setup.{kind}" if kind in ("replace", "ban", "pick") else "mv_ui.setup.title")
        who = pend.get("player")
        if who is not None:
            title = f"{title} — {self.names[who]}"  # type: ignore[attr-defined]
        surface.blit(fonts.render(title, max(16, int(26 * s)), GLOW, bold=True), (zone.x + int(18 * s), zone.y + int(12 * s)))
        lang = self.app.tr.lang
        banned = set(self.obs["characters"]["banned"])
        choosable = {a.card for a in self.legal() if a.kind in ("ban_character", "pick_character")}  # type: ignore[attr-defined]
        hover = self.hover  # type: ignore[attr-defined]
        for card, rect in self.draft_cards():
            lift = 8 if hover is not None and hover[0] == "draft" and hover[1] == card else 0
            if lift:
                self.drawn_raised.append(card)
            r = rect.move(0, -lift)
            img = render_card(card, lang, rect.size)
            if card in banned:
                img = img.copy()
                img.set_alpha(80)
            surface.blit(img, r)
            if card in banned:
                pygame.draw.line(surface, ILLEGAL, r.topleft, r.bottomright, 5)
                pygame.draw.line(surface, ILLEGAL, r.topright, r.bottomleft, 5)
                tag = fonts.render(self.app.t("mv_ui.banned"), max(12, int(18 * s)), (255, 255, 255), bold=True)
                chip = tag.get_rect(center=r.center).inflate(16, 6)
                rounded_panel(surface, chip, ILLEGAL, None, radius=chip.h // 2)
                surface.blit(tag, tag.get_rect(center=r.center))
            elif card in choosable:
                glow_rect(surface, r, ILLEGAL if kind == "ban" else GLOW, glow_t, radius=8)
        if not self.draft_cards():  # the replacement round: the exchange above is what to click
            lines = [self.app.t("mv_ui.setup.replace_help") if self.legal() else self.prompt_text()]  # type: ignore[attr-defined]
            y = zone.y + int(60 * s)
            for text in lines:
                for line in fonts.wrap(text, max(12, int(18 * s)), zone.w - int(380 * s)):
                    surface.blit(fonts.render(line, max(12, int(18 * s)), TEXT), (zone.x + int(18 * s), y))
                    y += int(26 * s)
        # who has picked (the picks stay hidden until both are in)
        y = zone.bottom - int(30 * s)
        for p in (0, 1):
            pl = self.obs["players"][p]
            if pl["picked"]:
                mine = pl["character"]
                if mine:
                    self.mark_private(p)  # type: ignore[attr-defined]
                text = self.app.t("mv_ui.picked_yours", name=self.names[p], card=self._name(mine)) if mine else self.app.t("mv_ui.picked_hidden", name=self.names[p])  # type: ignore[attr-defined]
                surface.blit(fonts.render(text, max(11, int(15 * s)), SELECTED), (zone.x + int(18 * s) + p * int(420 * s), y))

    def _draw_drop_target(self, surface: pygame.Surface, glow_t: float) -> None:
        """While a card is dragged, the play area glows when dropping it there does something."""
        held = self.drag.dragging  # type: ignore[attr-defined]
        if held is None:
            return
        where, card = held
        acts = self.hand_actions(card) if where == "hand" else self.pile_actions(card)  # type: ignore[attr-defined]
        zone = self.zrect("p0.play")  # type: ignore[attr-defined]
        glow_rect(surface, zone, GLOW if acts else ILLEGAL, glow_t if acts else 0.3, radius=10)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """H: the card of the suggested move is outlined in blue (or its button)."""
        hint = self.hint  # type: ignore[attr-defined]
        if hint is None:
            return
        for r in self.action_rects(hint)[:1]:  # type: ignore[attr-defined]
            glow_rect(surface, r, SELECTED, 1.0, radius=8)

    def _draw_option(self, surface: pygame.Surface, glow_t: float) -> None:
        """The option under the mouse in a chooser: its card (or button) is lit on the table."""
        option = self.option_hover  # type: ignore[attr-defined]
        if option is None:
            return
        self.lit = self.action_rects(option)  # type: ignore[attr-defined]
        for r in self.lit:
            glow_rect(surface, r.inflate(6, 6), SELECTED, 0.6 + 0.4 * glow_t, radius=10)

    def _name(self, card: str) -> str:
        from game.metaversus import card_name

        return card_name(card, self.app.tr.lang)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        s = self.app.scale
        for b in self.buttons + self.tools:  # type: ignore[attr-defined]
            ready = self.button_ready(b)  # type: ignore[attr-defined]
            hover = ready and b.rect.collidepoint(mouse)
            fill: tuple[int, ...] = (138, 106, 28) if b.primary and ready else (52, 44, 62)
            if not b.enabled:
                fill = (40, 36, 46, 200)
            if hover:
                fill = tuple(min(255, c + 25) for c in fill)
            border = GLOW if (b.primary and ready) or hover else (255, 255, 255, 60 if b.enabled else 30)
            rounded_panel(surface, b.rect, fill, border, radius=8)
            size = max(10, int((16 if b in self.buttons else 13) * s))  # type: ignore[attr-defined]
            label = b.label
            while len(label) > 3 and fonts.get_font(size, True).size(label)[0] > b.rect.w - 8:
                label = label[:-2] + "…" if not label.endswith("…") else label[:-2] + "…"
            text = fonts.render(label, size, TEXT if b.enabled else TEXT_DIM, bold=True)
            surface.blit(text, text.get_rect(center=b.rect.center))
