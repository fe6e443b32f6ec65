"""The match's end says what Enter does: a game started from the command line has no menu to go
back to, and Enter closed the app under "Press Enter to return to the menu"."""

from __future__ import annotations

import pytest

from mahjong_tui.ui.screens.result import MatchEndScreen

from .conftest import screen_text, table_app, wait_for_text, wait_until
from .test_play import play_to_result


@pytest.mark.slow
async def test_a_game_without_the_menu_says_enter_quits() -> None:
    app = table_app(variant="wildtest", preset="quick", seed=5, seats="bot,human")  # two seats, one hand
    async with app.run_test(size=(100, 30)) as pilot:
        await play_to_result(pilot, app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        text = await wait_for_text(pilot, app, "Match over", "Press Enter or q to quit.")
        assert "menu" not in text
        assert "⏎ Quit" in screen_text(app)  # the footer too
        await pilot.press("enter")
        await pilot.pause()
    assert app.return_code == 0
