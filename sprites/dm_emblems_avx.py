"""Original emblems of the Avengers vs. X-Men characters that come in the boosters, and of the two
action cards that stay in play (Mjolnir, the Vibranium Shield), drawn with the pen.

Each is one bold motif a player knows the character by (claws, a visor, a helmet, a firebird,
rocks, a skull ...), a silhouette with its details cut out as holes, so it reads in one ink on a
card, a die or a team builder tile. No likenesses: shapes only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from .pen import Pen, Point, star_points

# -- helpers --------------------------------------------------------------------------------------


def _arc(cx: float, cy: float, r: float, a0: float, a1: float, n: int = 16) -> list[Point]:
    """Points on a circle from ``a0`` to ``a1`` degrees (0 is to the right, 90 down)."""
    return [
        (
            cx + r * math.cos(math.radians(a0 + (a1 - a0) * i / n)),
            cy + r * math.sin(math.radians(a0 + (a1 - a0) * i / n)),
        )
        for i in range(n + 1)
    ]


def _band(
    pen: Pen, cx: float, cy: float, r: float, width: float, a0: float, a1: float, hole: bool = False
) -> None:
    """A thick arc (a ring sector)."""
    pen.poly(_arc(cx, cy, r + width / 2, a0, a1) + _arc(cx, cy, r - width / 2, a1, a0), hole)


def _taper(pen: Pen, spine: Sequence[Point], w0: float, w1: float, hole: bool = False) -> None:
    """A shape along ``spine`` whose width goes from ``w0`` to ``w1`` (a horn, a claw, a leg)."""
    left: list[Point] = []
    right: list[Point] = []
    n = len(spine)
    for i, (x, y) in enumerate(spine):
        ax, ay = spine[max(0, i - 1)]
        bx, by = spine[min(n - 1, i + 1)]
        dx, dy = bx - ax, by - ay
        length = math.hypot(dx, dy) or 1e-6
        w = (w0 + (w1 - w0) * i / max(1, n - 1)) / 2
        nx, ny = -dy / length * w, dx / length * w
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    pen.poly(left + right[::-1], hole)


def _bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 14) -> list[Point]:
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(
            (
                u**3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t**3 * p3[0],
                u**3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t**3 * p3[1],
            )
        )
    return out


def _rotated_rect(cx: float, cy: float, w: float, h: float, angle: float, pivot: Point) -> list[Point]:
    """The corners of a ``w``×``h`` rectangle centred on (cx, cy), turned ``angle`` degrees about
    ``pivot``."""
    a = math.radians(angle)
    c, s = math.cos(a), math.sin(a)
    out = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        x, y = cx + dx - pivot[0], cy + dy - pivot[1]
        out.append((pivot[0] + x * c - y * s, pivot[1] + x * s + y * c))
    return out


def _scaled(pts: Sequence[Point], k: float, centre: Point = (0.5, 0.5)) -> list[Point]:
    return [(centre[0] + (x - centre[0]) * k, centre[1] + (y - centre[1]) * k) for x, y in pts]


def _mirror(pts: Sequence[Point]) -> list[Point]:
    return [(1 - x, y) for x, y in pts]


def _zigzag(pen: Pen, pts: Sequence[Point], width: float, hole: bool = False) -> None:
    for a, b in zip(pts, pts[1:]):
        pen.line(a, b, width, hole)


# -- the characters -------------------------------------------------------------------------------


def _angel(pen: Pen) -> None:
    """Two spread feathered wings."""
    for s in (-1, 1):
        for i, (angle, length) in enumerate(
            ((-62, 0.5), (-40, 0.52), (-20, 0.48), (0, 0.42), (20, 0.34), (40, 0.26))
        ):
            a = math.radians(angle)
            dx, dy = s * math.cos(a), math.sin(a)
            cx, cy = 0.5 + s * 0.04 + dx * length / 2, 0.52 + dy * length / 2
            pen.ellipse(cx, cy, length / 2, 0.065 - i * 0.004, angle=math.degrees(math.atan2(dy, dx)))
        # the feathers' shafts cut a little into each wing
        for angle, length in ((-50, 0.4), (-30, 0.42), (-10, 0.36), (10, 0.3)):
            a = math.radians(angle)
            p0 = (0.5 + s * 0.16, 0.52 + math.sin(a) * 0.1)
            p1 = (0.5 + s * (0.06 + math.cos(a) * length), 0.52 + math.sin(a) * length)
            pen.line(p0, p1, 0.014, hole=True)
    pen.ellipse(0.5, 0.56, 0.06, 0.2, hole=True)
    pen.ellipse(0.5, 0.58, 0.04, 0.17)
    pen.circle(0.5, 0.3, 0.065)


def _black_widow(pen: Pen) -> None:
    """The hourglass on a round buckle, with the widow's bites at the sides."""
    pen.circle(0.5, 0.5, 0.4)
    pen.poly([(0.3, 0.22), (0.7, 0.22), (0.53, 0.5), (0.7, 0.78), (0.3, 0.78), (0.47, 0.5)], hole=True)
    pen.circle(0.5, 0.5, 0.47, width=0.035)
    for s in (-1, 1):
        pen.poly([(0.5 + s * 0.44, 0.42), (0.5 + s * 0.56, 0.5), (0.5 + s * 0.44, 0.58)])


def _colossus(pen: Pen) -> None:
    """A flexed arm of segmented steel, its fist clenched."""
    pen.line((0.08, 0.76), (0.56, 0.76), 0.26)
    pen.ellipse(0.36, 0.63, 0.2, 0.15)
    pen.line((0.62, 0.74), (0.66, 0.4), 0.22)
    # the fist, knuckles forward, a thumb across the front
    pen.rrect(0.5, 0.06, 0.34, 0.36, 0.1)
    for y in (0.15, 0.24):
        pen.line((0.6, y), (0.84, y), 0.024, hole=True)
    pen.line((0.52, 0.33), (0.74, 0.33), 0.03, hole=True)
    pen.line((0.6, 0.08), (0.6, 0.3), 0.024, hole=True)
    # the seams of the steel skin
    for x in (0.22, 0.36, 0.5):
        pen.line((x, 0.52), (x + 0.02, 0.9), 0.026, hole=True)
    for y in (0.5, 0.62):
        pen.line((0.54, y), (0.78, y - 0.01), 0.026, hole=True)


def _cyclops(pen: Pen) -> None:
    """A head behind the wraparound visor and its ruby slit."""
    pen.ellipse(0.5, 0.54, 0.3, 0.42)
    visor = [
        (0.04, 0.38),
        (0.2, 0.3),
        (0.8, 0.3),
        (0.96, 0.38),
        (0.96, 0.54),
        (0.8, 0.62),
        (0.2, 0.62),
        (0.04, 0.54),
    ]
    pen.poly(_scaled(visor, 1.14, (0.5, 0.46)), hole=True)
    pen.poly(visor)
    pen.rrect(0.16, 0.41, 0.68, 0.1, 0.05, hole=True)
    pen.rrect(0.2, 0.435, 0.6, 0.05, 0.025)
    pen.line((0.4, 0.8), (0.6, 0.8), 0.035, hole=True)


def _deadpool(pen: Pen) -> None:
    """The round mask split down the middle, two eyes."""
    pen.circle(0.5, 0.5, 0.47)
    pen.rrect(0.465, 0.02, 0.07, 0.96, 0.02, hole=True)
    eye = [(0.14, 0.4), (0.4, 0.5), (0.39, 0.6), (0.2, 0.56)]
    pen.poly(eye, hole=True)
    pen.poly(_mirror(eye), hole=True)


def _mask_plate() -> list[Point]:
    return [(0.24, 0.14), (0.76, 0.14), (0.79, 0.56), (0.66, 0.9), (0.34, 0.9), (0.21, 0.56)]


def _doctor_doom(pen: Pen) -> None:
    """The iron mask inside the hood: eye slits, a grille for a mouth."""
    pen.poly([(0.06, 0.98), (0.05, 0.42), (0.18, 0.1), (0.5, 0.01), (0.82, 0.1), (0.95, 0.42), (0.94, 0.98)])
    pen.poly(_scaled(_mask_plate(), 1.12, (0.5, 0.52)), hole=True)
    pen.poly(_mask_plate())
    pen.rrect(0.29, 0.36, 0.16, 0.06, 0.02, hole=True)
    pen.rrect(0.55, 0.36, 0.16, 0.06, 0.02, hole=True)
    pen.line((0.26, 0.27), (0.74, 0.27), 0.025, hole=True)
    pen.line((0.5, 0.3), (0.5, 0.56), 0.025, hole=True)
    for i in range(5):
        x = 0.38 + i * 0.06
        pen.line((x, 0.66), (x, 0.8), 0.022, hole=True)


def _doctor_octopus(pen: Pen) -> None:
    """Four mechanical arms reaching out from a harness, each ending in a claw."""
    ends = (((0.36, 0.5), (0.1, 0.46), (0.08, 0.16)), ((0.64, 0.5), (0.9, 0.46), (0.92, 0.16)))
    lows = (((0.4, 0.74), (0.12, 0.76), (0.12, 0.96)), ((0.6, 0.74), (0.88, 0.76), (0.88, 0.96)))
    for c1, c2, end in (*ends, *lows):
        path = _bezier((0.5, 0.62), c1, c2, end, 12)
        for i, (x, y) in enumerate(path):
            pen.circle(x, y, 0.05 - i * 0.0015)
        for i in range(1, len(path) - 1, 2):
            x, y = path[i]
            pen.circle(x, y, 0.014, hole=True)
        ex, ey = end
        px, py = path[-2]
        ang = math.atan2(ey - py, ex - px)
        for d in (-0.7, 0.0, 0.7):
            tip = (ex + math.cos(ang + d) * 0.09, ey + math.sin(ang + d) * 0.09)
            pen.line((ex, ey), tip, 0.03)
    pen.circle(0.5, 0.62, 0.13)
    pen.circle(0.5, 0.62, 0.06, hole=True)
    pen.rrect(0.42, 0.2, 0.16, 0.3, 0.06)
    pen.circle(0.5, 0.14, 0.09)
    pen.rrect(0.43, 0.1, 0.14, 0.05, 0.02, hole=True)  # his round glasses as one bar


def _doctor_strange(pen: Pen) -> None:
    """The amulet's four lobes around an open eye."""
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        pen.circle(0.5 + dx * 0.3, 0.5 + dy * 0.3, 0.16)
    pen.circle(0.5, 0.5, 0.31)
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        pen.circle(0.5 + dx * 0.33, 0.5 + dy * 0.33, 0.06, hole=True)
    eye = [
        (0.22, 0.5),
        (0.36, 0.39),
        (0.5, 0.35),
        (0.64, 0.39),
        (0.78, 0.5),
        (0.64, 0.61),
        (0.5, 0.65),
        (0.36, 0.61),
    ]
    pen.poly(eye, hole=True)
    pen.circle(0.5, 0.5, 0.1)
    pen.circle(0.5, 0.5, 0.04, hole=True)


def _gambit(pen: Pen) -> None:
    """Three playing cards fanned in one hand, the top one charged."""
    pivot = (0.5, 0.92)
    for angle in (-24, 0, 24):
        card = _rotated_rect(0.5, 0.5, 0.36, 0.52, angle, pivot)
        pen.poly(_scaled(card, 1.12, (sum(x for x, _ in card) / 4, sum(y for _, y in card) / 4)), hole=True)
        pen.poly(card)
        cx = sum(x for x, _ in card) / 4
        cy = sum(y for _, y in card) / 4
        a = math.radians(angle)
        up = (math.sin(a) * 0.1, -math.cos(a) * 0.1)
        side = (math.cos(a) * 0.07, math.sin(a) * 0.07)
        pen.poly(
            [
                (cx + up[0], cy + up[1]),
                (cx + side[0], cy + side[1]),
                (cx - up[0], cy - up[1]),
                (cx - side[0], cy - side[1]),
            ],
            hole=True,
        )
    for i in range(8):
        a = math.radians(i * 45 + 22)
        pen.line(
            (0.5 + math.cos(a) * 0.4, 0.12 + math.sin(a) * 0.08),
            (0.5 + math.cos(a) * 0.47, 0.12 + math.sin(a) * 0.1),
            0.02,
        )


def _skull(pen: Pen, cy: float, teeth: int, jaw: float) -> None:
    pen.circle(0.5, cy, 0.25)
    pen.rrect(0.34, cy + 0.1, 0.32, jaw, 0.05)
    pen.ellipse(0.4, cy + 0.03, 0.075, 0.085, hole=True)
    pen.ellipse(0.6, cy + 0.03, 0.075, 0.085, hole=True)
    pen.poly([(0.5, cy + 0.1), (0.46, cy + 0.17), (0.54, cy + 0.17)], hole=True)
    for i in range(teeth):
        x = 0.38 + (i + 0.5) * 0.24 / teeth
        pen.line((x, cy + 0.21), (x, cy + 0.1 + jaw - 0.03), 0.02, hole=True)


def _ghost_rider(pen: Pen) -> None:
    """A skull wreathed in flames."""
    flames = [
        (0.18, 0.78),
        (0.08, 0.5),
        (0.16, 0.56),
        (0.14, 0.3),
        (0.26, 0.38),
        (0.3, 0.08),
        (0.42, 0.26),
        (0.5, 0.0),
        (0.58, 0.26),
        (0.7, 0.08),
        (0.74, 0.38),
        (0.86, 0.3),
        (0.84, 0.56),
        (0.92, 0.5),
        (0.82, 0.78),
    ]
    pen.poly(flames)
    pen.circle(0.5, 0.56, 0.3, hole=True)
    pen.rrect(0.3, 0.62, 0.4, 0.34, 0.08, hole=True)
    _skull(pen, 0.56, 4, 0.26)


def _green_goblin(pen: Pen) -> None:
    """The pumpkin bomb with its grinning face."""
    pen.ellipse(0.5, 0.58, 0.4, 0.37)
    for s in (-1, 1):
        rib = [(0.5 + s * 0.12, 0.24), (0.5 + s * 0.2, 0.44), (0.5 + s * 0.2, 0.72), (0.5 + s * 0.12, 0.93)]
        _zigzag(pen, rib, 0.025, hole=True)
    pen.poly([(0.26, 0.5), (0.42, 0.44), (0.38, 0.56)], hole=True)
    pen.poly([(0.74, 0.5), (0.58, 0.44), (0.62, 0.56)], hole=True)
    mouth = [
        (0.24, 0.66),
        (0.34, 0.72),
        (0.4, 0.66),
        (0.5, 0.74),
        (0.6, 0.66),
        (0.66, 0.72),
        (0.76, 0.66),
        (0.66, 0.84),
        (0.34, 0.84),
    ]
    pen.poly(mouth, hole=True)
    pen.rrect(0.44, 0.1, 0.12, 0.14, 0.03)
    pen.line((0.56, 0.12), (0.7, 0.04), 0.03)


def _hawkeye(pen: Pen) -> None:
    """A drawn bow with an arrow across it."""
    cx, cy, r = 0.16, 0.5, 0.52
    _band(pen, cx, cy, r, 0.07, -52, 52)
    top = (cx + r * math.cos(math.radians(-52)), cy + r * math.sin(math.radians(-52)))
    bottom = (top[0], 1 - top[1])
    pen.line(top, (0.36, 0.5), 0.018)
    pen.line((0.36, 0.5), bottom, 0.018)
    pen.line((0.2, 0.5), (0.84, 0.5), 0.04)
    pen.poly([(0.8, 0.4), (0.98, 0.5), (0.8, 0.6), (0.84, 0.5)])
    for dy in (-1, 1):
        pen.poly([(0.2, 0.5), (0.1, 0.5 + dy * 0.12), (0.04, 0.5 + dy * 0.12), (0.12, 0.5)])


def _loki(pen: Pen) -> None:
    """The helmet with its two great curved horns."""
    for s in (-1, 1):
        spine = _bezier(
            (0.5 + s * 0.16, 0.52), (0.5 + s * 0.36, 0.5), (0.5 + s * 0.44, 0.3), (0.5 + s * 0.3, 0.02), 14
        )
        _taper(pen, spine, 0.16, 0.02)
    pen.circle(0.5, 0.58, 0.24)
    pen.poly([(0.26, 0.6), (0.74, 0.6), (0.7, 0.96), (0.6, 0.98), (0.3, 0.98), (0.3, 0.96)])
    pen.poly([(0.38, 0.5), (0.62, 0.5), (0.6, 0.72), (0.56, 0.98), (0.44, 0.98), (0.4, 0.72)], hole=True)
    pen.line((0.5, 0.36), (0.5, 0.46), 0.03, hole=True)


def _magneto(pen: Pen) -> None:
    """The helmet: a crested dome, a pointed brow and the long cheek guards."""
    helmet = [
        (0.5, 0.03),
        (0.78, 0.12),
        (0.92, 0.36),
        (0.9, 0.72),
        (0.8, 0.98),
        (0.66, 0.98),
        (0.67, 0.6),
        (0.58, 0.48),
        (0.5, 0.62),
        (0.42, 0.48),
        (0.33, 0.6),
        (0.34, 0.98),
        (0.2, 0.98),
        (0.1, 0.72),
        (0.08, 0.36),
        (0.22, 0.12),
    ]
    pen.poly(helmet)
    pen.line((0.5, 0.08), (0.5, 0.4), 0.035, hole=True)
    for s in (-1, 1):
        _zigzag(pen, [(0.5 + s * 0.22, 0.2), (0.5 + s * 0.32, 0.42), (0.5 + s * 0.3, 0.86)], 0.03, hole=True)


def _hand(pen: Pen, cx: float, cy: float, r: float, angle: float) -> None:
    """An open hand: the palm and five fingers fanned towards ``angle`` degrees."""
    pen.circle(cx, cy, r)
    for i, (d, length) in enumerate(((-48, 1.7), (-20, 2.1), (0, 2.25), (20, 2.05), (44, 1.6))):
        a = math.radians(angle + d)
        base = (cx + math.cos(a) * r * 0.6, cy + math.sin(a) * r * 0.6)
        tip = (cx + math.cos(a) * r * length, cy + math.sin(a) * r * length)
        pen.line(base, tip, r * (0.5 if i else 0.55))


def _mr_fantastic(pen: Pen) -> None:
    """An arm stretched in long waves, ending in an open hand."""
    pts = []
    for i in range(30):
        t = i / 29
        pts.append((0.06 + 0.56 * t, 0.94 - 0.52 * t + 0.11 * math.sin(t * math.pi * 3)))
    _taper(pen, pts, 0.13, 0.11)
    for a, b in zip(pts[2::6], pts[3::6]):
        pen.line(a, b, 0.022, hole=True)
    _hand(pen, 0.7, 0.32, 0.13, -60)


def _mystique(pen: Pen) -> None:
    """A face caught changing: split down a jagged seam, one half scaled."""
    pen.ellipse(0.5, 0.52, 0.34, 0.45)
    seam = [(0.5, 0.04), (0.44, 0.2), (0.56, 0.34), (0.46, 0.5), (0.56, 0.66), (0.45, 0.8), (0.52, 0.98)]
    _zigzag(pen, seam, 0.045, hole=True)
    pen.poly([(0.24, 0.44), (0.32, 0.39), (0.42, 0.42), (0.34, 0.48)], hole=True)
    pen.poly([(0.58, 0.42), (0.68, 0.37), (0.78, 0.42), (0.68, 0.47)], hole=True)
    pen.ellipse(0.68, 0.42, 0.016, 0.045)
    for row in range(5):
        for col in range(3):
            x = 0.6 + col * 0.075 + (row % 2) * 0.037
            y = 0.56 + row * 0.07
            if (x - 0.5) ** 2 / 0.34**2 + (y - 0.52) ** 2 / 0.45**2 < 0.8:
                pen.circle(x, y, 0.022, hole=True)
    pen.poly([(0.34, 0.76), (0.44, 0.74), (0.42, 0.78)], hole=True)


def _nick_fury(pen: Pen) -> None:
    """A face with the eye patch and its strap."""
    pen.circle(0.5, 0.52, 0.42)
    pen.line((0.04, 0.26), (0.96, 0.66), 0.11, hole=True)
    pen.line((0.04, 0.26), (0.96, 0.66), 0.055)
    pen.ellipse(0.36, 0.42, 0.17, 0.13, hole=True, angle=24)
    pen.ellipse(0.36, 0.42, 0.135, 0.1, angle=24)
    pen.poly([(0.56, 0.5), (0.66, 0.47), (0.76, 0.54), (0.64, 0.56)], hole=True)
    pen.line((0.38, 0.78), (0.62, 0.76), 0.035, hole=True)
    pen.line((0.6, 0.62), (0.6, 0.7), 0.025, hole=True)


def _nightcrawler(pen: Pen) -> None:
    """A puff of teleport smoke and the spade-tipped tail curling out of it."""
    for x, y, r in ((0.22, 0.8, 0.14), (0.4, 0.74, 0.17), (0.6, 0.8, 0.15), (0.78, 0.82, 0.12)):
        pen.circle(x, y, r)
    pen.rrect(0.1, 0.8, 0.8, 0.16, 0.08)
    for x, y, r in ((0.36, 0.76, 0.05), (0.62, 0.84, 0.04)):
        pen.circle(x, y, r, hole=True)
    tail = _bezier((0.46, 0.62), (0.1, 0.4), (0.46, 0.12), (0.7, 0.34), 20)
    _taper(pen, tail, 0.09, 0.05)
    pen.circle(0.73, 0.18, 0.075)
    pen.circle(0.86, 0.24, 0.075)
    pen.poly([(0.66, 0.22), (0.84, 0.02), (0.92, 0.3), (0.76, 0.36)])
    pen.poly([(0.74, 0.3), (0.72, 0.44), (0.82, 0.36)])


def _nova(pen: Pen) -> None:
    """The starburst of the helmet: a four-pointed flare over a smaller one, in a ring."""
    pen.circle(0.5, 0.5, 0.46, width=0.05)
    pen.poly(star_points(0.5, 0.5, 0.46, 0.09, 4, rot=-90))
    pen.poly(star_points(0.5, 0.5, 0.28, 0.08, 4, rot=-45))
    pen.circle(0.5, 0.5, 0.11, hole=True)
    pen.circle(0.5, 0.5, 0.07)


def _phoenix(pen: Pen) -> None:
    """The firebird: wings of flame raised, a flaming tail."""
    for s in (-1, 1):
        wing = [
            (0.5, 0.42),
            (0.5 + s * 0.14, 0.3),
            (0.5 + s * 0.24, 0.06),
            (0.5 + s * 0.3, 0.24),
            (0.5 + s * 0.4, 0.08),
            (0.5 + s * 0.42, 0.3),
            (0.5 + s * 0.5, 0.26),
            (0.5 + s * 0.46, 0.46),
            (0.5 + s * 0.36, 0.6),
            (0.5 + s * 0.18, 0.62),
            (0.5, 0.56),
        ]
        pen.poly(wing)
        pen.line((0.5 + s * 0.12, 0.5), (0.5 + s * 0.3, 0.34), 0.022, hole=True)
        pen.line((0.5 + s * 0.16, 0.56), (0.5 + s * 0.38, 0.46), 0.022, hole=True)
    pen.ellipse(0.5, 0.52, 0.085, 0.2)
    pen.circle(0.5, 0.26, 0.07)
    pen.poly([(0.46, 0.22), (0.5, 0.1), (0.54, 0.22)])
    pen.poly([(0.43, 0.66), (0.3, 0.98), (0.44, 0.86), (0.5, 1.0), (0.56, 0.86), (0.7, 0.98), (0.57, 0.66)])


def _professor_x(pen: Pen) -> None:
    """The X in its circle, with the waves of a mind reaching out on either side."""
    pen.circle(0.5, 0.5, 0.27)
    pen.line((0.36, 0.36), (0.64, 0.64), 0.09, hole=True)
    pen.line((0.64, 0.36), (0.36, 0.64), 0.09, hole=True)
    for r in (0.36, 0.45):
        _band(pen, 0.5, 0.5, r, 0.045, -40, 40)
        _band(pen, 0.5, 0.5, r, 0.045, 140, 220)


def _punisher(pen: Pen) -> None:
    """The skull with its long teeth."""
    pen.ellipse(0.5, 0.34, 0.38, 0.3)
    pen.poly([(0.2, 0.28), (0.44, 0.36), (0.42, 0.48), (0.24, 0.44)], hole=True)
    pen.poly(_mirror([(0.2, 0.28), (0.44, 0.36), (0.42, 0.48), (0.24, 0.44)]), hole=True)
    pen.poly([(0.5, 0.44), (0.45, 0.56), (0.55, 0.56)], hole=True)
    for i, length in enumerate((0.26, 0.36, 0.42, 0.36, 0.26)):
        x = 0.23 + i * 0.11
        pen.rrect(x, 0.56, 0.09, length, 0.035)
    pen.rrect(0.2, 0.57, 0.6, 0.02, 0.0, hole=True)


def _rogue(pen: Pen) -> None:
    """Lips: the touch that takes a power away."""
    upper = [(0.06, 0.52), (0.22, 0.36), (0.38, 0.28), (0.5, 0.36), (0.62, 0.28), (0.78, 0.36), (0.94, 0.52)]
    lower = [(0.94, 0.52), (0.78, 0.7), (0.5, 0.8), (0.22, 0.7), (0.06, 0.52)]
    pen.poly(upper + lower)
    pen.poly(
        [
            (0.08, 0.52),
            (0.3, 0.5),
            (0.5, 0.56),
            (0.7, 0.5),
            (0.92, 0.52),
            (0.7, 0.56),
            (0.5, 0.6),
            (0.3, 0.56),
        ],
        hole=True,
    )
    pen.ellipse(0.4, 0.67, 0.1, 0.03, hole=True, angle=-6)
    for i in range(3):
        a = math.radians(-120 + i * 30)
        pen.line(
            (0.5 + math.cos(a) * 0.34, 0.26 + math.sin(a) * 0.1),
            (0.5 + math.cos(a) * 0.44, 0.24 + math.sin(a) * 0.16),
            0.03,
        )


def _silver_surfer(pen: Pen) -> None:
    """The board, riding a cosmic trail."""
    pen.ellipse(0.56, 0.44, 0.44, 0.11, angle=-28)
    pen.line((0.26, 0.6), (0.86, 0.28), 0.025, hole=True)
    for off, length in ((0.0, 0.34), (0.1, 0.26), (-0.1, 0.22)):
        x0, y0 = 0.22 + off * 0.5, 0.7 + off
        pen.line((x0, y0), (x0 - length * 0.88, y0 + length * 0.47), 0.035 - abs(off) * 0.1)
    for x, y, r in ((0.16, 0.24, 0.07), (0.82, 0.78, 0.05), (0.34, 0.12, 0.04)):
        pen.poly(star_points(x, y, r, r * 0.3, 4))


def _thing(pen: Pen) -> None:
    """A hide of rocks, cracked into slabs."""
    pen.rrect(0.06, 0.06, 0.88, 0.88, 0.24)
    cracks = [
        [(0.06, 0.34), (0.3, 0.3), (0.42, 0.06)],
        [(0.3, 0.3), (0.36, 0.54), (0.06, 0.62)],
        [(0.36, 0.54), (0.62, 0.5), (0.66, 0.24), (0.42, 0.06)],
        [(0.66, 0.24), (0.94, 0.3)],
        [(0.62, 0.5), (0.94, 0.62)],
        [(0.36, 0.54), (0.3, 0.76), (0.4, 0.94)],
        [(0.3, 0.76), (0.06, 0.84)],
        [(0.62, 0.5), (0.7, 0.76), (0.94, 0.86)],
        [(0.7, 0.76), (0.6, 0.94)],
        [(0.3, 0.76), (0.5, 0.72), (0.7, 0.76)],
    ]
    for crack in cracks:
        _zigzag(pen, crack, 0.045, hole=True)


def _venom(pen: Pen) -> None:
    """The great spider with its sweeping legs."""
    pen.ellipse(0.5, 0.3, 0.09, 0.12)
    pen.poly([(0.5, 0.36), (0.64, 0.5), (0.56, 0.92), (0.5, 0.98), (0.44, 0.92), (0.36, 0.5)])
    legs = (
        ((0.45, 0.3), (0.3, 0.08), (0.16, 0.04), (0.04, 0.2)),
        ((0.44, 0.4), (0.24, 0.3), (0.1, 0.36), (0.02, 0.5)),
        ((0.42, 0.52), (0.24, 0.54), (0.12, 0.66), (0.08, 0.82)),
        ((0.44, 0.62), (0.32, 0.74), (0.26, 0.88), (0.28, 0.99)),
    )
    for p0, c1, c2, p3 in legs:
        spine = _bezier(p0, c1, c2, p3, 12)
        _taper(pen, spine, 0.08, 0.02)
        _taper(pen, _mirror(spine), 0.08, 0.02)


def _war_machine(pen: Pen) -> None:
    """The shoulder-mounted rotary cannon."""
    pen.rrect(0.06, 0.22, 0.32, 0.38, 0.08)
    for i in range(3):
        pen.rrect(0.34, 0.27 + i * 0.1, 0.6, 0.075, 0.035)
    pen.rrect(0.58, 0.23, 0.08, 0.36, 0.03)
    pen.rrect(0.84, 0.24, 0.07, 0.34, 0.03)
    pen.circle(0.22, 0.41, 0.09, hole=True)
    pen.circle(0.22, 0.41, 0.045)
    pen.poly([(0.16, 0.58), (0.3, 0.58), (0.36, 0.78), (0.1, 0.78)])
    pen.poly([(0.02, 0.98), (0.06, 0.8), (0.5, 0.76), (0.7, 0.86), (0.74, 0.98)])
    pen.line((0.06, 0.86), (0.66, 0.86), 0.025, hole=True)


def _wolverine(pen: Pen) -> None:
    """Three claws out of the knuckles."""
    for x in (0.28, 0.5, 0.72):
        spine = _bezier((x, 0.66), (x + 0.01, 0.44), (x + 0.04, 0.22), (x + 0.08, 0.02), 10)
        _taper(pen, spine, 0.1, 0.0)
        pen.line((x - 0.005, 0.58), (x + 0.04, 0.18), 0.014, hole=True)
    pen.rrect(0.14, 0.66, 0.72, 0.26, 0.11)
    for x in (0.32, 0.5, 0.68):
        pen.line((x + 0.03, 0.7), (x + 0.03, 0.88), 0.025, hole=True)
    pen.rrect(0.14, 0.6, 0.72, 0.05, 0.02, hole=True)


# -- the action cards that stay in play ------------------------------------------------------------


def _mjolnir(pen: Pen) -> None:
    """The hammer brought down, its strap above and lightning either side."""
    pen.rrect(0.1, 0.54, 0.8, 0.4, 0.07)
    pen.poly([(0.5, 0.62), (0.62, 0.74), (0.5, 0.86), (0.38, 0.74)], hole=True)
    pen.line((0.24, 0.6), (0.24, 0.88), 0.035, hole=True)
    pen.line((0.76, 0.6), (0.76, 0.88), 0.035, hole=True)
    pen.rrect(0.43, 0.18, 0.14, 0.38, 0.03)
    for y in (0.28, 0.37, 0.46):
        pen.line((0.43, y), (0.57, y - 0.04), 0.022, hole=True)
    pen.circle(0.5, 0.11, 0.08, width=0.035)
    for s in (-1, 1):
        bolt = [(0.5 + s * 0.34, 0.02), (0.5 + s * 0.2, 0.24), (0.5 + s * 0.32, 0.26), (0.5 + s * 0.17, 0.48)]
        _zigzag(pen, bolt, 0.05)


def _vibranium_shield(pen: Pen) -> None:
    """The round shield of rings turned in flight, with the arcs of its throw."""
    rings = ((0.34, 0.26), (0.27, 0.2), (0.2, 0.15), (0.12, 0.09))
    cx, cy = 0.6, 0.48
    for i, (rx, ry) in enumerate(rings):
        pen.ellipse(cx, cy, rx, ry + 0.04, hole=i % 2 == 1, angle=-24)
    pen.ellipse(cx, cy, 0.06, 0.045, hole=True, angle=-24)
    for k, r in enumerate((0.42, 0.5)):
        _band(pen, cx, cy, r, 0.035 - k * 0.01, 130, 200)
    pen.line((0.48, 0.3), (0.62, 0.26), 0.02, hole=True)


AVX_EMBLEMS: dict[str, Callable[[Pen], None]] = {
    "angel": _angel,
    "black-widow": _black_widow,
    "colossus": _colossus,
    "cyclops": _cyclops,
    "deadpool": _deadpool,
    "doctor-doom": _doctor_doom,
    "doctor-octopus": _doctor_octopus,
    "doctor-strange": _doctor_strange,
    "gambit": _gambit,
    "ghost-rider": _ghost_rider,
    "green-goblin": _green_goblin,
    "hawkeye": _hawkeye,
    "loki": _loki,
    "magneto": _magneto,
    "mr-fantastic": _mr_fantastic,
    "mystique": _mystique,
    "nick-fury": _nick_fury,
    "nightcrawler": _nightcrawler,
    "nova": _nova,
    "phoenix": _phoenix,
    "professor-x": _professor_x,
    "punisher": _punisher,
    "rogue": _rogue,
    "silver-surfer": _silver_surfer,
    "thing": _thing,
    "venom": _venom,
    "war-machine": _war_machine,
    "wolverine": _wolverine,
    "mjolnir": _mjolnir,
    "vibranium-shield": _vibranium_shield,
}
