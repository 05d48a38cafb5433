"""The agents: always legal, and the normal teammate plays the first game well."""

from __future__ import annotations

from game.legendary import AGENTS
from game.legendary import actions as A
from game.legendary.engine import Legendary

from .helpers import rig


def run(n: int, seed: int, agent: str, **opts) -> Legendary:
    g = Legendary.new(n, seed, **opts)
    agents = [AGENTS[agent](seed + i) for i in range(n)]
    while not g.is_over:
        a = agents[g.to_move].choose(g, g.to_move)
        assert a in g.legal_actions()
        g.apply(a)
    return g


def test_normal_teammates_usually_beat_the_first_game():
    wins = sum(
        bool(run(3, seed, "normal", first_game=True).result().to_dict()["winners"]) for seed in range(8)
    )
    assert wins >= 6


def test_random_agents_rarely_do():
    wins = sum(
        bool(run(3, seed, "random", first_game=True).result().to_dict()["winners"]) for seed in range(4)
    )
    assert wins <= 1


def test_normal_agent_fights_the_mastermind_when_it_can():
    g = rig(attack=7, city={0: "hydra.kidnappers"})
    assert isinstance(AGENTS["normal"](0).choose(g, 0), A.FightMastermind)


def test_normal_agent_frees_a_full_city_first():
    g = rig(attack=10, city={i: "hydra.kidnappers" for i in range(5)})
    a = AGENTS["normal"](0).choose(g, 0)
    assert isinstance(a, A.Fight)


def test_normal_agent_plays_drawing_cards_first_and_kos_wounds():
    g = rig(hand=["hulk.growing_anger", "hawkeye.quick_draw"], deck=["shield.agent"])
    a = AGENTS["normal"](0).choose(g, 0)
    assert a.card.startswith("hawkeye.quick_draw")
    g = rig(hand=["black_widow.covert_operation", "black_widow.dangerous_rescue", "wound", "hulk.hulk_smash"])
    agent = AGENTS["normal"](0)
    g.apply(A.PlayCard(g.players[0].hand[0]))
    g.apply(A.PlayCard(g.players[0].hand[0]))
    choice = agent.choose(g, 0)
    assert isinstance(choice, A.ChooseCard) and choice.card.startswith("wound")
