"""The engine's and the normal agent's fast paths give what the plain ones give.

Each fast path (a draw in slices, events built without the dataclass
``__init__``, the turn's counters reset by a dict update, a Play-all accepted and chosen without
the legal actions) is checked here against the slower way it replaces.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from game.core.agents import RandomAgent
from game.core.errors import IllegalAction
from game.metaversus import records as R
from game.metaversus.agent import NormalAgent
from game.metaversus.cards import CardType, pack_choices
from game.metaversus.interned import PLAY_ALL
from game.metaversus.match import TURN_START, MatchState
from game.metaversus.state import Phase

from .helpers import new, scenario


def _draw_one_by_one(g: MatchState, p: int, n: int) -> int:
    """The rule as written: draw a card at a time, reshuffling the discard pile when needed."""
    ps = g.players[p]
    got = 0
    while got < n:
        if not ps.deck:
            if not ps.discard:
                break
            ps.deck.extend(ps.discard)
            ps.discard = []
            g.rng.shuffle(ps.deck)
            g.ev.append(R.Shuffled(p, len(ps.deck)))
        ps.hand.append(ps.deck.pop())
        got += 1
    if got:
        g.ev.append(R.Drew(p, got))
    return got


@pytest.mark.parametrize("deck,discard", [(7, 0), (5, 0), (3, 4), (0, 9), (2, 1), (0, 0), (1, 0)])
def test_a_draw_in_slices_draws_what_one_card_at_a_time_draws(deck: int, discard: int) -> None:
    for n in (0, 1, 5, 12):
        a = scenario(deck=[f"mv.stone{i}" for i in range(deck)], discard=[f"d{i}" for i in range(discard)])
        b = a.clone()
        a.ev, b.ev = [], []
        assert a.draw(0, n) == _draw_one_by_one(b, 0, n)
        assert a.to_dict() == b.to_dict()
        assert a.ev == b.ev


def test_events_built_fast_equal_the_dataclass_s_own() -> None:
    made: list[tuple[Any, Any, tuple[Any, ...]]] = [
        (R.CardPlayed(1, "mv.stone"), R.CardPlayed, (1, "mv.stone")),
        (R.Drew(0, 5), R.Drew, (0, 5)),
        (R.Shuffled(1, 12), R.Shuffled, (1, 12)),
        (R.TurnStarted(0, 3), R.TurnStarted, (0, 3)),
    ]
    for event, cls, args in made:
        plain = cls.__new__(cls)
        for f, v in zip(dataclasses.fields(cls), args, strict=True):
            object.__setattr__(plain, f.name, v)
        assert type(event) is cls and event == plain and hash(event) == hash(plain)
        assert event.to_dict() == plain.to_dict()
    e = R.PhaseStarted(0, Phase.BUY)
    assert e == R.PhaseStarted(player=0, phase=Phase.BUY) and e.to_dict() == {
        "kind": "phase_started",
        "player": 0,
        "phase": "buy",
    }
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.player = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        R.PhaseStarted(0)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        R.PhaseStarted(0, Phase.BUY, nobody=1)  # type: ignore[call-arg]


def test_the_turn_s_counters_start_from_their_declared_defaults() -> None:
    defaults = {f.name: f.default for f in dataclasses.fields(MatchState)}
    for name, value in TURN_START.items():
        assert defaults[name] == value, name
    g = scenario(phase="buy")
    for name in TURN_START:
        setattr(g, name, 7)
    g.revealed, g.triggers, g.played_attributes = ["x"], ["y"], ["z"]
    g.reset_turn()
    assert all(getattr(g, name) == defaults[name] for name in TURN_START)
    assert (g.revealed, g.triggers, g.played_attributes) == ([], [], [])


def test_can_play_all_agrees_with_the_legal_actions() -> None:
    agent = RandomAgent(5)
    for packs in pack_choices():
        for seed in range(1, 4):
            g = new(seed, packs=packs, first_player="random")
            while not g.is_over:
                legal = g.legal_actions()
                for t in (CardType.CURRENCY, CardType.WEAPON):
                    assert g.can_play_all(PLAY_ALL[t]) == (PLAY_ALL[t] in legal)
                p = g.to_move
                assert p is not None
                g.apply(agent.choose(g, p))
            assert not g.can_play_all(PLAY_ALL[CardType.CURRENCY])


def test_a_play_all_not_legal_is_refused_without_the_list_too() -> None:
    g = scenario(hand=["mv.stone", "mv.dagger"], phase="combat")
    with pytest.raises(IllegalAction):
        g.apply(PLAY_ALL[CardType.CURRENCY])
    g = scenario(hand=["mv.dagger"], phase="buy")
    with pytest.raises(IllegalAction):
        g.apply(PLAY_ALL[CardType.CURRENCY])
    g = scenario(hand=["mv.stone", "mv.stone"], phase="buy")
    g.apply(PLAY_ALL[CardType.CURRENCY])
    assert g.gems == 2 and g.players[0].played == ["mv.stone", "mv.stone"]


def test_the_normal_agent_s_shortcut_chooses_what_its_phases_choose() -> None:
    """Where the agent answers without the legal actions, its phase methods (which read them)
    choose the same action."""
    shortcuts = 0
    for packs in pack_choices():
        for seed in range(1, 4):
            g = new(seed, packs=packs, first_player="random")
            agents = [NormalAgent(seed), NormalAgent(seed + 1)]
            while not g.is_over:
                p = g.to_move
                assert p is not None
                action = agents[p].choose(g, p)
                if g.pending is None and g._legal_cache is None:  # the shortcut answered
                    acts = g.legal_actions()
                    check = NormalAgent(0)
                    full = (check.buy_phase if g.phase == "buy" else check.combat_phase)(g, p, acts)
                    assert full is action and action in acts
                    shortcuts += 1
                g.apply(action)
    assert shortcuts > 100


def test_the_actions_compared_by_class_have_no_subclasses() -> None:
    """The engine's dispatch and the normal agent compare an action's class by identity."""
    for cls in (R.PlayAll, R.PlayCard, R.Buy, R.EndPhase, R.UseAbility):
        assert cls.__subclasses__() == []
