"""The checked JSON reader: anything at all is either a value within the limits or one
InputError line; never another exception, never a value a later step cannot print or write."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from mahjong_tui.safe_json import MAX_DEPTH, InputError, load_file, loads, shown

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _plain(value: Any) -> None:
    """Only JSON's own kinds, every string valid text, every float finite."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            assert all(isinstance(k, str) for k in v)
            stack.extend(v)
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, str):
            v.encode("utf-8")
        elif isinstance(v, float):
            assert math.isfinite(v)
        else:
            assert v is None or isinstance(v, (bool, int))


def _read(data: str | bytes) -> None:
    try:
        value = loads(data, max_bytes=4096)
    except InputError as e:
        assert str(e) and "\n" not in str(e)
    else:
        _plain(value)
        json.dumps(value, ensure_ascii=False).encode("utf-8")


@settings(SETTINGS, max_examples=500)
@given(st.binary(max_size=200))
@example(b"\xff")
@example(b'"\xed\xa0\x80"')
@example(b"[" * 5000)
@example(b"1" * 5000)
def test_any_bytes_are_a_value_or_one_line(data: bytes) -> None:
    _read(data)


_JSONISH = st.text(
    st.sampled_from('[]{}",:0123456789.eE+-truefalsnIiyNa \\u\n') | st.characters(exclude_categories=()), max_size=120
)


@settings(SETTINGS, max_examples=500)
@given(_JSONISH)
@example("Infinity")
@example("[NaN]")
@example('{"a":1e400}')
@example('"\\ud800"')
@example("\ud800")
@example('{"id":"\\udfff\\ud800"}')
@example("[" * 1000 + "]" * 1000)
@example('{"a":' * 5000)
def test_any_text_is_a_value_or_one_line(text: str) -> None:
    _read(text)


_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**63), 2**63)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


@settings(SETTINGS, max_examples=300)
@given(_VALUES)
def test_every_plain_value_reads_back_as_itself(value: Any) -> None:
    assert loads(json.dumps(value)) == value
    assert loads(json.dumps(value, ensure_ascii=False).encode()) == value


@pytest.mark.parametrize("depth", [1, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1, 999, 5000])
@pytest.mark.parametrize("bracket", ["[]", "{}"])
def test_nesting_is_bounded(depth: int, bracket: str) -> None:
    opener, closer = bracket
    inner = '{"a":' * (depth - 1) + "{}" + "}" * (depth - 1) if opener == "{" else opener * depth + closer * depth
    if depth <= MAX_DEPTH:
        loads(inner)
    else:
        with pytest.raises(InputError, match=f"nested more than {MAX_DEPTH} deep"):
            loads(inner)


@pytest.mark.parametrize(
    "text,message",
    [
        ('{"options":{"x":Infinity}}', "options.x: Infinity is not a number JSON allows"),
        ("[1, NaN]", "[1]: NaN is not a number JSON allows"),
        ('{"a":1e400}', "a: '1e400' is too large a number"),
        ('{"seed":' + "1" * 5000 + "}", "seed: a number of 5000 characters"),
        ('{"names":["x","\\ud800"]}', "names[1]: not valid text (a lone surrogate)"),
        ('{"\\ud800":1}', "'\\ud800': not valid text (a lone surrogate)"),
        ('{"a": 1', "not valid JSON: Expecting ',' delimiter at line 1 column 8"),
        ("", "not valid JSON: Expecting value at line 1 column 1"),
        # a file cut in half: json's own message ends in "at", which read "starting at at line 1"
        ('{"a": "b', "not valid JSON: Unterminated string starting at line 1 column 7"),
        ('["\x01"]', "not valid JSON: Invalid control character at line 1 column 3"),
    ],
)
def test_each_refusal_says_where(text: str, message: str) -> None:
    with pytest.raises(InputError) as e:
        loads(text)
    assert str(e.value) == message


def test_size_is_bounded_before_parsing(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="larger than 10 bytes"):
        loads("[" + "1," * 10 + "1]", max_bytes=10)
    with pytest.raises(InputError, match="larger than 10 bytes"):
        loads('"' + "é" * 5 + '"', max_bytes=10)  # 12 bytes in UTF-8
    assert loads('"valid \\ud83d\\ude00 pair"') == "valid \U0001f600 pair"
    big = tmp_path / "big.json"
    big.write_text("[" + "0," * (2 << 20) + "0]")
    with pytest.raises(InputError, match="larger than 1 MiB"):
        load_file(big)
    assert load_file(big, max_bytes=8 << 20)[:3] == [0, 0, 0]


def test_shown_quotes_untrusted_values_on_one_line() -> None:
    assert shown("a\nb") == "'a\\nb'"
    assert len(shown("x" * 1000)) == 40 and shown("x" * 1000).endswith("…")
