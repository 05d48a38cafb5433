"""How each character of the boosters looks across dice and cards, in the order of
``glyphs.STYLE_PARTS``: the die body (the card data's die colour; the many black dice of the set
kept black, each a shade of its own), an accent for the card art's halo, and the two ends of
the art's gradient, chosen from the character's colours so two cards side by side never look
alike. The starter's characters keep theirs in ``sprites.glyphs``."""

from __future__ import annotations

from .draw import palette
from .pen import Colour

PARTS = ("body", "accent", "art", "art2")

_SPEC = """
angel #7e8fab #f4f6ff #1e2a48 #8fa6d6
black-widow #161216 #e0282c #1a080c #8c1c24
colossus #c9d3de #eef3f8 #1c2a44 #8898b4
cyclops #0a4780 #ff4040 #08182e #2f6eb0
deadpool #8c2414 #1a1a1a #240606 #c03a24
doctor-doom #88965f #c4c8d0 #1a2412 #6a7a44
doctor-octopus #1a4c19 #f0c23a #0c1e0c #4c8a38
doctor-strange #587874 #f2c83c #1e1034 #5a6e94
gambit #56292d #ff5aa8 #1c0a14 #842e54
ghost-rider #1c1412 #ff8c1c #1a0600 #b23a0c
green-goblin #58ab25 #a050d4 #1e0c30 #58a028
hawkeye #a764a7 #f0d8f0 #2a1238 #a868b8
loki #4c651e #e8c23c #121c08 #607e24
magneto #8c1b37 #b070e0 #2a0614 #a82848
mr-fantastic #094b99 #ffffff #061a38 #2c74cc
mystique #508e9d #ffd838 #0c2430 #c84030
nick-fury #1c1e24 #aab4c4 #0c1420 #3e4e68
nightcrawler #16101c #5a86f0 #0a0616 #44348a
nova #15263a #f4c83c #060c18 #b08a20
phoenix #b20300 #ffc020 #3a0400 #f05010
professor-x #4d625d #e4dcff #121a26 #6c5aa0
punisher #101012 #f8f8f8 #060608 #50505a
rogue #c4a30a #38a048 #10281a #3c8c4c
silver-surfer #e0e4ec #9ad8ff #0a1030 #6a7ec4
thing #b88822 #4a70c8 #3a1c06 #d88c2c
venom #0a0a0e #ffffff #050508 #34344a
war-machine #36272c #9ca0a8 #101014 #6a5a60
wolverine #b69826 #3048a8 #20281c #d0b030
mjolnir #f6f6f4 #9ab4e0 #141a2c #6c80aa
vibranium-shield #aa2e31 #e8ecf2 #0c1a40 #c0303a
"""


def _styles(spec: str) -> dict[str, dict[str, Colour]]:
    rows = (line.split() for line in spec.strip().splitlines())
    return {name: palette(" ".join(f"{p} {c}" for p, c in zip(PARTS, colours))) for name, *colours in rows}


STYLES: dict[str, dict[str, Colour]] = _styles(_SPEC)
