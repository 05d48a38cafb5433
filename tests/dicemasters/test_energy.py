"""Energy and purchases: types, wild, generic 2, doubles, virtual energy, where spent dice go."""

from __future__ import annotations

from .helpers import (
    DOUBLE,
    GEN2,
    SINGLE,
    SK,
    SK_BOLT,
    SK_FIST,
    SK_MASK,
    SK_SHIELD,
    SK_WILD,
    act,
    busy,
    do,
    energy,
    kinds,
    pay,
    place,
    table,
)

IRON = "avx-013"  # cost 4, shield


def purchasable(g) -> set[str]:
    return {a.card for a in g.legal_actions() if a.kind == "purchase"}


def test_a_purchase_needs_one_energy_of_the_card_type() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1})
    for face in (SK_FIST, SK_BOLT, SK_MASK, SK_BOLT):
        energy(g, 0, SK, face)
    assert IRON not in purchasable(g)
    g2, _ = table({IRON: 2}, {"avx-001": 1})
    for face in (SK_FIST, SK_BOLT, SK_MASK, SK_SHIELD):
        energy(g2, 0, SK, face)
    assert IRON in purchasable(g2)


def test_wild_stands_in_for_the_type() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1})
    dice = [energy(g, 0, SK, f) for f in (SK_FIST, SK_BOLT, SK_MASK, SK_WILD)]
    act(g, "purchase", card=IRON)
    pay(g, *dice)
    assert g.zones[0]["used"] and g.dice[g.zones[0]["used"][0]].card == IRON


def test_generic_two_never_pays_a_type() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1}, bac=["avx-027", "avx-029"])
    place(g, 0, "avx-027", "reserve", GEN2)
    place(g, 0, "avx-029", "reserve", GEN2)
    assert IRON not in purchasable(g)
    assert "avx-027" in purchasable(g)  # a basic action has no type: generic pays it


def test_partial_spend_of_a_double_spins_it_down() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1})
    double = place(g, 0, IRON, "reserve", DOUBLE)
    singles = [energy(g, 0, SK, f) for f in (SK_FIST, SK_BOLT, SK_MASK)]
    act(g, "purchase", card=IRON)
    assert {a.amount for a in g.legal_actions() if a.kind == "pay" and a.die == double.id} == {1, 2}
    act(g, "pay", die=double.id, amount=1)
    pay(g, *singles)
    # one shield of the double paid: the die stays in the reserve, spun down to one shield
    assert double.zone == "reserve" and double.face == SINGLE
    assert all(d.zone != "reserve" for d in singles)


def test_generic_leftover_becomes_virtual_energy_lost_on_passing() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1}, bac=["avx-030", "avx-027"])
    gen = place(g, 0, "avx-027", "reserve", GEN2)
    s = energy(g, 0, SK, SK_FIST)
    busy(g, 0)
    act(g, "purchase", card="avx-030")  # Invulnerability costs 2
    # paying the fist first would leave 1: the circled 2 then makes 1 virtual energy
    act(g, "pay", die=s.id, amount=1)
    act(g, "pay", die=gen.id, amount=2)
    assert g.virtual[0] == 1
    assert "pay_virtual" not in kinds(g)
    act(g, "pass")
    assert g.virtual[0] == 0


def test_virtual_energy_pays_generic_costs() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1}, bac=["avx-030", "avx-027"])
    g.virtual[0] = 1
    s = energy(g, 0, SK, SK_FIST)
    act(g, "purchase", card="avx-030")
    act(g, "pay_virtual", card="avx-030")
    pay(g, s)
    assert g.virtual[0] == 0 and s.zone != "reserve"


def test_spent_dice_go_out_of_play_on_your_turn_and_to_used_on_the_opponents() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1}, bac=["avx-033", "avx-027"])
    mine = [energy(g, 0, SK, f) for f in (SK_FIST, SK_BOLT, SK_MASK)]
    busy(g, 0)
    act(g, "purchase", card="avx-033")
    pay(g, *mine)
    assert all(d.zone == "out_of_play" for d in mine)
    theirs = energy(g, 1, SK, SK_SHIELD)
    from .helpers import char

    char(g, 1, SK)
    act(g, "pass")  # player 1 gets a window for Take Cover's global
    act(g, "use_global", card="avx-033", target=g.zones[1]["field"][0])
    pay(g, theirs)
    assert theirs.zone == "used"


def test_you_cannot_buy_the_opponents_cards_and_the_die_goes_to_used() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 2})
    for f in (SK_MASK, SK_SHIELD, SK_FIST, SK_BOLT):
        energy(g, 0, SK, f)
    assert "avx-001" not in purchasable(g)
    act(g, "purchase", card=IRON)
    pay(g, *list(g.zones[0]["reserve"]))
    bought = g.dice[g.zones[0]["used"][0]]
    assert bought.card == IRON and bought.owner == 0 and len(g.on_card[f"0:{IRON}"]) == 1


def test_cancelling_a_payment_changes_nothing() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1})
    dice = [energy(g, 0, SK, f) for f in (SK_FIST, SK_BOLT, SK_MASK, SK_SHIELD)]
    act(g, "purchase", card=IRON)
    act(g, "pay", die=dice[3].id, amount=1)
    do(g, next(a for a in g.legal_actions() if a.kind == "cancel_payment"))
    assert all(d.zone == "reserve" for d in dice) and g.decision.kind == "priority"


def test_payment_offers_only_steps_that_can_still_complete() -> None:
    g, _ = table({IRON: 2}, {"avx-001": 1})
    dice = [energy(g, 0, SK, f) for f in (SK_FIST, SK_BOLT, SK_MASK, SK_SHIELD, SK_FIST)]
    act(g, "purchase", card=IRON)
    for d in dice[:3]:
        act(g, "pay", die=d.id, amount=1)
    # one more needed: only the shield can complete it
    assert [a.die for a in g.legal_actions() if a.kind == "pay"] == [dice[3].id]
