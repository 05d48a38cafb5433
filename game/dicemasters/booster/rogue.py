"""Rogue: Anna Raven (#57), Anna Marie (#89), Can't Touch This (#121): she captures an opposing
die and takes what it has (``copying``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import records as R
from .. import tasks as K
from ..characters import src
from ..control import action_used, is_action_card
from ..copying import (
    CaptureAndCopy,
    capture_die,
    captured_by,
    copy_stats,
    face_stats,
    level_one_face,
    release,
)
from ..effects import ability, opponent_chars, stats
from ..state import FACES, FIELD_ZONES, Die

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def _one_of_each(dice: list[Die]) -> list[str]:
    """Dice that are alike (same card, same face) are one choice."""
    out: dict[tuple[str, int | None], str] = {}
    for d in dice:
        out.setdefault((d.card, d.face), d.id)
    return list(out.values())


def _in_field(g: DiceMasters, did: str) -> bool:
    return g.dice[did].zone in FIELD_ZONES


# -- Anna Raven --------------------------------------------------------------------------------
def _used_characters(g: DiceMasters, p: int) -> list[Die]:
    return [d for d in g.zone(1 - p, "used") if level_one_face(d) is not None]


@ability(
    "avx-057",
    "When fielded, you may capture an opposing die in the used pile (return it at the end of the "
    "turn). Spin it to level 1. Rogue copies that die's stats.",
    "fielded",
    when=lambda g, t: bool(_used_characters(g, t.player)),
)
def rogue_anna_raven(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: only a die with a level 1 character face can be spun to level 1 and lend its
    stats, so the choice is among the character and Sidekick dice of the opposing used pile. The
    captured die shows its level 1 face while captured and returns to its owner's used pile (where
    it was) at the end of the turn, or as soon as Rogue leaves the field. Rogue copies the stats
    printed on that face (A, D and bursts) for the rest of the turn."""
    p = t.player
    pick = g.ask_target(t, "die", p, _one_of_each(_used_characters(g, p)), t.card, optional=True)
    if pick is None or not _in_field(g, t.die):
        return
    d = g.dice[pick]
    face = level_one_face(d)
    assert face is not None
    rogue = g.dice[t.die]
    if capture_die(g, rogue, d, returns_to="used", face=face):
        copy_stats(rogue, face_stats(FACES[d.card][face]))
        g.ev.append(R.StatsChanged(rogue.id, rogue.card, *stats(g, rogue)))


# -- Anna Marie --------------------------------------------------------------------------------
def _action_dice(g: DiceMasters, p: int) -> list[Die]:
    opp = 1 - p
    return [d for z in ("used", "reserve") for d in g.zone(opp, z) if is_action_card(d.card)]


@ability(
    "avx-089",
    "When fielded, capture an opposing action die from the used pile or reserve pool. When Rogue "
    "attacks, you may use that action for free (with no bursts). Return it to the used pile after "
    "the attack step.",
    "fielded",
    when=lambda g, t: bool(_action_dice(g, t.player)),
)
def rogue_anna_marie(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: an action die is a die of an action card (basic or not), whatever face it shows.
    It returns to its owner's used pile after the attack step, at the end of the turn if Rogue
    does not attack, or as soon as Rogue leaves the field (capture ends)."""
    p = t.player
    pick = g.ask_target(t, "die", p, _one_of_each(_action_dice(g, p)), t.card)
    if pick is not None and _in_field(g, t.die):
        capture_die(g, g.dice[t.die], g.dice[pick], returns_to="used")


def _captured_actions(g: DiceMasters, rogue: str) -> list[Die]:
    return [d for d in captured_by(g, rogue) if is_action_card(d.card)]


@ability(
    "avx-089",
    "When Rogue attacks, you may use that action for free (with no bursts).",
    "attacks",
    when=lambda g, t: bool(_captured_actions(g, t.die)),
)
def rogue_anna_marie_attacks(g: DiceMasters, t: K.Attacks) -> None:
    """The captured die's action text resolves as if a die of it were used without bursts; the
    die itself stays under Rogue. Using it is using an action ("each time you use an action")."""
    p = t.player
    options = [d.id for d in _captured_actions(g, t.die)]
    pick = g.ask_target(t, "use", p, options, t.card, optional=True)
    if pick is None or g.dice[pick].zone != "captured":
        return
    d = g.dice[pick]
    g.ev.append(R.ActionUsed(p, d.id, d.card, 0))
    g.push(K.ActionDie(p, d.card, d.id, 0))
    action_used(g, p, d.id)


@ability(
    "avx-089",
    "Return it to the used pile after the attack step.",
    "end_of_attack",
    when=lambda g, t: bool(_captured_actions(g, t.die)),
)
def rogue_anna_marie_returns(g: DiceMasters, t: K.EndOfAttack) -> None:
    for d in _captured_actions(g, t.die):
        release(g, t.die, d.id)


# -- Can't Touch This --------------------------------------------------------------------------
@ability(
    "avx-121",
    "When fielded, capture an opposing fielded character (until the end of the turn). Rogue copies "
    "that character's stats and abilities.",
    "fielded",
    when=lambda g, t: bool(opponent_chars(g, t.player)),
)
def rogue_cant_touch_this(g: DiceMasters, t: K.Fielded) -> None:
    """Decision: Rogue copies the stats printed on the captured die's face as it was captured (A,
    D and bursts; KR rulebook p.21) and its card's abilities, for the rest of the turn; a
    prevented capture copies nothing."""
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is not None and _in_field(g, t.die):
        g.push(CaptureAndCopy([tgt], src=src(t), by=t.die, abilities=True))
