"""The menu's variant list keeps the chosen variant in sight when the window changes size."""

from __future__ import annotations

from textual.widgets import OptionList

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants.loader import Catalog, builtin_dir

from .conftest import screen_text


async def test_the_chosen_variant_stays_in_sight_after_a_resize() -> None:
    """Yunnan, low in the list of the built-in variants: its entry is in sight at 80x24, and it
    stays so at 120x40 and back. The entries wrap to another height at another width, and the
    list kept its old scroll offset: at 120x40 it showed 明將 to the chess sets, Yunnan out of
    sight (seen in tmux, the window made larger after the menu opened)."""
    app = MahjongApp(Settings(lang="en", variant="yunnan", pace=0.0), variants=Catalog(dirs=[(builtin_dir(), True)]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        variants = app.screen.query_one("#variants", OptionList)
        assert variants.highlighted is not None and variants.options[variants.highlighted].id == "yunnan"
        assert "Yunnan Mahjong" in screen_text(app)
        for size in ((120, 40), (80, 24), (100, 30), (120, 40)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert "Yunnan Mahjong" in screen_text(app), size
