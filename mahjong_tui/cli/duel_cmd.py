"""``mahjong-tui duel``: duplicate matches between two bot levels, with a verdict."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from ..table.seed import MAX_SEED
from .errors import CliError
from .numbers import MAX_HANDS, MAX_JOBS, whole
from .variants_cmd import add_variant_flags, check_players, get_variant, parse_option_args, printing, unit_text

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

    from ..duel.report import DuelReport
    from ..variants.model import Variant

EPILOG = """\
Duplicate format: each deal (one wall) is played once per level, the levels rotated through the
seats (A B A B, then B A B A), so every seat's tiles fall to every level and the luck of the deal
cancels. Only each deal's first hand is played. Points per hand are per seat-hand, with a 95%
interval over deals (a deal's rotations stay paired); the verdict says whether the first level is
stronger or weaker than the second, or not distinguishable, from the interval of the margin.
The report is the same for any --jobs.

exit codes:
  0  every deal finished
  1  the run finished, but some deals ended in an error (dropped, listed in the report)
  2  usage error: unknown variant/preset/option/level, bad --hands/--jobs/--players
"""


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "duel",
        help="duplicate matches between two bot levels: points per hand with 95%% intervals and a verdict",
        description="Play two bot levels against each other in duplicate format and report which is stronger.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", help="variant id (see `mahjong-tui variants`)")
    p.add_argument("--bots", metavar="A,B", default="easy,normal", help="the two levels (default easy,normal)")
    p.add_argument(
        "--hands",
        metavar="N",
        type=whole(1, MAX_HANDS),
        default=200,
        help="hands to play, about; each deal gives one hand per level (default 200)",
    )
    p.add_argument("--jobs", metavar="J", type=whole(1, MAX_JOBS), default=1, help="processes to play in (default 1)")
    p.add_argument(
        "--seed", metavar="S", type=whole(-MAX_SEED, MAX_SEED), default=0, help="seed for the whole run (default 0)"
    )
    add_variant_flags(p)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.set_defaults(run=run)


def parse_bots(text: str) -> list[str]:
    """``easy,normal`` → the two levels, each checked (one line with a "did you mean")."""
    from ..bots.levels import check_level

    levels = [x.strip().lower() for x in text.split(",") if x.strip()]
    if len(levels) != 2:
        raise CliError(f"--bots: give two levels, as easy,normal (got {text!r})")
    for level in levels:
        try:
            check_level(level)
        except ValueError as e:
            raise CliError(f"--bots: {e}") from None
    return levels


def run(args: argparse.Namespace) -> int:
    from ..duel import run_duel

    levels = parse_bots(args.bots)
    options = parse_option_args(args.option_args)
    variant = get_variant(args.variant, args.preset, options)
    players = check_players(variant, args.players)
    report = run_duel(variant, levels, args.hands, args.seed, players, args.jobs)
    if args.json:
        print(json.dumps(report.as_dict(), ensure_ascii=False))
    else:
        with printing() as out:
            render(out, report, variant)
    return 1 if report.errors else 0


def render(out: Console, r: DuelReport, variant: Variant) -> None:
    from rich.table import Table
    from rich.text import Text

    title = f"{variant.zh} {variant.en} · duel"
    if r.preset:
        title += f" · preset {r.preset}"
    out.print(Text(title, style="bold"))
    out.print(f"{r.players} players · seed {r.seed} · {r.deals} deals × {len(r.levels)} rotations = {r.hands} hands")
    table = Table(box=None, padding=(0, 2))
    for name in ("level", "points/hand (95%)", "win %", "deal-in %", f"mean win ({unit_text(variant)})", "draws %"):
        table.add_column(name, justify="left" if name == "level" else "right")
    for s in r.levels:
        points = "-" if s.points is None else f"{s.points.mean:+.2f} ± {s.points.half:.2f}"
        mean = s.mean_win_value
        table.add_row(
            s.level,
            points,
            f"{s.pct(s.wins):.1f}",
            f"{s.pct(s.dealt_in):.1f}",
            "-" if mean is None else f"{mean:.2f}",
            f"{s.pct(s.draws):.1f}",
        )
    out.print(table)
    out.print(Text(r.verdict_line(), style="bold"))
    for e in r.errors:
        out.print(Text(f"error: {e}", style="red"), soft_wrap=True)
