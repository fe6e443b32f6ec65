"""The command line's edges: bad flags are one line with exit code 2, a closed pipe is no
traceback, and the table refuses to start without a terminal."""

from __future__ import annotations

import subprocess
import sys

import pytest

from mahjong_tui.cli.main import main


def one_error(capsys, argv: list[str]) -> str:  # noqa: ANN001
    assert main(argv) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("mahjong-tui: error: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("pace", ["inf", "nan", "-1", "1e400", "6"])
def test_pace_must_be_finite_seconds_from_0_to_5(capsys, pace: str) -> None:
    err = one_error(capsys, ["play", "plain", "--pace", pace])
    assert f"argument --pace: must be 0 to 5, not '{pace}'" in err


def test_an_argument_with_a_line_break_stays_on_one_line(capsys) -> None:
    err = one_error(capsys, ["score", "mcr", "123m\n456p", "--seat-wind", "X\nY"])
    assert "\\n" in err


def test_an_option_value_names_the_option(capsys) -> None:
    assert "option flowers: expected true or false, got 'maybe'" in one_error(
        capsys, ["play", "mcr", "-o", "flowers=maybe"]
    )


@pytest.mark.parametrize("name", ["\x1b[2JAnn", "A" * 101])
def test_a_seat_name_a_save_could_not_keep_is_refused(capsys, name: str) -> None:
    """The game began with the name, and its save was then refused as damaged and moved aside."""
    err = one_error(capsys, ["play", "mcr", "--seats", f"human:{name},bot,bot,bot:easy:{name}"])
    assert "--seats: a name is at most 100 characters, with no control characters: " in err, err
    assert "\x1b" not in err


def test_the_table_needs_a_terminal(capsys, monkeypatch) -> None:
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    err = one_error(capsys, ["play", "plain", "--seats", "human,bot,bot,bot", "--pace", "0"])
    assert "needs a terminal" in err and "simulate" in err


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    proc = subprocess.run(
        f"{sys.executable} -m mahjong_tui.cli.main variants --json | head -c 10",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert len(proc.stdout) == 10
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr


@pytest.mark.parametrize("argv", [["resume"], ["replay", "--list"]])
def test_resume_needs_a_terminal_too(capsys, monkeypatch, argv: list[str]) -> None:  # noqa: ANN001
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    code = main(argv)
    out, err = capsys.readouterr()
    if argv == ["resume"]:
        assert code == 2 and "needs a terminal" in err
    else:  # a list is text: no terminal needed
        assert code == 0 and "needs a terminal" not in err


@pytest.mark.parametrize("command", ["analyze", "score"])
def test_many_wild_kinds_are_refused_at_once(capsys, command: str) -> None:  # noqa: ANN001
    kinds = [f"{r}{s}" for s in "mps" for r in range(1, 10)] + [f"{r}z" for r in range(1, 8)]
    argv = [command, "beijing", "123m456s789s444p1z" + ("+1z" if command == "score" else "")]
    for k in kinds:
        argv += ["--wild", k]
    assert "--wild: beijing has one wild kind a hand, not 34" in one_error(capsys, argv)
    assert "--wild: mcr has no wild tiles" in one_error(capsys, [command, "mcr", "123m456p789s1122z", "--wild", "5p"])


def test_resume_takes_the_look_flags_of_play() -> None:
    """A game begun with ``play --lang zh_TW`` can go on in Chinese: ``resume`` had none of
    play's flags, so it always opened in the saved settings' language."""
    from mahjong_tui.cli.main import build_parser
    from mahjong_tui.cli.play_cmd import _settings

    argv = ["--lang", "zh_TW", "--pace", "0", "--hints", "--ascii", "--theme", "light"]
    args = build_parser().parse_args(["resume", *argv, "20260101-000000-abcd"])
    s = _settings(args)
    assert (s.lang, s.pace, s.hints, s.ascii, s.theme) == ("zh_TW", 0, True, True, "light")
    assert args.save == "20260101-000000-abcd"


def test_replay_takes_the_look_flags() -> None:
    """A game played in Chinese can be watched again in Chinese: ``replay`` had no --lang."""
    from mahjong_tui.cli.main import build_parser
    from mahjong_tui.cli.play_cmd import _settings

    args = build_parser().parse_args(["replay", "--lang", "zh_CN", "--ascii", "--theme", "light", "ID"])
    s = _settings(args)
    assert (s.lang, s.ascii, s.theme) == ("zh_CN", True, "light")
    assert not hasattr(args, "pace") and not hasattr(args, "hints")  # nothing to pace or hint in a replay
