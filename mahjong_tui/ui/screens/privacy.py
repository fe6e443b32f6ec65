"""Hot-seat handover: an opaque screen that hides every hand until the next player is ready."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import Screen
from textual.widgets import Static

from ..i18n import tr
from .base import TooSmall, localize_bindings


class PrivacyScreen(Screen[None]):
    """ "Pass to <name> — press Enter". Nothing of the table is drawn beneath it."""

    BINDINGS = [
        Binding("enter,space", "ready", "key.start"),
        Binding("q", "quit_game", "key.quit"),
    ]

    def __init__(self, name: str, lang: str, claim: bool = False) -> None:
        super().__init__(id="privacy")
        self.player = name
        self.lang = lang
        self.claim = claim
        localize_bindings(self, lang)

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="privacy-box"):
            yield Static(tr(self.lang, "privacy.title", name=self.player), id="privacy-title", markup=False)
            if self.claim:
                yield Static(tr(self.lang, "privacy.claim", name=self.player), markup=False)
            yield Static(tr(self.lang, "privacy.body", name=self.player), markup=False)
        yield TooSmall(self.lang)

    def on_click(self) -> None:
        self.dismiss(None)

    def action_ready(self) -> None:
        self.dismiss(None)

    def action_quit_game(self) -> None:
        self.app.action_confirm_quit()  # type: ignore[attr-defined]
