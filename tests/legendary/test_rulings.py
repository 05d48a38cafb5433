"""Card texts and rules where the engine once departed from them: each test quotes the card or
rule it pins, and plays the situation it speaks of through the engine's actions."""

from __future__ import annotations

from game.legendary import actions as A
from game.legendary.cards import BRIDGE, defn
from game.legendary.replay import check_events

from .helpers import answer, end_turn, fight, ids, inst, kinds, play, prompt, rig


def skrull_on_the_bridge(skrull: str, **kw):
    """``skrull`` on the Bridge with a Hero under it; the city is full, so the next villain card
    (player 1's turn) pushes the Skrull out."""
    kw.setdefault("hq", ["hulk.hulk_smash"] * 5)
    g = rig(
        city={i: "hydra.kidnappers" for i in range(4)} | {BRIDGE: skrull},
        villain_deck=["bystander", "hydra.kidnappers"],
        **kw,
    )
    hero = inst("spider_man.web_shooters")
    g.under[g.city[BRIDGE]] = hero
    g.invalidate()
    return g, g.city[BRIDGE], hero


def visible_cards(obs: dict) -> int:
    """Every card a person can see or count on the table (the rest of the game is face down)."""
    n = sum(
        len(pl["zones"]["discard"])
        + len(pl["zones"]["played"])
        + len(pl["zones"]["victory"])
        + pl["zones"]["deck"]
        + pl["hand_count"]
        for pl in obs["players"]
    )
    for space in obs["city"]:
        n += (space["card"] is not None) + len(space["bystanders"]) + (space["under"] is not None)
    n += sum(c is not None for c in obs["hq"]) + len(obs["escaped"]) + len(obs["ko"])
    n += obs["villain_deck"] + obs["hero_deck"] + obs["bystanders"] + obs["wounds"] + obs["officers"]
    n += (
        len(obs["mastermind"]["bystanders"])
        + obs["mastermind"]["tactics_left"]
        + len(obs["scheme"]["next_to_scheme"])
    )
    return n


# -- 5. An escaping Skrull takes its Hero with it ----------------------------------------------
def test_an_escaping_shapeshifter_takes_its_hero_to_the_escaped_pile() -> None:
    """Skrull Shapeshifters: "Ambush: Put the rightmost Hero from the HQ under this Villain."
    Decision (the spec): a Villain leaves with what it holds; an escaping Villain takes any card
    under it to the Escaped pile, face up. No card vanishes from sight."""
    g, skrull, hero = skrull_on_the_bridge("skrulls.shapeshifters")
    before = visible_cards(g.observation(0))
    end_turn(g)
    assert skrull in g.escaped and hero in g.escaped and skrull not in g.under
    obs = g.observation(1)
    assert hero in obs["escaped"]
    assert visible_cards(obs) == before


def test_a_hero_carried_off_by_a_skrull_counts_for_secret_invasion() -> None:
    """Secret Invasion of the Skrull Shapeshifters, Evil Wins: "If 6 Heroes get into the Escaped
    Villains pile." Queen Veranke escapes with the Hero under her: with five Heroes escaped before,
    that is the sixth."""
    g, _, _ = skrull_on_the_bridge("skrulls.queen_veranke", scheme="secret_invasion")
    g.escaped = [inst("hulk.growing_anger") for _ in range(5)]
    end_turn(g)
    assert g.result().to_dict()["reason"] == "evil_wins:heroes_escaped"


def test_a_carried_off_hero_is_not_an_escaped_villain_in_the_solo_score() -> None:
    """Solo score: "VP - 4 per Bystander carried off, - 3 per Twist, - 1 per escaped Villain." The
    Hero a Skrull carries off is in the Escaped pile but is not a Villain."""
    g, _, _ = skrull_on_the_bridge("skrulls.shapeshifters", n=1)
    end_turn(g)  # solo: the next turn is the same player's
    assert ids(g.escaped) == ["skrulls.shapeshifters", "spider_man.web_shooters"]
    assert g.solo_score() == g.vp(0) - 1


# -- 6. The final Tactic's Fight effect ---------------------------------------------------------
def last_tactic(mastermind: str, tactic: str, **kw):
    """Player 0 faces ``mastermind`` with only ``tactic`` left and Attack enough to fight."""
    g = rig(mastermind=mastermind, **kw)
    g.tactics = [tactic]
    g.attack = max(g.attack, 12)
    g.invalidate()
    return g


def bystanders_in_vp(g, p: int = 0) -> int:
    return sum(1 for c in g.players[p].victory if defn(c).kind == "bystander")


def test_the_fourth_tactic_still_does_its_fight_effect() -> None:
    """Magneto, Xavier's Nemesis: "For each of your X-Men Heroes, rescue a Bystander." Decision:
    the last fight is fought in full: defeating the Mastermind the fourth time resolves that
    Tactic's Fight effect, then the players win. Two X-Men in hand: two Bystanders, 2 VP."""
    g = last_tactic(
        "magneto",
        "magneto.xaviers_nemesis",
        hand=["storm.lightning_bolt", "cyclops.optic_blast", "hulk.growing_anger"],
    )
    g.apply(A.FightMastermind(g.mastermind))
    assert g.is_over and g.result().to_dict()["reason"] == "mastermind_defeated"
    assert bystanders_in_vp(g) == 2


def test_the_last_fight_resolves_its_other_effects_too() -> None:
    """Hawkeye, Impossible Trick Shot: "Whenever you defeat a Villain or Mastermind this turn,
    rescue three Bystanders." The fourth defeat of the Mastermind is such a defeat."""
    g = last_tactic("red_skull", "red_skull.negablast_grenades", hand=["hawkeye.impossible_trick_shot"])
    play(g, "hawkeye.impossible_trick_shot")
    g.apply(A.FightMastermind(g.mastermind))
    assert g.is_over and bystanders_in_vp(g) == 3


def test_the_last_tactic_can_change_the_top_hero() -> None:
    """Loki, Cruel Ruler: "Defeat a Villain in the City for free." Its Villain's VP counts before
    the game ends, and so decides the top hero: 5 + 3 VP against the other player's 6."""
    g = last_tactic(
        "loki",
        "loki.cruel_ruler",
        city={0: "hydra.supreme_hydra"},
        others={1: {"victory": ["hydra.viper", "hydra.endless_armies"]}},
    )
    g.apply(A.FightMastermind(g.mastermind))
    assert g.is_over and g.result().to_dict()["top_heroes"] == [0]
    assert ids(g.players[0].victory) == ["loki.cruel_ruler", "hydra.supreme_hydra"]


def test_the_final_showdown_starts_after_the_last_fight_is_resolved() -> None:
    """With the Final Showdown the last fight is fought in full too: Xavier's Nemesis rescues its
    Bystanders before the showdown turns begin."""
    g = last_tactic(
        "magneto",
        "magneto.xaviers_nemesis",
        final_showdown=True,
        hand=["storm.lightning_bolt", "cyclops.optic_blast"],
    )
    g.apply(A.FightMastermind(g.mastermind))
    assert g.phase == "showdown" and not g.is_over
    assert bystanders_in_vp(g) == 2


# -- 7. Revealing from a short deck shuffles the discard pile in --------------------------------
def test_doombot_looks_at_two_cards_with_one_left_by_shuffling_the_discard_pile_in() -> None:
    """Doombot Legion: "Fight: Look at the top two cards of your deck. KO one of them and put the
    other back." Decision: the rule for drawing applies to revealing and looking: when the deck runs
    out, shuffle the discard pile to form a new deck and go on. One card left, a Wound in the
    discard pile: both are looked at, and the player KOs the Wound, not the last card."""
    g = rig(city={0: "doombot_legion.doombot"}, attack=3, deck=["hulk.hulk_smash"], discard=["wound"])
    events = fight(g, 0)
    assert "shuffled" in kinds(events)
    assert prompt(g) == "look_ko"
    answer(g, "wound")
    assert ids(g.ko) == ["wound"] and ids(g.players[0].deck) == ["hulk.hulk_smash"]


def test_the_amazing_spider_man_reveals_three_through_a_reshuffle() -> None:
    """The Amazing Spider-Man: "Reveal the top three cards of your deck. Put any that cost 2 or less
    into your hand. Put the rest back in any order." With one card left, the discard pile is
    shuffled in and two more are revealed."""
    g = rig(
        hand=["spider_man.the_amazing_spider_man"],
        deck=["hulk.hulk_smash"],
        discard=["shield.agent", "shield.trooper"],
    )
    events = play(g, "spider_man.the_amazing_spider_man")
    assert kinds(events).count("revealed") == 3 and "shuffled" in kinds(events)
    assert sorted(ids(g.players[0].hand)) == ["shield.agent", "shield.trooper"]
    assert ids(g.players[0].deck) == ["hulk.hulk_smash"]


def test_ruthless_dictator_looks_at_three_through_a_reshuffle() -> None:
    """Red Skull, Ruthless Dictator: "Look at the top three cards of your deck. KO one, discard one
    and put one back on top of your deck." Two cards left and one in the discard pile: three."""
    g = last_tactic(
        "red_skull",
        "red_skull.ruthless_dictator",
        deck=["hulk.hulk_smash", "thor.odinson"],
        discard=["wound"],
    )
    g.tactics.append("red_skull.endless_resources")  # not the last Tactic
    g.rng.force(0)
    g.apply(A.FightMastermind(g.mastermind))
    assert prompt(g) == "look_ko" and {defn(a.card).id for a in g.legal_actions()} == {
        "hulk.hulk_smash",
        "thor.odinson",
        "wound",
    }
    answer(g, "wound")
    answer(g, "thor.odinson")
    assert ids(g.ko) == ["wound"] and ids(g.players[0].discard) == ["thor.odinson"]
    assert ids(g.players[0].deck) == ["hulk.hulk_smash"]


# -- 8. Mystique's escape under The Killbots -----------------------------------------------------
def test_mystique_escaping_under_the_killbots_makes_them_stronger() -> None:
    """Mystique: "Escape: Mystique becomes a Scheme Twist that takes effect immediately." Replace
    Earth's Leaders with Killbots: Killbots' Attack "is equal to the number of Twists next to this
    Scheme"; its Twist: "Put the Twist next to this Scheme." Decision: an escape that counts as a
    Scheme Twist is placed where that Scheme keeps its twists, and counts for everything that
    counts twists: three twists and Mystique make the Killbots 4."""
    g = rig(
        scheme="killbots",
        city={0: "bystander"} | {i: "hydra.kidnappers" for i in (1, 2, 3)} | {BRIDGE: "brotherhood.mystique"},
        villain_deck=["bystander", "hydra.kidnappers"],
        hq=["hulk.hulk_smash"] * 5,
    )
    g.scheme_pile = [inst("twist") for _ in range(3)]
    mystique = g.city[BRIDGE]
    killbot = g.city[0]
    assert g.strength(0) == 3
    end_turn(g)
    assert g.twists_played == 1
    assert g.strength(g.city.index(killbot)) == 4
    obs = g.observation(1)
    assert mystique in obs["scheme"]["next_to_scheme"] and mystique not in obs["escaped"]
    assert next(s for s in obs["city"] if s["card"] == killbot)["strength"] == 4


# -- 9. A prompt reaches only the player who decides ----------------------------------------------
def test_diving_block_prompt_is_shown_only_to_its_owner() -> None:
    """Captain America, Diving Block: "If you would gain a Wound, you may reveal this card and draw
    a card instead." Until it is revealed it is a card in its owner's hand: a prompt's text and
    choices reach only the player who decides; the others see that a decision is pending, not
    what is in the hand. Hulk, Crazed Rampage: "Each player gains a Wound." """
    g = rig(
        hand=["hulk.crazed_rampage"], others={1: {"hand": ["captain_america.diving_block", "shield.agent"]}}
    )
    play(g, "hulk.crazed_rampage")
    assert prompt(g) == "diving_block" and g.to_move == 1
    block = g.players[1].hand[0]
    for viewer in (0, None):
        obs = g.observation(viewer)
        assert obs["pending"]["player"] == 1 and "choices" not in obs["pending"]
        assert block not in repr(obs) and "diving_block" not in repr(obs)
    mine = g.observation(1)["pending"]
    assert mine["prompt"] == "diving_block" and mine["card"] == block and mine["choices"]


# -- 11. Steal Abilities and Unending Energy ------------------------------------------------------
def test_steal_abilities_lets_unending_energy_return_to_hand() -> None:
    """Rogue, Steal Abilities: "Each player discards the top card of their deck. Play a copy of
    each of those cards." Cyclops, Unending Energy: "If a card effect makes you discard this card,
    you may return this card to your hand." The discard is a card effect, so its owner may take it
    back; the copy is still played (Unending Energy's 4 Attack)."""
    g = rig(
        hand=["rogue.steal_abilities"],
        deck=["shield.agent"],
        others={1: {"deck": ["cyclops.unending_energy"]}},
    )
    play(g, "rogue.steal_abilities")
    assert prompt(g) == "unending_energy" and g.to_move == 1
    answer(g, "yes")
    assert ids(g.players[1].hand) == ["cyclops.unending_energy"] and g.players[1].discard == []
    assert g.attack == 4 + 4 and g.recruit == 1  # Steal Abilities, the copies of Unending Energy and an Agent


def test_ruthless_dictator_discard_lets_unending_energy_return_to_hand() -> None:
    """Red Skull, Ruthless Dictator: "Look at the top three cards of your deck. KO one, discard one
    and put one back on top of your deck." Discarding Unending Energy this way is a card effect."""
    g = last_tactic(
        "red_skull",
        "red_skull.ruthless_dictator",
        deck=["hulk.hulk_smash", "cyclops.unending_energy", "wound"],
    )
    g.tactics.append("red_skull.endless_resources")
    g.rng.force(0)
    g.apply(A.FightMastermind(g.mastermind))
    answer(g, "wound")
    answer(g, "cyclops.unending_energy")
    assert prompt(g) == "unending_energy"
    answer(g, "yes")
    assert ids(g.players[0].hand) == ["cyclops.unending_energy"]


# -- 10. Every visible change has its event, in order -----------------------------------------------
def checked_apply(g, action) -> list:
    """Apply ``action`` and check that its events, replayed over the table as it was, give the table
    as it is (the fuzz check)."""
    before = g.observation(None)
    events = g.apply(action)
    problems = check_events(before, events, g.observation(None))
    assert not problems, problems
    return events


def test_advanced_solo_sends_the_hq_hero_to_the_bottom_with_an_event() -> None:
    """Advanced solo: after each Scheme Twist a Hero costing 6 or less goes from the HQ to the
    bottom of the Hero Deck. A person sees that Hero leave the HQ, so it has its event."""
    g = rig(
        n=1,
        solo="advanced",
        scheme="cosmic_cube",
        hq=["hulk.growing_anger"] * 5,
        hero_deck=["thor.odinson"] * 3,
    )
    g.villain_deck = [inst("bystander"), inst("twist")]
    events = checked_apply(g, A.EndTurn())
    bottom = [e for e in events if e.kind == "hero_to_bottom"]
    assert [defn(e.card).id for e in bottom] == ["hulk.growing_anger"]
    assert ids(g.hero_deck[:1]) == ["hulk.growing_anger"] and defn(g.hq[bottom[0].slot]).id == "thor.odinson"
    assert kinds(events).index("hero_to_bottom") < kinds(events).index("hq_refilled")


def test_secret_invasion_twist_moves_the_hero_out_before_the_hq_refills() -> None:
    """Secret Invasion, Twist: "The highest-cost Hero from the HQ moves into the Sewers as a Skrull
    Villain." The Hero leaves its HQ space before the space is refilled: the events say so in that
    order."""
    g = rig(
        scheme="secret_invasion",
        hq=["thor.god_of_thunder", "hulk.growing_anger", None, None, None],
        hero_deck=["storm.lightning_bolt"] * 3,
    )
    g.villain_deck = [inst("bystander"), inst("twist")]
    events = checked_apply(g, A.EndTurn())
    order = kinds(events)
    assert order.index("hero_to_city") < order.index("hq_refilled") < order.index("villain_entered")
    assert ids(g.city)[0] == "thor.god_of_thunder"


def test_the_end_of_a_turn_has_its_event() -> None:
    """End of turn: "discard played cards and your hand, draw 6". The discard pile is public, so
    the cards that go there are told, played cards first."""
    g = rig(
        hand=["shield.agent", "hulk.growing_anger"],
        deck=["shield.trooper"] * 6,
        villain_deck=["bystander"] * 2,
    )
    played = g.players[0].hand[0]
    checked_apply(g, A.PlayCard(played))
    events = checked_apply(g, A.EndTurn())
    cleanup = next(e for e in events if e.kind == "cleanup")
    assert cleanup.cards[0] == played and ids(cleanup.cards) == ["shield.agent", "hulk.growing_anger"]


def test_replaying_events_over_the_table_matches_it_through_whole_games() -> None:
    """The fuzz check over a few whole games (every player count): after every action, the events
    replayed over the previous observation give the next observation's public zones; and leaving
    out any event that changes the table is noticed."""
    import game
    from game.core.agents import make_agent

    for n in range(1, 6):
        g = game.new_game("legendary", players=n, seed=40 + n, final_showdown=n == 3)
        agents = [make_agent("legendary", "normal" if i % 2 == 0 else "random", 7 * n + i) for i in range(n)]
        dropped = 0
        while not g.is_over:
            before = g.observation(None)
            events = g.apply(agents[g.to_move].choose(g, g.to_move))
            after = g.observation(None)
            assert not check_events(before, events, after)
            moving = [
                i for i, e in enumerate(events) if e.kind in ("card_played", "ko", "hq_refilled", "cleanup")
            ]
            if moving:
                i = moving[0]
                assert check_events(before, events[:i] + events[i + 1 :], after)
                dropped += 1
        assert dropped > 10


def test_fuzzing_reports_a_visible_change_without_its_event(monkeypatch) -> None:
    """``simulate --fuzz`` runs the same check after every action: an HQ refill that tells nothing
    is reported with its seed."""
    from game.core.simulate import simulate
    from game.legendary.state import Table

    tell = Table.ev
    monkeypatch.setattr(Table, "ev", lambda self, e: None if e.kind == "hq_refilled" else tell(self, e))
    report = simulate("legendary", ["random"], 2, players=2, fuzz=True)
    assert report["error_count"] == 2 and "events out of step" in report["errors"][0]["error"]
