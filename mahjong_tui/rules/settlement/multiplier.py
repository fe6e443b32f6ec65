"""Per-player multipliers (Wuhan 開口翻 / 口口翻): every seat's own openings and kongs multiply
what it pays or receives.

Each seat ``P`` has ``m(P)`` from its melds: ``opening_factor`` once when it has opened
(``openings = "once"``) or once per opening (``"each"``); ``exposed_kong_factor`` per direct or
added kong, ``concealed_kong_factor`` per concealed kong, ``aside_factor`` per set-aside tile
(紅中槓, 癩子槓). A direct kong is an opening and an exposed kong; an added kong is an exposed
kong (and one more opening with ``added_kong_is_opening``). Kongs pay nothing by themselves.

A win of value ``V`` (the evaluator's total: base × 硬胡) costs each other seat
``V × m(W) × self-draw factor × m(L) × discarder factor × dealer factor``, the factors taken
from the ``small_…`` or ``big_…`` parameters as the win is small or big (``score.details["big"]``).
Each loss is capped at ``cap``; when all of them exceed it, each pays ``golden_cap`` (金頂).

Contracts (承包), first that applies in ``contracts`` order: ``rob_kong`` (the robbed konger),
``all_melded`` (the discarder of a 全求人 win who was not ready), ``third_opening`` (the seat
that gave a 清一色 winner his third opening). The contractor pays the sum of the losses alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Literal

from ...params import Params, param
from ...scoring.explain import (
    CAP,
    CONTRACT,
    DEALER,
    DISCARDER,
    GOLDEN_CAP,
    OWN_MULTIPLIER,
    SELF_DRAW,
    VALUE,
    Formula,
    seat_named,
)
from ...scoring.situation import Situation
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from ...tiles.hand import Meld, MeldKind
from ..judge import legal_win_values
from . import SETTLEMENTS, Settlement

_OFFSET = {"<": -1, "^": 2, ">": 1}
DISCARDER_READY = "discarder_ready"
"""``situation.extra`` key a caller may set (the ``score`` command): was the discarder ready?"""


@dataclass(frozen=True)
class MultiplierParams(Params):
    opening_factor: int = param(2, "開口翻: what a seat's opening multiplies by")
    openings: Literal["once", "each"] = param("once", "an opened seat multiplies once, or once per opening")
    added_kong_is_opening: bool = param(False, "an added kong is one more opening")
    exposed_kong_factor: int = param(2, "what each direct or added kong multiplies by")
    concealed_kong_factor: int = param(4, "what each concealed kong multiplies by")
    aside_factor: int = param(2, "what each set-aside tile multiplies by (紅中槓, 癩子槓)")
    small_self_draw: float = param(2.0, "a small win's self-draw factor")
    big_self_draw: float = param(1.5, "a big win's self-draw factor")
    small_discarder: float = param(2.0, "a small win's factor for the discarder")
    big_discarder: float = param(1.5, "a big win's factor for the discarder")
    small_dealer: float = param(2.0, "a small win's factor between the dealer and another seat")
    big_dealer: float = param(1.0, "a big win's factor between the dealer and another seat")
    cap: int = param(0, "the most one seat loses on a win (0: no cap)")
    golden_cap: int = param(0, "金頂: what each pays when every loss exceeds the cap (0: none)")
    contracts: tuple[Literal["rob_kong", "all_melded", "third_opening"], ...] = param(
        (), "who pays for all (承包), first that applies"
    )
    all_melded_fan: str = param("all_melded", "the fan id of 全求人 (the all_melded contract)")
    flush_fan: str = param("pure_one_suit", "the fan id of 清一色 (the third_opening contract)")
    contract_opening: int = param(3, "the opening whose giver pays for a 清一色 (third_opening)")


@SETTLEMENTS.register("multiplier")
class MultiplierSettlement(Settlement):
    params_class = MultiplierParams
    params: MultiplierParams

    # ---- each seat's own multiplier -------------------------------------------------------

    def openings(self, melds: list[Meld]) -> int:
        n = sum(1 for m in melds if m.kind in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG))
        if self.params.added_kong_is_opening:
            n += sum(1 for m in melds if m.kind is MeldKind.KONG and m.added)
        return n

    def own_multiplier(self, melds: list[Meld]) -> int:
        """m(P): the seat's openings and kongs."""
        opened = self.openings(melds)
        f = self.params.opening_factor
        if self.params.openings == "each":
            m = f**opened
        else:
            m = f if opened else 1
        for meld in melds:
            if meld.kind is MeldKind.KONG:
                m *= self.params.exposed_kong_factor
            elif meld.kind is MeldKind.CONCEALED_KONG:
                m *= self.params.concealed_kong_factor
            elif meld.kind is MeldKind.ASIDE:
                m *= self.params.aside_factor ** len(meld.tiles)
        return m

    def _factor(self, name: str, big: bool) -> Fraction:
        """The ``small_<name>`` or ``big_<name>`` factor."""
        value = getattr(self.params, f"{'big' if big else 'small'}_{name}")
        return Fraction(value).limit_denominator(100)

    # ---- one win ---------------------------------------------------------------------------

    def losses(self, state: HandState, win: WinRecord) -> dict[int, Formula]:
        """Each other seat's loss before caps, and how it is reached."""
        big = bool(win.score.details.get("big", False))
        winner_melds = list(win.hand.melds) if win.hand is not None else list(state.seats[win.seat].melds)
        mw = self.own_multiplier(winner_melds)
        self_draw = self._factor("self_draw", big) if win.how == "self_draw" else Fraction(1)
        dealer = self._factor("dealer", big)
        out: dict[int, Formula] = {}
        for seat in range(state.n):
            if seat == win.seat or not state.active(seat):
                continue
            f = (
                Formula.start(Fraction(win.score.total), VALUE)
                .times(mw, OWN_MULTIPLIER, seat=seat_named(state, win.seat))
                .times(self_draw, SELF_DRAW)
                .times(self.own_multiplier(list(state.seats[seat].melds)), OWN_MULTIPLIER, seat=seat_named(state, seat))
            )
            if win.discarder is not None and seat == win.discarder:
                f.times(self._factor("discarder", big), DISCARDER)
            if win.seat == state.dealer or seat == state.dealer:
                f.times(dealer, DEALER)
            out[seat] = f
        return out

    def capped(self, losses: dict[int, Formula]) -> dict[int, Formula]:
        cap = self.params.cap
        golden = self.params.golden_cap
        if not cap:
            return losses
        if golden and losses and all(f.value > cap for f in losses.values()):
            return {s: f.set(golden, GOLDEN_CAP) for s, f in losses.items()}
        return {s: f.cap(cap, CAP) for s, f in losses.items()}

    def contractor(self, state: HandState, win: WinRecord) -> int | None:
        """The seat that pays for all (承包), or None."""
        for kind in self.params.contracts:
            if kind == "rob_kong" and win.how == "rob_kong" and win.discarder is not None:
                return win.discarder
            if (
                kind == "all_melded"
                and win.how == "discard"
                and win.discarder is not None
                and win.score.fan(self.params.all_melded_fan)
                and not self.discarder_was_ready(state, win)
            ):
                return win.discarder
            if kind == "third_opening" and win.score.fan(self.params.flush_fan):
                giver = self._opening_giver(state, win, self.params.contract_opening)
                if giver is not None and giver != win.seat:
                    return giver
        return None

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        amounts = self.capped(self.losses(state, win))
        payer = self.contractor(state, win)
        if payer is not None:
            total = Formula.start(sum(f.amount for f in amounts.values()), CONTRACT)
            return [Payment(payer, win.seat, total.amount, "win", "contract", how=total.how)]
        return [Payment(seat, win.seat, f.amount, "win", how=f.how) for seat, f in amounts.items()]

    # ---- contract tests --------------------------------------------------------------------

    def discarder_was_ready(self, state: HandState, win: WinRecord) -> bool:
        """Whether the discarder could have won on some tile when he discarded (8.12)."""
        given = win.situation.extra.get(DISCARDER_READY)
        if given is not None:
            return bool(given)
        seat = win.discarder
        assert seat is not None
        s = state.seats[seat]
        if not s.hand:
            return True  # nothing known (a hand scored outside a game): no contract
        sit = Situation(self_drawn=False, seat_wind=state.seat_wind(seat), wild_kinds=state.wild_kinds)
        return bool(legal_win_values(self.variant, state, seat, list(s.hand), list(s.melds), sit))

    def _opening_giver(self, state: HandState, win: WinRecord, nth: int) -> int | None:
        """The seat that gave the winner's ``nth`` opening (chronological), or None."""
        melds = list(win.hand.melds) if win.hand is not None else []
        froms = list(state.seats[win.seat].meld_from)
        k = 0
        for i, m in enumerate(melds):
            if m.kind not in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG):
                continue
            k += 1
            if k == nth:
                if i < len(froms) and len(froms) == len(melds) and froms[i] is not None:
                    return froms[i]
                if m.source in _OFFSET:
                    return (win.seat + _OFFSET[m.source]) % state.n
                return None
        return None
