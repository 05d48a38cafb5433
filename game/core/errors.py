"""The exceptions every game raises: one clear message, never a crash of the caller."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action that is not among ``legal_actions()`` now; the state is untouched."""


class OptionError(ValueError):
    """A bad game name, player count or option; the message names the valid choices."""


class SaveError(ValueError):
    """A save file that cannot be loaded (damaged, truncated, hand-edited, wrong version)."""
