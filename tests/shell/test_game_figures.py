"""The figures a game-over screen tells, counted by each game's stats module: checked against
small games counted by hand and against what the engine's own state says when a seeded game is
played again."""

from __future__ import annotations

from typing import Any

import pytest

import game as games
from game.core.session import GameSession
from game.dicemasters import records as DR
from game.dicemasters import stats as dm_stats
from game.legendary import actions as LA
from game.legendary import stats as lg_stats
from game.metaversus import stats as mv_stats
from scenes import registry
from scenes.outcome import outcome

from ..dicemasters import helpers as dmh
from ..metaversus import helpers as mvh
from .played import played, recording

registry.load_all()

THOR, BEAST, IRON = "avx-023", "avx-001", "avx-013"
STONE, DAGGER, ORE, BLADE = "mv.stone", "mv.dagger", "mv.soil.gem_ore", "mv.fire.flame_blade"
MV_EXCHANGE = [
    ORE,
    BLADE,
    "mv.soil.bazaar",
    "mv.water.stream",
    "mv.water.tide_village",
    "mv.fire.fireball",
    "mv.soil.gold_vein",
    "mv.moon.eclipse",
]


# -- the figures, counted by hand ------------------------------------------------------------------
def test_dice_masters_figures_of_a_purchase_a_knock_out_and_an_unblocked_attack() -> None:
    g, _ = dmh.table({THOR: 2, IRON: 2}, {BEAST: 2})
    t1, t2 = dmh.char(g, 0, THOR, 1), dmh.char(g, 0, THOR, 1)  # 5A 6D each
    beast = dmh.char(g, 1, BEAST, 3)  # 2A 4D: Thor knocks it out
    dice = [dmh.energy(g, 0, dmh.SK, f) for f in (dmh.SK_FIST, dmh.SK_BOLT, dmh.SK_MASK, dmh.SK_WILD)]
    events = recording(g)
    dmh.act(g, "purchase", card=IRON)
    dmh.pay(g, *dice)
    dmh.attack_with(g, t1, t2)
    dmh.block(g, beast, t1)  # Beast was the one blocker: on to the damage, and the next turn
    assert g.life == [20, 15] and g.active == 1  # the unblocked Thor's 5
    f = dm_stats.figures(events, g.life)
    assert f.players[0] == dm_stats.PlayerFigures(life=20, dice_bought=1, damage_dealt=5, knockouts=1)
    assert f.players[1] == dm_stats.PlayerFigures(life=15, dice_bought=0, damage_dealt=0, knockouts=0)
    assert [s[0] for s in f.life_by_turn] == [20, 20] and [s[-1] for s in f.life_by_turn] == [20, 15]


def test_dice_masters_damage_a_card_deals_its_own_player_is_nobodys_damage_dealt() -> None:
    """Force Beam's two bursts: 1 damage to each player and 2 to each character."""
    g, _ = dmh.table({BEAST: 2}, {BEAST: 2}, bac=["avx-027"])
    dmh.busy(g, 0)
    mine, theirs = dmh.char(g, 0, dmh.SK), dmh.char(g, 1, dmh.SK)  # Sidekicks: 2 damage knocks them out
    events = recording(g)
    die = dmh.place(g, 0, "avx-027", "reserve", dmh.ACT2)
    dmh.act(g, "use_action", die=die.id)
    assert g.life == [19, 19] and mine.zone == theirs.zone == "prep"
    f = dm_stats.figures(events, g.life)
    assert (f.players[0].damage_dealt, f.players[1].damage_dealt) == (1, 0)
    # each side lost one character: each counts the other side's
    assert (f.players[0].knockouts, f.players[1].knockouts) == (1, 1)


def test_dice_masters_a_hand_written_log_is_counted_turn_by_turn() -> None:
    log = [
        DR.StepChanged(0, "main"),  # turn 1 started as the game was made: no TurnStarted for it
        DR.DiePurchased(0, "d1", THOR),
        DR.DiePurchased(0, "d2", THOR),
        DR.TurnStarted(1, 2),
        DR.DiePurchased(1, "d3", BEAST),
        DR.StepChanged(1, "damage"),
        DR.PlayerDamaged("player:0", 4, 0),
        DR.LifeChanged(0, 16, -4),
        DR.GlobalUsed(0, "avx-010", "player:1"),  # the other player answers with a global
        DR.PlayerDamaged("player:1", 1, 1),
        DR.LifeChanged(1, 19, -1),
        DR.KnockedOut(1, "d3", BEAST),
        DR.TurnStarted(0, 3),
        DR.LifeChanged(0, 18, 2),  # a life gain
        DR.StepChanged(0, "damage"),
        DR.PlayerDamaged("player:1", 19, 1),
        DR.LifeChanged(1, 0, -19),
    ]
    f = dm_stats.figures(log, [18, 0])
    assert f.turns == 3
    assert f.life_by_turn == ((20, 20, 16, 18), (20, 20, 19, 0))
    assert [(p.dice_bought, p.damage_dealt, p.knockouts) for p in f.players] == [(2, 20, 1), (1, 4, 0)]


def test_metaversus_figures_of_a_buy_and_a_combat_through_defense() -> None:
    g = mvh.scenario(hand=[ORE, STONE, STONE, DAGGER, DAGGER], exchange=MV_EXCHANGE, phase="buy")
    g.players[1].defense = 1
    events = recording(g)
    mvh.do(g, "play_all", card_type="currency")  # 4 gems
    mvh.do(g, "buy", card=BLADE)  # the one buy: on to Combat
    mvh.do(g, "play_all", card_type="weapon")  # two Daggers: 2 damage, defense takes 1
    assert g.players[1].hp == 39
    hp, stars = [p.hp for p in g.players], [p.stars for p in g.players]
    f = mv_stats.figures(events, hp, stars)
    assert f.players[0] == mv_stats.PlayerFigures(hp=40, stars=0, cards_bought=1, damage_dealt=2, hp_damage=1)
    assert f.players[1] == mv_stats.PlayerFigures(hp=39, stars=0, cards_bought=0, damage_dealt=0, hp_damage=0)
    assert f.hp_by_turn[1][0] == 40 and f.hp_by_turn[1][-1] == 39


def test_metaversus_the_duelist_whose_hp_fell_and_to_what() -> None:
    g = mvh.scenario(hand=[DAGGER, DAGGER, DAGGER], exchange=MV_EXCHANGE, phase="combat")
    g.players[1].hp = 2
    events = recording(g)
    mvh.do(g, "play_all", card_type="weapon")  # 3 damage: HP 2 to -1, the match ends with the round
    f = mv_stats.figures(events, [p.hp for p in g.players], [p.stars for p in g.players])
    assert f.fell == (1, -1) and f.players[0].hp_damage == 3
    calm = mv_stats.figures([], [40, 40], [0, 0])
    assert calm.fell is None and calm.hp_by_turn == ((40, 40), (40, 40))


def test_legendary_victory_points_split_into_their_parts() -> None:
    session = GameSession("legendary", players=2, seed=1)
    g = session.game
    g.players[0].victory = [
        "hydra.supreme_hydra#1",
        "hydra.viper#1",
        "hydra.kidnappers#1",
        "sentinel.sentinel#1",
        "masters_of_evil.ultron#1",
        "bystander#1",
        "bystander#2",
        "loki.cruel_ruler",
        "loki",
    ]
    g.players[0].discard.append("black_widow.mission_accomplished#1")  # a Tech Hero: Ultron +1
    g.players[1].victory = ["bystander#3"]
    # Supreme HYDRA 3 + 3 for each of the 2 other HYDRA Villains, Viper 3, Kidnappers 1, a
    # Sentinel 1, Ultron 2 + 1; two Bystanders; one Tactic; Loki himself
    f = lg_stats.from_session(session)
    assert f.players[0] == lg_stats.PlayerVP(
        villains=3 + 6 + 3 + 1 + 1 + 2 + 1, bystanders=2, tactics=5, others=5
    )
    assert f.players[1] == lg_stats.PlayerVP(villains=0, bystanders=1, tactics=0, others=0)
    assert [p.total for p in f.players] == [g.vp(0), g.vp(1)] == [29, 1]
    assert f.top == (0,) and f.solo_score is None
    # the moves do not replay into this position: the chart has its start and its end
    assert f.vp_by_turn == ((0, 29), (0, 1))


# -- the figures of seeded games, against the engine ------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dice_masters_life_by_turn_is_the_life_the_engine_had(seed: int) -> None:
    session = played("dicemasters", seed)
    f = dm_stats.from_session(session)
    g = games.new_game("dicemasters", players=2, seed=seed, **session.options)
    assert [s[0] for s in f.life_by_turn] == [g.start_life] * 2
    checked = 0
    for entry in session.history:
        g.apply(entry.action)
        starts = [i for i, e in enumerate(entry.events) if isinstance(e, DR.TurnStarted)]
        # after a move that started turn t with no life change after it, the engine's life is
        # the life at the end of turn t - 1
        if starts and not any(isinstance(e, DR.LifeChanged) for e in entry.events[starts[0] :]):
            t = entry.events[starts[0]].turn
            assert [s[t - 1] for s in f.life_by_turn] == g.life
            checked += 1
    assert checked >= f.turns - 2
    assert [s[-1] for s in f.life_by_turn] == session.game.life == [p.life for p in f.players]
    assert len(f.life_by_turn[0]) == f.turns + 1
    for p in (0, 1):  # every purchase is one Purchase move of that player
        assert f.players[p].dice_bought == sum(
            1 for e in session.history if e.player == p and e.action.kind == "purchase"
        )


@pytest.mark.parametrize("seed", [1, 2])
def test_metaversus_hp_by_turn_is_the_hp_the_engine_had(seed: int) -> None:
    session = played("metaversus", seed)
    f = mv_stats.from_session(session)
    g = games.new_game("metaversus", players=2, seed=seed, **session.options)
    started = checked = 0
    for entry in session.history:
        g.apply(entry.action)
        kinds = [e.kind for e in entry.events]
        if "turn_started" in kinds:
            # after a move that started a turn with no HP change after it, the engine's HP is the
            # HP at the end of the turns before (the first: the HP when play starts)
            if not {"damaged", "hp_lost", "healed"} & set(kinds[kinds.index("turn_started") :]):
                assert [s[started] for s in f.hp_by_turn] == [p.hp for p in g.players]
                checked += 1
            started += kinds.count("turn_started")
    assert started == f.turns and checked >= f.turns // 2
    assert [s[-1] for s in f.hp_by_turn] == [p.hp for p in session.game.players] == [p.hp for p in f.players]
    assert len(f.hp_by_turn[0]) == f.turns + 1
    for p in (0, 1):  # every card bought is one Buy move of that duelist
        assert f.players[p].cards_bought == sum(
            1 for e in session.history if e.player == p and e.action.kind == "buy"
        )
        assert 0 <= f.players[p].hp_damage <= f.players[p].damage_dealt


@pytest.mark.parametrize("seed, players", [(1, 1), (2, 3), (4, 5)])
def test_legendary_vp_by_turn_ends_at_the_score_and_moves_only_with_the_victory_pile(
    seed: int, players: int
) -> None:
    session = played("legendary", seed, players=players)
    f = lg_stats.from_session(session)
    result = outcome(session.game.result()).to_dict()
    assert [p.total for p in f.players] == result["scores"]
    assert list(f.top) == result["top_heroes"]
    assert (f.solo_score is not None) == (players == 1)
    assert [s[-1] for s in f.vp_by_turn] == result["scores"] and all(s[0] == 0 for s in f.vp_by_turn)
    assert len(f.vp_by_turn[0]) == f.turns + 1
    # a player's VP changes over a turn only when a card entered or left their victory pile
    pile = (LA.Defeated, LA.Rescued, LA.MastermindFought, LA.ShowdownWon, LA.KnockedOut)
    turns: list[list[Any]] = [[]]
    for e in [*session.opening, *(x for entry in session.history for x in entry.events)]:
        if isinstance(e, LA.TurnStarted) and turns[-1]:
            turns.append([])
        turns[-1].append(e)
    for k, events in enumerate(turns):
        for p in range(players):
            if f.vp_by_turn[p][k + 1] != f.vp_by_turn[p][k]:
                assert any(isinstance(e, pile) and getattr(e, "player", p) == p for e in events), (k, p)


def test_legendary_a_turn_ends_before_anything_reaches_a_victory_pile() -> None:
    """The VP by turn is read just before the move that starts each turn: what that move does
    before the next turn starts is only the clean-up (discard, draw, shuffle)."""
    before_turn: set[str] = set()
    for seed in range(1, 9):
        session = played("legendary", seed, players=1 + seed % 4, level="random" if seed % 2 else "normal")
        for entry in session.history:
            kinds = [e.kind for e in entry.events]
            if "turn_started" in kinds:
                before_turn.update(kinds[: kinds.index("turn_started")])
    assert before_turn <= {"cleanup", "drew", "shuffled", "discarded", "put_on_deck"}


# -- the screen ----------------------------------------------------------------------------------
