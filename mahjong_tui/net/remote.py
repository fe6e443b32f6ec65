"""The child's side of a shared table: the link to the server and a session that mirrors it.

:class:`RemoteSession` offers what the table screen asks of a local ``Session``, but its views
come from the server (only this seat's) and its actions go there. The table screen subclass
:class:`RemoteTableScreen` waits for the server instead of running bots.
"""

from __future__ import annotations

import asyncio
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine.view import SeatView
from ..table.actions import Action
from ..table.state import Phase
from ..ui.screens.table import TableScreen
from ..ui.session import Step, StepKind
from .protocol import encode_json, read_frame


class Link:
    """The control socket to the server, read by a task in the app's event loop."""

    def __init__(self, fd: int, on_message: Callable[[Any], None]) -> None:
        self.sock = socket.socket(fileno=fd)
        self.on_message = on_message
        self.writer: asyncio.StreamWriter | None = None
        self.task: asyncio.Task[None] | None = None
        self.closed = False

    async def start(self, on_close: Callable[[], None]) -> None:
        reader, self.writer = await asyncio.open_connection(sock=self.sock)

        async def pump() -> None:
            try:
                while True:
                    msg = await read_frame(reader, allow_pickle=True)
                    if msg is None:
                        break
                    self.on_message(msg)
            except Exception:  # noqa: BLE001 - a broken link ends like a closed one
                pass
            self.closed = True
            on_close()

        self.task = asyncio.create_task(pump())
        self.send({"op": "hello"})

    def send(self, msg: dict[str, Any]) -> None:
        if self.writer is not None and not self.writer.is_closing():
            self.writer.write(encode_json(msg))


@dataclass
class _Match:
    over: bool = False
    scores: list[int] = field(default_factory=list)
    reason: str = ""
    reason_msg: Any = None


class RemoteGame:
    """What the table screen reads of ``session.game``, from the last state the server sent."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.names: list[str] = [""] * n
        self.player_names: list[str] = [""] * n
        self.history: list[Any] = []
        self.match = _Match()
        self.last: SeatView | None = None

    @property
    def phase(self) -> Phase:
        return self.last.phase if self.last is not None else Phase.TURN

    @property
    def over(self) -> bool:
        return self.match.over

    def view(self, seat: int | None) -> SeatView:
        assert self.last is not None
        return self.last


class RemoteSession:
    def __init__(self, variant: Any, seat: int, n: int, send: Callable[[dict[str, Any]], None]) -> None:
        self.variant = variant
        self.seat = seat
        self.anchor = seat
        self.game = RemoteGame(n)
        self.send = send
        self.human = [i == seat for i in range(n)]
        self.humans = [seat]
        self.bots: dict[int, Any] = {}
        self.on_screen: int | None = seat
        self.pending = False
        """An action was sent; wait for the server's answer before asking again."""
        self._result_for: int | None = None
        self._over_shown = False
        self.seats: list[str] = []

    # ---- from the server -----------------------------------------------------------------------

    def update(self, state: dict[str, Any]) -> None:
        g = self.game
        g.last = state["view"]
        g.names = list(state["names"])
        g.player_names = list(state["player_names"])
        g.history = list(state["history"])
        g.match = _Match(g.last.match_over, list(state["scores"]), state["reason"], state["reason_msg"])
        self.seats = list(state["seats"])
        self.pending = False

    @property
    def ready(self) -> bool:
        return self.game.last is not None

    # ---- what the table screen asks --------------------------------------------------------------

    hotseat = False
    spectating = False

    def next_step(self) -> Step | None:
        """The next step, or None: wait for the server."""
        v = self.game.last
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
        assert self.game.last is not None
        return self.game.last

    def apply(self, action: Action) -> list[Any]:
        self.pending = True
        self.send({"op": "act", "action": action.as_dict()})
        return []

    def next_hand(self) -> None:
        self.send({"op": "next"})

    def show(self, seat: int) -> None:  # pragma: no cover - no hot-seat over the network
        pass

    def conceal(self) -> None:  # pragma: no cover
        pass

    def hide(self) -> None:  # pragma: no cover
        pass


class RemoteTableScreen(TableScreen):
    """The table, fed by the server: no bots here, and news may arrive at any moment."""

    def advance(self) -> None:
        step = self.session.next_step()
        if step is None:
            self.waiting_for = None
            self.render_view()
        elif step.kind is StepKind.HUMAN:
            self._begin_human(step)
        elif step.kind is StepKind.RESULT:
            self._show_result()
        elif step.kind is StepKind.MATCH_OVER:
            self._match_over()

    def news(self) -> None:
        """A new state from the server."""
        if not self.is_attached or self.busy:
            return
        if self.app.screen is not self:  # a result or dialog is up: draw underneath only
            self.render_view()
            return
        self.advance()
