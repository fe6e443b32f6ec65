"""At the table: danger marks drawn on the own hand (the strong bot's reading, only once an
opponent looks ready), and the result screen's r opening the hand's review from the replay log."""

from __future__ import annotations

import re

import pytest

from mahjong_tui.review.strong_eval import own_danger
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.review import ReviewScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import DANGER_MARKS, HandView

from .conftest import needs_player, screen_text, table_app, wait_for_text, wait_until
from .test_hand_redraw import _cells, _fresh
from .test_play import play_to_result


@pytest.mark.parametrize("ascii_only,lang", [(False, "zh_TW"), (True, "en")])
async def test_marks_are_drawn_above_each_tile_in_every_look(ascii_only: bool, lang: str) -> None:
    app = table_app(seed=4, ascii_only=ascii_only, lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        hand = app.screen.query_one(HandView)
        tiles = hand.tiles
        levels = {t: i % 4 for i, t in enumerate(sorted(set(tiles)))}
        hand.show_danger(levels)
        for selected in (None, 0, len(tiles) - 1):
            hand.selected = selected
            lines = hand._hand_lines()
            assert _cells(lines) == _cells(_fresh(hand)), f"selected {selected}"
        hand.selected = None
        top = "".join(seg.text for seg in hand._hand_lines()[0])
        for level in set(levels.values()):
            assert DANGER_MARKS[level].strip() in top
        assert top.count("!!!") == sum(1 for t in tiles if levels[t] == 3)
        hand.show_danger(None)
        assert "".join(seg.text for seg in hand._hand_lines()[0]).strip() == ""


async def test_the_table_marks_the_hand_once_an_opponent_looks_ready() -> None:
    app = table_app(seed=2)
    seen: list[bool] = []

    def check(app) -> None:  # noqa: ANN001
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.view.viewer == 0 and screen.view.result is None:
            want = own_danger(screen.session.variant, screen.view)
            assert screen.query_one(HandView).danger == want
            seen.append(want is not None)

    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_result(pilot, app, check)
    assert seen[0] is False  # nobody looks ready at the start
    assert any(seen)  # and someone did before the hand ended


async def test_the_result_screen_opens_the_hands_review() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_to_result(pilot, app)
        assert result.review is not None
        await wait_for_text(pilot, app, "Press r to review")
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.lines is not None)
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.lines
        assert review.lines[0].startswith(f"Hand {result.result.hand_no}: ")
        assert "decisions differ from the strong bot" in review.lines[0]
        chose = [line.strip() for line in review.lines if line.strip().startswith("you: ")]
        assert chose and all(re.fullmatch(r"you: \w+( [^\x00-\x7f]{2})*; strong bot: .*", c) for c in chose), chose
        assert not any(re.search(r"\b[1-9][mpsz]\b", c) for c in chose), chose  # "discard 7z" of a tile drawn 紅中
        text = await wait_for_text(pilot, app, "Review of hand")
        assert review.lines[0] in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen))
        assert "Review of hand" not in screen_text(app)
