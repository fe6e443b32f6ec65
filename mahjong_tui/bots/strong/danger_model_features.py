"""What the fitted danger model (:mod:`.danger_model`) reads, from a seat's view only.

Two feature rows: one per opponent for *is it ready?* (its discards, melds, discards straight
from the draw, signs of a one-suit hand, the wall left), and one per opponent and tile for
*would this tile win for it, were it ready?* (genbutsu, let pass since its last discard, the
hand-set shape reading of :class:`~.danger.DangerBoard` with its suji, kabe and one-chance,
copies unseen, honours and terminals, the suit of its melds or the one its river avoids).
``benchmarks/danger_log.py`` logs the same rows from self-play with the true labels, so the
bot and the fit read one definition.
"""

from __future__ import annotations

from ...engine.view import SeatInfo
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from .readiness import set_melds

READY_NAMES = (
    "bias",
    "discards",
    "discards_sq",
    "melds1",
    "melds2",
    "melds3",
    "from_draw_last3",
    "wall_low",
    "one_suit_melds",
    "suit_avoided",
    "hand_middle_last3",
    "melds_x_discards",
)
"""The readiness row's columns, in order (the coefficients file names them)."""
WIN_NAMES = (
    "bias",
    "genbutsu",
    "passed",
    "shape",
    "unseen",
    "honour",
    "value_honour",
    "terminal",
    "edge2",
    "suji_killed",
    "meld_suit",
    "avoided_suit",
    "other_suit_flush",
    "live_sides",
    "opp_discards",
)
"""The tile row's columns, in order."""

WALL_LOW = 20
"""Below this many tiles left the wall counts as running out (``wall_low``)."""
AVOIDED_AFTER = 6
"""Discards after which a suit the river holds none of counts as avoided."""


def meld_suit(s: SeatInfo) -> int | None:
    """The one suit of every exposed suit meld (honour melds aside), or None."""
    suits = {K.suit_of(t) for mv in s.melds if mv.meld is not None for t in mv.meld.tiles if K.is_suited(t)}
    return next(iter(suits)) if len(suits) == 1 else None


def avoided_suit(s: SeatInfo) -> int | None:
    """A suit the seat has discarded none of after :data:`AVOIDED_AFTER` discards (one only)."""
    if len(s.river) < AVOIDED_AFTER:
        return None
    present = {K.suit_of(r.tile) for r in s.river if K.is_suited(r.tile)}
    missing = [x for x in range(3) if x not in present]
    return missing[0] if len(missing) == 1 else None


def ready_features(s: SeatInfo, wall_left: int) -> list[float]:
    """The readiness row of one opponent (:data:`READY_NAMES`)."""
    n = len(s.river) / 10
    m = set_melds(s)
    river = s.river
    straight = sum(r.from_draw for r in river[-3:]) / 3 if len(river) >= 3 else 0.0
    return [
        1.0,
        n,
        n * n,
        float(m == 1),
        float(m == 2),
        float(m >= 3),
        straight,
        float(wall_left < WALL_LOW),
        float(m > 0 and meld_suit(s) is not None),
        float(avoided_suit(s) is not None),
        sum(not r.from_draw and K.is_suited(r.tile) and 3 <= K.rank_of(r.tile) <= 7 for r in river[-3:]) / 3,
        min(m, 3) * n,
    ]


def win_features(
    s: SeatInfo,
    t: Tile,
    genbutsu: bool,
    passed: bool,
    shape: float,
    unseen: int,
    suji_killed: int,
    live_sides: int,
) -> list[float]:
    """The tile row of ``t`` against the opponent ``s`` (:data:`WIN_NAMES`); ``shape`` is the
    hand-set reading (:meth:`~.danger.DangerBoard.shape`), ``suji_killed`` how many of its
    two-sided waits the opponent's discards rule out, ``live_sides`` how many stay possible."""
    suited = K.is_suited(t)
    honour = K.is_honor(t)
    ms = meld_suit(s)
    av = avoided_suit(s)
    suit = K.suit_of(t) if suited else None
    rank = K.rank_of(t) if suited else 0
    value = honour and (K.is_dragon(t) or t == K.honor(s.wind))
    return [
        1.0,
        float(genbutsu),
        float(passed and not genbutsu),
        shape,
        min(unseen, 3) / 3,
        float(honour),
        float(value),
        float(rank in (1, 9)),
        float(rank in (2, 8)),
        float(suji_killed),
        float(suit is not None and suit == ms),
        float(suit is not None and suit == av),
        float(suit is not None and ms is not None and suit != ms),
        float(live_sides),
        len(s.river) / 10,
    ]
