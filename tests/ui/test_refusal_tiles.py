"""The view's refusals name their tiles as the table draws them, as the engine's refusal of an
action does (Look.say): "Pung: you hold 1 5m; a pung needs two" at an ASCII table, where the
prompt line said "五萬 (5m)" of a tile drawn as 5m."""

from __future__ import annotations

from mahjong_tui.engine.refusals import PUNG_NEEDS_TWO
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles.faces import tile_label
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.table import TableScreen

from .conftest import needs_player, table_app, wait_until
from .test_play import human_move


def pung_refused(table: TableScreen) -> bool:
    why = table.view.refusals.get("pung")
    return table.view.phase is Phase.CLAIM and why is not None and why.key == PUNG_NEEDS_TWO


async def test_a_refusal_names_its_tile_as_the_table_draws_it() -> None:
    app = table_app(seed=1, ascii_only=True)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(400):
            await wait_until(pilot, lambda: needs_player(app))
            screen = app.screen
            if isinstance(screen, TableScreen) and pung_refused(screen):
                break
            if isinstance(screen, (ResultScreen, PrivacyScreen)):
                await pilot.press("enter")
            elif isinstance(screen, TableScreen):
                await human_move(pilot, screen)
        table = app.screen
        assert isinstance(table, TableScreen) and pung_refused(table), "no claim with a pung refused"
        assert table.view.last_discard is not None
        tile = table.view.last_discard[1]
        n = table.view.refusals["pung"].args["n"]
        await pilot.press("p")
        await pilot.pause()
        said = table.refusal_note.said
        assert said == f"Pung: you hold {n} {tile_label(tile, True, 'en')}; a pung needs two"
