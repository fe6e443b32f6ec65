"""How a win happened: everything about a win that the hand string does not say, and the rules
that tie those facts together (:func:`win_facts`: a heavenly win is the dealer's self-draw, a
self-draw has no discarder …), which every way of describing a win goes through."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from typing import Any

from ..tiles.kinds import Tile

WINDS = "ESWN"


@dataclass
class Situation:
    """Situation flags for scoring a win (NOTATION.md §6.3 and each variant's fan table).

    Seats are counted from the dealer: 0 = E (dealer), 1 = S, 2 = W, 3 = N.
    """

    self_drawn: bool = False
    seat_wind: int = 0
    """The winner's seat (0 E … 3 N); E is always the dealer."""
    round_wind: int = 0
    discarder: int | None = None
    """Seat that discarded the winning tile (or whose kong was robbed); None on a self-draw."""
    last_tile: bool = False
    """和絕張: the winning tile is the last of its kind (the other copies are visible)."""
    last_wall_tile: bool = False
    """海底: self-drawn on the last wall tile, or won on the discard after it."""
    kong_replacement: bool = False
    """Self-drawn on the replacement after one's own kong (槓上開花)."""
    kong_discard: bool = False
    """Won on the discard made right after the discarder's kong replacement (槓上炮)."""
    double_kong_replacement: bool = False
    """憨兒 槓頂槓: the replacement was used at once for another kong whose replacement won."""
    rob_kong: bool = False
    flower_replacement: bool = False
    """Self-drawn on a bonus-tile replacement (Malaysian 花上)."""
    heavenly: bool = False
    earthly: bool = False
    human: bool = False
    ready_declared: bool = False
    first_turn_ready: bool = False
    """憨兒 天聽: ready declared on the first turn before any call."""
    last_four: bool = False
    """Won in a variant's last-four automatic phase (Wuhan 海底撈)."""
    wild_kinds: tuple[Tile, ...] = ()
    """Kinds that are wild this hand (Beijing 混兒, Wuhan 癩子)."""
    own_discards: frozenset[Tile] = frozenset()
    """Kinds the winner discarded this hand (明將 own-discard rule)."""
    kongs_declared: int = 0
    """Kong declarations by the winner this hand (憨兒 單槓)."""
    extra: dict[str, Any] = field(default_factory=dict)
    """Variant-specific facts (streaks, stakes, openings…)."""

    @property
    def dealer(self) -> bool:
        return self.seat_wind == 0

    @property
    def discard_win(self) -> bool:
        return not self.self_drawn

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            if isinstance(v, frozenset):
                v = sorted(v)
            elif isinstance(v, tuple):
                v = list(v)
            out[f.name] = v
        return out


def wind_index(letter: str) -> int:
    letter = letter.strip().upper()[:1]
    if letter not in WINDS or not letter:
        raise ValueError(f"not a wind: {letter!r} (use E, S, W or N)")
    return WINDS.index(letter)


# ---- what the facts of a win imply, and which contradict each other ----------------------------


class SituationError(ValueError):
    """Facts of a win that cannot all be true: one line naming them."""


IMPLIES: tuple[tuple[str, str], ...] = (
    ("heavenly", "self_drawn"),
    ("double_kong_replacement", "kong_replacement"),
    ("kong_replacement", "self_drawn"),
    ("flower_replacement", "self_drawn"),
    ("first_turn_ready", "ready_declared"),
    ("earthly", "self_drawn"),  # as the table sets it: a self-draw on the first draw
)
"""Situation flags true by definition when another is (in an order that follows chains:
槓頂槓 is a kong replacement, which is a self-draw)."""

SELF_DRAWS = ("heavenly", "earthly", "double_kong_replacement", "kong_replacement", "flower_replacement")
"""Flags that make a win a self-draw, in the order a contradiction names them."""

ON_ANOTHERS_TILE = ("rob_kong", "kong_discard", "human")
"""Flags of a win on another player's tile."""

NON_DEALER_WINS = ("earthly",)
"""Flags of a win only a non-dealer has in every variant. A human win (人和: on a discard before
the winner's first draw, nobody having called) is not among them: xiangqi64 gives the dealer one
before his second turn, and each variant's fan says whose it is."""


Namer = Callable[[str], str]
"""How the asker wrote a fact (``--self-drawn`` on the command line, ``self_drawn`` in JSON)."""


@dataclass(frozen=True)
class WinFacts:
    """The facts of a win once implications are filled in and contradictions refused."""

    flags: dict[str, bool]
    """Situation flag field → value."""
    seat: int
    """The winner's seat (E = 0, the dealer)."""


def implied(flags: Mapping[str, bool]) -> dict[str, bool]:
    """``flags`` with every flag :data:`IMPLIES` makes true set."""
    out = dict(flags)
    for cause, effect in IMPLIES:
        if out.get(cause):
            out[effect] = True
    return out


def winner_seat(flags: Mapping[str, bool], seat: int | None, dealer: bool, name: Namer = str) -> int:
    """The winner's seat from the seat given (None: not given) and the flags that say it is the
    dealer's win (``dealer``, a heavenly win); E when nothing says."""
    if flags.get("heavenly") and seat not in (None, 0):
        raise SituationError(f"a heavenly win is the dealer's: the winner must be E, not {WINDS[seat]}")
    if dealer or flags.get("heavenly"):
        if seat not in (None, 0):
            raise SituationError(
                f"{name('dealer')} says the winner is the dealer (E), but {name('seat_wind')} is {WINDS[seat]}"
            )
        return 0
    return 0 if seat is None else seat


def refuse_contradictions(flags: Mapping[str, bool], seat: int, discarder: int | None, name: Namer = str) -> None:
    """Raise :class:`SituationError` for facts that cannot hold together (a discarder on a
    self-draw, the winner discarding to itself, a non-dealer's win by the dealer …)."""
    why_self = next((k for k in SELF_DRAWS if flags.get(k)), "self_drawn")
    self_drawn = bool(flags.get("self_drawn"))
    if self_drawn and discarder is not None:
        raise SituationError(
            f"a self-drawn win has no discarder ({name(why_self)} with {name('discarder')} {WINDS[discarder]})"
        )
    if discarder is not None and discarder == seat:
        raise SituationError(
            f"the discarder ({WINDS[discarder]}) cannot be the winner; {name('seat_wind')} names the winner"
        )
    for key in ON_ANOTHERS_TILE:
        if flags.get(key) and self_drawn:
            raise SituationError(f"{name(key)} is a win on another player's tile, not a self-draw ({name(why_self)})")
    if flags.get("rob_kong") and flags.get("kong_discard"):
        raise SituationError(f"{name('rob_kong')} and {name('kong_discard')} cannot both be true")
    for key in NON_DEALER_WINS:
        if flags.get(key) and seat == 0:
            raise SituationError(f"{name(key)}: that win is a non-dealer's, but the winner is E (the dealer)")


def win_facts(
    flags: Mapping[str, bool], seat: int | None, discarder: int | None, dealer: bool = False, name: Namer = str
) -> WinFacts:
    """The situation rules of a declared win: what the flags imply, whose win it is, and no
    contradiction (a :class:`SituationError` names the first one). ``flags`` are keyed by
    :class:`Situation` field."""
    full = implied(flags)
    at = winner_seat(full, seat, dealer, name)
    refuse_contradictions(full, at, discarder, name)
    return WinFacts(full, at)


def first_turn_facts(extra: dict[str, Any], flags: Mapping[str, bool], discarder: int | None) -> None:
    """A human win (人和) comes before the winner's first draw: the winning discard was the
    discarder's first, and no draw or call was made; fills in those facts unless given."""
    if flags.get("human") and discarder is not None:
        extra.setdefault("discarder_first_discard", True)
        extra.setdefault("dealer_first_discard", discarder == 0)
        extra.setdefault("draws_made", 0)
        extra.setdefault("calls_made", 0)
