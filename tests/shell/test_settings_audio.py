"""Settings persist as JSON and survive damage; sound never crashes the app."""

from __future__ import annotations

import json

import pygame
import pytest

from scenes.audio import Audio
from scenes.paths import settings_path
from scenes.settings import Settings


def test_settings_round_trip():
    s = Settings(language="en", animation_speed=2.0, volume=0.25, auto_pass=False, window_size=(1280, 720))
    s.save()
    loaded, message = Settings.load()
    assert message is None and loaded == s
    assert json.loads(settings_path().read_text())["format"] == "dice-and-deck-settings"


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "dice-and-deck-settings", "language": "fr"}',
        "{not json",
        '{"format": "dice-and-deck-settings", "volume": 7}',
        "[]",
        '{"format": "dice-and-deck-settings", "window_size": [1, 2, 3]}',
    ],
)
def test_damaged_settings_fall_back_to_defaults_and_are_kept(content):
    settings_path().write_text(content)
    loaded, message = Settings.load()
    assert loaded == Settings() and message
    # the original is kept beside it with the date in its name (a wrong field alone is reset)
    kept = list(settings_path().parent.glob("settings.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == content


def test_app_shows_the_damaged_settings_message():
    from scenes.app import App

    settings_path().write_text("garbage")
    app = App(size=(800, 600))
    assert any(t.kind == "error" for t in app.toasts)


def test_no_audio_device_means_silence_not_a_crash(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    audio = Audio(0.5)
    assert not audio.enabled and "audio" in audio.message
    audio.play("roll")
    audio.set_volume(0.2)


def test_sounds_are_synthesised():
    pygame.mixer.quit()
    audio = Audio(0.5)
    if audio.enabled:
        assert {"roll", "click", "card", "hit", "win"} <= set(audio.sounds)
        audio.play("roll")
