"""Engine mechanisms that card texts are built from.

Stats with modifiers and floors (D 0 knocks out), knock-outs, the damage pipeline (prevent,
redirect, reduce, apply, then "when damaged" triggers once per damage event), effects on dice
(knock out, stat changes, spin up/down, reroll with placement, capture, can't block, deals no
damage) with Spider-Man-style prevention, control and copy, and the ordering of simultaneous
triggers (active player's first, each player choosing the order of their own). Card modules
call these; nothing here knows a particular card except through registered hooks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import records as R
from .cards import CARDS, SIDEKICK
from .energy import can_pay
from .state import FIELD_ZONES, HOOKS, Die, ability_card, answers, legal, player_target, target_player, task

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

# Cards whose holder may pay to prevent an effect on their die: card -> energy type.
PREVENTERS: dict[str, str] = {}
# Restrictions on blocking: attacker card -> function(game, attacker, blocker) -> True if forbidden.
CANT_BE_BLOCKED_BY: dict[str, Any] = {}
# Damage reduction of a die's own card: card -> function(game, die, amount) -> reduced amount.
REDUCERS: dict[str, Any] = {}
# Stat auras: functions(game, die) -> (attack bonus, defense bonus), from While Active cards.
AURAS: list[Any] = []
# Additions to damage being dealt: card -> function(game, damage task, amounts), asked once per damage
# event before the damage is dealt (Human Torch "Flame On!" Global). They add to that event; they
# never start a damage event of their own.
AMPLIFIERS: dict[str, Any] = {}
# Optional conditions of trigger hooks: "<card>.<hook>" -> function(game, item) -> bool. A trigger whose
# condition is false is not queued (no event, no ordering question).
CONDITIONS: dict[str, Any] = {}
HARMFUL = {"ko", "reroll", "capture", "cant_block", "no_damage", "damage", "spin_down", "remove_attacker"}


def queue(g: DiceMasters, item: dict[str, Any]) -> None:
    """Queue a triggered ability; simultaneous ones are ordered by ``batch`` afterwards."""
    cond = CONDITIONS.get(item["hook"])
    if cond is None or cond(g, item):
        g.trig.append(item)


def stats(g: DiceMasters, d: Die) -> tuple[int, int]:
    """A character's A and D: printed face + modifiers + auras, never below 0."""
    f = d.showing
    assert f is not None
    copied = d.flags.get("copy")
    a, df = (copied[0], copied[1]) if copied else (f.attack, f.defense)
    a += d.a_mod
    df += d.d_mod
    for aura in AURAS:
        da, dd = aura(g, d)
        a += da
        df += dd
    return (a if a > 0 else 0), (df if df > 0 else 0)


def bursts(d: Die) -> int:
    copied = d.flags.get("copy")
    if copied:
        return int(copied[2])
    f = d.showing
    return 0 if f is None else f.bursts


def level(d: Die) -> int:
    f = d.showing
    return 0 if f is None or f.kind != "character" else f.level


def energy_type(d: Die) -> str | None:
    """A die's "[F] character" type is its card's energy type (Sidekicks have none)."""
    c = CARDS.get(d.card)
    return None if c is None else c.energy


def opponent_chars(g: DiceMasters, p: int) -> list[Die]:
    return g.characters(1 - p)


def mod(g: DiceMasters, d: Die, a: int, df: int) -> None:
    d.a_mod += a
    d.d_mod += df
    sa, sd = stats(g, d)
    g.ev.append(R.StatsChanged(d.id, d.card, sa, sd))


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
    g.move(d, "prep", d.owner)
    card = ability_card(d)
    if f"{card}.knocked_out" in HOOKS:
        queue(
            g,
            {
                "t": "hook",
                "hook": f"{card}.knocked_out",
                "player": d.owner,
                "die": d.id,
                "card": card,
                "blocking": blocking,
                "bursts": b,
            },
        )


def check_kos(g: DiceMasters) -> None:
    """A character with damage >= D, or whose D became 0, is knocked out at once."""
    changed = True
    while changed:
        changed = False
        for p in (g.active, 1 - g.active):
            for d in g.characters(p):
                _, df = stats(g, d)
                if df <= 0 or d.damage >= df:
                    knock_out(g, d)
                    changed = True


# -- prevention --------------------------------------------------------------------------------
def engaged_with(g: DiceMasters, a: str | None, b: str) -> bool:
    """Whether die ``a`` blocked ``b`` or ``b`` blocked ``a`` in this combat (even if one of them
    has since been knocked out by the damage it took there)."""
    pairs = g.combat.get("engaged", [])
    return a is not None and ([a, b] in pairs or [b, a] in pairs)


def _prevent_stage(g: DiceMasters, t: dict[str, Any], dice: list[str], harmful: bool) -> list[str]:
    src_player = t["src"]["player"]
    prevented = t.setdefault("prevented", [])
    checked = t.setdefault("checked", [])
    for did in dice:
        if did in checked or target_player(did) is not None:
            continue
        d = g.dice[did]
        etype = PREVENTERS.get(ability_card(d))
        # "Tiger": "(other than damage from a character engaged with him)": combat damage, and an
        # ability's damage from a character engaged with him (Iron Man, Playboy blocking him).
        from_engaged = t["t"] == "damage" and (
            t["src"].get("kind") == "combat" or engaged_with(g, t["src"].get("die"), did)
        )
        if (
            etype
            and d.zone in FIELD_ZONES
            and d.ctrl is not None
            and not from_engaged
            and (harmful or src_player != d.ctrl)
        ):
            # Spider-Man "Tiger": "You may pay [F] to prevent Spider-Man from being affected ..."
            if g.ask_pay(t, f"prevent:{did}", d.ctrl, 1, [etype], d.card, optional="decline"):
                prevented.append(did)
                g.ev.append(R.EffectPrevented(d.ctrl, did, d.card))
        checked.append(did)
    return [x for x in dice if x not in prevented]


# -- the damage pipeline -----------------------------------------------------------------------
def deal_damage(
    g: DiceMasters, src: dict[str, Any], amounts: dict[str, int], extra: dict[str, Any] | None = None
) -> None:
    """Queue one damage event. ``src``: {"player", "kind": combat|action|global|character, "card", "die"}."""
    t: dict[str, Any] = {"t": "damage", "src": src, "amounts": {k: v for k, v in amounts.items() if v > 0}}
    if extra:
        t.update(extra)
    g.push(t)


@task("damage")
def damage_task(g: DiceMasters, t: dict[str, Any]) -> None:
    amounts: dict[str, int] = t["amounts"]
    # 1. prevention (not for damage from a character engaged with the die)
    _prevent_stage(g, t, sorted(amounts), True)
    for did in t["prevented"]:
        amounts.pop(did, None)
    # 2. additions to this damage (Flame On!), once per damage event
    for amplify in AMPLIFIERS.values():
        amplify(g, t, amounts)
    # 3. redirect from a player to their characters (Iron Man "Inventor" global)
    for p in (g.active, 1 - g.active):
        _redirect_stage(g, t, amounts, p)
    # 4. apply: reductions, then all at once
    dealt: dict[str, int] = {}
    for tgt in sorted(amounts, key=lambda x: (target_player(x) is None, x)):
        n = amounts[tgt]
        tp = target_player(tgt)
        if tp is None:
            d = g.dice[tgt]
            if d.zone not in FIELD_ZONES or not d.is_character:
                continue
            red = REDUCERS.get(ability_card(d))
            if red is not None:
                n = red(g, d, n)
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
    t["dealt"] = dealt
    # Decision: the state the damage found decides what answers it, even when the damage knocks
    # the die out: the face each damaged die showed (its bursts) and which While Active cards were
    # active (Iron Man, Philanthropist gains 2 life from his burst face as he falls).
    seen = _damage_snapshot(g, dealt)
    check_kos(g)
    _damage_triggers(g, t, dealt, seen)


def _redirect_stage(g: DiceMasters, t: dict[str, Any], amounts: dict[str, int], p: int) -> None:
    key = player_target(p)
    rd = t.setdefault("redirects", {})
    while amounts.get(key, 0) > 0 and g.global_in_game("avx-013"):
        n = rd.get(str(p), 0)
        if n < 0:
            return
        chars = [d.id for d in g.characters(p)]
        if not chars or not can_pay(g, p, 1, ["shield"]) and f"rt:{p}:{n}" not in t.get("ans", {}):
            return
        # Iron Man "Inventor" global: "Pay [S] to redirect 1 damage from you to one of your characters."
        tgt = g.ask_target(t, f"rt:{p}:{n}", p, chars, "avx-013", optional=True)
        if tgt is None or not g.ask_pay(t, f"rp:{p}:{n}", p, 1, ["shield"], "avx-013", optional="decline"):
            rd[str(p)] = -1
            return
        amounts[key] -= 1
        amounts[tgt] = amounts.get(tgt, 0) + 1
        rd[str(p)] = n + 1
        g.ev.append(R.DamageRedirected(p, tgt, "avx-013"))


def _damage_snapshot(g: DiceMasters, dealt: dict[str, int]) -> dict[str, Any]:
    """What the damage found as it was dealt: each damaged die's bursts, the active While Active cards."""
    active = [
        [p, card]
        for p in (0, 1)
        for card in g.team[p]
        if f"{card}.you_or_it_damaged" in HOOKS and g.is_active(p, card)
    ]
    return {"bursts": {x: bursts(g.dice[x]) for x in dealt if target_player(x) is None}, "active": active}


def _damage_triggers(g: DiceMasters, t: dict[str, Any], dealt: dict[str, int], seen: dict[str, Any]) -> None:
    players_hit = {target_player(x) for x in dealt if target_player(x) is not None}
    dice_hit = [g.dice[x] for x in dealt if target_player(x) is None]
    for p in (g.active, 1 - g.active):
        for card in g.team[p]:
            # "While Hulk is active, when either you or Hulk takes damage": once per damage event.
            if f"{card}.you_or_it_damaged" in HOOKS and [p, card] in seen["active"]:
                hit = [d.id for d in dice_hit if d.card == card and d.owner == p]
                if p in players_hit or hit:
                    queue(
                        g,
                        {
                            "t": "hook",
                            "hook": f"{card}.you_or_it_damaged",
                            "player": p,
                            "card": card,
                            "dice": hit,
                            "hit_bursts": [seen["bursts"][x] for x in hit],
                        },
                    )
    for d in dice_hit:
        card = ability_card(d)
        if f"{card}.took_damage" in HOOKS and d.owner is not None:
            queue(
                g,
                {
                    "t": "hook",
                    "hook": f"{card}.took_damage",
                    "player": d.owner,
                    "card": card,
                    "die": d.id,
                    "amount": dealt[d.id],
                    "bursts": seen["bursts"][d.id],
                    "step": g.step,
                },
            )
    for did, n in t.get("to_player", {}).items():
        d = g.dice[did]
        defender = 1 - g.active
        card = ability_card(d)
        if n > 0 and defender in players_hit and f"{card}.damaged_opponent" in HOOKS:
            queue(
                g,
                {
                    "t": "hook",
                    "hook": f"{card}.damaged_opponent",
                    "player": g.active,
                    "card": card,
                    "die": did,
                },
            )


# -- effects on dice (with prevention) ---------------------------------------------------------
def effect(g: DiceMasters, op: str, dice: list[str], src: dict[str, Any], **params: Any) -> None:
    """Queue an effect on dice: ko, mod, spin, reroll, capture, cant_block, no_damage, remove_attacker."""
    g.push({"t": "op", "op": op, "dice": list(dice), "src": src, **params})


@task("op")
def op_task(g: DiceMasters, t: dict[str, Any]) -> None:
    op = t["op"]
    harmful = (
        op in HARMFUL
        or (op == "mod" and (t.get("a", 0) < 0 or t.get("d", 0) < 0))
        or (op == "spin" and "down" in t.get("dirs", {}).values())
    )
    dice = [x for x in _prevent_stage(g, t, t["dice"], harmful) if g.dice[x].zone in FIELD_ZONES]
    for did in dice:
        d = g.dice[did]
        if d.zone not in FIELD_ZONES:
            continue
        if op == "ko":
            knock_out(g, d)
        elif op == "mod":
            mod(g, d, t.get("a", 0), t.get("d", 0))
            for flag in t.get("flags", []):
                d.flags[flag] = True
        elif op == "spin":
            spin(g, d, t["dirs"][did])
        elif op == "reroll":
            reroll_in_place(g, d, t["miss"])
        elif op == "capture":
            capture(g, g.dice[t["by"]], d)
        elif op in ("cant_block", "no_damage"):
            d.flags[op] = True
        elif op == "remove_attacker":
            remove_attacker(g, d)
    check_kos(g)


def spin(g: DiceMasters, d: Die, direction: str) -> bool:
    """Spin a character one level up or down; never above the top level nor below level 1."""
    f = d.showing
    if f is None or f.kind != "character":
        return False
    new = f.level + (1 if direction == "up" else -1)
    for i, face in enumerate(d.faces):
        if face.kind == "character" and face.level == new:
            d.face = i
            g.ev.append(R.DieSpun(d.id, d.card, new))
            return True
    return False


def can_spin(d: Die, direction: str) -> bool:
    f = d.showing
    if f is None or f.kind != "character":
        return False
    new = f.level + (1 if direction == "up" else -1)
    return any(face.kind == "character" and face.level == new for face in d.faces)


def reroll_in_place(g: DiceMasters, d: Die, miss: str | None) -> None:
    """Reroll a die; it stays where it is unless its face can't (a field die showing energy)."""
    g.roll(d)
    if d.zone in FIELD_ZONES and not d.is_character:
        owner = d.owner
        assert owner is not None
        if d.id in g.combat["blocks"]:
            del g.combat["blocks"][d.id]
        if d.id in g.combat["attackers"]:
            g.combat["attackers"].remove(d.id)
        if miss:
            g.move(d, miss, owner)
        else:
            g.move(d, "reserve", d.ctrl)


def remove_attacker(g: DiceMasters, d: Die) -> None:
    """Take an attacker out of the attack (its blockers go back to the field, unassigned)."""
    if d.id not in g.combat["attackers"]:
        return
    g.combat["attackers"].remove(d.id)
    g.combat["engaged"] = [x for x in g.combat.get("engaged", []) if d.id not in x]
    for b, a in list(g.combat["blocks"].items()):
        if a == d.id:
            del g.combat["blocks"][b]
            bd = g.dice[b]
            g.move(bd, "field", bd.ctrl)
    g.move(d, "field", d.ctrl)


# -- capture, control, copy --------------------------------------------------------------------
def capture(g: DiceMasters, by: Die, d: Die) -> None:
    """Take ``d`` under ``by``: out of the game until the turn ends or ``by`` is knocked out."""
    if by.zone not in FIELD_ZONES:
        return
    if d.id in g.combat["blocks"]:
        del g.combat["blocks"][d.id]
    if d.id in g.combat["attackers"]:
        g.combat["attackers"].remove(d.id)
    g.holder_list(d).remove(d.id)
    d.zone = "captured"
    d.damage = 0
    g.captured.setdefault(by.id, []).append(d.id)
    g.ev.append(R.DieCaptured(d.id, d.card, by.id))


def release_captured(g: DiceMasters, by_id: str) -> None:
    for did in list(g.captured.pop(by_id, [])):
        d = g.dice[did]
        g.captured.setdefault(by_id, []).append(did)  # so that move() finds it
        g.move(d, "field", d.owner, event=False)
        g.captured.pop(by_id, None)
        g.ev.append(R.DieReleased(did, d.card, "field"))


def control(g: DiceMasters, controller: Die, d: Die) -> None:
    """Use an opponent's die as yours until the end of the turn; the controlling die can't attack."""
    p = controller.ctrl
    assert p is not None
    g.move(d, "field", p)
    d.flags["controlled_by"] = controller.id
    controller.flags["cant_attack"] = True


def copy_stats(d: Die, other: Die, g: DiceMasters) -> None:
    """Copy another character's stats and bursts (printed face plus its modifiers) until end of turn."""
    a, df = stats(g, other)
    d.flags["copy"] = [a - d.a_mod, df - d.d_mod, bursts(other)]


def copy_abilities(d: Die, other: Die) -> None:
    """Use another card's abilities (its hooks) as this die's own until the end of the turn."""
    d.flags["abilities_of"] = other.card


def end_of_turn_returns(g: DiceMasters) -> None:
    for by in list(g.captured):
        release_captured(g, by)
    for p in (0, 1):
        for zn in FIELD_ZONES:
            for did in list(g.zones[p][zn]):
                d = g.dice[did]
                if d.owner is not None and d.ctrl != d.owner:
                    g.move(d, "field", d.owner)


# -- simultaneous triggers ---------------------------------------------------------------------
def flush_triggers(g: DiceMasters) -> None:
    items, g.trig = g.trig, []
    g.push({"t": "batch", "items": items})


@task("batch")
def batch_task(g: DiceMasters, t: dict[str, Any]) -> None:
    items = t["items"]
    if not items:
        return
    mine = [x for x in items if x["player"] == g.active]
    group = mine if mine else items
    pick = t.pop("pick", None)
    if pick is None:
        if len({x["hook"] for x in group}) > 1:
            g.push(t)
            g.decision = {
                "type": "trigger",
                "player": group[0]["player"],
                "task": t["id"],
                "options": [[x["card"], x.get("die")] for x in group],
            }
            return
        pick = 0
    chosen = group[pick]
    items.remove(chosen)
    if items:
        g.push(t)
    g.ev.append(R.AbilityTriggered(chosen["player"], chosen["card"], chosen.get("die")))
    g.push(chosen)


@legal("trigger")
def _legal_trigger(g: DiceMasters, dec: dict[str, Any]) -> list[Any]:
    seen = []
    out: list[Any] = []
    for card, die in dec["options"]:
        if (card, die) not in seen:
            seen.append((card, die))
            out.append(R.ChooseTrigger(card, die))
    return out


@answers(R.ChooseTrigger)
def _choose_trigger(g: DiceMasters, a: R.ChooseTrigger) -> None:
    dec = g.decision
    assert dec is not None
    g.decision = None
    idx = [i for i, (c, d) in enumerate(dec["options"]) if c == a.card and d == a.die][0]
    g.find_task(dec["task"])["pick"] = idx


# -- generic target and spin decisions ---------------------------------------------------------
@legal("target")
def _legal_target(g: DiceMasters, dec: dict[str, Any]) -> list[Any]:
    out: list[Any] = []
    if dec.get("spin"):
        for tgt in dec["options"]:
            for direction in ("up", "down"):
                if can_spin(g.dice[tgt], direction):
                    out.append(R.Spin(dec["card"], tgt, direction))
    else:
        out = [R.ChooseTarget(dec["card"], tgt) for tgt in dec["options"]]
    if dec["optional"]:
        out.append(R.Decline(dec["card"]))
    return out


@answers(R.ChooseTarget)
def _choose_target(g: DiceMasters, a: R.ChooseTarget) -> None:
    g.answer(a.target)


@answers(R.Spin)
def _spin(g: DiceMasters, a: R.Spin) -> None:
    g.answer([a.target, a.direction])


@answers(R.Decline)
def _decline(g: DiceMasters, a: R.Decline) -> None:
    assert g.decision is not None
    g.answer(False if g.decision["type"] == "pay" else None)


def sidekick_aura_card(card: str) -> Any:
    """A While Active aura for Sidekick characters of the card's holder (Natural Leader)."""

    def aura(g: DiceMasters, d: Die) -> tuple[int, int]:
        p = d.ctrl
        if d.card != SIDEKICK or p is None or card not in g.team[p] or not g.is_active(p, card):
            return 0, 0
        return 1, 1

    return aura
