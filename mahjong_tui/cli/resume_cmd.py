"""``mahjong-tui resume``: continue a saved game.

Without an argument the list of saved games opens; ``--list`` prints it; ``resume ID`` (or the
path of a file in the saves folder) continues that game straight away. Anything outside the
saves folder is refused, and a save that does not read is moved aside, in one line (exit 2).
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .errors import CliError
from .play_cmd import add_look_flags


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "resume",
        help="continue a saved game",
        description="Continue a saved game (every local game is saved after every move).",
    )
    p.add_argument("save", nargs="?", help="a save's id (see --list) or a file in the saves folder")
    p.add_argument("--list", action="store_true", help="print the saved games and exit")
    add_look_flags(p)
    p.set_defaults(run=run)


def _find(arg: str) -> Path:
    from ..datadir import saves_dir
    from ..saves.places import locate
    from ..saves.resume import check_save, outside_saves
    from ..saves.schema import shown_name

    path = locate(arg, [saves_dir()])
    if path is None:
        if Path(arg).exists():
            raise CliError(str(outside_saves(arg)))
        raise CliError(f"no saved game {shown_name(arg)} (see `mahjong-tui resume --list`)")
    problem = check_save(path)
    if problem is not None:
        raise CliError(str(problem))  # the command line's errors are in English
    return path


def run(args: argparse.Namespace) -> int:
    from ..saves.store import list_saves

    if args.list:
        saves, problems = list_saves()
        for p in problems:
            print(f"note: {p}")
        if not saves:
            print("No saved games.")
        for info in saves:
            r = info.record
            s = r.summary
            scores = " ".join(f"{n}:{sc}" for n, sc in zip(r.names, s.get("scores") or [], strict=False))
            print(f"{r.id}  {r.variant}  hand {s.get('hand_no', '?')}  {r.updated or r.created}  {scores}")
        return 0
    from ..ui.app import MahjongApp
    from .play_cmd import _settings, need_terminal, run_app

    target: Path | bool = _find(args.save) if args.save else True
    settings = _settings(args)
    need_terminal()
    return run_app(MahjongApp(settings, resume=target))
