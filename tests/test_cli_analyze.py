"""``mahjong-tui analyze``: human output with aligned CJK names, JSON, JSONL, one-line errors."""

from __future__ import annotations

import io
import json
import re
import sys

import pytest
from rich.cells import cell_len

from mahjong_tui.cli.main import main


def run(capsys, *argv: str) -> tuple[int, str, str]:  # noqa: ANN001
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def run_jsonl(capsys, monkeypatch, text: str, *argv: str) -> tuple[int, list[dict]]:  # noqa: ANN001
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    code, out, err = run(capsys, "analyze", "--jsonl", *argv)
    assert err == ""
    return code, [json.loads(line) for line in out.splitlines()]


def test_waiting_hand_human_output(capsys) -> None:
    code, out, err = run(capsys, "analyze", "mcr", "123m456p789s1122z")
    assert code == 0 and err == ""
    assert "國標麻將" in out
    assert "123m456p789s1122z" in out and "13 tiles, a waiting hand" in out
    assert "shanten  0" in out
    assert "waits: 2 kinds, 4 tiles unseen" in out
    rows = [line for line in out.splitlines() if re.match(r"^[12]z ", line)]
    assert len(rows) == 2 and "東" in rows[0] and "南" in rows[1]
    # the unseen column lines up whatever the width of the names
    assert len({cell_len(r) for r in rows}) == 1


def test_discard_hand_human_output_aligns_cjk_columns(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "11122239m456p789s", "--visible", "9m9m3m")
    assert code == 0
    lines = out.splitlines()
    best = [line for line in lines if line.startswith("*   ")]
    assert [line.split()[1] for line in best] == ["9m", "3m"]
    assert "1m×1 2m×1 3m×2 4m×4" in best[0]  # one 3m seen in a river
    rows = [line for line in lines if re.match(r"^[* ]   \d[mps] ", line)]
    assert len(rows) == 10
    # the shanten column ends at the same screen column on every row (CJK names are double width)
    ends = set()
    for r in rows:
        m = re.match(r"^[* ]\s+\S+\s+\S+\s+-?\d+", r)  # mark, tile, 中文, shanten
        assert m
        ends.add(cell_len(m.group(0)))
    assert len(ends) == 1


def test_complete_hand(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "123m456p789s1115z+5z")
    assert code == 0
    assert "complete  yes: standard" in out
    assert "-1 (complete)" in out


def test_json_output(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "147m258p369s1234z", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["variant"] == "mcr" and d["form"] == "waiting" and d["shanten"] == 0
    assert [w["tile"] for w in d["waits"]] == ["5z", "6z", "7z"]
    assert d["waits"][0] == {"tile": "5z", "zh": "白", "en": "White", "unseen": 4}
    assert d["shapes"]["knitted"] == 0


def test_wild_flag(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "plain", "123m456p789s2z3z3z9p", "--wild", "9p", "--json")
    assert code == 0
    d = json.loads(out)
    assert d["wild"] == ["9p"] and d["shanten"] == 0
    assert [w["tile"] for w in d["waits"]] == ["9p", "2z", "3z"]


def test_hand_words_are_joined(capsys) -> None:
    code, out, _ = run(capsys, "analyze", "mcr", "123m", "456p", "789s", "1122z", "--json")
    assert code == 0 and json.loads(out)["hand"] == "123m456p789s1122z"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["analyze", "nope", "123m"], "unknown variant 'nope'"),
        (["analyze", "mcr", "12m3"], "column 4: digits without a suit letter"),
        (["analyze", "mcr", "123m456p"], "wrong tile count"),
        (["analyze", "mcr"], "no hand given"),
        (["analyze"], "no variant given"),
        (["analyze", "mcr", "123m456p789s1122z", "--wild", "9x"], "wild: not a tile: '9x'"),
        (["analyze", "mcr", "123m456p789s1122z", "--visible", "9x"], "visible '9x', column"),
        (["analyze", "mcr", "123m456p789s1122z", "--json", "--jsonl"], "not allowed with"),
        (["analyze", "mcr", "123m456p789s1122z", "--bogus"], "unrecognized arguments"),
        (["analyze", "mcr", "123m456p789s1122z", "--preset", "zzz"], "no preset 'zzz'"),
    ],
)
def test_errors_are_one_line_with_exit_2(capsys, argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("mahjong-tui: error: ")
    assert message in err


def test_jsonl_keeps_going_after_bad_lines(capsys, monkeypatch) -> None:
    text = "\n".join([
        '{"variant": "mcr", "hand": "19m19p19s1234567z", "id": 7}',
        "not json",
        '{"variant": "mcr", "hand": "1m"}',
        "",
        '{"variant": "nope", "hand": "1m"}',
        '{"variant": "mcr", "hand": "123m456p789s1122z", "visible": "1z", "bogus": 1}',
        '{"variant": "plain", "hand": "123m456p789s2z3z3z9p", "wild": ["9p"]}',
    ]) + "\n"
    code, results = run_jsonl(capsys, monkeypatch, text)
    assert code == 1  # some lines were errors
    assert len(results) == 6
    assert results[0]["id"] == 7 and len(results[0]["waits"]) == 13
    assert results[1]["line"] == 2 and "not valid JSON" in results[1]["error"]
    assert results[2]["line"] == 3 and "wrong tile count" in results[2]["error"]
    assert results[3]["line"] == 5 and "unknown variant" in results[3]["error"]
    assert results[4]["line"] == 6 and "unknown key 'bogus'" in results[4]["error"]
    assert results[5]["wild"] == ["9p"] and results[5]["shanten"] == 0


def test_jsonl_all_good_exits_0_and_flags_are_defaults(capsys, monkeypatch) -> None:
    code, results = run_jsonl(capsys, monkeypatch, '{"hand": "123m456p789s1122z"}\n', "mcr")
    assert code == 0
    assert results[0]["variant"] == "mcr" and [w["tile"] for w in results[0]["waits"]] == ["1z", "2z"]


def test_jsonl_refuses_a_hand_on_the_command_line(capsys, monkeypatch) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    code, _, err = run(capsys, "analyze", "--jsonl", "mcr", "123m456p789s1122z")
    assert code == 2 and "give no hand" in err
