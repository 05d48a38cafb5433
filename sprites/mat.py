"""Play mats: the zones of a table, read from a Tiled map (``assets/maps/<game>.tmx``).

The map's object layer ``zones`` holds one rectangle per zone, named after the engine's zones
(``p0.reserve``, ``center.basic_actions``, ...), with optional properties (``layout``: row, grid,
pile, fan; ``label``: a string-table key). Rectangles are in map pixels (the map is drawn for
1600×900) and are scaled to the window, so editing the mat in Tiled changes the screen without
touching code.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pytmx

from scenes.paths import ASSETS

from .caches import counted


@dataclass(frozen=True)
class Zone:
    name: str
    rect: pygame.Rect
    properties: dict[str, Any] = field(default_factory=dict)

    @property
    def layout(self) -> str:
        return str(self.properties.get("layout", "row"))

    @property
    def label(self) -> str | None:
        value = self.properties.get("label")
        return str(value) if value else None


class MatError(ValueError):
    """A play mat file that is missing or lacks what the table needs."""


@dataclass
class Mat:
    name: str
    size: tuple[int, int]
    zones: dict[str, Zone]

    @classmethod
    def load(cls, path: str | Path) -> Mat:
        p = Path(path)
        if not p.exists():
            raise MatError(f"play mat {p.name} is missing")
        try:
            tmx = pytmx.TiledMap(str(p), image_loader=None)
        except Exception as exc:  # pytmx raises many kinds for a broken file
            raise MatError(f"play mat {p.name} cannot be read: {exc}") from None
        try:
            layer = tmx.get_layer_by_name("zones")
        except ValueError:
            raise MatError(f"play mat {p.name} has no object layer 'zones'") from None
        zones = {}
        for obj in layer:
            if not obj.name:
                continue
            rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            zones[obj.name] = Zone(obj.name, rect, dict(obj.properties))
        size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        return cls(p.stem, size, zones)

    def require(self, names: list[str]) -> None:
        missing = [n for n in names if n not in self.zones]
        if missing:
            raise MatError(f"play mat {self.name} lacks zones: {', '.join(missing)}")

    def scaled(self, window: tuple[int, int]) -> dict[str, Zone]:
        """The zones in window pixels. Width and height scale separately so the mat always fills
        the window; what is drawn inside a zone sizes itself by the smaller of the two."""
        return _scaled(self, window)

    def __hash__(self) -> int:
        return id(self)


@counted(16)
def _scaled(mat: Mat, window: tuple[int, int]) -> dict[str, Zone]:
    mw, mh = mat.size
    sx, sy = window[0] / mw, window[1] / mh
    out = {}
    for name, z in mat.zones.items():
        r = z.rect
        rect = pygame.Rect(round(r.x * sx), round(r.y * sy), round(r.w * sx), round(r.h * sy))
        out[name] = Zone(name, rect, z.properties)
    return out


@cache
def load_mat(game: str) -> Mat:
    return Mat.load(ASSETS / "maps" / f"{game}.tmx")


def write_tmx(
    path: Path, size: tuple[int, int], zones: list[tuple[str, tuple[int, int, int, int], dict[str, Any]]]
) -> None:
    """Write a Tiled map with one object layer ``zones`` (how the project's mats are made)."""
    tile = 20
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{size[0] // tile}" height="{size[1] // tile}" tilewidth="{tile}" tileheight="{tile}" infinite="0" '
        f'nextlayerid="2" nextobjectid="{len(zones) + 1}">',
        ' <objectgroup id="1" name="zones">',
    ]
    for i, (name, (x, y, w, h), props) in enumerate(zones, start=1):
        lines.append(f'  <object id="{i}" name="{name}" x="{x}" y="{y}" width="{w}" height="{h}">')
        if props:
            lines.append("   <properties>")
            for key, value in props.items():
                kind = (
                    "int"
                    if isinstance(value, int) and not isinstance(value, bool)
                    else "bool"
                    if isinstance(value, bool)
                    else "string"
                )
                text = str(value).lower() if isinstance(value, bool) else str(value)
                lines.append(f'    <property name="{key}" type="{kind}" value="{text}"/>')
            lines.append("   </properties>")
        lines.append("  </object>")
    lines += [" </objectgroup>", "</map>", ""]
    path.write_text("\n".join(lines), encoding="utf-8")
