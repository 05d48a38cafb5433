"""Dice Masters screens: setup, team builder and the table. Importing this package registers
them with ``scenes.registry`` (setup for the title tile, table for Continue, screenshots)."""

from __future__ import annotations

from . import setup, shots, table, teambuilder

__all__ = ["setup", "teambuilder", "table", "shots"]
