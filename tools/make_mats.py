"""Write the play mats (Tiled maps) of the tables: ``python -m tools.make_mats``.

The .tmx files in assets/maps are the source of the layout and can be edited in Tiled directly;
this script is how the first versions were laid out, on a 1600×900 grid.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sprites.mat import write_tmx

MAPS = Path(__file__).resolve().parent.parent / "assets" / "maps"
Z = tuple[str, tuple[int, int, int, int], dict[str, Any]]


def dicemasters() -> list[Z]:
    zones: list[Z] = []
    # (top seat y, bottom seat y) for each band; the local/active seat is drawn at the bottom
    # p0 is the near seat (drawn at the bottom), p1 the far one; the bands mirror each other
    for seat, top in (("p1", True), ("p0", False)):

        def band(y_top: int, h: int, top: bool = top) -> int:
            return y_top if top else 900 - y_top - h

        zones += [
            (f"{seat}.cards", (250, band(6, 140), 900, 140), {"layout": "cards", "label": "dm.zone.cards"}),
            (f"{seat}.life", (16, band(6, 70), 220, 70), {"layout": "counter", "label": "dm.zone.life"}),
            (f"{seat}.bag", (16, band(80, 66), 70, 66), {"layout": "pile", "label": "dm.zone.bag"}),
            (f"{seat}.used", (91, band(80, 66), 70, 66), {"layout": "pile", "label": "dm.zone.used"}),
            (
                f"{seat}.out_of_play",
                (166, band(80, 66), 70, 66),
                {"layout": "pile", "label": "dm.zone.out_of_play"},
            ),
            (f"{seat}.prep", (16, band(152, 96), 220, 96), {"layout": "grid", "label": "dm.zone.prep"}),
            (f"{seat}.reserve", (250, band(152, 96), 900, 96), {"layout": "row", "label": "dm.zone.reserve"}),
            (f"{seat}.field", (250, band(254, 92), 560, 92), {"layout": "row", "label": "dm.zone.field"}),
            (f"{seat}.attack", (820, band(254, 92), 330, 92), {"layout": "row", "label": "dm.zone.attack"}),
            (f"{seat}.panel", (1165, band(6, 140), 200, 140), {"layout": "panel", "label": ""}),
            (
                f"{seat}.energy",
                (1165, band(152, 96), 200, 96),
                {"layout": "panel", "label": "dm.zone.energy"},
            ),
        ]
    zones += [
        ("center.basic_actions", (250, 352, 900, 196), {"layout": "row", "label": "dm.zone.basic_actions"}),
        ("center.status", (16, 352, 220, 196), {"layout": "panel", "label": ""}),
        ("center.buttons", (1165, 352, 200, 196), {"layout": "column", "label": ""}),
        ("center.log", (1375, 6, 219, 888), {"layout": "log", "label": "dm.zone.log"}),
    ]
    return zones


def main() -> None:
    MAPS.mkdir(parents=True, exist_ok=True)
    write_tmx(MAPS / "dicemasters.tmx", (1600, 900), dicemasters())


if __name__ == "__main__":
    main()
