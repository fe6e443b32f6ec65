"""A bots-only table at pace 0 closes cleanly, whenever it is closed.

A bot's move arrives from its worker thread through ``call_from_thread``; while the app shuts
down the screen's widgets are removed first, and a move applied then redrew a table that was no
longer there (``NoMatches: No nodes match 'LogPanel'``, raised out of ``run_test``). Closing
at several moments of play, on several seeds, caught it in about one run of three.
"""

from __future__ import annotations

import pytest

from .conftest import table_app


@pytest.mark.parametrize("seed", range(8))
async def test_bots_only_table_closes_without_no_matches(seed: int) -> None:
    app = table_app(seats="bot,bot,bot,bot", seed=seed)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(0.04 * seed)
        assert app.screen.id == "table"
    # leaving the block shut the app down: a worker's late move raised here before the fix
    assert app.return_code in (None, 0)
