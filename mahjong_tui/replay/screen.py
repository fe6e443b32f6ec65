"""The replay screen: the table with every hand open, stepped with the arrow keys."""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ..play.shown_names import name_seats, shown_names
from ..ui.describe import Describer
from ..ui.i18n import tr
from ..ui.look import Look
from ..ui.screens.base import TooSmall, localize_bindings, screen_footer
from ..ui.widgets.board import board_parts, show_board
from ..ui.widgets.log import LogPanel
from ..ui.widgets.seat import Line
from .model import Replay


class ReplayScreen(Screen[None]):
    DEFAULT_CSS = """
    #replay-status { height: auto; max-height: 2; }
    """
    BINDINGS = [
        Binding("right,l,space", "step(1)", "key.step_next", key_display="→"),
        Binding("left,h,backspace", "step(-1)", "key.step_prev", key_display="←"),
        Binding("pagedown,n", "hand(1)", "", show=False),
        Binding("pageup,p", "hand(-1)", "", show=False),
        Binding("home,g", "edge(0)", "", show=False),
        Binding("end,G", "edge(1)", "", show=False),
        Binding("q,escape", "leave", "key.quit"),
    ]

    def __init__(self, replay: Replay, look: Look, start: int = 0) -> None:
        """``start``: the step the viewer opens at (``replay --step``); a replay is watched from
        the start, not opened on its outcome."""
        super().__init__(id="replay")
        self.replay = replay
        self.start = start
        self.look = replace(look, bot_levels=tuple(replay.bot_levels))
        localize_bindings(self, look.lang)

    def compose(self) -> ComposeResult:
        with Horizontal(id="table-main"):
            with Vertical(id="board"):
                yield from board_parts(self.replay.seats, 0, self.replay.variant.cfg.ui.river_row)
                yield Line(grows=True, id="replay-status")
            with Vertical(id="sidebar"):
                yield Static(self.look.t("table.log"), classes="side-title", markup=False)
                yield LogPanel()
        yield screen_footer()
        yield TooSmall(self.look.lang)

    def on_mount(self) -> None:
        self.replay.goto(self.start)
        self.render_view()

    def render_view(self) -> None:
        r, look = self.replay, self.look
        view = name_seats(look.lang, r.view())
        show_board(self, view, r.variant, look)
        describer = Describer(look.lang, look.ascii, look.palette, shown_names(look.lang, r.names))
        self.query_one(LogPanel).show(describer.log(view))
        status = Text(f" {tr(look.lang, 'replay.title')}  ", "bold")
        status.append(tr(look.lang, "replay.step", i=r.step, n=r.last))
        status.append(f"   {tr(look.lang, 'replay.keys')}", look.palette.get("dim"))
        undos = r.undos_here()
        if undos:
            status.append(
                "   " + tr(look.lang, "replay.undo", n=len(undos), at=r.undo_move(undos[0])), look.palette.get("mark")
            )
        if not r.matches:
            status.append("\n " + tr(look.lang, "replay.differs"), look.palette.get("mark"))
        self.query_one("#replay-status", Line).show(status)

    def action_step(self, delta: int) -> None:
        self.replay.goto(self.replay.step + delta)
        self.render_view()

    def action_hand(self, delta: int) -> None:
        self.replay.goto_hand(delta)
        self.render_view()

    def action_edge(self, end: int) -> None:
        self.replay.goto(self.replay.last if end else 0)
        self.render_view()

    def action_leave(self) -> None:
        self.dismiss(None)
