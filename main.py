#!/usr/bin/env python3
"""Dice & Deck: Marvel Dice Masters, Legendary and MetaVersus Genesis on one computer.

python main.py                      the game (title screen)
python main.py play --game G ...    straight to a table
python main.py simulate ...         agent-vs-agent matches, one JSON object on stdout
python main.py bench [--json]       frame times, engine speed, start-up, memory; --compare REV
python main.py screenshot ...       render a scene to a PNG, headless
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1600x900, not {text!r}") from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(f"size {text} is out of range")
    return w, h


def _options(pairs: list[str] | None) -> dict[str, Any]:
    from tools.tournament import parse_options

    return parse_options(pairs)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="Dice & Deck: Marvel Dice Masters, Legendary and MetaVersus Genesis. Without a command, opens the game.",
    )
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="open the game straight at a table")
    play.add_argument("--game", required=False, help="dicemasters, legendary or metaversus")
    play.add_argument("--seed", type=int, help="the game number: the same seed deals the same game")
    play.add_argument(
        "--players",
        help="seats as a comma list of 'person' or an agent level (e.g. person,normal), or a number of people",
    )
    play.add_argument(
        "--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. format=basic (repeatable)"
    )
    play.add_argument("--load", type=Path, help="open a saved game file instead of a new game")

    sim = sub.add_parser("simulate", help="agent-vs-agent matches; prints one JSON object")
    sim.add_argument("--game", required=True)
    sim.add_argument("--agents", required=True, help="agent levels in seat order, e.g. normal,random")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--workers", type=int, default=1, help="processes to use")
    sim.add_argument("--players", type=int, help="number of players (default: the game's)")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE")
    sim.add_argument(
        "--no-swap", action="store_true", help="keep the agents in their seats instead of alternating"
    )
    sim.add_argument("--fuzz", action="store_true", help="check invariants and save/load at every step")

    bench = sub.add_parser(
        "bench", help="measure frame times, engine speed, agent latency, start-up, memory and resizing"
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument(
        "--only",
        metavar="PARTS",
        help="one part or a comma list: frames, engine, agents, startup, held, memory, resize",
    )
    bench.add_argument(
        "--compare",
        metavar="REV",
        help="measure the same parts on revision REV of this checkout too, alternating, and print the ratios",
    )
    bench.add_argument("--rounds", type=int, default=3, help="rounds of each side with --compare (medians)")

    shot = sub.add_parser("screenshot", help="render a scene to a PNG without a window")
    shot.add_argument("--scene", required=True, help="a scene name, or 'all' (then --out is a folder)")
    shot.add_argument("--out", required=True, type=Path)
    shot.add_argument("--size", type=_size, default=(1600, 900))
    shot.add_argument("--lang", choices=["ko", "en"], default="en")
    shot.add_argument("--seed", type=int, default=1)
    return parser


def cmd_simulate(args: argparse.Namespace) -> int:
    import game
    from game.core.simulate import simulate

    if args.games < 1:
        raise SystemExit("--games must be at least 1")
    try:
        report = simulate(
            args.game,
            [a.strip() for a in args.agents.split(",") if a.strip()],
            args.games,
            seed=args.seed,
            workers=args.workers,
            players=args.players,
            options=_options(args.option),
            swap=not args.no_swap,
            fuzz=args.fuzz,
        )
    except game.OptionError as exc:
        raise SystemExit(str(exc)) from None
    print(json.dumps(report, ensure_ascii=False))
    return 1 if report["error_count"] else 0


def cmd_screenshot(args: argparse.Namespace) -> int:
    from tools import screenshot

    if args.scene == "all":
        for path in screenshot.render_all(args.out, args.size, [args.lang], args.seed):
            print(path)
    else:
        print(screenshot.render(args.scene, args.out, args.size, args.lang, args.seed))
    return 0


def _play_session(args: argparse.Namespace, writable: bool = True) -> Any:
    import game
    from game.core.session import GameSession

    if args.load is not None:
        from scenes import storage

        try:
            if storage.in_games_folder(args.load):
                # one of the Saved games: it goes on in its own save (its backup if it is damaged)
                loaded = storage.load_saved(args.load, writable)
                if loaded.problem is not None:
                    print(f"{loaded.problem}; opened its backup (one move earlier)", file=sys.stderr)
                session = loaded.value
                if writable:
                    storage.adopt(session, args.load)
                return session
            # any other file is only read: the game gets a save of its own when it opens
            return GameSession.load(args.load)
        except game.SaveError as exc:
            raise SystemExit(f"cannot open {args.load}: {exc}") from None
    if not args.game:
        raise SystemExit("play needs --game (or --load FILE)")
    seats: list[str] = []
    players: int | None = None
    if args.players:
        if args.players.isdigit():
            players = int(args.players)
            seats = ["person"] * players
        else:
            seats = [s.strip() for s in args.players.split(",") if s.strip()]
            players = len(seats)
    try:
        cls = game.game_class(args.game)
        players = cls.check_players(players)
        seats = seats or ["person"] + ["normal"] * (players - 1)
        from game.core.agents import agent_levels

        levels = agent_levels(args.game)
        for s in seats:
            if s != "person" and s not in levels:
                raise game.OptionError(f"unknown seat {s!r}; use person or one of: {', '.join(levels)}")
        return GameSession(
            args.game, players=players, seed=args.seed, options=_options(args.option), meta={"seats": seats}
        )
    except game.OptionError as exc:
        raise SystemExit(str(exc)) from None


def run_gui(args: argparse.Namespace | None = None) -> int:
    from scenes import registry, storage
    from scenes.continue_game import ask_if_second_window, open_session, start_app
    from scenes.title import TitleScene

    lock = storage.claim()  # None: another window writes into the data folder
    try:
        session = _play_session(args, writable=lock is not None) if args is not None else None
        # the games' screens are imported when first opened (the registry knows their names)
        if session is not None and session.name not in registry.TABLES:
            raise SystemExit(f"{session.name} has no table yet; try the title screen: python main.py")
        app = start_app(read_only=lock is None)
        app.stack.push(TitleScene(app))
        app.stack.apply_pending()
        if session is not None:
            open_session(app, session)
            app.stack.apply_pending()
        ask_if_second_window(app)
        app.run_current()
    finally:
        storage.release()  # every pending write first
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        return cmd_simulate(args)
    if args.command == "bench":
        from tools import bench

        bench.main(args.json, args.only, args.compare, args.rounds)
        return 0
    if args.command == "screenshot":
        return cmd_screenshot(args)
    if args.command == "play":
        return run_gui(args)
    return run_gui(None)


if __name__ == "__main__":
    sys.exit(main())
