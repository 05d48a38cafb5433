"""The gallery screenshot is registered, builds and draws frames with dice in flight."""

from __future__ import annotations


def test_gallery_builds_and_draws() -> None:
    import scenes.dm_gallery as gallery
    from scenes import registry
    from tools.screenshot import headless, make_app

    headless()
    assert "dicemasters-gallery" in registry.SCREENSHOTS
    app = make_app((1280, 720), "ko")
    app.stack.push(gallery.DiceGalleryScene(app, tumblers=4))
    for _ in range(12):
        app.frame([], 1 / 60)
    scene = app.stack.top
    assert isinstance(scene, gallery.DiceGalleryScene)
    assert any(d.tumbling for d in scene.dice)
    assert app.screen.get_at((640, 360))[:3] != (16, 18, 22)  # the felt and cards, not the blank frame
