"""The Attack Step after attackers are declared: blockers, the actions window, damage.

Blockers are declared one at a time (each to exactly one attacker; several may block one);
"can't be blocked by" restrictions and forced blocks are checked here. After "when blocks"
triggers comes the actions-and-globals window (attacker: action dice and Globals; defender:
Globals only). Damage is simultaneous: the attacker splits a blocked attacker's A among its
blockers by amounts, blockers hit back, unblocked attackers hit the player (overcrush sends the
excess over the blockers' total D to the player). Afterwards survivors return to the field and
unblocked attackers go out of play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action

from . import records as R
from . import tasks as K
from .action_cards import locked
from .conditions import TO_PREP
from .control import declare_extra_block, extra_block_pairs, extra_blockers_of, split_blocker_damage
from .damage import deal_damage
from .decisions import AssignDecision, BlockDecision
from .effects import check_kos, code, has, queue, queue_window, stats
from .engagement import (
    block_with,
    full_damage,
    instead_of_blockers,
    next_round,
    overcrush,
    striking,
    unblockable,
)
from .flow import open_priority, set_step
from .locks import second_hits
from .state import Die, ability_card, answers, legal, player_target, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


def attackers(g: DiceMasters) -> list[Die]:
    return [g.dice[i] for i in g.combat["attackers"] if g.dice[i].zone == "attack"]


def can_block(g: DiceMasters, b: Die, a: Die) -> bool:
    if not b.is_character or b.flags.get("cant_block") or locked(g, b):
        return False
    if unblockable(a):
        return False
    rule = code(ability_card(a), "cant_be_blocked_by")
    return not (rule is not None and rule(g, a, b))  # "can't" beats "can"


def block_options(g: DiceMasters) -> list[tuple[Die, Die]]:
    defender = 1 - g.active
    atts = attackers(g)
    free = [d for d in (g.dice[i] for i in g.zones[defender]["field"]) if d.is_character]
    pairs = [(b, a) for b in free for a in atts if can_block(g, b, a)]
    forcing = [a for a in atts if a.flags.get("forces_block")]
    if forcing:
        # Webslinger: every opposing character must block him if able.
        forced = {b.id for b, a in pairs if a in forcing}
        pairs = [(b, a) for b, a in pairs if b.id not in forced or a in forcing]
    if g.combat["blocks"]:
        # a blocking die that may block more attackers, spinning down for each (``control``)
        pairs += extra_block_pairs(g, atts, lambda b, a: can_block(g, b, a))
    return pairs


@task(K.BlocksStart)
def blocks_start(g: DiceMasters, t: K.BlocksStart) -> None:
    set_step(g, "block")
    if attackers(g) and block_options(g):
        g.decision = BlockDecision(1 - g.active)
    else:
        g.push(K.AfterBlockers())


@legal(BlockDecision)
def _legal_block(g: DiceMasters, dec: BlockDecision) -> list[Action]:
    pairs = block_options(g)
    out: list[Action] = [R.Block(b.id, b.card, a.id) for b, a in pairs]
    forcing = any(a.flags.get("forces_block") for _, a in pairs)
    if not forcing:
        out.append(R.EndBlockers())
    return out


@answers(R.Block)
def _block(g: DiceMasters, a: R.Block) -> None:
    if a.die in g.combat["blocks"]:
        declare_extra_block(g, g.dice[a.die], a.target)  # it blocks one more attacker
    else:
        block_with(g, g.dice[a.die], a.target)
    if not block_options(g):
        g.decision = None
        g.push(K.AfterBlockers())


@answers(R.EndBlockers)
def _end_blockers(g: DiceMasters, a: R.EndBlockers) -> None:
    g.decision = None
    g.push(K.AfterBlockers())


@task(K.AfterBlockers)
def after_blockers(g: DiceMasters, t: K.AfterBlockers) -> None:
    g.push(K.AttackActionsStart())
    # "when blocked / when blocks / after blockers are assigned": attacker's first (batch order)
    for b, a in list(g.combat["blocks"].items()):
        bd = g.dice[b]
        card = ability_card(bd)
        if bd.ctrl is not None and has(card, "blocks"):
            queue(g, K.Blocks(bd.ctrl, card, b, a))
    engaged = [g.dice[i] for i in g.combat["attackers"]] + [g.dice[b] for b in g.combat["blocks"]]
    for d in engaged:
        card = ability_card(d)
        if d.zone == "attack" and d.ctrl is not None and has(card, "after_blockers"):
            queue(g, K.AfterBlocks(d.ctrl, card, d.id))


@task(K.AttackActionsStart)
def attack_actions_start(g: DiceMasters, t: K.AttackActionsStart) -> None:
    open_priority(g, "attack_actions", "attack")


def blockers_of(g: DiceMasters, a: Die) -> list[Die]:
    out = [g.dice[b] for b, x in g.combat["blocks"].items() if x == a.id and g.dice[b].zone == "attack"]
    return out + extra_blockers_of(g, a) if "extra" in g.combat else out


def attack_damage(g: DiceMasters, a: Die) -> int:
    return 0 if a.flags.get("no_damage") else stats(g, a)[0]


def overcrush_split(g: DiceMasters, a: Die, blockers: list[Die]) -> tuple[int, int]:
    """(damage for the blockers, damage for the player) of an attacker."""
    dmg = attack_damage(g, a)
    if not overcrush(g, a):
        return dmg, 0
    total_d = sum(stats(g, b)[1] for b in blockers)
    excess = max(0, dmg - total_d)
    return dmg - excess, excess


@task(K.DamageStep)
def damage_step(g: DiceMasters, t: K.DamageStep) -> None:
    set_step(g, "damage")
    # the dice that deal damage in this round: first strikers in a round of their own (``engagement``)
    now = striking(g, t)
    alloc = g.combat["alloc"]
    for a in attackers(g):
        if a.id not in now or a.id in alloc or a.id not in g.combat["blocked"]:
            continue
        blockers = blockers_of(g, a)
        if instead_of_blockers(g, t, a):
            alloc[a.id] = {}  # his damage goes to the opponent instead (blocked, even if no blocker is left)
            continue
        share, _ = overcrush_split(g, a, blockers)
        if len(blockers) >= 2 and share > 0 and not full_damage(g, a):
            g.push(t)
            g.decision = AssignDecision(g.active, a.id, share, tuple(b.id for b in blockers))
            return
        # one blocker takes it all; "full damage" gives each of several his whole share
        alloc[a.id] = {b.id: share for b in blockers} if share > 0 else {}
    if "extra" in g.combat and split_blocker_damage(g, t, now):
        return  # a die blocking several attackers splits its damage among them first
    g.push(next_round(g, now))
    amounts: dict[str, int] = {}
    to_player: dict[str, int] = {}
    by: dict[str, list[str]] = {}
    pkey = player_target(1 - g.active)

    def hit(target: str, n: int, dealer: str) -> None:
        amounts[target] = amounts.get(target, 0) + n
        by.setdefault(target, []).append(dealer)

    instead = g.combat.get("instead", [])
    for a in attackers(g):
        blockers = blockers_of(g, a)
        if a.id in now and a.id in g.combat["blocked"] and a.id not in instead:
            for b, n in alloc.get(a.id, {}).items():
                if g.dice[b].zone == "attack":
                    hit(b, n, a.id)
            _, excess = overcrush_split(g, a, blockers)
            if excess:
                hit(pkey, excess, a.id)
                to_player[a.id] = excess
        elif a.id in now:
            n = attack_damage(g, a)
            if n:
                hit(pkey, n, a.id)
                to_player[a.id] = n
        for b in blockers:
            n = attack_damage(g, b) if b.id in now else 0
            if b.id in alloc:  # its damage split among the attackers it blocks
                n = alloc[b.id].get(a.id, 0) if b.id in now else 0
            if n:
                hit(a.id, n, b.id)
    second_hits(g, to_player)  # "deal damage to your opponent twice": runs after this damage
    deal_damage(g, K.Source(g.active, "combat"), amounts, to_player, by)


@legal(AssignDecision)
def _legal_assign(g: DiceMasters, dec: AssignDecision) -> list[Action]:
    a = g.dice[dec.die]
    return [R.AssignDamage(a.id, a.card, b, n) for b in dec.blockers for n in range(1, dec.left + 1)]


@answers(R.AssignDamage)
def _assign(g: DiceMasters, a: R.AssignDamage) -> None:
    dec = g.decision
    assert isinstance(dec, AssignDecision)
    alloc = dec.allocated()
    alloc[a.target] = alloc.get(a.target, 0) + a.amount
    left = dec.left - a.amount
    g.ev.append(R.DamageAssigned(dec.player, a.die, a.card, a.target, a.amount))
    if left <= 0:
        g.combat["alloc"][a.die] = alloc
        g.decision = None
    else:
        g.decision = dec.replace(left=left, alloc=tuple(alloc.items()))


@task(K.CombatEnd)
def combat_end(g: DiceMasters, t: K.CombatEnd) -> None:
    """Blocked survivors and blockers return to the field; unblocked attackers go out of play."""
    p = g.active
    if not t.ans.get("window"):
        # "At the end of the attack step" abilities first, while the dice are still engaged.
        t.ans["window"] = True
        g.push(t)
        queue_window(g, "end_of_attack")
        return
    for a in attackers(g):
        if a.id in g.combat["blocked"]:
            g.move(a, "field", a.ctrl)
        else:
            # "return ... to the prep area instead of the used pile" (``conditions.TO_PREP``)
            g.move(a, "prep" if a.flags.get(TO_PREP) else "out_of_play", p)
    for did in list(g.zones[1 - p]["attack"]):
        g.move(g.dice[did], "field", 1 - p)
    for did in list(g.zones[p]["attack"]):
        g.move(g.dice[did], "field", p)
    # an aura may have left with an attacker (Natural Leader): damaged dice can fall now
    check_kos(g)
    g.push(K.Cleanup())
