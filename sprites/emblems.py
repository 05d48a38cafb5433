"""Original emblems for the three games, drawn with shapes (title tiles, setup headers)."""

from __future__ import annotations

import math

import pygame

from .draw import drop_shadow


def _die(
    surface: pygame.Surface,
    center: tuple[float, float],
    size: float,
    angle: float,
    body: tuple[int, int, int],
    pips: int,
) -> None:
    s = int(size)
    die = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.rect(die, body, die.get_rect(), border_radius=max(3, s // 6))
    pygame.draw.rect(
        die,
        (255, 255, 255, 70),
        die.get_rect().inflate(-s // 8, -s // 8),
        width=2,
        border_radius=max(3, s // 7),
    )
    spots = {
        1: [(0.5, 0.5)],
        2: [(0.28, 0.28), (0.72, 0.72)],
        3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
        6: [(0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)],
    }[pips]
    for fx, fy in spots:
        pygame.draw.circle(die, (250, 246, 236), (int(fx * s), int(fy * s)), max(2, s // 11))
    rot = pygame.transform.rotozoom(die, angle, 1.0)
    r = rot.get_rect(center=(int(center[0]), int(center[1])))
    drop_shadow(surface, r.inflate(-s // 5, -s // 5), radius=s // 6, blur=6)
    surface.blit(rot, r)


def _star(
    center: tuple[float, float], r_out: float, r_in: float, points: int = 5, rot: float = -90
) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / points)
        pts.append((center[0] + r * math.cos(a), center[1] + r * math.sin(a)))
    return pts


def draw_emblem(surface: pygame.Surface, game: str, rect: pygame.Rect) -> None:
    cx, cy = rect.center
    u = min(rect.w, rect.h)
    if game == "dicemasters":
        _die(surface, (cx - u * 0.2, cy + u * 0.05), u * 0.42, 14, (216, 69, 59), 5)
        _die(surface, (cx + u * 0.22, cy - u * 0.08), u * 0.36, -18, (59, 125, 216), 3)
        _die(surface, (cx + u * 0.05, cy + u * 0.28), u * 0.26, 35, (63, 163, 77), 1)
    elif game == "legendary":
        w, h = u * 0.62, u * 0.74
        top = cy - h / 2
        shield = [
            (cx - w / 2, top),
            (cx + w / 2, top),
            (cx + w / 2, top + h * 0.5),
            (cx, top + h),
            (cx - w / 2, top + h * 0.5),
        ]
        pygame.draw.polygon(surface, (28, 31, 44), [(x + 4, y + 6) for x, y in shield])
        pygame.draw.polygon(surface, (178, 34, 52), shield)
        inner = [(cx + (x - cx) * 0.8, cy - h * 0.02 + (y - cy) * 0.8) for x, y in shield]
        pygame.draw.polygon(surface, (40, 70, 150), inner)
        pygame.draw.polygon(surface, (245, 197, 66), _star((cx, cy - h * 0.16), u * 0.17, u * 0.07))
        # a city skyline across the foot of the shield, under the star
        base_y = top + h * 0.78
        for i, bh in enumerate((0.10, 0.17, 0.08, 0.2, 0.12)):
            bx = cx - w * 0.3 + i * w * 0.12
            pygame.draw.rect(surface, (20, 22, 34), pygame.Rect(bx, base_y - u * bh, w * 0.1, u * bh))
        pygame.draw.polygon(surface, (242, 239, 230), shield, width=3)
    else:  # metaversus
        r = u * 0.36
        blade = [
            (cx - r * 1.15, cy + r * 1.05),
            (cx + r * 0.95, cy - r * 1.05),
            (cx + r * 1.12, cy - r * 1.12),
            (cx + r * 1.05, cy - r * 0.95),
            (cx - r * 1.05, cy + r * 1.15),
        ]
        pygame.draw.polygon(surface, (200, 205, 215), blade)
        pygame.draw.line(
            surface,
            (228, 87, 46),
            (cx - r * 0.95, cy + r * 0.62),
            (cx - r * 0.62, cy + r * 0.95),
            max(4, int(u * 0.05)),
        )
        hexagon = [
            (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
            for i in range(6)
        ]
        pygame.draw.polygon(surface, (20, 14, 24), [(x + 4, y + 6) for x, y in hexagon])
        pygame.draw.polygon(surface, (155, 140, 255), hexagon)
        inner = [(cx + (x - cx) * 0.72, cy + (y - cy) * 0.72) for x, y in hexagon]
        pygame.draw.polygon(surface, (46, 36, 51), inner)
        pygame.draw.polygon(surface, (255, 224, 102), _star((cx, cy), r * 0.55, r * 0.24))
        pygame.draw.polygon(surface, (242, 239, 230), hexagon, width=3)
