"""Sky (천공): defense and evasion. Shields, protection from disruption, counter-attacks."""

from ..effects import CombatIfBehind, Defense, Draw, Heal, Ward, card

card(
    "mv.sky.aegis",
    "+3 defense. Draw 1 card.\n———\nImmediately from hand: when the opponent's combat damage is about to be dealt, "
    "you may reveal this card: +3 defense.",
    Defense(3),
    Draw(1),
    react=(Defense(3),),
)
card("mv.sky.cloud_shield", "1 gem. +2 defense.", Defense(2))
card("mv.sky.riposte", "1 damage. +2 damage if your HP is lower than the opponent's.", CombatIfBehind(2))
card(
    "mv.sky.sanctuary",
    "Heal 4. +2 defense. Until your next turn, the opponent's card effects cannot make you discard, "
    "gain cards or lose AP.",
    Heal(4),
    Defense(2),
    Ward(),
)
