"""Simultaneous triggered abilities and the generic choices of card abilities.

Triggers queued by one task or answer are ordered by a ``Batch``: the active player's first,
each player choosing the order of their own when they differ. Abilities ask for targets (and
spins, for Focus Power) with ``TargetDecision``; optional ones may be declined.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action

from . import records as R
from . import tasks as K
from .decisions import PayDecision, TargetDecision, TriggerDecision
from .effects import code
from .ops import can_spin
from .state import answers, legal, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


def flush_triggers(g: DiceMasters) -> None:
    items, g.trig = g.trig, []
    g.push(K.Batch(items=items))


@task(K.Batch)
def batch_task(g: DiceMasters, t: K.Batch) -> None:
    items = t.items
    if not items:
        return
    mine = [x for x in items if x.player == g.active]
    group = mine if mine else items
    pick = t.pick
    t.pick = None
    if pick is None:
        if len({(x.card, x.hook) for x in group}) > 1:
            g.push(t)
            g.decision = TriggerDecision(group[0].player, tuple((x.card, K.hook_die(x)) for x in group), t.id)
            return
        pick = 0
    chosen = group[pick]
    items.remove(chosen)
    if items:
        g.push(t)
    g.ev.append(R.AbilityTriggered(chosen.player, chosen.card, K.hook_die(chosen)))
    g.push(chosen)


@task(
    K.Fielded,
    K.YouField,
    K.Attacks,
    K.Blocks,
    K.AfterBlocks,
    K.YouOrItDamaged,
    K.TookDamage,
    K.DamagedOpponent,
    K.KnockedOut,
    K.ActionDie,
    K.GlobalAbility,
    K.StartOfTurn,
    K.StartOfAttack,
    K.EndOfAttack,
    K.EndOfTurn,
)
def run_hook(g: DiceMasters, t: K.CardHook) -> None:
    fn = code(t.card, t.hook)
    assert fn is not None, f"{t.card} has no {t.hook} ability"
    fn(g, t)


@legal(TriggerDecision)
def _legal_trigger(g: DiceMasters, dec: TriggerDecision) -> list[Action]:
    seen = []
    out: list[Action] = []
    for card, die in dec.options:
        if (card, die) not in seen:
            seen.append((card, die))
            out.append(R.ChooseTrigger(card, die))
    return out


@answers(R.ChooseTrigger)
def _choose_trigger(g: DiceMasters, a: R.ChooseTrigger) -> None:
    dec = g.decision
    assert isinstance(dec, TriggerDecision)
    g.decision = None
    idx = [i for i, (c, d) in enumerate(dec.options) if c == a.card and d == a.die][0]
    batch = g.find_task(dec.task)
    assert isinstance(batch, K.Batch)
    batch.pick = idx


# -- generic target and spin decisions ---------------------------------------------------------
@legal(TargetDecision)
def _legal_target(g: DiceMasters, dec: TargetDecision) -> list[Action]:
    out: list[Action] = []
    if dec.spin:
        for tgt in dec.options:
            if can_spin(g.dice[tgt], "up"):
                out.append(R.Spin(dec.card, tgt, "up"))
            if can_spin(g.dice[tgt], "down"):
                out.append(R.Spin(dec.card, tgt, "down"))
    else:
        out = [R.ChooseTarget(dec.card, tgt) for tgt in dec.options]
    if dec.optional:
        out.append(R.Decline(dec.card))
    return out


@answers(R.ChooseTarget)
def _choose_target(g: DiceMasters, a: R.ChooseTarget) -> None:
    g.answer(a.target)


@answers(R.Spin)
def _spin(g: DiceMasters, a: R.Spin) -> None:
    g.answer([a.target, a.direction])


@answers(R.Decline)
def _decline(g: DiceMasters, a: R.Decline) -> None:
    g.answer(False if isinstance(g.decision, PayDecision) else None)
