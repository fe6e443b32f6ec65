"""Pick one of several actions: which chow, which kong, or another choice the rules offer."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...table.actions import Action
from ..describe import Describer
from ..i18n import tr
from .base import TooSmall, localize_bindings, screen_footer


class ChoiceScreen(ModalScreen[Action | None]):
    """Lists ``actions``; Enter or a click picks one, Escape cancels (None). A choice that must
    be answered (``must``: a setup question) is not cancelled by Escape, only closed until the
    table's ``o`` opens it again, and its keys say so. ``note``: what the choice weighs, under the
    title (what a stake costs and wins)."""

    BINDINGS = [Binding("escape", "cancel", "choice.cancel")]

    def __init__(
        self, title: str, actions: list[Action], describer: Describer, must: bool = False, note: str | None = None
    ) -> None:
        super().__init__(classes="dialog")
        self.title_text = title
        self.note = note
        self.actions = actions
        self.describer = describer
        self.must = must
        localize_bindings(self, describer.lang, {"escape": "choice.close"} if must else None)

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box"):
            yield Static(self.title_text, classes="dialog-title", markup=False)
            if self.note is not None:
                yield Static(self.note, id="choice-note", classes="dialog-text", markup=False)
            options = [Option(self.describer.action(a), id=str(i)) for i, a in enumerate(self.actions)]
            yield OptionList(*options, id="choices")
            lang = self.describer.lang
            what = tr(lang, "choice.close_reopen" if self.must else "choice.cancel")
            hint = "Esc" + tr(lang, "label.colon") + what  # "Esc: Cancel", "Esc：取消"
            yield Static(hint, classes="dialog-hint", markup=False)
        yield screen_footer()
        yield TooSmall(self.describer.lang)

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(self.actions[int(event.option.id or 0)])

    def action_cancel(self) -> None:
        self.dismiss(None)
