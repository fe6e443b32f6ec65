"""Waits worth a win: where a hand must reach a minimum (MCR's 8 fans), ask the judge which
ready discards leave waits it accepts as legal wins.

The baseline steers by its plans' value estimates, which may leave a ready hand whose every
wait is under the minimum: it can then win neither on a discard nor self-drawn. The judge's
advice (:func:`~mahjong_tui.rules.advice.advise`, the one the hints use) counts, per ready
discard, the unseen copies of the waits that are legal wins; the bot takes the advice's best
ready discard when the baseline's discard leaves waits that cannot win, or clearly fewer
winning copies, or leaves the hand not ready while a ready discard has a few winning copies.

Measured in MCR and dropped: the stance reading a ready discard's chance from the judge's
winning copies (the thin waits folded), waits priced by the settlement instead of their fans,
other thresholds, and a ready discard taken only when a live copy wins on a discard: a handful
of decisions, none better. Measured: benchmarks/STRONG_BOT.md, section value.py."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ...analysis.fast import engine_for
from ...analysis.shapes import INFINITE
from ...engine.seen import visible_elsewhere
from ...engine.view import SeatView
from ...rules.advice import DiscardAdvice, WaitAdvice, advise
from ...scoring.situation import WINDS
from ...tiles.hand import Hand
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .malaysian_value import price_of

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


class ReadyDiscards:
    """:func:`ready_discards` for one bot, its last answer kept: one decision asks it of the
    same view more than once (the ready discard's value, then the stance's chances,
    :mod:`.mcr_push`). Each bot holds its own, so no answer outlives the bot or crosses to
    another seat's bot."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self._last: tuple[SeatView, frozenset[Tile], dict[Tile, DiscardAdvice]] | None = None

    def __call__(self, view: SeatView, legal: set[Tile]) -> dict[Tile, DiscardAdvice]:
        key = frozenset(legal)
        last = self._last
        if last is not None and last[0] is view and last[1] == key:
            return last[2]
        got = self._advise(view, legal)
        self._last = (view, key, got)
        return got

    def _advise(self, view: SeatView, legal: set[Tile]) -> dict[Tile, DiscardAdvice]:
        """The advice itself (:func:`ready_discards`; a variant may read it its own way)."""
        return ready_discards(self.variant, view, legal)


def ready_discards(
    variant: Variant, view: SeatView, legal: set[Tile], facts: dict[str, Any] | None = None
) -> dict[Tile, DiscardAdvice]:
    """The judge's advice on each legal discard that leaves the hand ready, by kind, at the
    seat's table (``facts``: its request facts, :func:`view_facts` unless given)."""
    hand = view.own_hand()
    assert hand is not None
    if not _may_be_ready(variant, hand):
        return {}
    got = _advice(variant, view, hand, legal, facts, ready_only=True)
    return {t: d for t, d in got.items() if d.waits is not None and d.recommendable}


def discard_advice(
    variant: Variant, view: SeatView, legal: set[Tile], facts: dict[str, Any] | None = None
) -> dict[Tile, DiscardAdvice]:
    """The judge's advice on each discard of the seat's hand, by kind (those not in ``legal``
    refused), at the seat's table: the shanten and tiles in the hints show."""
    hand = view.own_hand()
    assert hand is not None
    return _advice(variant, view, hand, legal, facts, ready_only=False)


def _advice(
    variant: Variant, view: SeatView, hand: Hand, legal: set[Tile], facts: dict[str, Any] | None, ready_only: bool
) -> dict[Tile, DiscardAdvice]:
    """The judge's advice on each discard of ``hand`` by kind (``ready_only``: the waits alone)."""
    visible = visible_elsewhere(view)
    if facts is None:
        facts = view_facts(variant, view)
    adv = advise(
        variant, hand, facts, players=len(view.seats), visible=visible, legal_discards=legal, ready_only=ready_only
    )
    return {d.tile: d for d in adv.discards or ()}


def _may_be_ready(variant: Variant, hand: Hand) -> bool:
    """Whether some discard may leave ``hand`` ready: False only where the variant has no wild
    tiles and every discard leaves the shapes a step or more away, as the advice reads them (the
    same shanten of the same tiles: a discard the rules limit is no nearer), so that it would
    give no ready discard. Most turns are so, and the judge's table costs far more than this: a
    100-hand 明將 duel (strong, normal, seed 1) took 10.1 s of CPU before, 7.2 s after (one run
    each on a loaded machine), its file byte-identical, as in 13 other variants."""
    if variant.cfg.tiles.wild != "none":
        return True
    after = engine_for(variant).shanten_after_discards(hand.closed_tiles(), list(hand.melds), ())
    return min(after.values(), default=INFINITE) <= 0


def expected_value(d: DiscardAdvice, players: int, price: Callable[[int], float] | None = None) -> float:
    """What a ready discard's waits are worth together: each winning wait's copies (weighted by
    the ways it wins) times the judge's value of its win, or what that value pays (``price``:
    :func:`.malaysian_value.price_of`)."""
    return waits_worth(d.waits or (), players, price)


def waits_worth(waits: Iterable[WaitAdvice], players: int, price: Callable[[int], float] | None = None) -> float:
    """The winning ``waits``' copies (weighted by the ways they win) times the judge's value of
    each, or what that value pays (``price``)."""
    return sum(w.weight(players) * (w.value or 0 if price is None else price(w.value or 0)) for w in waits if w.wins)


def better_ready_discard(ready_of: ReadyDiscards, view: SeatView, legal: set[Tile], base: Tile) -> Tile | None:
    """A ready discard to take instead of ``base``: the one whose waits are worth most
    (:func:`expected_value`) when ``base`` leaves waits that win no way, or worth far less, or
    leaves the hand not ready while that one has a few winning copies; else None."""
    ready = ready_of(view, legal)
    if not ready:
        return None
    players, price = len(view.seats), price_of(ready_of.variant)
    worth = {t: expected_value(d, players, price) for t, d in ready.items()}
    best = max(ready.values(), key=lambda d: (worth[d.tile], d.count, -d.tile))
    if best.count <= 0 or best.tile == base:
        return None
    mine = ready.get(base)
    if mine is None:
        return best.tile if best.count >= MIN_COUNT else None
    if mine.count <= 0 or worth[best.tile] >= MUCH_BETTER * worth[base]:
        return best.tile
    return None
