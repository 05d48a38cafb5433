"""Priority windows (English edition): the active player acts and passes; the inactive player may
then use one Global and passes back; two passes in a row end the step; a window whose only legal
action is "pass" is passed by the engine."""

from __future__ import annotations

from .helpers import (
    ACT0,
    SK,
    SK_BOLT,
    SK_SHIELD,
    act,
    attack_with,
    busy,
    char,
    energy,
    kinds,
    pay,
    place,
    table,
)

COVER = "avx-033"  # Global: Pay [S]: one target character gets +1D


def setup():
    g, _ = table({"avx-013": 1}, {"avx-001": 1}, bac=[COVER, "avx-027"])
    mine = char(g, 0, SK)
    theirs = char(g, 1, SK)
    shield = energy(g, 1, SK, SK_SHIELD)
    busy(g, 0)
    return g, mine, theirs, shield


def test_the_inactive_player_gets_a_window_after_the_active_player_passes() -> None:
    g, mine, theirs, shield = setup()
    assert g.to_move == 0
    act(g, "pass")
    assert g.to_move == 1 and g.decision.kind == "priority"
    assert kinds(g) == {"use_global", "pass"}


def test_one_global_then_priority_returns_to_the_active_player() -> None:
    g, mine, theirs, shield = setup()
    act(g, "pass")
    act(g, "use_global", card=COVER, target=theirs.id)
    pay(g, shield)
    assert theirs.d_mod == 1
    assert g.to_move == 0 and g.step == "main"
    # the active player passes again; the inactive player has no energy left: the window is
    # skipped and the Main Step ends
    act(g, "pass")
    assert g.step == "attack_declare"


def test_two_passes_in_a_row_end_the_step() -> None:
    g, mine, theirs, shield = setup()
    act(g, "pass")
    act(g, "pass")
    assert g.step == "attack_declare" and shield.zone == "reserve"


def test_a_window_with_only_pass_is_skipped() -> None:
    g, _ = table({"avx-013": 1}, {"avx-001": 1})
    busy(g, 0)
    act(g, "pass")
    assert g.step in ("attack_declare", "reroll", "cleanup") or g.active == 1


def test_the_active_player_can_use_globals_too() -> None:
    g, mine, theirs, shield = setup()
    bolt = energy(g, 0, SK, SK_SHIELD)
    act(g, "use_global", card=COVER, target=mine.id)
    pay(g, bolt)
    assert mine.d_mod == 1 and g.to_move == 0


def test_attack_window_attacker_uses_actions_defender_only_globals() -> None:
    g, mine, theirs, shield = setup()
    beam = place(g, 0, "avx-027", "reserve", ACT0)
    other = energy(g, 0, SK, SK_BOLT)
    _ = other
    attacker = char(g, 0, SK)
    attack_with(g, attacker)
    if g.decision.kind == "block":
        act(g, "end_blockers")
    assert g.step == "attack_actions" and g.to_move == 0
    assert "use_action" in kinds(g)
    act(g, "pass")
    assert g.to_move == 1 and kinds(g) == {"use_global", "pass"}
    assert beam.zone == "reserve"


def test_not_attacking_skips_the_attack_step_without_globals() -> None:
    g, mine, theirs, shield = setup()
    act(g, "pass")
    act(g, "pass")
    events = act(g, "end_attackers")
    kinds_seen = [e.kind for e in events]
    assert "no_attack" in kinds_seen and "priority_passed" not in kinds_seen
    assert g.active == 1
