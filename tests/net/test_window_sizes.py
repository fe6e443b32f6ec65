"""Window sizes, a boundary like any other input: every screen a connection can show, at any size from
1×1 to 500×200, changed at any moment (several changes before the app has drawn one, or one at a
time), keeps running. Each screen's app runs once, in a thread of its own; hypothesis drives it."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Callable, Coroutine, Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from textual.app import App
from textual.pilot import Pilot

from mahjong_tui.net.child import NetApp
from mahjong_tui.net.config import MAX_COLS, MAX_ROWS
from mahjong_tui.net.lobby import CreateTableScreen
from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import catalog, load_variant

EXAMPLES = 20
"""Per screen (each up to three sizes): a few hundred sizes in all, within a minute."""
EDGES = [(1, 1), (2, 2), (1, 200), (500, 1), (19, 4), (20, 5), (79, 23), (80, 24), (MAX_COLS, MAX_ROWS)]
SIZE = st.one_of(st.sampled_from(EDGES), st.tuples(st.integers(1, 30), st.integers(1, 10)),
                 st.tuples(st.integers(1, 160), st.integers(1, 50)),
                 st.tuples(st.integers(1, MAX_COLS), st.integers(1, MAX_ROWS)))
"""Small sizes most: a layout breaks where there is no room."""


def _settings() -> Settings:
    s = Settings()
    s.pace = 0.0
    return s


def _lobby(path: Path) -> App[Any]:
    app = NetApp("ann", None, _settings(), path)

    async def tables(pilot: Pilot[Any]) -> None:
        seats = [{"name": n, "state": st, "mine": n == "ann"} for n, st in
                 (("ann", "playing"), ("bob", "away"), ("Seat 3", "open"), ("Bot 4", "bot"))]
        app.lobby.show_tables([{"id": str(i), "name": "Chinese Official", "zh": "國標麻將", "preset": "",
                                "creator": "bob", "hand": i, "over": i == 2, "seats": seats} for i in range(1, 4)])

    app.prepare = tables  # type: ignore[attr-defined]
    return app


def _on_netapp(make: Callable[[NetApp], Any]) -> Callable[[Path], App[Any]]:
    def build(path: Path) -> App[Any]:
        app = NetApp("ann", None, _settings(), path)

        async def push(pilot: Pilot[Any]) -> None:
            await app.push_screen(make(app))

        app.prepare = push  # type: ignore[attr-defined]
        return app
    return build


def _remote_table(app: NetApp) -> RemoteTableScreen:
    from mahjong_tui.engine.game import Game

    variant = load_variant("mcr")
    game = Game(variant, 4, 7, ["ann", "bob", "Bot 3", "Bot 4"])
    session = RemoteSession(variant, 0, 4, lambda msg: None)
    session.update({"view": game.view(0), "summary": PlayLoop(game, {}).match_summary(),
                    "seats": ["playing", "away", "bot", "bot"]})
    return RemoteTableScreen(session, app.look, 0.0, True)


def _bots_table(path: Path) -> App[Any]:
    """Four bots playing on (pace 0), results coming up: the screen changes while it is resized."""
    return MahjongApp(_settings(), path, game=(load_variant("mcr"), [False] * 4, ["A", "B", "C", "D"], 3))


def _menu_then(keys: tuple[str, ...]) -> Callable[[Path], App[Any]]:
    def build(path: Path) -> App[Any]:
        app = MahjongApp(_settings(), path)

        async def press(pilot: Pilot[Any]) -> None:
            await pilot.press(*keys)

        app.prepare = press  # type: ignore[attr-defined]
        return app
    return build


SCREENS: dict[str, Callable[[Path], App[Any]]] = {
    "lobby": _lobby,
    "lobby+quit?": _on_netapp(lambda app: _quit_question(app)),
    "new shared table": _on_netapp(lambda app: CreateTableScreen(catalog(), "en", "mcr")),
    "shared table": _on_netapp(_remote_table),
    "help over a shared table": _on_netapp(lambda app: HelpScreen(load_variant("mcr"), "en")),
    "menu": _menu_then(()),
    "saved games": lambda path: MahjongApp(_settings(), path, resume=True),
    "bots playing": _bots_table,
}


def _quit_question(app: NetApp) -> Any:
    from mahjong_tui.ui.screens.confirm import ConfirmScreen

    return ConfirmScreen("Back to the lobby?", "en")


class Running:
    """An app under ``run_test`` in a thread and event loop of its own."""

    def __init__(self, build: Callable[[], App[Any]]) -> None:
        self.build = build
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
                async with self.app.run_test(size=(120, 40)) as pilot:
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

    def resize(self, sizes: list[tuple[int, int]], settle: bool) -> None:
        async def go() -> None:
            for w, h in sizes:
                if settle:
                    await self.pilot.resize_terminal(w, h)
                else:  # no pause: the next size arrives before this one is drawn
                    self.app._driver._size = (w, h)  # type: ignore[union-attr]
                    from textual.events import Resize
                    from textual.geometry import Size

                    self.app.post_message(Resize(Size(w, h), Size(w, h)))
            await self.pilot.pause()

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


@pytest.fixture(scope="module")
def apps(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Callable[[str], Running]]:
    running: dict[str, Running] = {}

    def get(name: str) -> Running:
        if name not in running:
            path = tmp_path_factory.mktemp("sizes") / "settings.json"
            running[name] = Running(lambda: SCREENS[name](path))
        return running[name]

    yield get
    for run in running.values():
        run.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("name", list(SCREENS))
@settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(sizes=st.lists(SIZE, min_size=1, max_size=3), settle=st.booleans())
def test_no_window_size_crashes_a_screen(apps: Callable[[str], Running], name: str,
                                         sizes: list[tuple[int, int]], settle: bool) -> None:
    run = apps(name)
    if not run.alive:  # an earlier example crashed it: start again, so each example stands alone
        run.restart()
    run.resize(sizes, settle)
    assert run.alive, f"{name} crashed at {sizes}: {run.app._exception!r}"
    assert not run.errors, run.errors


async def test_below_the_floor_the_notice_tells_the_real_size(tmp_path: Path) -> None:
    from mahjong_tui.ui.screens.base import FLOOR_H, FLOOR_W, TooSmall

    app = MahjongApp(_settings(), tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        for w, h in ((1, 1), (3, 2), (FLOOR_W - 1, FLOOR_H + 3), (60, 20)):
            await pilot.resize_terminal(w, h)
            await pilot.pause()
            assert app.size == (max(w, FLOOR_W), max(h, FLOOR_H)) and app.window == (w, h)
            notice = app.screen.query_one(TooSmall)
            assert notice.display and f"This window is {w}x{h}." in str(notice.render())
