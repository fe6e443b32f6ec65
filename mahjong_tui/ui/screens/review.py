"""The review of a finished hand: every decision where the player chose differently from the
strong bot, with what each choice gave up. Opened from the result screen (r); the list is the
one ``mahjong-tui review ID`` prints (:mod:`mahjong_tui.ui.review_text`)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from ..look import Look
from ..review_text import laid_out
from .base import TooSmall, localize_bindings, screen_footer

ReviewLines = Callable[[], list[str]]
"""Reads the replay log and reviews the hand: its lines (may take a second; run in a thread)."""


class ReviewScreen(ModalScreen[None]):
    BINDINGS = [Binding("escape,enter,space,r", "back", "key.back")]

    DEFAULT_CSS = """
    ReviewScreen { align: center middle; }
    #review-box { width: 104; max-width: 100%; height: 92%; max-height: 100%;
                  border: thick $accent; background: $surface; padding: 0 1; }
    #review-title { height: 1; text-style: bold; color: $accent; }
    #review-scroll { height: 1fr; }
    #review-back { height: 1; color: $accent; }
    """

    def __init__(self, title: str, lines: ReviewLines, look: Look) -> None:
        super().__init__(id="review")
        self.title_text = title
        self.make_lines = lines
        self.look = look
        self.lines: list[str] | None = None
        localize_bindings(self, look.lang)

    def compose(self) -> ComposeResult:
        look = self.look
        with Vertical(id="review-box"):
            yield Static(self.title_text, id="review-title", markup=False)
            with VerticalScroll(id="review-scroll"):
                yield Static(Text(look.t("review.busy"), look.palette.get("dim") or ""), id="review-body")
            yield Static(look.t("review.back"), id="review-back", markup=False)
        yield screen_footer()
        yield TooSmall(look.lang)

    def on_mount(self) -> None:
        def work() -> None:
            try:
                lines = self.make_lines()
            except Exception as e:  # a damaged log: say so in one line rather than fail the table
                lines = [str(e).splitlines()[0] if str(e) else type(e).__name__]
            self.app.call_from_thread(self._show, lines)

        self.run_worker(work, thread=True, group="review", exclusive=True, exit_on_error=False)

    def _show(self, lines: list[str]) -> None:
        self.lines = lines
        if self.is_attached:
            self.query_one("#review-body", Static).update(laid_out(lines))

    def action_back(self) -> None:
        self.dismiss(None)
