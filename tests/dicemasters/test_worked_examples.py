"""The rulebook's worked examples, adapted to the spec's Decisions.

1. The detailed combat (Minyong's Thor, Storm, Hulk and Captain America against Hoyun's Iron Man,
   Spider-Man and Beast, with Force Beam, Focus Power and Smash! in the center).
2. The example game's first turns (Minju and Beomjun, first game, life 10). Decision adaptations:
   the first player's first turn draws 3 dice and the 4th goes out of play, so Minju's first turn
   has 3 dice; the example's teams are used (Minju: Captain America and Beast).
"""

from __future__ import annotations

from .helpers import (
    ACT0,
    ACT2,
    DOUBLE,
    SINGLE,
    SK,
    SK_BOLT,
    SK_CHAR,
    SK_FIST,
    SK_MASK,
    SK_SHIELD,
    act,
    attack_with,
    block,
    char,
    events_of,
    find,
    kinds,
    pay,
    place,
    table,
    to_attack,
)

THOR, STORM, HULK, CAP = "avx-023", "avx-021", "avx-009", "avx-005"
IRON, SPIDER, BEAST = "avx-015", "avx-016", "avx-001"
FOCUS, BEAM, SMASH = "avx-026", "avx-027", "avx-032"


def test_detailed_combat_example() -> None:
    g, rng = table(
        {THOR: 2, STORM: 2, HULK: 2, CAP: 2},
        {IRON: 2, SPIDER: 4, BEAST: 2},
        bac=[FOCUS, BEAM, SMASH],
        active=0,
        life=20,
    )
    thor, storm, hulk, cap = (
        char(g, 0, THOR, 1),
        char(g, 0, STORM, 2),
        char(g, 0, HULK, 3),
        char(g, 0, CAP, 1),
    )
    iron, spider, beast = char(g, 1, IRON, 2), char(g, 1, SPIDER, 1), char(g, 1, BEAST, 2)
    beam = place(g, 0, BEAM, "reserve", ACT0)  # Force Beam, no burst
    focus = place(g, 0, FOCUS, "reserve", ACT2)  # Focus Power with two bursts
    double = place(g, 1, SPIDER, "reserve", DOUBLE)  # Hoyun's two Spider-Man dice: 3 fist energy
    single = place(g, 1, SPIDER, "reserve", SINGLE)

    attack_with(g, thor, storm, hulk, cap)
    # Spider-Man is a [F] character: Thor, Lord of Asgard can't be blocked by him.
    assert not [
        a for a in g.legal_actions() if a.kind == "block" and a.die == spider.id and a.target == thor.id
    ]
    block(g, spider, hulk)
    block(g, beast, cap)
    block(g, iron, thor)  # the last free blocker: the block step ends by itself
    # Beast, Big Boy Blue gets +1A and +1D when he blocks; Storm is unblocked, so 'Ro does nothing.
    assert (beast.a_mod, beast.d_mod) == (1, 1)
    assert g.step == "attack_actions" and g.to_move == 0

    # Force Beam: 1 damage to each character. Hulk's trigger (attacker's first) targets the only
    # level 1 opposing character, Spider-Man; Hoyun pays one fist (spinning the double down).
    act(g, "use_action", die=beam.id)
    # "Tiger" could also prevent Force Beam's damage; Hoyun lets him take it.
    assert g.to_move == 1 and g.decision.kind == "pay" and g.decision.card == SPIDER
    act(g, "decline")
    assert g.to_move == 1 and g.decision.kind == "pay" and g.decision.card == SPIDER
    act(g, "pay", die=double.id, amount=1)
    assert double.zone == "reserve" and double.face == SINGLE
    assert spider.zone == "attack"  # blockers stand in the attack zone
    # Iron Man, Playboy took damage in the attack step: 3 damage to Hulk.
    act(g, "choose_target", target=hulk.id)
    # Hulk took damage again: Jade Giant targets Spider-Man again; Hoyun pays his other fist.
    assert g.decision.kind == "pay"
    pay(g, double)
    assert spider.zone == "attack" and hulk.damage == 4
    assert [d.damage for d in (thor, storm, cap, iron, spider, beast)] == [1, 1, 1, 1, 1, 1]

    # Focus Power with two bursts: Thor up one level, then Storm up one level.
    act(g, "use_action", die=focus.id)
    act(g, "spin", target=thor.id, direction="up")
    act(g, "spin", target=storm.id, direction="up")
    assert (thor.showing.level, storm.showing.level) == (2, 3)
    # Minyong has nothing left to do, so his pass is automatic.
    # Hoyun's window: his last fist pays Smash!'s Global: Thor deals no damage.
    assert g.to_move == 1
    act(g, "use_global", card=SMASH, target=thor.id)
    # Paying ends Hoyun's window; Minyong and then Hoyun have nothing left, so damage follows at once.
    events = act(g, "pay", die=single.id, amount=1)
    hits = {e.target: e.amount for e in events_of(events, "damage_dealt")}
    assert iron.id not in hits  # Thor deals no damage (Smash!'s Global)
    assert hits[thor.id] == 4 and hits[cap.id] == 3 and hits[beast.id] == 3 and hits[spider.id] == 8
    # Captain America, Beast and Spider-Man are knocked out (to their owners' prep areas, which
    # Hoyun rolls at once as his turn begins).
    assert {e.die for e in events_of(events, "knocked_out")} == {cap.id, beast.id, spider.id}
    assert hulk.zone == "field" and thor.zone == "field" and iron.zone == "field"
    assert storm.zone == "used"  # unblocked attacker: out of play, then used at cleanup
    assert g.life[1] == 20 - 3  # Storm, now level 3, deals 3
    assert g.turn == 4 and g.active == 1


def test_example_game_first_turns() -> None:
    import game
    from game.core.rng import ScriptedRNG

    rng = ScriptedRNG(3)
    # Minju (player 0) goes first. Her first roll: fist, fist, bolt; she rerolls all of them.
    rng.force(SK_FIST, SK_FIST, SK_BOLT, SK_FIST, SK_SHIELD, SK_BOLT)
    g = game.new_game("dicemasters", seed=3, rng=rng, format="first_game", first_player=0)
    # Use the example's teams: Minju has Captain America and Beast, Beomjun Human Torch and Spider-Man.
    g.team = [g.team[1], g.team[0]]
    for key in list(g.on_card):
        if key[0] in "01":
            for did in g.on_card[key]:
                d = g.dice[did]
                d.owner = d.ctrl = 1 - int(key[0])
    g.on_card = {(str(1 - int(k[0])) + k[1:] if k[0] in "01" else k): v for k, v in g.on_card.items()}
    assert g.life == [10, 10] and g.bac == ["avx-027", "avx-029", "avx-034"]
    assert len(g.zones[0]["reserve"]) == 3 and len(g.zones[0]["out_of_play"]) == 1
    for a in [a for a in g.legal_actions() if a.kind == "select_reroll"]:
        act(g, "select_reroll", die=a.die)
    act(g, "reroll")
    # fist, shield, bolt: 3 energy is not enough for Captain America (4): she buys a Force Beam.
    assert not [a for a in g.legal_actions() if a.kind == "purchase" and a.card == "avx-004"]
    act(g, "purchase", card=BEAM)
    for d in list(g.zones[0]["reserve"]):
        pay(g, d)
    # Nothing left to do and nothing in the field: her turn ends by itself; the Force Beam, the
    # three spent dice and the die that went out of play are in her used pile.
    assert len(g.zones[0]["used"]) == 5 and not g.zones[0]["reserve"]
    assert g.active == 1 and g.turn == 2
    # Beomjun: fist, bolt, sidekick, sidekick. He buys Human Torch with the bolt and the fist.
    assert g.decision.kind == "reroll"
    rolled = g.decision.rolled
    for did, face in zip(rolled, (SK_FIST, SK_BOLT, SK_CHAR, SK_CHAR)):
        g.dice[did].face = face
    act(g, "keep")
    act(g, "purchase", card="avx-012")
    pay(g, rolled[1], rolled[0])
    act(g, "field", die=rolled[2])
    act(g, "field", die=rolled[3])
    attack_with(g, g.dice[rolled[2]], g.dice[rolled[3]])
    # Minju has no character to block with: both Sidekicks hit her. 10 -> 8.
    assert g.life[0] == 8
    assert g.dice[rolled[2]].zone == "used" and g.active == 0
    # Minju's second turn: bolt, bolt, shield, sidekick: no mask for Beast, too little for
    # Captain America; she buys Force Beam, fields her Sidekick and does not attack.
    rolled = g.decision.rolled
    for did, face in zip(rolled, (SK_BOLT, SK_BOLT, SK_SHIELD, SK_CHAR)):
        g.dice[did].face = face
    act(g, "keep")
    assert not [a for a in g.legal_actions() if a.kind == "purchase" and a.card in ("avx-003", "avx-004")]
    act(g, "purchase", card=BEAM)
    pay(g, rolled[0], rolled[1], rolled[2])
    act(g, "field", die=rolled[3])
    to_attack(g)
    act(g, "end_attackers")
    assert g.active == 1 and g.dice[rolled[3]].zone == "field"
    # Beomjun's second turn: fist and three Sidekicks: he fields them all, does not attack, and
    # his fist energy stays in his reserve.
    rolled = g.decision.rolled
    for did, face in zip(rolled, (SK_FIST, SK_CHAR, SK_CHAR, SK_CHAR)):
        g.dice[did].face = face
    act(g, "keep")
    for did in rolled[1:]:
        act(g, "field", die=did)
    to_attack(g)
    # Minju's third turn starts when Beomjun ends his: her bag is empty, so the used pile (7
    # Sidekicks and 2 Force Beams) refills it; she draws 3 Sidekicks and a Force Beam (the
    # shuffle is scripted so) and rolls mask, shield, sidekick and Force Beam without a burst.
    used = list(g.zones[0]["used"])
    beam = next(d for d in used if g.dice[d].card == BEAM)
    sides = [d for d in used if g.dice[d].card == SK][:3]
    rest = [d for d in used if d != beam and d not in sides]
    order = rest + [beam] + sides[::-1]  # the bag is drawn from its end
    rng.force_shuffle([used.index(d) for d in order])
    rng.force(SK_MASK, SK_SHIELD, SK_CHAR, ACT0)
    act(g, "end_attackers")
    assert g.dice[rolled[0]].zone == "reserve"
    assert g.active == 0 and list(g.decision.rolled) == sides + [beam]
    others = sides
    act(g, "keep")
    # Force Beam: 1 damage to every character: her Sidekick and Beomjun's three are knocked out.
    act(g, "use_action", die=beam)
    assert len(g.zones[0]["prep"]) == 1 and len(g.zones[1]["prep"]) == 3
    assert not g.zones[0]["field"] and not g.zones[1]["field"]
    # She buys Beast with the mask and the shield, fields her last Sidekick, and does not attack.
    act(g, "purchase", card="avx-003")
    pay(g, others[0], others[1])
    act(g, "field", die=others[2])
    to_attack(g)
    # Beomjun's third turn: his fist goes to the used pile, which refills his empty bag; he draws
    # three Sidekicks and his Human Torch and rolls them with the three knocked-out Sidekicks from
    # his prep area: five energy with a fist, one Sidekick, and Human Torch at level 2.
    prep = list(g.zones[1]["prep"])
    used = list(g.zones[1]["used"]) + list(g.zones[1]["reserve"])
    torch = next(d for d in used if g.dice[d].card == "avx-012")
    drawn_sides = [d for d in used if g.dice[d].card == SK][:3]
    rest = [d for d in used if d != torch and d not in drawn_sides]
    order = rest + [torch] + drawn_sides[::-1]
    rng.force_shuffle([used.index(d) for d in order])
    rng.force(SK_FIST, SK_BOLT, SK_MASK, SK_SHIELD, SK_BOLT, SK_CHAR, 4)
    act(g, "end_attackers")
    rolled = g.decision.rolled
    assert g.active == 1 and list(rolled) == prep + drawn_sides + [torch] and len(rolled) == 7
    side = rolled[:6]
    act(g, "keep")
    act(g, "field", die=torch)
    pay(g, side[4])
    # Human Torch was the first character fielded this turn: no Playing with Fire bonus.
    assert (g.dice[torch].a_mod, g.dice[torch].d_mod) == (0, 0)
    act(g, "field", die=side[5])
    assert (g.dice[torch].a_mod, g.dice[torch].d_mod) == (0, 0)
    act(g, "purchase", card="avx-017")
    pay(g, side[0], side[1], side[2], side[3])
    attack_with(g, g.dice[torch], g.dice[side[5]])
    minju_sidekick = g.dice[others[2]]
    events = act(g, "block", die=minju_sidekick.id, target=torch)
    # Human Torch deals 3 to the blocking Sidekick (knocked out, to Minju's prep area); the
    # Sidekick deals 1 to Human Torch, who survives and returns to the field. The unblocked
    # Sidekick takes Minju from 8 to 7 and goes out of play.
    assert [e.die for e in events_of(events, "knocked_out")] == [minju_sidekick.id]
    assert g.dice[torch].zone == "field"
    assert g.life[0] == 7
    assert g.dice[side[5]].zone == "used"
    assert "reroll" in kinds(g) or "keep" in kinds(g)
    _ = find, SINGLE, DOUBLE
