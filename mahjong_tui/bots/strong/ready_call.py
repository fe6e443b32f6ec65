"""The strong bot's ready declaration: where it is paid (憨兒 聽: ``claims.ready = "declare_paid"``),
and where a thin wait is better left undeclared (xiangqi64).

Declaring puts ``ready_cost`` in the pot and freezes the hand (it only draws and discards, and
is in furiten for good once a winning piece goes by); it adds the 聽 台 (a win needs one) and the
drawn hand's ``tenpai_payment`` from every seat not ready. The baseline declares whenever a
discard allows it. In 400 hands of four strong bots (seed 5) a declaration on a wait with no
winning piece left unseen never won (18 of them: 7 drawn hands, 11 paid to another), one with a
single piece left won 20%, with two 29%, with three or more 44-50%.

So the bot declares on the ready discard whose waits have the most unseen winning pieces, when
they are at least :data:`MIN_LIVE`; on a poorer wait it keeps the hand open and free to improve,
unless the wall is nearly out, when only the drawn hand's payments are left to play for.

In xiangqi64 declaring costs nothing and pays the 聽牌 台, and the baseline declares whenever
it can (never declaring, or not while an opponent has declared, lost two points a hand:
:mod:`.chess_stance`); but a declared hand is frozen, its wait kept however thin, every piece it
draws thrown. There the bot does not declare a wait with fewer than four unseen winning pieces while 28 or
more pieces are left to draw (the first two go-arounds), nor one with fewer than two later
before the last round (:data:`THIN_WAIT_BY_VARIANT`): the hand stays free to draw into a
better wait (a pair wait on a soldier has up to eight) or to fold, and declares when it does.
Duplicate hands against normal, 2,000 a seed, paired deal by deal against the build before
(:mod:`.ready_claims` and loss weight 3.0; ``benchmarks/duel_paired.py``; each file's margin
strong − normal and deal-in ratio strong/normal in brackets; before: seeds 1–8 +2.90 (0.71),
+2.46 (0.74), +1.77 (0.77), +1.10 (0.69), +0.43 (0.72), +1.87 (0.67), +1.44 (0.71), +0.20
(0.78)): at 4, +1.40 ± 1.32 (+4.29, 0.65), +0.09 ± 1.38 (+2.56, 0.72), +0.24 ± 1.38 (+2.02,
0.73), +0.83 ± 1.45 (+1.94, 0.67), +0.28 ± 1.49 (+0.71, 0.69), +1.63 ± 1.52 (+3.50, 0.69),
+0.46 ± 1.53 (+1.90, 0.69), +1.10 ± 1.50 (+1.30, 0.73): +0.75 over the eight (about ± 0.5);
wins 26.4% → 27.2%, the mean win 3.46 → 3.34 台 (seed 1). At 3, seeds 1–4, +0.45 ± 0.76,
+0.41 ± 0.77, +0.20 ± 0.66, +0.07 ± 0.73; at 2, seeds 1–2, +0.01 ± 0.40, +0.35 ± 0.48; at 5
−0.38 ± 1.60, −0.41 ± 1.61, −0.27 ± 1.67, +0.23 ± 1.74 (a third of the hands were then never
declared: the mean win fell to 3.03–3.18 台). Four all through the hand was kept first;
then, paired against it, two from fewer than 28 pieces left to draw (kept): seeds 1–8 +0.59 ±
0.66 (+4.89, 0.64), +1.18 ± 0.67 (+3.73, 0.72), +0.67 ± 0.76 (+2.68, 0.72), −0.32 ± 0.77
(+1.62, 0.67), +0.24 ± 0.61 (+0.95, 0.70), −0.06 ± 0.74 (+3.44, 0.68), +0.47 ± 0.82 (+2.37,
0.70), −0.13 ± 0.88 (+1.17, 0.74): +0.33 over the eight (about ± 0.26); from fewer than 24
+0.41, +0.72, +0.14, +0.01, +0.10, −0.05, +0.41, +0.05 (+0.22); fewer than 16 +0.10, +0.07,
+0.05, +0.07 (seeds 1–4); fewer than 31 +0.47, +1.33, +0.34, −0.67; from 28 one piece +0.59,
+0.89, +0.69, −0.26, three +0.31, +1.04, +0.52, −0.25. Measured and dropped with it: while
the defence is calm, the ready discard whose waits have the most unseen winning pieces
(declared) in place of the baseline's when it has one more: −0.14 ± 0.20, +0.12 ± 0.19, +0.08
± 0.14, +0.01 ± 0.12 (99% of the deals the same: the baseline's acceptance already picks it).
xiangqi56 (27 pieces to draw, four of each kind), 2,000 hands paired against declaring every
wait, seeds 1–2: four while 20 or more are left, two after, −0.16 ± 1.42, +0.09 ± 1.22; two
all through +0.07 ± 0.34, −0.03 ± 0.23: not there.
"""

from __future__ import annotations

from ...engine.seen import seen_counts
from ...engine.view import SeatView
from ...table.actions import Action
from ...tiles.hand import Hand
from ...variants.model import Variant

MIN_LIVE = 1
"""The fewest unseen winning pieces a declared wait needs. Duplicate duels against normal,
1,000 hands each at seeds 3, 4, 5: with 1 the margin was +326, +286, +337 points a hand; with 2
(holding single-piece waits too) +228, +211, +242; the baseline's always-declare +314, +236,
+222 (each ± about 200)."""


ThinWait = tuple[int, int, int]
"""Pieces left to draw from which the hand is early, the fewest unseen winning pieces a wait
needs to be declared while early, and after."""

THIN_WAIT_BY_VARIANT: dict[str, ThinWait] = {"xiangqi64": (28, 4, 2)}
"""Where declaring is free (``claims.ready = "declare"``), the waits the bot declares before the
last round (the measurements are in the module's docstring)."""


def thin_wait_floor(variant: Variant) -> ThinWait | None:
    """The waits the bot declares in ``variant`` (:data:`THIN_WAIT_BY_VARIANT`), or None where
    it declares whenever the baseline does."""
    return THIN_WAIT_BY_VARIANT.get(variant.family)


def undeclared_on_thin_wait(
    variant: Variant, view: SeatView, discards: list[Action], picked: Action, thin: ThinWait
) -> Action:
    """``picked`` (a discard), not declared when it declares a wait with fewer unseen winning
    pieces than ``thin`` asks at this point of the wall, before the last round."""
    if not picked.ready or picked.tile is None or last_round(view):
        return picked
    early, early_floor, floor = thin
    if live_waits(variant, view, picked.tile) >= (early_floor if view.live_remaining >= early else floor):
        return picked
    plain = [a for a in discards if a.tile == picked.tile and not a.ready and a.choice == picked.choice]
    return plain[0] if plain else picked


def declares_paid_ready(variant: Variant) -> bool:
    return variant.cfg.claims.ready == "declare_paid"


def live_waits(variant: Variant, view: SeatView, tile: int) -> int:
    """Unseen copies of the kinds that complete the hand once ``tile`` is discarded."""
    me = view.me
    assert me is not None and me.hand is not None
    hand = list(me.hand)
    hand.remove(tile)
    melds = me.known_melds
    waits = variant.waits(Hand(sorted(hand), melds), view.wild_kinds)
    seen = seen_counts(view)
    return sum(max(view.copies.get(t, 0) - seen[t], 0) for t in waits)


def last_round(view: SeatView) -> bool:
    """Fewer pieces left to draw than seats: the hand is about to be drawn."""
    return view.live_remaining < len(view.seats)


def ready_call(variant: Variant, view: SeatView, discards: list[Action], base: Action) -> Action:
    """``base`` (a discard), declared ready or not as above; when some ready discard has a good
    wait, that discard, declared."""
    readies = [a for a in discards if a.ready and a.tile is not None]
    if not readies:
        return base
    live = {a.tile: live_waits(variant, view, a.tile) for a in readies if a.tile is not None}
    best = max(readies, key=lambda a: (live[a.tile], a.tile == base.tile))  # type: ignore[index]
    if live[best.tile] >= MIN_LIVE or last_round(view):  # type: ignore[index]
        return best
    plain = [a for a in discards if a.tile == base.tile and not a.ready and a.choice == base.choice]
    return plain[0] if plain else base
