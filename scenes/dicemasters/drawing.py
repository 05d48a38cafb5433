"""Drawing the Dice Masters table: the mat, the cards, the dice with their marks and glows,
what a chooser's option means, and the buttons.

What the state is shows on the board: a die whose attack or defense is modified carries its
current "A/D", a damaged die a red damage token; the targets a prompt asks for glow; a card glows
as buyable only for the player who may buy from it (and, while a die is held, only where that die
can start paying). Every text is fitted into its box with ``sprites.fonts.fit``.
"""

from __future__ import annotations

import pygame

from game.dicemasters import records as R
from sprites import fonts
from sprites.draw import FELT, GLOW, ILLEGAL, SELECTED, felt, glow_rect, pulse, rounded_panel

from ..buttons import draw_buttons
from ..gestures import fits
from .cards_view import card_image
from .layout import CardKey, card_of
from .motion import SPOT
from .panels import DiceTablePanels
from .view import PILES, face_image

# the dice that glow (pulsing) because a move of their own waits: paying, marking for the
# reroll, choosing a trigger, blocking, attacking
MOVER_MOVES = (R.Pay, R.SelectReroll, R.ChooseTrigger, R.Block, R.Attack)


class DiceTableDrawing(DiceTablePanels):
    """The layer of the table that draws it (see the module doc)."""

    _board_key: tuple[tuple[int, int], str] | None = None
    _board_surface: pygame.Surface

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._board(self.app.size, self.app.tr.lang), (0, 0))
        zones = self.zones()
        glow_t = pulse(self.app.time)
        held = self.drag.dragging or self.held
        t_dice, t_zones, t_keys = self.targets_for(held) if held else (set(), set(), set())
        self.lit = set()
        for p in (0, 1):
            for zone_name in ("field", "attack"):
                if (p, zone_name) in t_zones:
                    glow_rect(surface, self.zone_rect(p, zone_name), GLOW, glow_t)
        self._draw_cards(surface, t_keys, glow_t)
        self._draw_side_panels(surface)
        self._draw_piles(surface)
        size = self.die_size()
        dragging = self.drag.dragging
        marked = self._marked()
        paid = self._paid()
        legal = self.legal()
        movers = {a.die for a in legal if isinstance(a, MOVER_MOVES) and a.die is not None}
        targets = self.target_refs() if not held else set()
        dec = self.obs.get("decision") or {}
        splitting = dec.get("die") if dec.get("type") == "assign" and legal else None
        hint = self.hint
        hinted_dice = (
            {d for d in self.views if fits(hint, die=d) or fits(hint, target=d)}
            if hint is not None
            else set()
        )
        spots = self.spots_shown()
        spot_dice = {s.ref for s in spots if s.kind == "die"}
        for ref in targets:
            if ref.startswith("player:"):
                glow_rect(surface, self.zone_rect(int(ref.split(":")[1]), "life"), GLOW, glow_t, radius=10)
                self.lit.add(ref)
        for spot in spots:
            if spot.kind == "player":
                rounded_panel(
                    surface,
                    self.zone_rect(int(spot.ref), "life").inflate(6, 6),
                    (0, 0, 0, 0),
                    (*SPOT, 200),
                    radius=12,
                    width=2,
                )
        self.draw_ghosts(surface, size)
        for did, view in self.views.items():
            if did == dragging or view.zone in PILES:
                continue
            colour = None
            if did in hinted_dice:
                colour = SELECTED
            elif did in t_dice:
                colour = GLOW
            elif did == self.held or did == splitting:
                colour = SELECTED
            elif did in movers and did not in targets:
                colour = (GLOW[0], GLOW[1], GLOW[2]) if glow_t > 0.5 else None
            view.draw(surface, size, colour, did in marked, paid=did in paid)
            if did in targets:
                glow_rect(surface, view.rect(size).inflate(10, 10), GLOW, glow_t, radius=max(4, size // 4))
                self.lit.add(did)
            elif did in spot_dice:
                pygame.draw.rect(
                    surface, SPOT, view.rect(size).inflate(14, 14), width=2, border_radius=max(4, size // 4)
                )
        self._draw_marks(surface, size)
        self._draw_combat_links(surface)
        self.draw_focus(surface)
        if dragging is not None and self.drag.current is not None:
            view = self.views[dragging]
            cx, cy = self.drag.current.centre
            ghost = face_image(view.card, view.face, int(size * 1.12))
            surface.blit(ghost, ghost.get_rect(center=(cx, cy - 6)))
        self.draw_floats(surface)
        draw_buttons(surface, self.tools, self.app.scale, where="dm tool", pointer=self.app.stack.top is self)
        draw_buttons(
            surface,
            self.buttons,
            self.app.scale,
            armed=self.armed(),
            where="dm button",
            pointer=self.app.stack.top is self,
        )
        if self.show_log:
            self.log_panel.draw(
                surface,
                zones["center.log"].rect,
                self.app.t("dm.zone.log"),
                max(11, int(14 * self.app.scale)),
            )
        if self.illegal_flash > 0:
            pygame.draw.rect(
                surface, ILLEGAL, surface.get_rect(), width=int(6 * self.illegal_flash / 0.6) + 1
            )

    def _draw_marks(self, surface: pygame.Surface, size: int) -> None:
        """A character's current A/D when an effect changed it (green up, red down) and the
        damage it has taken (a red token at its corner)."""
        self.marks_drawn = {}
        s = self.app.scale
        px = max(fonts.FLOOR, int(13 * s))
        for did, d in self.all_dice().items():
            view = self.views.get(did)
            face = d.get("face") or {}
            if (
                view is None
                or view.zone in PILES
                or face.get("kind") != "character"
                or "attack" not in d
                or did == self.drag.dragging
            ):
                continue
            a, df, dmg = int(d["attack"]), int(d["defense"]), int(d.get("damage") or 0)
            base_a, base_d = int(face.get("attack", 0)), int(face.get("defense", 0))
            rect = view.rect(size)
            drawn = []
            if (a, df) != (base_a, base_d):
                text = self.app.t("dm.table.die_stats", a=a, d=df)
                drawn.append(text)
                colour = (140, 230, 140) if a + df >= base_a + base_d else (255, 130, 120)
                img = fonts.render(text, px, colour, bold=True)
                pill = img.get_rect(midtop=(rect.centerx, rect.bottom + max(3, size // 8))).inflate(8, 2)
                rounded_panel(surface, pill, (12, 14, 18, 215), (*colour, 200), radius=pill.h // 2, width=1)
                surface.blit(img, img.get_rect(center=pill.center))
            if dmg > 0:
                text = self.app.t("dm.table.die_damage", n=dmg)
                drawn.append(text)
                img = fonts.render(text, px, (255, 255, 255), bold=True)
                r = max(img.get_width(), img.get_height()) // 2 + 2
                centre = (rect.x - r // 3, rect.y - r // 3)
                pygame.draw.circle(surface, (196, 40, 40), centre, r)
                pygame.draw.circle(surface, (255, 220, 210), centre, r, 1)
                surface.blit(img, img.get_rect(center=centre))
            if drawn:
                self.marks_drawn[did] = " ".join(drawn)

    def _board(self, size: tuple[int, int], lang: str) -> pygame.Surface:
        """The felt with the zone outlines and labels: drawn once per window size and language."""
        key = (size, lang)
        if self._board_key != key:
            board = felt(size, FELT["dicemasters"]).copy()
            px = max(fonts.FLOOR, int(13 * self.app.scale))
            for zone in self.zones().values():
                if zone.layout in ("panel", "column", "log", "counter", "pile", "cards"):
                    continue  # drawn by their own panels, or covered by the cards themselves
                rounded_panel(board, zone.rect, (0, 0, 0, 26), (255, 255, 255, 46), radius=10)
                if zone.label:
                    fitted = fonts.fit_line(
                        self.app.t(zone.label), zone.rect.w - 16, px, where="dm zone label"
                    )
                    fonts.draw_fitted(
                        board,
                        fitted,
                        pygame.Rect(zone.rect.x + 8, zone.rect.y + 2, zone.rect.w - 16, fitted.height),
                        (255, 255, 255, 150),
                    )
            self._board_surface = board
            self._board_key = key
        return self._board_surface

    def _marked(self) -> set[str]:
        """Dice marked for the reroll (from the observation's pending decision)."""
        dec = self.obs.get("decision") or {}
        return set(dec.get("selected") or [])

    def _paid(self) -> dict[str, int]:
        """Dice already put toward the payment in progress, with the energy each gives."""
        dec = self.obs.get("decision") or {}
        if dec.get("type") != "pay":
            return {}
        return {die: amount for die, amount in dec.get("paid") or []}

    def hinted_card(self) -> CardKey | None:
        """The card the hint of the moment buys from (or uses), for its highlight."""
        hint, me = self.hint, self.game.to_move
        if hint is None or me is None:
            return None
        cards = {card_of(key) for _, key in self.card_rects()}
        card = next((c for c in sorted(cards) if fits(hint, card=c)), None)
        return self.buy_key(me, card) if card is not None else None

    def _draw_cards(
        self, surface: pygame.Surface, glowing: set[tuple[int | None, str]], glow_t: float
    ) -> None:
        lang = self.app.tr.lang
        left: dict[tuple[int | None, str], int | None] = {
            (p, c["card"]): c["dice_left"] for p, pd in enumerate(self.obs["players"]) for c in pd["cards"]
        }
        left.update({(None, f"{b['card']}#{b['slot']}"): b["dice_left"] for b in self.obs["basic_actions"]})
        if self.obs.get("draft"):
            left.update({(None, f"{c}#draft"): None for c in self.obs["draft"]["available"]})
        offers = self.card_offers()
        hinted_key = self.hinted_card()
        spot_keys = {s.ref for s in self.spots_shown() if s.kind == "card"}
        idle = self.held is None and self.drag.dragging is None
        # the hovered card last, whole over the cards it overlaps (a draft stack)
        ordered = sorted(self.card_rects().items(), key=lambda kr: kr[0][1] == self.hover_card)
        for key, rect in ordered:
            card = card_of(key[1])
            img = card_image(card, lang, rect.size, left.get(key))
            lift = 6 if self.hover_card == key[1] else 0
            shown = rect.move(0, -lift)
            surface.blit(img, shown)
            if key in glowing or key == hinted_key:
                glow_rect(surface, shown, SELECTED if key == hinted_key else GLOW, glow_t, radius=8)
                self.lit.add(f"card:{key[0]}:{key[1]}")
            elif idle and offers.get(key) in ("buy", "draft"):
                pygame.draw.rect(surface, (*GLOW, 120), shown.inflate(4, 4), width=2, border_radius=8)
                self.lit.add(f"card:{key[0]}:{key[1]}")
            elif idle and offers.get(key) == "global":  # a Global to use: red, never the gold of a purchase
                pygame.draw.rect(surface, (235, 90, 90), shown.inflate(4, 4), width=2, border_radius=8)
            if key[1] in spot_keys:
                pygame.draw.rect(surface, SPOT, shown.inflate(10, 10), width=2, border_radius=10)
            if key[0] is None and not key[1].endswith("#draft"):  # basic action dice sit beside their card
                n = left.get(key) or 0
                size = max(18, int(26 * self.app.scale))
                for i in range(n):
                    x = rect.right + 8 + (i % 2) * (size + 4)
                    y = rect.y + 8 + (i // 2) * (size + 4)
                    surface.blit(face_image(card, None, size), (x, y))

    def _draw_combat_links(self, surface: pygame.Surface) -> None:
        blocks = self.obs.get("combat", {}).get("blocks", {})
        for blocker, attacker in blocks.items():
            a, b = self.views.get(attacker), self.views.get(blocker)
            if a is not None and b is not None:
                pygame.draw.line(surface, (255, 120, 90), b.pos, a.pos, 3)


__all__ = ["DiceTableDrawing", "MOVER_MOVES"]
