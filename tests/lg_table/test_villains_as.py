"""A card that is a Villain only while it is in the city (a Killbot: a Bystander of the Villain
Deck under "Replace Earth's Leaders with Killbots") shows its Strength on the table, since its face
prints none, and its tooltip says what it is there."""

from __future__ import annotations

import pytest

from game.legendary.cards import defn
from scenes.legendary import pieces
from scenes.legendary.table import LegendaryTable

from ..positions import find_session
from ..shell.helpers import open_table, pump


def killbot_in_city(g) -> bool:
    obs = g.observation(g.to_move)
    return obs["step"] == "main" and any(
        sp["card"] and defn(sp["card"]).kind == "bystander" for sp in obs["city"]
    )


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_killbot_shows_its_strength_and_says_what_it_is(lang, monkeypatch):
    session = find_session(
        "legendary", killbot_in_city, seats=("person",), players=1, options={"scheme": "killbots"}
    )
    app, table = open_table(LegendaryTable, session)
    assert isinstance(table, LegendaryTable)
    app.tr.set_language(lang)
    table.relayout()
    space = next(sp for sp in table.obs["city"] if sp["card"] and defn(sp["card"]).kind == "bystander")
    badges: list[str] = []
    real = pieces.counter_badge
    monkeypatch.setattr(
        pieces,
        "counter_badge",
        lambda s, at, text, *a, **k: badges.append(text) or real(s, at, text, *a, **k),
    )
    pump(app, frames=1)
    assert str(space["strength"]) in badges  # drawn on the card: its face prints no strength
    view = table.views[space["card"]]
    tip = table.tooltip_at((int(view.pos[0]), int(view.pos[1])))
    assert tip is not None and str(space["strength"]) in tip
    assert tip.splitlines()[0] == app.t("lg_ui.tip.villain_as.bystander", n=space["strength"])
