"""The status panel fits its whole stack of lines: a payment's progress, its energy type and the
first game's hint for the person to move, at every window size and in both languages (at 1280x800
the hint's last line was drawn past the panel's bottom, half hidden)."""

from __future__ import annotations

import pytest

from sprites import fonts

from ..shell.helpers import pump
from .helpers import decision, find_session, legal_of, open_table, resize


def _paying_session():  # type: ignore[no-untyped-def]
    """A first game where the person to move has started paying for a card of a type."""

    def dear_buy(g):  # type: ignore[no-untyped-def]
        if g.step != "main" or g.to_move != g.active:
            return False
        for a in legal_of(g, "purchase"):
            probe = g.clone()
            probe.apply(a)
            dec = decision(probe)
            if dec.get("type") == "pay" and dec.get("types") and dec.get("cost", 0) >= 3:
                probe.apply(legal_of(probe, "pay")[0])
                if decision(probe).get("type") == "pay":
                    return True
        return False

    session = find_session(dear_buy)
    g = session.game
    for a in legal_of(g, "purchase"):
        probe = g.clone()
        probe.apply(a)
        dec = decision(probe)
        if dec.get("type") == "pay" and dec.get("types") and dec.get("cost", 0) >= 3:
            session.apply(a)
            break
    session.apply(legal_of(g, "pay")[0])
    assert decision(g).get("type") == "pay" and decision(g).get("paid")
    return session


@pytest.mark.parametrize("lang", ["en", "ko"])
def test_a_payment_s_lines_and_the_hint_fit_the_status_panel_at_every_size(lang: str) -> None:
    session = _paying_session()
    app, table = open_table(session, size=(1024, 640))
    app.settings.language = lang
    app.apply_settings()
    assert app.settings.show_hints
    coach = table._coach_text()
    assert coach  # the first game's hint for paying is among the lines
    for size in ((1024, 640), (1280, 800), (1366, 768), (1600, 900), (1920, 1080)):
        resize(app, size)
        pump(app, frames=2)
        fonts.CUTS.clear()
        status = table.zones()["center.status"].rect
        inner = status.inflate(-20, -16)
        layout = table.status_layout(status)
        texts = [text for text, _, _, _ in table.status_lines()]
        if size[1] >= 768:
            assert len(layout) == len(texts), (size, "a status line was left out")
        else:  # the lines it has no room for are left out whole, and shown on the panel's tooltip
            assert len(layout) >= 2 and table.status_left_out == len(texts) - len(layout)
        # the payment and its energy type are the last lines ever left out: the hint, the turn
        # and the step go first (at 1024x640 "at least one must be mask energy" was behind "…")
        _, body, _ = table.status_parts()
        shown = ["".join(fitted.lines).replace(" ", "") for fitted, _, _ in layout]
        for text, *_ in body:
            assert text.replace(" ", "") in shown, (size, text, "left out before the hint or the turn")
        assert table.tooltip_at(status.center) == "\n".join(texts)
        for fitted, rect, _ in layout:
            assert inner.contains(rect), (size, fitted.lines, rect, inner)
            assert not fitted.cut, (size, fitted.lines)
        # the stack is drawn in order, without overlap
        for (_, a, _), (_, b, _) in zip(layout, layout[1:]):
            assert a.bottom <= b.top
        pump(app, frames=1)
        assert not [c for c in fonts.CUTS if c.where == "dm status"], size
