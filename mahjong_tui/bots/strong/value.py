"""Waits worth a win: where a hand must reach a minimum (MCR's 8 fans), ask the judge which
ready discards leave waits it accepts as legal wins.

The baseline steers by its plans' value estimates, which may leave a ready hand whose every
wait is under the minimum: it can then win neither on a discard nor self-drawn. The judge's
advice (:func:`~mahjong_tui.rules.advice.advise`, the one the hints use) counts, per ready
discard, the unseen copies of the waits that are legal wins; the bot takes the advice's best
ready discard when the baseline's discard leaves waits that cannot win, or clearly fewer
winning copies, or leaves the hand not ready while a ready discard has a few winning copies.
In MCR a wait is worth what its win pays (:data:`PAID_WORTH`), not its fans alone.

Measured in MCR and dropped (600 duplicate hands, seed 1, against −1.43 ± 2.26 a hand, wins
21.1% against 22.4%, deal-ins 12.8% against 17.8%): the stance reading a ready discard's chance
to win from the judge's winning copies here (``1 − 0.4 ** (copies / c)``, never under the
chance one step further) instead of the curve's 0.60 for every ready hand — at c = 5 copies
−4.11 ± 2.25 (wins 17.8%, deal-ins 11.8%: the thin waits folded), at c = 2 −2.08 ± 2.28 (wins
20.5%, deal-ins 12.8%); a folding hand still making a pung or chow that makes it ready when that
chance beats the threat's cost: not one decision changed (−1.43 ± 2.26, the same duel).
``benchmarks/mcr_missed_wins.py`` (400 hands, seed 1) finds the strong bot's missed wins where
normal won much like normal's where it won: 34 ended sooner (33), 18 ready with the waits lost
(17), 40 not ready, 34 of them after a fold (normal: 32 slower).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.seen import seen_counts
from ...engine.view import SeatView
from ...rules.advice import DiscardAdvice, WaitAdvice, advise
from ...scoring.situation import WINDS
from ...tiles.hand import Hand, Meld
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .payoffs import Payoff, payoff

MIN_COUNT = 2.0
"""A ready discard replaces a baseline discard that leaves the hand not ready only with at
least this many winning copies (the baseline may be building toward more)."""
MUCH_BETTER = 1.5
"""Another ready discard replaces the baseline's when its waits are worth this many times as
much (the baseline's order is kept for anything closer)."""


def view_facts(variant: Variant, view: SeatView) -> dict[str, Any]:
    """The judge's request facts of the view's seat: the table's own (``view.win_facts``: bans,
    furiten, own discards, void, stakes, streak …) when the view carries them, else the
    variant, the winds and the players (a view built without them, as in a constructed test)."""
    if view.win_facts:
        return dict(view.win_facts)
    me = view.me
    assert me is not None
    facts: dict[str, Any] = {
        "variant": variant.id,
        "players": len(view.seats),
        "seat_wind": WINDS[me.wind],
        "round_wind": WINDS[view.round_wind],
    }
    if variant.preset:
        facts["preset"] = variant.preset
    if variant.options:
        facts["options"] = dict(variant.options)
    return facts


def ready_discards(variant: Variant, view: SeatView, legal: set[Tile]) -> dict[Tile, DiscardAdvice]:
    """The judge's advice on each legal discard that leaves the hand ready, by kind."""
    me = view.me
    assert me is not None and me.hand is not None
    melds: list[Meld] = [mv.meld for mv in me.melds if mv.meld is not None]
    hand = Hand(list(me.hand), melds, None, list(me.bonus))
    visible = Counter({t: n for t, n in enumerate(seen_counts(view, own=False)) if n})
    adv = advise(
        variant, hand, view_facts(variant, view), players=len(view.seats), visible=visible, legal_discards=legal
    )
    return {d.tile: d for d in adv.discards or () if d.waits is not None and d.recommendable}


PAID_WORTH = frozenset({"mcr"})
"""Variants where a wait is worth what its win pays under the settlement (:mod:`.payoffs`: MCR's
value + 8 from the discarder and 8 from each other seat, value + 8 from each on a self-draw), not
its fans alone: there a wait of 8 fans on four copies (4 × 32 on a discard) is worth more than
one of 16 on two (2 × 40), which the fans alone rate equal."""
_PAYOFFS: dict[tuple[str, int, int], Payoff] = {}


def _payoff(variant: Variant, players: int, value: int) -> Payoff:
    key = (repr((variant.id, variant.preset, variant.options)), players, value)
    got = _PAYOFFS.get(key)
    if got is None:
        if len(_PAYOFFS) >= 4096:
            _PAYOFFS.clear()
        got = _PAYOFFS[key] = payoff(variant, players, value)
    return got


def wait_worth(variant: Variant, w: WaitAdvice, players: int) -> float:
    """What a winning wait is worth: its copies weighted by the ways it wins, times the judge's
    value of its win, or where :data:`PAID_WORTH` what that win pays on a discard and self-drawn."""
    if not w.wins:
        return 0.0
    if variant.id not in PAID_WORTH:
        return w.weight(players) * (w.value or 0)
    p = _payoff(variant, players, w.value or 0)
    return w.unseen * ((players - 1) * w.on_discard * p.win_discard + w.self_drawn * p.win_self) / players


def expected_value(variant: Variant, d: DiscardAdvice, players: int) -> float:
    """What a ready discard's waits are worth together (:func:`wait_worth`)."""
    return sum(wait_worth(variant, w, players) for w in d.waits or ())


def better_ready_discard(variant: Variant, view: SeatView, legal: set[Tile], base: Tile) -> Tile | None:
    """A ready discard to take instead of ``base``: the one whose waits are worth most
    (:func:`expected_value`) when ``base`` leaves waits that win no way, or worth far less, or
    leaves the hand not ready while that one has a few winning copies; else None."""
    ready = ready_discards(variant, view, legal)
    if not ready:
        return None
    players = len(view.seats)
    worth = {t: expected_value(variant, d, players) for t, d in ready.items()}
    best = max(ready.values(), key=lambda d: (worth[d.tile], d.count, -d.tile))
    if best.count <= 0 or best.tile == base:
        return None
    mine = ready.get(base)
    if mine is None:
        return best.tile if best.count >= MIN_COUNT else None
    if mine.count <= 0 or worth[best.tile] >= MUCH_BETTER * worth[base]:
        return best.tile
    return None
