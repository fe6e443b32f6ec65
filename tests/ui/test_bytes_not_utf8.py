"""A byte from the terminal that is not UTF-8 is no key, not the end of the program.

Textual's Linux driver decoded the terminal's input strictly: ``é`` typed in a Latin-1 terminal,
Alt+i in an xterm that sends 8-bit meta keys (0xE9), or garbage over SSH stopped the app with a
``UnicodeDecodeError`` traceback. The app runs here on a real pseudo-terminal, as it does for a
person or an SSH session."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a pseudo-terminal")


def _read_for(fd: int, seconds: float) -> bytes:
    out = b""
    end = time.monotonic() + seconds
    while (left := end - time.monotonic()) > 0:
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        try:
            chunk = os.read(fd, 65536)
        except OSError:  # the child has gone: its side of the terminal is closed
            break
        if not chunk:
            break
        out += chunk
    return out


def test_a_byte_that_is_not_utf8_does_not_stop_the_app(tmp_path: Path) -> None:
    master, slave = pty.openpty()
    env = dict(os.environ, TERM="xterm-256color", COLUMNS="100", LINES="30")
    env.pop("TEXTUAL_DRIVER", None)
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root)
    proc = subprocess.Popen(
        [sys.executable, "-m", "mahjong_tui"], stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True
    )
    os.close(slave)
    try:
        shown = _read_for(master, 20)
        assert b"Mahjong" in shown, shown[-500:]
        os.write(master, b"\xe9A\xff")
        after = _read_for(master, 3)
        assert proc.poll() is None, after.decode("utf-8", "replace")[-2000:]
        assert b"UnicodeDecodeError" not in after
    finally:
        proc.kill()
        proc.wait(timeout=30)
        os.close(master)
