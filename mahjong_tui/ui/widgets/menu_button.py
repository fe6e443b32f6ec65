"""A one-line button for the menu: its label on a coloured bar; Enter, Space or a click press it.

Textual's ``Button`` brings some 200 lines of style rules (flat, default and ANSI styles, five
variants, hover, active, disabled) that Textual matches for each button before the menu's first
frame: the menu's five buttons cost about as much as its whole settings form. This one draws the
look the menu used (compact, bold, the variant's colour) and posts :class:`MenuButton.Pressed`.
"""

from __future__ import annotations

from typing import Literal

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

Variant = Literal["default", "primary", "success", "error"]


class MenuButton(Widget, can_focus=True):
    BINDINGS = [Binding("enter,space", "press", show=False)]

    class Pressed(Message):
        def __init__(self, button: MenuButton) -> None:
            self.button = button
            super().__init__()

        @property
        def control(self) -> MenuButton:
            return self.button

    def __init__(self, label: str, *, id: str, variant: Variant = "default") -> None:
        super().__init__(id=id, classes=f"-{variant}")
        self.label = label

    def render(self) -> Text:
        return Text(self.label)

    def action_press(self) -> None:
        self.post_message(self.Pressed(self))

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.focus()
        self.action_press()
