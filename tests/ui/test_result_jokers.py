"""The result shows what each 飛 joker of the winning hand stood for, as a meld's jokers are
shown (飛=三筒), from the reading the win was judged by: the Malaysian result had drawn a bare 飛."""

from __future__ import annotations

import pytest
from rich.console import Console

from mahjong_tui import load_variant, parse_hand, score
from mahjong_tui.engine.game import Game
from mahjong_tui.scoring.situation import Situation
from mahjong_tui.table.records import WinRecord
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import win_block

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
