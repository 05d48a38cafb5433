"""The mechanisms card texts are built from: how card code is registered, stats, knock-outs.

Card code is registered with ``ability(card, printed text, hook)`` (into ``state.ABILITIES``,
checked against the card data at import). The hooks, by who asks them:

- Triggered (tasks, ``tasks.CardHook``; queued with ``queue``, ordered by ``triggers.Batch``):
  ``fielded``, ``you_field``, ``attacks``, ``blocks``, ``after_blockers``, ``you_or_it_damaged``,
  ``took_damage``, ``damaged_opponent``, ``knocked_out``, ``action``, ``global``,
  ``you_use_action`` (``tasks.YouUseAction``), ``knocks_out`` and ``damages_character``
  (``engagement``), and the windows ``start_of_turn``, ``start_of_attack``, ``end_of_attack``,
  ``end_of_turn`` (``queue_window``; once per die, or per card with ``per_card=True``; delayed
  effects with ``at_end_of_turn``).
- Stats and damage: ``aura`` (stat bonuses while active), ``reduce`` (damage a die takes),
  ``prevent`` (the energy type that prevents an effect on the die), ``amplify`` (adds to damage
  being dealt), ``redirect`` (moves damage from a player), ``redirect_die`` (moves damage from the
  die to another character), ``immune`` (how much of the damage the die takes, by its source) and
  ``prevent_damage`` (a Global preventing 1 damage as it would be dealt; ``action_cards``).
- Combat (``engagement``): ``cant_be_blocked_by``, ``first_strike`` (his damage in a round of its
  own, first), ``full_damage`` (each of several blockers takes his full attack), ``overcrush``
  (damage beyond the blockers' total defense goes to the opponent), ``instead_of_blockers``
  (his damage to the opponent instead), ``extra_blocks`` (more attackers a blocker may block).
- Turn and economy: ``extra_draw`` (dice beyond the four of Clear and Draw; ``conditions``),
  ``activated`` (an ability paid for in a priority window; ``control``, ``tasks.UseAbility``),
  ``free_purchase`` (``control``), ``lock`` (what the owner's opponent can't do, lifted with
  life), ``field_cost`` (the energy a die costs to field), ``hits_twice`` (an unblocked attacker
  damages the opponent again) and ``damages_opponent_global`` (a Global offered when one of its
  user's characters damages the opponent; all four in ``locks``).

The damage pipeline is in ``damage``, effects on dice in ``ops``, simultaneous triggers in
``triggers``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from . import records as R
from . import tasks as K
from .cards import CARDS, SIDEKICK
from .state import ABILITIES, FACES, FIELD_ZONES, Die, ability_card

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

F = TypeVar("F", bound=Callable[..., Any])
# Stat auras of While Active cards: functions(game, die) -> (attack bonus, defense bonus).
AURAS: list[Callable[[DiceMasters, Die], tuple[int, int]]] = []
AURA_CARDS: list[str] = []  # the card of each aura
# Additions to damage being dealt, asked once per damage event before it is dealt (Flame On!).
AMPLIFIERS: list[Callable[[DiceMasters, K.Damage, dict[str, int]], None]] = []
# Conditions of triggered abilities: a trigger whose condition is false is not queued (no event,
# no ordering question). (card, hook) -> function(game, trigger) -> bool
CONDITIONS: dict[tuple[str, str], Callable[[DiceMasters, Any], bool]] = {}
# Window abilities (start/end of turn, start/end of the attack step) that trigger once per card
# ("not once per die"), not once for each fielded die of the card: (card, hook)
PER_CARD: set[tuple[str, str]] = set()
WINDOW_HOOKS: dict[str, Callable[[int, str, str], K.CardHook]] = {
    "start_of_turn": K.StartOfTurn,
    "start_of_attack": K.StartOfAttack,
    "end_of_attack": K.EndOfAttack,
    "end_of_turn": K.EndOfTurn,
}


def ability(
    card: str,
    text: str,
    hook: str,
    when: Callable[[DiceMasters, Any], bool] | None = None,
    *,
    per_card: bool = False,
) -> Callable[[F], F]:
    """Register the decorated function as ``card``'s code for ``hook``, implementing ``text``
    (words printed on the card); ``when``: a triggered ability's condition to trigger at all;
    ``per_card``: a window ability that triggers once for the card, not once per fielded die."""

    def register(fn: F) -> F:
        ABILITIES.ability(card, text, hook)(fn)
        if when is not None:
            CONDITIONS[(card, hook)] = when
        if per_card:
            PER_CARD.add((card, hook))
        if hook == "aura":
            AURAS.append(fn)
            AURA_CARDS.append(card)
        elif hook == "amplify":
            AMPLIFIERS.append(fn)
        return fn

    return register


_BY_KEY = ABILITIES.by_key


def has(card: str, hook: str) -> bool:
    return (card, hook) in _BY_KEY


def code(card: str, hook: str) -> Callable[..., Any] | None:
    found = _BY_KEY.get((card, hook))
    return None if found is None else found.fn


# cards -> {hook: those of the cards that have code for it, in order}: a team's cards never change
# during a game, and the loops that ask each card of a team for a hook run at every step
_HOOKS: dict[tuple[str, ...], dict[str, tuple[str, ...]]] = {}


def team_hooks(cards: list[str]) -> dict[str, tuple[str, ...]]:
    """The hooks ``cards`` (a team, the basic actions) have code for: hook -> cards, in order."""
    key = tuple(cards)
    found = _HOOKS.get(key)
    if found is None:
        if len(_HOOKS) >= 2048:  # many different teams in one process: start again
            _HOOKS.clear()
        lists: dict[str, list[str]] = {}
        for card, hook in _BY_KEY:
            if card in key:
                lists.setdefault(hook, [])
        for hook, out in lists.items():
            out.extend(c for c in key if (c, hook) in _BY_KEY)
        found = _HOOKS[key] = {hook: tuple(out) for hook, out in lists.items()}
    return found


def game_hooks(
    g: DiceMasters,
) -> tuple[tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]], frozenset[str]]:
    """Both teams' hooks (``team_hooks`` of each) and the hooks of every card in the game (both
    teams and the basic actions), kept on the game (``_hooks``, not state) while its teams and
    basic actions are the same lists: those lists never change during a game."""
    team, bac = g.team, g.bac
    m = g._hooks
    if m is not None and m[0] is team[0] and m[1] is team[1] and m[2] is bac:
        return m[3]
    t0, t1 = team_hooks(team[0]), team_hooks(team[1])
    found = ((t0, t1), frozenset((*t0, *t1, *team_hooks(bac))))
    g._hooks = (team[0], team[1], bac, found)
    return found


def hooked(cards: list[str], hook: str) -> tuple[str, ...]:
    """The cards of ``cards`` (a team, the basic actions) with code for ``hook``, in their order."""
    return team_hooks(cards).get(hook, ())


def stats(
    g: DiceMasters, d: Die, auras: tuple[Callable[[DiceMasters, Die], tuple[int, int]], ...] | None = None
) -> tuple[int, int]:
    """A character's A and D: printed face + modifiers + auras, never below 0 (``auras``: the
    game's, ``game_auras(g)``, when the caller has them)."""
    f = d.showing
    assert f is not None
    copied = copied_stats(d) if d.flags else None
    a, df = (copied[0], copied[1]) if copied else (f.attack, f.defense)
    a += d.a_mod
    df += d.d_mod
    for aura in game_auras(g) if auras is None else auras:
        da, dd = aura(g, d)
        a += da
        df += dd
    return (a if a > 0 else 0), (df if df > 0 else 0)


# (basic actions, team 0, team 1) -> the auras of the cards in that game
_GAME_AURAS: dict[tuple[tuple[str, ...], ...], tuple[Callable[[DiceMasters, Die], tuple[int, int]], ...]] = {}


def game_auras(g: DiceMasters) -> tuple[Callable[[DiceMasters, Die], tuple[int, int]], ...]:
    """The auras of the cards in the game (its teams and basic actions), in ``AURAS`` order: an
    aura of a card not in the game gives nothing (no die shows that card or copies its abilities,
    which are always a die's in the game)."""
    team, bac = g.team, g.bac
    m = g._auras  # kept on the game while its card lists are the same lists (as ``game_hooks``)
    if m is not None and m[0] is team[0] and m[1] is team[1] and m[2] is bac:
        return m[3]
    key = (tuple(bac), tuple(team[0]), tuple(team[1]))
    found = _GAME_AURAS.get(key)
    if found is None:
        if len(_GAME_AURAS) >= 1024:
            _GAME_AURAS.clear()
        present = {*key[0], *key[1], *key[2]}
        found = _GAME_AURAS[key] = tuple(fn for card, fn in zip(AURA_CARDS, AURAS) if card in present)
    g._auras = (team[0], team[1], bac, found)
    return found


def copied_stats(d: Die) -> list[int] | None:
    """The stats a die copies instead of its face's (A, D, bursts): fixed ones (``copy``), or the
    face of the same level of the card whose faces it copies (``faces_of``; see ``copying``)."""
    copied = d.flags.get("copy")
    if copied:
        return list(copied)
    of = d.flags.get("faces_of")
    f = d.showing
    if isinstance(of, str) and f is not None and f.kind == "character":
        for face in FACES.get(of, ()):
            if face.kind == "character" and face.level == f.level:
                return [face.attack, face.defense, face.bursts]
    return None


def bursts(d: Die) -> int:
    copied = copied_stats(d) if d.flags else None
    if copied:
        return int(copied[2])
    f = d.showing
    return 0 if f is None else f.bursts


def level(d: Die) -> int:
    f = d.showing
    return 0 if f is None or f.kind != "character" else f.level


def energy_type(d: Die) -> str | None:
    """A die's "[F] character" type is its card's energy type (Sidekicks have none)."""
    whole = d.flags.get("card_of")  # a die that copies a whole card has its energy type
    c = CARDS.get(whole if isinstance(whole, str) else d.card)
    return None if c is None else c.energy


def fielded(g: DiceMasters, did: str) -> bool:
    """Whether die ``did`` is a character in the field still (a window ability resolving after
    its die left does nothing)."""
    d = g.dice[did]
    return d.zone in FIELD_ZONES and d.is_character


def opponent_chars(g: DiceMasters, p: int) -> list[Die]:
    return g.characters(1 - p)


def mod(g: DiceMasters, d: Die, a: int, df: int) -> None:
    d.a_mod += a
    d.d_mod += df
    sa, sd = stats(g, d)
    g.ev.append(R.StatsChanged(d.id, d.card, sa, sd))


def queue(g: DiceMasters, item: K.CardHook) -> None:
    """Queue a triggered ability; simultaneous ones are ordered by a ``Batch`` afterwards."""
    cond = CONDITIONS.get((item.card, item.hook))
    if cond is None or cond(g, item):
        g.trig.append(item)


def queue_window(g: DiceMasters, hook: str) -> None:
    """Queue the ``hook`` window abilities of the dice in the field, the active player's first:
    one per die, or one per card for ``per_card`` abilities; then the delayed effects recorded
    for the end of the turn (``at_end_of_turn``)."""
    cls = WINDOW_HOOKS[hook]
    # a die uses the abilities of its card or of a card it copies, always a card in the game
    in_game = hook in game_hooks(g)[1]
    if not in_game and hook != "end_of_turn" and hook != "start_of_attack":
        return  # nothing in the game answers this window
    seen: set[tuple[int, str, str]] = set()
    for p in (g.active, 1 - g.active) if in_game else ():
        for zn in FIELD_ZONES:
            for did in g.zones[p][zn]:
                d = g.dice[did]
                if not d.is_character or d.ctrl is None:
                    continue
                card = ability_card(d)
                if not has(card, hook):
                    continue
                key = (d.ctrl, card, "" if (card, hook) in PER_CARD else d.id)
                if key not in seen:
                    seen.add(key)
                    queue(g, cls(d.ctrl, card, d.id))
    if hook == "end_of_turn":
        for p, card, did in g.turnflags.get("at_end", []):
            if (p, card, did) not in seen and (p, card, "") not in seen:
                seen.add((p, card, did))
                queue(g, K.EndOfTurn(p, card, did))
    if hook == "start_of_attack":
        for p, card, did in g.turnflags.get("at_attack", []):
            queue(g, K.StartOfAttack(p, card, did))


def at_start_of_attack(g: DiceMasters, p: int, card: str, die: str) -> None:
    """Record a delayed effect of an action die: ``card``'s ``start_of_attack`` code runs for player
    ``p`` about ``die`` at the start of this turn's attack step (if the turn has one still to come)."""
    g.turnflags.setdefault("at_attack", []).append([p, card, die])


def at_end_of_turn(g: DiceMasters, p: int, card: str, die: str) -> None:
    """Record a delayed effect: ``card``'s ``end_of_turn`` code runs for player ``p`` about ``die``
    at the end of this turn, wherever the die that made it is by then."""
    g.turnflags.setdefault("at_end", []).append([p, card, die])


# -- knock-outs --------------------------------------------------------------------------------
def knock_out(g: DiceMasters, d: Die) -> None:
    if d.zone not in FIELD_ZONES:
        return
    combat = g.combat
    blocking = d.id in combat["blocks"]
    attacking = d.zone == "attack" and d.id in combat["attackers"]
    b = bursts(d)
    p = d.ctrl
    g.ev.append(R.KnockedOut(d.owner if d.owner is not None else -1, d.id, d.card))
    if attacking and p is not None and g.turnflags.get("invulnerable", [False, False])[p]:
        # Invulnerability: "Your attacking characters that are knocked out (this turn) return to the field."
        combat["attackers"].remove(d.id)
        g.move(d, "field", p)
        d.damage = 0  # back in the field as a fresh character, out of this combat
        return
    if blocking:
        del combat["blocks"][d.id]
    owner = d.owner
    g.move(d, "prep", owner)
    card = ability_card(d)
    if owner is not None and has(card, "knocked_out"):
        queue(g, K.KnockedOut(owner, card, d.id, blocking, b))


def check_kos(g: DiceMasters) -> None:
    """A character with damage >= D, or whose D became 0, is knocked out at once."""
    changed = True
    auras = game_auras(g)
    while changed:
        changed = False
        for p in (g.active, 1 - g.active):
            for d in g.characters(p):
                _, df = stats(g, d, auras)
                if df <= 0 or d.damage >= df:
                    knock_out(g, d)
                    changed = True


def engaged_with(g: DiceMasters, a: str | None, b: str) -> bool:
    """Whether die ``a`` blocked ``b`` or ``b`` blocked ``a`` in this combat (even if one of them
    has since been knocked out by the damage it took there)."""
    pairs = g.combat.get("engaged", [])
    return a is not None and ([a, b] in pairs or [b, a] in pairs)


def sidekick_aura(g: DiceMasters, d: Die, card: str) -> tuple[int, int]:
    """+1A and +1D for the Sidekick characters of a player while ``card`` is active for them."""
    p = d.ctrl
    if d.card != SIDEKICK or p is None or card not in g.team[p] or not g.is_active(p, card):
        return 0, 0
    return 1, 1
