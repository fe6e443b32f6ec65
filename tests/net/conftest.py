"""SSH tests: a server on a loopback port, clients that read the screen through pyte."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import asyncssh
import pyte
import pytest

from mahjong_tui.net.config import ServerConfig
from mahjong_tui.net.server import GameServer

from .waiting import until

TIMEOUT = 60.0
KEYS = {"enter": "\r", "down": "\x1b[B", "up": "\x1b[A", "tab": "\t", "escape": "\x1b", "right": "\x1b[C"}


class Term:
    """An SSH client with a pseudo-terminal, its output rendered by a terminal emulator."""

    def __init__(
        self, conn: asyncssh.SSHClientConnection, process: asyncssh.SSHClientProcess, cols: int, rows: int
    ) -> None:
        self.conn = conn
        self.process = process
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.changed = asyncio.Event()
        self.raw = bytearray()
        """The last bytes the app wrote (what pyte cannot show on a tiny screen)."""
        self.closed = False
        self.task = asyncio.create_task(self._read())

    async def _read(self) -> None:
        try:
            while True:
                data = await self.process.stdout.read(65536)
                if not data:
                    break
                self.stream.feed(data)
                self.raw = (self.raw + data)[-65536:]
                self.changed.set()
        except (asyncssh.Error, OSError):
            pass
        self.closed = True
        self.changed.set()

    def text(self) -> str:
        """The screen's rows (a wide character's second cell is an empty string in pyte)."""
        s = self.screen
        return "\n".join("".join(s.buffer[y][x].data for x in range(s.columns)) for y in range(s.lines))

    async def wait(self, cond: Callable[[str], bool] | str, timeout: float = TIMEOUT) -> str:
        check = (lambda t: cond in t) if isinstance(cond, str) else cond
        seen = [""]

        def done() -> bool:
            seen[0] = self.text()
            if check(seen[0]):
                return True
            if self.closed:
                raise AssertionError(f"the connection closed; last screen:\n{seen[0]}")
            return False

        await until(done, self.changed, lambda: f"timed out waiting for {cond!r}; screen:\n{seen[0]}", timeout)
        return seen[0]

    async def until_my_turn(self, timeout: float = TIMEOUT) -> str:
        """Wait for the player's turn, passing any claim offered on the way (bots' discards can
        offer a chow or pung: the seed is random) and going on past a hand's result."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while True:
            text = await self.wait(
                lambda t: (
                    "Your turn" in t or " discarded " in t or "adds " in t or "Press Enter for the next hand" in t
                ),
                max(1.0, end - loop.time()),
            )
            if "Your turn" in text:
                return text
            if loop.time() > end:
                raise AssertionError(f"timed out waiting for the player's turn; screen:\n{text}")
            self.press("enter" if "Press Enter for the next hand" in text else "x")
            await self.wait(lambda t, text=text: t != text, max(1.0, end - loop.time()))

    def press(self, *keys: str) -> None:
        for k in keys:
            self.process.stdin.write(KEYS.get(k, k).encode())

    def resize(self, cols: int, rows: int) -> None:
        self.screen.resize(rows, cols)
        self.process.change_terminal_size(cols, rows)

    async def close(self) -> None:
        self.conn.close()
        await self.conn.wait_closed()
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)


@pytest.fixture
async def server(tmp_path: Path) -> AsyncIterator[GameServer]:
    config = ServerConfig(
        host="127.0.0.1", port=0, data_dir=tmp_path / "server", pace=0.0, idle_timeout=600, child_argv=["--pace", "0"]
    )
    srv = GameServer(config)
    await srv.start()
    try:
        yield srv
    finally:
        await srv.close()


async def connect(server: GameServer, user: str, cols: int = 120, rows: int = 40) -> Term:
    conn = await asyncssh.connect(
        "127.0.0.1", server.port, username=user, known_hosts=None, client_keys=None, agent_path=None
    )
    process = await conn.create_process(term_type="xterm-256color", term_size=(cols, rows), encoding=None)
    return Term(conn, process, cols, rows)


def count_backs(line: str) -> int:
    return line.count("〓")


def line_with(text: str, needle: str) -> str:
    return next((ln for ln in text.splitlines() if needle in ln), "")


def hand_size_on_screen(text: str) -> int:
    """Tiles in the big hand: the numbered tile bottoms ``└─1┘`` … ``└14┘``."""
    return len(re.findall(r"└(?:─\d|\d\d)┘", text))
