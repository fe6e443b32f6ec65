"""The one play loop: whose move is next, a bot's move, applying an action, the next hand.

Every driver of a match asks :class:`PlayLoop` the same questions: the local table screen (with
its timers and worker threads), the shared SSH table (an asyncio task), ``simulate`` (a plain
loop) and the replay viewer (which only applies recorded actions). How each waits differs; who
acts, how a bot decides (from :meth:`~mahjong_tui.engine.game.Game.bot_view`) and what applying
tells the listeners do not.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..bots.levels import Bot
from ..engine.events import Event
from ..engine.game import Game
from ..engine.view import SeatView
from ..table.actions import Act, Action
from ..table.state import Phase
from .contract import BotMove, MatchSummary, Step, StepKind
from .sheet import SheetBook

Applied = Callable[[Action, list[Event]], None]


class PlayLoop:
    def __init__(
        self, game: Game, bots: Mapping[int, Bot], is_bot: Callable[[int], bool] | None = None, results: bool = True
    ) -> None:
        """``bots``: the bots by seat; ``is_bot(seat)``: does a bot play ``seat`` now (default:
        the seats in ``bots``; a shared table's bots stand in for people who are away).
        ``results``: a hand's end is a step of its own (people read the result, then someone
        calls :meth:`next_hand`); without, the bots act there too and play on."""
        self.game = game
        self.bots = bots
        self.is_bot: Callable[[int], bool] = is_bot if is_bot is not None else bots.__contains__
        self.results = results
        self.moves = 0
        """Actions applied through this loop (a bot's planned move is for one position only)."""
        self.log: list[Action] = []
        """The actions applied through this loop, in order (with the game's seed, what rebuilds it)."""
        self.on_applied: Applied | None = None
        """Called after every applied action (the autosave, a table's save)."""
        self.sheet = SheetBook()

    # ---- who acts -------------------------------------------------------------------------------

    def next_step(self, prefer: int | None = None) -> Step:
        """Match over, a result to read, a bot to move (the first bot among the seats to act), or
        a person (``prefer`` when that seat is to act, else the first)."""
        g = self.game
        if g.over:
            return Step(StepKind.MATCH_OVER)
        if self.results and g.phase is Phase.HAND_OVER:
            return Step(StepKind.RESULT)
        acting = g.to_act()
        if not acting:
            raise RuntimeError(f"nobody is to act in phase {g.phase.value}")
        is_bot = self.is_bot
        for seat in acting:
            if is_bot(seat):
                return Step(StepKind.BOT, seat)
        return Step(StepKind.HUMAN, prefer if prefer in acting else acting[0])

    def bot_move(self, seat: int) -> BotMove:
        """The bot at ``seat``'s decision on the game as it is now (its view is taken here)."""
        bot = self.bots[seat]
        view = self.game.bot_view(seat, bot.reads_win_facts)
        return lambda: bot.choose(view)

    def bot_action(self, seat: int) -> Action:
        bot = self.bots[seat]
        return bot.choose(self.game.bot_view(seat, bot.reads_win_facts))

    # ---- acting ---------------------------------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` (raises ``IllegalAction`` and changes nothing when it is illegal)."""
        events = self.game.apply(action)
        self.moves += 1
        self.log.append(action)
        if self.on_applied is not None:
            self.on_applied(action, events)
        return events

    def next_hand(self, seat: int) -> None:
        """Leave a hand's result (``seat`` says so): the next hand starts, or the match ends."""
        if self.game.phase is Phase.HAND_OVER:
            self.apply(Action(Act.NEXT_HAND, seat))

    # ---- what is shown --------------------------------------------------------------------------

    @property
    def seats(self) -> int:
        return self.game.n

    @property
    def names(self) -> list[str]:
        return list(self.game.names)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see."""
        return self.game.view(seat)

    def public_view(self) -> SeatView:
        """What every seat may see, and no concealed tile more (:meth:`SeatView.public`)."""
        return SeatView.public(self.game)

    def open_view(self) -> SeatView:
        """Every hand open: a replay, or a table of bots watched from outside."""
        return self.game.view(None)

    def match_summary(self) -> MatchSummary:
        g = self.game
        match = g.match
        return MatchSummary(
            list(g.names),
            list(match.scores),
            match.over,
            list(g.history),
            match.reason,
            match.reason_msg,
            g.variant.rotation.public_facts(match),
            list(g.player_names),
            g.cfg.match.start_points,
            self.sheet.lines(g.history, g.n, g.cfg.match.start_points),
        )
