"""Who can still win on a discard: a seat the rules let win only by self-draw is no deal-in threat.

Beijing (``self_draw_only`` with ``after_claims``): a seat that has claimed a chow or a pung may
win only by drawing the tile itself; one that has thrown a wild (``wild_discard`` with
``forfeit``) may not win at all. Both show on the table, so the danger board
(:class:`~.danger.DangerBoard`, its ``can_win``) gives such a seat no readiness: no discard of
ours can deal in to it, however ready its hand is. The variant's own features are asked (their
``discard_forfeits`` and ``refuse_win`` on a table state holding what the view shows of the
seat), so the rule has one home.

Why: most of strong's Beijing deal-ins went to another seat than the one the board read likeliest
ready, often one that had claimed and could not have won on the tile. With the threat read from the
seats that can win on a discard, the fitted tile danger pays in Beijing too
(:data:`~.danger_model.READS_BY_VARIANT`, loss weight now :data:`~.stance.LOSS_WEIGHT_BY_VARIANT`):
kept, +0.44 against +0.39 a hand over 6,000 hands, fewer deal-ins. A lower calm threshold, folding
in steps and the free choice below ``stance.CALM`` were measured and dropped. Measured:
benchmarks/STRONG_BOT.md, section discard_winners.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ...engine.view import SeatInfo, SeatView
from ...rules.features.wild_play import SelfDrawOnly, WildDiscard
from ...rules.request import claims_in
from ...table.state import HandState, SeatState
from ...table.wall import Wall
from ...tiles import kinds as K
from ...variants.model import Variant


def limits_discard_wins(variant: Variant) -> bool:
    """Whether the variant has a rule that takes a seat's discard wins away in play."""
    return any(isinstance(f, (SelfDrawOnly, WildDiscard)) for f in variant.features)


def wins_on_discard(variant: Variant, wild_kinds: tuple[int, ...], s: SeatInfo) -> bool:
    """Whether the rules still let ``s`` win on a (plain) discard, by what the table shows of it:
    its claimed melds and its river."""
    melds = s.known_melds
    seats = [SeatState() for _ in range(max(s.seat + 1, max(variant.seats)))]
    me = seats[s.seat]
    me.melds = melds
    me.claims_made = claims_in(melds)
    state = HandState(1, 0, 0, Wall([]), seats)
    state.wild_kinds = wild_kinds
    features = [f for f in variant.features if isinstance(f, (SelfDrawOnly, WildDiscard))]
    if any(f.discard_forfeits(state, s.seat, r.tile) is not None for f in features for r in s.river):
        return False
    plain = next(t for t in range(K.NUM_KINDS) if t not in wild_kinds)
    return all(f.refuse_win(state, s.seat, plain, "discard") is None for f in features)


def discard_winner(variant: Variant, view: SeatView) -> Callable[[SeatInfo], bool] | None:
    """The board's ``can_win`` for ``view``, or None where every seat may always win on a discard."""
    if not limits_discard_wins(variant):
        return None
    return partial(wins_on_discard, variant, tuple(view.wild_kinds))
