"""The typed kernel of game/core: results, declared state, decisions, checked card code,
positions and the package declarations."""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import game
from game.core.actions import Event
from game.core.cards import Abilities, CardDataError, need_int, read_json, texts
from game.core.decision import Decision
from game.core.declared import (
    FROZEN,
    RNG,
    DeclaredState,
    list_of,
    map_of,
    obj,
    optional,
    records,
    state_field,
    transient,
    undeclared,
)
from game.core.errors import IllegalAction, SaveError
from game.core.positions import Position, reach
from game.core.result import Result, Termination
from game.core.rng import GameRNG

ROOT = Path(__file__).resolve().parents[2]


# -- results -----------------------------------------------------------------------------------
def test_result_dict_is_the_saved_shape_and_round_trips() -> None:
    r = Result((0,), Termination.LIFE, (3, 0))
    assert r.to_dict() == {"winners": [0], "reason": "life", "scores": [3, 0]}
    lost = Result((), Termination.EVIL_WINS, (1, 2), detail="villains_escaped", extra={"top_heroes": (1,)})
    assert lost.to_dict() == {
        "winners": [],
        "reason": "evil_wins:villains_escaped",
        "scores": [1, 2],
        "top_heroes": [1],
    }
    assert Result.from_dict(lost.to_dict()).reason == "evil_wins:villains_escaped"
    assert Result.from_dict(lost.to_dict()).termination is Termination.EVIL_WINS
    assert Result((), Termination.DRAW).is_draw and not Result.in_progress().is_draw
    with pytest.raises(SaveError):
        Result.from_dict({"winners": [0], "reason": "checkmate"})


def test_every_golden_reason_is_a_termination() -> None:
    for name in ("dicemasters", "legendary", "metaversus"):
        cases = json.loads((ROOT / "tests" / "golden" / f"{name}.json").read_text(encoding="utf-8"))["cases"]
        for case in cases.values():
            Result.from_dict(case["result"])  # raises on a reason outside the enum


# -- declared state ----------------------------------------------------------------------------
@dataclass(frozen=True)
class _Ask(Decision):
    game = "kernel-test"
    kind = "ask"
    picks = (0, 2)
    private = ("secret",)
    player: int
    options: tuple[str, ...]
    secret: str = ""


@dataclass(frozen=True)
class _Rolled(Event):
    game = "kernel-test"
    kind = "rolled"
    value: int


@dataclass(eq=False)
class _Token:
    name: str
    hits: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, object]:
        return {"name": self.name, "hits": list(self.hits)}

    @classmethod
    def from_dict(cls, d: dict[str, object]) -> _Token:
        return cls(str(d["name"]), list(d["hits"]))  # type: ignore[call-overload]

    def copy(self) -> _Token:
        return _Token(self.name, list(self.hits))


@dataclass(eq=False)
class _State(DeclaredState):
    turn: int = 0
    zones: dict[str, list[str]] = field(default_factory=dict)
    order: tuple[int, ...] = state_field(FROZEN, default=())
    rng: GameRNG = state_field(RNG, default_factory=lambda: GameRNG(5))
    decision: Decision | None = state_field(optional(records(Decision, "kernel-test")), default=None)
    log: list[Event] = state_field(list_of(records(Event, "kernel-test")), default_factory=list)
    tokens: dict[str, _Token] = state_field(map_of(obj(_Token)), default_factory=dict)
    buffer: list[int] = transient(list)


def _sample() -> _State:
    s = _State(turn=3, zones={"hand": ["a", "b"]}, order=(2, 1))
    s.decision = _Ask(1, ("x", "y"), "hidden")
    s.log.append(_Rolled(4))
    s.tokens["t"] = _Token("t", [1])
    s.buffer.append(9)
    s.rng.randbelow(10)
    return s


def test_declared_state_round_trips_through_json_and_copies_deeply() -> None:
    s = _sample()
    d = json.loads(json.dumps(s.state_dict()))
    assert "buffer" not in d
    back = _State.from_state_dict(d)
    assert back.state_dict() == s.state_dict() and back.buffer == []
    assert back.order == (2, 1) and isinstance(back.decision, _Ask)
    c = s.copy_state()
    c.zones["hand"].append("c")
    c.tokens["t"].hits.append(2)
    assert s.zones["hand"] == ["a", "b"] and s.tokens["t"].hits == [1]
    assert c.rng.randbelow(1000) == s.rng.randbelow(1000)  # the copy's generator goes on the same way
    assert undeclared(s) == set()
    s.forgotten = 1  # type: ignore[attr-defined]
    assert undeclared(s) == {"forgotten"}


def test_a_damaged_state_is_a_save_error() -> None:
    d = _sample().state_dict()
    del d["zones"]
    with pytest.raises(SaveError, match="missing zones"):
        _State.from_state_dict(d)
    with pytest.raises(SaveError):
        _State.from_state_dict([1, 2])


def test_decisions_hide_private_fields_from_other_players() -> None:
    ask = _Ask(1, ("x", "y"), "hidden")
    assert ask.prompt_key() == "decision.kernel-test.ask"
    assert ask.public_dict(1)["secret"] == "hidden" and "secret" not in ask.public_dict(0)
    assert ask.public_dict(0)["picks"] == [0, 2]
    assert ask.replace(options=("x",)).options == ("x",) and ask.options == ("x", "y")


# -- cards as data plus checked code -------------------------------------------------------------
def test_abilities_refuse_missing_code_stray_code_and_misquoted_text() -> None:
    ab: Abilities[object] = Abilities("kernel-test")

    @ab.ability("c1", "Deal 2 damage.")
    def c1() -> None: ...

    ab.check({"c1": "When fielded:  Deal 2\n damage.", "c2": None})
    with pytest.raises(CardDataError, match="c3 has no ability"):
        ab.check({"c1": "Deal 2 damage.", "c3": "Draw a card."})
    with pytest.raises(CardDataError, match="not a card"):
        ab.check({"c9": None})
    with pytest.raises(CardDataError, match="quotes"):
        ab.check({"c1": "Deal 3 damage."})
    with pytest.raises(CardDataError, match="two abilities"):
        ab.ability("c1", "Deal 2 damage.")(c1)
    assert ab.get("c1") is c1 and ab.get("c2") is None


def test_card_data_readers_name_the_fault(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(CardDataError, match="bad.json is not valid JSON"):
        read_json(bad)
    with pytest.raises(CardDataError, match="missing"):
        read_json(tmp_path / "none.json")
    with pytest.raises(CardDataError, match="'cost' must be a whole number"):
        need_int({"cost": "3"}, "cost", "card x")
    with pytest.raises(CardDataError, match="needs 'en' and 'ko'"):
        texts({"en": "Hulk"}, "card x")


# -- positions -------------------------------------------------------------------------------------
def test_a_position_is_rebuilt_through_the_contract() -> None:
    start = Position("metaversus", seed=11)
    pos = reach(start, ["normal"], lambda g, a: a.kind == "buy")
    assert pos is not None and pos.moves
    again = Position.from_text(pos.to_text())
    assert again == pos
    g1, g2 = pos.build(), again.build()
    assert g1.to_dict() == g2.to_dict()
    assert any(a.kind == "buy" for a in g1.legal_actions())
    wrong = Position("metaversus", seed=11, moves=({"kind": "buy", "card": "no.such.card"},))
    with pytest.raises(IllegalAction, match="move 1"):
        wrong.build()
    with pytest.raises(SaveError):
        Position.from_text("{not json")


# -- packages ----------------------------------------------------------------------------------------
def test_every_game_declares_its_package() -> None:
    assert set(game.PACKAGES) >= {"dicemasters", "legendary", "metaversus"}
    for name in ("dicemasters", "legendary", "metaversus"):
        pkg = game.package(name)
        assert pkg.game_class is game.GAMES[name] and pkg.game_class.NAME == name
        assert "normal" in pkg.agents and pkg.check_invariants is not None and pkg.search is not None
        assert pkg.card_name is not None
    with pytest.raises(game.OptionError, match="unknown game"):
        game.package("chess")


def test_no_extension_point_is_found_by_name() -> None:
    """Packages, agents and hooks are declared, never looked up with importlib or getattr strings."""
    offenders = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                if "importlib" in names:
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == "getattr"
                and len(node.args) >= 2
                and isinstance(node.args[0], ast.Name)
                and node.args[0].id in ("mod", "module", "hooks")
            ):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


def test_shared_events_are_found_for_every_game() -> None:
    from game.core.deck_events import Drew
    from game.legendary import actions as lg
    from game.metaversus import records as mv

    assert lg.Drew is Drew and mv.Drew is Drew  # one definition, not a copy per game

    d = Drew(player=1, count=5).to_dict()
    for name in ("legendary", "metaversus"):
        assert Event.from_dict(d, game=name) == Drew(1, 5)
