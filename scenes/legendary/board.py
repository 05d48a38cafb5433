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

from .view import counter_badge


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    actions: list[Action]
    primary: bool = False
    kind: str = ""
    enabled: bool = True  # a button that cannot be used now stays in its place, greyed


@lru_cache(maxsize=256)
def _wrap(text: str, size: int, width: int) -> tuple[str, ...]:
    """Status lines are the same frame after frame: wrap each text once."""
    return tuple(fonts.wrap(text, size, width))


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
                    text = self.app.t(zone.label)
                    img = fonts.render(text, max(10, int(13 * s)), (255, 255, 255, 150), bold=zone.layout == "city")
                    if img.get_width() > zone.rect.w - 10:
                        img = fonts.render(text, max(8, int(11 * s)), (255, 255, 255, 150))
                    board.blit(img, (zone.rect.x + 7, zone.rect.y + 3))
            z = self.zones()  # type: ignore[attr-defined]
            # the arrow of the city: villains enter at the Sewers and walk toward the Bridge
            a, b = z["city.bridge"].rect, z["city.sewers"].rect
            y = a.bottom - int(6 * s)
            pygame.draw.line(board, (255, 255, 255, 60), (b.right - 10, y), (a.x + 10, y), 2)
            pygame.draw.polygon(board, (255, 255, 255, 90), [(a.x + 4, y), (a.x + 14, y - 5), (a.x + 14, y + 5)])
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
            self.log_panel.draw(surface, z["center.log"].rect, self.app.t("lg_ui.zone.log"), max(11, int(14 * self.app.scale)))  # type: ignore[attr-defined]
        s = self.app.scale
        for text, x, y, age in self.floats:  # type: ignore[attr-defined]
            img = fonts.render(text, max(16, int(26 * s)), ILLEGAL, bold=True)
            img.set_alpha(int(255 * (1 - age)))
            surface.blit(img, img.get_rect(center=(x, y - 50 * age)))
        if self.illegal_flash > 0:  # type: ignore[attr-defined]
            pygame.draw.rect(surface, ILLEGAL, surface.get_rect(), width=int(6 * self.illegal_flash / 0.6) + 1)  # type: ignore[attr-defined]
        if self.prompt_for_me() and self.choose.choices:  # type: ignore[attr-defined]
            self.mark_private(self.viewer)  # type: ignore[attr-defined]  # the choices may be cards only this seat sees
            self.choose.draw(surface, self)  # type: ignore[attr-defined]
            self._light_hovered_choice(surface)

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
        small = max(10, int(13 * s))
        # Scheme with its twists
        r = z["center.scheme"].rect
        scheme = obs["scheme"]["card"]
        card = pygame.Rect(0, 0, cw, ch)
        card.midtop = (r.centerx, r.y + self.top_pad())
        surface.blit(render_card(scheme, lang, cw, ch), card)
        counter_badge(surface, (card.centerx, card.bottom - int(4 * s)), self.app.t("lg_ui.twists", n=obs["scheme"]["twists_played"]), small)
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
        y = r.y + int(22 * s)
        for text, size, colour, bold in info:
            img = fonts.render(text, size, colour, bold)
            if img.get_width() > r.right - x - 6:
                img = fonts.render(text, max(9, size - 3), colour, bold)
            surface.blit(img, (x, y))
            y += int(size * 1.5)
        tw, th = int(22 * s), int(30 * s)
        for i in range(mm["tactics_left"]):
            surface.blit(card_back("villain", tw, th), (x + i * (tw + 4), y + int(2 * s)))
        # decks and stacks
        for key, count, back in (("center.villain_deck", obs["villain_deck"], "villain"), ("center.hero_deck", obs["hero_deck"], "hero"),
                                 ("me.deck", obs["players"][self.me]["zones"]["deck"], "hero")):  # type: ignore[attr-defined]
            r = z[key].rect
            w, h = (cw, ch) if key.startswith("center") else self.pile_size()  # type: ignore[attr-defined]
            card = pygame.Rect(0, 0, w, h)
            card.midtop = (r.centerx, r.y + self.top_pad())
            if count:
                for k in range(min(3, count) - 1, -1, -1):
                    surface.blit(card_back(back, w, h), card.move(k * 2, -k * 2))
            counter_badge(surface, (card.centerx, card.bottom - int(2 * s)), str(count), small)
        sw, sh = int(cw * 0.7), int(ch * 0.7)
        recruit_officer = any(a.kind == "recruit_officer" for a in legal)
        for key, count, face in (("center.officers", obs["officers"], "shield.officer"), ("center.wounds", obs["wounds"], "wound"),
                                 ("center.bystanders", obs["bystanders"], "bystander")):
            r = z[key].rect
            card = pygame.Rect(0, 0, sw, sh)
            card.midtop = (r.centerx, r.y + self.top_pad() + int(8 * s))
            img = render_card(face, lang, sw, sh)
            if not count:
                img = img.copy()
                img.set_alpha(70)
            surface.blit(img, card)
            if key == "center.officers" and lit is not None and lit not in self.views and defn(lit).id == face:
                pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=8)
            elif key == "center.officers" and recruit_officer:
                pygame.draw.rect(surface, (*GLOW, 170), card.inflate(6, 6), width=2, border_radius=8)
            counter_badge(surface, (card.centerx, card.bottom + int(12 * s)), str(count), small)
        # piles' counts
        for key, zone in (("center.escaped", "escaped"), ("center.ko", "ko")):
            r = z[key].rect
            counter_badge(surface, (r.centerx, r.bottom - int(12 * s)), str(len(obs[zone])), small)
        mine = obs["players"][self.me]  # type: ignore[attr-defined]
        r = z["me.discard"].rect
        counter_badge(surface, (r.centerx, r.bottom - int(12 * s)), str(len(mine["zones"]["discard"])), small)
        r = z["me.victory"].rect
        counter_badge(surface, (r.centerx, r.bottom - int(12 * s)), self.app.t("lg_ui.vp", n=mine["vp"]), small)
        if "me.discard" in held_targets[0]:
            glow_rect(surface, z["me.discard"].rect, GLOW, glow_t)
        if "me.played" in held_targets[0]:
            glow_rect(surface, z["me.played"].rect, GLOW, glow_t)
        # the pools of the active player
        shown = getattr(self, "pools_shown", (obs["recruit"], obs["attack"]))
        for key, value, icon in (("me.recruit", round(shown[0]), recruit_icon), ("me.attack", round(shown[1]), attack_icon)):
            r = z[key].rect
            ic = icon(int(40 * s))
            surface.blit(ic, ic.get_rect(center=(r.centerx - int(30 * s), r.centery + int(8 * s))))
            num = fonts.render(str(value), max(22, int(44 * s)), TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(r.centerx, r.centery + int(8 * s))))
        if any(a.kind in ("fight", "fight_mastermind") for a in legal) and self.drag.dragging is None:  # type: ignore[attr-defined]
            rounded_panel(surface, z["me.attack"].rect, (0, 0, 0, 0), (*GLOW, int(90 + 120 * glow_t)), radius=10, width=3)
            hint = fonts.render(self.app.t("lg_ui.drag_attack"), max(9, int(11 * s)), GLOW)
            r = z["me.attack"].rect
            surface.blit(hint, hint.get_rect(midbottom=(r.centerx, r.bottom - 4)))
        # city extras: strength, captured bystanders, fight targets
        fights = {a.space for a in legal if a.kind == "fight"}  # type: ignore[attr-defined]
        for i, space in enumerate(obs["city"]):
            r = z[f"city.{CITY[i]}"].rect
            if i in held_targets[1]:
                glow_rect(surface, r, GLOW, glow_t)
            if space.get("portal"):  # Portals to the Dark Dimension: +1 Strength here
                counter_badge(surface, (r.centerx, r.bottom - int(14 * s)), self.app.t("lg_ui.portal"), max(9, int(11 * s)))
            if not space["card"]:
                continue
            if space.get("under"):  # a card held under the villain (a Skrull's Hero)
                text = self.app.t("lg_ui.holds", card=self.card_name(space["under"]))  # type: ignore[attr-defined]
                counter_badge(surface, (r.centerx, r.bottom - int(14 * s)), text, max(9, int(11 * s)))
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
                counter_badge(surface, (rect.right, rect.y + int(10 * s)), str(strength), max(11, int(15 * s)))
        if sp.get("bystanders"):
            counter_badge(surface, (rect.right + int(8 * s), rect.centery), self.app.t("lg_ui.bystanders_short", n=len(sp["bystanders"])), max(9, int(12 * s)))

    def _draw_panels(self, surface: pygame.Surface) -> None:
        z = self.zones()  # type: ignore[attr-defined]
        s = self.app.scale
        obs = self.obs
        active = obs["active"]
        to_move = obs["to_move"]
        for slot, p in enumerate(self.others()[:4]):  # type: ignore[attr-defined]
            r = z[f"others.{slot}"].rect
            pl = obs["players"][p]
            frame = (*GLOW, 200) if p == active else ((*SELECTED, 160) if p == to_move else (255, 255, 255, 46))
            rounded_panel(surface, r, (10, 12, 20, 170), frame, radius=10)
            name = fonts.render(self.names[p], max(12, int(17 * s)), GLOW if p == active else TEXT, bold=True)
            surface.blit(name, (r.x + int(10 * s), r.y + int(6 * s)))
            who = self.app.t("seat.person") if self.seats[p] == "person" else self.app.t(f"agent.{self.seats[p]}")
            if self.thinking == p:  # type: ignore[attr-defined]
                who += "  " + self.app.t("table.thinking") + " " + "·" * (1 + int(self.app.time * 3) % 3)
            surface.blit(fonts.render(who, max(10, int(13 * s)), TEXT_DIM), (r.x + int(10 * s) + name.get_width() + int(10 * s), r.y + int(9 * s)))
            vp = fonts.render(self.app.t("lg_ui.vp", n=pl["vp"]), max(14, int(22 * s)), TEXT, bold=True)
            surface.blit(vp, vp.get_rect(topright=(r.right - int(10 * s), r.y + int(6 * s))))
            zs = pl["zones"]
            line = self.app.t("lg_ui.panel_counts", hand=pl["hand_count"], deck=zs["deck"], discard=len(zs["discard"]), victory=len(zs["victory"]))
            surface.blit(fonts.render(line, max(10, int(14 * s)), TEXT_DIM), (r.x + int(10 * s), r.y + int(38 * s)))
            if p == active:
                tag = fonts.render(self.app.t("lg_ui.panel_active", recruit=obs["recruit"], attack=obs["attack"], played=len(zs["played"])),
                                   max(10, int(13 * s)), GLOW)
                surface.blit(tag, (r.x + int(10 * s), r.y + int(62 * s)))
            elif p == to_move:
                surface.blit(fonts.render(self.app.t("lg_ui.panel_answering"), max(10, int(13 * s)), SELECTED), (r.x + int(10 * s), r.y + int(62 * s)))
        self._draw_status(surface, z["center.status"].rect, s)
        # who owns the play area and the piles at the bottom
        r = z["me.played"].rect
        img = fonts.render(self.app.t("lg_ui.played_by", name=self.names[active]), max(10, int(13 * s)),
                           GLOW if active == self.me else TEXT_DIM, bold=True)  # type: ignore[attr-defined]
        surface.blit(img, img.get_rect(topright=(r.right - int(10 * s), r.y + int(3 * s))))
        r = z["me.hand"].rect
        img = fonts.render(self.app.t("lg_ui.hand_of", name=self.names[self.me]), max(10, int(13 * s)), TEXT_DIM, bold=True)  # type: ignore[attr-defined]
        surface.blit(img, img.get_rect(topright=(r.right - int(10 * s), r.y + int(3 * s))))

    def _draw_status(self, surface: pygame.Surface, r: pygame.Rect, s: float) -> None:
        obs = self.obs
        rounded_panel(surface, r, (10, 12, 20, 170), (255, 255, 255, 46), radius=10)
        x, y = r.x + int(14 * s), r.y + int(10 * s)
        active = obs["active"]
        head = self.app.t("lg_ui.turn", n=obs["turn"], name=self.names[active])
        surface.blit(fonts.render(head, max(15, int(24 * s)), GLOW, bold=True), (x, y))
        y += int(36 * s)
        lines: list[tuple[str, tuple[int, int, int]]] = []
        pending = obs.get("pending")
        if obs.get("showdown"):
            sd = obs["showdown"]
            points = "  ".join(f"{self.names[p]} {sd['points'][p]}" for p in sd["order"])
            lines.append((self.app.t("lg_ui.showdown") + "  ·  " + points, GLOW))
        if pending:
            key = f"prompt.legendary.{pending['prompt']}"
            what = self.app.t(key) if self.app.tr.has(key) else pending["prompt"]
            lines.append((self.app.t("lg_ui.waiting_for", name=self.names[pending["player"]], what=what), SELECTED))
        elif self.thinking is not None:  # type: ignore[attr-defined]
            lines.append((self.app.t("lg_ui.agent_playing", name=self.names[self.thinking]), TEXT_DIM))  # type: ignore[attr-defined]
        elif self.legal() and self.app.settings.show_hints:  # type: ignore[attr-defined]
            lines.append((self.app.t("lg_ui.coach.main"), TEXT_DIM))
        scheme_text = self.app.t("lg_ui.scheme_line", name=self.card_name(obs["scheme"]["card"]), n=obs["scheme"]["twists_played"])  # type: ignore[attr-defined]
        lines.append((scheme_text, TEXT_DIM))
        size = max(11, int(15 * s))
        for text, colour in lines:
            for line in _wrap(text, size, r.w - int(28 * s))[:2]:
                if y + size > r.bottom - 4:
                    return
                surface.blit(fonts.render(line, size, colour), (x, y))
                y += int(size * 1.45)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        mouse = pygame.mouse.get_pos()
        s = self.app.scale
        for b in self.buttons:
            if not b.enabled:
                rounded_panel(surface, b.rect, (30, 33, 40, 200), (255, 255, 255, 30), radius=8)
                text = fonts.render(b.label, max(11, int(16 * s)), (118, 120, 126), bold=True)  # a cached image: never set_alpha it
                surface.blit(text, text.get_rect(center=b.rect.center))
                continue
            hover = b.rect.collidepoint(mouse)
            fill: tuple[int, ...] = (138, 106, 28) if b.primary else (43, 49, 59)
            if hover:
                fill = tuple(min(255, c + 25) for c in fill)
            rounded_panel(surface, b.rect, fill, GLOW if b.primary or hover else (255, 255, 255, 60), radius=8)
            text = fonts.render(b.label, max(11, int(16 * s)), TEXT, bold=True)
            surface.blit(text, text.get_rect(center=b.rect.center))

    # -- tooltips and zoom --------------------------------------------------------------------------
    def static_card_at(self, pos: tuple[int, int]) -> str | None:
        z = self.zones()  # type: ignore[attr-defined]
        if z["center.scheme"].rect.collidepoint(pos):
            return str(self.obs["scheme"]["card"])
        if z["center.mastermind"].rect.collidepoint(pos):
            return str(self.obs["mastermind"]["card"])
        for key, face in (("center.officers", "shield.officer"), ("center.wounds", "wound"), ("center.bystanders", "bystander")):
            if z[key].rect.collidepoint(pos):
                return face
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.show_log and self.zones()["center.log"].rect.collidepoint(pos):  # type: ignore[attr-defined]
            return self.log_tooltip(pos)  # type: ignore[attr-defined, no-any-return]
        if self.prompt_for_me() and self.choose.choices and not self.choose.hidden:  # type: ignore[attr-defined]
            c = self.choose.at(pos)  # type: ignore[attr-defined]
            return self._card_tip(c.card) if c is not None and c.card else None
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                return None
        hit = self.card_at(pos)  # type: ignore[attr-defined]
        card = hit[1] if hit else self.static_card_at(pos)
        if card is not None:
            return self._card_tip(card)
        z = self.zones()  # type: ignore[attr-defined]
        for key in ("me.recruit", "me.attack", "center.villain_deck", "center.hero_deck", "me.deck", "center.escaped", "center.ko"):
            if z[key].rect.collidepoint(pos):
                return self.app.t(f"lg_ui.tip.{key.split('.')[1]}")
        return None

    def _card_tip(self, card: str) -> str:
        from game.legendary import card_info

        info = card_info(card, self.app.tr.lang)
        head = f"{info['name']} — {info['subtitle']}" if info.get("subtitle") else str(info["name"])
        return "\n".join(part for part in (head, info.get("text") or "", self.app.t("lg_ui.tip.zoom")) if part)
