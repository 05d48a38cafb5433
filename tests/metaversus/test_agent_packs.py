"""The normal agent with the packs after Beginner: it values, plays and casts their cards and
characters from their steps (no per-card list), and the normal and hard agents finish matches of
every combination a match can be dealt from."""

from __future__ import annotations

import pytest

import game
from game.core.agents import make_agent
from game.core.levels import make_hard
from game.metaversus import agent as A
from game.metaversus.agent import NormalAgent
from game.metaversus.cards import CARDS, CHARACTERS, pack_choices
from game.metaversus.decisions import SpendAether

from .helpers import EX, play, scenario

STONE, DAGGER = "mv.stone", "mv.dagger"
CASUAL, RIFT, EVERY = "beginner+casual", "beginner+casual+aether", "beginner+casual+vanilla+aether"


def choice(g, p=0):
    return NormalAgent(1).choose(g, p)


def with_character(g, ch, uses=None):
    ps = g.players[0]
    ps.character = ch
    limit = CHARACTERS[ch].uses
    ps.uses = (limit if limit is not None else -1) if uses is None else uses
    g.invalidate()
    return g


# -- valuation from the data and the steps -------------------------------------------------------
def test_every_later_card_is_valued_from_its_steps_and_no_card_has_a_hand_typed_list_entry():
    later = [cid for cid, c in CARDS.items() if c.pack != "beginner"]
    assert later and all(CARDS[c].agent.worth is None for c in later)
    assert set(later) <= A.GENERIC
    for cid in later:
        assert 0.0 <= A.BASE[cid] <= 8.0, cid
    # Beginner's tuned numbers are untouched
    assert A.BASE["mv.fire.fireball"] == CARDS["mv.fire.fireball"].agent.worth


def test_character_ratings_come_from_the_ability_beginner_characters_stay_equal():
    for cid, ch in CHARACTERS.items():
        if ch.pack == "beginner":
            assert A.CHAR_RATING[cid] == 1.0
        else:
            assert 0.85 <= A.CHAR_RATING[cid] <= 1.15, cid
    rated = {A.CHAR_RATING[c] for c in A.GENERIC_CHARACTERS if A.MAIN[c]}
    assert len(rated) > 3  # rated from their steps, not one number for all


def test_a_combo_card_is_worth_more_with_more_cards_of_its_attribute_owned():
    g = scenario(packs=CASUAL, exchange=[*EX[:9], "mv.fire.tinder_blade"], phase="buy")
    agent = NormalAgent(1)
    ps = g.players[0]
    ps.deck = [STONE] * 7 + [DAGGER] * 3
    few = agent.value(g, 0, "mv.fire.tinder_blade", agent.stats(A.NormalAgent.all_cards(g, 0)))
    ps.deck = [STONE] * 5 + [DAGGER] * 1 + ["mv.fire.flame_blade", "mv.fire.fireball", "mv.fire.war_drum"] * 2
    many = agent.value(g, 0, "mv.fire.tinder_blade", agent.stats(A.NormalAgent.all_cards(g, 0)))
    assert many > few + 0.5


def test_aether_is_worth_more_with_surges_to_pay_and_a_surge_with_aether_to_pay_it():
    g = scenario(packs=RIFT, exchange=[*EX[:6], "mv.soil.rift_ore", "mv.fire.rift_blade"], phase="buy")
    agent = NormalAgent(1)
    ps = g.players[0]

    def value(card):
        return agent.value(g, 0, card, agent.stats(A.NormalAgent.all_cards(g, 0)))

    ps.deck = [STONE] * 7 + [DAGGER] * 3
    ore_alone, blade_dry = value("mv.soil.rift_ore"), value("mv.fire.rift_blade")
    ps.deck = [STONE] * 7 + [DAGGER] * 3 + ["mv.fire.rift_blade"] * 3
    assert value("mv.soil.rift_ore") > ore_alone + 0.2
    ps.deck = [STONE] * 7 + [DAGGER] * 3 + ["mv.soil.rift_ore"] * 3
    assert value("mv.fire.rift_blade") > blade_dry + 0.3


def test_a_bargain_s_price_is_weighed_against_what_it_gives():
    # Blood Moon: stars, and you lose HP — worth less than its stars alone, more than nothing
    steps = A.MAIN["mv.moon.blood_moon"]
    assert any(isinstance(s, A.E.LoseHp) for s in steps)
    gifts = 1.0 + sum(A.step_worth(s) for s in steps if not isinstance(s, A.E.LoseHp))
    assert 0 < A.default_worth("mv.moon.blood_moon") < gifts
    # Undertow: draws, and you lose HP; played for what it gives net of its price
    g = scenario(hand=["mv.water.undertow"], packs="beginner+casual+vanilla", exchange=EX)
    value, _ = NormalAgent(1).card_now(g, 0, "mv.water.undertow")
    price = sum(A.step_worth(s) for s in A.MAIN["mv.water.undertow"] if isinstance(s, A.E.LoseHp))
    assert price < 0 and value == pytest.approx(sum(A.step_worth(s) for s in A.MAIN["mv.water.undertow"]))
    assert choice(g).kind == "play_card"


# -- playing: the combo order, the Surge ---------------------------------------------------------
def test_of_two_cards_of_one_attribute_the_one_without_the_combo_is_played_first():
    g = scenario(hand=["mv.fire.firebrand", "mv.fire.fireball"], packs=CASUAL, exchange=EX)
    g.ap = 2
    a = choice(g)
    assert a.kind == "play_card" and a.card == "mv.fire.fireball"
    play(g, "mv.fire.fireball")
    a = choice(g)
    assert a.kind == "play_card" and a.card == "mv.fire.firebrand"  # its combo is open now


def test_a_combo_card_does_not_wait_when_there_is_ap_for_one_card_only():
    g = scenario(hand=["mv.fire.firebrand", "mv.fire.fireball"], packs=CASUAL, exchange=EX)
    g.ap = 1
    assert choice(g).card == "mv.fire.fireball"  # the better single play
    g = scenario(hand=["mv.fire.firebrand", "mv.water.stream"], packs=CASUAL, exchange=EX)
    g.ap = 2  # no Fire card to open the combo: it is played for what it does alone
    assert choice(g).kind == "play_card"


def test_weapons_are_played_one_by_one_so_a_combo_weapon_comes_after_the_card_that_opens_it():
    g = scenario(
        hand=["mv.fire.tinder_blade", "mv.fire.flame_blade"], packs=CASUAL, exchange=EX, phase="combat"
    )
    a = choice(g)
    assert a.kind == "play_card" and a.card == "mv.fire.flame_blade"
    play(g, "mv.fire.flame_blade")
    assert choice(g).kind in ("play_all", "play_card")
    # with no combo waiting, all the weapons are played at once as before
    g = scenario(hand=["mv.fire.flame_blade", DAGGER], packs=CASUAL, exchange=EX, phase="combat")
    assert choice(g).kind == "play_all"


def rift(hand, aether, **kw):
    g = scenario(hand=hand, packs=RIFT, exchange=EX, **kw)
    g.players[0].aether = aether
    g.invalidate()
    return g


def test_a_surge_worth_its_aether_is_paid():
    g = rift(["mv.fire.rift_blade"], aether=3, phase="combat")
    play(g, "mv.fire.rift_blade")
    assert isinstance(g.pending, SpendAether)
    assert choice(g).kind == "spend_aether"  # Surge 2: +3 damage


def test_a_surge_not_worth_its_aether_is_declined_and_taken_at_the_cap():
    # Rift Siphon: Surge 2: remove up to 2 cards from hand; with nothing worth removing it is not worth 2 aether
    g = rift(["mv.dark.rift_siphon", "mv.fire.flame_blade"], aether=2)
    g.players[0].deck = ["mv.fire.flame_blade"] * 5
    play(g, "mv.dark.rift_siphon")  # +2 aether first: 4
    assert isinstance(g.pending, SpendAether)
    assert choice(g).kind == "pass"


def test_a_surge_is_declined_when_a_bigger_surge_in_hand_needs_the_aether():
    g = rift(["mv.water.riptide", "mv.moon.moonwell"], aether=3)
    g.ap = 2
    play(g, "mv.water.riptide")  # Surge 2: draw 2 — but Moonwell's Surge 3 (a star) needs all 3
    assert isinstance(g.pending, SpendAether)
    assert choice(g).kind == "pass"
    g = rift(["mv.water.riptide"], aether=3)
    play(g, "mv.water.riptide")
    assert choice(g).kind == "spend_aether"


# -- casting a later pack's active ability ------------------------------------------------------
def test_a_damage_ability_is_kept_for_the_lethal_blow():
    g = with_character(
        scenario(packs="beginner+casual+vanilla", exchange=EX, hand=[STONE]), "mv.char.pyre_zealot"
    )
    assert choice(g).kind != "use_ability"  # 4 damage on turn 1 of a 40 HP duel: keep it
    g.players[1].hp = 4
    assert choice(g).kind == "use_ability"


def test_stars_near_the_goal_are_taken_at_once():
    g = with_character(
        scenario(packs="beginner+casual+vanilla", exchange=EX, hand=[STONE]), "mv.char.star_gambler"
    )
    g.players[0].stars = 8
    assert choice(g).kind == "use_ability"


def test_a_gems_ability_is_cast_in_the_buy_phase_when_it_changes_the_best_buy():
    g = with_character(
        scenario(packs=CASUAL, exchange=EX, hand=[STONE] * 3, phase="buy"), "mv.char.caravan_master"
    )
    g.gems = 4  # +2 gems: 6, Inferno Edge instead of a 4-gem card
    g.players[0].hand = []
    g.invalidate()
    assert choice(g).kind == "use_ability"
    g = with_character(
        scenario(packs=CASUAL, exchange=EX, hand=[STONE], phase="action"), "mv.char.caravan_master"
    )
    assert choice(g).kind != "use_ability"  # not in the Action phase


def test_limited_uses_are_spread_over_the_match():
    g = with_character(scenario(packs=RIFT, exchange=EX, hand=[STONE]), "mv.char.aether_savant")
    assert choice(g).kind == "use_ability"  # turn 1, every use left, aether below the cap
    savant = "mv.char.aether_savant"
    g = with_character(
        scenario(packs=RIFT, exchange=EX, hand=[STONE]), savant, uses=CHARACTERS[savant].uses - 1
    )
    g.players[0].turns = 2
    assert choice(g).kind != "use_ability"  # the second use waits
    g.players[0].turns = 10
    assert choice(g).kind == "use_ability"


def test_a_surge_gated_ability_is_cast_only_with_the_aether_for_it():
    g = with_character(rift([STONE], aether=0), "mv.char.void_reaper")
    g.players[1].hp = 3
    assert choice(g).kind != "use_ability"
    g.players[0].aether = 2
    g.invalidate()
    assert choice(g).kind == "use_ability"  # Surge 2: 3 damage, lethal


def test_a_combo_ability_waits_for_its_attribute():
    g = with_character(
        scenario(packs=CASUAL, exchange=EX, hand=["mv.water.stream", STONE], deck=[STONE] * 8),
        "mv.char.brook_diviner",
    )
    g.players[0].turns = 4
    g.ap = 1
    a = choice(g)
    assert a.kind == "play_card" and a.card == "mv.water.stream"
    play(g, "mv.water.stream")
    assert choice(g).kind == "use_ability"  # a Flowing Water card played: the combo is open


# -- whole matches of every combination ----------------------------------------------------------
def play_match(packs, seed, agents):
    g = game.new_game("metaversus", seed=seed, packs=packs)
    turns = 0
    while not g.is_over:
        p = g.to_move
        g.apply(agents[p].choose(g, p))
        turns += 1
        assert turns < 20000
    return g


@pytest.mark.parametrize("packs", pack_choices())
def test_normal_against_normal_finishes_every_combination(packs):
    for seed in (1, 2, 3):
        g = play_match(packs, seed, [make_agent("metaversus", "normal", 2 * seed), NormalAgent(2 * seed + 1)])
        assert g.result() is not None


@pytest.mark.parametrize("packs", [c for c in pack_choices() if c != "beginner"])
def test_hard_against_normal_finishes_every_combination(packs):
    hard = make_hard("metaversus", 5, iterations=4, rollout_depth=10, max_tree_depth=1)
    g = play_match(packs, 7, [hard, NormalAgent(8)])
    assert g.result() is not None


def test_the_agents_answer_every_surge_and_use_the_later_characters():
    used, surges = set(), 0
    for seed in range(1, 9):
        g = game.new_game("metaversus", seed=seed, packs=EVERY)
        agents = [NormalAgent(seed), NormalAgent(seed + 100)]
        while not g.is_over:
            p = g.to_move
            a = agents[p].choose(g, p)
            surges += isinstance(g.pending, SpendAether)
            if a.kind == "use_ability":
                used.add(a.card)
            g.apply(a)
    assert surges > 0
    assert used & A.GENERIC_CHARACTERS
