"""Sky (천공): defense and evasion. Shields, protection from disruption, counter-attacks."""

from ..effects import combat_if_behind, defense, draw, heal, register, ward

register(
    "mv.sky.aegis",
    "+3 defense. Draw 1 card.\n———\nImmediately from hand: when the opponent's combat damage is about to be dealt, "
    "you may reveal this card: +3 defense.",
    defense(3),
    draw(1),
    react=(defense(3),),
)
register("mv.sky.cloud_shield", "1 gem. +2 defense.", defense(2))
register(
    "mv.sky.riposte", "1 damage. +2 damage if your HP is lower than the opponent's.", combat_if_behind(2)
)
register(
    "mv.sky.sanctuary",
    "Heal 4. +2 defense. Until your next turn, the opponent's card effects cannot make you discard, "
    "gain cards or lose AP.",
    heal(4),
    defense(2),
    ward(),
)
