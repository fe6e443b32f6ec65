"""``duel``: the statistics on known numbers, the report's pairing and verdict, the same report
for any --jobs, the command's errors, and (slow) easy below normal while still winning hands."""

from __future__ import annotations

import json
import math

import pytest

from mahjong_tui.cli.main import main
from mahjong_tui.duel import run_duel
from mahjong_tui.duel.play import DealOutcome, HandOutcome, SeatHand, seat_level
from mahjong_tui.duel.report import build_report
from mahjong_tui.duel.stats import STRONGER, UNCLEAR, WEAKER, Estimate, mean_ci, t95, verdict
from mahjong_tui.variants import load_variant

# ---- statistics on known numbers ---------------------------------------------------------------


def test_t_quantiles_match_the_tables() -> None:
    assert t95(1) == 12.706 and t95(4) == 2.776 and t95(30) == 2.042
    for df, exact in ((31, 2.0395), (40, 2.0211), (60, 2.0003), (120, 1.9799), (1000, 1.9623)):
        assert abs(t95(df) - exact) < 0.001, df
    with pytest.raises(ValueError):
        t95(0)


def test_mean_and_interval_of_known_samples() -> None:
    e = mean_ci([1, 2, 3, 4, 5])
    assert e.mean == 3 and e.n == 5
    assert abs(e.half - 2.776 * math.sqrt(2.5 / 5)) < 1e-12  # 1.9629
    assert abs(e.low - 1.0371) < 1e-4 and abs(e.high - 4.9629) < 1e-4
    assert mean_ci([2.0, 2.0, 2.0]).half == 0
    one = mean_ci([7.0])
    assert one.mean == 7 and math.isinf(one.half) and one.as_dict()["ci95"] is None
    with pytest.raises(ValueError):
        mean_ci([])


def test_verdict_on_synthetic_margins() -> None:
    assert verdict(Estimate(1.0, 0.5, 100)) == STRONGER
    assert verdict(Estimate(-1.0, 0.5, 100)) == WEAKER
    assert verdict(Estimate(0.4, 0.5, 100)) == UNCLEAR
    assert verdict(Estimate(-0.4, 0.5, 100)) == UNCLEAR
    assert verdict(Estimate(0.5, 0.5, 100)) == UNCLEAR  # an interval touching zero decides nothing
    assert verdict(Estimate(3.0, math.inf, 1)) == UNCLEAR


# ---- the report ----------------------------------------------------------------------------------


def test_every_seat_gets_every_level_once_over_the_rotations() -> None:
    for seats, kinds in ((4, 2), (3, 2), (4, 3), (2, 2)):
        for seat in range(seats):
            assert sorted(seat_level(seat, r, kinds) for r in range(kinds)) == list(range(kinds))


def _hand(
    deltas: list[int], levels: list[int], winner: int | None = None, dealer_in: int | None = None, value: int = 0
) -> HandOutcome:
    return HandOutcome(
        tuple(
            SeatHand(lv, d, i == winner, value if i == winner else 0, i == dealer_in)
            for i, (d, lv) in enumerate(zip(deltas, levels, strict=True))
        ),
        draw=winner is None,
    )


def test_report_pairs_rotations_by_deal_and_counts_per_seat_hand() -> None:
    ab, ba = [0, 1, 0, 1], [1, 0, 1, 0]
    outcomes = [
        DealOutcome(1, 11, (_hand([8, -8, 0, 0], ab, 0, 1, 8), _hand([-8, 8, 0, 0], ba, 1, 0, 8))),
        DealOutcome(2, 12, (_hand([0, 0, 6, -6], ab, 2, 3, 6), _hand([0, 0, 0, 0], ba))),
        DealOutcome(3, 13, (), "rotation 2: boom"),
    ]
    r = build_report("plain", "", {}, 4, 0, ["easy", "normal"], outcomes)
    a, b = r.levels
    assert r.hands == 4 and r.deals == 3 and r.errors == ["deal 3 (seed 13): rotation 2: boom"]
    assert a.seat_hands == b.seat_hands == 8
    assert (a.wins, b.wins, a.dealt_in, b.dealt_in) == (3, 0, 0, 3)
    assert a.mean_win_value == pytest.approx(22 / 3) and b.mean_win_value is None
    assert a.draws == b.draws == 2  # the drawn hand: two seat-hands each
    # per deal, easy's mean per seat-hand: deal 1 (8 + 0 + 8 + 0) / 4 = 4, deal 2 (6 + 0 + 0 + 0) / 4 = 1.5
    assert a.points is not None and a.points.mean == pytest.approx(2.75)
    assert r.margin is not None and r.margin.mean == pytest.approx(5.5) and r.margin.n == 2
    assert r.margin.half == pytest.approx(12.706 * math.sqrt(((8 - 5.5) ** 2 + (3 - 5.5) ** 2) / 2))
    assert r.verdict == UNCLEAR and "not distinguishable" in r.verdict_line()
    d = r.as_dict()
    assert d["levels"][0]["win_pct"] == 37.5 and d["levels"][1]["deal_in_pct"] == 37.5


def test_same_report_for_any_number_of_jobs() -> None:
    v = load_variant("plain")
    one = run_duel(v, ["easy", "normal"], 10, 3, 4, jobs=1)
    two = run_duel(v, ["easy", "normal"], 10, 3, 4, jobs=2)
    assert one.hands == 10 and one.as_dict() == two.as_dict()
    assert sum(s.seat_hands for s in one.levels) == 40


def test_duel_command_json_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["duel", "plain", "--bots", "easy,normal", "--hands", "6", "--jobs", "2", "--json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert [lv["level"] for lv in d["levels"]] == ["easy", "normal"] and d["hands"] == 6
    assert d["verdict"] in (STRONGER, WEAKER, UNCLEAR)
    assert main(["duel", "plain", "--hands", "4"]) == 0
    out = capsys.readouterr().out
    assert "points/hand" in out and "deal-in %" in out and "easy" in out and "normal" in out
    assert "easy is" in out or "easy and normal are" in out


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--bots", "easy,nromal"], "did you mean 'normal'"),
        (["--bots", "easy"], "give two levels"),
        (["--hands", "0"], "argument --hands: must be 1 to 10,000,000, not '0'"),
        (["--jobs", "0"], "argument --jobs: must be 1 to 256, not '0'"),
    ],
)
def test_duel_command_errors_are_one_line(capsys: pytest.CaptureFixture[str], argv: list[str], said: str) -> None:
    assert main(["duel", "plain", *argv]) == 2
    err = capsys.readouterr().err
    assert said in err and err.count("\n") == 1


# ---- easy against normal -------------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["mcr", "shaanxi"])
def test_easy_is_weaker_than_normal_and_still_wins_hands(variant: str) -> None:
    r = run_duel(load_variant(variant), ["easy", "normal"], 300, 1, 4, jobs=2)
    easy, normal = r.levels
    assert not r.errors and r.hands == 300
    assert r.verdict == WEAKER and r.margin is not None and r.margin.high < 0
    assert easy.points is not None and easy.points.high < 0
    assert easy.wins >= 0.10 * easy.seat_hands  # it still wins at least 10% of its seat-hands
    assert easy.dealt_in > normal.dealt_in * 0.9
