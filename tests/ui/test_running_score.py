"""A running score reads as the match counts it: a net from nothing signed (+12, -3), points held
from a stake plain, as the scoreboard beside it prints them (明將's seat headers said "+150"
beside "1. Player 150": each player's 150 starting points, read as 150 won)."""

from __future__ import annotations

import dataclasses

from rich.console import Console

from mahjong_tui.engine.game import Game
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import MatchEndScreen
from mahjong_tui.ui.widgets.seat import header_line
from mahjong_tui.variants import load_variant


def header(vid: str, score: int) -> str:
    view = Game(load_variant(vid), 4, 1).view(0)
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], score=score)
    view = dataclasses.replace(view, seats=seats)
    return header_line(view.seats[1], view, Look("en", False, True), me=False, show_backs=False).plain


def test_points_held_from_a_stake_read_plain_in_the_seat_header() -> None:
    start = Game(load_variant("mingjiang"), 4, 1).view(0)
    assert start.seats[1].score == 150 and start.match_facts["start_points"] == 150
    assert "  150" in header("mingjiang", 150) and "+150" not in header("mingjiang", 150)
    assert "  172" in header("mingjiang", 172) and "+172" not in header("mingjiang", 172)


def test_a_net_from_nothing_reads_signed_in_the_seat_header() -> None:
    assert Game(load_variant("mcr"), 4, 1).view(0).match_facts["start_points"] == 0
    assert "  +12" in header("mcr", 12)
    assert "  -3" in header("mcr", -3)
    assert "  0" in header("mcr", 0)


def test_the_match_ends_totals_read_as_the_seat_headers() -> None:
    """The hand-by-hand table's Total row: 明將's 172 held, not "+172"; a net keeps its sign."""

    def totals(start: int, scores: list[int]) -> str:
        screen = MatchEndScreen(["A", "B", "C", "D"], scores, [], "", Look("en"), {"start_points": start})
        console = Console(width=100, record=True)
        console.print(screen.by_hand())
        return console.export_text()

    held = totals(150, [172, 140, 130, 158])
    assert "172" in held and "+172" not in held and "+158" not in held
    assert "+12" in totals(0, [12, -3, -9, 0])
