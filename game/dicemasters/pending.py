"""Booster cards whose code is still being written: the card data holds them, the ability check
lets them through, and no setup deals them (each is ``"random": false`` until it is done)."""

from __future__ import annotations

PENDING: frozenset[str] = frozenset(f"avx-{n:03d}" for n in range(35, 133))
