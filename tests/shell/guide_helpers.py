"""What the guided lessons' tests share: opening a lesson from its tile on the title screen."""

from __future__ import annotations

from typing import Any

from scenes.title import TitleScene

from .helpers import click, start


def lesson_from_title(app: Any, game: str, table_class: type) -> Any:
    """From the title: the "Learn to play" button in the game's tile; the lesson's table."""
    if not isinstance(app.stack.top, TitleScene):
        start(app, TitleScene(app))
    title = app.stack.top
    learn = next(b for b, g in title.learn_buttons.items() if g == game)
    click(app, learn.get_abs_rect().center)
    table = app.stack.top
    assert isinstance(table, table_class)
    return table


def touch(app: Any, table: Any) -> None:
    """What the step's arrow asks for: a click on its target, or a drag from it to where it goes."""
    from .helpers import drag

    pointer = table.pointer()
    assert pointer is not None, table.step
    if pointer.to is None:
        click(app, pointer.target.center)
    else:
        drag(app, pointer.target.center, pointer.to.center)
