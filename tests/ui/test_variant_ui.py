"""The UI parts of 明將, Malaysian three-player and the chess-piece variants, as pure functions:
round red and black pieces, jokers with what they stand for, claim and win labels, the
questions before a punished action, rivers in rows of six, the scoreboard, the pot."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from mahjong_tui.engine.view import MeldView, SeatInfo, SeatView
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import Phase, RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.i18n import payment_reason
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens import prompts
from mahjong_tui.ui.theme import palette
from mahjong_tui.ui.tiles import BIG_W, big_meld, big_tile, joker_as, small_tile
from mahjong_tui.ui.widgets.river import CELL, river_rows
from mahjong_tui.ui.widgets.scoreboard import final_table, scoreboard_lines
from mahjong_tui.ui.widgets.seat import meld_text
from mahjong_tui.variants import load_variant

P = lambda n: K.from_code(f"{n}p")  # noqa: E731


def _seat_and_view(melds: list[MeldView]) -> tuple[SeatInfo, SeatView]:
    """A made-up three-seat view; seat 0 holds ``melds``."""
    seats = [
        SeatInfo(i, i, f"P{i}", i, i == 0, 0, 5, None, None, melds if i == 0 else [], [], [], False, False)
        for i in range(3)
    ]
    view = SeatView(
        0, "x", Phase.TURN, 0, 1, 0, 0, 50, 50, None, (), [], seats, [], None, False, [], None, [0, 0, 0], 0, False
    )
    return seats[0], view


def _colour(text: Text, needle: str) -> str:
    """The foreground colour where ``needle`` is drawn in ``text``."""
    return _style(text, text.plain.index(needle)).color.name  # type: ignore[union-attr]


def _style(text: Text, at: int) -> Style:
    style = text.style if isinstance(text.style, Style) else Style.parse(text.style)
    for span in text.spans:
        if span.start <= at < span.end:
            style += span.style if isinstance(span.style, Style) else Style.parse(span.style)
    return style


@pytest.mark.parametrize("dark", [True, False])
@pytest.mark.parametrize("ascii_only", [False, True])
def test_pieces_are_round_discs_in_red_and_black(dark: bool, ascii_only: bool) -> None:
    pal = palette(dark)
    red, black = K.chess("r", "S"), K.chess("b", "S")
    for piece, glyph, colour in ((red, "兵", "#c0202a"), (black, "卒", "#000000")):
        if ascii_only:
            glyph = K.code(piece)
        lines = big_tile(piece, pal, ascii_only, "zh_TW", label="3")
        assert [cell_len(x.plain) for x in lines] == [BIG_W] * 4
        top, mid, bottom, label = (x.plain for x in lines)
        corners = (".", ".", "'", "'") if ascii_only else ("╭", "╮", "╰", "╯")
        assert (top[0], top[-1], bottom[0], bottom[-1]) == corners
        assert mid[1:-1] == glyph and (mid[0] + mid[-1]) in ("()", "││")
        assert label.strip() == "3"
        assert _colour(lines[1], glyph) == colour  # the glyph in the piece's colour
        assert _colour(lines[0], top[0]) == colour  # and so is the ring
        small = small_tile(piece, pal, ascii_only, "zh_TW")
        assert small.plain == f"({glyph})" and _colour(small, glyph) == colour


def test_a_joker_in_a_meld_shows_what_it_stands_for() -> None:
    look = Look.make("zh_TW", False, True)
    pung = Meld(MeldKind.PUNG, (P(5), P(5), P(5)), (2,), claimed=P(5))
    chow = Meld(MeldKind.CHOW, (P(4), P(5), P(6)), (2,), claimed=P(4))
    owner, view = _seat_and_view([MeldView(pung, 1, 3), MeldView(chow, 1, 3)])
    assert "五筒五筒飛=五筒" in meld_text(owner.melds[0], owner, view, look).plain
    assert "四筒五筒飛=六筒" in meld_text(owner.melds[1], owner, view, look).plain
    assert joker_as(P(6), palette(), True).plain == "J=[6p]"
    # a joker on its own (hand, river) stands out: its own ground, not the tiles' ivory
    joker, plain = small_tile(K.JOKER, palette()), small_tile(P(6), palette())
    assert _style(joker, 1).bgcolor != _style(plain, 1).bgcolor


def test_a_joker_is_written_in_the_games_script() -> None:
    """A Simplified game drew 飞 in the hand but "西风西风飛=西风" in a meld, "飛" on a big tile
    standing for another and in a claim: each is the joker's own face in the game's script."""
    pung = Meld(MeldKind.PUNG, (P(5), P(5), P(5)), (2,), claimed=P(5))
    owner, view = _seat_and_view([MeldView(pung, 1, 3)])
    shown = meld_text(owner.melds[0], owner, view, Look.make("zh_CN", False, True)).plain
    assert "五筒五筒飞=五筒" in shown and "飛" not in shown
    rows = big_meld(pung.tiles, pung.jokers, palette(), False, "zh_CN")
    assert "飞" in rows[3].plain and "飛" not in "".join(r.plain for r in rows)
    claim = Describer("zh_CN", False, palette(), ["A"]).action(Action(Act.PUNG, 0, P(7), (P(7), K.JOKER))).plain
    assert claim == "碰 七筒：七筒 飞=七筒", claim
    assert joker_as(P(6), palette(), False, "zh_TW").plain == "飛=六筒"


def test_claims_with_jokers_read_clearly() -> None:
    d = Describer("en", False, palette(), ["A", "B", "C"])
    chow = Action(Act.CHOW, 0, P(4), (P(5), K.JOKER), choice="6p")
    assert d.action(chow).plain == "Chow 五筒 飛=六筒 + 四筒"
    pung = Action(Act.PUNG, 0, P(7), (P(7), K.JOKER))
    assert d.action(pung).plain == "Pung 七筒: 七筒 飛=七筒"
    # the catalogue's colon, not " : " written into the code (a half-width colon in Chinese)
    zh = Describer("zh_TW", False, palette(), ["A"]).action(pung).plain
    assert zh == "碰 七筒：七筒 飛=七筒", zh
    kong = Action(Act.CONCEALED_KONG, 0, P(2), (P(2),) * 3 + (K.JOKER,))
    assert "飛=二筒" in d.action(kong).plain
    assert "飛" not in d.action(Action(Act.PUNG, 0, P(7), (P(7), P(7)))).plain


def test_chicken_swap_call_and_false_win_labels() -> None:
    en = Describer("en", False, palette(), ["A"])
    zh = Describer("zh_TW", False, palette(), ["A"])
    chicken = Action(Act.WIN, 0, P(3), choice="chicken")
    assert "chicken hand (pays nothing, play on)" in en.action(chicken).plain
    assert "雞糊" in zh.action(chicken).plain
    swap = Action(Act.DISCARD, 0, P(3), choice="swap_call")
    assert "kills the hand" in en.action(swap).plain and "食替" in zh.action(swap).plain
    assert "false win" in en.action(Action(Act.WIN, 0, P(3), false_win=True)).plain
    for a in (chicken, swap, Action(Act.WIN, 0, P(3), false_win=True)):
        assert prompts.needs_asking(a)
    assert not prompts.needs_asking(Action(Act.WIN, 0, P(3)))
    assert not prompts.needs_asking(Action(Act.DISCARD, 0, P(3)))


@pytest.mark.parametrize(("vid", "fee"), [("mingjiang", 55), ("malaysia3p", 32)])
def test_the_false_win_fee_comes_from_the_variant(vid: str, fee: int) -> None:
    variant = load_variant(vid)
    assert prompts.false_win_fee(variant) == fee
    _, view = _seat_and_view([])
    text = prompts.question(Action(Act.WIN, 0, None, false_win=True), variant, view, Look.make("en", False, True))
    assert f"costs {fee} to each other player" in text


def test_rivers_lie_in_rows_of_six_with_their_marks() -> None:
    look = Look.make("zh_TW", False, True)
    river = [RiverTile(P(1 + i % 9), claimed_by=1 if i == 2 else None, ready=i == 7) for i in range(15)]
    rows = river_rows(river, look, per_row=6, max_rows=0, latest=True)
    assert [cell_len(r.plain) for r in rows] == [6 * CELL, 6 * CELL, 3 * CELL]
    assert rows[0].plain[4 * 2 + 2] == "*"  # claimed (a cell: two CJK characters, its mark, a gap)
    assert rows[0].plain[4 * 2 + 3] == " "  # the mark never touches the next tile
    assert rows[1].plain[4 * 1 + 2] == "!"  # the ready discard keeps its mark
    assert rows[2].plain.rstrip().endswith("<")  # the latest


def test_scoreboard_ranks_players_with_the_return_and_the_final_settlement() -> None:
    look = Look.make("en", False, True)
    names, scores = ["Ann", "Bo", "Cy", "Di"], [190, 120, 150, 140]
    facts = {"start_points": 150, "return_points": 180, "standings": [0, 2, 3, 1], "extension": True}
    lines = [x.plain for x in scoreboard_lines(facts, names, scores, look)]
    assert lines == ["Return 180 · West round", "1. Ann 190", "2. Cy 150", "3. Di 140", "4. Bo 120"]
    assert scoreboard_lines({}, names, scores, look) == []
    final = {**facts, "final": [150, -60, -30, -40]}
    table = final_table(final, names, scores, look)
    assert table is not None and len(table.columns) == 4
    assert list(table.columns[1].cells) == ["Ann", "Cy", "Di", "Bo"]
    assert [c.plain for c in table.columns[3].cells] == ["+150", "-30", "-40", "-60"]


@pytest.mark.parametrize(
    "vid,first,later",
    [
        ("mcr", "0/16 played", "16/16 played"),
        ("mingjiang", "0/8 played", "8/12 played"),  # the West extension adds a round
        ("beijing", "Deal 1 of 16", "Deal 16 of 16"),  # a dealer's repeats don't move it; a line of its own: a capital
    ],
)
def test_progress_line_reads_the_rotation(vid: str, first: str, later: str) -> None:
    from mahjong_tui.engine.game import Game
    from mahjong_tui.ui.widgets.status import progress_line

    look = Look.make("en", False, True)
    game = Game(load_variant(vid), seed=1)
    line = progress_line(game.view(0), look)
    assert line is not None and line.plain == first
    m = game.match
    m.hands_played = m.deal_passes = 8 if vid == "mingjiang" else 15 if vid == "beijing" else 16
    m.extra["extension"] = True
    line = progress_line(game.view(0), look)
    assert line is not None and line.plain == later


@pytest.mark.parametrize(
    "reason",
    [
        "ready_deposit",
        "pot",
        "draw_ready",
        "wipeout",
        "draw_streak",
        "dealer_streak",
        "kong_transfer",
        "win",
        "kong",
        "refund",
        "draw_check",
        "flower_pig",
        "stake",
        "false_win",
        "bonus",
    ],
)
def test_every_payment_reason_is_translated(reason: str) -> None:
    en, zh = payment_reason("en", reason), payment_reason("zh_TW", reason)
    assert en != zh and "_" not in en


@pytest.mark.parametrize(
    "vid,lang,word",
    [("wuhan", "zh_TW", "癩子"), ("wuhan", "zh_CN", "癞子"), ("wuhan", "en", "Wild"), ("beijing", "zh_TW", "混")],
)
def test_the_square_calls_the_wild_by_the_variants_own_word(vid: str, lang: str, word: str) -> None:
    """Wuhan players call the wild 癩子 (wuhan.md), not Beijing's 混."""
    from mahjong_tui.engine.game import Game
    from mahjong_tui.ui.widgets.status import status_lines

    game = Game(load_variant(vid), seed=1)
    lines = [line.plain for line in status_lines(game.view(0), game.variant, Look.make(lang, False, True))]
    assert any(line.startswith(word + " ") for line in lines), lines
