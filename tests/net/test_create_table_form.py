"""A shared table's form as the menu has it. A long preset reads whole at 80 columns: the form
drew each choice on one line, so Shandong's "Basic (1): base 5, kongs 5/10 from each; dealer,
seven pairs and self-draw double" ended at "dealer," (played at 80x24, 2026-11-29). It goes on
over more lines, as in the menu."""

from __future__ import annotations

from textual.app import App

from mahjong_tui.net.child import NetApp
from mahjong_tui.net.lobby import CreateTableScreen
from mahjong_tui.ui.widgets.cycle import Cycle
from mahjong_tui.variants import catalog

from ..ui.conftest import screen_text


class _Host(App[None]):
    CSS_PATH = NetApp.CSS_PATH  # the server's own look

    def on_mount(self) -> None:
        self.push_screen(CreateTableScreen(catalog(), "en", "shandong"))


async def test_a_long_preset_goes_on_over_more_lines_at_80_columns() -> None:
    app = _Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        preset = app.screen.query_one("#create-preset", Cycle)
        label = preset.label
        assert len(label) > 60  # longer than the row has room for
        shown = " ".join(screen_text(app).split())  # the words, wherever the lines break
        assert f"< {label} >" in shown
        seat = app.screen.query_one("#create-seat-1", Cycle)
        assert seat.region.y > preset.region.y + 1  # the next row moved down, not drawn over


async def test_the_variants_come_in_the_menus_order() -> None:
    """The form listed the variants by id (beijing, haner32, hebei …), the menu by its own order
    (MCR, Beijing, Hebei …): four steps right of MCR were Shandong in the menu, Sichuan here."""
    app = _Host()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        variant = app.screen.query_one("#create-variant", Cycle)
        assert [v for _, v in variant.options] == catalog().menu_ids()


async def _choose(pilot, cycle: Cycle, value: str) -> None:  # noqa: ANN001
    """Step ``cycle`` to ``value`` at once, as ←/→ would one step at a time."""
    values = [v for _, v in cycle.options]
    cycle.action_step(values.index(value) - values.index(cycle.value))
    await pilot.pause()


async def test_the_seats_chosen_are_kept_when_the_variant_changes() -> None:
    """Changing the variant set every seat back to open; each seat the new variant has keeps its
    choice now, and a three-player variant drops the fourth."""
    app = _Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, CreateTableScreen)
        bots = [v for _, v in form.query_one("#create-seat-1", Cycle).options if v != "open"]
        await _choose(pilot, form.query_one("#create-seat-1", Cycle), bots[0])
        await _choose(pilot, form.query_one("#create-seat-3", Cycle), bots[-1])
        chosen = ["me", bots[0], "open", bots[-1]]
        assert form.seats == chosen
        await _choose(pilot, form.query_one("#create-variant", Cycle), "sichuan")
        assert form.variant == "sichuan" and form.seats == chosen
        assert [form.query_one(f"#create-seat-{i}", Cycle).value for i in (1, 2, 3)] == chosen[1:]
        await _choose(pilot, form.query_one("#create-variant", Cycle), "malaysia3p")
        assert form.seats == chosen[:3] and not form.query("#create-seat-3")
        assert form.query_one("#create-seat-1", Cycle).value == bots[0]
        await _choose(pilot, form.query_one("#create-variant", Cycle), "mcr")
        assert form.seats == [*chosen[:3], "open"]  # the seat dropped comes back open
