"""Render any registered scene to a PNG, headless: how the docs get their pictures and how
developers look at their work (``python main.py screenshot --scene title --out title.png``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from scenes.app import App


def headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def make_app(size: tuple[int, int], lang: str) -> App:
    from scenes.app import App
    from scenes.settings import Settings

    return App(size=size, settings=Settings(language=lang, window_size=size), save_settings=False)


def render(
    name: str, out: Path, size: tuple[int, int] = (1600, 900), lang: str = "en", seed: int = 1
) -> Path:
    headless()
    from scenes import registry

    registry.load_for(name)  # only the modules that register it: a start as light as the app's
    if name not in registry.SCREENSHOTS:
        valid = ", ".join(sorted(registry.SCREENSHOTS))
        raise SystemExit(f"unknown scene {name!r}; choose one of: {valid}, or all")
    app = make_app(size, lang)
    stage(app, name, seed)
    return app.save_png(out)


def stage(app: App, name: str, seed: int = 1) -> None:
    """Build the registered scene ``name`` on ``app`` and let it settle as its picture is taken."""
    from scenes import registry

    shot = registry.SCREENSHOTS[name]
    shot.build(app, seed)
    app.frame([], 0.0)
    t = 0.0
    while t < shot.settle:
        app.frame([], 1 / 60)
        t += 1 / 60
    app.frame([], 0.0)


def render_all(folder: Path, size: tuple[int, int], langs: list[str], seed: int) -> list[Path]:
    headless()
    from scenes import registry

    registry.load_all()
    out = []
    for name in sorted(registry.SCREENSHOTS):
        for lang in langs:
            out.append(render(name, folder / f"{name}-{lang}.png", size, lang, seed))
    return out
