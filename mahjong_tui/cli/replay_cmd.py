"""``mahjong-tui replay FILE``: watch a game again, every hand open, step by step.

FILE is a replay (kept in the data folder for every game, rewritten after every hand) or a save;
``--list`` prints the kept replays, and an id from that list works in place of a path. Only
files in the program's own folders are read (replays, saves, and the SSH server's tables); one
that does not read is moved aside to ``unreadable/`` beside it, in one line (exit 2).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .errors import CliError
from .numbers import MAX_STEP, counted, whole
from .play_cmd import add_look_flags


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "replay",
        help="watch a finished game or hand again, every hand open",
        description="Step through a game forwards and backwards with every hand open.",
    )
    p.add_argument("file", nargs="?", help="a replay's id (see --list), or a replay or save file in the data folder")
    p.add_argument("--list", action="store_true", help="print the kept replays and exit")
    p.add_argument("--step", type=whole(0, MAX_STEP), help="start at this step (default: the first)")
    add_look_flags(p, playing=False)
    p.set_defaults(run=run)


def _folders() -> list[Path]:
    from ..datadir import data_dir, replays_dir, saves_dir
    from ..net.table_saves import table_replays_dir, tables_dir

    return [replays_dir(), saves_dir(), table_replays_dir(data_dir()), tables_dir(data_dir())]


def _replay_folders() -> list[Path]:
    """Where ``--list`` looks: the replays of games played here, and those of the shared tables an
    SSH server on this data folder kept (their ids work in ``replay`` and ``review`` too)."""
    from ..datadir import data_dir, replays_dir
    from ..net.table_saves import table_replays_dir

    return [replays_dir(), table_replays_dir(data_dir())]


def find_game(arg: str, command: str = "replay") -> Path:
    """The replay or save a ``replay``/``review`` argument names (an id, or a file in the program's
    folders). A blank one names nothing (as a path it would be the current folder)."""
    from ..saves.places import locate
    from ..saves.schema import shown_name

    if not arg.strip():
        raise CliError(f"no game given: {command} ID (see `mahjong-tui replay --list`)")
    folders = _folders()
    path = locate(arg, folders)
    if path is not None:
        return path
    if Path(arg).exists():
        replays, saves, table_replays, tables = folders
        raise CliError(
            f"{shown_name(arg)} is not in the replays folder ({replays}), the saves folder ({saves}) "
            f"or a shared table's folders ({table_replays}, {tables}); only games kept there are replayed"
        )
    raise CliError(f"no replay {shown_name(arg)} (see `mahjong-tui replay --list`)")


def run(args: argparse.Namespace) -> int:
    from ..saves.store import SaveError, list_saves, refused

    if args.list or not args.file:
        games, problems = [], []
        for folder in _replay_folders():
            found, unreadable = list_saves(folder)
            games += found
            problems += unreadable
        games.sort(key=lambda i: i.record.updated or i.record.created, reverse=True)
        for p in problems:
            print(f"note: {p}")
        for info in games:
            r = info.record
            hands = counted(len(r.hands), "hand")
            print(f"{r.id}  {r.variant}  {hands}  {r.updated or r.created}  {', '.join(r.names)}")
        if not games:
            print("No replays yet: every game you play keeps one.")
        if not args.file:
            print("Watch one with: mahjong-tui replay ID")
        return 0
    from ..replay.model import Replay

    path = find_game(args.file)
    try:
        replay = Replay.load(path)
    except SaveError as e:
        raise CliError(str(refused(path, e, path.parent / "unreadable"))) from None
    from ..replay.app import ReplayApp
    from .play_cmd import _settings, need_terminal

    settings = _settings(args)
    need_terminal()
    ReplayApp(replay, settings, start=args.step or 0).run()
    return 0
