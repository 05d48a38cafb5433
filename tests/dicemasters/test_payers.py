"""The observation names, for each card the player to move can buy, the dice that can start
paying for it: the same dice as buying it on a copy of the game and asking which dice may pay."""

from __future__ import annotations

import game
from game.core.agents import make_agent
from game.dicemasters import records as R
from game.dicemasters.engine import DiceMasters


def probed(g: DiceMasters, card: str) -> list[str]:
    """The dice that may pay first once ``card`` is bought, found by buying it on a copy."""
    probe = g.clone()
    probe.apply(R.Purchase(card))
    dice = [a.die for a in probe.legal_actions() if isinstance(a, R.Pay)]
    return list(dict.fromkeys(dice))


def check(g: DiceMasters) -> int:
    obs = g.observation(g.to_move)
    buyable = {a.card for a in g.legal_actions() if isinstance(a, R.Purchase)}
    compared = 0
    for p, seat in enumerate(obs["players"]):
        for entry in seat["cards"]:
            if p == g.to_move and entry["card"] in buyable:
                assert entry["payers"] == probed(g, entry["card"]), (entry, g.turn)
                assert entry["payers"]  # a card that can be bought can be paid for
                compared += 1
            else:
                assert entry["payers"] == []
    for entry in obs["basic_actions"]:
        if entry["card"] in buyable:
            assert entry["payers"] == probed(g, entry["card"])
            compared += 1
        else:
            assert entry["payers"] == []
    return compared


def test_payers_agree_with_buying_on_a_copy_over_many_real_positions() -> None:
    compared = positions = 0
    for seed, fmt in [(s, f) for s in range(6) for f in ("first_game", "basic", "tournament")]:
        g = game.new_game("dicemasters", seed=seed, format=fmt)
        agents = [make_agent("dicemasters", "normal", seed), make_agent("dicemasters", "random", seed)]
        steps = 0
        while not g.is_over and steps < 600:
            assert isinstance(g, DiceMasters)
            if g.decision is not None and g.decision.kind == "priority":
                compared += check(g)
                positions += 1
            p = g.to_move
            assert p is not None
            g.apply(agents[p].choose(g, p))
            steps += 1
    assert positions > 300 and compared > 300


def test_nothing_is_payable_outside_the_buyer_s_priority() -> None:
    g = game.new_game("dicemasters", seed=2, format="basic")
    assert g.observation(0)["decision"]["type"] == "reroll"
    obs = g.observation(0)
    assert all(e["payers"] == [] for seat in obs["players"] for e in seat["cards"])
    assert all(e["payers"] == [] for e in obs["basic_actions"])
