"""明將: a seat that won a chicken hand plays on frozen and can win nothing more this hand. The
view says so (``SeatInfo.frozen``), and the strong bot's danger board reads no threat from it,
so it does not fold against a seat it cannot deal in to."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.readiness import seat_readiness
from mahjong_tui.engine import Game
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH = 0, 1


def _south_reads_ready(frozen: bool) -> Game:
    """East holds a ready hand and a drawn 5m; South, read as ready (its flag set), discarded
    9m, East's pair; with ``frozen`` South has won a chicken hand and plays on frozen."""
    g = position(
        load_variant("mingjiang"),
        {"E": "99m45p123s456s777z", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn="5m",
        wall="1s" * 4,
        size=8,
    )
    south = g.state.seats[SOUTH]
    south.ready = True
    south.river = [RiverTile(t) for t in tokens("9m1z2z3z4z8s")]
    if frozen:
        south.frozen = south.dead = True
    return g


def test_the_view_shows_a_frozen_chicken_winner() -> None:
    view = _south_reads_ready(frozen=True).bot_view(EAST)
    assert view.seats[SOUTH].frozen and not view.seats[EAST].frozen
    assert not _south_reads_ready(frozen=False).bot_view(EAST).seats[SOUTH].frozen


def test_the_strong_bot_reads_no_threat_from_a_frozen_seat_and_does_not_fold() -> None:
    v = load_variant("mingjiang")
    picks = {}
    for frozen in (False, True):
        view = _south_reads_ready(frozen).bot_view(EAST)
        bot = StrongBot(v)
        bot.keeps_wait = False  # the ready hand's live wait is kept anyway (test_strong_ready_wait)
        board = bot.danger_board(view)
        south = next(o for o in board.opponents if o.seat == SOUTH)
        assert south.readiness == (0.0 if frozen else 1.0)
        assert seat_readiness(view.seats[SOUTH]) == (0.0 if frozen else 1.0)
        picks[frozen] = bot.choose(view).tile
        assert BaselineBot(v).choose(view).tile == K.from_code("5m")
    assert picks[False] == K.from_code("9m")  # a live threat: it folds to South's own 9m
    assert picks[True] == K.from_code("5m")  # South can win nothing: the baseline's discard stands
