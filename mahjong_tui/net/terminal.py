"""One connection's app process on a pseudo-terminal, bridged to its SSH channel.

The child runs in a session of its own with the pty as its controlling terminal, so a window
size change (``TIOCSWINSZ`` on the master) reaches it as SIGWINCH. When the client goes away the
child's whole process group gets SIGTERM, then SIGKILL after a grace period.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import pty
import signal
import socket
import struct
import sys
import termios
import time
from typing import Any

import asyncssh

from .config import clamp_size

GRACE = 3.0
RESET = b"\x1b[0m\x1b[?1000l\x1b[?1002l\x1b[?1003l\x1b[?1006l\x1b[?1015l\x1b[?2004l\x1b[?25h\x1b[?7h\x1b[?1049l\r\n"
"""Leave the alternate screen and mouse modes, and wrap lines again (the app turns wrapping off):
a killed app cannot do it itself."""


def set_size(fd: int, cols: int, rows: int) -> None:
    """Give the pty the client's window size, within what the app can draw (:func:`clamp_size`)."""
    cols, rows = clamp_size(cols, rows)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))


class Terminal:
    """The child process and the pump between it and the SSH channel."""

    def __init__(
        self,
        process: asyncssh.SSHServerProcess,
        argv: list[str],
        env: dict[str, str],
        control: socket.socket | None,
        idle_timeout: float,
    ) -> None:
        self.process = process
        self.argv = argv
        self.env = env
        self.control = control
        self.idle_timeout = idle_timeout
        self.child: asyncio.subprocess.Process | None = None
        self.master = -1
        self.last_input = time.monotonic()
        self.idle = False
        self._writer: asyncio.WriteTransport | None = None

    async def run(self) -> int:
        """Run the child until it ends or the client leaves; returns the exit status."""
        cols, rows = self.process.term_size[:2]
        master, slave = pty.openpty()
        self.master = master
        set_size(master, cols or 80, rows or 24)
        attrs = termios.tcgetattr(slave)  # the terminal's own line discipline is not wanted
        attrs[3] &= ~(termios.ECHO | termios.ICANON)
        termios.tcsetattr(slave, termios.TCSANOW, attrs)
        pass_fds = (self.control.fileno(),) if self.control is not None else ()
        try:
            self.child = await asyncio.create_subprocess_exec(
                *self.argv,
                stdin=slave,
                stdout=slave,
                stderr=slave,
                env=self.env,
                start_new_session=True,
                pass_fds=pass_fds,
                close_fds=True,
            )
        finally:
            os.close(slave)
            if self.control is not None:
                self.control.close()  # the child holds its end now
        loop = asyncio.get_running_loop()
        wfile = os.fdopen(os.dup(master), "wb", buffering=0)
        self._writer, _ = await loop.connect_write_pipe(asyncio.Protocol, wfile)
        tasks = {
            asyncio.create_task(self._pump_out(), name="out"),
            asyncio.create_task(self._pump_in(), name="in"),
            asyncio.create_task(self.child.wait(), name="child"),
        }
        if self.idle_timeout > 0:
            tasks.add(asyncio.create_task(self._watch_idle(), name="idle"))
        try:
            done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            if not any(t.get_name() == "child" for t in done):
                # the client left (or idled out): a moment for the last output, then the end
                await self.stop()
            else:  # the app ended: let its last output reach the client
                out = next(t for t in tasks if t.get_name() == "out")
                try:
                    await asyncio.wait_for(asyncio.shield(out), 2.0)
                except (TimeoutError, Exception):  # noqa: BLE001
                    pass
        finally:
            for t in tasks:
                t.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await self.stop()
            if self._writer is not None:
                self._writer.close()
            try:
                os.close(master)
            except OSError:
                pass
        code = self.child.returncode if self.child is not None else 1
        return code if code is not None and code >= 0 else 1

    async def stop(self) -> None:
        """End the child's process group: SIGTERM, then SIGKILL after the grace period."""
        child = self.child
        if child is None or child.returncode is not None:
            return
        _signal_group(child.pid, signal.SIGTERM)
        try:
            await asyncio.wait_for(child.wait(), GRACE)
        except TimeoutError:
            _signal_group(child.pid, signal.SIGKILL)
            await child.wait()
        _signal_group(child.pid, signal.SIGKILL)  # anything it left in its group

    async def _pump_out(self) -> None:
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=1 << 20)
        rfile = os.fdopen(os.dup(self.master), "rb", buffering=0)
        transport, _ = await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), rfile)
        try:
            while True:
                try:
                    data = await reader.read(65536)
                except OSError:  # EIO: the child closed the terminal
                    return
                if not data:
                    return
                self.process.stdout.write(data)
                await self.process.stdout.drain()
        finally:
            transport.close()

    async def _pump_in(self) -> None:
        while True:
            try:
                data = await self.process.stdin.read(65536)
            except asyncssh.TerminalSizeChanged as exc:
                set_size(self.master, exc.width, exc.height)
                continue
            except (asyncssh.BreakReceived, asyncssh.SignalReceived):
                continue
            except (asyncssh.Error, OSError, asyncio.IncompleteReadError):
                return
            if not data:
                return
            self.last_input = time.monotonic()
            assert self._writer is not None
            self._writer.write(data)

    async def _watch_idle(self) -> None:
        while True:
            left = self.last_input + self.idle_timeout - time.monotonic()
            if left <= 0:
                self.idle = True
                return
            await asyncio.sleep(min(left, 30.0))


def _signal_group(pid: int, sig: int) -> None:
    try:
        os.killpg(pid, sig)
    except (ProcessLookupError, PermissionError):
        pass


def child_env(term: str | None, user: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a connection's app: a clean one, UTF-8 and true colour."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/"),
        "TERM": term or "xterm-256color",
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "COLORTERM": "truecolor",
        "MAHJONG_TUI_SSH_USER": user,
        "PYTHONUNBUFFERED": "1",
    }
    # the config and cache folders a user (or a test run) moved elsewhere stay moved for the app
    for key in ("MAHJONG_TUI_CONFIG_DIR", "MAHJONG_TUI_CACHE_DIR", "PYTHONPATH", "VIRTUAL_ENV"):
        if key in os.environ:
            env[key] = os.environ[key]
    env.update(extra or {})
    return env


def child_argv(control_fd: int | None, extra: list[str] | None = None) -> list[str]:
    argv = [sys.executable, "-m", "mahjong_tui.net.child"]
    if control_fd is not None:
        argv += ["--control-fd", str(control_fd)]
    return argv + list(extra or [])


__all__: list[Any] = ["Terminal", "child_env", "child_argv", "RESET"]
