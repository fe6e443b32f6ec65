"""The strong bot in the chess sets (象棋麻將): each piece's danger read from the pieces in sight
(:mod:`mahjong_tui.bots.strong.chess_danger`), and ready discards weighed by the judge as in
every other variant."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import stance
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.chess_danger import ChessDangerBoard, wait_needs, ways_to_wait
from mahjong_tui.bots.strong.chess_readiness import UNDECLARED, chess_readiness
from mahjong_tui.bots.strong.danger import CHESS, ORPHANS, DangerBoard, Opponent
from mahjong_tui.bots.strong.readiness import CHESS as CHESS_CURVE
from mahjong_tui.bots.strong.readiness import seat_readiness
from mahjong_tui.bots.strong.stance import LOSS_WEIGHT_CHESS, loss_weight
from mahjong_tui.engine import Act
from mahjong_tui.engine.view import SeatView
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.model import Variant

from .chess_helpers import table

EAST, SOUTH = 0, 1


def _p(code: str) -> int:
    return K.from_code(code)


def _view(hands: dict[str, str], rivers: dict[int, str], ready: bool = True) -> tuple[Variant, SeatView]:
    """East to discard in xiangqi32 with the given hands and rivers; South declared ready (the
    wall's pieces are hidden from every view: what they are does not matter here)."""
    v = load_variant("xiangqi32")
    g = table(v, hands, turn="E", size=6)
    g.state.seats[SOUTH].ready = ready
    for seat, river in rivers.items():
        g.state.seats[seat].river = [RiverTile(_p(c)) for c in river.split()]
    return v, g.bot_view(EAST)


def test_the_ways_to_wait_on_a_piece_follow_the_grammar() -> None:
    needs = wait_needs(load_variant("xiangqi32"))
    unseen = [2] * K.NUM_KINDS
    # 俥: 俥傌炮 (one 傌 and one 炮 held: 2 × 2 ways) or a pair of 俥 (2 ways)
    assert sorted(needs[_p("rR")]) == [((_p("rR"), 1),), ((_p("rH"), 1), (_p("rC"), 1))]
    assert ways_to_wait(needs[_p("rR")], unseen) == 6
    # 帥: 帥仕相 or the 帥 + 將 pair (one 帥 only: no pair of 帥)
    assert sorted(needs[_p("rG")]) == [((_p("rA"), 1), (_p("rE"), 1)), ((_p("bG"), 1),)]
    unseen[_p("bG")] = unseen[_p("rA")] = 0
    assert ways_to_wait(needs[_p("rG")], unseen) == 0


_ADVISOR_DEAD = (
    {"E": "bH bS rC bS bA", "S": "bR rA rG rS", "W": "rH rE rS rC", "N": "bC rH bA rS"},
    {SOUTH: "bE rE rS", 2: "rR rS rA", 3: "bG bE bR"},
)
"""East, xiangqi32, holds 士 and 炮 against South declared ready: 將 in sight kills the 將士象 set,
so fewer waits can use 士 than 炮 (俥傌炮 or its pair)."""


def _board(v: Variant, view: SeatView) -> ChessDangerBoard:
    return ChessDangerBoard(view, v, furiten=False, curve=CHESS_CURVE)


def _south(board: DangerBoard) -> Opponent:
    """South, as ``board`` reads it."""
    return next(o for o in board.opponents if o.seat == SOUTH)


def test_a_piece_no_wait_can_use_is_safe_where_the_flat_board_sees_no_difference() -> None:
    # 將 in sight kills the 將士象 set and the other 士 the 士 pair: no wait can use 士
    v, view = _view(*_ADVISOR_DEAD)
    board = _board(v, view)
    south = _south(board)
    flat = DangerBoard(view, furiten=False, curve=CHESS_CURVE)
    flat_south = _south(flat)
    assert flat.against(flat_south, _p("bA")) == flat.against(flat_south, _p("rC")) == CHESS
    assert board.against(south, _p("bA")) < board.against(south, _p("rC"))


def test_facing_a_ready_opponent_the_bot_discards_the_piece_fewest_waits_use() -> None:
    # 士: only a pair wait (the last 士 unseen); 炮: 俥傌炮 (one 俥, two 傌 unseen) or the pair
    v, view = _view(*_ADVISOR_DEAD)
    board = _board(v, view)
    south = _south(board)
    assert 0 < board.against(south, _p("bA")) < board.against(south, _p("rC"))
    assert BaselineBot(v).choose(view).tile == _p("rC")
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.DISCARD and picked.tile == _p("bA")
    # (with the flat danger too, since it reads the plans with every piece in its memo's key,
    # PlanRanking.memo_kinds: the board's ordering above is what this position shows)


def test_a_piece_with_every_partner_in_sight_is_as_safe_as_an_orphan() -> None:
    v, view = _view(
        {"E": "rG bH bS bS bA", "S": "bR bR rS rS", "W": "rH rE rS rC", "N": "bC rH rC bC"},
        {SOUTH: "rA rA rS", 2: "bG rR rS", 3: "bE bE rR"},
    )
    board = _board(v, view)
    south = _south(board)
    # 帥: both 仕 and the 將 in sight; 士: the 將 in sight kills its set, but the other 士 is unseen
    assert board.against(south, _p("rG")) == ORPHANS
    assert board.against(south, _p("rG")) < board.against(south, _p("bA"))


def test_in_the_chess_sets_a_ready_discard_leaving_a_dead_wait_is_avoided() -> None:
    # 將士象 is made; keeping 馬 waits on the pair of 馬, whose last copy is in sight (dead),
    # keeping 相 waits on the other 相, unseen
    v, view = _view(
        {"E": "rE bE bA bH bG", "S": "bC bC bS rS", "W": "bE rH bR bS", "N": "rA rG bS rS"},
        {3: "bH"},
        ready=False,
    )
    bot = StrongBot(v)
    bot.defends = False  # the choice tested here is the judge's, not the defence's
    assert BaselineBot(v).choose(view).tile == _p("rE")
    picked = bot.choose(view)
    assert picked.type is Act.DISCARD and picked.tile == _p("bH")


def _haner_ready_south() -> tuple[Variant, SeatView]:
    """憨兒: South declared ready with its 車; a turn later West and North discarded a 傌 and a 炮."""
    v = load_variant("haner32")
    g = table(v, {"E": "bH bS rC bS bA", "S": "rR rR bS bS", "W": "rH rE rS rC", "N": "bC rH bA rS"}, turn="E", size=6)
    g.state.seats[SOUTH].ready = True
    g.state.seats[SOUTH].river = [RiverTile(_p("rA")), RiverTile(_p("bR"), ready=True)]
    g.state.seats[2].river = [RiverTile(_p("rS")), RiverTile(_p("rS")), RiverTile(_p("bH"))]
    g.state.seats[3].river = [RiverTile(_p("rE")), RiverTile(_p("rS")), RiverTile(_p("bC"))]
    return v, g.bot_view(EAST)


def test_in_haner_a_piece_discarded_since_a_ready_declaration_is_safe_against_it() -> None:
    v, view = _haner_ready_south()
    board = _board(v, view)
    south = _south(board)
    assert board.barred[SOUTH] == {_p("bR"), _p("bH"), _p("bC")}
    assert board.against(south, _p("bH")) == 0.0  # let pass after the declaration: furiten for good if it won
    assert board.against(south, _p("bA")) > 0.0
    flat = DangerBoard(view, furiten=False, curve=CHESS_CURVE)
    flat_south = _south(flat)
    assert flat.against(flat_south, _p("bH")) > 0.0
    # xiangqi32 has no furiten, but a declared hand is frozen and takes every win offered: the
    # pieces gone by since are safe there too, all but the declaring discard (one may declare
    # throwing a piece one waits on)
    x32 = load_variant("xiangqi32")
    assert ChessDangerBoard(view, x32, furiten=False, curve=CHESS_CURVE).barred[SOUTH] == {_p("bH"), _p("bC")}


def test_in_xiangqi_a_piece_gone_by_since_a_declaration_is_safe_against_that_frozen_hand() -> None:
    v, view = _view(
        {"E": "bH bS rC bS bA", "S": "rR rR bS bS", "W": "rH rE rS rC", "N": "bC rH bA rS"},
        {2: "rS rS bA", 3: "rE rS bC"},
    )
    view.seats[SOUTH].river = [RiverTile(_p("rA")), RiverTile(_p("bR"), ready=True)]
    board = _board(v, view)
    south = _south(board)
    assert board.against(south, _p("bA")) == 0.0  # West's 士 went by after South declared
    assert board.against(south, _p("rC")) > 0.0
    flat = DangerBoard(view, furiten=False, curve=CHESS_CURVE)
    assert flat.against(_south(flat), _p("bA")) > 0.0


def _x64_view(south_melds: str = "") -> tuple[Variant, SeatView]:
    """xiangqi64, East to discard; South has discarded four pieces and declared nothing."""
    v = load_variant("xiangqi64")
    south = "rR rR bS bS" + (" rS rS rS" if not south_melds else "") + south_melds
    g = table(
        v,
        {"E": "bH bS rC bS bA rA rE rG", "S": south, "W": "rH rE rS rC bS bS bS", "N": "bC rH bA rS bR bR bR"},
        turn="E",
        size=20,
    )
    g.state.seats[SOUTH].river = [RiverTile(_p(c)) for c in ["bG", "rS", "bE", "bA"]]
    return v, g.bot_view(EAST)


def test_a_chess_opponent_that_has_not_declared_ready_is_read_as_seldom_ready() -> None:
    v, view = _x64_view()
    south = view.seats[SOUTH]
    assert seat_readiness(south, CHESS_CURVE) >= 0.3  # read from its discards alone: often ready
    board = _board(v, view)
    assert _south(board).readiness == UNDECLARED["xiangqi64"][1] < 0.01
    south.ready = True
    assert chess_readiness(south, v.id) == 1.0
    south.ready = False
    south.river = []  # dealt ready before its first discard now and then (人胡, 地胡)
    assert chess_readiness(south, v.id) == UNDECLARED["xiangqi64"][0] > UNDECLARED["xiangqi64"][1]


def test_a_chess_opponent_with_a_meld_shown_may_be_ready_without_declaring() -> None:
    # a discard after a chow or pung declares nothing: with one meld shown a third of such
    # seats are ready in the 64-piece set, with two (one piece left) every one
    v, view = _x64_view(" [rS rS rS]")
    board = _board(v, view)
    assert _south(board).readiness == UNDECLARED["xiangqi64"][2]
    assert 0.2 < UNDECLARED["xiangqi64"][2] < 1.0
    _, v32 = _view({"E": "bH bS rC bS bA", "S": "bR [rS rS rS]", "W": "rH rE rS rC", "N": "bC rH bA rS"}, {}, False)
    assert chess_readiness(v32.seats[SOUTH], "xiangqi32") == 1.0


def test_facing_a_declared_hand_the_bot_plays_a_piece_gone_by_since_as_safe() -> None:
    # South declared with its first discard; West's 炮 went by after: it completes nothing South
    # waits on, so the baseline's 炮 is as safe as a piece can be (before, the bot folded to 士)
    v, view = _view(
        {"E": "bH bS rC bS bA", "S": "bR rA rG rS", "W": "rH rE rS rR", "N": "bC rH bA rS"},
        {SOUTH: "bE rE rS", 2: "rR rC rA", 3: "bG bE bR"},
    )
    view.seats[SOUTH].river[0] = RiverTile(_p("bE"), ready=True)
    board = _board(v, view)
    south = _south(board)
    assert board.against(south, _p("rC")) == 0.0 < board.against(south, _p("bA"))
    assert BaselineBot(v).choose(view).tile == _p("rC")
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.DISCARD and picked.tile == _p("rC")


def test_xiangqi64_weighs_a_deal_in_heavier_than_the_other_chess_sets(monkeypatch: pytest.MonkeyPatch) -> None:
    # West (8 pieces) against East, declared ready with its first discard: at xiangqi64's loss
    # weight the bot throws 象, the safer of its two quiet pieces; at the chess sets' it threw 士
    v = load_variant("xiangqi64")
    assert loss_weight(v) == 3.0 > LOSS_WEIGHT_CHESS == loss_weight(load_variant("xiangqi56"))
    g = table(
        v,
        {
            "E": "rS rS bG bE bS bS bS",
            "S": "rA rE rR rR bH bC bS",
            "W": "rH rC rS rS rS bA bE",
            "N": "rR rH bA bA bR bS bS",
        },
        turn="W",
        drawn="bH",
        size=33,
    )
    g.state.seats[EAST].ready = True
    g.state.seats[EAST].river = [RiverTile(_p("rA"), ready=True)]
    g.state.seats[SOUTH].river = [RiverTile(_p("bE"))]
    view = g.bot_view(2)
    board = _board(v, view)
    assert board.risk(_p("bE")) < board.risk(_p("bA"))
    assert StrongBot(v).choose(view).tile == _p("bE")
    monkeypatch.delitem(stance.LOSS_WEIGHT_BY_VARIANT, "xiangqi64")
    assert StrongBot(v).choose(view).tile == _p("bA")
