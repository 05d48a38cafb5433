"""The board of the Legendary table: the felt and the things that do not move as cards.

The felt with zone outlines and labels is drawn once per window size and language. Each frame
draws over it the Scheme, the Mastermind, the decks and stacks with their counts, the Recruit
and Attack pools, and the marks of the city, from the last observation. Which places glow comes
from the legal actions of the moment (through the gestures): nothing here knows a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.actions import Action
from game.legendary.actions import FightMastermind, RecruitOfficer
from game.legendary.cards import CITY, defn
from sprites import fonts
from sprites.draw import FELT, GLOW, SELECTED, TEXT, TEXT_DIM, felt, glow_rect, rounded_panel
from sprites.lg_cards import attack_icon, card_back, recruit_icon, render_card
from sprites.mat import Zone

from ..gestures import of_kind
from .controls import SPEND_ATTACK
from .gestures import OFFICER, Drop, Gestures, Grab
from .view import counter_badge, text_block, text_line

SELF_NAMED = ("center.officers", "center.wounds", "center.bystanders")  # stacks whose face names them
SUPPLY = (  # the stacks of the supply: (zone, the observation's count, the face drawn)
    ("center.officers", "officers", OFFICER),
    ("center.wounds", "wounds", "wound"),
    ("center.bystanders", "bystanders", "bystander"),
)


@dataclass
class Targets:
    """What glows while something is held: the places a drop there would mean a move."""

    zones: set[str] = field(default_factory=set)  # "me.played", "me.discard"
    spaces: set[int] = field(default_factory=set)  # city spaces
    mastermind: bool = False


class Board(Gestures):
    _board_key: tuple[tuple[int, int], str] | None = None
    _board_surface: pygame.Surface | None = None
    scheme_badge: pygame.Rect | None = None  # where the Twists badge was last drawn

    def label_room(self, zone: Zone) -> int:
        """The width a zone's label may take: all of it but the corner where the table writes
        whose cards these are ("Bo's play area")."""
        if zone.name in ("me.played", "me.hand"):
            return zone.rect.w // 2 - 14
        return zone.rect.w - 10

    def board(self) -> pygame.Surface:
        """The felt with every zone's outline and label, and the arrow of the city."""
        key = (self.app.size, self.app.tr.lang)
        if self._board_surface is not None and self._board_key == key:
            return self._board_surface
        s = self.app.scale
        board = felt(self.app.size, FELT["legendary"]).copy()
        z = self.zones()
        for zone in z.values():
            if zone.layout in ("panel", "column", "log"):
                continue
            rounded_panel(board, zone.rect, (0, 0, 0, 30), (255, 255, 255, 46), radius=10)
            if zone.label:
                room = pygame.Rect(zone.rect.x + 7, zone.rect.y + 2, self.label_room(zone), self.top_pad())
                text = self.app.t(zone.label)
                size, bold = max(fonts.FLOOR, int(13 * s)), zone.layout == "city"
                if (
                    zone.name in SELF_NAMED
                    and fonts._fit(text, room.w, 10**6, size, fonts.FLOOR, bold, 1).cut
                ):
                    continue  # a narrow stack: its card says what it is
                text_line(board, text, room, size, (255, 255, 255, 150), bold=bold, where="lg.zone")
        # the arrow of the city: villains enter at the Sewers and walk toward the Bridge
        a, b = z["city.bridge"].rect, z["city.sewers"].rect
        y = a.bottom - int(6 * s)
        pygame.draw.line(board, (255, 255, 255, 60), (b.right - 10, y), (a.x + 10, y), 2)
        pygame.draw.polygon(board, (255, 255, 255, 90), [(a.x + 4, y), (a.x + 14, y - 5), (a.x + 14, y + 5)])
        self._board_surface = board
        self._board_key = key
        return board

    def targets(self, legal: list[Action]) -> Targets:
        """The places where the held thing would mean a move if dropped."""
        out = Targets()
        held = self.held()
        if held is None:
            return out
        for onto in ("played", "discard"):
            if self.actions_for(held, Drop(onto), legal):
                out.zones.add(f"me.{onto}")
        out.spaces = {i for i in range(len(CITY)) if self.actions_for(held, Drop("city", i), legal)}
        out.mastermind = bool(self.actions_for(held, Drop("mastermind"), legal))
        return out

    def draw_board(self, surface: pygame.Surface, legal: list[Action], glow_t: float) -> None:
        """Everything on the felt but the moving cards."""
        targets = self.targets(legal)
        self._draw_scheme(surface)
        self._draw_mastermind(surface, legal, targets, glow_t)
        self._draw_decks(surface)
        self._draw_stacks(surface, legal)
        self._draw_pile_counts(surface)
        z = self.zones()
        for key in targets.zones:
            glow_rect(surface, z[key].rect, GLOW, glow_t)
        self._draw_pools(surface, legal, glow_t)
        self._draw_city_marks(surface, legal, targets, glow_t)

    @property
    def small(self) -> int:
        """The size of the board's small print (counts, captions)."""
        return max(fonts.FLOOR, int(13 * self.app.scale))

    def scheme_layout(self) -> tuple[pygame.Rect, int]:
        """The Scheme card's rect and the centre height of its Twists badge: the badge below the
        card, the card as tall as a table card where the zone has room for both, else shorter (at
        a small window the badge lay over the last line of the Scheme's name)."""
        cw, ch = self.card_size()
        r = self.zones()["center.scheme"].rect
        badge_h = fonts.get_font(self.small, True).get_linesize() + self.small // 6
        top = r.y + self.top_pad()
        h = max(24, min(ch, r.bottom - 2 - badge_h - top))
        card = pygame.Rect(0, 0, cw, h)
        card.midtop = (r.centerx, top)
        return card, card.bottom + 1 + badge_h // 2

    def _draw_scheme(self, surface: pygame.Surface) -> None:
        r = self.zones()["center.scheme"].rect
        scheme = self.obs["scheme"]
        card, badge_y = self.scheme_layout()
        surface.blit(render_card(scheme["card"], self.app.tr.lang, card.w, card.h), card)
        self.scheme_badge = counter_badge(
            surface,
            (card.centerx, badge_y),
            self.app.t("lg_ui.twists", n=scheme["twists_played"]),
            self.small,
            r.w - 8,
            where="lg.scheme.twists",
        )

    def _draw_mastermind(
        self, surface: pygame.Surface, legal: list[Action], targets: Targets, glow_t: float
    ) -> None:
        """The Mastermind with its strength, the tactics left and the captured bystanders."""
        s = self.app.scale
        cw, ch = self.card_size()
        small = self.small
        r = self.zones()["center.mastermind"].rect
        mm = self.obs["mastermind"]
        card = pygame.Rect(r.x + int(8 * s), r.y + self.top_pad(), cw, ch)
        surface.blit(render_card(mm["card"], self.app.tr.lang, cw, ch), card)
        if self.lit is not None and self.lit == mm["card"]:
            pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=9)
        elif targets.mastermind:
            glow_rect(surface, card, GLOW, glow_t, radius=8)
        elif of_kind(legal, FightMastermind):
            pygame.draw.rect(surface, (*GLOW, 160), card.inflate(6, 6), width=2, border_radius=9)
        x = card.right + int(12 * s)
        info: list[tuple[str, int, tuple[int, int, int], bool]] = [
            (self.card_name(mm["card"]), max(13, int(18 * s)), TEXT, True),
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

    def _draw_decks(self, surface: pygame.Surface) -> None:
        """The villain and hero decks and the deck at the screen: backs with their counts."""
        s = self.app.scale
        z = self.zones()
        obs = self.obs
        for key, count, back in (
            ("center.villain_deck", obs["villain_deck"], "villain"),
            ("center.hero_deck", obs["hero_deck"], "hero"),
            ("me.deck", obs["players"][self.me]["zones"]["deck"], "hero"),
        ):
            r = z[key].rect
            w, h = self.card_size() if key.startswith("center") else self.pile_size()
            card = pygame.Rect(0, 0, w, h)
            card.midtop = (r.centerx, r.y + self.top_pad())
            if count:
                for k in range(min(3, count) - 1, -1, -1):
                    surface.blit(card_back(back, w, h), card.move(k * 2, k))
            counter_badge(
                surface,
                (card.centerx, card.bottom - int(2 * s)),
                str(count),
                self.small,
                r.w,
                where="lg.count",
            )

    def _draw_stacks(self, surface: pygame.Surface, legal: list[Action]) -> None:
        """Officers, Wounds and Bystanders: a smaller face, faded when the stack is empty."""
        s = self.app.scale
        z = self.zones()
        cw, ch = self.card_size()
        sw, sh = int(cw * 0.7), int(ch * 0.7)
        recruit_officer = bool(of_kind(legal, RecruitOfficer))
        lit = self.lit
        for key, stack, face in SUPPLY:
            count = self.obs[stack]
            r = z[key].rect
            card = pygame.Rect(0, 0, sw, sh)
            card.midtop = (r.centerx, r.y + self.top_pad() + int(8 * s))
            img = render_card(face, self.app.tr.lang, sw, sh)
            if not count:
                img = img.copy()
                img.set_alpha(70)
            surface.blit(img, card)
            if face == OFFICER and lit is not None and lit not in self.views and defn(lit).id == face:
                pygame.draw.rect(surface, SELECTED, card.inflate(8, 8), width=3, border_radius=8)
            elif face == OFFICER and recruit_officer:
                pygame.draw.rect(surface, (*GLOW, 170), card.inflate(6, 6), width=2, border_radius=8)
            counter_badge(
                surface,
                (card.centerx, card.bottom + int(12 * s)),
                str(count),
                self.small,
                r.w,
                where="lg.count",
            )

    def _draw_pile_counts(self, surface: pygame.Surface) -> None:
        """The counts under the escaped and KO piles and the discard pile; the victory pile's VP."""
        s = self.app.scale
        z = self.zones()
        mine = self.obs["players"][self.me]
        for key, text, room, where in (
            ("center.escaped", str(len(self.obs["escaped"])), 0, "lg.count"),
            ("center.ko", str(len(self.obs["ko"])), 0, "lg.count"),
            ("me.discard", str(len(mine["zones"]["discard"])), 0, "lg.count"),
            ("me.victory", self.app.t("lg_ui.vp", n=mine["vp"]), 4, "lg.vp"),
        ):
            r = z[key].rect
            counter_badge(
                surface, (r.centerx, r.bottom - int(12 * s)), text, self.small, r.w - room, where=where
            )

    def _draw_pools(self, surface: pygame.Surface, legal: list[Action], glow_t: float) -> None:
        """Recruit and Attack of the active player, counting toward the observation; the Attack
        pool outlined (with how to use it) while it can fight."""
        s = self.app.scale
        z = self.zones()
        shown = self.pools_shown
        for key, value, icon in (
            ("me.recruit", round(shown[0]), recruit_icon),
            ("me.attack", round(shown[1]), attack_icon),
        ):
            r = z[key].rect
            ic = icon(int(40 * s))
            surface.blit(ic, ic.get_rect(center=(r.centerx - int(30 * s), r.centery + int(8 * s))))
            num = fonts.render(str(value), max(22, int(44 * s)), TEXT, bold=True)
            surface.blit(num, num.get_rect(midleft=(r.centerx, r.centery + int(8 * s))))
        if any(isinstance(a, SPEND_ATTACK) for a in legal) and self.held() is None:
            r = z["me.attack"].rect
            rounded_panel(surface, r, (0, 0, 0, 0), (*GLOW, int(90 + 120 * glow_t)), radius=10, width=3)
            # at the bottom of the pool, on two lines where one is too narrow (a small window)
            line = fonts.get_font(fonts.FLOOR).get_linesize()
            hint = fonts.fit(
                self.app.t("lg_ui.drag_attack"),
                r.w - 12,
                2 * line,
                max(fonts.FLOOR, int(11 * s)),
                max_lines=2,
                where="lg.drag_attack",
            )
            fonts.draw_fitted(
                surface,
                hint,
                pygame.Rect(r.x + 6, r.bottom - 3 - hint.height, r.w - 12, hint.height),
                GLOW,
                "center",
            )

    def _draw_city_marks(
        self, surface: pygame.Surface, legal: list[Action], targets: Targets, glow_t: float
    ) -> None:
        """Per city space: the glow of a drop target, a Portal, the card held under a villain,
        the outline of a villain that can be fought."""
        s = self.app.scale
        z = self.zones()
        fights = {i for i in range(len(CITY)) if self.actions_for_space(i, legal)}
        held = self.held()
        for i, space in enumerate(self.obs["city"]):
            r = z[f"city.{CITY[i]}"].rect
            if i in targets.spaces:
                glow_rect(surface, r, GLOW, glow_t)
            marks: list[tuple[str, str]] = []
            if space.get("portal"):  # Portals to the Dark Dimension: +1 Strength here
                marks.append((self.app.t("lg_ui.portal"), "lg.city.portal"))
            if space["card"] and space.get("under"):  # a card held under the villain (a Skrull's Hero)
                marks.append(
                    (self.app.t("lg_ui.holds", card=self.card_name(space["under"])), "lg.city.holds")
                )
            for text, where in marks:
                centre = (r.centerx, r.bottom - int(14 * s))
                counter_badge(surface, centre, text, int(11 * s), r.w - 6, where=where)
            if space["card"] and i in fights and held is None:
                rounded_panel(surface, r, (0, 0, 0, 0), (*GLOW, 150), radius=10, width=2)

    def actions_for_space(self, space: int, legal: list[Action]) -> list[Action]:
        """The fights of the villain in city ``space`` (the Attack pool dropped there)."""
        return self.actions_for(Grab("attack"), Drop("city", space), legal)
