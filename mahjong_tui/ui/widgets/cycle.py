"""A choice: ``< value >``, going on over more lines where its height is left to it and the value
is longer than its width (as the menu's form draws a choice). Left/right (h/l), space or Enter
change it; a click on the left half goes back, on the right half forward. Much lighter than a
drop-down ``Select``, which keeps the menu quick to open."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from ..screens.base import localize_bindings
from .form_drawing import marked_choice


class Cycle(Widget, can_focus=True):
    BINDINGS = [
        Binding("left,h", "step(-1)", "key.change", key_display="←/→"),  # a message key: see localize_bindings
        Binding("right,l,space,enter", "step(1)", show=False),
    ]

    class Changed(Message):
        def __init__(self, cycle: Cycle, value: Any) -> None:
            self.cycle = cycle
            self.value = value
            super().__init__()

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(
        self,
        options: list[tuple[str, Any]],
        value: Any = None,
        *,
        id: str | None = None,
        classes: str = "",
        lang: str = "en",
    ) -> None:
        """``lang``: the language of the footer's "←/→ Change" while the choice has the focus."""
        super().__init__(id=id, classes=classes)
        localize_bindings(self, lang)
        if not options:
            raise ValueError("a Cycle needs at least one option")
        self.options = options
        values = [v for _, v in options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][1]

    @property
    def label(self) -> str:
        return self.options[self.index][0]

    def lines(self, width: int) -> list[Text]:
        return marked_choice(self.label, len(self.options) > 1, width, "dim")

    def render(self) -> Text:
        return Text("\n").join(self.lines(self.size.width))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def action_step(self, step: int) -> None:
        if len(self.options) < 2:
            return
        self.index = (self.index + step) % len(self.options)
        self.refresh()
        self.post_message(self.Changed(self, self.value))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.action_step(-1 if event.x < self.size.width // 3 else 1)
