"""A MetaVersus table a person can follow: the computer's moves linger at 1× speed (shorter when
faster, not at all when instant), the card a move touched stays outlined, effects float where
they land, N or Skip plays on to the person's next decision, the other duelist's last turn stays
dimmed until the person's first move, waiting effects and the owner's deck are on the board, and
the panels say things right (no "(Normal) Normal", no "roll" in a game without dice)."""

from __future__ import annotations

from concurrent.futures import Future
from typing import Any

import pygame

from game.core.agents import make_agent
from game.core.session import GameSession
from game.metaversus.records import Bought, CardPlayed, Gained, TurnStarted
from scenes.metaversus.deck_view import DeckList
from scenes.metaversus.motion import LINGER_DEFAULT
from scenes.metaversus.table import MetaVersusTable

from ..shell.helpers import click, key, make_app, pump, start
from .helpers import active, find_session, free, legal_of, pending, player, seen


class NowRunner:
    """The agents' worker, answering at once in this process (no waiting on another process)."""

    def __init__(self) -> None:
        self.asked = 0

    def submit(self, game_name: str, level: str, seed: int, game: Any, player: int) -> Future[dict[str, Any]]:
        self.asked += 1
        future: Future[dict[str, Any]] = Future()
        future.set_result(make_agent(game_name, level, seed).choose(game.clone(), player).to_dict())
        return future


class NeverRunner:
    """A worker that never answers: the test plays the computer's moves itself."""

    def submit(self, game_name: str, level: str, seed: int, game: Any, player: int) -> Future[dict[str, Any]]:
        return Future()


def table_for(
    session: GameSession,
    runner: Any,
    speed: float = 1.0,
    delay: float = 0.0,
    size=(1600, 900),
    lang: str = "en",
):
    app = make_app(lang=lang, size=size)
    app.settings.animation_speed = speed
    app.settings.agent_delay = delay
    table = MetaVersusTable(app, session)
    table.agent_runner = runner
    start(app, table)
    pump(app, frames=2)
    return app, table


def agent_first(seed: int = 5) -> GameSession:
    """The computer (seat 0) begins the exchange replacement; the person is seat 1."""
    return GameSession(
        "metaversus",
        seed=seed,
        options={"first_player": "p0"},
        meta={"seats": ["normal", "person"], "names": ["Bo", "Ada"]},
    )


def busy_time(app, table, limit: float = 10.0) -> float:
    """App seconds until the table's animation queue is empty."""
    t = 0.0
    while table.anim.busy and t < limit:
        pump(app, frames=1, dt=1 / 60)
        t += 1 / 60
    return t


def computer_move(table: MetaVersusTable) -> Any:
    """A move for the computer at the start: replacing the first kind of the exchange."""
    return legal_of(table.game, "replace_kind")[0]


# -- lingering ------------------------------------------------------------------------------------
def test_a_computer_move_lingers_at_1x_shorter_when_faster_and_not_at_all_when_instant():
    lengths = {}
    for speed in (1.0, 2.0, 0.0):
        session = agent_first()
        app, table = table_for(session, NeverRunner(), speed=speed)
        table.apply(computer_move(table))
        lengths[speed] = busy_time(app, table)
    assert lengths[1.0] >= LINGER_DEFAULT * 0.95  # long enough to see at 1×
    assert lengths[2.0] < lengths[1.0] * 0.7 and lengths[2.0] >= LINGER_DEFAULT / 2 * 0.9
    assert lengths[0.0] == 0.0  # instant stays instant


def test_the_card_a_computer_move_touched_stays_outlined_until_the_next_move():
    session = agent_first()
    app, table = table_for(session, NeverRunner(), speed=0.0)
    action = computer_move(table)
    table.apply(action)
    new_card = next(e.new_card for e in session.history[-1].events if e.kind == "kind_replaced")
    pile = dict(table.exchange_cards())[new_card]
    assert table.spot_rects() == [pile]
    pump(app, frames=5)
    assert table.spot_rects() == [pile]  # it stays while the person looks
    mine = legal_of(session.game, "keep_exchange") or session.game.legal_actions()
    table.apply(mine[0])  # the person's move: nothing of the computer's is outlined any more
    assert table.spot_rects() == []


def test_a_played_card_is_outlined_where_it_landed_in_the_play_area():
    session = find_session(
        lambda g: free(g, "buy") and bool(legal_of(g, "play_card")),
        seats=("normal", "person"),
    )
    # the person is to move: hand the seat over to the computer for one move
    app, table = table_for(session, NeverRunner(), speed=0.0)
    mover = session.game.to_move
    table.seats[mover] = "normal"
    play = legal_of(session.game, "play_card")[0]
    table.apply(play)
    rects = [r for c, r in table.play_cards(mover) if c == play.card]
    assert rects and rects[-1] in table.spot_rects()


def test_effects_float_where_they_land():
    def hits(g):
        if pending(g) is not None or active(g) != g.to_move:
            return False
        return any(
            e.kind == "damaged" and e.card == "combat" and e.hp > 0
            for a in legal_of(g, "end_phase")
            for e in g.clone().apply(a)
        )

    session = find_session(hits, seeds=range(1, 60), seats=("person", "normal"))
    app, table = table_for(session, NeverRunner(), speed=1.0)
    g = session.game
    target = 1 - active(g)
    action = next(
        a
        for a in legal_of(g, "end_phase")
        if any(e.kind == "damaged" and e.hp > 0 for e in g.clone().apply(a))
    )
    hp_before = player(g, target)["hp"]
    table.apply(action)
    texts = []
    for _ in range(90):
        pump(app, frames=1)
        texts += [(f.text, f.anchor) for f in table.floats]
    lost = hp_before - player(g, target)["hp"]
    assert (app.t("mv_ui.float.hp", n=f"{-lost:+d}"), ("counter", target, "hp")) in texts


def test_gems_from_a_currency_card_float_from_the_gem_chip():
    session = find_session(
        lambda g: free(g, "buy") and any(a.card == "mv.stone" for a in legal_of(g, "play_card"))
    )
    app, table = table_for(session, NeverRunner(), speed=1.0)
    table.apply(next(a for a in legal_of(session.game, "play_card") if a.card == "mv.stone"))
    assert any(
        f.anchor == ("chip", "gems") and f.text == app.t("mv_ui.float.gems", n="+1") for f in table.floats
    )
    x, y = table.float_pos(next(f for f in table.floats if f.anchor == ("chip", "gems")))
    assert table.status_chips()["gems"].collidepoint(x, y)


# -- skipping -------------------------------------------------------------------------------------
def whole_computer_turn(key_press: bool) -> tuple[float, int]:
    """The person ends their Combat phase; the computer plays its turn. (app seconds, moves)"""
    session = find_session(
        lambda g: free(g, "combat") and player(g, active(g))["turns"] >= 3,
        seats=("person", "normal"),
    )
    runner = NowRunner()
    app, table = table_for(session, runner, speed=1.0, delay=0.5)
    app.settings.confirm_end = False
    person = session.game.to_move
    table.apply(next(a for a in legal_of(session.game, "end_phase")))
    n = len(session.history)
    if key_press:
        key(app, pygame.K_n)
    t = 0.0
    while session.game.to_move != person and not session.game.is_over and t < 120:
        pump(app, frames=1, dt=1 / 60)
        t += 1 / 60
    assert session.game.to_move == person or session.game.is_over
    moves = sum(1 for e in session.history[n:] if e.player != person)
    return t, moves


def test_n_plays_the_computer_turn_on_to_the_persons_next_decision_without_lingering():
    slow, moves = whole_computer_turn(False)
    fast, moves_fast = whole_computer_turn(True)
    assert moves >= 2 and moves_fast == moves
    assert slow >= moves * 0.45  # each move stays on screen at 1×, after the computer's wait
    assert fast < moves * 0.15 + 0.3  # skipped: a frame or two per move


def test_the_skip_button_is_among_the_tools_and_ends_the_wait():
    session = agent_first()
    app, table = table_for(session, NeverRunner(), speed=1.0)
    skip = next(b for b in table.tools if b.kind == "skip")
    assert skip.label == app.t("table.tool.skip")
    table.apply(computer_move(table))
    assert table.anim.busy
    click(app, skip.rect.center)
    assert not table.anim.busy


# -- the other duelist's last turn ----------------------------------------------------------------
def test_the_computers_last_turn_stays_dimmed_until_the_persons_first_move():
    session = find_session(
        lambda g: free(g, "combat") and player(g, active(g))["turns"] >= 2,
        seats=("person", "normal"),
    )
    app, table = table_for(session, NowRunner(), speed=0.0)
    app.settings.confirm_end = False
    person = session.game.to_move
    table.apply(next(a for a in legal_of(session.game, "end_phase")))
    for _ in range(400):
        if session.game.to_move == person and active(session.game) == person:
            break
        pump(app, frames=1)
    g = session.game
    assert active(g) == person and not seen(g)["players"][1 - person]["zones"]["played"]
    # what the computer put in its play area during its turn, in order
    played = []
    for entry in session.history:
        for e in entry.events:
            if isinstance(e, TurnStarted) and e.player == 1 - person:
                played = []
            if isinstance(e, (CardPlayed, Bought)) and e.player == 1 - person:
                played.append(e.card)
            if isinstance(e, Gained) and e.player == 1 - person and e.zone == "played":
                played.append(e.card)
    shown = table.last_turn_cards()
    assert shown is not None and shown[0] == 1 - person and [c for c, _ in shown[1]] == played
    zone = table.zrect(f"{table.slot(1 - person)}.play")
    assert all(zone.contains(r) for _, r in shown[1])
    table.apply(g.legal_actions()[0])  # the person's first move of their turn
    assert table.last_turn_cards() is None


# -- the state on the board -----------------------------------------------------------------------
def test_effects_waiting_for_a_later_card_are_listed_in_the_play_area():
    def effects(g):
        o = seen(g)
        wait = o["waiting"]
        return (
            wait["next_weapon_bonus"],
            wait["weapons_bonus"],
            wait["next_action_twice"],
            o["resources"]["discount"],
        )

    def waiting(g):
        return free(g, "action", "buy", "combat") and any(effects(g))

    session = find_session(waiting, seeds=range(1, 80))
    app, table = table_for(session, NeverRunner(), speed=0.0)
    g = session.game
    texts = table.waiting_texts()
    next_weapon, weapons, twice, discount = effects(g)
    expected = []
    if next_weapon:
        expected.append(app.t("mv_ui.waiting.next_weapon", n=next_weapon))
    if weapons:
        expected.append(app.t("mv_ui.waiting.weapons", n=weapons))
    if twice:
        expected.append(app.t("mv_ui.waiting.twice", n=twice))
    if discount:
        expected.append(app.t("mv_ui.waiting.discount", n=discount))
    assert texts[: len(expected)] == expected
    box = table.waiting_rect()
    zone = table.zrect(f"{table.slot(active(g))}.play")
    assert box is not None and zone.contains(box)
    assert not any(r.colliderect(box) for _, r in table.play_cards(active(g)))


def test_d_and_a_click_on_the_deck_list_what_is_left_and_only_to_its_owner():
    session = find_session(
        lambda g: free(g, "action") and player(g, g.to_move)["zones"]["deck"] >= 3,
        seats=("person", "normal"),
    )
    app, table = table_for(session, NeverRunner(), speed=0.0)
    me = session.game.to_move
    assert session.game.observation(1 - me)["players"][me]["deck_left"] is None  # never the other's
    key(app, pygame.K_d)
    top = app.stack.top
    assert isinstance(top, DeckList) and top.cards == player(session.game, me)["deck_left"]
    table.private_drawn.clear()
    pump(app, frames=1)
    assert table.private_drawn == {me}
    click(app, (5, 5))
    assert app.stack.top is table
    click(app, table.zrect("p0.deck").center)
    assert isinstance(app.stack.top, DeckList)
    assert "D" in table.tooltip_at(table.zrect("p0.deck").center)


def test_hovering_an_exchange_pile_tells_its_whole_card_and_how_many_are_left():
    from game.metaversus import card_info

    session = find_session(lambda g: free(g, "buy"))
    app, table = table_for(session, NeverRunner(), speed=0.0, size=(1024, 640))
    card, rect = table.exchange_cards()[0]
    tip = table.tooltip_at(rect.center)
    info = card_info(card, "en")
    count = next(e["count"] for e in seen(session.game)["exchange"] if e["card"] == card)
    assert info["text"] in tip and f"Cost {info['cost']}" in tip and f"{count} left in the pile" in tip


# -- saying it right ------------------------------------------------------------------------------
def test_the_seats_panel_names_the_computers_level_once():
    for names in (None, ["Ada", "Bo"]):
        meta: dict[str, Any] = {"seats": ["person", "normal"]}
        if names:
            meta["names"] = names
        session = GameSession("metaversus", seed=3, options={}, meta=meta)
        app, table = table_for(session, NeverRunner(), speed=0.0)
        level = app.t("agent.normal")
        said = table.names[1] + " " + table.seat_notes(1, table.slot(1))
        assert said.count(level) == 1, said
        assert table.seat_label(0) == ""  # a person: the name is theirs


def test_the_undo_message_speaks_of_draws_and_shuffles_not_rolls():
    for lang in ("en", "ko"):
        session = agent_first()
        app, table = table_for(session, NeverRunner(), speed=0.0, lang=lang)
        table.apply(computer_move(table))  # the computer's move only: nothing of the person's to undo
        key(app, pygame.K_z)
        said = app.toasts[-1].text
        assert said == app.t("mv_ui.undo.cannot")
        assert "roll" not in said and "굴림" not in said and "주사위" not in said
