"""A shared table's finished hands go into the statistics of each person seated at it, in their
own data folder on the server; a table kept nowhere (no data folder) writes none."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.engine.events import Event
from mahjong_tui.net.table import Table
from mahjong_tui.net.table_saves import TableRecorder
from mahjong_tui.net.table_stats import user_folder
from mahjong_tui.play.contract import MatchSummary, StepKind
from mahjong_tui.saves.store import GameRecord
from mahjong_tui.stats.store import NAME, load
from mahjong_tui.stats.tally import Who, tally_game
from mahjong_tui.variants import load_variant

from .test_table_saves import StubConn


def play_hands(table: Table, hands: int) -> None:
    loop = table.loop
    done = 0
    while done < hands:
        step = loop.next_step()
        if step.kind is StepKind.RESULT:
            done += 1
            if done < hands:
                for seat in range(4):
                    loop.next_hand(seat)
            continue
        assert step.seat is not None
        loop.apply(loop.bot_action(step.seat))


def count_summaries(table: Table) -> list[int]:
    """How many score sheets the table's statistics built at each hand's end (filled as it plays)."""
    counts: list[int] = []
    stats = table.recorder.stats if table.recorder else None
    assert stats is not None
    summary, applied = table.loop.match_summary, stats.applied

    def counted_summary() -> MatchSummary:
        counts[-1] += 1
        return summary()

    def counted_applied(events: list[Event]) -> None:
        counts.append(0)
        applied(events)
        if counts[-1] == 0:
            counts.pop()  # no hand ended

    table.loop.match_summary = counted_summary  # type: ignore[method-assign]
    stats.applied = counted_applied  # type: ignore[method-assign]
    return counts


def test_each_seated_person_gets_the_tables_hands_in_their_statistics(tmp_path: Path) -> None:
    variant = load_variant("mcr")
    table = Table(
        "1",
        variant,
        ["human", "human", "bot", "human"],
        "ann",
        ["P1", "P2", "P3", "P4"],
        5,
        0.0,
        levels=["normal", "normal", "easy", "normal"],
    )
    ann, bo = StubConn("ann"), StubConn("bo")
    table.sit(ann)  # type: ignore[arg-type]
    table.sit(bo)  # type: ignore[arg-type]
    rec = GameRecord("mcr", 5, [True, True, False, True], list(table.game.player_names))
    table.recorder = TableRecorder(table, rec, tmp_path)
    built = count_summaries(table)
    play_hands(table, 2)
    table.recorder.stats.wait()
    assert built == [1, 1]  # one score sheet a hand, however many people sit
    summary = table.loop.match_summary()
    players = [
        Who(summary.players[0], ""),
        Who(summary.players[1], ""),
        Who(summary.players[2], "easy"),
        Who(summary.players[3], "normal"),
    ]
    expected = tally_game(summary.lines, players)
    assert len(summary.lines) == 2
    for user in ("ann", "bo"):
        stats = load(user_folder(tmp_path, user) / NAME).stats
        assert [g.id for g in stats.games] == [rec.id]
        game = stats.games[0]
        assert game.variant == "mcr" and [w for w, _ in game.players] == players
        assert [t for _, t in game.players] == expected
        assert sum(t.hands for _, t in game.players) == 8  # two hands, four players
    assert not (user_folder(tmp_path, "P4") / NAME).exists()  # an open seat is nobody's


def test_two_tables_of_one_person_both_count(tmp_path: Path) -> None:
    """Their writes share one thread, so neither table's game is lost to the other's."""
    ids = []
    tables = []
    for n, seed in enumerate((5, 6)):
        table = Table(
            str(n + 1), load_variant("mcr"), ["human", "bot", "bot", "bot"], "ann", ["P1", "B2", "B3", "B4"], seed, 0.0
        )
        table.sit(StubConn("ann"))  # type: ignore[arg-type]
        rec = GameRecord("mcr", seed, [True, False, False, False], list(table.game.player_names))
        table.recorder = TableRecorder(table, rec, tmp_path)
        ids.append(rec.id)
        tables.append(table)
    play_hands(tables[0], 1)
    play_hands(tables[1], 1)
    for t in tables:
        assert t.recorder is not None
        t.recorder.stats.wait()
    games = load(user_folder(tmp_path, "ann") / NAME).stats.games
    assert sorted(g.id for g in games) == sorted(ids)
    assert all(g.players[0][0] == Who("ann", "") and g.players[1][0].level == "normal" for g in games)
