"""Yes-or-no questions (quit, a win that would be penalised)."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ..cjk_wrap import Wrapped
from ..i18n import tr
from .base import TooSmall, localize_bindings, screen_footer


class ConfirmScreen(ModalScreen[bool]):
    BINDINGS = [
        Binding("y", "answer(True)", "confirm.yes"),
        Binding("n,escape", "answer(False)", "confirm.no"),
    ]

    def __init__(self, question: str, lang: str) -> None:
        super().__init__(classes="dialog")
        self.question = question
        self.lang = lang
        localize_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            # broken as Chinese is broken (between characters), not only at spaces
            yield Static(Wrapped(Text(self.question)), classes="dialog-text")
            with Horizontal(classes="dialog-buttons"):
                yield Button(f"{tr(self.lang, 'confirm.yes')} (y)", id="yes", variant="error", compact=True)
                yield Button(f"{tr(self.lang, 'confirm.no')} (n)", id="no", variant="primary", compact=True)
        yield screen_footer()
        yield TooSmall(self.lang)

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
