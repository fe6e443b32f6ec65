"""``mahjong-tui play``: sit down at the table.

``mahjong-tui play mcr --seats human,bot,bot,bot [--preset P] [--seed S]`` skips the menu;
``mahjong-tui play`` (no variant) and plain ``mahjong-tui`` open it. A seat may carry a name:
``--seats human:Ann,human:Bo,bot,bot``; a bot seat may carry a level (plain ``bot`` is
``normal``) and a name: ``--seats human,bot:easy,bot,bot:easy:Kim``.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass
from typing import Any

from ..table.seed import MAX_SEED
from .errors import CliError
from .numbers import seconds, whole
from .variants_cmd import add_variant_flags, get_variant, parse_option_args

LANG_CHOICES = ("en", "zh_TW", "zh_CN")
MAX_PACE = 5.0
"""The slowest bot pace, in seconds an action (the menu's slowest)."""


def add_parser(subs: Any) -> None:
    p = subs.add_parser(
        "play",
        help="play at the table (without a variant: open the menu)",
        description="Play at the table. Without VARIANT the menu opens.",
    )
    p.add_argument("variant", nargs="?", help="variant id (see `mahjong-tui variants`)")
    p.add_argument(
        "--seats",
        help="who sits where, in seat order: human,bot,bot,bot (human:NAME names a player; "
        "bot:LEVEL picks a bot's level, as bot:easy; plain bot is normal)",
    )
    add_variant_flags(p, players=False)
    p.add_argument("--seed", type=whole(-MAX_SEED, MAX_SEED), help="seed of the deal (default: random)")
    add_look_flags(p)
    p.set_defaults(run=run)


def add_look_flags(p: Any, playing: bool = True) -> None:
    """How the table looks and runs, not what is played: ``play`` and ``resume`` take the same
    flags (a game begun with ``--lang zh_TW`` went on in English, ``resume`` had no --lang);
    ``replay`` (not ``playing``) takes those of the look alone."""
    p.add_argument("--ascii", action="store_true", default=None, help="ASCII tiles, for terminals without CJK fonts")
    p.add_argument("--lang", choices=LANG_CHOICES, help="language: en, zh_TW (繁體) or zh_CN (简体)")
    p.add_argument("--theme", choices=("dark", "light"), help="colour theme")
    if playing:
        p.add_argument("--pace", type=seconds(0, MAX_PACE), help="seconds per bot action (0 = instant; default 0.6)")
        p.add_argument("--hints", action="store_true", default=None, help="start with hints shown")


@dataclass
class SeatList:
    humans: list[bool]
    names: list[str]
    levels: list[str]
    """Each seat's bot level (``normal`` for a person's seat: the level of a stand-in)."""


def parse_seats(text: str, default_names: list[str] | None = None) -> tuple[list[bool], list[str]]:
    """``human:Ann,bot`` → ([True, False], ["Ann", "Bot 2"])."""
    seats = parse_seat_list(text, default_names)
    return seats.humans, seats.names


def parse_seat_list(text: str, default_names: list[str] | None = None) -> SeatList:
    """``human:Ann,bot:easy,bot,bot:strong:Kim``: who sits where, a person's name, a bot's level
    (plain ``bot`` is ``normal``) and name. An unknown level is refused with a "did you mean"."""
    from ..bots.levels import NORMAL, check_level
    from ..safe_json import shown
    from ..saves.schema import MAX_TEXT, short_line

    humans: list[bool] = []
    names: list[str] = []
    levels: list[str] = []
    for i, item in enumerate(x.strip() for x in text.split(",")):
        kind, _, name = item.partition(":")
        kind = kind.strip().lower()
        if kind not in ("human", "bot", "h", "b"):
            raise CliError(f"--seats: {item!r} is neither 'human' nor 'bot'")
        human = kind in ("human", "h")
        humans.append(human)
        level = NORMAL
        if not human and name.strip():
            level, _, name = name.partition(":")
            level = level.strip().lower()
            try:
                check_level(level)
            except ValueError as e:
                raise CliError(f"--seats: {item!r}: {e}") from None
        levels.append(level)
        if not short_line(name.strip()):
            why = f"a name is at most {MAX_TEXT} characters, with no control characters: {shown(name.strip())}"
            raise CliError(f"--seats: {why}")
        fallback = (default_names or [])[i] if default_names and i < len(default_names) else ""
        if not name.strip():
            name = fallback if human and fallback else (f"Player {i + 1}" if human else f"Bot {i + 1}")
        names.append(name.strip())
    if not humans:
        raise CliError("--seats: no seats given")
    return SeatList(humans, names, levels)


def _settings(args: argparse.Namespace) -> Any:
    from ..ui.settings import Settings

    s = Settings.load()
    if getattr(args, "ascii", None):
        s.ascii = True
    if getattr(args, "lang", None):
        s.lang = args.lang
    if getattr(args, "theme", None):
        s.theme = args.theme
    if getattr(args, "pace", None) is not None:
        s.pace = args.pace
    if getattr(args, "hints", None):
        s.hints = True
    return s


def need_terminal() -> None:
    """The table draws on a terminal and reads its keys: refuse to start without one (output
    piped to a file would fill with escape codes and wait for keys forever). A browser tab of
    ``web`` has a driver of its own instead (``TEXTUAL_DRIVER``)."""
    if os.environ.get("TEXTUAL_DRIVER"):
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise CliError(
            "the table needs a terminal for input and output; for bot-only runs use "
            "`mahjong-tui simulate`, for a browser `mahjong-tui web`"
        )


def run_app(app: Any) -> int:
    """Run the app; once it has closed, say how to continue a game it left unfinished."""
    app.run()
    note = app.kept_note()
    if note:
        print(note)
    return 0


def run_menu(args: argparse.Namespace | None = None) -> int:
    from ..ui.app import MahjongApp

    settings = _settings(args) if args is not None else None
    need_terminal()
    return run_app(MahjongApp(settings))


def run(args: argparse.Namespace) -> int:
    if not args.variant:
        return run_menu(args)
    variant = get_variant(args.variant, args.preset, parse_option_args(args.option_args))
    settings = _settings(args)
    seats = args.seats or ",".join(["human"] + ["bot"] * (max(variant.seats) - 1))
    # a person takes the name the menu gave that seat's person, never a bot's ("Bot 3")
    seat_list = parse_seat_list(seats, [seat.name if seat.human else "" for seat in settings.seats])
    from ..messages import default_seat_name

    humans = seat_list.humans
    names = [default_seat_name(settings.lang, name) for name in seat_list.names]  # 電腦 2, not Bot 2, in Chinese
    if len(humans) not in variant.seats:
        allowed = ", ".join(map(str, variant.seats))
        raise CliError(f"{variant.id} is played by {allowed} players; --seats gives {len(humans)}")
    from ..ui.app import MahjongApp

    need_terminal()
    return run_app(MahjongApp(settings, game=(variant, humans, names, args.seed), levels=seat_list.levels))
