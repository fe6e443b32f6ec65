"""Stakes chosen before the hand (陝西 下炮子), shown to everyone once all have chosen.

After the deal each seat picks 0 … ``max`` stakes with ``Act.CHOOSE`` (``choice`` = the number).
The choices are made privately and revealed together (the engine's setup phase collects every
answer before play starts). A seat's previous stakes are offered first, so "keep what I had"
(默認上回的值) is the default answer; the first hand starts from 0.

Stakes raise both what a seat wins and what it loses. The money is paid by the settlement:
:func:`stake_payments` gives the payments for one win, for any settlement that uses stakes.
``[features.stakes]`` parameters: ``max`` (default 4), ``carry_over`` (default true).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...messages import define, msg
from ...scoring.explain import SELF_DRAW, STAKE_UNIT, STAKES, Formula, seat_label
from ...table.actions import Act, Action
from ...table.records import Payment, WinRecord
from ...table.state import HandState
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...engine.game import Game
    from ...engine.view import SeatView

FLAG = "stakes"
"""``state.flags[FLAG]``: the stakes of each seat this hand (absent before they are chosen)."""

STAKES_FACT = define("fact.stakes", "Stakes {n}", "炮子 {n}")
STAKES_CHOICE = define("choice.stakes", "Put down {n} stakes", "下 {n} 個炮子")
STAKES_KEEP = define("choice.stakes_keep", "Put down {n} stakes (as last hand)", "下 {n} 個炮子（同上回）")


@FEATURES.register("stakes")
class Stakes(Feature):
    params_spec = {"max": int, "carry_over": bool}

    def _previous(self, game: Game, seat: int) -> int:
        if not self.param("carry_over", True):
            return 0
        kept = game.match.extra.get(FLAG, {})
        return int(kept.get(game.match.seating[seat], 0))

    def setup_choices(self, game: Game) -> dict[int, list[Action]]:
        top = int(self.param("max", 4))
        out: dict[int, list[Action]] = {}
        for seat in range(game.n):
            prev = min(self._previous(game, seat), top)
            order = [prev] + [k for k in range(top + 1) if k != prev]
            out[seat] = [Action(Act.CHOOSE, seat, choice=k,
                                label=msg(STAKES_KEEP if k == prev else STAKES_CHOICE, n=k)) for k in order]
        return out

    def bot_choose(self, view: SeatView, actions: list[Action]) -> Action | None:
        """More stakes the nearer the dealt hand is to ready: 3 - shanten, within the offer."""
        me = view.me
        if me is None or me.hand is None or any(not isinstance(a.choice, int) for a in actions):
            return None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        want = 3 - self.variant.shanten(me.hand, melds, view.wild_kinds)
        return min(actions, key=lambda a: (abs(int(a.choice) - want), a.choice))  # type: ignore[arg-type]

    def on_setup(self, game: Game, answers: dict[int, Action]) -> None:
        stakes = [0] * game.n
        for seat, a in answers.items():
            if isinstance(a.choice, int):
                stakes[seat] = a.choice
        game.state.flags[FLAG] = stakes
        kept = game.match.extra.setdefault(FLAG, {})
        for seat, k in enumerate(stakes):
            kept[game.match.seating[seat]] = k
        for seat, k in enumerate(stakes):
            game._emit("choice", seat, stakes=k)

    def public_facts(self, game: Game, seat: int) -> dict[str, object]:
        stakes = game.state.flags.get(FLAG)
        if stakes is None:
            return {}
        return {FLAG: msg(STAKES_FACT, n=stakes[seat])}


def stake_payments(state: HandState, win: WinRecord, unit: int, self_draw_factor: int = 2) -> list[Payment]:
    """下炮子分數 for one win: each loser ``i`` pays ``(p_i + p_w) × A × unit``, where ``A`` is
    ``self_draw_factor`` for a self-draw and 1 otherwise (a robbed kong counts as a discard).
    Every other seat still in the hand pays; nothing when no stakes were chosen."""
    stakes = state.flags.get(FLAG)
    if not stakes:
        return []
    a = self_draw_factor if win.how == "self_draw" else 1
    pw = stakes[win.seat]
    out = []
    for seat in range(state.n):
        if seat == win.seat or not state.active(seat):
            continue
        amount = (Formula.start(stakes[seat], STAKES, seat=seat_label(state, seat))
                  .plus(pw, STAKES, seat=seat_label(state, win.seat)).times(a, SELF_DRAW).times(unit, STAKE_UNIT))
        out.append(Payment(seat, win.seat, amount.amount, "stake", how=amount.how))
    return out

