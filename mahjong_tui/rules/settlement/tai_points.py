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
from typing import TYPE_CHECKING

from ...params import Param
from ...scoring.explain import BONUS_ITEMS, DEALER, DRAWS_EXTRA, FACTOR, POINTS_TABLE, STREAK_BONUS, Formula
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles import kinds as K
from ...tiles.hand import Hand
from . import SETTLEMENTS, Settlement

if TYPE_CHECKING:  # pragma: no cover
    from ...variants.model import Variant

DEFAULT_TABLE = [250, 750, 1250, 2000, 2500, 3000, 3750, 4500, 5250, 6000, 7000, 8000]


def seat_is_ready(variant: Variant, hand: list[int], melds: list, wild_kinds: tuple[int, ...] = ()) -> bool:
    """Ready as for a declaration: some kind completes the hand, not one whose every copy is held."""
    waits = variant.waits(Hand(sorted(hand), list(melds)), wild_kinds)
    held = Counter(hand)
    for m in melds:
        held.update(m.physical())
    return any(held[t] < variant.tileset.count(t) for t in waits)


@SETTLEMENTS.register("tai_points")
class TaiPointsSettlement(Settlement):
    params_spec = {
        "table": Param(list, DEFAULT_TABLE, "base points for 1, 2, 3 … 台", items=int, min_items=1),
        "beyond": int,
        "bonus_fans": Param(list, [], "fans paid as flat bonus points instead of 台", names="fan"),
        "bonus_points": int,
        "discard_factor": int,
        "dealer_discard_factor": int,
        "self_draw_dealer_share": int,
        "streak_bonus": int,
        "dealer_discard_bonus": int,
        "dealer_self_draw_extra": int,
        "draws_discard_extra": int,
        "draws_self_draw_extra": int,
        "ready_cost": int,
        "tenpai_payment": int,
        "wipeout_tai": int,
        "wipeout_both_tai": int,
    }

    def p(self, name: str, default: int) -> int:
        return int(self.param(name, default))

    def table_points(self, tai: int) -> int:
        """Base points for ``tai`` 台 (§6.2)."""
        table = [int(x) for x in self.param("table", DEFAULT_TABLE)]
        if tai <= 0:
            return 0
        if tai <= len(table):
            return table[tai - 1]
        return table[-1] + self.p("beyond", 250) * (tai - len(table))

    def base_points(self, state: HandState, win: WinRecord) -> int:
        """B (§6.3)."""
        return self.base_formula(state, win).amount

    def base_formula(self, state: HandState, win: WinRecord) -> Formula:
        """B (§6.3), and how it is reached."""
        score = win.score
        bonus_ids = set(self.param("bonus_fans", []))
        extras = sum(f.count for f in score.fans if f.id in bonus_ids)
        b = Formula.start(self.table_points(score.total), POINTS_TABLE, tai=score.total)
        b.plus(self.p("bonus_points", 125) * extras, BONUS_ITEMS, n=extras)
        n = int(win.situation.extra.get("streak", 0))
        if win.seat == state.dealer:
            b.plus(self.p("streak_bonus", 125) * n, STREAK_BONUS, n=n)
        elif win.discarder is not None and win.discarder == state.dealer:
            b.plus(self.p("dealer_discard_bonus", 50) * n, STREAK_BONUS, n=n)
        return b

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        n = int(win.situation.extra.get("streak", 0))
        d = int(win.situation.extra.get("draws_before", 0))
        dealer = state.dealer
        out: list[Payment] = []

        def pay(payer: int | None, f: Formula, reason: str) -> None:
            out.append(Payment(payer, win.seat, f.amount, reason, how=f.how))

        if win.discarder is not None:
            factor = self.p("dealer_discard_factor", 6) if win.seat == dealer else self.p("discard_factor", 4)
            pay(win.discarder, self.base_formula(state, win).times(factor, FACTOR), "win")
            if d:
                pay(win.discarder, Formula.start(self.p("draws_discard_extra", 120) * d, DRAWS_EXTRA, n=d),
                    "draw_streak")
        else:
            share = self.p("self_draw_dealer_share", 2)
            for payer in range(state.n):
                if payer == win.seat:
                    continue
                big = win.seat == dealer or payer == dealer
                pay(payer, self.base_formula(state, win).times(share if big else 1, DEALER), "win")
                if payer == dealer and n:
                    pay(payer, Formula.start(self.p("dealer_self_draw_extra", 100) * n, STREAK_BONUS, n=n),
                        "dealer_streak")
                if d:
                    pay(payer, Formula.start(self.p("draws_self_draw_extra", 40) * d, DRAWS_EXTRA, n=d),
                        "draw_streak")
        if state.pot:
            out.append(Payment(None, win.seat, state.pot, "pot"))
        return out

    def on_ready(self, state: HandState, seat: int) -> list[Payment]:
        cost = self.p("ready_cost", 0)
        return [Payment(seat, None, cost, "ready_deposit")] if cost else []

    def on_exhaustive_draw(self, state: HandState) -> list[Payment]:
        out: list[Payment] = []
        pay = self.p("tenpai_payment", 0)
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
        tai1 = self.p("wipeout_tai", 0)
        if not tai1:
            return []
        ts = self.variant.tileset
        soldiers = [K.chess(c, "S") for c in "rb" if K.chess(c, "S") in ts]
        share = self.p("self_draw_dealer_share", 2)
        out: list[Payment] = []
        for seat, s in enumerate(state.seats):
            thrown = Counter(r.tile for r in s.river)
            full = sum(1 for t in soldiers if thrown[t] >= ts.count(t))
            if not full:
                continue
            tai = tai1 if full == 1 else self.p("wipeout_both_tai", 12)
            for payer in range(state.n):
                if payer != seat:
                    big = seat == state.dealer or payer == state.dealer
                    f = Formula.start(self.table_points(tai), POINTS_TABLE, tai=tai).times(share if big else 1, DEALER)
                    out.append(Payment(payer, seat, f.amount, "wipeout", how=f.how))
        return out
