"""Card texts and rulings where the engine once departed from them: each test quotes the card or
the rule it pins, and sets up the situation it speaks of."""

from __future__ import annotations

import pytest

from game.core.errors import OptionError

from .helpers import (
    ACT0,
    SK,
    SK_BOLT,
    SK_CHAR,
    SK_FIST,
    act,
    attack_with,
    busy,
    energy,
    events_of,
    level_face,
    pay,
    place,
    table,
)

POWER_BOLT = "avx-031"
FLAME_ON = "avx-010"
ANGER_ISSUES = "avx-007"


def bolt_with_flame_on(team1: dict[str, int], bolts: int = 6) -> tuple:
    """Player 0 holds Human Torch "Flame On!" (its Global is in the game), a Power Bolt action die
    and ``bolts`` Sidekicks showing bolt energy."""
    g, rng = table({FLAME_ON: 1}, team1, bac=[POWER_BOLT])
    busy(g, 0)
    energies = [energy(g, 0, SK, SK_BOLT) for _ in range(bolts)]
    bolt = place(g, 0, POWER_BOLT, "reserve", ACT0)
    return g, rng, bolt, energies


# -- 1. Human Torch, "Flame On!" (Global) ------------------------------------------------------
def test_flame_on_adds_one_damage_once_per_damage_event() -> None:
    """Human Torch, "Flame On!" Global: "Pay [B] when you deal damage with an action die or global
    ability to deal one extra damage to one target." The extra point is not a new damage event: it
    cannot trigger Flame On again (rulings: once per damage event). Power Bolt: "Deal 2 damage to
    one target character or player." With six bolt energy: 2 + 1, not 2 + 6."""
    g, _, bolt, energies = bolt_with_flame_on({"avx-001": 1})
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")
    assert g.decision.card == FLAME_ON and g.decision.optional
    act(g, "choose_target", target="player:1")
    pay(g, energies[0])
    assert g.life[1] == 17
    assert g.decision.kind == "priority" and sum(1 for d in energies if d.zone == "reserve") == 5


def test_flame_on_extra_damage_does_not_fire_when_damaged_abilities_again() -> None:
    """Hulk, Anger Issues: "While Hulk is active, when either you or Hulk takes damage, Hulk gets
    +2A and +2D (until the end of the turn). * Hulk gets +3A and +3D instead." Flame On's extra
    point only increases the damage being dealt: one damage event, so Hulk grows once."""
    g, _, bolt, energies = bolt_with_flame_on({ANGER_ISSUES: 1})
    hulk = place(g, 1, ANGER_ISSUES, "field", level_face(1))  # level 1 shows a burst
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target="player:1")
    act(g, "choose_target", target="player:1")
    pay(g, energies[0])
    assert g.life[1] == 17
    assert (hulk.a_mod, hulk.d_mod) == (3, 3)


def test_flame_on_extra_damage_joins_the_damage_to_a_character() -> None:
    """ "... to deal one extra damage to one target": the point adds to the damage dealt, so one
    Power Bolt with Flame On deals 3 to a Hulk and Anger Issues answers that damage once."""
    g, _, bolt, energies = bolt_with_flame_on({ANGER_ISSUES: 1})
    hulk = place(g, 1, ANGER_ISSUES, "field", level_face(3))  # A8 D8, no burst
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", target=hulk.id)
    events = act(g, "choose_target", target=hulk.id)
    assert not events_of(events, "damage_dealt")
    events = g.apply(next(a for a in g.legal_actions() if a.kind == "pay" and a.die == energies[0].id))
    assert [e.amount for e in events_of(events, "damage_dealt")] == [3]
    assert hulk.damage == 3 and (hulk.a_mod, hulk.d_mod) == (2, 2)


# -- 3. Iron Man, Philanthropist: the face that took the damage decides -------------------------
def test_philanthropist_gains_two_life_from_his_burst_even_when_the_damage_knocks_him_out() -> None:
    """Iron Man, Philanthropist: "Each time Iron Man takes damage, you gain 1 life. * Gain 2 life
    instead." The face he showed when he took the damage decides, even if that damage knocks him
    out. Thor (level 3, A8) is blocked by Iron Man at level 3 (D7, a burst face)."""
    g, _ = table({"avx-023": 1}, {"avx-014": 1})
    g.life = [20, 15]
    thor = place(g, 0, "avx-023", "field", level_face(3))
    iron = place(g, 1, "avx-014", "field", level_face(3))
    attack_with(g, thor)
    events = act(g, "block", die=iron.id, target=thor.id)  # no one can act: damage follows
    assert [e.die for e in events_of(events, "knocked_out")] == [iron.id]
    assert [(e.player, e.delta) for e in events_of(events, "life_changed")] == [(1, 2)]
    assert g.life[1] == 17


def test_hulk_knocked_out_by_the_damage_still_answers_it_with_the_face_he_showed() -> None:
    """Hulk, Jade Giant: "While Hulk is active, when either you or Hulk takes damage, knock out one
    of your opponent's level 1 characters. * Instead knock out one opposing character of any
    level." The damage that knocks Hulk out is damage Hulk took while active, on his burst face:
    his owner may knock out an opposing level 3 character."""
    g, _ = table({"avx-023": 1}, {"avx-009": 1}, bac=["avx-027"])
    busy(g, 0)
    thor = place(g, 0, "avx-023", "field", level_face(3))
    hulk = place(g, 1, "avx-009", "field", level_face(1))  # A6 D5, a burst face
    hulk.damage = 4
    beam = place(g, 0, "avx-027", "reserve", ACT0)  # Force Beam: 1 damage to each character
    act(g, "use_action", die=beam.id)
    assert hulk.zone == "prep"
    assert thor.zone == "prep"


# -- 4. Spider-Man, "Tiger" --------------------------------------------------------------------
def tiger_attacks(blocked_by_playboy: bool) -> tuple:
    """Player 0 attacks with Spider-Man "Tiger" (level 3, A5 D5) and a Sidekick, holding a fist
    energy; player 1's Iron Man, Playboy (A3 D5) blocks Spider-Man or the Sidekick."""
    g, _ = table({"avx-016": 1}, {"avx-015": 1})
    spider = place(g, 0, "avx-016", "field", level_face(3))
    side = place(g, 0, SK, "field", SK_CHAR)
    fist = energy(g, 0, SK, SK_FIST)
    iron = place(g, 1, "avx-015", "field", level_face(1))
    attack_with(g, spider, side)
    events = act(g, "block", die=iron.id, target=spider.id if blocked_by_playboy else side.id)
    if g.decision and g.decision.kind == "target" and g.decision.card == "avx-015":
        events += act(g, "choose_target", target=spider.id)  # Playboy's 3 damage goes to Spider-Man
    return g, spider, fist, events


def test_tiger_cannot_prevent_ability_damage_from_a_character_engaged_with_him() -> None:
    """Spider-Man, "Tiger": "You may pay [F] to prevent Spider-Man from being affected by an ability
    or game effect (other than damage from a character engaged with him)." Iron Man, Playboy: "Each
    time Iron Man takes damage in the attack step, he deals 3 damage to one opposing character that
    is attacking or blocking." Playboy blocks Spider-Man: his 3 damage comes from a character
    engaged with him, so it can't be prevented, though the damage knocked Playboy out."""
    g, spider, fist, events = tiger_attacks(blocked_by_playboy=True)
    assert not events_of(events, "effect_prevented")
    assert not (g.decision and g.decision.kind == "pay" and getattr(g.decision, "card", None) == "avx-016")
    assert spider.zone == "prep" and fist.zone == "reserve"


def test_tiger_still_prevents_ability_damage_from_a_character_not_engaged_with_him() -> None:
    """The exception is narrow: Playboy blocking the Sidekick is not engaged with Spider-Man, so
    Spider-Man's holder may pay [F] to prevent Playboy's 3 damage to him."""
    g, spider, fist, _ = tiger_attacks(blocked_by_playboy=False)
    assert g.decision.kind == "pay" and g.decision.card == "avx-016"
    pay(g, fist)
    # the damage was prevented: unblocked, he leaves the attack out of play, not knocked out
    assert spider.zone in ("out_of_play", "used") and fist.zone != "reserve"


# -- 2. Team size ------------------------------------------------------------------------------
FULL_BASIC = {
    "avx-013": 3,
    "avx-001": 3,
    "avx-009": 3,
    "avx-017": 2,
    "avx-020": 2,
    "avx-024": 2,
}  # 6 cards, 15 dice


def new_team_game(fmt: str, team: dict[str, int]):
    import game

    return game.new_game("dicemasters", seed=11, format=fmt, team0=team, first_player=0)


@pytest.mark.parametrize(
    "team, message",
    [
        ({"avx-013": 1}, "the format needs exactly 6 cards, not 1"),
        ({"avx-013": 4, "avx-001": 4, "avx-009": 4, "avx-017": 3}, "the format needs exactly 6 cards, not 4"),
        (
            {"avx-013": 2, "avx-001": 2, "avx-009": 2, "avx-017": 2, "avx-020": 2, "avx-024": 2},
            "the format needs exactly 15 dice, not 12",
        ),
        (dict(FULL_BASIC, **{"avx-004": 1}), "7 cards, over the format's 6"),
        (dict(FULL_BASIC, **{"avx-013": 0}), "has no die"),
    ],
)
def test_a_basic_team_has_exactly_six_cards_and_fifteen_dice(team: dict[str, int], message: str) -> None:
    """Basic team (the spec's format table): "6, no basic actions, no two cards with the same name"
    and "15, at least 1 per card, at most the card's Max". Exactly: a smaller team is refused with
    a message naming what is wrong."""
    with pytest.raises(OptionError, match=message):
        new_team_game("basic", team)


def test_a_full_basic_team_is_accepted() -> None:
    """Six cards and fifteen dice, each card with at least one die and at most its Max."""
    g = new_team_game("basic", FULL_BASIC)
    assert len(g.team[0]) == 6 and sum(len(g.on_card[f"0:{c}"]) for c in g.team[0]) == 15


@pytest.mark.parametrize(
    "team, ok",
    [
        ({"avx-013": 1}, True),
        ({"avx-013": 4, "avx-001": 4, "avx-009": 4, "avx-017": 4, "avx-020": 4}, True),  # 5 cards, 20 dice
        (
            {"avx-013": 4, "avx-001": 4, "avx-009": 4, "avx-017": 4, "avx-020": 4, "avx-004": 1},
            False,
        ),  # 21 dice
        (
            {
                c: 1
                for c in (
                    "avx-001",
                    "avx-004",
                    "avx-007",
                    "avx-010",
                    "avx-013",
                    "avx-016",
                    "avx-019",
                    "avx-022",
                )
            },
            True,
        ),
    ],
)
def test_a_tournament_team_has_up_to_eight_cards_and_twenty_dice(team: dict[str, int], ok: bool) -> None:
    """Decision (English edition): a tournament team has up to 8 cards and up to 20 dice, at least
    1 die per card."""
    if ok:
        assert new_team_game("tournament", team).team[0] == list(team)
    else:
        with pytest.raises(OptionError, match="21 dice, over the format's total of 20"):
            new_team_game("tournament", team)


def test_the_rules_pages_carry_each_decision_in_both_languages() -> None:
    """Each Decision chosen here is written in the in-game rules, in English and in Korean."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "assets" / "rules"
    for page, heading in (
        ("dicemasters", ("## Decisions", "## 규칙 해석")),
        ("legendary", ("## Decisions", "## 규칙 해석")),
    ):
        counts = []
        for lang, head in zip(("en", "ko"), heading, strict=True):
            text = (root / page / f"{lang}.md").read_text(encoding="utf-8")
            section = text.split(head, 1)[1].split("\n## ", 1)[0]
            counts.append(sum(1 for line in section.splitlines() if line.startswith("- **")))
        assert counts[0] == counts[1] >= (4 if page == "dicemasters" else 6), (page, counts)
