"""The character cards of the Avengers vs. X-Men starter, each a few lines over the engine's
mechanisms, registered with ``ability(card, printed text, hook)``: the text quoted is checked
against the card data at import (``cards_check``), so code and card cannot drift apart.

Triggered hooks receive their task (``tasks.Fielded``, ``tasks.TookDamage``, ...); the other hooks
are asked by the rules (``aura``, ``reduce``, ``prevent``, ``cant_be_blocked_by``, ``amplify``,
``redirect``; see ``effects``). Where a card leaves a detail open, the comment says which reading
is implemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import records as R
from . import tasks as K
from .cards import SIDEKICK
from .damage import deal_damage
from .effects import ability, bursts, energy_type, knock_out, level, mod, opponent_chars, sidekick_aura
from .energy import can_pay
from .locks import can_use_globals
from .ops import CaptureDice, KnockOutDice, ModDice, RerollDice
from .state import FIELD_ZONES, Die, player_target

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

ATTACK_STEPS = ("attack_declare", "block", "attack_actions", "damage")


def src(t: K.CardHook) -> K.Source:
    return K.Source(t.player, "character", t.card, K.hook_die(t))


def in_field(g: DiceMasters, did: str) -> bool:
    return g.dice[did].zone in FIELD_ZONES


def any_target(g: DiceMasters, p: int) -> list[str]:
    """Any character or player, the opponent first."""
    return [player_target(1 - p)] + [d.id for d in g.all_characters()] + [player_target(p)]


# -- Beast -------------------------------------------------------------------------------------
@ability(
    "avx-001",
    "Beast gets +1A and +1D (until the end of the turn) when he blocks. * He gets +2A and +2D instead.",
    "blocks",
)
def beast_big_boy_blue(g: DiceMasters, t: K.Blocks) -> None:
    d = g.dice[t.die]
    n = 2 if bursts(d) else 1
    g.push(ModDice([d.id], src=src(t), a=n, d=n))


@ability(
    "avx-002",
    "If Beast is knocked out while blocking, you gain 1 life. * Your opponent also takes 2 damage.",
    "knocked_out",
    when=lambda g, t: t.blocking,
)
def beast_genetic_expert(g: DiceMasters, t: K.KnockedOut) -> None:
    if not t.blocking:
        return
    g.change_life(t.player, 1)
    if t.bursts:
        deal_damage(g, src(t), {player_target(1 - t.player): 2})


@ability(
    "avx-003",
    "When Beast blocks, draw one die and place it in your prep area. * Instead draw 2 dice; place one "
    "in your prep area and the other in your used pile.",
    "blocks",
)
def beast_mutate(g: DiceMasters, t: K.Blocks) -> None:
    p = t.player
    if "drawn" not in t.ans:
        n = g.draw(p, 2 if bursts(g.dice[t.die]) else 1, "prep")
        t.ans["drawn"] = g.zones[p]["prep"][len(g.zones[p]["prep"]) - n :]
    drawn: list[str] = t.ans["drawn"]
    if len(drawn) == 2:
        a, b = (g.dice[x] for x in drawn)
        # the player chooses which of two different dice stays in the prep area
        options = drawn if a.card != b.card else drawn[:1]
        keep = g.ask_target(t, "keep", p, options, t.card)
        g.move(g.dice[drawn[1] if keep == drawn[0] else drawn[0]], "used", p)


# -- Captain America ---------------------------------------------------------------------------
@ability(
    "avx-004",
    "When fielded, you may roll a Sidekick die from your used pile (you cannot select a die that paid "
    "to field this one; place the die in your reserve pool).",
    "fielded",
    when=lambda g, t: any(g.dice[i].card == SIDEKICK for i in g.zones[t.player]["used"]),
)
def cap_american_hero(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    # Dice that paid on your own turn went out of play, so every Sidekick in the used pile may be
    # chosen; Sidekick dice are interchangeable, so one stands for all.
    side = [i for i in g.zones[p]["used"] if g.dice[i].card == SIDEKICK][:1]
    pick = g.ask_target(t, "sidekick", p, side, t.card, optional=True)
    if pick is None:
        return
    d = g.dice[pick]
    g.move(d, "reserve", p)
    g.roll(d)


@ability(
    "avx-005",
    "While Captain America is active, your Sidekick characters get +1A and +1D (no matter how many "
    "Captain America dice you have fielded).",
    "aura",
)
def cap_natural_leader(g: DiceMasters, d: Die) -> tuple[int, int]:
    return sidekick_aura(g, d, "avx-005")


@ability(
    "avx-006",
    "When fielded, knock out each of your opponent's Sidekick characters. Gain 1 life for each "
    "Sidekick knocked out this way.",
    "fielded",
)
def cap_star_spangled(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    victims = [d for d in opponent_chars(g, p) if d.card == SIDEKICK]
    for d in victims:
        knock_out(g, d)
    g.change_life(p, sum(1 for d in victims if d.zone == "prep"))


# -- Hulk --------------------------------------------------------------------------------------
def _hulks(g: DiceMasters, t: K.CardHook) -> list[Die]:
    return [d for d in g.characters(t.player) if d.card == t.card and d.owner == t.player]


def _hulk_burst(g: DiceMasters, t: K.YouOrItDamaged) -> bool:
    # The burst counts when a damaged Hulk die showed it as it took the damage (even if that
    # damage knocked it out), or (damage to you only) when any active Hulk die shows it.
    if t.dice:
        return any(t.hit_bursts)
    return any(bursts(d) for d in _hulks(g, t))


@ability(
    "avx-007",
    "While Hulk is active, when either you or Hulk takes damage, Hulk gets +2A and +2D (until the end "
    "of the turn). * Hulk gets +3A and +3D instead.",
    "you_or_it_damaged",
)
def hulk_anger_issues(g: DiceMasters, t: K.YouOrItDamaged) -> None:
    for d in _hulks(g, t):
        n = 3 if bursts(d) else 2
        mod(g, d, n, n)


@ability(
    "avx-008",
    "While Hulk is active, when either you or Hulk takes damage, move all Hulk dice from your used "
    "pile to your prep area.",
    "you_or_it_damaged",
)
def hulk_annihilator(g: DiceMasters, t: K.YouOrItDamaged) -> None:
    p = t.player
    for did in list(g.zones[p]["used"]):
        if g.dice[did].card == t.card:
            g.move(g.dice[did], "prep", p)


@ability(
    "avx-009",
    "While Hulk is active, when either you or Hulk takes damage, knock out one of your opponent's "
    "level 1 characters. * Instead knock out one opposing character of any level.",
    "you_or_it_damaged",
)
def hulk_jade_giant(g: DiceMasters, t: K.YouOrItDamaged) -> None:
    p = t.player
    burst = t.ans.setdefault("burst", _hulk_burst(g, t))
    options = [d.id for d in opponent_chars(g, p) if burst or level(d) == 1]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))


# -- Human Torch -------------------------------------------------------------------------------
@ability(
    "avx-010",
    "While Human Torch is active, he deals 1 damage to a character or player each time you field a "
    "character (not 1 damage per die).",
    "you_field",
    when=lambda g, t: g.is_active(t.player, "avx-010"),
)
def torch_flame_on(g: DiceMasters, t: K.YouField) -> None:
    p = t.player
    tgt = g.ask_target(t, "target", p, any_target(g, p), t.card, harms=True)
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 1})


@ability(
    "avx-010",
    "Pay [B] when you deal damage with an action die or global ability to deal one extra damage to "
    "one target.",
    "amplify",
)
def torch_flame_on_global(g: DiceMasters, t: K.Damage, amounts: dict[str, int]) -> None:
    """Decision (rulings): the extra point joins the damage being dealt (``t`` is that damage event,
    asked before it is dealt); it is no damage event of its own, so it can't trigger Flame On again
    and "when damaged" abilities answer the whole damage once. Flame On is paid once per damage
    event, by the player dealing the damage, for one target of that damage."""
    if t.amplified or t.src.kind not in ("action", "global") or not g.global_in_game("avx-010"):
        return
    if not can_use_globals(g, t.src.player):  # Professor X, "Powerful Telepath"
        t.amplified = True
        return
    p = t.src.player
    targets = [x for x in sorted(amounts) if amounts[x] > 0 and (x.startswith("player:") or in_field(g, x))]
    if not targets or ("flame_on" not in t.ans and not can_pay(g, p, 1, ["bolt"])):
        t.amplified = True
        return
    tgt = g.ask_target(t, "flame_on", p, targets, "avx-010", optional=True, harms=True)
    if tgt is None or not g.ask_pay(t, "flame_on:pay", p, 1, ["bolt"], "avx-010", optional="decline"):
        t.amplified = True
        return
    t.amplified = True
    amounts[tgt] = amounts.get(tgt, 0) + 1
    g.ev.append(R.GlobalUsed(p, "avx-010", tgt))


@ability(
    "avx-011",
    "While Human Torch is active, each time you field a character, you may roll one Human Torch from "
    "your used pile (not one that paid to field that die). If you roll a character side, place it in "
    "your reserve pool; otherwise place it in your used pile.",
    "you_field",
    when=lambda g, t: (
        g.is_active(t.player, "avx-011")
        and any(g.dice[i].card == "avx-011" for i in g.zones[t.player]["used"])
    ),
)
def torch_matchstick(g: DiceMasters, t: K.YouField) -> None:
    p = t.player
    dice = [i for i in g.zones[p]["used"] if g.dice[i].card == t.card][:1]
    pick = g.ask_target(t, "torch", p, dice, t.card, optional=True)
    if pick is None:
        return
    d = g.dice[pick]
    g.move(d, "reserve", p)
    g.roll(d)
    if not d.is_character:
        g.move(d, "used", p)


@ability(
    "avx-012",
    "The first time you field a character each turn, each Human Torch already in the field gets +1A "
    "and +1D (until the end of the turn).",
    "you_field",
    when=lambda g, t: t.first and any(d.card == "avx-012" and d.id != t.die for d in g.characters(t.player)),
)
def torch_playing_with_fire(g: DiceMasters, t: K.YouField) -> None:
    dice = [d.id for d in g.characters(t.player) if d.card == t.card and d.id != t.die]
    g.push(ModDice(dice, src=src(t), a=1, d=1))


# -- Iron Man ----------------------------------------------------------------------------------
@ability(
    "avx-013",
    "Each time Iron Man takes damage, reduce the damage he takes by 1. * Reduce the damage by 2 instead.",
    "reduce",
)
def iron_man_inventor(g: DiceMasters, d: Die, n: int) -> int:
    return n - (2 if bursts(d) else 1)


@ability("avx-013", "Pay [S] to redirect 1 damage from you to one of your characters.", "redirect")
def iron_man_inventor_global(g: DiceMasters, t: K.Damage, amounts: dict[str, int], p: int) -> None:
    """Answers damage to player ``p`` as it is dealt: one point at a time, while they pay."""
    key = player_target(p)
    rd = t.redirects
    if not can_use_globals(g, p):  # Professor X, "Powerful Telepath"
        return
    while amounts.get(key, 0) > 0:
        n = rd.get(str(p), 0)
        if n < 0:
            return
        chars = [d.id for d in g.characters(p)]
        if not chars or not can_pay(g, p, 1, ["shield"]) and f"rt:{p}:{n}" not in t.ans:
            return
        tgt = g.ask_target(t, f"rt:{p}:{n}", p, chars, "avx-013", optional=True)
        if tgt is None or not g.ask_pay(t, f"rp:{p}:{n}", p, 1, ["shield"], "avx-013", optional="decline"):
            rd[str(p)] = -1
            return
        amounts[key] -= 1
        amounts[tgt] = amounts.get(tgt, 0) + 1
        rd[str(p)] = n + 1
        g.ev.append(R.DamageRedirected(p, tgt, "avx-013"))


@ability(
    "avx-014",
    "Each time Iron Man takes damage, you gain 1 life. * Gain 2 life instead.",
    "took_damage",
)
def iron_man_philanthropist(g: DiceMasters, t: K.TookDamage) -> None:
    g.change_life(t.player, 2 if t.bursts else 1)


@ability(
    "avx-015",
    "Each time Iron Man takes damage in the attack step, he deals 3 damage to one opposing character "
    "that is attacking or blocking.",
    "took_damage",
    when=lambda g, t: (
        t.step in ATTACK_STEPS and any(g.dice[i].is_character for i in g.zones[1 - t.player]["attack"])
    ),
)
def iron_man_playboy(g: DiceMasters, t: K.TookDamage) -> None:
    p = t.player
    options = [i for i in g.zones[1 - p]["attack"] if g.dice[i].is_character]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        deal_damage(g, src(t), {tgt: 3})


# -- Spider-Man --------------------------------------------------------------------------------
@ability(
    "avx-016",
    "You may pay [F] to prevent Spider-Man from being affected by an ability or game effect (other "
    "than damage from a character engaged with him).",
    "prevent",
)
def spider_tiger(g: DiceMasters, d: Die) -> str:
    """The energy type that prevents an effect on the die (asked in ``damage.prevent_stage``)."""
    return "fist"


@ability(
    "avx-017",
    "When Spider-Man assigns to attack, you may pay [F] to give him +4D (you can only do this once "
    "per turn per die).",
    "attacks",
    when=lambda g, t: not g.dice[t.die].flags.get("webhead") and can_pay(g, t.player, 1, ["fist"]),
)
def spider_webhead(g: DiceMasters, t: K.Attacks) -> None:
    d = g.dice[t.die]
    if g.ask_pay(t, "pay", t.player, 1, ["fist"], t.card, optional="decline"):
        d.flags["webhead"] = True
        mod(g, d, 0, 4)


@ability(
    "avx-018",
    "When Spider-Man assigns to attack, you may pay [F] to force every opposing character to block "
    "him if able.",
    "attacks",
    when=lambda g, t: can_pay(g, t.player, 1, ["fist"]),
)
def spider_webslinger(g: DiceMasters, t: K.Attacks) -> None:
    if g.ask_pay(t, "pay", t.player, 1, ["fist"], t.card, optional="decline"):
        g.dice[t.die].flags["forces_block"] = True


# -- Storm -------------------------------------------------------------------------------------
@ability(
    "avx-019",
    "When fielded, reroll a target opposing character. If the result is not a character, place that "
    "die in your opponent's used pile.",
    "fielded",
)
def storm_african_priestess(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    tgt = g.ask_target(t, "target", p, [d.id for d in opponent_chars(g, p)], t.card, harms=True)
    if tgt is not None:
        g.push(RerollDice([tgt], src=src(t), miss="used"))


@ability(
    "avx-020",
    "When Storm attacks, reroll each of your opponent's characters. Place any die that does not "
    "result in a character in your opponent's prep area.",
    "attacks",
)
def storm_goddess(g: DiceMasters, t: K.Attacks) -> None:
    g.push(RerollDice([d.id for d in opponent_chars(g, t.player)], src=src(t), miss="prep"))


@ability(
    "avx-021",
    "After blockers are assigned, reroll all characters engaged with Storm. Place each such die that "
    "does not show a character in your opponent's prep area.",
    "after_blockers",
    when=lambda g, t: t.die in g.combat["blocks"] or t.die in g.combat["blocks"].values(),
)
def storm_ro(g: DiceMasters, t: K.AfterBlocks) -> None:
    did = t.die
    blocks = g.combat["blocks"]
    engaged = [b for b, a in blocks.items() if a == did] + ([blocks[did]] if did in blocks else [])
    g.push(RerollDice(engaged, src=src(t), miss="prep"))


# -- Thor --------------------------------------------------------------------------------------
@ability(
    "avx-022",
    "When Thor damages your opponent, knock out an opposing [F] character.",
    "damaged_opponent",
)
def thor_legendary_warrior(g: DiceMasters, t: K.DamagedOpponent) -> None:
    p = t.player
    options = [d.id for d in opponent_chars(g, p) if energy_type(d) == "fist"]
    tgt = g.ask_target(t, "target", p, options, t.card, harms=True)
    if tgt is not None:
        g.push(KnockOutDice([tgt], src=src(t)))


@ability("avx-023", "Thor can't be blocked by [F] characters.", "cant_be_blocked_by")
def thor_god_of_thunder(g: DiceMasters, attacker: Die, blocker: Die) -> bool:
    return energy_type(blocker) == "fist"


@ability(
    "avx-024",
    "When fielded, capture all opposing [F] characters (return them at the end of the turn).",
    "fielded",
)
def thor_odinson(g: DiceMasters, t: K.Fielded) -> None:
    p = t.player
    targets = [d.id for d in opponent_chars(g, p) if energy_type(d) == "fist"]
    g.push(CaptureDice(targets, src=src(t), by=t.die))
