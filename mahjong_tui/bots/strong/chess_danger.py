"""Danger of a chess piece (象棋麻將), read from the pieces in sight.

The general board (:class:`~.danger.DangerBoard`) gives every chess piece one flat danger, for
a piece wins in sets of different pieces as well as in pairs. But the variant's grammar says
exactly which pieces an opponent must hold to wait on a piece: the other two of a one-colour
set (帥仕相, 俥傌炮, 仕相俥 in 憨兒), two more copies for a pung, one for a pair (or the other
general where 帥 + 將 is a pair). Each such wait is possible only with those pieces unseen, and
likelier the more copies of them are unseen: the number of ways to hold them (a product of
binomials) measures it. A piece's danger is that count against the mean count over every kind
(so the board's mean danger, on which the loss weights were fitted, stays about
:data:`~.danger.CHESS`), capped at 1, times :data:`SCALE`; a piece no wait can use is as safe
as an orphan. The opponent's own discards and the pieces it let pass count as on the general
board.

Every piece discarded since a seat declared ready is safe against it: where a declared seat that
lets a completing piece go by never wins on a discard again (憨兒's furiten) by the rules, and where
there is no such furiten (象棋麻將) by play, for a declared hand is frozen and every player takes a win
offered. The opponents' readiness comes from whether they declared (:mod:`.chess_readiness`). In 憨兒
this gained about 90 points a hand; the reading's area under the ROC curve is 0.73 in xiangqi64,
and a logistic fit read no better. Measured: benchmarks/STRONG_BOT.md, section chess_danger.py."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from math import comb

from ...engine.view import SeatInfo, SeatView
from ...rules.features.furiten import Furiten
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .chess_readiness import chess_readiness, declares_ready
from .danger import CHESS, ORPHANS, DangerBoard, Opponent
from .readiness import ReadinessCurve

SCALE = 0.5
"""A factor on the danger so read: at 1 the bot folds too much for the points it saves
(xiangqi32, 3,000 hands, seed 2: +1.46 ± 0.93 a hand against +1.56 ± 0.87 at 0.5, deal-ins
11.0% against 13.5%; :mod:`.chess_stance` has the other sets)."""

Needs = tuple[tuple[Tile, int], ...]
"""The pieces an opponent must hold to wait on a piece, as (kind, copies)."""


@lru_cache(maxsize=64)  # as many as the variant loader keeps: a user's files come and go
def wait_needs(variant: Variant) -> dict[Tile, tuple[Needs, ...]]:
    """Per kind, each way to wait on it: a set or pair of the grammar holding it, less that piece."""
    g = variant.grammar
    out: dict[Tile, list[Needs]] = {t: [] for t in g.kinds}
    for pattern in (*g.sets, *g.pairs):
        for t in set(pattern):
            rest = Counter(pattern)
            rest[t] -= 1
            out[t].append(tuple(sorted((u, n) for u, n in rest.items() if n)))
    return {t: tuple(ways) for t, ways in out.items()}


def ways_to_wait(needs: tuple[Needs, ...], unseen: list[int]) -> int:
    """How many ways an opponent can hold the pieces of some wait, with ``unseen`` copies out of sight."""
    total = 0
    for need in needs:
        n = 1
        for u, k in need:
            n *= comb(unseen[u], k)
            if not n:
                break
        total += n
    return total


def ready_furiten(variant: Variant) -> bool:
    """A declared-ready seat that lets a completing piece go by never wins on a discard again
    (憨兒's furiten, ``permanent_for_ready``)."""
    return any(isinstance(f, Furiten) and f.params.permanent_for_ready for f in variant.features)


class ChessDangerBoard(DangerBoard):
    """The danger board with chess pieces read by :func:`ways_to_wait`."""

    def __init__(self, view: SeatView, variant: Variant, furiten: bool, curve: ReadinessCurve) -> None:
        self.variant_id = variant.family
        self.reads_declarations = declares_ready(variant)
        """An opponent's readiness is read from whether it declared (:mod:`.chess_readiness`)."""
        super().__init__(view, furiten, "", curve)
        frozen = ready_furiten(variant)
        self.barred = self._barred(view, frozen) if frozen or self.reads_declarations else {}
        needs = wait_needs(variant)
        self.ways = {t: ways_to_wait(ways, self.unseen) for t, ways in needs.items()}
        self.mean_ways = sum(self.ways.values()) / len(self.ways) if self.ways else 0.0

    def seat_ready(self, s: SeatInfo, curve: ReadinessCurve, wall_left: int) -> float:
        if self.reads_declarations:
            return chess_readiness(s, self.variant_id)
        return super().seat_ready(s, curve, wall_left)

    @staticmethod
    def _barred(view: SeatView, furiten: bool) -> dict[int, frozenset[Tile]]:
        """Per declared-ready opponent, the pieces discarded since it declared: its own from the
        declaring one on (``furiten``; else from the one after: with no furiten a seat may
        declare throwing a piece it waits on), the others' from the turn after (rivers aligned
        by turn, as for the pieces let pass)."""
        out: dict[int, frozenset[Tile]] = {}
        for s in view.seats:
            if s.seat == view.viewer or not s.ready:
                continue
            at = next((i for i, r in enumerate(s.river) if r.ready), None)
            if at is None:
                continue
            own = {r.tile for r in s.river[at if furiten else at + 1 :]}
            others = {r.tile for o in view.seats if o.seat != s.seat for r in o.river[at + 1 :]}
            out[s.seat] = frozenset(own | others)
        return out

    def _against(self, opp: Opponent, t: Tile) -> float:
        barred = self.barred.get(opp.seat)
        if barred is not None and t in barred:
            return 0.0
        return super()._against(opp, t)

    def _shape(self, opp: Opponent, t: Tile) -> float:
        ways = self.ways.get(t)
        if ways is None or not self.mean_ways:
            return super()._shape(opp, t)
        if not ways:
            return ORPHANS
        return min(1.0, CHESS * ways / self.mean_ways) * SCALE
