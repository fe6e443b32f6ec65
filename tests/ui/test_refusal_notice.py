"""A refused key costs the player neither the prompt nor the buttons: its reason stands over the
table's top right for a while, where the notices stand. At 80×24 a long refusal had taken the
prompt line and sent the claim buttons away while it stood."""

from __future__ import annotations

from textual.widgets import Button

from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets import actions
from mahjong_tui.ui.widgets.actions import RefusalNote
from mahjong_tui.ui.widgets.seat import Line

from .conftest import needs_player, screen_text, table_app, wait_until


def shown_buttons(table: TableScreen) -> list[str]:
    return [str(b.id) for b in table.query(Button) if b.id and b.id.startswith("act-") and b.display]


async def test_a_refusal_leaves_the_prompt_and_the_buttons_at_80x24(monkeypatch) -> None:  # noqa: ANN001
    # long enough to stand through the checks on a loaded machine (at 0.3 s it had gone before the
    # first); made short below to see it go
    monkeypatch.setattr(actions, "REFUSAL_SECONDS", 60.0)
    app = table_app(seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        prompt = table.query_one("#prompt", Line)
        before, buttons = prompt.text.plain, shown_buttons(table)
        assert "Your turn" in before and buttons
        await pilot.press("c")
        await pilot.pause()
        note = table.query_one(RefusalNote)
        chow = "Chow: " + table.view.refusals["chow"].text("en")
        assert note.display and note.said == chow and chow[:40] in screen_text(app)  # (it wraps at 48)
        assert prompt.text.plain == before and shown_buttons(table) == buttons
        long = "Discard: " + tr("en", "refuse.answer_first")  # longer than the line beside the buttons
        table._say(long)  # every refusal of the table is said here
        await pilot.pause()
        assert note.said == long  # the last replaces the one before
        rows = screen_text(app).split("\n")[note.region.y : note.region.bottom]
        assert " ".join(" ".join(row.split("▌")[-1] for row in rows).split()) == long  # read whole
        assert prompt.text.plain == before and shown_buttons(table) == buttons
        assert note.region.y == 0 and note.region.right == 80  # over the top seat's row, not the hand
        monkeypatch.setattr(actions, "REFUSAL_SECONDS", 0.2)
        table._say(long)  # said again, to stand a short while
        await wait_until(pilot, lambda: not note.display)  # gone after its while
        assert prompt.text.plain == before and shown_buttons(table) == buttons
