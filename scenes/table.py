"""What every game table shares: the session, the seats (people and agents), the agent that
thinks off the drawing path, the animation queue, the log, undo/save/pause, hints, the
hotseat curtain and the game-over screen.

A game's table subclasses ``TableScene`` and supplies what is its own: ``on_events`` (animate
what happened), ``sync`` (redraw from the observation after an undo or a load), the drawing,
and the gestures. It changes the game only through ``apply``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pygame

from game.core.actions import Action, Event
from game.core.agents import make_agent
from game.core.errors import IllegalAction
from game.core.session import GameSession
from sprites.log_panel import LogPanel
from sprites.tween import AnimationQueue

from . import registry, stats_db
from .agent_runner import runner
from .dialogs import ChooseOneDialog
from .game_over import GameOverScene
from .overlays import HandoffScene
from .seats import localized_names
from .settings import HINT_LEVELS
from .stack import Scene
from .story import Story, game_figures, tell_story
from .table_log import TableLog
from .table_tools import TableTools

log = logging.getLogger(__name__)
AFTER_CURTAIN = 0.4  # seconds the table ignores presses once the curtain is lifted
THINKING_SHOWN = 0.3  # seconds an agent thinks before the table says so
MOVE_NOW_LEVELS = frozenset({"hard", "expert"})  # the levels that search, and can be told to stop
HINT_SEED = 99


class TableScene(TableTools, TableLog, Scene):
    fills_screen = True
    game_name = ""
    private_hands = False  # True: a curtain covers every change between people at the screen
    agent_runner: Any = None  # None: the shared worker process (scenes.agent_runner.runner())
    move_now_rect: pygame.Rect | None = None  # a table that draws "Move now" itself puts it here

    def __init__(self, app: Any, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        n = session.players
        seats = list(session.meta.get("seats") or ["person"] * n)
        if len(seats) != n:
            seats = (seats + ["person"] * n)[:n]
        self.seats = seats
        # a default name ("Player 1", "컴퓨터 2 (어려움)") follows the language, a typed one stays
        self.names = localized_names(app, seats, list(session.meta.get("names") or []))
        session.meta.update(seats=self.seats, names=self.names)
        stats_db.table_opened(self)  # the game's id (kept in its save) and when this sitting began
        self.agents = {i: lvl for i, lvl in enumerate(seats) if lvl != "person"}
        for level in set(self.agents.values()):
            make_agent(self.game_name, level, 0)  # an unknown level fails here, clearly
        self.anim = AnimationQueue(speed=app.settings.animation_speed)
        self.log_panel = LogPanel()
        self.show_log = True
        self.tools = []  # undo, hint, log, rules, menu: where the table lays them out
        self.over_shown = False
        self.hint: Action | None = None
        self.why: dict[int, Any] = {}  # history index -> the agent's top alternatives
        self._pending_why: Any = None
        self.log_entries: list[int] = []  # log line -> history index
        self._future: Future[dict[str, Any]] | None = None
        self._future_for: int | None = None
        self._future_key: tuple[int, int] | None = None  # (moves played, seat) it was asked for
        self._asked_at = 0.0  # app time the request went to the runner
        self._agent_wait = 0.0  # seconds the answer has waited since the animations ended
        self._moving_now = False  # the person asked this request's search to stop
        self._hint_future: Future[dict[str, Any]] | None = None
        self._hint_key: tuple[int, int, int] | None = None  # (moves played, seat, viewer)
        people = [i for i, s in enumerate(seats) if s == "person"]
        to_move = session.game.to_move
        self.viewer = to_move if to_move in people else (people[0] if people else 0)
        self._curtain: HandoffScene | None = None  # this table's hand-off curtain while it is up
        if self.hotseat_private:
            # several people share the screen and hands are secret: nobody's private view is
            # drawn until the person to move has lifted the curtain (a new game, Continue, load)
            self.viewer = -1
        # history index -> the seat at the screen when that move was made (a move made for a
        # seat while another person was at the screen, such as an automatic pass, is theirs)
        self._screen_at: dict[int, int] = {}
        # seats whose private view (a hand face up, a secret pick) the table drew since the last
        # clear: tables call mark_private(seat) as they draw one, and the privacy tests read it
        self.private_drawn: set[int] = set()
        self.refresh_log()

    def mark_private(self, seat: int) -> None:
        """The table is drawing something only ``seat`` may see."""
        self.private_drawn.add(seat)

    # -- the table host interface of the pause overlay -----------------------------------------
    def can_undo(self) -> bool:
        return self.session.can_undo and any(s == "person" for s in self.seats)

    def undo_steps(self) -> tuple[int, int | None]:
        """How many moves Z takes back for the person at the screen: back to and including
        their own last decision, with the agents' moves after it. ``(0, seat)`` when another
        person decided in between (that decision is theirs to keep); ``(0, None)`` when there
        is nothing of theirs before the last roll, draw or shuffle."""
        me = self.viewer if self.viewer in range(len(self.seats)) and self.is_person(self.viewer) else None
        if me is None:
            return 0, None
        history = self.session.history
        steps = 0
        for i in range(len(history) - 1, self.session.checkpoint - 1, -1):
            steps += 1
            player = history[i].player
            if player == me:
                return steps, None
            if not self.is_person(player) or self._screen_at.get(i) == me:
                continue  # an agent's move, or one made for that seat while I was at the screen
            return 0, player
        return 0, None

    def undo(self) -> None:
        steps, other = self.undo_steps() if self.can_undo() else (0, None)
        if other is not None:
            self.app.notify(self.app.t("table.undo_not_yours", name=self.names[other]))
            return
        if steps == 0:
            self.app.notify(self.app.t("table.cannot_undo"))
            return
        self._drop_agent()
        self.session.undo(steps)
        kept = len(self.session.history)
        self._screen_at = {i: v for i, v in self._screen_at.items() if i < kept}
        self.anim.finish_all()
        self.hint = None
        self.over_shown = False
        self.sync()
        self.refresh_log()
        self._check_seat_change()  # the move may now belong to another person: curtain first

    def save_session(self, path: Any) -> None:
        self.session.save(path)

    # -- playing -------------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.session.game

    def is_person(self, player: int | None) -> bool:
        return player is not None and self.seats[player] == "person"

    @property
    def thinking(self) -> int | None:
        """The computer seat still thinking after ``THINKING_SHOWN`` seconds (the table says so),
        or None: an answer that came sooner, or that waits only for the animations, is not shown."""
        future = self._future
        if future is None or future.done() or self.app.time - self._asked_at < THINKING_SHOWN:
            return None
        return self._future_for

    def can_move_now(self) -> bool:
        """A searching computer (hard, expert) is visibly thinking and may be told to move now."""
        p = self.thinking
        return (
            p is not None
            and self.agents.get(p) in MOVE_NOW_LEVELS
            and not self._moving_now
            and callable(getattr(self._runner(), "stop", None))
        )

    def move_now(self) -> bool:
        """ "Move now": the thinking computer plays its best move so far (its search stops once every
        move it compares was tried), without the computer pace's wait. True when it was asked."""
        if not self.can_move_now() or self._future is None:
            return False
        self._moving_now = bool(self._runner().stop(self._future))
        if self._moving_now:
            self._agent_wait = 1e9
        return self._moving_now

    def _runner(self) -> Any:
        return self.agent_runner or runner()

    def apply(self, action: Action) -> list[Event]:
        """Play ``action`` through the session (autosave included) and show what happened."""
        player = self.game.to_move
        index = len(self.session.history)
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:
            self.app.notify(self.app.t("table.illegal", reason=str(exc)), "error")
            return []
        self._screen_at[index] = self.viewer
        self.hint = None
        if self._pending_why:
            self.why[len(self.session.history) - 1] = self._pending_why
        self._pending_why = None
        if self.session.autosave_error:
            self.app.notify(self.app.t("error.autosave_failed", reason=self.session.autosave_error), "error")
        self.on_events(events, player)
        self.refresh_log()
        self._check_seat_change()
        return events

    def offer(self, actions: list[Action], reason_if_none: str | None = None) -> bool:
        """Apply the one matching action, ask which when several match, explain when none."""
        if not actions:
            if reason_if_none:
                self.app.notify(reason_if_none)
            return False
        if len(actions) == 1:
            self.apply(actions[0])
            return True
        self.choose_among(self.app.t("choose.title"), actions)
        return True

    def choose_among(self, title: str, actions: list[Action]) -> None:
        """Ask which of several ``actions`` is meant (a table lights what each option names)."""
        labels = [self.describe(a) for a in actions]
        self.app.stack.push(
            ChooseOneDialog(self.app, title, labels, lambda i: self.apply(actions[i]), lambda: None)
        )

    def confirm_unplayed(self, text: str | None, proceed: Callable[[], object]) -> None:
        """Ending a turn or phase: when ``text`` names something still playable (e.g. "End turn
        with 2 cards unplayed?") and the confirm setting is on, ask once; otherwise go on."""
        if not text or not self.app.settings.confirm_end:
            proceed()
            return
        options = [self.app.t("confirm.end_anyway"), self.app.t("confirm.keep_playing")]
        self.app.stack.push(
            ChooseOneDialog(
                self.app,
                text,
                options,
                lambda i: proceed() if i == 0 else None,
                lambda: None,
                cancel_button=False,
            )
        )

    # -- the hand-off curtain (hotseat) --------------------------------------------------------
    @property
    def hotseat_private(self) -> bool:
        """Hands are secret and more than one person shares the screen: a curtain goes up
        between them."""
        return self.private_hands and sum(1 for s in self.seats if s == "person") > 1

    def enter(self) -> None:
        super().enter()
        if self.viewer == -1 and self._curtain is None:
            p = self.game.to_move
            if p is not None and self.is_person(p):
                self._raise_curtain(p)

    def _check_seat_change(self) -> None:
        p = self.game.to_move
        if p is None or not self.is_person(p) or p == self.viewer:
            return
        if self._curtain is not None:
            return  # a curtain is already up; when it comes down the seat is checked again
        if self.hotseat_private:
            self._raise_curtain(p)
        else:
            self.viewer = p
            self.sync()

    def _raise_curtain(self, p: int) -> None:
        self.anim.finish_all()
        self.viewer = -1  # nobody's private view until the curtain is lifted
        self.on_curtain(True)

        def ready(p: int = p) -> None:
            self._curtain = None
            self.app.block_input(AFTER_CURTAIN)
            self.viewer = p
            self.on_curtain(False)
            self.sync()
            self._check_seat_change()  # the move went on to someone else meanwhile: curtain again

        self._curtain = HandoffScene(self.app, self.names[p], ready)
        self.app.stack.push(self._curtain)

    def on_curtain(self, up: bool) -> None:
        """The hand-off curtain goes up (``up``) or comes down. The shell forgets the hint and
        the tooltip; a table also drops its hover, drag and raised-card state here, so nothing of
        one person's choice is still on screen for the next."""
        self.hint = None
        self.app.tooltip.show(None)

    def show_to(self, p: int) -> None:
        """Seat ``p`` is at the screen now, without a curtain (a staged picture): this table's
        curtain, up or asked for, comes down at the next safe point."""
        if self._curtain is not None:
            self._curtain.lifted = True
            self._curtain = None
            self.app.stack.pop_to(lambda scene: scene is self)
        self.viewer = p
        self.on_curtain(False)
        self.sync()

    def _drop_agent(self) -> None:
        future = self._future
        if future is not None and not future.cancel() and not future.done():
            stop = getattr(self._runner(), "stop", None)
            if callable(stop):
                stop(future)  # a search nobody waits for any more ends as soon as it may
        self._future = None
        self._future_for = None
        self._future_key = None
        self._agent_wait = 0.0
        self._moving_now = False

    def _drive_agents(self, dt: float) -> None:
        """The computer to move is asked as soon as the position is settled (the engine's state is
        final; the animations only show it), so it thinks while they play; its answer is applied
        once they are done and the computer pace's wait has passed."""
        p = self.game.to_move
        if p is None or p not in self.agents:
            self._drop_agent()
            return
        key = (len(self.session.history), p)
        if self._future is not None and self._future_key != key:
            self._drop_agent()  # asked for a position that is gone
        if self._future is None:
            seed = self.session.seed * 31 + p
            self._future = self._runner().submit(self.game_name, self.agents[p], seed, self.game, p)
            self._future_for, self._future_key = p, key
            self._asked_at = self.app.time
            self._agent_wait = 0.0
            self._moving_now = False
            return  # the position is drawn at least once before its answer is played
        if self.anim.busy:
            return
        self._agent_wait += dt
        if self._agent_wait < self.app.settings.agent_delay or not self._future.done():
            return
        future, self._future = self._future, None
        self._future_key = None
        self._agent_wait = 0.0
        self._moving_now = False
        try:
            raw = future.result()
            self._pending_why = raw.pop("_why", None)
            action = Action.from_dict(raw, game=self.game_name)
        except BrokenProcessPool:  # the worker died: ask again (the runner falls back to a thread)
            runner().shutdown()
            runner().threads = True
            self._future_for = None
            return
        except Exception as exc:  # an agent bug must not end the game: fall back to a legal move
            log.exception("agent failed")
            self.app.notify(self.app.t("table.agent_failed", reason=str(exc)), "error")
            action = self.game.legal_actions()[0]
        if self.game.to_move == self._future_for:
            self.apply(action)

    # -- hints ---------------------------------------------------------------------------------
    @property
    def hint_level(self) -> str:
        level = self.app.settings.hint_level
        return level if level in HINT_LEVELS else HINT_LEVELS[1]

    def _hint_position(self) -> tuple[int, int, int] | None:
        p = self.game.to_move
        if p is None or not self.is_person(p):
            return None
        return (len(self.session.history), p, self.viewer)

    def show_hint(self) -> None:
        """Ask the hint's computer (Settings' hint strength) what it would play here; the answer
        comes in the background (``poll_hint``) while the table goes on drawing."""
        key = self._hint_position()
        if key is None or self.game.is_over:
            return
        if self._hint_future is not None and self._hint_key == key:
            return  # already thinking about this position
        self._drop_hint()
        try:
            self._hint_future = self._runner().submit(
                self.game_name, self.hint_level, HINT_SEED, self.game, key[1]
            )
        except ValueError:
            return
        self._hint_key = key
        self.app.notify(self.app.t("table.hint_thinking"), seconds=1.5)

    def _drop_hint(self) -> None:
        future = self._hint_future
        if future is not None and not future.cancel() and not future.done():
            stop = getattr(self._runner(), "stop", None)
            if callable(stop):
                stop(future)
        self._hint_future = None
        self._hint_key = None

    def poll_hint(self) -> None:
        """Show the hint once it is ready; a hint for a position that has since changed (a move, an
        undo, another person at the screen) is dropped."""
        future = self._hint_future
        if future is None:
            return
        if self._hint_key != self._hint_position():
            self._drop_hint()
            return
        if not future.done():
            return
        self._hint_future = None
        key, self._hint_key = self._hint_key, None
        try:
            raw = future.result()
            raw.pop("_why", None)
            action = Action.from_dict(raw, game=self.game_name)
        except Exception as exc:
            log.warning("no hint: %s", exc)
            return
        if key is None or not self.game.is_legal(action):
            return
        self.hint = action
        self.announce_hint(self.app.t("table.hint", move=self.describe(action, key[1])))

    def announce_hint(self, text: str) -> None:
        """Say the hint (a table whose hints name secret cards keeps track of the message)."""
        self.app.notify(text)

    # -- game over -----------------------------------------------------------------------------
    def result_text(self) -> tuple[str, list[str], bool | None]:
        result = self.game.result()
        winners = result.winners
        if not winners:
            headline = self.app.t("over.draw")
        elif len(winners) == len(self.seats) and len(self.seats) > 1:
            headline = self.app.t("over.all_win")
        else:
            headline = self.app.t("over.winner", name=", ".join(self.names[w] for w in winners))
        details = [self.app.t(f"reason.{self.game_name}.{result.reason}")]
        scores = result.scores
        if scores:  # each number after its name and a colon: "Player 1: 8", never "Player 1 8"
            details.append(
                " · ".join(
                    self.app.t("over.score", name=self.names[i], score=v) for i, v in enumerate(scores)
                )
            )
        people = [i for i, s in enumerate(self.seats) if s == "person"]
        victory = None if not people else any(w in people for w in winners)
        return headline, details, victory

    def _show_game_over(self) -> None:
        """The game-over screen: the result and, for the three games, the story of the game (its
        figures are counted once; their words follow the language)."""
        self.over_shown = True
        headline, details, victory = self.result_text()
        figures = game_figures(self.game_name, self.session)
        stats_db.record_table(self, figures)  # once per game; never stops the screen from showing

        def story() -> Story:
            head, lines, _ = self.result_text()
            return tell_story(
                self.app,
                self.game_name,
                figures,
                self.names,
                head,
                lines[0] if lines else "",
                self.game.result(),
            )

        new_game = self.new_game if self.game_name in registry.SETUPS else None
        self.app.stack.push(
            GameOverScene(
                self.app,
                headline,
                details,
                self.rematch,
                new_game,
                victory,
                story=story if figures is not None else None,
            )
        )

    def rematch(self) -> None:
        s = self.session
        fresh = GameSession(s.name, players=s.players, options=s.options, meta=dict(s.meta))
        s.save_beside(fresh)  # the rematch gets a save of its own; the finished game's stays whole
        self.app.stack.pop()
        self.app.stack.replace(type(self)(self.app, fresh))

    def new_game(self) -> None:
        self.app.stack.pop(2)
        self.app.stack.push(registry.SETUPS[self.game_name](self.app))

    # -- the frame -----------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim.speed = self.app.settings.animation_speed
        self.anim.update(dt)
        if self.app.stack.top is not self:
            return
        if self.game.is_over:
            if not self.anim.busy and not self.over_shown:
                self._show_game_over()
            return
        self._drive_agents(dt)
        self.poll_hint()

    def relayout(self) -> None:
        names = localized_names(self.app, self.seats, self.names)  # the language may have changed
        if names != self.names:
            self.names[:] = names
            self.session.meta["names"] = list(names)
        super().relayout()
        self.refresh_log()

    def handle_common(self, event: pygame.event.Event) -> bool:
        """Keys and clicks every table shares; True when the event was used."""
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return True
            if event.key == pygame.K_z:
                self.undo()
                return True
            if event.key == pygame.K_l:
                self.show_log = not self.show_log
                return True
            if event.key == pygame.K_h:
                self.show_hint()
                return True
            if event.key == pygame.K_SPACE and (self.anim.busy or self.can_move_now()):
                self.anim.finish_all()
                self.move_now()  # the computer is thinking: its best move so far
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tool = self.tool_at(event.pos)
            if tool is not None:
                self.press_tool(tool)
                return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.move_now_rect is not None
            and self.move_now_rect.collidepoint(event.pos)
        ):
            self.move_now()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.anim.busy:
            self.anim.finish_all()  # a click never waits for an animation
        return self._log_input(event)

    # -- for subclasses ------------------------------------------------------------------------
    def on_events(self, events: list[Event], player: int | None) -> None:
        """Animate what happened (events in order)."""

    def sync(self) -> None:
        """Redraw everything from the current observation (after undo, load or a seat change)."""
