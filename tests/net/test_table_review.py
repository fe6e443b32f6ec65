"""The review of a hand at a shared table: made by the server from the table's own moves, for the
asking seat's decisions only; bad requests get a line saying why, and one review at a time."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from mahjong_tui.net.remote import RemoteSession
from mahjong_tui.net.table import Table
from mahjong_tui.net.table_review import ask_review
from mahjong_tui.play.contract import StepKind
from mahjong_tui.review.decisions import review_record
from mahjong_tui.saves.store import GameRecord
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.faces import tile_label
from mahjong_tui.ui.review_text import hand_lines
from mahjong_tui.variants import load_variant

NAMES = ["Ann", "Bo", "Cy", "Di"]


class Conn:
    def __init__(self, user: str) -> None:
        self.user = user
        self.sent: list[dict[str, Any]] = []
        self.reviewing = False
        self.review_task: asyncio.Task[None] | None = None
        self.table: Table | None = None

    def send(self, msg: dict[str, Any]) -> None:
        self.sent.append(msg)

    def send_state(self, state: dict[str, Any]) -> None:
        pass


def played_hand(seat_user: str = "Ann") -> tuple[Table, Conn]:
    """An MCR table with a person at seat 0 (played here by the bots' moves) after its first hand."""
    variant = load_variant("mcr")
    table = Table("1", variant, ["human", "human", "bot", "bot"], "ann", NAMES, 5, 0.0)
    conn = Conn(seat_user)
    table.sit(conn)  # type: ignore[arg-type]
    conn.table = table
    loop = table.loop
    while (step := loop.next_step()).kind is not StepKind.RESULT:
        assert step.seat is not None
        loop.apply(loop.bot_action(step.seat))
    return table, conn


def reviewed(table: Table, humans: list[bool], lang: str = "en", ascii_only: bool = False) -> list[str]:
    rec = GameRecord("mcr", 5, humans, NAMES, actions=list(table.actions))
    review = review_record(rec, hand_no=1, variant=table.variant)
    hand = review.hand(1)
    assert hand is not None
    return hand_lines(hand, review.names, lang, ascii_only)


async def test_the_server_reviews_the_asking_seats_decisions_only() -> None:
    table, conn = played_hand()
    seat = table.seat_of(conn)  # type: ignore[arg-type]
    ask_review(conn, {"op": "review", "hand": 1, "lang": "en"})  # type: ignore[arg-type]
    assert conn.review_task is not None
    await conn.review_task
    answer = conn.sent[-1]
    assert answer["op"] == "review" and answer["hand"] == 1
    mine = reviewed(table, [i == seat for i in range(4)])
    assert answer["lines"] == mine and mine[0].startswith("Hand 1:")
    everyone = reviewed(table, [True] * 4)
    others = [n for i, n in enumerate(NAMES) if i != seat]
    assert any(n in line for line in everyone[1:] for n in others)  # the others chose differently too …
    assert not any(n in line for line in mine[1:] for n in others)  # … and none of it is shown to this seat
    assert not conn.reviewing


async def test_bad_requests_get_a_line_and_one_review_waits_at_a_time() -> None:
    table, conn = played_hand()
    for hand in (2, 0, "1", True, None):  # not finished, no such hand, not a number
        ask_review(conn, {"op": "review", "hand": hand, "lang": "zh_TW"})  # type: ignore[arg-type]
        assert conn.review_task is None
        assert conn.sent[-1]["op"] == "review" and "這場沒有打完的第" in conn.sent[-1]["lines"][0]
    ask_review(conn, {"op": "review", "hand": 1, "lang": "../../etc"})  # type: ignore[arg-type]
    ask_review(conn, {"op": "review", "hand": 1, "lang": "en"})  # type: ignore[arg-type]
    assert conn.sent[-1]["lines"] == ["The server is still reviewing your last request; ask again in a moment."]
    assert conn.review_task is not None
    await conn.review_task
    assert conn.sent[-1]["lines"][0].startswith("Hand 1:")  # an unknown language is English
    stranger = Conn("eve")  # at no table
    ask_review(stranger, {"op": "review", "hand": 1})  # type: ignore[arg-type]
    assert stranger.sent[-1]["lines"] == ["No finished hand 1 in this game."]


def test_the_seat_asks_once_and_gets_the_servers_lines() -> None:
    sent: list[dict[str, Any]] = []
    remote = RemoteSession(load_variant("mcr"), 0, 4, sent.append)
    waiting = remote.ask_review(1, "zh_CN")
    assert remote.ask_review(1, "zh_CN") is waiting
    assert sent == [{"op": "review", "hand": 1, "lang": "zh_CN", "ascii": False}]
    remote.reviewed({"op": "review", "hand": 1, "lines": "not a list"})
    assert not waiting.done()
    remote.reviewed({"op": "review", "hand": 1, "lines": ["第 1 局", 7]})
    assert waiting.result(timeout=0) == ["第 1 局", "7"]
    remote.ask_review(1, "en")
    assert len(sent) == 2  # answered: asking again asks the server again


@pytest.mark.parametrize("ascii_only,lang", [(False, "en"), (True, "zh_TW")])
async def test_the_r_key_of_a_shared_tables_result_gets_the_servers_review(
    tmp_path,  # noqa: ANN001
    ascii_only: bool,
    lang: str,
) -> None:
    """The remote table screen's review (what the result screen's r shows) asks the server from
    the review screen's thread and shows its lines; they name tiles as the seat's table draws
    them, by their faces (they said "discard 7z" of a tile drawn 紅中) or in its ASCII theme."""
    from mahjong_tui.net.child import NetApp
    from mahjong_tui.net.remote import RemoteTableScreen
    from mahjong_tui.ui.settings import Settings

    table, conn = played_hand()
    asked: list[dict[str, Any]] = []

    def send(msg: dict[str, Any]) -> None:
        asked.append(msg)
        ask_review(conn, msg)  # type: ignore[arg-type]

    remote = RemoteSession(table.variant, 0, 4, send)
    conn.send = remote.reviewed  # type: ignore[method-assign]
    remote.update({"view": table.loop.view(0), "summary": table.loop.match_summary(), "seats": ["playing"] * 4})
    app = NetApp("Ann", None, Settings(lang=lang, ascii=ascii_only), tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = RemoteTableScreen(remote, app.look, 0.0, False)
        await app.push_screen(screen)
        await pilot.pause()
        make = screen._review(1)
        assert make is not None
        lines = await asyncio.to_thread(make)
    assert lines == reviewed(table, [True, False, False, False], lang, ascii_only)
    assert asked == [{"op": "review", "hand": 1, "lang": lang, "ascii": ascii_only}]
    rec = GameRecord("mcr", 5, [True, False, False, False], NAMES, actions=list(table.actions))
    review = review_record(rec, hand_no=1, variant=table.variant)
    d = next(d for h in review.hands for d in h.differing if d.chosen.tile is not None)
    assert d.chosen.tile is not None
    named = tile_label(d.chosen.tile, ascii_only, lang)
    assert any(named in line for line in lines)
    assert ascii_only or named != K.code(d.chosen.tile)  # a face, not the notation
