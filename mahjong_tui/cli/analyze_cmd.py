"""``mahjong-tui analyze``: shanten per shape, waits with unseen copies, discards and acceptance.

Exit codes: 0 = analysed; 2 = a usage error (unknown variant, malformed hand, bad flags); with
``--jsonl``, 1 when at least one line was an error (it gets ``{"line": n, "error": ...}`` and the
other lines are still analysed).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, Iterable

from .main import CliError

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

    from ..variants.model import Variant

EPILOG = """\
The hand's form decides the answer: 13 counted tiles (a kong counts 3) is a waiting hand
(its waits, or what improves it); 14 without '+' has a tile to discard (every discard, the
best marked *, with their acceptance); '+tile' is a finished hand (complete or not).
Unseen = copies in the set - copies in the hand - --visible tiles.

examples:
  mahjong-tui analyze mcr 123m456p789s1122z
  mahjong-tui analyze mcr 11122239m456p789s --visible 9m9m3m
  mahjong-tui analyze mcr 123m456p789s1115z+5z --json
  echo '{"variant": "mcr", "hand": "19m19p19s1234567z"}' | mahjong-tui analyze --jsonl

exit codes:
  0  analysed
  1  --jsonl only: at least one line was an error (it got {"line": n, "error": ...})
  2  usage error: unknown variant/preset/option, malformed hand, bad flags
"""

REQUEST_KEYS = {"variant", "hand", "preset", "options", "wild", "visible", "id"}
ALIASES = {"wild_kinds": "wild", "wilds": "wild", "option": "options", "seen": "visible"}

_FORM_WORDS = {
    "waiting": "a waiting hand",
    "discard": "a tile to discard",
    "complete": "a finished hand",
    "other": "an unusual tile count",
}


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "analyze",
        help="analyse a hand: shanten per shape, waits, discards and their acceptance",
        description="Analyse one hand under a variant: how far it is from complete for every winning\n"
        "shape, its waits (with copies still unseen), or which discard keeps it closest and what\n"
        "each best discard accepts.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", nargs="?", help="variant id (see `mahjong-tui variants`)")
    p.add_argument("hand", nargs="*", help="hand string, e.g. 123m456p789s1122z (words are joined with spaces)")
    p.add_argument("--preset", metavar="P", help="preset of the variant (default: the variant's default)")
    p.add_argument("--option", metavar="KEY=VALUE", action="append", dest="option_args",
                   help="house-rule option, repeatable (e.g. --option flowers=false)")
    p.add_argument("--wild", metavar="TILE", action="append",
                   help="a kind that is wild this hand (Beijing 混兒, Wuhan 癩子), e.g. 4p; repeatable")
    p.add_argument("--visible", metavar="TILES", action="append",
                   help="tiles seen elsewhere (rivers, other melds), in hand notation, e.g. 9m9m3m; repeatable")
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object")
    out.add_argument("--jsonl", action="store_true",
                     help="read one JSON request per line on stdin ({\"variant\": …, \"hand\": …, \"wild\": […], "
                          "\"visible\": …}); write one JSON result per line; the flags given here are defaults")
    p.set_defaults(run=run)


# ---- requests ----------------------------------------------------------------------------------


def request_from_args(args: argparse.Namespace) -> dict[str, Any]:
    from .variants_cmd import parse_option_args

    return {
        "variant": args.variant,
        "hand": " ".join(args.hand) or None,
        "preset": args.preset,
        "options": parse_option_args(args.option_args),
        "wild": list(args.wild or []),
        "visible": " ".join(args.visible or []) or None,
    }


def request_from_json(data: Any, defaults: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise CliError("a request must be a JSON object")
    req = dict(defaults)
    for key, value in data.items():
        key = ALIASES.get(key, key)
        if key not in REQUEST_KEYS:
            raise CliError(f"unknown key {key!r} (known: {', '.join(sorted(REQUEST_KEYS))})")
        req[key] = value
    return req


def _tiles(value: Any, what: str, variant: "Variant") -> list[int]:
    from ..tiles import kinds as K

    if value is None:
        return []
    if isinstance(value, str):
        tokens = value.replace(",", " ").split()
    elif isinstance(value, list) and all(isinstance(v, str) for v in value):
        tokens = [tok for v in value for tok in v.replace(",", " ").split()]
    else:
        raise CliError(f"{what}: expected tile codes such as 4p, got {value!r}")
    out = []
    for token in tokens:
        try:
            t = K.from_code(token)
        except KeyError:
            raise CliError(f"{what}: not a tile: {token!r} (write tiles as 4p, 7z, rG …)") from None
        if t not in variant.tileset:
            raise CliError(f"{what}: {token} is not a tile of {variant.id}'s set")
        out.append(t)
    return out


def _visible(value: Any, variant: "Variant") -> list[int]:
    from ..notation import NotationError, parse_hand

    if value is None or value == "" or value == []:
        return []
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise CliError(f"visible: expected tiles in hand notation, got {value!r}")
    try:
        h = parse_hand(value, tileset=variant.tileset, check_count=False)
    except NotationError as e:
        raise CliError(f"visible {value!r}, column {e.column}: {e.message}") from None
    return h.all_tiles() + h.bonus


def compute(req: dict[str, Any]) -> dict[str, Any]:
    """Check and analyse one request; the JSON result. Every problem is a :class:`CliError`."""
    from ..analysis.report import analyze
    from ..notation import NotationError
    from .variants_cmd import get_variant

    variant_id = req.get("variant")
    if variant_id is None:
        raise CliError("no variant given: analyze VARIANT HAND (see `mahjong-tui variants`)")
    if not isinstance(variant_id, str):
        raise CliError(f"variant: expected a variant id, got {variant_id!r}")
    options = req.get("options") or {}
    if not isinstance(options, dict):
        raise CliError(f"options: expected an object of option values, got {options!r}")
    preset = req.get("preset")
    variant = get_variant(variant_id, preset, options)
    text = req.get("hand")
    if text is None or text == "":
        raise CliError("no hand given: analyze VARIANT HAND, e.g. 123m456p789s1122z")
    if not isinstance(text, str):
        raise CliError(f"hand: expected a hand string, got {text!r}")
    try:
        hand = variant.parse(text, allow_discard_form=True)
    except NotationError as e:
        raise CliError(f"hand {text!r}, column {e.column}: {e.message}") from None
    wild = _tiles(req.get("wild"), "wild", variant)
    visible = _visible(req.get("visible"), variant)
    try:
        a = analyze(variant, hand, visible=visible, wild=wild)
    except Exception as e:  # an engine bug must not become a traceback for the user
        raise CliError(f"internal error while analysing {text!r}: {type(e).__name__}: {e}") from None
    out: dict[str, Any] = {}
    if req.get("id") is not None:
        out["id"] = req["id"]
    out.update({"input": text, "variant_zh": variant.zh, "variant_en": variant.en,
                "preset": variant.preset or None})
    out.update(a.as_dict())
    return out


# ---- output ------------------------------------------------------------------------------------


def _shanten_words(n: int | None, form: str) -> str:
    if n is None:
        return "no shape can be made"
    if n == -1:
        return "-1 (complete)"
    if n == 0:
        return "0 (ready: one tile from complete)" if form != "discard" else "0 (ready after the right discard)"
    return f"{n} ({n} tiles from ready)" if n > 1 else "1 (one tile from ready)"


def _counts(items: list[dict[str, Any]]) -> str:
    return " ".join(f"{i['tile']}×{i['unseen']}" for i in items)


def render(out: "Console", r: dict[str, Any]) -> None:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    title = f"{r['variant_zh']} {r['variant_en']}"
    if r["preset"]:
        title += f" · preset {r['preset']}"
    out.print(Text(title, style="bold"))
    head = Table.grid(padding=(0, 2))
    head.add_column(style="bold")
    head.add_column()
    head.add_row("hand", f"{r['hand']}  ({r['tiles']} tiles, {_FORM_WORDS[r['form']]})")
    if r["wild"]:
        head.add_row("wild", " ".join(r["wild"]))
    head.add_row("shanten", _shanten_words(r["shanten"], r["form"]))
    shapes = " · ".join(f"{name} {'–' if v is None else v}" for name, v in r["shapes"].items())
    head.add_row("shapes", shapes)
    if r["form"] in ("complete", "discard"):
        if r["complete"]:
            head.add_row("complete", "yes: " + ", ".join(r.get("complete_shapes", [])))
        elif r["form"] == "complete":
            head.add_row("complete", "no")
    out.print(head)

    if r["form"] == "waiting":
        rows = r["waits"] if r["shanten"] == 0 else r.get("acceptance", [])
        if r["shanten"] == 0:
            label = f"waits: {len(rows)} kinds, {r['waits_unseen']} tiles unseen"
        elif rows:
            label = f"acceptance (tiles that bring it closer): {len(rows)} kinds, {r['acceptance_unseen']} tiles unseen"
        else:
            label = "nothing brings it closer"
        out.print()
        out.print(Text(label, style="bold"))
        if rows:
            table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold")
            table.add_column("tile", no_wrap=True)
            table.add_column("中文", no_wrap=True)
            table.add_column("English", no_wrap=True)
            table.add_column("unseen", justify="right")
            for i in rows:
                table.add_row(i["tile"], i["zh"], i["en"], str(i["unseen"]))
            out.print(table)
    elif r["form"] == "discard":
        out.print()
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold")
        table.add_column(" ", no_wrap=True)
        table.add_column("discard", no_wrap=True)
        table.add_column("中文", no_wrap=True)
        table.add_column("shanten", justify="right")
        table.add_column("kinds", justify="right")
        table.add_column("unseen", justify="right")
        table.add_column("accepts (tile×unseen)")
        for d in r["discards"]:
            acc = d.get("acceptance")
            table.add_row("*" if d["best"] else "", d["tile"], d["zh"],
                          "–" if d["shanten"] is None else str(d["shanten"]),
                          "" if acc is None else str(d["acceptance_kinds"]),
                          "" if acc is None else str(d["acceptance_unseen"]),
                          "" if acc is None else _counts(acc))
        out.print(table)
        out.print("* keeps the best shanten; at shanten 0 the acceptance is the waits")


# ---- run ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    defaults = request_from_args(args)
    if args.jsonl:
        if args.hand:
            raise CliError("--jsonl reads the requests from stdin: give no hand on the command line")
        return run_jsonl(defaults, sys.stdin)
    result = compute(defaults)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        from .variants_cmd import printing

        with printing() as out:
            render(out, result)
    return 0


def run_jsonl(defaults: dict[str, Any], lines: Iterable[str]) -> int:
    """One result object per request line; a bad line gets ``{"line": n, "error": ...}``."""
    failed = 0
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        data: Any = None
        try:
            try:
                data = json.loads(line)
            except ValueError as e:
                raise CliError(f"not valid JSON: {e}") from None
            result = compute(request_from_json(data, defaults))
        except CliError as e:
            failed += 1
            err: dict[str, Any] = {"line": number, "error": str(e)}
            if isinstance(data, dict) and data.get("id") is not None:
                err["id"] = data["id"]
            print(json.dumps(err, ensure_ascii=False), flush=True)
            continue
        print(json.dumps(result, ensure_ascii=False), flush=True)
    return 1 if failed else 0
