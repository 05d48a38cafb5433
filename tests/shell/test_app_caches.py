"""The card pictures are kept in bounded caches that the app empties when the window is resized
or the language changes, so no picture of an old size or language is kept or drawn again."""

from __future__ import annotations

from sprites import dm_cards, lg_cards, mv_cards

from .helpers import make_app, pump

CARDS = ((dm_cards, "avx-001"), (lg_cards, "shield.agent"), (mv_cards, "mv.stone"))


def _draw_some(lang: str) -> None:
    for module, card in CARDS:
        if module is lg_cards:
            module.render_card(card, lang, 63, 88)
        else:
            module.render_card(card, lang, (63, 88))


def _kept() -> int:
    return sum(f.cache_info().currsize for f in (dm_cards._small,))


def test_a_resize_empties_the_card_pictures() -> None:
    app = make_app(size=(1600, 900))
    _draw_some("en")
    assert _kept() > 0
    app._window_resized((1024, 640))
    assert _kept() == 0
    pump(app, frames=1)


def test_a_language_change_empties_the_card_pictures() -> None:
    app = make_app()
    _draw_some("en")
    assert _kept() > 0
    app.tr.set_language("ko")
    assert _kept() == 0
