"""The lobby: connections from the app processes, and the shared tables they sit at.

Messages from a child (JSON): ``hello``, ``list``, ``create {variant, preset, options, seats}``,
``join {table, seat?}``, ``act {action}``, ``next`` (the result was read), ``leave``.
To a child: ``tables``, ``joined``, ``state`` (pickled: the seat's own view), ``error`` (pickled
when it carries the engine's ``reason``, a :class:`~mahjong_tui.messages.Message`).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import random
import socket
from pathlib import Path
from typing import Any

from ..messages import Message, numbered_name
from ..messages import msg as msg_of
from ..table.seed import check_seed
from .protocol import ProtocolError, encode_json, encode_pickle, read_frame
from .table import SeatRefused, Table, bot_seat_level, is_bot_seat
from .table_review import ask_review

log = logging.getLogger("mahjong_tui.net")
MAX_TABLES = 64


class Conn:
    """One app process's control connection."""

    def __init__(self, hub: Hub, user: str, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.hub = hub
        self.user = user
        self.reader = reader
        self.writer = writer
        self.table: Table | None = None
        self.task: asyncio.Task[None] | None = None
        self.reviewing = False
        """A review of a hand is being made for this connection (:mod:`.table_review`)."""
        self.review_task: asyncio.Task[None] | None = None

    def send(self, msg: dict[str, Any]) -> None:
        if not self.writer.is_closing():
            self.writer.write(encode_json(msg))

    def send_state(self, state: dict[str, Any]) -> None:
        self.send_objects(state)

    def send_objects(self, msg: dict[str, Any]) -> None:
        """A message holding objects (a seat's view, an engine :class:`Message` its screen
        translates), pickled: only ever to the child, which trusts its own server."""
        if not self.writer.is_closing():
            self.writer.write(encode_pickle(msg))

    def refuse(self, message: Message, fatal: bool = False) -> None:
        """Refuse a request with ``message``, which the child says in its person's language
        (``notice``); ``message`` in English for anything else reading the line."""
        self.send_objects({"op": "error", "message": message.text("en"), "notice": message, "fatal": fatal})

    def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
        self._gone()
        self.writer.close()

    def _gone(self) -> None:
        if self.table is not None:
            self.table.leave(self)
            self.table = None
        self.hub.conns.discard(self)
        self.hub.changed()

    async def serve(self) -> None:
        try:
            while True:
                msg = await read_frame(self.reader, allow_pickle=False)
                if msg is None:
                    return
                try:
                    self.hub.handle(self, msg)
                except (KeyError, TypeError, ValueError) as e:
                    self.send({"op": "error", "message": f"bad request: {e}"})
        except (ProtocolError, ConnectionError, OSError) as e:
            log.warning("control connection of %s: %s", self.user, e)
        finally:
            self._gone()
            self.writer.close()


class Hub:
    def __init__(self, pace: float = 0.6, data: Path | None = None, keep_replays: int = 1000) -> None:
        """``data``: the server's data folder, where shared tables are saved after every move
        and found again by :meth:`restore` (None: tables live only as long as the server);
        ``keep_replays``: how many finished tables' replays it keeps there."""
        self.pace = pace
        self.data = data
        self.keep_replays = keep_replays
        self.tables: dict[str, Table] = {}
        self.conns: set[Conn] = set()
        self._ids = itertools.count(1)

    def restore(self) -> list[Message]:
        """Open the tables saved by an earlier run (in a running event loop); returns a
        message for every save that could not be used (moved aside)."""
        if self.data is None:
            return []
        from .table_saves import restore_tables

        tables, problems = restore_tables(self.data, self.pace, self.keep_replays)
        for table in tables:
            self.tables[table.id] = table
            table.start()
        used = [int(t) for t in self.tables if t.isdigit()]
        self._ids = itertools.count(max(used, default=0) + 1)
        for p in problems:
            log.warning("a saved table was not opened: %s", p)
        return problems

    async def attach(self, sock: socket.socket, user: str) -> Conn:
        reader, writer = await asyncio.open_connection(sock=sock)
        conn = Conn(self, user, reader, writer)
        self.conns.add(conn)
        conn.task = asyncio.create_task(conn.serve(), name=f"conn-{user}")
        return conn

    def close(self) -> None:
        for t in self.tables.values():
            t.close()
        for c in list(self.conns):
            c.close()

    def listing(self, user: str) -> list[dict[str, Any]]:
        self._tidy()
        return [t.summary(user) for t in self.tables.values()]

    def changed(self) -> None:
        """Tell everyone in the lobby (not at a table) what the tables look like now."""
        for c in list(self.conns):
            if c.table is None:
                c.send({"op": "tables", "tables": self.listing(c.user)})

    def _tidy(self) -> None:
        for tid, t in list(self.tables.items()):
            if (t.game.over or t.failed) and not t.connected:
                t.close()
                del self.tables[tid]

    def handle(self, conn: Conn, msg: dict[str, Any]) -> None:
        op = msg.get("op")
        if op in ("hello", "list"):
            conn.send({"op": "tables", "tables": self.listing(conn.user)})
        elif op == "create":
            self._create(conn, msg)
        elif op == "join":
            self._join(conn, str(msg["table"]), msg.get("seat"))
        elif op == "act":
            if conn.table is None:
                conn.send({"op": "error", "message": "you are not at a table"})
                return
            error = conn.table.act(conn, dict(msg["action"]))
            if isinstance(error, Message):  # the engine's reason: the seat's screen translates it
                conn.send_objects({"op": "error", "message": str(error), "reason": error})
            elif error:
                conn.send({"op": "error", "message": error})
        elif op == "next":
            if conn.table is not None:
                conn.table.ack_result(conn)
        elif op == "review":
            ask_review(conn, msg)
        elif op == "leave":
            if conn.table is not None:
                conn.table.leave(conn)
                conn.table = None
            self.changed()
        else:
            conn.send({"op": "error", "message": f"unknown request {op!r}"})

    def _create(self, conn: Conn, msg: dict[str, Any]) -> None:
        """Open a table. The variant, preset and options are checked as the command line checks
        them (:func:`~mahjong_tui.variants.chosen.choose_variant`): a bad one is refused in one
        line naming it, and the table's save records the options as checked."""
        from ..saves.store import GameRecord
        from ..variants.chosen import ChoiceError, choose_variant

        seats = msg["seats"]
        if len(self.tables) >= MAX_TABLES:
            conn.refuse(msg_of("net.too_many_tables"))
            return
        if (
            not isinstance(seats, list)
            or not seats
            or seats.count("me") != 1
            or any(not isinstance(s, str) or (s not in ("me", "open") and not is_bot_seat(s)) for s in seats)
        ):
            conn.send({"op": "error", "message": "seats: one 'me', the rest 'open', 'bot' or 'bot:LEVEL'"})
            return
        levels = [bot_seat_level(s) for s in seats]
        seats = ["bot" if is_bot_seat(s) else s for s in seats]
        options = msg.get("options") or {}
        try:
            variant = choose_variant(msg["variant"], msg.get("preset") or None, options)
        except ChoiceError as e:
            conn.send({"op": "error", "message": str(e)})
            return
        if len(seats) not in variant.seats:
            conn.send({"op": "error", "message": f"{variant.id} is played by {'/'.join(map(str, variant.seats))}"})
            return
        rec = GameRecord(
            variant=variant.id,
            seed=0,
            humans=[s != "bot" for s in seats],
            names=[],
            preset=variant.preset,
            options={name: variant.options[name] for name in options},
            levels=levels,
        )
        # in English on the wire; each person's screen shows them in its language (default_seat_name)
        names = [numbered_name("en", "menu.bot" if s == "bot" else "result.seat", i + 1) for i, s in enumerate(seats)]
        seed = msg.get("seed")
        if seed is None:
            seed = random.randrange(1_000_000)
        try:
            seed = check_seed(seed)
        except ValueError as e:
            conn.send({"op": "error", "message": str(e)})
            return
        table = Table(
            str(next(self._ids)),
            variant,
            ["human" if s != "bot" else "bot" for s in seats],
            conn.user,
            names,
            seed,
            self.pace,
            levels=levels,
        )
        if self.data is not None:
            from .table_saves import TableRecorder

            rec.seed = seed
            table.recorder = TableRecorder(table, rec, self.data, self.keep_replays)
        self.tables[table.id] = table
        table.start()
        self._seat(conn, table, seats.index("me"))

    def _join(self, conn: Conn, table_id: str, seat: Any) -> None:
        table = self.tables.get(table_id)
        if table is None or table.failed:
            conn.refuse(msg_of("net.no_table", id=table_id))
            return
        self._seat(conn, table, seat if isinstance(seat, int) else None)

    def _seat(self, conn: Conn, table: Table, seat: int | None) -> None:
        if conn.table is not None:
            conn.table.leave(conn)
            conn.table = None
        try:
            where = table.sit(conn, seat)
        except SeatRefused as e:
            conn.refuse(e.message)
            return
        conn.table = table
        v = table.variant
        conn.send(
            {
                "op": "joined",
                "table": table.id,
                "seat": where,
                "variant": v.id,
                "preset": v.preset,
                "options": v.options,
                "n": table.game.n,
            }
        )
        self.changed()
