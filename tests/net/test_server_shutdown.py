"""A server that shuts down tells each player so, and that nothing is lost, instead of a crash's
"ended unexpectedly"; ``serve`` stopped by SIGTERM (as a service manager stops it) shuts down so
too."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import asyncssh

from mahjong_tui.net.config import ServerConfig
from mahjong_tui.net.server import GameServer

from .conftest import Term, connect

SAID = "server is shutting down"


async def test_a_player_is_told_the_server_is_shutting_down_and_that_the_game_is_kept(tmp_path: Path) -> None:
    config = ServerConfig(
        host="127.0.0.1", port=0, data_dir=tmp_path / "server", pace=0.0, idle_timeout=600, child_argv=["--pace", "0"]
    )
    srv = GameServer(config)
    await srv.start()
    ann = await connect(srv, "ann")
    try:
        await ann.wait("Play alone")
        await srv.close()
        await ann.wait(lambda t: ann.closed)
        text = ann.text()
        assert SAID in text and "kept" in text, text
        assert "is back." in text, text  # the line wraps: the app's no-wrap mode is undone
        assert "ended unexpectedly" not in text
    finally:
        await srv.close()
        await ann.close()


async def test_serve_stopped_by_sigterm_says_so_to_its_players(tmp_path: Path) -> None:
    env = dict(os.environ, MAHJONG_TUI_DATA_DIR=str(tmp_path / "server"))
    proc = subprocess.Popen(
        [sys.executable, "-m", "mahjong_tui", "serve", "--port", "0"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    try:
        assert proc.stdout is not None
        first = await asyncio.to_thread(proc.stdout.readline)
        port = int(first.split("127.0.0.1:")[1].split()[0])
        conn = await asyncssh.connect(
            "127.0.0.1", port, username="ann", known_hosts=None, client_keys=None, agent_path=None
        )
        process = await conn.create_process(term_type="xterm-256color", term_size=(120, 40), encoding=None)
        ann = Term(conn, process, 120, 40)
        try:
            await ann.wait("Play alone")
            proc.send_signal(signal.SIGTERM)
            await ann.wait(lambda t: ann.closed)
            assert SAID in ann.text(), ann.text()
            assert await asyncio.to_thread(proc.wait, 60) == 0
        finally:
            await ann.close()
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        if proc.stdout is not None:
            proc.stdout.close()
