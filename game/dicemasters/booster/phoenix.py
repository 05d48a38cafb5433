"""Phoenix: Ms. Psyche (#54), Redd (#86), Jeannie (#118): engaged; and the Global that makes a
character attack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import tasks as K
from ..basic_actions import global_ability, pay_global
from ..characters import any_target, src
from ..control import MustAttack, must_attack_targets
from ..damage import deal_damage
from ..effects import ability, stats
from ..energy import _available
from ..ops import KnockOutDice, ModDice
from ..state import player_target
from .mystique import engaged_dice

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters


def must_attack_global(card: str, text: str, etype: str) -> None:
    """ "Pay [X]. Target character must attack (this turn)": FAQ, only before attackers are
    declared (the Main Step), on a character of the player whose turn it is."""

    def must_attack(g: DiceMasters, t: K.GlobalAbility) -> None:
        if pay_global(g, t, etype):
            g.push(MustAttack([t.target], src=K.Source(t.player, "global", t.card)))

    global_ability(card, text, etype, must_attack_targets)(must_attack)


for _card in ("avx-054", "avx-086", "avx-118"):
    must_attack_global(_card, "Pay [B]. Target character must attack.", "bolt")


@ability(
    "avx-054",
    "When Phoenix is engaged, she gains +2A and +2D.",
    "after_blockers",
    when=lambda g, t: bool(engaged_dice(g, t.die)),
)
def phoenix_ms_psyche(g: DiceMasters, t: K.AfterBlocks) -> None:
    """Decision: once blockers are assigned, until the end of the turn."""
    g.push(ModDice([t.die], src=src(t), a=2, d=2))


def bolts(g: DiceMasters, p: int) -> int:
    """The [B] energy (wild counts) in a reserve: "spend [B][B]" needs two of them."""
    typed, wild, _ = _available(g, p, {}, 0)
    return typed.get("bolt", 0) + wild


@ability(
    "avx-086",
    "When Phoenix is engaged, you may spend [B][B] to deal 4 damage to target character or opponent.",
    "after_blockers",
    when=lambda g, t: bool(engaged_dice(g, t.die)) and bolts(g, t.player) >= 2,
)
def phoenix_redd(g: DiceMasters, t: K.AfterBlocks) -> None:
    """The target first (declining spends nothing), then the two [B], one at a time."""
    p = t.player
    options = [x for x in any_target(g, p) if x != player_target(p)]
    tgt = g.ask_target(t, "target", p, options, t.card, optional=True, harms=True)
    if tgt is None or ("b1" not in t.ans and bolts(g, p) < 2):
        return
    if not g.ask_pay(t, "b1", p, 1, ["bolt"], t.card, optional="decline"):
        return
    if g.ask_pay(t, "b2", p, 1, ["bolt"], t.card, optional=""):
        deal_damage(g, src(t), {tgt: 4})


def _still_engaged(g: DiceMasters, did: str) -> list[str]:
    return [d.id for d in engaged_dice(g, did)]


@ability(
    "avx-118",
    "At the end of the attack step, each character still engaged with Phoenix deals damage equal to "
    "its attack to your opponent. Knock out those characters.",
    "end_of_attack",
    when=lambda g, t: g.dice[t.die].zone == "attack" and bool(_still_engaged(g, t.die)),
)
def phoenix_jeannie(g: DiceMasters, t: K.EndOfAttack) -> None:
    """Decision: the characters still in the attack zone engaged with this Phoenix die deal their
    attack (as it is now) to Phoenix's opponent together, then are knocked out."""
    p = t.player
    dice = _still_engaged(g, t.die)
    total = sum(stats(g, g.dice[x])[0] for x in dice)
    g.push(KnockOutDice(dice, src=src(t)))
    if total:
        deal_damage(g, src(t), {player_target(1 - p): total})
