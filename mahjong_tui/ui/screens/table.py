"""The table: renders the on-screen seat's view, runs the bots, turns keys and clicks into actions.

The screen never reads the engine's state: it talks to a
:class:`~mahjong_tui.play.contract.PlaySession` only, shows ``session.table_view()`` (one human's
view, or a view with every hand hidden) and sends actions through ``session.apply``. Bots think in a
thread worker and act after the chosen pace; a hand's end, a hot-seat handover and the match's
end are screens of their own. The player's keys, buttons and clicks are handled by the
:class:`~.table_input.HumanInput` mixin.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Static

from ...engine.refusals import never_legal
from ...engine.view import SeatView
from ...messages import msg
from ...play.contract import PlaySession, Step, StepKind
from ...review.strong_eval import own_danger
from ...table.actions import Act, Action
from ...table.state import Phase
from .. import fan_values
from .. import hints as hints_mod
from ..breakpoints import log_beside
from ..describe import Describer
from ..i18n import message
from ..look import Look
from ..news import NEWS_SECONDS, NewsDesk
from ..review_text import hand_review_lines
from ..widgets.actions import ActionBar, RefusalNote
from ..widgets.board import board_parts, show_board
from ..widgets.hand import HandView
from ..widgets.log import HintPanel, LogPanel, hint_lines, hint_summary
from ..widgets.seat import Line
from ..widgets.status import waiting_text
from . import exchange_pick
from .base import TooSmall, localize_bindings, screen_footer
from .confirm import ConfirmScreen
from .footer_fit import fit_footer
from .help import HelpScreen
from .privacy import PrivacyScreen
from .result import MatchEndScreen, ResultScreen
from .review import ReviewLines
from .table_input import HumanInput, only_a_choice, verbs_for, win_word

EXCHANGE_IDLE = frozenset({"discard", "chow", "pung", "kong", "win", "pass"})
"""The footer's actions no one can take while the exchange of three is asked."""


class TableScreen(HumanInput, Screen[None]):
    BINDINGS = [
        Binding("left,h", "move(-1)", "key.select", key_display="h/l"),
        Binding("right,l", "move(1)", "", show=False),
        Binding("enter,space", "discard", "key.discard", key_display="Enter"),
        Binding("c", "chow", "key.chow"),
        Binding("p", "pung", "key.pung"),
        Binding("k", "kong", "key.kong"),
        Binding("w", "win", "key.win"),
        Binding("x", "pass", "key.pass"),
        Binding("r", "ready", "key.ready", show=False),
        Binding("o", "other", "key.other", show=False),
        Binding("t", "hints", "key.hints"),
        Binding("v", "log", "key.log"),
        Binding("question_mark", "help", "key.help", key_display="?"),
        Binding("q", "quit_game", "key.quit"),
        Binding("plus,equals_sign", "pace(1)", "key.pace", key_display="+/-"),
        Binding("minus", "pace(-1)", "", show=False),
        Binding("f", "fast_forward", "key.fast"),
        Binding("X", "auto('auto_pass')", "key.auto", key_display="X/W/D"),
        Binding("W", "auto('auto_win')", "", show=False),
        Binding("D", "auto('auto_discard')", "", show=False),
        Binding("n", "unseen", "key.unseen"),
        Binding("u", "undo", "key.undo"),
        Binding("s", "score_sheet", "key.sheet"),  # after q: where the footer is short, Help and Quit stay
        *[Binding(str(d), f"digit({d})", "", show=False) for d in range(10)],
    ]

    base_look: Look
    """The app's look, without the bots' levels."""

    @property
    def look(self) -> Look:
        """The app's look, with the bot level of each seat to show beside its name, and whether its
        person is away (a shared table's change as people come and go)."""
        levels, away = tuple(self.session.bot_levels), tuple(self.session.away)
        if self.base_look.bot_levels != levels or self.base_look.away != away:
            self.base_look = replace(self.base_look, bot_levels=levels, away=away)
        return self.base_look

    @look.setter
    def look(self, look: Look) -> None:
        self.base_look = look

    def __init__(self, session: PlaySession, look: Look, pace: float = 0.6, show_hints: bool = False) -> None:
        super().__init__(id="table")
        self.session = session
        self.base_look = look
        self.pace = pace
        self.show_hints = show_hints
        self.view: SeatView = session.table_view()
        self.waiting_for: int | None = None
        """The human whose input the table is waiting for (None while bots play or screens pass)."""
        self.waiting_on: tuple[str, int | None] = ("", None)
        """What else the table waits for: ``("bot", seat)``, ``("result", None)``, ``("handover", seat)``."""
        self.digits = ""
        self.busy = False
        """An action is on its way (a dialog or a bot's timer): ignore further input."""
        self._token = 0
        self._hint_token = 0
        self._hints_shown: tuple[hints_mod.HintReport | None, bool] = (None, False)
        """The hints on show (report, busy): drawn again at a new width."""
        self._anchor = session.anchor
        self._exchange_keys = False
        """The footer is fitted for the exchange of three (no discard key)."""
        self.news_desk = NewsDesk()
        self._held: Callable[[], None] | None = None
        """What waits for a question over the table to be answered: the next step, or a bot's move."""
        localize_bindings(self, look.lang)

    # ---- composition -------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        row = self.session.variant.cfg.ui.river_row
        with Horizontal(id="table-main"):
            with Vertical(id="board"):
                yield from board_parts(self.session.seats, self.session.anchor, row)
                yield ActionBar()
            with Vertical(id="sidebar"):
                yield Static(self.look.t("table.log"), classes="side-title", markup=False)
                yield LogPanel()
                yield Static(self.look.t("table.hints"), classes="side-title hints-title", markup=False)
                yield HintPanel()
        yield RefusalNote()
        yield screen_footer()
        yield TooSmall(self.look.lang)

    def on_mount(self) -> None:
        self.set_class(self.show_hints, "hints-on")
        self.render_view()
        self.call_after_refresh(self.advance)

    async def _reorient(self) -> None:
        """The seat at the bottom changed (hot-seat): lay the table out again around it."""
        if self.session.anchor != self._anchor:
            self._anchor = self.session.anchor
            await self.recompose()
            self.refresh_bindings()  # the new footer shows its keys once told the bindings

    def on_screen_resume(self) -> None:
        """Back from a handover, a result or help: the footer composed its keys while this
        screen was covered (none were active then), so it is told the bindings again. Back from
        a question answered No: play goes on from where it waited."""
        self.refresh_bindings()
        held, self._held = self._held, None
        if held is not None and self.live:
            held()

    def _held_by_question(self, then: Callable[[], None]) -> bool:
        """Whether a yes-or-no question stands over the table (leave the game?), which holds it
        until answered: ``then`` waits for the answer. Asked while the bots played on, the hand
        could end behind it and its result open over the question and take the y."""
        if not isinstance(self.app.screen, ConfirmScreen):
            return False
        self._held = then
        return True

    def never_keys(self) -> frozenset[str]:
        """The footer's actions that do nothing for the whole match, or for as long as the
        exchange of three is asked, left out of it: a claim the variant never has (no "c Chow" in
        Sichuan), undo where it never works (a hot-seat game's footer had "u Undo") and, while
        tiles are marked to pass, discarding and every claim (Sichuan's footer said "Enter
        Discard", "p Pung", "w Win" there, before anyone has drawn or discarded). A key left out
        still explains itself when pressed."""
        never = never_legal(self.session.variant.cfg.claims)
        if self.session.undo_never:
            never |= {"undo"}
        if self._exchange_keys:
            never |= EXCHANGE_IDLE
        return never

    def fit_keys(self, width: int) -> None:
        """The footer's keys that fit ``width`` (help lists the rest); not the log's where it
        stands beside the table."""
        never = self.never_keys() | ({"log"} if log_beside(width) else set())
        fit_footer(self, self.look.lang, width, never=never)
        self.refresh_bindings()  # a footer emptied while the screen was too small comes back

    def on_resize(self, event: Resize) -> None:
        self.fit_keys(event.size.width)
        self._show_hints(*self._hints_shown)  # the one line keeps what fits the new width

    # ---- drawing ---------------------------------------------------------------------------

    @property
    def describer(self) -> Describer:
        return Describer(self.look.lang, self.look.ascii, self.look.palette, self.session.names)

    @property
    def hand(self) -> HandView:
        return self.query_one(HandView)

    @property
    def action_bar(self) -> ActionBar:
        return self.query_one(ActionBar)

    @property
    def refusal_note(self) -> RefusalNote:
        return self.query_one(RefusalNote)

    def render_view(self) -> None:
        """Show ``session.table_view()`` everywhere on the table."""
        view = self.view = self.session.table_view()
        look = self.look
        exchange = exchange_pick.is_exchange(view.legal)
        if exchange != self._exchange_keys:  # the exchange of three begins or ends: Enter leaves or comes back
            self._exchange_keys = exchange
            self.fit_keys(self.size.width)
        variant = self.session.variant
        show_board(self, view, variant, look, self.controls_text())
        self.hand.show_danger(own_danger(variant, view) if not self.session.spectating else None)
        self.query_one(LogPanel).show(self.describer.log(view))
        self._show_prompt()
        self.show_unseen_panel()
        if not self.show_hints or self.waiting_for is None:
            self._show_hints(None, busy=False)
        self._tell_news(view)

    def _tell_news(self, view: SeatView) -> None:
        """News (:mod:`..news`) in a notice where the log is hidden, to the seat on screen only.
        Where several people share the screen a seat's news waits for its own decision: a notice
        sent as it acted would still be on its way when the keyboard passes (the handover clears
        the notices it finds, not one posted a moment before)."""
        if view.viewer is None and not self.session.spectating:
            return  # every hand hidden for a handover
        self.news_desk.note(view)
        if self.session.hotseat and self.waiting_for != view.viewer:
            return
        news = self.news_desk.take(view.viewer)
        if not news or self.query_one("#sidebar").display:
            return
        for e in news:
            line = self.describer.event(e, view.viewer)
            if line is not None:
                self.notify(line.plain, timeout=NEWS_SECONDS)

    def _show_prompt(self) -> None:
        view, look = self.view, self.look
        names = self.session.names
        verbs: tuple[str, ...] = ()
        short = None  # fewer words, where the prompt does not fit beside the buttons
        if self.waiting_for is not None and view.viewer == self.waiting_for:
            verbs = verbs_for(view.legal)
            if view.phase in (Phase.CLAIM, Phase.ROB) and view.legal and view.legal[0].tile is not None:
                tile = view.legal[0].tile
                key = "table.claim_prompt" if view.phase is Phase.CLAIM else "table.rob_prompt"
                giver = view.last_discard[0] if view.last_discard else view.turn
                prompt = self.describer._line(key, name=names[giver], tile=self.describer.tile(tile))
                short = self.describer._line("table.claim_short", tile=self.describer.tile(tile))  # the tile whole
            elif exchange_pick.is_exchange(view.legal):  # 換三張: how to mark, for as long as it is asked
                prompt = Text(message(look.lang, msg(exchange_pick.HOW)))
            elif verbs == ("other",):
                prompt = Text(look.t("table.choose_prompt"))
            elif view.must_discard:
                prompt = Text(look.t("table.must_discard"))
            else:
                prompt, short = Text(look.t("table.your_turn")), Text(look.t("table.your_turn_short"))
        elif view.viewer is None and not self.session.spectating and not self.waiting_on[0]:
            prompt = Text(look.t("table.hidden"), look.palette["dim"])
        else:
            prompt = waiting_text(*self.waiting_on, view, names, look)
        keep = view.phase is Phase.TURN and "pass" in verbs  # draw-only last tiles: keep the draw
        win = win_word(view.legal) if "win" in verbs else "key.win"  # a false win says so on its button
        bar = self.action_bar
        if prompt.plain != bar.prompt.plain:  # the table moved on: a refusal of what it waited for is stale
            self.refusal_note.clear()
        bar.show(prompt, verbs, look, keep=keep, win=win, short=short)

    def _show_hints(self, report: hints_mod.HintReport | None, busy: bool) -> None:
        self._hints_shown = (report, busy)
        look = self.look
        if not self.show_hints:
            lines = [Text(look.t("hint.off"), look.palette["dim"])]
            summary = Text("")
        else:
            lines = hint_lines(report, look, busy)
            # the line spans the screen (shown on a narrow one only)
            summary = hint_lines(report, look, True)[0] if busy else hint_summary(report, look, self.size.width)
        self.query_one(HintPanel).show(lines)
        self.query_one("#hint-line", Line).show(summary)

    # ---- the flow of play -----------------------------------------------------------------------

    def advance(self) -> None:
        """Do whatever comes next: a bot's move, the player's turn, a handover or a result."""
        if self._held_by_question(self.advance):
            return
        step = self.session.next_step()
        self.waiting_on = ("", None)
        if step is None:  # nothing yet (a shared table waits for its server)
            self.waiting_for = None
            self.render_view()
        elif step.kind is StepKind.BOT:
            self._start_bot(step)
        elif step.kind is StepKind.HUMAN:
            self._begin_human(step)
        elif step.kind is StepKind.PRIVACY:
            self._handover(step)
        elif step.kind is StepKind.RESULT:
            self._show_result()
        else:
            self._match_over()

    def _begin_human(self, step: Step) -> None:
        if self.auto_step():  # the player's toggles took this decision
            return
        self.stop_fast_forward()
        self.waiting_for = step.seat
        self.busy = False
        self.digits = ""
        self.render_view()
        hand = self.hand
        if hand.tiles:
            hand.selected = (
                len(hand.tiles) - 1
                if hand.selected is None or self.view.phase is Phase.TURN
                else min(hand.selected, len(hand.tiles) - 1)
            )
        if self.show_hints:
            self._start_hints()
        legal = self.view.legal
        exchange = exchange_pick.is_exchange(legal)  # 換三張: tiles are marked in the hand (the prompt says how)
        if only_a_choice(legal) and not exchange:  # a setup choice (void suit, stakes …)
            self.call_after_refresh(self.action_other)
        elif len(legal) == 1 and legal[0].type is Act.WIN and not legal[0].false_win:
            self.call_after_refresh(self.action_win)  # the rules win for the player (Sichuan's last four)

    def _handover(self, step: Step) -> None:
        assert step.seat is not None
        self.waiting_for = None
        self.waiting_on = ("handover", step.seat)
        self.stop_fast_forward()
        self.session.conceal()
        self.app.clear_notifications()  # a notice may tell the seat leaving of its own tiles
        self.render_view()  # every hand hidden before anything else is drawn
        claim = self.view.phase in (Phase.CLAIM, Phase.ROB)
        name = self.session.names[step.seat]
        seat = step.seat

        async def passed(_: None) -> None:
            self.session.show(seat)
            await self._reorient()
            self.render_view()
            self.advance()

        self.app.push_screen(PrivacyScreen(name, self.look.lang, claim), passed)

    def _show_result(self) -> None:
        self.waiting_for = None
        self.waiting_on = ("result", None)
        self.stop_fast_forward()
        self.render_view()
        view = self.session.result_view()  # hands are revealed at the end of a hand
        last = self.session.match_summary().over

        async def done(_: None) -> None:
            self.session.next_hand()
            await self._reorient()
            self.render_view()
            self.advance()

        review = self._review(view.result.hand_no) if view.result is not None else None
        result = ResultScreen(view, self.session.variant, self.look, last, review, self.action_score_sheet)
        self.app.push_screen(result, done)

    def _review(self, hand_no: int) -> ReviewLines | None:
        """The hand's review from this game's replay log, where the app keeps one and a person plays."""
        recorder = getattr(self.app, "recorder", None)
        if recorder is None or self.session.spectating:
            return None
        path, lang, variant, ascii_only = recorder.replay_path, self.look.lang, self.session.variant, self.look.ascii
        return lambda: hand_review_lines(path, hand_no, lang, variant, ascii_only)

    def _match_over(self) -> None:
        self.waiting_for = None
        summary = self.session.match_summary()

        def done(to_menu: bool | None) -> None:
            if to_menu:
                self.dismiss(None)
            else:
                self.app.exit()

        why = summary.reason_msg
        reason = message(self.look.lang, why) if why is not None else summary.reason
        has_menu = getattr(self.app, "has_menu", None)  # an SSH table goes back to its lobby
        menu = has_menu() if callable(has_menu) else True
        self.app.push_screen(MatchEndScreen.of(summary, reason, self.look, menu), done)

    # ---- bots ---------------------------------------------------------------------------------

    def _start_bot(self, step: Step) -> None:
        assert step.seat is not None
        self.waiting_for = None
        self.waiting_on = ("bot", step.seat)
        self._token += 1
        self.render_view()
        move = self.session.bot_move(step.seat)
        token, started = self._token, time.monotonic()

        def think() -> None:  # runs in a thread: the bot sees only its own view
            action = move()
            self._from_thread(self._bot_chose, action, token, started)

        self.run_worker(think, thread=True, group="bot", exit_on_error=True, name=f"bot-{step.seat}")

    def _from_thread(self, callback: object, *args: object) -> None:
        """Hand a worker's result to the UI thread (nothing to do once the app is closing)."""
        try:
            self.app.call_from_thread(callback, *args)  # type: ignore[arg-type]
        except RuntimeError:
            pass

    @property
    def live(self) -> bool:
        """Still on the table: not closing. A worker's answer can arrive while the app shuts
        down or the screen is removed, after its widgets are gone (NoMatches); then it is dropped."""
        return self.is_attached and self.app.is_running and not (self._closing or self._pruning)

    def _bot_chose(self, action: Action, token: int, started: float) -> None:
        if token != self._token or not self.live:
            return
        quiet = action.type in (Act.PASS, Act.NEXT_HAND)
        wait = 0.0 if quiet or self.fast_forward else self.pace - (time.monotonic() - started)
        if wait > 0:
            self.bot_due = (action, token, self.set_timer(wait, partial(self._bot_apply, action, token)))
        else:
            self._bot_apply(action, token)

    def _bot_apply(self, action: Action, token: int) -> None:
        self.bot_due = None
        if token != self._token or not self.live:
            return
        if self._held_by_question(partial(self._bot_apply, action, token)):
            return
        self.session.apply(action)
        self.advance()

    # ---- hints ---------------------------------------------------------------------------------

    def _start_hints(self) -> None:
        self._hint_token += 1
        token = self._hint_token
        view = self.view
        variant = self.session.variant
        self._show_hints(None, busy=True)

        def work() -> None:
            report = hints_mod.compute(variant, view, self.look.lang)
            self._from_thread(self._hints_done, report, token)

        self.run_worker(work, thread=True, group="hints", exclusive=True, exit_on_error=False)

    def _hints_done(self, report: hints_mod.HintReport | None, token: int) -> None:
        if token == self._hint_token and self.live and self.waiting_for is not None:
            self._show_hints(report, busy=False)

    # ---- other keys ---------------------------------------------------------------------------

    def action_hints(self) -> None:
        self.show_hints = not self.show_hints
        self.set_class(self.show_hints, "hints-on")
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            settings.hints = self.show_hints
            self.app.save_settings()  # type: ignore[attr-defined]
        if self.show_hints and self.waiting_for is not None:
            self._start_hints()
        else:
            self._show_hints(None, busy=False)

    def action_log(self) -> None:
        self.toggle_class("show-log")

    def action_help(self) -> None:
        self.app.push_screen(HelpScreen(self.session.variant, self.look.lang))

    def action_score_sheet(self) -> None:
        from .score_sheet import ScoreSheetScreen  # the chart library loads when first asked for

        unit = partial(fan_values.unit, self.look.lang, self.session.variant)
        self.app.push_screen(ScoreSheetScreen(self.session.match_summary(), self.look, unit))

    def action_quit_game(self) -> None:
        self.app.action_confirm_quit()  # type: ignore[attr-defined]
