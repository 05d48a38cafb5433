"""Nova: Quasar (#53), Bucket Head (#85) and The Human Rocket (#117)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import records as R
from .. import tasks as K
from ..characters import ATTACK_STEPS, src
from ..conditions import draw_to
from ..damage import deal_damage
from ..effects import ability
from ..state import player_target

if TYPE_CHECKING:  # pragma: no cover
    from ..engine import DiceMasters

FIRST_HIT = "first_hit"  # die flag (this turn): Bucket Head took, or redirected, his first damage


@ability(
    "avx-053",
    "Each time Nova takes damage, you may draw one die and put it in your prep area.",
    "took_damage",
)
def nova_quasar(g: DiceMasters, t: K.TookDamage) -> None:
    """Also when that damage knocks him out. "You may": the player chooses themself or declines."""
    p = t.player
    if g.ask_target(t, "draw", p, [player_target(p)], t.card, optional=True) is not None:
        if not t.ans.get("drawn"):
            t.ans["drawn"] = True
            draw_to(g, p, 1, "prep")


@ability(
    "avx-085",
    "The first time Nova takes damage each turn, you may redirect that damage to one target character.",
    "redirect_die",
)
def nova_bucket_head(g: DiceMasters, t: K.Damage, amounts: dict[str, int], did: str) -> None:
    """Asked as damage is about to be dealt to this Nova die (after prevention, before
    reductions). Decision: the first damage he would take each turn is the one that may be
    redirected; declining uses the chance up. The damage moves whole to one other character (any
    player's), as one damage to it from the same source."""
    done = f"die:{did}"
    if done in t.redirects:
        return
    d = g.dice[did]
    key = f"nova:{did}"
    if key not in t.ans:
        if d.flags.get(FIRST_HIT):
            t.redirects[done] = 0
            return
        d.flags[FIRST_HIT] = True
    p = d.ctrl
    assert p is not None
    options = [c.id for c in g.all_characters() if c.id != did]
    tgt = g.ask_target(t, key, p, options, d.card, optional=True, harms=True)
    t.redirects[done] = 1
    if tgt is None:
        return
    n = amounts.pop(did)
    amounts[tgt] = amounts.get(tgt, 0) + n
    g.ev.append(R.DamageMoved(p, did, d.card, tgt, n))


@ability(
    "avx-117",
    "Whenever Nova takes damage in an attack step, he deals 2 damage to your opponent.",
    "took_damage",
    when=lambda g, t: t.step in ATTACK_STEPS,
)
def nova_human_rocket(g: DiceMasters, t: K.TookDamage) -> None:
    """Any damage he takes while an attack step goes on (combat, actions or Globals), also when
    it knocks him out."""
    deal_damage(g, src(t), {player_target(1 - t.player): 2})
