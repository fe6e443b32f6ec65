"""The players' statistics: tallied from the score sheet, kept in the data folder, read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_tui.datadir import data_dir
from mahjong_tui.stats import store
from mahjong_tui.stats.keeper import StatsKeeper
from mahjong_tui.stats.store import GameTally, load, record_game, stats_path
from mahjong_tui.stats.summary import by_variant
from mahjong_tui.stats.tally import Tally, Who, tally_game
from tests.play.test_score_sheet import play_match

WHO = [Who("Ann"), Who("Bo", "normal"), Who("Cy", "easy"), Who("Di", "strong")]


def test_a_games_tally_is_the_judges_records_counted() -> None:
    session = play_match("mcr", 5)
    history = session.game.history
    tallies = tally_game(session.match_summary().lines, WHO)
    for player, t in enumerate(tallies):  # no seat changes here: seat = player
        mine = [w for r in history for w in r.wins if w.seat == player]
        assert t.hands == len(history)
        assert t.wins == len(mine)
        assert t.self_draws == sum(w.how == "self_draw" for w in mine)
        assert t.value == sum(w.score.total for w in mine)
        assert t.deal_ins == sum(any(w.discarder == player for w in r.wins) for r in history)
        assert t.points == session.game.match.scores[player] - session.match_summary().start
        assert (t.best.value if t.best else None) == max((w.score.total for w in mine), default=None)
    assert sum(t.wins for t in tallies) >= 1


def test_two_games_are_recorded_and_read_back_per_variant_and_player() -> None:
    first, second = play_match("mcr", 5, hands=3), play_match("mcr", 6, hands=2)
    for gid, session in (("g1", first), ("g2", second)):
        keeper = StatsKeeper(gid, "mcr", WHO, session.match_summary)
        keeper.record()
        keeper.record()  # written again after a later hand (or a resume): the game counts once
        keeper.wait()
    loaded = load()
    assert not loaded.problem
    assert [g.id for g in loaded.stats.games] == ["g1", "g2"]
    players = {p.who: p for p in by_variant(loaded.stats)["mcr"]}
    assert set(players) == set(WHO)
    for i, who in enumerate(WHO):
        p = players[who]
        assert p.total.hands == 5
        assert p.total.points == first.game.match.scores[i] + second.game.match.scores[i]
        assert len(p.series) == 2
        wins = sum(w.seat == i for s in (first, second) for r in s.game.history for w in r.wins)
        assert p.total.wins == wins
        assert p.series[-1] == (pytest.approx(100 * wins / 5), pytest.approx(p.deal_in_rate))


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b'{"format": "mahjong-tui/statistics", "version": 1, "games": [{"id": 1}]}',
        b'{"format": "mahjong-tui/statistics", "version": 1, "games": [], "earlier": '
        b'[{"variant": "mcr", "name": "A", "level": "", "hands": 1, "wins": 2, "self_draws": 0,'
        b' "deal_ins": 0, "value": 0, "points": 0, "best": null}]}',
        b'{"format": "something else"}',
        b"[" * 100 + b"]" * 100,
        b'{"format": "mahjong-tui/statistics", "version": 1, "pad": "' + b"x" * (store.MAX_FILE_BYTES + 1) + b'"}',
    ],
    ids=["not-json", "bad-id", "more-wins-than-hands", "other-format", "deep", "too-large"],
)
def test_an_unreadable_file_is_moved_aside_with_a_message_and_a_new_one_begun(content: bytes) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    problem = record_game(GameTally("g1", "mcr", "2026-01-01T00:00:00", [(Who("Ann"), Tally(hands=1))]))
    assert "moved to" in str(problem) and "\n" not in str(problem)
    kept = list((data_dir() / "unreadable").iterdir())
    assert [f.read_bytes() for f in kept] == [content]  # nothing of it lost
    again = load()
    assert not again.problem and [g.id for g in again.stats.games] == ["g1"]


def test_a_bad_file_that_cannot_be_moved_aside_is_never_overwritten() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{broken")
    (data_dir() / "unreadable").write_text("a file where the folder would go")
    problem = record_game(GameTally("g1", "mcr", "now", [(Who("Ann"), Tally(hands=1))]))
    assert "could not be moved aside" in str(problem)
    assert path.read_text() == "{broken"


def test_old_games_are_folded_into_totals_and_nothing_is_lost(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "MAX_GAMES", 3)
    for i in range(5):
        t = Tally(hands=4, wins=1, self_draws=1, deal_ins=i % 2, value=8 + i, points=10 - i)
        record_game(GameTally(f"g{i}", "mcr", "now", [(Who("Ann"), t), (Who("Bo", "easy"), Tally(hands=4))]))
    stats = load().stats
    assert [g.id for g in stats.games] == ["g2", "g3", "g4"]
    ann = next(p for p in by_variant(stats)["mcr"] if p.who == Who("Ann"))
    assert (ann.total.hands, ann.total.wins, ann.total.deal_ins, ann.total.points) == (20, 5, 2, 40)
    assert len(ann.series) == 3
    doc = json.loads(stats_path().read_text(encoding="utf-8"))
    assert doc["format"] == "mahjong-tui/statistics" and len(doc["earlier"]) == 2


def test_the_file_lives_in_the_data_folder() -> None:
    assert stats_path() == data_dir() / "statistics.json"
    assert isinstance(stats_path(), Path)


def test_a_player_with_no_win_has_no_self_draw_rate_nor_mean_value() -> None:
    """Both are "of the wins": with none they are blank, as the best hand is. The statistics read
    "Self-draw 0%  Mean 0.0" for a player who never won, as if his wins were all on discards and
    worth nothing, beside a blank best hand."""
    from mahjong_tui.stats.summary import PlayerStats
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.screens.statistics import stats_row

    look = Look("en")
    never = PlayerStats(Who("Ann"), Tally(hands=4, deal_ins=1, points=-20))
    assert never.self_draw_rate is None and never.mean_value is None
    row = [cell.plain for cell in stats_row(never, look)]
    assert row == ["Ann", "4", "0 (0%)", "", "25%", "", "-5.0", ""]
    won = PlayerStats(Who("Bo"), Tally(hands=4, wins=2, self_draws=1, value=18, points=30))
    assert [cell.plain for cell in stats_row(won, look)][3:6] == ["50%", "0%", "9.0"]
