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
from .damage import deal_damage
from .decisions import AssignDecision, BlockDecision
from .effects import check_kos, code, has, queue, queue_window, stats
from .flow import open_priority, set_step
from .state import Die, ability_card, answers, legal, player_target, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters


def attackers(g: DiceMasters) -> list[Die]:
    return [g.dice[i] for i in g.combat["attackers"] if g.dice[i].zone == "attack"]


def can_block(g: DiceMasters, b: Die, a: Die) -> bool:
    if not b.is_character or b.flags.get("cant_block"):
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
    defender = 1 - g.active
    g.move(g.dice[a.die], "attack", defender, event=False)
    g.combat["blocks"][a.die] = a.target
    # who was engaged with whom stays known for this combat, also after a knock-out (Spider-Man "Tiger")
    g.combat.setdefault("engaged", []).append([a.die, a.target])
    if a.target not in g.combat["blocked"]:
        g.combat["blocked"].append(a.target)
    g.ev.append(R.BlockerDeclared(defender, a.die, a.card, a.target))
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
    return [g.dice[b] for b, x in g.combat["blocks"].items() if x == a.id and g.dice[b].zone == "attack"]


def attack_damage(g: DiceMasters, a: Die) -> int:
    return 0 if a.flags.get("no_damage") else stats(g, a)[0]


def overcrush_split(g: DiceMasters, a: Die, blockers: list[Die]) -> tuple[int, int]:
    """(damage for the blockers, damage for the player) of an attacker."""
    dmg = attack_damage(g, a)
    if not a.flags.get("overcrush"):
        return dmg, 0
    total_d = sum(stats(g, b)[1] for b in blockers)
    excess = max(0, dmg - total_d)
    return dmg - excess, excess


@task(K.DamageStep)
def damage_step(g: DiceMasters, t: K.DamageStep) -> None:
    set_step(g, "damage")
    alloc = g.combat["alloc"]
    for a in attackers(g):
        if a.id in alloc or a.id not in g.combat["blocked"]:
            continue
        blockers = blockers_of(g, a)
        share, _ = overcrush_split(g, a, blockers)
        if len(blockers) >= 2 and share > 0:
            g.push(t)
            g.decision = AssignDecision(g.active, a.id, share, tuple(b.id for b in blockers))
            return
        alloc[a.id] = {blockers[0].id: share} if blockers and share > 0 else {}
    g.push(K.CombatEnd())
    amounts: dict[str, int] = {}
    to_player: dict[str, int] = {}
    pkey = player_target(1 - g.active)
    for a in attackers(g):
        blockers = blockers_of(g, a)
        if a.id in g.combat["blocked"]:
            for b, n in alloc.get(a.id, {}).items():
                if g.dice[b].zone == "attack":
                    amounts[b] = amounts.get(b, 0) + n
            _, excess = overcrush_split(g, a, blockers)
            if excess:
                amounts[pkey] = amounts.get(pkey, 0) + excess
                to_player[a.id] = excess
        else:
            n = attack_damage(g, a)
            if n:
                amounts[pkey] = amounts.get(pkey, 0) + n
                to_player[a.id] = n
        for b in blockers:
            n = attack_damage(g, b)
            if n:
                amounts[a.id] = amounts.get(a.id, 0) + n
    deal_damage(g, K.Source(g.active, "combat"), amounts, to_player)


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
    g.ev.append(R.DamageAssigned(g.active, a.die, a.card, a.target, a.amount))
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
            g.move(a, "out_of_play", p)
    for did in list(g.zones[1 - p]["attack"]):
        g.move(g.dice[did], "field", 1 - p)
    for did in list(g.zones[p]["attack"]):
        g.move(g.dice[did], "field", p)
    # an aura may have left with an attacker (Natural Leader): damaged dice can fall now
    check_kos(g)
    g.push(K.Cleanup())
