"""Copying and capturing: a die that takes another's stats or card, and dice taken under a die.

Copy (KR rulebook p.21): "copy the stats" copies the numbers printed on the other die's face
and its burst marks (the copier then gets its own card's burst benefits from them); "copy the
abilities" makes the copier use the other card's text as its own, reading the copied card's name
as the copier's. A copy for this turn lives in the copier's ``flags`` (``copy``: A, D and
bursts; ``abilities_of``: the card whose abilities it uses; ``faces_of``: the card whose faces it
copies level for level; ``card_of``: the whole card it copies, also its energy type and
affiliations), cleared at Cleanup. A copy that lasts beyond the turn is kept on the engine
(``DiceMasters.copies`` by "<player>:<card>" of the copying dice) and laid on those dice whenever
they stand in the field (``apply_copies``): until the next Mystique is fielded (``ends_on``: a
character name), or until the copier's next turn (``until``: the last turn it covers).
Decision: copied abilities work through the hooks a die answers for itself (when it attacks,
blocks, is blocked, takes damage, can't be blocked, ...); a While Active ability of the copied
card that reads its owner's team (an aura on "your Sidekicks", "while Hulk is active, when you
take damage") stays with the card's own player.

Capture from outside the field (the used pile, the reserve pool) spins or keeps the die's face
as the text says; a captured die returns where its text says (``returns_to``, else its owner's
field) when the capture ends: at the end of the turn, when the capturing die leaves the field, or
when the card ends it early (``release``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.core.declared import FROZEN, state_field

from . import records as R
from .cards import CARDS, Face
from .effects import copied_stats
from .ops import OnDice, capture
from .state import FACES, FIELD_ZONES, Die, Zone, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

COPY_FLAGS = ("copy", "abilities_of", "faces_of", "card_of", "lasting")


def face_stats(face: Face) -> list[int]:
    """The stats printed on a character face: A, D and its burst marks."""
    return [face.attack, face.defense, face.bursts]


def die_stats(d: Die) -> list[int] | None:
    """The stats on a character die as it shows now (a copy it carries counts as its own)."""
    copied = copied_stats(d)
    if copied is not None:
        return [int(copied[0]), int(copied[1]), int(copied[2])]
    f = d.showing
    return None if f is None or f.kind != "character" else face_stats(f)


def copy_stats(d: Die, stats: list[int]) -> None:
    """``d`` takes these printed stats (A, D, bursts) for the rest of the turn; its own
    modifiers still add to them."""
    d.flags["copy"] = list(stats)


def copy_abilities(d: Die, card: str) -> None:
    """``d`` uses ``card``'s abilities as its own for the rest of the turn."""
    d.flags["abilities_of"] = card


def card_of(d: Die) -> str:
    """The card a die is for rules that read the card (energy type, affiliations, name)."""
    whole = d.flags.get("card_of")
    return whole if isinstance(whole, str) else d.card


def affiliations(d: Die) -> tuple[str, ...]:
    """A die's affiliations: its card's, or the card it copies whole (Sidekicks have none)."""
    c = CARDS.get(card_of(d))
    return () if c is None else c.affiliations


def character_name(card: str) -> str:
    """The character a card is of ("Mystique"), the same for the three cards of one die."""
    c = CARDS.get(card)
    return "" if c is None else str(c.character or "")


# -- copies that last beyond the turn -----------------------------------------------------------
def set_lasting_copy(
    g: DiceMasters,
    p: int,
    card: str,
    *,
    whole: str | None = None,
    faces: str | None = None,
    stats: list[int] | None = None,
    until: int | None = None,
    ends_on: str | None = None,
) -> None:
    """Player ``p``'s dice of ``card`` copy, from now on: the ``whole`` card (its text, energy
    type and affiliations), the ``faces`` of a card level for level, or fixed ``stats``;
    ``until``: the last turn the copy covers; ``ends_on``: a character name whose fielding ends it."""
    g.copies[f"{p}:{card}"] = {
        "whole": whole,
        "faces": faces,
        "stats": list(stats) if stats is not None else None,
        "until": until,
        "ends_on": ends_on,
    }
    apply_copies(g)


def _lay(d: Die, copy: dict[str, Any]) -> None:
    flags = d.flags
    flags["lasting"] = True
    if copy.get("whole"):
        flags["card_of"] = copy["whole"]
        flags["abilities_of"] = copy["whole"]
    if copy.get("faces"):
        flags["faces_of"] = copy["faces"]
    if copy.get("stats"):
        flags["copy"] = list(copy["stats"])


def _strip(d: Die) -> None:
    if d.flags.get("lasting"):
        for name in COPY_FLAGS:
            d.flags.pop(name, None)


def apply_copies(g: DiceMasters, only: Die | None = None) -> None:
    """Lay the lasting copies on the copying dice in the field (all, or ``only`` that die), after
    dropping the copies whose time is over (``until`` before this turn ends)."""
    for key in [k for k, c in g.copies.items() if c.get("until") is not None and c["until"] < g.turn]:
        del g.copies[key]
    dice = (
        [only]
        if only is not None
        else [g.dice[i] for p in (0, 1) for z in FIELD_ZONES for i in g.zones[p][z]]
    )
    for d in dice:
        if d.zone not in FIELD_ZONES:
            continue
        _strip(d)
        copy = g.copies.get(f"{d.owner}:{d.card}")
        if copy is not None:
            _lay(d, copy)


def copies_after_turn(g: DiceMasters) -> None:
    """At the end of Cleanup: copies covering the next turn go on, the others end."""
    for key in [k for k, c in g.copies.items() if c.get("until") is not None and c["until"] <= g.turn]:
        del g.copies[key]
    apply_copies(g)


def end_copies_on_field(g: DiceMasters, d: Die) -> None:
    """A die is being fielded: the copies that last "until the next <it> is fielded" end, then
    the lasting copies of its own card are laid on it (before its "when fielded" is read)."""
    if not g.copies:  # nothing ends and nothing is laid: ``apply_copies(g, only=d)`` strips it
        if d.zone in FIELD_ZONES:
            _strip(d)
        return
    name = character_name(d.card)
    ended = [k for k, c in g.copies.items() if name and c.get("ends_on") == name]
    for key in ended:
        del g.copies[key]
    if ended:
        apply_copies(g)
    else:
        apply_copies(g, only=d)


# -- capture from anywhere ----------------------------------------------------------------------
def capture_die(
    g: DiceMasters, by: Die, d: Die, returns_to: Zone | None = None, face: int | None = None
) -> bool:
    """Capture ``d`` (in the field, the reserve pool or the used pile) under ``by``; it returns to
    ``returns_to`` (else its owner's field), showing ``face`` while captured if one is given."""
    if by.zone not in FIELD_ZONES or d.zone not in FIELD_ZONES + ("reserve", "used"):
        return False
    capture(g, by, d)
    if face is not None:
        d.face = face
    if returns_to is not None:
        d.flags = {**d.flags, "returns_to": returns_to}
    return True


def captured_by(g: DiceMasters, by: str) -> list[Die]:
    return [g.dice[i] for i in g.captured.get(by, []) if g.dice[i].zone == "captured"]


def release(g: DiceMasters, by: str, did: str) -> None:
    """End one capture early: the die goes back where its capture says."""
    ids = g.captured.get(by, [])
    if did not in ids:
        return
    d = g.dice[did]
    zone: Zone = d.flags.get("returns_to", "field")
    owner = d.owner
    assert owner is not None
    g.move(d, zone, owner, event=False)
    if not g.captured.get(by):
        g.captured.pop(by, None)
    g.ev.append(R.DieReleased(did, d.card, zone))


def level_one_face(d: Die) -> int | None:
    """The index of a die's level 1 character face (a Sidekick's character face is level 1)."""
    for i, f in enumerate(FACES[d.card]):
        if f.kind == "character" and f.level == 1:
            return i
    return None


@dataclass(eq=False)
class CaptureAndCopy(OnDice):
    """Capture an opposing character under ``by`` and copy its stats (and, with ``abilities``,
    its abilities): preventable as one effect, so a prevented capture copies nothing."""

    kind = "capture_copy"
    by: str = state_field(FROZEN, default="")
    abilities: bool = state_field(FROZEN, default=False)

    def affect(self, g: DiceMasters, d: Die) -> None:
        by = g.dice[self.by]
        stats = die_stats(d)
        card = d.flags.get("abilities_of", d.card)
        if stats is None or not capture_die(g, by, d):
            return
        copy_stats(by, stats)
        if self.abilities:
            copy_abilities(by, str(card))
        g.ev.append(R.StatsChanged(by.id, by.card, *_shown(g, by)))


def _shown(g: DiceMasters, d: Die) -> tuple[int, int]:
    from .effects import stats

    return stats(g, d)


def _register() -> None:
    from .ops import op_task

    task(CaptureAndCopy)(op_task)


_register()
