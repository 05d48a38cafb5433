"""The reference for ``bench --only startup``: the least a pygame + pygame_gui program does to
show a first frame. It opens a window with the same headless drivers as ``main.py screenshot``,
draws one pygame_gui button and saves that frame as a PNG.

    python tools/bare_window.py OUT.png [WIDTHxHEIGHT]

It imports nothing of the project, so its start is what pygame and pygame_gui cost by
themselves on this machine.
"""

from __future__ import annotations

import os
import sys


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: bare_window.py OUT.png [WIDTHxHEIGHT]", file=sys.stderr)
        return 2
    out = argv[0]
    w, h = (int(v) for v in (argv[1] if len(argv) > 1 else "1600x900").lower().split("x"))
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    import pygame_gui

    pygame.init()
    screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
    ui = pygame_gui.UIManager((w, h))
    pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 100, h // 2 - 25, 200, 50), "Play", manager=ui)
    ui.update(0.0)
    screen.fill((16, 18, 22))
    ui.draw_ui(screen)
    pygame.image.save(screen, out)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
