"""The counters of the MetaVersus table (a mixin of its view): each duelist's HP / max HP,
defense and stars with their own shapes, the character's ability and use markers, and the
active duelist's gems, AP, buys and damage, which flash when they change."""

from __future__ import annotations

from typing import Any

import pygame

from sprites import fonts
from sprites.draw import GLOW, SELECTED, TEXT, TEXT_DIM, rounded_panel
from sprites.mv_cards import TYPE_COLOURS, hexagon, star

DEF_COLOUR = (120, 170, 230)
HP_COLOUR = (236, 90, 90)
STAR_COLOUR = (255, 214, 80)


class PanelsView:
    app: Any
    obs: dict[str, Any]

    def _draw_ability(self, surface: pygame.Surface, p: int, pl: dict[str, Any]) -> None:
        s = self.app.scale
        rect = self.zrect("p0.ability")  # type: ignore[attr-defined]
        card = pl["character"]
        if not card:
            return
        from game.metaversus import card_info

        info = card_info(card, self.app.tr.lang)
        small = max(9, int(13 * s))
        line_h = fonts.get_font(small).get_linesize()
        y = rect.y + 2
        kind = self.app.t(f"mv_ui.ability.{info['ability']}")
        surface.blit(fonts.render(kind, small, TEXT, bold=True), (rect.x + 4, y))
        y += line_h + 2
        uses = pl["ability_uses"]
        if uses is not None and info.get("uses"):
            total = int(info["uses"])
            r = max(4, int(7 * s))
            for i in range(total):  # use markers: filled = still available
                c = (rect.x + 4 + r + i * (2 * r + 4), y + r)
                pygame.draw.circle(surface, (20, 16, 24), c, r)
                pygame.draw.circle(surface, TYPE_COLOURS["currency"] if i < uses else (70, 64, 76), c, r - 2)
            count = fonts.render(f"{uses}/{total}", small, TEXT_DIM)
            surface.blit(count, (rect.x + 4 + total * (2 * r + 4) + 2, y + r - count.get_height() // 2))
            y += 2 * r + 4
        if info.get("off_turn"):
            for line in fonts.wrap(self.app.t("mv_ui.off_turn"), small, rect.w - 6)[: max(1, (rect.bottom - y) // line_h)]:
                surface.blit(fonts.render(line, small, SELECTED), (rect.x + 4, y))
                y += line_h

    def _draw_stats(self, surface: pygame.Surface, p: int, pl: dict[str, Any], slot: str) -> None:
        s = self.app.scale
        rect = self.zrect(f"{slot}.stats")  # type: ignore[attr-defined]
        active = self.obs["active"] == p and self.obs["phase"] != "setup"
        shake = int(3 * (1 if int(self.app.time * 40) % 2 else -1)) if self.shake[p] > 0 else 0  # type: ignore[attr-defined]
        rect = rect.move(shake, 0)
        rounded_panel(surface, rect, (0, 0, 0, 80), GLOW if active else (255, 255, 255, 46), radius=10)
        name = self.names[p]  # type: ignore[attr-defined]
        who = self.app.t("seat.person") if self.seats[p] == "person" else self.app.t(f"agent.{self.seats[p]}")  # type: ignore[attr-defined]
        if self.thinking == p:  # type: ignore[attr-defined]
            who = self.app.t("table.thinking") + " " + "·" * (1 + int(self.app.time * 3) % 3)
        head, hs = max(12, int(17 * s)), max(10, int(13 * s))
        surface.blit(fonts.render(name, head, SELECTED if active else TEXT, bold=True), (rect.x + 10, rect.y + 6))
        extra = [who]
        if slot == "p1":
            extra.append(self.app.t("mv_ui.hand_count", n=pl["hand_count"]))
            if pl["ability_uses"] is not None:
                extra.append(self.app.t("mv_ui.uses_left", n=pl["ability_uses"]))
        if pl["warded"]:
            extra.append(self.app.t("mv_ui.warded"))
        if pl["ap_penalty"]:
            extra.append(self.app.t("mv_ui.shackled", n=pl["ap_penalty"]))
        surface.blit(fonts.render(" · ".join(extra), hs, TEXT_DIM), (rect.x + 10, rect.y + 6 + int(head * 1.4)))
        shown = self.shown[p]  # type: ignore[attr-defined]
        big = max(18, int((40 if slot == "p0" else 28) * s))
        for key in ("hp", "defense", "stars"):
            cr = self.counter_rect(p, key).move(shake, 0)
            value = shown.get(key, pl[key])
            r = min(cr.h * 0.34, cr.w * 0.16)
            icon_c = (cr.x + 10 + r, cr.centery)
            if key == "hp":  # a heart
                pygame.draw.circle(surface, HP_COLOUR, (icon_c[0] - r * 0.45, icon_c[1] - r * 0.25), r * 0.55)
                pygame.draw.circle(surface, HP_COLOUR, (icon_c[0] + r * 0.45, icon_c[1] - r * 0.25), r * 0.55)
                pygame.draw.polygon(surface, HP_COLOUR, [(icon_c[0] - r, icon_c[1] - r * 0.1), (icon_c[0] + r, icon_c[1] - r * 0.1), (icon_c[0], icon_c[1] + r)])
                text, sub = str(value), f"/{pl['max_hp']}"
                colour = HP_COLOUR if value <= 10 else TEXT
            elif key == "defense":  # a shield
                pts = [(icon_c[0] - r * 0.85, icon_c[1] - r), (icon_c[0] + r * 0.85, icon_c[1] - r), (icon_c[0] + r * 0.85, icon_c[1]), (icon_c[0], icon_c[1] + r), (icon_c[0] - r * 0.85, icon_c[1])]
                pygame.draw.polygon(surface, DEF_COLOUR, pts)
                text, sub, colour = str(value), "", TEXT
            else:
                pygame.draw.polygon(surface, STAR_COLOUR, star(icon_c[0], icon_c[1], r * 1.1, r * 0.5))
                text, sub, colour = str(value), "/10", STAR_COLOUR if value >= 7 else TEXT
            num = fonts.render(text, big if key == "hp" else int(big * 0.75), colour, bold=True)
            nx = int(icon_c[0] + r + 8)
            surface.blit(num, num.get_rect(midleft=(nx, cr.centery)))
            if sub:
                st = fonts.render(sub, hs, TEXT_DIM)
                surface.blit(st, st.get_rect(bottomleft=(nx + num.get_width() + 2, cr.centery + num.get_height() // 2 - 4)))
            if slot == "p0":
                label = fonts.render(self.app.t(f"mv_ui.counter.{key}"), hs, TEXT_DIM)
                surface.blit(label, label.get_rect(midright=(cr.right - 10, cr.centery)))

    def _draw_status(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        rect = self.zrect("center.status")  # type: ignore[attr-defined]
        rounded_panel(surface, rect, (0, 0, 0, 70), (255, 255, 255, 46), radius=10)
        res = self.obs["resources"]
        x = rect.x + int(12 * s)
        cy = rect.centery
        size = max(14, int(26 * s))
        small = max(10, int(13 * s))
        chips = (("gems", "currency"), ("ap", "action"), ("buys", None), ("combat", "weapon"))
        for key, shape in chips:
            flash = self.flash.get(key, 0.0)  # type: ignore[attr-defined]
            r = int(15 * s * (1 + 0.25 * flash))
            c = (x + r, cy)
            colour = TYPE_COLOURS[shape] if shape else (120, 200, 150)
            if shape == "currency":
                pygame.draw.polygon(surface, colour, hexagon(c[0], c[1], r))
            elif shape == "weapon":
                pygame.draw.polygon(surface, colour, star(c[0], c[1], r * 1.1, r * 0.55))
            elif shape == "action":
                pygame.draw.rect(surface, colour, pygame.Rect(c[0] - r * 0.8, c[1] - r * 0.8, r * 1.6, r * 1.6))
            else:  # buys: a cart-like bag
                pygame.draw.circle(surface, colour, c, int(r * 0.85))
            num = fonts.render(str(res[key]), size, GLOW if flash > 0 else TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(x + 2 * r + 6, cy - int(6 * s))))
            label = fonts.render(self.app.t(f"mv_ui.res.{key}"), small, TEXT_DIM)
            surface.blit(label, label.get_rect(topleft=(x + 2 * r + 6, cy + int(8 * s))))
            x += 2 * r + 12 + max(num.get_width(), label.get_width()) + int(22 * s)
