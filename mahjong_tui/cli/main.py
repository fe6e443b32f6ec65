"""``mahjong-tui`` command line: the table by default, and engine tools as subcommands."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from typing import NoReturn

from ..params import did_you_mean
from .errors import CliError, one_line
from .play_cmd import run_menu

# Each subcommand module exposes add_parser(subparsers) and run(args) -> int.
SUBCOMMANDS = ["variants", "score", "analyze", "simulate", "duel", "play", "resume", "replay", "review", "serve", "web"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit code 2, no usage dump
        raise CliError(message)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser; with ``only``, that subcommand's alone (its module is the only one imported:
    the engine tools' modules load the rules, which the table's start need not wait for)."""
    parser = _Parser(prog="mahjong-tui", description="A terminal mahjong table for fourteen rule sets.")
    subs = parser.add_subparsers(dest="command", parser_class=_Parser)
    for name in SUBCOMMANDS if only is None else [only]:
        try:
            module = import_module(f"mahjong_tui.cli.{name}_cmd")
        except ModuleNotFoundError as e:
            if e.name == f"mahjong_tui.cli.{name}_cmd":
                continue
            raise
        module.add_parser(subs)
    return parser


HELP = ("-h", "--help")


def with_command(argv: list[str]) -> list[str]:
    """``argv`` with ``play`` put before table options given with no command (``mahjong-tui
    --lang zh_TW`` opens the menu in Chinese, as ``play --lang zh_TW`` does)."""
    if argv and argv[0].startswith("-") and argv[0] not in HELP:
        return ["play", *argv]
    return argv


def command_of(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names, or None for the menu and for help; an unknown word is a
    :class:`CliError` with a "did you mean"."""
    if not argv or argv[0].startswith("-"):
        return None
    word = argv[0]
    if word not in SUBCOMMANDS:
        raise CliError(
            f"unknown command {word!r}{did_you_mean(word, SUBCOMMANDS)} (commands: {', '.join(SUBCOMMANDS)})"
        )
    return word


def main(argv: Sequence[str] | None = None) -> int:
    argv = with_command(list(sys.argv[1:] if argv is None else argv))
    try:
        if not argv:  # the menu: no parser to build
            return run_menu()
        args = build_parser(command_of(argv)).parse_args(argv)
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
