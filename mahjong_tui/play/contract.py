"""What a table screen may ask of a session, and nothing more.

A local session (:class:`~.session.Session`) and the child's mirror of a shared SSH table
(:class:`~mahjong_tui.net.remote.RemoteSession`) both implement :class:`PlaySession`; the screen
never sees the engine's state, only views (:class:`~mahjong_tui.engine.view.SeatView`) and the
plain data below, which a remote side can build from what its server sends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Protocol

from ..engine.view import SeatView
from ..messages import Message
from ..table.actions import Action
from ..table.records import HandResult
from ..variants.model import Variant
from .controls import SeatControls


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


@dataclass(frozen=True)
class SheetWin:
    """One win of a hand, as the judge valued it (players, not seats)."""

    player: int
    how: str
    """self_draw, discard, rob_kong (``WinRecord.how``)."""
    discarder: int | None
    """The player who gave the winning tile; None for a self-draw."""
    value: int
    """The hand's value in the variant's unit (``Score.total``)."""
    fans: tuple[tuple[str, str, int], ...] = ()
    """Its fans as (English, Chinese, points), the largest first."""


@dataclass(frozen=True)
class SheetPayment:
    """One payment of a hand between players (None: the pot)."""

    payer: int | None
    payee: int | None
    amount: int
    reason: str


@dataclass(frozen=True)
class HandLine:
    """One finished hand on the match's score sheet, by player: who won, how, for how much,
    every payment, and each player's change and running total. ``totals`` is the previous line's
    totals (or the start) plus ``deltas``; ``deltas`` are the payments summed."""

    number: int
    """The hand's place in the match (1, 2, …; ``hand_no`` may repeat when a dealer stays)."""
    hand_no: int
    dealer: int
    """The dealer's player."""
    round_wind: int
    wins: tuple[SheetWin, ...]
    false_wins: tuple[int, ...]
    """Players who declared a false win."""
    payments: tuple[SheetPayment, ...]
    deltas: tuple[int, ...]
    totals: tuple[int, ...]
    pot_change: int = 0


@dataclass(frozen=True)
class MatchSummary:
    """The end of a match as a scoreboard shows it."""

    names: list[str]
    """Seat names (seat order)."""
    scores: list[int]
    """Scores by player."""
    over: bool = False
    """The match is decided: no hand follows the one just played."""
    history: list[HandResult] = field(default_factory=list)
    """Every hand's result, in order."""
    reason: str = ""
    """Why the match ended (a code), when no message says it."""
    reason_msg: Message | None = None
    facts: dict[str, object] = field(default_factory=dict)
    """The rotation's public facts (standings, settlement …): ``SeatView.match_facts``."""
    players: list[str] = field(default_factory=list)
    """Player names, player order (what ``scores`` and ``lines`` count in)."""
    start: int = 0
    """Every player's score before the first hand."""
    lines: list[HandLine] = field(default_factory=list)
    """The score sheet: every finished hand, in order (sent to a shared table's seats too)."""

    def player_names(self) -> list[str]:
        """Names in player order, as ``scores`` and ``lines`` count (seat names when the session
        gives no players: then seats and players are the same)."""
        return list(self.players) or list(self.names)


BotMove = Callable[[], Action]
"""A bot's decision, taken from a view made when it was asked for: safe to run in a thread."""


class PlaySession(Protocol):
    """One match at one screen: what to do next, what to show, and where actions go."""

    variant: Variant
    anchor: int
    """The seat drawn at the bottom of the table."""

    @property
    def seats(self) -> int: ...

    @property
    def names(self) -> list[str]:
        """Seat names, seat order."""
        ...

    @property
    def hotseat(self) -> bool:
        """Several people take turns at this screen."""
        ...

    @property
    def undo_never(self) -> bool:
        """Undo is refused for the whole match (several people at the screen, nobody playing, a
        shared table): the table leaves its key out of the footer."""
        ...

    @property
    def bot_levels(self) -> list[str]:
        """Each seat's bot level, shown beside its name; "" for a seat a person plays."""
        ...

    @property
    def away(self) -> list[bool]:
        """Each seat: its person's connection dropped, and a bot plays for them until they come
        back (a shared table; never at a local one). Shown beside the name."""
        ...

    @property
    def spectating(self) -> bool:
        """Nobody plays here: every seat is a bot's."""
        ...

    def next_step(self) -> Step | None:
        """What comes next; None: nothing yet (wait for news)."""
        ...

    def table_view(self) -> SeatView:
        """What the table may show now (the seat on screen's view, or one with every hand hidden)."""
        ...

    def result_view(self) -> SeatView:
        """The hand's end as the anchor seat sees it (the rules reveal the hands)."""
        ...

    def bot_move(self, seat: int) -> BotMove:
        """The bot at ``seat``'s decision, to run off the UI thread."""
        ...

    def apply(self, action: Action) -> None:
        """Play an action (raises ``IllegalAction`` and changes nothing when it is illegal)."""
        ...

    def next_hand(self) -> None:
        """Leave the hand's result."""
        ...

    def show(self, seat: int) -> None:
        """The privacy screen was passed: ``seat`` is now on screen."""
        ...

    def conceal(self) -> None:
        """Hide every hand (before a hot-seat handover)."""
        ...

    def match_summary(self) -> MatchSummary: ...

    def seat_controls(self) -> SeatControls | None:
        """The on-screen human's toggles, for the screen to show and flip (None: nobody's)."""
        ...

    def play_auto(self) -> Action | None:
        """Take the action the on-screen human's toggles choose now, and say which (None: none,
        the player decides)."""
        ...

    def undo(self) -> Message | None:
        """Take back the human's last decision and the moves after it; or why not (a message,
        and nothing changes)."""
        ...
