"""What a person should know about a Dice Masters team as it is built: the engine's verdict
(``formats.validate_team``, whose ``TeamError`` says what is wrong as data) worded for people in
their language, and how much room the team has left (the cards' columns: ``team_filter``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from game.core.errors import OptionError
from game.dicemasters.cards import card_name
from game.dicemasters.formats import EXACT_TEAMS, FORMAT_RULES, parse_actions, validate_team
from game.dicemasters.team_rules import TeamError, TeamProblem

MessageKind = Literal["error", "warn", "ok"]
Message = tuple[MessageKind, str]


def engine_problem(fmt: str, cards: dict[str, int]) -> TeamProblem | None:
    """What the engine finds wrong with ``cards`` as a team for ``fmt`` (None: nothing)."""
    _, max_cards, max_dice = FORMAT_RULES[fmt]
    try:
        validate_team(dict(cards), max_cards, max_dice, "team", exact=fmt in EXACT_TEAMS)
    except TeamError as exc:
        return exc.problem
    return None


def problem_text(t: Callable[..., str], lang: str, fmt: str, cards: dict[str, int], p: TeamProblem) -> str:
    """The engine's reason in the player's words."""
    names = [card_name(c, lang) for c in p.cards]
    if p.code in ("cards_exact", "dice_exact"):
        _, max_cards, max_dice = FORMAT_RULES[fmt]
        room = {"cards": max(0, max_cards - len(cards)), "dice": max(0, max_dice - sum(cards.values()))}
        return t("dm_ui.tb.msg.exact", **room)
    if p.code == "same_name":
        return t("dm_ui.tb.msg.same_name", a=names[0], b=names[1])
    if p.code == "over_max":
        return t("dm_ui.tb.msg.over_max", card=names[0], dice=p.count, max=p.limit)
    if p.code == "over_cards":
        return t("dm_ui.tb.msg.over_cards", cards=p.count, max=p.limit)
    if p.code == "over_dice":
        return t("dm_ui.tb.msg.over_dice", dice=p.count, max=p.limit)
    if p.code == "no_cards":
        return t("dm_ui.tb.msg.empty")
    if p.code == "no_die":
        return t("dm_ui.tb.msg.no_die", card=names[0])
    if p.code == "not_team_card":
        return t("dm_ui.tb.msg.not_team_card", card=names[0])
    return t("dm_ui.tb.msg.unknown_card", card=p.cards[0] if p.cards else "?")


def team_messages(
    t: Callable[..., str], lang: str, fmt: str, cards: dict[str, int], actions: list[str]
) -> list[Message]:
    """What a person should know about the team now, worst first: the engine's reason for
    refusing it (if any), the basic action cards still to pick, the room left."""
    errors: list[Message] = []
    problem = engine_problem(fmt, cards)
    if problem is not None:
        errors.append(("error", problem_text(t, lang, fmt, cards, problem)))
    try:
        parse_actions(list(actions), "actions")
    except OptionError:  # the builder keeps its picks different: only how many can be wrong
        errors.append(("error", t("dm_ui.tb.msg.actions", n=max(1, 2 - len(actions)))))
    notes: list[Message] = []
    _, max_cards, max_dice = FORMAT_RULES[fmt]
    total = sum(cards.values())
    # a team with all its dice has no room for another card (each card needs a die)
    if problem is None and cards and total < max_dice:
        room = {"n_cards": len(cards), "max_cards": max_cards, "n_dice": total, "max_dice": max_dice}
        notes.append(("warn", t("dm_ui.tb.msg.few", **room)))
    if not errors:
        notes.append(("ok", t("dm_ui.tb.msg.ok")))
    return errors + notes


__all__ = ["Message", "MessageKind", "team_messages", "engine_problem", "problem_text"]
