"""Sound effects, synthesised at start-up (no sound files, nothing fetched).

If no audio device can be opened the app runs silent and says so once in the log; every call
here is then a no-op. Nothing in the app ever fails because of sound.
"""

from __future__ import annotations

import array
import logging
import math

import pygame

from game.core.rng import GameRNG

log = logging.getLogger(__name__)


def _envelope(n: int, attack: int, decay: float) -> list[float]:
    return [min(1.0, i / max(1, attack)) * math.exp(-decay * i / n) for i in range(n)]


def _mixer() -> tuple[int, int, int]:
    """The mixer's frequency, sample size and channels (it is set up before any sound is made)."""
    init = pygame.mixer.get_init()
    if init is None:
        raise pygame.error("the mixer is not set up")
    return init


class Audio:
    def __init__(self, volume: float = 0.7) -> None:
        self.volume = volume
        self.enabled = False
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.message: str | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.enabled = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            self.message = f"no audio device ({exc}); playing silently"
            log.warning(self.message)
            return
        if self.enabled:
            try:
                self._build()
            except (pygame.error, ValueError) as exc:
                self.enabled = False
                self.message = f"sound could not be prepared ({exc}); playing silently"
                log.warning(self.message)

    def _sound(self, samples: list[float]) -> pygame.mixer.Sound:
        channels = _mixer()[2]
        data = array.array("h")
        for s in samples:
            v = int(max(-1.0, min(1.0, s)) * 26000)
            for _ in range(channels):
                data.append(v)
        return pygame.mixer.Sound(buffer=data.tobytes())

    def _build(self) -> None:
        freq = _mixer()[0]
        noise = GameRNG(1234)
        # dice on felt: a few short knocks of filtered noise
        clack: list[float] = []
        for k, gap in enumerate((0.0, 0.07, 0.05, 0.04)):
            clack.extend([0.0] * int(gap * freq))
            n = int(0.035 * freq)
            env = _envelope(n, 8, 9.0)
            prev = 0.0
            for i in range(n):
                prev = 0.55 * prev + 0.45 * (noise.random() * 2 - 1)
                clack.append(prev * env[i] * (0.9 - 0.15 * k))
        self.sounds["roll"] = self._sound(clack)
        n = int(0.05 * freq)
        env = _envelope(n, 20, 7.0)
        self.sounds["click"] = self._sound(
            [math.sin(2 * math.pi * 880 * i / freq) * env[i] * 0.4 for i in range(n)]
        )
        n = int(0.12 * freq)
        env = _envelope(n, 200, 5.0)
        swish: list[float] = []
        prev = 0.0
        for i in range(n):
            prev = 0.9 * prev + 0.1 * (noise.random() * 2 - 1)
            swish.append(prev * env[i] * 2.2)
        self.sounds["card"] = self._sound(swish)
        n = int(0.25 * freq)
        env = _envelope(n, 30, 6.0)
        self.sounds["hit"] = self._sound(
            [math.sin(2 * math.pi * (110 - 60 * i / n) * i / freq) * env[i] for i in range(n)]
        )
        n = int(0.5 * freq)
        env = _envelope(n, 100, 4.0)
        self.sounds["win"] = self._sound(
            [
                sum(math.sin(2 * math.pi * f * i / freq) for f in (523.25, 659.25, 783.99)) / 3 * env[i]
                for i in range(n)
            ]
        )
        self.set_volume(self.volume)

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for s in self.sounds.values():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0:
            return
        sound = self.sounds.get(name)
        if sound is not None:
            try:
                sound.play()
            except pygame.error:
                pass
