"""The window's surface is a plain shared-memory one on Linux (no OpenGL driver loaded to show
frames drawn in software), unless the environment already says otherwise."""

from __future__ import annotations

import os
import sys

import pytest

from scenes.app import software_window_surface


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the setting is made on Linux only")
def test_linux_windows_ask_sdl_for_a_software_surface(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SDL_FRAMEBUFFER_ACCELERATION", raising=False)
    software_window_surface()

    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "0"


def test_a_value_in_the_environment_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_FRAMEBUFFER_ACCELERATION", "opengl")
    software_window_surface()

    assert os.environ["SDL_FRAMEBUFFER_ACCELERATION"] == "opengl"
