"""The control link to the server: a broken link ends like a closed one, but an error in handling
a message is the app's own and is reported as such. The link had caught both alike, so a crash
in the app's handling (a state drawn into a screen not yet built) read "The server closed the
connection", with no traceback to find it by."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

from mahjong_tui.net.protocol import encode_json
from mahjong_tui.net.remote import Link


async def _run(frames: bytes, on_message: Any) -> tuple[list[Exception], list[str]]:
    mine, theirs = socket.socketpair()
    errors: list[Exception] = []
    closes: list[str] = []
    link = Link(mine.detach(), on_message, errors.append)
    await link.start(lambda: closes.append("closed"))
    theirs.sendall(frames)
    theirs.close()
    assert link.task is not None
    await asyncio.wait_for(link.task, 5)
    assert link.closed
    return errors, closes


async def test_an_error_in_handling_a_message_is_the_apps_not_a_closed_link() -> None:
    def handle(msg: Any) -> None:
        raise RuntimeError(f"drawn into a screen not yet built: {msg['op']}")

    errors, closes = await _run(encode_json({"op": "state"}), handle)
    assert [str(e) for e in errors] == ["drawn into a screen not yet built: state"]
    assert closes == []


async def test_a_broken_frame_ends_the_link_as_a_closed_one() -> None:
    got: list[Any] = []
    errors, closes = await _run(encode_json({"op": "tables"}) + b"\x00\x00\x00\x05Xjunk", got.append)
    assert got == [{"op": "tables"}] and errors == [] and closes == ["closed"]
