"""A choice dialog's title is shown whole: a title that wraps to three lines or more makes the
panel taller instead of losing its last line (the second window's "already open" question)."""

from __future__ import annotations

import pytest

from scenes.overlays import ChooseOneDialog

from .helpers import make_app, pump


@pytest.mark.parametrize("lang", ["en", "ko"])
@pytest.mark.parametrize("size", [(1024, 640), (1600, 900)])
def test_every_line_of_the_title_sits_above_the_first_option(lang: str, size: tuple[int, int]) -> None:
    app = make_app(lang, size)
    dialog = ChooseOneDialog(
        app, app.t("lock.already_open"), [app.t("lock.quit"), app.t("lock.read_only")], lambda i: None
    )
    app.stack.push(dialog)
    pump(app, frames=2)
    r = dialog.rect()
    lines = dialog._title_lines(r.w)
    title_bottom = r.y + int((22 + 28 * len(lines)) * app.scale)
    first = dialog.option_buttons[0].get_abs_rect()
    assert title_bottom <= first.y, (lines, title_bottom, first)
    assert first.bottom <= r.bottom and r.bottom <= app.size[1]


def test_a_short_title_keeps_the_two_line_header() -> None:
    app = make_app("en", (1024, 640))
    dialog = ChooseOneDialog(app, "Quit?", ["Yes", "No"], lambda i: None)
    app.stack.push(dialog)
    pump(app, frames=1)
    assert dialog._header(dialog.rect().w) == int(78 * app.scale)
