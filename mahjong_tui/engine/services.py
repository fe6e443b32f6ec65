"""Part of :class:`~.game.Game`: the services rule features call (pay, emit, draw a replacement,
put a seat on turn, declare a special win, abort the hand)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from ..messages import Message
from ..rules.judge import judge_special
from ..scoring.situation import Situation
from ..table.event_kinds import EventKind
from ..table.records import Payment
from ..table.state import Phase
from ..tiles.hand import Hand
from ..tiles.kinds import Tile

if TYPE_CHECKING:  # pragma: no cover
    from .parts import GameParts
else:  # the declared parts are for the type checker; at run time a part is a plain mixin
    GameParts = object


class FeatureServices(GameParts):
    """Mixed into :class:`~.game.Game`; what it uses of the other parts is declared in
    :class:`~.parts.GameParts`."""

    def emit(
        self,
        kind: EventKind,
        seat: int | None = None,
        tile: Tile | None = None,
        tiles: Iterable[Tile] = (),
        private: bool = False,
        **data: object,
    ) -> None:
        """Record an event: a service for features announcing their own actions."""
        self._emit(kind, seat, tile, tiles, private, **data)

    def kong_allowed(self, seat: int) -> bool:
        """Whether ``seat`` may declare a kong (or a kong-like action) now."""
        return self._can_kong_now(seat)

    def pay(self, payments: list[Payment]) -> None:
        """Pay money now (a feature's side payment, such as Beijing's four wilds)."""
        self._pay(payments)

    def replacement_draw(self, seat: int) -> None:
        """Give ``seat`` a replacement tile from the tail and the turn: a service for features
        whose actions count as kongs (Wuhan's set-aside red dragons and wilds)."""
        self._replacement_draw(seat)

    def draw_open_tail(self, seat: int, index: int) -> None:
        """Give ``seat`` the face-up tail tile ``index`` (0 = the rearmost, T1) as his kong
        replacement, and the turn: a service for the open-tail feature."""
        self._replacement_draw(seat, take_open=index)

    def can_win_with(self, seat: int, tile: Tile) -> bool:
        """Whether ``seat`` could declare a legal self-drawn win if ``tile`` were drawn now."""
        s = self.state.seats[seat]
        s.hand.append(tile)
        try:
            got = self._win_check(seat, tile, "self_draw")
        finally:
            s.hand.remove(tile)
        return got is not None and got.legal

    def next_turn(self, after: int) -> None:
        """Play passes to the first seat still in after ``after`` (it draws): a service for
        features that asked a question between two turns."""
        self.state.phase = Phase.TURN
        nxt = self._next_active(after)
        if nxt is None:
            self._end_hand()
            return
        self._begin_turn(nxt)

    def declare_special_win(self, seat: int, fan_id: str, tile: Tile) -> None:
        """A win that is no hand shape, the fan ``fan_id`` alone (Yunnan 十老頭 on ``tile``, his
        last discard; or bonus tiles alone at the deal), valued by the judge and paid as a
        self-draw: a service for features."""
        st = self.state
        s = st.seats[seat]
        hand = Hand(sorted(s.hand), list(s.melds), None, list(s.bonus))
        sit = Situation(
            self_drawn=True, seat_wind=st.seat_wind(seat), round_wind=st.round_wind, last_four=st.last_phase
        )
        record = judge_special(self.variant, st, seat, hand, sit, fan_id, tile).record()
        self._settle_wins([record], None, tile, "self_draw")

    def abort_hand(self, reason: Message) -> None:
        """End the hand now as a draw without settlement (a variant's abortive draw).

        A service for features; the rotation sees it as a drawn hand."""
        self._emit(EventKind.EXHAUSTIVE_DRAW, None, reason=reason.key, args=dict(reason.args), abortive=True)
        self._end_hand(exhaustive=True, reason=reason)
