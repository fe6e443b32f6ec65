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
import re
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable

from .main import CliError
from .variants_cmd import WINDS, check_players, get_variant, parse_option_args, printing, unit_text

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console

    from ..scoring.base import Score
    from ..scoring.situation import Situation
    from ..tiles.hand import Hand
    from ..variants.model import Variant

EPILOG = """\
Seats are named by seat wind; E is always the dealer. The winner is --seat-wind (default E).
A discard win needs --discarder to show payments; --self-drawn takes none.

examples:
  mahjong-tui score mcr 123456m45p456s88s+6p --seat-wind S --discarder N
  mahjong-tui score mcr '1155m2222p88s557z+7z / f3' --seat-wind N --self-drawn --json
  echo '{"variant": "mcr", "hand": "19m19p19s1234567z+1s", "seat_wind": "N", "discarder": "W"}' \\
    | mahjong-tui score --jsonl

exit codes:
  0  scored: a legal win, or "not a legal win: <why>" (incomplete, under the minimum ...)
  1  --jsonl only: at least one line was an error (it got {"line": n, "error": ...})
  2  usage error: unknown variant/preset/option, malformed or impossible hand, bad flags
"""

# Boolean situation facts: request key -> (Situation field, help). The flag is --key-with-dashes.
BOOL_FLAGS: dict[str, tuple[str, str]] = {
    "self_drawn": ("self_drawn", "won by self-draw (自摸); there is no discarder"),
    "rob_kong": ("rob_kong", "won by robbing the --discarder's added kong (搶槓)"),
    "kong_replacement": ("kong_replacement", "self-drawn on the replacement after one's own kong (槓上開花); implies --self-drawn"),
    "double_kong_replacement": ("double_kong_replacement",
                                "憨兒 槓頂槓: the replacement made a second kong whose replacement won; implies --kong-replacement"),
    "kong_discard": ("kong_discard", "won on the discard made right after the discarder's kong replacement (槓上炮)"),
    "flower_replacement": ("flower_replacement", "self-drawn on a bonus-tile replacement (花上); implies --self-drawn"),
    "last_tile": ("last_tile", "the winning tile is the last of its kind, the others all visible (和絕張)"),
    "last_wall_tile": ("last_wall_tile", "self-drawn on the last wall tile (海底/妙手回春) or won on the discard after it (河底)"),
    "last_four": ("last_four", "won in the variant's last-four phase (Wuhan 海底撈, Sichuan/Yunnan last four)"),
    "heavenly": ("heavenly", "heavenly win (天和): the dealer's dealt hand; implies --self-drawn and --dealer"),
    "earthly": ("earthly", "earthly win (地和/地胡): a non-dealer self-draws on their first draw, no call before; "
                           "implies --self-drawn"),
    "human": ("human", "human win (人和): a non-dealer wins on a discard before their own first draw, no call "
                       "before (with --discarder E: on the dealer's first discard, 明將's 地胡)"),
    "ready": ("ready_declared", "the winner had declared ready (報聽/聽)"),
    "first_turn_ready": ("first_turn_ready", "ready declared on the first turn before any call (天聽); implies --ready"),
}

# Everything a request may hold; JSON lines use these keys (or the aliases below).
REQUEST_KEYS = {
    "variant", "hand", "preset", "options", "players", "seat_wind", "dealer", "round_wind", "discarder",
    *BOOL_FLAGS, "wild", "own_discards", "kongs", "streak", "draws_before", "extra", "id",
}
ALIASES = {
    "option": "options", "wild_kinds": "wild", "wilds": "wild", "ready_declared": "ready",
    "kongs_declared": "kongs", "own_discard": "own_discards", "winner": "seat_wind", "seat": "seat_wind",
}

_WIND_WORDS = {
    "e": 0, "east": 0, "東": 0, "东": 0,
    "s": 1, "south": 1, "南": 1,
    "w": 2, "west": 2, "西": 2,
    "n": 3, "north": 3, "北": 3,
}


# ---- the parser --------------------------------------------------------------------------------


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "score",
        help="score a hand: fans, total, legality and the payments between seats",
        description="Score one hand under a variant: every fan, the total in the variant's unit,\n"
        "whether it is a legal win (and if not, why), and the payments it implies between the seats.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("variant", nargs="?", help="variant id (see `mahjong-tui variants`)")
    p.add_argument("hand", nargs="*", help="hand string, e.g. 123456m45p456s88s+6p; words are joined with spaces, "
                   "so '1155m2222p88s557z+7z / f3' may also be given unquoted")

    g = p.add_argument_group("variant")
    g.add_argument("--preset", metavar="P", help="preset of the variant (default: the variant's default)")
    g.add_argument("--option", metavar="KEY=VALUE", action="append", dest="option_args",
                   help="house-rule option, repeatable (e.g. --option flowers=false)")
    g.add_argument("--players", metavar="N", type=int, help="players at the table (default: the variant's largest)")

    g = p.add_argument_group("seats (E is always the dealer)")
    g.add_argument("--seat-wind", metavar="WIND", help="the winner's seat: E, S, W or N (default E)")
    g.add_argument("--dealer", action="store_true", help="the winner is the dealer (same as --seat-wind E)")
    g.add_argument("--discarder", metavar="WIND", help="seat that discarded the winning tile (or whose kong was robbed)")
    g.add_argument("--round-wind", metavar="WIND", help="round (prevailing) wind: E, S, W or N (default E)")

    g = p.add_argument_group("how the win happened")
    for key, (_, text) in BOOL_FLAGS.items():
        g.add_argument("--" + key.replace("_", "-"), dest=key, action="store_true", help=text)
    g.add_argument("--wild", metavar="TILE", action="append",
                   help="a kind that is wild this hand (Beijing 混兒, Wuhan 癩子), e.g. 4p; repeatable")

    g = p.add_argument_group("more facts some variants need")
    g.add_argument("--own-discard", metavar="TILE", action="append", dest="own_discards",
                   help="a kind the winner discarded this hand (明將 own-discard rule); repeatable")
    g.add_argument("--kongs", metavar="N", type=int, help="kongs the winner declared this hand (憨兒 單槓)")
    g.add_argument("--streak", metavar="N", type=int, help="the dealer's streak, 連莊 count (憨兒, 象棋56/64)")
    g.add_argument("--draws-before", metavar="N", type=int, help="drawn hands in a row just before this one (憨兒 流局後)")
    g.add_argument("--extra", metavar="KEY=VALUE", action="append", dest="extra_args",
                   help="any other variant-specific fact (VALUE read as JSON, else text); repeatable")

    g = p.add_argument_group("output")
    g.add_argument("--json", action="store_true", help="print one JSON object")
    g.add_argument("--jsonl", action="store_true",
                   help="read one JSON request per line on stdin (keys as the flags: variant, hand, self_drawn, "
                        "seat_wind, discarder, wild …); write one JSON result per line; the flags given here are defaults")
    p.set_defaults(run=run)


# ---- requests ----------------------------------------------------------------------------------


def _json_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def request_from_args(args: argparse.Namespace) -> dict[str, Any]:
    req: dict[str, Any] = {
        "variant": args.variant, "hand": " ".join(args.hand) or None, "preset": args.preset,
        "options": parse_option_args(args.option_args), "players": args.players,
        "seat_wind": args.seat_wind, "dealer": args.dealer, "discarder": args.discarder,
        "round_wind": args.round_wind, "wild": list(args.wild or []), "own_discards": list(args.own_discards or []),
        "kongs": args.kongs, "streak": args.streak, "draws_before": args.draws_before,
    }
    for key in BOOL_FLAGS:
        req[key] = getattr(args, key)
    extra: dict[str, Any] = {}
    for item in args.extra_args or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--extra wants KEY=VALUE, got {item!r}")
        extra[key.strip()] = _json_value(value.strip())
    req["extra"] = extra
    return req


def request_from_json(data: Any, defaults: dict[str, Any]) -> dict[str, Any]:
    """A JSON line over the command-line defaults; unknown keys are refused."""
    if not isinstance(data, dict):
        raise CliError("a request must be a JSON object")
    req = dict(defaults)
    for key, value in data.items():
        key = ALIASES.get(key, key)
        if key not in REQUEST_KEYS:
            raise CliError(f"unknown key {key!r} (known: {', '.join(sorted(REQUEST_KEYS))})")
        req[key] = value
    return req


@dataclass
class Prepared:
    variant: "Variant"
    hand: "Hand"
    text: str
    situation: "Situation"
    players: int
    request_id: Any = None


class _Checker:
    """Checks one request's values; names them as flags (command line) or keys (JSON)."""

    FLAGS = {"own_discards": "--own-discard", "options": "--option", "hand": "HAND", "variant": "VARIANT"}

    def __init__(self, cli: bool) -> None:
        self.cli = cli

    def name(self, key: str) -> str:
        if not self.cli:
            return key
        return self.FLAGS.get(key) or "--" + key.replace("_", "-")

    def flag(self, req: dict[str, Any], key: str) -> bool:
        v = req.get(key)
        if v is None:
            return False
        if not isinstance(v, bool):
            raise CliError(f"{self.name(key)}: expected true or false, got {v!r}")
        return v

    def count(self, req: dict[str, Any], key: str) -> int | None:
        v = req.get(key)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CliError(f"{self.name(key)}: expected a whole number >= 0, got {v!r}")
        return v

    def wind(self, req: dict[str, Any], key: str) -> int | None:
        v = req.get(key)
        if v is None:
            return None
        if isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 3:
            return v
        if isinstance(v, str) and v.strip().lower() in _WIND_WORDS:
            return _WIND_WORDS[v.strip().lower()]
        raise CliError(f"{self.name(key)}: not a wind: {v!r} (use E, S, W or N)")

    def tiles(self, req: dict[str, Any], key: str, variant: "Variant") -> list[int]:
        from ..tiles import kinds as K

        v = req.get(key) or []
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise CliError(f"{self.name(key)}: expected tile codes such as 4p, got {v!r}")
        out: list[int] = []
        for item in v:
            for token in re.split(r"[\s,]+", item.strip()):
                if not token:
                    continue
                try:
                    t = K.from_code(token)
                except KeyError:
                    raise CliError(f"{self.name(key)}: not a tile: {token!r} (write tiles as 4p, 7z, rG …)") from None
                if t not in variant.tileset or K.is_bonus(t):
                    raise CliError(f"{self.name(key)}: {token} is not a tile of {variant.id}'s set")
                if t not in out:
                    out.append(t)
        return out


def prepare(req: dict[str, Any], cli: bool = True) -> Prepared:
    """Check a request and build the hand and situation (all errors are :class:`CliError`)."""
    from ..notation import NotationError
    from ..scoring.situation import Situation

    c = _Checker(cli)
    variant_id = req.get("variant")
    if not variant_id:
        raise CliError("no variant given: score VARIANT HAND (see `mahjong-tui variants`)")
    if not isinstance(variant_id, str):
        raise CliError(f"{c.name('variant')}: expected a variant id, got {variant_id!r}")
    options = req.get("options") or {}
    if not isinstance(options, dict):
        raise CliError(f"{c.name('options')}: expected an object of option values, got {options!r}")
    variant = get_variant(variant_id, req.get("preset"), options)
    players = req.get("players")
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise CliError(f"{c.name('players')}: expected a whole number, got {players!r}")
    n = check_players(variant, players)
    seats = WINDS[:n]

    text = req.get("hand")
    if text is None or text == "":
        raise CliError("no hand given: score VARIANT HAND, e.g. 123456m45p456s88s+6p")
    if not isinstance(text, str):
        raise CliError(f"{c.name('hand')}: expected a hand string, got {text!r}")
    try:
        hand = variant.parse(text)
    except NotationError as e:
        raise CliError(f"hand {text!r}, column {e.column}: {e.message}") from None
    except ValueError as e:
        raise CliError(f"hand {text!r}: {e}") from None
    except Exception as e:  # noqa: BLE001 - a parser bug must not become a traceback
        raise CliError(f"internal error while reading hand {text!r}: {type(e).__name__}: {e}") from None

    f = {key: c.flag(req, key) for key in BOOL_FLAGS}
    dealer = c.flag(req, "dealer")
    seat = c.wind(req, "seat_wind")
    discarder = c.wind(req, "discarder")
    round_wind = c.wind(req, "round_wind")

    if f["heavenly"] and seat not in (None, 0):
        raise CliError(f"a heavenly win is the dealer's: the winner must be E, not {WINDS[seat]}")
    # implications: these wins are self-draws (or the dealer's) by definition
    if f["heavenly"]:
        dealer = True
        f["self_drawn"] = True
    if f["double_kong_replacement"]:
        f["kong_replacement"] = True
    if f["kong_replacement"] or f["flower_replacement"]:
        f["self_drawn"] = True
    if f["first_turn_ready"]:
        f["ready"] = True
    if f["earthly"]:  # as the table sets it: a self-draw on the first draw
        f["self_drawn"] = True

    if dealer:
        if seat not in (None, 0):
            raise CliError(f"{c.name('dealer')} says the winner is the dealer (E), but {c.name('seat_wind')} is {WINDS[seat]}")
        seat = 0
    seat = 0 if seat is None else seat
    round_wind = 0 if round_wind is None else round_wind
    if seat >= n:
        raise CliError(f"{c.name('seat_wind')}: {WINDS[seat]} is not a seat with {n} players (seats: {', '.join(seats)})")
    if discarder is not None and discarder >= n:
        raise CliError(f"{c.name('discarder')}: {WINDS[discarder]} is not a seat with {n} players (seats: {', '.join(seats)})")

    why_self = next((k for k in ("heavenly", "earthly", "double_kong_replacement", "kong_replacement",
                                 "flower_replacement") if f[k]), "self_drawn")
    if f["self_drawn"] and discarder is not None:
        raise CliError(f"a self-drawn win has no discarder ({c.name(why_self)} with {c.name('discarder')} {WINDS[discarder]})")
    if discarder is not None and discarder == seat:
        raise CliError(f"the discarder ({WINDS[discarder]}) cannot be the winner; {c.name('seat_wind')} names the winner")
    for key in ("rob_kong", "kong_discard", "human"):
        if f[key] and f["self_drawn"]:
            raise CliError(f"{c.name(key)} is a win on another player's tile, not a self-draw ({c.name(why_self)})")
    if f["rob_kong"] and f["kong_discard"]:
        raise CliError(f"{c.name('rob_kong')} and {c.name('kong_discard')} cannot both be true")
    for key in ("earthly", "human"):
        if f[key] and seat == 0:
            raise CliError(f"{c.name(key)}: that win is a non-dealer's, but the winner is E (the dealer)")

    wild = c.tiles(req, "wild", variant)
    own = c.tiles(req, "own_discards", variant)
    kongs = c.count(req, "kongs")
    extra = req.get("extra") or {}
    if not isinstance(extra, dict):
        raise CliError(f"{c.name('extra')}: expected an object of facts, got {extra!r}")
    extra = dict(extra)
    if f["human"] and discarder is not None:  # before the winner's first draw: every discard is a first one
        extra.setdefault("discarder_first_discard", True)
        extra.setdefault("dealer_first_discard", discarder == 0)
    for key in ("streak", "draws_before"):
        v = c.count(req, key)
        if v is not None:
            extra[key] = v

    fields = {BOOL_FLAGS[k][0]: v for k, v in f.items()}
    sit = Situation(
        seat_wind=seat, round_wind=round_wind, discarder=discarder,
        wild_kinds=tuple(wild), own_discards=frozenset(own), kongs_declared=kongs or 0,
        extra=extra, **fields,
    )
    return Prepared(variant, hand, text, sit, n, req.get("id"))


# ---- computing ---------------------------------------------------------------------------------


def _settle(p: Prepared, score: "Score") -> tuple[list[Any] | None, str | None]:
    """The payments for this win, or None and why there are none to show."""
    from ..engine.state import HandState, SeatState
    from ..engine.wall import Wall
    from ..rules.settlement import single_win_payments

    sit = p.situation
    try:
        if score.false_win:
            state = HandState(1, 0, sit.round_wind, Wall([]), [SeatState() for _ in range(p.players)])
            pays = p.variant.settlement.on_false_win(state, sit.seat_wind)
            note = "declaring this hand is a false win"
            return pays, note + (": these are the penalty payments" if pays else "")
        if not score.legal:
            return [], "no payments: not a legal win"
        if not sit.self_drawn and sit.discarder is None:
            return None, "payments need the discarder (--discarder / \"discarder\") or a self-draw"
        pays = single_win_payments(p.variant, score, sit, p.players, p.hand)
        if not any(x.amount for x in pays) and score.details.get("chicken"):
            return pays, "a chicken hand (雞糊) is paid nothing"
        return pays, None
    except Exception as e:  # a settlement that needs facts we do not have: say so, do not crash
        return None, f"payments could not be worked out: {type(e).__name__}: {e}"


def _apply_conditions(p: Prepared, score: "Score") -> None:
    """The variant's win conditions (``win.conditions``), as the table applies them: a complete
    hand one of them refuses is no legal win, and a false win where the variant offers those."""
    from ..messages import Message

    if not score.legal:
        return
    sit = p.situation
    how = "self_draw" if sit.self_drawn else ("rob_kong" if sit.rob_kong else "discard")
    for cond in p.variant.conditions:
        why = cond.refuse(None, sit.seat_wind, p.hand, how, score)
        if why:
            if isinstance(why, Message):
                score.refuse(why)
            else:
                score.legal, score.reason = False, str(why)
            score.false_win = bool(p.variant.cfg.win.offer_false_wins)
            return


def _seat(i: int | None) -> str:
    return "pot" if i is None else WINDS[i]


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, ensure_ascii=False, default=str))


def compute(p: Prepared) -> dict[str, Any]:
    """Score and settle a prepared request, as a plain dict (the JSON result)."""
    from ..notation import format_hand
    from ..tiles import kinds as K

    v, sit = p.variant, p.situation
    try:
        score = v.evaluator.score(p.hand, sit)
    except Exception as e:  # an engine bug must not become a traceback for the user
        raise CliError(f"internal error while scoring {p.text!r}: {type(e).__name__}: {e}") from None
    _apply_conditions(p, score)
    payments, note = _settle(p, score)
    if payments is not None:
        payments = [pay for pay in payments if pay.amount]  # as the engine books them
    situation = sit.as_dict()
    for key in ("seat_wind", "round_wind", "discarder"):
        if situation[key] is not None:
            situation[key] = WINDS[situation[key]]
    situation["wild_kinds"] = [K.code(t) for t in sit.wild_kinds]
    situation["own_discards"] = sorted((K.code(t) for t in sit.own_discards), key=lambda c: K.from_code(c))
    out: dict[str, Any] = {}
    if p.request_id is not None:
        out["id"] = p.request_id
    out.update({
        "variant": v.id, "variant_zh": v.zh, "variant_en": v.en, "preset": v.preset or None, "options": v.options,
        "players": p.players, "seats": list(WINDS[:p.players]),
        "input": p.text, "hand": format_hand(p.hand),
        "winner": WINDS[sit.seat_wind], "dealer": "E", "self_drawn": sit.self_drawn,
        "discarder": _seat(sit.discarder) if sit.discarder is not None else None,
        "round_wind": WINDS[sit.round_wind],
        "situation": situation,
        "fans": [f.as_dict() for f in score.fans],
        "total": score.total, "counted": score.counted,
        "unit": {"zh": v.cfg.scoring.unit_zh, "en": v.cfg.scoring.unit_en},
        "legal": score.legal, "reason": score.reason, "false_win": score.false_win,
        "details": score.details,
    })
    if payments is None:
        out["payments"] = None
        out["deltas"] = None
    else:
        deltas = {w: 0 for w in WINDS[:p.players]}
        pot = 0
        for pay in payments:
            for who, sign in ((pay.payer, -1), (pay.payee, 1)):
                if who is None:
                    pot += sign * pay.amount
                else:
                    deltas[WINDS[who]] += sign * pay.amount
        out["payments"] = [
            {"payer": _seat(pay.payer), "payee": _seat(pay.payee), "amount": pay.amount, "reason": pay.reason,
             "note": pay.note}
            for pay in payments
        ]
        out["deltas"] = deltas
        if pot:
            out["pot"] = pot
    out["note"] = note
    return _jsonable(out)


# ---- output ------------------------------------------------------------------------------------

_FLAG_WORDS = {
    "rob_kong": "robbing a kong 搶槓", "kong_replacement": "kong replacement 槓上開花",
    "double_kong_replacement": "kong on kong 槓頂槓", "kong_discard": "kong discard 槓上炮",
    "flower_replacement": "flower replacement 花上", "last_tile": "last of its kind 絕張",
    "last_wall_tile": "last wall tile 海底", "last_four": "last four 最後四張", "heavenly": "heavenly 天和",
    "earthly": "earthly 地和", "human": "human 人和", "ready_declared": "ready 聽",
    "first_turn_ready": "first-turn ready 天聽",
}


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else str(n)


def render(out: "Console", result: dict[str, Any], variant: "Variant") -> None:
    from rich import box
    from rich.table import Table
    from rich.text import Text

    sit = result["situation"]
    title = f"{result['variant_zh']} {result['variant_en']}"
    if result["preset"]:
        title += f" · preset {result['preset']}"
    out.print(Text(title, style="bold"))
    if result["discarder"]:
        how = "robs " + result["discarder"] + "'s kong" if sit["rob_kong"] else f"wins on {result['discarder']}'s discard"
    elif result["self_drawn"]:
        how = "self-draws"
    else:
        how = "wins on a discard (discarder not given)"
    head = Table.grid(padding=(0, 2))
    head.add_column(style="bold")
    head.add_column()
    head.add_row("hand", result["hand"])
    head.add_row("win", f"{result['winner']} {how} · E deals · round wind {result['round_wind']} · {result['players']} players")
    facts = [word for key, word in _FLAG_WORDS.items() if sit.get(key)]
    if sit["wild_kinds"]:
        facts.append("wild " + " ".join(sit["wild_kinds"]))
    if sit["own_discards"]:
        facts.append("own discards " + " ".join(sit["own_discards"]))
    if sit["kongs_declared"]:
        facts.append(f"kongs declared {sit['kongs_declared']}")
    facts += [f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in sit["extra"].items()]
    if facts:
        head.add_row("facts", ", ".join(facts))
    out.print(head)

    unit = unit_text(variant)
    out.print()
    if result["fans"]:
        table = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold")
        table.add_column("id", no_wrap=True)
        table.add_column("中文")
        table.add_column("English")
        table.add_column("value", justify="right")
        table.add_column("×", justify="right")
        table.add_column("points", justify="right")
        for fan in result["fans"]:
            table.add_row(fan["id"], fan["zh"], fan["en"], str(fan["value"]), str(fan["count"]),
                          str(fan["value"] * fan["count"]))
        out.print(table)
    else:
        out.print("no fans")
    total = f"total {result['total']} {unit}"
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
        pays.add_column()
        pays.add_column(justify="right")
        pays.add_column(style="dim")
        for pay in result["payments"]:
            why = pay["reason"] + (f" ({pay['note']})" if pay["note"] else "")
            pays.add_row(f"  {pay['payer']} → {pay['payee']}", str(pay["amount"]), why)
        out.print("payments")
        out.print(pays)
    if result["payments"]:
        deltas = ", ".join(f"{w} {_signed(d)}" for w, d in result["deltas"].items())
        if result.get("pot"):
            deltas += f", pot {_signed(result['pot'])}"
        out.print(Text(f"deltas: {deltas}", style="bold"))
    if result["note"]:
        out.print(result["note"])


# ---- run ---------------------------------------------------------------------------------------


def run(args: argparse.Namespace) -> int:
    defaults = request_from_args(args)
    if args.jsonl:
        return run_jsonl(defaults, sys.stdin)
    p = prepare(defaults, cli=True)
    result = compute(p)
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        with printing() as out:
            render(out, result, p.variant)
    return 0


def run_jsonl(defaults: dict[str, Any], lines: Iterable[str]) -> int:
    """One result object per request line; a bad line gets ``{"line": n, "error": ...}``."""
    failed = 0
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        out: dict[str, Any]
        request_id = None
        try:
            try:
                data = json.loads(line)
            except ValueError as e:
                raise CliError(f"not valid JSON: {getattr(e, 'msg', e)} (column {getattr(e, 'colno', '?')})") from None
            if isinstance(data, dict):
                request_id = data.get("id")
            out = {"line": number, **compute(prepare(request_from_json(data, defaults), cli=False))}
        except CliError as e:
            failed += 1
            out = {"line": number, "error": str(e)}
            if request_id is not None:
                out["id"] = request_id
        print(json.dumps(out, ensure_ascii=False, default=str), flush=True)
    return 1 if failed else 0
