"""One match at the table: the engine, who is human, the bots, and who is on screen.

No Textual here. The table screen asks :meth:`Session.next_step` what to do, shows
:meth:`Session.table_view` (the on-screen human's view, or a view with every hand hidden) and
hands the player's actions to :meth:`Session.apply`. Privacy rests on one rule: the only views
that leave this class are ``game.view(on_screen)`` and :meth:`hidden_view`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any

from ..bots.baseline import BaselineBot
from ..engine.events import Event
from ..engine.game import Game
from ..engine.view import MeldView, SeatView
from ..saves.resume import Resumed, resume_game
from ..table.actions import Act, Action
from ..table.state import Phase
from ..tiles.hand import MeldKind
from ..variants.model import Variant


class StepKind(Enum):
    BOT = "bot"
    """A bot must act: compute its action off the UI thread."""
    HUMAN = "human"
    """The on-screen human must act."""
    PRIVACY = "privacy"
    """A different human must act: hide everything and pass the keyboard first."""
    RESULT = "result"
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class Step:
    kind: StepKind
    seat: int | None = None


class Session:
    def __init__(self, variant: Variant, humans: list[bool], names: list[str], seed: int = 0) -> None:
        self.variant = variant
        self.game = Game(variant, len(humans), seed, names)
        self.human = list(humans)
        self.humans = [i for i, h in enumerate(humans) if h]
        self.bots = {i: BaselineBot(variant, seed * 7 + i) for i, h in enumerate(humans) if not h}
        self.on_screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        """The human whose hand the table shows; None = every hand hidden (hot-seat handover)."""
        self.anchor = self.humans[0] if self.humans else 0
        """The seat drawn at the bottom of the table."""
        self.on_applied: Callable[[Action, list[Event]], None] | None = None
        """Called after every applied action (the autosave)."""

    # ---- who acts -------------------------------------------------------------------------

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def spectating(self) -> bool:
        return not self.humans

    def next_step(self) -> Step:
        g = self.game
        if g.over:
            return Step(StepKind.MATCH_OVER)
        if g.phase is Phase.HAND_OVER:
            return Step(StepKind.RESULT)
        acting = g.to_act()
        for seat in acting:
            if seat in self.bots:
                return Step(StepKind.BOT, seat)
        people = [s for s in acting if self.human[s]]
        if not people:  # pragma: no cover - the engine always has someone to act
            raise RuntimeError(f"nobody can act in phase {g.phase.value}")
        seat = self.on_screen if self.on_screen in people else people[0]
        if seat != self.on_screen:
            self.on_screen = None  # hide every hand until the next human has the keyboard
            return Step(StepKind.PRIVACY, seat)
        return Step(StepKind.HUMAN, seat)

    def show(self, seat: int) -> None:
        """The privacy screen was passed: ``seat`` is now on screen."""
        assert self.human[seat], "only humans go on screen"
        self.on_screen = seat
        self.anchor = seat

    def conceal(self) -> None:
        """Hide every hand (before a hot-seat handover)."""
        self.on_screen = None

    def hide(self) -> None:
        """Nobody on screen (between hands in hot-seat play)."""
        if self.hotseat:
            self.on_screen = None

    # ---- views -----------------------------------------------------------------------------

    def table_view(self) -> SeatView:
        """What the table may show now."""
        g = self.game
        if self.spectating:
            return g.view(None)
        if self.on_screen is None:
            return self.hidden_view()
        return g.view(self.on_screen)

    def hidden_view(self) -> SeatView:
        """Everything public, no concealed tile of anyone (hands shown only once revealed)."""
        g = self.game
        v = g.view(self.anchor)
        if g.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
            return v  # the rules reveal every hand
        seats = []
        for s in v.seats:
            won = s.won
            melds = [mv if mv.meld is None or won or mv.meld.kind is not MeldKind.CONCEALED_KONG
                     else MeldView(None, mv.from_seat, mv.size) for mv in s.melds]
            seats.append(dataclasses.replace(
                s, hand=s.hand if won else None, drawn=s.drawn if won else None, melds=melds))
        events = [e.for_seat(-1) for e in g.events[-40:]]
        return dataclasses.replace(v, viewer=None, seats=seats, legal=[], events=events)

    def bot_view(self, seat: int) -> SeatView:
        assert seat in self.bots
        return self.game.view(seat)

    # ---- acting ---------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply an action (raises ``IllegalAction`` and changes nothing when it is illegal)."""
        events = self.game.apply(action)
        if self.on_applied is not None:
            self.on_applied(action, events)
        return events

    def next_hand(self) -> None:
        """Leave the result: one NEXT_HAND starts the next hand (or ends the match)."""
        g = self.game
        if g.phase is not Phase.HAND_OVER:
            return
        seat = self.humans[0] if self.humans else 0
        self.apply(Action(Act.NEXT_HAND, seat))
        self.hide()


def resume_session(path: Path, catalog: Any = None) -> tuple[Session | None, Resumed]:
    """The saved game at ``path`` as a session to play on, with the save read back; no session
    when it cannot be continued (``.error`` says why, and the file has been moved aside)."""
    out = resume_game(path, catalog)
    if out.record is None or out.rebuilt is None:
        return None, out
    rec = out.record
    session = Session(out.rebuilt.variant, rec.humans, rec.names, rec.seed)
    session.game = out.rebuilt.game
    return session, out
