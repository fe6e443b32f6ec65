"""Damaging save files the ways disks, kills and attackers do, and checking that the program copes:
nothing crashes, every message is one line naming the file, and nothing is lost (a file that
does not read is moved aside byte for byte, never deleted)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

from mahjong_tui.datadir import aside_dir
from mahjong_tui.play.session import resume_session
from mahjong_tui.replay.model import Replay
from mahjong_tui.saves.store import SaveError, list_saves

NASTY = [
    "[0]",
    "Infinity",
    "-Infinity",
    "NaN",
    "1e400",
    '"\\ud800"',
    "[" * 5000 + "]" * 5000,
    "1" * 5000,
    '"../../x"',
    '"/etc/passwd"',
    "null",
    "true",
    "-1",
    "5",
    '"5"',
    "{}",
    "[]",
    '""',
    '"\\u0000\\u001b[2J"',
    "1.5",
    "10000000000000000000000",
    '{"a":' * 40 + "1" + "}" * 40,
    '"' + "x" * 5000 + '"',
]
"""Raw JSON (and not quite JSON) to put in place of any value."""
_PLACE = "\x00PLACE\x00"


class Chooser(Protocol):
    """What :func:`damage` needs of its source of choices (``random.Random`` has it)."""

    def randrange(self, stop: int) -> int: ...


def nodes(doc: Any) -> list[tuple[Any, ...]]:
    """The key path of every value in ``doc`` (the whole document is ``()``)."""
    out: list[tuple[Any, ...]] = []
    stack: list[tuple[tuple[Any, ...], Any]] = [((), doc)]
    while stack:
        path, node = stack.pop()
        out.append(path)
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        stack.extend((path + (k,), v) for k, v in items)
    return out


def put_raw(doc: Any, path: tuple[Any, ...], raw: str) -> str:
    """``doc`` as JSON text with the value at ``path`` replaced by the text ``raw``."""
    if not path:
        return raw
    doc = json.loads(json.dumps(doc))
    parent = doc
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = _PLACE
    return json.dumps(doc, ensure_ascii=False).replace(json.dumps(_PLACE), raw)


def damage(data: bytes, rng: Chooser, values: list[str] = NASTY) -> bytes:
    """One random harm: cut short, bytes changed or added, a value replaced by one of ``values``,
    a key removed."""
    kind = rng.randrange(5)
    try:
        doc = json.loads(data)
    except (ValueError, RecursionError):
        doc, kind = None, kind % 3
    at = rng.randrange(len(data) + 1)
    if kind == 0:
        return data[:at]
    if kind == 1:
        return data[:at] + bytes([rng.randrange(256)]) + data[at + 1 :]
    if kind == 2:
        junk = [b"\xff", b"{", b"]", b"\x00", b'"', b"\\", b"\xed\xa0\x80", b",", b"9" * 400]
        return data[:at] + junk[rng.randrange(len(junk))] + data[at:]
    paths = nodes(doc)
    path = paths[rng.randrange(len(paths))]
    if kind == 3:
        return put_raw(doc, path, values[rng.randrange(len(values))]).encode("utf-8", "surrogatepass")
    dicts = [p for p in paths if isinstance(_at(doc, p), dict) and _at(doc, p)]
    if not dicts:
        return data[:at]
    where = dicts[rng.randrange(len(dicts))]
    holder = _at(doc, where)
    del holder[list(holder)[rng.randrange(len(holder))]]
    return json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        doc = doc[k]
    return doc


# ---- what must hold of any file in the saves folder -----------------------------------------------


def one_line(message: str, name: str) -> None:
    assert message and "\n" not in message and "Traceback" not in message, message
    assert name in message, f"{name!r} not named in {message!r}"


def aside_holds(data: bytes, folder: Path | None = None) -> bool:
    folder = folder or aside_dir()
    return folder.is_dir() and any(p.read_bytes() == data for p in folder.iterdir())


def assert_handled(path: Path, data: bytes) -> str:
    """Listing, continuing and replaying the save at ``path`` (holding ``data``) crash nothing
    and lose nothing. Returns what became of it: "listed", "resumed", "kept" (sound, but not
    playable here: its variant or a bot level is not in this program) or "aside"."""
    saves, problems = list_saves()
    listed = [s for s in saves if s.path == path]
    if not listed:
        [message] = [str(p) for p in problems if path.name in str(p)]
        one_line(message, path.name)
        assert not path.exists() and aside_holds(data), "moved aside, byte for byte"
        return "aside"
    try:
        Replay(listed[0].record)
    except SaveError as e:
        one_line(str(e), "")
    session, out = resume_session(path)
    if session is None:
        one_line(str(out.error), path.name)
        if path.exists():
            assert path.read_bytes() == data and "is kept as it is" in str(out.error), out.error
            return "kept"
        assert aside_holds(data), "moved aside, byte for byte"
        return "aside"
    assert out.record is not None
    assert out.warning is None or "\n" not in str(out.warning)
    return "resumed"
