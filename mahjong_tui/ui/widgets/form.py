"""A form of settings drawn as one widget: each setting a line of a label and its fields.

The menu's settings were a Label and a :class:`~mahjong_tui.ui.widgets.cycle.Cycle` (or an
``Input``) in a ``Horizontal`` per line, some 55 widgets that Textual styled, laid out and drew
one by one before the menu's first frame. Here they are lines of one scrolling widget (Textual's
Line API), its fields reached with Tab/Shift+Tab or Up/Down:

* a choice shows ``< value >``; Left/Right (h/l), Space or Enter change it; a click on its left
  third goes back, elsewhere forward;
* a text field is edited in place: typing, Backspace/Delete, Left/Right, Home/End, paste; Enter
  goes on to the next field.

Each change posts :class:`SettingsForm.Changed` with the field's key and its new value.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..screens.base import localize_bindings
from .form_drawing import Spot, draw_form
from .form_fields import Field, Line


class SettingsForm(ScrollView, can_focus=True):
    BINDINGS = [
        Binding("tab", "move(1)", "key.move", key_display="Tab"),  # message keys: see localize_bindings
        Binding("shift+tab", "move(-1)", show=False),
        Binding("down", "line(1)", show=False),
        Binding("up", "line(-1)", show=False),
        Binding("left,h", "step(-1)", "key.change", key_display="←/→"),
        Binding("right,l,space,enter", "step(1)", show=False),
    ]
    COMPONENT_CLASSES = {
        "form--label",
        "form--section",
        "form--value",
        "form--text",
        "form--focus",
        "form--dim",
        "form--placeholder",
        "form--cursor",
    }

    class Changed(Message):
        """A field got a new value (a choice stepped, a text edited)."""

        def __init__(self, form: SettingsForm, key: str, value: Any) -> None:
            self.form = form
            self.key = key
            self.value = value
            super().__init__()

        @property
        def control(self) -> SettingsForm:
            return self.form

    def __init__(self, lines: list[Line], *, focus_key: str = "", lang: str = "en", id: str | None = None) -> None:
        """``focus_key``: the field that has the focus when the form has it (default: the first);
        ``lang``: the language of the footer's keys."""
        super().__init__(id=id)
        localize_bindings(self, lang)
        self.lines: list[Line] = []
        self.focus_key = focus_key
        self._strips: list[Strip] = []
        self._spots: dict[str, Spot] = {}
        self._drawn_for: tuple[object, ...] | None = None
        self.set_lines(lines)

    # ---- the fields --------------------------------------------------------------------------

    def set_lines(self, lines: list[Line]) -> None:
        """Show ``lines`` instead; the focus stays on the field of the same key when there is one."""
        self.lines = lines
        keys = self.field_keys()
        if self.focus_key not in keys:
            self.focus_key = keys[0] if keys else ""
        self._changed()

    def fields(self) -> list[Field]:
        return [f for line in self.lines for f in line.fields]

    def field(self, key: str) -> Field:
        for f in self.fields():
            if f.key == key:
                return f
        raise KeyError(key)

    def field_keys(self) -> list[str]:
        """The keys of the fields shown, in Tab order."""
        return [f.key for line in self.lines if line.shown for f in line.fields if f.shown]

    @property
    def focused_field(self) -> Field | None:
        try:
            return self.field(self.focus_key)
        except KeyError:
            return None

    def show_line(self, key: str, shown: bool) -> None:
        for line in self.lines:
            if line.key == key and line.shown != shown:
                line.shown = shown
                self._keep_focus_shown()
                self._changed()

    def line_shown(self, key: str) -> bool:
        return any(line.shown for line in self.lines if line.key == key)

    def show_field(self, key: str, shown: bool) -> None:
        f = self.field(key)
        if f.shown != shown:
            f.shown = shown
            self._keep_focus_shown()
            self._changed()

    def _keep_focus_shown(self) -> None:
        """A field hidden with the focus hands it to the nearest shown field before it."""
        shown = self.field_keys()
        if self.focus_key in shown or not shown:
            return
        order = [f.key for f in self.fields()]
        before = order[: order.index(self.focus_key)] if self.focus_key in order else []
        self.focus_key = next((k for k in reversed(before) if k in shown), shown[0])

    def step(self, key: str, step: int) -> None:
        """Move the choice ``key`` on by ``step`` options (wrapping round), as Left/Right do."""
        f = self.field(key)
        if f.is_text or len(f.options) < 2:
            return
        f.index = (f.index + step) % len(f.options)
        self._changed()
        self.post_message(self.Changed(self, key, f.value))

    def set_text(self, key: str, text: str) -> None:
        """Replace the text of ``key`` (as typing it would; refused like a keystroke that does not fit)."""
        f = self.field(key)
        if f.text is None or text == f.text or not f.accepts(text):
            return
        f.text = text
        f.cursor = len(text)
        self._changed()
        self.post_message(self.Changed(self, key, text))

    def focus_field(self, key: str) -> None:
        """Give ``key`` the focus (and the form too)."""
        if key in self.field_keys():
            was = self.focused_field
            self.focus_key = key
            self._changed()
            if was is None or was.is_text != self.field(key).is_text:
                self.refresh_bindings()  # "←/→ Change" only on a choice
            self._reveal()
        self.focus()

    # ---- keys ---------------------------------------------------------------------------------

    def action_move(self, step: int) -> None:
        """Tab: the next field; past the last (or before the first), on to the next widget."""
        keys = self.field_keys()
        if self.focus_key not in keys:
            return
        at = keys.index(self.focus_key) + step
        if 0 <= at < len(keys):
            self.focus_field(keys[at])
        elif step > 0:
            self.screen.focus_next()
        else:
            self.screen.focus_previous()

    def action_line(self, step: int) -> None:
        """Up/Down: the field of the line above or below (the first one of it)."""
        lines = [line for line in self.lines if line.shown and any(f.shown for f in line.fields)]
        at = next((i for i, line in enumerate(lines) if any(f.key == self.focus_key for f in line.fields)), None)
        if at is None:
            return
        to = at + step
        if 0 <= to < len(lines):
            self.focus_field(next(f.key for f in lines[to].fields if f.shown))

    def action_step(self, step: int) -> None:
        if self.focus_key:
            self.step(self.focus_key, step)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "step":
            f = self.focused_field
            return f is not None and not f.is_text
        return True

    def check_consume_key(self, key: str, character: str | None) -> bool:
        """On a text field, printable keys are typed, not the screen's shortcuts (s, q, ?…)."""
        f = self.focused_field
        return f is not None and f.is_text and character is not None and character.isprintable()

    async def _on_key(self, event: events.Key) -> None:
        f = self.focused_field
        if f is not None and f.text is not None and self._edit(f, event):
            event.stop()
            event.prevent_default()
            return
        await super()._on_key(event)

    def _edit(self, f: Field, event: events.Key) -> bool:
        """A key on a text field: True when the field used it."""
        assert f.text is not None
        text, cursor = f.text, min(f.cursor, len(f.text))
        key = event.key
        if event.is_printable and event.character is not None:
            text = text[:cursor] + event.character + text[cursor:]
            cursor += 1
        elif key == "backspace" and cursor:
            text, cursor = text[: cursor - 1] + text[cursor:], cursor - 1
        elif key == "delete":
            text = text[:cursor] + text[cursor + 1 :]
        elif key == "left":
            cursor = max(0, cursor - 1)
        elif key == "right":
            cursor = min(len(text), cursor + 1)
        elif key in ("home", "ctrl+a"):
            cursor = 0
        elif key in ("end", "ctrl+e"):
            cursor = len(text)
        elif key == "enter":
            self.action_move(1)
            return True
        elif key != "backspace":
            return False
        self._put(f, text, cursor)
        return True

    def _on_paste(self, event: events.Paste) -> None:
        f = self.focused_field
        if f is None or f.text is None or not event.text:
            return
        event.stop()
        line = event.text.splitlines()[0] if event.text.splitlines() else ""
        cursor = min(f.cursor, len(f.text))
        self._put(f, f.text[:cursor] + line + f.text[cursor:], cursor + len(line))

    def _put(self, f: Field, text: str, cursor: int) -> None:
        if text != f.text and not f.accepts(text):
            return  # as an Input with max_length or restrict: the keystroke is refused
        changed = text != f.text
        f.text, f.cursor = text, cursor
        self._changed()
        if changed:
            self.post_message(self.Changed(self, f.key, text))

    # ---- mouse --------------------------------------------------------------------------------

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        x, y = offset.x, offset.y + int(self.scroll_y)
        for key, spot in self._spots.items():
            if spot.y <= y < spot.y + spot.rows and spot.x0 <= x < spot.x1:
                event.stop()
                self.focus_field(key)
                f = self.field(key)
                if f.text is not None:
                    f.cursor = min(len(f.text), max(0, x - spot.x0))
                    self._changed()
                else:
                    self.step(key, -1 if x - spot.x0 < (spot.x1 - spot.x0) // 3 else 1)
                return

    # ---- drawing ------------------------------------------------------------------------------

    def on_focus(self) -> None:
        self._changed()

    def on_blur(self) -> None:
        self._changed()

    def on_resize(self) -> None:
        self._changed()

    def _changed(self) -> None:
        self._drawn_for = None
        if self.is_mounted:
            self._draw()
            self.refresh()

    def _reveal(self) -> None:
        spot = self._spots.get(self.focus_key)
        if spot is not None and self.is_mounted:
            self.scroll_to_region(Region(0, spot.y, 1, spot.rows), animate=False, immediate=True)

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        if self._drawn_for != (max(1, width),):  # a scrollbar came or went: no resize says so
            self._draw()
        y += int(self.scroll_y)
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, self.rich_style)

    def _draw(self) -> None:
        """Every line as strips of the current width, and where each field sits."""
        width = max(1, self.scrollable_content_region.width)
        focus = self.focus_key if self.has_focus else None
        self._strips, self._spots = draw_form(
            self.lines, width, focus, self.get_component_rich_style, self.rich_style, self.app.console
        )
        self._drawn_for = (width,)
        self.virtual_size = Size(width, len(self._strips))
