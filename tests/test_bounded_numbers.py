"""Numbers from outside have bounds: a flag, a menu seed, a save's seed and a shared table's
seed out of range are refused in one line that quotes the number cut short."""

from __future__ import annotations

import json
import os

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.saves.store import GameRecord, SaveError
from mahjong_tui.table.seed import MAX_SEED, check_seed

HUGE = "9" * 300


def one_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("mahjong-tui: error: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["simulate", "plain", "--hands", HUGE], "--hands"),
        (["simulate", "plain", "--seed", HUGE], "--seed"),
        (["simulate", "plain", "--players", HUGE], "--players"),
        (["duel", "plain", "--jobs", HUGE], "--jobs"),
        (["duel", "plain", "--hands", HUGE], "--hands"),
        (["play", "plain", "--seed=-" + HUGE], "--seed"),
        (["serve", "--port", HUGE], "--port"),
        (["serve", "--max-connections", HUGE], "--max-connections"),
        (["serve", "--keep-replays", HUGE], "--keep-replays"),
        (["web", "--port", HUGE], "--port"),
        (["replay", "x", "--step", HUGE], "--step"),
    ],
)
def test_a_huge_number_is_named_and_cut_short(capsys: pytest.CaptureFixture[str], argv: list[str], flag: str) -> None:
    err = one_error(capsys, argv)
    assert f"argument {flag}: must be " in err and "…" in err
    assert len(err) < 200, err


@pytest.mark.parametrize(
    ("argv", "flag", "bounds"),
    [
        (["play", "plain", "--pace", "-5"], "--pace", "0 to 5"),
        (["simulate", "plain", "--hands", "-5"], "--hands", "1 to 10,000,000"),
        (["serve", "--idle-timeout", "-5"], "--idle-timeout", "0 to 10,080"),
        (["web", "--port", "-5"], "--port", "0 to 65,535"),
        (["web", "--max-sessions", "-5"], "--max-sessions", "1 to 64"),
        (["web", "--max-sessions", "65"], "--max-sessions", "1 to 64"),
    ],
)
def test_a_number_out_of_range_is_refused_in_one_wording(
    capsys: pytest.CaptureFixture[str], argv: list[str], flag: str, bounds: str
) -> None:
    """Whole numbers and seconds alike name the bounds and quote the value as typed (``--pace -5``
    said "not '-5'", ``--hands -5`` "not -5"; ``web --max-sessions 65`` passed the flag's bound of
    1,000 and met a second one, 64, in other words)."""
    assert f"argument {flag}: must be {bounds}, not {argv[-1]!r}" in one_error(capsys, argv)


@pytest.mark.parametrize("value", ["inf", "nan", "-inf", "1e400"])
def test_seconds_must_be_finite(capsys: pytest.CaptureFixture[str], value: str) -> None:
    assert "argument --idle-timeout: must be 0 to" in one_error(capsys, ["serve", f"--idle-timeout={value}"])
    assert "argument --pace: must be 0 to 60" in one_error(capsys, ["serve", f"--pace={value}"])


def test_the_seed_bounds_are_63_bits_either_sign() -> None:
    assert check_seed(MAX_SEED) == MAX_SEED and check_seed(-MAX_SEED) == -MAX_SEED
    for bad in (MAX_SEED + 1, -MAX_SEED - 1, 1.0, True, "1", None):
        with pytest.raises(ValueError, match="a seed is a whole number"):
            check_seed(bad)


def test_a_save_with_an_out_of_range_seed_is_refused_naming_the_key() -> None:
    doc = {
        "format": "mahjong-tui/game",
        "version": 1,
        "id": "x",
        "variant": "plain",
        "seed": 10**40,
        "humans": [True, False],
        "names": ["A", "B"],
        "actions": [],
    }
    with pytest.raises(SaveError, match=r"seed: a seed is a whole number .* not 1000000000000"):
        GameRecord.from_text(json.dumps(doc), "save.json")
    doc["seed"] = -5  # a negative seed, as `--seed -5` always allowed, still loads
    assert GameRecord.from_text(json.dumps(doc), "save.json").seed == -5


def test_the_seed_flag_takes_the_edges(capsys: pytest.CaptureFixture[str]) -> None:
    os.environ.pop("MAHJONG_TUI_NONE", None)
    assert main(["simulate", "plain", "--hands", "1", "--seed", str(MAX_SEED), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == MAX_SEED
