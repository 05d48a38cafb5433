"""The turn: Clear and Draw, Roll and Reroll, the Main Step with its priority windows, the
choice to attack, and Cleanup.

Each step is a task; the decisions it leaves (reroll selection, priority, attackers) are
answered by the functions registered here. Priority follows the English edition (see the spec's
Decisions): the active player acts and passes; the inactive player then gets one window to use
one Global and passes back; two passes in a row end the step. A window whose only legal action
is "pass" is passed by the engine itself. The attack step proper lives in ``combat``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.result import Termination

from . import records as R
from . import tasks as K
from .action_cards import GLOBAL_COSTS, locked, release_actions
from .action_cards import end_of_turn as action_dice_end_of_turn
from .cards import CARDS, Face
from .conditions import extra_draws
from .control import (
    action_used,
    activated_actions,
    field_locked,
    fielding,
    free_purchase,
    free_purchase_rules,
    must_attack_waiting,
    used_free_purchase,
)
from .copying import copies_after_turn
from .decisions import AttackDecision, PriorityDecision, RerollDecision, Window
from .effects import check_kos, game_hooks, has, queue, queue_window
from .energy import ENERGY_OF, Affordability
from .engagement import note_action
from .locks import fielding_cost, filter_priority, filter_reroll
from .ops import end_of_turn_returns
from .state import FACES, FIELD_ZONES, Die, Step, ability_card, answers, legal, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters, GameCards

# Globals usable from a priority window: card -> (energy type of its [X] cost, targets function),
# registered with the Global's code (``basic_actions.global_ability``).
GLOBALS: dict[str, tuple[str, Callable[[DiceMasters, int], list[str]]]] = {}


def every_character(g: DiceMasters, p: int) -> list[str]:
    """The targets of a Global on any character: every character in the field, the active
    player's first (a priority window lists them once for all such Globals)."""
    return [d.id for d in g.all_characters()]


# the priority decisions (records are immutable: one of each serves every turn)
PRIORITY: dict[tuple[int, Window], PriorityDecision] = {
    (p, w): PriorityDecision(p, w) for p in (0, 1) for w in ("main", "attack")
}


def set_step(g: DiceMasters, step: Step) -> None:
    if g.step != step:
        g.step = step
        g.ev.append(R.StepChanged(g.active, step))


@task(K.StartTurn)
def start_turn(g: DiceMasters, t: K.StartTurn) -> None:
    g.turn += 1
    p = g.active
    if g.turn >= g.MAX_TURNS:
        # Decision: a game that reaches turn 200 ends in a draw.
        g.end_game([], Termination.TURN_LIMIT)
        return
    g.turnflags = {"fielded": [0, 0], "invulnerable": [False, False]}
    g.ev.append(R.TurnStarted(p, g.turn))
    g.step = "clear_draw"
    g.ev.append(R.StepChanged(p, "clear_draw"))
    # "At the start of your turn" abilities come first, then Clear and Draw.
    g.push(K.ClearDraw())
    queue_window(g, "start_of_turn")


@task(K.ClearDraw)
def clear_draw(g: DiceMasters, t: K.ClearDraw) -> None:
    p = g.active
    # Clear: every die in the reserve goes to the used pile (not out of play).
    g.clear_reserve(p)
    first = g.turn == 1
    extra = extra_draws(g, p) if "extra_draw" in game_hooks(g)[0][p] else 0  # (only cards with one)
    got = g.draw(p, (3 if first else 4) + extra)
    if first:
        # The first player's first turn: the 4th die goes straight out of play.
        got += g.draw(p, 1, "out_of_play")
    missing = 4 - got
    if missing > 0:
        # Each die short: lose 1 life (not damage) and gain 1 generic virtual energy.
        g.change_life(p, -missing)
        g.set_virtual(p, g.virtual[p] + missing)
    g.push(K.Roll())


@task(K.Roll)
def roll_step(g: DiceMasters, t: K.Roll) -> None:
    p = g.active
    if g.step != "reroll":  # (``set_step``)
        g.step = "reroll"
        g.ev.append(R.StepChanged(p, "reroll"))
    zones = g.zones[p]
    prep, reserve = zones["prep"], zones["reserve"]
    rolled = list(prep)
    dice = g.dice
    if g.own_piles(rolled, p):
        prep.clear()  # ``move`` of each die to the reserve, then ``roll``, spelled out
        randbelow, ev, rolled_event = g.rng.randbelow, g.ev, R.DieRolled
        for did in rolled:
            d = dice[did]
            if d.flags:
                d.flags.pop("controlled_by", None)
            d.zone = "reserve"
            reserve.append(did)
            d.damage = d.a_mod = d.d_mod = 0
            d.face = face = randbelow(6)
            ev.append(rolled_event(p, did, d.card, face, "reserve"))
    else:
        for did in rolled:
            d = dice[did]
            g.move(d, "reserve", p, event=False)
            g.roll(d)
    if rolled:
        g.decision = RerollDecision(p, tuple(rolled))
    else:
        g.push(K.MainStart())


# the records of selecting a die for a reroll, by (die, card): asked again after each selection
_SELECT: dict[tuple[str, str], Action] = {}
REROLL = R.Reroll()
KEEP_ALL = R.KeepAll()


def _select(did: str, card: str) -> Action:
    found = _SELECT.get((did, card))
    if found is None:
        if len(_SELECT) >= 4096:
            _SELECT.clear()
        found = _SELECT[did, card] = R.SelectReroll(did, card)
    return found


@legal(RerollDecision)
def _legal_reroll(g: DiceMasters, dec: RerollDecision) -> list[Action]:
    dice = g.dice
    selected = dec.selected
    out: list[Action] = []
    kept = _SELECT
    for i in dec.rolled:
        if i not in selected:
            d = dice[i]
            if d.zone == "reserve":
                out.append(kept.get((i, d.card)) or _select(i, d.card))
    out.append(REROLL if selected else KEEP_ALL)
    if "lock" not in game_hooks(g)[0][1 - dec.player]:  # (what ``filter_reroll`` checks first)
        return out
    return filter_reroll(g, dec, out)


@answers(R.SelectReroll)
def _select_reroll(g: DiceMasters, a: R.SelectReroll) -> None:
    dec = g.decision
    assert isinstance(dec, RerollDecision)
    g.decision = RerollDecision(dec.player, dec.rolled, dec.selected + (a.die,))  # (``dec.replace``)
    g.ev.append(R.RerollSelected(g.active, a.die, a.card))
    answered = g._answered
    if answered is not None and "lock" not in game_hooks(g)[0][1 - dec.player]:
        # selecting moves no die: the next list is the one answered without this die, then the
        # reroll (``_legal_reroll``, whose lock filter only a locking card needs)
        legal = [x for x in answered if x is not a]
        legal[-1] = REROLL
        g._legal_cache = legal


@answers(R.Reroll, R.KeepAll)
def _reroll(g: DiceMasters, a: R.Reroll | R.KeepAll) -> None:
    dec = g.decision
    assert isinstance(dec, RerollDecision)
    g.decision = None
    if isinstance(a, R.Reroll):
        dice, randbelow, ev, rolled_event = g.dice, g.rng.randbelow, g.ev, R.DieRolled
        for did in dec.selected:
            d = dice[did]  # ``g.roll(d)``, spelled out
            d.face = face = randbelow(6)
            ev.append(rolled_event(d.ctrl if d.ctrl is not None else -1, did, d.card, face, d.zone))
    g.push(K.MainStart())


def open_priority(g: DiceMasters, step: Step, window: Window) -> None:
    """Start a step with priority windows: the active player acts first."""
    if g.step != step:  # (``set_step``)
        g.step = step
        g.ev.append(R.StepChanged(g.active, step))
    g.prio = {"passes": 0, "window": window}
    g.push(K.Priority(g.active))


@task(K.MainStart)
def main_start(g: DiceMasters, t: K.MainStart) -> None:
    open_priority(g, "main", "main")


# -- priority ---------------------------------------------------------------------------------
# (basic actions, team 0, team 1) -> the Globals printed on those cards, in ``GLOBALS`` order
_PRESENT: dict[
    tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]],
    list[tuple[str, str, Callable[[DiceMasters, int], list[str]]]],
] = {}


def present_globals(g: DiceMasters) -> list[tuple[str, str, Callable[[DiceMasters, int], list[str]]]]:
    """The Globals of the game (printed on any card in it: both teams and the basic actions)."""
    return game_cards(g)[0]


def game_cards(g: DiceMasters) -> GameCards:
    """The Globals of the game (``present_globals``), what each player's team offers to buy
    (``_shop``) and what the basic actions do (``_bac_shop``): kept on the game while its card
    lists are the same lists (as ``effects.game_hooks``)."""
    team, bac = g.team, g.bac
    m = g._globals
    if m is not None and m[0] is team[0] and m[1] is team[1] and m[2] is bac:
        return m[3]
    key = (tuple(bac), tuple(team[0]), tuple(team[1]))
    found = _PRESENT.get(key)
    if found is None:
        if len(_PRESENT) >= 1024:
            _PRESENT.clear()
        present = {*key[0], *key[1], *key[2]}
        found = _PRESENT[key] = [
            (card, etype, targets) for card, (etype, targets) in GLOBALS.items() if card in present
        ]
    cards = (found, (_shop(0, team[0]), _shop(1, team[1])), _bac_shop(bac))
    g._globals = (team[0], team[1], bac, cards)
    return cards


# what a team's cards and the basic actions offer to buy: (card, key of its dice, cost, energy
# type, the purchase), by player and team, and by basic actions (records are values: shared)
_SHOP: dict[tuple[int, tuple[str, ...]], list[tuple[str, str, int, str | None, Action]]] = {}
_BAC_SHOP: dict[tuple[str, ...], list[tuple[str, str, int, Action]]] = {}
PASS = R.Pass()


def _shop(p: int, team: list[str]) -> list[tuple[str, str, int, str | None, Action]]:
    key = (p, tuple(team))
    found = _SHOP.get(key)
    if found is None:
        if len(_SHOP) >= 1024:
            _SHOP.clear()
        found = _SHOP[key] = [
            (card, f"{p}:{card}", CARDS[card].cost, CARDS[card].energy, R.Purchase(card)) for card in team
        ]
    return found


def _bac_shop(bac: list[str]) -> list[tuple[str, str, int, Action]]:
    key = tuple(bac)
    found = _BAC_SHOP.get(key)
    if found is None:
        if len(_BAC_SHOP) >= 1024:
            _BAC_SHOP.clear()
        found = _BAC_SHOP[key] = [
            (card, f"b{i}", CARDS[card].cost, R.Purchase(card)) for i, card in enumerate(bac)
        ]
    return found


def priority_actions(g: DiceMasters, p: int) -> list[Action]:
    out: list[Action] = []
    window = g.prio["window"]
    afford: Affordability | None = None  # what the reserve can pay, once something costs energy
    hooks = game_hooks(g)[0]
    mine, theirs = hooks[p], hooks[1 - p]
    globs, shops, bac_shop = game_cards(g)
    if p == g.active:
        dice = g.dice
        if window == "main":
            # one pass over the reserve: what it can pay (``Affordability``), the characters
            # that could be fielded and the action dice (listed after the dice to field)
            a_typed: dict[str, int] = {}
            a_wild = 0
            a_total = g.virtual[p]
            chars: list[tuple[Die, int]] = []
            uses: list[Action] = []
            for i in g.zones[p]["reserve"]:
                d = dice[i]
                if d.face is None:
                    continue
                f = FACES[d.card][d.face]
                kind = f.kind
                if kind == "energy":
                    info = ENERGY_OF[d.card][d.face]
                    assert info is not None
                    ekind, left = info
                    if left <= 0:
                        continue
                    a_total += left
                    if ekind == "wild":
                        a_wild += left
                    elif ekind != "generic":
                        a_typed[ekind] = a_typed.get(ekind, 0) + left
                elif kind == "character":
                    chars.append((d, f.cost))
                elif kind == "action" and d.owner == p:
                    uses.append(R.UseAction(d.id, d.card))
            afford = Affordability.known(a_typed, a_wild, a_total)
            on_card = g.on_card
            # ``free_purchase(g, p, card)``: whether a rule of an active card answers yes
            frees = free_purchase_rules(g, p) if "free_purchase" in mine else ()
            # ``afford.can(cost, etype)`` spelled out: this runs at every priority window
            for card, key, cost, etype, purchase in shops[p]:
                if on_card.get(key) and (
                    (
                        (a_total >= cost and (not etype or a_wild >= 1 or bool(a_typed.get(etype))))
                        if cost > 0
                        else not etype
                    )
                    or (frees and any(bool(rule(g, p, card)) for rule in frees))
                ):
                    out.append(purchase)
            seen = set()
            for card, key, cost, purchase in bac_shop:
                if card not in seen and on_card.get(key):
                    seen.add(card)
                    if (
                        cost <= 0
                        or a_total >= cost
                        or (frees and any(bool(rule(g, p, card)) for rule in frees))
                    ):
                        out.append(purchase)
            if chars:
                costs = "field_cost" in mine or "field_cost" in theirs
                locks = bool(g.card_locks)
                for d, printed in chars:
                    cost = fielding_cost(g, p, d, printed) if costs else printed
                    if (cost <= 0 or a_total >= cost) and not (locks and field_locked(g, p, d)):
                        # (field_locked: "your opponent cannot field that character")
                        out.append(R.Field(d.id, d.card))
            out.extend(uses)
        else:
            for i in g.zones[p]["reserve"]:
                d = dice[i]
                if d.face is not None and FACES[d.card][d.face].kind == "action" and d.owner == p:
                    out.append(R.UseAction(d.id, d.card))
    if globs or "activated" in mine:
        if afford is None:
            afford = Affordability(g, p)
        g_typed, g_wild, g_total = afford.a_typed, afford.a_wild, afford.a_total
        everyone: list[str] | None = None  # ``every_character``, once asked
        for card, etype, targets in globs:  # Globals are printed on any card in the game
            # ``afford.can(1, etype)`` spelled out, then ``global_affordable``: the whole cost
            # of a Global of more than one [X]
            if g_total < 1 or not (not etype or g_wild >= 1 or g_typed.get(etype)):
                continue
            extra = GLOBAL_COSTS.get(card)
            if extra is not None and not afford.can_types(len(extra), extra):
                continue
            if targets is every_character:  # the same for every such Global: listed once
                if everyone is None:
                    everyone = every_character(g, p)
                found = everyone
            else:
                found = targets(g, p)
            for tgt in found:
                out.append(R.UseGlobal(card, tgt))
    if g.attached:
        out.extend(release_actions(g, p))
    if "activated" in mine:
        assert afford is not None
        out.extend(activated_actions(g, p, afford))
    if "lock" in theirs:
        out = filter_priority(g, p, out)  # what a lock takes away, and the life that lifts it
    out.append(PASS)
    return out


@task(K.Priority)
def priority(g: DiceMasters, t: K.Priority) -> None:
    p = t.player
    ready, g._reuse_ready = g._reuse_ready, None
    if ready is t and g._reuse is not None:
        acts = g._reuse[2]  # the payment was cancelled: the window's moves are those it had
    else:
        acts = priority_actions(g, p)
    g._reuse = None
    if len(acts) <= 1:
        do_pass(g, p)  # a window whose only legal action is "pass" is skipped
        return
    g.decision = PRIORITY[p, g.prio["window"]]
    g._legal_cache = acts  # nothing changes before the answer: spare computing them twice


@legal(PriorityDecision)
def _legal_priority(g: DiceMasters, dec: PriorityDecision) -> list[Action]:
    return priority_actions(g, dec.player)


def do_pass(g: DiceMasters, p: int) -> None:
    g.ev.append(R.PriorityPassed(p))
    if g.virtual[p]:
        g.set_virtual(p, 0)  # virtual energy is lost when you pass priority
    prio = g.prio
    prio["passes"] += 1
    if prio["passes"] >= 2:
        g.push(K.EndMain() if prio["window"] == "main" else K.DamageStep())
    else:
        g.push(K.Priority(1 - p))


@answers(R.Pass)
def _pass(g: DiceMasters, a: R.Pass) -> None:
    assert g.decision is not None
    p = g.decision.player
    g.decision = None
    do_pass(g, p)


@answers(R.Purchase, R.Field, R.UseAction, R.UseGlobal)
def _main_action(g: DiceMasters, a: R.Purchase | R.Field | R.UseAction | R.UseGlobal) -> None:
    assert g.decision is not None
    p = g.decision.player
    window = g.decision
    g.decision = None
    g.prio["passes"] = 0
    # After the inactive player's one Global, priority goes back to the active player.
    following = g.push(K.Priority(g.active))
    answered, g._answered, g._reuse = g._answered, None, None
    if isinstance(a, R.Purchase):
        paying = g.push(K.Purchase(p, a.card))
    elif isinstance(a, R.Field):
        paying = g.push(K.FieldDie(p, a.die))
    elif isinstance(a, R.UseAction):
        g.push(K.UseActionDie(p, a.die))
        return
    else:
        g.ev.append(R.GlobalUsed(p, a.card, a.target))
        g.push(K.GlobalAbility(p, a.card, a.target))
        return
    if answered is not None and p == g.active and isinstance(window, PriorityDecision):
        g._reuse = (following, paying, answered)  # (see ``_WindowMemo``)


@task(K.Purchase)
def purchase(g: DiceMasters, t: K.Purchase) -> None:
    p, card = t.player, t.card
    c = CARDS[card]
    free = t.ans.get("free")  # asked once: the purchase runs again once paid
    if free is None:
        free = t.ans["free"] = free_purchase(g, p, card)
    cost, types = (0, []) if free else (c.cost, [c.energy] if c.energy else [])
    if not g.ask_pay(t, "pay", p, cost, types, card, optional="cancel"):
        return
    if free:
        used_free_purchase(g, p, card)
    if c.kind == "basic_action":
        key = next(f"b{i}" for i, b in enumerate(g.bac) if b == card and g.on_card.get(f"b{i}"))
    else:
        key = f"{p}:{card}"
    d = g.dice[g.on_card[key][0]]
    d.owner = d.ctrl = p
    g.on_card[key].remove(d.id)
    d.zone = "used"
    g.zones[p]["used"].append(d.id)
    g.ev.append(R.DiePurchased(p, d.id, card))


def rolled_face(g: DiceMasters, did: str) -> tuple[Die, Face]:
    """A die in the reserve and the face it shows."""
    d = g.dice[did]
    f = d.showing
    assert f is not None, f"{did} shows no face"
    return d, f


@task(K.FieldDie)
def field_die(g: DiceMasters, t: K.FieldDie) -> None:
    p = t.player
    d, f = rolled_face(g, t.die)
    if not g.ask_pay(t, "pay", p, fielding_cost(g, p, d, f.cost), [], d.card, optional="cancel"):
        return
    enter_field(g, p, d)


def enter_field(g: DiceMasters, p: int, d: Die) -> None:
    """A die of the reserve is fielded (paid for, or for free by an effect): its "when fielded"
    and the "each time you field a character" abilities trigger."""
    g.move(d, "field", p, event=False)
    fielding(g, p, d)  # copies and locks that end as this character is fielded; its lasting copies
    g.ev.append(R.DieFielded(p, d.id, d.card))
    check_kos(g)  # an aura that comes or meets a die may leave a defense of 0 (Doctor Doom)
    fielded = g.turnflags["fielded"]
    fielded[p] += 1
    # "When fielded" of the die's own card, then "each time you field a character" abilities.
    card = ability_card(d)
    if has(card, "fielded"):
        queue(g, K.Fielded(p, card, d.id))
    for card in game_hooks(g)[0][p].get("you_field", ()):
        queue(g, K.YouField(p, card, d.id, fielded[p] == 1))


@task(K.UseActionDie)
def use_action(g: DiceMasters, t: K.UseActionDie) -> None:
    p = t.player
    d, f = rolled_face(g, t.die)
    bursts = f.bursts
    g.move(d, "out_of_play", p, event=False)
    g.ev.append(R.ActionUsed(p, d.id, d.card, bursts))
    note_action(g, p)  # "if you used an action this turn"
    g.push(K.ActionDie(p, d.card, d.id, bursts))
    action_used(g, p, d.id)


# -- end of the main step and the choice to attack ---------------------------------------------
@task(K.EndMain)
def end_main(g: DiceMasters, t: K.EndMain) -> None:
    p = g.active
    for did in list(g.zones[p]["reserve"]):
        d = g.dice[did]
        if d.is_character:  # unfielded character dice go to the used pile
            g.to_own_pile(d, p, "used")
    set_step(g, "attack_declare")
    if attack_candidates(g):
        # Decision: the attack step starts when the active player could declare attackers; its
        # "at the start of the attack step" abilities resolve first, even if none then attack.
        g.push(K.DeclareAttackers())
        queue_window(g, "start_of_attack")
    else:
        g.push(K.Cleanup())


@task(K.DeclareAttackers)
def declare_attackers(g: DiceMasters, t: K.DeclareAttackers) -> None:
    if attack_candidates(g):
        g.decision = AttackDecision(g.active)
    else:
        g.push(K.Cleanup())


def attack_candidates(g: DiceMasters) -> list[Die]:
    p = g.active
    dice = g.dice
    out = []
    for i in g.zones[p]["field"]:
        d = dice[i]
        if (
            d.face is not None
            and FACES[d.card][d.face].kind == "character"  # ``is_character``
            and not d.flags.get("cant_attack")
            and not (g.locks and locked(g, d))
        ):
            out.append(d)
    return out


@legal(AttackDecision)
def _legal_attack(g: DiceMasters, dec: AttackDecision) -> list[Action]:
    candidates = attack_candidates(g)
    out: list[Action] = [R.Attack(d.id, d.card) for d in candidates]
    if not must_attack_waiting(g, candidates):  # "Target character must attack this turn"
        out.append(R.EndAttackers())
    return out


@answers(R.Attack)
def _attack(g: DiceMasters, a: R.Attack) -> None:
    p = g.active
    g.move(g.dice[a.die], "attack", p, event=False)
    g.combat["attackers"].append(a.die)
    g.ev.append(R.AttackerDeclared(p, a.die, a.card))


@answers(R.EndAttackers)
def _end_attackers(g: DiceMasters, a: R.EndAttackers) -> None:
    g.decision = None
    p = g.active
    if not g.combat["attackers"]:
        # Not attacking skips the attack step: no one may use Globals; go to Cleanup.
        g.ev.append(R.NoAttack(p))
        g.push(K.Cleanup())
        return
    g.push(K.BlocksStart())
    for did in g.combat["attackers"]:
        d = g.dice[did]
        card = ability_card(d)
        if has(card, "attacks"):
            queue(g, K.Attacks(p, card, did))


# the zones whose dice lose their damage, modifiers and flags at Cleanup
_CLEARED = (*FIELD_ZONES, "reserve")


# -- cleanup -----------------------------------------------------------------------------------
@task(K.Cleanup)
def cleanup(g: DiceMasters, t: K.Cleanup) -> None:
    a = g.active
    if g.step != "cleanup":
        set_step(g, "cleanup")
    if not t.ans.get("window"):
        # "At the end of the turn" abilities and delayed effects first, before damage and effects end.
        t.ans["window"] = True
        g.push(t)
        queue_window(g, "end_of_turn")
        return
    action_dice_end_of_turn(g)  # before captured dice return: a captured character had left the field
    end_of_turn_returns(g)
    dice = g.dice
    for p in (0, 1):
        zones = g.zones[p]
        if zones["attack"]:
            for did in list(zones["attack"]):
                g.move(dice[did], "field", p)
        for did in list(zones["reserve"]):
            d = dice[did]
            # (``d.showing``) action (and stray character) dice
            if d.face is None or FACES[d.card][d.face].kind != "energy":
                g.to_own_pile(d, p, "used")
        for zn in _CLEARED:
            for did in zones[zn]:
                d = dice[did]
                d.damage = d.a_mod = d.d_mod = 0
                if d.flags:
                    d.flags = {}
    if g.copies:
        copies_after_turn(g)  # copies that last beyond the turn go back on their dice
    out_of_play = g.zones[a]["out_of_play"]
    if out_of_play:
        if not g.attached:
            g.clear_reserve(a, "out_of_play")  # each die's ``to_own_pile``, all at once
        else:
            for did in list(out_of_play):
                if did not in g.attached:  # a die touching a character stays in play
                    g.to_own_pile(dice[did], a, "used")
    if g.virtual[0]:
        g.set_virtual(0, 0)
    if g.virtual[1]:
        g.set_virtual(1, 0)
    g.combat = {"attackers": [], "blocks": {}, "blocked": [], "alloc": {}}
    g.active = 1 - a
    g.push(K.StartTurn())
