"""Every action a Dice Masters player can choose and every event the engine reports.

Actions answer the pending decision and name what they move: ``die`` (the die dragged),
``card`` (the card it concerns, so the GUI can show its name), ``target`` (the die or player
it is dropped on: a die id or ``"player:0"``) and ``zone`` (where it goes). Events are what the
GUI animates and the log prints; rolls, draws and bag refills reveal information.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, Event

G = "dicemasters"


# -- actions -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class DraftPick(Action):
    game = G
    kind = "draft_pick"
    card: str


@dataclass(frozen=True)
class DraftDice(Action):
    game = G
    kind = "draft_dice"
    card: str
    count: int


@dataclass(frozen=True)
class SelectReroll(Action):
    game = G
    kind = "select_reroll"
    die: str
    card: str


@dataclass(frozen=True)
class Reroll(Action):
    game = G
    kind = "reroll"


@dataclass(frozen=True)
class KeepAll(Action):
    game = G
    kind = "keep"


@dataclass(frozen=True)
class Purchase(Action):
    """Buy a die from ``card`` (it goes to the used pile); the payment follows die by die."""

    game = G
    kind = "purchase"
    card: str
    zone: str = "used"


@dataclass(frozen=True)
class Field(Action):
    game = G
    kind = "field"
    die: str
    card: str
    zone: str = "field"


@dataclass(frozen=True)
class UseAction(Action):
    game = G
    kind = "use_action"
    onto = ("field", "attack", "reserve")  # dropped on the mat: the field first (where it glows)
    die: str
    card: str


@dataclass(frozen=True)
class UseGlobal(Action):
    game = G
    kind = "use_global"
    card: str
    target: str


@dataclass(frozen=True)
class Pass(Action):
    game = G
    kind = "pass"


@dataclass(frozen=True)
class Pay(Action):
    """Spend ``amount`` energy of ``die`` towards the payment for ``card``."""

    game = G
    kind = "pay"
    die: str
    card: str
    amount: int


@dataclass(frozen=True)
class PayVirtual(Action):
    game = G
    kind = "pay_virtual"
    card: str


@dataclass(frozen=True)
class CancelPayment(Action):
    game = G
    kind = "cancel_payment"
    card: str


@dataclass(frozen=True)
class Decline(Action):
    """Do not use an optional ability ("you may ...")."""

    game = G
    kind = "decline"
    card: str


@dataclass(frozen=True)
class Attack(Action):
    game = G
    kind = "attack"
    die: str
    card: str
    zone: str = "attack"


@dataclass(frozen=True)
class EndAttackers(Action):
    game = G
    kind = "end_attackers"


@dataclass(frozen=True)
class Block(Action):
    game = G
    kind = "block"
    die: str
    card: str
    target: str


@dataclass(frozen=True)
class EndBlockers(Action):
    game = G
    kind = "end_blockers"


@dataclass(frozen=True)
class AssignDamage(Action):
    game = G
    kind = "assign_damage"
    die: str
    card: str
    target: str
    amount: int


@dataclass(frozen=True)
class ChooseTarget(Action):
    """Answer "choose a target" for the ability of ``card``: a die id or ``player:N``."""

    game = G
    kind = "choose_target"
    card: str
    target: str


@dataclass(frozen=True)
class Spin(Action):
    game = G
    kind = "spin"
    card: str
    target: str
    direction: str  # "up" or "down"


@dataclass(frozen=True)
class ChooseTrigger(Action):
    """Pick which of your simultaneous triggered abilities resolves next."""

    game = G
    kind = "choose_trigger"
    card: str
    die: str | None


@dataclass(frozen=True)
class UseAbility(Action):
    """Use ``card``'s paid ability on ``target`` (a die id) in a priority window, while the card
    is active for you (not a Global: only its player may)."""

    game = G
    kind = "use_ability"
    card: str
    target: str


@dataclass(frozen=True)
class PayLife(Action):
    """Pay ``amount`` life (``target``: the payer, ``player:N``) against ``card``: to prevent its
    effect, or to lift its lock for the rest of the turn."""

    game = G
    kind = "pay_life"
    card: str
    target: str
    amount: int


# -- events ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TurnStarted(Event):
    game = G
    kind = "turn_started"
    player: int
    turn: int


@dataclass(frozen=True)
class StepChanged(Event):
    game = G
    kind = "step_changed"
    player: int
    step: str


@dataclass(frozen=True)
class DieMoved(Event):
    game = G
    kind = "die_moved"
    player: int
    die: str
    card: str
    source: str
    zone: str


@dataclass(frozen=True)
class DieDrawn(Event):
    game = G
    kind = "die_drawn"
    reveals = True
    player: int
    die: str
    card: str
    zone: str


@dataclass(frozen=True)
class BagRefilled(Event):
    game = G
    kind = "bag_refilled"
    reveals = True
    player: int
    count: int


@dataclass(frozen=True)
class DieRolled(Event):
    game = G
    kind = "die_rolled"
    reveals = True
    player: int
    die: str
    card: str
    face: int
    zone: str


@dataclass(frozen=True)
class RerollSelected(Event):
    game = G
    kind = "reroll_selected"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class EnergySpent(Event):
    game = G
    kind = "energy_spent"
    player: int
    die: str
    card: str
    amount: int
    zone: str


@dataclass(frozen=True)
class VirtualEnergyChanged(Event):
    game = G
    kind = "virtual_energy"
    player: int
    amount: int


@dataclass(frozen=True)
class DiePurchased(Event):
    game = G
    kind = "die_purchased"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class DieFielded(Event):
    game = G
    kind = "die_fielded"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class ActionUsed(Event):
    game = G
    kind = "action_used"
    player: int
    die: str
    card: str
    bursts: int


@dataclass(frozen=True)
class GlobalUsed(Event):
    game = G
    kind = "global_used"
    player: int
    card: str
    target: str


@dataclass(frozen=True)
class AbilityTriggered(Event):
    game = G
    kind = "ability"
    player: int
    card: str
    die: str | None


@dataclass(frozen=True)
class PriorityPassed(Event):
    game = G
    kind = "priority_passed"
    player: int


@dataclass(frozen=True)
class AttackerDeclared(Event):
    game = G
    kind = "attacker_declared"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class NoAttack(Event):
    game = G
    kind = "no_attack"
    player: int


@dataclass(frozen=True)
class BlockerDeclared(Event):
    game = G
    kind = "blocker_declared"
    player: int
    die: str
    card: str
    target: str


@dataclass(frozen=True)
class DamageAssigned(Event):
    game = G
    kind = "damage_assigned"
    player: int
    die: str
    card: str
    target: str
    amount: int


@dataclass(frozen=True)
class DamageDealt(Event):
    """A character took damage (``target`` is the die, ``card`` its card, ``player`` its owner)."""

    game = G
    kind = "damage_dealt"
    target: str
    amount: int
    card: str
    player: int


@dataclass(frozen=True)
class PlayerDamaged(Event):
    game = G
    kind = "player_damaged"
    target: str
    amount: int
    player: int


@dataclass(frozen=True)
class EffectPrevented(Event):
    game = G
    kind = "prevented"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class DamageRedirected(Event):
    game = G
    kind = "redirected"
    player: int
    target: str
    card: str


@dataclass(frozen=True)
class DamageMoved(Event):
    """Damage about to be dealt to die ``die`` is redirected to ``target`` by ``card``'s ability."""

    game = G
    kind = "damage_moved"
    player: int
    die: str
    card: str
    target: str
    amount: int


@dataclass(frozen=True)
class KnockedOut(Event):
    game = G
    kind = "knocked_out"
    player: int
    die: str
    card: str


@dataclass(frozen=True)
class LifeChanged(Event):
    game = G
    kind = "life_changed"
    player: int
    life: int
    delta: int


@dataclass(frozen=True)
class StatsChanged(Event):
    game = G
    kind = "stats_changed"
    die: str
    card: str
    attack: int
    defense: int


@dataclass(frozen=True)
class DieSpun(Event):
    game = G
    kind = "die_spun"
    die: str
    card: str
    level: int


@dataclass(frozen=True)
class DieCaptured(Event):
    game = G
    kind = "die_captured"
    die: str
    card: str
    target: str


@dataclass(frozen=True)
class DieReleased(Event):
    game = G
    kind = "die_released"
    die: str
    card: str
    zone: str


@dataclass(frozen=True)
class DraftPicked(Event):
    game = G
    kind = "draft_picked"
    player: int
    card: str


@dataclass(frozen=True)
class DraftDiceChosen(Event):
    game = G
    kind = "draft_dice"
    player: int
    card: str
    count: int


@dataclass(frozen=True)
class LifePaid(Event):
    """``player`` paid ``amount`` life against ``card`` (not damage): its effect is prevented,
    or its lock lifted for the rest of the turn."""

    game = G
    kind = "life_paid"
    player: int
    card: str
    amount: int


@dataclass(frozen=True)
class SpunToPrevent(Event):
    """``player`` spun their ``die`` down one level to prevent the effect of ``card``."""

    game = G
    kind = "spun_to_prevent"
    player: int
    die: str
    card: str
