"""Doctor Strange: Sorcerer Supreme (#42), Master of the Mystic Arts (#73), Probably a Charlatan
(#106): action dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..characters import any_target
from ..control import is_action_card
from ..damage import deal_damage
from ..effects import ability
from ..state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


@ability(
    "avx-042",
    "While Doctor Strange is active, you may purchase one action die for free during your main step "
    "(not one action die per Doctor Strange die).",
    "free_purchase",
)
def strange_sorcerer_supreme(g: DiceMasters, p: int, card: str) -> bool:
    """One action die (basic or not) a turn, in your Main Step, while he is active (asked by the
    purchase rules, ``control.free_purchase``); a second one is paid for as usual."""
    return (
        is_action_card(card)
        and g.active == p
        and g.step == "main"
        and p not in g.turnflags.get("free:avx-042", [])
        and g.is_active(p, "avx-042")
    )


@ability(
    "avx-073",
    "While Doctor Strange is active, each time you use an action he deals 2 damage to a character or "
    "opponent (no matter how many dice are fielded).",
    "you_use_action",
    when=lambda g, t: g.is_active(t.player, "avx-073"),
)
def strange_master_of_the_mystic_arts(g: DiceMasters, t: K.YouUseAction) -> None:
    """Decision: once per action used, whatever the number of his dice; it resolves as the action
    is used, before the action's own effect. "A character or opponent": any character, or the
    opposing player (not yourself)."""
    p = t.player
    options = [x for x in any_target(g, p) if x != player_target(p)]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        deal_damage(g, K.Source(p, "character", t.card), {tgt: 2})


def _bag_actions(g: DiceMasters, p: int) -> list[str]:
    seen: dict[str, str] = {}
    for did in g.zones[p]["bag"]:
        d = g.dice[did]
        if is_action_card(d.card):
            seen.setdefault(d.card, did)  # dice of one card are alike
    return list(seen.values())


@ability(
    "avx-106",
    "When fielded, search your bag for an action die and roll it (place it into your reserve pool).",
    "fielded",
    when=lambda g, t: bool(_bag_actions(g, t.player)),
)
def strange_probably_a_charlatan(g: DiceMasters, t: K.Fielded) -> None:
    """The player picks which action card's die (if the bag holds several); the bag is not
    refilled from the used pile for the search. The rolled die stays in the reserve pool whatever
    face it shows."""
    p = t.player
    pick = g.ask_target(t, "die", p, _bag_actions(g, p), t.card)
    if pick is None or g.dice[pick].zone != "bag":
        return
    d = g.dice[pick]
    g.move(d, "reserve", p)
    g.roll(d)
