"""A friend who sits down at a shared table is named at once on the others' screens: the
opener, a question of theirs open (which of two chows, is this false win meant …), saw
"Seat 2" beside the seat after answering it, until the next move brought a new state."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.messages import default_seat_name
from mahjong_tui.net.remote import RemoteSession, RemoteTableScreen
from mahjong_tui.net.table import Table
from mahjong_tui.variants import load_variant

from .test_away_seat import _heads
from .test_remote_contract import StubConn


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
async def test_a_friend_who_sits_down_while_a_question_is_open_is_named_without_a_move(
    tmp_path: Path, lang: str
) -> None:
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.ui.settings import Settings

    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "human", "bot", "bot"], "ann", ["P1", "Seat 2", "Bot 3", "Bot 4"], 4, 0.0)
    ann, bo = StubConn("ann"), StubConn("bo")
    seat = table.sit(ann)  # type: ignore[arg-type]
    remote = RemoteSession(variant, seat, 4, [].append, lang)
    table.broadcast()
    remote.update(ann.states[-1])
    app = NetApp("ann", None, Settings(lang=lang), tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = RemoteTableScreen(remote, app.look, 0.0, False)
        await app.push_screen(screen)
        await pilot.pause()
        open_seat = default_seat_name(lang, "Seat 2")
        assert any(open_seat in head for head in _heads(screen)), _heads(screen)
        screen._choose("table.chow_which", list(screen.view.legal[:2]))  # a question on the table
        await pilot.pause()
        assert screen.busy and app.screen is not screen
        moves = table.moves
        assert table.sit(bo) == 1  # type: ignore[arg-type]
        table.broadcast()
        remote.update(ann.states[-1])
        screen.news()
        await pilot.press("escape")  # the question is put away unanswered
        assert app.screen is screen and not screen.busy
        assert table.moves == moves  # nobody has moved since
        heads = _heads(screen)
        assert any("bo" in head for head in heads) and not any(open_seat in head for head in heads), heads
