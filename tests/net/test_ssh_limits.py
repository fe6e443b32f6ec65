"""The server's limits: idle connections closed, a connection limit, one app's crash touching no one else."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from mahjong_tui.net.config import ServerConfig
from mahjong_tui.net.server import GameServer

from .conftest import connect


async def _until(cond: Callable[[], bool], timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not cond():
        assert loop.time() < end, "timed out"
        await asyncio.sleep(0.05)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


async def _server(tmp_path: Path, **kw: object) -> GameServer:
    config = ServerConfig(
        host="127.0.0.1", port=0, data_dir=tmp_path / "server", pace=0.0, child_argv=["--pace", "0"], **kw
    )  # type: ignore[arg-type]
    srv = GameServer(config)
    await srv.start()
    return srv


@pytest.fixture
async def small_server(tmp_path: Path) -> AsyncIterator[GameServer]:
    srv = await _server(tmp_path, max_connections=1, idle_timeout=600)
    try:
        yield srv
    finally:
        await srv.close()


async def test_an_idle_connection_is_closed_and_a_busy_one_is_not(tmp_path: Path) -> None:
    srv = await _server(tmp_path, idle_timeout=4.0)
    try:
        idle = await connect(srv, "ann")
        busy = await connect(srv, "bob")
        stop = asyncio.Event()

        async def keep_pressing() -> None:  # bob presses r (the lobby's refresh) now and then
            while not stop.is_set():
                busy.press("r")
                try:
                    await asyncio.wait_for(stop.wait(), 0.5)
                except TimeoutError:
                    pass

        presser = asyncio.create_task(keep_pressing())
        try:
            await idle.wait(lambda t: idle.closed, timeout=120)  # ann does nothing
            assert "without a key press" in idle.text()
            assert not busy.closed
            await busy.wait("Play alone")
            stop.set()
            await presser
            busy.press("enter")
            await busy.wait("Start")
        finally:
            stop.set()
            await asyncio.gather(presser, return_exceptions=True)
            await idle.close()
            await busy.close()
        await _until(lambda: srv.active == 0 and not srv.terminals)
    finally:
        await srv.close()


async def test_connections_beyond_the_limit_are_refused_until_one_leaves(small_server: GameServer) -> None:
    first = await connect(small_server, "ann")
    try:
        await first.wait("Play alone")
        second = await connect(small_server, "bob")
        try:
            await second.wait(lambda t: second.closed)
            assert "server is full" in second.text()
        finally:
            await second.close()
        assert small_server.active == 1
        assert not first.closed
    finally:
        await first.close()
    await _until(lambda: small_server.active == 0)
    third = await connect(small_server, "cy")  # a place is free again
    try:
        await third.wait("Play alone")
    finally:
        await third.close()


async def test_one_app_crashing_leaves_the_others_playing(server: GameServer) -> None:
    ann = await connect(server, "ann")
    bob = await connect(server, "bob")
    try:
        await ann.wait("Play alone")
        await bob.wait("Play alone")
        bob.press("enter")
        await bob.wait("Start")
        bob.press("s")
        await bob.wait("Your turn")
        await _until(lambda: len([t for t in server.terminals if t.child is not None]) == 2)
        ann_term = next(t for t in server.terminals if t.env.get("MAHJONG_TUI_SSH_USER") == "ann")
        assert ann_term.child is not None
        pid = ann_term.child.pid
        os.kill(pid, signal.SIGKILL)  # ann's app crashes
        await ann.wait(lambda t: ann.closed)
        assert "ended unexpectedly" in ann.text()
        await _until(lambda: not _alive(pid) and server.active == 1)
        # bob plays on
        bob.press("enter")
        await bob.wait(lambda t: "bob discards" in t)
        await bob.until_my_turn()
        assert not bob.closed
    finally:
        await ann.close()
        await bob.close()
