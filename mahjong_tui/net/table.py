"""A shared table in the server: one engine, one actor task, several players' connections.

Seats are played by a connected person, or else by a bot: bot seats, open seats nobody took yet,
and the seats of people whose connection dropped (kept for them: they can come back). Each
connection is sent only its own seat's view. The table waits while nobody is connected.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from ..bots.levels import BOT_LEVELS, NORMAL, make_bot, seat_levels
from ..engine.game import Game
from ..messages import Message, msg
from ..play.contract import StepKind
from ..play.loop import PlayLoop
from ..saves.store import encode_action
from ..table.actions import Act, Action, IllegalAction
from ..table.state import Phase

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.events import Event

log = logging.getLogger("mahjong_tui.net")
RESULT_WAIT = 90.0
"""Seconds the result of a hand waits for people to press Enter before the next hand starts."""


class Peer(Protocol):
    """What a table needs of a person's connection (the hub's, :class:`.hub.Conn`): who it is,
    the table it sits at, and a way to send it messages and views."""

    user: str
    table: Table | None
    reviewing: bool
    """A review of a hand is being made for it (:mod:`.table_review`)."""
    review_task: asyncio.Task[None] | None

    def send(self, msg: dict[str, Any]) -> None: ...

    def send_state(self, state: dict[str, Any]) -> None: ...

    def refuse(self, message: Message, fatal: bool = False) -> None: ...


class SeatRefused(ValueError):
    """A seat at a table is refused: ``message`` says why, in the person's language on their screen."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.text("en"))
        self.message = message


class Listener(Protocol):
    """What follows a table's play (the saves, :class:`.table_saves.TableRecorder`)."""

    def applied(self, action: Action, events: list[Event], stand_in: bool) -> None:
        """``action`` was applied; ``stand_in``: a bot made it for a person's seat."""

    def seats_changed(self) -> None: ...


def is_bot_seat(seat: str) -> bool:
    """``bot`` or ``bot:LEVEL`` with a level this program knows (a table's creation request)."""
    kind, _, level = seat.partition(":")
    return kind == "bot" and (not level or level in BOT_LEVELS)


def bot_seat_level(seat: str) -> str:
    """The level of a seat in a creation request: ``bot:easy`` → ``easy``; else ``normal``
    (a person's seat: the level of the bot standing in for them)."""
    kind, _, level = seat.partition(":")
    return level if kind == "bot" and level else NORMAL


@dataclass
class Slot:
    kind: str
    """``human`` (a person's seat, taken or open) or ``bot``."""
    owner: str | None = None
    """The user whose seat this is (None: open, or a bot's)."""
    conn: Peer | None = None

    @property
    def label(self) -> str:
        if self.kind == "bot":
            return "bot"
        if self.owner is None:
            return "open"
        return "playing" if self.conn is not None else "away"


class Table:
    def __init__(
        self,
        table_id: str,
        variant: Any,
        seats: list[str],
        creator: str,
        names: list[str],
        seed: int,
        pace: float,
        game: Game | None = None,
        levels: list[str] | None = None,
    ) -> None:
        """``game``: the table's game so far (a table restored from its save); else a new one.
        ``levels``: each seat's bot level (a person's seat's is that of the bot standing in);
        None: all ``normal``."""
        self.id = table_id
        self.variant = variant
        self.creator = creator
        self.slots = [Slot("bot" if s == "bot" else "human") for s in seats]
        self.levels = seat_levels(levels, len(seats))
        self.bots = {i: make_bot(self.levels[i], variant, seed * 7 + i) for i in range(len(seats))}
        self.loop = PlayLoop(
            game if game is not None else Game(variant, len(seats), seed, names),
            self.bots,
            is_bot=lambda seat: self.slots[seat].conn is None,
        )
        """The play loop: a bot plays every seat nobody is connected to."""
        self.loop.on_applied = self._applied
        self.actions: list[dict[str, Any]] = []
        """Every move applied at this table (as saved), for the reviews of its hands (a restored
        table starts with those of its save)."""
        self.stand_in: list[int] = []
        """The numbers in :attr:`actions` of the moves a bot made for a person's seat while nobody
        played it (away, or not taken yet): not the person's, so their review leaves them out."""
        self.recorder: Listener | None = None
        """Saves the table after every move (when the server keeps tables)."""
        self.pace = pace
        self.acks: set[int] = set()
        self.result_since = 0.0
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._due: tuple[tuple[int, int], Action, float] | None = None
        self.closed = False
        self.failed = ""

    # ---- seats ---------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        return self.loop.game

    @property
    def moves(self) -> int:
        """Actions applied so far (a bot's planned move is for one position only)."""
        return self.loop.moves

    def seat_of(self, conn: Peer) -> int | None:
        return next((i for i, s in enumerate(self.slots) if s.conn is conn), None)

    def sit(self, conn: Peer, seat: int | None = None) -> int:
        """Seat ``conn``: back at its user's own seat, else the chosen or first open seat. One person
        holds one seat: a user already seated here from another session is refused."""
        held = [i for i, s in enumerate(self.slots) if s.owner == conn.user and s.conn not in (None, conn)]
        if held:
            raise SeatRefused(msg("net.already_seated", n=held[0] + 1))
        mine = [i for i, s in enumerate(self.slots) if s.kind == "human" and s.owner == conn.user]
        if mine:
            seat = mine[0]
        elif (
            seat is None
            or not (0 <= seat < len(self.slots))
            or self.slots[seat].kind != "human"
            or self.slots[seat].owner is not None
        ):
            free = [i for i, s in enumerate(self.slots) if s.kind == "human" and s.owner is None]
            if not free:
                raise SeatRefused(msg("net.no_free_seat"))
            seat = free[0]
        slot = self.slots[seat]
        if slot.owner is None:
            slot.owner = conn.user
            self.game.player_names[self.game.match.seating[seat]] = conn.user
            if self.recorder is not None:
                self.recorder.seats_changed()
        slot.conn = conn
        self.kick()
        return seat

    def leave(self, conn: Peer) -> None:
        """The connection is gone: a bot plays the seat, which stays its user's."""
        seat = self.seat_of(conn)
        if seat is not None:
            self.slots[seat].conn = None
            self.acks.discard(seat)
            self.kick()

    @property
    def connected(self) -> list[int]:
        return [i for i, s in enumerate(self.slots) if s.conn is not None]

    def summary(self, user: str) -> dict[str, Any]:
        """The table as the lobby lists it. With nobody connected the table waits, so a person's
        seat is "left", not "away" (which says a bot plays for them: the lobby had said so of a
        table standing still)."""
        g = self.game
        paused = not self.connected and not g.over
        return {
            "id": self.id,
            "variant": self.variant.id,
            "name": self.variant.en,
            "zh": self.variant.zh,
            "preset": self.variant.preset,
            "creator": self.creator,
            "hand": g.state.hand_no,
            "over": g.over,
            "paused": paused,
            "seats": [
                {
                    "name": g.names[i],
                    "state": "left" if paused and s.label == "away" else s.label,
                    "mine": s.owner == user,
                    "level": self.levels[i],
                }
                for i, s in enumerate(self.slots)
            ],
        }

    # ---- acting ---------------------------------------------------------------------------------

    def act(self, conn: Peer, data: dict[str, Any]) -> str | Message:
        """A person's action; returns "" when it was applied, else why not: the engine's refusal
        as its message (for the seat's screen to say in its language, as it says the view's
        refusals), or a line on a request no honest seat makes."""
        seat = self.seat_of(conn)
        if seat is None:
            return "you are not seated at this table"
        try:
            action = Action.from_dict(data)
        except (KeyError, ValueError, TypeError) as e:
            return f"not an action: {e}"
        if action.seat != seat:
            return "that is not your seat"
        try:
            self._apply(action)
        except IllegalAction as e:
            self.kick()  # resend the current view
            return e.message
        self.kick()
        return ""

    def ack_result(self, conn: Peer) -> None:
        seat = self.seat_of(conn)
        if seat is not None and self.game.phase is Phase.HAND_OVER:
            self.acks.add(seat)
            self.kick()

    # ---- the actor ------------------------------------------------------------------------------

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name=f"table-{self.id}")

    def close(self) -> None:
        self.closed = True
        if self._task is not None:
            self._task.cancel()

    def kick(self) -> None:
        self._wake.set()

    def broadcast(self) -> None:
        """Send each connected seat its own view and the match's summary (every hand's result
        only once the match is over)."""
        loop = self.loop
        summary = loop.match_summary()
        if not loop.game.over:
            summary = dataclasses.replace(summary, history=[])
        labels = [s.label for s in self.slots]
        levels = ["" if s.conn is not None else level for s, level in zip(self.slots, self.levels, strict=True)]
        for seat, slot in enumerate(self.slots):
            if slot.conn is None:
                continue
            view = loop.view(seat)
            state = {
                "op": "state",
                "table": self.id,
                "seat": seat,
                "view": dataclasses.replace(view, copies=dict(view.copies)),
                "summary": summary,
                "seats": labels,
                "levels": levels,
            }
            slot.conn.send_state(state)

    async def _run(self) -> None:
        try:
            while not self.closed:
                self._wake.clear()
                self.broadcast()
                delay = self._step()
                if delay is None:
                    await self._wake.wait()
                elif delay > 0:
                    try:
                        await asyncio.wait_for(self._wake.wait(), delay)
                    except TimeoutError:
                        pass
        except asyncio.CancelledError:
            raise
        except Exception as e:  # noqa: BLE001 - one table's failure ends that table only
            log.exception("table %s failed", self.id)
            stopped = msg("net.table_stopped", why=str(e))
            self.failed = stopped.text("en")
            for slot in self.slots:
                if slot.conn is not None:
                    slot.conn.refuse(stopped, fatal=True)

    def _step(self) -> float | None:
        """Do what is due now; the seconds until something is due again (None: wait for news)."""
        if not self.connected:
            return None
        step = self.loop.next_step()
        if step.kind is StepKind.MATCH_OVER:
            return None
        if step.kind is StepKind.RESULT:
            if self.result_since == 0.0:
                self.result_since = time.monotonic()
            waiting = [s for s in self.connected if s not in self.acks]
            left = self.result_since + RESULT_WAIT - time.monotonic()
            if waiting and left > 0:
                return left
            self.acks.clear()
            self.result_since = 0.0
            self.loop.next_hand((self.connected or [0])[0])
            return 0
        if step.kind is StepKind.BOT:
            assert step.seat is not None
            return self._bot_move(step.seat)
        return None  # a person is to act

    def _bot_move(self, seat: int) -> float:
        due = self._due
        now = time.monotonic()
        key = (seat, self.moves)
        if due is None or due[0] != key:
            action = self.loop.bot_action(seat)
            quiet = action.type in (Act.PASS, Act.NEXT_HAND)
            self._due = (key, action, now + (0 if quiet else self.pace))
            due = self._due
        _, action, at = due
        if at > now:
            return at - now
        self._due = None
        self._apply(action)
        return 0

    def _apply(self, action: Action) -> None:
        """Apply ``action`` (illegal: raises, nothing changes) and save the table."""
        self.loop.apply(action)

    def _applied(self, action: Action, events: list[Event]) -> None:
        slot = self.slots[action.seat]
        stand_in = slot.kind == "human" and slot.conn is None
        if stand_in:
            self.stand_in.append(len(self.actions))
        self.actions.append(encode_action(action))
        if self.recorder is not None:
            self.recorder.applied(action, events, stand_in)
