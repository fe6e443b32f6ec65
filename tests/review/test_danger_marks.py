"""Danger marks come from the strong bot's danger board, from the seat's own view only, and only
when an opponent looks ready; the hints give the same levels and say which discard is safest."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger import DangerBoard
from mahjong_tui.bots.strong.stance import CALM
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.view import SeatView
from mahjong_tui.review.strong_eval import HIGH, MARKS_FROM, SAFE, level_of, own_danger, read
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.cjk_wrap import JOINER
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.widgets.log import hint_lines
from mahjong_tui.variants import load_variant

from ..chess_helpers import table
from ..position import position
from ..table_rig import tokens

EAST, SOUTH = 0, 1


def _ready_south() -> tuple[object, Game]:
    """East to discard; South has declared ready and discarded seven tiles, 4m and 9s the last
    (MCR reads the fitted tile danger, which reads a river of two as an early one)."""
    mcr = load_variant("mcr")
    g = position(mcr, {"E": "14m47p258s1234z55p", "S": "1112345678999m", "W": "1m", "N": "1m"}, turn="E", drawn="6s")
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("1z2z9p1s7z4m9s")]
    g.state.seats[SOUTH].ready = True
    return mcr, g


def test_no_marks_while_nobody_looks_ready() -> None:
    mcr = load_variant("mcr")
    g = Game(mcr, seed=3)
    seat = g.to_act()[0]
    assert own_danger(mcr, g.view(seat)) is None


def test_one_call_early_is_not_yet_an_opponent_looking_ready() -> None:
    """Hebei (no minimum): South has called one pung and discarded four tiles. The bot starts to weigh
    danger there (threat 0.15 and up), but the hand wears no marks until someone reads as ready as
    MARKS_FROM: before, every tile showed marks up to "!!!" for that one call."""
    hebei = load_variant("hebei")
    g = position(
        hebei, {"E": "14m47p258s1234z55p", "S": "12345678m99p [777s]", "W": "1m", "N": "1m"}, turn="E", drawn="6s"
    )
    south = g.state.seats[SOUTH]
    south.river = [RiverTile(t) for t in tokens("1z9m3z4z")]
    bot = StrongBot(hebei)
    board = DangerBoard(g.bot_view(EAST), bot.furiten, bot.voids, bot.readiness)
    assert CALM <= board.threat < MARKS_FROM
    assert own_danger(hebei, g.view(EAST)) is None


def test_a_ready_opponent_marks_every_tile_in_the_hand() -> None:
    mcr, g = _ready_south()
    view = g.view(EAST)
    levels = own_danger(mcr, view)
    assert levels is not None and set(levels) == set(view.me.hand)
    assert levels[K.from_code("4m")] < levels[K.from_code("5p")]  # its own discard against a middle pair tile
    assert max(levels.values()) == HIGH
    bot = StrongBot(mcr)
    board = DangerBoard(g.bot_view(EAST), bot.furiten, bot.voids, bot.readiness, bot.danger_model)  # the bot's own
    assert board.threat >= CALM  # the strong bot defends here: the marks are its reading
    weight = sum(o.readiness for o in board.opponents)
    assert all(levels[t] == level_of(board.risk(t) / weight) for t in levels)


def test_marks_are_only_for_the_seats_own_view() -> None:
    mcr, g = _ready_south()
    assert own_danger(mcr, SeatView.public(g)) is None  # every hand hidden
    assert own_danger(mcr, g.view(None)) is None  # a spectator's open view


def test_the_hints_give_the_same_levels_and_name_the_safest_discard() -> None:
    mcr, g = _ready_south()
    view = g.view(EAST)
    levels = own_danger(mcr, view)
    assert levels is not None
    report = hints.compute(mcr, view, "en")
    assert report is not None and report.discards
    assert all(d.danger == levels[d.tile] for d in report.discards)
    reading = read(mcr, view)
    safest = min(d.danger for d in reading.discards)
    for d in report.discards:
        ev = reading.of(d.tile)
        assert ev is not None and ("safety" in d.reasons) == (ev.danger <= safest + 1e-9)
    text = "\n".join(line.plain for line in hint_lines(report, Look.make("en", True, True)))
    text = text.replace("\xa0", " ")  # a tag's words are joined by a no-break space (it wraps whole)
    assert "danger low" in text and "danger safe" in text  # East, four steps off, is shown folding
    zh = hints.compute(mcr, view, "zh_TW")
    assert zh is not None
    zh_text = "\n".join(line.plain for line in hint_lines(zh, Look.make("zh_TW", True, True)))
    zh_text = zh_text.replace(JOINER, "")  # a short Chinese tag is glued by word joiners (it wraps whole)
    assert "危險度：" in zh_text


def test_levels_are_ordered() -> None:
    assert level_of(0.0) == SAFE and level_of(1.0) == HIGH
    assert [level_of(x / 20) for x in range(21)] == sorted(level_of(x / 20) for x in range(21))


def test_a_danger_share_is_never_over_the_whole_where_seats_weigh_differently() -> None:
    """明將 weighs a deal-in to a concealed seat at 1.40 of the mean (:mod:`seat_cost`); the
    share the review and the hints print was the danger over the readiness alone, so a tile
    could read "danger 105%". The mean is weighted by the same costs, so a share is 0 … 100%."""
    from tests.ui.test_hint_words import _positions

    shares = []
    for seed in range(1, 5):
        for v, view in _positions("mingjiang", seed):
            reading = read(v, view)
            if reading.defending:
                shares += [ev.danger / reading.readiness for ev in reading.discards]
    assert len(shares) > 50
    assert max(shares) <= 1.0 + 1e-9, max(shares)


def test_a_joker_is_no_danger_where_a_discarded_joker_is_dead() -> None:
    """Malaysian game: no seat may win on a discarded 飛 (the judge refuses it), so the strong bot
    reads no danger in it and the hand marks it safe; it marked it like any tile ("!")."""
    my = load_variant("malaysia3p")
    g = position(my, {"E": "j1p2p4p5p7p8p9p1z2z3z6p6p", "S": "1p2p3p4p [777z] [666z] [555z]", "W": "1p"}, turn="E")
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("4z9p1z2z8p3z")]
    levels = own_danger(my, g.view(EAST))
    assert levels is not None and max(levels.values()) > SAFE  # South looks ready: marks are shown
    assert levels[K.JOKER] == SAFE
    bot = StrongBot(my)
    board = DangerBoard(g.bot_view(EAST), bot.furiten, bot.voids, bot.readiness, bot.danger_model)
    assert all(board.against(o, K.JOKER) == 0.0 for o in board.opponents)


def test_a_declared_ready_marks_the_pieces_in_the_chess_sets() -> None:
    """憨兒: South declared ready; a 傌 and a 炮 went by since. The strong bot folds by its reading
    of the pieces (:mod:`~mahjong_tui.bots.strong.chess_danger`) and the hints call a piece
    safest, so the hand wears its marks as in every other variant: before, the chess sets showed
    none, even against a declared ready hand, and no hint named a piece's danger."""
    v = load_variant("haner32")
    g = table(v, {"E": "bH bS rC bS bA", "S": "rR rR bS bS", "W": "rH rE rS rC", "N": "bC rH bA rS"}, turn="E", size=6)
    south = g.state.seats[SOUTH]
    south.ready = True
    south.river = [RiverTile(K.from_code("rA")), RiverTile(K.from_code("bR"), ready=True)]
    g.state.seats[2].river = [RiverTile(K.from_code(c)) for c in ("rS", "rS", "bH")]
    g.state.seats[3].river = [RiverTile(K.from_code(c)) for c in ("rE", "rS", "bC")]
    view = g.view(EAST)
    levels = own_danger(v, view)
    assert levels is not None and set(levels) == set(view.me.hand)
    assert levels[K.from_code("bH")] == SAFE  # let pass since the declaration: furiten for good
    assert max(levels.values()) > SAFE
    report = hints.compute(v, view, "en")
    assert report is not None and report.discards
    assert all(d.danger == levels[d.tile] for d in report.discards)
