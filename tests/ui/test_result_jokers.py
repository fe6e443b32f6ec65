"""The result shows what each 飛 joker of the winning hand stood for, as a meld's jokers are
shown (飛=三筒), from the reading the win was judged by: the Malaysian result had drawn a bare 飛."""

from __future__ import annotations

import pytest
from rich.console import Console

from mahjong_tui import load_variant, parse_hand, score
from mahjong_tui.engine.game import Game
from mahjong_tui.scoring.base import joker_faces
from mahjong_tui.scoring.situation import Situation
from mahjong_tui.table.actions import Act
from mahjong_tui.table.records import WinRecord
from mahjong_tui.ui.cjk_wrap import unglued
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import hands_text, win_block

from ..position import act, position

HAND = "12p 456p 9p j j 55z [78p j=9p]+j / f1"
"""Four jokers: one in the meld, two concealed (in the pair 9p and the pung of 白板, 5z), one drawn (3p)."""


@pytest.mark.parametrize(
    ("lang", "ascii_only", "mark", "concealed", "win", "meld"),
    [
        ("zh_TW", False, "飛", ["飛=九筒", "飛=白板"], "+ 飛=三筒", "七筒八筒飛=九筒"),
        ("en", True, "J", ["J=[9p]", "J=[Wh]"], "+ J=[3p]", "[7p][8p]J=[9p]"),
    ],
)
def test_each_joker_of_the_winning_hand_shows_what_it_stood_for(
    lang: str, ascii_only: bool, mark: str, concealed: list[str], win: str, meld: str
) -> None:
    my = load_variant("malaysia3p")
    hand = parse_hand(HAND, my)
    result = score(my, HAND, seat_wind="E", self_drawn=True)
    w = WinRecord(0, None, hand.win_tile, hand, result, Situation(seat_wind=0, self_drawn=True), "self_draw")  # type: ignore[arg-type]
    console = Console(width=100, record=True)
    console.print(win_block(w, Game(my, 3, 1).view(0), my, Look.make(lang, ascii_only, True)))
    drawn = console.export_text().splitlines()[1].replace("\xa0", " ")  # the hand, under the winner's line
    assert all(face in drawn for face in concealed) and win in drawn and meld in drawn, drawn
    assert drawn.count(f"{mark}=") == 4 and "[j ]" not in drawn  # no bare joker beside them


@pytest.mark.parametrize(
    ("hands", "turn", "drawn", "discard"),
    [
        ({"E": "555z 666z 777z 12p j j", "S": "1357z", "W": "2468p"}, "E", "3p", None),  # self-drawn
        ({"E": "1357z", "S": "555z 666z 777z 12p j j", "W": "2468p"}, "E", "3p", "3p"),  # on a discard
    ],
)
def test_the_revealed_hands_show_the_winners_jokers_as_the_win_was_judged(
    hands: dict[str, str], turn: str, drawn: str, discard: str | None
) -> None:
    """The list of revealed hands drew the winner's concealed jokers bare (飛 飛) under a hand
    that says what each stood for (飛=紅中); both now ask :func:`joker_faces`."""
    game = position(load_variant("malaysia3p"), hands, turn=turn, drawn=drawn, pad="3p")
    winner = "S" if discard else "E"
    if discard:
        act(game, "E", Act.DISCARD, discard)
    act(game, winner, Act.WIN)
    view = game.view(1)
    assert view.result is not None and view.result.wins
    w = view.result.wins[0]
    faces, win_face = joker_faces(w.hand, w.score)
    assert faces and win_face is None  # the case shows something: two concealed jokers read
    look = Look.make("zh_TW", False, True)
    line = unglued(hands_text(view, look).plain).splitlines()[w.seat]
    assert line.count("飛=") == 2 and " 飛 " not in f"{line} " and "紅中" in line, line
