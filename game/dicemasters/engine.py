"""The Dice Masters game state and its engine loop (the ``Game`` contract).

``DiceMasters`` keeps the dice, zones, life, the stack of tasks (``tasks``: steps of the turn
and effects in progress) and the pending decision (``decisions``), all as declared fields, from
which ``to_dict``/``from_dict``/``clone`` are derived. ``apply`` hands an action to the answer
function registered for its class (flow, payment, combat, triggers), then runs tasks until one
of them asks a question. Rules live in the other modules; this one holds the mechanics every
rule shares: moving dice, drawing, rolling, life, asking and answering. What a player sees is
built in ``observe``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import Action, Event, GameOver
from game.core.base import Game, Option
from game.core.codecs import DICT, LIST, Declared
from game.core.declared import (
    FROZEN,
    PLAIN,
    RNG,
    list_of,
    optional,
    records,
    state_field,
    transient,
)
from game.core.errors import OptionError
from game.core.result import Result, Termination
from game.core.rng import GameRNG

from . import records as R
from .action_cards import character_left
from .cards import BASIC_ACTION_CARDS, SIDEKICK
from .control import release_controlled
from .decisions import DMDecision, PayDecision, PreventDecision, TargetDecision
from .decisions import Optional as PayOptional
from .energy import can_pay
from .ops import release_captured
from .state import (
    ANSWER,
    DICE,
    FACES,
    FIELD_ZONES,
    ID_LISTS,
    LEGAL,
    TASKS,
    ZONE_LISTS,
    Die,
    Place,
    Step,
    Wait,
    Zone,
    player_target,
)
from .tasks import TASK, CardHook, Task
from .triggers import flush_triggers

# both teams' hooks and every hook in the game (``effects.game_hooks``); a Global of the game
# (``flow.present_globals``): card, energy type, targets
GameHooks = tuple[tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]], frozenset[str]]
PresentGlobal = tuple[str, str, Callable[["DiceMasters", int], list[str]]]
# what a player's team and the basic actions offer to buy (``flow._shop``, ``flow._bac_shop``)
ShopItem = tuple[str, str, int, str | None, Action]
BacShopItem = tuple[str, str, int, Action]
# the Globals of the game, both players' shops and the basic actions' (``flow.game_cards``)
GameCards = tuple[list[PresentGlobal], tuple[list[ShopItem], list[ShopItem]], list[BacShopItem]]

FORMATS = ("first_game", "basic", "tournament", "draft")
# where ``to_own_pile`` moves a die from and to without the general ``move``: not the field
PILE_SOURCES = frozenset({"bag", "prep", "reserve", "used", "out_of_play"})


class _WindowMemo:
    """Not state (copies and saves drop it, ``invalidate`` forgets it): the legal list a priority
    window was answered from (``_answered``), kept as ``_reuse`` (the window's next priority
    task, the purchase or fielding task, that list) while the purchase or the fielding waits for
    its payment; a cancelled payment leaves the state as the window found it, so the window that
    follows lists the same moves (``flow.priority``, from ``_reuse_ready``)."""

    _answered: list[Action] | None = None
    _reuse: tuple[Task, Task, list[Action]] | None = None
    _reuse_ready: Task | None = None


class _CardMemo:
    """Not state (copies and saves drop it, ``invalidate`` forgets it): what the cards of the game
    offer, kept with the lists it was found from (two teams, the basic actions) and used while
    those are the same lists (``effects.game_hooks``, ``flow.present_globals``)."""

    _hooks: tuple[list[str], list[str], list[str], GameHooks] | None = None
    _globals: tuple[list[str], list[str], list[str], GameCards] | None = None
    _auras: (
        tuple[list[str], list[str], list[str], tuple[Callable[[DiceMasters, Die], tuple[int, int]], ...]]
        | None
    ) = None  # (``effects.game_auras``)
    # the payment decision a step left pending, with what its steps commit (``energy._committed``)
    _paying: tuple[PayDecision, tuple[dict[str, int], dict[str, int], int, int]] | None = None


@dataclass(eq=False, repr=False)
class DiceMasters(Declared, Game, _WindowMemo, _CardMemo):
    """The whole state of a game; every field is saved, copied and restored (``Declared``)."""

    NOT_STATE: ClassVar[frozenset[str]] = frozenset(
        {"_legal_cache", "_answered", "_reuse", "_reuse_ready", "_hooks", "_globals", "_auras", "_paying"}
    )

    NAME = "dicemasters"
    MAX_TURNS: ClassVar[int] = 200  # Decision: a game that reaches turn 200 ends in a draw
    PLAYERS = (2, 2)
    DEFAULT_PLAYERS = 2
    OPTIONS = {
        "format": Option("first_game", choices=FORMATS, help="first_game, basic, tournament or draft"),
        "first_player": Option(
            None, choices=(None, 0, 1, "0", "1", "random"), help="0, 1 or random (default)"
        ),
        "team0": Option(None, help="player 0's team: {card id: dice} or 'avx-013:4,avx-001:3'", max_len=400),
        "team1": Option(None, help="player 1's team", max_len=400),
        "actions0": Option(None, help="player 0's two basic action cards", max_len=100),
        "actions1": Option(None, help="player 1's two basic action cards", max_len=100),
        "draft_size": Option(12, kind=int, help="draft: team dice and life (8-20)", low=8, high=20),
        "draft_actions": Option(3, kind=int, help="draft: 3 or 4 random basic action cards", low=3, high=4),
        "draft_stacks": Option(
            None, help="draft: how many characters' stacks to lay out (4 up to all, or all)", max_len=8
        ),
    }

    seed: int = state_field(FROZEN, default=0)
    rng: GameRNG = state_field(RNG, default_factory=lambda: GameRNG(0))
    options: dict[str, Any] = state_field(PLAIN, default_factory=dict)
    format: str = state_field(FROZEN, default="first_game")
    dice: dict[str, Die] = state_field(DICE, default_factory=dict)
    zones: list[dict[str, list[str]]] = state_field(ZONE_LISTS, default_factory=list)
    # dice not bought yet, by card: "<player>:<card>" for team cards, "b<slot>" for basic actions
    on_card: dict[str, list[str]] = state_field(ID_LISTS, default_factory=dict)
    captured: dict[str, list[str]] = state_field(ID_LISTS, default_factory=dict)  # by the capturing die
    # action dice that stay in play touching a character: action die -> character die
    attached: dict[str, str] = state_field(PLAIN, default_factory=dict)
    # "cannot attack or block" by energy type beyond the turn: [locked player, type, card, last turn]
    locks: list[list[Any]] = state_field(PLAIN, default_factory=list)
    # copies that last beyond the turn, by "<player>:<card>" of the copying dice (``copying``)
    copies: dict[str, Any] = state_field(PLAIN, default_factory=dict)
    # "your opponent cannot field that character": [locking card, locked card] by the locking player
    card_locks: dict[str, list[str]] = state_field(PLAIN, default_factory=dict)
    team: list[list[str]] = state_field(PLAIN, default_factory=lambda: [[], []])
    bac: list[str] = state_field(LIST, default_factory=list)
    life: list[int] = state_field(LIST, default_factory=lambda: [0, 0])
    start_life: int = state_field(FROZEN, default=0)
    virtual: list[int] = state_field(LIST, default_factory=lambda: [0, 0])
    turn: int = state_field(FROZEN, default=0)
    active: int = state_field(FROZEN, default=0)
    first_player: int = state_field(FROZEN, default=0)
    step: Step = state_field(FROZEN, default="clear_draw")
    tasks: list[Task] = state_field(list_of(TASK), default_factory=list)
    decision: DMDecision | None = state_field(optional(records(DMDecision, "dicemasters")), default=None)
    prio: dict[str, Any] = state_field(DICT, default_factory=lambda: {"passes": 0, "window": "main"})
    combat: dict[str, Any] = state_field(
        PLAIN, default_factory=lambda: {"attackers": [], "blocks": {}, "blocked": [], "alloc": {}}
    )
    turnflags: dict[str, Any] = state_field(PLAIN, default_factory=dict)
    trig: list[CardHook] = state_field(list_of(TASK), default_factory=list)  # triggers not yet ordered
    draft: dict[str, Any] | None = state_field(PLAIN, default=None)
    winners: list[int] | None = state_field(PLAIN, default=None)
    reason: str = state_field(FROZEN, default="")
    next_id: int = state_field(FROZEN, default=1)
    total_dice: int = state_field(FROZEN, default=0)
    # not state: the events of the action being applied, and what happened before anyone decided
    ev: list[Event] = transient(list)
    opening_events: list[dict[str, Any]] = transient(list)

    @classmethod
    def new(cls, players: int, seed: int, rng: GameRNG | None = None, **options: Any) -> DiceMasters:
        from .formats import setup

        if players != 2:
            raise OptionError("dicemasters: players must be 2")
        g = cls()
        g.seed = seed
        g.rng = rng if rng is not None else GameRNG(seed)
        g.options = {k: v for k, v in options.items() if v is not None}
        setup(g, options)
        g.run()
        # What happened before anyone decided (the first turn's draw and roll), for the game log.
        g.opening_events = [e.to_dict() for e in g.ev]
        g.ev = []
        return g

    # -- contract ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.winners is not None or self.decision is None:
            return None
        return self.decision.player

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    def _legal_actions(self) -> list[Action]:
        assert self.decision is not None
        return LEGAL[type(self.decision)](self, self.decision)

    def legal_actions(self) -> list[Action]:
        """``Game.legal_actions`` (a copy of the cached list), with ``is_over`` and
        ``_legal_actions`` spelled out: agents and playouts ask at every step."""
        legal = self._legal_cache
        if legal is None:
            dec = self.decision
            if self.winners is not None:
                legal = []
            else:
                assert dec is not None
                legal = LEGAL[type(dec)](self, dec)
            self._legal_cache = legal
        return list(legal)

    def apply(self, action: Action) -> list[Event]:
        """``Game.apply``, with the shortest way for an action taken from the legal list of the
        moment (what agents and playouts answer with): found there by identity, applied."""
        legal = self._legal_cache
        if legal is not None and self.winners is None:
            for a in legal:
                if a is action:
                    self._legal_cache = None
                    self._answered = legal
                    return self._apply(action)
        self._answered = None
        return super().apply(action)

    def invalidate(self) -> None:
        super().invalidate()
        self._answered = self._reuse = self._reuse_ready = None
        self._hooks = self._globals = self._auras = self._paying = None

    def _apply(self, action: Action) -> list[Event]:
        self.ev = []
        ANSWER[type(action)](self, action)
        self.run()
        ev, self.ev = self.ev, []
        return ev

    def result(self) -> Result:
        if self.winners is None:
            return Result.in_progress(tuple(self.life))
        return Result(tuple(self.winners), Termination(self.reason), tuple(self.life))

    def observation(self, player: int | None) -> dict[str, Any]:
        from .observe import observation

        return observation(self, player)

    # -- saving (to_dict, from_dict and copy come from the declared fields) ------------------
    def clone(self) -> DiceMasters:
        return self.copy()

    # -- the engine loop ---------------------------------------------------------------------
    def push(self, t: Task) -> Task:
        if not t.id:
            t.id = self.next_id
            self.next_id += 1
        self.tasks.append(t)
        return t

    def run(self) -> None:
        tasks_of = TASKS
        while self.decision is None and self.winners is None:
            if self.trig:  # triggers queued by the last task or answer resolve before what follows
                flush_triggers(self)
            tasks = self.tasks
            if not tasks:
                raise RuntimeError("dicemasters engine has nothing to do and nothing to ask")
            t = tasks.pop()
            try:
                tasks_of[type(t)](self, t)
            except Wait:
                continue
            life = self.life
            if life[0] <= 0 or life[1] <= 0:
                self.check_winner()
        if self.winners is not None:
            self.decision = None
            self.tasks = []

    def find_task(self, tid: int) -> Task:
        for t in reversed(self.tasks):
            if t.id == tid:
                return t
        raise RuntimeError(f"task {tid} vanished")

    def ask(self, t: Task, decision: PayDecision | TargetDecision) -> Any:
        """Return the memoised answer to ``decision.key``, or ask it and suspend the task."""
        if decision.key in t.ans:
            return t.ans[decision.key]
        self.push(t)
        self.decision = decision
        raise Wait

    def answer(self, value: Any) -> None:
        dec = self.decision
        assert isinstance(dec, (PayDecision, TargetDecision, PreventDecision))
        self.decision = None
        self.find_task(dec.task).ans[dec.key] = value

    def ask_target(
        self,
        t: Task,
        key: str,
        player: int,
        options: list[str],
        card: str,
        optional: bool = False,
        harms: bool = False,
    ) -> str | None:
        """Ask ``player`` to choose one of ``options`` for ``card`` (``harms``: the ability harms
        what is chosen); one option is taken without asking unless the choice is optional."""
        ans = t.ans
        if key in ans:
            chosen = ans[key]  # a die id, "player:N", or None once declined
            return chosen if isinstance(chosen, str) else None
        if not options:
            return None
        if len(options) == 1 and not optional:
            ans[key] = options[0]
            return options[0]
        found = self.ask(t, TargetDecision(player, tuple(options), card, optional, t.id, key, harms=harms))
        return found if isinstance(found, str) else None

    def ask_pay(
        self,
        t: Task,
        key: str,
        player: int,
        cost: int,
        types: list[str],
        card: str,
        optional: PayOptional = "decline",
    ) -> bool:
        """Ask ``player`` to pay; True once paid, False when declined or unaffordable."""
        ans = t.ans
        if key in ans:
            return bool(ans[key])
        if cost <= 0 and not types:
            return True
        if not can_pay(self, player, cost, types):
            ans[key] = False
            return False
        return bool(self.ask(t, PayDecision(player, cost, tuple(types), card, optional, t.id, key)))

    # -- dice and zones ----------------------------------------------------------------------
    def new_die(self, did: str, owner: int | None, card: str, zone: Place, key: str | None = None) -> Die:
        d = Die.make(did, owner, card, zone)
        self.dice[did] = d
        self.total_dice += 1
        if zone == "card":
            assert key is not None
            self.on_card.setdefault(key, []).append(did)
        else:
            assert owner is not None
            self.zones[owner][zone].append(did)
        return d

    def holder_list(self, d: Die) -> list[str]:
        if d.zone == "card":
            for ids in self.on_card.values():
                if d.id in ids:
                    return ids
            raise RuntimeError(f"{d.id} not on a card")
        if d.zone == "captured":
            for ids in self.captured.values():
                if d.id in ids:
                    return ids
            raise RuntimeError(f"{d.id} not captured")
        assert d.ctrl is not None
        return self.zones[d.ctrl][d.zone]

    def move(self, d: Die, zone: Zone, player: int | None = None, event: bool = True) -> None:
        """Move a die between zones; leaving the field clears its damage and modifiers."""
        src = d.zone
        field = zone == "field" or zone == "attack"
        if d.flags and not field and d.flags.get("controls") and src in FIELD_ZONES:
            release_controlled(self, d.id)  # control ends as the controlling die leaves the field
        if d.zone == "card" or d.zone == "captured":
            self.holder_list(d).remove(d.id)
        else:
            assert d.ctrl is not None
            self.zones[d.ctrl][d.zone].remove(d.id)
        owner = d.owner
        if d.ctrl != owner and zone in ("prep", "used", "bag", "out_of_play"):
            # Control: "returns to the opponent's prep area if it would go to your prep or used pile"
            zone = "prep" if zone != "out_of_play" else "used"
            player = owner
        target = player if player is not None else (owner if zone in ("bag", "prep", "used") else d.ctrl)
        assert target is not None
        d.ctrl = target
        if target == owner and d.flags:
            d.flags.pop("controlled_by", None)
        d.zone = zone
        self.zones[target][zone].append(d.id)
        if not field:
            # out of the field a die is no longer that character: damage and modifiers end
            d.damage = d.a_mod = d.d_mod = 0
            if zone != "reserve":  # bag, prep, used or out of play
                if d.flags:
                    d.flags = {}
                d.face = None
            if self.captured and self.captured.get(d.id):
                release_captured(self, d.id)
            if self.attached and src in FIELD_ZONES:
                character_left(self, d.id)
        if event:
            self.ev.append(R.DieMoved(target, d.id, d.card, src, zone))

    def zone(self, p: int, z: Zone) -> list[Die]:
        return [self.dice[i] for i in self.zones[p][z]]

    def characters(self, p: int) -> list[Die]:
        """Player ``p``'s characters in the field (the attack zone is part of the field)."""
        z = self.zones[p]
        dice = self.dice
        out = []
        for zn in FIELD_ZONES:
            for i in z[zn]:
                d = dice[i]
                if d.face is not None and FACES[d.card][d.face].kind == "character":  # is_character
                    out.append(d)
        return out

    def all_characters(self) -> list[Die]:
        return self.characters(self.active) + self.characters(1 - self.active)

    def is_active(self, p: int, card: str) -> bool:
        """While Active: one or more of ``p``'s dice of ``card`` are in the field."""
        z = self.zones[p]
        for zn in FIELD_ZONES:
            for i in z[zn]:
                d = self.dice[i]
                if d.card == card and d.owner == p and d.face is not None and d.face >= 3:
                    return True
        return False

    def global_in_game(self, card: str) -> bool:
        """Globals are printed on any card in the game: both teams and the basic actions."""
        return card in self.bac or card in self.team[0] or card in self.team[1]

    def draw(self, p: int, n: int, zone: Zone = "prep") -> int:
        """Draw ``n`` dice (refilling the bag from the used pile when empty); return how many."""
        zones = self.zones[p]
        bag = zones["bag"]
        dice = self.dice
        ev = self.ev
        # a pile (not the reserve or the field): an own die moves there without the general move
        pile = zones[zone] if zone != "reserve" and zone not in FIELD_ZONES else None
        got = 0
        for _ in range(n):
            if not bag:
                used = zones["used"]
                if not used:
                    break
                refill = list(used)
                if self.own_piles(refill, p):
                    used.clear()  # ``move`` of each die to the bag (``to_pile``), spelled out
                    for did in refill:
                        d = dice[did]
                        if d.flags:
                            d.flags = {}
                        d.zone = "bag"
                        bag.append(did)
                        d.damage = d.a_mod = d.d_mod = 0
                        d.face = None
                else:
                    for did in refill:
                        self.move(dice[did], "bag", p, event=False)
                self.rng.shuffle(bag)
                ev.append(R.BagRefilled(p, len(bag)))
            did = bag[-1]
            d = dice[did]
            if (
                pile is not None
                and d.owner == p
                and d.ctrl == p
                and not (self.captured and self.captured.get(did))
            ):
                bag.pop()  # ``move`` from the bag to a pile (``own_pile``, ``to_pile``), spelled out
                if d.flags:
                    d.flags = {}
                d.zone = zone
                pile.append(did)
                d.damage = d.a_mod = d.d_mod = 0
                d.face = None
            else:
                self.move(d, zone, p, event=False)
            ev.append(R.DieDrawn(p, did, d.card, zone))
            got += 1
        return got

    def clear_reserve(self, p: int, src: Zone = "reserve") -> None:
        """Every die of ``p``'s reserve (or another of ``p``'s piles, ``src``) to their used
        pile (``to_own_pile`` of each, in order): all at once when every one of them is ``p``'s
        own (``own_pile``)."""
        pile = self.zones[p][src]
        if not pile:
            return
        dice = self.dice
        cleared = list(pile)
        if not self.own_piles(cleared, p):
            for did in cleared:
                self.to_own_pile(dice[did], p, "used")
            return
        pile.clear()
        used = self.zones[p]["used"]
        ev = self.ev
        for did in cleared:
            d = dice[did]
            if d.flags:
                d.flags = {}
            d.zone = "used"
            used.append(did)
            d.damage = d.a_mod = d.d_mod = 0
            d.face = None
            ev.append(R.DieMoved(p, did, d.card, src, "used"))

    def to_own_pile(self, d: Die, p: int, zone: Zone, event: bool = True) -> None:
        """``move(d, zone, p, event)`` for a pile (bag, prep, used, out of play), the plain case
        (``own_pile``, from a pile or the reserve) spelled out."""
        src = d.zone
        if src in PILE_SOURCES and zone in PILE_SOURCES and zone != "reserve" and self.own_pile(d, p):
            self.zones[p][src].remove(d.id)
            self.to_pile(d, self.zones[p][zone], zone)
            if event:
                self.ev.append(R.DieMoved(p, d.id, d.card, src, zone))
        else:
            self.move(d, zone, p, event)

    def own_piles(self, ids: list[str], p: int) -> bool:
        """``own_pile`` of every die of ``ids``, in one loop."""
        dice, captured = self.dice, self.captured
        for did in ids:
            d = dice[did]
            if d.owner != p or d.ctrl != p or (captured and captured.get(did)):
                return False
        return True

    def own_pile(self, d: Die, p: int) -> bool:
        """Whether ``move`` of die ``d`` between ``p``'s piles (bag, prep, used, out of play) is
        the plain case: the die is ``p``'s own and in ``p``'s zones, and has captured nothing."""
        return d.owner == p and d.ctrl == p and not (self.captured and self.captured.get(d.id))

    def to_pile(self, d: Die, pile: list[str], zone: Zone) -> None:
        """What ``move`` does to an own die (``own_pile``) entering one of its owner's piles."""
        if d.flags:
            d.flags = {}
        d.zone = zone
        pile.append(d.id)
        d.damage = d.a_mod = d.d_mod = 0
        d.face = None

    def roll(self, d: Die) -> int:
        d.face = self.rng.randbelow(6)
        self.ev.append(R.DieRolled(d.ctrl if d.ctrl is not None else -1, d.id, d.card, d.face, d.zone))
        return d.face

    def set_virtual(self, p: int, amount: int) -> None:
        if self.virtual[p] != amount:
            self.virtual[p] = amount
            self.ev.append(R.VirtualEnergyChanged(p, amount))

    def change_life(self, p: int, delta: int) -> None:
        """Life never rises above the starting life; the winner check runs after each effect."""
        new = min(self.start_life, self.life[p] + delta)
        if new != self.life[p]:
            real = new - self.life[p]
            self.life[p] = new
            self.ev.append(R.LifeChanged(p, new, real))

    def check_winner(self) -> None:
        if self.winners is not None:
            return
        life = self.life
        if life[0] > 0 and life[1] > 0:
            return
        dead = [p for p in (0, 1) if life[p] <= 0]
        if not dead:
            return
        # Decision: if one effect brings both to 0, the active player wins.
        loser = 1 - self.active if len(dead) == 2 else dead[0]
        self.end_game([1 - loser], Termination.LIFE)

    def end_game(self, winners: list[int], reason: Termination) -> None:
        self.winners = winners
        self.reason = reason.value
        self.decision = None
        self.tasks = []
        self.ev.append(GameOver(tuple(winners), reason.value))


__all__ = ["DiceMasters", "BASIC_ACTION_CARDS", "SIDEKICK", "player_target"]
