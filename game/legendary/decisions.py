"""The pending decision of a Legendary game: who answers, what is asked, and the typed choices.

An effect step that needs an answer leaves one ``Choice``: its ``prompt`` (a ``Prompt``, the
string key ``prompt.legendary.<prompt>``), the card it is about, and the answers in the order the
step offered them (``ChooseCard``/``ChooseOption``/``ChoosePlayer``/``ChooseSpace`` actions,
which ``legal_actions()`` returns as they are). A run of picks ("KO up to two cards") is one
decision per card: ``left`` says how many this run still takes, ``up_to`` that it may stop short
with ``choose_option("done")``; ``shown`` lists every card looked at (two alike are one choice).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from game.core.actions import Action, fast_init
from game.core.decision import Decision
from game.core.errors import SaveError

from . import actions as A


class Prompt(StrEnum):
    """Every question a Legendary card or rule asks (the values are the saved prompt labels)."""

    DIVING_BLOCK = "diving_block"
    UNENDING_ENERGY = "unending_energy"
    DO_OVER = "do_over"
    WOUND_TO_HAND = "wound_to_hand"
    GAIN_OFFICER = "gain_officer"
    OFFICER_TO_HAND = "officer_to_hand"
    PLAY_VILLAIN_CARD = "play_villain_card"
    CHOOSE_ONE = "choose_one"
    KO_PICK = "ko_pick"
    DISCARD_PICK = "discard_pick"
    TOPDECK_PICK = "topdeck_pick"
    DEFEAT_PICK = "defeat_pick"
    CAPTURE_PICK = "capture_pick"
    HQ_KO = "hq_ko"
    HQ_BOTTOM = "hq_bottom"
    PASS_LEFT = "pass_left"
    DISCARD_OR_BACK = "discard_or_back"
    KO_OR_BACK = "ko_or_back"
    PUT_ON_TOP = "put_on_top"
    PUT_SECOND = "put_second"
    COPY_PICK = "copy_pick"
    CYCLONE_VILLAIN = "cyclone_villain"
    CYCLONE_SPACE = "cyclone_space"
    YMIR_PLAYER = "ymir_player"
    LOOK_KO = "look_ko"
    LOOK_DISCARD = "look_discard"
    PAIBOK_PICK = "paibok_pick"
    SKRULL_PICK = "skrull_pick"
    FREE_RECRUIT = "free_recruit"
    BUBBLE_PICK = "bubble_pick"


def to_answer(action: Action) -> tuple[Any, ...]:
    """An answering action as the observation lists it: ``("card", id, zone)``,
    ``("opt", name)``, ``("player", seat)`` or ``("space", index)``."""
    if isinstance(action, A.ChooseCard):
        return ("card", action.card, action.zone)
    if isinstance(action, A.ChooseOption):
        return ("opt", action.option)
    if isinstance(action, A.ChoosePlayer):
        return ("player", action.target)
    if isinstance(action, A.ChooseSpace):
        return ("space", action.space)
    raise ValueError(f"{action!r} does not answer a Legendary prompt")


@dataclass(frozen=True)
class Choice(Decision):
    """``player`` answers ``prompt`` about ``card`` with one of ``choices``."""

    game = "legendary"
    kind = "choice"
    # the answers may name cards in the decider's hand or looked at from their deck
    private = ("prompt", "card", "choices", "left", "up_to", "shown")

    player: int
    prompt: Prompt
    card: str
    choices: tuple[Action, ...]
    left: int = 1
    shown: tuple[str, ...] = ()

    @property
    def up_to(self) -> bool:
        """Whether the run of picks may stop short ("done")."""
        return A.ChooseOption("done") in self.choices

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "player": self.player,
            "prompt": self.prompt.value,
            "card": self.card,
            "choices": [c.to_dict() for c in self.choices],
            "left": self.left,
            "shown": list(self.shown),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], game: str | None = None) -> Choice:
        try:
            return cls(
                int(d["player"]),
                Prompt(d["prompt"]),
                str(d["card"]),
                tuple(Action.from_dict(c, game="legendary") for c in d["choices"]),
                int(d.get("left", 1)),
                tuple(str(c) for c in d.get("shown", ())),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"not a Legendary decision: {d!r} ({exc})") from None

    def prompt_key(self) -> str:
        return f"prompt.legendary.{self.prompt.value}"

    def prompt_params(self) -> dict[str, Any]:
        return {"card": self.card, "left": self.left}

    def public_dict(self, viewer: int | None) -> dict[str, Any]:
        d = super().public_dict(viewer)
        d["picks"] = [0 if self.up_to else 1, self.left] if viewer == self.player else [1, 1]
        return d


fast_init(Choice)  # a prompt is made at most steps: its fields are filled in directly

__all__ = ["Prompt", "Choice", "to_answer"]
