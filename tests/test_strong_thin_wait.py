"""xiangqi64: no ready declaration on a wait with fewer than four unseen winning pieces in the
first two go-arounds, nor on one with fewer than two later, before the last round
(:mod:`mahjong_tui.bots.strong.ready_call`): a declared hand is frozen."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import ready_call
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.ready_call import live_waits, thin_wait_floor
from mahjong_tui.engine import Act
from mahjong_tui.engine.view import SeatView
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .chess_helpers import table

EAST = 0


def _east_to_discard(east: str, wall: int = 30) -> SeatView:
    """East (8 pieces) to discard in xiangqi64, nobody declared, ``wall`` pieces left."""
    v = load_variant("xiangqi64")
    others = {"S": "rG rA rE rS rS bG bE", "W": "rR rR rS bA bR bH bS", "N": "rE rH rH rC bS bS bS"}
    return table(v, {"E": east, **others}, turn="E", size=wall).bot_view(EAST)


def test_only_xiangqi64_holds_back_a_thin_wait() -> None:
    assert thin_wait_floor(load_variant("xiangqi64")) == (28, 4, 2)
    assert not any(thin_wait_floor(load_variant(v)) for v in ("xiangqi56", "xiangqi32", "haner32"))


def test_early_a_wait_with_three_pieces_unseen_is_not_declared(monkeypatch: pytest.MonkeyPatch) -> None:
    # 俥傌炮 車馬包 仕相: throwing 仕 waits on a pair of 相, three of them unseen; 30 to draw
    v = load_variant("xiangqi64")
    view = _east_to_discard("rR rH rC bR bH bC rA rE")
    assert view.live_remaining >= 28
    base = BaselineBot(v).choose(view)
    assert base.type is Act.DISCARD and base.ready and base.tile == K.from_code("rA")
    assert live_waits(v, view, K.from_code("rA")) == 3
    picked = StrongBot(v).choose(view)
    assert picked.tile == base.tile and not picked.ready
    # the baseline's declaration stood before
    monkeypatch.setattr(ready_call, "THIN_WAIT_BY_VARIANT", {})
    assert StrongBot(v).choose(view) == base


def test_a_wait_on_a_soldier_is_declared() -> None:
    # throwing 仕 waits on a pair of 兵: nine unseen
    v = load_variant("xiangqi64")
    view = _east_to_discard("rR rH rC bR bH bC rA rS")
    picked = StrongBot(v).choose(view)
    assert picked.tile == K.from_code("rA") and picked.ready
    assert live_waits(v, view, K.from_code("rA")) == 9


def test_later_a_wait_needs_two_pieces_unseen() -> None:
    v = load_variant("xiangqi64")
    view = _east_to_discard("rR rH rC bR bH bC rA rE", wall=20)
    assert StrongBot(v).choose(view).ready  # three unseen
    # 帥 將: either wait is on the one other general of its colour
    view = _east_to_discard("rR rH rC bR bH bC rG bG", wall=20)
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.DISCARD and picked.tile is not None and not picked.ready
    assert live_waits(v, view, picked.tile) == 1


def test_in_the_last_round_a_thin_wait_is_declared() -> None:
    # fewer pieces left to draw than seats: only the 聽牌 台 is left to play for
    v = load_variant("xiangqi64")
    view = _east_to_discard("rR rH rC bR bH bC rG bG", wall=3)
    assert view.live_remaining < len(view.seats)
    assert StrongBot(v).choose(view).ready
