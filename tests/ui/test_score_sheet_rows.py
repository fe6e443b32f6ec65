"""The score sheet sets a hand's running totals beside its last line (the last payment), where a
reader adding the payments up arrives, and prints them as the seat headers do (+49 in a match
counted from nothing, 150 in one played for points held): they stood beside the first payment,
and plain (49) under headers that said +49."""

from __future__ import annotations

import pytest
from rich.console import Console

from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.score_sheet import sheet_table
from mahjong_tui.ui.widgets.scoreboard import running_score

from ..play.test_score_sheet import play_match


def hands_drawn(vid: str, width: int, lang: str) -> tuple[list[list[str]], object]:
    """The sheet of a three-hand bot match drawn ``width`` cells wide: each hand's lines (a blank
    line ends a hand), and the match's summary."""
    summary = play_match(vid, 5, hands=3).match_summary()
    console = Console(width=width, color_system=None)
    with console.capture() as drawn:
        console.print(sheet_table(summary, Look.make(lang, False, True), lambda n: "fan"))
    blocks: list[list[str]] = [[]]
    for row in drawn.get().splitlines():
        if row.strip():
            blocks[-1].append(row.rstrip())
        elif blocks[-1]:
            blocks.append([])
    hands = [b for b in blocks if b and b[0].split()[0].isdigit()]
    return hands, summary


@pytest.mark.parametrize("width", [76, 106])  # the sheet's box at 80x24 and at 120x40
@pytest.mark.parametrize(("vid", "lang"), [("mcr", "en"), ("mingjiang", "zh_TW")])
def test_each_hands_totals_stand_beside_its_last_payment(vid: str, width: int, lang: str) -> None:
    hands, summary = hands_drawn(vid, width, lang)
    lines = summary.lines  # type: ignore[attr-defined]
    assert len(hands) == len(lines) == 3
    n = len(summary.player_names())  # type: ignore[attr-defined]
    assert any(len(block) > 2 for block in hands), hands  # a hand whose first payment is not its last
    for block, line in zip(hands, lines, strict=True):
        assert block[0].split()[-n:] == [f"{d:+d}" for d in line.deltas], block
        totals = [running_score(t, summary.facts) for t in line.totals]  # type: ignore[attr-defined]
        assert block[-1].split()[-n:] == totals, block
        assert all(row.split()[-1] not in totals for row in block[1:-1]), block  # nothing between
