"""Write the MetaVersus play mat (a Tiled map): ``python -m tools.mats_metaversus``.

``assets/maps/metaversus.tmx`` is the source of the table layout and can be edited in Tiled;
this script is how it was first laid out on the 1600×900 grid of VISUAL.md: the exchange across
the top, the opponent (``p1``) above the centre line, you (``p0``) at the bottom. ``p0`` is the
seat drawn at the bottom (the person at the screen), not engine seat 0.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sprites.mat import write_tmx

MAPS = Path(__file__).resolve().parent.parent / "assets" / "maps"
Z = tuple[str, tuple[int, int, int, int], dict[str, Any]]


def metaversus() -> list[Z]:
    zones: list[Z] = [
        ("exchange", (16, 6, 1244, 150), {"layout": "row", "label": "mv_ui.zone.exchange"}),
        ("center.turn", (1268, 6, 316, 150), {"layout": "panel", "label": ""}),
        ("center.status", (16, 420, 760, 64), {"layout": "panel", "label": ""}),
        ("center.buttons", (784, 420, 588, 64), {"layout": "column", "label": ""}),
        ("center.setup", (16, 282, 1356, 340), {"layout": "panel", "label": ""}),
        ("center.log", (1380, 164, 204, 730), {"layout": "log", "label": "mv_ui.zone.log"}),
        # the opponent: a compact band, then their play area
        ("p1.character", (16, 164, 80, 112), {"layout": "cards", "label": ""}),
        ("p1.stats", (104, 164, 290, 112), {"layout": "counter", "label": ""}),
        ("p1.hand", (402, 164, 690, 112), {"layout": "fan", "label": "mv_ui.zone.opp_hand"}),
        ("p1.deck", (1100, 164, 84, 112), {"layout": "pile", "label": "mv_ui.zone.deck"}),
        ("p1.discard", (1192, 164, 84, 112), {"layout": "pile", "label": "mv_ui.zone.discard"}),
        ("p1.removed", (1284, 164, 88, 112), {"layout": "pile", "label": "mv_ui.zone.removed"}),
        ("p1.play", (16, 284, 1356, 130), {"layout": "row", "label": "mv_ui.zone.opp_play"}),
        # you: your play area, then your band with the hand as a fan
        ("p0.play", (16, 490, 1356, 130), {"layout": "row", "label": "mv_ui.zone.play"}),
        ("p0.character", (16, 626, 126, 176), {"layout": "cards", "label": ""}),
        ("p0.ability", (16, 806, 132, 88), {"layout": "panel", "label": ""}),
        ("p0.stats", (156, 628, 196, 266), {"layout": "counter", "label": ""}),
        ("p0.hand", (360, 640, 736, 254), {"layout": "fan", "label": "mv_ui.zone.hand"}),
        ("p0.deck", (1104, 628, 84, 124), {"layout": "pile", "label": "mv_ui.zone.deck"}),
        ("p0.discard", (1196, 628, 84, 124), {"layout": "pile", "label": "mv_ui.zone.discard"}),
        ("p0.removed", (1288, 628, 84, 124), {"layout": "pile", "label": "mv_ui.zone.removed"}),
        ("p0.info", (1104, 760, 268, 134), {"layout": "panel", "label": ""}),
    ]
    return zones


def main() -> None:
    MAPS.mkdir(parents=True, exist_ok=True)
    write_tmx(MAPS / "metaversus.tmx", (1600, 900), metaversus())


if __name__ == "__main__":
    main()
