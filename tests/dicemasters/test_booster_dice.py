"""Booster cards that copy, capture, control and lock (Rogue, Mystique, Loki), Villains and
engaged characters (Magneto, Phoenix), action dice (Doctor Strange) and Mr. Fantastic: one
scenario or more per text, bursts and Globals included, each written from the printed text."""

from __future__ import annotations

from game.dicemasters.agents import NormalAgent
from game.dicemasters.copying import apply_copies
from game.dicemasters.effects import bursts, energy_type, knock_out, stats
from game.dicemasters.engine import DiceMasters
from game.dicemasters.state import ability_card

from .helpers import (
    ACT0,
    SK,
    SK_BOLT,
    SK_FIST,
    SK_MASK,
    SK_WILD,
    act,
    attack_with,
    block,
    busy,
    char,
    energy,
    events_of,
    find,
    kinds,
    level_face,
    main_step,
    pay,
    place,
    table,
    to_attack,
)

BEAST, HULK, SPIDER, THOR, STORM = "avx-001", "avx-007", "avx-016", "avx-023", "avx-019"
POWER_BOLT = "avx-031"


def field(g: DiceMasters, p: int, card: str, level: int, *payers: object) -> object:
    """Field a die of ``card`` from the reserve at ``level``, paying with ``payers``."""
    die = place(g, p, card, "reserve", level_face(level))
    act(g, "field", die=die.id)
    if payers:
        pay(g, *payers)
    return die


def end_turn(g: DiceMasters) -> None:
    """Pass to the attack declaration and declare no attacker: the turn ends."""
    to_attack(g)
    if g.decision is not None and g.decision.kind == "attack":
        act(g, "end_attackers")


def play_out_turn(g: DiceMasters) -> None:
    """Keep, pass and attack with nothing until the other player's turn has begun."""
    me = g.active
    answers = {"reroll": "keep", "priority": "pass", "attack": "end_attackers", "block": "end_blockers"}
    for _ in range(50):
        if g.active != me and g.decision is not None and g.decision.kind == "reroll":
            return
        assert g.decision is not None and g.decision.kind in answers, g.decision
        act(g, answers[g.decision.kind])
    raise AssertionError("the turn did not end")


def hold(g: DiceMasters) -> object:
    """An action die in the active player's reserve: the attack step's window waits for them."""
    return place(g, g.active, POWER_BOLT, "reserve", ACT0)


def reload(g: DiceMasters) -> DiceMasters:
    back = DiceMasters.from_dict(g.to_dict())
    assert isinstance(back, DiceMasters)
    return back


# -- Rogue -------------------------------------------------------------------------------------
def test_rogue_anna_raven_captures_a_used_die_spins_it_to_level_1_and_copies_it() -> None:
    """When fielded, you may capture an opposing die in the used pile (return it at the end of the
    turn). Spin it to level 1. Rogue copies that die's stats."""
    g, _ = table({"avx-057": 2}, {HULK: 2})
    busy(g, 0)
    hulk = place(g, 1, HULK, "used")
    rogue = field(g, 0, "avx-057", 1, energy(g, 0, SK, SK_MASK))
    act(g, "choose_target", target=hulk.id)
    assert hulk.zone == "captured" and g.captured[rogue.id] == [hulk.id]
    assert hulk.showing is not None and hulk.showing.level == 1
    assert stats(g, rogue) == (6, 5) and bursts(rogue) == 1  # Hulk's level 1: 6A 5D and a burst
    end_turn(g)
    assert hulk.zone == "used" and hulk.face is None and hulk.ctrl == 1  # back where it was
    assert stats(g, rogue) == (2, 3)


def test_rogue_anna_raven_may_decline_and_loses_the_die_when_knocked_out() -> None:
    """you may capture ... (return it at the end of the turn): declined, nothing moves; captured,
    the die goes back to the used pile as soon as Rogue leaves the field."""
    g, _ = table({"avx-057": 2}, {HULK: 2})
    busy(g, 0)
    hulk = place(g, 1, HULK, "used")
    field(g, 0, "avx-057", 1, energy(g, 0, SK, SK_MASK))
    act(g, "decline", card="avx-057")
    assert hulk.zone == "used"
    rogue = field(g, 0, "avx-057", 1, energy(g, 0, SK, SK_MASK))
    act(g, "choose_target", target=hulk.id)
    knock_out(g, rogue)
    g.invalidate()
    assert hulk.zone == "used" and rogue.zone == "prep" and not g.captured.get(rogue.id)


def test_rogue_anna_marie_uses_the_captured_action_for_free_when_she_attacks() -> None:
    """When fielded, capture an opposing action die from the used pile or reserve pool. When Rogue
    attacks, you may use that action for free (with no bursts). Return it to the used pile after
    the attack step."""
    g, _ = table({"avx-089": 2}, {BEAST: 2})
    busy(g, 0)
    bolt = place(g, 1, POWER_BOLT, "reserve", ACT0)
    rogue = field(g, 0, "avx-089", 1, energy(g, 0, SK, SK_MASK))
    assert bolt.zone == "captured" and g.captured[rogue.id] == [bolt.id]
    to_attack(g)
    act(g, "attack", die=rogue.id)
    act(g, "end_attackers")
    act(g, "choose_target", card="avx-089", target=bolt.id)  # use it
    act(g, "choose_target", card=POWER_BOLT, target="player:1")  # Power Bolt: 2 damage
    events = events_of(g.ev, "x")  # (nothing left to answer: the windows pass by themselves)
    assert not events and g.active == 1
    # 2 from Power Bolt, and unblocked Rogue dealt 2 more; the action die went back to its owner's used pile
    assert g.life[1] == 16 and bolt.zone == "used" and bolt.ctrl == 1 and bolt.face is None


def test_rogue_anna_marie_may_keep_the_action_and_it_returns_at_the_end_of_the_turn() -> None:
    """you may use that action ... Return it to the used pile: unused, it still goes back."""
    g, _ = table({"avx-089": 2}, {BEAST: 2})
    busy(g, 0)
    bolt = place(g, 1, POWER_BOLT, "used")
    field(g, 0, "avx-089", 1, energy(g, 0, SK, SK_MASK))
    assert bolt.zone == "captured"
    end_turn(g)
    assert bolt.zone == "used" and bolt.ctrl == 1


def test_rogue_cant_touch_this_captures_and_copies_stats_and_abilities() -> None:
    """When fielded, capture an opposing fielded character (until the end of the turn). Rogue
    copies that character's stats and abilities."""
    g, _ = table({"avx-121": 2}, {THOR: 2})
    busy(g, 0)
    thor = char(g, 1, THOR, 2)
    rogue = field(g, 0, "avx-121", 1, energy(g, 0, SK, SK_MASK))
    assert thor.zone == "captured"
    assert stats(g, rogue) == (6, 8) and ability_card(rogue) == THOR  # "Thor can't be blocked by [F]"
    end_turn(g)
    assert thor.zone == "field" and thor.ctrl == 1
    assert ability_card(rogue) == "avx-121" and stats(g, rogue) == (2, 3)


def test_rogue_cant_touch_this_copies_nothing_when_the_capture_is_prevented() -> None:
    """capture ... Rogue copies: Spider-Man "Tiger" pays [F] to prevent the capture, and so the copy."""
    g, _ = table({"avx-121": 2}, {SPIDER: 2})
    busy(g, 0)
    spider = char(g, 1, SPIDER, 3)
    fist = energy(g, 1, SK, SK_FIST)
    rogue = field(g, 0, "avx-121", 1, energy(g, 0, SK, SK_MASK))
    pay(g, fist)
    assert spider.zone == "field" and stats(g, rogue) == (2, 3) and ability_card(rogue) == "avx-121"


# -- Mystique ----------------------------------------------------------------------------------
def test_mystique_unknown_copies_the_character_she_blocks() -> None:
    """When Mystique is engaged, she copies the die stats and card abilities of one character that
    she is engaged with."""
    g, _ = table({THOR: 2}, {"avx-050": 2})
    thor = char(g, 0, THOR, 1)
    mystique = char(g, 1, "avx-050", 1)
    hold(g)
    attack_with(g, thor)
    block(g, mystique, thor)
    assert stats(g, mystique) == (5, 6) and ability_card(mystique) == THOR


def test_mystique_unknown_burst_adds_one_to_copied_stats() -> None:
    """* She also gains an extra +1A and +1D (a copied burst is hers, KR rulebook p.21)."""
    g, _ = table({HULK: 2}, {"avx-050": 2})
    hulk = char(g, 0, HULK, 1)  # 6A 5D and a burst
    mystique = char(g, 1, "avx-050", 1)
    hold(g)
    attack_with(g, hulk)
    block(g, mystique, hulk)
    assert stats(g, mystique) == (7, 6)


def test_mystique_shapeshifter_copies_a_card_until_the_next_mystique_is_fielded() -> None:
    """When fielded, choose an opponent's character card. Mystique copies that card (except purchase
    cost and the die faces) until the next Mystique is fielded."""
    g, _ = table({"avx-082": 3}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    first = field(g, 0, "avx-082", 1, energy(g, 0, SK, SK_MASK))
    act(g, "choose_target", target=f"card:{THOR}")
    assert ability_card(first) == THOR and energy_type(first) == "bolt" and stats(g, first) == (1, 1)
    end_turn(g)  # it lasts beyond the turn, and through a save
    g = reload(g)
    first = g.dice[first.id]
    assert ability_card(first) == THOR and g.copies
    main_step(g, 0)
    busy(g, 0)
    second = field(g, 0, "avx-082", 2)  # level 2 costs nothing: the next Mystique ends the copy
    act(g, "choose_target", target=f"card:{BEAST}")
    assert ability_card(first) == BEAST and ability_card(second) == BEAST


def test_mystique_shapeshifter_burst_copies_the_faces_level_for_level() -> None:
    """* She also copies the die faces (matching level for level)."""
    g, _ = table({"avx-082": 2}, {THOR: 2})
    busy(g, 0)
    mystique = field(g, 0, "avx-082", 3, energy(g, 0, SK, SK_MASK), energy(g, 0, SK, SK_BOLT))
    assert g.copies["0:avx-082"]["faces"] == THOR  # his only card: chosen without asking
    assert stats(g, mystique) == (8, 8)  # Thor's level 3
    mystique.face = level_face(2)
    assert stats(g, mystique) == (6, 8)  # and his level 2, once she is spun down


def test_mystique_could_be_anyone_copies_stats_until_her_next_turn() -> None:
    """At beginning of your turn, choose an opposing fielded character. Each of your Mystique dice
    copies the stats on that character's die until your next turn."""
    g, _ = table({"avx-114": 3}, {THOR: 2}, active=1)
    mystique = char(g, 0, "avx-114", 1)
    thor = char(g, 1, THOR, 2)
    end_turn(g)  # player 1's turn ends: player 0's begins with Mystique's choice
    assert g.active == 0 and stats(g, mystique) == (6, 8)
    later = char(g, 0, "avx-114", 2)
    apply_copies(g, only=later)  # as when it is fielded
    assert stats(g, later) == (6, 8)
    play_out_turn(g)
    assert g.active == 1 and stats(g, mystique) == (6, 8)  # still on the opponent's turn
    g = reload(g)
    mystique, thor = g.dice[mystique.id], g.dice[thor.id]
    assert stats(g, mystique) == (6, 8)
    knock_out(g, thor)  # nothing to choose at her next turn: the copy ends
    g.invalidate()
    play_out_turn(g)
    assert g.active == 0 and stats(g, mystique) == (1, 1)


def test_mystique_could_be_anyone_burst_adds_one() -> None:
    """* She also gains an extra +1A and +1D (copying a die with a burst)."""
    g, _ = table({"avx-114": 3}, {HULK: 2}, active=1)
    mystique = char(g, 0, "avx-114", 1)
    char(g, 1, HULK, 1)  # 6A 5D and a burst
    end_turn(g)
    assert stats(g, mystique) == (7, 6)


# -- Loki --------------------------------------------------------------------------------------
def test_loki_trickster_captures_a_die_of_equal_or_lower_level() -> None:
    """When fielded, capture an opposing die of equal or lower level (return it to your opponent's
    field at the end of the turn)."""
    g, _ = table({"avx-047": 2}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    beast = char(g, 1, BEAST, 1)
    thor = char(g, 1, THOR, 2)
    loki = field(g, 0, "avx-047", 1, energy(g, 0, SK, SK_MASK))
    assert beast.zone == "captured" and thor.zone == "field" and g.captured[loki.id] == [beast.id]
    end_turn(g)
    assert beast.zone == "field" and beast.ctrl == 1


def test_loki_illusionist_controls_a_character_then_knocks_it_out_at_the_end_of_the_turn() -> None:
    """When fielded, take control of an opposing character. At the end of the turn, knock out that
    character (place it in your opponent's prep area); it deals damage equal to its attack to your
    opponent."""
    g, _ = table({"avx-080": 2}, {THOR: 2})
    busy(g, 0)
    thor = char(g, 1, THOR, 1)  # 5A
    loki = field(g, 0, "avx-080", 1, energy(g, 0, SK, SK_MASK))
    assert thor.ctrl == 0 and thor.owner == 1 and thor.zone == "field"
    to_attack(g)
    assert {a.die for a in g.legal_actions() if a.kind == "attack"} == {thor.id}  # Loki can't attack
    act(g, "end_attackers")
    # knocked out to its owner's prep area (rolled there as their turn begins), 5 damage to them
    assert thor.zone in ("prep", "reserve") and thor.ctrl == 1 and g.life[1] == 15 and loki.zone == "field"


def test_loki_illusionist_control_ends_when_loki_is_knocked_out() -> None:
    """take control: the controlled die returns to its owner's field when the controller leaves."""
    g, _ = table({"avx-080": 2}, {THOR: 2})
    busy(g, 0)
    thor = char(g, 1, THOR, 1)
    loki = field(g, 0, "avx-080", 1, energy(g, 0, SK, SK_MASK))
    knock_out(g, loki)
    g.invalidate()
    assert thor.zone == "field" and thor.ctrl == 1
    end_turn(g)
    assert thor.zone == "field" and g.life[1] == 20


def test_loki_illusionist_controlled_character_attacks_for_loki() -> None:
    """take control ...: the controlled character attacks for Loki's player."""
    g, _ = table({"avx-080": 2}, {THOR: 2})
    busy(g, 0)
    thor = char(g, 1, THOR, 1)
    field(g, 0, "avx-080", 1, energy(g, 0, SK, SK_MASK))
    attack_with(g, thor)
    while g.decision is not None and g.active == 0 and g.decision.kind == "priority":
        act(g, "pass")
    assert g.life[1] == 15 and thor.ctrl == 1  # unblocked: it hit its owner and went home


def test_loki_gem_keeper_locks_a_card_while_active_beyond_the_turn() -> None:
    """When fielded, choose an opponent's character card, canceling all previous choices. Your
    opponent cannot field that character while Loki is active. This effect lasts until you field
    another Loki."""
    g, _ = table({"avx-111": 3}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    loki = field(g, 0, "avx-111", 1, energy(g, 0, SK, SK_MASK))
    act(g, "choose_target", target=f"card:{THOR}")
    g = reload(g)
    main_step(g, 1)
    busy(g, 1)
    thor = place(g, 1, THOR, "reserve", level_face(1))
    beast = place(g, 1, BEAST, "reserve", level_face(1))
    energy(g, 1, SK, SK_BOLT)
    fieldable = {a.die for a in g.legal_actions() if a.kind == "field"}
    assert thor.id not in fieldable and beast.id in fieldable
    knock_out(g, g.dice[loki.id])  # Loki not active: the lock waits
    g.invalidate()
    assert thor.id in {a.die for a in g.legal_actions() if a.kind == "field"}
    assert g.card_locks == {"0": ["avx-111", THOR]}  # and it waits for another Loki


def test_loki_gem_keeper_another_loki_cancels_the_previous_choice() -> None:
    """canceling all previous choices ... until you field another Loki."""
    g, _ = table({"avx-111": 3}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    field(g, 0, "avx-111", 1, energy(g, 0, SK, SK_MASK))
    act(g, "choose_target", target=f"card:{THOR}")
    assert g.card_locks == {"0": ["avx-111", THOR]}
    field(g, 0, "avx-111", 2, energy(g, 0, SK, SK_MASK))
    assert g.card_locks == {}  # the choice is cancelled as the other Loki comes
    act(g, "choose_target", target=f"card:{BEAST}")
    assert g.card_locks == {"0": ["avx-111", BEAST]}


# -- Magneto -----------------------------------------------------------------------------------
def test_magneto_former_comrade_gets_two_when_engaged_with_an_x_men() -> None:
    """Magneto gets +2A and +2D when engaged with an X-Men character."""
    g, _ = table({"avx-048": 2}, {BEAST: 2, THOR: 2})
    magneto = char(g, 0, "avx-048", 1)  # 4A 4D
    beast = char(g, 1, BEAST, 3)  # X-Men
    hold(g)
    attack_with(g, magneto)
    block(g, beast, magneto)
    assert stats(g, magneto) == (6, 6)
    g2, _ = table({"avx-048": 2}, {THOR: 2})
    magneto2 = char(g2, 0, "avx-048", 1)
    thor = char(g2, 1, THOR, 1)  # an Avenger
    hold(g2)
    attack_with(g2, magneto2)
    block(g2, thor, magneto2)
    assert stats(g2, magneto2) == (4, 4)


def test_magneto_holocaust_survivor_pays_two_to_spin_a_villain_up() -> None:
    """While Magneto is active, you may pay 2 energy to spin a Villain up one level."""
    g, _ = table({"avx-081": 2, "avx-047": 2}, {BEAST: 2})
    busy(g, 0)
    magneto = char(g, 0, "avx-081", 1)
    loki = char(g, 0, "avx-047", 1)
    a, b = energy(g, 0, SK, SK_FIST), energy(g, 0, SK, SK_BOLT)
    assert {x.target for x in g.legal_actions() if x.kind == "use_ability"} == {magneto.id, loki.id}
    act(g, "use_ability", card="avx-081", target=loki.id)
    pay(g, a, b)
    assert loki.showing.level == 2
    main_step(g, 1)  # not his opponent's: no Magneto of theirs is active
    energy(g, 1, SK, SK_FIST), energy(g, 1, SK, SK_BOLT)
    assert "use_ability" not in kinds(g)


def test_magneto_global_rerolls_a_villain_die() -> None:
    """Pay [M] to reroll a Villain die."""
    for card in ("avx-081", "avx-112"):
        g, rng = table({card: 2}, {BEAST: 2})
        busy(g, 0)
        magneto = char(g, 0, card, 1)
        beast = char(g, 1, BEAST, 1)
        mask = energy(g, 0, SK, SK_MASK)
        targets = {x.target for x in g.legal_actions() if x.kind == "use_global" and x.card == card}
        assert targets == {magneto.id} and beast.id not in targets
        act(g, "use_global", card=card, target=magneto.id)
        rng.force(5)
        pay(g, mask)
        assert magneto.showing.level == 3


def test_magneto_sonderkommando_gives_other_villains_two() -> None:
    """While Magneto is active, your other Villain characters get +2A and +2D (no matter how many
    Magneto dice you have fielded)."""
    g, _ = table({"avx-112": 3, "avx-047": 2}, {BEAST: 2})
    loki = char(g, 0, "avx-047", 1)  # 1A 5D, a Villain
    side = char(g, 0, SK)
    assert stats(g, loki) == (1, 5)
    magneto = char(g, 0, "avx-112", 1)
    char(g, 0, "avx-112", 1)
    assert stats(g, loki) == (3, 7) and stats(g, side) == (1, 1) and stats(g, magneto) == (4, 4)


# -- Doctor Strange ----------------------------------------------------------------------------
def test_doctor_strange_sorcerer_supreme_buys_one_action_die_a_turn_for_free() -> None:
    """While Doctor Strange is active, you may purchase one action die for free during your main
    step (not one action die per Doctor Strange die)."""
    g, _ = table({"avx-042": 2}, {BEAST: 2})
    busy(g, 0)
    assert "purchase" not in kinds(g)
    char(g, 0, "avx-042", 1)
    char(g, 0, "avx-042", 1)
    act(g, "purchase", card=POWER_BOLT)
    assert g.decision.kind == "priority"  # nothing to pay
    assert any(g.dice[i].card == POWER_BOLT for i in g.zones[0]["used"])
    assert "purchase" not in kinds(g)  # the second one is paid for


def test_doctor_strange_master_of_the_mystic_arts_deals_two_for_each_action() -> None:
    """While Doctor Strange is active, each time you use an action he deals 2 damage to a character
    or opponent (no matter how many dice are fielded)."""
    g, _ = table({"avx-073": 2}, {BEAST: 2})
    char(g, 0, "avx-073", 1)
    char(g, 0, "avx-073", 1)
    bolt = place(g, 0, POWER_BOLT, "reserve", ACT0)
    act(g, "use_action", die=bolt.id)
    act(g, "choose_target", card="avx-073", target="player:1")
    act(g, "choose_target", card=POWER_BOLT, target="player:1")
    assert g.life[1] == 16


def test_doctor_strange_probably_a_charlatan_rolls_an_action_die_from_the_bag() -> None:
    """When fielded, search your bag for an action die and roll it (place it into your reserve pool)."""
    g, _ = table({"avx-106": 2}, {BEAST: 2})
    busy(g, 0)
    bolt = place(g, 0, POWER_BOLT, "bag")
    field(g, 0, "avx-106", 1, energy(g, 0, SK, SK_MASK))
    assert bolt.zone == "reserve" and bolt.face is not None


# -- Phoenix -----------------------------------------------------------------------------------
def test_phoenix_ms_psyche_gains_two_when_engaged() -> None:
    """When Phoenix is engaged, she gains +2A and +2D."""
    g, _ = table({"avx-054": 2}, {BEAST: 2})
    phoenix = char(g, 0, "avx-054", 1)  # 5A 5D
    beast = char(g, 1, BEAST, 3)
    hold(g)
    attack_with(g, phoenix)
    block(g, beast, phoenix)
    assert stats(g, phoenix) == (7, 7)


def test_must_attack_global_is_used_in_the_main_step_and_binds_the_attack() -> None:
    """Pay [B]. Target character must attack. (FAQ: only before attackers are declared.)"""
    g, _ = table({BEAST: 2}, {"avx-054": 2})
    busy(g, 0)
    side = char(g, 0, SK)
    other = char(g, 0, BEAST, 1)
    bolt = energy(g, 0, SK, SK_BOLT)
    targets = {a.target for a in g.legal_actions() if a.kind == "use_global" and a.card == "avx-054"}
    assert targets == {side.id, other.id}
    act(g, "use_global", card="avx-054", target=side.id)
    pay(g, bolt)
    to_attack(g)
    assert "end_attackers" not in kinds(g)  # the bound character can attack: it must
    act(g, "attack", die=side.id)
    assert "end_attackers" in kinds(g)


def test_must_attack_this_turn_global_of_mr_fantastic_and_the_opponent_window() -> None:
    """Pay [M]. Target character must attack this turn: the inactive player uses it on one of the
    active player's characters in the Main Step; not in the attack step."""
    g, _ = table({BEAST: 2}, {"avx-113": 2})
    side = char(g, 0, SK)
    mask = energy(g, 1, SK, SK_MASK)
    act(g, "pass")  # player 1's one window
    act(g, "use_global", card="avx-113", target=side.id)
    pay(g, mask)
    assert side.flags.get("must_attack")
    assert g.decision.kind == "attack" and "end_attackers" not in kinds(g)


def test_phoenix_redd_spends_two_bolts_for_four_damage_when_engaged() -> None:
    """When Phoenix is engaged, you may spend [B][B] to deal 4 damage to target character or
    opponent."""
    g, _ = table({"avx-086": 2}, {BEAST: 2})
    phoenix = char(g, 0, "avx-086", 1)
    b1, b2 = energy(g, 0, SK, SK_BOLT), energy(g, 0, SK, SK_WILD)
    beast = char(g, 1, BEAST, 3)
    attack_with(g, phoenix)
    block(g, beast, phoenix)
    act(g, "choose_target", card="avx-086", target="player:1")
    pay(g, b1)
    pay(g, b2)
    assert g.life[1] == 16


def test_phoenix_redd_needs_two_bolts() -> None:
    """spend [B][B]: with one [B] the ability does not trigger."""
    g, _ = table({"avx-086": 2}, {BEAST: 2})
    phoenix = char(g, 0, "avx-086", 1)
    energy(g, 0, SK, SK_BOLT)
    beast = char(g, 1, BEAST, 3)
    attack_with(g, phoenix)
    block(g, beast, phoenix)
    assert g.decision is None or g.decision.kind != "target"


def test_phoenix_jeannie_makes_engaged_characters_hit_their_player_and_knocks_them_out() -> None:
    """At the end of the attack step, each character still engaged with Phoenix deals damage equal
    to its attack to your opponent. Knock out those characters."""
    g, _ = table({"avx-049": 2}, {"avx-118": 2})
    fantastic = char(g, 0, "avx-049", 3)  # 2A 7D: survives her 5
    phoenix = char(g, 1, "avx-118", 1)
    attack_with(g, fantastic)
    block(g, phoenix, fantastic)
    while fantastic.zone == "attack":
        act(g, "pass")
    assert fantastic.zone == "prep" and g.life[0] == 18 and phoenix.zone == "field"


# -- Mr. Fantastic -----------------------------------------------------------------------------
def test_mr_fantastic_brilliant_scientist_gets_two_while_blocking() -> None:
    """Mr. Fantastic gets +2A and +2D while blocking."""
    g, _ = table({BEAST: 2}, {"avx-049": 2})
    side = char(g, 0, SK)
    fantastic = char(g, 1, "avx-049", 1)  # 1A 5D
    assert stats(g, fantastic) == (1, 5)
    hold(g)
    attack_with(g, side)
    block(g, fantastic, side)
    assert stats(g, fantastic) == (3, 7)


def test_mr_fantastic_invincible_man_redirects_two_damage_to_the_attacker() -> None:
    """While blocking, you may redirect up to 2 damage from Mr. Fantastic to the character he blocks."""
    g, _ = table({THOR: 2}, {"avx-113": 2})
    thor = char(g, 0, THOR, 1)  # 5A 6D
    fantastic = char(g, 1, "avx-113", 1)  # 1A 5D: 5 damage would knock him out
    attack_with(g, thor)
    block(g, fantastic, thor)
    while g.decision.kind == "priority":
        act(g, "pass")
    act(g, "choose_target", card="avx-113", target=thor.id)
    events = act(g, "choose_target", card="avx-113", target=thor.id)
    dealt = {e.target: e.amount for e in events_of(events, "damage_dealt")}
    assert dealt == {fantastic.id: 3, thor.id: 3}  # 5 - 2 to him; his 1 + 2 to Thor
    assert fantastic.zone == "field" and thor.zone == "field" and events_of(events, "damage_moved")


def test_mr_fantastic_elastic_spins_down_to_block_another_and_splits_his_damage() -> None:
    """You may spin Mr. Fantastic down 1 level to allow him to block an additional character (or 2
    levels to block two additional characters)."""
    g, _ = table({BEAST: 2}, {"avx-131": 2})
    a, b, c = char(g, 0, SK), char(g, 0, SK), char(g, 0, SK)
    fantastic = char(g, 1, "avx-131", 3)  # 2A 7D
    attack_with(g, a, b, c)
    block(g, fantastic, a)
    block(g, fantastic, b)
    assert fantastic.showing.level == 2 and stats(g, fantastic) == (2, 6)
    block(g, fantastic, c)
    assert fantastic.showing.level == 1
    assert not any(x.kind == "block" for x in g.legal_actions())
    while g.decision.kind == "priority":
        act(g, "pass")
    assert g.decision.kind == "assign" and g.decision.player == 1  # his 1A (level 1) to split
    events = act(g, "assign_damage", target=b.id, amount=1)
    dealt = {e.target: e.amount for e in events_of(events, "damage_dealt")}
    assert dealt == {b.id: 1, fantastic.id: 3}  # each Sidekick hits him for 1
    assert b.zone == "prep" and a.zone == "field" and c.zone == "field" and fantastic.zone == "field"


# -- the computer ------------------------------------------------------------------------------
def test_normal_agent_declares_a_character_that_must_attack() -> None:
    """The attack decision with a character bound to attack: the normal agent declares it."""
    g, _ = table({BEAST: 2}, {THOR: 2})
    side = char(g, 0, SK)
    char(g, 1, THOR, 3)  # 8A: attacking into him loses the Sidekick, yet it must
    side.flags["must_attack"] = True
    to_attack(g)
    agent = NormalAgent(1)
    choice = agent.choose(g, 0)
    assert choice == find(g, "attack", die=side.id)


def test_normal_agent_chooses_a_card_and_spins_its_own_villain() -> None:
    """Card choices (Loki, Mystique) and Magneto's paid spin: legal and sensible answers."""
    g, _ = table({"avx-111": 3}, {THOR: 2, BEAST: 2})
    busy(g, 0)
    field(g, 0, "avx-111", 1, energy(g, 0, SK, SK_MASK))
    agent = NormalAgent(1)
    choice = agent.choose(g, 0)
    assert choice.kind == "choose_target" and choice.target == f"card:{THOR}"  # the stronger card
    g2, _ = table({"avx-081": 2}, {"avx-047": 2})
    mine = char(g2, 0, "avx-081", 1)
    char(g2, 1, "avx-047", 1)
    energy(g2, 0, SK, SK_FIST), energy(g2, 0, SK, SK_BOLT)
    scores = {a: NormalAgent(1).score(g2, 0, a) for a in g2.legal_actions() if a.kind == "use_ability"}
    best = max(scores, key=lambda a: scores[a])
    assert best.target == mine.id and scores[best] > 0


def test_normal_agent_splits_an_extra_blockers_damage() -> None:
    """The defender's split of Mr. Fantastic's damage: a legal assignment that knocks one out."""
    g, _ = table({BEAST: 2}, {"avx-131": 2})
    a, b = char(g, 0, SK), char(g, 0, SK)
    fantastic = char(g, 1, "avx-131", 3)
    attack_with(g, a, b)
    block(g, fantastic, a)
    block(g, fantastic, b)  # no attacker left to block: the blocks end
    while g.decision.kind == "priority":
        act(g, "pass")
    assert g.decision.kind == "assign"
    choice = NormalAgent(1).choose(g, 1)
    assert choice.kind == "assign_damage" and choice.amount == 1


def test_normal_agent_forces_an_attack_into_its_blocker() -> None:
    """Pay [M]. Target character must attack this turn: the normal agent, in its window of the
    opponent's Main Step, binds a character its own blocker knocks out without falling; not one
    it can't stop."""
    g, _ = table({BEAST: 2}, {"avx-113": 2, THOR: 2})
    side = char(g, 0, SK)  # 1A 1D
    char(g, 1, THOR, 3)  # 8A 8D
    energy(g, 1, SK, SK_MASK)
    act(g, "pass")
    choice = NormalAgent(1).choose(g, 1)
    assert choice.kind == "use_global" and choice.card == "avx-113" and choice.target == side.id
    g2, _ = table({THOR: 2}, {"avx-113": 2})
    char(g2, 0, THOR, 3)
    char(g2, 1, SK)
    energy(g2, 1, SK, SK_MASK)
    act(g2, "pass")
    assert NormalAgent(1).choose(g2, 1).kind == "pass"
