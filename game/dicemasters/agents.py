"""Agents for Dice Masters: ``RandomAgent`` (uniform over legal actions) and ``NormalAgent``.

The heuristic agent scores each legal action from the observation-level facts it needs (stats,
costs, life): it rerolls energy it cannot use, buys the strongest die its energy affords,
fields every character it can, attacks when the exchange favours it, blocks to survive and to
trade up, and uses action dice and globals when they do some good. It never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.agents import RandomAgent
from game.core.package import AgentFactory
from game.core.rng import GameRNG

from . import records as R
from .cards import CARDS
from .decisions import PayDecision, TargetDecision
from .effects import level, stats
from .state import target_player

if TYPE_CHECKING:  # pragma: no cover
    from .engine import DiceMasters

DEFAULT_VALUE = 3.0  # a card whose data gives no value and whose faces show no character


def card_value(card: str) -> float:
    """How much the agent likes owning one more die of ``card``: the card data's ``value``, else
    its character faces' mean strength plus half its cost, else ``DEFAULT_VALUE``."""
    c = CARDS.get(card)
    if c is None:
        return 0.0
    if c.value is not None:
        return c.value
    top = [f for f in c.faces if f.kind == "character"]
    if c.kind != "character" or not top:
        return DEFAULT_VALUE
    return sum(f.attack + f.defense for f in top) / len(top) + c.cost * 0.5


CARD_VALUE: dict[str, float] = {cid: card_value(cid) for cid in CARDS}


class NormalAgent:
    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self.last: list[tuple[Any, float]] = []

    def choose(self, game: Any, player: int) -> Any:
        g: DiceMasters = game
        actions = g.legal_actions()
        if len(actions) == 1:
            self.last = [(actions[0], 0.0)]
            return actions[0]
        scored = [(a, self.score(g, player, a) + self.rng.random() * 0.01) for a in actions]
        scored.sort(key=lambda x: -x[1])
        self.last = scored
        return scored[0][0]

    def explain(self) -> list[tuple[Any, float]]:
        """The best-scored actions of the last choice, best first."""
        return self.last[:3]

    # -- scoring -------------------------------------------------------------------------------
    def score(self, g: DiceMasters, p: int, a: Action) -> float:
        match a:
            case R.SelectReroll():
                return self._reroll_value(g, p, a)
            case R.Purchase():
                return 10 + CARD_VALUE[a.card]
            case R.Field():
                f = g.dice[a.die].showing
                return 20 + (f.attack + f.defense if f else 0)
            case R.UseAction():
                return self._action_value(g, p, a)
            case R.UseGlobal():
                return self._global_value(g, p, a)
            case R.Pay():
                # spend Sidekick and generic energy first, keep a die's own card type for later
                return 5 - (1 if g.dice[a.die].card != "sidekick" else 0) - 0.1 * a.amount
            case R.PayVirtual():
                return 6
            case R.CancelPayment():
                return -5
            case R.Decline():
                return self._decline_value(g, p, g.decision)
            case R.Attack():
                return self._attack_value(g, p, a)
            case R.Block():
                return self._block_value(g, p, a)
            case R.AssignDamage():
                b = g.dice[a.target]
                need = stats(g, b)[1] - b.damage
                return 5 if a.amount == need else (2 if a.amount > need else -abs(need - a.amount))
            case R.ChooseTarget():
                return self._target_value(g, p, a, g.decision)
            case R.Spin():
                mine = g.dice[a.target].ctrl == p
                return 3 if (a.direction == "up") == mine else 1
            case R.DraftPick():
                return CARD_VALUE[a.card] if CARDS[a.card].kind == "character" else 0
            case R.DraftDice():
                return a.count
        # reroll, keep, pass, the ends of attackers and blockers, the order of triggers
        return 0

    def _reroll_value(self, g: DiceMasters, p: int, a: R.SelectReroll) -> float:
        d = g.dice[a.die]
        f = d.showing
        if f is None or f.kind == "energy" and f.energy >= 2:
            return -1
        if f.kind == "character":
            return -1 if f.level >= 2 or d.card == "sidekick" and len(g.characters(p)) < 2 else 0.5
        if f.kind == "action":
            return -1
        return 1.0 if self._energy_total(g, p) < 4 else -0.5

    def _energy_total(self, g: DiceMasters, p: int) -> int:
        total = 0
        for i in g.zones[p]["reserve"]:
            f = g.dice[i].showing
            if f is not None and f.kind == "energy":
                total += f.energy
        return total

    def _action_value(self, g: DiceMasters, p: int, a: R.UseAction) -> float:
        mine = g.characters(p)
        theirs = g.characters(1 - p)
        use = CARDS[a.card].hints.use
        if use == "sweep":  # good when it hurts them more than us
            face = g.dice[a.die].showing
            n = 2 if face is not None and face.bursts else 1
            kill_t = sum(1 for d in theirs if stats(g, d)[1] - d.damage <= n)
            kill_m = sum(1 for d in mine if stats(g, d)[1] - d.damage <= n)
            return 2 + 3 * (kill_t - kill_m)
        if use == "combat_buff":
            return 4 if mine and g.step == "attack_actions" else -1
        if use == "buff":
            return 4 if mine else -1
        if use == "removal":
            return 6
        if use == "hinder_blockers":
            return 4 if theirs else -1
        return 3

    def _global_value(self, g: DiceMasters, p: int, a: R.UseGlobal) -> float:
        tp = target_player(a.target)
        if tp is not None:
            return -1
        d = g.dice[a.target]
        mine = d.ctrl == p
        hints = CARDS[a.card].hints
        if hints.global_use == "hinder":  # used on their characters (Smash! stops a blocked attacker)
            return hints.global_value if not mine else -5
        if g.step != "attack_actions":
            return -1
        engaged = d.zone == "attack"
        return 2 if (mine and engaged) else -1

    def _decline_value(self, g: DiceMasters, p: int, dec: Any) -> float:
        return 1 if isinstance(dec, PayDecision) else 0

    def _attack_value(self, g: DiceMasters, p: int, a: Any) -> float:
        d = g.dice[a.die]
        att, _ = stats(g, d)
        blockers = g.characters(1 - p)
        if not blockers:
            return 10
        # attack if no blocker can kill it for free, or we are racing for the win
        if g.life[1 - p] <= sum(stats(g, x)[0] for x in g.characters(p)):
            return 8
        best_block = max(stats(g, b)[0] for b in blockers)
        _, df = stats(g, d)
        return 3 if best_block < df or att >= 3 else -1

    def _block_value(self, g: DiceMasters, p: int, a: Any) -> float:
        b = g.dice[a.die]
        x = g.dice[a.target]
        ba, bd = stats(g, b)
        xa, xd = stats(g, x)
        incoming = sum(
            stats(g, y)[0]
            for y in (g.dice[i] for i in g.combat["attackers"])
            if y.zone == "attack" and y.id not in g.combat["blocked"]
        )
        if incoming >= g.life[p]:
            return 6 + xa  # block to survive
        kills = ba >= xd - x.damage
        dies = xa >= bd
        if kills and not dies:
            return 8
        if kills:
            return 3 + level(x) - level(b)
        if not dies:
            return 1 if xa >= 2 else -1
        return -2 + (1 if b.card == "sidekick" and xa >= 3 else 0)

    def _target_value(self, g: DiceMasters, p: int, a: Any, dec: Any) -> float:
        tp = target_player(a.target)
        assert isinstance(dec, TargetDecision)
        harmful = dec.harms  # the ability harms what is chosen
        if tp is not None:
            return (3 if tp != p else -5) if harmful else 0
        d = g.dice[a.target]
        if d.zone not in ("field", "attack") or not d.is_character:
            return 1  # a die to roll from the used pile (Captain America, Matchstick): take it
        mine = d.ctrl == p
        if harmful and mine and dec.player != g.active:
            # an opponent's ability harms the characters we pick (Distraction): our weakest blockers
            return -stats(g, d)[0]
        strength = sum(stats(g, d))
        return (strength if not mine else -strength) if harmful else (strength if mine else -strength)


AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}
