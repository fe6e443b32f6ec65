"""Payments that double with every fan (Sichuan 成都計番, Yunnan 玉溪), kong money paid at once,
and the drawn-hand checks 查花豬 / 查大叫 with their kong-money refunds.

A win worth ``F`` fans is worth ``unit × 2^(F−1)``: ``discard_unit`` from the discarder (or the
robbed konger) alone, ``self_draw_unit`` from every other seat still in the hand on a self-draw.
A self-drawn hand worth 0 fans is paid ``zero_fan_self_draw`` by each (Yunnan's 平胡).

Kong money (刮風下雨 / 槓錢) is paid the moment a kong stands, by the seats still in:
``kong_direct`` from the discarder, ``kong_added`` and ``kong_concealed`` from each other seat.
With ``kong_discard_transfer`` a konger who gives a win on the discard after his replacement
(槓上炮) hands each winner the money that kong brought him.

At an exhaustive draw, among the seats still in (a blood battle's winners are out):

1. ``flower_pig`` (> 0): each seat holding all three suits, or a tile of its void suit, pays
   that much to each other seat that is not a pig (查花豬).
2. ``draw_check`` (``self_draw`` / ``discard`` / ``none``): each seat that is neither ready nor
   a pig pays each ready seat its best win, valued as a self-draw or as a discard (查大叫).
   "Ready" means some kind the seat does not hold all four of completes a legal win; the best
   win counts the hand's own fans only (no kong bloom, kong discard, robbing, first-turn wins).
3. ``draw_kong_money``: ``refund_not_ready`` (each seat that is not ready, pigs included,
   hands back every kong payment it received), ``cancel`` (all kong money of the hand is
   handed back) or ``keep``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from ...params import param
from ...scoring.explain import DOUBLINGS, KONG_TRANSFER, PLAIN_SELF_DRAW, UNIT, Formula
from ...scoring.situation import Situation
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles import kinds as K
from ...tiles.hand import Meld
from ..features.void_suit import holds_void, void_suits
from ..judge import legal_win_values
from . import SETTLEMENTS, Settlement
from .kong_money import KongMoneyParams, kong_money


@dataclass
class KongPaid:
    """The money one kong brought its konger as it stood, and whether it has since been handed
    on (槓上炮) or back (a drawn hand's refund)."""

    konger: int
    paid: list[tuple[int, int]]
    """(payer, amount) for each seat that paid."""
    transferred: bool = False


@dataclass
class KongMoney:
    """The kongs paid for this hand, in order."""

    kongs: list[KongPaid] = field(default_factory=list)


def last_kong_paid(state: HandState, konger: int | None) -> KongPaid | None:
    """The money ``konger``'s latest kong of this hand brought him, if any was paid."""
    for record in reversed(state.feature(KongMoney).kongs):
        if record.konger == konger:
            return record
    return None


@dataclass(frozen=True)
class ExponentialParams(KongMoneyParams):
    discard_unit: int = param(6, "a discard win's unit, doubled per fan after the first (paid by the discarder)")
    self_draw_unit: int = param(6, "a self-draw's unit, doubled per fan after the first (paid by each other seat)")
    zero_fan_self_draw: int = param(1, "what each pays for a self-drawn hand of 0 fans (Yunnan 平胡)")
    kong_discard_transfer: bool = param(False, "槓上炮: the konger hands the winner what the kong brought")
    flower_pig: int = param(0, "查花豬 at a drawn hand: what a pig pays each other seat (0: no check)")
    draw_check: Literal["self_draw", "discard", "none"] = param(
        "self_draw", "查大叫 at a drawn hand: a seat not ready pays each ready seat its best win, valued so"
    )
    draw_kong_money: Literal["refund_not_ready", "cancel", "keep"] = param(
        "keep", "kong money at a drawn hand: handed back by seats not ready, all handed back, or kept"
    )


@SETTLEMENTS.register("exponential")
class ExponentialSettlement(Settlement):
    params_class = ExponentialParams
    params: ExponentialParams

    # ---- values --------------------------------------------------------------------------

    def value(self, fans: int, self_drawn: bool) -> int:
        """What one payer pays for a win worth ``fans``."""
        return self.formula(fans, self_drawn).amount

    def formula(self, fans: int, self_drawn: bool) -> Formula:
        """How one payer's share of a win worth ``fans`` is reached."""
        if fans <= 0:
            return Formula.start(self.params.zero_fan_self_draw if self_drawn else 0, PLAIN_SELF_DRAW)
        unit = self.params.self_draw_unit if self_drawn else self.params.discard_unit
        return Formula.start(unit, UNIT).times(2 ** (fans - 1), DOUBLINGS, n=fans - 1, fan=fans)

    # ---- wins ----------------------------------------------------------------------------

    def on_wins(self, state: HandState, wins: list[WinRecord]) -> list[Payment]:
        out: list[Payment] = []
        for w in wins:
            if w.discarder is None:
                amount = self.formula(w.score.total, True)
                payers = [s for s in range(state.n) if s != w.seat and state.active(s)]
            else:
                amount = self.formula(w.score.total, False)
                payers = [w.discarder]
            out.extend(Payment(p, w.seat, amount.amount, "win", how=amount.how) for p in payers)
        first_kong_discard = next((w for w in wins if w.situation.kong_discard and w.discarder is not None), None)
        if self.params.kong_discard_transfer and first_kong_discard is not None:
            konger = first_kong_discard.discarder
            record = last_kong_paid(state, konger)
            if record is not None:
                record.transferred = True
                got = sum(amount for _, amount in record.paid)
                how = Formula.start(got, KONG_TRANSFER).how
                # with several winners each gets a full copy (如果1炮多響則胡家給多份)
                out.extend(Payment(konger, w.seat, got, "kong_transfer", how=how) for w in wins)
        return out

    # ---- kongs ---------------------------------------------------------------------------

    def on_kong(self, state: HandState, seat: int, meld: Meld, from_seat: int | None) -> list[Payment]:
        amount, payers = kong_money(self.params, state, seat, meld, from_seat)
        if amount <= 0:
            return []
        state.feature(KongMoney).kongs.append(KongPaid(seat, [(p, amount) for p in payers]))
        return [Payment(p, seat, amount, "kong") for p in payers]

    # ---- exhaustive draw -----------------------------------------------------------------

    def on_exhaustive_draw(self, state: HandState) -> list[Payment]:
        out: list[Payment] = []
        seats = [s for s in range(state.n) if state.active(s)]
        pig_fee = self.params.flower_pig
        pigs = {s for s in seats if pig_fee > 0 and self.is_flower_pig(state, s)}
        for pig in sorted(pigs):
            out.extend(Payment(pig, s, pig_fee, "flower_pig") for s in seats if s not in pigs)
        best = {s: self.best_ready_value(state, s) for s in seats if s not in pigs}
        ready = {s for s, v in best.items() if v is not None}
        check = self.params.draw_check
        if check != "none":
            for payer in seats:
                if payer in pigs or payer in ready:
                    continue
                for s in sorted(ready):
                    fans = best[s]
                    assert fans is not None
                    amount = self.formula(fans, check == "self_draw")
                    out.append(Payment(payer, s, amount.amount, "draw_check", how=amount.how))
        mode = self.params.draw_kong_money
        for record in state.feature(KongMoney).kongs:
            if record.transferred:
                continue
            konger = record.konger
            if mode == "cancel" or (mode == "refund_not_ready" and konger in seats and konger not in ready):
                out.extend(Payment(konger, p, amount, "refund") for p, amount in record.paid)
                record.transferred = True
        return out

    def is_flower_pig(self, state: HandState, seat: int) -> bool:
        s = state.seats[seat]
        tiles = list(s.hand) + [t for m in s.melds for t in m.tiles]
        if void_suits(state) is not None:
            return holds_void(state, seat, tiles)
        return len({K.suit_of(t) for t in tiles if K.is_suited(t)}) >= 3

    def best_ready_value(self, state: HandState, seat: int) -> int | None:
        """The most fans a win of the seat's hand could count now, or None when not ready."""
        s = state.seats[seat]
        return best_wait_fans(self.variant, state, seat, list(s.hand), list(s.melds))


def best_wait_fans(variant: Any, state: HandState, seat: int, concealed: list, melds: list) -> int | None:
    """Over the kinds completing the hand (not a kind it holds all four of), the highest
    total of a win the judge allows as a self-draw with no situational fans; None when there
    is none."""
    sit = Situation(self_drawn=True, wild_kinds=state.wild_kinds)
    wins = legal_win_values(variant, state, seat, concealed, melds, sit, skip_all_held=True)
    return max((score.total for score in wins.values()), default=None)
