"""A seat at a shared table gets the score sheet with every broadcast (the hands' full results
only once the match is over), and its sheet is the table's."""

from __future__ import annotations

import pickle

from textual.app import App

from mahjong_tui.net.remote import RemoteSession
from mahjong_tui.net.table import Table
from mahjong_tui.play.contract import StepKind
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.score_sheet import ScoreSheetScreen
from mahjong_tui.variants import load_variant

from .test_remote_contract import StubConn


async def test_a_remote_seat_sees_the_tables_score_sheet_hand_by_hand() -> None:
    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "bot", "bot", "bot"], "ann", ["P1", "Bot 2", "Bot 3", "Bot 4"], 4, 0.0)
    conn = StubConn("ann")
    seat = table.sit(conn)  # type: ignore[arg-type]
    remote = RemoteSession(variant, seat, 4, lambda _: None)
    loop = table.loop
    while len(loop.game.history) < 3:
        step = loop.next_step()
        if step.kind is StepKind.RESULT:
            table.broadcast()
            remote.update(pickle.loads(pickle.dumps(conn.states[-1])))  # as the link carries it
            summary = remote.match_summary()
            assert summary.history == []  # not sent while the match goes on
            assert summary.lines == loop.match_summary().lines and len(summary.lines) == len(loop.game.history)
            assert summary.players == ["ann", "Bot 2", "Bot 3", "Bot 4"]
            loop.next_hand(seat)
            continue
        assert step.seat is not None
        loop.apply(loop.bot_action(step.seat))

    summary = remote.match_summary()
    app: App[None] = App()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(ScoreSheetScreen(summary, Look.make("en", False, True), lambda n: "fan"))
        await pilot.pause()
        shown = app.screen
        assert isinstance(shown, ScoreSheetScreen) and shown.summary.lines == summary.lines
        assert len(shown.query("#sheet-chart")) == 1
