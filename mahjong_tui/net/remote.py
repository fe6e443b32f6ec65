"""The child's side of a shared table: the link to the server and a session that mirrors it.

:class:`RemoteSession` is the play contract the table screen talks to, as a local ``Session`` is,
but its views and the match's summary come from the server (only this seat's view) and its
actions go there. :class:`RemoteTableScreen` is the table screen that is also told of news.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from ..engine.view import SeatView
from ..messages import Message, msg
from ..play.contract import BotMove, MatchSummary, Step, StepKind
from ..play.controls import UNDO_SHARED, SeatControls, auto_action
from ..play.shown_names import name_seats, name_summary
from ..table.actions import Action
from ..table.state import Phase
from ..ui.i18n import tr
from ..ui.screens.review import ReviewLines
from ..ui.screens.table import TableScreen
from ..variants.model import Variant
from .protocol import encode_json, read_frame

REVIEW_WAIT = 60.0
"""Seconds the review screen waits for the server's review of a hand (one replay takes about a
second; others' reviews may be ahead of it)."""


class Link:
    """The control socket to the server, read by a task in the app's event loop. A link that
    breaks ends like one the server closed (``on_close``); an error in handling a message is the
    app's own and goes to ``on_error`` (the app's handler of unhandled errors: it shows the
    traceback), not taken for a closed link, which had hidden a crash behind "The server closed
    the connection"."""

    def __init__(self, fd: int, on_message: Callable[[Any], None], on_error: Callable[[Exception], None]) -> None:
        self.sock = socket.socket(fileno=fd)
        self.on_message = on_message
        self.on_error = on_error
        self.writer: asyncio.StreamWriter | None = None
        self.task: asyncio.Task[None] | None = None
        self.closed = False

    async def start(self, on_close: Callable[[], None]) -> None:
        reader, self.writer = await asyncio.open_connection(sock=self.sock)

        async def pump() -> None:
            while True:
                try:
                    msg = await read_frame(reader, allow_pickle=True)
                except Exception:  # noqa: BLE001 - a broken link ends like a closed one
                    msg = None
                if msg is None:
                    break
                try:
                    self.on_message(msg)
                except Exception as e:  # noqa: BLE001 - the app's fault, reported as the app's
                    self.closed = True
                    self.on_error(e)
                    return
            self.closed = True
            on_close()

        self.task = asyncio.create_task(pump())
        self.send({"op": "hello"})

    def send(self, msg: dict[str, Any]) -> None:
        if self.writer is not None and not self.writer.is_closing():
            self.writer.write(encode_json(msg))


SEAT_NEWS = {
    ("playing", "away"): "net.seat_away",
    ("away", "playing"): "net.seat_back",
    ("open", "playing"): "net.seat_taken",
}
"""What the others are told when a seat's state changes: a friend dropped, came back, sat down."""


def seat_news(before: list[str], after: list[str], names: list[str], own: int) -> list[Message]:
    """The changes of the other seats between two states from the server, to tell this seat."""
    if len(before) != len(after):
        return []
    changed = [(i, SEAT_NEWS.get((b, a))) for i, (b, a) in enumerate(zip(before, after, strict=True))]
    return [msg(key, name=names[i]) for i, key in changed if key is not None and i != own]


class RemoteSession:
    """The :class:`~mahjong_tui.play.contract.PlaySession` of one seat at a shared table: the
    server sends this seat's view and the match's summary, and takes its actions."""

    hotseat = False
    spectating = False
    undo_never = True  # other people's moves are never taken back (undo's refusal)

    def __init__(
        self, variant: Variant, seat: int, n: int, send: Callable[[dict[str, Any]], None], lang: str = "en"
    ) -> None:
        self.variant = variant
        self.lang = lang
        """The person's language: the server's default seat names ("Bot 2", "Seat 3") are shown in it."""
        self.seat = seat
        self.anchor = seat
        self.send = send
        self.last: SeatView | None = None
        """The last view the server sent."""
        self.summary = MatchSummary([""] * n, [0] * n)
        self.pending = False
        """An action was sent; wait for the server's answer before asking again."""
        self._n = n
        self._result_for: int | None = None
        self._over_shown = False
        self.seat_states: list[str] = []
        """Each seat's state at the table (``playing``, ``away``, ``bot`` …)."""
        self.levels: list[str] = []
        """The bot level of each seat a bot plays now ("" for a connected person)."""
        self.controls = SeatControls()
        """This seat's toggles, kept here: they act through the view's legal actions."""
        self._reviews: dict[int, Future[list[str]]] = {}
        """Reviews asked of the server and not yet answered, by hand."""

    # ---- from the server -----------------------------------------------------------------------

    def update(self, state: dict[str, Any]) -> list[Message]:
        """Take the server's new state; what changed at the other seats, to tell the person."""
        self.last = name_seats(self.lang, state["view"])  # a fresh copy from the server's frame: ours to rename
        self.summary = name_summary(self.lang, state["summary"])
        before, self.seat_states = self.seat_states, list(state["seats"])
        self.levels = [str(x) for x in state.get("levels", [])]
        self.pending = False
        return seat_news(before, self.seat_states, [s.name for s in self.last.seats], self.seat)

    @property
    def ready(self) -> bool:
        return self.last is not None

    def reviewed(self, msg: dict[str, Any]) -> None:
        """The server's review of a hand (:mod:`.table_review`)."""
        hand, lines = msg.get("hand"), msg.get("lines")
        if isinstance(hand, int) and isinstance(lines, list) and hand in self._reviews:
            self._reviews.pop(hand).set_result([str(line) for line in lines])

    def drop_review(self, hand_no: int) -> None:
        """Stop waiting for the review of ``hand_no`` (asking again sends a new request)."""
        self._reviews.pop(hand_no, None)

    def ask_review(self, hand_no: int, lang: str, ascii_only: bool = False) -> Future[list[str]]:
        """Ask the server to review hand ``hand_no`` for this seat (on the app's thread), its
        tiles named as this seat's table draws them (``ascii_only``: its theme); the lines
        arrive in the future."""
        waiting = self._reviews.get(hand_no)
        if waiting is None:
            waiting = self._reviews[hand_no] = Future()
            self.send({"op": "review", "hand": hand_no, "lang": lang, "ascii": ascii_only})
        return waiting

    # ---- what the table screen asks --------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self._n

    @property
    def bot_levels(self) -> list[str]:
        return list(self.levels) or [""] * self._n

    @property
    def away(self) -> list[bool]:
        return [state == "away" for state in self.seat_states] or [False] * self._n

    @property
    def names(self) -> list[str]:
        return list(self.summary.names)

    def next_step(self) -> Step | None:
        """The next step, or None: wait for the server."""
        v = self.last
        if v is None or self.pending:
            return None
        if v.match_over:
            if self._over_shown:
                return None
            self._over_shown = True
            return Step(StepKind.MATCH_OVER)
        if v.phase is Phase.HAND_OVER:
            if self._result_for == v.hand_no:
                return None
            self._result_for = v.hand_no
            return Step(StepKind.RESULT)
        if v.legal:
            return Step(StepKind.HUMAN, self.seat)
        return None

    def table_view(self) -> SeatView:
        assert self.last is not None
        return self.last

    def result_view(self) -> SeatView:
        return self.table_view()

    def bot_move(self, seat: int) -> BotMove:  # pragma: no cover - the server runs the bots
        raise RuntimeError("the server plays the bots of a shared table")

    def match_summary(self) -> MatchSummary:
        return self.summary

    def apply(self, action: Action) -> None:
        self.pending = True
        self.send({"op": "act", "action": action.as_dict()})

    def next_hand(self) -> None:
        self.send({"op": "next"})

    def seat_controls(self) -> SeatControls | None:
        return self.controls

    def play_auto(self) -> Action | None:
        action = auto_action(self.table_view(), self.controls) if self.last is not None else None
        if action is not None:
            self.apply(action)
        return action

    def undo(self) -> Message | None:
        """Never at a shared table: other people's moves are not taken back."""
        return msg(UNDO_SHARED)

    def show(self, seat: int) -> None:  # pragma: no cover - no hot-seat over the network
        pass

    def conceal(self) -> None:  # pragma: no cover
        pass


class RemoteTableScreen(TableScreen):
    """The table, fed by the server: no bots here, and news may arrive at any moment."""

    session: RemoteSession

    def _review(self, hand_no: int) -> ReviewLines | None:
        """The hand's review, made by the server from the table's moves (the ``r`` key)."""
        session, lang, ascii_only = self.session, self.look.lang, self.look.ascii

        def lines() -> list[str]:  # on the review screen's worker thread
            waiting = self.app.call_from_thread(session.ask_review, hand_no, lang, ascii_only)
            try:
                return waiting.result(timeout=REVIEW_WAIT)
            except TimeoutError:
                self.app.call_from_thread(session.drop_review, hand_no)
                return [tr(lang, "review.no_answer")]

        return lines

    def news(self) -> None:
        """A new state from the server. Under a result or a question of this seat's (which chow,
        is this false win meant …: the screen is busy) it is drawn only, so that a friend who
        sat down meanwhile is named when it closes, not after the next move. Before the screen
        has mounted (a second state right behind the one that pushed it) it waits: mounting draws
        the newest state."""
        if not self.is_mounted:
            return
        if self.app.screen is not self:  # a result or dialog is up: draw underneath only
            self.render_view()
            return
        if not self.busy:
            self.advance()
