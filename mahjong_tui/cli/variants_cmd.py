"""``mahjong-tui variants``: every variant the engine can load, with presets and options.

Also home of the small helpers the engine subcommands share (loading a variant from command-line
arguments with one-line errors, seat names, units, a console for tables).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from .errors import CliError
from .numbers import MAX_PLAYERS, whole

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

    from ..variants.loader import VariantFile
    from ..variants.model import Variant

WINDS = "ESWN"
BUILTIN_FOLDER = "Built-in variant files: "
OWN_FOLDER = "Your own variant files: "


# ---- helpers shared by the engine subcommands ----------------------------------------------


def console() -> Console:
    """A console on the *current* ``sys.stdout`` (tests swap it), no markup or highlighting:
    hand strings such as ``[bS bS bS]`` must print as they are."""
    from rich.console import Console

    return Console(file=sys.stdout, highlight=False, markup=False, emoji=False)


@contextmanager
def printing() -> Iterator[Console]:
    """A console whose output, when it is not a terminal, loses the padding rich leaves at the
    ends of table lines (so pipes and files get clean text)."""
    out = console()
    if out.is_terminal:
        yield out
        return
    with out.capture() as cap:
        yield out
    sys.stdout.write("".join(line.rstrip() + "\n" for line in cap.get().splitlines()))


def unit_text(variant: Variant) -> str:
    s = variant.cfg.scoring
    return f"{s.unit_zh} {s.unit_en}" if s.unit_zh != s.unit_en else s.unit_en


def add_variant_flags(p: Any, players: bool = True) -> None:
    """The flags that pick a variant's rules, worded alike in every command that plays or judges
    one: ``--preset``, ``--option KEY=VALUE`` (repeatable, read with :func:`parse_option_args`)
    and, where the command seats a table of its own, ``--players`` (read with
    :func:`check_players`). ``p`` is a parser or an argument group."""
    p.add_argument("--preset", metavar="P", help="preset of the variant (default: the variant's default)")
    p.add_argument(
        "-o",
        "--option",
        metavar="KEY=VALUE",
        action="append",
        dest="option_args",
        help="house-rule option, repeatable (e.g. --option flowers=false)",
    )
    if players:
        p.add_argument(
            "--players",
            metavar="N",
            type=whole(1, MAX_PLAYERS),
            help="players at the table (default: the variant's largest)",
        )


def parse_option_args(items: Iterable[str] | None) -> dict[str, str]:
    """``--option key=value`` strings as a dict (values stay text; the variant converts them)."""
    out: dict[str, str] = {}
    for item in items or ():
        key, sep, value = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise CliError(f"--option wants KEY=VALUE, got {item!r}")
        out[key] = value.strip()
    return out


def get_variant(variant_id: str, preset: str | None = None, options: dict[str, Any] | None = None) -> Variant:
    """Load a variant for a command; every problem becomes a one-line :class:`CliError`
    (the checks are :func:`~mahjong_tui.variants.chosen.choose_variant`'s, as for the servers)."""
    from ..variants.chosen import ChoiceError, choose_variant

    try:
        return choose_variant(variant_id, preset, options)
    except ChoiceError as e:
        raise CliError(str(e)) from None


def check_players(variant: Variant, players: int | None) -> int:
    from ..variants.model import wrong_seat_count

    n = max(variant.seats) if players is None else players
    if isinstance(n, bool) or not isinstance(n, int) or n not in variant.seats:
        raise CliError(wrong_seat_count(variant, players))
    return n


# ---- the command ------------------------------------------------------------------------------


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "variants",
        help="list the variants: ids, names, seats, presets and options",
        description="List every variant the engine can load (built-in and your own), with its seats, "
        "presets and house-rule options, and the folders their files are read from. Variant files "
        "that cannot be used are listed as errors.",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.set_defaults(run=run)


def describe(vf: VariantFile) -> dict[str, Any]:
    cfg = vf.cfg
    default = cfg.default_preset or next(iter(cfg.presets), "")
    return {
        "id": cfg.id,
        "zh": cfg.zh,
        "en": cfg.en,
        "seats": list(cfg.seats),
        "builtin": vf.builtin,
        "file": vf.display_path,
        "extends": cfg.extends or None,
        "unit": {"zh": cfg.scoring.unit_zh, "en": cfg.scoring.unit_en},
        "default_preset": default or None,
        "presets": [{"id": pid, "zh": p.zh, "en": p.en, "default": pid == default} for pid, p in cfg.presets.items()],
        "options": [
            {
                "id": name,
                "zh": o.zh,
                "en": o.en,
                "type": o.type,
                "default": o.default,
                "choices": list(o.choices),
                "labels": {value: {"en": pair[0], "zh": pair[1]} for value, pair in o.labels.items()},
            }
            for name, o in cfg.options.items()
        ],
    }


def _error_dict(e: Any) -> dict[str, str]:
    return {
        "file": getattr(e, "file", ""),
        "key": getattr(e, "key", ""),
        "message": getattr(e, "message", str(e)),
        "text": str(e),
    }


def choices_text(choices: list[Any], labels: dict[str, dict[str, str]]) -> str:
    """``left: Previous player | any: Anyone``: what each value means, where the option's own
    text names none of them; ``5|3`` for choices without labels."""
    if not any(str(c) in labels for c in choices):
        return "|".join(map(_value_text, choices))
    shown = (f"{_value_text(c)}: {labels[str(c)]['en']}" if str(c) in labels else _value_text(c) for c in choices)
    return " | ".join(shown)


def _value_text(v: Any) -> str:
    return json.dumps(v, ensure_ascii=False) if not isinstance(v, str) else v


def run(args: argparse.Namespace) -> int:
    from ..variants import VariantError, catalog

    try:
        cat = catalog()
    except VariantError as e:
        raise CliError(str(e)) from None
    variants = [describe(cat.files[vid]) for vid in cat.ids()]
    errors = [_error_dict(e) for e in cat.errors]
    folders = _folders()
    if args.json:
        print(json.dumps({"variants": variants, "errors": errors, "folders": folders}, ensure_ascii=False, indent=2))
        return 0

    with printing() as out:
        _print_variants(out, variants, errors)
        out.print()
        # a folder whole on its line, to be copied, however long
        out.print(f"{BUILTIN_FOLDER}{folders['builtin']}", soft_wrap=True)
        out.print(f"{OWN_FOLDER}{folders['yours']}", soft_wrap=True)
        out.print(
            "To play a house rule, copy a built-in file into your own folder, give it an id of its "
            "own and change what your table plays differently (or write one that extends a "
            "built-in variant and says only what differs)."
        )
    return 0


def _folders() -> dict[str, str]:
    """Where the built-in variant files are and where a player's own are read from."""
    from ..variants.loader import builtin_dir, user_dir

    return {"builtin": str(builtin_dir()), "yours": str(user_dir())}


def _print_variants(out: Console, variants: list[dict[str, Any]], errors: list[dict[str, str]]) -> None:
    from rich.table import Table
    from rich.text import Text

    from ..variants.loader import unusable_files

    # id and seat count in columns of their own that never wrap, so a narrow terminal or a long
    # CJK name wraps the names (rich counts a CJK character as two cells) and loses neither
    grid = Table.grid(padding=(0, 2))
    grid.add_column(no_wrap=True, style="bold")
    grid.add_column(no_wrap=True, style="dim")
    grid.add_column(overflow="fold")
    for v in variants:
        seats = "/".join(map(str, v["seats"]))
        grid.add_row(v["id"], f"{seats} players", Text.assemble((v["zh"], "bold"), "  ", v["en"]))
        for p in v["presets"]:
            mark = " (default)" if p["default"] and len(v["presets"]) > 1 else ""
            grid.add_row("", "preset", f"{p['id']}  {p['zh']} {p['en']}{mark}")
        for o in v["options"]:
            choices = f" [{choices_text(o['choices'], o['labels'])}]" if o["choices"] else ""
            grid.add_row("", "option", f"{o['id']}={_value_text(o['default'])}{choices}  {o['zh']} {o['en']}")
    if variants:
        out.print(grid)
    else:
        out.print("No variants found.")
    if errors:
        out.print()
        out.print(f"{unusable_files(len(errors))}:")
        for e in errors:
            out.print(f"error: {e['text']}", soft_wrap=True)
