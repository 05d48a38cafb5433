"""The 24 character cards of the Avengers vs. X-Men starter, each a few lines over the engine's
mechanisms (``effects``), registered by card id and hook name, with the card text beside it.

Hooks: ``fielded`` (when this die is fielded), ``you_field`` (each time its holder fields a
character), ``attacks``, ``blocks``, ``after_blockers``, ``you_or_it_damaged`` (once per damage
event), ``took_damage`` (per die), ``damaged_opponent``, ``knocked_out``. Where a card leaves a
detail open, the comment says which reading is implemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import records as R
from .cards import SIDEKICK
from .effects import (
    AMPLIFIERS,
    AURAS,
    CANT_BE_BLOCKED_BY,
    CONDITIONS,
    PREVENTERS,
    REDUCERS,
    bursts,
    capture,
    deal_damage,
    effect,
    energy_type,
    knock_out,
    level,
    mod,
    opponent_chars,
    sidekick_aura_card,
)
from .energy import can_pay
from .state import FIELD_ZONES, hook, player_target

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

T = dict[str, Any]
ATTACK_STEPS = ("attack_declare", "block", "attack_actions", "damage")


def src(t: T, kind: str = "character") -> dict[str, Any]:
    return {"player": t["player"], "kind": kind, "card": t["card"], "die": t.get("die")}


def in_field(g: DiceMasters, did: str) -> bool:
    return g.dice[did].zone in FIELD_ZONES


# -- Beast -------------------------------------------------------------------------------------
@hook("avx-001", "blocks")
def beast_big_boy_blue(g: DiceMasters, t: T) -> None:
    """Beast gets +1A and +1D (until the end of the turn) when he blocks.
    * He gets +2A and +2D instead."""
    d = g.dice[t["die"]]
    n = 2 if bursts(d) else 1
    effect(g, "mod", [d.id], src(t), a=n, d=n)


@hook("avx-002", "knocked_out")
def beast_genetic_expert(g: DiceMasters, t: T) -> None:
    """If Beast is knocked out while blocking, you gain 1 life.
    * Your opponent also takes 2 damage."""
    if not t["blocking"]:
        return
    g.change_life(t["player"], 1)
    if t["bursts"]:
        deal_damage(g, src(t), {player_target(1 - t["player"]): 2})


CONDITIONS["avx-002.knocked_out"] = lambda g, t: t["blocking"]


@hook("avx-003", "blocks")
def beast_mutate(g: DiceMasters, t: T) -> None:
    """When Beast blocks, draw one die and place it in your prep area.
    * Instead draw 2 dice; place one in your prep area and the other in your used pile."""
    p = t["player"]
    if "drawn" not in t:
        n = g.draw(p, 2 if bursts(g.dice[t["die"]]) else 1, "prep")
        t["drawn"] = g.zones[p]["prep"][len(g.zones[p]["prep"]) - n :]
    drawn = t["drawn"]
    if len(drawn) == 2:
        a, b = (g.dice[x] for x in drawn)
        # the player chooses which of two different dice stays in the prep area
        options = drawn if a.card != b.card else drawn[:1]
        keep = g.ask_target(t, "keep", p, options, t["card"])
        g.move(g.dice[drawn[1] if keep == drawn[0] else drawn[0]], "used", p)


# -- Captain America ---------------------------------------------------------------------------
@hook("avx-004", "fielded")
def cap_american_hero(g: DiceMasters, t: T) -> None:
    """When fielded, you may roll a Sidekick die from your used pile (you cannot select a die that
    paid to field this one; place the die in your reserve pool)."""
    p = t["player"]
    # Dice that paid on your own turn went out of play, so every Sidekick in the used pile may be
    # chosen; Sidekick dice are interchangeable, so one stands for all.
    side = [i for i in g.zones[p]["used"] if g.dice[i].card == SIDEKICK][:1]
    pick = g.ask_target(t, "sidekick", p, side, t["card"], optional=True)
    if pick is None:
        return
    d = g.dice[pick]
    g.move(d, "reserve", p)
    g.roll(d)


CONDITIONS["avx-004.fielded"] = lambda g, t: any(
    g.dice[i].card == SIDEKICK for i in g.zones[t["player"]]["used"]
)

# "While Captain America is active, your Sidekick characters get +1A and +1D (no matter how many
#  Captain America dice you have fielded)."
AURAS.append(sidekick_aura_card("avx-005"))


@hook("avx-006", "fielded")
def cap_star_spangled(g: DiceMasters, t: T) -> None:
    """When fielded, knock out each of your opponent's Sidekick characters. Gain 1 life for each
    Sidekick knocked out this way."""
    p = t["player"]
    victims = [d for d in opponent_chars(g, p) if d.card == SIDEKICK]
    for d in victims:
        knock_out(g, d)
    g.change_life(p, sum(1 for d in victims if d.zone == "prep"))


# -- Hulk --------------------------------------------------------------------------------------
def _hulks(g: DiceMasters, t: T) -> list[Any]:
    p, card = t["player"], t["card"]
    return [d for d in g.characters(p) if d.card == card and d.owner == p]


def _hulk_burst(g: DiceMasters, t: T) -> bool:
    # The burst counts when a damaged Hulk die showed it as it took the damage (even if that
    # damage knocked it out), or (damage to you only) when any active Hulk die shows it.
    if t.get("dice"):
        return any(t.get("hit_bursts", []))
    return any(bursts(d) for d in _hulks(g, t))


@hook("avx-007", "you_or_it_damaged")
def hulk_anger_issues(g: DiceMasters, t: T) -> None:
    """While Hulk is active, when either you or Hulk takes damage, Hulk gets +2A and +2D (until the
    end of the turn). * Hulk gets +3A and +3D instead."""
    for d in _hulks(g, t):
        n = 3 if bursts(d) else 2
        mod(g, d, n, n)


@hook("avx-008", "you_or_it_damaged")
def hulk_annihilator(g: DiceMasters, t: T) -> None:
    """While Hulk is active, when either you or Hulk takes damage, move all Hulk dice from your used
    pile to your prep area."""
    p = t["player"]
    for did in list(g.zones[p]["used"]):
        if g.dice[did].card == t["card"]:
            g.move(g.dice[did], "prep", p)


@hook("avx-009", "you_or_it_damaged")
def hulk_jade_giant(g: DiceMasters, t: T) -> None:
    """While Hulk is active, when either you or Hulk takes damage, knock out one of your opponent's
    level 1 characters. * Instead knock out one opposing character of any level."""
    p = t["player"]
    burst = t.setdefault("burst", _hulk_burst(g, t))
    options = [d.id for d in opponent_chars(g, p) if burst or level(d) == 1]
    tgt = g.ask_target(t, "target", p, options, t["card"])
    if tgt is not None:
        effect(g, "ko", [tgt], src(t))


# -- Human Torch -------------------------------------------------------------------------------
def _any_target(g: DiceMasters, p: int) -> list[str]:
    return [player_target(1 - p)] + [d.id for d in g.all_characters()] + [player_target(p)]


@hook("avx-010", "you_field")
def torch_flame_on(g: DiceMasters, t: T) -> None:
    """While Human Torch is active, he deals 1 damage to a character or player each time you field
    a character (not 1 damage per die)."""
    p = t["player"]
    tgt = g.ask_target(t, "target", p, _any_target(g, p), t["card"])
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 1})


CONDITIONS["avx-010.you_field"] = lambda g, t: g.is_active(t["player"], "avx-010")


def torch_flame_on_global(g: DiceMasters, t: T, amounts: dict[str, int]) -> None:
    """Global: Pay [B] when you deal damage with an action die or global ability to deal one extra
    damage to one target.

    Decision (rulings): the extra point joins the damage being dealt (``t`` is that damage event,
    asked before it is dealt); it is no damage event of its own, so it can't trigger Flame On again
    and "when damaged" abilities answer the whole damage once. Flame On is paid once per damage
    event, by the player dealing the damage, for one target of that damage."""
    if (
        t.get("flame_on_done")
        or t["src"].get("kind") not in ("action", "global")
        or not g.global_in_game("avx-010")
    ):
        return
    p = t["src"]["player"]
    targets = [x for x in sorted(amounts) if amounts[x] > 0 and (x.startswith("player:") or in_field(g, x))]
    if not targets or ("flame_on" not in t.get("ans", {}) and not can_pay(g, p, 1, ["bolt"])):
        t["flame_on_done"] = True
        return
    tgt = g.ask_target(t, "flame_on", p, targets, "avx-010", optional=True)
    if tgt is None or not g.ask_pay(t, "flame_on:pay", p, 1, ["bolt"], "avx-010", optional="decline"):
        t["flame_on_done"] = True
        return
    t["flame_on_done"] = True
    amounts[tgt] = amounts.get(tgt, 0) + 1
    g.ev.append(R.GlobalUsed(p, "avx-010", tgt))


AMPLIFIERS["avx-010"] = torch_flame_on_global


@hook("avx-011", "you_field")
def torch_matchstick(g: DiceMasters, t: T) -> None:
    """While Human Torch is active, each time you field a character, you may roll one Human Torch
    from your used pile (not one that paid to field that die). If you roll a character side, place
    it in your reserve pool; otherwise place it in your used pile."""
    p = t["player"]
    dice = [i for i in g.zones[p]["used"] if g.dice[i].card == t["card"]][:1]
    pick = g.ask_target(t, "torch", p, dice, t["card"], optional=True)
    if pick is None:
        return
    d = g.dice[pick]
    g.move(d, "reserve", p)
    g.roll(d)
    if not d.is_character:
        g.move(d, "used", p)


CONDITIONS["avx-011.you_field"] = lambda g, t: (
    g.is_active(t["player"], "avx-011")
    and any(g.dice[i].card == "avx-011" for i in g.zones[t["player"]]["used"])
)


@hook("avx-012", "you_field")
def torch_playing_with_fire(g: DiceMasters, t: T) -> None:
    """The first time you field a character each turn, each Human Torch already in the field gets
    +1A and +1D (until the end of the turn)."""
    dice = [d.id for d in g.characters(t["player"]) if d.card == t["card"] and d.id != t["die"]]
    effect(g, "mod", dice, src(t), a=1, d=1)


CONDITIONS["avx-012.you_field"] = lambda g, t: (
    t["first"] and any(d.card == "avx-012" and d.id != t["die"] for d in g.characters(t["player"]))
)


# -- Iron Man ----------------------------------------------------------------------------------
def _inventor_reduce(g: DiceMasters, d: Any, n: int) -> int:
    """Each time Iron Man takes damage, reduce the damage he takes by 1.
    * Reduce the damage by 2 instead."""
    return n - (2 if bursts(d) else 1)


REDUCERS["avx-013"] = _inventor_reduce
# Global "Pay [S] to redirect 1 damage from you to one of your characters." lives in the damage
# pipeline (effects._redirect_stage), since it answers damage as it happens.


@hook("avx-014", "took_damage")
def iron_man_philanthropist(g: DiceMasters, t: T) -> None:
    """Each time Iron Man takes damage, you gain 1 life. * Gain 2 life instead."""
    g.change_life(t["player"], 2 if t["bursts"] else 1)


@hook("avx-015", "took_damage")
def iron_man_playboy(g: DiceMasters, t: T) -> None:
    """Each time Iron Man takes damage in the attack step, he deals 3 damage to one opposing
    character that is attacking or blocking."""
    p = t["player"]
    options = [i for i in g.zones[1 - p]["attack"] if g.dice[i].is_character]
    tgt = g.ask_target(t, "target", p, options, t["card"])
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 3})


CONDITIONS["avx-015.took_damage"] = lambda g, t: (
    t["step"] in ATTACK_STEPS and any(g.dice[i].is_character for i in g.zones[1 - t["player"]]["attack"])
)


# -- Spider-Man --------------------------------------------------------------------------------
# "Tiger": "You may pay [F] to prevent Spider-Man from being affected by an ability or game effect
# (other than damage from a character engaged with him)."  (effects._prevent_stage)
PREVENTERS["avx-016"] = "fist"


@hook("avx-017", "attacks")
def spider_webhead(g: DiceMasters, t: T) -> None:
    """When Spider-Man assigns to attack, you may pay [F] to give him +4D (you can only do this
    once per turn per die)."""
    d = g.dice[t["die"]]
    if g.ask_pay(t, "pay", t["player"], 1, ["fist"], t["card"], optional="decline"):
        d.flags["webhead"] = True
        mod(g, d, 0, 4)


CONDITIONS["avx-017.attacks"] = lambda g, t: (
    not g.dice[t["die"]].flags.get("webhead") and can_pay(g, t["player"], 1, ["fist"])
)


@hook("avx-018", "attacks")
def spider_webslinger(g: DiceMasters, t: T) -> None:
    """When Spider-Man assigns to attack, you may pay [F] to force every opposing character to
    block him if able."""
    if g.ask_pay(t, "pay", t["player"], 1, ["fist"], t["card"], optional="decline"):
        g.dice[t["die"]].flags["forces_block"] = True


# -- Storm -------------------------------------------------------------------------------------
CONDITIONS["avx-018.attacks"] = lambda g, t: can_pay(g, t["player"], 1, ["fist"])


@hook("avx-019", "fielded")
def storm_african_priestess(g: DiceMasters, t: T) -> None:
    """When fielded, reroll a target opposing character. If the result is not a character, place
    that die in your opponent's used pile."""
    p = t["player"]
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t["card"])
    if tgt is not None:
        effect(g, "reroll", [tgt], src(t), miss="used")


@hook("avx-020", "attacks")
def storm_goddess(g: DiceMasters, t: T) -> None:
    """When Storm attacks, reroll each of your opponent's characters. Place any die that does not
    result in a character in your opponent's prep area."""
    effect(g, "reroll", [d.id for d in opponent_chars(g, t["player"])], src(t), miss="prep")


@hook("avx-021", "after_blockers")
def storm_ro(g: DiceMasters, t: T) -> None:
    """After blockers are assigned, reroll all characters engaged with Storm. Place each such die
    that does not show a character in your opponent's prep area."""
    did = t["die"]
    blocks = g.combat["blocks"]
    engaged = [b for b, a in blocks.items() if a == did] + ([blocks[did]] if did in blocks else [])
    effect(g, "reroll", engaged, src(t), miss="prep")


CONDITIONS["avx-021.after_blockers"] = lambda g, t: (
    t["die"] in g.combat["blocks"] or t["die"] in g.combat["blocks"].values()
)


# -- Thor --------------------------------------------------------------------------------------
@hook("avx-022", "damaged_opponent")
def thor_legendary_warrior(g: DiceMasters, t: T) -> None:
    """When Thor damages your opponent, knock out an opposing [F] character."""
    p = t["player"]
    options = [d.id for d in opponent_chars(g, p) if energy_type(d) == "fist"]
    tgt = g.ask_target(t, "target", p, options, t["card"])
    if tgt is not None:
        effect(g, "ko", [tgt], src(t))


# "Thor can't be blocked by [F] characters."
CANT_BE_BLOCKED_BY["avx-023"] = lambda g, attacker, blocker: energy_type(blocker) == "fist"


@hook("avx-024", "fielded")
def thor_odinson(g: DiceMasters, t: T) -> None:
    """When fielded, capture all opposing [F] characters (return them at the end of the turn)."""
    p = t["player"]
    targets = [d.id for d in opponent_chars(g, p) if energy_type(d) == "fist"]
    effect(g, "capture", targets, src(t), by=t["die"])


_ = capture  # capture is applied by the "capture" effect op
