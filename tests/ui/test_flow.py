"""Quitting a game back to the menu and continuing it; the score sheet (``s``); the statistics."""

from __future__ import annotations

import io

import pytest
from rich.align import Align
from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from mahjong_tui.datadir import data_dir
from mahjong_tui.play.contract import MatchSummary
from mahjong_tui.stats.store import load, stats_path
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.saves import SavesScreen
from mahjong_tui.ui.screens.score_sheet import ScoreSheetScreen, sheet_table
from mahjong_tui.ui.screens.statistics import StatisticsScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.scoreboard import running_score

from ..play.test_score_sheet import check_adds_up, play_match
from .conftest import menu_app, needs_player, screen_text, table_app, wait_for_text, wait_until
from .test_play import human_move, play_to_result


async def play_hands(pilot, app, hands: int) -> None:  # noqa: ANN001
    """Play ``hands`` hands as a simple person, reading each result; back at the table after."""
    for _ in range(hands):
        await play_to_result(pilot, app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))


async def test_quitting_a_game_from_the_menu_returns_there_and_continue_resumes_it() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        for _ in range(3):
            await human_move(pilot, app.screen)  # type: ignore[arg-type]
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        events = len(table.session.game.events)  # type: ignore[attr-defined]
        hand = list(table.view.seats[0].hand or [])
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmScreen)
        await wait_for_text(pilot, app, "The game is kept")
        await pilot.press("y")
        await wait_until(pilot, lambda: app.screen is menu and bool(menu.query("#menu-continue")))
        assert app.is_running
        await wait_until(pilot, lambda: app.focused is not None and app.focused.id == "menu-continue")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        await pilot.press("enter")  # the last game is first in the list
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        again = app.screen
        assert isinstance(again, TableScreen) and again is not table
        assert len(again.session.game.events) == events  # type: ignore[attr-defined]
        assert list(again.view.seats[0].hand or []) == hand


async def test_quitting_a_game_from_the_command_line_says_how_to_resume_it() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("q")
        await wait_for_text(pilot, app, "mahjong-tui resume")
        await pilot.press("y")
        await pilot.pause()
    note = app.kept_note()
    assert app.kept is not None and app.kept.exists()
    assert f"mahjong-tui resume {app.kept.stem}" in note


async def test_q_on_a_hands_result_asks_to_quit_as_at_the_table() -> None:
    """The result screen's footer said nothing of q and q did nothing there, while the table's
    footer says q quits: q asks the table's question; No returns to the result, Yes quits."""
    app = table_app(seats="bot,bot,bot,bot", seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen), timeout=60)
        result = app.screen
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await wait_for_text(pilot, app, "mahjong-tui resume")  # the table's own question
        await pilot.press("n")
        await wait_until(pilot, lambda: app.screen is result)
        await pilot.press("q")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await pilot.pause()
    assert app.kept is not None and app.kept.exists()


def cell_text(cell: object) -> str:
    """A cell's text: a Text's, or the Text an Align holds (the sheet's totals, set at the foot)."""
    if isinstance(cell, Align):
        cell = cell.renderable
    return cell.plain if isinstance(cell, Text) else str(cell)


def sheet_cells(table: Table) -> list[list[str]]:
    """The sheet's rows as text, row by row, the blank rows between hands left out."""
    columns = [[cell_text(c) for c in col._cells] for col in table.columns]
    return [list(row) for row in zip(*columns, strict=True) if any(row)]


async def test_the_score_sheet_shows_every_hand_and_its_totals_add_up() -> None:
    app = table_app(seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await play_hands(pilot, app, 3)
        table = app.screen
        assert isinstance(table, TableScreen)
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        sheet = app.screen
        assert isinstance(sheet, ScoreSheetScreen)
        summary: MatchSummary = sheet.summary
        assert len(summary.lines) == 3
        check_adds_up_so_far(summary, table.session.match_summary().scores)
        rows = sheet_cells(sheet_table(summary, sheet.look, sheet.unit))  # what the sheet's table shows
        assert rows[0][2:] == [str(summary.start)] * 4
        for line, (row, foot) in zip(summary.lines, zip(rows[1::2], rows[2::2], strict=True), strict=True):
            assert row[0] == str(line.number) and foot[0] == ""
            assert row[2:] == [f"{d:+d}" for d in line.deltas]  # the change beside the hand's first line
            assert foot[2:] == [running_score(t, summary.facts) for t in line.totals]  # the total beside its last
            names = summary.players
            for p in line.payments:  # every payment is on the sheet, so every change can be added up
                assert f"{names[p.payer]} pays {p.amount} to {names[p.payee]} " in row[1] + foot[1]  # type: ignore[index]
        # each hand's figures stand beside its words: the table spread over the full width had
        # put 60 blank cells between "Player pays 22 to Bot 3 (win)" and its "-22" at 120 columns
        console = Console(width=116, file=io.StringIO(), color_system=None)
        with console.capture() as drawn:
            console.print(sheet_table(summary, sheet.look, sheet.unit))
        header = drawn.get().splitlines()[0]
        longest = max(cell_len(part) for row in rows for part in row[1].split("\n"))
        assert header.index(summary.players[0]) <= longest + 8, (header, longest)
        last = summary.lines[-1]
        text = await wait_for_text(pilot, app, "Score sheet", "Running totals")
        for name, delta in zip(summary.players, last.deltas, strict=True):
            assert name in text and f"{delta:+d}" in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is table)


def check_adds_up_so_far(summary: MatchSummary, scores: list[int]) -> None:
    assert summary.scores == scores
    check_adds_up(summary)


async def test_a_menu_game_is_counted_in_the_statistics_shown_from_the_menu() -> None:
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("s")
        await play_hands(pilot, app, 1)
        summary = app.screen.session.match_summary()  # type: ignore[attr-defined]
        await pilot.press("q", "y")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.press("t")
        await wait_until(pilot, lambda: isinstance(app.screen, StatisticsScreen))
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        player = next(p for p in screen.players if p.who.name == "Player")
        assert player.total.hands == 1 and player.total.points == summary.lines[0].deltas[0]
        await wait_for_text(pilot, app, "Statistics", "Player", "Bot 2 (normal)", "one game so far")
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
    stats = load().stats
    assert [len(g.players) for g in stats.games] == [4]


async def test_a_corrupt_statistics_file_is_reported_and_kept_aside() -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "mahjong-tui/statistics", "version": 1, "games": [{"id": ')
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await pilot.click("#menu-stats")
        await wait_until(pilot, lambda: isinstance(app.screen, StatisticsScreen))
        text = await wait_for_text(pilot, app, "unreadable", "moved to")
        assert "No finished hands yet" in text
    aside = list((data_dir() / "unreadable").iterdir())
    assert len(aside) == 1 and aside[0].read_text().startswith('{"format"')
    assert not path.exists()


async def test_the_new_keys_are_in_the_help_and_the_footer() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        shown = app.screen.active_bindings["s"].binding
        assert shown.action == "score_sheet" and shown.show and shown.description == "Sheet"
        await pilot.press("question_mark")
        await wait_for_text(pilot, app, "score sheet")
    app = menu_app(lang="zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        await wait_for_text(pilot, app, "統計")
        await pilot.press("question_mark")
        await wait_for_text(pilot, app, "各玩法每位玩家的統計")


async def test_help_at_the_table_shows_its_own_keys_in_the_footer() -> None:
    """The table's footer (Discard, Chow, Pung …) used to show under the help, whose keys it is not."""
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("question_mark")
        await wait_for_text(pilot, app, "closes this help")
        # the footer is redrawn a moment after the help's text: wait for it, then read it
        await wait_until(pilot, lambda: "Back" in _last_line(app))
        last = _last_line(app)
        assert "Discard" not in last and "Pung" not in last, last
        await pilot.press("escape")
        await wait_until(pilot, lambda: "Pung" in _last_line(app))


def _last_line(app: MahjongApp) -> str:
    return screen_text(app).rstrip("\n").splitlines()[-1]


async def test_the_result_screen_and_the_sheet_tell_the_same_hand() -> None:
    app = table_app(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_to_result(pilot, app)
        assert isinstance(result, ResultScreen)
        r = result.result
        line = app.screen_stack[-2].session.match_summary().lines[-1]  # type: ignore[attr-defined]
        assert list(line.deltas) == r.deltas  # no seat changes in the fixture variant
        assert [(w.player, w.value) for w in line.wins] == [(w.seat, w.score.total) for w in r.wins]


@pytest.mark.parametrize("lang,sheet,key", [("en", "Score sheet", "Sheet"), ("zh_TW", "記分表", "記分表")])
async def test_s_on_a_hands_result_opens_the_score_sheet_escape_returns(lang: str, sheet: str, key: str) -> None:
    """The running totals, this hand's too, before the next hand: the result screen had no way
    to the sheet; its s is the table's, named in its footer as the table's is."""
    app = table_app(seed=3, lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_to_result(pilot, app)
        shown = result.active_bindings["s"].binding
        assert shown.action == "score_sheet" and shown.show and shown.description == key
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, ScoreSheetScreen))
        opened = app.screen
        assert isinstance(opened, ScoreSheetScreen)
        assert [line.number for line in opened.summary.lines] == [result.result.hand_no]
        await wait_for_text(pilot, app, sheet)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is result)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))


# ---- snapshots -------------------------------------------------------------------------------


def _fixed_statistics(monkeypatch) -> None:  # noqa: ANN001
    """Three games of two variants, and the file's place shown as one fixed path."""
    from mahjong_tui.stats.store import GameTally, record_game
    from mahjong_tui.stats.tally import Best, Tally, Who

    monkeypatch.setattr("mahjong_tui.ui.screens.statistics.stats_path", lambda: "/data/statistics.json")
    ann, bot = Who("Ann"), Who("Bot 2", "normal")
    games = [
        (
            "g1",
            "plain",
            [(ann, Tally(8, 2, 1, 1, 30, 24, Best(18, "Pure Straight", "清龍"))), (bot, Tally(8, 3, 2, 2))],
        ),
        ("g2", "plain", [(ann, Tally(6, 3, 2, 0, 40, 52, Best(24, "Full Flush", "清一色"))), (bot, Tally(6, 1, 0, 3))]),
        (
            "g3",
            "plain",
            [(ann, Tally(10, 1, 0, 2, 8, -30)), (bot, Tally(10, 4, 1, 1, 33, 41, Best(12, "All Pungs", "碰碰胡")))],
        ),
        ("g4", "chesstest", [(ann, Tally(4, 1, 1, 0, 6, 12, Best(6, "Self-drawn", "自摸")))]),
    ]
    for gid, variant, players in games:
        record_game(GameTally(gid, variant, "2026-01-01T00:00:00", players))


async def _open_sheet(pilot) -> None:  # noqa: ANN001
    await play_hands(pilot, pilot.app, 3)
    await pilot.press("s")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, ScoreSheetScreen))
    await pilot.pause(0.2)


async def _open_statistics(pilot) -> None:  # noqa: ANN001
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, MenuScreen))
    await pilot.press("t")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, StatisticsScreen))
    await pilot.pause(0.2)


def test_score_sheet_120x40(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=2), terminal_size=(120, 40), run_before=_open_sheet)


def test_score_sheet_80x24(snap_compare) -> None:  # noqa: ANN001
    assert snap_compare(table_app(seed=2, lang="zh_TW"), terminal_size=(80, 24), run_before=_open_sheet)


def test_statistics_120x40(snap_compare, monkeypatch) -> None:  # noqa: ANN001
    _fixed_statistics(monkeypatch)
    assert snap_compare(menu_app(), terminal_size=(120, 40), run_before=_open_statistics)


def test_statistics_80x24(snap_compare, monkeypatch) -> None:  # noqa: ANN001
    _fixed_statistics(monkeypatch)
    assert snap_compare(menu_app(lang="zh_TW"), terminal_size=(80, 24), run_before=_open_statistics)


def test_the_match_end_pairs_each_player_with_their_own_score_when_seats_move() -> None:
    """MCR with competition seating moves players between seats each round; the match-end
    standings and hand-by-hand table are by player, as the score sheet is."""
    from io import StringIO

    from rich.console import Console

    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.screens.result import MatchEndScreen

    session = play_match("mcr", 3, {"competition_seating": "true"})
    summary = session.match_summary()
    assert summary.over and summary.lines
    assert summary.names != summary.players  # the seats moved: seat order is not player order
    final = summary.lines[-1].totals
    assert list(summary.scores) == list(final)
    screen = MatchEndScreen.of(summary, "", Look.make("en", False, True))

    def rows(table) -> list[list[str]]:  # noqa: ANN001
        out = StringIO()
        Console(file=out, width=200, color_system=None).print(table)
        return [line.split() for line in out.getvalue().splitlines() if line.strip()]

    standings = rows(screen.standings())[1:]
    for _rank, name, score in standings:
        assert int(score) == final[summary.players.index(name)], (name, score)
    by_hand = rows(screen.by_hand())
    assert by_hand[0][1:] == list(summary.players)
    for line, row in zip(summary.lines, by_hand[1:-1], strict=True):
        assert [int(x) for x in row[1:]] == list(line.deltas)


async def test_the_statistics_open_on_the_people_before_the_bots() -> None:
    """The rows were by hands, then name: "Bot 2 (strong)" came before "Player", and the chart
    the screen opens with was the bot's."""
    from mahjong_tui.stats.store import GameTally, record_game
    from mahjong_tui.stats.tally import Tally, Who

    players = [(Who("Bot 2", "strong"), Tally(5, 2, 1, 0)), (Who("Player"), Tally(5, 1, 0, 1))]
    record_game(GameTally("g1", "plain", "2026-01-01T00:00:00", players))
    app = menu_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_statistics(pilot)
        screen = app.screen
        assert isinstance(screen, StatisticsScreen)
        assert [p.who.name for p in screen.players] == ["Player", "Bot 2"]
        await wait_for_text(pilot, app, "Player: one game so far; the chart of rates, game by game, starts with")
        # a single game draws no line: a note stands where a large empty chart was
        assert not screen.query_one("#stats-chart").display
