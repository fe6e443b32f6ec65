"""A number and its words, a count and the score beside it, never part on the table: the centre
square had "Dealer Bot 2 · streak" / "1", a side seat's header "[莊]  0" / "10"."""

from __future__ import annotations

import pytest
from rich.text import Text
from textual.geometry import Region

from mahjong_tui.ui.cjk_wrap import numbers_kept
from mahjong_tui.ui.widgets.seat import Line
from mahjong_tui.ui.widgets.square_fit import Group, fitted

from .conftest import needs_player, table_app, wait_until


def test_the_square_keeps_a_number_with_its_word() -> None:
    groups = [Group([Text("Mingjiang Mahjong")]), Group([Text("Dealer Bot 2 · streak 1"), Text("Wall 69")])]
    assert [x.plain for x in fitted(groups, 22, 10)] == ["Mingjiang Mahjong", "Dealer Bot 2 ·", "  streak 1", "Wall 69"]
    assert [x.plain for x in fitted(groups, 13, 10)][2:4] == ["Dealer Bot 2", "  · streak 1"]
    assert numbers_kept(Text("0/16 played · deal 1 of 16")).plain == "0/16\xa0played · deal\xa01\xa0of\xa016"
    assert numbers_kept(Text("1. Ann 150  2. Bo 9")).plain == "1.\xa0Ann\xa0150  2.\xa0Bo\xa09"  # a gap stays a gap


@pytest.mark.parametrize(("lang", "name"), [("en", "Bot Two Longname"), ("zh_TW", "電腦二號長長名字")])
async def test_a_side_seats_tile_count_stays_with_its_score(lang: str, name: str) -> None:
    """At 120×40 a long name pushed the right seat's tile count onto a line of its own."""
    app = table_app(lang=lang, names=["P1", name, "Bot 3", "Bot 4"])
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.pause(0.1)
        head = app.screen.query_one("#head-1", Line)
        rows = [strip.text.strip() for strip in head.render_lines(Region(0, 0, *head.outer_size))]
        count = str(app.screen.view.seats[1].hand_count)
        assert rows[0].endswith(name) and rows[1] == f"0  {count}", rows
