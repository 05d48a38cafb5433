"""Legendary screens: setup and the table. Importing this package registers them with
``scenes.registry`` (setup for the title tile, table for Continue, screenshots)."""

from __future__ import annotations

import importlib

for _module in ("setup", "table", "shots"):
    try:
        importlib.import_module(f"{__name__}.{_module}")
    except ModuleNotFoundError as exc:  # a screen still being written
        if exc.name != f"{__name__}.{_module}":
            raise
