"""How the mutation suite (``test_saves_mutation``) damages files: the base files (saves of
games played by seeded agents with their backups, settings, team files), and the damage done
to them: cut short, bits flipped, keys deleted, values of the wrong type, huge numbers, deep
nesting, edits whose digest is made to match again so the deeper checks are reached.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.core.saves import json_bytes
from game.core.session import GameSession, record_digest

WRONG_VALUES: tuple[Any, ...] = (
    "x",
    "0.7",
    "",
    0,
    -1,
    1.5,
    None,
    True,
    [],
    {},
    [1, 2, 3],
    {"a": 1},
    "Normal",
)
HUGE_LITERALS = ("1e308", "-1e999", "1" + "0" * 400, "18446744073709551616", "NaN", "Infinity", "-Infinity")


def choose(session: GameSession) -> Any:
    acts = session.game.legal_actions()
    n = len(session.history)
    return acts[(session.seed * 31 + n * 7) % len(acts)]


def played(name: str, players: int, seed: int, moves: int, **kw: Any) -> GameSession:
    s = GameSession(name, players=players, seed=seed, **kw)
    for _ in range(moves):
        if s.game.is_over:
            break
        s.apply(choose(s))
    return s


@dataclass(frozen=True)
class Base:
    """A good file to damage, and (for saves) its backup: the same game one move earlier."""

    raw: bytes
    backup: bytes | None = None


def base_saves() -> list[Base]:
    out = []
    for name, players, seed, moves, kw in (
        ("dicemasters", 2, 11, 24, {"meta": {"seats": ["person", "normal"], "names": ["Ada", "Bob"]}}),
        (
            "legendary",
            3,
            12,
            18,
            {"meta": {"seats": ["person", "person", "easy"], "names": ["민지", "Kyle", "Comp"]}},
        ),
        ("metaversus", 2, 13, 30, {"options": {"hp": 30}, "meta": {"seats": ["person", "hard"]}}),
    ):
        before = played(name, players, seed, moves - 1, **kw)
        after = played(name, players, seed, moves, **kw)
        out.append(Base(json_bytes(after.to_dict()), json_bytes(before.to_dict())))
    return out


def base_settings() -> list[Base]:
    from scenes.settings import Settings

    a = Settings(
        language="ko",
        animation_speed=2.0,
        volume=0.3,
        auto_pass=False,
        window_size=(1280, 720),
        agent_delay=1.0,
    )
    b = Settings(
        language="en", animation_speed=0.0, volume=1.0, fullscreen=True, show_hints=False, confirm_end=False
    )
    return [Base(json_bytes(a.to_dict())), Base(json_bytes(b.to_dict()))]


def base_teams() -> list[Base]:
    from scenes.dicemasters.teams import Team

    a = Team("거미줄 팀!", {"avx-016": 3, "avx-007": 2}, ["avx-027", "avx-031"], "tournament")
    b = Team(
        "Thunder", {"avx-001": 4, "avx-004": 4, "avx-007": 4, "avx-010": 3}, ["avx-025", "avx-026"], "basic"
    )
    return [Base(json_bytes(a.to_dict())), Base(json_bytes(b.to_dict()))]


# -- damage --------------------------------------------------------------------------------------
def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(value, dict):
        for k, v in value.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _parent(data: Any, path: tuple[Any, ...]) -> Any:
    for k in path[:-1]:
        data = data[k]
    return data


def _resign(data: Any) -> None:
    """Make an edited save consistent again, as a careful hand-editor would (count and digest)."""
    if isinstance(data, dict) and "digest" in data:
        if isinstance(data.get("actions"), list) and "count" in data:
            data["count"] = len(data["actions"])
        data["digest"] = record_digest(data)


def structured(rng: random.Random, raw: bytes, resign: bool) -> tuple[str, bytes]:
    data = json.loads(raw)
    paths = list(_paths(data))
    path = rng.choice(paths)
    parent = _parent(data, path)
    kind = rng.choice(("delete", "wrong", "huge", "nest"))
    if kind == "delete":
        if isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent.pop(path[-1])
        label = f"deleted {path}"
    elif kind == "wrong":
        parent[path[-1]] = rng.choice(WRONG_VALUES)
        label = f"wrong type at {path}"
    elif kind == "nest":
        parent[path[-1]] = "@NEST@"
        label = f"nested 1000 deep at {path}"
    else:
        parent[path[-1]] = "@HUGE@"
        label = f"huge number at {path}"
    if resign:
        try:
            _resign(data)
        except (TypeError, ValueError):
            pass
        label += " (digest made to match)"
    text = json.dumps(data, ensure_ascii=False)
    text = text.replace('"@NEST@"', "[" * 1000 + "]" * 1000).replace('"@HUGE@"', rng.choice(HUGE_LITERALS))
    return label, text.encode("utf-8")


def raw_damage(rng: random.Random, raw: bytes) -> tuple[str, bytes]:
    kind = rng.choice(("cut", "flip", "flip", "latin1", "insert"))
    if kind == "cut":
        n = rng.randrange(0, len(raw))
        return f"cut at byte {n}", raw[:n]
    if kind == "flip":
        data = bytearray(raw)
        i = rng.randrange(len(data))
        data[i] ^= 1 << rng.randrange(8)
        return f"bit flipped at byte {i}", bytes(data)
    if kind == "latin1":
        text = raw.decode("utf-8")
        return "written as UTF-16", text.encode("utf-16")
    i = rng.randrange(len(raw))
    return f"bytes 0xff 0xfe inserted at {i}", raw[:i] + b"\xff\xfe" + raw[i:]


def semantic_save(rng: random.Random, raw: bytes) -> tuple[str, bytes]:
    """Edits the checks behind the digest must catch, with the digest made to match."""
    data = json.loads(raw)
    kind = rng.choice(
        ("seat", "level", "names", "version", "game", "options", "cut_log", "bad_move", "players", "seed")
    )
    if kind == "seat":
        data["meta"]["seats"][rng.randrange(len(data["meta"]["seats"]))] = "Normal"
    elif kind == "level":
        data["meta"]["seats"][-1] = rng.choice(("grandmaster", "expert", "hard2", ""))
    elif kind == "names":
        data["meta"]["names"] = ["x" * 500] * data["players"] if rng.random() < 0.5 else ["only one"]
    elif kind == "version":
        data["version"] = rng.choice((3, 99, 2**40))
    elif kind == "game":
        data["game"] = rng.choice(("chess", "Dice Masters", "", "dicemasters2"))
    elif kind == "options":
        if data["game"] == "metaversus":
            data["options"][rng.choice(("hp", "max_turns", "pile_size"))] = rng.choice((0, 10**6, -5, "lots"))
        elif data["game"] == "legendary":
            data["options"]["mastermind_strength"] = rng.choice((99, -7, "huge"))
        else:
            data["options"][rng.choice(("team0", "draft_size", "first_player"))] = rng.choice(
                ([[1, 2, 3]], 99, "both", {"avx-999": 4})
            )
    elif kind == "cut_log":
        data["actions"] = data["actions"][: rng.randrange(len(data["actions"]))]
    elif kind == "bad_move":
        i = rng.randrange(len(data["actions"]))
        data["actions"][i] = (
            dict(data["actions"][i], zzz=1)
            if rng.random() < 0.3
            else data["actions"][(i + 3) % len(data["actions"])]
        )
    elif kind == "players":
        data["players"] = rng.choice((0, 9, -1))
    else:
        data["seed"] = rng.choice((-1, 2**70))
    _resign(data)
    return f"{kind} edited (digest made to match)", json_bytes(data)


def fixed_cases(raw: bytes) -> list[tuple[str, bytes]]:
    return [
        ("empty", b""),
        ("white space only", b"   \n\t "),
        ("nested a million deep", b"[" * 1_000_000 + b"]" * 1_000_000),
        ("objects nested 5000 deep", b'{"a":' * 5000 + b"1" + b"}" * 5000),
        ("a JSON list", b"[1, 2, 3]"),
        ("a JSON string", b'"hello"'),
        ("null", b"null"),
        ("not JSON at all", b"\x00\x01\x02 binary \x89PNG"),
        ("Latin-1 text", raw.decode("utf-8").replace("p", "ü").encode("latin-1", "replace")),
    ]


def damaged(kind: str, bases: list[Base], count: int, seed: int) -> list[tuple[str, bytes, Base]]:
    rng = random.Random(seed)
    cases: list[tuple[str, bytes, Base]] = []
    for base in bases:
        cases += [(label, data, base) for label, data in fixed_cases(base.raw)]
    while len(cases) < count:
        base = rng.choice(bases)
        roll = rng.random()
        if kind == "save" and roll < 0.3:
            label, data = semantic_save(rng, base.raw)
        elif roll < 0.6:
            label, data = structured(rng, base.raw, resign=kind == "save" and rng.random() < 0.5)
        else:
            label, data = raw_damage(rng, base.raw)
        cases.append((label, data, base))
    return cases


# -- checks --------------------------------------------------------------------------------------
