"""Every card's code, registered by importing the card modules, and checked against the data.

Importing this module registers the heroes' programs (``heroes``), the villains' and henchmen's
(``villains``), the Masterminds' and Tactics' (``masterminds``) and the Schemes' ops
(``schemes``), then refuses with a ``CardDataError`` a card without code, code without a card, or
a quoted text that is not the card's printed text.
"""

from __future__ import annotations

from . import heroes as _heroes  # noqa: F401  (registration)
from . import masterminds as _masterminds  # noqa: F401  (registration)
from . import schemes as _schemes  # noqa: F401  (registration)
from . import villains as _villains  # noqa: F401  (registration)
from .abilities import ABILITIES, PROGRAMS
from .cards import needs_code, printed_texts
from .steps import parse_filters

ABILITIES.check(printed_texts(), needs_code=needs_code())
for _program in PROGRAMS.values():
    parse_filters(_program)
