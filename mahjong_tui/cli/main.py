"""``mahjong-tui`` command line: the table by default, and engine tools as subcommands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn

from .errors import CliError, one_line
from .play_cmd import run_menu

# Each subcommand module exposes add_parser(subparsers) and run(args) -> int.
SUBCOMMANDS = ["variants", "score", "analyze", "simulate", "duel", "play", "resume", "replay", "review", "serve", "web"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit code 2, no usage dump
        raise CliError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="mahjong-tui", description="A terminal mahjong table for fourteen rule sets.")
    subs = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name in SUBCOMMANDS:
        try:
            module = import_module(f"mahjong_tui.cli.{name}_cmd")
        except ModuleNotFoundError as e:
            if e.name == f"mahjong_tui.cli.{name}_cmd":
                continue
            raise
        module.add_parser(subs)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if not getattr(args, "command", None):
            return run_menu()
        return int(args.run(args) or 0)
    except CliError as e:
        print(f"mahjong-tui: error: {one_line(str(e))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:  # the reader went away (`variants --json | head -2`): nothing left to say
        _quiet_stdout()
        return 0


def _quiet_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's final flush of a closed pipe is silent."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
