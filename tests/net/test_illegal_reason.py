"""An action the server's engine refuses (the seat's view was behind the table) reaches the seat
as the engine's reason, said in the seat's language with tiles named as its table draws them,
not as the server's English line naming tiles by code ("Ann has no 7z to discard")."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.messages import Message
from mahjong_tui.net.child import NetApp
from mahjong_tui.net.hub import Conn as HubConn
from mahjong_tui.net.hub import Hub
from mahjong_tui.net.protocol import encode_pickle, read_frame
from mahjong_tui.net.table import Table
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from .test_table_saves import StubConn

RED = K.from_code("7z")  # 紅中


class Conn(StubConn):
    """A person's connection as the hub holds it, keeping its pickled messages too."""

    def __init__(self, user: str) -> None:
        super().__init__(user)
        self.objects: list[dict[str, Any]] = []

    def send_objects(self, msg: dict[str, Any]) -> None:
        self.objects.append(msg)

    refuse = HubConn.refuse  # the hub's own refusal, through send_objects


def refused_discard() -> dict[str, Any]:
    """The frame the hub sends a seat that discards 紅中, which it does not hold, on its turn."""
    table = Table("1", load_variant("mcr"), ["human", "bot", "bot", "bot"], "ann", ["Ann", "Bo", "Cy", "Di"], 3, 0.0)
    conn = Conn("ann")
    seat = table.sit(conn)  # type: ignore[arg-type]
    conn.table = table
    game, loop = table.game, table.loop
    while not (game.phase is Phase.TURN and game.state.turn == seat):
        step = loop.next_step()
        assert step.seat is not None
        loop.apply(loop.bot_action(step.seat))
    assert RED not in game.state.seats[seat].hand
    Hub(pace=0.0).handle(conn, {"op": "act", "action": Action(Act.DISCARD, seat, RED).as_dict()})  # type: ignore[arg-type]
    assert not conn.sent and len(conn.objects) == 1
    return conn.objects[0]


async def through_the_socket(msg: dict[str, Any]) -> Any:
    reader = asyncio.StreamReader()
    reader.feed_data(encode_pickle(msg))
    reader.feed_eof()
    return await read_frame(reader, allow_pickle=True)


async def notices(tmp_path: Path, frame: dict[str, Any], lang: str, ascii_only: bool = False) -> list[str]:
    """What a seat's screen (the child app, in ``lang``) notifies on receiving ``frame``."""
    settings = Settings()
    settings.lang, settings.ascii = lang, ascii_only
    app = NetApp("ann", None, settings, tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app._message(frame)
        await pilot.pause()
        return [str(n.message) for n in app._notifications]


@pytest.mark.parametrize(
    ("lang", "ascii_only", "said"),
    [
        ("zh_TW", False, "不合規則：你手上沒有紅中可以打出"),
        ("zh_CN", False, "不合规则：你手上没有红中可以打出"),
        ("en", False, "Not allowed: you have no 紅中 to discard"),
        ("en", True, "Not allowed: you have no Rd to discard"),
    ],
)
async def test_the_seat_is_told_why_in_its_language_naming_the_tile_as_drawn(
    tmp_path: Path, lang: str, ascii_only: bool, said: str
) -> None:
    frame = await through_the_socket(refused_discard())
    assert frame["op"] == "error" and isinstance(frame["reason"], Message)
    assert frame["message"] == "you have no 紅中 (7z) to discard"  # the English line, for an older child
    assert await notices(tmp_path, frame, lang, ascii_only) == [said]


@pytest.mark.parametrize(
    ("lang", "said"),
    [("zh_TW", "這一桌沒有空位"), ("zh_CN", "这一桌没有空位"), ("en", "this table has no free seat")],
)
async def test_a_refused_seat_is_said_in_the_persons_language(tmp_path: Path, lang: str, said: str) -> None:
    """Joining a full table: the server's refusal reached a Chinese screen as its English line."""
    hub = Hub(pace=0.0)
    ann, bob = Conn("ann"), Conn("bob")
    try:
        hub.handle(ann, {"op": "create", "variant": "mcr", "preset": "", "seats": ["me", "bot", "bot", "bot"]})  # type: ignore[arg-type]
        hub.handle(bob, {"op": "join", "table": "1"})  # type: ignore[arg-type]
    finally:
        hub.close()
    frame = await through_the_socket(bob.objects[-1])
    assert frame["op"] == "error" and frame["message"] == "this table has no free seat"
    assert await notices(tmp_path, frame, lang) == [said]
