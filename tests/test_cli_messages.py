"""The command line's messages: the variant list at 80 and 60 columns, unknown options named
with the known ones, and a "did you mean" for every misspelt name (one helper for all:
``params.did_you_mean``)."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len

from mahjong_tui.cli.main import main
from mahjong_tui.cli.variants_cmd import BUILTIN_FOLDER, OWN_FOLDER
from mahjong_tui.variants import catalog


def one_error(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("mahjong-tui: error: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("columns", [80, 60])
def test_every_variant_shows_its_id_names_and_seats(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, columns: int
) -> None:
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    folders = [line for line in lines if line.startswith((BUILTIN_FOLDER, OWN_FOLDER))]
    assert len(folders) == 2  # a folder stays whole on its line, to be copied, however long
    assert max(cell_len(line) for line in lines if line not in folders) <= columns
    flat = " ".join(out.split())
    for vid in catalog().ids():
        cfg = catalog().get(vid).cfg
        seats = "/".join(map(str, cfg.seats))
        header = next((line for line in lines if line.startswith(vid + " ")), None)
        assert header is not None, vid
        # id and seat count on one line, never cut; the names whole (wrapped lines rejoined)
        assert re.match(rf"{re.escape(vid)} +{re.escape(seats)} players +\S", header), header
        assert cfg.zh in header, header
        assert f"{cfg.zh} {' '.join(cfg.en.split())}" in flat, vid
        assert "…" not in out


@pytest.mark.parametrize("command", ["play", "simulate", "duel", "score", "analyze"])
def test_an_unknown_option_is_named_with_the_known_ones(capsys: pytest.CaptureFixture[str], command: str) -> None:
    extra = {"score": ["123m456p789s1122z+2z"], "analyze": ["123m456p789s1122z"]}.get(command, [])
    err = one_error(capsys, [command, "mcr", *extra, "-o", "nosuch=1"])
    assert "no option 'nosuch'" in err
    assert "(options: flowers, mixed_kongs_value, competition_seating)" in err
    assert "did you mean" not in err


@pytest.mark.parametrize(
    ("argv", "wanted"),
    [
        (["varients"], "unknown command 'varients' (did you mean 'variants'?)"),
        (["simulte", "mcr"], "unknown command 'simulte' (did you mean 'simulate'?)"),
        (["play", "mrc"], "unknown variant 'mrc' (did you mean 'mcr'?)"),
        (["simulate", "sichaun"], "unknown variant 'sichaun' (did you mean 'sichuan'?)"),
        (["play", "mcr", "--preset", "standrd"], "mcr has no preset 'standrd' (did you mean 'standard'?)"),
        (["simulate", "mcr", "-o", "flowrs=false"], "mcr has no option 'flowrs' (did you mean 'flowers'?)"),
        (["play", "mcr", "--option", "flower=false"], "mcr has no option 'flower' (did you mean 'flowers'?)"),
    ],
)
def test_a_typo_gets_a_did_you_mean(capsys: pytest.CaptureFixture[str], argv: list[str], wanted: str) -> None:
    assert wanted in one_error(capsys, argv)


def test_an_unknown_command_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    err = one_error(capsys, ["zzzz"])
    assert "did you mean" not in err and "(commands: variants, score, analyze, simulate" in err


def test_help_still_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name in ("variants", "score", "analyze", "simulate", "duel", "play", "resume", "replay", "serve"):
        assert name in out


def test_table_options_without_a_command_are_the_tables() -> None:
    from mahjong_tui.cli.main import build_parser, command_of, with_command

    argv = with_command(["--lang", "zh_TW", "--ascii"])
    assert argv == ["play", "--lang", "zh_TW", "--ascii"]
    args = build_parser(command_of(argv)).parse_args(argv)
    assert (args.command, args.lang, args.ascii, args.variant) == ("play", "zh_TW", True, None)
    assert with_command(["--help"]) == ["--help"]  # the program's own help stays
    assert with_command(["score", "--json"]) == ["score", "--json"]


@pytest.mark.parametrize("command", ["play", "simulate", "duel", "score", "analyze"])
def test_every_command_that_picks_a_variant_offers_the_same_flags(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, command: str
) -> None:
    """One definition (``variants_cmd.add_variant_flags``): the same words everywhere, and
    ``--players`` wherever the command seats a table of its own (play takes its seats from
    ``--seats``)."""
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        main([command, "--help"])
    flat = " ".join(capsys.readouterr().out.split())
    assert "--preset P preset of the variant (default: the variant's default)" in flat
    assert "-o KEY=VALUE, --option KEY=VALUE house-rule option, repeatable (e.g. --option flowers=false)" in flat
    assert ("--players N players at the table" in flat) == (command != "play")


@pytest.mark.parametrize("command", ["score", "analyze"])
def test_a_huge_hand_is_quoted_around_its_fault_not_whole(capsys: pytest.CaptureFixture[str], command: str) -> None:
    err = one_error(capsys, [command, "mcr", "1m" * 5000])
    assert len(err) < 200 and "column 9: more than 4 copies of 1m" in err and "…" in err, err
