"""The strong bot in Wuhan: tiles laid aside (紅中槓, 癩子槓) are no sets of a hand, so they do not
raise the readiness read from a seat's melds; a seat that has not opened cannot win, so it is no
threat: no danger is read from it."""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_tui.bots.strong import wuhan_defence
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger_model_features import ready_features
from mahjong_tui.bots.strong.readiness import PLAIN, seat_readiness, set_melds
from mahjong_tui.bots.strong.wuhan_defence import can_win
from mahjong_tui.review.strong_eval import own_danger
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import tokens
from .wuhan_help import rig

EAST, SOUTH, WEST, NORTH = range(4)


def _table():  # noqa: ANN202
    """South has laid two red dragons aside, West has one chow; their rivers are alike."""
    g = rig(
        load_variant("wuhan"),
        {"E": "123456789m1199p", "S": "1237899p11s(7z)(7z)", "W": "1237899p11s[456m]<", "N": "123m"},
    )
    for seat in (SOUTH, WEST, NORTH):
        g.state.seats[seat].river = [RiverTile(t) for t in tokens("19m19s")]
    return g


def test_tiles_laid_aside_do_not_count_as_melds_in_the_readiness() -> None:
    view = _table().bot_view(EAST)
    south, west, north = view.seats[SOUTH], view.seats[WEST], view.seats[NORTH]
    assert len(south.melds) == 2 and set_melds(south) == 0
    assert seat_readiness(south, PLAIN) == seat_readiness(north, PLAIN) < seat_readiness(west, PLAIN)
    assert ready_features(south, 40) == ready_features(north, 40)


def _free_choice_table(south: str):  # noqa: ANN202
    """East (the dealer, far from ready) to discard; South shows ``south``; every river alike."""
    g = rig(
        load_variant("wuhan"),
        {"E": "6p3s6z1s2m1s5z4p3z8m2m9p5m", "S": south, "W": "1236789p123s456m", "N": "1236789p123s456m"},
        drawn="1p",
    )
    for seat in (SOUTH, WEST, NORTH):
        g.state.seats[seat].river = [RiverTile(t) for t in tokens("9m9s1p2z6z1z3m9p8s7m7s3p")]
    return g


def test_a_seat_that_has_not_opened_cannot_win_and_is_no_threat() -> None:
    v = load_variant("wuhan")
    view = _free_choice_table("2589m12s66s[555p]^[123p]<").bot_view(EAST)
    assert can_win(v, view.seats[SOUTH]) and not can_win(v, view.seats[WEST])
    aside = _free_choice_table("2589m12s66s555p123p(7z)").bot_view(EAST).seats[SOUTH]
    assert not can_win(v, aside)  # a tile laid aside opens nothing
    board = StrongBot(v, seed=1).danger_board(view)
    assert [o.seat for o in board.opponents if o.readiness > 0] == [SOUTH]


def test_the_opened_condition_is_built_once_per_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant("wuhan")
    view = _free_choice_table("2589m12s66s[555p]^[123p]<").bot_view(EAST)
    built: list[object] = []
    real = wuhan_defence.CONDITIONS.get

    def counting(name: str) -> Any:  # noqa: ANN401
        built.append(name)
        return real(name)

    monkeypatch.setattr(wuhan_defence.CONDITIONS, "get", counting)
    wuhan_defence._opened.cache_clear()
    assert [can_win(v, s) for s in view.seats] == [False, True, False, False]
    assert [can_win(v, s) for s in view.seats] == [False, True, False, False]
    assert built == ["opened"]


def test_tiles_are_marked_dangerous_only_against_a_seat_that_can_win() -> None:
    v = load_variant("wuhan")
    opened = own_danger(v, _free_choice_table("2589m12s66s[555p]^[123p]<").bot_view(EAST))
    closed = own_danger(v, _free_choice_table("2589m12s66s555p123p").bot_view(EAST))  # same tiles, not opened
    assert closed is None  # long rivers, yet nobody can win
    assert opened is not None and opened[K.from_code("6z")] < opened[K.from_code("5m")]  # 6z: South's own discard
