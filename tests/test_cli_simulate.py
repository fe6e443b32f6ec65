"""``mahjong-tui simulate``: the report, its JSON, determinism, errors and the progress bar."""

from __future__ import annotations

import json
import sys

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.cli.main import main


def sim_json(capsys, *argv: str) -> dict:
    code = main(["simulate", *argv, "--json"])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


def test_text_report(capsys) -> None:
    assert main(["simulate", "plain", "--hands", "5", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("測試 Plain test game")
    for label in ("run", "wins", "draws", "mean value", "points", "errors", "speed"):
        assert f"\n{label} " in out, label
    assert "4 players · seed 1 · 5 hands in 2 matches" in out
    assert "self-drawn" in out and "on a discard" in out
    assert "番 fan (winning hands)" in out
    assert "P1 " in out and "P4 " in out and "hands/s" in out


def test_json_is_deterministic_and_zero_sum(capsys) -> None:
    a = sim_json(capsys, "plain", "--hands", "6", "--seed", "9", "--players", "3")
    b = sim_json(capsys, "plain", "--hands", "6", "--seed", "9", "--players", "3")
    for d in (a, b):
        assert d.pop("elapsed") >= 0 and d.pop("hands_per_second") >= 0
    assert a == b
    assert (a["variant"], a["players"], a["seed"], a["hands"]) == ("plain", 3, 9, 6)
    assert len(a["points"]) == 3 and sum(a["points"]) == 0
    assert a["wins"] == a["self_drawn"] + a["discard"] + a["robbed_kong"]
    assert a["hands_won"] + a["draws"] + a["false_wins"] + a["other"] == a["finished_hands"] == 6
    assert a["errors"] == []


def test_preset_and_options_are_applied(capsys) -> None:
    d = sim_json(capsys, "mcr", "--hands", "1", "--seed", "2", "--option", "flowers=false", "--preset", "standard")
    assert (d["preset"], d["options"], d["hands"]) == (
        "standard",
        {"flowers": False, "mixed_kongs_value": 5, "competition_seating": False},
        1,
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["nope"], "unknown variant 'nope' (known: "),
        (["plain", "--players", "7"], "plain is played by 2 to 4 players, not 7"),
        (["plain", "--hands", "0"], "argument --hands: must be 1 to 10,000,000, not '0'"),
        (["plain", "--hands", "many"], "argument --hands: not a whole number: 'many'"),
        (["plain", "--seed", "x"], "argument --seed: not a whole number: 'x'"),
        (["mcr", "--preset", "fast"], "mcr has no preset 'fast'"),
        (["mcr", "--option", "colour=red"], "mcr has no option 'colour'"),
        ([], "the following arguments are required: variant"),
    ],
)
def test_errors(capsys, argv: list[str], message: str) -> None:
    assert main(["simulate", *argv]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("mahjong-tui: error: ") and len(err.splitlines()) == 1
    assert message in err, err


def test_errors_inside_hands_are_reported_with_exit_code_1(capsys, monkeypatch) -> None:
    def broken(self, view):  # noqa: ANN001, ANN202
        raise KeyError("no such tile")

    monkeypatch.setattr(BaselineBot, "choose", broken)
    assert main(["simulate", "plain", "--hands", "2", "--seed", "1"]) == 1
    out = capsys.readouterr().out
    assert "errors      2" in out
    lines = [line for line in out.splitlines() if line.startswith("error: ")]
    assert len(lines) == 2 and "seed " in lines[0] and "hand 1" in lines[0] and "KeyError" in lines[0]
    assert main(["simulate", "plain", "--hands", "2", "--seed", "1", "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert len(data["errors"]) == 2 and {"match", "seed", "hand", "seat", "action", "error"} <= set(data["errors"][0])


def test_progress_bar_only_on_a_terminal(capsys, monkeypatch) -> None:
    from mahjong_tui import sim

    calls: list[object] = []
    real = sim.simulate

    def spy(*args, progress=None, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        calls.append(progress)
        return real(*args, progress=progress, **kwargs)

    monkeypatch.setattr(sim, "simulate", spy)
    assert main(["simulate", "plain", "--hands", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert calls == [None] and err == "" and "wins" in out  # not a terminal: no bar

    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    assert main(["simulate", "plain", "--hands", "2", "--seed", "1"]) == 0
    out, err = capsys.readouterr()
    assert callable(calls[-1])
    assert "wins" in out and "hands/s" in out  # the report is on stdout; the bar went to stderr
