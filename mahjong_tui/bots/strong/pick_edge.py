"""Why the strong bot's pick beats the fastest discard the hints list, where the pick is the
best candidate in no respect (neither fastest by the judge's figures, nor most value, nor safest).

The hints showed such a pick first with no reason at all: in 4% of 明將's hint positions (13 of
361, 8 hands), 7% of MCR's (34 of 491), 1% of Beijing's (4 of 279), 0.4% of Sichuan's (1 of
228), 3% of the Malaysian game's (4 of 147) (``benchmarks/bench_review.py --reasons``). What
decided it is the first of the bot's own measures, in the order of its cost
(:func:`.discard_ranking.rank_discards`), in which the pick is ahead of the fastest discard:
less expected loss (safer), a nearer plan worth the minimum (MCR's most common case: the fastest
discard leaves no 8-fan plan as near), more winning copies, draws worth more, a better shape or
more tiles toward the best plan, a plan worth more. Where it is ahead in none (their measures
tie, or the pick is behind), the baseline kept the faster discard's tile among those worth most
on their own (a pair, neighbours, a value honour: :meth:`~..discarding.DiscardChoice._keep_value`).
Each edge carries both figures, so a player reads the pick's line against the faster one's.
Over the same positions the edges were: 明將 keeps 7, safer 3, shape 1; MCR plan 15, safer 6,
plan tiles 5, keeps 5, worth 3; Beijing safer 1, worth 1; Sichuan keeps 1; Malaysian safer 3,
keeps 1. Left with none: 明將 2, Beijing 2, where the bot's measures tie and keep values too
(the baseline's cut of its finalists by keep value, then tile order, decided).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ...variants.plan_kinds import PLAN_KINDS
from ..plan_list import Plan


class Over(StrEnum):
    """The measure in which the pick beats the fastest discard listed."""

    SAFER = "safer"
    """Less expected loss: figures, each tile's danger (readiness-weighted)."""
    PLAN = "plan"
    """A nearer plan (with the penalty for value under the minimum): figures, the steps left
    after each discard (its distance less one: 0 is ready)."""
    PLAN_TILES = "plan_tiles"
    """More unseen tiles bringing the best plan closer: figures, those tiles."""
    SHAPE = "shape"
    """A better two-step shape (:mod:`.shape`): figures, each shape."""
    WINS = "wins"
    """More winning copies (ready): figures, the copies."""
    REACH = "reach"
    """Draws leading to ready hands worth more (:mod:`.mcr_search`): figures, their worth."""
    WORTH = "worth"
    """A plan worth more: figures, each plan's value."""
    KEEPS = "keeps"
    """Ahead in none: the faster discard's tile is worth more kept (:attr:`Edge.kept` says
    why, in what the hand shows; the bot's keep value is no number a player reads)."""


@dataclass(frozen=True)
class Edge:
    why: Over
    over: Tile
    """The fastest discard listed, which the pick beats."""
    mine: float = 0.0
    its: float = 0.0
    plan: str | None = None
    """PLAN, PLAN_TILES: the variant's fan naming the plan (None where it has none: "any")."""
    kept: str | None = None
    """KEEPS: why the faster discard's tile is worth keeping (:func:`kept_as`)."""


PLAN_FANS: dict[str, tuple[str, ...]] = {
    "pure_flush": ("pure_flush", "full_flush"),
    "half_flush_pungs": ("half_flush",),
    "two_suits": ("two_suits", "one_voided_suit"),
    "two_suits_pungs": ("all_pungs",),
    "two_suits_seven_pairs": ("seven_pairs",),
    "knitted": ("knitted", "lesser_honors_and_knitted_tiles"),
    "reversible": ("reversible", "reversible_tiles"),
}
"""The fans that may name a plan kind, in order, where the fan's id is not the kind's own
(the plan's name is its kind, or its kind and a suit)."""


def plan_kind(plan: Plan) -> str:
    """The kind a plan was made from (its name without the suit a maker added)."""
    kinds = [k for k in PLAN_KINDS if plan.name == k or plan.name.startswith(k + "_")]
    return max(kinds, key=len, default=plan.name)


def plan_fan(variant: Variant, plan: Plan) -> str | None:
    """The id of the variant's fan naming ``plan`` (in the rule book's words), if it has one."""
    kind = plan_kind(plan)
    return next((f for f in PLAN_FANS.get(kind, (kind,)) if variant.fan_spec(f) is not None), None)


def first_ahead(mine: tuple, its: tuple) -> int | None:
    """The index of the first key of two costs (lower first, the tile last) where ``mine`` is
    lower; None where the first that differs is higher, or only the tile differs."""
    for i, (a, b) in enumerate(zip(mine[:-1], its[:-1], strict=True)):
        if a != b:
            return i if a < b else None
    return None


def first_lower(mine: tuple, its: tuple, start: int) -> int | None:
    """The index of the first key from ``start`` (the tile excluded) where ``mine`` is lower."""
    return next((i for i in range(start, len(mine) - 1) if mine[i] < its[i]), None)


def kept_as(counts: list[int], value_honours: frozenset[Tile], t: Tile) -> str:
    """What makes ``t`` worth keeping, as the baseline's keep value weighs it, first what
    weighs most: ``pair`` (two or more held), ``honour`` (a value honour), ``neighbours`` (a
    suit tile with others held up to two ranks away), else ``middle`` (ranks 3 to 7)."""
    if counts[t] > 1:
        return "pair"
    if t in value_honours:
        return "honour"
    if K.is_suited(t) and any(
        0 <= u < K.HONOR and K.suit_of(u) == K.suit_of(t) and counts[u] for u in (t - 2, t - 1, t + 1, t + 2)
    ):
        return "neighbours"
    return "middle"
