"""Agents for Legendary: uniform random, and a heuristic teammate.

The ``normal`` agent weighs the team's win first and its own VP second: it plays drawing and
enabling cards first, fights the Mastermind whenever it can, then the villain about to escape
or holding bystanders, recruits toward one or two classes, and KOs starters and wounds when
offered. It reads only what its seat may know (its own cards, public zones).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.agents import RandomAgent
from game.core.package import AgentFactory
from game.core.rng import GameRNG

from . import actions as A
from .abilities import ABILITIES, program_of
from .cards import SCHEME_RULES, defn
from .effects import Power, RevealOr
from .picks import costs_a_discard
from .steps import draws, walk

if TYPE_CHECKING:
    from .engine import Legendary

_GUARDS: dict[str, str] = {}


def guard(card_id: str, hook: str) -> str:
    """The filter of the Hero that a card's program (a Scheme's Twist, a Mastermind's Strike)
    asks to reveal ("reveal a [Tech] Hero or ..."), or "" when it asks none."""
    key = f"{card_id}:{hook}"
    found = _GUARDS.get(key)
    if found is None:
        found = next((s.flt for s in walk(program_of(card_id, hook)) if isinstance(s, RevealOr)), "")
        _GUARDS[key] = found
    return found


def card_value(card: str) -> float:
    """How much a card is worth keeping in a deck: its ``value`` where the card data gives one
    (Wounds lowest, the starting S.H.I.E.L.D. cards next), else 1 + its cost for a hero and its
    VP for any other card."""
    d = defn(card)
    if d.value is not None:
        return d.value
    if d.kind != "hero":
        return float(d.vp)
    return 1.0 + d.cost


def _draws(card_id: str) -> bool:
    return draws(program_of(card_id, "play"))


class NormalAgent:
    """A greedy teammate following simple priorities (see the module docstring)."""

    name = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = GameRNG(seed, stream=11)
        self._weighed: list[tuple[Action, float]] = []

    def explain(self) -> list[tuple[Action, float]]:
        """The fights the last decision weighed (by threat), best first, for the log."""
        return sorted(self._weighed, key=lambda av: -av[1])[:3]

    def choose(self, game: Legendary, player: int) -> Action:
        self._weighed = []
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if game.decision is not None:
            return self._answer(game, player, actions)
        return self._main(game, player, actions)

    # -- the main phase ---------------------------------------------------------------------------
    def _main(self, g: Legendary, p: int, actions: list[Action]) -> Action:
        plays = [a for a in actions if isinstance(a, A.PlayCard) and defn(a.card).kind == "hero"]
        if plays:
            hand = g.players[p].hand
            junk = any(defn(c).kind == "wound" for c in hand)

            def order(a: A.PlayCard) -> tuple[int, int]:
                cid = defn(a.card).id
                if costs_a_discard(cid):
                    return (3 if not junk else 1, 0)
                has_power = any(isinstance(s, Power) for s in program_of(cid, "play"))
                return (0 if _draws(cid) else 1 + has_power, -defn(a.card).cost)

            return min(plays, key=order)
        fm = next((a for a in actions if isinstance(a, A.FightMastermind)), None)
        fights = [a for a in actions if isinstance(a, A.Fight)]
        full = all(v is not None for v in g.city)
        if fm is not None:
            # A full city lets the Bridge villain escape on the next villain card: free a space
            # first when the Attack covers both, or when the Mastermind is still far from beaten.
            if full and fights:
                cheapest = min(fights, key=lambda a: g.strength(a.space))
                power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
                if (
                    power >= g.strength(cheapest.space) + g.mm_strength()
                    or len(g.tactics) > 2
                    or self._danger(g)
                ):
                    return cheapest
            return fm
        if fights:
            crowded = sum(1 for v in g.city if v is not None) >= 4

            def threat(a: A.Fight) -> float:
                d = defn(a.card)
                held = len(g.captured.get(a.card, ()))
                score = d.vp + 2 * held + 0.1 * g.strength(a.space) + (2 if program_of(d.id, "escape") else 0)
                # what its escape would cost the team under this Scheme
                if d.kind == "hero" or d.kind == "bystander":
                    score += 6  # a Skrull hero (Secret Invasion) or a Killbot
                score += SCHEME_RULES[g.scheme].held_weight * held
                if crowded:
                    score += {4: 6, 3: 3, 2: 1}.get(a.space, 0)
                return score

            self._weighed = [(f, threat(f)) for f in fights]
            # Spend the Attack on the set of fights worth the most, not greedily one by one.
            power = g.attack + (g.recruit if g.mods.get("thunder") else 0)
            best: tuple[float, A.Fight | None] = (0.0, None)
            for mask in range(1, 1 << len(fights)):
                chosen = [f for i, f in enumerate(fights) if mask >> i & 1]
                if sum(g.strength(f.space) for f in chosen) > power:
                    continue
                value = sum(threat(f) for f in chosen)
                if value > best[0]:
                    best = (value, max(chosen, key=threat))
            return best[1] or max(fights, key=threat)
        recruits = [a for a in actions if isinstance(a, A.Recruit)]
        if recruits:
            likes = self._classes(g, p)

            wanted = guard(g.scheme, "twist") or guard(g.mastermind, "strike")

            def worth(a: A.Recruit) -> float:
                d = defn(a.card)
                score = d.cost + (1.5 if d.cls in likes else 0.0) + 0.4 * (d.attack or 0)
                # heroes that answer the Scheme's Twists or the Master Strike ("reveal a ... Hero")
                if wanted and (d.cls == wanted or f"team:{d.team}" == wanted):
                    score += 1.5
                return score + self.rng.random() * 0.1

            return max(recruits, key=worth)
        officer = next((a for a in actions if isinstance(a, A.RecruitOfficer)), None)
        if officer is not None:
            return officer
        heal = next((a for a in actions if isinstance(a, A.Heal)), None)
        if heal is not None:
            return heal
        return next(a for a in actions if isinstance(a, A.EndTurn))

    @staticmethod
    def _danger(g: Legendary) -> bool:
        """One or two more escapes would let evil win under this Scheme (its ``danger`` code)."""
        danger = ABILITIES.get(g.scheme, "danger")
        return danger is not None and bool(danger(g))

    def _classes(self, g: Legendary, p: int) -> set[str]:
        counts = Counter(
            defn(c).cls for c in g.players[p].all_cards() if defn(c).kind == "hero" and defn(c).cls
        )
        return {c for c, _ in counts.most_common(2) if c}

    # -- prompts --------------------------------------------------------------------------------
    def _answer(self, g: Legendary, p: int, actions: list[Action]) -> Action:
        assert g.decision is not None
        label, about = g.decision.prompt, g.decision.card
        opts = {a.option: a for a in actions if isinstance(a, A.ChooseOption)}
        cards = [a for a in actions if isinstance(a, A.ChooseCard)]
        if "yes" in opts:
            if label in ("wound_to_hand", "play_villain_card"):
                return opts["no"]  # no Wounds, and never hurry the villain deck along
            if label == "do_over":
                hand = g.players[p].hand
                return opts["yes" if sum(card_value(c) for c in hand) < 2 * len(hand) else "no"]
            return opts["yes"]
        if "others_draw" in opts:
            return opts["others_draw"]
        if label in ("discard_or_back", "ko_or_back"):
            bad = card_value(about) <= 0
            return opts["discard" if "discard" in opts else "ko"] if bad else opts["back"]
        if cards:
            if label in (
                "ko_pick",
                "discard_pick",
                "pass_left",
                "look_ko",
                "look_discard",
                "hq_ko",
                "hq_bottom",
            ):
                worst = min(cards, key=lambda a: card_value(a.card))
                if "done" in opts and card_value(worst.card) > 0:
                    return opts["done"]
                return worst
            best = max(cards, key=lambda a: card_value(a.card) + (100 if a.zone == "mastermind" else 0))
            if "no" in opts and label == "free_recruit" and card_value(best.card) < 2:
                return opts["no"]
            return best
        spaces = [a for a in actions if isinstance(a, A.ChooseSpace)]
        if spaces:
            if label == "cyclone_villain":
                held = [a for a in spaces if g.captured.get(g.city[a.space] or "")]
                return held[0] if held else opts.get("no", spaces[0])
            if label == "cyclone_space":
                return min(spaces, key=lambda a: a.space)
            if label == "capture_pick":
                return min(spaces, key=lambda a: g.strength(a.space))

            def worth(a: A.ChooseSpace) -> int:
                v = g.city[a.space]
                return 0 if v is None else defn(v).vp + len(g.captured.get(v, ()))

            return max(spaces, key=worth)
        players = [a for a in actions if isinstance(a, A.ChoosePlayer)]
        if players:
            return max(
                players,
                key=lambda a: (
                    sum(
                        1
                        for c in g.players[a.target].hand + g.players[a.target].discard
                        if defn(c).kind == "wound"
                    ),
                    a.target == p,
                ),
            )
        if "done" in opts:
            return opts["done"]
        return actions[0]


AGENTS: dict[str, AgentFactory] = {"random": RandomAgent, "normal": NormalAgent}
