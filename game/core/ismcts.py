"""Information-set Monte Carlo tree search (single-observer ISMCTS) over the engine contract.

The agent works on any game through ``legal_actions``/``apply``/``clone``/``is_over``/``result``
and the per-game hooks it is given:

* ``determinize(game, player, rng) -> game``: a copy in which everything ``player`` cannot see
  (bag and deck orders, the opponents' hands, face-down piles) is re-sampled consistently with
  what that player knows. Without it the agent clones the game, which is only right for games
  without hidden information.
* ``evaluate(game, player) -> float``: the value of a non-final position for ``player``, in
  ``[0, 1]`` (0.5 = even).
* ``policy(seed) -> Agent``: the heuristic that plays the rollouts and picks the first child to
  expand at each node (usually the game's ``normal`` agent).

Each determinisation's random generator is re-seeded from the agent's own generator, so chance
outcomes (rolls, draws, shuffles) inside the search follow the game's own rules without seeing
the real future. One tree is shared by all determinisations: a node is a sequence of chosen
actions, and below the root a child is only considered in the determinisations where its action
is legal (UCB with availability counts, as in Cowling et al. 2012 and OpenSpiel's
``ismcts.py``). Decisions with a single legal answer are played through without a node. Where a
node has many legal actions, progressive widening limits how many children it may have to
``widen_base + widen_coef * visits ** widen_exp``; the heuristic's own choice is always expanded
first. A rollout plays the heuristic for at most ``rollout_depth`` real decisions and then asks
``evaluate``.

At the root the search compares at most ``root_width`` actions (the heuristic's choice first,
then the others by the heuristic's ``score`` when it has one) on common random numbers: every
determinisation, with its generator and rollout seed, is played once after each root action, so
the differences between root actions are not drowned in the luck of the dice and the draws. The
agent plays the root action with the best mean value, but keeps the heuristic's choice unless
another action beats it by more than ``margin``. Decisions a game's ``search_filter`` leaves out
(payments, damage splits and the like) are answered by the heuristic directly.

The budget is a number of iterations and, optionally, milliseconds read through an injectable
clock; strength measurements use iterations only so they do not depend on the machine's speed.
Where playouts cost very different amounts from one position to another, ``max_work`` bounds
their work too: a policy that counts its own work in a ``work`` attribute (how many actions it
scored, how many plans it weighed) is read after every iteration, and the search ends once every
root action has been tried and the iterations' work reaches ``max_work``. The count depends only
on the positions met, so a seed still gives the same choices on any machine.
``stop`` (a callable, settable after construction) ends a search early once every root action
has been tried: the table's "move now" for a person who does not want to wait.
The agent never changes the game it is given, and with the same seed it makes the same choices.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, Literal

from .actions import Action
from .result import Result
from .rng import GameRNG

Determinizer = Callable[[Any, int, GameRNG], Any]
Evaluator = Callable[[Any, int], float]
PolicyFactory = Callable[[int], Any]
Clock = Callable[[], float]
SearchFilter = Callable[[Any, int, list[Action]], bool]
Stop = Callable[[], bool]
# How the root spends its budget: ``uniform`` plays every root action once per determinisation;
# ``halving`` (sequential halving, Karnin et al. 2013) runs rounds of equal budget and keeps the
# better half of the root actions after each, so the last two share the most iterations.
RootSchedule = Literal["uniform", "halving"]


class Node:
    """One tree node: the statistics of the action that leads to it, for the player who chose it."""

    __slots__ = ("player", "visits", "avail", "value", "children")

    def __init__(self, player: int) -> None:
        self.player = player
        self.visits = 0
        self.avail = 1
        self.value = 0.0
        self.children: dict[Action, Node] = {}


def clone_determinize(game: Any, player: int, rng: GameRNG) -> Any:
    """The fallback determinisation: a plain copy (right only for perfect-information games)."""
    return game.clone()


def terminal_value(game: Any, player: int) -> float:
    """1 for a win, 0 for a loss, 0.5 for a draw (no winner and the reason says draw)."""
    result: Result = game.result()
    if player in result.winners:
        return 1.0
    if result.is_draw and "draw" in result.reason:
        return 0.5
    return 0.0


def reseed(game: Any, rng: GameRNG) -> None:
    """Give a determinised game a fresh generator so the search cannot see the real future."""
    if isinstance(getattr(game, "rng", None), GameRNG):
        game.rng = GameRNG(rng.randbelow(1 << 31), stream=rng.randbelow(1 << 16))


class ISMCTSAgent:
    """Single-observer ISMCTS with heuristic rollouts; see the module docstring."""

    name = "hard"

    def __init__(
        self,
        seed: int = 0,
        *,
        policy: PolicyFactory,
        evaluate: Evaluator,
        determinize: Determinizer | None = None,
        iterations: int = 200,
        max_ms: float | None = None,
        max_work: int | None = None,
        clock: Clock | None = None,
        rollout_depth: int = 20,
        exploration: float = 0.7,
        widen_base: float = 2.0,
        widen_coef: float = 1.0,
        widen_exp: float = 0.5,
        max_tree_depth: int = 12,
        search_filter: SearchFilter | None = None,
        root_width: int = 6,
        margin: float = 0.0,
        root_schedule: RootSchedule = "uniform",
        name: str = "hard",
        stop: Stop | None = None,
    ) -> None:
        self.name = name
        self.rng = GameRNG(seed, stream=23)
        self.policy_factory = policy
        self.evaluate = evaluate
        self.determinize = determinize or clone_determinize
        self.iterations = max(1, int(iterations))
        self.max_ms = max_ms
        self.max_work = max_work
        self.work = 0  # the policy's work in the iterations of the current or last search
        self.clock = clock
        self.rollout_depth = rollout_depth
        self.exploration = exploration
        self.widen_base = widen_base
        self.widen_coef = widen_coef
        self.widen_exp = widen_exp
        self.max_tree_depth = max_tree_depth
        self.search_filter = search_filter
        self.root_width = max(1, root_width)
        self.margin = margin
        self.root_schedule: RootSchedule = root_schedule
        self.stop = stop
        self.fallback = policy(seed)  # plays the decisions the search filter leaves to the heuristic
        self.last_root: Node | None = None
        self.last_finalists: list[Action] = []
        self.last_iterations = 0

    # -- the entry point -----------------------------------------------------------------------
    def choose(self, game: Any, player: int) -> Action:
        actions: list[Action] = game.legal_actions()
        if not actions:
            raise ValueError("no legal action to choose from")
        self.last_root = None
        self.last_iterations = 0
        if len(actions) == 1:
            return actions[0]
        preferred: Action = self.fallback.choose(game, player)
        if self.search_filter is not None and not self.search_filter(game, player, actions):
            return preferred
        root = self.search(game, player, preferred)
        self.last_root = root
        best, best_value = preferred, -math.inf
        finalists = set(self.last_finalists)
        for a, child in root.children.items():
            if child.visits and a in finalists:
                v = child.value / child.visits
                if v > best_value:
                    best, best_value = a, v
        mine = root.children.get(preferred)
        if mine is not None and mine.visits and best_value - mine.value / mine.visits <= self.margin:
            return preferred
        return best

    def ranked(self) -> list[tuple[Action, float]]:
        """The root actions of the last search with their mean values, best first: the actions
        of the last round of the root's schedule before those it set aside earlier."""
        root = self.last_root
        if root is None:
            return []
        finalists = set(self.last_finalists)
        return sorted(
            ((a, c.value / c.visits) for a, c in root.children.items() if c.visits),
            key=lambda av: (av[0] not in finalists, -av[1]),
        )

    def explain(self, top: int = 3) -> list[tuple[str, float]]:
        """The best alternatives of the last search with their mean values."""
        return [(_describe(a), round(v, 3)) for a, v in self.ranked()[:top]]

    # -- the search ----------------------------------------------------------------------------
    def candidates(self, game: Any, player: int, preferred: Action) -> list[Action]:
        """The root actions searched: the heuristic's choice first, then the best others by its
        scores (when it exposes ``score``) or in a random order, ``root_width`` in all."""
        others = [a for a in game.legal_actions() if a != preferred]
        scorer = getattr(self.fallback, "score", None)
        if callable(scorer):
            scored = [(-float(scorer(game, player, a)), k) for k, a in enumerate(others)]
            others = [others[k] for _, k in sorted(scored)]
        else:
            self.rng.shuffle(others)
        return [preferred, *others[: max(0, self.root_width - 1)]]

    def search(self, game: Any, player: int, preferred: Action | None = None) -> Node:
        """Run the budget from ``game`` (never changed) and return the root of the tree.

        The root actions are compared on common random numbers: each determinisation (and its
        re-seeded generator, and the rollout policy's seed) is used once for every root action.
        """
        if preferred is None:
            preferred = self.fallback.choose(game, player)
        root = Node(player)
        self.work = 0
        cands = self.candidates(game, player, preferred)
        for a in cands:
            root.children[a] = Node(player)
        deadline = None
        if self.max_ms is not None and self.clock is not None:
            deadline = self.clock() + self.max_ms / 1000.0
        seed = self.rng.randbelow(1 << 30)
        if self.root_schedule == "halving" and len(cands) > 2:
            self.last_finalists = self._halving(game, player, root, cands, deadline, seed)
            return root
        self.last_finalists = list(cands)
        done = 0
        batch = 0
        out_of_time = False
        while done < self.iterations and not out_of_time:
            for a in cands:
                if done >= self.iterations:
                    break
                if done >= len(cands) and self._should_stop(deadline):
                    out_of_time = True
                    break
                done += self._play(game, player, root, a, GameRNG(seed + batch, stream=31))
            batch += 1
            self.last_iterations = done
            if batch > 4 * self.iterations:  # no root action is legal in the determinisations
                break
        return root

    def _halving(
        self, game: Any, player: int, root: Node, cands: list[Action], deadline: float | None, seed: int
    ) -> list[Action]:
        """Sequential halving over the root actions; returns the ones left in the last round.

        Each round has an equal share of the budget, spent in batches: one determinisation played
        after every action still in, so the comparison stays on common random numbers. After a
        round the better half (by mean value, the heuristic's order breaking ties) goes on.
        """
        alive = list(cands)
        rounds = math.ceil(math.log2(len(alive)))
        done = 0
        batch = 0
        for r in range(rounds):
            share = self.iterations - done if r == rounds - 1 else self.iterations // rounds
            for _ in range(max(1, share // len(alive))):
                for a in alive:
                    if done >= len(cands) and self._should_stop(deadline):
                        return alive
                    done += self._play(game, player, root, a, GameRNG(seed + batch, stream=31))
                    self.last_iterations = done
                batch += 1
            if r < rounds - 1:
                order = {a: k for k, a in enumerate(alive)}
                alive.sort(key=lambda a: (-_mean(root.children[a]), order[a]))
                alive = alive[: (len(alive) + 1) // 2]
        return alive

    def _play(self, game: Any, player: int, root: Node, action: Action, it_rng: GameRNG) -> int:
        """One iteration after root ``action`` in a determinisation drawn from ``it_rng``: 1 when
        it was played, 0 when the action is not legal there."""
        det = self.determinize(game, player, it_rng)
        if det is game:
            det = game.clone()
        reseed(det, it_rng)
        policy = self.policy_factory(it_rng.randbelow(1 << 31))
        if not det.is_legal(action):
            return 0
        det.apply(action)
        self._iterate(root, root.children[action], det, policy, it_rng)
        self.work += getattr(policy, "work", 0)
        return 1

    def _should_stop(self, deadline: float | None) -> bool:
        if self.max_work is not None and self.work >= self.max_work:
            return True
        if deadline is not None and self.clock is not None and self.clock() >= deadline:
            return True
        return self.stop is not None and self.stop()

    def _limit(self, visits: int) -> int:
        return int(self.widen_base + self.widen_coef * visits**self.widen_exp)

    def _iterate(self, root: Node, first: Node, det: Any, policy: Any, rng: GameRNG) -> None:
        node = first
        path = [root, first]
        depth = 0
        while not det.is_over and depth < self.max_tree_depth:
            legal = det.legal_actions()
            if len(legal) == 1:
                det.apply(legal[0])
                continue
            mover = det.to_move
            children = node.children
            present = [(a, children[a]) for a in legal if a in children]
            if not present or (len(children) < self._limit(node.visits) and len(present) < len(legal)):
                action = self._expansion(det, mover, legal, children, policy, rng)
                child = Node(mover)
                children[action] = child
                det.apply(action)
                path.append(child)
                break
            c = self.exploration
            best_child: Node | None = None
            best_action = present[0][0]
            best_score = -math.inf
            for a, ch in present:
                ch.avail += 1
                score = ch.value / ch.visits + c * math.sqrt(math.log(ch.avail) / ch.visits)
                if score > best_score:
                    best_score, best_action, best_child = score, a, ch
            assert best_child is not None
            det.apply(best_action)
            node = best_child
            path.append(node)
            depth += 1
        self._rollout(det, policy)
        cache: dict[int, float] = {}
        over = det.is_over
        for n in path[1:]:
            q = n.player
            if q not in cache:
                cache[q] = terminal_value(det, q) if over else self.evaluate(det, q)
            n.visits += 1
            n.value += cache[q]
        root.visits += 1

    def _expansion(
        self,
        det: Any,
        mover: int,
        legal: list[Action],
        children: dict[Action, Node],
        policy: Any,
        rng: GameRNG,
    ) -> Action:
        """The heuristic's choice if it is new here, otherwise a random action not yet tried."""
        preferred: Action | None
        try:
            preferred = policy.choose(det, mover)
        except Exception:  # a heuristic that cannot answer a search state gives no preference
            preferred = None
        if preferred is not None and preferred not in children and preferred in legal:
            return preferred
        fresh = [a for a in legal if a not in children]
        return fresh[rng.randbelow(len(fresh))]

    def _rollout(self, det: Any, policy: Any) -> None:
        decisions = 0
        while not det.is_over and decisions < self.rollout_depth:
            legal = det.legal_actions()
            if len(legal) == 1:
                det.apply(legal[0])
                continue
            p = det.to_move
            det.apply(policy.choose(det, p))
            decisions += 1


def _mean(node: Node) -> float:
    return node.value / node.visits if node.visits else -math.inf


def _describe(action: Action) -> str:
    to_dict = getattr(action, "to_dict", None)
    if callable(to_dict):
        d = to_dict()
        return " ".join(f"{v}" for k, v in d.items() if v is not None)
    return repr(action)


__all__ = ["ISMCTSAgent", "Node", "clone_determinize", "terminal_value", "reseed"]
