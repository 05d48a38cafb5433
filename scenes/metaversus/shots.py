"""Representative MetaVersus screens for ``main.py screenshot`` and the frame benchmark: agents
play a hotseat session up to a chosen moment, then the table shows it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.agents import make_agent
from game.core.session import GameSession
from game.metaversus import MetaVersus

from .. import registry
from .table import MetaVersusTable

NAMES = ["Ada", "Bo"]


def demo_session(
    seed: int, stop: Callable[[Any, Any], bool], seats: list[str] | None = None, steps: int = 4000
) -> GameSession:
    """A session played by two normal agents until ``stop(game, next action)`` holds; further
    seeds are tried when a match ends first."""
    for attempt in range(30):
        s = seed + attempt * 101
        session = GameSession(
            "metaversus",
            seed=s,
            options={"first_player": "p0"},
            meta={"seats": list(seats or ["person", "person"]), "names": NAMES},
        )
        agents = [make_agent("metaversus", "normal", s + i) for i in range(2)]
        for _ in range(steps):
            g = session.game
            mover = g.to_move
            if g.is_over or mover is None:
                break
            action = agents[mover].choose(g, mover)
            if stop(g, action):
                return session
            session.apply(action)
    return session


def _open(app: Any, session: GameSession) -> MetaVersusTable:
    """The table as the person to move sees it once the hand-off curtain is lifted."""
    table = MetaVersusTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    p = session.game.to_move
    if p is not None and table.is_person(p):
        table.show_to(p)
        app.stack.apply_pending()
    return table


def _table_moment(g: Any, a: Any) -> bool:
    obs = g.observation(None)
    return (
        g.to_move == 0
        and obs["turn"] >= 6
        and obs["phase"] == "buy"
        and g.pending is None
        and len(g.players[0].hand) >= 4
        and len(g.players[1].discard) > 0
        and a.kind in ("play_all", "play_card")
    )


@registry.screenshot("metaversus-table", settle=0.6, description="MetaVersus mid-match, the Buy phase")
def _shot_table(app: Any, seed: int) -> None:
    _open(app, demo_session(seed, _table_moment))


@registry.screenshot("metaversus-draft", settle=0.3, description="MetaVersus character draft: the ban")
def _shot_draft(app: Any, seed: int) -> None:
    session = demo_session(
        seed, lambda g, a: a.kind in ("ban_character", "skip_ban") and g.to_move == 1 - g.first
    )
    _open(app, session)


def _combat_next(g: Any, a: Any) -> bool:
    if g.observation(None)["turn"] < 4 or g.to_move != 0 or g.current != 0 or g.pending is not None:
        return False
    probe = g.clone()
    events = probe.apply(a)
    return any(e.kind == "damaged" and e.card == "combat" and e.defense > 0 and e.hp > 0 for e in events)


@registry.screenshot(
    "metaversus-combat", settle=0.75, description="combat damage landing on defense, then HP"
)
def _shot_combat(app: Any, seed: int) -> None:
    session = demo_session(seed, _combat_next, seats=["person", "normal"])
    if not session.game.is_over and session.game.to_move is not None:
        table = _open(app, session)
        g = session.game
        mover = g.to_move
        assert mover is not None  # opening the table plays no move
        table.apply(make_agent("metaversus", "normal", seed).choose(g, mover))
    else:
        _open(app, session)


def _crowd(g: Any) -> int:
    return sum(len(p.hand) + len(p.played) for p in g.players)


@registry.screenshot(
    "metaversus-busy", settle=0.3, description="benchmark: the fullest MetaVersus table of a match"
)
def _shot_busy(app: Any, seed: int) -> None:
    probe = GameSession("metaversus", seed=seed, options={"first_player": "p0"})
    agents = [make_agent("metaversus", "normal", seed + i) for i in range(2)]
    best, best_at = -1, 0
    while not probe.game.is_over and len(probe.history) < 3000:
        g = probe.game
        mover = g.to_move
        assert mover is not None  # the match is not over
        probe.apply(agents[mover].choose(g, mover))
        now = probe.game
        assert isinstance(now, MetaVersus)
        if not now.is_over and now.phase != "setup" and _crowd(now) > best:
            best, best_at = _crowd(now), len(probe.history)
    session = GameSession(
        "metaversus",
        seed=seed,
        options={"first_player": "p0"},
        meta={"seats": ["person", "person"], "names": NAMES},
    )
    for entry in probe.history[:best_at]:
        session.apply(entry.action)
    table = _open(app, session)
    # the busiest frame: a hand card lifted under the pointer and an exchange card being dragged
    placed = table.hand_cards()
    if placed:
        mid = placed[len(placed) // 2]
        table.hover = ("hand", mid.card, mid.rect, table.bottom)
    piles = table.exchange_cards()
    if piles:
        card, rect = piles[0]
        table.drag.press(("pile", card), rect.center, rect.center)
        table.drag.motion((rect.centerx + 200, rect.centery + 300))


@registry.screenshot(
    "metaversus-agents", settle=0.5, description="benchmark: two agents playing at full speed"
)
def _shot_agents(app: Any, seed: int) -> None:
    session = GameSession(
        "metaversus", seed=seed, options={}, meta={"seats": ["normal", "normal"], "names": NAMES}
    )
    app.settings.agent_delay = 0.0
    app.stack.push(MetaVersusTable(app, session))
