"""One test (or more) per character card: set up the situation its text describes."""

from __future__ import annotations

from .helpers import (
    ACT0,
    SK,
    SK_BOLT,
    SK_CHAR,
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
    level_face,
    pay,
    place,
    table,
    to_attack,
)


def attacked_by_sidekick(team0, team1, blocker_card, level=1, **kw):
    """Player 0 attacks with a Sidekick; player 1 blocks it with ``blocker_card``."""
    g, rng = table(team0, team1, **kw)
    side = char(g, 0, SK)
    beast = char(g, 1, blocker_card, level)
    attack_with(g, side)
    return g, rng, side, beast


def this_turn(events):
    """The events before the next turn starts."""
    kinds_seen = [e.kind for e in events]
    return events[: kinds_seen.index("turn_started")] if "turn_started" in kinds_seen else events


# -- Beast -------------------------------------------------------------------------------------
def test_beast_big_boy_blue_gets_plus_one_when_he_blocks() -> None:
    """Beast gets +1A and +1D (until the end of the turn) when he blocks."""
    g, _, side, beast = attacked_by_sidekick({"avx-005": 1}, {"avx-001": 2}, "avx-001", level=2)
    busy(g, 0)
    events = act(g, "block", die=beast.id, target=side.id)
    assert [(e.attack, e.defense) for e in events_of(events, "stats_changed")] == [(3, 4)]


def test_beast_big_boy_blue_burst_gets_plus_two() -> None:
    """* He gets +2A and +2D instead."""
    g, _, side, beast = attacked_by_sidekick({"avx-005": 1}, {"avx-001": 2}, "avx-001", level=1)
    events = act(g, "block", die=beast.id, target=side.id)
    assert [(e.attack, e.defense) for e in events_of(events, "stats_changed")] == [(3, 4)]  # 1/2 + 2/2


def test_beast_genetic_expert_gains_life_when_knocked_out_blocking() -> None:
    """If Beast is knocked out while blocking, you gain 1 life. * Your opponent also takes 2 damage."""
    g, _ = table({"avx-023": 1}, {"avx-002": 2}, life=20)
    g.life = [20, 15]
    thor = char(g, 0, "avx-023", 1)
    beast = char(g, 1, "avx-002", 1)  # level 1 shows a burst
    attack_with(g, thor)
    block(g, beast, thor)
    assert g.life == [18, 16]


def test_beast_mutate_draws_when_he_blocks() -> None:
    """When Beast blocks, draw one die and place it in your prep area.
    * Instead draw 2 dice; place one in your prep area and the other in your used pile."""
    g, _, side, beast = attacked_by_sidekick({"avx-005": 1}, {"avx-003": 2}, "avx-003", level=2)
    events = this_turn(act(g, "block", die=beast.id, target=side.id))
    assert [e.zone for e in events_of(events, "die_drawn")] == ["prep"]
    g2, _, side2, beast2 = attacked_by_sidekick({"avx-005": 1}, {"avx-003": 2}, "avx-003", level=1)
    other_beast = place(g2, 1, "avx-003", "bag")  # on top of the bag, with a Sidekick under it
    act(g2, "block", die=beast2.id, target=side2.id)
    drawn = g2.decision.options
    assert g2.to_move == 1 and other_beast.id in drawn and len(drawn) == 2
    events = this_turn(act(g2, "choose_target", target=other_beast.id))
    sidekick = next(d for d in drawn if d != other_beast.id)
    assert ("used", sidekick) in [(e.zone, e.die) for e in events_of(events, "die_moved")]
    assert other_beast.id in g2.zones[1]["prep"] or other_beast.zone == "reserve"


# -- Captain America ---------------------------------------------------------------------------
def field_with(g, p, card, level, *payers):
    die = place(g, p, card, "reserve", level_face(level))
    act(g, "field", die=die.id)
    if payers:
        pay(g, *payers)
    return die


def test_captain_america_american_hero_rolls_a_sidekick_from_the_used_pile() -> None:
    """When fielded, you may roll a Sidekick die from your used pile (...place the die in your reserve pool)."""
    g, rng = table({"avx-004": 2}, {"avx-001": 1})
    used = place(g, 0, SK, "used")
    payer = energy(g, 0, SK, SK_BOLT)
    busy(g, 0)
    field_with(g, 0, "avx-004", 1, payer)
    assert g.decision.kind == "target" and "decline" in kinds(g)
    rng.force(SK_MASK)
    act(g, "choose_target", target=used.id)
    assert used.zone == "reserve" and used.face == SK_MASK
    assert payer.zone == "out_of_play"  # the die that paid can't be chosen: it is not in the used pile


def test_captain_america_natural_leader_boosts_sidekicks_once() -> None:
    """While Captain America is active, your Sidekick characters get +1A and +1D (no matter how many
    Captain America dice you have fielded)."""
    from game.dicemasters.effects import stats

    g, _ = table({"avx-005": 2}, {"avx-001": 1})
    side = char(g, 0, SK)
    assert stats(g, side) == (1, 1)
    char(g, 0, "avx-005", 1)
    char(g, 0, "avx-005", 1)
    assert stats(g, side) == (2, 2)
    enemy = char(g, 1, SK)
    assert stats(g, enemy) == (1, 1)


def test_captain_america_star_spangled_knocks_out_opposing_sidekicks_for_life() -> None:
    """When fielded, knock out each of your opponent's Sidekick characters. Gain 1 life for each."""
    g, _ = table({"avx-006": 2}, {"avx-001": 1})
    g.life = [15, 20]
    victims = [char(g, 1, SK), char(g, 1, SK)]
    beast = char(g, 1, "avx-001", 2)
    mine = char(g, 0, SK)
    busy(g, 0)
    field_with(g, 0, "avx-006", 1, energy(g, 0, SK, SK_FIST))
    assert all(v.zone == "prep" for v in victims) and beast.zone == "field" and mine.zone == "field"
    assert g.life[0] == 17


# -- Hulk --------------------------------------------------------------------------------------
def beam(g, p=0, bursts=0):
    die = place(g, p, "avx-027", "reserve", 3 + bursts)
    return act(g, "use_action", die=die.id)


def test_hulk_anger_issues_grows_when_hulk_takes_damage() -> None:
    """While Hulk is active, when either you or Hulk takes damage, Hulk gets +2A and +2D.
    * Hulk gets +3A and +3D instead."""
    g, _ = table({"avx-007": 2}, {"avx-001": 1}, bac=["avx-027"])
    busy(g, 0)
    hulk = char(g, 0, "avx-007", 3)  # no burst at level 3
    burst = char(g, 0, "avx-007", 1)
    beam(g)
    assert (hulk.a_mod, hulk.d_mod) == (2, 2) and (burst.a_mod, burst.d_mod) == (3, 3)


def test_hulk_anger_issues_triggers_once_when_you_and_hulk_are_hit_together() -> None:
    g, _ = table({"avx-007": 2}, {"avx-001": 1}, bac=["avx-027"])
    busy(g, 0)
    hulk = char(g, 0, "avx-007", 3)
    beam(g, bursts=2)  # 1 damage to each player and 2 to each character: one damage event
    assert (hulk.a_mod, hulk.d_mod) == (2, 2)


def test_hulk_annihilator_moves_hulk_dice_from_used_to_prep() -> None:
    """While Hulk is active, when either you or Hulk takes damage, move all Hulk dice from your used
    pile to your prep area."""
    g, _ = table({"avx-008": 4}, {"avx-001": 1}, bac=["avx-031"])
    busy(g, 0)
    char(g, 0, "avx-008", 3)
    used = [place(g, 0, "avx-008", "used"), place(g, 0, "avx-008", "used")]
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:0")  # damage to you also counts
    assert all(d.zone == "prep" for d in used)


def test_hulk_jade_giant_knocks_out_a_level_one_character() -> None:
    """While Hulk is active, when either you or Hulk takes damage, knock out one of your opponent's
    level 1 characters. * Instead knock out one opposing character of any level."""
    g, _ = table({"avx-009": 2}, {"avx-001": 2}, bac=["avx-031"])
    busy(g, 0)
    char(g, 0, "avx-009", 3)
    l1, l2 = char(g, 1, "avx-001", 1), char(g, 1, "avx-001", 2)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:0")
    assert l1.zone == "prep" and l2.zone == "field"  # the only level 1 target is chosen
    g2, _ = table({"avx-009": 2}, {"avx-001": 2}, bac=["avx-031"])
    busy(g2, 0)
    char(g2, 0, "avx-009", 1)  # level 1 shows a burst
    a, b = char(g2, 1, "avx-001", 1), char(g2, 1, "avx-001", 3)
    bolt = place(g2, 0, "avx-031", "reserve", ACT0)
    act(g2, "use_action", die=bolt.id)
    act(g2, "choose_target", target="player:0")
    act(g2, "choose_target", target=b.id)
    assert b.zone == "prep" and a.zone == "field"


# -- Human Torch -------------------------------------------------------------------------------
def test_human_torch_flame_on_deals_one_damage_each_time_you_field() -> None:
    """While Human Torch is active, he deals 1 damage to a character or player each time you field
    a character (not 1 damage per die)."""
    g, _ = table({"avx-010": 2}, {"avx-001": 1})
    busy(g, 0)
    char(g, 0, "avx-010", 1)
    side = place(g, 0, SK, "reserve", SK_CHAR)
    act(g, "field", die=side.id)
    assert g.decision.kind == "target" and "player:1" in g.decision.options
    act(g, "choose_target", target="player:1")
    assert g.life[1] == 19


def test_human_torch_flame_on_global_adds_one_damage_to_action_damage() -> None:
    """Global: Pay [B] when you deal damage with an action die or global ability to deal one extra
    damage to one target."""
    g, _ = table({"avx-010": 1}, {"avx-001": 1}, bac=["avx-031"])
    busy(g, 0)
    bolt_energy = energy(g, 0, SK, SK_BOLT)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")
    assert g.life[1] == 20 and g.decision.card == "avx-010"  # asked before the damage is dealt
    act(g, "choose_target", target="player:1")
    pay(g, bolt_energy)
    assert g.life[1] == 17


def test_human_torch_matchstick_rolls_a_torch_from_the_used_pile() -> None:
    """While Human Torch is active, each time you field a character, you may roll one Human Torch
    from your used pile. If you roll a character side, place it in your reserve pool; otherwise
    place it in your used pile."""
    g, rng = table({"avx-011": 3}, {"avx-001": 1})
    busy(g, 0)
    char(g, 0, "avx-011", 1)
    used = place(g, 0, "avx-011", "used")
    side = place(g, 0, SK, "reserve", SK_CHAR)
    act(g, "field", die=side.id)
    rng.force(4)  # level 2
    act(g, "choose_target", target=used.id)
    assert used.zone == "reserve" and used.showing.level == 2
    side2 = place(g, 0, SK, "reserve", SK_CHAR)
    used2 = place(g, 0, "avx-011", "used")
    act(g, "field", die=side2.id)
    rng.force(0)  # energy: back to the used pile
    act(g, "choose_target", target=used2.id)
    assert used2.zone == "used"


def test_human_torch_playing_with_fire_first_field_each_turn() -> None:
    """The first time you field a character each turn, each Human Torch already in the field gets
    +1A and +1D (until the end of the turn)."""
    g, _ = table({"avx-012": 2}, {"avx-001": 1})
    busy(g, 0)
    torch = char(g, 0, "avx-012", 1)
    s1, s2 = place(g, 0, SK, "reserve", SK_CHAR), place(g, 0, SK, "reserve", SK_CHAR)
    act(g, "field", die=s1.id)
    assert (torch.a_mod, torch.d_mod) == (1, 1)
    act(g, "field", die=s2.id)
    assert (torch.a_mod, torch.d_mod) == (1, 1)


# -- Iron Man ----------------------------------------------------------------------------------
def test_iron_man_inventor_reduces_damage() -> None:
    """Each time Iron Man takes damage, reduce the damage he takes by 1. * Reduce the damage by 2 instead."""
    g, _ = table({"avx-001": 1}, {"avx-013": 2}, bac=["avx-027"])
    busy(g, 0)
    low, top = char(g, 1, "avx-013", 1), char(g, 1, "avx-013", 3)
    beam(g, bursts=1)  # 2 damage to each character
    assert (low.damage, top.damage) == (1, 0)


def test_iron_man_inventor_global_redirects_damage_from_you() -> None:
    """Global: Pay [S] to redirect 1 damage from you to one of your characters."""
    g, _ = table({"avx-013": 1}, {"avx-001": 2}, bac=["avx-031"])
    busy(g, 0)
    beast = char(g, 1, "avx-001", 3)
    shield = energy(g, 1, SK, SK_SHIELD)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")
    assert g.to_move == 1 and g.decision.card == "avx-013"
    act(g, "choose_target", target=beast.id)
    pay(g, shield)
    assert g.life[1] == 19 and beast.damage == 1


def test_iron_man_philanthropist_gains_life() -> None:
    """Each time Iron Man takes damage, you gain 1 life. * Gain 2 life instead."""
    g, _ = table({"avx-001": 1}, {"avx-014": 2}, bac=["avx-027"])
    g.life = [20, 10]
    busy(g, 0)
    char(g, 1, "avx-014", 1)
    char(g, 1, "avx-014", 3)
    beam(g)
    assert g.life[1] == 13


def test_iron_man_playboy_hits_back_in_the_attack_step_only() -> None:
    """Each time Iron Man takes damage in the attack step, he deals 3 damage to one opposing
    character that is attacking or blocking."""
    g, _ = table({"avx-001": 2}, {"avx-015": 2}, bac=["avx-027"])
    busy(g, 0)
    iron = char(g, 1, "avx-015", 3)
    beam(g)  # main step: no trigger
    assert iron.damage == 1 and g.decision.kind == "priority"
    attacker = char(g, 0, "avx-001", 3)  # Beast 2A 4D
    beam_die = place(g, 0, "avx-027", "reserve", ACT0)
    attack_with(g, attacker)
    if g.decision.kind == "block":
        act(g, "end_blockers")
    act(g, "use_action", die=beam_die.id)
    assert attacker.damage == 4 or attacker.zone != "attack"  # 1 (Force Beam) + 3 (Iron Man)


# -- Spider-Man --------------------------------------------------------------------------------
def test_spider_man_tiger_pays_to_prevent_an_effect() -> None:
    """You may pay [F] to prevent Spider-Man from being affected by an ability or game effect (other
    than damage from a character engaged with him)."""
    g, _ = table({"avx-001": 1}, {"avx-016": 2}, bac=["avx-032"])
    busy(g, 0)
    spider = char(g, 1, "avx-016", 1)
    fist = energy(g, 1, SK, SK_FIST)
    smash = place(g, 0, "avx-032", "reserve", ACT0)
    act(g, "use_action", die=smash.id)
    act(g, "pay", die=fist.id, amount=1)
    assert spider.zone == "field"


def test_spider_man_tiger_cannot_prevent_combat_damage() -> None:
    g, _ = table({"avx-023": 1}, {"avx-016": 2})
    thor = char(g, 0, "avx-023", 1)
    spider = char(g, 1, "avx-016", 1)
    energy(g, 1, SK, SK_FIST)
    g.team[0] = ["avx-022"]  # Legendary Warrior can be blocked by [F]
    thor.card = "avx-022"
    attack_with(g, thor)
    events = act(g, "block", die=spider.id, target=thor.id)
    assert [e.die for e in events_of(events, "knocked_out")] == [spider.id]


def test_spider_man_webhead_pays_for_plus_four_defense() -> None:
    """When Spider-Man assigns to attack, you may pay [F] to give him +4D (once per turn per die)."""
    g, _ = table({"avx-017": 2}, {"avx-001": 1})
    spider = char(g, 0, "avx-017", 1)
    fist = energy(g, 0, SK, SK_FIST)
    to_attack(g)
    act(g, "attack", die=spider.id)
    act(g, "end_attackers")
    assert g.decision.kind == "pay"
    pay(g, fist)
    assert spider.d_mod == 4 or g.life[1] == 17


def test_spider_man_webslinger_forces_every_opposing_character_to_block() -> None:
    """When Spider-Man assigns to attack, you may pay [F] to force every opposing character to
    block him if able."""
    g, _ = table({"avx-018": 2, "avx-005": 1}, {"avx-001": 2})
    spider = char(g, 0, "avx-018", 1)
    cap = char(g, 0, "avx-005", 1)
    b1, b2 = char(g, 1, "avx-001", 2), char(g, 1, "avx-001", 2)
    fist = energy(g, 1 - 1, SK, SK_FIST)
    attack_with(g, spider, cap)
    pay(g, fist)
    assert g.decision.kind == "block"
    assert "end_blockers" not in kinds(g)
    assert {a.target for a in g.legal_actions()} == {spider.id}
    block(g, b1, spider)
    assert {a.target for a in g.legal_actions() if a.kind == "block"} == {spider.id}
    block(g, b2, spider)
    assert g.combat["blocks"] == {b1.id: spider.id, b2.id: spider.id} or g.active == 1


# -- Storm -------------------------------------------------------------------------------------
def test_storm_african_priestess_rerolls_a_target_into_the_used_pile() -> None:
    """When fielded, reroll a target opposing character. If the result is not a character, place
    that die in your opponent's used pile."""
    g, rng = table({"avx-019": 2}, {"avx-001": 2})
    busy(g, 0)
    beast = char(g, 1, "avx-001", 3)
    char(g, 1, "avx-001", 1)
    storm = place(g, 0, "avx-019", "reserve", level_face(1))
    act(g, "field", die=storm.id)
    rng.force(1)  # mask double: not a character
    act(g, "choose_target", target=beast.id)
    assert beast.zone == "used"


def test_storm_goddess_rerolls_every_opposing_character_when_she_attacks() -> None:
    """When Storm attacks, reroll each of your opponent's characters. Place any die that does not
    result in a character in your opponent's prep area."""
    g, rng = table({"avx-020": 2}, {"avx-001": 2})
    storm = char(g, 0, "avx-020", 1)
    a, b = char(g, 1, "avx-001", 3), char(g, 1, "avx-001", 3)
    to_attack(g)
    act(g, "attack", die=storm.id)
    rng.force(0, 3)  # the first shows energy, the second level 1
    act(g, "end_attackers")
    assert a.zone in ("prep", "reserve") and b.showing is not None and b.showing.level == 1


def test_storm_ro_rerolls_the_characters_engaged_with_her() -> None:
    """After blockers are assigned, reroll all characters engaged with Storm. Place each such die
    that does not show a character in your opponent's prep area."""
    g, rng = table({"avx-021": 2}, {"avx-001": 2})
    storm = char(g, 0, "avx-021", 3)
    beast = char(g, 1, "avx-001", 3)
    other = char(g, 1, "avx-001", 3)
    attack_with(g, storm)
    act(g, "block", die=beast.id, target=storm.id)
    rng.force(2)  # mask double
    events = act(g, "end_blockers")
    moves = [(e.die, e.zone) for e in events_of(events, "die_moved")]
    assert (beast.id, "prep") in moves and other.zone == "field"
    assert not [e for e in events_of(events, "damage_dealt") if e.target == storm.id]


# -- Thor --------------------------------------------------------------------------------------
def test_thor_legendary_warrior_knocks_out_a_fist_character_when_he_hits_the_opponent() -> None:
    """When Thor damages your opponent, knock out an opposing [F] character."""
    g, _ = table({"avx-022": 2}, {"avx-017": 2, "avx-001": 2})
    thor = char(g, 0, "avx-022", 1)
    spider = char(g, 1, "avx-017", 3)
    beast = char(g, 1, "avx-001", 1)
    attack_with(g, thor)
    events = act(g, "end_blockers")
    assert [e.die for e in events_of(events, "knocked_out")] == [spider.id]
    assert beast.zone == "field" and g.life[1] == 15


def test_thor_lord_of_asgard_can_be_blocked_by_other_characters() -> None:
    """Thor can't be blocked by [F] characters."""
    g, _ = table({"avx-023": 2}, {"avx-017": 2, "avx-001": 2})
    thor = char(g, 0, "avx-023", 1)
    spider = char(g, 1, "avx-017", 1)
    beast = char(g, 1, "avx-001", 1)
    attack_with(g, thor)
    assert {a.die for a in g.legal_actions() if a.kind == "block"} == {beast.id}
    _ = spider


def test_thor_odinson_captures_fist_characters_until_the_end_of_the_turn() -> None:
    """When fielded, capture all opposing [F] characters (return them at the end of the turn)."""
    g, _ = table({"avx-024": 2}, {"avx-017": 2, "avx-001": 2})
    busy(g, 0)
    spider = char(g, 1, "avx-017", 1)
    beast = char(g, 1, "avx-001", 1)
    thor = field_with(g, 0, "avx-024", 1, energy(g, 0, SK, SK_FIST))
    assert spider.zone == "captured" and g.captured[thor.id] == [spider.id] and beast.zone == "field"
    to_attack(g)
    act(g, "end_attackers")
    assert spider.zone == "field"
