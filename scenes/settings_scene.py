"""Settings: language (live), animation speed, volume, fullscreen, auto-pass, agent speed, hints,
the hint's strength (the computer level H asks), and whether ending a turn or phase with
something still playable asks first.

Every change takes effect at once and is saved; the language switch re-translates every scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider

from sprites import fonts
from sprites.draw import GLOW

from . import registry
from .i18n import LANGUAGE_NAMES, LANGUAGES
from .settings import AGENT_SPEEDS, ANIMATION_SPEEDS, HINT_LEVELS, Switch
from .stack import Scene
from .widgets import button, centred, label, menu_backdrop, menu_scale

if TYPE_CHECKING:  # pragma: no cover
    from .app import App


class SettingsScene(Scene):
    fills_screen = True
    name = "settings"
    overlay = False

    @property
    def s(self) -> float:
        return menu_scale(self.app)

    def panel_rect(self) -> pygame.Rect:
        return centred(self.app, 760, 680, self.s, lower=20)

    def speed_label(self, v: float) -> str:
        return self.app.t("settings.instant") if v == 0 else f"{v:g}×"

    def agent_label(self, v: float) -> str:
        return (
            self.app.t("settings.agent_fast")
            if v == 0
            else self.app.t("settings.agent_seconds", seconds=f"{v:g}")
        )

    def on_off(self, v: bool) -> str:
        return self.app.t("settings.on") if v else self.app.t("settings.off")

    def build(self) -> None:
        st = self.app.settings
        s = self.s
        panel = self.panel_rect()
        row_h, gap = max(34, int(46 * s)), int(14 * s)
        lx, cx = panel.x + int(40 * s), panel.x + int(330 * s)
        cw = panel.right - int(40 * s) - cx
        y = panel.y + int(86 * s)

        def row(key: str) -> pygame.Rect:
            nonlocal y
            label(self, pygame.Rect(lx, y, cx - lx - 10, row_h), self.app.t(key), "#row_label")
            rect = pygame.Rect(cx, y, cw, row_h)
            y += row_h + gap
            return rect

        r = row("settings.language")
        half = (r.w - 10) // 2
        self.lang_buttons = {}
        for i, code in enumerate(LANGUAGES):
            b = button(self, pygame.Rect(r.x + i * (half + 10), r.y, half, r.h), LANGUAGE_NAMES[code])
            if code == st.language:
                b.select()
            self.lang_buttons[code] = b
        r = row("settings.animation_speed")
        options: list[str | tuple[str, str]] = [self.speed_label(v) for v in ANIMATION_SPEEDS]
        self.speed_menu = UIDropDownMenu(
            options, self.speed_label(st.animation_speed), r, self.app.ui, container=self.container
        )
        r = row("settings.volume")
        self.volume_slider = UIHorizontalSlider(
            pygame.Rect(r.x, r.y, r.w - int(70 * s), r.h),
            int(round(st.volume * 100)),
            (0, 100),
            self.app.ui,
            container=self.container,
        )
        self.volume_label = label(
            self, pygame.Rect(r.right - int(64 * s), r.y, int(64 * s), r.h), f"{int(round(st.volume * 100))}%"
        )
        r = row("settings.fullscreen")
        self.fullscreen_button = button(
            self, r, self.on_off(st.fullscreen), tooltip=self.app.t("settings.fullscreen_tip")
        )
        r = row("settings.auto_pass")
        self.autopass_button = button(
            self, r, self.on_off(st.auto_pass), tooltip=self.app.t("settings.auto_pass_tip")
        )
        r = row("settings.agent_speed")
        options = [self.agent_label(v) for v in AGENT_SPEEDS]
        current = st.agent_delay if st.agent_delay in AGENT_SPEEDS else AGENT_SPEEDS[2]
        self.agent_menu = UIDropDownMenu(
            options, self.agent_label(current), r, self.app.ui, container=self.container
        )
        r = row("settings.hints")
        self.hints_button = button(self, r, self.on_off(st.show_hints))
        r = row("settings.hint_level")
        third = (r.w - 2 * 10) // len(HINT_LEVELS)
        self.hint_buttons = {}
        for i, level in enumerate(HINT_LEVELS):
            b = button(
                self,
                pygame.Rect(r.x + i * (third + 10), r.y, third, r.h),
                self.app.t(f"agent.{level}"),
                tooltip=self.app.t(f"settings.hint_level_tip.{level}"),
            )
            if level == st.hint_level:
                b.select()
            self.hint_buttons[level] = b
        r = row("settings.confirm_end")
        self.confirm_button = button(
            self, r, self.on_off(st.confirm_end), tooltip=self.app.t("settings.confirm_end_tip")
        )
        self.switches: dict[Any, Switch] = {
            self.autopass_button: "auto_pass",
            self.hints_button: "show_hints",
            self.confirm_button: "confirm_end",
        }
        bw = int(240 * s)
        self.back_button = button(
            self,
            pygame.Rect(panel.centerx - bw // 2, panel.bottom - row_h - int(24 * s), bw, row_h),
            self.app.t("common.back"),
            "#primary_button",
        )

    def handle_event(self, event: pygame.event.Event) -> None:
        st = self.app.settings
        pressed = self.button_pressed(event)
        if pressed is not None:
            for code, b in self.lang_buttons.items():
                if pressed is b and st.language != code:
                    st.language = code
                    self.app.apply_settings()  # re-translates and rebuilds every scene
                    return
            if pressed is self.fullscreen_button:
                st.fullscreen = not st.fullscreen
                self.app.apply_settings()
            elif pressed in self.hint_buttons.values():
                for level, b in self.hint_buttons.items():
                    if b is pressed:
                        st.hint_level = level
                    b.select() if b is pressed else b.unselect()
                self.app.save_settings()
            elif pressed in self.switches:
                pressed.set_text(self.on_off(st.flip(self.switches[pressed])))
                self.app.save_settings()
            elif pressed is self.back_button:
                self.app.stack.pop()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.speed_menu:
                labels = [self.speed_label(v) for v in ANIMATION_SPEEDS]
                st.animation_speed = ANIMATION_SPEEDS[labels.index(event.text)]
            elif event.ui_element is self.agent_menu:
                labels = [self.agent_label(v) for v in AGENT_SPEEDS]
                st.agent_delay = AGENT_SPEEDS[labels.index(event.text)]
            self.app.save_settings()
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and event.ui_element is self.volume_slider:
            st.volume = event.value / 100
            self.volume_label.set_text(f"{event.value}%")
            self.app.audio.set_volume(st.volume)
            self.app.audio.play("click")
            self.app.save_settings()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.s
        panel = self.panel_rect()
        menu_backdrop(surface, self.app, panel)
        title = fonts.render(self.app.t("settings.title"), max(20, int(34 * s)), GLOW, bold=True)
        surface.blit(title, (panel.x + int(40 * s), panel.y + int(24 * s)))


@registry.screenshot("settings", description="settings screen")
def _shot_settings(app: App, seed: int) -> None:
    app.stack.push(SettingsScene(app))
