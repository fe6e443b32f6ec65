"""``mahjong-tui simulate``: headless bot matches, with a report of what happened."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ..table.seed import MAX_SEED
from .errors import CliError
from .numbers import MAX_HANDS, whole
from .variants_cmd import add_variant_flags, check_players, get_variant, parse_option_args, printing, unit_text

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

    from ..sim import SimReport
    from ..variants.model import Variant

EPILOG = """\
Matches are played back to back, bots in every seat (--seats picks each one's level), until --hands hands are played.
The same seed gives the same report (apart from the timing). A hand that raises an exception
or makes an illegal action is counted as an error, with the match's seed and the hand number,
and the run goes on with a new match.

exit codes:
  0  every hand finished
  1  the run finished, but some hands ended in an error (listed in the report)
  2  usage error: unknown variant/preset/option, bad --players/--hands
"""


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "simulate",
        help="play bot-only matches headless and report wins, draws, fans, points and errors",
        description="Play a variant with bots in every seat, without a screen, and report hands,\n"
        "wins (self-drawn / on a discard), draws, the mean value of winning hands, points per seat,\n"
        "errors and speed.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", help="variant id (see `mahjong-tui variants`)")
    add_variant_flags(p)
    p.add_argument(
        "--seats",
        metavar="SEATS",
        help="the bots' levels, in seat order: bot,bot:easy,bot,bot (plain bot is normal; "
        "their number sets the players)",
    )
    p.add_argument("--hands", metavar="N", type=whole(1, MAX_HANDS), default=100, help="hands to play (default 100)")
    p.add_argument(
        "--seed", metavar="S", type=whole(-MAX_SEED, MAX_SEED), default=0, help="seed for the whole run (default 0)"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..sim import simulate

    variant = get_variant(args.variant, args.preset, parse_option_args(args.option_args))
    levels = None
    if args.seats:
        from .play_cmd import parse_seat_list

        seats = parse_seat_list(args.seats)
        if any(seats.humans):
            raise CliError("--seats: simulate plays bots only (bot or bot:LEVEL in every seat)")
        if args.players is not None and args.players != len(seats.levels):
            raise CliError(f"--seats gives {len(seats.levels)} seats but --players {args.players}")
        levels = seats.levels
    players = check_players(variant, args.players if levels is None else len(levels))
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        columns = (TextColumn(f"{variant.id} hands"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
            task = bar.add_task("hands", total=args.hands)
            report = simulate(
                variant,
                args.hands,
                args.seed,
                players,
                progress=lambda done, total: bar.update(task, completed=done),
                levels=levels,
            )
    else:
        report = simulate(variant, args.hands, args.seed, players, levels=levels)
    if args.json:
        print(json.dumps(report.as_dict(), ensure_ascii=False))
    else:
        with printing() as out:
            render(out, report, variant)
    return 1 if report.errors else 0


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def render(out: Console, r: SimReport, variant: Variant) -> None:
    from rich.table import Table
    from rich.text import Text

    title = f"{variant.zh} {variant.en}"
    if r.preset:
        title += f" · preset {r.preset}"
    if r.options:
        title += " · " + " ".join(f"{k}={json.dumps(v)}" for k, v in r.options.items())
    out.print(Text(title, style="bold"))
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()

    def pct(k: int) -> str:
        return f"{100 * k / r.finished_hands:.1f}%" if r.finished_hands else "-"

    matches = f"{r.matches} match{'es' if r.matches != 1 else ''}"
    grid.add_row("run", f"{r.players} players · seed {r.seed} · {r.hands} hands in {matches}")
    how = f"self-drawn {r.self_drawn}, on a discard {r.discard}"
    if r.robbed_kong:
        how += f", robbing a kong {r.robbed_kong}"
    grid.add_row("wins", f"{r.wins} ({how}); {r.hands_won} hands won, {pct(r.hands_won)}")
    grid.add_row("draws", f"{r.draws} ({pct(r.draws)})")
    if r.false_wins:
        grid.add_row("false wins", str(r.false_wins))
    if r.other:
        grid.add_row("other endings", str(r.other))
    mean = "-" if r.mean_fan is None else f"{r.mean_fan:.2f} {unit_text(variant)}"
    grid.add_row("mean value", f"{mean} (winning hands)")
    tags = [f" ({lv})" for lv in r.levels] if any(lv != "normal" for lv in r.levels) else [""] * r.players
    points = (f"P{i + 1}{tag} {_signed(p)}" for i, (p, tag) in enumerate(zip(r.points, tags, strict=True)))
    grid.add_row("points", "  ".join(points))
    grid.add_row("errors", str(len(r.errors)))
    grid.add_row("speed", f"{r.hands_per_second:.1f} hands/s ({r.elapsed:.2f} s)")
    out.print(grid)
    for e in r.errors:
        out.print(Text(f"error: {e.describe()}", style="red"), soft_wrap=True)
