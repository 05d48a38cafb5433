"""The booster cards of Avengers vs. X-Men (#35-#132): one module per character, each card a
data entry in ``avx_boosters.json`` plus its abilities here, registered with ``effects.ability``
beside the printed text they implement. Importing this package registers them all."""

from __future__ import annotations
