"""Why the strong bot's pick beats the fastest discard the hints list, where the pick is the
best candidate in no respect (neither fastest by the judge's figures, nor most value, nor safest)
or only in respects the fastest shares (both "most value": the pick's own words would leave the
fastest reading better in every respect shown).

The hints showed such a pick first with no reason at all, in a few per cent of the hint
positions (``benchmarks/bench_review.py --reasons``). What decided it is the first of the bot's
own measures, in the order of its cost (:func:`.discard_ranking.rank_discards`), in which the
pick is ahead of the fastest discard: less expected loss (safer), a nearer plan worth the minimum
(MCR's most common case: the fastest discard leaves no 8-fan plan as near), more winning copies,
draws worth more, a better shape or more tiles toward the best plan, a plan worth more. Where it
is ahead in none (their measures tie, or the pick is behind), the baseline kept the faster
discard's tile among those worth most on their own (a pair, neighbours, a value honour:
:meth:`~..discarding.DiscardChoice.keep_parts`), and the pick reads "as little worth keeping as"
the faster tile (:attr:`Over.EVEN`). Each edge carries both figures, so a player reads the
pick's line against the faster one's. Where every discard is as fast by the judge's figures,
the discard after the pick in the bot's order stands as the fastest listed
(:func:`.discard_ranking._fastest_other`).

Those are hands five or more steps from a plan, where the baseline compares its finalists by
keep value alone; comparing them by acceptance there too measured no better, so it is not made.
Measured: benchmarks/STRONG_BOT.md, section pick_edge.py."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum, StrEnum

from ...tiles.kinds import Tile
from ...variants.model import Variant
from ...variants.plan_kinds import PLAN_FANS, PLAN_KINDS
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
    EVEN = "even"
    """Ahead in none, and the faster discard's tile is worth no more kept: far from a plan the
    bot weighs the tiles' keep values alone (acceptance only from four steps in), and where they
    tie, its order of the tiles decides (no figures)."""


@dataclass(frozen=True)
class Edge:
    why: Over
    over: Tile
    """The fastest discard listed (its kind), which the pick beats."""
    mine: float = 0.0
    its: float = 0.0
    plan: str | None = None
    """PLAN, PLAN_TILES: the variant's fan naming the plan (None where it has none: "any")."""
    kept: str | None = None
    """KEEPS: the heaviest part of the faster tile's keep value
    (:meth:`~..discarding.DiscardChoice.keep_parts`): pair, neighbours, middle, honour."""


class Key(IntEnum):
    """The strong bot's cost of a discard, measure by measure, in its order (lower first)."""

    STANCE = 0
    DISTANCE = 1
    WINS = 2
    REACH = 3
    SPEED = 4
    VALUE = 5


@dataclass(frozen=True)
class Measures:
    """A discard as the strong bot measures it (:func:`.discard_ranking.rank_discards`)."""

    tile: Tile
    chance: float
    """The stance's chance to win after it."""
    loss: float
    """Its expected loss (0 where the bot does not weigh danger)."""
    danger: float
    distance: int
    """To the best plan, with the penalty for value under the minimum."""
    wins: float
    reach: float
    speed: tuple[int, ...]
    """The bot's speed key toward its best plan, lower first (shape, or acceptance)."""
    value: int
    shape: tuple[int, ...] | None
    """The two-step key (:mod:`.shape`), where the bot reads it."""
    acceptance: int

    def cost(self) -> tuple[float, int, float, float, tuple[int, ...], int, int]:
        """The bot's order of the discards (by :class:`Key`, then the tile)."""
        return (self.loss - self.chance, self.distance, -self.wins, -self.reach, self.speed, -self.value, self.tile)


def edge(
    pick: Measures,
    fast: Measures,
    plan_of_pick: Callable[[], str | None],
    best_plan: str | None,
    kept: Callable[[], str | None],
) -> Edge:
    """What puts ``pick`` ahead of ``fast``, the fastest listed: the first of the bot's
    measures where it is ahead; where it is behind by them, the baseline's own order (its plans,
    then acceptance); where it is ahead in none, the part that makes ``fast``'s tile worth more
    kept (``kept``: None when it is not), else that the two are worth as little kept.
    ``plan_of_pick``: the fan naming the plan the pick keeps nearest; ``best_plan``: the one
    naming the bot's best plan."""
    mine, its = pick.cost(), fast.cost()
    ahead = first_ahead(mine, its)
    if ahead is Key.STANCE:
        if pick.loss < fast.loss:
            return Edge(Over.SAFER, fast.tile, pick.danger, fast.danger)
        ahead = first_lower(mine, its, Key.DISTANCE)  # more chance to win: read from the measures after it
    if ahead is None:  # behind by this cost: the baseline's own order decided
        if (pick.distance, -pick.value) < (fast.distance, -fast.value):
            ahead = Key.DISTANCE if pick.distance < fast.distance else Key.VALUE
        elif (pick.distance, pick.value) == (fast.distance, fast.value) and pick.speed < fast.speed:
            ahead = Key.SPEED
    if ahead is None:
        why = kept()
        return Edge(Over.KEEPS, fast.tile, kept=why) if why is not None else Edge(Over.EVEN, fast.tile)
    if ahead is Key.DISTANCE:
        return Edge(Over.PLAN, fast.tile, pick.distance - 1, fast.distance - 1, plan_of_pick())
    if ahead is Key.WINS:
        return Edge(Over.WINS, fast.tile, pick.wins, fast.wins)
    if ahead is Key.REACH:
        return Edge(Over.REACH, fast.tile, pick.reach, fast.reach)
    if ahead is Key.SPEED:
        if pick.shape is not None and fast.shape is not None and pick.shape[0] and fast.shape[0]:
            return Edge(Over.SHAPE, fast.tile, pick.shape[1], fast.shape[1])
        return Edge(Over.PLAN_TILES, fast.tile, pick.acceptance, fast.acceptance, best_plan)
    return Edge(Over.WORTH, fast.tile, pick.value, fast.value)


def first_ahead(mine: tuple, its: tuple) -> Key | None:
    """The first measure of two costs (the tile last, not a measure) where ``mine`` is lower;
    None where the first that differs is higher, or only the tile differs."""
    for i, (a, b) in enumerate(zip(mine[:-1], its[:-1], strict=True)):
        if a != b:
            return Key(i) if a < b else None
    return None


def first_lower(mine: tuple, its: tuple, start: Key) -> Key | None:
    """The first measure from ``start`` where ``mine`` is lower."""
    return next((Key(i) for i in range(start, len(mine) - 1) if mine[i] < its[i]), None)


def plan_kind(plan: Plan) -> str:
    """The kind a plan was made from (its name without the suit a maker added)."""
    kinds = [k for k in PLAN_KINDS if plan.name == k or plan.name.startswith(k + "_")]
    return max(kinds, key=len, default=plan.name)


def plan_fan(variant: Variant, plan: Plan) -> str | None:
    """The id of the variant's fan naming ``plan`` (in the rule book's words), if it has one."""
    kind = plan_kind(plan)
    return next((f for f in PLAN_FANS.get(kind, (kind,)) if variant.fan_spec(f) is not None), None)
