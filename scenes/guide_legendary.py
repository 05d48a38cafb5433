"""The guided first game of Legendary: the rulebook's first-game setup played solo (Red Skull,
Unleash the Power of the Cosmic Cube, Spider-Man, Iron Man and Wolverine, HYDRA and Sentinels).

Every shuffle is scripted (``FORCED``): the hero deck (what the HQ offers and what refills it),
the villain deck (what enters the city and when), the Tactics, the starting deck and the two
reshuffles of the discard pile, and the Tactic the Mastermind fight takes. So the five turns
always go the same way: Agents and Troopers played, Endless Armies of HYDRA fought and a hero
recruited (turn 1); a hand of Agents spent on two heroes (2); the new heroes drawn, the second
Endless Armies fought, the city filled to the Bridge (3); HYDRA Kidnappers escapes and KOs a hero
from the HQ, the next Kidnappers fought for a free Officer (4); a Master Strike KOs a card from
the hand, and Red Skull is fought (5). The lesson ends after that fight.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.rng import ScriptedRNG
from game.core.session import GameSession
from game.legendary import card_name
from game.legendary.actions import (
    ChooseCard,
    ChooseOption,
    Fight,
    FightMastermind,
    PlayCard,
    Recruit,
)
from game.legendary.cards import CITY

from .guide import Guide, GuidedTable, Pointer, Step, you
from .guide import scripted_rng as guide_rng
from .legendary.gestures import Drop, Grab
from .legendary.table import LegendaryTable

GAME = "legendary"
SEED = 20_260_102
SCRIPT = 1
PLAY_ALL = "play_all"  # the keys of the steps the Play all button makes (one press, several plays)
# The permutations of every shuffle, in the order the game shuffles (each lists, for the new
# order from the bottom of the pile up, which card of the old order goes there; the top of a
# pile is the end of its list), then the Tactic the Mastermind fight takes:
FORCED: list[int | list[int]] = [
    # the hero deck (42): the HQ Keen Senses, Repulsor Rays, Healing Factor, Astonishing
    # Strength, Endless Invention; refilled with Repulsor Rays, Frenzied Slashing, Great
    # Responsibility, Arc Reactor, Web-Shooters, Healing Factor
    [41, 38, 39, 33, 34, 35, 36, 28, 29, 30, 27, 24, 25, 19, 20, 21, 14, 15, 16, 17, 13,
     10, 11, 5, 6, 7, 8, 0, 1, 2, 3, 31, 12, 26, 9, 40, 22, 18, 4, 32, 23, 37],
    # the villain deck (21), from the top: Endless Armies, Kidnappers, Sentinel, Supreme HYDRA,
    # Endless Armies, Viper, Sentinel, Kidnappers, the Master Strike; the Bystander and the
    # Scheme Twists below the lesson
    [11, 12, 13, 14, 15, 16, 17, 18, 8, 3, 0, 20, 19, 4, 9, 7, 1, 6, 10, 5, 2],
    [2, 0, 1, 3],  # the Tactics (any order: the fight's pick is forced below)
    # the starting deck (12): 2 Agents and 4 Troopers in the first hand, 6 Agents in the second
    [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 6, 7],
    # the discard pile after turn 2 (15): Repulsor Rays, Healing Factor and 4 Agents; then 3
    # Troopers and 3 Agents; then a Trooper, Keen Senses and an Agent
    [1, 0, 2, 3, 9, 10, 4, 5, 6, 11, 12, 13, 14, 8, 7],
    # the discard pile after turn 4 (15): the two Repulsor Rays and Healing Factor on top
    [3, 4, 5, 9, 10, 11, 8, 7, 6, 12, 13, 14, 2, 0, 1],
    0,  # the Mastermind fight takes Negablast Grenades (+3 Attack: no question asked)
]  # fmt: skip


def plays(key: str, *cards: str) -> list[Step]:
    """Plays the Play all button makes in one press (``key`` starts with ``PLAY_ALL``)."""
    return [you(f"PlayCard(card='{c}')", key) for c in cards]


def by_play_all(step: Step | None) -> bool:
    return step is not None and step.key.startswith(PLAY_ALL)


AGENT, TROOPER = "shield.agent#", "shield.trooper#"
STEPS: list[Step] = [
    # turn 1: Endless Armies of HYDRA is in the Sewers
    you(f"PlayCard(card='{AGENT}160')", "play_agent"),
    you(f"PlayCard(card='{TROOPER}164')", "play_trooper"),
    *plays(PLAY_ALL, f"{AGENT}159", f"{TROOPER}163", f"{TROOPER}162", f"{TROOPER}161"),
    you("Fight(card='hydra.endless_armies#45', space=0)", "fight"),
    you("Recruit(card='wolverine.keen_senses#38', slot=0)", "recruit"),
    you("EndTurn()", "end_turn"),
    # turn 2: Supreme HYDRA enters; six Agents
    *plays("play_all_agents", *(f"{AGENT}{n}" for n in (158, 157, 156, 155, 154, 153))),
    you("Recruit(card='iron_man.repulsor_rays#23', slot=0)", "recruit_rays"),
    you("Recruit(card='wolverine.healing_factor#33', slot=2)", "recruit_healing"),
    you("EndTurn()", "end_turn_shuffle"),
    # turn 3: the heroes come up; the second Endless Armies enters and is fought
    *plays(
        "play_all_heroes",
        "iron_man.repulsor_rays#23",
        "wolverine.healing_factor#33",
        *(f"{AGENT}{n}" for n in (153, 154, 155, 156)),
    ),
    you("Fight(card='hydra.endless_armies#44', space=0)", "fight_again"),
    you("Recruit(card='iron_man.repulsor_rays#24', slot=1)", "recruit_rays2"),
    you("EndTurn()", "end_turn_full"),
    # turn 4: HYDRA Kidnappers escapes from the Bridge
    you("ChooseCard(card='spider_man.great_responsibility#10', zone='hq')", "escape_ko"),
    *plays(
        "play_all_after",
        *(f"{TROOPER}{n}" for n in (161, 162, 163)),
        *(f"{AGENT}{n}" for n in (157, 158, 159)),
    ),
    you("Fight(card='hydra.kidnappers#47', space=0)", "fight_kidnappers"),
    you("ChooseOption(option='yes')", "officer"),
    you("Recruit(card='iron_man.endless_invention#19', slot=4)", "recruit_invention"),
    you("EndTurn()", "end_turn_strike"),
    # turn 5: the Master Strike, then Red Skull
    you(f"ChooseCard(card='{AGENT}160', zone='hand')", "strike_ko"),
    *plays(
        "play_all_last",
        f"{TROOPER}164",
        "wolverine.keen_senses#38",
        "iron_man.repulsor_rays#23",
        "iron_man.repulsor_rays#24",
        "wolverine.healing_factor#33",
    ),
    you("FightMastermind(card='red_skull')", "mastermind"),
]
LEARNED = ["play", "recruit", "fight", "city", "escape", "strike", "superpower", "mastermind"]
SHOT_STEP = 6  # the first fight: the Attack pool's arrow to Endless Armies of HYDRA


def scripted_rng() -> ScriptedRNG:
    return guide_rng(SEED, FORCED)


def new_session() -> GameSession:
    return GameSession(
        GAME,
        players=1,
        seed=SEED,
        options={"first_game": True, "first_player": 0},
        meta={"seats": ["person"], "guide": GAME},
        rng=scripted_rng(),
    )


def kind(card: str) -> str:
    return card.split("#")[0]


def same_card(action: Action, expected: Action) -> bool:
    """A play, recruit or pick of a card alike to the one the step names (two Agents in a hand
    are the same gesture to a person)."""
    if type(action) is not type(expected):
        return False
    if isinstance(action, (PlayCard, Recruit)):
        return kind(action.card) == kind(expected.card)  # type: ignore[attr-defined]
    if isinstance(action, ChooseCard) and isinstance(expected, ChooseCard):
        return kind(action.card) == kind(expected.card) and action.zone == expected.zone
    return False


class GuidedLegendary(GuidedTable, LegendaryTable):
    name = "guide_legendary"

    def __init__(self, app: Any, session: GameSession) -> None:
        self.guide = make_guide()
        self.setup_guide()
        session.meta.setdefault("names", [app.t("guide.you")])
        super().__init__(app, session)

    # -- moves
    def apply(self, action: Action) -> list[Event]:
        expected = self.expected()
        if expected is not None and action != expected and same_card(action, expected):
            action = expected
        return super().apply(action)

    def play_all(self) -> None:
        """Play all: the plays the steps ask for, one by one (refused on any other step)."""
        if not by_play_all(self.step):
            self.refuse()
            return
        for _ in range(20):
            action = self.expected()
            if not by_play_all(self.step) or not isinstance(action, PlayCard):
                break
            self.apply(action)

    def gesture(self, grab: Grab, drop: Drop | None) -> bool:
        """A gesture that means no move at all is explained by the step, too."""
        if not self.actions_for(grab, drop):
            self.refuse()
            return False
        return bool(super().gesture(grab, drop))

    # -- words
    def step_text(self, part: str) -> str:
        step = self.step
        if step is None:
            return ""
        key = self.guide.key(step, part)
        return str(self.app.t(key, **self.text_params())) if self.app.tr.has(key) else ""

    def text_params(self) -> dict[str, str]:
        """The names the words of a step use: the card its move names and its city space."""
        action = self.expected()
        lang = self.app.tr.lang
        card = getattr(action, "card", None)
        params = {"card": card_name(card, lang) if isinstance(card, str) else ""}
        if isinstance(action, Fight):
            params["space"] = self.app.t(f"space.legendary.{CITY[action.space]}")
        return params

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_guide(surface)

    def panel_height(self, width: int) -> int:
        s = self.app.scale
        return max(132, int(158 * s))

    def panel_rect(self, avoid: list[pygame.Rect]) -> pygame.Rect:
        """Over the first of the hand, the HQ, the city and the play area that is clear of what
        the step points at, of a hand still to be played and of the choose panel."""
        z = self.zones()
        keep = list(avoid)
        prompt = self.prompt_for_me() and bool(self.choose.choices) and not self.choose.hidden
        if prompt:
            keep.append(pygame.Rect(self.choose.rect))
        elif self.obs and self.obs["players"][self.me]["zones"]["hand"]:
            keep.append(pygame.Rect(z["me.hand"].rect))
        hand = z["me.hand"].rect
        w = min(self.app.size[0] - 16, max(hand.w, 420))
        h = self.panel_height(w)
        rows = (
            union([z[f"hq.{i}"].rect for i in range(5)]),
            union([z[f"city.{c}"].rect for c in CITY]),
            pygame.Rect(z["me.played"].rect),
        )
        spots = [pygame.Rect(hand.x, min(hand.bottom, self.app.size[1] - 4) - h, w, h)]
        spots += [pygame.Rect(r.x, r.y, w, h) for r in rows]
        for spot in spots:
            if not any(spot.colliderect(r.inflate(8, 8)) for r in keep):
                return spot
        return super().panel_rect(keep)

    # -- what the step points at
    def card_rect(self, card: str) -> pygame.Rect | None:
        """Where ``card`` is on the table (its hit rectangle, from the table's own layout)."""
        for rect, _zone, c in self.hits:
            if c == card:
                return pygame.Rect(rect)
        return None

    def button_rect(self, kind_: str) -> pygame.Rect | None:
        b = next((b for b in self.buttons if b.kind == kind_), None)
        return pygame.Rect(b.rect) if b is not None else None

    def pointer(self) -> Pointer | None:
        action = self.expected()
        step = self.step
        if action is None or step is None:
            return None
        z = self.zones()
        if isinstance(action, PlayCard):
            rect = self.button_rect("play_all") if by_play_all(step) else self.card_rect(action.card)
            return Pointer(rect) if rect is not None else None
        if isinstance(action, Recruit):
            rect = self.card_rect(action.card)
            return Pointer(rect, pygame.Rect(z["me.discard"].rect)) if rect is not None else None
        if isinstance(action, Fight):
            rect = self.card_rect(action.card)
            return Pointer(pygame.Rect(z["me.attack"].rect), rect) if rect is not None else None
        if isinstance(action, FightMastermind):
            return Pointer(pygame.Rect(z["me.attack"].rect), pygame.Rect(z["center.mastermind"].rect))
        if isinstance(action, (ChooseCard, ChooseOption)):
            if self.choose.hidden:  # Tab: the table under the panel is looked at
                return None
            choice = next((c for c in self.choose.choices if c.action == action), None)
            return Pointer(pygame.Rect(choice.rect)) if choice is not None else None
        rect = self.button_rect("end_turn")
        return Pointer(rect) if rect is not None else None


def union(rects: list[pygame.Rect]) -> pygame.Rect:
    out = pygame.Rect(rects[0])
    return out.unionall(rects[1:])


def make_guide() -> Guide:
    return Guide(GAME, SCRIPT, STEPS, new_session, GuidedLegendary, LEARNED, shot_step=SHOT_STEP)
