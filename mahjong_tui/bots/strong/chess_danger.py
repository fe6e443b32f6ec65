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

Where a declared-ready seat that lets a completing piece go by never wins on a discard again
(憨兒's furiten), every piece discarded since it declared is safe against it: had one completed
its hand (frozen since), it could win on no discard at all. 憨兒, 3,000 duplicate hands against
normal, seed 2: +430 ± 165 points a hand without this, +520 ± 168 with it (deal-ins 13.6% and
13.0% of normal's 19.0%; before the chess danger +437 ± 152, 13.0% of 18.0%).

Where there is no such furiten (象棋麻將) the same holds by play: a declared hand is frozen, so
its waits never change, and a piece that went by since (its own later discards, drawn and
thrown, and the others' after the declaring turn) completed nothing, as every player takes a
win offered (``benchmarks/chess_readiness_fit.py``: 0 of 606 such pieces discarded again were
a wait, xiangqi64, 150 deals). The opponents' readiness comes from whether they declared
(:mod:`.chess_readiness`).

How well it reads, xiangqi64 (strong's discards while an opponent is ready in truth, 2,000
hands, seeds 11 and 12; the engine's state gives the waits): against a declared seat a piece of
danger 0 is a wait 0.2–0.3% of the time, 0.1 3.4–3.7%, 0.2 11%, 0.3 16%, 0.4 and 0.5 (the cap)
20–22%; the area under the ROC curve 0.73 (0.71–0.72 against a seat ready undeclared). A
logistic fit of the ways apart (sets, pungs, pairs), the opponent's own discards, the pieces let
pass and the partners it threw, fitted on one seed, read the other no better (0.71). The first
go-around's wins on a discard (人胡, 5 台) cost strong 6,730 points in 4,000 seat-hands (81 of
them, normal 75), 1.7 a seat-hand: a soldier is a wait of a seat dealt ready 3.2% of the time as
a first discard, an officer 1.4–1.8%, a general 0.8%. Reading the board then (its readiness
then is a seat's share dealt ready, under the stance's calm) measured no gain (2,000 duplicate
hands paired against main 517ad7b, seeds 1 and 2: −0.38 ± 0.79, +0.33 ± 0.78; with that
deal-in weighed 2.5 times −0.96 ± 1.26, +0.15 ± 1.29).
"""

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
