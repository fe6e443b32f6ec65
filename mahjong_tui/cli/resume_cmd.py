"""``mahjong-tui resume``: continue a saved game.

Without an argument the list of saved games opens; ``--list`` prints it; ``resume ID`` (or a
file's path) continues that game straight away.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from .main import CliError


def add_parser(subs: Any) -> None:
    p = subs.add_parser("resume", help="continue a saved game",
                        description="Continue a saved game (every local game is saved after every move).")
    p.add_argument("save", nargs="?", help="a save's id (see --list) or a save file")
    p.add_argument("--list", action="store_true", help="print the saved games and exit")
    p.set_defaults(run=run)


def _find(arg: str) -> Path:
    from ..datadir import saves_dir

    path = Path(arg)
    if path.is_file():
        return path
    for candidate in (saves_dir() / arg, saves_dir() / f"{arg}.json"):
        if candidate.is_file():
            return candidate
    raise CliError(f"no saved game {arg!r} (see `mahjong-tui resume --list`)")


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
            scores = " ".join(f"{n}:{sc}" for n, sc in zip(r.names, s.get("scores") or []))
            print(f"{r.id}  {r.variant}  hand {s.get('hand_no', '?')}  {r.updated or r.created}  {scores}")
        return 0
    from ..ui.app import MahjongApp
    from .play_cmd import _settings

    target: Path | bool = _find(args.save) if args.save else True
    MahjongApp(_settings(args), resume=target).run()
    return 0
