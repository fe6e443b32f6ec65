"""The hand is drawn from cached tiles and a moved selection repaints two tiles: the same picture
as drawing the whole hand afresh, for a fraction of the work (key press to screen, issue 7)."""

from __future__ import annotations

import pytest
from textual.geometry import Region, Size
from textual.visual import Visual, visualize

from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.tiles import big_offsets
from mahjong_tui.ui.widgets.hand import HandView

from .conftest import needs_player, table_app, wait_until


def _cells(strips):  # noqa: ANN001, ANN202 - characters and their looks (not the selection metadata)
    return [
        [(ch, seg.style.clear_meta_and_links() if seg.style else None) for seg in s for ch in seg.text] for s in strips
    ]


def _fresh(hand: HandView):  # noqa: ANN202
    width, height = hand.size
    return Visual.to_strips(hand, visualize(hand, hand.render()), width, height, hand.visual_style)


@pytest.mark.parametrize("ascii_only,theme", [(False, "dark"), (True, "light")])
async def test_the_cached_hand_looks_like_a_fresh_drawing(ascii_only: bool, theme: str) -> None:
    app = table_app(seed=4, ascii_only=ascii_only, theme=theme)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        hand = app.screen.query_one(HandView)
        assert len(hand.tiles) >= 13
        for selected in [None, *range(len(hand.tiles)), 0]:
            hand.selected = selected
            lines = hand._hand_lines()
            assert _cells(lines) == _cells(_fresh(hand)), f"selected {selected}"
        hand.wild = (hand.tiles[2],)  # a wild tile is marked
        hand._lines = None
        assert _cells(hand._hand_lines()) == _cells(_fresh(hand))


async def test_moving_the_selection_repaints_only_the_two_tiles() -> None:
    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        hand.selected = 3
        await pilot.pause()
        hand._repaint_regions.clear()
        hand.selected = 4
        spans = big_offsets(len(hand.tiles), hand.layout_.gap_before)
        offset = hand.content_offset
        want = {Region(start, 0, end - start, 5).translate(offset) for start, end in (spans[3], spans[4])}
        assert set(hand._repaint_regions) == want
        await pilot.pause()
        assert "3" in "".join(seg.text for seg in hand.render_line(4))  # the labels row is drawn


async def test_the_hands_width_is_measured_without_drawing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Textual asks a ``width: auto`` widget its width at each layout; the hand answers from its
    tiles' places, the width its drawing has (drawn tile apart, any tile raised, wild and
    danger marks), without drawing every tile."""
    from mahjong_tui.ui.widgets import hand as hand_module

    app = table_app(seed=4)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        hand = app.screen.query_one(HandView)
        size = Size(500, 50)
        drawn = []
        for selected in [None, 0, len(hand.tiles) - 1]:
            hand.selected = selected
            for danger in (None, {t: 3 for t in hand.tiles}):
                hand.danger = danger
                hand.wild = (hand.tiles[1],)
                rows = hand.render().split()
                drawn.append(max(row.cell_len for row in rows))
                monkeypatch.setattr(hand_module, "big_row", lambda *a, **k: pytest.fail("drawn to be measured"))
                assert hand.get_content_width(size, size) == drawn[-1] == hand.region.width
                monkeypatch.undo()
        assert hand.layout_.gap_before is not None  # the player's turn: the drawn tile is apart
