"""Checked reading of JSON that comes from outside (files, lines on stdin, the network).

``json.loads`` alone lets through what later crashes or hangs the program: nesting deep enough
for a ``RecursionError``, ``NaN`` / ``Infinity`` and ``1e400`` (an infinite float), integers of
thousands of digits, strings with lone surrogates (``"\\ud800"``) that cannot be printed or
written as UTF-8, and documents of any size. :func:`loads` refuses all of these with an
:class:`InputError` whose text is one line for people that says where the fault is when it
can (``actions[3].seat: Infinity is not a number JSON allows``); :func:`load_file` does the
same for a file, reading no more than the limit. What the values mean (keys, types, ranges) is the
caller's to check; :func:`shown` quotes an untrusted value in such a message, :func:`one_line`
shows untrusted text (a file's name) as it is, escaping what would drive the terminal.

This module imports nothing of the program: every layer may use it.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

MAX_BYTES = 1 << 20
"""The default size limit: 1 MiB."""
MAX_DEPTH = 32
"""The default nesting limit (``[[1]]`` is 2 deep)."""
MAX_NUMBER_CHARS = 64
"""The longest number literal accepted (a 64-bit integer has 20 digits)."""

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class InputError(ValueError):
    """Input refused; ``str()`` is one line saying why, for people."""


def loads(data: str | bytes, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse one JSON document within the limits, or raise :class:`InputError`.

    ``bytes`` must be UTF-8. The result holds only dicts, lists, strings that are valid text,
    finite floats, ints of at most :data:`MAX_NUMBER_CHARS` digits, bools and None."""
    if isinstance(data, bytes):
        if len(data) > max_bytes:
            raise InputError(f"larger than {_size(max_bytes)}")
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as e:
            raise InputError(f"not UTF-8 text (byte {e.start})") from None
    else:
        text = data
        if len(text) > max_bytes or not text.isascii() and len(_utf8(text)) > max_bytes:
            raise InputError(f"larger than {_size(max_bytes)}")
    try:
        value = _parse(text, _HOOKS)
    except json.JSONDecodeError as e:  # some of json's own messages end in "at" already
        why = e.msg.removesuffix(" at")
        raise InputError(f"not valid JSON: {why} at line {e.lineno} column {e.colno}") from None
    except RecursionError:
        raise InputError(f"nested more than {max_depth} deep") from None
    except InputError as e:  # a number refused: parse again to say where it is
        raise InputError(_located(text, str(e))) from None
    if _depth(value) > max_depth:
        raise InputError(f"nested more than {max_depth} deep")
    if _SURROGATE_ESCAPE.search(text):  # rare: only then is the slower exact check needed
        where = _where(value, _not_text)
        if where is not None:
            raise InputError(f"{where + ': ' if where else ''}not valid text (a lone surrogate)")
    return value


def load_file(path: Path, *, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """:func:`loads` on a file's content, reading at most ``max_bytes + 1`` bytes.

    Raises :class:`InputError` for the content and ``OSError`` when the file cannot be read."""
    with open(path, "rb") as f:
        data = f.read(max_bytes + 1)
    return loads(data, max_bytes=max_bytes, max_depth=max_depth)


def shown(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, on one line: safe to quote in a message."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def one_line(text: str) -> str:
    """``text`` as one line of plain text: line breaks and other control characters escaped,
    so a message quoting something from outside cannot break the line or drive the terminal."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _utf8(text: str) -> bytes:
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        raise InputError("not valid text (a lone surrogate)") from None


def _size(n: int) -> str:
    return f"{n >> 20} MiB" if n >= 1 << 20 and n % (1 << 20) == 0 else f"{n} bytes"


def _depth(value: Any) -> int:
    """How deeply lists and dicts nest in ``value`` (walked without recursion)."""
    if type(value) is not dict and type(value) is not list:
        return 0
    deepest = 0
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        for child in node.values() if type(node) is dict else node:
            if type(child) is dict or type(child) is list:
                stack.append((child, depth + 1))
    return deepest


def _constant(name: str) -> Any:
    raise InputError(f"{name} is not a number JSON allows")


def _float(text: str) -> float:
    if len(text) > MAX_NUMBER_CHARS:
        raise InputError(f"a number of {len(text)} characters")
    value = float(text)
    if not math.isfinite(value):
        raise InputError(f"{shown(text)} is too large a number")
    return value


def _int(text: str) -> int:
    if len(text) > MAX_NUMBER_CHARS:
        raise InputError(f"a number of {len(text)} characters")
    return int(text)


_HOOKS = (_constant, _float, _int)


def _parse(text: str, hooks: tuple[Callable[[str], Any], ...]) -> Any:
    constant, float_, int_ = hooks
    return json.loads(text, parse_constant=constant, parse_float=float_, parse_int=int_)


class _Refused:
    """Stands for a refused number in the second parse, which finds where the number is."""


def _marking(hook: Callable[[str], Any]) -> Callable[[str], Any]:
    def marked(text: str) -> Any:
        try:
            return hook(text)
        except InputError:
            return _Refused()

    return marked


def _located(text: str, why: str) -> str:
    try:
        value = _parse(text, tuple(_marking(h) for h in _HOOKS))
    except (ValueError, RecursionError):  # also broken elsewhere: say only what was found first
        return why
    where = _where(value, lambda v: isinstance(v, _Refused))
    return f"{where}: {why}" if where else why


def _not_text(value: Any) -> bool:
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _where(value: Any, bad: Callable[[Any], bool]) -> str | None:
    """The path (``actions[3].seat``) of the first value or key in document order for which
    ``bad`` holds; "" for the whole document, None when there is none."""
    stack: list[tuple[str, Any]] = [("", value)]
    while stack:
        path, node = stack.pop()
        if bad(node):
            return path.removeprefix(".")
        if type(node) is dict:
            for k in node:
                if bad(k):
                    return f"{path}.{shown(k)}".removeprefix(".")
            children = [(f"{path}.{_key(k)}", v) for k, v in node.items()]
        elif type(node) is list:
            children = [(f"{path}[{i}]", v) for i, v in enumerate(node)]
        else:
            continue
        stack.extend(reversed(children))
    return None


def _key(k: str) -> str:
    return k if k.isidentifier() else shown(k)
