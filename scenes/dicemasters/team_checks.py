"""What a person should know about a Dice Masters team as it is built: early warnings worded
for people (the engine's ``validate_team`` still decides when the team is used), and the
character cards grouped into the builder's columns."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from game.dicemasters.cards import CARDS, CHARACTER_CARDS, card_name
from game.dicemasters.formats import EXACT_TEAMS, FORMAT_RULES

MessageKind = Literal["error", "warn", "ok"]
Message = tuple[MessageKind, str]


def team_messages(
    t: Callable[..., str], lang: str, fmt: str, cards: dict[str, int], actions: list[str]
) -> list[Message]:
    """What a person should know about the team now, worst first.

    These are early warnings worded for people; the engine's ``validate_team`` (through
    ``teams.engine_check``) still decides when the team is used."""
    max_cards, max_dice = FORMAT_RULES[fmt][1], FORMAT_RULES[fmt][2]
    errors: list[Message] = []
    by_character: dict[str, str] = {}
    for cid, n in cards.items():
        character = CARDS[cid].character or cid
        if character in by_character:
            errors.append(
                (
                    "error",
                    t(
                        "dm_ui.tb.msg.same_name",
                        a=card_name(by_character[character], lang),
                        b=card_name(cid, lang),
                    ),
                )
            )
        else:
            by_character[character] = cid
        if n > CARDS[cid].max_dice:
            errors.append(
                (
                    "error",
                    t("dm_ui.tb.msg.over_max", card=card_name(cid, lang), dice=n, max=CARDS[cid].max_dice),
                )
            )
    total = sum(cards.values())
    if len(cards) > max_cards:
        errors.append(("error", t("dm_ui.tb.msg.over_cards", cards=len(cards), max=max_cards)))
    if total > max_dice:
        errors.append(("error", t("dm_ui.tb.msg.over_dice", dice=total, max=max_dice)))
    if not cards:
        errors.append(("error", t("dm_ui.tb.msg.empty")))
    if len(actions) < 2:
        errors.append(("error", t("dm_ui.tb.msg.actions", n=2 - len(actions))))
    notes: list[Message] = []
    if cards and (len(cards) < max_cards or total < max_dice):
        room = {"cards": max(0, max_cards - len(cards)), "dice": max(0, max_dice - total)}
        if fmt in EXACT_TEAMS:  # basic: exactly so many cards and dice, as the engine demands
            errors.append(("error", t("dm_ui.tb.msg.exact", **room)))
        else:
            notes.append(("warn", t("dm_ui.tb.msg.few", **room)))
    if not errors:
        notes.append(("ok", t("dm_ui.tb.msg.ok")))
    return errors + notes


def character_columns() -> list[list[str]]:
    """Character cards grouped by character, in card-number order: one grid column each."""
    groups: dict[str, list[str]] = {}
    for cid in sorted(CHARACTER_CARDS, key=lambda c: CARDS[c].number):
        groups.setdefault(CARDS[cid].character or cid, []).append(cid)
    return list(groups.values())


__all__ = ["Message", "MessageKind", "team_messages", "character_columns"]
