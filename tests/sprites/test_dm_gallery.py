"""The gallery screenshot builds and draws (a quick smoke test of the whole set of pictures)."""

from __future__ import annotations

from pathlib import Path


def test_gallery_renders(tmp_path: Path) -> None:
    import scenes.dm_gallery  # noqa: F401  (registers the screenshot)
    from tools.screenshot import render

    out = render("dicemasters-gallery", tmp_path / "gallery.png", lang="ko")
    assert out.exists() and out.stat().st_size > 100_000
