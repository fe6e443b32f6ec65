"""Who can still win on a discard: a seat the rules let win only by self-draw is no deal-in threat.

Beijing (``self_draw_only`` with ``after_claims``): a seat that has claimed a chow or a pung may
win only by drawing the tile itself; one that has thrown a wild (``wild_discard`` with
``forfeit``) may not win at all. Both show on the table, so the danger board
(:class:`~.danger.DangerBoard`, its ``can_win``) gives such a seat no readiness: no discard of
ours can deal in to it, however ready its hand is. The variant's own features are asked (their
``discard_forfeits`` and ``refuse_win`` on a table state holding what the view shows of the
seat), so the rule has one home.

Why (``benchmarks/duel_deal_ins.py --variant beijing --hands 400 --seed 1``, main 638165e): of
strong's 72 deal-ins, 56 were to another seat than the one the board read likeliest ready, and
in 44 of them that seat had claimed and so could not have won on the tile; the winner's
readiness was under ``stance.CALM`` in 26. The fitted readiness (:mod:`.danger_model`) is
fitted on *ready in shape*, and an opened Beijing hand is ready soon; its threat drew the bot's
safe discards towards a seat it could not pay.

With the threat read from the seats that can win on a discard, the fitted tile danger pays in
Beijing too (it read nearly every tile as safe against a hand showing a meld, which before was
the hand the board read likeliest ready: :data:`~.danger_model.READS_BY_VARIANT`), and the loss
weight fitted for it was 2.5 (since 5.0: :data:`~.stance.LOSS_WEIGHT_BY_VARIANT`). Duplicate duels against
normal, ``--jobs 1`` on a machine loaded 6–10 by other duels, deal-in ratio strong/normal in
brackets; main (638165e) 800 hands, seed 1: +0.34 ± 0.29 (0.79). This reading alone at the
priced weight (1.49) +0.39 ± 0.27 (0.82: it wins more, 25.2% against 24.3%, and pushes more);
with the fitted tile reading at 1.49 +0.43 ± 0.27 (0.74), at 2.0 +0.48 ± 0.28 (0.72), at 2.5
+0.42 ± 0.28 (0.69), at 3.0 +0.43 ± 0.28 (0.72); the hand-set tile reading at 2.5 +0.40 ± 0.27
(0.75), at 3.5 +0.41 ± 0.28 (0.74). Kept, 2,000 hands: seed 1 +0.52 ± 0.18 (7.2% of 9.5%, 0.76)
against main's +0.50 ± 0.18 (0.80); seed 2 +0.37 ± 0.17 (7.3% of 8.4%, 0.87) against main's
+0.19 ± 0.19 (7.3% of 8.4%, 0.87); 6,000 hands, seed 1, +0.44 ± 0.10 (7.1% of 9.1%, 0.78)
against main's +0.39 ± 0.10 (7.4% of 8.8%, 0.84). Strong wins more (25.4% against 24.6% over
6,000 hands; main 25.0% against 25.0%) and deals in a little less; the 800-hand 0.69 was luck.

What Beijing's strong bot still deals in to (``benchmarks/duel_deal_ins.py``, 400 hands, seed
1: 69 deal-ins against main's 72): a third with no opponent read at ``stance.CALM`` (the
winner read at 0.08 on average), 51 of 69 with 50 tiles or more left: concealed hands made ready
early by their wilds, which nothing on the table shows. Looking at danger from a readiness of
0.05 (``stance.CALM`` 0.15) measured +0.32 ± 0.30 (0.70) against +0.42 ± 0.28 (0.69): the calm
deal-ins cost less than defending on every thin reading; folding in steps (:mod:`.fold_steps`,
margin 0.03) +0.43 ± 0.28 (0.70), the same: neither kept (800 hands, seed 1). The free choice
below ``stance.CALM`` (the safest of the discards keeping the baseline's distance, plan value and
acceptance, as :meth:`~.blood_defence.SaferDiscard._safer_discard` makes it in Sichuan, made when
no opponent reads ``CALM`` ready): 2,000 hands, seed 1, paired against the build without it
(``benchmarks/duel_paired.py``) −0.02 ± 0.18, strong's deal-ins 7.2% → 7.7% (ratio 0.77 → 0.88):
safe tiles thrown early are missing later, when the threats read ready. Dropped.

The fitted tile reading is fitted on every ready seat, the opened ones too (every tile a safe
one against them), so it reads a concealed hand's danger at two thirds of what it is; fitted on
the seats that may win on a discard alone it read them as the table does, but at the loss
weight fitted to the reading as it is left the deal-in ratio at 0.76 at seed 2, and at a
heavier weight met it for points lost (:data:`~.danger_model.READS_BY_VARIANT`, where the
figures are).
"""

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
