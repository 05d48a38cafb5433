"""The Legendary table's words: the other players' panels, the status panel (the turn, what is
going on, Skip while the computer plays), who owns the bottom row, and the tooltips.

A sentence that has no room is left out whole (the rules page has the coaching), never cut."""

from __future__ import annotations

import pygame

from game.legendary import card_info
from game.legendary.cards import defn
from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel

from ..buttons import Button, draw_button
from .gestures import OFFICER, Gestures
from .view import text_line

TIPPED = (  # zones with a tooltip of their own (lg_ui.tip.<name>)
    "me.recruit",
    "me.attack",
    "center.villain_deck",
    "center.hero_deck",
    "me.deck",
    "center.escaped",
    "center.ko",
)


class Panels(Gestures):
    def draw_panels(self, surface: pygame.Surface) -> None:
        z = self.zones()
        s = self.app.scale
        obs = self.obs
        active = obs["active"]
        for slot, p in enumerate(self.others()[:4]):
            self._draw_panel(surface, z[f"others.{slot}"].rect, p, s)
        self._draw_status(surface, z["center.status"].rect, s)
        # who owns the play area and the piles at the bottom (in the corner the zone label leaves)
        for key, text, colour in (
            (
                "me.played",
                self.app.t("lg_ui.played_by", name=self.names[active]),
                GLOW if active == self.me else TEXT_DIM,
            ),
            ("me.hand", self.app.t("lg_ui.hand_of", name=self.names[self.me]), TEXT_DIM),
        ):
            r = z[key].rect
            room = pygame.Rect(r.centerx, r.y + 2, r.w // 2 - int(10 * s), self.top_pad())
            text_line(
                surface, text, room, int(13 * s), colour, bold=True, align="right", where="lg.zone_owner"
            )

    def seat_kind(self, p: int) -> str:
        """ "Person" or the computer's level, or nothing when the seat's name already says it (a
        default name such as "Computer 2 (Normal)")."""
        if self.seats[p] == "person":
            return str(self.app.t("seat.person"))
        level = self.app.t(f"agent.{self.seats[p]}")
        return (
            ""
            if self.names[p] == self.app.t("seat.agent_named", n=p + 1, level=level) or level in self.names[p]
            else str(level)
        )

    def _draw_panel(self, surface: pygame.Surface, r: pygame.Rect, p: int, s: float) -> None:
        """Another player: name, kind and VP, their counts, what they are doing."""
        obs = self.obs
        active, to_move = obs["active"], obs["to_move"]
        pl = obs["players"][p]
        frame = (*GLOW, 200) if p == active else ((*SELECTED, 160) if p == to_move else (255, 255, 255, 46))
        rounded_panel(surface, r, (10, 12, 20, 170), frame, radius=10)
        pad = max(6, int(10 * s))
        inner = r.inflate(-2 * pad, 0)
        big, small = max(fonts.FLOOR, int(17 * s)), max(fonts.FLOOR, int(13 * s))
        lh_big, lh = fonts.get_font(big, True).get_linesize(), fonts.get_font(small).get_linesize()
        y = r.y + max(2, int(4 * s))
        row = pygame.Rect(inner.x, y, inner.w, lh_big)
        vp = text_line(
            surface,
            self.app.t("lg_ui.vp", n=pl["vp"]),
            row,
            big,
            TEXT,
            bold=True,
            align="right",
            where="lg.panel.vp",
        )
        name_room = pygame.Rect(row.x, row.y, row.w - vp.w - pad, row.h)
        who = self.seat_kind(p)
        if self.thinking == p:
            who = (
                (who + "  " if who else "")
                + self.app.t("table.thinking")
                + " "
                + "·" * (1 + int(self.app.time * 3) % 3)
            )
        name_w = min(fonts.text_width(self.names[p], big, True), name_room.w * 2 // 3 if who else name_room.w)
        text_line(
            surface,
            self.names[p],
            pygame.Rect(name_room.x, row.y, name_w, row.h),
            big,
            GLOW if p == active else TEXT,
            bold=True,
            valign="middle",
            where="lg.panel.name",
        )
        if who:
            rest = pygame.Rect(name_room.x + name_w + pad, row.y, name_room.w - name_w - pad, row.h)
            text_line(surface, who, rest, small, TEXT_DIM, valign="middle", where="lg.panel.kind")
        y = row.bottom
        zs = pl["zones"]
        counts = self.app.t(
            "lg_ui.panel_counts",
            hand=pl["hand_count"],
            deck=zs["deck"],
            discard=len(zs["discard"]),
            victory=len(zs["victory"]),
        )
        if y + lh <= r.bottom - 2:
            text_line(
                surface,
                counts,
                pygame.Rect(inner.x, y, inner.w, lh),
                small,
                TEXT_DIM,
                where="lg.panel.counts",
            )
            y += lh
        if y + lh <= r.bottom - 2:
            if p == active:
                tag = self.app.t(
                    "lg_ui.panel_active",
                    recruit=obs["recruit"],
                    attack=obs["attack"],
                    played=len(zs["played"]),
                )
                text_line(
                    surface, tag, pygame.Rect(inner.x, y, inner.w, lh), small, GLOW, where="lg.panel.active"
                )
            elif p == to_move:
                text_line(
                    surface,
                    self.app.t("lg_ui.panel_answering"),
                    pygame.Rect(inner.x, y, inner.w, lh),
                    small,
                    SELECTED,
                    where="lg.panel.active",
                )

    def status_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The status panel's sentences, most important first: (text, colour, needed)."""
        obs = self.obs
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        pending = obs.get("pending")
        if obs.get("showdown"):
            sd = obs["showdown"]
            points = " · ".join(
                self.app.t("lg_ui.showdown_points", name=self.names[p], points=sd["points"][p])
                for p in sd["order"]
            )
            lines.append((self.app.t("lg_ui.showdown"), GLOW, True))
            lines.append((points, GLOW, True))
        if pending:
            key = f"prompt.legendary.{pending['prompt']}"
            what = self.app.t(key) if self.app.tr.has(key) else pending["prompt"]
            lines.append(
                (
                    self.app.t("lg_ui.waiting_for", name=self.names[pending["player"]], what=what),
                    SELECTED,
                    True,
                )
            )
        elif self.thinking is not None or self.agent_turn():
            who = self.thinking if self.thinking is not None else self.game.to_move
            lines.append((self.app.t("lg_ui.agent_playing", name=self.names[who]), TEXT_DIM, True))
            lines.append((self.app.t("lg_ui.skip_hint"), TEXT_DIM, False))
        elif self.legal() and self.app.settings.show_hints:
            lines.append((self.app.t("lg_ui.coach.main"), TEXT_DIM, False))
        scheme_text = self.app.t(
            "lg_ui.scheme_line",
            name=self.card_name(obs["scheme"]["card"]),
            n=obs["scheme"]["twists_played"],
        )
        lines.append((scheme_text, TEXT_DIM, False))
        lines.append((self.team_line(), TEXT_DIM, False))
        return lines

    def team_line(self) -> str:
        """The team's shared view, the one the computer teammates plan by: the Tactics won,
        how far the Scheme is, and the chance of a win from here (open information only)."""
        obs = self.obs
        cached = getattr(self, "_team_line", None)
        if cached is not None and cached[0] is obs and cached[1] == self.app.settings.language:
            return str(cached[2])
        from game.legendary.agents import outlook
        from game.legendary.cards import MASTERMINDS
        from game.legendary.search import team_chance

        g = self.game
        o = outlook(g)
        total = max(1, len(MASTERMINDS.get(g.mastermind, ())), o.tactics_left)
        text = self.app.t(
            "lg_ui.team_line",
            won=total - o.tactics_left,
            total=total,
            progress=round(100 * o.scheme_progress),
            chance=round(100 * team_chance(g)),
        )
        self._team_line = (obs, self.app.settings.language, text)
        return text

    def _draw_status(self, surface: pygame.Surface, r: pygame.Rect, s: float) -> None:
        """The turn, then what is going on; a sentence that has no room is left out whole (the
        rules page has the coaching), never cut."""
        obs = self.obs
        rounded_panel(surface, r, (10, 12, 20, 170), (255, 255, 255, 46), radius=10)
        pad = max(8, int(14 * s))
        inner = r.inflate(-2 * pad, -max(8, int(16 * s)))
        head = self.app.t("lg_ui.turn", n=obs["turn"], name=self.names[obs["active"]])
        head_w = inner.w
        self.skip_rect = None
        self.move_now_rect = None
        if self.agent_turn():  # Skip: the computer plays on to a person's decision
            label = self.app.t("lg_ui.button.skip")
            bsize = max(fonts.FLOOR, int(15 * s))
            bw = min(inner.w // 3, fonts.text_width(label, bsize, True) + int(24 * s))
            bh = fonts.get_font(bsize, True).get_linesize() + 6
            self.skip_rect = pygame.Rect(inner.right - bw, inner.y, bw, bh)
            skip = Button(self.skip_rect, label, kind="skip", small=True)
            draw_button(surface, skip, s, mouse=pygame.mouse.get_pos(), where="lg.button")
            head_w = inner.w - bw - 8
            if self.can_move_now():  # a searching computer thinks: its best move so far, now
                label = self.app.t("table.move_now")
                mw = min(inner.w // 3, fonts.text_width(label, bsize, True) + int(24 * s))
                self.move_now_rect = pygame.Rect(self.skip_rect.x - 8 - mw, inner.y, mw, bh)
                now = Button(self.move_now_rect, label, primary=True, kind="move_now", small=True)
                draw_button(surface, now, s, mouse=pygame.mouse.get_pos(), where="lg.button")
                head_w -= mw + 8
        took = text_line(
            surface,
            head,
            pygame.Rect(inner.x, inner.y, head_w, inner.h),
            int(24 * s),
            GLOW,
            bold=True,
            where="lg.status.turn",
        )
        y = took.bottom + max(2, int(4 * s))
        size = max(fonts.FLOOR, int(15 * s))
        for text, colour, needed in self.status_lines():
            room = pygame.Rect(inner.x, y, inner.w, inner.bottom - y)
            fits = not fonts._fit(text, room.w, room.h, size, fonts.FLOOR, False, 2).cut
            if not fits and not needed:
                continue
            fitted = fonts.fit(text, room.w, max(1, room.h), size, max_lines=2, where="lg.status")
            fonts.draw_fitted(surface, fitted, room, colour)
            y += fitted.height

    # -- tooltips and zoom --------------------------------------------------------------------------
    def static_card_at(self, pos: tuple[int, int]) -> str | None:
        z = self.zones()
        if z["center.scheme"].rect.collidepoint(pos):
            return str(self.obs["scheme"]["card"])
        if z["center.mastermind"].rect.collidepoint(pos):
            return str(self.obs["mastermind"]["card"])
        for key, face in (
            ("center.officers", OFFICER),
            ("center.wounds", "wound"),
            ("center.bystanders", "bystander"),
        ):
            if z[key].rect.collidepoint(pos):
                return face
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.move_now_rect is not None and self.move_now_rect.collidepoint(pos):
            return self.app.t("table.move_now_tip")
        if self.skip_rect is not None and self.skip_rect.collidepoint(pos):
            return self.app.t("table.skip_tip")
        tool = self.tool_at(pos)
        if tool is not None:
            return self.tool_tip(tool)
        if self.show_log and self.zones()["center.log"].rect.collidepoint(pos):
            return self.log_tooltip(pos)
        if self.prompt_for_me() and self.choose.choices and not self.choose.hidden:
            c = self.choose.at(pos)
            if c is not None and c.card:
                return self._card_tip(c.card)
            seen = self.choose.seen_at(pos)
            return self._card_tip(seen.card) if seen is not None else None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return None
        hit = self.card_at(pos)
        card = hit[1] if hit else self.static_card_at(pos)
        if card is not None:
            tip = self._card_tip(card)
            if hit is not None and hit[0] == "city":
                tip = "\n".join(filter(None, (self._villain_as(card), tip)))
            return tip
        z = self.zones()
        for key in TIPPED:
            if z[key].rect.collidepoint(pos):
                return self.app.t(f"lg_ui.tip.{key.split('.')[1]}")
        return None

    def _villain_as(self, card: str) -> str | None:
        """What a card that is not a Villain is while it stands in the city (a Killbot, a Skrull),
        with its Strength now: its face shows none."""
        kind = defn(card).kind
        if kind not in ("bystander", "hero"):
            return None
        space = next((sp for sp in self.obs["city"] if sp["card"] == card), None)
        if space is None or space.get("strength") is None:
            return None
        return str(self.app.t(f"lg_ui.tip.villain_as.{kind}", n=space["strength"]))

    def _card_tip(self, card: str) -> str:
        info = card_info(card, self.app.tr.lang)
        head = f"{info['name']} — {info['subtitle']}" if info.get("subtitle") else str(info["name"])
        return "\n".join(
            part for part in (head, info.get("text") or "", self.app.t("lg_ui.tip.zoom")) if part
        )
