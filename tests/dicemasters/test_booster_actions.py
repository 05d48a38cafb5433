"""The non-basic action cards (Mjolnir, Vibranium Shield) and the booster cards of the starter
characters (Beast: Kreature, Hulk: Green Goliath, Human Torch: Johnny Storm, Iron Man:
Billionaire, Storm: Wind-Rider): one scenario or more per text, bursts and Globals included."""

from __future__ import annotations

import pytest

from game.core.errors import OptionError
from game.dicemasters.agents import NormalAgent
from game.dicemasters.engine import DiceMasters

from .helpers import (
    ACT0,
    ACT1,
    ACT2,
    DOUBLE,
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
    find,
    kinds,
    main_step,
    pay,
    place,
    table,
    to_attack,
)

MJOLNIR_63, MJOLNIR_97, MJOLNIR_127 = "avx-063", "avx-097", "avx-127"
SHIELD_64, SHIELD_98, SHIELD_128 = "avx-064", "avx-098", "avx-128"
VENOM, DOOM = "avx-060", "avx-071"  # Villains (fist, shield)
BEAST, THOR, CAP = "avx-001", "avx-023", "avx-004"


def use(g, card, bursts=0, p=0):
    die = place(g, p, card, "reserve", (ACT0, ACT1, ACT2)[bursts])
    events = act(g, "use_action", die=die.id)
    return die, events


def saved(g):
    """A save/load round trip: the copy says the same and goes on alike."""
    copy = DiceMasters.from_dict(g.to_dict())
    assert copy.to_dict() == g.to_dict()
    return copy


# -- team cards --------------------------------------------------------------------------------
def test_action_cards_are_team_cards_one_per_name() -> None:
    """Non-basic action cards are team cards: counted toward a team's cards and dice, one card per name."""
    g, _ = table({MJOLNIR_97: 3, BEAST: 2}, {SHIELD_128: 4, THOR: 1})
    assert g.team == [[MJOLNIR_97, BEAST], [SHIELD_128, THOR]]
    assert len(g.on_card[f"0:{MJOLNIR_97}"]) == 3
    with pytest.raises(OptionError, match="same name"):
        table({MJOLNIR_97: 1, MJOLNIR_63: 1})
    with pytest.raises(OptionError, match="Max"):
        table({MJOLNIR_97: 4})


def test_only_the_owner_buys_an_action_card_and_its_cost_is_typed() -> None:
    """Purchased only by their owner, at a cost with at least one energy of the card's type."""
    g, _ = table({MJOLNIR_97: 3, BEAST: 1}, {BEAST: 2})
    busy(g, 0)
    fists = [energy(g, 0, SK, SK_FIST) for _ in range(6)]
    assert not [a for a in g.legal_actions() if a.kind == "purchase" and a.card == MJOLNIR_97]
    g.move(fists[0], "bag", 0, event=False)
    bolt = energy(g, 0, SK, SK_BOLT)
    act(g, "purchase", card=MJOLNIR_97)
    pay(g, bolt, *fists[1:])
    assert [g.dice[i].card for i in g.zones[0]["used"]] == [MJOLNIR_97]
    main_step(g, 1)
    for _ in range(6):
        energy(g, 1, SK, SK_BOLT)
    assert not [a for a in g.legal_actions() if a.kind == "purchase" and a.card == MJOLNIR_97]


# -- Mjolnir -----------------------------------------------------------------------------------
def test_fist_of_the_righteous_deals_six_to_each_villain_and_eight_on_two_bursts() -> None:
    """Deal 6 damage to each villain. ** Deal 8 damage to each villain instead."""
    g, _ = table({MJOLNIR_63: 3, DOOM: 2}, {VENOM: 2, DOOM: 2, BEAST: 1})
    busy(g, 0)
    mine = char(g, 0, DOOM, 3)  # 5/8: a villain of mine too
    venom = char(g, 1, VENOM, 3)  # 6/6
    doom = char(g, 1, DOOM, 3)  # 5/8
    beast = char(g, 1, BEAST, 3)
    use(g, MJOLNIR_63, bursts=1)  # no * text: the base text
    assert venom.zone == "prep" and (doom.damage, mine.damage, beast.damage) == (6, 6, 0)
    use(g, MJOLNIR_63, bursts=2)
    assert doom.zone == "prep" and mine.zone == "prep" and beast.damage == 0


def test_forged_by_odin_deals_five_plus_the_burst_extra() -> None:
    """Deal 5 damage to target character. * Deal an extra 1 damage. ** Deal an extra 3 damage."""
    for bursts, dealt in ((0, 5), (1, 6), (2, 8)):
        g, _ = table({MJOLNIR_97: 3, BEAST: 1}, {DOOM: 2})
        busy(g, 0)
        doom = char(g, 1, DOOM, 3)  # D8
        other = char(g, 1, SK)
        use(g, MJOLNIR_97, bursts=bursts)
        act(g, "choose_target", target=doom.id)
        assert other.damage == 0
        assert (doom.damage if doom.zone == "field" else 8) == dealt


def test_thors_hammer_spares_thor_and_hits_both_players_characters() -> None:
    """Deal 4 damage to all characters other than Thor (yours and your opponent's). * Deal 5 damage
    instead."""
    g, _ = table({MJOLNIR_127: 3, THOR: 2}, {DOOM: 2, BEAST: 1})
    busy(g, 0)
    thor = char(g, 0, THOR, 1)
    mine = char(g, 0, SK)
    doom = char(g, 1, DOOM, 3)
    use(g, MJOLNIR_127, bursts=2)  # no ** text: the base text
    assert (thor.damage, doom.damage) == (0, 4) and mine.zone == "prep"
    use(g, MJOLNIR_127, bursts=1)
    assert doom.zone == "prep" and thor.damage == 0


def test_mjolnir_global_costs_two_bolts_and_deals_one_damage() -> None:
    """Global: Pay [B][B] to deal 1 damage to a target character (either player may use it)."""
    g, _ = table({MJOLNIR_97: 3, BEAST: 1}, {BEAST: 2})
    busy(g, 0)
    beast = char(g, 1, BEAST, 3)
    energy(g, 0, SK, SK_BOLT)
    fist = energy(g, 0, SK, SK_FIST)
    assert not [a for a in g.legal_actions() if a.kind == "use_global"]  # one bolt is not [B][B]
    g.move(fist, "bag", 0, event=False)
    energy(g, 0, SK, SK_BOLT)
    act(g, "use_global", card=MJOLNIR_97, target=beast.id)
    assert g.decision.cost == 2 and g.decision.types == ("bolt", "bolt")
    pay(g, *[g.dice[i] for i in g.zones[0]["reserve"] if g.dice[i].card == SK and g.dice[i].face == SK_BOLT])
    assert beast.damage == 1
    # a double bolt face pays it whole, and the opponent may use the Global of my card
    g2, _ = table({BEAST: 1}, {"avx-010": 2, MJOLNIR_127: 1})
    busy(g2, 0)
    target = char(g2, 0, BEAST, 3)
    double = energy(g2, 1, "avx-010", DOUBLE)
    main_step(g2, 1)
    busy(g2, 1)
    act(g2, "use_global", card=MJOLNIR_127, target=target.id)
    pay(g2, double)
    assert target.damage == 1


# -- Vibranium Shield --------------------------------------------------------------------------
def test_one_of_a_kind_type_takes_no_damage_from_the_start_of_the_attack_step() -> None:
    """At the start of your attack step, choose an energy type. This turn, characters of that type
    take no damage."""
    g, _ = table({SHIELD_64: 4, VENOM: 2}, {"avx-007": 2, BEAST: 2})
    venom = char(g, 0, VENOM, 1)  # fist 4/4
    hulk = char(g, 1, "avx-007", 3)  # fist 8/8
    beast = char(g, 1, BEAST, 3)  # mask
    use(g, SHIELD_64)
    assert g.turnflags.get("immune_types") is None  # nothing yet in the main step
    to_attack(g)
    assert g.decision.kind == "target" and set(g.decision.options) == {"fist", "bolt", "mask", "shield"}
    events = act(g, "choose_target", target="fist")
    assert events_of(events, "energy_type_chosen")[0].energy == "fist"
    act(g, "attack", die=venom.id)
    act(g, "end_attackers")
    block(g, hulk, venom)
    while g.decision.kind == "priority":
        act(g, "pass")
    assert venom.zone == "field" and venom.damage == 0 and hulk.damage == 0  # both fist
    assert beast.damage == 0


def test_irreplaceable_locks_the_type_until_the_end_of_the_opponents_next_turn() -> None:
    """Place this die touching an opposing character. Opposing characters that match that
    character's type cannot attack or block until the end of your opponent's next turn. Then place
    this die in the used pile."""
    g, _ = table({SHIELD_98: 4, THOR: 2}, {BEAST: 2, "avx-019": 2})
    side = char(g, 0, SK)
    beast = char(g, 1, BEAST, 3)  # mask
    storm = char(g, 1, "avx-019", 1)  # mask too
    other = char(g, 1, SK)
    die, events = use(g, SHIELD_98)
    if g.decision.kind == "target":
        act(g, "choose_target", target=beast.id)
    assert die.zone == "used" and g.locks == [[1, "mask", SHIELD_98, g.turn + 1]]
    g = saved(g)
    beast, storm, side, other = (g.dice[d.id] for d in (beast, storm, side, other))
    attack_with(g, side)
    assert g.decision.kind == "block"
    blockers = {a.die for a in g.legal_actions() if a.kind == "block"}
    assert blockers == {other.id}  # neither mask character may block
    act(g, "end_blockers")
    while g.decision.kind == "priority":
        act(g, "pass")
    # the opponent's next turn: they cannot attack with them either
    assert g.active == 1 and g.locks
    main_step(g, 1)
    to_attack(g)
    assert {a.die for a in g.legal_actions() if a.kind == "attack"} == {other.id}
    act(g, "end_attackers")
    assert g.active == 0 and g.locks == []


def test_caps_protection_stays_touching_and_prevents_all_damage_when_used() -> None:
    """Place this die touching your target character. It does not go to your used pile. You may place
    this die in the used pile at any time to prevent all damage to the character for the rest of the
    turn."""
    g, _ = table({SHIELD_128: 4, BEAST: 2}, {BEAST: 2}, bac=["avx-027"])
    beast = char(g, 0, BEAST, 3)  # 2/4
    die, events = use(g, SHIELD_128)
    assert g.attached == {die.id: beast.id} and events_of(events, "die_attached")
    assert g.observation(None)["players"][0]["zones"]["out_of_play"][0]["attached_to"] == beast.id
    g = saved(g)
    # the turn ends: the die stays in play
    while g.active == 0:
        a = g.legal_actions()
        act(g, "pass") if "pass" in kinds(g) else act(g, a[-1].kind)
    assert g.attached == {die.id: beast.id} and g.dice[die.id].zone == "out_of_play"
    # the opponent's turn: a Force Beam ** would deal 2 to Beast; the owner is asked to use the die
    main_step(g, 1)
    busy(g, 1)
    beam = place(g, 1, "avx-027", "reserve", ACT2)
    act(g, "use_action", die=beam.id)
    assert g.decision.kind == "target" and g.decision.player == 0 and g.decision.card == SHIELD_128
    events = act(g, "choose_target", target=die.id)
    assert g.dice[beast.id].damage == 0 and g.dice[die.id].zone == "used" and not g.attached
    assert events_of(events, "die_detached")
    # for the rest of the turn: a second beam does nothing to Beast
    beam2 = place(g, 1, "avx-027", "reserve", ACT1)
    act(g, "use_action", die=beam2.id)
    assert g.dice[beast.id].damage == 0


def test_caps_protection_used_from_priority_and_leaves_with_its_character() -> None:
    """You may place this die in the used pile at any time: from a priority window (a click on the
    die); and a die touching a character that leaves the field goes to the used pile."""
    g, _ = table({SHIELD_128: 4, BEAST: 2}, {BEAST: 2}, bac=["avx-031"])
    beast = char(g, 0, BEAST, 3)
    side = char(g, 0, SK)
    busy(g, 0)
    die, _ = use(g, SHIELD_128)
    if g.decision.kind == "target":
        act(g, "choose_target", target=beast.id)
    release = find(g, "release_die", die=die.id)
    assert release.zones_onto() == ("used",)
    act(g, "release_die", die=die.id)
    assert beast.flags.get("takes_no_damage") and die.zone == "used"
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=beast.id)
    assert beast.damage == 0
    # another die on the Sidekick: a knock-out sends it to the used pile
    die2, _ = use(g, SHIELD_128)
    act(g, "choose_target", target=side.id)
    assert g.attached == {die2.id: side.id}
    bolt2 = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt2.id)
    act(g, "choose_target", target=side.id)
    act(g, "decline", card=SHIELD_128)  # not used: the Sidekick falls
    assert side.zone == "prep" and die2.zone == "used" and not g.attached


def test_vibranium_global_prevents_one_damage_for_a_shield() -> None:
    """Global: Pay [S] to prevent 1 damage to a character or player (asked as damage would be dealt,
    of the player who would take it)."""
    g, _ = table({BEAST: 2}, {SHIELD_64: 1, BEAST: 2}, bac=["avx-031"])
    busy(g, 0)
    beast = char(g, 1, BEAST, 3)
    shield = energy(g, 1, SK, SK_SHIELD)
    energy(g, 0, SK, SK_SHIELD)  # the attacker's own shield is not offered to spare the target
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=beast.id)
    assert g.decision.player == 1 and g.decision.card == SHIELD_64 and g.decision.options == (beast.id,)
    act(g, "choose_target", target=beast.id)
    events = act(g, "pay", die=shield.id, amount=1)
    assert beast.damage == 1 and events_of(events, "damage_prevented")
    # to a player: with nothing left to pay, the damage is dealt
    bolt2 = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt2.id)
    act(g, "choose_target", target="player:1")
    assert g.life[1] == 18


# -- Beast: Kreature ---------------------------------------------------------------------------
def test_beast_kreature_spins_the_blocked_character_down() -> None:
    """When Beast blocks, spin the blocked character down 1 level."""
    g, _ = table({THOR: 2}, {"avx-066": 2})
    thor = char(g, 0, THOR, 2)
    beast = char(g, 1, "avx-066", 2)
    attack_with(g, thor)
    events = act(g, "block", die=beast.id, target=thor.id)
    assert [e.level for e in events_of(events, "die_spun")] == [1]


def test_beast_kreature_knocks_out_a_level_one_character_and_gains_life_on_the_burst() -> None:
    """If it is already level 1, knock it out. * If the blocked character is knocked out by this,
    gain 2 life."""
    for level, gain in ((1, 2), (2, 0)):
        g, _ = table({BEAST: 2}, {"avx-066": 2})
        g.life = [20, 15]
        side = char(g, 0, SK)
        beast = char(g, 1, "avx-066", level)  # level 1 shows the burst
        attack_with(g, side)
        act(g, "block", die=beast.id, target=side.id)
        assert side.zone == "prep" and g.life[1] == 15 + gain


# -- Hulk: Green Goliath -----------------------------------------------------------------------
def test_hulk_green_goliath_hits_each_opposing_character_when_hulk_or_you_take_damage() -> None:
    """While Hulk is active, whenever either you or Hulk takes damage, Hulk deals 2 damage to each
    opposing character (no matter how many Hulks are fielded). * He deals 3 damage instead."""
    g, _ = table({BEAST: 2}, {"avx-077": 2}, bac=["avx-031"])
    busy(g, 0)
    a, b = char(g, 0, BEAST, 3), char(g, 0, BEAST, 3)  # D4
    char(g, 1, "avx-077", 3)
    char(g, 1, "avx-077", 3)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")
    assert (a.damage, b.damage) == (2, 2)  # once for both Hulks
    g2, _ = table({BEAST: 2}, {"avx-077": 2}, bac=["avx-031"])
    busy(g2, 0)
    c = char(g2, 0, BEAST, 3)
    hulk = char(g2, 1, "avx-077", 1)  # 6/5 with a burst
    bolt = place(g2, 0, "avx-031", "reserve", ACT0)
    act(g2, "use_action", die=bolt.id)
    act(g2, "choose_target", target=hulk.id)
    assert c.damage == 3


# -- Human Torch: Johnny Storm -----------------------------------------------------------------
def test_human_torch_johnny_storm_each_time_you_field_not_per_die() -> None:
    """While Human Torch is active, each time you field a character, Human Torch deals 1 damage to your
    opponent and one to a target character (not 1 damage per Human Torch die)."""
    g, _ = table({"avx-078": 3}, {BEAST: 2})
    char(g, 0, "avx-078", 1)
    char(g, 0, "avx-078", 1)
    beast = char(g, 1, BEAST, 3)
    side = place(g, 0, SK, "reserve", 5)
    act(g, "field", die=side.id)
    act(g, "choose_target", target=beast.id)
    assert g.life[1] == 19 and beast.damage == 1 and side.damage == 0


# -- Iron Man: Billionaire ---------------------------------------------------------------------
def test_iron_man_billionaire_takes_no_damage_from_non_shield_characters() -> None:
    """Iron Man takes no damage from non-[S] characters."""
    g, _ = table({BEAST: 2, CAP: 2}, {"avx-079": 2}, bac=["avx-031"])
    beast = char(g, 0, BEAST, 3)  # mask 2A
    iron = char(g, 1, "avx-079", 1)  # 3/5
    attack_with(g, beast)
    events = act(g, "block", die=iron.id, target=beast.id)
    while g.decision.kind == "priority":
        events += act(g, "pass")
    hits = {e.target: e.amount for e in events_of(events, "damage_dealt")}
    assert hits == {beast.id: 3} and events_of(events, "damage_prevented")[0].target == iron.id
    # from a [S] character, and from an action die, he takes damage
    g2, _ = table({CAP: 2}, {"avx-079": 2}, bac=["avx-031"])
    cap = char(g2, 0, CAP, 1)  # shield 3A
    iron2 = char(g2, 1, "avx-079", 1)
    busy(g2, 0)
    bolt = place(g2, 0, "avx-031", "reserve", ACT0)
    act(g2, "use_action", die=bolt.id)
    act(g2, "choose_target", target=iron2.id)
    assert iron2.damage == 2
    attack_with(g2, cap)
    events = act(g2, "block", die=iron2.id, target=cap.id)
    assert iron2.id in [e.die for e in events_of(events, "knocked_out")]  # 2 + 3 >= 5


# -- Storm: Wind-Rider -------------------------------------------------------------------------
def test_storm_wind_rider_rerolls_up_to_two_and_deals_two_per_die_moved() -> None:
    """When fielded, reroll up to 2 opposing characters. Each die that does not roll a character goes
    to your opponent's used pile. Storm deals 2 damage to your opponent for each die moved."""
    g, rng = table({"avx-092": 2}, {BEAST: 3})
    a, b, c = char(g, 1, BEAST, 1), char(g, 1, BEAST, 2), char(g, 1, BEAST, 3)
    storm = place(g, 0, "avx-092", "reserve", 3)
    act(g, "field", die=storm.id)
    act(g, "choose_target", target=a.id)
    rng.force(0, 4)  # a rolls energy, b rolls level 2
    act(g, "choose_target", target=b.id)
    assert a.zone == "used" and b.zone == "field" and c.zone == "field"
    assert g.life[1] == 18
    # "up to": declining the first choice rerolls nothing
    g2, _ = table({"avx-092": 2}, {BEAST: 3})
    char(g2, 1, BEAST, 1)
    storm2 = place(g2, 0, "avx-092", "reserve", 3)
    act(g2, "field", die=storm2.id)
    act(g2, "decline", card="avx-092")
    assert g2.life[1] == 20


# -- the computer ------------------------------------------------------------------------------
def answer(g, agent=None):
    agent = agent or NormalAgent(1)
    a = agent.choose(g, g.to_move)
    assert a in g.legal_actions()
    return a


def test_normal_agent_chooses_the_type_of_its_own_characters() -> None:
    """The computer picks the energy type that spares more of its characters than the opponent's."""
    g, _ = table({SHIELD_64: 4, VENOM: 2}, {BEAST: 2})
    char(g, 0, VENOM, 3)
    char(g, 1, BEAST, 1)
    use(g, SHIELD_64)
    to_attack(g)
    assert answer(g).target == "fist"


def test_normal_agent_uses_protection_only_when_it_saves_something() -> None:
    """Pay [S] / use Cap's Protection only when the damage would knock the character out."""
    g, _ = table({BEAST: 2}, {SHIELD_64: 1, BEAST: 2}, bac=["avx-031"])
    busy(g, 0)
    tough = char(g, 1, BEAST, 3)  # D4: 2 damage does not knock it out
    energy(g, 1, SK, SK_SHIELD)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=tough.id)
    assert answer(g).kind == "decline"
    g2, _ = table({BEAST: 2}, {SHIELD_64: 1, BEAST: 2}, bac=["avx-031"])
    busy(g2, 0)
    weak = char(g2, 1, BEAST, 2)  # 2/3 with 2 damage already? no: D3, 2 + 2 would fall
    weak.damage = 2
    energy(g2, 1, SK, SK_SHIELD)
    bolt = place(g2, 0, "avx-031", "reserve", ACT0)
    act(g2, "use_action", die=bolt.id)
    act(g2, "choose_target", target=weak.id)
    assert answer(g2).kind == "decline"  # 1 prevented still leaves 3 >= D3
    g3, _ = table({SHIELD_128: 4, BEAST: 2}, {BEAST: 2}, bac=["avx-031"])
    beast = char(g3, 0, BEAST, 2)  # D3
    die, _ = use(g3, SHIELD_128)
    main_step(g3, 1)
    busy(g3, 1)
    bolt = place(g3, 1, "avx-031", "reserve", ACT0)
    act(g3, "use_action", die=bolt.id)
    act(g3, "choose_target", target=beast.id)
    assert answer(g3).kind == "decline"  # 2 damage on D3: not worth the shield
    bolt = place(g3, 1, "avx-031", "reserve", ACT0)
    act(g3, "decline", card=SHIELD_128)
    act(g3, "use_action", die=bolt.id)
    act(g3, "choose_target", target=beast.id)
    chosen = answer(g3)
    assert chosen.kind == "choose_target" and chosen.target == die.id  # now it would fall


def test_normal_agent_does_not_waste_an_attached_shield_in_priority() -> None:
    g, _ = table({SHIELD_128: 4, BEAST: 2}, {BEAST: 2})
    char(g, 0, BEAST, 3)
    use(g, SHIELD_128)
    busy(g, 0)
    assert "release_die" in kinds(g)
    assert answer(g).kind != "release_die"


def test_normal_agent_prevents_a_point_that_saves_a_character() -> None:
    g, _ = table({BEAST: 2}, {SHIELD_64: 1, BEAST: 2}, bac=["avx-031"])
    busy(g, 0)
    beast = char(g, 1, BEAST, 2)  # D3
    beast.damage = 1
    shield = energy(g, 1, SK, SK_SHIELD)
    energy(g, 1, SK, SK_MASK)
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=beast.id)
    a = answer(g)
    assert a.kind == "choose_target" and a.target == beast.id
    act(g, "choose_target", target=beast.id)
    a = answer(g)
    assert a.kind == "pay" and a.die == shield.id
