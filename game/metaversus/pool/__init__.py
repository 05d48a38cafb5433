"""Every card's program, by pack: the Beginner pack has one module per attribute; the Casual
pack (attribute combos), the Vanilla pack (bargains) and the Aether Rift expansion one module
each (``casual``, ``vanilla``, ``aether``).

Importing this package registers every program; ``resolve.check_programs`` then checks them
against the card data. A new pack is a new module beside these, imported the same way.
"""

from . import (  # noqa: F401
    aether,
    basic,
    casual,
    characters,
    curse,
    darkness,
    fire,
    flash,
    moon,
    sky,
    soil,
    vanilla,
    water,
    wood,
)
