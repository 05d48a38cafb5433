"""Features of a Legendary position for the team: what the learned value (``game.core.learned``,
trained by ``python -m tools.train legendary``) weighs.

Every feature is open to the whole table (public zones and each deck's composition), so every
teammate reads the same value, as they read the same ``agents.outlook``: the outlook's own
estimate of the race (as a logit) and its two clocks; the Tactics left and the Scheme's
progress; the team's decks as sources of Attack and Recruit, and their Wounds; this turn's
Attack and Recruit still to spend, against the Mastermind's strength; the city (how full, how
strong, the villain on the Bridge, the Bystanders held there); the villain cards left; and the
number of players. The player's own Victory Points are not a feature: the team's win is what is
learned.
"""

from __future__ import annotations

import math
from typing import Any

from .agents import outlook, pace
from .cards import defn

NAMES: tuple[str, ...] = (
    "outlook",
    "clock_race",
    "turns_to_win",
    "tactics_left",
    "scheme_progress",
    "danger",
    "attack_per_hand",
    "recruit_per_hand",
    "wounds_per_card",
    "pool_attack",
    "pool_recruit",
    "city_full",
    "city_strength",
    "bridge",
    "city_bystanders",
    "villain_deck",
    "wounds_left",
    "one_over_players",
)
HORIZON = 30.0  # team turns beyond which a clock counts as far away


def _logit(p: float) -> float:
    p = min(1.0 - 1e-4, max(1e-4, p))
    return math.log(p / (1.0 - p))


def features(game: Any, player: int) -> list[float]:
    g = game
    o = outlook(g)
    n = max(1, g.n)
    mm = max(1, o.mastermind_strength)
    attack = recruit = 0.0
    wounds = cards = 0
    for pl in g.players:
        deck = pl.deck + pl.hand + pl.discard + pl.played
        p = pace(deck)
        mean, _ = p.turn()
        attack += mean
        recruit += p.recruit
        cards += len(deck)
        wounds += sum(1 for c in deck if defn(c).kind == "wound")
    in_city = [c for c in g.city if c is not None]
    strength = sum(g.strength(i) for i, c in enumerate(g.city) if c is not None)
    held = sum(len(g.captured.get(c, ())) for c in in_city)
    bridge = g.city[-1]
    main = g.phase == "main"
    return [
        _logit(o.win_chance),
        max(-HORIZON, min(HORIZON, o.turns_to_loss - o.turns_to_win)) / HORIZON,
        min(HORIZON, o.turns_to_win) / HORIZON,
        float(o.tactics_left),
        o.scheme_progress,
        1.0 if o.danger else 0.0,
        attack / n / mm,
        recruit / n,
        wounds / max(1, cards),
        (g.attack / mm) if main else 0.0,
        float(g.recruit) if main else 0.0,
        len(in_city) / 5.0,
        strength / (5.0 * mm),
        0.0 if bridge is None else 1.0 + len(g.captured.get(bridge, ())),
        float(held),
        len(g.villain_deck) / 30.0,
        o.wounds_left,
        1.0 / n,
    ]


__all__ = ["NAMES", "features"]
