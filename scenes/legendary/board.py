"""Drawing the Legendary table (a mixin of ``LegendaryTable``): the board, the cards, the panels.

The felt with zone outlines and labels is drawn once per window size and language; each frame
blits it and draws the cards and counters from the last observation. Nothing here changes the
game or decides a rule: which cards glow comes from the legal actions of the moment.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from game.core.actions import Action
from game.legendary.cards import CITY, defn
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, TEXT, TEXT_DIM, felt, glow_rect, pulse, rounded_panel
from sprites.lg_cards import attack_icon, card_back, recruit_icon, render_card

from .view import counter_badge, text_block, text_line


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    actions: list[Action]
    primary: bool = False
    kind: str = ""
    enabled: bool = True  # a button that cannot be used now stays in its place, greyed


SELF_NAMED = ("center.officers", "center.wounds", "center.bystanders")  # stacks whose face names them


@lru_cache(maxsize=4)
def _veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 10, 14, 150))
    return veil


class BoardDrawing:
    """Mixed into the table: uses its ``obs``, ``views``, ``zones()``, ``legal()`` and ``app``."""

    app: Any
    obs: dict[str, Any]
    views: dict[str, Any]
    buttons: list[Button]
    names: list[str]
    seats: list[str]

    def top_pad(self) -> int:
        raise NotImplementedError  # the table's own

    def veil(self, size: tuple[int, int]) -> pygame.Surface:
        return _veil(size)

    def label_room(self, zone: Any) -> int:
        """The width a zone's label may take: all of it but the corner where the table writes
        whose cards these are ("Bo's play area")."""
        if zone.name in ("me.played", "me.hand"):
            return zone.rect.w // 2 - 14
        return zone.rect.w - 10

    # -- the static board ------------------------------------------------------------------------
    def _board(self) -> pygame.Surface:
        size, lang = self.app.size, self.app.tr.lang
        key = (size, lang)
        if getattr(self, "_board_key", None) != key:
            s = self.app.scale
            board = felt(size, FELT["legendary"]).copy()
            for zone in self.zones().values():  # type: ignore[attr-defined]
                if zone.layout in ("panel", "column", "log"):
                    continue
                rounded_panel(board, zone.rect, (0, 0, 0, 30), (255, 255, 255, 46), radius=10)
                if zone.label:
                    room = pygame.Rect(
                        zone.rect.x + 7, zone.rect.y + 2, self.label_room(zone), self.top_pad()
                    )
                    text = self.app.t(zone.label)
                    size, bold = max(fonts.FLOOR, int(13 * s)), zone.layout == "city"
                    if (
                        zone.name in SELF_NAMED
                        and fonts._fit(text, room.w, 10**6, size, fonts.FLOOR, bold, 1).cut
                    ):
                        continue  # a narrow stack: its card says what it is
                    text_line(board, text, room, size, (255, 255, 255, 150), bold=bold, where="lg.zone")
            z = self.zones()  # type: ignore[attr-defined]
            # the arrow of the city: villains enter at the Sewers and walk toward the Bridge
            a, b = z["city.bridge"].rect, z["city.sewers"].rect
            y = a.bottom - int(6 * s)
            pygame.draw.line(board, (255, 255, 255, 60), (b.right - 10, y), (a.x + 10, y), 2)
            pygame.draw.polygon(
                board, (255, 255, 255, 90), [(a.x + 4, y), (a.x + 14, y - 5), (a.x + 14, y + 5)]
            )
            self._board_surface = board
            self._board_key = key
        return self._board_surface

    # -- per frame ---------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._board(), (0, 0))
        if not self.obs:
            return
        legal = self.legal()  # type: ignore[attr-defined]
        glow_t = pulse(self.app.time)
        self._draw_static(surface, legal, glow_t)
        self._draw_views(surface, legal, glow_t)
        self._draw_panels(surface)
        self._draw_buttons(surface)
        z = self.zones()  # type: ignore[attr-defined]
        if self.show_log:  # type: ignore[attr-defined]
            self.log_panel.draw(  # type: ignore[attr-defined]
                surface, z["center.log"].rect, self.app.t("lg_ui.zone.log"), max(11, int(14 * self.app.scale))
            )  # type: ignore[attr-defined]
        self._draw_spot(surface)
        self._draw_floats(surface)
        if self.illegal_flash > 0:  # type: ignore[attr-defined]
            pygame.draw.rect(
                surface,
                ILLEGAL,
                surface.get_rect(),
                width=int(6 * self.illegal_flash / 0.6) + 1,  # type: ignore[attr-defined]
            )  # type: ignore[attr-defined]
        if self.prompt_for_me() and self.choose.choices:  # type: ignore[attr-defined]
            self.mark_private(self.viewer)  # type: ignore[attr-defined]  # the choices may be cards only this seat sees
            self.choose.draw(surface, self)  # type: ignore[attr-defined]
            self._light_hovered_choice(surface)

    def _draw_floats(self, surface: pygame.Surface) -> None:
        """Effects rising from where they landed, outlined so they read on any card."""
        size = max(fonts.FLOOR + 4, int(24 * self.app.scale))
        for f in self.floats:  # type: ignore[attr-defined]
            img = fonts.render(f.text, size, f.colour, bold=True)
            dark = fonts.render(f.text, size, (10, 10, 14), bold=True)
            alpha = int(255 * min(1.0, (1 - f.age) * 2.5))
            rect = img.get_rect(center=(int(f.x), int(f.y - 40 * self.app.scale * f.age)))
            rect.clamp_ip(surface.get_rect())
            for ox, oy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
                piece = dark.copy()
                piece.set_alpha(alpha)
                surface.blit(piece, rect.move(ox, oy))
            piece = img.copy()
            piece.set_alpha(alpha)
            surface.blit(piece, rect)

    def _draw_spot(self, surface: pygame.Surface) -> None:
        """The cards a computer's move moved, outlined while the move lingers."""
        spot: set[str] = getattr(self, "spot", set())
        if not spot:
            return
        z = self.zones()  # type: ignore[attr-defined]
        for card in spot:
            view = self.views.get(card)
            if view is not None and view.place is not None and view.place.mode != "ghost" and not view.gone:
                size = self.pile_size() if view.place.zone in ("discard", "victory") else self.card_size()  # type: ignore[attr-defined]
                rect = pygame.Rect(0, 0, *size)
                rect.center = view.pos
                pygame.draw.rect(surface, SELECTED, rect.inflate(10, 10), width=3, border_radius=10)
        if "mastermind" in spot:
            pygame.draw.rect(
                surface, SELECTED, z["center.mastermind"].rect.inflate(-4, -4), width=3, border_radius=10
            )
        if "officers" in spot:
            pygame.draw.rect(
                surface, SELECTED, z["center.officers"].rect.inflate(-4, -4), width=3, border_radius=10
            )

    def _light_hovered_choice(self, surface: pygame.Surface) -> None:
        """The card a hovered choice of the panel means, lit where it lies on the table (above
        the veil, where the panel does not cover it)."""
        if self.choose.hidden:  # type: ignore[attr-defined]
            return
        c = self.choose.at(pygame.mouse.get_pos())  # type: ignore[attr-defined]
        if c is None:
            return
        panel = self.choose.rect  # type: ignore[attr-defined]
        if c.action.kind == "choose_space":  # a city space: its outline on the board
            r = self.zones()[f"city.{CITY[c.action.space]}"].rect  # type: ignore[attr-defined]
            if not r.colliderect(panel):
                pygame.draw.rect(surface, SELECTED, r, width=3, border_radius=10)
            return
        if c.card is None:
            return
        view = self.views.get(c.card)
        if view is not None and view.place is not None and not view.gone:
            size = self.pile_size() if view.place.zone in ("discard", "victory") else self.card_size()  # type: ignore[attr-defined]
            rect = pygame.Rect(0, 0, *size)
            rect.center = view.pos
            if not rect.inflate(8, 8).colliderect(panel):
                view.draw(surface, self.app.tr.lang, size, highlight=SELECTED)
        elif c.card == self.obs["mastermind"]["card"]:
            z = self.zones()  # type: ignore[attr-defined]
            cw, ch = self.card_size()  # type: ignore[attr-defined]
            r = z["center.mastermind"].rect
            card = pygame.Rect(r.x + int(8 * self.app.scale), r.y + self.top_pad(), cw, ch)
            if not card.inflate(8, 8).colliderect(panel):
                surface.blit(render_card(c.card, self.app.tr.lang, cw, ch), card)
                pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=9)

    def _targets(self, legal: list[Action]) -> tuple[set[str], set[int], bool]:
        """Glowing things while something is held: zones by name, city spaces, the Mastermind."""
        held = self.drag.dragging  # type: ignore[attr-defined]
        zones: set[str] = set()
        spaces: set[int] = set()
        mm = False
        if held is None:
            return zones, spaces, mm
        if held[0] == "hand" and any(a.kind == "play" and a.card == held[1] for a in legal):  # type: ignore[attr-defined]
            zones.add("me.played")
        elif held[0] in ("hq", "officer") and self.actions_for(held, ("discard",)):  # type: ignore[attr-defined]
            zones.add("me.discard")
        elif held[0] == "attack":
            spaces = {a.space for a in legal if a.kind == "fight"}  # type: ignore[attr-defined]
            mm = any(a.kind == "fight_mastermind" for a in legal)
        return zones, spaces, mm

    def _draw_static(self, surface: pygame.Surface, legal: list[Action], glow_t: float) -> None:
        z = self.zones()  # type: ignore[attr-defined]
        s = self.app.scale
        lang = self.app.tr.lang
        cw, ch = self.card_size()  # type: ignore[attr-defined]
        obs = self.obs
        small = max(fonts.FLOOR, int(13 * s))
        # Scheme with its twists
        r = z["center.scheme"].rect
        scheme = obs["scheme"]["card"]
        card = pygame.Rect(0, 0, cw, ch)
        card.midtop = (r.centerx, r.y + self.top_pad())
        surface.blit(render_card(scheme, lang, cw, ch), card)
        counter_badge(
            surface,
            (card.centerx, card.bottom - int(4 * s)),
            self.app.t("lg_ui.twists", n=obs["scheme"]["twists_played"]),
            small,
            r.w - 8,
            where="lg.scheme.twists",
        )
        # Mastermind with tactics left and captured bystanders
        r = z["center.mastermind"].rect
        mm = obs["mastermind"]
        card = pygame.Rect(r.x + int(8 * s), r.y + self.top_pad(), cw, ch)
        surface.blit(render_card(mm["card"], lang, cw, ch), card)
        held_targets = self._targets(legal)
        can_fight_mm = any(a.kind == "fight_mastermind" for a in legal)
        lit = getattr(self, "lit", None)
        if lit is not None and lit == mm["card"]:
            pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=9)
        elif held_targets[2]:
            glow_rect(surface, card, GLOW, glow_t, radius=8)
        elif can_fight_mm:
            pygame.draw.rect(surface, (*GLOW, 160), card.inflate(6, 6), width=2, border_radius=9)
        x = card.right + int(12 * s)
        info = [
            (self.card_name(mm["card"]), max(13, int(18 * s)), TEXT, True),  # type: ignore[attr-defined]
            (self.app.t("lg_ui.strength", n=mm["strength"]), max(12, int(16 * s)), (255, 140, 120), True),
            (self.app.t("lg_ui.tactics_left", n=mm["tactics_left"]), small, TEXT_DIM, False),
            (self.app.t("lg_ui.captured", n=len(mm["bystanders"])), small, TEXT_DIM, False),
        ]
        if mm.get("portal"):
            info.append((self.app.t("lg_ui.portal"), small, TEXT_DIM, False))
        y = r.y + self.top_pad()
        for k, (text, size, colour, bold) in enumerate(info):
            room = pygame.Rect(x, y, r.right - x - 6, r.bottom - 4 - y)
            if k == 0:  # the name on one line, the figures under it wrapped if they must
                y += text_line(surface, text, room, size, colour, bold, where="lg.mastermind").h
            else:
                y += text_block(surface, text, room, size, colour, bold, max_lines=2, where="lg.mastermind")
        tw, th = int(22 * s), int(30 * s)
        if y + th <= r.bottom - 2:
            for i in range(mm["tactics_left"]):
                surface.blit(card_back("villain", tw, th), (x + i * (tw + 4), y + int(2 * s)))
        # decks and stacks
        for key, count, back in (
            ("center.villain_deck", obs["villain_deck"], "villain"),
            ("center.hero_deck", obs["hero_deck"], "hero"),
            ("me.deck", obs["players"][self.me]["zones"]["deck"], "hero"),  # type: ignore[attr-defined]
        ):  # type: ignore[attr-defined]
            r = z[key].rect
            w, h = (cw, ch) if key.startswith("center") else self.pile_size()  # type: ignore[attr-defined]
            card = pygame.Rect(0, 0, w, h)
            card.midtop = (r.centerx, r.y + self.top_pad())
            if count:
                for k in range(min(3, count) - 1, -1, -1):
                    surface.blit(card_back(back, w, h), card.move(k * 2, k))
            counter_badge(
                surface, (card.centerx, card.bottom - int(2 * s)), str(count), small, r.w, where="lg.count"
            )
        sw, sh = int(cw * 0.7), int(ch * 0.7)
        recruit_officer = any(a.kind == "recruit_officer" for a in legal)
        for key, count, face in (
            ("center.officers", obs["officers"], "shield.officer"),
            ("center.wounds", obs["wounds"], "wound"),
            ("center.bystanders", obs["bystanders"], "bystander"),
        ):
            r = z[key].rect
            card = pygame.Rect(0, 0, sw, sh)
            card.midtop = (r.centerx, r.y + self.top_pad() + int(8 * s))
            img = render_card(face, lang, sw, sh)
            if not count:
                img = img.copy()
                img.set_alpha(70)
            surface.blit(img, card)
            if (
                key == "center.officers"
                and lit is not None
                and lit not in self.views
                and defn(lit).id == face
            ):
                pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=8)
            elif key == "center.officers" and recruit_officer:
                pygame.draw.rect(surface, (*GLOW, 170), card.inflate(6, 6), width=2, border_radius=8)
            counter_badge(
                surface, (card.centerx, card.bottom + int(12 * s)), str(count), small, r.w, where="lg.count"
            )
        # piles' counts
        for key, zone in (("center.escaped", "escaped"), ("center.ko", "ko")):
            r = z[key].rect
            counter_badge(
                surface,
                (r.centerx, r.bottom - int(12 * s)),
                str(len(obs[zone])),
                small,
                r.w,
                where="lg.count",
            )
        mine = obs["players"][self.me]  # type: ignore[attr-defined]
        r = z["me.discard"].rect
        counter_badge(
            surface,
            (r.centerx, r.bottom - int(12 * s)),
            str(len(mine["zones"]["discard"])),
            small,
            r.w,
            where="lg.count",
        )
        r = z["me.victory"].rect
        counter_badge(
            surface,
            (r.centerx, r.bottom - int(12 * s)),
            self.app.t("lg_ui.vp", n=mine["vp"]),
            small,
            r.w - 4,
            where="lg.vp",
        )
        if "me.discard" in held_targets[0]:
            glow_rect(surface, z["me.discard"].rect, GLOW, glow_t)
        if "me.played" in held_targets[0]:
            glow_rect(surface, z["me.played"].rect, GLOW, glow_t)
        # the pools of the active player
        shown = getattr(self, "pools_shown", (obs["recruit"], obs["attack"]))
        for key, value, icon in (
            ("me.recruit", round(shown[0]), recruit_icon),
            ("me.attack", round(shown[1]), attack_icon),
        ):
            r = z[key].rect
            ic = icon(int(40 * s))
            surface.blit(ic, ic.get_rect(center=(r.centerx - int(30 * s), r.centery + int(8 * s))))
            num = fonts.render(str(value), max(22, int(44 * s)), TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(r.centerx, r.centery + int(8 * s))))
        if any(a.kind in ("fight", "fight_mastermind") for a in legal) and self.drag.dragging is None:  # type: ignore[attr-defined]
            rounded_panel(
                surface,
                z["me.attack"].rect,
                (0, 0, 0, 0),
                (*GLOW, int(90 + 120 * glow_t)),
                radius=10,
                width=3,
            )
            r = z["me.attack"].rect
            line = fonts.get_font(fonts.FLOOR).get_linesize()
            text_line(
                surface,
                self.app.t("lg_ui.drag_attack"),
                pygame.Rect(r.x + 6, r.bottom - 3 - line, r.w - 12, line),
                int(11 * s),
                GLOW,
                align="center",
                where="lg.drag_attack",
            )
        # city extras: strength, captured bystanders, fight targets
        fights = {a.space for a in legal if a.kind == "fight"}  # type: ignore[attr-defined]
        for i, space in enumerate(obs["city"]):
            r = z[f"city.{CITY[i]}"].rect
            if i in held_targets[1]:
                glow_rect(surface, r, GLOW, glow_t)
            if space.get("portal"):  # Portals to the Dark Dimension: +1 Strength here
                counter_badge(
                    surface,
                    (r.centerx, r.bottom - int(14 * s)),
                    self.app.t("lg_ui.portal"),
                    int(11 * s),
                    r.w - 6,
                    where="lg.city.portal",
                )
            if not space["card"]:
                continue
            if space.get("under"):  # a card held under the villain (a Skrull's Hero)
                text = self.app.t("lg_ui.holds", card=self.card_name(space["under"]))  # type: ignore[attr-defined]
                counter_badge(
                    surface,
                    (r.centerx, r.bottom - int(14 * s)),
                    text,
                    int(11 * s),
                    r.w - 6,
                    where="lg.city.holds",
                )
            if i in fights and self.drag.dragging is None:  # type: ignore[attr-defined]
                rounded_panel(surface, r, (0, 0, 0, 0), (*GLOW, 150), radius=10, width=2)

    def _draw_views(self, surface: pygame.Surface, legal: list[Action], glow_t: float) -> None:
        lang = self.app.tr.lang
        size = self.card_size()  # type: ignore[attr-defined]
        psize = self.pile_size()  # type: ignore[attr-defined]
        s = self.app.scale
        held = self.drag.dragging  # type: ignore[attr-defined]
        tops: dict[str, Any] = {}
        for view in self.views.values():
            p = view.place
            if p is not None and p.mode == "pile" and not view.moving:
                if p.zone not in tops or p.order > tops[p.zone].place.order:
                    tops[p.zone] = view
        playable = {a.card for a in legal if a.kind == "play"}  # type: ignore[attr-defined]
        recruitable = {a.card for a in legal if a.kind == "recruit"}  # type: ignore[attr-defined]
        hinted = getattr(self, "hint", None)
        hinted_card = hinted.__dict__.get("card") if hinted is not None else None
        lit = getattr(self, "lit", None)
        still = []
        moving = []
        for view in self.views.values():
            p = view.place
            if p is None:
                continue
            if view.moving or view.gone:
                moving.append(view)
            elif p.mode == "show" or (p.mode == "pile" and tops.get(p.zone) is view):
                still.append(view)
        still.sort(key=lambda v: (v.place.zone == "hand", v.place.order))
        obs_city = {sp["card"]: sp for sp in self.obs["city"] if sp["card"]}
        for view in still:
            if held is not None and len(held) > 1 and held[1] == view.id:
                continue
            p = view.place
            sz = psize if p.zone in ("discard", "victory") else size
            colour: tuple[int, ...] | None = None
            lifted = 0.0
            if view.id == hinted_card or view.id == lit:
                colour = SELECTED
            elif view.id in playable or view.id in recruitable:
                colour = (*GLOW, 60 + 12 * int(glow_t * 15))  # a smooth 1 Hz pulse in 16 cached steps
            if p.zone == "hand":
                self.mark_private(self.me)  # type: ignore[attr-defined]
                if self.hover == view.id or view.id == lit:  # type: ignore[attr-defined]
                    lifted = 14 * s
            rect = view.draw(surface, lang, sz, highlight=colour, lifted=lifted)
            if p.zone == "city":
                sp = obs_city.get(view.id)
                if sp is not None:
                    self._city_badges(surface, rect, sp, s)
        for view in moving:
            p = view.place
            sz = psize if p is not None and p.zone in ("discard", "victory") and not view.gone else size
            view.draw(surface, lang, sz, back="villain" if p is not None and p.zone in ("city",) else "hero")
        if held is not None and self.drag.current is not None:  # type: ignore[attr-defined]
            cx, cy = self.drag.current.centre  # type: ignore[attr-defined]
            if held[0] in ("hand", "hq"):
                if held[0] == "hand":
                    self.mark_private(self.me)  # type: ignore[attr-defined]
                img = render_card(held[1], lang, int(size[0] * 1.08), int(size[1] * 1.08))
                surface.blit(img, img.get_rect(center=(cx, cy - 6)))
            elif held[0] == "officer":
                img = render_card("shield.officer", lang, size[0], size[1])
                surface.blit(img, img.get_rect(center=(cx, cy)))
            else:
                ic = attack_icon(int(48 * s))
                surface.blit(ic, ic.get_rect(center=(cx, cy)))
                num = fonts.render(str(self.obs["attack"]), max(18, int(30 * s)), TEXT, bold=True)
                surface.blit(num, num.get_rect(midleft=(cx + int(26 * s), cy)))

    def _city_badges(self, surface: pygame.Surface, rect: pygame.Rect, sp: dict[str, Any], s: float) -> None:
        """The current strength (card effects included) and captured bystanders of a villain."""
        strength = sp.get("strength")
        if strength is not None and defn(sp["card"]).kind in ("villain", "henchman"):
            printed = defn(sp["card"]).strength
            if strength != printed:
                counter_badge(
                    surface,
                    (rect.right, rect.y + int(10 * s)),
                    str(strength),
                    max(fonts.FLOOR, int(15 * s)),
                    where="lg.city.strength",
                )
        if sp.get("bystanders"):
            counter_badge(
                surface,
                (rect.centerx, rect.y + int(rect.h * 0.64)),
                self.app.t("lg_ui.bystanders_short", n=len(sp["bystanders"])),
                int(12 * s),
                int(rect.w * 1.6),
                where="lg.city.bystanders",
            )

    def _draw_panels(self, surface: pygame.Surface) -> None:
        z = self.zones()  # type: ignore[attr-defined]
        s = self.app.scale
        obs = self.obs
        active = obs["active"]
        for slot, p in enumerate(self.others()[:4]):  # type: ignore[attr-defined]
            self._draw_panel(surface, z[f"others.{slot}"].rect, p, s)
        self._draw_status(surface, z["center.status"].rect, s)
        # who owns the play area and the piles at the bottom (in the corner the zone label leaves)
        for key, text, colour in (
            (
                "me.played",
                self.app.t("lg_ui.played_by", name=self.names[active]),
                GLOW if active == self.me else TEXT_DIM,  # type: ignore[attr-defined]
            ),  # type: ignore[attr-defined]
            ("me.hand", self.app.t("lg_ui.hand_of", name=self.names[self.me]), TEXT_DIM),  # type: ignore[attr-defined]
        ):  # type: ignore[attr-defined]
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
        if self.thinking == p:  # type: ignore[attr-defined]
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
        elif self.thinking is not None or self.agent_turn():  # type: ignore[attr-defined]
            who = self.thinking if self.thinking is not None else self.game.to_move  # type: ignore[attr-defined]
            lines.append((self.app.t("lg_ui.agent_playing", name=self.names[who]), TEXT_DIM, True))
            lines.append((self.app.t("lg_ui.skip_hint"), TEXT_DIM, False))
        elif self.legal() and self.app.settings.show_hints:  # type: ignore[attr-defined]
            lines.append((self.app.t("lg_ui.coach.main"), TEXT_DIM, False))
        scheme_text = self.app.t(
            "lg_ui.scheme_line",
            name=self.card_name(obs["scheme"]["card"]),  # type: ignore[attr-defined]
            n=obs["scheme"]["twists_played"],  # type: ignore[attr-defined]
        )  # type: ignore[attr-defined]
        lines.append((scheme_text, TEXT_DIM, False))
        return lines

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
        if self.agent_turn():  # type: ignore[attr-defined]  # Skip: the computer plays on to a person's decision
            label = self.app.t("lg_ui.button.skip")
            bsize = max(fonts.FLOOR, int(15 * s))
            bw = min(inner.w // 3, fonts.text_width(label, bsize, True) + int(24 * s))
            bh = fonts.get_font(bsize, True).get_linesize() + 6
            self.skip_rect = pygame.Rect(inner.right - bw, inner.y, bw, bh)
            hover = self.skip_rect.collidepoint(pygame.mouse.get_pos())
            rounded_panel(
                surface,
                self.skip_rect,
                (60, 66, 80) if hover else (43, 49, 59),
                GLOW if hover else (255, 255, 255, 80),
                radius=8,
            )
            text_line(
                surface,
                label,
                self.skip_rect.inflate(-8, 0),
                bsize,
                TEXT,
                bold=True,
                align="center",
                valign="middle",
                where="lg.button",
            )
            head_w = inner.w - bw - 8
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

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        s = self.app.scale
        for b in self.buttons:
            label_room = b.rect.inflate(-max(6, int(12 * s)), 0)
            if not b.enabled:
                rounded_panel(surface, b.rect, (30, 33, 40, 200), (255, 255, 255, 30), radius=8)
                text_line(
                    surface,
                    b.label,
                    label_room,
                    int(16 * s),
                    (118, 120, 126),
                    bold=True,
                    align="center",
                    valign="middle",
                    where="lg.button",
                )
                continue
            hover = b.rect.collidepoint(mouse)
            fill: tuple[int, ...] = (138, 106, 28) if b.primary else (43, 49, 59)
            if hover:
                fill = tuple(min(255, c + 25) for c in fill)
            rounded_panel(
                surface, b.rect, fill, GLOW if b.primary or hover else (255, 255, 255, 60), radius=8
            )
            text_line(
                surface,
                b.label,
                label_room,
                int(16 * s),
                TEXT,
                bold=True,
                align="center",
                valign="middle",
                where="lg.button",
            )

    # -- tooltips and zoom --------------------------------------------------------------------------
    def static_card_at(self, pos: tuple[int, int]) -> str | None:
        z = self.zones()  # type: ignore[attr-defined]
        if z["center.scheme"].rect.collidepoint(pos):
            return str(self.obs["scheme"]["card"])
        if z["center.mastermind"].rect.collidepoint(pos):
            return str(self.obs["mastermind"]["card"])
        for key, face in (
            ("center.officers", "shield.officer"),
            ("center.wounds", "wound"),
            ("center.bystanders", "bystander"),
        ):
            if z[key].rect.collidepoint(pos):
                return face
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.show_log and self.zones()["center.log"].rect.collidepoint(pos):  # type: ignore[attr-defined]
            return self.log_tooltip(pos)  # type: ignore[attr-defined, no-any-return]
        if self.prompt_for_me() and self.choose.choices and not self.choose.hidden:  # type: ignore[attr-defined]
            c = self.choose.at(pos)  # type: ignore[attr-defined]
            if c is not None and c.card:
                return self._card_tip(c.card)
            seen = self.choose.seen_at(pos)  # type: ignore[attr-defined]
            return self._card_tip(seen.card) if seen is not None else None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return None
        hit = self.card_at(pos)  # type: ignore[attr-defined]
        card = hit[1] if hit else self.static_card_at(pos)
        if card is not None:
            return self._card_tip(card)
        z = self.zones()  # type: ignore[attr-defined]
        for key in (
            "me.recruit",
            "me.attack",
            "center.villain_deck",
            "center.hero_deck",
            "me.deck",
            "center.escaped",
            "center.ko",
        ):
            if z[key].rect.collidepoint(pos):
                return self.app.t(f"lg_ui.tip.{key.split('.')[1]}")
        return None

    def _card_tip(self, card: str) -> str:
        from game.legendary import card_info

        info = card_info(card, self.app.tr.lang)
        head = f"{info['name']} — {info['subtitle']}" if info.get("subtitle") else str(info["name"])
        return "\n".join(
            part for part in (head, info.get("text") or "", self.app.t("lg_ui.tip.zoom")) if part
        )
