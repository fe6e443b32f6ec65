"""The table's controls beyond the moves: the bots' pace, fast-forward, the auto toggles, the
unseen-tile panel and undo.

A mixin of :class:`~mahjong_tui.ui.screens.table.TableScreen` (through
:class:`~.table_input.HumanInput`). It holds no rule: the toggles live in the session
(:class:`~mahjong_tui.play.controls.SeatControls`), which also takes their actions and undoes
moves; this only flips them, asks and shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from rich.text import Text

from ...table.actions import Action, IllegalAction
from ..i18n import message
from ..settings import PACES
from ..widgets.status import TOGGLE_TEXT, controls_line
from ..widgets.unseen import UnseenPanel

if TYPE_CHECKING:  # pragma: no cover
    from textual.app import App
    from textual.notifications import SeverityLevel
    from textual.timer import Timer
    from textual.widget import Widget

    from ...engine.view import SeatView
    from ...play.contract import PlaySession
    from ..look import Look
    from ..news import NewsDesk


def pace_step(pace: float, faster: bool) -> float:
    """The next pace of :data:`~mahjong_tui.ui.settings.PACES` (fewer seconds: faster), or the
    same at the end; a pace between two (``--pace 0.45``) moves to its neighbour."""
    if faster:
        below = [p for p in PACES if p < pace - 1e-9]
        return max(below) if below else min(pace, PACES[0])
    above = [p for p in PACES if p > pace + 1e-9]
    return min(above) if above else pace


def pace_text(pace: float, look: Look) -> str:
    value = look.t("menu.pace_0") if pace == 0 else look.t("menu.pace_s", s=f"{pace:g}")
    return look.t("table.pace", pace=value)


class TableControls:
    """Pace, fast-forward, the auto toggles, the unseen panel and undo (see the module)."""

    fast_forward: bool = False
    """Bots move at once until a person must decide or the hand ends."""
    show_unseen: bool = False
    _unseen_panel: UnseenPanel | None = None
    """The panel once mounted (it is a child of the screen until a new layout removes it)."""
    skip_auto_once: bool = False
    """The toggles wait once: the player just undid back to this decision."""
    bot_due: tuple[Action, int, Timer] | None = None
    """A bot's move waiting for its pace (the move, its token, the timer)."""

    if TYPE_CHECKING:  # what the screen provides
        app: App[object]
        session: PlaySession
        look: Look
        view: SeatView
        pace: float
        waiting_for: int | None
        busy: bool
        digits: str
        _token: int
        news_desk: NewsDesk

        def render_view(self) -> None: ...
        def _bot_apply(self, action: Action, token: int) -> None: ...
        def advance(self) -> None: ...
        def _say(self, message: str) -> None: ...
        def _unmark(self) -> None: ...
        def notify(
            self,
            message: str,
            *,
            title: str = ...,
            severity: SeverityLevel = ...,
            timeout: float | None = ...,
            markup: bool = ...,
        ) -> None: ...

    # ---- pace and fast-forward ---------------------------------------------------------------

    def action_pace(self, step: int) -> None:
        """``+`` (step 1) makes the bots faster, ``-`` slower; the pace is kept in the settings."""
        self.pace = pace_step(self.pace, faster=step > 0)
        settings = getattr(self.app, "settings", None)
        if settings is not None:
            settings.pace = self.pace
            self.app.save_settings()  # type: ignore[attr-defined]
        self.notify(pace_text(self.pace, self.look), timeout=1.5)

    def action_fast_forward(self) -> None:
        """Skip to the player's next decision (again: stop skipping)."""
        if self.waiting_for is not None:
            self._say(self.look.t("table.fast_nothing"))
            return
        self.fast_forward = not self.fast_forward
        if self.fast_forward:
            self.notify(self.look.t("table.fast_go"), timeout=1.5)
        self.render_view()
        due = self.bot_due
        if self.fast_forward and due is not None:  # a bot's move waits for the pace: now
            action, token, timer = due
            timer.stop()
            self._bot_apply(action, token)

    def stop_fast_forward(self) -> None:
        """A person must decide, or the hand ended."""
        self.fast_forward = False

    # ---- auto toggles -----------------------------------------------------------------------

    def action_auto(self, name: str) -> None:
        """Turn one of the on-screen player's toggles on or off (it acts at once if it applies)."""
        controls = self.session.seat_controls()
        if controls is None:
            self._say(self.look.t("table.nothing_now"))
            return
        on = controls.flip(name)
        what = self.look.t(TOGGLE_TEXT[name])
        self.notify(self.look.t("table.toggle_on" if on else "table.toggle_off", what=what), timeout=2)
        self.render_view()
        if on and self.waiting_for is not None and not self.busy:
            self.auto_step()

    def auto_step(self) -> bool:
        """Let the on-screen player's toggles take this decision; False: the player decides."""
        if self.skip_auto_once:
            self.skip_auto_once = False
            return False
        try:
            action = self.session.play_auto()
        except IllegalAction:  # a shared table's view is behind its server: ask the player
            return False
        if action is None:
            return False
        self.waiting_for = None
        self.digits = ""
        self._token += 1
        self.render_view()
        self.advance()
        return True

    def controls_text(self) -> Text | None:
        """The toggles that are on and fast-forward, for the status panel."""
        controls = self.session.seat_controls()
        return controls_line(controls.on() if controls is not None else (), self.fast_forward, self.look)

    # ---- the unseen-tile panel ----------------------------------------------------------------

    def action_unseen(self) -> None:
        self.show_unseen = not self.show_unseen
        self.show_unseen_panel()

    def show_unseen_panel(self) -> None:
        """Draw the panel when it is open (mounted the first time, and again after the table was
        laid out anew around another seat)."""
        screen = cast("Widget", self)
        panel = self._unseen_panel
        if panel is None or panel.parent is not screen:  # not yet, or removed with the old layout
            if not self.show_unseen:
                return  # no search of the whole table for a panel at each move
            panel = self._unseen_panel = UnseenPanel()
            screen.mount(panel)
        panel.set_class(self.show_unseen, "open")
        # the parts of the table under the panel are hidden while it is open: Textual cuts an
        # overlay's lines at the edges of the widgets beneath it, which splits a wide (CJK)
        # character that straddles such an edge into blanks
        screen.set_class(self.show_unseen, "-unseen")
        if self.show_unseen:
            panel.show(self.view, self.look)

    # ---- undo -------------------------------------------------------------------------------

    def action_undo(self) -> None:
        """Take back the player's last decision and the bots' moves after it (practice games
        only: the session refuses otherwise, and the reason is shown)."""
        if self.busy:
            return
        refusal = self.session.undo()
        if refusal is not None:
            self._say(message(self.look.lang, refusal))
            return
        if self.bot_due is not None:
            self.bot_due[2].stop()
            self.bot_due = None
        self._token += 1  # a bot's move on its way belongs to the game before the undo
        self.waiting_for = None
        self.digits = ""
        self.fast_forward = False
        self.skip_auto_once = True
        self._unmark()
        self.news_desk.forget()  # the game's events were made again: none of them is news
        self.notify(self.look.t("table.undone"), timeout=2)
        self.render_view()
        self.advance()
