"""Any window size over SSH: tiny, huge, changed at any moment; the session lives on."""

from __future__ import annotations

from mahjong_tui.net.config import MAX_COLS, MAX_ROWS

from .conftest import Term, connect


async def test_a_lobby_resized_to_1x1_or_2x2_lives_on(server) -> None:  # noqa: ANN001
    """Once the session ended ("ended unexpectedly") when the lobby was resized to 1×1 or 2×2."""
    term = await connect(server, "ann")
    try:
        await term.wait("Play alone")
        for cols, rows in ((1, 1), (120, 40), (2, 2), (3, 1), (2, 2)):
            await _resized(term, cols, rows)
        await _resized(term, 120, 40)
        await term.wait(lambda t: "Play alone" in t and "Shared tables" in t)
        term.press("enter")  # the menu answers: the app is alive and has its keys
        await term.wait("Start")
        await _resized(term, 1, 1)
        await _resized(term, 100, 30)
        await term.wait("Start")
        assert not term.closed and "ended unexpectedly" not in term.text()
    finally:
        await term.close()


async def test_a_session_that_starts_tiny_or_huge_lives_on(server) -> None:  # noqa: ANN001
    tiny = await connect(server, "ann", cols=1, rows=1)
    huge = await connect(server, "bob", cols=65535, rows=65535)  # clamped, not billions of cells
    try:
        await tiny.wait(lambda _: b"window" in tiny.raw)  # the app drew at 1×1: "This window is 1x1 …"
        tiny.resize(120, 40)
        await tiny.wait("Play alone")
        await _until_sized(server, "bob", MAX_COLS, MAX_ROWS)
        huge.resize(120, 40)
        await huge.wait("Play alone")
    finally:
        await tiny.close()
        await huge.close()


async def _resized(term: Term, cols: int, rows: int) -> None:
    """Resize, and wait for the app to draw again (at that size, or fail)."""
    import asyncio

    term.changed.clear()
    term.resize(cols, rows)
    await asyncio.wait_for(term.changed.wait(), 60)
    assert not term.closed, term.text()


async def _until_sized(server, user: str, cols: int, rows: int) -> None:  # noqa: ANN001
    import asyncio
    import fcntl
    import struct
    import termios

    loop = asyncio.get_running_loop()
    end = loop.time() + 60
    while True:
        terms = [t for t in server.terminals if t.env.get("MAHJONG_TUI_SSH_USER") == user and t.master >= 0]
        if terms:
            packed = fcntl.ioctl(terms[0].master, termios.TIOCGWINSZ, b"\0" * 8)
            got_rows, got_cols = struct.unpack("HHHH", packed)[:2]
            assert (got_cols, got_rows) == (cols, rows)
            return
        assert loop.time() < end, "no terminal"
        await asyncio.sleep(0.05)
