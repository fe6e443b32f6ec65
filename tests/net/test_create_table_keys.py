"""The shared table's form answers the keys after a change: a new variant rebuilt the form and
its variant choice with it, the focus was lost, and ←/→ and ↓ did nothing until Tab."""

from __future__ import annotations

from typing import Any

from textual.app import App

from mahjong_tui.net.lobby import CreateTableScreen
from mahjong_tui.variants import catalog


class _Host(App[None]):
    def on_mount(self) -> None:
        self.push_screen(CreateTableScreen(catalog(), "en", "mcr"))


def _focus(app: App[Any]) -> str:
    return app.screen.focused.id if app.screen.focused is not None else ""


async def test_keys_go_on_working_after_the_variant_changes() -> None:
    ids = catalog().menu_ids()  # as the form and the menu list them
    app = _Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, CreateTableScreen) and _focus(app) == "create-variant"
        await pilot.press("right")
        await pilot.pause()
        assert screen.variant == ids[ids.index("mcr") + 1] and _focus(app) == "create-variant"
        await pilot.press("right")
        await pilot.pause()
        assert screen.variant == ids[ids.index("mcr") + 2]
        await pilot.press("down")  # the next row, as in the menu's own form
        assert _focus(app) in ("create-preset", "create-seat-1")
        await pilot.press("up")
        assert _focus(app) == "create-variant"
