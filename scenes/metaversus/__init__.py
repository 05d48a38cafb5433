"""MetaVersus Genesis screens: setup, the table (replacement round and draft included) and
their screenshots. Importing this package registers them with ``scenes.registry``."""

from __future__ import annotations

from . import setup, shots, table  # noqa: F401  (registration)
