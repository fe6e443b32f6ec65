"""A yes-or-no question breaks its Chinese lines as Chinese: anywhere between characters, filling
each line, never a line starting with a closing mark (明將's 食替 warning broke only at its one
space, leaving "吃碰後立刻打出" alone on the first line)."""

from __future__ import annotations

from textual.geometry import Region
from textual.widgets import Static

from mahjong_tui.messages import text
from mahjong_tui.ui.cjk_wrap import NO_START
from mahjong_tui.ui.screens.confirm import ConfirmScreen

from ..window_sizes import settle
from .conftest import menu_app, wait_until


async def test_a_chinese_question_fills_its_lines() -> None:
    question = text("zh_TW", "confirm.swap_call", tile="四筒")
    assert " " in question  # the one space a plain Static breaks at
    app = menu_app("zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(ConfirmScreen(question, "zh_TW"))
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await settle(pilot)
        box = app.screen.query_one(".dialog-text", Static)
        width, height = box.content_size
        lines = [s.text.rstrip() for s in box.render_lines(Region(0, 0, width, height))]
        lines = [line for line in lines if line.strip()]
        assert "".join(lines).replace(" ", "") == question.replace(" ", "")
        assert len(lines) == 2 and "四筒" in lines[0], lines
        assert not any(line.strip()[0] in NO_START for line in lines), lines
