"""Fire (화염): aggro. Big damage, end the game fast."""

from ..effects import Ap, Damage, Draw, LoseHp, WeaponsBonus, card

card("mv.fire.flame_blade", "2 damage.")
card("mv.fire.inferno_edge", "3 damage.")
card("mv.fire.fireball", "Deal 4 damage to the opponent now.", Damage(4))
card(
    "mv.fire.war_drum",
    "+1 AP. Draw 1 card. Each weapon you play this turn deals +1 damage.",
    Ap(1),
    Draw(1),
    WeaponsBonus(1),
)
# The whip's self-damage is not a damage event against its owner: it is HP lost, so defense
# does not absorb it.
card("mv.fire.blazing_whip", "2 damage. You lose 1 HP.", LoseHp(1))
