"""The golden oracle: a fixed table of seeds and seat agents per game, and the digest of what each
game did.

    python -m tools.golden            # recompute every case and list those that changed
    python -m tools.golden --write    # store the digests of today's engines in tests/golden/
    python -m tools.golden --game legendary --write

Each case plays one whole game between seeded agents (the same seed and agents always play the
same game) and hashes its event stream, one event at a time in the order it happened, then its
final result. Like perft counts in a chess engine, a digest that changes means the engine now
behaves differently in that game: the commit that changes it says why. The stored files keep the
number of actions and events and the result beside each digest, so a change is easy to read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GOLDEN_DIR = ROOT / "tests" / "golden"
GAMES = ("dicemasters", "legendary", "metaversus")
MAX_ACTIONS = 100_000
AGENT_PAIRS = (("random", "normal"), ("normal", "normal"))


@dataclass(frozen=True)
class Case:
    """One game of the table: the game, its players and options, the seat agents, the seed."""

    game: str
    players: int | None
    options: tuple[tuple[str, Any], ...]
    agents: tuple[str, ...]
    seed: int

    @property
    def key(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in self.options) or "-"
        seats = "" if self.players is None else f"p{self.players} "
        return f"{seats}{opts} {'+'.join(self.agents)} seed {self.seed}"


def _dicemasters() -> list[Case]:
    cases = []
    for fmt in ("first_game", "basic", "tournament", "draft"):
        for agents in AGENT_PAIRS:
            for seed in range(1, 7):
                cases.append(Case("dicemasters", None, (("format", fmt),), agents, seed))
    return cases


def _legendary() -> list[Case]:
    from game.legendary.cards import MASTERMINDS, NAMED_ONLY, SCHEMES
    from game.legendary.schemes import setup_for

    cases = []
    seed = 0
    for n in range(1, 6):
        for mm in sorted(MASTERMINDS):
            for scheme in SCHEMES:
                if n == 1 and not setup_for(scheme, 1).solo_allowed:
                    continue
                if scheme in NAMED_ONLY:  # a Scheme added since: the table of seeds stays as it was
                    continue
                for agents in AGENT_PAIRS:
                    seed += 1
                    cases.append(Case("legendary", n, (("mastermind", mm), ("scheme", scheme)), agents, seed))
    extras: list[tuple[int, tuple[tuple[str, Any], ...]]] = [
        (1, (("solo", "advanced"),)),
        (2, (("final_showdown", True),)),
        (3, (("final_showdown", True), ("showdown_first", "left"))),
        (4, (("difficulty", "legendary"), ("mastermind_strength", 2))),
        (5, (("first_game", True),)),
    ]
    for n, opts in extras:
        for agents in AGENT_PAIRS:
            for _ in range(4):
                seed += 1
                cases.append(Case("legendary", n, opts, agents, seed))
    return cases


def _metaversus() -> list[Case]:
    return [Case("metaversus", None, (), agents, seed) for agents in AGENT_PAIRS for seed in range(1, 9)]


def cases(game_name: str) -> list[Case]:
    return {"dicemasters": _dicemasters, "legendary": _legendary, "metaversus": _metaversus}[game_name]()


def play(case: Case) -> dict[str, Any]:
    """Play one case; return its digest, the counts of actions and events, and its result."""
    import game as registry
    from game.core.agents import make_agent

    g = registry.new_game(case.game, players=case.players, seed=case.seed, **dict(case.options))
    n = case.players or type(g).DEFAULT_PLAYERS
    agents = [
        make_agent(case.game, case.agents[i % len(case.agents)], case.seed * 7919 + i) for i in range(n)
    ]
    h = hashlib.sha256()
    events = 0

    def feed(item: Any) -> None:
        h.update(json.dumps(item, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8"))
        h.update(b"\n")

    for e in getattr(g, "opening_events", None) or []:
        feed(e)
        events += 1
    actions = 0
    while not g.is_over:
        p = g.to_move
        assert p is not None
        action = agents[p].choose(g, p)
        feed({"action": action.to_dict(), "by": p})
        for e in g.apply(action):
            feed(e.to_dict())
            events += 1
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"{case.key}: no end after {MAX_ACTIONS} actions")
    result = g.result().to_dict()
    feed({"result": result})
    return {"digest": h.hexdigest()[:20], "actions": actions, "events": events, "result": result}


def compute(game_name: str) -> dict[str, dict[str, Any]]:
    return {c.key: play(c) for c in cases(game_name)}


def path_of(game_name: str) -> Path:
    return GOLDEN_DIR / f"{game_name}.json"


def stored(game_name: str) -> dict[str, dict[str, Any]]:
    data = json.loads(path_of(game_name).read_text(encoding="utf-8"))
    cases: dict[str, dict[str, Any]] = data["cases"]
    return cases


def write(game_name: str, table: dict[str, dict[str, Any]]) -> Path:
    path = path_of(game_name)
    data = {
        "game": game_name,
        "regenerate": f"python -m tools.golden --game {game_name} --write",
        "cases": table,
    }
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def differences(old: dict[str, dict[str, Any]], new: dict[str, dict[str, Any]]) -> list[str]:
    """One line per case whose digest changed, appeared or disappeared."""
    out = []
    for key in sorted(set(old) | set(new)):
        a, b = old.get(key), new.get(key)
        if a is None:
            out.append(f"new case: {key}")
        elif b is None:
            out.append(f"case gone: {key}")
        elif a["digest"] != b["digest"]:
            out.append(
                f"{key}: {a['actions']} -> {b['actions']} actions, {a['result'].get('reason')} -> "
                f"{b['result'].get('reason')}, scores {a['result'].get('scores')} -> {b['result'].get('scores')}"
            )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.golden", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=GAMES, action="append", help="only this game (repeatable)")
    parser.add_argument("--write", action="store_true", help="store the digests of today's engines")
    args = parser.parse_args(argv)
    changed = 0
    for name in args.game or GAMES:
        table = compute(name)
        old = stored(name) if path_of(name).exists() else {}
        if not old:
            print(f"{name}: {len(table)} cases, no digests stored yet")
        else:
            diff = differences(old, table)
            changed += len(diff)
            print(f"{name}: {len(table)} cases, {len(diff)} changed")
            for line in diff:
                print("  " + line)
        if args.write:
            print(f"  wrote {write(name, table).relative_to(ROOT)}")
    return 0 if args.write or not changed else 1


if __name__ == "__main__":
    raise SystemExit(main())
