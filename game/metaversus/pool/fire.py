"""Fire (화염): aggro. Big damage, end the game fast."""

from ..effects import ap, damage, draw, lose_hp, register, weapons_bonus

register("mv.fire.flame_blade", "2 damage.")
register("mv.fire.inferno_edge", "3 damage.")
register("mv.fire.fireball", "Deal 4 damage to the opponent now.", damage(4))
register(
    "mv.fire.war_drum",
    "+1 AP. Draw 1 card. Each weapon you play this turn deals +1 damage.",
    ap(1),
    draw(1),
    weapons_bonus(1),
)
# The whip's self-damage is not a damage event against its owner: it is HP lost, so defense
# does not absorb it.
register("mv.fire.blazing_whip", "2 damage. You lose 1 HP.", lose_hp(1))
