"""The headless match runner: determinism, bookkeeping, zero sum, and errors caught per hand."""

from __future__ import annotations

import gc

import pytest

from mahjong_tui import sim
from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Act, Action, Game
from mahjong_tui.sim import SimReport, simulate


def check_books(r: SimReport, hands: int) -> None:
    assert r.hands == hands
    assert r.finished_hands + len(r.errors) == hands
    assert r.draws + r.hands_won + r.false_wins + r.other == r.finished_hands
    assert r.self_drawn + r.discard + r.robbed_kong == r.wins >= r.hands_won
    assert sum(r.points) == 0  # the plain variant pays no pot


def test_same_seed_same_report(plain) -> None:
    a = simulate(plain, 6, seed=5)
    b = simulate(plain, 6, seed=5)
    assert a.as_dict(timing=False) == b.as_dict(timing=False)
    c = simulate(plain, 6, seed=6)
    assert a.as_dict(timing=False) != c.as_dict(timing=False)


def test_books_balance_across_matches(plain) -> None:
    # plain matches are 4 hands long: 9 hands need three matches, the last one cut short
    r = simulate(plain, 9, seed=2)
    check_books(r, 9)
    assert r.matches == 3 and not r.errors
    assert r.wins > 0 and r.mean_fan is not None and r.mean_fan >= 1
    assert r.elapsed > 0 and r.hands_per_second > 0
    d = r.as_dict()
    assert d["hands"] == 9 and "elapsed" in d and "elapsed" not in r.as_dict(timing=False)


@pytest.mark.parametrize("players", [2, 3])
def test_fewer_players(plain, players: int) -> None:
    r = simulate(plain, 4, seed=1, players=players)
    assert r.players == players and len(r.points) == players
    check_books(r, 4)


def test_progress_is_reported_after_every_hand(plain) -> None:
    seen: list[tuple[int, int]] = []
    simulate(plain, 5, seed=3, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(i, 5) for i in range(1, 6)]


def test_bad_arguments(plain) -> None:
    with pytest.raises(ValueError, match="played by 2 to 4 players, not 5"):
        simulate(plain, 3, seed=0, players=5)
    with pytest.raises(ValueError, match="at least 1"):
        simulate(plain, 0, seed=0)


def test_an_exception_inside_a_hand_is_recorded_not_raised(plain, monkeypatch) -> None:
    real = BaselineBot.choose
    calls = {"n": 0}

    def flaky(self, view):  # noqa: ANN001, ANN202
        calls["n"] += 1
        if calls["n"] % 40 == 0:
            raise RuntimeError("boom")
        return real(self, view)

    monkeypatch.setattr(BaselineBot, "choose", flaky)
    r = simulate(plain, 6, seed=4)
    assert r.errors, "the bot raised, so errors are expected"
    check_books(r, 6)
    e = r.errors[0]
    assert e.error == "RuntimeError: boom" and e.hand >= 1 and e.seat is not None
    assert f"seed {e.seed}" in e.describe() and f"hand {e.hand}" in e.describe()
    Game(plain, seed=e.seed)  # the seed is a real match seed: the match can be replayed


def test_an_illegal_action_is_recorded(plain, monkeypatch) -> None:
    def cheat(self, view):  # noqa: ANN001, ANN202
        return Action(Act.PUNG, view.viewer, 0)

    monkeypatch.setattr(BaselineBot, "choose", cheat)
    r = simulate(plain, 3, seed=1)
    assert len(r.errors) == 3 and r.finished_hands == 0 and r.matches == 3
    assert all(e.error.startswith("IllegalAction") and e.action == "pung 1m" for e in r.errors)
    assert r.points == [0, 0, 0, 0]


def test_a_hand_that_never_ends_is_an_error(plain, monkeypatch) -> None:
    monkeypatch.setattr(sim, "MAX_ACTIONS_PER_HAND", 3)
    r = simulate(plain, 2, seed=1)
    assert [e.error for e in r.errors] == ["the hand did not end after 3 actions"] * 2


def test_collector_tuned_for_the_batch_then_put_back(plain) -> None:
    before = gc.get_threshold(), gc.get_freeze_count()
    during: list[tuple[tuple[int, int, int], int]] = []
    simulate(plain, 2, seed=1, progress=lambda done, wanted: during.append((gc.get_threshold(), gc.get_freeze_count())))
    assert during and all(
        t[0] == sim.BATCH_YOUNG_THRESHOLD and t[1:] == before[0][1:] and frozen > 0 for t, frozen in during
    )
    assert (gc.get_threshold(), gc.get_freeze_count()) == before


def test_collector_put_back_when_the_run_raises(plain) -> None:
    before = gc.get_threshold(), gc.get_freeze_count()

    def stop(done: int, wanted: int) -> None:
        raise KeyboardInterrupt  # the person pressed Ctrl+C during a run

    with pytest.raises(KeyboardInterrupt):
        simulate(plain, 3, seed=1, progress=stop)
    assert (gc.get_threshold(), gc.get_freeze_count()) == before
