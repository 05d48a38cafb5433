"""Typed effect steps and Schemes as checked card code: every program's steps save and load as
themselves, a queue in the middle of an effect survives a save, the Schemes' numbers are data and
their Twists and Evil Wins are code quoting their text; the computer player reads guards and
dangers from the cards, not from a list of ids."""

from __future__ import annotations

import json

import pytest

from game.core.cards import CardDataError
from game.core.errors import IllegalAction, SaveError
from game.legendary import actions as A
from game.legendary.abilities import ABILITIES, PROGRAMS, program_of
from game.legendary.agents import NormalAgent, guard
from game.legendary.cards import SCHEME_RULES, SCHEMES, _scheme_rules, defn, needs_code, printed_texts
from game.legendary.effects import Attack, Draw, Each, Power, Wound, each
from game.legendary.engine import Legendary
from game.legendary.picks import KoPick
from game.legendary.schemes import setup_for
from game.legendary.steps import Step, card_filter, draws, load_queued, walk

from .helpers import answer, end_turn, inst, play, prompt, rig


def test_every_step_of_every_program_saves_and_loads_as_itself():
    seen: set[str] = set()
    for program in PROGRAMS.values():
        for step in walk(program):
            d = json.loads(json.dumps(step.to_dict()))
            assert Step.from_dict(d) == step, d
            seen.add(type(step).__name__)
    assert {"Power", "KoPick", "Each", "ChooseOne", "May", "Per"} <= seen


def test_a_step_that_is_not_one_is_refused_on_load():
    with pytest.raises(SaveError, match="unknown effect step"):
        Step.from_dict({"kind": "NoSuchStep"})
    with pytest.raises(SaveError, match="unknown fields"):
        Step.from_dict({"kind": "Draw", "n": 1, "extra": 2})
    with pytest.raises(SaveError):
        load_queued([0, "", {"kind": "Draw"}])  # Draw needs its n


def test_a_queue_waiting_on_a_prompt_survives_a_save_and_goes_on_the_same():
    # Juggernaut's Ambush asks each player in turn for two KOs: the prompt and the steps after it
    g = rig(n=2, villain_deck=["brotherhood.juggernaut"], discard=["shield.agent", "hulk.growing_anger"])
    g.players[1].discard = [inst("shield.trooper"), inst("thor.odinson")]
    end_turn(g)
    assert prompt(g) == "ko_pick" and g.queue
    loaded = Legendary.from_dict(json.loads(json.dumps(g.to_dict())))
    assert loaded.to_dict() == g.to_dict()
    for game in (g, loaded):  # player 1's turn: their KOs come first
        events = answer(game, "shield.trooper")
        assert [e.to_dict() for e in events]
    assert loaded.to_dict() == g.to_dict()


def test_programs_are_typed_steps_with_named_fields():
    (power,) = program_of("hulk.hulk_smash", "play")
    assert isinstance(power, Power) and power.flt == "Strength"
    (ko,) = program_of("hulk.unstoppable_hulk", "play")
    assert isinstance(ko, KoPick) and ko.zones == ("hand", "discard") and ko.optional
    (then,) = ko.then
    assert isinstance(then, Attack) and then.n == 2


def test_a_card_draws_only_when_its_player_does():
    assert draws(program_of("emma_frost.psychic_link", "play"))  # each player, the player too
    assert not draws(program_of("hawkeye.covering_fire", "play"))  # each *other* player draws
    assert draws((Power("Tech", (Draw(1),)),))
    assert not draws((each(Draw(1), who="others"),))
    assert isinstance(each(Wound(1)), Each)


def test_every_scheme_has_code_for_its_twist_quoting_its_text():
    printed = printed_texts()
    for scheme in SCHEMES:
        assert scheme in needs_code()
        twist = ABILITIES.by_key[(scheme, "twist")]
        assert twist.text in printed[scheme]
    with pytest.raises(CardDataError, match="has no ability"):
        ABILITIES.check(
            {**printed, "new_scheme": "Setup: 8 Twists. Twist: Each player gains a Wound."},
            needs_code=needs_code() | {"new_scheme"},
        )


def test_scheme_numbers_are_data_and_bad_data_is_refused():
    assert setup_for("legacy_virus", 3).wounds_per_player == 6
    assert setup_for("super_hero_civil_war", 2).heroes == 4
    assert (
        setup_for("super_hero_civil_war", 3).twists == 8 and setup_for("super_hero_civil_war", 4).twists == 5
    )
    assert not setup_for("super_hero_civil_war", 1).solo_allowed
    assert {s for s in SCHEMES if SCHEME_RULES[s].keeps_twists} == {
        "cosmic_cube",
        "killbots",
        "portals_to_the_dark_dimension",
    }
    for bad in (
        {"setup": {"twists": "8"}},
        {"setup": {"bystanders": 12}},
        {"setup": {"twists": 8, "wounds": 6}},
        {"setup": {"twists": 8}, "villains_also": ["twist"]},
        {"setup": {"twists": 8}, "setup_by_players": {"two": {"heroes": 4}}},
    ):
        with pytest.raises(CardDataError):
            _scheme_rules(bad, "new_scheme")


def test_the_computer_player_reads_guards_and_dangers_from_the_cards():
    assert guard("legacy_virus", "twist") == "Tech"
    assert guard("dr_doom", "strike") == "Tech"
    assert guard("magneto", "strike") == "team:X-Men"
    assert guard("red_skull", "strike") == "" and guard("cosmic_cube", "twist") == ""
    card_filter(guard("loki", "strike"))  # a filter the cards use
    g = rig(n=2)
    g.scheme = "killbots"
    assert not NormalAgent._danger(g)
    g.escaped = [inst("bystander"), inst("bystander"), inst("bystander")]
    assert NormalAgent._danger(g)  # 3 of the 5 Killbots that let evil win
    g.scheme = "legacy_virus"  # no Evil Wins about escapes
    assert not NormalAgent._danger(g)


def test_the_newest_answer_resumes_the_step_that_asked():
    g = rig(n=1, hand=["hulk.unstoppable_hulk"], discard=["wound"])
    play(g, "hulk.unstoppable_hulk")
    assert prompt(g) == "ko_pick" and g.asking is not None
    assert isinstance(g.asking[2], KoPick)
    answer(g, "wound")
    assert g.attack == (defn("hulk.unstoppable_hulk").attack or 0) + 2
    assert g.asking is None and not g.queue
    with pytest.raises(IllegalAction):
        g.apply(A.ChooseOption("yes"))  # no prompt is waiting


def test_a_scheme_the_data_keeps_out_of_random_setups_is_dealt_only_when_named(monkeypatch):
    from game.legendary import setup

    kept = "cosmic_cube"  # as if every other Scheme's data said "random": false
    monkeypatch.setattr(setup, "NAMED_ONLY", set(SCHEMES) - {kept})
    assert {Legendary.new(2, seed).scheme for seed in range(6)} == {kept}
    assert Legendary.new(2, 1, scheme="killbots").scheme == "killbots"
