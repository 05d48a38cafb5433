"""The original Beginner pack: one module per attribute, each registering its cards' effects.

Importing this package registers every effect; ``effects.EFFECTS`` is then complete and is
checked against the card data by ``game.metaversus.rules_data``.
"""

from . import basic, characters, curse, darkness, fire, flash, moon, sky, soil, water, wood  # noqa: F401
