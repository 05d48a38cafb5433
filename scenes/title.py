"""The title screen: the games as large tiles, Continue, Settings, Rules and Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sprites import fonts
from sprites.draw import FELT, GLOW, TEXT, TEXT_DIM, drop_shadow, felt, rounded_panel
from sprites.emblems import draw_emblem

from . import registry, storage
from .continue_game import continue_last, report, writable
from .guide import start_guide, tile_buttons
from .stack import Scene
from .widgets import button, column

if TYPE_CHECKING:  # pragma: no cover
    from .app import App

GAME_ORDER = ("dicemasters", "legendary", "metaversus")


class TitleScene(Scene):
    fills_screen = True
    name = "title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.hover: str | None = None
        self.lift: dict[str, float] = {g: 0.0 for g in GAME_ORDER}

    def games(self) -> list[str]:
        """All three games; one whose table is not built yet shows as coming soon."""
        return list(GAME_ORDER)

    def tile_rects(self) -> dict[str, pygame.Rect]:
        w, h = self.app.size
        s = self.app.scale
        names = self.games()
        tw, th, gap = int(400 * s), int(330 * s), int(36 * s)
        total = len(names) * tw + (len(names) - 1) * gap
        x0, y0 = (w - total) // 2, int(h * 0.2)
        return {g: pygame.Rect(x0 + i * (tw + gap), y0, tw, th) for i, g in enumerate(names)}

    def playable(self, name: str) -> bool:
        # known without importing the game's screens or its engine: both load when it is opened
        return name in registry.SETUPS

    def build(self) -> None:
        w, h = self.app.size
        s = self.app.scale
        listing = storage.saved_games(writable(self.app))
        for problem in listing.problems:
            report(self.app, problem, restored=any(g.problem is problem for g in listing.games))
        playable_saves = [g for g in listing.games if g.game in registry.TABLES]
        latest = playable_saves[0] if playable_saves else None
        self.summary = {"game": latest.game, "turn": latest.turn} if latest is not None else None
        tiles = self.tile_rects()
        top = (max(r.bottom for r in tiles.values()) if tiles else int(h * 0.5)) + int(34 * s)
        rects = column(w // 2, top, int(340 * s), max(36, int(46 * s)), int(8 * s), 5)
        tip = None
        if latest is not None:
            tip = self.app.t(
                "title.continue_tip",
                game=self.app.t(f"game.{latest.game}.title"),
                turn=storage.turn_phrase(self.app, latest.game, latest.turn),
            )
        # Continue (the most recent game), then the list of every saved game
        self.continue_button = button(
            self, rects[0], self.app.t("title.continue"), "#primary_button", tooltip=tip
        )
        if latest is None:
            self.continue_button.disable()
        self.saved_button = button(
            self,
            rects[1],
            self.app.t("title.saved_games"),
            tooltip=self.app.t("title.saved_games_tip", count=len(listing.games)),
        )
        if not (
            listing.games or storage.has_save_files() or storage.has_finished_games()
        ):  # nothing to open or review
            self.saved_button.disable()
        self.settings_button = button(self, rects[2], self.app.t("title.settings"))
        self.rules_button = button(self, rects[3], self.app.t("title.rules"))
        self.quit_button = button(self, rects[4], self.app.t("title.quit"))
        self.learn_buttons = tile_buttons(self, tiles)  # "Learn to play" in each tile's corner
        # beside Saved games: the daily deal and the statistics
        side, apart = rects[1], rects[1].w + int(16 * s)
        self.daily_button = button(
            self, side.move(-apart, 0), self.app.t("daily.button"), tooltip=self.app.t("daily.button_tip")
        )
        self.stats_button = button(
            self, side.move(apart, 0), self.app.t("stats.button"), tooltip=self.app.t("stats.button_tip")
        )

    def refresh(self) -> None:
        self.relayout()

    def open_game(self, name: str) -> None:
        if self.playable(name):
            self.app.audio.play("click")
            self.app.stack.push(registry.SETUPS[name](self.app))
        else:
            self.app.notify(self.app.t("title.coming_soon", game=self.app.t(f"game.{name}.title")))

    def handle_event(self, event: pygame.event.Event) -> None:
        from .rules_scene import RulesScene
        from .saved_games import SavedGamesScene
        from .settings_scene import SettingsScene

        pressed = self.button_pressed(event)
        if pressed is not None and pressed in self.learn_buttons:
            start_guide(self.app, self.learn_buttons[pressed])
        elif pressed is self.continue_button:
            continue_last(self.app)
        elif pressed is self.saved_button:
            self.app.stack.push(SavedGamesScene(self.app))
        elif pressed is self.settings_button:
            self.app.stack.push(SettingsScene(self.app))
        elif pressed is self.rules_button:
            self.app.stack.push(RulesScene(self.app))
        elif pressed is self.daily_button:
            from .daily import DailyScene

            self.app.stack.push(DailyScene(self.app))
        elif pressed is self.stats_button:
            from .statistics_scene import StatisticsScene

            self.app.stack.push(StatisticsScene(self.app))
        elif pressed is self.quit_button:
            self.app.quit()
        elif event.type == pygame.MOUSEMOTION:
            self.hover = self.tile_at(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hover = None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for g, r in self.tile_rects().items():
                if r.collidepoint(event.pos):
                    self.open_game(g)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.quit()
            elif pygame.K_1 <= event.key <= pygame.K_3:
                names = self.games()
                i = event.key - pygame.K_1
                if i < len(names):
                    self.open_game(names[i])

    def update(self, dt: float) -> None:
        for g in self.lift:
            target = 1.0 if g == self.hover else 0.0
            self.lift[g] += (target - self.lift[g]) * min(1.0, dt * 12)

    def tile_at(self, pos: tuple[int, int]) -> str | None:
        return next((g for g, r in self.tile_rects().items() if r.collidepoint(pos)), None)

    def relayout(self) -> None:
        """A new window size moves the tiles: the lit one is the one now under the pointer (the
        pointer did not move, so no motion event says so)."""
        super().relayout()
        self.hover = self.tile_at(pygame.mouse.get_pos())

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for g, r in self.tile_rects().items():
            if r.collidepoint(pos):
                return self.app.t(f"game.{g}.about")
        return None

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        s = self.app.scale
        surface.blit(felt((w, h), FELT["menu"]), (0, 0))
        title = fonts.render(self.app.t("app.title"), max(28, int(64 * s)), GLOW, bold=True)
        surface.blit(title, title.get_rect(center=(w // 2, int(h * 0.09))))
        sub = fonts.render(self.app.t("title.subtitle"), max(14, int(20 * s)), TEXT_DIM)
        surface.blit(sub, sub.get_rect(center=(w // 2, int(h * 0.09) + int(50 * s))))
        for name, rect in self.tile_rects().items():
            self._draw_tile(surface, name, rect.move(0, int(-8 * s * self.lift[name])), s)

    def emblem_rect(self, name: str, band: pygame.Rect, s: float) -> pygame.Rect:
        """Where a tile's emblem is drawn: its picture band, clear of the tile's "Learn to play"."""
        art = band.inflate(-int(40 * s), -int(30 * s))
        learn = next((b for b, g in getattr(self, "learn_buttons", {}).items() if g == name), None)
        if learn is not None:
            top = max(art.top, pygame.Rect(learn.get_abs_rect()).bottom + int(4 * s))
            art = pygame.Rect(art.x, top, art.w, max(1, art.bottom - top))
        return art

    def _draw_tile(self, surface: pygame.Surface, name: str, rect: pygame.Rect, s: float) -> None:
        playable = self.playable(name)
        drop_shadow(surface, rect, radius=14, blur=int(8 + 6 * self.lift[name]))
        base = FELT[name]
        rounded_panel(surface, rect, tuple(min(255, c + 18) for c in base), None, radius=14)
        band = pygame.Rect(rect.x, rect.y, rect.w, int(rect.h * 0.62))
        rounded_panel(surface, band, tuple(min(255, c + 34) for c in base), None, radius=14)
        draw_emblem(surface, name, self.emblem_rect(name, band, s))
        border = GLOW if self.hover == name and playable else (255, 255, 255, 46)
        rounded_panel(surface, rect, (0, 0, 0, 0), border, radius=14, width=2)
        tx = rect.x + int(18 * s)
        ty = band.bottom + int(8 * s)
        inner_w = rect.w - int(36 * s)
        head = fonts.fit_line(
            self.app.t(f"game.{name}.title"),
            inner_w,
            max(16, int(28 * s)),
            bold=True,
            where=f"title.tile.{name}",
        )
        fonts.draw_fitted(surface, head, pygame.Rect(tx, ty, inner_w, head.height), TEXT)
        ty += head.height + int(2 * s)
        room = pygame.Rect(tx, ty, inner_w, rect.bottom - int(8 * s) - ty)
        tagline = fonts.fit(
            self.app.t(f"game.{name}.tagline"),
            room.w,
            room.h,
            max(11, int(16 * s)),
            where=f"title.tagline.{name}",
        )
        fonts.draw_fitted(surface, tagline, room, TEXT_DIM)
        badge = self.app.t(f"game.{name}.players") if playable else self.app.t("title.soon")
        text = fonts.render(badge, max(10, int(14 * s)), (20, 20, 20) if playable else TEXT, bold=True)
        br = text.get_rect().inflate(int(16 * s), int(6 * s))
        br.topright = (rect.right - int(12 * s), rect.y + int(12 * s))
        rounded_panel(surface, br, GLOW if playable else (90, 90, 90), None, radius=br.h // 2)
        surface.blit(text, text.get_rect(center=br.center))
        if not playable:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((10, 10, 14, 90))
            surface.blit(veil, rect.topleft)


@registry.screenshot("title", description="title screen")
def _shot_title(app: App, seed: int) -> None:
    app.stack.push(TitleScene(app))
