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
draws thrown. There the bot does not declare a wait with fewer than four unseen winning pieces
while 28 or more pieces are left to draw (the first two go-arounds), nor one with fewer than two
later before the last round (:data:`THIN_WAIT_BY_VARIANT`): the hand stays free to draw into a
better wait (a pair wait on a soldier has up to eight) or to fold, and declares when it does.
Four gained +0.75 a hand over eight seeds against normal, two later +0.33 more; other counts
and xiangqi56 measured no better. Measured: benchmarks/STRONG_BOT.md, section ready_call.py."""

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
last round (measured: benchmarks/STRONG_BOT.md, section ready_call.py)."""


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
