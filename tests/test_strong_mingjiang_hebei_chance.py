"""明將 reads a hand's chance to win from a curve fitted by distance and wall left
(:mod:`mahjong_tui.bots.strong.mingjiang_hebei_chance`), not from the MCR/Sichuan table; Hebei's
curve measured worse and is not read."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mingjiang_hebei_chance import CURVES, chance_for, curve_chance
from mahjong_tui.bots.strong.stance import WIN_CHANCE, win_chance
from mahjong_tui.engine import Act
from mahjong_tui.engine.view import SeatView
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .test_strong_stance import EAST, against_ready_south


def test_the_curve_is_read_at_band_centres_and_between_them() -> None:
    row = CURVES["hebei"][2]
    assert curve_chance(CURVES["hebei"], 2, 45) == row[4]  # band 40–49, its centre
    assert curve_chance(CURVES["hebei"], 2, 50) == pytest.approx((row[4] + row[5]) / 2)
    assert curve_chance(CURVES["hebei"], 2, 0) == row[0]
    assert curve_chance(CURVES["hebei"], 2, 500) == row[-1]
    assert curve_chance(CURVES["hebei"], 99, 60) == 0.0
    assert curve_chance(CURVES["hebei"], 0, 3) == 1.0


def test_every_curve_falls_with_the_distance_and_rises_with_the_wall() -> None:
    for curve in CURVES.values():
        for near, far in zip(curve, curve[1:], strict=False):
            assert all(a >= b for a, b in zip(near, far, strict=True))
        for row in curve:
            assert list(row) == sorted(row)


def test_only_mingjiang_reads_its_curve_where_it_is_above_the_table() -> None:
    ming, hebei = chance_for(load_variant("mingjiang"), WIN_CHANCE), chance_for(load_variant("hebei"), WIN_CHANCE)
    assert hebei(3, 75) == win_chance(3, 75) == WIN_CHANCE[3]
    assert ming(3, 75) == curve_chance(CURVES["mingjiang"], 3, 75) > WIN_CHANCE[3]  # far hands win more early
    assert ming(1, 45) == win_chance(1, 45) > curve_chance(CURVES["mingjiang"], 1, 45)  # late: the table's
    assert StrongBot(load_variant("mingjiang")).win_chance(3, 75) == ming(3, 75)


def _far_east_early(wall: int) -> tuple[SeatView, int]:
    """East far from a win with the baseline's 9m against South declared ready (9s South's own)."""
    g = against_ready_south(load_variant("mingjiang"), wall, east="7s6m5s1s3m4z3m9m6z1m4s2s9s", drawn="8p")
    return g.bot_view(EAST), K.from_code("9m")


def test_early_in_the_wall_a_far_hand_pushes_what_the_table_folded() -> None:
    v = load_variant("mingjiang")
    view, base = _far_east_early(60)
    assert BaselineBot(v).choose(view).tile == base
    bot = StrongBot(v)
    bot.seat_cost = None  # South's deal-in at the mean (a concealed seat's cost: test_strong_seat_cost)
    got = bot.choose(view)
    assert got.type is Act.DISCARD and got.tile == base
    table = bot.win_table
    bot.win_chance = lambda d, left: win_chance(d, left, table)
    assert bot.choose(view).tile == K.from_code("9s")  # the table's chance folded it to South's own 9s
    # late in the wall the curve is under the table: the same hand folds as before
    late, _ = _far_east_early(30)
    curve = StrongBot(v)
    curve.seat_cost = None
    assert curve.choose(late).tile == K.from_code("9s")
