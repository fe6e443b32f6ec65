"""Settings the config folder will not take: the player is told once, and play goes on with them.

A config folder that cannot be written (read-only, or a file where the folder should be) lost
every setting changed in the menu without a word, though the README promises they are
remembered."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.settings import Settings

from .conftest import ui_catalog, wait_until


def _notices(app: MahjongApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


async def test_settings_that_cannot_be_saved_are_told_once_and_kept_for_this_run(tmp_path: Path) -> None:
    blocker = tmp_path / "config"
    blocker.write_text("a file where the config folder should be\n")
    app = MahjongApp(
        Settings(lang="en", variant="plain", pace=0.0), settings_path=blocker / "settings.json", variants=ui_catalog()
    )
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("tab", "right")  # the language: English to the next
        await wait_until(pilot, lambda: any("settings" in m.lower() for m in _notices(app)))
        told = [m for m in _notices(app) if str(blocker) in m]
        assert len(told) == 1, _notices(app)
        assert app.settings.lang != "en"  # the change holds for this run
        await pilot.press("right")  # a second change: no second notice
        await pilot.pause()
        assert len([m for m in _notices(app) if str(blocker) in m]) == 1, _notices(app)
    assert blocker.read_text() == "a file where the config folder should be\n"  # nothing overwritten


async def test_settings_saved_tell_nothing(tmp_path: Path) -> None:
    path = tmp_path / "config" / "settings.json"
    app = MahjongApp(Settings(lang="en", variant="plain", pace=0.0), settings_path=path, variants=ui_catalog())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("tab", "right")
        await wait_until(pilot, lambda: path.exists())
        assert Settings.load(path).lang == app.settings.lang != "en"
        assert not _notices(app)
