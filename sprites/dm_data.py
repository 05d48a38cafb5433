"""What the Dice Masters pictures show of a card, read through the engine's card loader
(``game.dicemasters.cards``, which validates the set's file): names and texts per language,
cost, energy, Max, affiliations and die faces; and how a card looks (its style and emblem).

It draws nothing and decides no rule: the dice and card sprites ask it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

import pygame

from game.dicemasters import cards as engine_cards

from . import glyphs
from .caches import bounded
from .dm_palettes import STYLES as BOOSTER_STYLES

SIDEKICK = engine_cards.SIDEKICK
LANGS = engine_cards.LANGS

# Labels the card face prints itself (the rest of the text comes from the card data).
_LABEL_KEYS = {
    "global": "dm.card.global",
    "max": "dm.card.max",
    "sidekick_text": "dm.card.sidekick_text",
    "X-Men": "dm.aff.x_men",
    "Avengers": "dm.aff.avengers",
    "Fantastic Four": "dm.aff.fantastic_four",
    "Villains": "dm.aff.villains",
}


def label(key: str, lang: str) -> str:
    """A word printed on cards, from the string tables (``dm.card.*``, ``dm.aff.*``); a key the
    tables do not name (an affiliation of a new set) is printed as it is."""
    if key not in _LABEL_KEYS:
        return key
    from scenes.i18n import translator

    return translator()(_LABEL_KEYS[key], lang)


@dataclass(frozen=True)
class Texts:
    """A card's words in one language."""

    name: str
    subtitle: str
    text: str
    burst1: str | None
    burst2: str | None
    global_text: str | None


@dataclass(frozen=True)
class DmCard:
    """One card as the pictures need it (the sidekick is one too)."""

    id: str
    number: int
    kind: str  # "character", "action" (stays in play), "basic_action" or "sidekick"
    character: str
    cost: int
    energy: str | None
    max_dice: int
    color: str | None
    affiliations: tuple[str, ...]
    rarity: str = "starter"  # "starter", "common", "uncommon", "rare" or "super-rare"

    def texts(self, lang: str) -> Texts:
        return _texts(self.id, lang if lang in LANGS else "en")


@bounded(256)
def _texts(card_id: str, lang: str) -> Texts:
    info = engine_cards.card_info(card_id, lang)
    text = label("sidekick_text", lang) if card_id == SIDEKICK else str(info["text"] or "")
    return Texts(
        str(info["name"]), str(info["subtitle"] or ""), text, info["burst1"], info["burst2"], info["global"]
    )


@cache
def _cards() -> dict[str, DmCard]:
    out = {
        c.id: DmCard(
            c.id,
            c.number,
            c.kind,
            c.character or c.id,
            c.cost,
            c.energy,
            c.max_dice,
            c.color,
            c.affiliations,
            c.rarity,
        )
        for c in sorted(engine_cards.CARDS.values(), key=lambda c: c.number)
    }
    side = engine_cards.card_info(SIDEKICK)
    out[SIDEKICK] = DmCard(SIDEKICK, 0, "sidekick", SIDEKICK, 0, None, int(side["max_dice"]), None, ())
    return out


def card_ids() -> list[str]:
    """Every card of the set in number order, then the sidekick."""
    return list(_cards())


def card(card_id: str) -> DmCard:
    try:
        return _cards()[card_id]
    except KeyError:
        raise KeyError(f"unknown Dice Masters card {card_id!r}") from None


def die_faces(card_id: str) -> list[dict[str, Any]]:
    """The six faces of the die that belongs to ``card_id`` (basic actions share one die), as
    the card data writes them."""
    return [face.to_json() for face in engine_cards.faces_of(card_id)]


def style_key(card_id: str) -> str:
    c = _cards().get(card_id)
    if c is None:
        return SIDEKICK
    if c.kind == "basic_action":
        return "basic-action"
    return c.character


def die_colour(card_id: str) -> tuple[int, int, int]:
    """The body colour of the die: the character's own, sidekicks white, basic actions black."""
    key = style_key(card_id)
    if key in glyphs.CHARACTER_STYLES:
        return glyphs.CHARACTER_STYLES[key]["body"]
    if key in BOOSTER_STYLES:
        return BOOSTER_STYLES[key]["body"]
    c = _cards().get(card_id)
    if c is None or not c.color:
        return (160, 160, 160)
    colour = pygame.Color(c.color)
    return (colour.r, colour.g, colour.b)


def style(card_id: str) -> dict[str, tuple[int, int, int]]:
    """The card's colours (``glyphs.STYLE_PARTS``): the starter's from ``sprites.glyphs``, the
    boosters' from ``sprites.dm_palettes``."""
    key = style_key(card_id)
    if key in BOOSTER_STYLES:
        return BOOSTER_STYLES[key]
    return glyphs.style_for(key)


def emblem_for(card_id: str) -> str:
    """The emblem name in ``glyphs.EMBLEMS`` for a card (the character's, or the action's)."""
    c = _cards().get(card_id)
    if c is None:
        return "action"
    if c.kind == "basic_action":
        slug = re.sub(r"[^a-z]+", "-", c.texts("en").name.lower()).strip("-")
        name = f"action-{slug}"
        return name if name in glyphs.EMBLEMS else "action"
    return c.character
