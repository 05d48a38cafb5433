"""Booster cards on the turn's windows, underdog conditions, draws and once-per-turn Globals:
Colossus, Silver Surfer, Thing, Nova, Gambit, Ghost Rider, Green Goblin and Thor, God of Thunder.
One scenario (or more) per card, its docstring quoting the text it tests."""

from __future__ import annotations

from game.dicemasters.agents import NormalAgent
from game.dicemasters.cards import is_reminder, printed_texts
from game.dicemasters.effects import stats
from game.dicemasters.engine import DiceMasters
from game.dicemasters.state import ABILITIES

from .helpers import (
    ACT0,
    SK,
    SK_BOLT,
    SK_CHAR,
    SK_FIST,
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
    level_face,
    pay,
    place,
    table,
    to_attack,
)

THESE_CARDS = [f"avx-{n:03d}" for n in (37, 68, 101, 58, 90, 122, 59, 93, 123, 53, 85, 117)] + [
    f"avx-{n:03d}" for n in (43, 74, 107, 44, 75, 108, 45, 109, 130, 94)
]


def end_turn(g: DiceMasters) -> list:
    """Pass to the attack, attack with nothing, and play on to the next player's reroll."""
    events: list = []
    while g.decision is not None and g.decision.kind == "priority":
        events += act(g, "pass")
    if g.decision is not None and g.decision.kind == "attack":
        events += act(g, "end_attackers")
    return events


def field_with(g: DiceMasters, p: int, card: str, level: int, *payers) -> object:
    die = place(g, p, card, "reserve", level_face(level))
    act(g, "field", die=die.id)
    if payers:
        pay(g, *payers)
    return die


def round_trip(g: DiceMasters) -> DiceMasters:
    back = DiceMasters.from_dict(g.to_dict())
    assert back.to_dict() == g.to_dict()
    return back


def test_these_cards_have_code() -> None:
    for card in THESE_CARDS:
        if card != "avx-044":
            assert card in ABILITIES.cards(), card


# -- Colossus ----------------------------------------------------------------------------------
def test_colossus_unstoppable_spins_each_colossus_up_once_at_the_end_of_your_turn() -> None:
    """At the end of your turn, spin each of your Colossus in the field up one level."""
    g, _ = table({"avx-037": 3}, {"avx-001": 1})
    one, two = char(g, 0, "avx-037", 1), char(g, 0, "avx-037", 1)
    top = char(g, 0, "avx-037", 3)
    events = end_turn(g)
    assert g.active == 1
    # once for the card, not once per die: each die one level up (the top one can't go higher)
    assert [one.face, two.face, top.face] == [level_face(2), level_face(2), level_face(3)]
    assert len(events_of(events, "die_spun")) == 2
    assert len([e for e in events_of(events, "ability") if e.card == "avx-037"]) == 1


def test_colossus_unstoppable_does_nothing_at_the_end_of_the_opponents_turn() -> None:
    """At the end of *your* turn."""
    g, _ = table({"avx-037": 2}, {"avx-001": 1}, active=1)
    col = char(g, 0, "avx-037", 1)
    char(g, 1, SK)
    end_turn(g)
    assert g.active == 0 and col.face == level_face(1)


def test_colossus_russian_bear_burst_returns_to_the_prep_area() -> None:
    """* If Colossus damaged your opponent, return Colossus to the prep area instead of the used pile."""
    g, _ = table({"avx-068": 2}, {"avx-001": 1})
    col = char(g, 0, "avx-068", 2)  # 1/6/5*
    attack_with(g, col)
    assert g.life[1] == 14
    assert col.zone == "prep" and col.id in g.zones[0]["prep"]


def test_colossus_russian_bear_without_burst_goes_out_of_play_as_usual() -> None:
    g, _ = table({"avx-068": 2}, {"avx-001": 1})
    col = char(g, 0, "avx-068", 1)  # 1/4/4, no burst
    attack_with(g, col)
    assert g.life[1] == 16 and col.zone == "used"  # out of play, then the used pile at the end of the turn


def test_colossus_russian_bear_blocked_returns_to_the_field() -> None:
    g, _ = table({"avx-068": 2}, {"avx-001": 1})
    col = char(g, 0, "avx-068", 2)
    side = char(g, 1, SK)
    attack_with(g, col)
    block(g, side, col)
    assert g.life[1] == 20 and col.zone == "field"


def test_colossus_piotr_rasputin_level_two_characters_deal_two_each_once() -> None:
    """While Colossus is active, at the end of your turn, each of your characters of level 2 or higher
    deals 2 damage to your opponent (not 2 damage per Colossus die)."""
    g, _ = table({"avx-101": 3, "avx-023": 1}, {"avx-001": 1})
    char(g, 0, "avx-101", 1)
    char(g, 0, "avx-101", 2)
    char(g, 0, "avx-023", 3)
    char(g, 0, SK)
    events = end_turn(g)
    assert g.life == [20, 16]  # two characters of level 2 or higher, 2 damage each, once
    assert len(events_of(events, "player_damaged")) == 2


def test_colossus_piotr_rasputin_needs_colossus_active_and_your_turn() -> None:
    g, _ = table({"avx-101": 3, "avx-023": 1}, {"avx-001": 1})
    char(g, 0, "avx-023", 3)
    end_turn(g)
    assert g.life == [20, 20]
    g, _ = table({"avx-101": 3}, {"avx-001": 1}, active=1)
    char(g, 0, "avx-101", 2)
    char(g, 1, SK)
    end_turn(g)
    assert g.life == [20, 20]


# -- Thor --------------------------------------------------------------------------------------
def test_thor_god_of_thunder_grows_per_opposing_fist_character() -> None:
    """At the start of each attack step, Thor gets +4A and +4D for each opposing [F] character in the
    field (until the end of the turn)."""
    g, _ = table({"avx-094": 2}, {"avx-017": 2})
    thor = char(g, 0, "avx-094", 1)  # 5/6
    char(g, 1, "avx-017", 1)
    char(g, 1, "avx-017", 1)
    char(g, 1, SK)  # a Sidekick has no energy type
    assert stats(g, thor) == (5, 6)
    to_attack(g)
    assert g.decision.kind == "attack" and stats(g, thor) == (13, 14)
    act(g, "end_attackers")
    assert stats(g, thor) == (5, 6)  # until the end of the turn


def test_thor_god_of_thunder_also_in_the_opponents_attack_step() -> None:
    """At the start of *each* attack step."""
    g, _ = table({"avx-094": 2}, {"avx-017": 2}, active=1)
    thor = char(g, 0, "avx-094", 1)
    spidey = char(g, 1, "avx-017", 1)
    to_attack(g)
    assert stats(g, thor) == (9, 10)
    act(g, "attack", die=spidey.id)
    act(g, "end_attackers")
    block(g, thor, spidey)
    assert spidey.zone == "prep" and thor.zone == "field"


# -- Thing -------------------------------------------------------------------------------------
def test_thing_ever_lovin_cant_be_blocked_when_outnumbered() -> None:
    """At the start of the attack step, if your opponent has more fielded characters than you, Thing
    can't be blocked and takes no damage while blocking."""
    g, _ = table({"avx-059": 2}, {"avx-001": 2})
    thing = char(g, 0, "avx-059", 1)
    side = char(g, 0, SK)
    for _ in range(3):
        char(g, 1, SK)
    attack_with(g, thing, side)
    blocks = [a for a in g.legal_actions() if a.kind == "block"]
    assert blocks and all(a.target == side.id for a in blocks)


def test_thing_ever_lovin_can_be_blocked_when_not_outnumbered() -> None:
    g, _ = table({"avx-059": 2}, {"avx-001": 2})
    thing = char(g, 0, "avx-059", 1)
    char(g, 1, SK)
    attack_with(g, thing)
    assert any(a.kind == "block" and a.target == thing.id for a in g.legal_actions())


def test_thing_ever_lovin_takes_no_damage_while_blocking() -> None:
    g, _ = table({"avx-059": 2}, {"avx-004": 2}, active=1)
    thing = char(g, 0, "avx-059", 1)  # 3/3
    cap = char(g, 1, "avx-004", 3)  # 5/5
    char(g, 1, SK)
    attack_with(g, cap)
    block(g, thing, cap)
    assert thing.zone == "field" and g.life[0] == 20


def test_thing_grim_ben_gets_three_when_outnumbered() -> None:
    """At the start of the attack step, if your opponent has more fielded characters than you, Thing
    gets +3A and +3D (until the end of the turn)."""
    g, _ = table({"avx-093": 2}, {"avx-001": 2})
    thing = char(g, 0, "avx-093", 1)  # 3/3
    char(g, 1, SK)
    char(g, 1, SK)
    to_attack(g)
    assert stats(g, thing) == (6, 6)
    g2, _ = table({"avx-093": 2}, {"avx-001": 2})
    thing2 = char(g2, 0, "avx-093", 1)
    char(g2, 1, SK)
    to_attack(g2)
    assert stats(g2, thing2) == (3, 3)


def test_thing_idol_of_millions_draws_and_rolls_three_when_outnumbered() -> None:
    """When fielded, if your opponent has more fielded characters than you, draw and roll 3 dice (place
    them in your reserve pool)."""
    g, _ = table({"avx-123": 2}, {"avx-001": 2})
    char(g, 1, SK)
    char(g, 1, SK)
    busy(g, 0)
    before = len(g.zones[0]["reserve"])
    thing = field_with(g, 0, "avx-123", 1, energy(g, 0, SK, SK_FIST))
    assert thing.zone == "field"
    reserve = [g.dice[i] for i in g.zones[0]["reserve"]]
    assert len(reserve) == before + 3 and all(d.face is not None for d in reserve)


def test_thing_idol_of_millions_no_draw_when_not_outnumbered() -> None:
    g, _ = table({"avx-123": 2}, {"avx-001": 2})
    char(g, 1, SK)
    busy(g, 0)
    field_with(g, 0, "avx-123", 1, energy(g, 0, SK, SK_FIST))
    assert len(g.zones[0]["reserve"]) == 1  # the busy Sidekick only: one each is not "more"


# -- Silver Surfer -----------------------------------------------------------------------------
def test_silver_surfer_silverado_gets_two_when_behind_on_life() -> None:
    """At the start of the attack step, if your opponent has more life than you, Silver Surfer gets +2A
    and +2D."""
    g, _ = table({"avx-058": 2}, {"avx-001": 2})
    g.life = [15, 20]
    surfer = char(g, 0, "avx-058", 1)  # 5/5
    to_attack(g)
    assert stats(g, surfer) == (7, 7)
    g2, _ = table({"avx-058": 2}, {"avx-001": 2})
    surfer2 = char(g2, 0, "avx-058", 1)
    to_attack(g2)
    assert stats(g2, surfer2) == (5, 5)  # equal life is not "more"


def test_silver_surfer_sky_rider_doubles_the_current_stats() -> None:
    """At the start of the attack step, if your opponent has more life than you, double Silver Surfer's
    attack and defense."""
    from game.dicemasters.effects import mod

    g, _ = table({"avx-122": 2}, {"avx-001": 2})
    g.life = [15, 20]
    surfer = char(g, 0, "avx-122", 1)  # 5/5
    mod(g, surfer, 1, 0)  # an earlier +1A is doubled with the rest
    to_attack(g)
    assert stats(g, surfer) == (12, 10)
    mod(g, surfer, 1, 1)  # a later modifier adds to the doubled value
    assert stats(g, surfer) == (13, 11)


def test_silver_surfer_sentinel_draws_an_extra_die_when_behind() -> None:
    """While Silver Surfer is active, if your opponent has more life than you, draw one extra die each
    Clear and Draw Step."""
    g, _ = table({"avx-090": 2}, {"avx-001": 2}, active=1)
    g.life = [15, 20]
    char(g, 0, "avx-090", 1)
    end_turn(g)
    assert g.active == 0 and g.decision.kind == "reroll" and len(g.decision.rolled) == 5
    g2, _ = table({"avx-090": 2}, {"avx-001": 2}, active=1)
    char(g2, 0, "avx-090", 1)
    end_turn(g2)
    assert len(g2.decision.rolled) == 4


def test_silver_surfer_sentinel_needs_to_be_active() -> None:
    g, _ = table({"avx-090": 2}, {"avx-001": 2}, active=1)
    g.life = [15, 20]
    end_turn(g)
    assert len(g.decision.rolled) == 4


def test_silver_surfer_global_once_during_your_turn() -> None:
    """Once during your turn, pay [S] and take 2 damage to draw one die and place it in your prep area."""
    g, _ = table({"avx-058": 2}, {"avx-001": 2})
    busy(g, 0)
    shields = [energy(g, 0, SK, SK_SHIELD), energy(g, 0, SK, SK_SHIELD)]
    act(g, "use_global", card="avx-058", target="player:0")
    pay(g, shields[0])
    assert g.life[0] == 18
    assert len(g.zones[0]["prep"]) == 1
    # once per turn: the second shield can't use it again, even after a save and load
    g = round_trip(g)
    assert not any(a.kind == "use_global" and a.card == "avx-058" for a in g.legal_actions())


def test_silver_surfer_global_each_card_its_own_and_not_on_the_opponents_turn() -> None:
    """Once during *your* turn: two cards printing it are two Globals; none on the other's turn."""
    g, _ = table({"avx-058": 2}, {"avx-090": 2})  # Globals are on any card in the game
    busy(g, 0)
    shields = [energy(g, 0, SK, SK_SHIELD), energy(g, 0, SK, SK_SHIELD)]
    act(g, "use_global", card="avx-058", target="player:0")
    pay(g, shields[0])
    act(g, "use_global", card="avx-090", target="player:0")
    pay(g, shields[1])
    assert g.life[0] == 16 and len(g.zones[0]["prep"]) == 2
    g, _ = table({"avx-058": 2}, {"avx-001": 2}, active=1)
    busy(g, 1)
    energy(g, 0, SK, SK_SHIELD)
    act(g, "pass")  # player 0's window on player 1's turn
    assert not any(
        a.kind == "use_global" and a.card == "avx-058" for a in g.legal_actions() if g.to_move == 0
    )


def test_silver_surfer_sky_rider_global() -> None:
    """Once during your turn, pay [S] and take 2 damage to draw a die and place it in your prep area."""
    g, _ = table({"avx-122": 2}, {"avx-001": 2})
    busy(g, 0)
    shield = energy(g, 0, SK, SK_SHIELD)
    act(g, "use_global", card="avx-122", target="player:0")
    pay(g, shield)
    assert g.life[0] == 18 and len(g.zones[0]["prep"]) == 1


def test_normal_agent_uses_the_draw_global_only_with_life_to_spare() -> None:
    g, _ = table({"avx-058": 2}, {"avx-001": 2})
    busy(g, 0)
    energy(g, 0, SK, SK_SHIELD)
    use = find(g, "use_global", card="avx-058", target="player:0")
    agent = NormalAgent(1)
    assert agent.score(g, 0, use) > agent.score(g, 0, find(g, "pass"))
    g.life = [7, 20]
    assert agent.score(g, 0, use) < agent.score(g, 0, find(g, "pass"))


# -- Nova --------------------------------------------------------------------------------------
def beam(g: DiceMasters, p: int = 0) -> list:
    die = place(g, p, "avx-027", "reserve", ACT0)
    return act(g, "use_action", die=die.id)


def test_nova_quasar_may_draw_when_he_takes_damage() -> None:
    """Each time Nova takes damage, you may draw one die and put it in your prep area."""
    g, _ = table({"avx-053": 2}, {"avx-001": 2}, bac=["avx-027"])
    busy(g, 0)
    char(g, 0, "avx-053", 1)
    beam(g)
    assert g.decision.kind == "target" and "decline" in kinds(g)
    assert NormalAgent(1).choose(g, 0).kind == "choose_target"
    act(g, "choose_target", target="player:0")
    assert len(g.zones[0]["prep"]) == 1
    beam(g)  # each time
    act(g, "decline")
    assert len(g.zones[0]["prep"]) == 1


def test_nova_bucket_head_redirects_the_first_damage_each_turn() -> None:
    """The first time Nova takes damage each turn, you may redirect that damage to one target character."""
    g, _ = table({"avx-001": 2}, {"avx-085": 2}, bac=["avx-031"])
    busy(g, 0)
    side = char(g, 0, SK)
    nova = char(g, 1, "avx-085", 1)  # 4/4
    bolt = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=nova.id)
    assert g.to_move == 1 and g.decision.kind == "target" and side.id in g.decision.options
    assert nova.id not in g.decision.options
    choice = NormalAgent(2).choose(g, 1)
    assert choice.kind == "choose_target" and choice.target == side.id  # onto the opponent's character
    g = round_trip(g)  # saved while the damage waits for the answer
    side, nova = g.dice[side.id], g.dice[nova.id]
    events = act(g, "choose_target", target=side.id)
    assert side.zone == "prep" and nova.damage == 0
    assert [(e.die, e.target, e.amount) for e in events_of(events, "damage_moved")] == [(nova.id, side.id, 2)]
    bolt2 = place(g, 0, "avx-031", "reserve", ACT0)
    act(g, "use_action", die=bolt2.id)
    act(g, "choose_target", target=nova.id)
    assert nova.damage == 2  # only the first time each turn


def test_nova_human_rocket_hits_back_in_the_attack_step_only() -> None:
    """Whenever Nova takes damage in an attack step, he deals 2 damage to your opponent."""
    g, _ = table({"avx-001": 2}, {"avx-117": 2}, bac=["avx-027"])
    side = char(g, 0, "avx-001", 3)  # 2/4
    nova = char(g, 1, "avx-117", 1)
    busy(g, 0)
    beam(g)  # main step damage: nothing
    assert g.life == [20, 20] and nova.damage == 1
    attack_with(g, side)
    block(g, nova, side)
    assert g.life[0] == 18


# -- Gambit ------------------------------------------------------------------------------------
def test_gambit_ace_in_the_hole_may_draw_and_roll_one() -> None:
    """When fielded, you may draw and roll one die (place it in your reserve pool)."""
    g, rng = table({"avx-043": 2, "avx-017": 1}, {"avx-001": 2})
    busy(g, 0)
    top = place(g, 0, "avx-017", "bag")
    field_with(g, 0, "avx-043", 3, energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_FIST))  # 2/4/4, no burst
    assert g.decision.kind == "target" and g.decision.options == ("player:0",)
    rng.force(level_face(2))
    act(g, "choose_target", target="player:0")
    assert top.zone == "reserve" and top.face == level_face(2)


def test_gambit_ace_in_the_hole_burst_draws_two_rolls_one() -> None:
    """* Instead draw 2 dice, roll one of them and return the other to your bag."""
    g, rng = table({"avx-043": 2, "avx-017": 1}, {"avx-001": 2})
    busy(g, 0)
    sidekick_top = place(g, 0, SK, "bag")
    spidey = place(g, 0, "avx-017", "bag")  # drawn first, then the Sidekick
    field_with(g, 0, "avx-043", 1, energy(g, 0, SK, SK_BOLT))  # 1/1/1*
    act(g, "choose_target", target="player:0")
    assert g.decision.kind == "target" and set(g.decision.options) == {spidey.id, sidekick_top.id}
    back = NormalAgent(3).choose(g, 0)
    assert back.target == sidekick_top.id  # the agent sends the lesser die back
    g = round_trip(g)
    act(g, "choose_target", target=sidekick_top.id)
    assert g.dice[sidekick_top.id].zone == "bag" and g.dice[spidey.id].zone == "reserve"
    assert len(g.zones[0]["reserve"]) == 2  # the busy Sidekick and the one die rolled


def test_gambit_le_diable_blanc_fields_characters_for_free() -> None:
    """When fielded, draw and roll 2 dice. Field characters rolled on those dice for free; place the
    rest in your used pile."""
    g, rng = table({"avx-074": 2, "avx-013": 1}, {"avx-001": 2})
    busy(g, 0)
    iron = place(g, 0, "avx-013", "bag")
    side = place(g, 0, SK, "bag")  # drawn first
    payers = energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_FIST)
    gambit = place(g, 0, "avx-074", "reserve", level_face(3))  # 2/4/4: no burst
    act(g, "field", die=gambit.id)
    rng.force(SK_CHAR, 0)  # the Sidekick rolls its character, Iron Man an energy face
    pay(g, *payers)
    assert side.zone == "field" and iron.zone == "used"
    assert g.turnflags["fielded"][0] == 2  # Gambit, then the Sidekick: fielded, not just moved


def test_gambit_le_diable_blanc_free_fielding_triggers_when_fielded() -> None:
    """Characters fielded this way are fielded: their "when fielded" abilities trigger."""
    g, rng = table({"avx-074": 2, "avx-130": 1}, {"avx-001": 2})
    busy(g, 0)
    goblin = place(g, 0, "avx-130", "bag")
    char(g, 0, SK)
    payers = energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_FIST)
    gambit = place(g, 0, "avx-074", "reserve", level_face(3))
    act(g, "field", die=gambit.id)
    rng.force(level_face(1), 0)
    pay(g, *payers)
    assert goblin.zone == "field" and g.life[1] == 19  # "Gobby": 1 damage for our one Sidekick


def test_gambit_le_diable_blanc_burst_returns_one_of_three() -> None:
    """* Instead draw 3 dice, choose two to roll and return the other to your bag."""
    g, rng = table({"avx-074": 2, "avx-013": 1, "avx-017": 1}, {"avx-001": 2})
    busy(g, 0)
    side = place(g, 0, SK, "bag")
    iron = place(g, 0, "avx-013", "bag")
    spidey = place(g, 0, "avx-017", "bag")
    field_with(g, 0, "avx-074", 1, energy(g, 0, SK, SK_BOLT))  # 1/1/1*
    assert set(g.decision.options) == {side.id, iron.id, spidey.id}
    rng.force_shuffle(None).force(level_face(1), 1)
    act(g, "choose_target", target=side.id)
    assert side.zone == "bag" and spidey.zone == "field" and iron.zone == "used"


def test_gambit_cardsharp_rolled_character_hits_the_opponent() -> None:
    """When fielded, you may draw and roll one die. If you roll a character side, that character deals
    damage equal to its attack to your opponent and goes to your used pile (otherwise, the die goes to
    your reserve pool)."""
    g, rng = table({"avx-107": 2, "avx-023": 1}, {"avx-001": 2})
    busy(g, 0)
    thor = place(g, 0, "avx-023", "bag")
    field_with(g, 0, "avx-107", 3, energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_FIST))
    rng.force(level_face(3))  # Thor's 8/8
    act(g, "choose_target", target="player:0")
    assert g.life[1] == 12 and thor.zone == "used"
    g, rng = table({"avx-107": 2, "avx-023": 1}, {"avx-001": 2})
    busy(g, 0)
    thor = place(g, 0, "avx-023", "bag")
    field_with(g, 0, "avx-107", 3, energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_FIST))
    rng.force(1)  # an energy face
    act(g, "choose_target", target="player:0")
    assert g.life[1] == 20 and thor.zone == "reserve" and thor.face == 1


# -- Ghost Rider -------------------------------------------------------------------------------
def test_ghost_rider_johnny_blaze_is_reminder_text_only() -> None:
    """(No special effects; just a low-cost die with good numbers.)"""
    assert is_reminder("(No special effects; just a low-cost die with good numbers.)")
    assert not is_reminder("Deal 2 damage (to a character).")
    assert printed_texts()["avx-044"] == ""
    assert "avx-044" not in ABILITIES.cards()
    g, _ = table({"avx-044": 4}, {"avx-001": 2})
    rider = char(g, 0, "avx-044", 2)
    attack_with(g, rider)
    assert g.life[1] == 17


def test_ghost_rider_spirit_of_vengeance_draws_when_knocked_out_engaged() -> None:
    """If Ghost Rider is knocked out while engaged, draw one die from your bag and place it in your prep
    area."""
    g, _ = table({"avx-023": 2}, {"avx-075": 2})
    thor = char(g, 0, "avx-023", 3)
    rider = char(g, 1, "avx-075", 1)
    attack_with(g, thor)
    events = act(g, "block", die=rider.id, target=thor.id)
    turn = [e.kind for e in events].index("turn_started")
    drawn = [e for e in events_of(events[:turn], "die_drawn") if e.player == 1]
    assert [e.zone for e in drawn] == ["prep"]


def test_ghost_rider_spirit_of_vengeance_not_when_knocked_out_otherwise() -> None:
    g, _ = table({"avx-001": 2}, {"avx-075": 2}, bac=["avx-031"])
    busy(g, 0)
    rider = char(g, 1, "avx-075", 1)  # 2/3
    for _ in range(2):
        bolt = place(g, 0, "avx-031", "reserve", ACT0)
        act(g, "use_action", die=bolt.id)
        act(g, "choose_target", target=rider.id)
    assert rider.zone == "prep" and g.zones[1]["prep"] == [rider.id]


def test_ghost_rider_brimstone_biker_takes_a_die_from_the_used_pile() -> None:
    """When fielded, select a die from your used pile and place it into your prep area (you cannot
    select a die that paid to field this die)."""
    g, _ = table({"avx-108": 2, "avx-023": 1}, {"avx-001": 2})
    busy(g, 0)
    thor = place(g, 0, "avx-023", "used")
    side = place(g, 0, SK, "used")
    payer = energy(g, 0, SK, SK_BOLT)
    field_with(g, 0, "avx-108", 1, payer)
    assert set(g.decision.options) == {thor.id, side.id} and payer.id not in g.decision.options
    assert NormalAgent(4).choose(g, 0).target == thor.id
    act(g, "choose_target", target=thor.id)
    assert thor.zone == "prep"


# -- Green Goblin ------------------------------------------------------------------------------
def test_green_goblin_goblin_lord_boosts_sidekicks_once() -> None:
    """While Green Goblin is active, your Sidekick characters get +1A and +1D (no matter how many Green
    Goblin dice you have fielded)."""
    g, _ = table({"avx-045": 2}, {"avx-001": 2})
    side = char(g, 0, SK)
    enemy = char(g, 1, SK)
    char(g, 0, "avx-045", 1)
    char(g, 0, "avx-045", 1)
    assert stats(g, side) == (2, 2) and stats(g, enemy) == (1, 1)


def test_green_goblin_norman_osborn_rolls_up_to_two_sidekicks() -> None:
    """When fielded, you may roll up to 2 Sidekick dice from your used pile (you cannot roll dice that
    paid to field this die; place rolled dice in your reserve pool)."""
    g, rng = table({"avx-109": 2}, {"avx-001": 2})
    busy(g, 0)
    used = [place(g, 0, SK, "used") for _ in range(3)]
    field_with(g, 0, "avx-109", 1)  # 0/2/2: free to field
    rng.force(SK_FIST, SK_CHAR)
    act(g, "choose_target", target=g.decision.options[0])
    act(g, "choose_target", target=g.decision.options[0])
    rolled = [d for d in used if d.zone == "reserve"]
    assert len(rolled) == 2 and sorted(d.face for d in rolled) == [SK_FIST, SK_CHAR]
    assert g.decision.kind == "priority"  # up to 2: no third


def test_green_goblin_norman_osborn_global_knocks_out_a_sidekick_for_two_damage() -> None:
    """Pay [B] and knock out one of your Sidekick characters to deal 2 damage to a target character."""
    g, _ = table({"avx-109": 2}, {"avx-001": 2})
    busy(g, 0)
    side = char(g, 0, SK)
    beast = char(g, 1, "avx-001", 1)  # 1/2
    other = char(g, 0, SK)
    bolt = energy(g, 0, SK, SK_BOLT)
    agent = NormalAgent(5)
    use = find(g, "use_global", card="avx-109", target=beast.id)
    passing = agent.score(g, 0, find(g, "pass"))
    assert agent.score(g, 0, use) > passing  # it knocks out an opposing character
    assert agent.score(g, 0, find(g, "use_global", card="avx-109", target=other.id)) < passing
    act(g, "use_global", card="avx-109", target=beast.id)
    pay(g, bolt)
    assert g.decision.kind == "target" and set(g.decision.options) == {side.id, other.id}
    act(g, "choose_target", target=side.id)
    assert side.zone == "prep" and other.zone == "field" and beast.zone == "prep"


def test_green_goblin_norman_osborn_global_needs_a_sidekick_character() -> None:
    g, _ = table({"avx-109": 2}, {"avx-001": 2})
    busy(g, 0)
    char(g, 1, "avx-001", 1)
    energy(g, 0, SK, SK_BOLT)
    assert not any(a.kind == "use_global" and a.card == "avx-109" for a in g.legal_actions())
    side = char(g, 0, SK)
    g.invalidate()
    targets = {a.target for a in g.legal_actions() if a.kind == "use_global" and a.card == "avx-109"}
    assert side.id not in targets and targets  # the only Sidekick can't be both cost and target


def test_green_goblin_gobby_counts_your_sidekicks() -> None:
    """When fielded, Green Goblin deals 1 damage to your opponent for each Sidekick in the field (count
    your Sidekicks only)."""
    g, _ = table({"avx-130": 2}, {"avx-001": 2})
    busy(g, 0)
    char(g, 0, SK)
    char(g, 0, SK)
    char(g, 1, SK)
    field_with(g, 0, "avx-130", 2, energy(g, 0, SK, SK_BOLT))  # 1/3/3
    assert g.life == [20, 18]
