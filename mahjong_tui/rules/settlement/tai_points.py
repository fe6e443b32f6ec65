"""台 → base points with Japanese-style shares: 憨兒 (haner32 §6.2–6.6).

A win's base B is ``table[T-1]`` (``beyond`` more per 台 past the table), plus
``bonus_points`` per occurrence of each fan in ``bonus_fans`` (the +125 items), plus
``streak_bonus × n`` when the dealer wins and ``dealer_discard_bonus × n`` when a non-dealer wins
on the dealer's discard or robs the dealer's kong (n: the dealer's streak).

* discard win: the discarder pays ``discard_factor`` × B (``dealer_discard_factor`` × B to the dealer);
* non-dealer self-draw: the dealer pays ``self_draw_dealer_share`` × B, every other player B;
* dealer self-draw: every other player pays ``self_draw_dealer_share`` × B.

Flat extras after the multipliers: the dealer pays ``dealer_self_draw_extra × n`` more on a
non-dealer's self-draw; after d drawn hands in a row the discarder pays
``draws_discard_extra × d`` more, or on a self-draw every payer ``draws_self_draw_extra × d``.
The winner takes the pot. A ready declaration puts ``ready_cost`` in the pot.

Drawn hand (the wall's reserve reached): every ready seat gets ``tenpai_payment`` from each seat
that is not; 片甲不留: a seat whose own discards hold every soldier of a colour is paid as a
self-draw of ``wipeout_tai`` 台 (``wipeout_both_tai`` with both colours), base points only.
An abortive draw is not an exhaustive draw here, so it pays nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...params import Params, param
from ...scoring.explain import BONUS_ITEMS, DEALER, DRAWS_EXTRA, FACTOR, POINTS_TABLE, STREAK_BONUS, Formula, unit_args
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles import kinds as K
from ...tiles.hand import Hand
from . import SETTLEMENTS, Settlement

if TYPE_CHECKING:  # pragma: no cover
    from ..rule_variant import RuleVariant

DEFAULT_TABLE = (250, 750, 1250, 2000, 2500, 3000, 3750, 4500, 5250, 6000, 7000, 8000)


def seat_is_ready(variant: RuleVariant, hand: list[int], melds: list, wild_kinds: tuple[int, ...] = ()) -> bool:
    """Ready as for a declaration: some kind completes the hand, not one whose every copy is held."""
    waits = variant.waits(Hand(sorted(hand), list(melds)), wild_kinds)
    held = Counter(hand)
    for m in melds:
        held.update(m.physical())
    return any(held[t] < variant.tileset.count(t) for t in waits)


@dataclass(frozen=True)
class TaiPointsParams(Params):
    table: tuple[int, ...] = param(DEFAULT_TABLE, "base points for 1, 2, 3 … 台", min_items=1)
    beyond: int = param(250, "base points added per 台 past the table")
    bonus_fans: tuple[str, ...] = param((), "fans paid as flat bonus points instead of 台", names="fan")
    bonus_points: int = param(125, "the flat points of each bonus fan")
    discard_factor: int = param(4, "a discard win: the discarder pays this many times the base")
    dealer_discard_factor: int = param(6, "a discard win of the dealer: the discarder pays this many times the base")
    self_draw_dealer_share: int = param(2, "a self-draw: the dealer pays (or is paid) this many times the base")
    streak_bonus: int = param(125, "added to the base per streak when the dealer wins")
    dealer_discard_bonus: int = param(50, "added to the base per streak on a win on the dealer's discard")
    dealer_self_draw_extra: int = param(100, "the dealer pays this much more per streak on a non-dealer's self-draw")
    draws_discard_extra: int = param(120, "the discarder pays this much more per drawn hand in a row before")
    draws_self_draw_extra: int = param(40, "each payer of a self-draw pays this much more per drawn hand before")
    ready_cost: int = param(0, "what a ready declaration puts in the pot")
    tenpai_payment: int = param(0, "at a drawn hand, what each seat not ready pays each ready seat")
    wipeout_tai: int = param(0, "片甲不留: the 台 of a seat whose discards hold every soldier of a colour (0: none)")
    wipeout_both_tai: int = param(12, "片甲不留 with both colours: the 台")


@SETTLEMENTS.register("tai_points")
class TaiPointsSettlement(Settlement):
    params_class = TaiPointsParams
    params: TaiPointsParams

    def flat_bonus(self, fan_id: str) -> int | None:
        return self.params.bonus_points if fan_id in self.params.bonus_fans else None

    def points_for(self, tai: int) -> Formula:
        """The points table's value of ``tai`` 台, as a formula's start: "3000 for 6 tai"."""
        return Formula.start(self.table_points(tai), POINTS_TABLE, tai=tai, **unit_args(self.variant.cfg.scoring, tai))

    def table_points(self, tai: int) -> int:
        """Base points for ``tai`` 台 (§6.2)."""
        table = self.params.table
        if tai <= 0:
            return 0
        if tai <= len(table):
            return table[tai - 1]
        return table[-1] + self.params.beyond * (tai - len(table))

    def base_formula(self, state: HandState, win: WinRecord) -> Formula:
        """B (§6.3), and how it is reached."""
        score = win.score
        bonus_ids = set(self.params.bonus_fans)
        extras = sum(f.count for f in score.fans if f.id in bonus_ids)
        b = self.points_for(score.total)
        b.plus(self.params.bonus_points * extras, BONUS_ITEMS, n=extras)
        n = int(win.situation.extra.get("streak", 0))
        if win.seat == state.dealer:
            b.plus(self.params.streak_bonus * n, STREAK_BONUS, n=n)
        elif win.discarder is not None and win.discarder == state.dealer:
            b.plus(self.params.dealer_discard_bonus * n, STREAK_BONUS, n=n)
        return b

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        n = int(win.situation.extra.get("streak", 0))
        d = int(win.situation.extra.get("draws_before", 0))
        dealer = state.dealer
        out: list[Payment] = []

        def pay(payer: int | None, f: Formula, reason: str) -> None:
            out.append(Payment(payer, win.seat, f.amount, reason, how=f.how))

        if win.discarder is not None:
            factor = self.params.dealer_discard_factor if win.seat == dealer else self.params.discard_factor
            pay(win.discarder, self.base_formula(state, win).times(factor, FACTOR), "win")
            if d:
                pay(win.discarder, Formula.start(self.params.draws_discard_extra * d, DRAWS_EXTRA, n=d), "draw_streak")
        else:
            share = self.params.self_draw_dealer_share
            for payer in range(state.n):
                if payer == win.seat:
                    continue
                big = win.seat == dealer or payer == dealer
                pay(payer, self.base_formula(state, win).times(share if big else 1, DEALER), "win")
                if payer == dealer and n:
                    pay(
                        payer, Formula.start(self.params.dealer_self_draw_extra * n, STREAK_BONUS, n=n), "dealer_streak"
                    )
                if d:
                    pay(payer, Formula.start(self.params.draws_self_draw_extra * d, DRAWS_EXTRA, n=d), "draw_streak")
        if state.pot:
            out.append(Payment(None, win.seat, state.pot, "pot"))
        return out

    def on_ready(self, state: HandState, seat: int) -> list[Payment]:
        cost = self.params.ready_cost
        return [Payment(seat, None, cost, "ready_deposit")] if cost else []

    def on_exhaustive_draw(self, state: HandState) -> list[Payment]:
        out: list[Payment] = []
        pay = self.params.tenpai_payment
        if pay:
            ready = [s.ready or seat_is_ready(self.variant, s.hand, s.melds, state.wild_kinds) for s in state.seats]
            for winner, ok in enumerate(ready):
                if not ok:
                    continue
                for payer, other in enumerate(ready):
                    if not other:
                        out.append(Payment(payer, winner, pay, "draw_ready"))
        out.extend(self.wipeouts(state))
        return out

    def wipeouts(self, state: HandState) -> list[Payment]:
        """片甲不留 (§6.6): discards holding every soldier of a colour, claimed ones included."""
        tai1 = self.params.wipeout_tai
        if not tai1:
            return []
        ts = self.variant.tileset
        soldiers = [K.chess(c, "S") for c in "rb" if K.chess(c, "S") in ts]
        share = self.params.self_draw_dealer_share
        out: list[Payment] = []
        for seat, s in enumerate(state.seats):
            thrown = Counter(r.tile for r in s.river)
            full = sum(1 for t in soldiers if thrown[t] >= ts.count(t))
            if not full:
                continue
            tai = tai1 if full == 1 else self.params.wipeout_both_tai
            for payer in range(state.n):
                if payer != seat:
                    big = seat == state.dealer or payer == state.dealer
                    f = self.points_for(tai).times(share if big else 1, DEALER)
                    out.append(Payment(payer, seat, f.amount, "wipeout", how=f.how))
        return out
