"""The statistics screen's note says which games it counts. Over SSH the server counts every hand
of a shared table in the statistics of each person seated at it; the screen said "Games at a
shared (SSH) table are not counted" there too, as it does on a local machine, where it is true."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.screens.statistics import StatisticsScreen
from mahjong_tui.ui.settings import Settings

from ..ui.conftest import wait_for_text, wait_until


async def _note(app: MahjongApp) -> str:
    """The statistics screen's text (the note is its last line: "Statistics" is its first)."""
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.show_statistics()
        await wait_until(pilot, lambda: isinstance(app.screen, StatisticsScreen))
        return " ".join((await wait_for_text(pilot, app, tr("en", "stats.title"), "Kept")).split())


async def test_over_ssh_the_note_says_shared_tables_count(tmp_path: Path) -> None:
    from mahjong_tui.net.child import NetApp

    shown = await _note(NetApp("ann", None, Settings(), tmp_path / "settings.json"))
    assert "every hand of the shared tables you sat at" in shown and "not counted" not in shown
    assert "this computer" not in shown and "on this server" in shown  # the note when there is none yet


async def test_on_this_machine_the_note_says_they_are_not_counted_here(tmp_path: Path) -> None:
    shown = await _note(MahjongApp(Settings()))
    assert "not counted" in shown and "this computer" in shown
