"""One bot decision's facts about its own hand, computed once per decision."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine.view import SeatView
from ..tiles import kinds as K
from ..tiles.hand import Meld
from ..tiles.kinds import Tile
from .probes import HandProbes


@dataclass(slots=True)
class Ctx:
    """One decision's facts, computed once."""

    view: SeatView
    counts: list[int]
    wilds: int
    jokers: int
    melds: list[Meld]
    value_honours: frozenset[Tile]
    hand: list[Tile]
    held: int = 0
    """The kinds held, as a bit set (bit t set when ``counts[t]``)."""
    concealed: bool = True
    """No meld is exposed."""
    kinds: list[Tile] = field(default_factory=list)
    """The natural kinds of the variant held, in order."""
    melds_key: tuple = ()
    """The melds as (kind, tiles) pairs, for cache keys."""
    levels: list[int] = field(default_factory=list)
    """Bit sets of the kinds held at least once, twice, … (see :func:`count_levels`)."""
    kinds_bits: int = 0
    """``kinds`` as a bit set."""
    present: list[Tile] = field(default_factory=list)
    """Every kind ``counts`` holds, in order (``kinds`` less any kind not natural to the variant)."""
    keep: dict[Tile, float] = field(default_factory=dict)
    """:meth:`BaselineBot._keep_value` by tile, as computed."""
    honours: frozenset[Tile] | None = None
    """The value honours ``counts`` and ``melds`` hold a pair of (see :meth:`PlanBook.held_honours`)."""
    probes: HandProbes | None = None
    """The plans' probes of ``counts`` and ``melds``, made when first needed."""
    unseen: list[int] | None = None
    """Copies of each kind this seat cannot see, counted when first needed."""


def less_jokers(ctx: Ctx, taken: tuple[Tile, ...]) -> Ctx:
    """``ctx`` after the jokers among ``taken`` left the hand for a meld (Malaysian 飛)."""
    used = taken.count(K.JOKER)
    if not used:
        return ctx
    return replace(ctx, jokers=ctx.jokers - used, probes=None, honours=None, keep={})
