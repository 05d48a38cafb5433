"""The Legendary choose panel tells what a prompt wants and stays in its frame: the Villain in a
city space is named (and shown), how many more cards are wanted, every card looked at; at the
smallest window in Korean nothing runs past the panel or the table and nothing is cut. Also the
seats panel and the setup's seat row say each thing once and whole."""

from __future__ import annotations

import pygame
import pytest

from game.core.session import GameSession
from game.legendary import actions as A
from game.legendary.cards import CITY, HEROES, card_name
from scenes.legendary.setup import SMALL_FONT, LegendarySetup
from scenes.legendary.table import LegendaryTable
from sprites import fonts

from ..shell.helpers import make_app, pump, start
from .helpers import city, find_session, main_phase, seen
from .helpers import hand as hand_of


def table_at(
    lang: str, session: GameSession, size: tuple[int, int] = (1024, 640)
) -> tuple[object, LegendaryTable]:
    app = make_app(lang, size)
    app.settings.animation_speed = 0.0
    table = LegendaryTable(app, session)
    p = session.game.to_move
    table.show_to(p)
    app.stack.push(table)
    pump(app, frames=1)
    return app, table


def full_city(g: object) -> bool:
    return main_phase(g) and len(city(g)) >= 3


def deck_count(g: object) -> int:
    obs = seen(g)
    return int(obs["players"][obs["active"]]["zones"]["deck"])


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_space_prompt_names_the_villain_in_it(lang: str) -> None:
    session = find_session(full_city, seeds=range(1, 80))
    app, table = table_at(lang, session)
    spaces = [i for i, sp in enumerate(table.obs["city"]) if sp["card"]]
    pending = {
        "player": table.viewer,
        "prompt": "defeat_pick",
        "card": "",
        "left": 1,
        "up_to": False,
        "shown": [],
    }
    table.choose.update(table, pending, [A.ChooseSpace(i) for i in spaces], table.choose_area())
    cards = [c for c in table.choose.choices if c.card is not None]
    assert [c.card for c in cards] == [
        table.obs["city"][i]["card"] for i in spaces
    ]  # the Villains, drawn as cards
    assert [c.label for c in cards] == [
        app.t(f"space.legendary.{CITY[i]}") for i in spaces
    ]  # tagged with their space
    assert table.choose.subtitle == app.t("lg_ui.choose.left_one")
    # a space to move to is a button that says what is there
    table.choose.update(
        table,
        dict(pending, prompt="cyclone_space"),
        [A.ChooseSpace(i) for i in range(5)],
        table.choose_area(),
    )
    labels = [c.label for c in table.choose.choices]
    for i in range(5):
        villain = table.obs["city"][i]["card"]
        space = app.t(f"space.legendary.{CITY[i]}")
        want = (
            app.t("lg_ui.choose.space_with", space=space, card=card_name(villain, lang))
            if villain
            else app.t("lg_ui.choose.space_empty", space=space)
        )
        assert want in labels


def test_the_panel_says_how_many_more_and_may_stop_short() -> None:
    session = find_session(lambda g: main_phase(g) and len(hand_of(g)) >= 4)
    app, table = table_at("en", session)
    hand = table.obs["players"][table.viewer]["zones"]["hand"]
    legal = [A.ChooseCard(c, "hand") for c in hand] + [A.ChooseOption("done")]
    pending = {"player": table.viewer, "prompt": "ko_pick", "card": "", "left": 2, "up_to": True, "shown": []}
    table.choose.update(table, pending, legal, table.choose_area())
    assert table.choose.subtitle == app.t("lg_ui.choose.up_to_many", n=2)


def test_every_card_looked_at_is_shown_even_two_alike() -> None:
    session = find_session(lambda g: main_phase(g) and deck_count(g) >= 3)
    app, table = table_at("ko", session)
    agent = "shield.agent#997"  # three cards looked at from the deck: its contents are hidden here
    twin = "shield.agent#999"
    other = "hulk.growing_anger#998"
    pending = {
        "player": table.viewer,
        "prompt": "look_ko",
        "card": "red_skull.ruthless_dictator",
        "left": 1,
        "up_to": False,
        "shown": [agent, twin, other],
    }
    legal = [A.ChooseCard(agent, "deck"), A.ChooseCard(other, "deck")]
    table.choose.update(table, pending, legal, table.choose_area())
    assert [c.card for c in table.choose.choices] == [agent, other]
    assert [s.card for s in table.choose.seen] == [twin]  # the second Agent: shown, not a second choice
    assert app.t("lg_ui.where.top") in table.choose.choices[0].label


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_long_prompt_stays_in_its_frame_at_the_smallest_window(lang: str) -> None:
    """Twelve cards and four answers at 1024×640: the panel fits the table's middle, every card
    and button lies inside the panel, and no text is cut."""
    session = find_session(
        lambda g: main_phase(g) and deck_count(g) >= 6,
        seeds=range(1, 80),
    )
    app, table = table_at(lang, session)
    held = hand_of(session.game)
    # the hand, then cards of the game's Heroes looked at from the deck: twelve in all
    looked = [f"{c}#9{i:02d}" for i, c in enumerate(c for h in table.obs["heroes"] for c in HEROES[h])]
    cards = (held + looked)[:12]
    legal = [A.ChooseCard(c, "hand" if c in held else "deck") for c in cards]
    legal += [A.ChooseOption(o) for o in ("others_draw", "others_discard", "done", "no")]
    pending = {
        "player": table.viewer,
        "prompt": "paibok_pick",
        "card": "skrulls.paibok",
        "left": 3,
        "up_to": True,
        "shown": [],
    }
    area = table.choose_area()
    table.choose.update(table, pending, legal, area)
    panel = table.choose.rect
    assert area.contains(panel)
    for c in table.choose.choices:
        assert panel.contains(c.rect), c.label
    fonts.CUTS.clear()
    surface = pygame.Surface(app.size)
    table.choose.draw(surface, table)
    assert not list(fonts.CUTS)


def test_the_seats_panel_names_a_computers_level_once() -> None:
    session = GameSession("legendary", players=3, seed=2, meta={"seats": ["person", "normal", "hard"]})
    app, table = table_at("en", session)
    assert table.names[1] == app.t("seat.agent_named", n=2, level=app.t("agent.normal"))
    assert table.seat_kind(1) == ""  # "Computer 2 (Normal)" already says it: not "(Normal) Normal"
    table.names[2] = "Vic"
    assert table.seat_kind(2) == app.t("agent.hard")
    assert table.seat_kind(0) == app.t("seat.person")


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_the_seat_kind_buttons_are_whole_at_the_smallest_window(lang: str) -> None:
    app = make_app(lang, (1024, 640))
    setup = LegendarySetup(app)
    start(app, setup)
    setup.choose("players", "5")
    pump(app, frames=1)
    right = setup.columns[1][0]
    for (group, kind), b in setup.toggles.items():
        if not group.startswith("seat"):
            continue
        label = app.t("seat.person") if kind == "person" else setup.level_label(kind)
        assert fonts.text_width(label, SMALL_FONT, True) + 14 <= b.rect.w, (label, b.rect.w)
        assert b.rect.right <= right, "the seat row stays in its column"


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_nothing_to_undo_speaks_of_cards_not_rolls(lang: str) -> None:
    """Z at the first move of a game: the reason names what Legendary does (draws, reveals,
    shuffles), never a roll of dice."""
    from ..shell.helpers import key

    session = GameSession("legendary", players=1, seed=5, meta={"seats": ["person"]})
    app, table = table_at(lang, session)
    pump(app, frames=40)
    key(app, pygame.K_z)
    texts = [t.text for t in app.toasts]
    assert app.t("lg_ui.cannot_undo") in texts
    assert not any(word in t for t in texts for word in ("roll", "주사위"))
