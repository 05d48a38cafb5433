"""Effects on dice, one task class per kind: knock out, stat changes, spins, rerolls with
placement, capture, "can't block", "deals no damage" and removal from the attack. Each is
``prevent``-able by the die's holder (Spider-Man "Tiger") and knocks out what falls afterwards.
Here too: capture and release, control and copy, and what returns at the end of the turn.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from game.core.declared import FROZEN, PLAIN, optional, state_field

from . import records as R
from . import tasks as K
from .damage import prevent_stage
from .effects import bursts, check_kos, knock_out, mod, stats
from .state import FIELD_ZONES, Die, Zone, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

Direction = Literal["up", "down"]


@dataclass(eq=False)
class OnDice(K.Preventable):
    """An effect on ``dice`` from ``src``; subclasses say what it does to each die."""

    dice: list[str] = state_field(PLAIN, default_factory=list)

    def harmful(self) -> bool:
        """Whether the effect harms the die (then even its own player's effects may be prevented)."""
        return True

    def affect(self, g: DiceMasters, d: Die) -> None:
        raise NotImplementedError


@dataclass(eq=False)
class KnockOutDice(OnDice):
    kind = "ko"

    def affect(self, g: DiceMasters, d: Die) -> None:
        knock_out(g, d)


@dataclass(eq=False)
class ModDice(OnDice):
    """+A/+D (or -) until the end of the turn, and flags such as overcrush."""

    kind = "mod"
    a: int = state_field(FROZEN, default=0)
    d: int = state_field(FROZEN, default=0)
    flags: list[str] = state_field(PLAIN, default_factory=list)

    def harmful(self) -> bool:
        return self.a < 0 or self.d < 0

    def affect(self, g: DiceMasters, d: Die) -> None:
        mod(g, d, self.a, self.d)
        for flag in self.flags:
            d.flags[flag] = True


@dataclass(eq=False)
class SpinDice(OnDice):
    kind = "spin"
    dirs: dict[str, Direction] = state_field(PLAIN, default_factory=dict)

    def harmful(self) -> bool:
        return "down" in self.dirs.values()

    def affect(self, g: DiceMasters, d: Die) -> None:
        spin(g, d, self.dirs[d.id])


@dataclass(eq=False)
class RerollDice(OnDice):
    """Reroll; a die that no longer shows a character goes to ``miss`` (else its reserve)."""

    kind = "reroll"
    miss: Zone | None = state_field(optional(FROZEN), default=None)

    def affect(self, g: DiceMasters, d: Die) -> None:
        reroll_in_place(g, d, self.miss)


@dataclass(eq=False)
class CaptureDice(OnDice):
    kind = "capture"
    by: str = state_field(FROZEN, default="")

    def affect(self, g: DiceMasters, d: Die) -> None:
        capture(g, g.dice[self.by], d)


@dataclass(eq=False)
class CantBlock(OnDice):
    kind = "cant_block"

    def affect(self, g: DiceMasters, d: Die) -> None:
        d.flags["cant_block"] = True


@dataclass(eq=False)
class NoDamage(OnDice):
    kind = "no_damage"

    def affect(self, g: DiceMasters, d: Die) -> None:
        d.flags["no_damage"] = True


@dataclass(eq=False)
class RemoveAttacker(OnDice):
    kind = "remove_attacker"

    def affect(self, g: DiceMasters, d: Die) -> None:
        remove_attacker(g, d)


@task(KnockOutDice, ModDice, SpinDice, RerollDice, CaptureDice, CantBlock, NoDamage, RemoveAttacker)
def op_task(g: DiceMasters, t: OnDice) -> None:
    dice = [x for x in prevent_stage(g, t, t.dice, t.harmful()) if g.dice[x].zone in FIELD_ZONES]
    for did in dice:
        d = g.dice[did]
        if d.zone in FIELD_ZONES:
            t.affect(g, d)
    check_kos(g)


def spin(g: DiceMasters, d: Die, direction: Direction) -> bool:
    """Spin a character one level up or down; never above the top level nor below level 1."""
    f = d.showing
    if f is None or f.kind != "character":
        return False
    new = f.level + (1 if direction == "up" else -1)
    for i, face in enumerate(d.faces):
        if face.kind == "character" and face.level == new:
            d.face = i
            g.ev.append(R.DieSpun(d.id, d.card, new))
            return True
    return False


def can_spin(d: Die, direction: Direction) -> bool:
    f = d.showing
    if f is None or f.kind != "character":
        return False
    new = f.level + (1 if direction == "up" else -1)
    return any(face.kind == "character" and face.level == new for face in d.faces)


def reroll_in_place(g: DiceMasters, d: Die, miss: Zone | None) -> None:
    """Reroll a die; it stays where it is unless its face can't (a field die showing energy)."""
    g.roll(d)
    if d.zone in FIELD_ZONES and not d.is_character:
        owner = d.owner
        assert owner is not None
        if d.id in g.combat["blocks"]:
            del g.combat["blocks"][d.id]
        if d.id in g.combat["attackers"]:
            g.combat["attackers"].remove(d.id)
        if miss:
            g.move(d, miss, owner)
        else:
            g.move(d, "reserve", d.ctrl)


def remove_attacker(g: DiceMasters, d: Die) -> None:
    """Take an attacker out of the attack (its blockers go back to the field, unassigned)."""
    if d.id not in g.combat["attackers"]:
        return
    g.combat["attackers"].remove(d.id)
    g.combat["engaged"] = [x for x in g.combat.get("engaged", []) if d.id not in x]
    for b, a in list(g.combat["blocks"].items()):
        if a == d.id:
            del g.combat["blocks"][b]
            bd = g.dice[b]
            g.move(bd, "field", bd.ctrl)
    g.move(d, "field", d.ctrl)


# -- capture, control, copy --------------------------------------------------------------------
def capture(g: DiceMasters, by: Die, d: Die) -> None:
    """Take ``d`` under ``by``: out of the game until the turn ends or ``by`` is knocked out."""
    if by.zone not in FIELD_ZONES:
        return
    if d.id in g.combat["blocks"]:
        del g.combat["blocks"][d.id]
    if d.id in g.combat["attackers"]:
        g.combat["attackers"].remove(d.id)
    g.holder_list(d).remove(d.id)
    d.zone = "captured"
    d.damage = 0
    g.captured.setdefault(by.id, []).append(d.id)
    g.ev.append(R.DieCaptured(d.id, d.card, by.id))


def release_captured(g: DiceMasters, by_id: str) -> None:
    for did in list(g.captured.pop(by_id, [])):
        d = g.dice[did]
        g.captured.setdefault(by_id, []).append(did)  # so that move() finds it
        zone: Zone = d.flags.get("returns_to", "field")  # where its card says it returns
        g.move(d, zone, d.owner, event=False)
        g.captured.pop(by_id, None)
        g.ev.append(R.DieReleased(did, d.card, zone))


def control(g: DiceMasters, controller: Die, d: Die) -> None:
    """Use an opponent's die as yours until the end of the turn; the controlling die can't attack."""
    p = controller.ctrl
    assert p is not None
    g.move(d, "field", p)
    d.flags["controlled_by"] = controller.id
    controller.flags["cant_attack"] = True


def copy_stats(d: Die, other: Die, g: DiceMasters) -> None:
    """Copy another character's stats and bursts (printed face plus its modifiers) until end of turn."""
    a, df = stats(g, other)
    d.flags["copy"] = [a - d.a_mod, df - d.d_mod, bursts(other)]


def copy_abilities(d: Die, other: Die) -> None:
    """Use another card's abilities (its hooks) as this die's own until the end of the turn."""
    d.flags["abilities_of"] = other.card


def end_of_turn_returns(g: DiceMasters) -> None:
    """Captured dice return, and controlled characters go back to their owner's field."""
    if g.captured:
        for by in list(g.captured):
            release_captured(g, by)
    dice = g.dice
    for p in (0, 1):
        for zn in FIELD_ZONES:
            ids = g.zones[p][zn]
            # (a zone without a controlled die is left as it is, without copying its list)
            for did in ids:
                d = dice[did]
                if d.owner is not None and d.ctrl != d.owner:
                    break
            else:
                continue
            for did in list(ids):
                d = g.dice[did]
                if d.owner is not None and d.ctrl != d.owner:
                    g.move(d, "field", d.owner)
