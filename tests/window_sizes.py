"""Window sizes as test input: the sizes hypothesis draws, resizing a running app and waiting until
it has drawn, and counting how many sizes were drawn.

Resizing through ``pilot.resize_terminal`` costs a ``pilot.pause()`` (at least 20 ms of sleep,
up to a second while bots play) on top of the drawing. :func:`resize` instead runs Textual's own
resize steps at once (the app's handler, its 1/120 s debounce timer, the screen's layout and the
widgets' resize events, then a full redraw): the same work, without the sleeps, so a test can
afford thousands of sizes.
"""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections import Counter
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from typing import Any

from hypothesis import strategies as st
from textual.app import App
from textual.events import Resize
from textual.geometry import Size
from textual.pilot import Pilot

from mahjong_tui.net.config import MAX_COLS, MAX_ROWS
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen

EDGES = [
    (1, 1),
    (2, 2),
    (1, 200),
    (500, 1),
    (19, 4),
    (20, 5),
    (79, 23),
    (80, 24),
    (109, 35),
    (110, 36),
    (MAX_COLS, MAX_ROWS),
]
"""The explicit cases: the smallest windows, one side of nothing, each side of the app's floor
(20×5) and breakpoints (80×24, 110×36), and the largest window a server passes on."""

_TINY = st.tuples(st.integers(1, 30), st.integers(1, 10))
SIZE = st.one_of(
    st.sampled_from(EDGES),
    _TINY,
    _TINY,
    st.tuples(st.integers(1, MAX_COLS), st.integers(1, 8)),
    st.tuples(st.integers(1, 40), st.integers(1, MAX_ROWS)),
    st.tuples(st.integers(1, 160), st.integers(1, 50)),
    st.tuples(st.integers(1, MAX_COLS), st.integers(1, MAX_ROWS)),
)
"""Small and thin windows most (a layout breaks where there is no room, and they draw fast), any
size up to 500×200 as well (one draw in seven)."""

STEPS = st.lists(st.tuples(SIZE, st.booleans()), min_size=1, max_size=8)
"""A sequence of resizes; each is drawn (True) or followed at once by the next (False: several
sizes arrive before the app has drawn one)."""

DRAWN: Counter[str] = Counter()
"""Sizes drawn in this test run, by what was drawn (reported at the end of the run)."""


def _still_busy(app: App[object]) -> bool:
    """Whether anything is left to do: a resize not yet sent, a layout, scroll, redraw or
    recompose pending on the screen shown, a callback waiting for its refresh, or a message
    queued for the app or any widget of any screen."""
    screen = app.screen
    if (
        app._resize_event is not None
        or screen._layout_required
        or screen._scroll_required
        or screen._repaint_required
        or screen._recompose_required
        or screen._dirty_widgets
        or screen._callbacks
        or not app._message_queue.empty()
    ):
        return True
    return any(
        not node._message_queue.empty() for under in app.screen_stack for node in under.walk_children(with_self=True)
    )


async def settle(pilot: Pilot[object]) -> None:
    """Until the app has handled every resize posted so far and drawn the result: up to five
    rounds of waiting for every widget, sending the resize and laying out, stopping as soon as
    a round leaves nothing to do (the rounds after it only waited on idle widgets). Of the size
    tests' 2,648 settles, 2,479 were done after one or two rounds and 3 took all five. Side by
    side with five rounds each (one process, twice): tests/ui/test_widget_sizes.py in 0.72 and
    0.80 of the time (69.6 s against 96.1 s, 87.7 against 109.3), tests/net/test_window_sizes.py
    unchanged (0.95, 1.06: its time goes to drawing and restyling whole screens at large sizes,
    the help screen's breakpoint restyle most, not to waiting)."""
    app = pilot.app
    for _ in range(5):
        await pilot._wait_for_screen()
        if app._resize_event is not None:
            app._check_resize()  # the debounce timer's work, now
        app.screen._on_timer_update()  # layout and redraw, as the screen's update timer does
        if not _still_busy(app):
            break
    await pilot._wait_for_screen()


async def resize(pilot: Pilot[object], width: int, height: int, draw: bool = True) -> None:
    """Resize the (headless) terminal to ``width``×``height``, as a terminal's SIGWINCH does."""
    app: App[object] = pilot.app
    size = Size(width, height)
    app._driver._size = size  # type: ignore[union-attr]  # what the headless driver reports
    app.post_message(Resize(size, size))
    if draw:
        await settle(pilot)


class Running:
    """An app under ``run_test`` in a thread and event loop of its own."""

    def __init__(self, build: Callable[[], App[Any]], size: tuple[int, int] = (120, 40)) -> None:
        self.build = build
        self.size = size
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.errors: list[BaseException] = []
        self._start()

    def _start(self) -> None:
        ready: Future[None] = Future()
        self.stop = asyncio.Event()

        async def main() -> None:
            self.stop = asyncio.Event()
            self.app = self.build()
            try:
                async with self.app.run_test(size=self.size) as pilot:
                    self.pilot = pilot
                    self.context = contextvars.copy_context()
                    prepare = getattr(self.app, "prepare", None)
                    if prepare is not None:
                        await prepare(pilot)
                    await pilot.pause()
                    ready.set_result(None)
                    await self.stop.wait()
            except BaseException as e:  # noqa: BLE001 - what crashed the app, for the report
                self.errors.append(e)
                if not ready.done():
                    ready.set_exception(e)

        self.task = asyncio.run_coroutine_threadsafe(main(), self.loop)
        ready.result(timeout=120)

    def call(self, coro: Coroutine[Any, Any, Any]) -> Any:
        """Run ``coro`` in the app's loop, in the app's context (Textual keeps its app there)."""
        done: Future[Any] = Future()

        def finished(task: asyncio.Task[Any]) -> None:
            if task.cancelled():
                done.cancel()
            elif task.exception() is not None:
                done.set_exception(task.exception())  # type: ignore[arg-type]
            else:
                done.set_result(task.result())

        def start() -> None:
            self.loop.create_task(coro, context=self.context).add_done_callback(finished)

        self.loop.call_soon_threadsafe(start)
        return done.result(timeout=120)

    @property
    def alive(self) -> bool:
        return self.app.is_running and self.app.return_code is None

    def resize(self, steps: list[tuple[tuple[int, int], bool]]) -> None:
        """Resize through ``steps`` (each drawn, or followed at once by the next), then draw."""

        async def go() -> None:
            for (w, h), draw in steps:
                await resize(self.pilot, w, h, draw)
            await settle(self.pilot)
            floor_w, floor_h = (20, 5) if isinstance(self.app, MahjongApp) else (1, 1)
            w, h = steps[-1][0]
            assert self.app.screen.size == (max(w, floor_w), max(h, floor_h)), "the last size was not laid out"

        self.call(go())

    def answers_a_key(self) -> None:
        """ctrl+c asks the quit question over the screen, and "n" takes it away again (over the
        quit question itself: "n" takes it away and ctrl+c brings it back)."""

        async def go() -> None:
            before = self.app.screen
            if isinstance(before, ConfirmScreen):
                await self.pilot.press("n")
                assert self.app.screen is not before, f"n left {before!r} up"
                await self.pilot.press("ctrl+c")
                assert isinstance(self.app.screen, ConfirmScreen), "ctrl+c asked nothing"
            else:
                await self.pilot.press("ctrl+c")
                assert isinstance(self.app.screen, ConfirmScreen), f"ctrl+c asked nothing over {before!r}"
                await self.pilot.press("n")
                assert not isinstance(self.app.screen, ConfirmScreen), "n left the quit question up"

        self.call(go())

    def restart(self) -> None:
        self.close()
        self._start()

    def close(self) -> None:
        self.loop.call_soon_threadsafe(self.stop.set)
        try:
            self.task.result(timeout=120)
        except BaseException as e:  # noqa: BLE001
            self.errors.append(e)

    def shutdown(self) -> None:
        self.close()
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=60)
