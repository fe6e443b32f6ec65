"""A new screen's widgets are styled once (``MahjongApp.push_screen`` / ``update_styles``):
no whole-screen restyle at its resume or at its first resize; later changes still restyle."""

from __future__ import annotations

import pytest
from textual.css.stylesheet import Stylesheet

from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.widgets.form import SettingsForm

from .conftest import menu_app


def count_restyles(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many nodes each restyle (a change of classes, a resume) walks."""
    sizes: list[int] = []
    real = Stylesheet.update_nodes

    def counting(self, nodes, animate=False):  # noqa: ANN001, ANN202
        nodes = list(nodes)
        sizes.append(len(nodes))
        return real(self, nodes, animate)

    monkeypatch.setattr(Stylesheet, "update_nodes", counting)
    return sizes


async def test_the_menu_is_styled_once(monkeypatch: pytest.MonkeyPatch) -> None:
    sizes = count_restyles(monkeypatch)
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        menu = app.screen
        assert isinstance(menu, MenuScreen)
        widgets = len(list(menu.query("*")))
        assert widgets >= 15
        assert max(sizes) < 10, sizes  # no pass over the whole screen
        assert menu.has_class("-wide") and menu.has_class("-tall")  # the breakpoints, given at the push
        sizes.clear()
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert menu.has_class("-narrow") and menu.has_class("-short")
        assert max(sizes) >= widgets  # a later change of classes restyles the whole screen


async def test_a_theme_chosen_later_still_restyles_the_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        title = app.screen.query_one("#menu-title")
        before = title.styles.background
        app.screen.query_one("#menu-form", SettingsForm).step("theme", 1)  # dark → light
        await pilot.pause()
        assert app.settings.theme == "light"
        assert title.styles.background != before
