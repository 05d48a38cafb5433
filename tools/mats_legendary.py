"""Write the Legendary play mat, ``assets/maps/legendary.tmx``, with ``sprites.mat.write_tmx``.

The mat follows the layout of VISUAL.md at 1600×900: the shared board on top (Scheme,
Mastermind, the city from the Bridge to the Sewers beside the villain deck, the HQ beside the
hero deck and the stacks), the player at the screen below (play area, Recruit and Attack pools,
hand and piles), the other players as compact panels on the right with the buttons and the log.
Run ``python tools/mats_legendary.py`` after changing it; Tiled can edit the result directly.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from sprites.mat import write_tmx  # noqa: E402

CITY = ("sewers", "bank", "rooftops", "streets", "bridge")  # the engine's order: Sewers first
Zone = tuple[str, tuple[int, int, int, int], dict[str, Any]]


def zones() -> list[Zone]:
    out: list[Zone] = []

    def add(name: str, rect: tuple[int, int, int, int], layout: str, label: str = "") -> None:
        props: dict[str, Any] = {"layout": layout}
        if label:
            props["label"] = label
        out.append((name, rect, props))

    # top row: Scheme, Mastermind, the status of the turn
    add("center.scheme", (10, 8, 128, 160), "pile", "zone.legendary.scheme")
    add("center.mastermind", (146, 8, 300, 160), "mastermind", "zone.legendary.mastermind")
    add("center.status", (454, 8, 776, 160), "panel")
    # the city, Bridge on the left, Sewers next to the villain deck
    slot_w, step = 160, 168
    for i, space in enumerate(reversed(CITY)):
        add(f"city.{space}", (10 + i * step, 176, slot_w, 180), "city", f"space.legendary.{space}")
    add("center.villain_deck", (856, 176, 128, 180), "deck", "zone.legendary.villain_deck")
    add("center.escaped", (992, 176, 116, 180), "pile", "zone.legendary.escaped")
    add("center.ko", (1114, 176, 116, 180), "pile", "zone.legendary.ko")
    # the HQ under the city, the hero deck and the three stacks
    for i in range(5):
        add(f"hq.{i}", (10 + i * step, 364, slot_w, 170), "slot", "lg_ui.zone.hq_slot" if i == 0 else "")
    add("center.hero_deck", (856, 364, 128, 170), "deck", "zone.legendary.hero_deck")
    add("center.officers", (992, 364, 76, 170), "stack", "lg_ui.zone.officers")
    add("center.wounds", (1073, 364, 76, 170), "stack", "zone.legendary.wounds")
    add("center.bystanders", (1154, 364, 76, 170), "stack", "zone.legendary.bystanders")
    # the player at the screen
    add("me.played", (10, 544, 880, 160), "row", "lg_ui.zone.played")
    add("me.recruit", (898, 544, 162, 160), "pool", "lg_ui.zone.recruit")
    add("me.attack", (1068, 544, 162, 160), "pool", "lg_ui.zone.attack")
    add("me.hand", (10, 712, 880, 180), "fan", "zone.legendary.hand")
    add("me.deck", (898, 712, 106, 180), "deck", "zone.legendary.deck")
    add("me.discard", (1011, 712, 106, 180), "pile", "lg_ui.zone.discard")
    add("me.victory", (1124, 712, 106, 180), "pile", "lg_ui.zone.victory")
    # the other players, the buttons and the log
    for i in range(4):
        add(f"others.{i}", (1242, 8 + i * 100, 350, 94), "panel")
    add("center.buttons", (1242, 410, 350, 170), "column")
    add("center.log", (1242, 588, 350, 304), "log")
    return out


def main() -> None:
    path = ROOT / "assets" / "maps" / "legendary.tmx"
    write_tmx(path, (1600, 900), zones())
    print(path.relative_to(ROOT))


if __name__ == "__main__":
    main()
