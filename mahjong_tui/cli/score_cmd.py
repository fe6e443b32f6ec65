"""``mahjong-tui score``: score one hand under a variant and show the payments it implies.

One request (the command line, or one JSON line with ``--jsonl``) becomes a plain dict of
situation facts, which is checked, turned into a :class:`Situation`, scored and settled. Exit codes:
0 = a computed answer (a legal win *or* "not a legal win: why"); 2 = a usage error (unknown
variant, malformed or impossible hand, contradictory flags); with ``--jsonl``, 1 when at least
one line was an error (each such line gets an error object and the rest are still scored).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any

from ..rules.request import Request, build
from ..rules.request_keys import RequestError, normalise
from ..scoring.explain import render as render_terms
from ..variants.value_ops import fan_value, fan_worth
from .errors import CliError
from .request_args import add_request_flags, json_lines, request_from_args, request_from_json, variant_for
from .tables import fitting, plain_table
from .variants_cmd import WINDS, printing, unit_text

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console
    from rich.table import Table

    from ..rules.judge import Verdict
    from ..variants.model import Variant

EPILOG = """\
Seats are named by seat wind; E is always the dealer. The winner is --seat-wind (default E).
A discard win needs --discarder to show payments; --self-drawn takes none.

Every fact of the table the rules read is a flag below and a JSON key of the same name
(with underscores): what bars the winner (--pass-ban, --furiten, --dead-hand, --void …) and
the rest of the table (--melds S=[123m], --won N, --stakes E=2, --pot, --kong-income E=2).
A key the variant has no use for, an unknown key, or facts that contradict each other are
refused. The answer shows each fan, how the value is reached, and each payment with how its
amount is reached.

examples, one per family:
  mahjong-tui score mcr 123456m45p456s88s+6p --seat-wind S --discarder N
  mahjong-tui score mcr '1155m2222p88s557z+7z / f3' --seat-wind N --self-drawn --json
  mahjong-tui score sichuan 111222333m456p7p+7p --self-drawn --seat-wind S --won N
  mahjong-tui score wuhan '234m456m678m5m[789m]+5m' --self-drawn --wild 1p --melds 'S=[123s]'
  mahjong-tui score beijing 123m456s789s444p1z+1z --self-drawn --indicator 3p
  mahjong-tui score shaanxi 123m456p789s123m1z+1z --self-drawn --stakes E=2 --stakes S=1
  mahjong-tui score malaysia3p '123p456p789p5p[777z]+5p / f2 a1' --seat-wind S --discarder W
  mahjong-tui score xiangqi64 'bG bA bA bA bE bE bE+bG' --seat-wind S --discarder E --human
  mahjong-tui score haner32 'rG rA rE rS+rS' --seat-wind S --self-drawn --pot 6 --furiten permanent
  echo '{"variant": "mcr", "hand": "19m19p19s1234567z+1s", "seat_wind": "N", "discarder": "W"}' \\
    | mahjong-tui score --jsonl

exit codes:
  0  scored: a legal win, or "not a legal win: <why>" (incomplete, under the minimum ...)
  1  --jsonl only: at least one line was an error (it got {"line": n, "error": ...})
  2  usage error: unknown variant/preset/option, malformed or impossible hand, bad flags
"""

# ---- the parser --------------------------------------------------------------------------------


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "score",
        help="judge a hand: fans, total, legality and the payments between seats",
        description="Judge one declared win under a variant: every fan, the total in the variant's unit,\n"
        "whether it is a legal win (and if not, why), how the value is computed and the payments\n"
        "it implies between the seats. Every fact of the table the rules read has a flag (and a\n"
        "key of the same name in a JSON request).",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", nargs="?", help="variant id (see `mahjong-tui variants`)")
    p.add_argument(
        "hand",
        nargs="*",
        help="hand string in the notation of docs/notation.md, e.g. 123456m45p456s88s+6p; "
        "words are joined with spaces, so '1155m2222p88s557z+7z / f3' may also be given unquoted",
    )
    g = add_request_flags(p)
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.add_argument(
        "--jsonl",
        action="store_true",
        help="read one JSON request per line on stdin (the keys below, named as the flags: variant, "
        "hand, self_drawn, seat_wind, discarder, wild …); write one JSON result per line; the flags "
        "given here are defaults",
    )
    p.set_defaults(run=run)


# ---- requests ----------------------------------------------------------------------------------


def prepare(req: dict[str, Any], cli: bool = True) -> Request[Variant]:
    """Check a request and build what the judge reads (all errors are :class:`CliError`)."""
    try:
        req = normalise(req)
    except RequestError as e:
        raise CliError(str(e)) from None
    variant, n = variant_for(req, cli, "score")
    try:
        return build(variant, n, req, cli)
    except RequestError as e:
        raise CliError(str(e)) from None


# ---- computing ---------------------------------------------------------------------------------


def _payments(verdict: Verdict) -> tuple[list[Any] | None, str | None]:
    """The payments the verdict implies (as the engine books them: none of 0), or None and why
    there are none to show."""
    sit = verdict.situation
    if verdict.false_win:
        pays = [x for x in verdict.payments() if x.amount]
        return pays, "declaring this hand is a false win" + (": these are the penalty payments" if pays else "")
    if not verdict.legal:
        return [], "no payments: not a legal win"
    if not sit.self_drawn and sit.discarder is None:
        return None, 'payments need the discarder (--discarder / "discarder") or a self-draw'
    pays = [x for x in verdict.payments() if x.amount]
    if not pays and verdict.score.details.get("chicken"):
        return pays, "a chicken hand (雞糊) is paid nothing"
    return pays, None


def _seat(i: int | None) -> str:
    return "pot" if i is None else WINDS[i]


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))


def compute(p: Request[Variant]) -> dict[str, Any]:
    """Judge and settle a prepared request, as a plain dict (the JSON result)."""
    from ..notation import format_hand
    from ..tiles import kinds as K

    v, sit = p.variant, p.situation
    try:
        verdict = p.judge()
        payments, note = _payments(verdict)
    except Exception as e:  # an engine bug must not become a traceback for the user
        raise CliError(f"internal error while judging {p.text!r}: {type(e).__name__}: {e}") from None
    score = verdict.score
    situation = sit.as_dict()
    for key in ("seat_wind", "round_wind", "discarder"):
        if situation[key] is not None:
            situation[key] = WINDS[situation[key]]
    situation["wild_kinds"] = [K.code(t) for t in sit.wild_kinds]
    situation["own_discards"] = sorted((K.code(t) for t in sit.own_discards), key=lambda c: K.from_code(c))
    out: dict[str, Any] = {}
    if p.request_id is not None:
        out["id"] = p.request_id
    out.update(
        {
            "variant": v.id,
            "variant_zh": v.zh,
            "variant_en": v.en,
            "preset": v.preset or None,
            "options": v.options,
            "players": p.players,
            "seats": list(WINDS[: p.players]),
            "input": p.text,
            "hand": format_hand(p.hand, explicit=True),
            "winner": WINDS[sit.seat_wind],
            "dealer": "E",
            "self_drawn": sit.self_drawn,
            "discarder": _seat(sit.discarder) if sit.discarder is not None else None,
            "round_wind": WINDS[sit.round_wind],
            "situation": situation,
            "table": p.table,
            "fans": [f.as_dict() for f in score.fans],
            "total": score.total,
            "counted": score.counted,
            "unit": {"zh": v.cfg.scoring.unit_zh, "en": v.cfg.scoring.unit_en},
            "legal": verdict.legal,
            "reason": str(verdict.reason) if verdict.reason else None,
            "false_win": verdict.false_win,
            "details": score.details,
        }
    )
    steps = verdict.value_steps()
    out["value"] = render_terms(steps) if steps else None
    out["steps"] = [t.as_dict() for t in steps]
    if payments is None:
        out["payments"] = None
        out["deltas"] = None
    else:
        deltas = {w: 0 for w in WINDS[: p.players]}
        pot = 0
        for pay in payments:
            for who, sign in ((pay.payer, -1), (pay.payee, 1)):
                if who is None:
                    pot += sign * pay.amount
                else:
                    deltas[WINDS[who]] += sign * pay.amount
        out["payments"] = [
            {
                "payer": _seat(pay.payer),
                "payee": _seat(pay.payee),
                "amount": pay.amount,
                "reason": pay.reason,
                "note": pay.note,
                "how": render_terms(pay.how) if pay.how else None,
                "terms": [t.as_dict() for t in pay.how],
            }
            for pay in payments
        ]
        out["deltas"] = deltas
        if pot:
            out["pot"] = pot
    out["note"] = note
    return _jsonable(out)


# ---- output ------------------------------------------------------------------------------------

_FLAG_WORDS = {
    "rob_kong": "robbing a kong 搶槓",
    "kong_replacement": "kong replacement 槓上開花",
    "double_kong_replacement": "kong on kong 槓頂槓",
    "kong_discard": "kong discard 槓上炮",
    "flower_replacement": "flower replacement 花上",
    "last_tile": "last of its kind 絕張",
    "last_wall_tile": "last wall tile 海底",
    "last_four": "last four 最後四張",
    "heavenly": "heavenly 天和",
    "earthly": "earthly 地和",
    "human": "human 人和",
    "ready_declared": "ready 聽",
    "first_turn_ready": "first-turn ready 天聽",
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def _fan_table(out: Console, fans: list[dict[str, Any]], variant: Variant) -> Table:
    """The fans with their values: the id and the two names side by side, or, on a console too
    narrow for that, the names under the id in one column, so that a header or a name is folded
    and never cut to "…" or squeezed out of sight."""

    def table(name_columns: tuple[str, ...]) -> Table:
        t = plain_table(narrow=len(name_columns) == 1)
        t.add_column(name_columns[0], overflow="fold", no_wrap=len(name_columns) > 1)
        for header in name_columns[1:]:
            t.add_column(header, overflow="fold")
        for header in ("value", "times", "worth"):
            t.add_column(header, justify="right", no_wrap=True, min_width=len(header))
        return t

    rows = []
    for fan in fans:
        value, n = fan["value"], fan["count"]
        rows.append((fan, fan_value(variant, fan["id"], value), str(n), fan_worth(variant, fan["id"], value, n)))
    wide = table(("id", "中文", "English"))
    for fan, *figures in rows:
        wide.add_row(fan["id"], fan["zh"], fan["en"], *figures)

    def narrow() -> Table:
        t = table(("fan",))
        for fan, *figures in rows:
            t.add_row(f"{fan['id']}\n{fan['zh']} {fan['en']}", *figures)
        return t

    return fitting(out, wide, narrow)


def render(out: Console, result: dict[str, Any], variant: Variant) -> None:
    from rich.table import Table
    from rich.text import Text

    sit = result["situation"]
    title = f"{result['variant_zh']} {result['variant_en']}"
    if result["preset"]:
        title += f" · preset {result['preset']}"
    out.print(Text(title, style="bold"))
    if result["discarder"]:
        how = (
            "robs " + result["discarder"] + "'s kong" if sit["rob_kong"] else f"wins on {result['discarder']}'s discard"
        )
    elif result["self_drawn"]:
        how = "self-draws"
    else:
        how = "wins on a discard (discarder not given)"
    head = Table.grid(padding=(0, 2))
    head.add_column(style="bold", no_wrap=True)
    head.add_column(overflow="fold")
    head.add_row("hand", result["hand"])
    head.add_row(
        "win", f"{result['winner']} {how} · E deals · round wind {result['round_wind']} · {result['players']} players"
    )
    facts = [word for key, word in _FLAG_WORDS.items() if sit.get(key)]
    if sit["wild_kinds"]:
        facts.append("wild " + " ".join(sit["wild_kinds"]))
    if sit["own_discards"]:
        facts.append("own discards " + " ".join(sit["own_discards"]))
    if sit["kongs_declared"]:
        facts.append(f"kongs declared {sit['kongs_declared']}")
    facts += [f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in sit["extra"].items()]
    facts += [f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in result["table"].items()]
    if facts:
        head.add_row("facts", ", ".join(facts))
    out.print(head)

    unit = unit_text(variant)
    out.print()
    if result["fans"]:
        out.print(_fan_table(out, result["fans"], variant))
    else:
        out.print("no fans")
    total = f"total {result['total']} {unit}"
    if result["value"]:
        total += f": {result['value']}"
    if result["counted"] != result["total"]:
        total += f" ({result['counted']} toward the minimum)"
    out.print(Text(total, style="bold"))
    if result["legal"]:
        out.print("legal win: yes")
    else:
        label = "not a legal win (false win if declared)" if result["false_win"] else "not a legal win"
        out.print(Text(f"{label}: {result['reason'] or 'no reason given'}", style="bold red"))
    for key, value in (result["details"] or {}).items():
        out.print(f"  {key}: {json.dumps(value, ensure_ascii=False)}")
    if result["payments"]:
        out.print()
        pays = Table.grid(padding=(0, 1))
        pays.add_column(no_wrap=True)
        pays.add_column(justify="right", no_wrap=True)
        pays.add_column(overflow="fold")  # the reason and the formula wrap, never cut with "…"
        pays.add_column(style="dim", overflow="fold")
        for pay in result["payments"]:
            why = pay["reason"] + (f" ({pay['note']})" if pay["note"] else "")
            pays.add_row(f"  {pay['payer']} → {pay['payee']}", str(pay["amount"]), why, pay["how"] or "")
        out.print("payments")
        out.print(pays)
    if result["deltas"] is not None:  # every seat, in seat order, also when nothing moved
        deltas = ", ".join(f"{w} {_signed(result['deltas'][w])}" for w in result["seats"])
        if result.get("pot"):
            deltas += f", pot {_signed(result['pot'])}"
        out.print(Text(f"deltas: {deltas}", style="bold"))
    if result["note"]:
        out.print(result["note"])


# ---- run ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    defaults = request_from_args(args)
    if args.jsonl:
        return run_jsonl(defaults, getattr(sys.stdin, "buffer", sys.stdin))
    p = prepare(defaults, cli=True)
    result = compute(p)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        with printing() as out:
            render(out, result, p.variant)
    return 0


def run_jsonl(defaults: dict[str, Any], lines: Any, out: Any = None) -> int:
    """One result object per request line; a bad line gets ``{"line": n, "error": ...}``."""

    def answer(data: Any, number: int) -> dict[str, Any]:
        return {"line": number, **compute(prepare(request_from_json(data, defaults), cli=False))}

    return json_lines(lines, answer, out)
