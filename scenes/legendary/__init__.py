"""Legendary screens: setup and the table. Importing this package registers them with
``scenes.registry`` (setup for the title tile, table for Continue, screenshots)."""

from __future__ import annotations

from . import setup, shots, table  # noqa: F401  (registration)
