"""Frames between the server and a connection's child process, over a local socket pair.

A frame is a 4-byte big-endian length, then a kind byte and the payload: ``J`` + JSON (both
ways) or ``P`` + pickle (server to child only: table views are rich objects, and the child
trusts its own server; the server never unpickles anything).
"""

from __future__ import annotations

import asyncio
import json
import pickle
import struct
from typing import Any

from .. import safe_json

MAX_FRAME = 8 * 1024 * 1024
_LEN = struct.Struct(">I")


class ProtocolError(Exception):
    pass


def encode_json(msg: dict[str, Any]) -> bytes:
    body = b"J" + json.dumps(msg, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return _LEN.pack(len(body)) + body


def encode_pickle(msg: Any) -> bytes:
    body = b"P" + pickle.dumps(msg, protocol=pickle.HIGHEST_PROTOCOL)
    return _LEN.pack(len(body)) + body


async def read_frame(reader: asyncio.StreamReader, allow_pickle: bool) -> Any:
    """The next message; None at the end of the stream."""
    try:
        head = await reader.readexactly(_LEN.size)
    except asyncio.IncompleteReadError:
        return None
    (size,) = _LEN.unpack(head)
    if not 0 < size <= MAX_FRAME:
        raise ProtocolError(f"frame of {size} bytes")
    try:
        body = await reader.readexactly(size)
    except asyncio.IncompleteReadError:
        return None
    kind, payload = body[:1], body[1:]
    if kind == b"J":  # read like any JSON from outside: a child process may be broken into
        try:
            msg = safe_json.loads(payload, max_bytes=MAX_FRAME)
        except safe_json.InputError as e:
            raise ProtocolError(f"bad JSON: {e}") from None
        if not isinstance(msg, dict):
            raise ProtocolError("a message must be an object")
        return msg
    if kind == b"P" and allow_pickle:
        return pickle.loads(payload)
    raise ProtocolError(f"unexpected frame kind {kind!r}")
