"""What a deal-in to each opponent costs, weighing its share of a discard's expected loss
(:mod:`mahjong_tui.bots.strong.seat_cost`): 明將, a concealed seat (門前清, paid n(n + 1)/2 shares for
n fans) and the Malaysian three-player game's (2^(f − 5)) more than one that has claimed."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong import seat_cost as seat_cost_module
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.seat_cost import seat_cost, shows
from mahjong_tui.engine.view import MeldView
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH, WEST, NORTH = range(4)


def _table(turn: str = "E", melded: str = "S"):  # type: ignore[no-untyped-def]
    """``turn`` to discard; ``melded`` has punged 5z from it, the other two are concealed; every
    opponent has made twelve discards (so each reads as a threat)."""
    hands = dict.fromkeys("ESWN", "1m") | {turn: "123m456p789s1134s", melded: "2m3m4m6p7p8p2s3s4s9m"}
    g = position(load_variant("mingjiang"), hands, turn=turn, wall="1m" * 40, size=60)
    river = [RiverTile(t) for t in tokens("9p9p1z2z3z4z1s1s9s9s1p1p")]
    mover = "ESWN".index(turn)
    for seat in range(4):
        if seat != mover:
            g.state.seats[seat].river = list(river)
    five = K.from_code("5z")
    g.state.seats["ESWN".index(melded)].melds = [Meld(MeldKind.PUNG, (five,) * 3, source="<", claimed=five)]
    g.state.seats["ESWN".index(melded)].meld_from = [mover]
    return g


def test_only_the_variants_measured_read_a_seat_cost() -> None:
    assert all(seat_cost(load_variant(v)) is not None for v in ("mingjiang", "malaysia3p"))
    assert not any(seat_cost(load_variant(v)) for v in ("hebei", "shandong", "mcr", "beijing"))


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
    monkeypatch.setattr(seat_cost_module, "MEAN_VALUES", {})
    assert all(o.cost == 1.0 for o in StrongBot(v).danger_board(view).opponents)


def test_a_deal_in_to_the_dealer_costs_his_share() -> None:
    """明將 §6.4: a discard win between the dealer and another seat is paid 4 × base, between two
    others 3 × base. South (not dealing) weighs a deal-in to East, the dealer, 4/3 of one to
    West, both concealed; East himself deals in at 4 shares to anyone, so his seats weigh alike,
    as they did (his own win is paid dearer alike)."""
    g = _table(turn="S", melded="N")
    v = g.variant
    cost = {o.seat: o.cost for o in StrongBot(v).danger_board(g.bot_view(SOUTH)).opponents}
    assert cost[EAST] == pytest.approx(cost[WEST] * 4 / 3)
    assert cost[WEST] > 1.0 > cost[NORTH]
    dealer = {o.seat: o.cost for o in StrongBot(v).danger_board(_table().bot_view(EAST)).opponents}
    assert dealer[WEST] == dealer[NORTH] and dealer[WEST] / dealer[SOUTH] == pytest.approx(cost[WEST] / cost[NORTH])


def test_malaysia3p_a_concealed_seat_costs_more_than_a_claimed_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Malaysian three-player game pays 2^(f − 5) for f fans, and a concealed winner's
    deal-ins measured dearer (7.46 points against a claimed one's 3.96)."""
    g = position(
        load_variant("malaysia3p"),
        {"E": "123p456p789p1134p", "S": "2p3p4p6p7p8p6z6z9p2p", "W": "1p"},
        turn="E",
        wall="1p" * 40,
        size=60,
    )
    river = [RiverTile(t) for t in tokens("9p9p1z2z3z4z5p5p8p8p1p1p")]
    for seat in (SOUTH, WEST):
        g.state.seats[seat].river = list(river)
    five = K.from_code("5z")
    g.state.seats[SOUTH].melds = [Meld(MeldKind.PUNG, (five,) * 3, source="<", claimed=five)]
    g.state.seats[SOUTH].meld_from = [EAST]
    v = g.variant
    view = g.bot_view(EAST)
    cost = {o.seat: o.cost for o in StrongBot(v).danger_board(view).opponents}
    assert cost[WEST] > 1.4 > 1.0 > 0.8 > cost[SOUTH]
    monkeypatch.setattr(seat_cost_module, "MEAN_VALUES", {"mingjiang": seat_cost_module.MEAN_VALUES["mingjiang"]})
    assert all(o.cost == 1.0 for o in StrongBot(v).danger_board(view).opponents)


def _meld(kind: MeldKind, codes: str) -> Meld:
    return Meld(kind, tuple(tokens(codes)))


def test_what_a_seat_shows_is_read_from_its_exposed_melds_only() -> None:
    """The kinds ``duel_sources.py`` splits discard wins by (a one-suit hand, all pungs …); a
    concealed kong shows nothing, and one meld alone reads no more than claimed."""
    pung, chow, kong = MeldKind.PUNG, MeldKind.CHOW, MeldKind.CONCEALED_KONG
    assert shows([]) == "concealed"
    assert shows([_meld(kong, "5z5z5z5z")]) == "concealed"
    assert shows([_meld(chow, "1m2m3m")]) == "claimed"
    assert shows([_meld(chow, "1m2m3m"), _meld(pung, "7m7m7m")]) == "flush"
    assert shows([_meld(chow, "1m2m3m"), _meld(pung, "5z5z5z")]) == "half flush"
    assert shows([_meld(pung, "1z1z1z"), _meld(pung, "5z5z5z")]) == "half flush"
    assert shows([_meld(pung, "1m1m1m"), _meld(pung, "9p9p9p")]) == "pungs"
    assert shows([_meld(chow, "1m2m3m"), _meld(pung, "9p9p9p")]) == "claimed"
    assert shows([_meld(chow, "1m2m3m"), _meld(kong, "9p9p9p9p")]) == "claimed"


def test_a_kind_the_variant_lists_is_read_else_the_claimed_value(monkeypatch: pytest.MonkeyPatch) -> None:
    """明將 lists no finer kind, so its flush reads as claimed; a variant listing one reads it."""
    v = load_variant("mingjiang")
    cost = seat_cost(v)
    assert cost is not None
    view = _table().bot_view(EAST)
    south = view.seats[SOUTH]
    east = view.seats[EAST]
    claimed = cost(east, south)
    south.melds = [MeldView(_meld(MeldKind.PUNG, "5z5z5z"), EAST, 3), MeldView(_meld(MeldKind.PUNG, "6z6z6z"), EAST, 3)]
    assert shows(south.known_melds) == "half flush"
    assert cost(east, south) == claimed
    values = dict(seat_cost_module.MEAN_VALUES["mingjiang"], **{"half flush": 3.0})
    monkeypatch.setattr(seat_cost_module, "MEAN_VALUES", {"mingjiang": values})
    dearer = seat_cost(v)
    assert dearer is not None
    assert dearer(east, south) > dearer(east, view.seats[WEST]) > 1.0 > claimed
