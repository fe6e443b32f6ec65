"""The SSH server closed to strangers: wrong passwords slowed and logged per address, sessions capped
per address, one person in one seat per table."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import asyncssh
import pytest

from mahjong_tui.messages import Message
from mahjong_tui.net import guard
from mahjong_tui.net.config import ServerConfig
from mahjong_tui.net.guard import AuthThrottle, address_key, delay_after
from mahjong_tui.net.hub import Hub
from mahjong_tui.net.server import TRIES_PER_CONNECTION, GameServer

from .conftest import connect


class FakeTime:
    """The throttle's clock and sleep: a wait passes at once, but the clock moves by it."""

    def __init__(self) -> None:
        self.now = 1000.0

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.now += seconds
        await asyncio.sleep(0)


class Guesser(asyncssh.SSHClient):
    def __init__(self, guesses: list[str]) -> None:
        self.guesses = iter(guesses)

    def password_auth_requested(self) -> str | None:
        return next(self.guesses, None)


async def _guess(port: int, guesses: list[str]) -> bool:
    try:
        conn = await asyncssh.connect(
            "127.0.0.1",
            port,
            username="mallory",
            known_hosts=None,
            client_keys=None,
            agent_path=None,
            preferred_auth="password",
            client_factory=lambda: Guesser(guesses),
        )
    except asyncssh.PermissionDenied:
        return False
    conn.close()
    await conn.wait_closed()
    return True


async def test_100_wrong_passwords_take_over_a_minute_and_are_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Once 30 parallel tries took 0.4 s, with no delay, limit or log."""
    fake = FakeTime()
    srv = GameServer(ServerConfig(port=0, password="s3cret", data_dir=tmp_path), AuthThrottle(fake.clock, fake.sleep))
    failed_at: list[float] = []

    class AtFakeTime(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "failed SSH password" in record.getMessage():
                failed_at.append(fake.now)

    handler = AtFakeTime()
    logging.getLogger("mahjong_tui.net").addHandler(handler)
    caplog.set_level(logging.WARNING, "mahjong_tui.net")
    await srv.start()
    try:
        # 20 connections at once, 5 guesses each
        results = await asyncio.gather(*(_guess(srv.port, [f"guess-{c}-{i}" for i in range(5)]) for c in range(20)))
        assert not any(results)
        assert srv.throttle.failures("127.0.0.1") == 100
        # the tries were answered one after another, each waiting its turn: over a minute in all
        assert len(failed_at) == 100
        for n in range(1, 100):
            assert failed_at[n] - failed_at[n - 1] >= delay_after(n)
        assert failed_at[-1] - failed_at[0] >= 60
        lines = [r.getMessage() for r in caplog.records if "failed SSH password" in r.getMessage()]
        assert len(lines) == 100 and all("'mallory' from 127.0.0.1" in line for line in lines)
        assert not any("guess-" in r.getMessage() for r in caplog.records)  # passwords are never logged
        # one connection gets a few tries only
        assert not await _guess(srv.port, [f"more-{i}" for i in range(10)])
        assert srv.throttle.failures("127.0.0.1") == 100 + TRIES_PER_CONNECTION
        # the right password still gets in (after its wait), and clears the count
        waited = fake.now
        assert await _guess(srv.port, ["s3cret"])
        assert fake.now - waited >= guard.MAX_DELAY - 1
        assert srv.throttle.failures("127.0.0.1") == 0
    finally:
        logging.getLogger("mahjong_tui.net").removeHandler(handler)
        await srv.close()


def test_the_delay_schedule() -> None:
    assert [delay_after(n) for n in range(1, 9)] == [0, 0, 1, 2, 4, 8, 16, 30]
    assert sum(delay_after(n) for n in range(1, 100)) >= 60


def test_an_ipv6_network_counts_as_one_address() -> None:
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff:2") == "2001:db8::/64"
    assert address_key("2001:db8:0:1::1") != address_key("2001:db8::1")
    assert address_key("::ffff:192.0.2.7") == address_key("192.0.2.7") == "192.0.2.7"


async def test_addresses_are_throttled_apart_and_forgotten(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = FakeTime()
    throttle = AuthThrottle(fake.clock, fake.sleep)
    for _ in range(5):
        assert not await throttle.attempt("192.0.2.1", "ann", lambda: False)
    start = fake.now
    assert not await throttle.attempt("192.0.2.2", "bob", lambda: False)  # another address: no wait
    assert fake.now == start
    monkeypatch.setattr(guard, "MAX_ADDRESSES", 3)
    for i in range(3, 10):
        await throttle.attempt(f"192.0.2.{i}", "x", lambda: False)
    assert len(throttle._addresses) <= 3  # the memory of a flood is bounded
    fake.now += guard.FORGET_AFTER + 1
    await throttle.attempt("192.0.2.99", "x", lambda: False)
    assert throttle.failures("192.0.2.9") == 0


async def test_sessions_per_address_are_capped(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """From an address beyond this machine, every session counts against the one cap, whatever
    user names they give (the peer's address is made a documentation address here)."""
    from mahjong_tui.net import server as server_module

    monkeypatch.setattr(server_module, "peer_host", lambda conn: "192.0.2.7")
    caplog.set_level(logging.WARNING, "mahjong_tui.net")
    srv = GameServer(
        ServerConfig(
            port=0, data_dir=tmp_path, max_per_address=1, idle_timeout=600, pace=0.0, child_argv=["--pace", "0"]
        )
    )
    await srv.start()
    first = await connect(srv, "ann")
    try:
        await first.wait("Play alone")
        second = await connect(srv, "bob")  # the same address
        try:
            await second.wait(lambda t: second.closed)
            assert "Too many mahjong-tui sessions from your address" in second.text()
        finally:
            await second.close()
        assert "refused a session from 192.0.2.7" in caplog.text
        assert not first.closed and srv.per_address == {"192.0.2.7": 1}
    finally:
        await first.close()
        await srv.close()


async def test_on_loopback_the_cap_is_per_user_name(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Everyone on this machine (or behind a tunnel on it) comes from 127.0.0.1: there the cap
    counts each user name apart, so one person's sessions do not lock the others out."""
    caplog.set_level(logging.WARNING, "mahjong_tui.net")
    srv = GameServer(
        ServerConfig(
            port=0, data_dir=tmp_path, max_per_address=1, idle_timeout=600, pace=0.0, child_argv=["--pace", "0"]
        )
    )
    await srv.start()
    ann = await connect(srv, "ann")
    bob = None
    try:
        await ann.wait("Play alone")
        again = await connect(srv, "ann")  # ann's second session: over her cap
        try:
            await again.wait(lambda t: again.closed)
            assert "Too many mahjong-tui sessions of yours (ann)" in again.text()
        finally:
            await again.close()
        assert "refused a session from 127.0.0.1 as ann" in caplog.text
        bob = await connect(srv, "bob")  # the same address, another person: let in
        await bob.wait("Play alone")
        assert not ann.closed and not bob.closed
        assert srv.per_address == {"127.0.0.1 as ann": 1, "127.0.0.1 as bob": 1}
    finally:
        await ann.close()
        if bob is not None:
            await bob.close()
        await srv.close()


def test_what_the_cap_counts() -> None:
    from mahjong_tui.net.server import session_key

    assert session_key("192.0.2.7", "ann") == session_key("192.0.2.7", "bob") == "192.0.2.7"
    assert session_key("2001:db8::1", "ann") == session_key("2001:db8::2", "bob") == "2001:db8::/64"
    assert session_key("127.0.0.1", "ann") == "127.0.0.1 as ann" != session_key("127.0.0.1", "bob")
    assert session_key("127.0.0.2", "ann") == "127.0.0.2 as ann"
    assert session_key("::1", "ann") == "::/64 as ann"
    assert session_key("::ffff:127.0.0.1", "ann") == "127.0.0.1 as ann"
    assert session_key("::ffff:192.0.2.7", "ann") == "192.0.2.7"


class _Conn:
    """A lobby connection as the hub sees it: a user and what it was told."""

    def __init__(self, user: str) -> None:
        self.user = user
        self.table: Any = None
        self.told: list[dict[str, Any]] = []

    def send(self, msg: dict[str, Any]) -> None:
        self.told.append(msg)

    def send_state(self, state: dict[str, Any]) -> None:
        pass

    def refuse(self, message: Message, fatal: bool = False) -> None:
        self.told.append({"op": "error", "message": message.text("en"), "notice": message, "fatal": fatal})

    def close(self) -> None:
        pass


async def test_one_person_holds_one_seat_at_a_table() -> None:
    """One user name could sit in two seats at one shared table (from two sessions)."""
    hub = Hub(pace=0.0)
    ann, ann_again, bob = _Conn("ann"), _Conn("ann"), _Conn("bob")
    for c in (ann, ann_again, bob):
        hub.conns.add(c)  # type: ignore[arg-type]
    try:
        hub.handle(ann, {"op": "create", "variant": "mcr", "preset": "", "seats": ["me", "open", "open", "open"]})  # type: ignore[arg-type]
        table = hub.tables["1"]
        for seat in (None, 1, 2):
            hub.handle(ann_again, {"op": "join", "table": "1", "seat": seat})  # type: ignore[arg-type]
            assert ann_again.table is None
            assert "already sit at this table" in ann_again.told[-1]["message"]
            assert ann_again.told[-1]["notice"].text("zh_TW") == "你已在另一個連線坐在這一桌（座位1）"
        assert [s.owner for s in table.slots].count("ann") == 1
        hub.handle(bob, {"op": "join", "table": "1"})  # type: ignore[arg-type]
        assert bob.table is table
        hub.handle(ann, {"op": "leave"})  # type: ignore[arg-type]
        hub.handle(ann_again, {"op": "join", "table": "1", "seat": 3})  # type: ignore[arg-type]
        assert ann_again.table is table  # back in ann's own seat, the only one
        assert table.slots[0].conn is ann_again and [s.owner for s in table.slots].count("ann") == 1
    finally:
        hub.close()
