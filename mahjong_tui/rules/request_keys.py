"""The request schema of ``score`` (flags, JSON lines and the Python ``score()``): each key, its
kind and what it means (``score --help`` prints it, the README lists it), its aliases, and the first
check a request meets (:func:`normalise`: unknown keys refused, with a "did you mean").
:mod:`.request` checks the values (:mod:`.request_check`) and builds what the judge reads."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..params import MAX_NUMBER, did_you_mean

MAX_COUNT = MAX_NUMBER
"""The largest count or amount a request may give (streaks, stakes, pot …)."""


class RequestError(ValueError):
    """A request that cannot be judged: one line naming the key and what is wrong."""


@dataclass(frozen=True)
class Key:
    kind: str
    """bool, count, wind, winds, tiles, tile, text, object, seat_counts, seat_melds, choice"""
    doc: str
    flag: bool = True
    """Also a command-line flag (``--key-with-dashes``)."""


# How the win happened: true/false facts. Request key -> (Situation field, help).
BOOL_FACTS: dict[str, tuple[str, str]] = {
    "self_drawn": ("self_drawn", "won by self-draw (自摸); there is no discarder"),
    "rob_kong": ("rob_kong", "won by robbing the discarder's added kong (搶槓)"),
    "kong_replacement": (
        "kong_replacement",
        "self-drawn on the replacement after one's own kong (槓上開花); implies self_drawn",
    ),
    "double_kong_replacement": (
        "double_kong_replacement",
        "憨兒 槓頂槓: the replacement made a second kong whose replacement won; implies kong_replacement",
    ),
    "kong_discard": ("kong_discard", "won on the discard made right after the discarder's kong replacement (槓上炮)"),
    "flower_replacement": ("flower_replacement", "self-drawn on a bonus-tile replacement (花上); implies self_drawn"),
    "last_tile": ("last_tile", "the winning tile is the last of its kind, the others all visible (和絕張)"),
    "last_wall_tile": (
        "last_wall_tile",
        "self-drawn on the last wall tile (海底/妙手回春) or won on the discard after it (河底)",
    ),
    "last_four": ("last_four", "won in the variant's last-four phase (Wuhan 海底撈, Sichuan/Yunnan last four)"),
    "heavenly": ("heavenly", "heavenly win (天和): the dealer's dealt hand; implies self_drawn and dealer"),
    "earthly": (
        "earthly",
        "earthly win (地和/地胡): a non-dealer self-draws on the first draw, no call before; implies self_drawn",
    ),
    "human": (
        "human",
        "human win (人和): a win on a discard before the winner's own first draw, no call before "
        "(with discarder E: on the dealer's first discard, 明將's 地胡); the variant's fan says "
        "whether the dealer may have one",
    ),
    "ready": ("ready_declared", "the winner had declared ready (報聽/聽)"),
    "first_turn_ready": ("first_turn_ready", "ready declared on the first turn before any call (天聽); implies ready"),
}

FIELD_KEYS = {name: key for key, (name, _) in BOOL_FACTS.items()}
"""Situation field → the request key that gives it."""

KEYS: dict[str, Key] = {
    # the variant and the hand
    "variant": Key("text", "variant id (see `mahjong-tui variants`)", flag=False),
    "hand": Key("text", "the winner's hand with its winning tile, e.g. 123456m45p456s88s+6p", flag=False),
    "preset": Key("text", "preset of the variant (default: the variant's default)"),
    "options": Key("object", 'house-rule options, e.g. {"flowers": false}', flag=False),
    "players": Key("count", "players at the table (default: the variant's largest)"),
    "id": Key("any", "any value, copied to the answer (JSON lines)", flag=False),
    # seats
    "seat_wind": Key("wind", "the winner's seat: E, S, W or N (default E; E is the dealer)"),
    "dealer": Key("bool", "the winner is the dealer (same as seat_wind E)"),
    "discarder": Key("wind", "the seat that discarded the winning tile (or whose kong was robbed)"),
    "round_wind": Key("wind", "round (prevailing) wind (default E)"),
    # how the win happened
    **{k: Key("bool", text) for k, (_, text) in BOOL_FACTS.items()},
    # wilds
    "wild": Key("tiles", 'kinds wild this hand (Beijing 混兒, Wuhan 癩子), e.g. ["4p"]'),
    "indicator": Key("tile", "the turned-up wild indicator; the wild kind follows from the variant's rule"),
    # the winner's own hand so far
    "own_discards": Key("tiles", "kinds the winner discarded this hand (明將 own-discard rule)"),
    "kongs": Key("count", "kongs the winner declared this hand; must match the kongs in the hand"),
    "draws_made": Key("count", "draws the winner made this hand (first-turn wins)"),
    "pass_ban": Key(
        "ban",
        'a win the winner passed earlier bars discard wins: "all" (any tile, 棄先胡後 / '
        '過水) or the kinds barred, e.g. ["5p"]',
    ),
    "furiten": Key(
        "choice",
        '振聽 (憨兒): "temporary" (a completing piece went by since the last discard) or '
        '"permanent" (declared ready and one went by)',
    ),
    "dead_hand": Key("bool", "the winner's hand is dead this hand (明將 食替)"),
    "wild_discarded": Key("bool", "the winner discarded a wild this hand (Beijing: may not win)"),
    "frozen": Key("bool", "the winner already won a chicken hand and plays on frozen (明將)"),
    "void": Key("suit", "the winner's void suit (定缺): m, p or s"),
    "discarder_ready": Key("bool", "the discarder was ready when discarding (Wuhan 承包 of a 全求人)"),
    "special": Key(
        "text",
        "a win that is no hand shape, declared by its fan id (Yunnan ten_honours 十老頭, "
        "Malaysian flower_win 花和): worth that fan alone, paid as a self-draw; the hand "
        "needs no +tile",
    ),
    # the table
    "calls_made": Key(
        "count",
        "chows, pungs and kongs made by anyone before the win (first-turn wins; Malaysian "
        "地和 does not count concealed kongs)",
    ),
    "dealer_first_discard": Key("bool", "the winning tile is the dealer's first discard"),
    "discarder_first_discard": Key("bool", "the winning tile is the discarder's first discard"),
    "streak": Key("count", "the dealer's streak, 連莊 count (憨兒, 象棋)"),
    "draws_before": Key("count", "drawn hands in a row just before this one (憨兒 流局後)"),
    "melds": Key("seat_melds", 'the other seats\' melds, e.g. {"S": "[123m][555p]"} (Wuhan multipliers)'),
    "won": Key("winds", "seats that already won this hand and are out (blood battle) or won a chicken (明將)"),
    "also_winning": Key(
        "winds",
        "other seats declaring a win on the same discard: with one winner a discard "
        "the first in turn order takes it (截胡)",
    ),
    "stakes": Key("seat_counts", 'each seat\'s stakes this hand (陝西 下炮子), e.g. {"E": 1, "S": 2}'),
    "pot": Key("count", "money waiting in the pot (憨兒 ready deposits)"),
    "kong_income": Key(
        "seat_counts",
        'what the discarder\'s last kong collected, by payer (Sichuan 槓上炮 hands it on), e.g. {"E": 2, "W": 2}',
    ),
}

TABLE_KEYS = (
    "pass_ban",
    "furiten",
    "dead_hand",
    "wild_discarded",
    "frozen",
    "void",
    "discarder_ready",
    "melds",
    "won",
    "also_winning",
    "stakes",
    "pot",
    "kong_income",
    "special",
)
"""Keys that tell the table rather than the win's situation."""

ALIASES = {
    "option": "options",
    "wild_kinds": "wild",
    "wilds": "wild",
    "ready_declared": "ready",
    "kongs_declared": "kongs",
    "own_discard": "own_discards",
    "winner": "seat_wind",
    "seat": "seat_wind",
}


def normalise(data: dict[str, Any]) -> dict[str, Any]:
    """The request's keys with aliases resolved and ``extra`` unfolded; unknown keys refused."""
    out: dict[str, Any] = {}
    items = list(data.items())
    extra = data.get("extra")
    if extra is not None:
        if not isinstance(extra, dict):
            raise RequestError(f"extra: expected an object of facts, got {extra!r}")
        items = [kv for kv in items if kv[0] != "extra"] + list(extra.items())
    for key, value in items:
        if not isinstance(key, str):
            raise RequestError(f"a key must be text, got {key!r}")
        key = ALIASES.get(key, key)
        if key not in KEYS:
            hint = (
                did_you_mean(key, list(KEYS) + list(ALIASES), cutoff=0.6)
                or " (see `mahjong-tui score --help` for the keys)"
            )
            raise RequestError(f"unknown key {key!r}{hint}")
        out[key] = value
    return out
