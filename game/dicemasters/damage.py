"""Prevention and the damage pipeline.

One damage event (``tasks.Damage``) goes: prevention (a die's holder may pay to keep it from
being affected, not for damage from a character engaged with it), additions (``amplify``
abilities, once per event), redirection from a player to their characters (``redirect``), then
reductions and the damage itself all at once; knock-outs follow, then the "when damaged"
triggers, once per damage event, answering the state the damage found.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import records as R
from . import tasks as K
from .action_cards import shield_damage
from .effects import AMPLIFIERS, bursts, check_kos, code, engaged_with, game_hooks, has, hooked, queue
from .state import FIELD_ZONES, ability_card, target_player, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


# What answers a damage event once it is dealt, after its triggers are queued (the Globals of
# "when one of your characters damages your opponent"): functions(game, damage, dealt)
AFTER_DAMAGE: list[Callable[[DiceMasters, K.Damage, dict[str, int]], None]] = []


def prevent_stage(g: DiceMasters, t: K.Preventable, dice: list[str], harmful: bool) -> list[str]:
    """Ask each holder of a die that may prevent the effect (once per die); the dice not prevented."""
    src_player = t.src.player
    prevented = t.prevented
    checked = t.checked
    for did in dice:
        if did in checked or target_player(did) is not None:
            continue
        d = g.dice[did]
        prevent = code(ability_card(d), "prevent")
        etype = prevent(g, d) if prevent is not None else None
        # "Tiger": "(other than damage from a character engaged with him)": combat damage, and an
        # ability's damage from a character engaged with him (Iron Man, Playboy blocking him).
        from_engaged = isinstance(t, K.Damage) and (t.src.kind == "combat" or engaged_with(g, t.src.die, did))
        if (
            etype
            and d.zone in FIELD_ZONES
            and d.ctrl is not None
            and not from_engaged
            and (harmful or src_player != d.ctrl)
        ):
            if g.ask_pay(t, f"prevent:{did}", d.ctrl, 1, [etype], d.card, optional="decline"):
                prevented.append(did)
                g.ev.append(R.EffectPrevented(d.ctrl, did, d.card))
        checked.append(did)
    return [x for x in dice if x not in prevented]


def deal_damage(
    g: DiceMasters,
    src: K.Source,
    amounts: dict[str, int],
    to_player: dict[str, int] | None = None,
    by: dict[str, list[str]] | None = None,
) -> None:
    """Queue one damage event: ``amounts`` by target (a die id or ``player:N``); ``by``: the dice
    whose damage each target takes (combat damage)."""
    amounts = {k: v for k, v in amounts.items() if v > 0}
    g.push(K.Damage(src=src, amounts=amounts, to_player=to_player or {}, by=by or {}))


@task(K.Damage)
def damage_task(g: DiceMasters, t: K.Damage) -> None:
    amounts = t.amounts
    # 1. prevention (not for damage from a character engaged with the die)
    prevent_stage(g, t, sorted(amounts), True)
    for did in t.prevented:
        amounts.pop(did, None)
    # 2. additions to this damage (Flame On!), once per damage event
    for amplify in AMPLIFIERS:
        amplify(g, t, amounts)
    # 3. redirect from a player to their characters (Iron Man "Inventor" global)
    redirecting = redirecting_cards(g)
    for p in (g.active, 1 - g.active):
        for card in redirecting:
            redirect = code(card, "redirect")
            assert redirect is not None
            redirect(g, t, amounts, p)
    # 3b. redirect from a die to another character (Nova, "Bucket Head": hook ``redirect_die``)
    for tgt in sorted(amounts):
        if target_player(tgt) is None and amounts.get(tgt, 0) > 0 and g.dice[tgt].zone in FIELD_ZONES:
            move = code(ability_card(g.dice[tgt]), "redirect_die")
            if move is not None:
                move(g, t, amounts, tgt)
    # 3c. damage not taken: immunities, dice touching a character, "prevent 1 damage" Globals
    shield_damage(g, t, amounts)
    # 4. apply: reductions, then all at once
    dealt: dict[str, int] = {}
    for tgt in sorted(amounts, key=lambda x: (target_player(x) is None, x)):
        n = amounts[tgt]
        tp = target_player(tgt)
        if tp is None:
            d = g.dice[tgt]
            if d.zone not in FIELD_ZONES or not d.is_character:
                continue
            reduce = code(ability_card(d), "reduce")
            if reduce is not None:
                n = reduce(g, d, n)
            if n <= 0:
                continue
            d.damage += n
        elif n <= 0:
            continue
        dealt[tgt] = n
        if tp is None:
            d = g.dice[tgt]
            g.ev.append(R.DamageDealt(tgt, n, d.card, d.owner if d.owner is not None else -1))
        else:
            g.ev.append(R.PlayerDamaged(tgt, n, tp))
    for tgt, n in dealt.items():
        tp = target_player(tgt)
        if tp is not None:
            g.change_life(tp, -n)
    t.dealt = dealt
    # Decision: the state the damage found decides what answers it, even when the damage knocks
    # the die out: the face each damaged die showed (its bursts) and which While Active cards were
    # active (Iron Man, Philanthropist gains 2 life from his burst face as he falls).
    seen = _damage_snapshot(g, dealt)
    check_kos(g)
    _damage_triggers(g, t, dealt, seen)
    for after in AFTER_DAMAGE:
        after(g, t, dealt)


def redirecting_cards(g: DiceMasters) -> list[str]:
    """The cards in the game with a Global that redirects damage (each once, in table order)."""
    out: list[str] = []
    if "redirect" not in game_hooks(g)[1]:  # no card in the game has one (most games)
        return out
    for cards in (g.bac, g.team[0], g.team[1]):
        for card in hooked(cards, "redirect"):
            if card not in out:
                out.append(card)
    return out


def _damage_snapshot(g: DiceMasters, dealt: dict[str, int]) -> dict[str, Any]:
    """What the damage found as it was dealt: each damaged die's bursts, the active While Active cards."""
    active = (
        [(p, card) for p in (0, 1) for card in hooked(g.team[p], "you_or_it_damaged") if g.is_active(p, card)]
        if "you_or_it_damaged" in game_hooks(g)[1]
        else []
    )
    return {"bursts": {x: bursts(g.dice[x]) for x in dealt if target_player(x) is None}, "active": active}


def _damage_triggers(g: DiceMasters, t: K.Damage, dealt: dict[str, int], seen: dict[str, Any]) -> None:
    players_hit = {target_player(x) for x in dealt if target_player(x) is not None}
    dice_hit = [g.dice[x] for x in dealt if target_player(x) is None]
    for p in (g.active, 1 - g.active):
        for card in hooked(g.team[p], "you_or_it_damaged"):  # the cards ``seen["active"]`` may hold
            # "While Hulk is active, when either you or Hulk takes damage": once per damage event.
            if (p, card) in seen["active"]:
                hit = [d.id for d in dice_hit if d.card == card and d.owner == p]
                if p in players_hit or hit:
                    queue(g, K.YouOrItDamaged(p, card, hit, [seen["bursts"][x] for x in hit]))
    for d in dice_hit:
        card = ability_card(d)
        if d.owner is not None and has(card, "took_damage"):
            queue(g, K.TookDamage(d.owner, card, d.id, dealt[d.id], seen["bursts"][d.id], g.step))
    for did, n in t.to_player.items():
        d = g.dice[did]
        defender = 1 - g.active
        card = ability_card(d)
        if n > 0 and defender in players_hit and has(card, "damaged_opponent"):
            queue(g, K.DamagedOpponent(g.active, card, did))
