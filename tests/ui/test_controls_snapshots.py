"""SVG snapshots of the unseen-tile panel over the table at 80x24, in the CJK and ASCII looks.

Regenerate with ``pytest tests/ui/test_controls_snapshots.py --snapshot-update`` (never in CI).
"""

from __future__ import annotations

from .conftest import needs_player, table_app, wait_until
from .test_snapshots import _at_table


async def _unseen_open(pilot) -> None:  # noqa: ANN001
    await _at_table(pilot)
    await pilot.press("n")
    await wait_until(pilot, lambda: needs_player(pilot.app))
    await pilot.pause()


def test_unseen_panel_80x24(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=3), terminal_size=(80, 24), run_before=_unseen_open)


def test_unseen_panel_ascii_chinese_80x24(snap_compare) -> None:  # noqa: ANN001
    app = table_app(seed=3, ascii_only=True, lang="zh_TW")
    assert snap_compare(app, terminal_size=(80, 24), run_before=_unseen_open)
