"""JSON lines as hostile input (``score --jsonl``, ``analyze --jsonl``): every line gets exactly
one answer, a bad line an error for that line only, and the stream goes on."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_tui.cli import analyze_cmd, score_cmd

GOOD = b'{"variant": "mcr", "hand": "123456m45p456s88s+6p", "seat_wind": "S", "discarder": "N"}'
GOOD_ANALYZE = b'{"variant": "mcr", "hand": "11122239m456p789s"}'
HOSTILE = {
    "deep": (b"[" * 1000 + b"]" * 1000, "nested more than"),
    "deep_object": (b'{"variant": "mcr", "options": ' + b'{"a": ' * 1000 + b"1" + b"}" * 1001, "nested more than"),
    "1e400": (b'{"variant": "mcr", "hand": "123456m45p456s88s+6p", "options": {"flowers": 1e400}}', "1e400"),
    "Infinity": (b'{"variant": "mcr", "hand": "123456m45p456s88s+6p", "streak": Infinity}', "Infinity"),
    "NaN": (b'{"variant": "mcr", "hand": "123456m45p456s88s+6p", "pot": NaN}', "NaN"),
    "surrogate_id": (b'{"id": "\\ud800", "variant": "mcr", "hand": "123456m45p456s88s+6p"}', "lone surrogate"),
    "not_utf8": (b'{"variant": "mcr", "hand": "\xff\xfe"}', "not UTF-8"),
    "huge_int": (b'{"variant": "mcr", "hand": "123456m45p456s88s+6p", "pot": ' + b"9" * 5000 + b"}", "number"),
    "long_line": (b'{"variant": "mcr", "hand": "' + b"1" * 100_000 + b'"}', "longer than 64 KB"),
    "not_object": (b"[1, 2]", "a request must be a JSON object"),
}


def answers(run, lines: list[bytes]) -> tuple[int, list[dict]]:  # noqa: ANN001
    out = io.BytesIO()
    code = run({}, [line + b"\n" for line in lines], out)
    return code, [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_line_is_one_error_and_the_next_line_is_answered(name: str) -> None:
    bad, why = HOSTILE[name]
    code, got = answers(score_cmd.run_jsonl, [GOOD, bad, GOOD])
    assert code == 1 and [g["line"] for g in got] == [1, 2, 3]
    assert "error" not in got[0] and "error" not in got[2] and got[2]["total"] == 13
    assert why in got[1]["error"] and "\n" not in got[1]["error"], got[1]


@pytest.mark.parametrize("name", ["deep", "Infinity", "not_utf8", "long_line"])
def test_analyze_lines_too(name: str) -> None:
    code, got = answers(analyze_cmd.run_jsonl, [HOSTILE[name][0], GOOD_ANALYZE])
    assert code == 1 and "error" in got[0] and "error" not in got[1]


def test_invalid_utf8_on_a_utf8_locale_loses_no_other_line(tmp_path) -> None:  # noqa: ANN001
    data = b"\n".join([GOOD, b'{"variant": "mcr", "hand": "\xff"}', GOOD]) + b"\n"
    env = dict(os.environ, LANG="en_US.UTF-8", LC_ALL="en_US.UTF-8", PYTHONIOENCODING="")
    proc = subprocess.run(
        [sys.executable, "-m", "mahjong_tui.cli.main", "score", "--jsonl"],
        input=data,
        capture_output=True,
        env=env,
        timeout=120,
    )
    lines = proc.stdout.decode("utf-8").splitlines()
    assert proc.returncode == 1 and len(lines) == 3, proc.stderr
    assert [("error" in json.loads(line)) for line in lines] == [False, True, False]


@pytest.mark.slow
@settings(max_examples=2000, deadline=None)
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=200),
            st.text(max_size=120).map(lambda t: t.encode("utf-8", "surrogatepass")),
            st.recursive(
                st.none() | st.booleans() | st.floats() | st.integers() | st.text(max_size=10),
                lambda c: st.lists(c, max_size=3) | st.dictionaries(st.text(max_size=8), c, max_size=3),
                max_leaves=10,
            ).map(lambda v: json.dumps(v).encode()),
        ),
        max_size=4,
    )
)
def test_any_bytes_get_one_answer_a_line(lines: list[bytes]) -> None:
    lines = [b" ".join(line.splitlines()) or b"x" for line in lines]
    out = io.BytesIO()
    code = score_cmd.run_jsonl({}, [line + b"\n" for line in lines], out)
    got = [json.loads(line) for line in out.getvalue().decode("utf-8").splitlines()]
    assert code in (0, 1)
    assert [g["line"] for g in got] == [i + 1 for i, line in enumerate(lines) if line.strip()]
