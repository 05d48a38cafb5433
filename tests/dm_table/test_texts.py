"""Every Dice Masters text a person reads is finished: seeded games of every format, in both
languages, played through the real table; at each position the words for every legal move (as
the choosers show them), the tooltips of every die, card and button, the "end anyway?"
questions, the coach line and the log. No "{", no generic Korean particle."""

from __future__ import annotations

import pytest

from game.core.agents import make_agent
from game.core.session import GameSession
from scenes import josa, registry
from scenes.dicemasters.view import PILES

from ..shell.helpers import pump
from .helpers import open_table

registry.load_all()

FORMATS = ("first_game", "basic", "tournament", "draft")


def finished(text: str | None, where: str) -> None:
    if text is None:
        return
    assert "{" not in text and "}" not in text, (where, text)
    assert not josa.has_generic(text), (where, text)


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_text_of_a_seeded_game_is_finished(fmt, lang):
    play_and_read(fmt, lang, 11 + FORMATS.index(fmt) + (60 if lang == "ko" else 0))  # other games in Korean


def play_and_read(fmt: str, lang: str, seed: int) -> None:
    session = GameSession(
        "dicemasters",
        seed=seed,
        options={"format": fmt},
        meta={"seats": ["person", "person"], "names": ["Ada", "Bo"]},
    )
    app, table = open_table(session)
    app.tr.set_language(lang)
    app.settings.auto_pass = False
    agents = [make_agent("dicemasters", "random" if i == seed % 2 else "normal", seed + i) for i in range(2)]
    looked = 0
    for step in range(1500):
        g = session.game
        if g.is_over:
            break
        legal = table.legal()
        assert legal, (fmt, step, g.to_move)
        for text in table.option_labels(legal):
            finished(text, "option")
        for b in table.buttons:
            finished(b.label, "button")
            finished(table.end_warning(b), "question")
        finished(table._coach_text(), "coach")
        if step % 12 == 0:  # the hover texts of everything on the table
            looked += 1
            for b in table.buttons:
                finished(table.tooltip_at(b.rect.center), "button tip")
            for did, view in table.views.items():
                if view.zone not in PILES:
                    finished(table.tooltip_at(view.pos), "die tip")
                    finished(table.why_not(did), "refusal")
            for rect in table.card_rects().values():
                finished(table.tooltip_at(rect.center), "card tip")
            for p in (0, 1):
                finished(table.tooltip_at(table.zones()[f"{table.slot(p)}.bag"].rect.center), "bag tip")
            pump(app, frames=1)  # the status panel, energy and paying lines are drawn
        table.apply(agents[g.to_move].choose(g, g.to_move))
    assert session.game.is_over and looked > 5
    for line in table.log_panel.lines:
        finished("".join(text for text, _ in line), "log")
    headline, details, _ = table.result_text()
    for text in (headline, *details):
        finished(text, "result")
