"""The game log of the three tables, told from the events: grouped by turn under a header, a
summary per turn that matches the turn's events, housekeeping folded, rolls with their faces,
blocks and damage naming both sides; it follows new lines unless the person scrolled up (then a
marker jumps back), a header folds its turn, a button copies the whole log (clipboard, or a file
in the data folder), a language switch says it all anew, and no line shows a raw placeholder or
leaves the panel at 1024x640 or 1920x1080."""

from __future__ import annotations

import re
from typing import Any

import pygame
import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import josa, log_book, log_text, registry
from scenes.i18n import MISSING_VALUE
from sprites import fonts

from .helpers import click, make_app, pump, start

registry.load_all()

NAMES = ["Ada", "Bob"]
GAMES = ("dicemasters", "legendary", "metaversus")
OPTIONS: dict[str, dict[str, Any]] = {
    "dicemasters": {"format": "first_game"},
    "legendary": {},
    "metaversus": {},
}
RAW_ID = re.compile(r"\b(avx-\d+|mv\.[a-z_.]+|[a-z_]+\.[a-z_]+#\d+|player:\d)")


def played(name: str, moves: int, seed: int = 5, agents: str = "random") -> GameSession:
    """A session of ``name`` after ``moves`` moves of seeded agents (or fewer if it ended)."""
    session = GameSession(
        name,
        players=2,
        seed=seed,
        options=OPTIONS[name],
        meta={"seats": ["person", "person"], "names": NAMES},
    )
    bots = [make_agent(name, agents, seed + i) for i in range(2)]
    for _ in range(moves):
        g = session.game
        if g.is_over:
            break
        session.apply(bots[g.to_move].choose(g, g.to_move))
    return session


def open_log(session: GameSession, lang: str = "en", size: tuple[int, int] = (1600, 900)) -> tuple[Any, Any]:
    """The game's table on an app in ``lang`` (people at both seats; nothing moves by itself),
    shown to the seat to move."""
    app = make_app(lang=lang, size=size)
    app.settings.animation_speed = 0.0
    app.tr.strict = True
    table = registry.TABLES[session.name](app, session)
    start(app, table)
    table.show_to(session.game.to_move if session.game.to_move is not None else 0)
    pump(app, frames=2)
    return app, table


def text(segs: Any) -> str:
    return "".join(t for t, _ in segs)


def turns_of(session: GameSession) -> list[tuple[Any, list[Any]]]:
    """The session's events cut at each turn start, counted here on their own."""
    events = [*session.opening, *(e for entry in session.history for e in entry.events)]
    out: list[tuple[Any, list[Any]]] = [(None, [])]
    for e in events:
        if e.kind == "turn_started":
            out.append((e, []))
        else:
            out[-1][1].append(e)
    return out if out[0][1] else out[1:]


def wheel(app: Any, pos: tuple[int, int], y: int) -> None:
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], frames=1)
    pump(
        app,
        [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))],
        frames=1,
    )


# -- turns, headers and summaries -------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_the_log_has_one_group_per_turn_headed_by_its_number_and_player(name: str) -> None:
    session = played(name, 120)
    app, table = open_log(session)
    turns = turns_of(session)
    groups = table.log_groups
    assert len(groups) == len(turns) > 3
    for group, (start_event, events) in zip(groups, turns):
        header = text(group.header)
        if start_event is None:
            assert header == app.t("log.setup")
        else:
            assert header == f"Turn {start_event.turn} · {NAMES[start_event.player]}"
        assert group.lines or not events
    # the panel shows the headers of what it shows, and the newest turn unfolded
    pump(app, frames=1)
    assert table.log_panel._headers
    assert not table.log_panel.is_folded(groups[-1].key) and table.log_panel.is_folded(groups[0].key)


def test_dice_masters_summaries_match_the_events_of_each_turn() -> None:
    session = played("dicemasters", 400, seed=3, agents="normal")
    app, table = open_log(session)
    checked = 0
    for group, (start_event, events) in zip(table.log_groups, turns_of(session)):
        if start_event is None:
            continue
        p = start_event.player
        summary = text(group.summary)
        bought = [e.card for e in events if e.kind == "die_purchased" and e.player == p]
        dealt = sum(e.amount for e in events if e.kind == "player_damaged" and e.player != p)
        attackers = sum(1 for e in events if e.kind == "attacker_declared" and e.player == p)
        for card in bought:
            assert log_text.card_name("dicemasters", card, "en") in summary, (summary, bought)
        assert (f"dealt {dealt}" in summary) == (dealt > 0), summary
        assert (f"attacked with {attackers}" in summary) == (attackers > 0), summary
        if not (bought or dealt or attackers) and not any(
            e.player == p for e in events if e.kind in ("die_fielded", "action_used", "global_used")
        ):
            assert summary == "" or "knocked out" in summary or "lost" in summary or "blocked" in summary, (
                summary
            )
        checked += bool(summary)
    assert checked > 5


def test_legendary_and_metaversus_summaries_count_what_the_turn_did() -> None:
    session = played("legendary", 200, seed=4, agents="normal")
    app, table = open_log(session)
    for group, (start_event, events) in zip(table.log_groups, turns_of(session)):
        if start_event is None:
            continue
        p = start_event.player
        summary = text(group.summary)
        recruit = sum(e.recruit for e in events if e.kind == "points" and e.player == p)
        attack = sum(e.attack for e in events if e.kind == "points" and e.player == p)
        if recruit:
            assert f"+{recruit} Recruit" in summary, summary
        if attack:
            assert f"+{attack} Attack" in summary, summary
        for e in events:
            if e.kind == "recruited" and e.player == p:
                assert log_text.card_name("legendary", e.card, "en") in summary
    session = played("metaversus", 300, seed=4, agents="normal")
    app, table = open_log(session)
    for group, (start_event, events) in zip(table.log_groups, turns_of(session)):
        if start_event is None:
            continue
        p = start_event.player
        summary = text(group.summary)
        played_cards = sum(1 for e in events if e.kind == "card_played" and e.player == p)
        dealt = sum(e.amount for e in events if e.kind == "damaged" and e.player != p)
        assert (f"played {played_cards} cards" in summary) == (played_cards > 0), summary
        assert (f"dealt {dealt} damage" in summary) == (dealt > 0), summary


# -- what a line says ---------------------------------------------------------------------------------
def test_rolls_show_each_die_face_with_icons_and_levels() -> None:
    session = played("dicemasters", 60, seed=3)
    app, table = open_log(session)
    rolls = [line for g in table.log_groups for line in g.lines if "rolls" in text(line.segments)]
    rolled = sum(
        1
        for e in [*session.opening, *(e for h in session.history for e in h.events)]
        if e.kind == "die_rolled"
    )
    assert rolls and rolled > len(rolls)  # a roll of several dice is one line
    styles = {style for line in rolls for _, style in line.segments}
    assert any(s.startswith("energy:") for s in styles)  # energy faces are drawn as their icons
    words = " ".join(text(line.segments) for line in rolls)
    assert "level" in words and re.search(r"\(\d+A/\d+D\)", words)  # a character face: level, attack, defense
    for line in rolls:  # each die of the line is named with its face
        named = text(line.segments).split(": ", 1)[1]
        assert named.count(",") + 1 >= 1 and all(part.strip() for part in named.split(","))


def find_dm_session(condition: Any, seeds: range = range(1, 40), steps: int = 1500) -> GameSession:
    for seed in seeds:
        session = GameSession(
            "dicemasters",
            players=2,
            seed=seed,
            options={"format": "first_game"},
            meta={"seats": ["person", "person"], "names": NAMES},
        )
        bots = [make_agent("dicemasters", "random", seed + i) for i in range(2)]
        for _ in range(steps):
            g = session.game
            if g.is_over:
                break
            session.apply(bots[g.to_move].choose(g, g.to_move))
            if condition(session):
                return session
    pytest.skip("no such game found")


def test_a_block_names_both_dice_and_damage_names_where_it_came_from() -> None:
    def blocked_and_damaged(s: GameSession) -> bool:
        kinds = [e.kind for h in s.history for e in h.events]
        return "blocker_declared" in kinds and "damage_dealt" in kinds[kinds.index("blocker_declared") :]

    session = find_dm_session(blocked_and_damaged)
    app, table = open_log(session)
    events = [e for h in session.history for e in h.events]
    die_card = {
        e.die: e.card for e in [*session.opening, *events] if hasattr(e, "die") and hasattr(e, "card")
    }
    block = next(e for e in events if e.kind == "blocker_declared")
    lines = [text(line.segments) for g in table.log_groups for line in g.lines]
    blocker, attacker = (
        log_text.card_name("dicemasters", c, "en") for c in (block.card, die_card[block.target])
    )
    said = next(t for t in lines if " blocks " in t)
    assert blocker in said and attacker in said and NAMES[block.player] in said
    hits = [t for t in lines if " damage from " in t]
    assert hits and all(not t.endswith("from ") for t in hits)
    after = events[events.index(block) :]
    hurt = next(e for e in after if e.kind == "damage_dealt")
    sources = [
        t
        for t in lines
        if t.startswith(
            f"{log_text.card_name('dicemasters', hurt.card, 'en')} takes {hurt.amount} damage from "
        )
    ]
    assert sources, lines


def test_housekeeping_folds_into_one_line() -> None:
    session = played("dicemasters", 200, seed=3)
    app, table = open_log(session)
    lines = [text(line.segments) for g in table.log_groups for line in g.lines]
    events = [*session.opening, *(e for h in session.history for e in h.events)]
    assert len(lines) < 0.6 * len(events)
    moved = [t for t in lines if re.search(r"\d+ dice out of play → used", t)]
    assert moved  # "Ada: 4 dice out of play → used (4 Sidekick)"
    for a, b in zip(lines, lines[1:]):  # never two lines in a row for the same kind of move
        assert not (
            a.endswith("out of play → used")
            and b.endswith("out of play → used")
            and a.split(":")[0] == b.split(":")[0]
        ), (a, b)
    assert not any(
        a.endswith("passes priority") and b.endswith("passes priority") for a, b in zip(lines, lines[1:])
    )

    session = played("legendary", 120, seed=5)
    app, table = open_log(session)
    lines = [text(line.segments) for g in table.log_groups for line in g.lines]
    assert any(re.search(r"plays \d+ S\.H\.I\.E\.L\.D\. (Agent|Trooper)", t) for t in lines)
    events = [*session.opening, *(e for h in session.history for e in h.events)]
    lone_points = sum(
        1
        for prev, e in zip(events, events[1:])
        if e.kind == "points" and prev.kind not in ("card_played", "points")
    )
    assert (
        sum(1 for t in lines if " gets +" in t) <= lone_points
    )  # a play's Recruit and Attack are on its line
    assert any(
        re.search(r"discards \d+ cards(, shuffles the discard pile into a new deck)? and draws \d+", t)
        for t in lines
    )

    session = played("metaversus", 150, seed=5)
    app, table = open_log(session)
    lines = [text(line.segments) for g in table.log_groups for line in g.lines]
    ended = sum(1 for h in session.history for e in h.events if e.kind == "turn_ended")
    assert sum(1 for t in lines if t.endswith("and ends the turn")) == ended > 3


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("name", GAMES)
def test_no_line_header_or_summary_shows_a_raw_placeholder_or_id(name: str, lang: str) -> None:
    session = played(name, 400, seed=2)
    app, table = open_log(session, lang)
    texts = [text(g.header) for g in table.log_groups] + [text(g.summary) for g in table.log_groups]
    texts += [text(line.segments) for g in table.log_groups for line in g.lines]
    assert len(texts) > 50
    for t in texts:
        assert "{" not in t and "}" not in t and MISSING_VALUE not in t, t
        assert not RAW_ID.search(t), t
        if lang == "ko":
            assert not josa.has_generic(t), t
    assert table.log_as_text().count("\n") >= len(texts) - len(table.log_groups)


# -- the panel: following, the marker, folding ----------------------------------------------------------
def test_the_log_follows_new_lines_until_scrolled_up_then_a_marker_jumps_back() -> None:
    session = played("dicemasters", 80, seed=3)
    app, table = open_log(session, size=(1024, 640))
    panel = table.log_panel
    assert panel.rect is not None and panel.scroll == 0
    bots = [make_agent("dicemasters", "random", 9 + i) for i in range(2)]

    def more(n: int) -> None:
        for _ in range(n):
            g = session.game
            table.apply(bots[g.to_move].choose(g, g.to_move))
        pump(app, frames=1)

    def last_drawn() -> int:
        return max(line for _, line in panel._drawn)

    more(15)  # at the bottom: it follows
    assert panel.scroll == 0 and last_drawn() == len(panel.lines) - 1 and panel.marker_rect is None
    wheel(app, panel.rect.center, 2)  # scroll up
    assert panel.scroll > 0
    shown = sorted(line for _, line in panel._drawn)
    seen = [panel.lines[i] for i in shown]
    more(20)
    assert panel.scroll > 0  # it stays where the person reads
    assert [panel.lines[i] for i in sorted(line for _, line in panel._drawn)][: len(seen) - 2] == seen[
        : len(seen) - 2
    ]
    assert panel.new_below and panel.marker_rect is not None
    assert panel.marker_rect.colliderect(panel.rect)
    click(app, panel.marker_rect.center)
    assert panel.scroll == 0 and not panel.new_below and panel.marker_rect is None
    assert last_drawn() == len(panel.lines) - 1
    # the wheel down to the bottom also follows again
    wheel(app, panel.rect.center, 1)
    wheel(app, panel.rect.center, -5)
    assert panel.scroll == 0 and panel.marker_rect is None
    # the wheel elsewhere on the table leaves the log alone
    wheel(app, (5, 5), 3)
    assert panel.scroll == 0


def test_clicking_a_header_folds_and_unfolds_its_turn() -> None:
    session = played("dicemasters", 120, seed=3)
    app, table = open_log(session, size=(1024, 640))
    panel = table.log_panel
    newest = table.log_groups[-1]
    rect = next(r for r, key, _ in panel._headers if key == newest.key)
    first_line = panel._base[newest.key]
    assert any(line == first_line for _, line in panel._drawn)
    click(app, rect.center)
    assert panel.is_folded(newest.key)
    assert not any(
        panel._base[newest.key] <= line < panel._base[newest.key] + len(newest.lines)
        for _, line in panel._drawn
    )
    rect = next(r for r, key, _ in panel._headers if key == newest.key)
    assert table.tooltip_at(rect.center) == app.t("log.header_tip")
    click(app, rect.center)
    assert not panel.is_folded(newest.key)
    assert any(
        panel._base[newest.key] <= line < panel._base[newest.key] + len(newest.lines)
        for _, line in panel._drawn
    )
    # an old turn starts folded and opens on a click: its header stays in view, its lines show
    wheel(app, panel.rect.center, 20)
    key, _rect = next((key, r) for r, key, _ in panel._headers if panel.is_folded(key))
    click(app, _rect.center)
    assert not panel.is_folded(key)
    assert any(k == key for _, k, _ in panel._headers)
    group = next(g for g in table.log_groups if g.key == key)
    assert any(panel._base[key] <= line < panel._base[key] + len(group.lines) for _, line in panel._drawn)
    # folding it again puts its header back where it was clicked
    rect = next(r for r, k, _ in panel._headers if k == key)
    click(app, rect.center)
    assert panel.is_folded(key) and any(k == key and r.y == rect.y for r, k, _ in panel._headers)


# -- copying --------------------------------------------------------------------------------------------
def test_the_copy_button_puts_the_whole_log_on_the_clipboard() -> None:
    session = played("legendary", 60, seed=5)
    app, table = open_log(session)
    panel = table.log_panel
    assert panel.copy_rect is not None
    assert table.tooltip_at(panel.copy_rect.center) == app.t("log.copy_tip")
    click(app, panel.copy_rect.center)
    copied = pygame.scrap.get_text()
    assert copied == table.log_as_text()
    for group in table.log_groups:  # every turn, folded or not, with its lines
        assert text(group.header) in copied
        for line in group.lines:
            assert text(line.segments) in copied
    assert any(t.text.startswith("The log is copied") for t in app.toasts)


def test_without_a_clipboard_the_log_goes_to_a_file_in_the_data_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    session = played("metaversus", 60, seed=5)
    app, table = open_log(session, "ko")

    def no_clipboard(_text: str) -> None:
        raise pygame.error("no clipboard")

    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    click(app, table.log_panel.copy_rect.center)
    files = list((tmp_path / "userdata" / "logs").glob("log-metaversus-*.txt"))
    assert len(files) == 1
    assert files[0].read_text(encoding="utf-8") == table.log_as_text()
    assert "번째 차례" in files[0].read_text(encoding="utf-8")
    assert any(str(files[0]) in t.text for t in app.toasts)


# -- languages, the computer's reasons, fitting -----------------------------------------------------------
def test_a_language_switch_says_the_whole_log_anew() -> None:
    session = played("dicemasters", 100, seed=3)
    app, table = open_log(session)
    english = [text(g.header) for g in table.log_groups]
    assert all(h.startswith("Turn ") for h in english)
    app.tr.set_language("ko")
    pump(app, frames=2)
    korean = [text(g.header) for g in table.log_groups]
    assert all("번째 턴" in h for h in korean) and len(korean) == len(english)
    book = log_book.LogBook(app.tr, "dicemasters")
    again = book.build(session.opening, session.history, NAMES, "ko")
    assert [text(line.segments) for g in again for line in g.lines] == [
        "".join(t for t, _ in line) for line in table.log_panel.lines
    ]
    assert all(
        not re.search(r"\b(rolls|draws|buys)\b", "".join(t for t, _ in line))
        for line in table.log_panel.lines
    )


def test_what_the_computer_weighed_shows_over_a_line_that_folds_several_moves() -> None:
    session = played("legendary", 40, seed=5)
    app, table = open_log(session)
    assert any(
        len(entries) > 2 for entries in table.log_line_entries
    )  # plain plays: one line for several moves
    for group in table.log_groups:
        table.log_panel.folded[group.key] = False
    drawn: list[Any] = []
    for _ in range(30):
        drawn = [(r, line) for r, line in table.log_panel._drawn if len(table.log_line_entries[line]) > 2]
        if drawn:
            break
        wheel(app, table.log_panel.rect.center, 1)
    assert drawn
    rect, line = drawn[0]
    index = table.log_line_entries[line][1]  # a move in the middle of the line
    moved = session.history[index].action
    table.why[index] = [[moved.to_dict(), 0.66]]
    said = table.tooltip_at(rect.center)
    assert said is not None and "0.66" in said and NAMES[session.history[index].player] in said
    others = [r for r, n in table.log_panel._drawn if index not in table.log_line_entries[n]]
    assert others and table.tooltip_at(others[0].center) is None  # only that line


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("name", GAMES)
def test_every_row_of_the_log_fits_its_panel(name: str, size: tuple[int, int], lang: str) -> None:
    session = played(name, 150, seed=6)
    app, table = open_log(session, lang, size)
    panel = table.log_panel
    for group in table.log_groups:
        panel.folded[group.key] = False  # every turn unfolded: every line laid out
    fonts.CUTS.clear()
    pump(app, frames=1)
    assert panel.rect is not None and panel._drawn
    width = panel.rect.w - 20
    for row in panel._rows:
        assert row.x + row.surface.get_width() <= width, (row.key, row.surface.get_width(), width)
    for r, _line in panel._drawn:
        assert panel.rect.left <= r.left and r.right <= panel.rect.right and r.bottom <= panel.rect.bottom
    assert not [c for c in fonts.CUTS if c.where.startswith("log.")]


def test_the_log_kept_between_moves_is_the_log_told_afresh_also_after_an_undo() -> None:
    session = played("dicemasters", 60, seed=3)
    app, table = open_log(session)
    bots = [make_agent("dicemasters", "random", 4 + i) for i in range(2)]

    def afresh() -> list[Any]:
        return log_book.LogBook(app.tr, "dicemasters").build(session.opening, session.history, NAMES)

    for _ in range(40):
        g = session.game
        table.apply(bots[g.to_move].choose(g, g.to_move))
        assert table.log_groups == afresh()
    while len(session.history) == session.checkpoint:  # a move that can be taken back
        g = session.game
        table.apply(bots[g.to_move].choose(g, g.to_move))
    told = table.log_groups
    assert session.undo(10) >= 1
    table.refresh_log()
    assert table.log_groups == afresh()
    assert sum(len(g.lines) for g in table.log_groups) <= sum(len(g.lines) for g in told)
