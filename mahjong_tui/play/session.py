"""One match at the local table: the play loop, who is human, and who is on screen.

No Textual here. The table screen asks :meth:`Session.next_step` what to do, shows
:meth:`Session.table_view` (the on-screen human's view, or the public view with every hand
hidden) and hands the player's actions to :meth:`Session.apply`. Privacy rests on one rule: the
only views that leave this class are a seat's own view for the seat on screen, the public view
(:meth:`~mahjong_tui.engine.view.SeatView.public`), and the open view when only bots play.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..bots.levels import make_bot, seat_levels
from ..engine.game import Game
from ..engine.view import SeatView
from ..messages import Message, msg
from ..saves.resume import Resumed, resume_game
from ..saves.store import rebuild_game
from ..table.actions import Act, Action
from ..table.state import Phase
from ..variants.model import Variant
from .contract import BotMove, MatchSummary, Step, StepKind
from .controls import UNDO_NOTHING, UNDO_OTHER_HUMAN, UNDO_WATCHING, SeatControls, auto_action
from .loop import Applied, PlayLoop
from .shown_names import name_seats, name_summary, shown_names

Undone = Callable[[Game, int], None]
"""Told of an undo: the rebuilt game and how many actions it keeps (the autosave)."""


class Session:
    """The local :class:`~.contract.PlaySession`."""

    def __init__(
        self, variant: Variant, humans: list[bool], names: list[str], seed: int = 0, levels: list[str] | None = None
    ) -> None:
        """``levels``: each seat's bot level (a human seat's is ignored); None: all ``normal``.
        An unknown level raises ``KeyError`` with a one-line "did you mean"."""
        self.variant = variant
        self.human = list(humans)
        self.humans = [i for i, h in enumerate(humans) if h]
        self.levels = seat_levels(levels, len(humans))
        """Each seat's bot level (kept in saves and replays)."""
        self.bots = {i: make_bot(self.levels[i], variant, seed * 7 + i) for i, h in enumerate(humans) if not h}
        self.loop = PlayLoop(Game(variant, len(humans), seed, names), self.bots)
        self.on_screen: int | None = self.humans[0] if len(self.humans) == 1 else None
        """The human whose hand the table shows; None = every hand hidden (hot-seat handover)."""
        self.anchor = self.humans[0] if self.humans else 0
        """The seat drawn at the bottom of the table."""
        self.controls = {seat: SeatControls() for seat in self.humans}
        """Each human seat's toggles (auto-pass, auto-win, auto-discard); the UI sets them."""
        self.automatic: set[int] = set()
        """Positions in the action log of actions the toggles took (undo goes past them)."""
        self.on_undone: Undone | None = None
        self.names_lang: str | None = None
        """The language the names are shown in (:meth:`show_names_in`); None: as the game has them."""

    @property
    def game(self) -> Game:
        """The engine (for the autosave and tests; the screens never read it)."""
        return self.loop.game

    @game.setter
    def game(self, game: Game) -> None:
        self.loop.game = game

    @property
    def on_applied(self) -> Applied | None:
        """Called after every applied action (the autosave)."""
        return self.loop.on_applied

    @on_applied.setter
    def on_applied(self, call: Applied | None) -> None:
        self.loop.on_applied = call

    @property
    def seats(self) -> int:
        return self.loop.seats

    @property
    def names(self) -> list[str]:
        names = self.loop.names
        return names if self.names_lang is None else shown_names(self.names_lang, names)

    def show_names_in(self, lang: str) -> None:
        """Show default names ("Bot 3", "電腦 3") in ``lang`` from now on, whatever language the
        game began in: the names, views and summary this session hands out. The game keeps its
        own (its events, the save and the save's check carry them)."""
        self.names_lang = lang

    def _named(self, view: SeatView) -> SeatView:
        return view if self.names_lang is None else name_seats(self.names_lang, view)

    # ---- who acts -------------------------------------------------------------------------

    @property
    def bot_levels(self) -> list[str]:
        return ["" if human else level for human, level in zip(self.human, self.levels, strict=True)]

    @property
    def away(self) -> list[bool]:
        return [False] * len(self.human)  # everyone plays at this screen

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def spectating(self) -> bool:
        return not self.humans

    @property
    def undo_never(self) -> bool:
        return self._refused_all_match() is not None

    def next_step(self) -> Step:
        """What comes next. A person who is not on screen and whose toggles take the decision
        (a hot-seat player's auto-pass) is not called to the keyboard: the toggles act here."""
        while True:
            step = self.loop.next_step(prefer=self.on_screen)
            if step.kind is not StepKind.HUMAN or step.seat == self.on_screen:
                return step
            assert step.seat is not None
            if self._play_auto(step.seat) is None:
                self.on_screen = None  # hide every hand until the next human has the keyboard
                return Step(StepKind.PRIVACY, step.seat)

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
        if self.spectating:
            return self._named(self.loop.open_view())
        if self.on_screen is None:
            return self.hidden_view()
        return self._named(self.loop.view(self.on_screen))

    def hidden_view(self) -> SeatView:
        """Everything public, no concealed tile of anyone (hands shown only once revealed)."""
        return self._named(self.loop.public_view())

    def result_view(self) -> SeatView:
        return self._named(self.loop.view(self.anchor))  # hands are revealed at the end of a hand

    def bot_view(self, seat: int) -> SeatView:
        assert seat in self.bots
        return self.game.bot_view(seat, self.bots[seat].reads_win_facts)

    def bot_move(self, seat: int) -> BotMove:
        return self.loop.bot_move(seat)

    def match_summary(self) -> MatchSummary:
        summary = self.loop.match_summary()
        return summary if self.names_lang is None else name_summary(self.names_lang, summary)

    # ---- acting ---------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Apply an action (raises ``IllegalAction`` and changes nothing when it is illegal)."""
        self.loop.apply(action)

    def seat_controls(self) -> SeatControls | None:
        """The toggles of the human on screen (None: nobody's hand is on screen)."""
        return None if self.on_screen is None else self.controls.get(self.on_screen)

    def play_auto(self) -> Action | None:
        """Take the action the on-screen human's toggles choose now (:func:`.controls.auto_action`),
        if any; None: the player decides."""
        return None if self.on_screen is None else self._play_auto(self.on_screen)

    def _play_auto(self, seat: int) -> Action | None:
        action = auto_action(self.loop.view(seat), self.controls[seat])
        if action is not None:
            self.automatic.add(len(self.loop.log))
            self.apply(action)
        return action

    # ---- undo -----------------------------------------------------------------------------

    def undo_refusal(self) -> Message | None:
        """Why no move can be taken back now; None: :meth:`undo` will."""
        refused = self._refused_all_match()
        if refused is None and self._last_decision() is None:
            return msg(UNDO_NOTHING)
        return refused

    def _refused_all_match(self) -> Message | None:
        """Why undo is refused for the whole match, if it is (nobody plays; several people at
        the screen): also what :attr:`undo_never` reads."""
        if not self.humans:
            return msg(UNDO_WATCHING)
        if self.hotseat:
            return msg(UNDO_OTHER_HUMAN)
        return None

    def _last_decision(self) -> int | None:
        """Where in the action log the human's last own decision is (not a toggle's, not leaving
        a hand's result)."""
        log, human = self.loop.log, self.human
        for i in range(len(log) - 1, -1, -1):
            a = log[i]
            if human[a.seat] and a.type is not Act.NEXT_HAND and i not in self.automatic:
                return i
        return None

    def undo(self) -> Message | None:
        """Take back the human's last decision and every move after it (the bots' too): the game
        is dealt again from its seed and replays the actions before it, so it stands where that
        decision was asked. A refusal (:meth:`undo_refusal`) changes nothing and says why."""
        refusal = self.undo_refusal()
        if refusal is not None:
            return refusal
        keep = self._last_decision()
        assert keep is not None
        log = self.loop.log
        game = self.game
        rebuilt = rebuild_game(self.variant, game.n, game.seed, list(game.player_names), log[:keep])
        del log[keep:]
        self.automatic = {i for i in self.automatic if i < keep}
        self.game = rebuilt
        if self.on_undone is not None:
            self.on_undone(rebuilt, keep)
        return None

    def next_hand(self) -> None:
        """Leave the result: one NEXT_HAND starts the next hand (or ends the match)."""
        if self.game.phase is not Phase.HAND_OVER:
            return
        self.loop.next_hand(self.humans[0] if self.humans else 0)
        self.hide()


def resume_session(path: Path, catalog: Any = None) -> tuple[Session | None, Resumed]:
    """The saved game at ``path`` as a session to play on, with the save read back; no session
    when it cannot be continued (``.error`` says why, and the file has been moved aside)."""
    out = resume_game(path, catalog)
    if out.record is None or out.rebuilt is None:
        return None, out
    rec = out.record
    session = Session(out.rebuilt.variant, rec.humans, rec.names, rec.seed, rec.levels or None)
    session.game = out.rebuilt.game
    session.loop.log = [Action.from_dict(d) for d in rec.actions]
    return session, out
