"""The request schema (:mod:`mahjong_tui.rules.request`) on the command line: one flag per key,
grouped as ``score --help`` and ``analyze --help`` show them, read back into a request, and
JSON lines over the flags' defaults. ``score`` and ``analyze`` share them, so both take the
same situation in the same words."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..rules.request_check import Checker
from ..rules.request_keys import BOOL_FACTS, KEYS, RequestError, normalise
from .errors import CliError, one_line
from .variants_cmd import add_variant_flags, check_players, get_variant, parse_option_args

if TYPE_CHECKING:  # pragma: no cover
    from ..variants.model import Variant

SECTIONS = (
    ("seats (E is always the dealer)", ("seat_wind", "dealer", "discarder", "round_wind")),
    ("how the win happened", tuple(BOOL_FACTS)),
    ("wilds", ("wild", "indicator")),
    (
        "the winner's hand so far",
        (
            "own_discards",
            "kongs",
            "draws_made",
            "pass_ban",
            "furiten",
            "dead_hand",
            "wild_discarded",
            "frozen",
            "void",
            "discarder_ready",
            "special",
        ),
    ),
    (
        "the table",
        (
            "calls_made",
            "dealer_first_discard",
            "discarder_first_discard",
            "streak",
            "draws_before",
            "melds",
            "won",
            "also_winning",
            "stakes",
            "pot",
            "kong_income",
        ),
    ),
)
_METAVARS = {
    "text": "FAN",
    "wind": "WIND",
    "count": "N",
    "tiles": "TILE",
    "tile": "TILE",
    "ban": "TILE|all",
    "choice": "WORD",
    "suit": "SUIT",
    "winds": "WIND",
    "seat_counts": "WIND=N",
    "seat_melds": "WIND=MELDS",
}
_REPEATED = {"tiles", "ban", "winds", "seat_counts", "seat_melds"}


def add_request_flags(
    p: argparse.ArgumentParser, titles: dict[str, str] | None = None, skip: tuple[str, ...] = ()
) -> Any:
    """The variant's flags (``--preset``, ``--option``, ``--players``), one flag per request key
    in its section (``titles`` renames sections; ``skip`` leaves keys out), and ``--extra`` in an
    "output" group, which is returned for the command's own output flags."""
    add_variant_flags(p.add_argument_group("variant"))
    for title, keys in SECTIONS:
        g = p.add_argument_group((titles or {}).get(title, title))
        for key in keys:
            if key in skip:
                continue
            spec = KEYS[key]
            flag = "--" + key.replace("_", "-")
            if key == "own_discards":
                flag = "--own-discard"
            if spec.kind == "bool":
                g.add_argument(flag, dest=key, action="store_true", default=None, help=spec.doc)
            elif spec.kind in _REPEATED:
                g.add_argument(
                    flag, dest=key, metavar=_METAVARS[spec.kind], action="append", help=spec.doc + "; repeatable"
                )
            else:
                g.add_argument(flag, dest=key, metavar=_METAVARS.get(spec.kind, "X"), help=spec.doc)
    g = p.add_argument_group("output")
    g.add_argument(
        "--extra",
        metavar="KEY=VALUE",
        action="append",
        dest="extra_args",
        help="a request key given as KEY=VALUE (VALUE read as JSON, else text); repeatable",
    )
    return g


def _json_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def _pairs(flag: str, items: list[str], value: Callable[[str], Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, sep, v = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"{flag} wants WIND=VALUE, got {item!r}")
        out[key.strip()] = value(v.strip())
    return out


def request_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The command line's request: only the facts given (the rest take their defaults)."""
    req: dict[str, Any] = {"variant": args.variant, "hand": " ".join(args.hand) or None}
    if args.preset is not None:
        req["preset"] = args.preset
    if args.option_args:
        req["options"] = parse_option_args(args.option_args)
    if args.players is not None:
        req["players"] = args.players
    for _, keys in SECTIONS:
        for key in keys:
            v = getattr(args, key, None)
            if v is None:
                continue
            kind = KEYS[key].kind
            flag = "--" + key.replace("_", "-")
            if kind == "count":
                v = _json_value(v)
            elif kind in ("seat_counts",):
                v = _pairs(flag, v, _json_value)
            elif kind == "seat_melds":
                v = _pairs(flag, v, str)
            elif kind == "ban":
                v = "all" if [x.strip().lower() for x in v] == ["all"] else v
            req[key] = v
    extra: dict[str, Any] = {}
    for item in args.extra_args or ():
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise CliError(f"--extra wants KEY=VALUE, got {item!r}")
        extra[key.strip()] = _json_value(value.strip())
    if extra:
        req["extra"] = extra
    return req


def request_from_json(data: Any, defaults: dict[str, Any], own: dict[str, str] | None = None) -> dict[str, Any]:
    """A JSON line over the command-line defaults; unknown keys are refused. ``own``: keys of
    the command's own beyond the schema, with their aliases (``{"seen": "visible"}``)."""
    if not isinstance(data, dict):
        raise CliError("a request must be a JSON object")
    own = own or {}
    mine = {own[k]: v for k, v in data.items() if k in own}
    req = dict(defaults)
    try:
        req.update(normalise({k: v for k, v in data.items() if k not in own}))
    except RequestError as e:
        raise CliError(str(e)) from None
    req.update(mine)
    return req


def variant_for(req: dict[str, Any], cli: bool, command: str) -> tuple[Variant, int]:
    """The variant (with its preset and options) and the players a normalised request names."""
    c = Checker(req, cli)
    variant_id = req.get("variant")
    if not variant_id:
        raise CliError(f"no variant given: {command} VARIANT HAND (see `mahjong-tui variants`)")
    if not isinstance(variant_id, str):
        raise CliError(f"{c.name('variant')}: expected a variant id, got {variant_id!r}")
    options = req.get("options") or {}
    if not isinstance(options, dict):
        raise CliError(f"{c.name('options')}: expected an object of option values, got {options!r}")
    variant = get_variant(variant_id, req.get("preset"), options)
    players = req.get("players")
    if players is not None and (isinstance(players, bool) or not isinstance(players, int)):
        raise CliError(f"{c.name('players')}: expected a whole number, got {players!r}")
    return variant, check_players(variant, players)


# ---- JSON lines ----------------------------------------------------------------------------------

MAX_LINE_BYTES = 64 * 1024
"""The longest request line read; a longer one is refused (and skipped) as one error."""


def json_lines(stream: Any, answer: Callable[[Any, int], dict[str, Any]], out: Any = None) -> int:
    """Answer one JSON request per line of ``stream`` (bytes, or text) on ``out`` (a binary
    stream; default stdout), one JSON object a line in UTF-8. Every line is untrusted: one that
    is not UTF-8, not JSON, too long, too deep, or holds a number that is not finite gets
    ``{"line": n, "error": …}`` and the stream goes on. 1 when some line failed, else 0."""
    from ..safe_json import InputError, loads

    if out is None:
        sys.stdout.flush()
        out = getattr(sys.stdout, "buffer", None)
    if out is None:  # a text stream only (an embedding program's): let it encode
        out = _TextOut(sys.stdout)
    failed = 0
    for number, line in enumerate(_bounded_lines(stream), 1):
        if line is not None and not line.strip():
            continue
        data: Any = None
        try:
            if line is None:
                raise CliError(f"longer than {MAX_LINE_BYTES // 1024} KB")
            try:
                data = loads(line, max_bytes=MAX_LINE_BYTES)
            except InputError as e:
                raise CliError(str(e)) from None
            result = answer(data, number)
        except CliError as e:
            failed += 1
            result = {"line": number, "error": one_line(str(e))}
            if isinstance(data, dict) and isinstance(data.get("id"), (str, int, float, bool)):
                result["id"] = data["id"]
        out.write((json.dumps(result, ensure_ascii=False, default=str) + "\n").encode("utf-8", "backslashreplace"))
        out.flush()
    return 1 if failed else 0


class _TextOut:
    """A binary writer over a text stream."""

    def __init__(self, text: Any) -> None:
        self.text = text

    def write(self, data: bytes) -> None:
        self.text.write(data.decode("utf-8"))

    def flush(self) -> None:
        self.text.flush()


def _bounded_lines(stream: Any) -> Any:
    """The lines of ``stream`` as bytes, None for a line longer than :data:`MAX_LINE_BYTES`
    (read through and dropped, never held whole)."""
    read = getattr(stream, "readline", None)
    if read is None:  # a list of lines (tests)
        for line in stream:
            data = line.encode("utf-8", "surrogateescape") if isinstance(line, str) else line
            yield data if len(data) <= MAX_LINE_BYTES else None
        return
    while True:
        line = read(MAX_LINE_BYTES + 1)
        if not line:
            return
        if isinstance(line, str):
            line = line.encode("utf-8", "surrogateescape")
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while True:  # the rest of the long line
                more = read(MAX_LINE_BYTES)
                if not more or (more.endswith(b"\n") if isinstance(more, bytes) else more.endswith("\n")):
                    break
            yield None
            continue
        yield line
