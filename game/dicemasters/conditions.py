"""Conditions and terms that card texts share beyond the starter set: the underdog checks ("if
your opponent has more life / more fielded characters than you"), extra dice in Clear and Draw,
drawing and rolling for an ability, stat doubling, "to the prep area instead of the used pile",
and Globals with an extra cost or a once-per-turn limit.

Decision: "Once during your turn" lets a player use that card's Global only on their own turn, and
once per turn for each card that prints it (two cards with the same Global text are two Globals).
Decision: an extra cost of a Global ("take 2 damage", "knock out one of your Sidekick
characters") is paid after its energy, before its effect; a player without a Sidekick character
can't use a Global that needs one. The damage taken as a cost is damage (it can be redirected and
answers "when you take damage"), but no ability adds to it.
Decision: doubling a character's attack and defense adds its current A and D (printed face plus
every modifier as the doubling resolves) as one more modifier; later modifiers add to the result
and are not doubled (publisher's ruling: doubling applies to the current value).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from . import tasks as K
from .cards import SIDEKICK
from .effects import code, hooked, knock_out, mod, stats
from .state import Die, player_target

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

# die flag: at the end of combat this unblocked attacker goes to its prep area, not out of play
# on its way to the used pile ("return Colossus to the prep area instead of the used pile")
TO_PREP = "to_prep"
Targets = Callable[["DiceMasters", int], list[str]]


# -- underdog ------------------------------------------------------------------------------------
def opponent_has_more_life(g: DiceMasters, p: int) -> bool:
    """ "If your opponent has more life than you"."""
    return g.life[1 - p] > g.life[p]


def opponent_has_more_fielded(g: DiceMasters, p: int) -> bool:
    """ "If your opponent has more fielded characters than you" (the attack zone is the field)."""
    return len(g.characters(1 - p)) > len(g.characters(p))


# -- drawing -------------------------------------------------------------------------------------
def extra_draws(g: DiceMasters, p: int) -> int:
    """How many dice player ``p`` draws beyond the four of Clear and Draw: each card of their team
    with an ``extra_draw`` ability answers ``(game, player) -> dice``.

    Decision: the extra dice are drawn with the four, as one draw; the life lost for dice that
    can't be drawn counts only the four dice the rules draw."""
    n = 0
    for card in hooked(g.team[p], "extra_draw"):
        fn = code(card, "extra_draw")
        assert fn is not None
        n += int(fn(g, p))
    return n


def draw_to(g: DiceMasters, p: int, n: int, zone: Literal["prep", "reserve", "used"]) -> list[str]:
    """Draw ``n`` dice into ``zone``; the ids of the dice drawn (fewer when the bag and the used
    pile run out)."""
    got = g.draw(p, n, zone)
    row = g.zones[p][zone]
    return row[len(row) - got :] if got else []


def roll_into_reserve(g: DiceMasters, p: int, dice: list[str]) -> None:
    """Roll these (drawn) dice into player ``p``'s reserve pool."""
    for did in dice:
        d = g.dice[did]
        if d.zone != "reserve":
            g.move(d, "reserve", p)
        g.roll(d)


def return_to_bag(g: DiceMasters, p: int, did: str) -> None:
    """Put a drawn die back in the bag, which is shaken (the next die drawn is a random one)."""
    g.move(g.dice[did], "bag", p)
    g.rng.shuffle(g.zones[p]["bag"])


def distinct(g: DiceMasters, dice: list[str]) -> list[str]:
    """Unrolled dice to choose among: one of each card (dice of one card are alike there)."""
    out: list[str] = []
    seen: set[str] = set()
    for did in dice:
        card = g.dice[did].card
        if card not in seen:
            seen.add(card)
            out.append(did)
    return out


# -- stats ---------------------------------------------------------------------------------------
def double_stats(g: DiceMasters, d: Die) -> None:
    """Double a character's attack and defense: its current A and D are added once more."""
    a, df = stats(g, d)
    mod(g, d, a, df)


# -- Globals with terms --------------------------------------------------------------------------
GlobalEffect = Literal["draw", "damage"]


@dataclass(frozen=True)
class GlobalTerms:
    """What a Global asks beyond its energy and what it gives, for the rules and the computer:
    ``effect`` ``amount`` (dice drawn for you, or damage to its target), ``life_cost`` (damage you
    take), ``sidekick_cost`` (one of your Sidekick characters knocked out), ``once_per_turn``
    ("Once during your turn")."""

    card: str
    effect: GlobalEffect
    amount: int
    life_cost: int = 0
    sidekick_cost: bool = False
    once_per_turn: bool = False


TERMS: dict[str, GlobalTerms] = {}


def own_sidekicks(g: DiceMasters, p: int) -> list[str]:
    return [d.id for d in g.characters(p) if d.card == SIDEKICK and d.owner == p]


def used_this_turn(g: DiceMasters, p: int, card: str) -> bool:
    return [p, card] in g.turnflags.get("globals_used", [])


def can_use(g: DiceMasters, p: int, terms: GlobalTerms) -> bool:
    """Whether player ``p`` may use the Global now, as far as its terms go."""
    if terms.once_per_turn and (p != g.active or used_this_turn(g, p, terms.card)):
        return False
    return not (terms.sidekick_cost and not own_sidekicks(g, p))


def limited(terms: GlobalTerms, targets: Targets) -> Targets:
    """The targets of a Global with ``terms`` (none while its terms forbid it); registers them."""
    TERMS[terms.card] = terms

    def usable_targets(g: DiceMasters, p: int) -> list[str]:
        return targets(g, p) if can_use(g, p, terms) else []

    return usable_targets


def mark_used(g: DiceMasters, p: int, card: str) -> None:
    """Record the use of a once-per-turn Global (the turn's flags are reset when a turn starts)."""
    used = g.turnflags.setdefault("globals_used", [])
    if [p, card] not in used:
        used.append([p, card])


def take_damage_cost(g: DiceMasters, t: K.CardHook, n: int) -> bool:
    """Pay "take ``n`` damage": the first time, queue the damage to ``t``'s player and run ``t``
    again after it (return False); once it is taken, return True."""
    if t.ans.get("life_cost"):
        return True
    t.ans["life_cost"] = True
    g.push(t)
    src = K.Source(t.player, "global", t.card)
    g.push(K.Damage(src=src, amounts={player_target(t.player): n}, amplified=True))
    return False


def knock_out_own_sidekick(g: DiceMasters, t: K.GlobalAbility) -> bool:
    """Pay "knock out one of your Sidekick characters" (not the Global's target); False if none."""
    options = [x for x in own_sidekicks(g, t.player) if x != t.target]
    pick = g.ask_target(t, "sidekick", t.player, options, t.card, harms=True)
    if pick is None:
        return False
    if not t.ans.get("sidekick_out"):
        t.ans["sidekick_out"] = True
        knock_out(g, g.dice[pick])
    return True
