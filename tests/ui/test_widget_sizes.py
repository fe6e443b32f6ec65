"""The widgets that fit what they show to their size (hands, rivers, the log, hints, the status and
seat lines), each given any size from nothing to 500×200, draw exactly the area the layout gives
them (the stylesheet's bounds lifted; its gutters may still take a border or padding off).

The screens' own test (``tests/net/test_window_sizes.py``) resizes whole windows, where the layout
decides what each widget gets; here each widget of a live table (a person's turn, hints and log
open) and of a replay (every hand open) is given sizes directly (its CSS width and height, laid
out and drawn by Textual), thousands in all: widths and heights of 0 and 1 included, which a
window at the app's floor can hand a widget too.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from textual.app import App
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget

from mahjong_tui.net.config import MAX_COLS, MAX_ROWS
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from ..window_sizes import DRAWN, Running, settle

KINDS = ("HandView", "RiverView", "LogPanel", "HintPanel", "StatusPanel", "Line")
"""The widgets whose drawing reads their own size (``size``/``content_size``), by class name."""

LIMITS = {"min_width": 0, "max_width": 10_000, "min_height": 0, "max_height": 10_000}
"""Inline styles that lift the stylesheet's bounds on a widget's size."""
GUTTER = 8
"""At most this much of the width and the height given goes to borders, padding and margins."""

EXAMPLES = 30
"""Per kind and screen, each up to 12 sizes: some 2,000 sizes in all, about 20 ms each."""

WIDGET_SIZE = st.one_of(
    st.tuples(st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.integers(0, 40), st.integers(0, 12)),
    st.tuples(st.integers(0, MAX_COLS), st.integers(0, 4)),
    st.tuples(st.integers(0, 12), st.integers(0, MAX_ROWS)),
    st.tuples(st.integers(0, MAX_COLS), st.integers(0, MAX_ROWS)),
)


def _settings() -> Settings:
    s = Settings()
    s.pace = 0.0
    return s


def _table(path: Path) -> App[Any]:
    app = MahjongApp(_settings(), path, game=(load_variant("mcr"), [True, False, False, False], list("ABCD"), 5))

    async def open_panels(pilot: Pilot[Any]) -> None:
        await pilot.press("t", "v")  # hints and the log

    app.prepare = open_panels  # type: ignore[attr-defined]
    return app


def _replay(path: Path) -> App[Any]:
    from mahjong_tui.datadir import replays_dir
    from mahjong_tui.replay.app import ReplayApp
    from mahjong_tui.replay.model import Replay

    from ..saves.helpers import play, recorded_session

    session, rec = recorded_session(seed=6)
    play(session, hands=1)
    app = ReplayApp(Replay.load(replays_dir() / f"{rec.record.id}.json"), _settings())

    async def step(pilot: Pilot[Any]) -> None:
        await pilot.press(*["right"] * 30)  # rivers and melds on the table

    app.prepare = step  # type: ignore[attr-defined]
    return app


SCREENS: dict[str, Callable[[Path], App[Any]]] = {"table": _table, "replay": _replay}


@pytest.fixture(scope="module")
def apps(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], Running]]:
    running: dict[str, Running] = {}

    def get(name: str) -> Running:
        if name not in running:
            path = tmp_path_factory.mktemp("widgets") / "settings.json"
            running[name] = Running(lambda: SCREENS[name](path), size=(40, 12))  # small: quick to redraw
        return running[name]

    yield get
    for run in running.values():
        run.shutdown()


def _widgets(app: App[Any], kind: str) -> list[Widget]:
    return [w for w in app.screen.walk_children(with_self=False) if type(w).__name__ == kind]


NOT_SHOWN = {("replay", "HintPanel"), ("replay", "LogPanel")}
CASES = [(screen, kind) for screen in SCREENS for kind in KINDS if (screen, kind) not in NOT_SHOWN]


@pytest.mark.parametrize(("screen", "kind"), CASES)
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(sizes=st.lists(WIDGET_SIZE, min_size=1, max_size=12), which=st.integers(0, 100))
@example(sizes=[(0, 0), (1, 1), (2, 2), (0, 1), (1, 0), (MAX_COLS, MAX_ROWS), (1, MAX_ROWS), (MAX_COLS, 1)], which=0)
def test_a_widget_draws_exactly_the_area_it_is_given(
    apps: Callable[[str], Running], screen: str, kind: str, sizes: list[tuple[int, int]], which: int
) -> None:
    run = apps(screen)
    if not run.alive:
        run.restart()

    async def go() -> None:
        found = _widgets(run.app, kind)
        assert found, f"no {kind} on the {screen} screen"
        widget = found[which % len(found)]
        widget.display = True
        for name, value in LIMITS.items():  # the stylesheet's bounds give way: any size may come
            setattr(widget.styles, name, value)
        try:
            for w, h in sizes:
                widget.styles.width = w
                widget.styles.height = h
                await settle(run.pilot)
                got_w, got_h = widget.size  # the stylesheet's limits and gutters may take some off
                assert w - GUTTER <= got_w <= w and h - GUTTER <= got_h <= h, (
                    f"{kind} was laid out at {widget.size}, not {w}x{h}"
                )
                lines = widget.render_lines(Region(0, 0, got_w, got_h))  # all of it, seen or not
                assert len(lines) == got_h and all(line.cell_length == got_w for line in lines), (
                    f"{kind} at {got_w}x{got_h} drew {len(lines)} lines of {sorted({ln.cell_length for ln in lines})}"
                )
        finally:
            for name in ("width", "height", *LIMITS):  # back to the stylesheet's (no code sets them)
                widget.styles.inline.clear_rule(name)
            widget.refresh(layout=True)
            await settle(run.pilot)

    run.call(go())
    assert run.alive and not run.errors, f"{kind} on the {screen} screen crashed at {sizes}: {run.errors}"
    DRAWN["widget sizes"] += len(sizes)
