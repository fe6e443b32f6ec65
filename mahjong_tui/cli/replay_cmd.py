"""``mahjong-tui replay FILE``: watch a game again, every hand open, step by step.

FILE is a replay (kept in the data folder for every game, rewritten after every hand) or a save;
``--list`` prints the kept replays, and an id from that list works in place of a path.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .main import CliError


def add_parser(subs: Any) -> None:
    p = subs.add_parser("replay", help="watch a finished game or hand again, every hand open",
                        description="Step through a game forwards and backwards with every hand open.")
    p.add_argument("file", nargs="?", help="a replay or save file, or a replay's id (see --list)")
    p.add_argument("--list", action="store_true", help="print the kept replays and exit")
    p.add_argument("--step", type=int, help="start at this step (default: the end)")
    p.set_defaults(run=run)


def _find(arg: str) -> Path:
    from ..datadir import replays_dir, saves_dir

    for candidate in (Path(arg), replays_dir() / arg, replays_dir() / f"{arg}.json", saves_dir() / f"{arg}.json"):
        if candidate.is_file():
            return candidate
    raise CliError(f"no replay {arg!r} (see `mahjong-tui replay --list`)")


def run(args: argparse.Namespace) -> int:
    from ..datadir import replays_dir
    from ..saves.store import SaveError, list_saves

    if args.list or not args.file:
        games, problems = list_saves(replays_dir())
        for p in problems:
            print(f"note: {p}")
        for info in games:
            r = info.record
            print(f"{r.id}  {r.variant}  {len(r.hands)} hands  {r.updated or r.created}  {', '.join(r.names)}")
        if not games:
            print("No replays yet: every game you play keeps one.")
        if not args.file:
            print("Watch one with: mahjong-tui replay ID")
        return 0
    from ..replay.model import Replay

    try:
        replay = Replay.load(_find(args.file))
    except SaveError as e:
        raise CliError(str(e)) from None
    if args.step is not None:
        replay.goto(args.step)
    from ..replay.app import ReplayApp
    from .play_cmd import _settings

    ReplayApp(replay, _settings(args)).run()
    return 0
