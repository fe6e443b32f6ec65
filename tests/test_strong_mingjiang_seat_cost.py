"""明將: a deal-in to a concealed seat (門前清, paid n(n + 1)/2 shares for n fans) weighs more in the
stance than one to a seat that has claimed (:mod:`mahjong_tui.bots.strong.mingjiang_seat_cost`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong import mingjiang_seat_cost
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mingjiang_seat_cost import seat_cost
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH, WEST, NORTH = range(4)


def _table():  # type: ignore[no-untyped-def]
    """East to discard; South has punged 5z, West and North are concealed; every opponent has
    made twelve discards (so each reads as a threat)."""
    g = position(
        load_variant("mingjiang"),
        {"E": "123m456p789s1134s", "S": "2m3m4m6p7p8p2s3s4s9m", "W": "1m", "N": "1m"},
        turn="E",
        wall="1m" * 40,
        size=60,
    )
    river = [RiverTile(t) for t in tokens("9p9p1z2z3z4z1s1s9s9s1p1p")]
    for seat in (SOUTH, WEST, NORTH):
        g.state.seats[seat].river = list(river)
    five = K.from_code("5z")
    g.state.seats[SOUTH].melds = [Meld(MeldKind.PUNG, (five,) * 3, source="<", claimed=five)]
    g.state.seats[SOUTH].meld_from = [EAST]
    return g


def test_only_mingjiang_reads_a_seat_cost() -> None:
    assert seat_cost(load_variant("mingjiang")) is not None
    assert not any(seat_cost(load_variant(v)) for v in ("hebei", "mcr", "beijing"))


def test_a_concealed_seat_costs_more_than_a_claimed_one(monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant("mingjiang")
    view = _table().bot_view(EAST)
    board = StrongBot(v).danger_board(view)
    cost = {o.seat: o.cost for o in board.opponents}
    assert cost[WEST] == cost[NORTH] > 1.0 > cost[SOUTH]
    # the discard's expected loss weighs each opponent by it
    t = K.from_code("4s")
    assert board.risk(t) == pytest.approx(sum(o.readiness * board.against(o, t) * o.cost for o in board.opponents))
    # without the reading every opponent weighs alike
    monkeypatch.setattr(mingjiang_seat_cost, "MEAN_FANS", {})
    assert all(o.cost == 1.0 for o in StrongBot(v).danger_board(view).opponents)
