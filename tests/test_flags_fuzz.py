"""Flags as hostile input: whatever the command line holds, ``score``, ``analyze``, ``variants``
and ``simulate`` answer (exit 0), report failed lines (1) or refuse in one line (2), and never
end in a traceback."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.cli.main import main

WORDS = st.sampled_from(
    [
        "E",
        "S",
        "W",
        "N",
        "x",
        "",
        "-1",
        "0",
        "1",
        "4",
        "99999999999999999999",
        "inf",
        "nan",
        "1e400",
        "all",
        "5p",
        "4p,5p",
        "rG",
        "j",
        "[123m]",
        "S=[123s]",
        "E=2",
        "E=-1",
        "temporary",
        "m",
        "z",
        "\n",
        "\x1b[2J",
        "\ud7ff",
        "\udcff",
        "12m\udcff",
        "123456m45p456s88s+6p",
        "11122239m456p789s",
        "123m456s789s444p1z+1z",
    ]
)
SCORE_FLAGS = [
    "--seat-wind",
    "--discarder",
    "--round-wind",
    "--wild",
    "--indicator",
    "--own-discard",
    "--kongs",
    "--draws-made",
    "--pass-ban",
    "--furiten",
    "--void",
    "--calls-made",
    "--streak",
    "--draws-before",
    "--melds",
    "--won",
    "--also-winning",
    "--stakes",
    "--pot",
    "--kong-income",
    "--special",
    "--players",
    "--preset",
    "--option",
    "--extra",
]
BOOL_FLAGS = [
    "--self-drawn",
    "--rob-kong",
    "--kong-replacement",
    "--human",
    "--heavenly",
    "--earthly",
    "--ready",
    "--dead-hand",
    "--frozen",
    "--dealer",
    "--json",
]
VARIANTS = st.sampled_from(["mcr", "beijing", "sichuan", "wuhan", "haner32", "malaysia3p", "nosuch", ""])


@st.composite
def score_argv(draw: st.DrawFn, command: str) -> list[str]:
    argv = [command, draw(VARIANTS), draw(WORDS)]
    for _ in range(draw(st.integers(0, 5))):
        if draw(st.booleans()):
            argv.append(draw(st.sampled_from(BOOL_FLAGS)))
        else:
            argv += [draw(st.sampled_from(SCORE_FLAGS)), draw(WORDS)]
    return argv


def _run(argv: list[str], capsys) -> None:  # noqa: ANN001
    code = main(argv)
    out, err = capsys.readouterr()
    assert code in (0, 1, 2), (argv, code)
    if code == 2:
        assert err.startswith("mahjong-tui: error: ") and err.count("\n") == 1, (argv, err)
    assert "Traceback" not in err


@pytest.mark.slow
@settings(max_examples=1600, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(argv=st.one_of(score_argv("score"), score_argv("analyze")))
def test_score_and_analyze_flags(capsys, argv: list[str]) -> None:  # noqa: ANN001
    _run(argv, capsys)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    variant=VARIANTS,
    hands=st.sampled_from(["0", "1", "-3", "x", "2"]),
    seed=st.one_of(st.integers(-(2**70), 2**70).map(str), st.sampled_from(["nan", "", "1e9"])),
    players=st.sampled_from([None, "2", "3", "4", "9"]),
)
def test_simulate_flags(capsys, variant: str, hands: str, seed: str, players: str | None) -> None:  # noqa: ANN001
    argv = ["simulate", variant, "--hands", hands, "--seed", seed]
    if players is not None:
        argv += ["--players", players]
    _run(argv, capsys)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(extra=st.lists(WORDS, max_size=3))
def test_variants_flags(capsys, extra: list[str]) -> None:  # noqa: ANN001
    _run(["variants", *extra], capsys)
