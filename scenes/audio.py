"""Sound effects, synthesised (no sound files, nothing fetched): none at start-up; the main
loop has them made off its thread once the first frame is up, and a sound played before that
is made when it is first played.

If no audio device can be opened the app runs silent and says so once in the log; every call
here is then a no-op. Nothing in the app ever fails because of sound.
"""

from __future__ import annotations

import array
import logging
import math
import threading
from collections.abc import Callable, Iterator, Mapping

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


# -- the sounds, as samples in -1..1 at ``freq`` samples a second -------------------------------
def _roll(freq: int) -> list[float]:
    """Dice on felt: a few short knocks of filtered noise."""
    noise = GameRNG(1234)
    clack: list[float] = []
    for k, gap in enumerate((0.0, 0.07, 0.05, 0.04)):
        clack.extend([0.0] * int(gap * freq))
        n = int(0.035 * freq)
        env = _envelope(n, 8, 9.0)
        prev = 0.0
        for i in range(n):
            prev = 0.55 * prev + 0.45 * (noise.random() * 2 - 1)
            clack.append(prev * env[i] * (0.9 - 0.15 * k))
    return clack


def _click(freq: int) -> list[float]:
    n = int(0.05 * freq)
    env = _envelope(n, 20, 7.0)
    return [math.sin(2 * math.pi * 880 * i / freq) * env[i] * 0.4 for i in range(n)]


def _card(freq: int) -> list[float]:
    noise = GameRNG(1235)
    n = int(0.12 * freq)
    env = _envelope(n, 200, 5.0)
    swish: list[float] = []
    prev = 0.0
    for i in range(n):
        prev = 0.9 * prev + 0.1 * (noise.random() * 2 - 1)
        swish.append(prev * env[i] * 2.2)
    return swish


def _hit(freq: int) -> list[float]:
    n = int(0.25 * freq)
    env = _envelope(n, 30, 6.0)
    return [math.sin(2 * math.pi * (110 - 60 * i / n) * i / freq) * env[i] for i in range(n)]


def _win(freq: int) -> list[float]:
    n = int(0.5 * freq)
    env = _envelope(n, 100, 4.0)
    steps = [2 * math.pi * f / freq for f in (523.25, 659.25, 783.99)]
    a, b, c = steps
    return [(math.sin(a * i) + math.sin(b * i) + math.sin(c * i)) / 3 * env[i] for i in range(n)]


SOUNDS: dict[str, Callable[[int], list[float]]] = {
    "roll": _roll,
    "click": _click,
    "card": _card,
    "hit": _hit,
    "win": _win,
}


def pcm(samples: list[float], channels: int) -> bytes:
    """16-bit samples, the same on every channel."""
    mono = array.array("h", [int(max(-1.0, min(1.0, s)) * 26000) for s in samples])
    if channels == 1:
        return mono.tobytes()
    out = array.array("h", bytes(2 * len(mono) * channels))
    for c in range(channels):
        out[c::channels] = mono
    return out.tobytes()


class Sounds(Mapping[str, pygame.mixer.Sound]):
    """Every sound by name; each is made the first time it is looked up, from the samples
    ``synthesise`` prepared (off the main thread) or, when they are not ready, there and then."""

    def __init__(self, volume: Callable[[], float]) -> None:
        self._made: dict[str, pygame.mixer.Sound] = {}
        self._ready: dict[tuple[str, int, int], bytes] = {}
        self._volume = volume

    def __getitem__(self, name: str) -> pygame.mixer.Sound:
        sound = self._made.get(name)
        if sound is None:
            make = SOUNDS[name]  # KeyError for a name that is no sound
            freq, _size, channels = _mixer()
            data = self._ready.pop((name, freq, channels), None)
            if data is None:
                data = pcm(make(freq), channels)
            sound = pygame.mixer.Sound(buffer=data)
            sound.set_volume(self._volume())
            self._made[name] = sound
        return sound

    def __iter__(self) -> Iterator[str]:
        return iter(SOUNDS)

    def __len__(self) -> int:
        return len(SOUNDS)

    def made(self) -> list[pygame.mixer.Sound]:
        return list(self._made.values())

    def missing(self) -> list[str]:
        return [name for name in SOUNDS if name not in self._made]

    def synthesise(self, freq: int, channels: int) -> None:
        """The samples of every sound not made yet (pure computation: safe off the main thread)."""
        for name in self.missing():
            key = (name, freq, channels)
            if key not in self._ready:
                self._ready[key] = pcm(SOUNDS[name](freq), channels)


class Audio:
    def __init__(self, volume: float = 0.7) -> None:
        self.volume = max(0.0, min(1.0, volume))
        self.enabled = False
        self.sounds = Sounds(lambda: self.volume)
        self.message: str | None = None
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.enabled = pygame.mixer.get_init() is not None
        except pygame.error as exc:
            self.message = f"no audio device ({exc}); playing silently"
            log.warning(self.message)

    def _fail(self, exc: Exception) -> None:
        self.enabled = False
        self.message = f"sound could not be prepared ({exc}); playing silently"
        log.warning(self.message)

    def prepare_in_background(self) -> threading.Thread | None:
        """Synthesise the sounds not made yet on a thread of their own (the main loop starts it
        after the first frame, so no frame waits for them); None when there is nothing to do."""
        if not self.enabled or not self.sounds.missing():
            return None
        try:
            freq, _size, channels = _mixer()
        except pygame.error as exc:
            self._fail(exc)
            return None
        thread = threading.Thread(
            target=self.sounds.synthesise, args=(freq, channels), name="sounds", daemon=True
        )
        thread.start()
        return thread

    def set_volume(self, volume: float) -> None:
        self.volume = max(0.0, min(1.0, volume))
        for s in self.sounds.made():
            s.set_volume(self.volume)

    def play(self, name: str) -> None:
        if not self.enabled or self.volume <= 0 or name not in SOUNDS:
            return
        try:
            self.sounds[name].play()
        except (pygame.error, ValueError) as exc:
            if isinstance(exc, ValueError):
                self._fail(exc)
