"""The original Beginner pack: one module per attribute, each registering its cards' programs.

Importing this package registers every program; ``resolve.check_programs`` then checks them
against the card data. A new pack is a new package beside this one, imported the same way.
"""

# ``aether``: the Aether Rift expansion's cards and characters, in one module.
from . import aether, basic, characters, curse, darkness, fire, flash, moon, sky, soil, water, wood  # noqa: F401
