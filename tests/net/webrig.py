"""``mahjong-tui web`` in a process of its own, as a user starts it; and the app stand-in of the
in-process web tests."""

from __future__ import annotations

import asyncio
import os
import re
import shlex
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

URL = re.compile(r"open (http://\S+) in a browser")
FAKE_APP = f"{shlex.quote(sys.executable)} {shlex.quote(str(Path(__file__).with_name('fake_web_app.py')))}"
"""Speaks textual-serve's protocol, starts at once and draws nothing: the gate's tests need no game."""


@asynccontextmanager
async def web_process(*args: str) -> AsyncIterator[tuple[asyncio.subprocess.Process, str]]:
    """Run ``mahjong-tui web ARGS``; yields the process and the URL it printed."""
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "mahjong_tui.cli.main",
        "web",
        *args,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
        env=dict(os.environ),
    )
    assert proc.stdout is not None
    try:
        async with asyncio.timeout(60):
            line = (await proc.stdout.readline()).decode()
        found = URL.search(line)
        assert found, f"web printed {line!r}"
        yield proc, found.group(1)
    finally:
        if proc.returncode is None:
            proc.terminate()
            try:
                await asyncio.wait_for(proc.wait(), 30)
            except TimeoutError:
                proc.kill()
                await proc.wait()
