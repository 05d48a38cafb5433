"""The guided first game of MetaVersus Genesis: the setup's exchange round and character draft,
then four turns (two of the computer's, two of yours) through the Action, Buy, Combat and
Discard phases, with defense and stars.

You are the newcomer, so you go second (the ``newcomer`` option, as the rules say). Every
shuffle is scripted (``SHUFFLES``): the exchange, the character row, both starting decks and the
three reshuffles of a discard pile, so the four turns always go the same way. The computer puts
Spark back and bans Tide Sage; you put Eclipse back, ban Ash Raider and take Moon Oracle against
its Ember Duelist. Turn 1, the computer buys Stream and a Dagger hits you for 1. Turn 2, Moon
Oracle's first star, Aegis bought with four Stones, two Daggers. Turn 3, the computer attacks
for 3 and Aegis, revealed from your hand, takes it all as defense. Turn 4, Aegis played for
defense, a second star, Flame Blade bought and a last attack.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.core.actions import Action
from game.core.rng import ScriptedRNG
from game.core.session import GameSession
from game.metaversus import records as R
from game.metaversus.cards import DAGGER, STONE, CardType, characters_of, kinds_of
from game.metaversus.setup import STARTING_DECK
from game.metaversus.state import Phase

from .guide import Guide, GuidedTable, Pointer, Step, computer, you
from .metaversus.table import MetaVersusTable

GAME = "metaversus"
SEED = 20_260_202
SCRIPT = 1
PACK = "beginner"
S, D = STONE, DAGGER

AEGIS = "mv.sky.aegis"
ECLIPSE = "mv.moon.eclipse"
SPARK = "mv.flash.spark"
STREAM = "mv.water.stream"
FLAME_BLADE = "mv.fire.flame_blade"
BLAZING_WHIP = "mv.fire.blazing_whip"
GOLD_VEIN = "mv.soil.gold_vein"
MOON_ORACLE = "mv.char.moon_oracle"
EMBER_DUELIST = "mv.char.ember_duelist"
ASH_RAIDER = "mv.char.ash_raider"
TIDE_SAGE = "mv.char.tide_sage"

# the ten kinds of the exchange, left to right, then the top of the exchange deck (what refills
# the first and the second kind put back)
EXCHANGE = (
    "mv.soil.gem_ore",
    "mv.water.tide_village",
    "mv.wood.bark_skin",
    SPARK,
    AEGIS,
    FLAME_BLADE,
    STREAM,
    "mv.fire.fireball",
    "mv.moon.star_shard",
    ECLIPSE,
)
EXCHANGE_TOP = (BLAZING_WHIP, GOLD_VEIN)
# the five characters revealed, then the top of the character deck (the refills of the bans)
ROW = (EMBER_DUELIST, ASH_RAIDER, MOON_ORACLE, TIDE_SAGE, "mv.char.prospector")
ROW_TOP = ("mv.char.colossus", "mv.char.grove_warden")
# the starting decks from the top (the computer's is shuffled first: it goes first)
COMPUTER_DECK = (S, S, D, S, S, S, S, D, S, D)  # turn 1: 4 Stones, a Dagger; turn 3: 3 and 2
YOUR_DECK = (S, S, D, S, S, D, S, S, D, S)  # turn 2: 4 Stones, a Dagger, and Moon Oracle's Dagger
# your discard pile at the end of turn 2 (the play area: 4 Stones, Aegis, 2 Daggers), shuffled
# into a new deck whose top is Aegis (the fifth card of your next hand), a Dagger, a Stone
RESHUFFLE_DISCARD = (S, S, S, S, AEGIS, D, D)
RESHUFFLE_TOP = (AEGIS, D, S)


def arranged(items: Sequence[str], top: Sequence[str]) -> list[int]:
    """The permutation (``ScriptedRNG.force_shuffle``) that turns ``items`` into a pile whose
    top (the end of the list, drawn or popped first) is ``top[0]``, then ``top[1]``..."""
    picked: list[int] = []
    for card in top:
        picked.append(next(i for i, c in enumerate(items) if c == card and i not in picked))
    rest = [i for i in range(len(items)) if i not in picked]
    return rest + picked[::-1]


def shuffles() -> list[list[int] | None]:
    """Every shuffle of the guided game, in order (None: the pile stays in the order it has)."""
    return [
        arranged(kinds_of(PACK), EXCHANGE + EXCHANGE_TOP),
        arranged(characters_of(PACK), ROW + ROW_TOP),
        arranged(STARTING_DECK, COMPUTER_DECK),
        arranged(STARTING_DECK, YOUR_DECK),
        arranged(RESHUFFLE_DISCARD, RESHUFFLE_TOP),
        None,  # the computer's discard pile at the end of turn 3
        None,  # yours at the end of turn 4
    ]


def scripted_rng() -> ScriptedRNG:
    rng = ScriptedRNG(SEED)
    for permutation in shuffles():
        rng.force_shuffle(permutation)
    return rng


def new_session() -> GameSession:
    return GameSession(
        GAME,
        players=2,
        seed=SEED,
        options={"packs": PACK, "newcomer": "p0"},
        meta={"seats": ["person", "easy"], "guide": GAME},
        rng=scripted_rng(),
    )


def _a(action: Action) -> str:
    return repr(action)


CURRENCY = _a(R.PlayAll(CardType.CURRENCY))
WEAPONS = _a(R.PlayAll(CardType.WEAPON))
ABILITY = _a(R.UseAbility(MOON_ORACLE))


def end(phase: Phase) -> str:
    return _a(R.EndPhase(phase))


STEPS: list[Step] = [
    # the setup: the replacement round (the computer 0-1 kinds, you 0-2), bans, hidden picks
    computer(_a(R.ReplaceKind(SPARK)), "c_replace"),
    you(_a(R.ReplaceKind(ECLIPSE)), "replace"),
    you(_a(R.KeepExchange()), "keep"),
    computer(_a(R.BanCharacter(TIDE_SAGE)), "c_ban"),
    you(_a(R.BanCharacter(ASH_RAIDER)), "ban"),
    computer(_a(R.PickCharacter(EMBER_DUELIST)), "c_pick"),
    you(_a(R.PickCharacter(MOON_ORACLE)), "pick"),
    # turn 1: the computer
    computer(CURRENCY, "c_gems"),
    computer(_a(R.Buy(STREAM)), "c_buy"),
    computer(WEAPONS, "c_weapon"),
    # turn 2: you
    you(ABILITY, "star"),
    you(end(Phase.ACTION), "end_action"),
    you(CURRENCY, "gems"),
    you(_a(R.Buy(AEGIS)), "buy"),
    you(end(Phase.BUY), "end_buy"),
    you(_a(R.PlayCard(DAGGER)), "dagger"),
    you(_a(R.PlayCard(DAGGER)), "dagger2"),
    you(end(Phase.COMBAT), "attack"),
    # turn 3: the computer attacks, Aegis defends
    computer(CURRENCY, "c_gems2"),
    computer(_a(R.Buy(BLAZING_WHIP)), "c_buy2"),
    computer(WEAPONS, "c_weapons2"),
    you(_a(R.Reveal(AEGIS)), "reveal"),
    # turn 4: you
    you(_a(R.PlayCard(AEGIS)), "play_aegis"),
    you(ABILITY, "star2"),
    you(end(Phase.ACTION), "end_action2"),
    you(CURRENCY, "gems2"),
    you(_a(R.Buy(FLAME_BLADE)), "buy2"),
    you(end(Phase.BUY), "end_buy2"),
    you(WEAPONS, "weapons"),
    you(end(Phase.COMBAT), "attack2"),
]
LEARNED = ["exchange", "phases", "combat", "defense", "stars", "discard"]
SHOT_STEP = 13  # turn 2: buying Aegis, the arrow on its pile


class GuidedMetaVersus(GuidedTable, MetaVersusTable):
    name = "guide_metaversus"

    def __init__(self, app: Any, session: GameSession) -> None:
        self.guide = make_guide()
        self.setup_guide()
        session.meta.setdefault("names", [app.t("guide.you"), app.t("guide.computer")])
        super().__init__(app, session)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_guide(surface)

    def show_hint(self) -> None:
        step = self.step
        self.app.notify(
            self.step_text("do") if step is not None and step.person else self.app.t("guide.wrong_wait")
        )

    def panel_rect(self, avoid: list[pygame.Rect]) -> pygame.Rect:
        """While the computer moves, the words keep clear of the exchange and its play area
        (where its moves show) and cover your hand instead."""
        step = self.step
        if step is not None and not step.person:
            avoid = [*avoid, self.zrect("exchange"), self.zrect("p1.play")]
        return super().panel_rect(avoid)

    def pointer(self) -> Pointer | None:
        action = self.expected()
        if action is None:
            return None
        if isinstance(action, (R.PlayAll, R.EndPhase, R.KeepExchange)):
            pressed = next((b for b in self.buttons if b.kind != "more" and action in b.actions), None)
            return Pointer(pygame.Rect(pressed.rect)) if pressed is not None else None
        rects = self.action_rects(action)
        if not rects:
            return None
        rect = pygame.Rect(rects[0])
        if isinstance(action, R.PlayCard):  # a card of the hand dragged into the play area
            return Pointer(rect, pygame.Rect(self.play_zone(self.bottom)))
        return Pointer(rect)


def make_guide() -> Guide:
    return Guide(GAME, SCRIPT, STEPS, new_session, GuidedMetaVersus, LEARNED, shot_step=SHOT_STEP)
