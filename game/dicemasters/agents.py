"""Agents for Dice Masters: ``RandomAgent`` (uniform over legal actions) and ``NormalAgent``.

The heuristic agent scores each legal action from the observation-level facts it needs (stats,
costs, life): it rerolls energy it cannot use, buys the strongest die its energy affords,
fields every character it can, attacks when the exchange favours it, blocks to survive and to
trade up, and uses action dice and globals when they do some good. It never changes the game.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from game.core.actions import Action
from game.core.agents import RandomAgent
from game.core.package import AgentFactory
from game.core.rng import GameRNG

from . import records as R
from . import tasks as K
from .action_cards import PREVENT_KEY, RELEASE_KEY, ReleaseDie
from .cards import CARDS, ENERGY_TYPES
from .combat import can_block
from .conditions import TERMS, GlobalTerms
from .control import must_attack_targets
from .decisions import PayDecision, PreventDecision, RerollDecision, TargetDecision
from .effects import energy_type, level, stats
from .engagement import ASSIGN_KEY, INSTEAD_KEY, instead_die
from .flow import GLOBALS
from .locks import locks_on
from .state import Die, target_player

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

DEFAULT_VALUE = 3.0  # a card whose data gives no value and whose faces show no character


def card_value(card: str) -> float:
    """How much the agent likes owning one more die of ``card``: the card data's ``value``, else
    its character faces' mean strength plus half its cost, else ``DEFAULT_VALUE``."""
    c = CARDS.get(card)
    if c is None:
        return 0.0
    if c.value is not None:
        return c.value
    top = [f for f in c.faces if f.kind == "character"]
    if c.kind != "character" or not top:
        return DEFAULT_VALUE
    return sum(f.attack + f.defense for f in top) / len(top) + c.cost * 0.5


CARD_VALUE: dict[str, float] = {cid: card_value(cid) for cid in CARDS}


# -- combat planning -----------------------------------------------------------------------------
# The attack and block plans look one exchange ahead. An attack is judged by the blocks the
# defender would make (``defend``, the same rule the agent blocks by) and by the defender's next
# attack against what stays in the attacker's field: its worth is the share of the defender's
# life it takes, less the share of its own life the attacker expects to lose next turn, plus the
# characters each side has knocked out.
FRESH_ATTACK = 2  # the attack of what a player fields next turn beyond the field it has now
LOW_LIFE = 2  # life within this of the opponent's field's attack is low: Sidekick blockers are kept
CHUMP_COST = 1.0  # a blocker that falls to hold back an attacker, in life points
BLOCK_MARGIN = 0  # chump blocks also while the unblocked attack would leave this much life or less
KO_WEIGHT = 0.03  # a knocked-out character's A + D, in shares of life
DOOM = 1.0  # the field the opponent keeps can deal our remaining life next turn
DEAL_WEIGHT = 1.0  # a share of the opponent's life dealt, against a share of one's own taken
LOW_BOOST, LOW_SHARE = 1.5, 2  # the damage weight once the opponent is down to a share of the life
MAX_PLANNED = 7  # attack candidates enumerated in every subset (the others by strength)


class Fighter(NamedTuple):
    """A character in a combat plan: its die, attack and remaining defense."""

    id: str
    a: int
    d: int


FRESH = Fighter("", FRESH_ATTACK, FRESH_ATTACK)


def _fighter(g: DiceMasters, d: Die) -> Fighter:
    a, df = stats(g, d)
    return Fighter(d.id, a, max(0, df - d.damage))


def _threat(g: DiceMasters, q: int) -> int:
    """The attack of ``q``'s fielded characters."""
    return sum(stats(g, d)[0] for d in g.characters(q))


def _pump(g: DiceMasters, q: int) -> int:
    """The attack ``q``'s action dice in the reserve could add in the attack step: +1A to two
    characters per combat action die (and a point more per burst), a point to each player for a
    sweep's second burst."""
    extra = 0
    for i in g.zones[q]["reserve"]:
        d = g.dice[i]
        f = d.showing
        if f is None or f.kind != "action":
            continue
        use = CARDS[d.card].hints.use
        if use == "combat_buff":
            extra += 2 * (1 + f.bursts)
        elif use == "sweep" and f.bursts >= 2:
            extra += 1
    return extra


def _unblocked_damage(g: DiceMasters) -> int:
    return sum(
        stats(g, y)[0]
        for y in (g.dice[i] for i in g.combat["attackers"])
        if y.zone == "attack" and y.id not in g.combat["blocked"]
    )


def defend(
    attackers: list[Fighter],
    blockers: list[Fighter],
    life: int,
    pump: int = 0,
    allowed: set[tuple[str, str]] | None = None,
    margin: int = 0,
) -> dict[str, str]:
    """The blocks a defender at ``life`` makes (blocker -> attacker): a blocker that knocks its
    attacker out and survives, then one that survives it, then a trade for a stronger attacker,
    then, while the unblocked attack (and ``pump``) would leave ``margin`` life or less, the
    cheapest blocker on the strongest unblocked attacker. ``allowed`` limits the pairs."""
    atts = sorted(attackers, key=lambda f: -f.a)
    free = sorted(blockers, key=lambda f: f.a + f.d)
    plan: dict[str, str] = {}
    blocked: set[str] = set()

    def ok(b: Fighter, x: Fighter) -> bool:
        return b.id not in plan and (allowed is None or (b.id, x.id) in allowed)

    rules: tuple[Callable[[Fighter, Fighter], bool], ...] = (
        lambda b, x: b.a >= x.d and x.a < b.d,  # knocks it out and survives
        lambda b, x: x.a < b.d,  # survives it
        lambda b, x: b.a >= x.d and b.a + b.d <= x.a + x.d,  # a trade up
    )
    for rule in rules:
        for x in atts:
            if x.id in blocked:
                continue
            for b in free:
                if ok(b, x) and rule(b, x):
                    plan[b.id] = x.id
                    blocked.add(x.id)
                    break
    left = sum(x.a for x in atts if x.id not in blocked) + pump
    for x in atts:
        if left < life - margin:
            break
        if x.id in blocked:
            continue
        chump = next((b for b in free if ok(b, x)), None)
        if chump is not None:
            plan[chump.id] = x.id
            blocked.add(x.id)
            left -= x.a
    return plan


def clash(
    attackers: list[Fighter], blockers: list[Fighter], plan: dict[str, str]
) -> tuple[int, list[Fighter], list[Fighter], list[Fighter]]:
    """The damage step of ``plan``: damage to the defender, the attackers that return to the
    field, and the characters each side loses. A blocked attacker knocks out its weakest blockers
    first."""
    by_att: dict[str, list[Fighter]] = {}
    for b in blockers:
        if b.id in plan:
            by_att.setdefault(plan[b.id], []).append(b)
    dealt = 0
    back: list[Fighter] = []
    lost_a: list[Fighter] = []
    lost_b: list[Fighter] = []
    for x in attackers:
        bs = by_att.get(x.id)
        if not bs:
            dealt += x.a
            continue
        if sum(b.a for b in bs) >= x.d:
            lost_a.append(x)
        else:
            back.append(x)
        left = x.a
        for b in sorted(bs, key=lambda f: f.d):
            if left >= b.d:
                left -= b.d
                lost_b.append(b)
    return dealt, back, lost_a, lost_b


def next_attack(threats: list[Fighter], blockers: list[Fighter]) -> float:
    """The damage a player takes from attacks of ``threats`` against ``blockers``, each blocker
    holding back one attacker (the strongest first): for nothing when it survives, for half of
    ``CHUMP_COST`` when it trades, for ``CHUMP_COST`` when it just falls."""
    taken = 0.0
    free = sorted(blockers, key=lambda f: f.d)
    for t in sorted(threats, key=lambda f: -f.a):
        holder = next((b for b in free if b.d > t.a), None)
        if holder is None and free:
            holder = max(free, key=lambda b: (b.a >= t.d, -b.d))
            taken += CHUMP_COST * (0.5 if holder.a >= t.d else 1.0)
        if holder is None:
            taken += t.a
        else:
            free.remove(holder)
    return taken


class PlanInputs(NamedTuple):
    """What an attack plan of a position depends on: the attackers declared and those that may
    still attack (strongest first), the characters staying home whatever the plan, the
    defender's characters, both lives, the pump of the attacker's action dice, the pairs that may
    block and the weight of damage."""

    fixed: tuple[Fighter, ...]
    cands: tuple[Fighter, ...]
    idle: tuple[Fighter, ...]
    theirs: tuple[Fighter, ...]
    opp_life: int
    my_life: int
    pump: int
    allowed: frozenset[tuple[str, str]]
    weight: float


def plan_inputs(g: DiceMasters, p: int) -> PlanInputs | None:
    """The inputs of ``p``'s attack plan in ``g``, or None when no character may attack."""
    declared = [g.dice[i] for i in g.combat["attackers"] if g.dice[i].zone == "attack"]
    cands = [g.dice[a.die] for a in g.legal_actions() if isinstance(a, R.Attack)]
    if not cands:
        return None
    q = 1 - p
    opp_life, my_life = max(1, g.life[q]), max(1, g.life[p])
    theirs = [_fighter(g, d) for d in g.characters(q)]
    mine_fixed = [_fighter(g, d) for d in declared]
    cand_f = sorted((_fighter(g, d) for d in cands), key=lambda f: -(f.a * 10 + f.d))
    idle = [
        _fighter(g, d) for d in g.characters(p) if d.zone == "field" and d.id not in {c.id for c in cand_f}
    ]
    allowed = {(b.id, x.id) for b in theirs for x in [*mine_fixed, *cand_f]}
    if theirs:
        allowed = {(b, x) for b, x in allowed if can_block(g, g.dice[b], g.dice[x])}
    # an opponent low on life is worth more damage
    weight = DEAL_WEIGHT * (LOW_BOOST if opp_life * LOW_SHARE <= g.start_life else 1.0)
    return PlanInputs(
        tuple(mine_fixed),
        tuple(cand_f),
        tuple(idle),
        tuple(theirs),
        opp_life,
        my_life,
        _pump(g, p),
        frozenset(allowed),
        weight,
    )


def attack_plan(g: DiceMasters, p: int) -> frozenset[str]:
    """The attackers (beyond those declared) of the best plan for ``p``; see the section's note."""
    inputs = plan_inputs(g, p)
    if inputs is None:
        return frozenset()
    found = _PLANS.get(inputs)
    if found is None:
        found = _best_attack(inputs)
        if len(_PLANS) >= PLANS_KEPT:
            _PLANS.clear()
        _PLANS[inputs] = found
    return found


def plans_weighed(g: DiceMasters) -> int:
    """How many attacks ``attack_plan`` values in ``g`` (whether or not it kept the answer)."""
    n = sum(1 for a in g.legal_actions() if isinstance(a, R.Attack))
    if n == 0:
        return 0
    head = min(n, MAX_PLANNED)
    return (1 << head) if n == head else (2 << head) - 1


# the plans of recent positions: the search asks for the same exchange in many of its playouts
_PLANS: dict[PlanInputs, frozenset[str]] = {}
PLANS_KEPT = 4096


def _best_attack(inputs: PlanInputs) -> frozenset[str]:
    """Every subset of the first ``MAX_PLANNED`` candidates (each with and without the rest),
    the best by value, then by size, then the first met."""
    fixed, cands, idle = list(inputs.fixed), list(inputs.cands), list(inputs.idle)
    head, tail = cands[:MAX_PLANNED], cands[MAX_PLANNED:]
    exchange = _Exchange([*fixed, *cands], inputs)
    best: tuple[float, int] = (-math.inf, 0)
    best_set: frozenset[str] = frozenset()
    for mask in range(1 << len(head)):
        chosen = [f for k, f in enumerate(head) if mask >> k & 1]
        kept = [f for k, f in enumerate(head) if not mask >> k & 1]
        # beyond the enumerated ones, the rest attack with the strongest chosen (all or none)
        for extra in ([], tail) if tail and chosen else ([],):
            atts = [*fixed, *chosen, *extra]
            stay = [*kept, *tail] if not extra else kept
            key = (exchange.value(atts, stay + idle), len(atts))
            if key > best:
                best, best_set = key, frozenset(f.id for f in [*chosen, *extra])
    return best_set


# Fighter fields as sort keys (a sort with ``reverse=True`` keeps equal keys in their order)
_ATTACK, _DEFENSE = operator.itemgetter(1), operator.itemgetter(2)


class _Exchange:
    """The worth of each attack of one position: the blocks ``defend`` expects, the damage step
    of ``clash``, then ``next_attack`` both ways: the share of the defender's life dealt, less the
    share of one's own expected next turn (and ``DOOM`` when the field they keep is lethal), plus
    ``KO_WEIGHT`` for each side's knocked-out characters. Who may block whom, and by which of
    ``defend``'s rules, is worked out once per attacker instead of once per plan, and the threats
    left once per set of blockers knocked out; the values are those of the three plain functions
    called one after the other (a test compares them)."""

    def __init__(self, attackers: list[Fighter], inputs: PlanInputs) -> None:
        theirs, allowed = list(inputs.theirs), inputs.allowed
        self.theirs, self.opp_life, self.my_life = theirs, inputs.opp_life, inputs.my_life
        self.pump, self.weight = inputs.pump, inputs.weight
        # the threats left after each set of blockers knocked out: FRESH joins them after those
        # at least as strong (where a stable sort of them with FRESH last puts it)
        self._threats: dict[frozenset[str], tuple[list[Fighter], list[Fighter]]] = {}
        free = sorted(theirs, key=lambda f: f.a + f.d)
        # per attacker: the blockers each of defend's rules would try, cheapest first, then any
        # allowed blocker (the chump block)
        self.by_rule: list[dict[str, list[Fighter]]] = [{}, {}, {}]
        self.chumps: dict[str, list[Fighter]] = {}
        for x in attackers:
            ok = [b for b in free if (b.id, x.id) in allowed]
            self.chumps[x.id] = ok
            self.by_rule[0][x.id] = [b for b in ok if b.a >= x.d and x.a < b.d]
            self.by_rule[1][x.id] = [b for b in ok if x.a < b.d]
            self.by_rule[2][x.id] = [b for b in ok if b.a >= x.d and b.a + b.d <= x.a + x.d]

    def defend(self, atts: list[Fighter]) -> dict[str, Fighter]:
        """``defend(atts, theirs, opp_life, pump, allowed)``, as blocker id -> attacker."""
        order = sorted(atts, key=_ATTACK, reverse=True)
        plan: dict[str, Fighter] = {}
        blocked: set[str] = set()
        for lists in self.by_rule:
            for x in order:
                if x.id in blocked:
                    continue
                for b in lists[x.id]:
                    if b.id not in plan:
                        plan[b.id] = x
                        blocked.add(x.id)
                        break
        left = self.pump
        for x in order:
            if x.id not in blocked:
                left += x.a
        life = self.opp_life
        for x in order:
            if left < life:
                break
            if x.id in blocked:
                continue
            for b in self.chumps[x.id]:
                if b.id not in plan:
                    plan[b.id] = x
                    blocked.add(x.id)
                    left -= x.a
                    break
        return plan

    def value(self, atts: list[Fighter], stay: list[Fighter]) -> float:
        """The worth of attacking with ``atts`` while ``stay`` stays home."""
        theirs, opp_life = self.theirs, self.opp_life
        dealt = 0
        back: list[Fighter] = []
        ko = 0  # the A + D knocked out: theirs less ours
        lost_b: set[str] = set()
        if atts:
            plan = self.defend(atts) if theirs else {}
            by_att: dict[str, list[Fighter]] = {}
            for b in theirs:
                x = plan.get(b.id)
                if x is not None:
                    by_att.setdefault(x.id, []).append(b)
            for x in atts:
                bs = by_att.get(x.id)
                if not bs:
                    dealt += x.a
                    continue
                if len(bs) == 1:
                    b = bs[0]
                    if b.a >= x.d:
                        ko -= x.a + x.d
                    else:
                        back.append(x)
                    if x.a >= b.d:
                        lost_b.add(b.id)
                        ko += b.a + b.d
                    continue
                if sum(b.a for b in bs) >= x.d:
                    ko -= x.a + x.d
                else:
                    back.append(x)
                left = x.a
                for b in sorted(bs, key=_DEFENSE):
                    if left >= b.d:
                        left -= b.d
                        lost_b.add(b.id)
                        ko += b.a + b.d
            through = len(atts) - len(by_att)
            # a combat action die's +1A reaches two unblocked attackers
            pump = self.pump
            dealt += pump if through >= 2 else pump // 2 if through == 1 else 0
        if dealt >= opp_life:
            return 100.0 + dealt
        lost = frozenset(lost_b)
        threats = self._threats.get(lost)
        if threats is None:
            left_t = sorted((f for f in theirs if f.id not in lost), key=_ATTACK, reverse=True)
            at = sum(1 for f in left_t if f.a >= FRESH.a)
            threats = self._threats[lost] = (left_t, [*left_t[:at], FRESH, *left_t[at:]])
        holders = sorted(stay + back, key=_DEFENSE)
        known = _next_attack_sorted(threats[0], holders)
        taken = _next_attack_sorted(threats[1], holders)
        my_life = self.my_life
        value = self.weight * dealt / opp_life - taken / my_life + KO_WEIGHT * ko
        if known >= my_life:
            value -= DOOM
        return value


def _next_attack_sorted(threats: list[Fighter], holders: list[Fighter]) -> float:
    """``next_attack`` with its threats sorted strongest first and its blockers by defense."""
    taken = 0.0
    free = list(holders)
    for t in threats:
        ta = t.a
        holder = None
        for b in free:
            if b.d > ta:
                holder = b
                break
        if holder is None:
            if not free:
                taken += ta
                continue
            # the first of the weakest blockers that knock it out; else the first of the weakest
            td = t.d
            holder = free[0]
            hit = holder.a >= td
            for b in free:
                h = b.a >= td
                if (h and not hit) or (h == hit and b.d < holder.d):
                    holder, hit = b, h
            taken += CHUMP_COST * (0.5 if hit else 1.0)
        free.remove(holder)
    return taken


def block_plan(g: DiceMasters, p: int) -> dict[str, str]:
    """``p``'s blocks still to declare (blocker -> attacker): ``defend`` over the legal pairs,
    counting what the attacker's action dice could add to the unblocked attack."""
    pairs = {(a.die, a.target) for a in g.legal_actions() if isinstance(a, R.Block)}
    fresh = {b for b, _ in pairs if b not in g.combat["blocks"]}
    atts = [
        _fighter(g, g.dice[i])
        for i in g.combat["attackers"]
        if g.dice[i].zone == "attack" and i not in g.combat["blocked"]
    ]
    blockers = [_fighter(g, g.dice[b]) for b in sorted(fresh)]
    return defend(atts, blockers, g.life[p], _pump(g, 1 - p), pairs, BLOCK_MARGIN)


def _position_key(g: DiceMasters) -> tuple[Any, ...]:
    """What an attack plan depends on, apart from the attackers declared so far."""
    chars = tuple((d.id, d.face, d.damage, d.a_mod, d.d_mod) for d in g.all_characters())
    return (g.turn, g.active, tuple(g.life), chars)


class NormalAgent:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self.last: list[tuple[Any, float]] = []
        self._plan_key: tuple[Any, ...] | None = None
        self._plan_dice: frozenset[str] = frozenset()
        self._plan_base: frozenset[str] = frozenset()
        # while one choice is scored: the attack and block plans, the same for all its actions
        self._choice_plans: dict[str, Any] | None = None
        # what it has weighed so far: each action scored, each attack of a plan valued (a search
        # bounds the work of its playouts by it; it depends only on the positions met)
        self.work = 0

    def choose(self, game: Any, player: int) -> Any:
        g: DiceMasters = game
        actions = g.legal_actions()
        if len(actions) == 1:
            self.last = [(actions[0], 0.0)]
            return actions[0]
        self.work += len(actions)
        self._choice_plans = {}
        try:
            scored = [(a, self.score(g, player, a) + self.rng.random() * 0.01) for a in actions]
        finally:
            self._choice_plans = None
        scored.sort(key=lambda x: -x[1])
        self.last = scored
        return scored[0][0]

    def explain(self) -> list[tuple[Any, float]]:
        """The best-scored actions of the last choice, best first."""
        return self.last[:3]

    # -- scoring -------------------------------------------------------------------------------
    def score(self, g: DiceMasters, p: int, a: Action) -> float:
        match a:
            case R.SelectReroll():
                return self._reroll_value(g, p, a)
            case R.Purchase():
                return 10 + CARD_VALUE[a.card]
            case R.Field():
                f = g.dice[a.die].showing
                return 30 + (f.attack + f.defense if f else 0)
            case R.UseAction():
                return self._action_value(g, p, a)
            case R.UseGlobal():
                return self._global_value(g, p, a)
            case R.Pay():
                # spend Sidekick and generic energy first, keep a die's own card type for later
                return 5 - (1 if g.dice[a.die].card != "sidekick" else 0) - 0.1 * a.amount
            case R.PayVirtual():
                return 6
            case R.CancelPayment():
                return -5
            case R.Decline():
                return self._decline_value(g, p, g.decision)
            case ReleaseDie():
                return -1  # kept for the damage it would prevent (asked as damage is dealt)
            case R.UseAbility():
                return self._ability_value(g, p, a)
            case R.Attack():
                return self._attack_value(g, p, a)
            case R.Block():
                return self._block_value(g, p, a)
            case R.AssignDamage():
                b = g.dice[a.target]
                need = stats(g, b)[1] - b.damage
                return 5 if a.amount == need else (2 if a.amount > need else -abs(need - a.amount))
            case R.ChooseTarget():
                return self._target_value(g, p, a, g.decision)
            case R.PayLife():
                return self._pay_life_value(g, p, a)
            case R.Spin() if isinstance(g.decision, PreventDecision):
                return self._prevent_value(g, p, g.decision, self._spin_loss(g, a.target))
            case R.Spin():
                mine = g.dice[a.target].ctrl == p
                return 3 if (a.direction == "up") == mine else 1
            case R.DraftPick():
                # any team card: a character or a non-basic action card (valued from its data)
                return CARD_VALUE[a.card] if CARDS[a.card].kind in ("character", "action") else 0
            case R.DraftDice():
                return a.count
        # reroll, keep, pass, the ends of attackers and blockers, the order of triggers
        return 0

    def _reroll_value(self, g: DiceMasters, p: int, a: R.SelectReroll) -> float:
        d = g.dice[a.die]
        f = d.showing
        if f is None or f.kind == "energy" and f.energy >= 2:
            return -1
        if f.kind == "character":
            if d.card != "sidekick" or f.level >= 2:
                return -1  # a character it bought is kept to be fielded
            # a Sidekick character: kept while the field is thin or life is low (a blocker),
            # otherwise rerolled for the energy that buys dice
            low = g.life[p] <= _threat(g, 1 - p) + LOW_LIFE
            return -1 if low or len(g.characters(p)) < 2 else 0.5
        if f.kind == "action":
            return -1
        return 1.0 if self._energy_total(g, p) < 4 else -0.5

    def _energy_total(self, g: DiceMasters, p: int) -> int:
        total = 0
        for i in g.zones[p]["reserve"]:
            f = g.dice[i].showing
            if f is not None and f.kind == "energy":
                total += f.energy
        return total

    def _action_value(self, g: DiceMasters, p: int, a: R.UseAction) -> float:
        mine = g.characters(p)
        theirs = g.characters(1 - p)
        use = CARDS[a.card].hints.use
        if use == "sweep":  # good when it hurts them more than us
            face = g.dice[a.die].showing
            n = 2 if face is not None and face.bursts else 1
            kill_t = sum(1 for d in theirs if stats(g, d)[1] - d.damage <= n)
            kill_m = sum(1 for d in mine if stats(g, d)[1] - d.damage <= n)
            return 2 + 3 * (kill_t - kill_m)
        if use == "combat_buff":
            return 4 if mine and g.step == "attack_actions" else -1
        if use == "buff":
            return 4 if mine else -1
        if use == "removal":
            return 6
        if use == "hinder_blockers":
            return 4 if theirs else -1
        return 3

    def _global_value(self, g: DiceMasters, p: int, a: R.UseGlobal) -> float:
        terms = TERMS.get(a.card)
        if terms is not None:
            return self._terms_value(g, p, a, terms)
        if GLOBALS[a.card][1] is must_attack_targets:
            return self._must_attack_value(g, p, a)
        tp = target_player(a.target)
        if tp is not None:
            return -1
        d = g.dice[a.target]
        mine = d.ctrl == p
        hints = CARDS[a.card].hints
        if hints.global_use == "hinder":  # used on their characters (Smash! stops a blocked attacker)
            return hints.global_value if not mine else -5
        if not hints.global_use and not mine and self._aims_at_opponent(g, p, a.card):
            # a Global that can only be aimed at the opponent's characters hinders them (Venom's
            # spin down): worth a spare energy on a strong one
            return 0.5 + level(d)
        if g.step != "attack_actions":
            return -1
        engaged = d.zone == "attack"
        return 2 if (mine and engaged) else -1

    def _terms_value(self, g: DiceMasters, p: int, a: R.UseGlobal, terms: GlobalTerms) -> float:
        """A Global with terms (``conditions.GlobalTerms``), judged from what it gives and costs."""
        if terms.effect == "draw":
            # a die more for some life: in the Main Step, while life stays above what the
            # opponent's field could deal
            threat = sum(stats(g, d)[0] for d in g.characters(1 - p))
            left = g.life[p] - terms.life_cost
            return 2 if g.step == "main" and left > max(threat, 6) else -1
        if target_player(a.target) is not None:
            return -1
        d = g.dice[a.target]
        if d.ctrl == p or terms.amount < stats(g, d)[1] - d.damage:
            return -5 if d.ctrl == p else -1
        # it knocks out an opposing character: worth it when that is worth more than the cost
        return CARD_VALUE.get(d.card, 0) / 3 + level(d) - (1 if terms.sidekick_cost else 0)

    def _must_attack_value(self, g: DiceMasters, p: int, a: R.UseGlobal) -> float:
        """ "Target character must attack": on an opposing character that one of our characters
        could block and knock out without falling."""
        d = g.dice[a.target]
        if d.ctrl == p:
            return -3
        da, dd = stats(g, d)
        for b in g.characters(p):
            ba, bd = stats(g, b)
            if ba >= dd and bd > da:
                return 2 + level(d)
        return -2

    def _ability_value(self, g: DiceMasters, p: int, a: R.UseAbility) -> float:
        """A paid ability on a die (spin a character up): worth it on our own character when the
        spin makes it stronger, once purchases and fielding are done (it scores below them)."""
        d = g.dice[a.target]
        f = d.showing
        better = [x for x in d.faces if f is not None and x.kind == "character" and x.level == f.level + 1]
        if d.ctrl != p or not better or f is None:
            return -3
        return 1 + (better[0].attack + better[0].defense - f.attack - f.defense) / 4

    def _aims_at_opponent(self, g: DiceMasters, p: int, card: str) -> bool:
        """Whether ``card``'s Global is aimed only at opposing characters now: it offers none of
        ``p``'s own fielded characters (``p`` has some) nor a player."""
        targets = [x.target for x in g.legal_actions() if isinstance(x, R.UseGlobal) and x.card == card]
        if not g.characters(p):
            return False
        return all(target_player(x) is None and g.dice[x].ctrl != p for x in targets)

    def _decline_value(self, g: DiceMasters, p: int, dec: Any) -> float:
        if isinstance(dec, PayDecision):
            sets = g.find_task(dec.task).ans.get("sets_life")
            if sets:  # paying changes a player's life: worth it when it takes a few points off them
                q, value = sets
                lost = g.life[q] - min(value, g.start_life)
                return 1 if (q != p and lost >= 3) else 10
            return 1
        return 0

    # -- paying to prevent an effect or to lift a lock (``locks``) ------------------------------
    def _at_stake(self, g: DiceMasters, p: int, dec: PreventDecision) -> float:
        """What the opponent's effect would cost us, in life-like points."""

        def worth(did: str) -> float:
            d = g.dice[did]
            a, df = stats(g, d)
            return a + df + 2 * level(d)

        if dec.what == "ko":
            return sum(worth(x) for x in dec.dice)
        if dec.what == "damage":
            if not dec.dice:  # damage to us
                return dec.amount * (2.0 if g.life[p] <= dec.amount + 4 else 1.0)
            total = 0.0
            for x in dec.dice:
                d = g.dice[x]
                falls = stats(g, d)[1] - d.damage <= dec.amount
                total += worth(x) if falls else dec.amount * 0.5
            return total
        return 2.5 * max(1, dec.amount)  # a die searched out for them

    def _prevent_value(self, g: DiceMasters, p: int, dec: PreventDecision, cost: float) -> float:
        """Prevent when what is at stake is worth clearly more than the cost (declining scores 0)."""
        return self._at_stake(g, p, dec) - cost

    def _spin_loss(self, g: DiceMasters, did: str) -> float:
        d = g.dice[did]
        f = d.showing
        lower = [x for x in d.faces if x.kind == "character" and f is not None and x.level == f.level - 1]
        if f is None or not lower:
            return 99.0
        return float(f.attack + f.defense - lower[0].attack - lower[0].defense) + 0.5

    def _pay_life_value(self, g: DiceMasters, p: int, a: R.PayLife) -> float:
        left = g.life[p] - a.amount
        threat = sum(stats(g, d)[0] for d in g.characters(1 - p))
        if left <= max(6, threat):
            return -10  # life is worth more than anything it buys now
        dec = g.decision
        if isinstance(dec, PreventDecision):
            return self._prevent_value(g, p, dec, 1.5 * a.amount)
        kind = next((lock.kind for card, lock in locks_on(g, p) if card == a.card), None)
        if kind == "reroll" and isinstance(dec, RerollDecision):
            wanted = sum(
                1 for did in dec.rolled if self._reroll_value(g, p, R.SelectReroll(did, g.dice[did].card)) > 0
            )
            return wanted - 2.5
        reserve = [g.dice[i] for i in g.zones[p]["reserve"]]
        if kind == "field":
            best = max(
                (
                    f.attack + f.defense
                    for d in reserve
                    if (f := d.showing) is not None and f.kind == "character"
                ),
                default=0,
            )
            return best - 2 * a.amount
        if kind == "actions":  # action dice are used on one's own turn; a Global is worth less
            mine = sum(
                1 for d in reserve if (f := d.showing) is not None and f.kind == "action" and d.owner == p
            )
            return (4 * mine if p == g.active else 1) - 2 * a.amount
        return -1

    def _attack_value(self, g: DiceMasters, p: int, a: R.Attack) -> float:
        """An attacker of the best attack plan (``attack_plan``) scores above ending the
        declaration, any other below it."""
        plan: frozenset[str] = self._once("attack", lambda: self._plan(g, p))
        return 5.0 if a.die in plan else -5.0

    def _once(self, name: str, make: Callable[[], Any]) -> Any:
        """``make()``, once for all the actions of the choice being scored."""
        memo = self._choice_plans
        if memo is None:
            return make()
        if name not in memo:
            memo[name] = make()
        return memo[name]

    def _plan(self, g: DiceMasters, p: int) -> frozenset[str]:
        """The attack plan, kept while its attackers are being declared one at a time."""
        declared = frozenset(g.combat["attackers"])
        key = _position_key(g)
        if key != self._plan_key or not declared <= self._plan_dice | self._plan_base:
            self._plan_key, self._plan_base = key, declared
            self._plan_dice = attack_plan(g, p)
            self.work += plans_weighed(g)
        return self._plan_dice - declared

    def _block_value(self, g: DiceMasters, p: int, a: R.Block) -> float:
        """A block of the best blocking plan (``block_plan``) scores above ending the blocks;
        a block that survives the attacker is free and still worth taking."""
        if a.die in g.combat["blocks"]:
            # one more attacker for a level spun down (``control``): only to survive
            return 6.0 if _unblocked_damage(g) + _pump(g, 1 - p) >= g.life[p] else -1.0
        plan: dict[str, str] = self._once("block", lambda: block_plan(g, p))
        if plan.get(a.die) == a.target:
            x = g.dice[a.target]
            return 6.0 + stats(g, x)[0] * 0.1
        return -5.0

    def _target_value(self, g: DiceMasters, p: int, a: Any, dec: Any) -> float:
        tp = target_player(a.target)
        assert isinstance(dec, TargetDecision)
        if a.target in ENERGY_TYPES:  # "choose an energy type": its characters take no damage
            return self._type_value(g, p, a.target)
        if a.target.startswith("card:"):  # "choose an opponent's character card": the strongest
            return CARD_VALUE.get(a.target[5:], 0.0)
        if dec.key.startswith((RELEASE_KEY, PREVENT_KEY)):
            return self._protect_value(g, p, a.target, dec)
        if dec.key == ASSIGN_KEY or dec.key.startswith(INSTEAD_KEY):
            return self._engage_value(g, p, a.target, dec)
        harmful = dec.harms  # the ability harms what is chosen
        if tp is not None:
            # harmful: hit them, not us; otherwise an optional gain for the one chosen ("you may draw")
            return (3 if tp != p else -5) if harmful else (1 if tp == p else 0)
        d = g.dice[a.target]
        if d.zone not in ("field", "attack") or not d.is_character:
            # a die to take (from the used pile, among drawn dice): the better card, or for a
            # harmful choice (which die goes back to the bag) the lesser one
            v = CARD_VALUE.get(d.card, 0) / 100
            return 1 - v if harmful else 1 + v
        mine = d.ctrl == p
        if harmful and mine and dec.player != g.active:
            # an opponent's ability harms the characters we pick (Distraction): our weakest blockers
            return -stats(g, d)[0]
        strength = sum(stats(g, d))
        return (strength if not mine else -strength) if harmful else (strength if mine else -strength)

    def _engage_value(self, g: DiceMasters, p: int, target: str, dec: TargetDecision) -> float:
        """An opposing character we assign to block our attacker (the exchange it makes: one our
        attacker knocks out and survives is best), or a blocked attacker's damage sent to the
        opponent instead of his blockers (when it wins, or when it would knock out no blocker)."""
        asking = g.find_task(dec.task)
        did = instead_die(dec.key) or (K.hook_die(asking) if isinstance(asking, K.CardHook) else None) or ""
        a = g.dice[did]
        aa, ad = stats(g, a)
        if dec.key == ASSIGN_KEY:
            b = g.dice[target]
            ba, bd = stats(g, b)
            kills, dies = aa >= bd - b.damage, ba >= ad - a.damage
            worth = CARD_VALUE.get(b.card, 0.0) / 3 + level(b)
            if kills:
                return 5 + worth if not dies else worth - CARD_VALUE.get(a.card, 0.0) / 3 - level(a)
            return 0.5 + worth / 10 if not dies else -5  # a stronger one kept busy, or one that kills him
        if aa >= g.life[1 - p]:
            return 10
        blockers = [g.dice[b] for b, x in g.combat["blocks"].items() if x == did]
        if any(aa >= stats(g, b)[1] - b.damage for b in blockers):
            return -2
        return 1 if aa >= 3 else -1

    def _type_value(self, g: DiceMasters, p: int, etype: str) -> float:
        """Sparing a type from damage: the strength of our characters of that type, less theirs."""
        return sum(
            sum(stats(g, d)) * (1 if d.ctrl == p else -1)
            for d in g.all_characters()
            if energy_type(d) == etype
        )

    def _protect_value(self, g: DiceMasters, p: int, target: str, dec: TargetDecision) -> float:
        """Preventing damage being dealt (a die touching the character, a point for [S]): worth it
        only when it keeps the character in the field, or keeps us alive."""
        t = g.find_task(dec.task)
        amounts: dict[str, int] = t.amounts if isinstance(t, K.Damage) else {}
        if dec.key.startswith(RELEASE_KEY):  # all of it
            char = g.attached.get(target)
            if char is None:
                return -1
            d = g.dice[char]
            return 5 if amounts.get(char, 0) >= stats(g, d)[1] - d.damage else -1
        n = amounts.get(target, 0)
        tp = target_player(target)
        if tp is not None:  # one point
            return 10 if n >= g.life[tp] > n - 1 else (1 if g.life[tp] - n <= 5 else -1)
        d = g.dice[target]
        left = stats(g, d)[1] - d.damage
        return 4 if n >= left > n - 1 else -1


AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}
