"""Booster cards of locks, "your opponent may pay to prevent", auras and the economy: Doctor Doom,
Professor X, Punisher, Nick Fury, War Machine, Venom, Black Widow and Captain America: Sentinel
of Liberty. One scenario (or more) per card, its docstring quoting the text it tests."""

from __future__ import annotations

from game.dicemasters import tasks as K
from game.dicemasters.agents import NormalAgent
from game.dicemasters.effects import level, stats
from game.dicemasters.engine import DiceMasters

from .helpers import (
    ACT0,
    SINGLE,
    SK,
    SK_BOLT,
    SK_FIST,
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
    main_step,
    pay,
    place,
    table,
    to_attack,
)

SPIDER = "avx-017"  # Spider-Man, Webhead: fist, no affiliation (0/3/3, 1/4/4, 1/5/5)
CAP = "avx-004"  # Captain America, American Hero: shield, Avengers (1/3/3, 2/5/4, 2/5/5)
STORM = "avx-019"  # Storm, African Priestess: mask, X-Men
IRON_MAN = "avx-013"  # Iron Man, Inventor: shield, Avengers
THOR = "avx-023"  # Thor, Lord of Asgard: bolt, Avengers (1/5/6)


def saved(g: DiceMasters) -> DiceMasters:
    copy = DiceMasters.from_dict(g.to_dict())
    assert copy.to_dict() == g.to_dict()
    return copy


def roll_step(g: DiceMasters, p: int, *dice) -> None:
    """Player ``p``'s Roll and Reroll step with ``dice`` in the prep area."""
    for d in dice:
        g.move(d, "prep", p, event=False)
        d.face = None
    g.active = p
    g.decision = None
    g.tasks = [K.Roll()]
    g.run()
    g.invalidate()


def attack_events(g: DiceMasters, *dice) -> list:
    """Attack with ``dice`` and pass until the turn is over: the events of this turn."""
    to_attack(g)
    for d in dice:
        act(g, "attack", die=d.id)
    events = act(g, "end_attackers")
    while g.active == 0 and g.decision is not None and g.decision.kind == "priority":
        events += act(g, "pass")
    return this_turn(events)


def this_turn(events):
    seen = [e.kind for e in events]
    return events[: seen.index("turn_started")] if "turn_started" in seen else events


# -- Doctor Doom -------------------------------------------------------------------------------
def test_doom_reed_richards_rival_weakens_every_non_villain() -> None:
    """While Doctor Doom is active, each non-Villain character gets -1A and -1D (no matter how many
    Doctor Doom dice you have fielded). Sidekicks at 0D are knocked out as he is fielded."""
    g, _ = table({"avx-040": 2}, {SPIDER: 1, "avx-060": 1})
    spider = char(g, 1, SPIDER, 2)  # 4/4
    venom = char(g, 1, "avx-060", 1)  # a Villain: 4/4
    theirs = char(g, 1, SK)
    mine = char(g, 0, SK)
    char(g, 0, "avx-040", 1)  # a first Doom already in the field
    assert stats(g, spider) == (3, 3) and stats(g, venom) == (4, 4)
    doom = place(g, 0, "avx-040", "reserve", level_face(1))
    e = energy(g, 0)
    busy(g, 0)
    g.invalidate()
    assert theirs.zone == "field"  # placed by hand; the fielding below checks
    act(g, "field", die=doom.id)
    pay(g, e)
    assert theirs.zone == "prep" and mine.zone == "prep"  # 1/1 -1/-1: knocked out at once
    assert stats(g, spider) == (3, 3)  # not -2: once however many Doom dice
    assert stats(g, doom) == (3, 6)  # a Villain himself


def test_doom_nemesis_only_villains_and_sidekicks_block_him() -> None:
    """Doctor Doom can only be blocked by Villain and Sidekick characters."""
    g, _ = table({"avx-071": 1}, {SPIDER: 1, "avx-060": 1})
    doom = char(g, 0, "avx-071", 1)
    spider = char(g, 1, SPIDER, 1)
    venom = char(g, 1, "avx-060", 1)
    side = char(g, 1, SK)
    attack_with(g, doom)
    blockers = {a.die for a in g.legal_actions() if a.kind == "block"}
    assert blockers == {venom.id, side.id} and spider.id not in blockers


def test_doom_nemesis_global_needs_a_villain_fielded() -> None:
    """If you have a Villain fielded, pay [S] to give a target character -1A and -1D (knock out those
    with zero defense)."""
    g, _ = table({"avx-071": 1}, {SPIDER: 1})
    side = char(g, 1, SK)
    spider = char(g, 1, SPIDER, 1)
    e = energy(g, 0, SK, SK_SHIELD)
    busy(g, 0)
    g.invalidate()
    assert "use_global" not in kinds(g)  # no Villain of player 0 in the field
    char(g, 0, "avx-071", 1)
    g.invalidate()
    act(g, "use_global", card="avx-071", target=spider.id)
    pay(g, e)
    assert stats(g, spider) == (2, 2)
    e2 = energy(g, 0, SK, SK_SHIELD)
    g.invalidate()
    act(g, "use_global", card="avx-071", target=side.id)
    pay(g, e2)
    assert side.zone == "prep"  # 0 defense: knocked out


def test_doom_victor_each_player_keeps_one_non_villain() -> None:
    """When fielded, each player must knock out all but one of his or her non-Villain characters
    (place those knocked out dice in that player's prep area)."""
    g, _ = table({"avx-104": 1, "avx-060": 1}, {SPIDER: 1, STORM: 1})
    a, b = char(g, 0, SK), char(g, 0, SK)
    venom = char(g, 0, "avx-060", 1)
    spider, storm, side = char(g, 1, SPIDER, 2), char(g, 1, STORM, 1), char(g, 1, SK)
    doom = place(g, 0, "avx-104", "reserve", level_face(1))
    e = energy(g, 0)
    act(g, "field", die=doom.id)
    pay(g, e)
    assert g.decision.kind == "target" and g.decision.player == 0
    act(g, "choose_target", target=b.id)
    assert g.decision.kind == "target" and g.decision.player == 1
    assert set(g.decision.options) == {spider.id, storm.id, side.id}
    act(g, "choose_target", target=spider.id)
    assert a.zone == "prep" and b.zone == "field" and venom.zone == "field" and doom.zone == "field"
    assert spider.zone == "field" and storm.zone == "prep" and side.zone == "prep"
    assert g.dice[storm.id].id in g.zones[1]["prep"]


# -- Professor X -------------------------------------------------------------------------------
def test_professor_x_principal_locks_rerolls_until_two_life_are_paid() -> None:
    """While Professor X is active, your opponent cannot reroll dice during the roll and reroll
    step. He or she can pay 2 life to prevent this effect for this turn."""
    g, _ = table({SPIDER: 2}, {"avx-055": 1})
    char(g, 1, "avx-055", 1)
    dice = [place(g, 0, SK, "bag") for _ in range(3)]
    roll_step(g, 0, *dice)
    assert g.decision.kind == "reroll"
    assert "select_reroll" not in kinds(g) and "pay_life" in kinds(g)
    g = saved(g)
    events = act(g, "pay_life", card="avx-055")
    assert g.life[0] == 18 and events_of(events, "life_paid")
    assert "select_reroll" in kinds(g) and "pay_life" not in kinds(g)
    assert "select_reroll" in kinds(saved(g))  # lifted for the turn, also after a save


def test_professor_x_principal_does_not_lock_his_own_player() -> None:
    """(your opponent) cannot reroll: his own player rerolls freely."""
    g, _ = table({"avx-055": 1}, {SPIDER: 1})
    char(g, 0, "avx-055", 1)
    roll_step(g, 0, place(g, 0, SK, "bag"))
    assert "select_reroll" in kinds(g) and "pay_life" not in kinds(g)


def test_professor_x_powerful_telepath_locks_actions_and_globals() -> None:
    """While Professor X is active, your opponent cannot use actions or global abilities. He or she
    can pay 2 life to prevent this effect for the rest of the turn."""
    g, _ = table({SPIDER: 1}, {"avx-087": 1, "avx-071": 1}, bac=["avx-031", "avx-033"])
    char(g, 1, "avx-087", 1)
    place(g, 0, "avx-031", "reserve", ACT0)
    energy(g, 0, SK, SK_SHIELD)
    char(g, 0, SPIDER, 1)
    g.invalidate()
    assert "use_action" not in kinds(g) and "use_global" not in kinds(g)
    assert "pay_life" in kinds(g)
    act(g, "pay_life", card="avx-087")
    assert g.life[0] == 18
    assert "use_action" in kinds(g) and "use_global" in kinds(g) and "pay_life" not in kinds(g)


def test_professor_x_charles_francis_xavier_locks_fielding() -> None:
    """While Professor X is active, your opponent cannot field characters. He or she can pay 2 life
    to prevent this effect for the rest of this turn."""
    g, _ = table({SPIDER: 2}, {"avx-119": 1})
    char(g, 1, "avx-119", 1)
    spider = place(g, 0, SPIDER, "reserve", level_face(1))  # fielding cost 0
    g.invalidate()
    assert "field" not in kinds(g) and "pay_life" in kinds(g)
    g.life[0] = 2
    g.invalidate()
    assert "pay_life" not in kinds(g)  # 2 life can't pay 2 (it would lose the game)
    g.life[0] = 10
    g.invalidate()
    act(g, "pay_life", card="avx-119")
    act(g, "field", die=spider.id)
    assert spider.zone == "field" and g.life[0] == 8


def test_normal_agent_pays_to_lift_a_fielding_lock_only_with_life_to_spare() -> None:
    """The computer pays 2 life to field a strong character, not when its life is low."""
    g, _ = table({CAP: 2}, {"avx-119": 1})
    char(g, 1, "avx-119", 1)
    place(g, 0, CAP, "reserve", level_face(2))
    energy(g, 0, SK, SK_FIST)
    energy(g, 0, SK, SK_BOLT)
    g.invalidate()
    agent = NormalAgent(1)
    assert agent.choose(g, 0).kind == "pay_life"
    g.life[0] = 6
    g.invalidate()
    assert agent.choose(g, 0).kind != "pay_life"


# -- Punisher ----------------------------------------------------------------------------------
def punisher_attacks(card: str, *, life: int = 20):
    """Punisher attacks; the opponent has a level 3 Spider-Man (his target) and a Sidekick (a
    blocker left, so the turn waits at the blocks)."""
    g, _ = table({card: 2}, {SPIDER: 1})
    g.life[1] = life
    punisher = char(g, 0, card, 1)
    spider = char(g, 1, SPIDER, 3)
    char(g, 1, SK)
    attack_with(g, punisher)
    if g.decision.kind == "target":
        act(g, "choose_target", target=spider.id)
    return g, punisher, spider


def test_punisher_mcrook_knocks_out_unless_two_life_are_paid() -> None:
    """When Punisher assigns to attack, knock out one target opposing character. Your opponent may
    prevent this effect by paying 2 life."""
    g, _, spider = punisher_attacks("avx-056")
    dec = g.decision
    assert dec.kind == "prevent" and dec.player == 1 and dec.life == 2 and dec.dice == (spider.id,)
    g = saved(g)
    act(g, "pay_life", card="avx-056")
    assert g.life[1] == 18 and g.dice[spider.id].zone == "field"
    g, _, spider = punisher_attacks("avx-056")
    act(g, "decline", card="avx-056")
    assert spider.zone == "prep" and g.life[1] == 20 and g.decision.kind == "block"


def test_punisher_mcrook_opponent_without_the_life_cannot_prevent() -> None:
    """(paying 2 life) with 2 life left can't be paid: the knock-out happens."""
    g, _, spider = punisher_attacks("avx-056", life=2)
    assert g.decision.kind != "prevent" and spider.zone == "prep"


def test_normal_agent_pays_life_for_a_strong_character_not_when_low() -> None:
    g, _, _ = punisher_attacks("avx-056")
    assert NormalAgent(3).choose(g, 1).kind == "pay_life"  # a level 3 Spider-Man for 2 of 20 life
    g, _, _ = punisher_attacks("avx-056", life=7)
    assert NormalAgent(3).choose(g, 1).kind == "decline"


def test_punisher_vigilante_searches_the_bag_unless_three_life_are_paid() -> None:
    """When Punisher assigns to attack, search your bag for a Punisher die and put it into your prep
    area. Your opponent can prevent this by paying 3 life."""
    g, _ = table({"avx-088": 3}, {SPIDER: 1})
    punisher = char(g, 0, "avx-088", 1)
    other = place(g, 0, "avx-088", "bag")
    char(g, 1, SPIDER, 1)
    attack_with(g, punisher)
    assert g.decision.kind == "prevent" and g.decision.life == 3
    act(g, "decline", card="avx-088")
    assert other.zone == "prep"
    g, _ = table({"avx-088": 3}, {SPIDER: 1})
    punisher = char(g, 0, "avx-088", 1)
    other = place(g, 0, "avx-088", "bag")
    char(g, 1, SPIDER, 1)
    attack_with(g, punisher)
    act(g, "pay_life", card="avx-088")
    assert other.zone == "bag" and g.life[1] == 17


def test_punisher_big_nothing_damages_each_opposing_character_unless_four_life() -> None:
    """When Punisher assigns to attack, he deals 2 damage to each opposing character. Your opponent
    can prevent this effect by paying 4 life."""
    g, _ = table({"avx-120": 2}, {SPIDER: 1, STORM: 1})
    punisher = char(g, 0, "avx-120", 1)
    spider, storm = char(g, 1, SPIDER, 3), char(g, 1, STORM, 1)
    attack_with(g, punisher)
    assert g.decision.kind == "prevent" and set(g.decision.dice) == {spider.id, storm.id}
    act(g, "decline", card="avx-120")
    assert spider.damage == 2 and storm.zone == "prep"  # Storm 2/1 falls
    g, _ = table({"avx-120": 2}, {SPIDER: 1})
    punisher = char(g, 0, "avx-120", 1)
    spider = char(g, 1, SPIDER, 3)
    attack_with(g, punisher)
    act(g, "pay_life", card="avx-120")
    assert spider.damage == 0 and g.life[1] == 16


# -- Nick Fury ---------------------------------------------------------------------------------
def test_nick_fury_mr_anger_fields_avengers_for_free() -> None:
    """While Nick Fury is active, you may field Avengers characters for free."""
    g, _ = table({"avx-051": 1, CAP: 2, SPIDER: 2}, {STORM: 1})
    cap = place(g, 0, CAP, "reserve", level_face(2))  # fielding cost 2
    spider = place(g, 0, SPIDER, "reserve", level_face(2))  # fielding cost 1, not an Avenger
    busy(g, 0)
    g.invalidate()
    assert not [a for a in g.legal_actions() if a.kind == "field" and a.die == cap.id]
    char(g, 0, "avx-051", 1)
    g.invalidate()
    fields = {a.die for a in g.legal_actions() if a.kind == "field"}
    assert cap.id in fields and spider.id not in fields
    act(g, "field", die=cap.id)
    assert cap.zone == "field" and g.decision.kind == "priority"  # nothing to pay


def test_nick_fury_wwii_veteran_gives_your_avengers_plus_one() -> None:
    """While Nick Fury is active, your Avengers characters get +1A and +1D."""
    g, _ = table({"avx-083": 1, CAP: 2, SPIDER: 1}, {CAP: 1})
    cap, spider = char(g, 0, CAP, 1), char(g, 0, SPIDER, 1)
    theirs = char(g, 1, CAP, 1)
    fury = char(g, 0, "avx-083", 1)
    assert stats(g, cap) == (4, 4) and stats(g, spider) == (3, 3) and stats(g, theirs) == (3, 3)
    assert stats(g, fury) == (1, 3)  # he is no Avenger
    g.move(fury, "used", 0)
    assert stats(g, cap) == (3, 3)


def test_nick_fury_patch_unblocked_avengers_damage_twice() -> None:
    """While Nick Fury is active, your unblocked Avengers characters deal damage to your opponent
    twice."""
    g, _ = table({"avx-115": 1, THOR: 2, SPIDER: 1}, {STORM: 1})
    char(g, 0, "avx-115", 1)
    thor, spider = char(g, 0, THOR, 1), char(g, 0, SPIDER, 1)
    events = attack_events(g, thor, spider)
    hits = [e.amount for e in events_of(events, "player_damaged")]
    assert hits == [8, 5]  # Thor and Spider-Man (5 + 3), then Thor again as a damage of its own
    assert g.life[1] == 20 - 13


def test_nick_fury_patch_blocked_avenger_does_not_double() -> None:
    """(unblocked) Avengers only."""
    g, _ = table({"avx-115": 1, THOR: 2}, {STORM: 1})
    char(g, 0, "avx-115", 1)
    thor = char(g, 0, THOR, 1)
    storm = char(g, 1, STORM, 1)
    attack_with(g, thor)
    block(g, storm, thor)
    while g.step != "clear_draw" and g.active == 0:
        act(g, "pass")
    assert g.life[1] == 20


# -- War Machine -------------------------------------------------------------------------------
def test_war_machine_combat_comrade_stronger_with_iron_man() -> None:
    """War Machine gets +2A and +2D if you have Iron Man in the field."""
    g, _ = table({"avx-061": 1, IRON_MAN: 1}, {IRON_MAN: 1})
    wm = char(g, 0, "avx-061", 1)  # 3/4
    char(g, 1, IRON_MAN, 1)  # the opponent's Iron Man does not count
    assert stats(g, wm) == (3, 4)
    char(g, 0, IRON_MAN, 1)
    assert stats(g, wm) == (5, 6)


def test_war_machine_parnell_jacobs_unblockable_with_iron_man() -> None:
    """War Machine can't be blocked if you have Iron Man fielded."""
    g, _ = table({"avx-096": 1, IRON_MAN: 1}, {SPIDER: 1})
    wm = char(g, 0, "avx-096", 1)
    char(g, 1, SPIDER, 1)
    g2 = saved(g)
    attack_with(g2, g2.dice[wm.id])
    assert g2.decision.kind == "block"
    char(g, 0, IRON_MAN, 1)
    attack_with(g, wm)
    assert g.decision is None or g.decision.kind != "block"


def test_war_machine_james_rhodes_knocks_out_with_iron_man() -> None:
    """When fielded, if you have Iron Man fielded, knock out an opponent's character."""
    g, _ = table({"avx-125": 2, IRON_MAN: 1}, {SPIDER: 1})
    spider = char(g, 1, SPIDER, 2)
    wm = place(g, 0, "avx-125", "reserve", level_face(1))
    e = energy(g, 0)
    busy(g, 0)
    act(g, "field", die=wm.id)
    pay(g, e)
    assert spider.zone == "field"  # no Iron Man: nothing
    char(g, 0, IRON_MAN, 1)
    wm2 = place(g, 0, "avx-125", "reserve", level_face(1))
    e2 = energy(g, 0)
    g.invalidate()
    act(g, "field", die=wm2.id)
    pay(g, e2)
    assert spider.zone == "prep"


def test_war_machine_global_gains_a_life_when_a_shield_character_damages_the_opponent() -> None:
    """When one of your [S] characters damages your opponent in the attack step, pay [S] to gain 1
    life."""
    g, _ = table({"avx-061": 1, CAP: 2}, {STORM: 1})
    g.life[0] = 15
    cap = char(g, 0, CAP, 1)
    side = char(g, 0, SK)
    e = energy(g, 0, SK, SK_SHIELD)
    attack_with(g, cap, side)
    while g.decision.kind == "priority":
        act(g, "pass")
    dec = g.decision
    assert dec.kind == "pay" and dec.card == "avx-061" and dec.types == ("shield",) and dec.player == 0
    events = act(g, "pay", die=e.id)
    assert g.life[0] == 16 and events_of(events, "global_used")
    # the Sidekick (no energy type) brings no second offer
    assert g.decision is None or g.decision.kind != "pay"


def test_war_machine_global_offered_once_for_three_cards_with_it() -> None:
    """(the same Global printed on #61, #96 and #125 is one ability: one offer per damaging
    character, however many of those cards are in the game)"""
    g, _ = table({"avx-061": 1, CAP: 2}, {"avx-096": 1})
    g.life[0] = 15
    cap = char(g, 0, CAP, 1)
    energy(g, 0, SK, SK_SHIELD)
    energy(g, 0, SK, SK_SHIELD)
    attack_with(g, cap)
    while g.decision.kind == "priority":
        act(g, "pass")
    assert g.decision.kind == "pay"
    act(g, "decline", card=g.decision.card)
    assert g.decision is None or g.decision.kind != "pay"


# -- Venom -------------------------------------------------------------------------------------
def test_venom_eddie_brock_only_fist_characters_block_him() -> None:
    """Non-[F] characters can't block Venom."""
    g, _ = table({"avx-060": 1}, {SPIDER: 1, STORM: 1})
    venom = char(g, 0, "avx-060", 1)
    spider, _storm, _side = char(g, 1, SPIDER, 1), char(g, 1, STORM, 1), char(g, 1, SK)
    attack_with(g, venom)
    assert {a.die for a in g.legal_actions() if a.kind == "block"} == {spider.id}


def test_venom_global_spins_an_opposing_fist_character_down() -> None:
    """Pay [F] to spin an opponent's [F] character down 1 level."""
    g, _ = table({"avx-124": 1, SPIDER: 1}, {SPIDER: 1, STORM: 1})
    theirs = char(g, 1, SPIDER, 3)
    char(g, 1, STORM, 2)
    char(g, 0, SPIDER, 3)
    e = energy(g, 0, SK, SK_FIST)
    busy(g, 0)
    g.invalidate()
    targets = {a.target for a in g.legal_actions() if a.kind == "use_global"}
    assert targets == {theirs.id}  # not Storm (mask), not my own Spider-Man
    act(g, "use_global", card="avx-124", target=theirs.id)
    pay(g, e)
    assert level(theirs) == 2


def test_venom_mac_gargan_blocks_and_knocks_out_a_non_fist_character() -> None:
    """If Venom blocks and knocks out a non-[F] character, he deals 2 damage to your opponent and you
    gain 1 life."""
    g, _ = table({CAP: 2}, {"avx-095": 1})
    g.life = [20, 15]
    cap = char(g, 0, CAP, 1)  # 3/3 shield
    venom = char(g, 1, "avx-095", 1)  # 4/4
    attack_with(g, cap)
    block(g, venom, cap)
    while g.step != "clear_draw" and g.active == 0:
        act(g, "pass")
    assert cap.zone == "prep" or g.dice[cap.id].zone != "field"
    assert g.life == [18, 16]


def test_venom_mac_gargan_not_for_a_fist_character() -> None:
    """(a non-[F] character) only."""
    g, _ = table({SPIDER: 2}, {"avx-095": 1})
    g.life = [20, 15]
    spider = char(g, 0, SPIDER, 1)  # 3/3 fist
    venom = char(g, 1, "avx-095", 1)
    attack_with(g, spider)
    block(g, venom, spider)
    while g.step != "clear_draw" and g.active == 0:
        act(g, "pass")
    assert g.life == [20, 15]


def test_venom_angelo_fortunato_weakens_opposing_non_fist_and_burst_strengthens_fist() -> None:
    """While Venom is active, your opponent's non-[F] characters get -2A and -2D. * Your [F]
    characters get +1A and +1D."""
    g, _ = table({"avx-124": 3, SPIDER: 1}, {SPIDER: 1, STORM: 1, "avx-071": 1})
    storm = char(g, 1, STORM, 3)  # 3/2
    doom = char(g, 1, "avx-071", 2)  # shield, 4/7
    theirs = char(g, 1, SPIDER, 1)
    mine = char(g, 0, SPIDER, 1)
    char(g, 0, "avx-124", 1)  # level 1: no burst
    assert stats(g, doom) == (2, 5) and stats(g, storm) == (1, 0)
    assert stats(g, theirs) == (3, 3) and stats(g, mine) == (3, 3)
    venom2 = char(g, 0, "avx-124", 2)  # a burst face: once, however many
    char(g, 0, "avx-124", 3)
    assert stats(g, mine) == (4, 4) and stats(g, venom2) == (6, 6) and stats(g, theirs) == (3, 3)


def test_venom_angelo_fortunato_knocks_out_sidekicks_as_he_is_fielded() -> None:
    """(-2A and -2D) on a 1/1 Sidekick: zero defense, knocked out at once."""
    g, _ = table({"avx-124": 2}, {STORM: 1})
    side = char(g, 1, SK)
    venom = place(g, 0, "avx-124", "reserve", level_face(1))
    e = energy(g, 0)
    busy(g, 0)
    act(g, "field", die=venom.id)
    pay(g, e)
    assert side.zone == "prep"


# -- Black Widow -------------------------------------------------------------------------------
def test_black_widow_natural_spins_engaged_characters_down_before_damage_clears() -> None:
    """At the end of the attack step, spin each character engaged with Black Widow down 1 level
    (this happens before damage clears)."""
    g, _ = table({"avx-036": 2}, {SPIDER: 2})
    widow = char(g, 0, "avx-036", 3)  # 3/3
    widow.d_mod = 10  # she survives the exchange
    a, b = char(g, 1, SPIDER, 2), char(g, 1, SPIDER, 3)  # 4/4 and 5/5
    attack_with(g, widow)
    block(g, a, widow)
    block(g, b, widow)
    while g.decision.kind == "priority":
        act(g, "pass")
    events = act(g, "assign_damage", target=a.id, amount=3)
    # a: 3 damage, spun to level 1 (3/3): knocked out; b: no damage, spun to level 2
    assert [(e.die, e.level) for e in events_of(events, "die_spun")] == [(a.id, 1), (b.id, 2)]
    assert [e.die for e in events_of(events, "knocked_out")] == [a.id]
    assert level(b) == 2 and b.zone == "field"


def test_black_widow_killer_instinct_spins_down_to_level_one() -> None:
    """When fielded, spin one target opponent's character down to level 1."""
    g, _ = table({"avx-100": 2}, {SPIDER: 1, STORM: 1})
    spider = char(g, 1, SPIDER, 3)
    char(g, 1, STORM, 1)
    widow = place(g, 0, "avx-100", "reserve", level_face(3))  # fielding cost 1
    e = energy(g, 0)
    busy(g, 0)
    act(g, "field", die=widow.id)
    pay(g, e)
    act(g, "choose_target", target=spider.id)
    assert level(spider) == 1


def test_black_widow_tsarina_deals_two_unless_a_character_is_spun_down() -> None:
    """When Black Widow attacks, she deals 2 damage to your opponent. Your opponent can prevent this
    by spinning one of his or her characters down one level."""
    g, _ = table({"avx-129": 1}, {SPIDER: 1})
    spider = char(g, 1, SPIDER, 2)
    widow = char(g, 0, "avx-129", 1)
    attack_with(g, widow)
    dec = g.decision
    assert dec.kind == "prevent" and dec.spins == (spider.id,) and dec.life == 0
    assert {a.kind for a in g.legal_actions()} == {"spin", "decline"}
    act(g, "spin", target=spider.id, direction="down")
    assert level(spider) == 1 and g.life[1] == 20
    # a level 1 character can't be spun down: the damage comes
    g, _ = table({"avx-129": 1}, {SPIDER: 1})
    char(g, 1, SPIDER, 1)
    widow = char(g, 0, "avx-129", 1)
    attack_with(g, widow)
    assert g.life[1] == 18


def test_normal_agent_spins_a_cheap_level_to_prevent_damage_when_it_matters() -> None:
    g, _ = table({"avx-129": 1}, {SPIDER: 1})
    g.life[1] = 4
    char(g, 1, SPIDER, 3)  # 5/5 -> 4/4 costs 2 points
    widow = char(g, 0, "avx-129", 1)
    attack_with(g, widow)
    assert NormalAgent(2).choose(g, 1).kind == "spin"  # 2 damage at 4 life hurts more


# -- Captain America: Sentinel of Liberty ------------------------------------------------------
def test_cap_sentinel_sidekicks_plus_two_attack_and_opponents_cost_one_more() -> None:
    """While Captain America is active, your Sidekick characters get +2A, and your opponent's Sidekick
    characters cost 1 extra energy to field."""
    g, _ = table({"avx-067": 2}, {STORM: 1})
    mine = char(g, 0, SK)
    char(g, 0, "avx-067", 1)
    theirs = char(g, 1, SK)
    assert stats(g, mine) == (3, 1) and stats(g, theirs) == (1, 1)
    main_step(g, 1)
    side = place(g, 1, SK, "reserve", 5)
    g.invalidate()
    assert not [a for a in g.legal_actions() if a.kind == "field" and a.die == side.id]
    e = place(g, 1, "avx-019", "reserve", SINGLE)
    g.invalidate()
    act(g, "field", die=side.id)
    assert g.decision.kind == "pay" and g.decision.cost == 1
    pay(g, e)
    assert side.zone == "field"


def test_locks_and_prevention_survive_save_and_load() -> None:
    g, _, spider = punisher_attacks("avx-056")
    g2 = saved(g)
    assert g2.decision == g.decision
    act(g2, "pay_life", card="avx-056")
    assert g2.life[1] == 18 and g2.dice[spider.id].zone == "field"


def test_professor_x_powerful_telepath_closes_globals_asked_outside_a_window() -> None:
    """(cannot use ... global abilities): Iron Man, Inventor's redirect is not offered to a locked
    player."""
    for lock in (False, True):
        g, _ = table({IRON_MAN: 1}, {THOR: 2, "avx-087": 1}, active=1)
        char(g, 0, IRON_MAN, 1)
        energy(g, 0, SK, SK_SHIELD)
        if lock:
            char(g, 1, "avx-087", 1)
        thor = char(g, 1, THOR, 1)
        attack_with(g, thor)
        while g.decision.kind in ("block", "priority"):
            act(g, "end_blockers" if g.decision.kind == "block" else "pass")
        offered = g.decision.kind == "target" and g.decision.card == IRON_MAN
        assert offered is not lock


def test_normal_agent_answers_a_reroll_lock_legally() -> None:
    """The computer pays 2 life to reroll only when it would reroll several dice."""
    g, _ = table({SPIDER: 2}, {"avx-055": 1})
    char(g, 1, "avx-055", 1)
    roll_step(g, 0, *[place(g, 0, SK, "bag") for _ in range(3)])
    for d in g.zones[0]["reserve"]:
        g.dice[d].face = SK_FIST  # 3 energy is short of most costs: it would reroll them all
    g.invalidate()
    agent = NormalAgent(4)
    choice = agent.choose(g, 0)
    assert choice in g.legal_actions() and choice.kind == "pay_life"
    g.life[0] = 7
    g.invalidate()
    assert agent.choose(g, 0).kind == "keep"


def test_normal_agent_uses_venoms_global_on_an_opposing_fist_character() -> None:
    """Pay [F] to spin an opponent's [F] character down 1 level: the computer aims it at their
    strongest [F] character when it has a fist to spare."""
    g, _ = table({"avx-060": 1}, {SPIDER: 1})
    theirs = char(g, 1, SPIDER, 3)
    char(g, 0, "avx-060", 1)  # his own [F] character is no target
    energy(g, 0, SK, SK_FIST)
    g.invalidate()
    choice = NormalAgent(5).choose(g, 0)
    assert choice.kind == "use_global" and choice.target == theirs.id


def test_professor_x_powerful_telepath_closes_the_vibranium_shields_prevention_global() -> None:
    """(cannot use ... global abilities): "Pay [S] to prevent 1 damage" is not offered to a locked
    player either."""
    for lock in (False, True):
        g, _ = table({"avx-064": 1}, {THOR: 2, "avx-087": 1}, active=1)
        energy(g, 0, SK, SK_SHIELD)
        if lock:
            char(g, 1, "avx-087", 1)
        thor = char(g, 1, THOR, 1)
        attack_with(g, thor)
        while g.decision.kind in ("block", "priority"):
            act(g, "end_blockers" if g.decision.kind == "block" else "pass")
        offered = g.decision.kind == "target" and g.decision.card == "avx-064"
        assert offered is not lock
