"""Every plan's lower bound at once, for ranking the plans (see :meth:`.plans.PlanBook.lower_bounds`).

The bot ranks its plans at every decision, starting from a cheap bound of each plan's distance:
the required kinds not held (a plan with required groups), or the tiles outside the allowed
kinds less the one to discard (a plan limited to some kinds). Both are sums over the kinds
held, so they are kept as packed counters: one 8-bit field per plan in one Python integer. A
kind held adds its share to every plan's field with one table lookup and one addition, and the
fields are read back as bytes: a handful of operations per kind held instead of a few per plan.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..tiles import kinds as K
from ..tiles.kinds import Tile

FIELD = 8
"""Bits per plan's field (every count involved stays below 256)."""
MAX_COUNT = 16
"""Copies of a kind the tables cover (a hand holding more is read the slow way)."""
TABLE_LIMIT = 2_000
"""Tables (one per set of chow melds) kept before they are cleared."""

Chows = tuple[tuple[Tile, ...], ...]


class PackedBounds:
    """The lower bounds of a plan book's plans with required groups (each kind required once,
    ``required``: (plan index, required kinds as bits, meldable)) and of its plans limited to
    some kinds (``allowed``: (plan index, allowed kinds as bits)); every other plan's bound is 0.

    ``besides(i, chows)`` gives a meldable plan's required kinds outside the groups equal to a
    chow meld (:meth:`PlanBook._bits_besides`)."""

    def __init__(
        self,
        n_plans: int,
        required: Sequence[tuple[int, int, bool]],
        allowed: Sequence[tuple[int, int]],
        set_count: int,
        besides: Callable[[int, Chows], int],
    ) -> None:
        self.n = n_plans
        self.required = list(required)
        self.allowed = list(allowed)
        self.allowed_at = [i for i, _ in allowed]
        self.allowed_ones = sum(1 << (FIELD * i) for i, _ in allowed)
        self.set_count = set_count
        self.besides = besides
        self._tables: dict[Chows, tuple[list[tuple[int, ...] | None], int, list[tuple[int, int]]]] = {}

    def table(self, chows: Chows) -> tuple[list[tuple[int, ...] | None], int, list[tuple[int, int]]]:
        """For a hand whose chow melds are ``chows``: per kind, made when first needed (see
        :meth:`_row`), that kind's share of every field by count held; the required plans'
        sizes as fields; and the required plans' kinds as (plan index, bits)."""
        got = self._tables.get(chows)
        if got is None:
            req: list[tuple[int, int]] = []
            for i, bits, meldable in self.required:
                if chows and meldable:
                    bits = self.besides(i, chows)
                req.append((i, bits))
            sizes = sum(bits.bit_count() << (FIELD * i) for i, bits in req)
            if len(self._tables) >= TABLE_LIMIT:
                self._tables.clear()
            got = self._tables[chows] = ([None] * K.NUM_KINDS, sizes, req)
        return got

    def _row(self, t: Tile, req: list[tuple[int, int]]) -> tuple[int, ...]:
        """Kind ``t``'s share of every field by count held: a required kind counts once, an
        allowed kind once a copy."""
        once = sum(1 << (FIELD * i) for i, bits in req if bits >> t & 1)
        each = sum(1 << (FIELD * i) for i, bits in self.allowed if bits >> t & 1)
        return (0, *[once + n * each for n in range(1, MAX_COUNT)])  # a tuple: the garbage collector stops tracking it

    def bounds(
        self,
        counts: Sequence[int],
        kinds: Sequence[Tile],
        total: int,
        n_melds: int,
        chows: Chows,
        penalties: Sequence[int] | None = None,
        packed_penalties: int = 0,
    ) -> list[int] | None:
        """Every plan's bound for ``counts`` (``kinds``: every kind it holds; ``total``: its
        tiles) and ``n_melds`` melds, ``chows`` of them chows, plus ``penalties`` when given
        (``packed_penalties``: the same as fields, each below 128); None when the hand is not
        one the fields can hold (the caller then counts plan by plan)."""
        spare = max(0, total + 3 * n_melds - (3 * self.set_count + 1))  # a hand with a tile to discard
        if spare > 1 or total >= 128:  # fields stay below 256 with penalties below 128
            return None
        rows, packed, req = self.table(chows)
        # allowed plans' fields start at total - spare + 1 (never below the tiles inside, so no
        # field borrows from the next), required plans' at their size
        packed += (total - spare + 1) * self.allowed_ones + packed_penalties
        for t in kinds:
            n = counts[t]
            if n >= MAX_COUNT:
                return None
            row = rows[t]
            if row is None:
                row = rows[t] = self._row(t, req)
            packed -= row[n]
        out = list(packed.to_bytes(self.n, "little"))
        if penalties is None:
            for i in self.allowed_at:  # max(0, outside - spare) from outside - spare + 1
                v = out[i]
                out[i] = v - 1 if v else 0
        else:
            for i in self.allowed_at:  # max(0, outside - spare) + p from outside - spare + 1 + p
                v = out[i]
                p = penalties[i]
                out[i] = v - 1 if v > p else p
        return out
