"""Representative MetaVersus screens for ``main.py screenshot`` and the frame benchmark. Each is a
position reached through the contract (``game.core.positions``): seeded agents play from the
start until the moment the screen is about, judged from the observation and the next action;
the session replays those moves, and the table shows it to the person to move."""

from __future__ import annotations

from typing import Any

from game.core.actions import Action
from game.core.base import Game
from game.core.positions import Position, reach
from game.core.session import GameSession
from game.metaversus.records import BanCharacter, Damaged, PlayAll, PlayCard, SkipBan

from .. import registry
from .base import Thing
from .table import MetaVersusTable

NAMES = ["Ada", "Bo"]
START = {"first_player": "p0"}
STEPS = 4000  # more actions than any match takes


def start(seed: int) -> Position:
    return Position("metaversus", seed, options=START)


def session_at(position: Position, seats: list[str] | None = None) -> GameSession:
    """A hotseat session (or one with ``seats``) that has played ``position``'s moves."""
    return GameSession.at(position, {"seats": list(seats or ["person", "person"]), "names": NAMES})


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


def _buy_moment(g: Game, a: Action) -> bool:
    """Mid-match, the first duelist in the Buy phase with a hand to play from, the other's
    discard pile no longer empty."""
    obs = g.observation(None)
    me, other = obs["players"]
    return (
        g.to_move == 0
        and obs["turn"] >= 6
        and obs["phase"] == "buy"
        and obs["pending"] is None
        and me["hand_count"] >= 4
        and len(other["zones"]["discard"]) > 0
        and isinstance(a, (PlayAll, PlayCard))
    )


@registry.screenshot("metaversus-table", settle=0.6, description="MetaVersus mid-match, the Buy phase")
def _shot_table(app: Any, seed: int) -> None:
    _open(app, session_at(reach(start(seed), ["normal"], _buy_moment, agent_seed=seed) or start(seed)))


def _second_bans(g: Game, a: Action) -> bool:
    return isinstance(a, (BanCharacter, SkipBan)) and g.to_move == 1 - g.observation(None)["first"]


@registry.screenshot("metaversus-draft", settle=0.3, description="MetaVersus character draft: the ban")
def _shot_draft(app: Any, seed: int) -> None:
    _open(app, session_at(reach(start(seed), ["normal"], _second_bans, agent_seed=seed) or start(seed)))


@registry.screenshot(
    "metaversus-combat", settle=0.75, description="combat damage landing on defense, then HP"
)
def _shot_combat(app: Any, seed: int) -> None:
    """The person's move that ends their combat with damage on both the defense and the HP of
    the computer across the table, played as the screenshot begins."""
    found: list[Action] = []

    def hits_both(g: Game, a: Action) -> bool:
        obs = g.observation(None)
        if obs["turn"] < 4 or g.to_move != 0 or obs["active"] != 0 or obs["pending"] is not None:
            return False
        events = g.clone().apply(a)
        if any(isinstance(e, Damaged) and e.card == "combat" and e.defense > 0 and e.hp > 0 for e in events):
            found.append(a)
            return True
        return False

    position = reach(start(seed), ["normal"], hits_both, agent_seed=seed, limit=STEPS)
    table = _open(app, session_at(position or start(seed), ["person", "normal"]))
    if position is not None:
        table.apply(found[-1])


def _fullest(seed: int) -> Position:
    """The moment of a whole match with the most cards in hands and play areas."""
    moves: list[Action] = []
    best = [-1, 0]  # cards on the table, moves played

    def watch(g: Game, a: Action) -> bool:
        obs = g.observation(None)
        if obs["phase"] != "setup":
            crowd = sum(p["hand_count"] + len(p["zones"]["played"]) for p in obs["players"])
            if crowd > best[0]:
                best[:] = [crowd, len(moves)]
        moves.append(a)
        return False  # play the match to its end

    reach(start(seed), ["normal"], watch, agent_seed=seed, limit=3000)
    return start(seed).then(*moves[: best[1]])


@registry.screenshot(
    "metaversus-busy", settle=0.3, description="benchmark: the fullest MetaVersus table of a match"
)
def _shot_busy(app: Any, seed: int) -> None:
    table = _open(app, session_at(_fullest(seed)))
    # the busiest frame: a hand card lifted under the pointer and an exchange card being dragged
    placed = table.hand_cards()
    if placed:
        mid = placed[len(placed) // 2]
        table.hover = Thing("hand", mid.card, mid.rect, table.bottom)
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


# -- the card packs --------------------------------------------------------------------------------
EVERY_PACK = "beginner+casual+vanilla+aether"


def start_with(seed: int, packs: str) -> Position:
    """The start of a match dealt from ``packs`` (the first player fixed, as in every shot)."""
    return Position("metaversus", seed, options={**START, "packs": packs})


def _offered(packs: str) -> str:
    """``packs`` if a match can be dealt from them, else the largest combination that can."""
    from game.metaversus.cards import pack_choices

    choices = pack_choices()
    return packs if packs in choices else choices[-1]


@registry.screenshot(
    "metaversus-exchange12",
    settle=0.6,
    description="MetaVersus with every pack: the Buy phase, 12 exchange slots in two groups, aether",
)
def _shot_exchange12(app: Any, seed: int) -> None:
    begin = start_with(seed, _offered(EVERY_PACK))
    _open(app, session_at(reach(begin, ["normal"], _buy_moment, agent_seed=seed) or begin))


def _surge_asks(g: Game, a: Action) -> bool:
    pend = g.observation(None)["pending"]
    return pend is not None and pend["kind"] == "surge"


@registry.screenshot("metaversus-surge", settle=0.4, description="MetaVersus: a Surge asks to spend aether")
def _shot_surge(app: Any, seed: int) -> None:
    begin = start_with(seed, _offered(EVERY_PACK))
    _open(app, session_at(reach(begin, ["normal"], _surge_asks, agent_seed=seed, limit=STEPS) or begin))
