"""The result screen takes away the notices standing when it opens: at a fast pace a blood
battle's wins, told as notices where the log is hidden, stood over the result for seconds and
hid its lines (played at 80x24, 2026-11-29)."""

from __future__ import annotations

from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import ResultScreen

from .test_result_wall_end import ResultApp, won_hand_the_wall_ended


async def test_the_result_screen_takes_away_the_notices_before_it() -> None:
    view, variant = won_hand_the_wall_ended()
    app = ResultApp(view, variant, "en")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        app.pop_screen()
        app.notify("P4 wins on P3's 五萬", timeout=6)
        await pilot.pause()
        assert [n.message for n in app._notifications] == ["P4 wins on P3's 五萬"]
        app.notify("auto-discard: on", timeout=2)  # posted just before the result opens
        app.push_screen(ResultScreen(view, variant, Look.make("en", False, True), last=False))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, ResultScreen)
        assert not list(app._notifications)
