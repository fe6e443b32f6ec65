"""``mahjong-tui analyze``: shanten per shape, waits with unseen copies, discards and acceptance.

Exit codes: 0 = analysed; 2 = a usage error (unknown variant, malformed hand, bad flags); with
``--jsonl``, 1 when at least one line was an error (it gets ``{"line": n, "error": ...}`` and the
other lines are still analysed).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import TYPE_CHECKING, Any

from ..rules.request_keys import RequestError, normalise
from .errors import CliError
from .numbers import counted
from .request_args import add_request_flags, json_lines, request_from_args, request_from_json, variant_for
from .tables import fitting, plain_table

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console
    from rich.table import Table

    from ..tiles.hand import Hand
    from ..variants.model import Variant

EPILOG = """\
The hand's form decides the answer: 13 counted tiles (a kong counts 3) is a waiting hand
(its waits, or what improves it); 14 without '+' has a tile to discard (every discard, the
best marked *, with their acceptance); '+tile' is a finished hand (complete or not, and the
judge's verdict on it, as `score` gives it).

Every wait is judged as `score` judges a win, on a discard and self-drawn, at the table the
flags describe: the same keys as `score` (seat and round wind, wilds or their indicator, the
void suit, a passed-win ban, the other seats' melds, flowers after '/' in the hand …; see
`mahjong-tui score --help`). The shanten shown is toward a hand the rules let win (two
suits at most in Sichuan, no 紅中 in Wuhan, not the void suit; a wait on a kind the hand
holds every copy of is no wait, nor a draw of one: a hand only such draws would ready is 2
at least); "in shape" gives the shapes' own where it differs, and
"discarding" the least a discard the rules allow leaves, where that is more (a tile laid
aside keeps it lower).
Discards rank by the shanten they leave toward such a hand, then by the unseen copies that
win: a copy that wins either way counts 1, one that wins only self-drawn 1/n (n players),
only on a discard (n-1)/n. A discard the rules refuse (a tile that may only
be laid aside, anything but the void suit while it is held) or that forfeits the win (a
Beijing wild) is listed last and never marked *.
Unseen = copies in the set - copies in the hand - --visible tiles (a kind given with
--own-discard counts at least one copy seen: it lies in the river).

examples:
  mahjong-tui analyze mcr 123m456p789s1122z
  mahjong-tui analyze mcr 11122239m456p789s --visible 9m9m3m
  mahjong-tui analyze mcr '66p567s[234p][666z][555z]'
  mahjong-tui analyze mcr 123m456p789s4455z --seat-wind N --round-wind N
  mahjong-tui analyze sichuan 1123466m23499p24s --option declare_void=true --void s
  mahjong-tui analyze wuhan 236777p145s145z7z2m --indicator 1m
  mahjong-tui analyze mcr 123m456p789s1115z+5z --self-drawn --json
  echo '{"variant": "mcr", "hand": "19m19p19s1234567z", "seat_wind": "S"}' | mahjong-tui analyze --jsonl

exit codes:
  0  analysed
  1  --jsonl only: at least one line was an error (it got {"line": n, "error": ...})
  2  usage error: unknown variant/preset/option, malformed hand, bad flags
"""

OWN_KEYS = {"visible": "visible", "seen": "visible"}
"""Keys of analyze beyond the request schema, with their aliases."""

_FORM_WORDS = {
    "waiting": "a waiting hand",
    "discard": "a tile to discard",
    "complete": "a finished hand",
    "other": "an unusual tile count",
}


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "analyze",
        help="analyse a hand: shanten per shape, waits judged as wins, discards ranked by what can win",
        description="Analyse one hand under a variant: how far it is from complete for every winning\n"
        "shape, its waits (with copies still unseen, and whether each is a legal win and why not),\n"
        "or which discard keeps it closest to a win the rules allow and what each accepts.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", nargs="?", help="variant id (see `mahjong-tui variants`)")
    p.add_argument(
        "hand",
        nargs="*",
        help="hand string in the notation of docs/notation.md, e.g. 123m456p789s1122z (words are joined with spaces)",
    )
    g = add_request_flags(
        p,
        {
            "how the win happened": "how the win happened (a finished hand; waits are judged both ways)",
            "the winner's hand so far": "the seat's hand so far",
        },
        skip=("special", "also_winning"),
    )
    g.add_argument(
        "--visible",
        metavar="TILES",
        action="append",
        help="tiles seen elsewhere (rivers, other melds), in hand notation, e.g. 9m9m3m; repeatable",
    )
    out = g.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object")
    out.add_argument(
        "--jsonl",
        action="store_true",
        help='read one JSON request per line on stdin (the keys of `score`, and "visible"); write one '
        "JSON result per line; the flags given here are defaults",
    )
    p.set_defaults(run=run)


# ---- requests ----------------------------------------------------------------------------------


def _visible(value: Any, variant: Variant, hand: Hand) -> list[int]:
    """The ``--visible`` tiles, refused where they and the hand hold more copies of a kind than
    the set has (the unseen counts would be nonsense)."""
    from ..notation import NotationError, parse_hand
    from ..tiles import kinds as K

    if value is None or value == "" or value == []:
        return []
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    if not isinstance(value, str):
        raise CliError(f"visible: expected tiles in hand notation, got {value!r}")
    try:
        h = parse_hand(value, tileset=variant.tileset, check_count=False)
    except NotationError as e:
        raise CliError(e.line("visible")) from None
    seen = h.all_tiles() + h.bonus
    held = Counter(hand.all_tiles() + hand.bonus)
    for kind, count in sorted(Counter(seen).items()):
        limit = variant.tileset.count(kind)
        if count + held[kind] > limit:
            raise CliError(
                f"visible {value!r}: {K.code(kind)}: {count} seen and {held[kind]} in the hand, "
                f"more than the {limit} in the set"
            )
    return seen


def compute(req: dict[str, Any], cli: bool = False) -> dict[str, Any]:
    """Check and analyse one request; the JSON result. Every problem is a :class:`CliError`."""
    from ..notation import NotationError
    from ..rules.advice import advise
    from ..rules.request import no_hand

    req = dict(req)
    visible_text = req.pop("visible", None)
    try:
        req = normalise(req)
    except RequestError as e:
        raise CliError(str(e)) from None
    variant, n = variant_for(req, cli, "analyze")
    text = req.get("hand")
    if no_hand(text):
        raise CliError("no hand given: analyze VARIANT HAND, e.g. 123m456p789s1122z")
    if not isinstance(text, str):
        raise CliError(f"hand: expected a hand string, got {text!r}")
    try:
        hand = variant.parse(text, allow_discard_form=True)
    except NotationError as e:
        raise CliError(e.line("hand")) from None
    visible = _visible(visible_text, variant, hand)
    try:
        a = advise(variant, hand, req, players=n, visible=visible, cli=cli)
    except RequestError as e:
        raise CliError(str(e)) from None
    except Exception as e:  # an engine bug must not become a traceback for the user
        raise CliError(f"internal error while analysing {text!r}: {type(e).__name__}: {e}") from None
    out: dict[str, Any] = {}
    if req.get("id") is not None:
        out["id"] = req["id"]
    out.update(
        {
            "input": text,
            "variant_zh": variant.zh,
            "variant_en": variant.en,
            "preset": variant.preset or None,
            "unit": {"zh": variant.cfg.scoring.unit_zh, "en": variant.cfg.scoring.unit_en},
        }
    )
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


def _in_shape_words(r: dict[str, Any]) -> str:
    """The shapes' shanten beside a different one toward a win, and why they differ."""
    if r["helpers_held"]:
        return f"{r['shanten']}, but no tile that can still come readies it: it holds every copy of each it needs"
    if r["waits_held"] and r["form"] == "waiting":
        return f"{r['shanten']}, but not ready: it holds every copy of each kind it waits on"
    if r["waits_held"]:
        return f"{r['shanten']}, but every discard to a ready hand leaves waits only on kinds held in full"
    return _shanten_words(r["shanten"], r["form"]) + "; the rules limit the kinds a winning hand holds"


def _least_allowed(r: dict[str, Any]) -> str | None:
    """The least shanten a discard the rules allow leaves, where it is more than the hand's
    (Wuhan: 紅中 is laid aside, never discarded, and laying it aside is what keeps the 1)."""
    allowed = [d["shanten"] for d in r.get("discards", []) if d["allowed"] and d["shanten"] is not None]
    best = r["winnable_shanten"]
    if r["form"] != "discard" or not allowed or best is None or min(allowed) <= best:
        return None
    return f"{min(allowed)} at best after a discard the rules allow; the {best} needs a tile they refuse (x)"


_HOW_MARKS = {(True, True): "", (False, True): "(self)", (True, False): "(discard)", (False, False): "(no)"}
_HOW_WORDS = {"any": "", "discard": "on a discard: ", "self_draw": "self-drawn: "}


def _counts(items: list[dict[str, Any]]) -> str:
    """``tile×unseen`` each; a wait marked by how it wins (see the legend)."""
    out = []
    for i in items:
        mark = _HOW_MARKS[i["on_discard"], i["self_drawn"]] if "on_discard" in i else ""
        out.append(f"{i['tile']}×{i['unseen']}{mark}")
    return " ".join(out)


def _why_lines(waits: list[dict[str, Any]], indent: str = "  ") -> list[str]:
    """The judge's reasons, the waits sharing them named together."""
    groups: dict[tuple[tuple[str, str], ...], list[str]] = {}
    for w in waits:
        if w.get("why_not"):
            groups.setdefault(tuple(w["why_not"].items()), []).append(w["tile"])
    lines = []
    for reasons, tiles in groups.items():
        head = indent + " ".join(tiles) + "  "
        for i, (how, why) in enumerate(reasons):
            lines.append((head if i == 0 else " " * len(head)) + _HOW_WORDS[how] + why)
    return lines


def _wins_word(w: dict[str, Any]) -> str:
    return {
        (True, True): "yes",
        (False, True): "self-draw only",
        (True, False): "on a discard only",
        (False, False): "no",
    }[w["on_discard"], w["self_drawn"]]


def _verdict_words(v: dict[str, Any], unit: str) -> str:
    if v["legal"]:
        return f"a legal win, {v['total']} {unit}"
    label = "not a legal win (a false win if declared)" if v["false_win"] else "not a legal win"
    return f"{label}: {v['reason'] or 'no reason given'}"


def _tile_table(out: Console, rows: list[dict[str, Any]], judged: bool) -> Table:
    """The waits (``judged``: whether and how much each wins) or the tiles that bring a win
    closer: the tile and its two names side by side, or, on a console too narrow for that, the
    names under the tile, so that nothing is cut to "…"."""

    def table(names: tuple[str, ...]) -> Table:
        t = plain_table(narrow=len(names) == 1)
        t.add_column(names[0], overflow="fold", no_wrap=len(names) > 1)
        for name in names[1:]:
            t.add_column(name, no_wrap=True)
        t.add_column("unseen", justify="right", no_wrap=True, min_width=len("unseen"))
        if judged:
            t.add_column("wins", overflow="fold", no_wrap=len(names) > 1)
            t.add_column("value", justify="right", no_wrap=True, min_width=len("value"))
        return t

    def figures(i: dict[str, Any]) -> list[str]:
        return [str(i["unseen"])] + ([_wins_word(i), "" if i["value"] is None else str(i["value"])] if judged else [])

    wide = table(("tile", "中文", "English"))
    for i in rows:
        wide.add_row(i["tile"], i["zh"], i["en"], *figures(i))

    def narrow() -> Table:
        t = table(("tile",))
        for i in rows:
            t.add_row(f"{i['tile']}\n{i['zh']} {i['en']}", *figures(i))
        return t

    return fitting(out, wide, narrow)


def _discard_table(out: Console, discards: list[dict[str, Any]]) -> Table:
    """Every discard with the shanten it leaves and its waits or acceptance: beside the figures,
    or, on a console too narrow for that, under the tile, so that nothing is cut to "…"."""
    limited = any(d["shanten"] != d["shape_shanten"] for d in discards if d["allowed"])
    figures = ("shanten", "shape", "kinds", "unseen") if limited else ("shanten", "kinds", "unseen")
    wins = "wins / accepts (tile × unseen)"

    def table(narrow: bool) -> Table:
        t = plain_table(narrow)
        t.add_column(" ", no_wrap=True)
        if narrow:
            t.add_column("discard\n" + wins, overflow="fold")
        else:
            t.add_column("discard", no_wrap=True)
            t.add_column("中文", no_wrap=True)
        for header in figures:  # a figure and its header whole, never "shan…"
            t.add_column(header, justify="right", no_wrap=True, min_width=len(header))
        if not narrow:
            t.add_column(wins, overflow="fold")  # folds at its spaces, never cut
        return t

    rows = []
    for d in discards:
        items = d.get("waits", d.get("acceptance"))
        if d["refused"] or d["forfeits"]:
            mark, note = "x", (f"not allowed: {d['refused']}" if d["refused"] else f"forfeits the win: {d['forfeits']}")
        else:
            mark, note = "*" if d["best"] else "", "" if items is None else _counts(items)
        kinds = "" if items is None else str(sum(1 for i in items if i.get("on_discard", True) or i["self_drawn"]))
        numbers = ["–" if d["shanten"] is None else str(d["shanten"])]
        if limited:
            numbers.append("–" if d["shape_shanten"] is None else str(d["shape_shanten"]))
        numbers += [kinds, "" if items is None else str(d["tiles_in"])]
        rows.append((mark, d["tile"], d["zh"], numbers, note))
    wide = table(False)
    for mark, tile, zh, numbers, note in rows:
        wide.add_row(mark, tile, zh, *numbers, note)

    def narrow() -> Table:
        t = table(True)
        for mark, tile, zh, numbers, note in rows:
            t.add_row(mark, f"{tile} {zh}" + (f"\n{note}" if note else ""), *numbers)
        return t

    return fitting(out, wide, narrow)


def render(out: Console, r: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    title = f"{r['variant_zh']} {r['variant_en']}"
    if r["preset"]:
        title += f" · preset {r['preset']}"
    unit = r["unit"]["en"]
    out.print(Text(title, style="bold"))
    head = Table.grid(padding=(0, 2))
    head.add_column(style="bold")
    head.add_column()
    head.add_row("hand", f"{r['hand']}  ({r['tiles']} tiles, {_FORM_WORDS[r['form']]})")
    if r["wild"]:
        head.add_row("wild", " ".join(r["wild"]))
    if r["form"] in ("waiting", "discard"):  # the shanten a win needs, then the shapes' where it differs
        head.add_row("shanten", _shanten_words(r["winnable_shanten"], r["form"]))
        if r["winnable_shanten"] != r["shanten"]:
            head.add_row("in shape", _in_shape_words(r))
        if (least := _least_allowed(r)) is not None:
            head.add_row("discarding", least)
    else:
        head.add_row("shanten", _shanten_words(r["shanten"], r["form"]))
    shapes = " · ".join(f"{name} {'–' if v is None else v}" for name, v in r["shapes"].items())
    head.add_row("shapes", shapes)
    if r["form"] in ("complete", "discard"):
        if r["complete"]:
            head.add_row("complete", "yes: " + ", ".join(r.get("complete_shapes", [])))
        elif r["form"] == "complete":
            head.add_row("complete", "no")
    if r.get("verdict"):
        head.add_row("verdict", _verdict_words(r["verdict"], unit))
    out.print(head)

    if r["form"] == "waiting":
        if r["shanten"] == 0:
            out.print()
            out.print(
                Text(
                    f"waits: {counted(len(r['waits']), 'kind')}, {counted(r['waits_unseen'], 'tile')} unseen, "
                    f"{r['winning_unseen']} of them win",
                    style="bold",
                )
            )
            if r["waits"]:
                out.print(_tile_table(out, r["waits"], True))
            why = _why_lines(r["waits"])
            if why:
                out.print(Text("why not", style="bold"))
                for line in why:
                    out.print(Text(line))
        if r["winnable_shanten"] is None or r["winnable_shanten"] > 0:
            rows = r.get("acceptance", [])
            out.print()
            if rows:
                out.print(
                    Text(
                        f"acceptance (tiles that bring a win closer): {counted(len(rows), 'kind')}, "
                        f"{counted(r['acceptance_unseen'], 'tile')} unseen",
                        style="bold",
                    )
                )
                out.print(_tile_table(out, rows, False))
            else:
                out.print(Text("nothing brings a win closer", style="bold"))
    elif r["form"] == "discard":
        out.print()
        out.print(_discard_table(out, r["discards"]))
        why = []  # a list[str] (the name is the waiting form's too)
        for d in r["discards"]:
            if d["best"] and "waits" in d:
                why += _why_lines(d["waits"], f"  after {d['tile']}: ")
        out.print("* keeps the least shanten toward a win the rules allow")
        if any("waits" in d for d in r["discards"]):
            out.print(
                "at shanten 0 the waits: tile×unseen wins either way, (self) only self-drawn, "
                "(discard) only on a discard, (no) never"
            )
        if any(d["waits_held"] for d in r["discards"]):
            out.print("shape 0 but shanten 1: the hand it leaves waits only on kinds it holds every copy of")
        if any(d["helpers_held"] for d in r["discards"]):
            out.print("shanten 2 (at least): no tile that can still come readies the hand it leaves")
        if any(not d["allowed"] or d["forfeits"] for d in r["discards"]):
            out.print("x: the rules refuse this discard, or it gives up the win")
        if why:
            out.print(Text("why not", style="bold"))
            for line in why:
                out.print(Text(line))


# ---- run ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    defaults = request_from_args(args)
    if args.visible:
        defaults["visible"] = " ".join(args.visible)
    if args.jsonl:
        if args.hand:
            raise CliError("--jsonl reads the requests from stdin: give no hand on the command line")
        return run_jsonl(defaults, getattr(sys.stdin, "buffer", sys.stdin))
    result = compute(defaults, cli=True)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        from .variants_cmd import printing

        with printing() as out:
            render(out, result)
    return 0


def run_jsonl(defaults: dict[str, Any], lines: Any, out: Any = None) -> int:
    """One result object per request line; a bad line gets ``{"line": n, "error": ...}``."""
    return json_lines(lines, lambda data, _: compute(request_from_json(data, defaults, OWN_KEYS)), out)
