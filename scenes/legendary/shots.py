"""Representative Legendary screens for ``main.py screenshot`` and the frame benchmark: agents
play a session into the wanted position (a full city, a KO prompt, five players), then the
table opens on it with people in the seats, as a hotseat table would look."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.agents import make_agent
from game.core.session import GameSession

from .. import registry
from .table import LegendaryTable

NAMES = ["Ada", "Bo", "Chul", "Dana", "Eun"]


def demo_session(
    players: int,
    seed: int,
    stop: Callable[[Any], bool],
    steps: int = 1500,
    options: dict[str, Any] | None = None,
    level: str = "random",
) -> GameSession:
    """A session played by agents until ``stop(game)`` holds; tries further seeds if the game
    ends first. The seats are people, so the table shows the seat to move."""
    session = None
    for attempt in range(30):
        s = seed + attempt * 101
        meta = {"seats": ["person"] * players, "names": NAMES[:players]}
        session = GameSession("legendary", players=players, seed=s, options=dict(options or {}), meta=meta)
        bots = [make_agent("legendary", level, s + i) for i in range(players)]
        for _ in range(steps):
            g = session.game
            if g.is_over:
                break
            if stop(g):
                return session
            p = g.to_move
            assert p is not None
            session.apply(bots[p].choose(g, p))
    assert session is not None
    return session


def _city_full(g: Any) -> bool:
    return (
        g.pending is None
        and g.phase == "main"
        and all(g.city)
        and g.turn >= 4
        and len(g.players[g.current].played) >= 2
        and len(g.players[g.current].hand) >= 3
    )


def _ko_prompt(g: Any) -> bool:
    return (
        g.pending is not None
        and g.pending["label"] in ("ko_pick", "look_ko")
        and sum(1 for c in g.pending["choices"] if c[0] == "card") >= 3
    )


def open_table(app: Any, session: GameSession) -> LegendaryTable:
    """The table of ``session`` as the person to move sees it once the curtain is lifted."""
    table = LegendaryTable(app, session)
    app.stack.push(table)
    app.stack.apply_pending()
    p = session.game.to_move
    if p is not None and table.is_person(p) and table.viewer != p:
        table.show_to(p)
        app.stack.apply_pending()
    return table


@registry.screenshot(
    "legendary-table", settle=0.6, description="Legendary mid-game: the city full, cards in play"
)
def _shot_table(app: Any, seed: int) -> None:
    open_table(app, demo_session(3, seed, _city_full, level="normal"))


@registry.screenshot(
    "legendary-choose", settle=0.6, description="Legendary: the choose-cards panel of a KO prompt"
)
def _shot_choose(app: Any, seed: int) -> None:
    open_table(app, demo_session(2, seed, _ko_prompt, level="normal"))


@registry.screenshot("legendary-5p", settle=0.6, description="Legendary: five players, the others as panels")
def _shot_5p(app: Any, seed: int) -> None:
    open_table(app, demo_session(5, seed, lambda g: _city_full(g) and g.turn >= 8, level="normal"))


@registry.screenshot(
    "legendary-busy", settle=0.2, description="benchmark: the busiest five-player table, cards in motion"
)
def _shot_busy(app: Any, seed: int) -> None:
    def busy(g: Any) -> bool:
        pl = g.players[g.current]
        return _city_full(g) and g.turn >= 10 and len(pl.played) >= 4 and len(g.escaped) >= 2

    table = open_table(app, demo_session(5, seed, busy))
    # every card on the table slides back and forth for the whole measurement
    from sprites.tween import Tween

    views = [v for v in table.views.values() if v.place is not None and v.place.mode == "show"]

    def wobble(t: float) -> None:
        import math

        for i, v in enumerate(views):
            if v.place is not None:
                v.moving = True
                v.x = v.place.x + math.sin(t * 400 + i) * 6
                v.lift = 4 + 3 * math.sin(t * 300 + i)

    table.anim.add(Tween(120.0, wobble, easing=lambda t: t))


@registry.screenshot(
    "legendary-villain",
    settle=0.58,
    bench=False,
    description="Legendary: a villain card turns over and pushes the city",
)
def _shot_villain(app: Any, seed: int) -> None:
    """The turn ends with a villain next in the deck: mid-way through its entry."""

    def villain_next(g: Any) -> bool:
        from game.legendary.cards import defn

        return (
            _city_full(g) is False
            and g.pending is None
            and g.phase == "main"
            and g.turn >= 3
            and bool(g.villain_deck)
            and defn(g.villain_deck[-1]).kind in ("villain", "henchman")
            and sum(1 for c in g.city if c) >= 3
        )

    session = demo_session(2, seed, villain_next)
    me = session.game.to_move
    session.meta["seats"] = ["person" if p == me else "normal" for p in range(2)]  # no curtain to wait for
    app.settings.agent_delay = 5.0
    table = open_table(app, session)
    end = next(a for a in session.game.legal_actions() if a.kind == "end_turn")
    table.apply(end)


@registry.screenshot(
    "legendary-agents", settle=0.5, description="benchmark: five agents playing at full speed"
)
def _shot_agents(app: Any, seed: int) -> None:
    session = GameSession("legendary", players=5, seed=seed, meta={"seats": ["normal"] * 5, "names": NAMES})
    app.settings.agent_delay = 0.0
    open_table(app, session)


@registry.screenshot(
    "legendary-computer-turn",
    settle=0.35,
    bench=False,
    description="Legendary: a computer player's move lingers, the card it played outlined, its Attack floating",
)
def _shot_computer_turn(app: Any, seed: int) -> None:
    """A person against a computer: the computer has just played a card that gives Attack."""
    from game.legendary.cards import defn

    def playing(g: Any) -> bool:
        return (
            g.current == 1
            and g.pending is None
            and g.phase == "main"
            and g.turn >= 4
            and any(a.kind == "play" and (defn(a.card).attack or 0) > 0 for a in g.legal_actions())
        )  # type: ignore[attr-defined]

    session = demo_session(2, seed, playing, level="normal")
    session.meta["seats"] = ["person", "normal"]
    app.settings.agent_delay = 5.0  # the next computer move waits: the picture shows this one
    table = open_table(app, session)
    play = next(
        a
        for a in session.game.legal_actions()
        if a.kind == "play" and (defn(a.card).attack or 0) > 0  # type: ignore[attr-defined]
    )  # type: ignore[attr-defined]
    table.apply(play)
