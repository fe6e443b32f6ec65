"""Window sizes, a boundary like any other input: every screen a connection can show, at any size from
1×1 to 500×200, changed at any moment (several changes before the app has drawn one, or one at a
time), keeps running and still answers a key. Each screen's app runs once, in a thread of its own;
hypothesis drives it through sequences of sizes (:mod:`tests.window_sizes`). The widgets that fit
their content to their size are tried at thousands of sizes apart, in ``tests/ui/test_widget_sizes.py``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from textual.app import App
from textual.pilot import Pilot

from mahjong_tui.net.child import NetApp
from mahjong_tui.net.config import MAX_COLS, MAX_ROWS
from mahjong_tui.net.lobby import CreateTableScreen
from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import catalog, load_variant

from ..window_sizes import DRAWN, EDGES, STEPS, Running, resize, settle

EXAMPLES = 6
"""Per screen, each a sequence of up to 8 sizes (and the explicit one): some 28 sizes a screen, 400
in all (a whole window is costly to draw; the widgets get thousands of sizes in
``tests/ui/test_widget_sizes.py``)."""


def _settings() -> Settings:
    s = Settings()
    s.pace = 0.0
    return s


def _lobby(path: Path) -> App[Any]:
    app = NetApp("ann", None, _settings(), path)

    async def tables(pilot: Pilot[Any]) -> None:
        seats = [
            {"name": n, "state": st, "mine": n == "ann"}
            for n, st in (("ann", "playing"), ("bob", "away"), ("Seat 3", "open"), ("Bot 4", "bot"))
        ]
        app.lobby.show_tables(
            [
                {
                    "id": str(i),
                    "name": "Chinese Official",
                    "zh": "國標麻將",
                    "preset": "",
                    "creator": "bob",
                    "hand": i,
                    "over": i == 2,
                    "seats": seats,
                }
                for i in range(1, 4)
            ]
        )

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
    session.update(
        {
            "view": game.view(0),
            "summary": PlayLoop(game, {}).match_summary(),
            "seats": ["playing", "away", "bot", "bot"],
        }
    )
    return RemoteTableScreen(session, app.look, 0.0, True)


def _bots_result(path: Path) -> App[Any]:
    """Four bots played a hand (pace 0): its result is up. (Resizing while bots move is
    :func:`test_resized_while_the_bots_move`.)"""
    from mahjong_tui.ui.screens.result import ResultScreen

    app = MahjongApp(_settings(), path, game=(load_variant("mcr"), [False] * 4, ["A", "B", "C", "D"], 3))

    async def until_result(pilot: Pilot[Any]) -> None:
        for _ in range(600):
            if isinstance(app.screen, ResultScreen):
                return
            await pilot.pause(0.05)
        raise AssertionError("no result after 30 s")

    app.prepare = until_result  # type: ignore[attr-defined]
    return app


def _menu_then(keys: tuple[str, ...]) -> Callable[[Path], App[Any]]:
    def build(path: Path) -> App[Any]:
        app = MahjongApp(_settings(), path)

        async def press(pilot: Pilot[Any]) -> None:
            await pilot.press(*keys)

        app.prepare = press  # type: ignore[attr-defined]
        return app

    return build


def _table(humans: list[bool], keys: tuple[str, ...] = ()) -> Callable[[Path], App[Any]]:
    """A table of MCR with people at ``humans``; ``keys`` pressed once a person is to act."""

    def build(path: Path) -> App[Any]:
        names = [f"P{i + 1}" if h else f"Bot {i + 1}" for i, h in enumerate(humans)]
        app = MahjongApp(_settings(), path, game=(load_variant("mcr"), humans, names, 5))

        async def press(pilot: Pilot[Any]) -> None:
            if keys:
                await pilot.press(*keys)

        app.prepare = press  # type: ignore[attr-defined]
        return app

    return build


def _played(hands: int) -> Any:
    """A session of "plain" (the saves' test variant) played for ``hands`` hands, saved and kept."""
    from ..saves.helpers import play, recorded_session

    session, rec = recorded_session(seed=6)
    play(session, hands=hands)
    return session, rec


def _match_end(path: Path) -> App[Any]:
    from mahjong_tui.ui.screens.result import MatchEndScreen

    session, _ = _played(2)
    game = session.game
    app = MahjongApp(_settings(), path)

    async def push(pilot: Pilot[Any]) -> None:
        await app.push_screen(
            MatchEndScreen(list(game.names), list(game.match.scores), list(game.history), "two hands played", app.look)
        )

    app.prepare = push  # type: ignore[attr-defined]
    return app


def _replay(path: Path) -> App[Any]:
    from mahjong_tui.datadir import replays_dir
    from mahjong_tui.replay.app import ReplayApp
    from mahjong_tui.replay.model import Replay

    _, rec = _played(2)
    app = ReplayApp(Replay.load(replays_dir() / f"{rec.record.id}.json"), _settings())

    async def step(pilot: Pilot[Any]) -> None:
        await pilot.press("right", "right", "right")  # some discards on the table

    app.prepare = step  # type: ignore[attr-defined]
    return app


SCREENS: dict[str, Callable[[Path], App[Any]]] = {
    "lobby": _lobby,
    "lobby+quit?": _on_netapp(lambda app: _quit_question(app)),
    "new shared table": _on_netapp(lambda app: CreateTableScreen(catalog(), "en", "mcr")),
    "shared table": _on_netapp(_remote_table),
    "help over a shared table": _on_netapp(lambda app: HelpScreen(load_variant("mcr"), "en")),
    "menu": _menu_then(()),
    "help over the menu": _menu_then(("question_mark",)),
    "saved games": lambda path: MahjongApp(_settings(), path, resume=True),
    "table, my turn": _table([True, False, False, False]),
    "table, hints and log open": _table([True, False, False, False], ("t", "v")),
    "table of two people": _table([True, True, False, False]),
    "a hand's result": _bots_result,
    "match end": _match_end,
    "replay": _replay,
}


def _quit_question(app: NetApp) -> Any:
    return ConfirmScreen("Back to the lobby?", "en")


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
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(steps=STEPS)
@example(steps=[((1, 1), True), ((2, 2), True), ((MAX_COLS, MAX_ROWS), True), ((1, 1), False), ((2, 2), False)])
def test_no_window_size_crashes_a_screen(
    apps: Callable[[str], Running], name: str, steps: list[tuple[tuple[int, int], bool]]
) -> None:
    run = apps(name)
    if not run.alive:  # an earlier example crashed it: start again, so each example stands alone
        run.restart()
    run.resize(steps)
    assert run.alive, f"{name} crashed at {steps}: {run.app._exception!r}"
    assert not run.errors, run.errors
    DRAWN["screens"] += len(steps)
    run.answers_a_key()
    assert run.alive and not run.errors, f"{name} crashed answering a key after {steps}: {run.errors}"


async def test_resized_while_the_bots_move(tmp_path: Path) -> None:
    """Bots play at a pace (each move on a timer, the screen redrawn after it) while the window
    changes between the explicit sizes, drawn or not: the moves go on, the app lives."""
    s = _settings()
    s.pace = 0.5  # a hand (~80 moves, 40 s) outlasts the resizes (about 7 s): at 0.2 a loaded
    # machine (two suites at once) took longer than the hand's 16 s, and its result was up
    app = MahjongApp(s, tmp_path / "settings.json", game=(load_variant("mcr"), [False] * 4, list("ABCD"), 2))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = next(screen for screen in app.screen_stack if isinstance(screen, TableScreen))
        game = table.session.game  # type: ignore[attr-defined]
        moves = len(game.events)
        for i, (w, h) in enumerate(EDGES * 3):
            await resize(pilot, w, h, draw=i % 2 == 0)
            await pilot.pause(0.005)  # a bot's timer may fire in between
        await settle(pilot)
        assert len(game.events) > moves, "no bot moved while the window changed"
        assert app.is_running and app.return_code is None
        await pilot.press("ctrl+c")
        assert isinstance(app.screen, ConfirmScreen)


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
