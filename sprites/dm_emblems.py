"""Original Dice Masters emblems drawn with the pen: one per character of the set, the
sidekick and each basic action card (no likenesses: bold shapes a player tells apart). The
starter's characters are drawn here, the boosters' in ``sprites.dm_emblems_avx``."""

from __future__ import annotations

import math
from collections.abc import Callable

from .dm_emblems_avx import AVX_EMBLEMS
from .pen import Pen, star_points

# -- character emblems ----------------------------------------------------------------------------


def _paw(pen: Pen) -> None:
    pen.ellipse(0.5, 0.70, 0.25, 0.21)
    pen.poly([(0.30, 0.66), (0.5, 0.52), (0.70, 0.66), (0.6, 0.9), (0.4, 0.9)])
    for x, y, angle in ((0.17, 0.44, -30), (0.37, 0.27, -10), (0.63, 0.27, 10), (0.83, 0.44, 30)):
        pen.ellipse(x, y, 0.095, 0.13, angle=angle)
        # a claw above each toe
        dx, dy = math.sin(math.radians(angle)), -math.cos(math.radians(angle))
        tip = (x + dx * 0.23, y + dy * 0.23)
        base_l = (x + dx * 0.1 - dy * 0.045, y + dy * 0.1 + dx * 0.045)
        base_r = (x + dx * 0.1 + dy * 0.045, y + dy * 0.1 - dx * 0.045)
        pen.poly([base_l, tip, base_r])


def _star_shield(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.37, hole=True, width=0.07)
    pen.circle(0.5, 0.5, 0.22, hole=True)
    pen.poly(star_points(0.5, 0.51, 0.21, 0.085, 5))


def _fist_shape(pen: Pen, grow: float, hole: bool) -> None:
    g = grow
    pen.rrect(0.24 - g, 0.30 - g, 0.54 + 2 * g, 0.40 + 2 * g, 0.1 + g, hole)
    for i in range(4):
        pen.rrect(0.24 + i * 0.135 - g, 0.22 - g, 0.135 + 2 * g, 0.30 + 2 * g, 0.065 + g, hole)
    pen.rrect(0.34 - g, 0.66 - g, 0.34 + 2 * g, 0.22 + 2 * g, 0.04, hole)


def _smash(pen: Pen) -> None:
    # a fist driving down, with impact rays around it: strength, not an energy symbol
    for i in range(7):
        a = math.radians(200 + i * 23.3)
        ca, sa = math.cos(a), math.sin(a)
        pen.poly(
            [
                (0.5 + ca * 0.30 - sa * 0.03, 0.55 + sa * 0.30 + ca * 0.03),
                (0.5 + ca * 0.50, 0.55 + sa * 0.50),
                (0.5 + ca * 0.30 + sa * 0.03, 0.55 + sa * 0.30 - ca * 0.03),
            ]
        )
    pen.poly(
        [
            (0.06, 0.96),
            (0.30, 0.90),
            (0.40, 0.97),
            (0.52, 0.89),
            (0.64, 0.96),
            (0.94, 0.92),
            (0.94, 0.99),
            (0.06, 0.99),
        ]
    )
    _fist_shape(pen, 0.05, hole=True)
    _fist_shape(pen, 0.0, hole=False)
    for i in range(1, 4):
        x = 0.24 + i * 0.135
        pen.line((x, 0.27), (x, 0.42), 0.03, hole=True)
    pen.line((0.22, 0.47), (0.62, 0.47), 0.035, hole=True)


def _flame(pen: Pen) -> None:
    outer = [
        (0.50, 0.02),
        (0.60, 0.20),
        (0.64, 0.32),
        (0.74, 0.16),
        (0.82, 0.36),
        (0.90, 0.56),
        (0.86, 0.76),
        (0.72, 0.92),
        (0.50, 0.98),
        (0.28, 0.92),
        (0.14, 0.76),
        (0.10, 0.56),
        (0.18, 0.34),
        (0.28, 0.44),
        (0.32, 0.28),
        (0.42, 0.16),
    ]
    pen.poly(outer)
    inner = [(0.50, 0.42), (0.60, 0.58), (0.66, 0.74), (0.58, 0.88), (0.42, 0.88), (0.34, 0.74), (0.40, 0.58)]
    pen.poly(inner, hole=True)


def _reactor(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.48)
    pen.circle(0.5, 0.5, 0.41, hole=True, width=0.04)
    for i in range(10):
        a = math.radians(i * 36 - 90)
        ca, sa = math.cos(a), math.sin(a)
        pen.line((0.5 + ca * 0.24, 0.5 + sa * 0.24), (0.5 + ca * 0.33, 0.5 + sa * 0.33), 0.07, hole=True)
    pen.poly(star_points(0.5, 0.5, 0.2, 0.1, 3, rot=90), hole=True)
    pen.circle(0.5, 0.5, 0.07)


def _web(pen: Pen) -> None:
    spokes = 8
    for i in range(spokes):
        a = math.radians(i * 360 / spokes + 22.5)
        pen.line((0.5, 0.5), (0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)), 0.035)
    for r in (0.2, 0.33, 0.46):
        for i in range(spokes):
            a1 = math.radians(i * 360 / spokes + 22.5)
            a2 = math.radians((i + 1) * 360 / spokes + 22.5)
            am = (a1 + a2) / 2
            p1 = (0.5 + r * math.cos(a1), 0.5 + r * math.sin(a1))
            pm = (0.5 + r * 0.86 * math.cos(am), 0.5 + r * 0.86 * math.sin(am))  # the thread sags inward
            p2 = (0.5 + r * math.cos(a2), 0.5 + r * math.sin(a2))
            pen.line(p1, pm, 0.03)
            pen.line(pm, p2, 0.03)
    # the spider at the centre, cut free from the web around it
    pen.ellipse(0.5, 0.52, 0.13, 0.17, hole=True)
    for sx in (-1, 1):
        for k, (kx, ky, fx, fy) in enumerate(
            (
                (0.12, -0.06, 0.2, -0.2),
                (0.14, -0.01, 0.25, -0.07),
                (0.14, 0.04, 0.25, 0.12),
                (0.12, 0.09, 0.19, 0.25),
            )
        ):
            knee = (0.5 + sx * kx, 0.5 + ky - 0.02 * (k < 2))
            foot = (0.5 + sx * fx, 0.5 + fy)
            pen.line((0.5, 0.5 + ky * 0.4), knee, 0.035)
            pen.line(knee, foot, 0.03)
    pen.ellipse(0.5, 0.58, 0.075, 0.11)
    pen.circle(0.5, 0.41, 0.06)


def _storm(pen: Pen) -> None:
    for x, y, r in ((0.27, 0.42, 0.17), (0.50, 0.32, 0.22), (0.73, 0.42, 0.17)):
        pen.circle(x, y, r)
    pen.rrect(0.10, 0.38, 0.80, 0.22, 0.11)
    bolt = [(0.56, 0.50), (0.34, 0.76), (0.48, 0.76), (0.40, 0.99), (0.68, 0.66), (0.54, 0.66), (0.64, 0.50)]
    grown = [(0.5 + (x - 0.5) * 1.25, 0.75 + (y - 0.75) * 1.15) for x, y in bolt]
    pen.poly(grown, hole=True)
    pen.poly(bolt)


def _hammer(pen: Pen) -> None:
    pen.rrect(0.08, 0.10, 0.84, 0.34, 0.06)
    pen.line((0.24, 0.14), (0.24, 0.40), 0.035, hole=True)
    pen.line((0.76, 0.14), (0.76, 0.40), 0.035, hole=True)
    pen.rrect(0.435, 0.42, 0.13, 0.46, 0.03)
    for y in (0.56, 0.66, 0.76):
        pen.line((0.43, y), (0.57, y + 0.04), 0.022, hole=True)
    pen.rrect(0.40, 0.86, 0.20, 0.10, 0.04)


def _sidekick(pen: Pen) -> None:
    pen.circle(0.5, 0.29, 0.19)
    pen.rrect(0.32, 0.24, 0.36, 0.08, 0.04, hole=True)  # a domino mask across the eyes
    pen.circle(0.5, 0.29, 0.22, hole=True, width=0.04)
    pen.ellipse(0.5, 0.96, 0.40, 0.40)
    pen.circle(0.5, 0.35, 0.26, hole=True, width=0.05)
    pen.poly(star_points(0.5, 0.78, 0.13, 0.055, 5), hole=True)


def _ring(pen: Pen) -> None:
    pen.circle(0.5, 0.5, 0.47, width=0.07)


def _action_distraction(pen: Pen) -> None:
    _ring(pen)
    eye = [
        (0.18, 0.5),
        (0.34, 0.36),
        (0.5, 0.31),
        (0.66, 0.36),
        (0.82, 0.5),
        (0.66, 0.64),
        (0.5, 0.69),
        (0.34, 0.64),
    ]
    pen.poly(eye)
    pen.circle(0.5, 0.5, 0.12, hole=True)
    pen.circle(0.5, 0.5, 0.05)
    pen.line((0.28, 0.74), (0.72, 0.26), 0.05, hole=True)


def _action_focus(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.5, 0.5, 0.27, width=0.06)
    pen.circle(0.5, 0.5, 0.08)
    pen.ticks(0.2, 0.4, 0.05)


def _action_beam(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.28, 0.5, 0.1)
    for dy in (-0.2, 0.0, 0.2):
        pen.poly([(0.3, 0.5 - 0.03), (0.84, 0.5 + dy - 0.05), (0.84, 0.5 + dy + 0.05), (0.3, 0.5 + 0.03)])


def _action_gear(pen: Pen) -> None:
    _ring(pen)
    teeth = 8
    pts = []
    for i in range(teeth * 4):
        a = math.radians(i * 360 / (teeth * 4))
        r = 0.32 if (i // 2) % 2 == 0 else 0.24
        pts.append((0.5 + r * math.cos(a), 0.5 + r * math.sin(a)))
    pen.poly(pts)
    pen.circle(0.5, 0.5, 0.1, hole=True)


def _action_rage(pen: Pen) -> None:
    _ring(pen)
    for y in (0.28, 0.48, 0.68):
        pen.poly(
            [
                (0.24, y + 0.14),
                (0.5, y - 0.04),
                (0.76, y + 0.14),
                (0.76, y + 0.22),
                (0.5, y + 0.05),
                (0.24, y + 0.22),
            ]
        )


def _action_diamond(pen: Pen) -> None:
    _ring(pen)
    pen.poly([(0.5, 0.14), (0.8, 0.42), (0.5, 0.86), (0.2, 0.42)])
    pen.poly([(0.2, 0.42), (0.8, 0.42)], hole=True, width=0.04)
    pen.line((0.5, 0.16), (0.5, 0.84), 0.035, hole=True)
    pen.line((0.35, 0.3), (0.65, 0.3), 0.03, hole=True)


def _action_comet(pen: Pen) -> None:
    _ring(pen)
    pen.circle(0.64, 0.38, 0.14)
    for i, w in enumerate((0.07, 0.05, 0.04)):
        off = (i - 1) * 0.09
        pen.line((0.56 + off * 0.7, 0.46 + off * 0.7), (0.2 + off, 0.8 + off), w)


def _action_crack(pen: Pen) -> None:
    _ring(pen)
    # an impact: a ragged star with an exclamation mark knocked out of it
    radii = (0.36, 0.2, 0.32, 0.17, 0.37, 0.21, 0.3, 0.18, 0.35, 0.2, 0.31, 0.17)
    pts = [
        (0.5 + r * math.cos(math.radians(i * 30 - 80)), 0.5 + r * math.sin(math.radians(i * 30 - 80)))
        for i, r in enumerate(radii)
    ]
    pen.poly(pts)
    pen.line((0.5, 0.34), (0.5, 0.52), 0.07, hole=True)
    pen.circle(0.5, 0.64, 0.045, hole=True)


def _action_umbrella(pen: Pen) -> None:
    _ring(pen)
    top = [
        (0.5 + 0.34 * math.cos(math.radians(a)), 0.54 - 0.34 * math.sin(math.radians(a)))
        for a in range(0, 181, 12)
    ]
    scallops = [(0.16, 0.54), (0.27, 0.5), (0.38, 0.54), (0.5, 0.5), (0.62, 0.54), (0.73, 0.5), (0.84, 0.54)]
    pen.poly(top + scallops[1:-1])
    pen.line((0.5, 0.5), (0.5, 0.78), 0.05)
    pen.line((0.5, 0.78), (0.4, 0.8), 0.05)


def _action_car(pen: Pen) -> None:
    _ring(pen)
    body = [
        (0.14, 0.62),
        (0.18, 0.48),
        (0.32, 0.46),
        (0.4, 0.34),
        (0.64, 0.34),
        (0.74, 0.46),
        (0.86, 0.5),
        (0.86, 0.62),
    ]
    pen.poly(body)
    pen.poly([(0.42, 0.38), (0.52, 0.38), (0.52, 0.46), (0.36, 0.46)], hole=True)
    pen.poly([(0.56, 0.38), (0.63, 0.38), (0.7, 0.46), (0.56, 0.46)], hole=True)
    for x in (0.3, 0.7):
        pen.circle(x, 0.63, 0.1, hole=True)
        pen.circle(x, 0.63, 0.075)
    for y in (0.3, 0.42):
        pen.line((0.12, y + 0.02), (0.2, y - 0.04), 0.03)


def action_generic(pen: Pen) -> None:
    _ring(pen)
    pen.text("!", 0.5, 0.5, 0.55)


EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "beast": _paw,
    "captain-america": _star_shield,
    "hulk": _smash,
    "human-torch": _flame,
    "iron-man": _reactor,
    "spider-man": _web,
    "storm": _storm,
    "thor": _hammer,
    "sidekick": _sidekick,
    "action": action_generic,
    "action-distraction": _action_distraction,
    "action-focus-power": _action_focus,
    "action-force-beam": _action_beam,
    "action-gearing-up": _action_gear,
    "action-inner-rage": _action_rage,
    "action-invulnerability": _action_diamond,
    "action-power-bolt": _action_comet,
    "action-smash": _action_crack,
    "action-take-cover": _action_umbrella,
    "action-thrown-car": _action_car,
    **AVX_EMBLEMS,  # the characters of the boosters and the action cards that stay in play
}
EMBLEM_TILT: dict[str, float] = {"thor": -28.0}


# -- rendering ------------------------------------------------------------------------------------
