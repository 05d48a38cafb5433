"""One test per Basic Action card (action die text, bursts) and per Global."""

from __future__ import annotations

from .helpers import (
    ACT0,
    ACT1,
    ACT2,
    SK,
    SK_BOLT,
    SK_FIST,
    SK_MASK,
    SK_SHIELD,
    act,
    attack_with,
    block,
    busy,
    char,
    energy,
    events_of,
    kinds,
    pay,
    place,
    table,
)


def use(g, card, bursts=0, p=0):
    die = place(g, p, card, "reserve", (ACT0, ACT1, ACT2)[bursts])
    return act(g, "use_action", die=die.id)


def board(bac, team0=None, team1=None):
    g, rng = table(team0 or {"avx-001": 2}, team1 or {"avx-001": 2}, bac=bac)
    busy(g, 0)
    return g, rng


def to_actions_window(g, *attackers):
    attack_with(g, *attackers)
    while g.decision.kind == "block":
        act(g, "end_blockers")


def test_distraction_opponent_picks_two_that_cannot_block() -> None:
    """Your opponent targets two of his or her characters. Those characters cannot block (this turn)."""
    g, _ = board(["avx-025"])
    a, b, c = char(g, 1, SK), char(g, 1, SK), char(g, 1, "avx-001", 1)
    use(g, "avx-025")
    assert g.to_move == 1
    act(g, "choose_target", target=a.id)
    act(g, "choose_target", target=b.id)
    assert a.flags.get("cant_block") and b.flags.get("cant_block") and not c.flags.get("cant_block")
    attacker = char(g, 0, SK)
    attack_with(g, attacker)
    assert {x.die for x in g.legal_actions() if x.kind == "block"} == {c.id}


def test_distraction_global_removes_an_attacker() -> None:
    """Global: Pay [M] to remove one attacker from the attack zone to the field."""
    g, _ = board(["avx-025"])
    attacker = char(g, 0, SK)
    mask = energy(g, 1, SK, SK_MASK)
    use_die = place(g, 0, "avx-025", "reserve", ACT0)
    _ = use_die
    to_actions_window(g, attacker)
    act(g, "pass")
    act(g, "use_global", card="avx-025", target=attacker.id)
    pay(g, mask)
    assert attacker.zone == "field" and attacker.id not in g.combat["attackers"]


def test_focus_power_spins_one_and_bursts_spin_another() -> None:
    """Spin one target character up or down one level. * Spin another target character."""
    g, _ = board(["avx-026"])
    mine, theirs = char(g, 0, "avx-001", 1), char(g, 1, "avx-001", 2)
    use(g, "avx-026", bursts=1)
    act(g, "spin", target=mine.id, direction="up")
    assert not [a for a in g.legal_actions() if a.target == mine.id]
    act(g, "spin", target=theirs.id, direction="down")
    assert mine.showing.level == 2 and theirs.showing.level == 1


def test_force_beam_damage_by_bursts() -> None:
    """Deal 1 damage to each character (including yours). * 2 damage. ** 1 to each player and 2 to each."""
    g, _ = board(["avx-027"])
    mine, theirs = char(g, 0, "avx-001", 3), char(g, 1, "avx-001", 3)
    use(g, "avx-027")
    assert (mine.damage, theirs.damage) == (1, 1)
    use(g, "avx-027", bursts=1)
    assert (mine.damage, theirs.damage) == (3, 3)
    use(g, "avx-027", bursts=2)
    assert g.life == [19, 19] and mine.zone == "prep" and theirs.zone == "prep"


def test_gearing_up_draws_two_and_rolls_them_into_the_reserve() -> None:
    """Draw two dice from your bag and roll them (place them in your reserve pool)."""
    g, rng = board(["avx-028"])
    before = len(g.zones[0]["reserve"])
    die = place(g, 0, "avx-028", "reserve", ACT0)
    rng.force(SK_FIST, 5)
    act(g, "use_action", die=die.id)
    new = g.zones[0]["reserve"][before:]
    assert len(new) == 2 and [g.dice[d].face for d in new] == [SK_FIST, 5]


def test_inner_rage_two_targets_and_the_burst_bonus() -> None:
    """Two of your target characters get +1A and +1D. * Those characters get an additional +1A and +1D."""
    g, _ = board(["avx-029"])
    a, b, c = char(g, 0, SK), char(g, 0, SK), char(g, 0, SK)
    use(g, "avx-029", bursts=1)
    act(g, "choose_target", target=a.id)
    act(g, "choose_target", target=c.id)
    assert (a.a_mod, a.d_mod, b.a_mod, c.d_mod) == (2, 2, 0, 2)


def test_invulnerability_returns_knocked_out_attackers_to_the_field() -> None:
    """Your attacking characters that are knocked out (this turn) return to the field."""
    g, _ = board(["avx-030"])
    attacker = char(g, 0, SK)
    blocker = char(g, 1, "avx-001", 3)
    inv = place(g, 0, "avx-030", "reserve", ACT0)
    attack_with(g, attacker)
    block(g, blocker, attacker)
    act(g, "use_action", die=inv.id)
    assert attacker.zone == "field"


def test_invulnerability_global_gives_plus_one_attack() -> None:
    """Global: Pay [B]. One target character gets +1A (until the end of the turn)."""
    g, _ = board(["avx-030"])
    side = char(g, 0, SK)
    bolt = energy(g, 0, SK, SK_BOLT)
    act(g, "use_global", card="avx-030", target=side.id)
    pay(g, bolt)
    assert side.a_mod == 1


def test_power_bolt_two_damage_to_a_character_or_player() -> None:
    """Deal 2 damage to one target character or player."""
    g, _ = board(["avx-031"])
    beast = char(g, 1, "avx-001", 3)
    use(g, "avx-031")
    act(g, "choose_target", target=beast.id)
    assert beast.damage == 2
    use(g, "avx-031")
    act(g, "choose_target", target="player:1")
    assert g.life[1] == 18


def test_smash_knocks_out_level_one_or_with_two_bursts_level_two() -> None:
    """Knock out a target level 1 character. ** Knock out a level 1 or level 2 character instead."""
    g, _ = board(["avx-032"])
    l1, l2 = char(g, 1, "avx-001", 1), char(g, 1, "avx-001", 2)
    use(g, "avx-032", bursts=1)  # a * face acts as the base text
    assert l1.zone == "prep" and l2.zone == "field"
    use(g, "avx-032", bursts=2)
    assert l2.zone == "prep"


def test_smash_global_blocked_character_deals_no_damage() -> None:
    """Global: Pay [F]. Target blocked character deals no damage."""
    g, _ = board(["avx-032"])
    attacker = char(g, 0, "avx-001", 3)
    blocker = char(g, 1, SK)
    fist = energy(g, 1, SK, SK_FIST)
    attack_with(g, attacker)
    block(g, blocker, attacker)
    assert g.to_move == 1 and "use_global" in kinds(g)  # the attacker had nothing to do
    act(g, "use_global", card="avx-032", target=attacker.id)
    events = act(g, "pay", die=fist.id, amount=1)
    assert not [e for e in events_of(events, "damage_dealt") if e.target == blocker.id]


def test_take_cover_plus_two_and_burst_plus_three() -> None:
    """Your characters get +2D. * One character gets an extra +3D."""
    g, _ = board(["avx-033"])
    a, b = char(g, 0, SK), char(g, 0, SK)
    enemy = char(g, 1, SK)
    use(g, "avx-033", bursts=1)
    act(g, "choose_target", target=b.id)
    assert (a.d_mod, b.d_mod, enemy.d_mod) == (2, 5, 0)


def test_take_cover_global_plus_one_defense() -> None:
    """Global: Pay [S] to give one target character +1D (until the end of the turn)."""
    g, _ = board(["avx-033"])
    side = char(g, 0, SK)
    shield = energy(g, 0, SK, SK_SHIELD)
    act(g, "use_global", card="avx-033", target=side.id)
    pay(g, shield)
    assert side.d_mod == 1


def test_thrown_car_plus_one_attack_and_overcrush() -> None:
    """Two of your target characters get +1A. While attacking, damage that those two characters deal
    in excess of the total defense of blocking characters is dealt to your opponent."""
    g, _ = board(["avx-034"], team0={"avx-023": 2})
    thor = char(g, 0, "avx-023", 1)  # 5A, +1 = 6
    blocker = char(g, 1, SK)  # 1D
    car = place(g, 0, "avx-034", "reserve", ACT0)
    attack_with(g, thor)
    block(g, blocker, thor)
    act(g, "use_action", die=car.id)
    assert g.life[1] == 20 - 5  # 6A - 1D of the blocker
