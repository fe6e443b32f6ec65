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

import re
from dataclasses import dataclass, field
from typing import Any

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ..cjk_wrap import wrap_text
from ..screens.base import localize_bindings

LABEL_SHARE = 0.4
"""The label column's share of the width (between :data:`LABEL_MIN` and :data:`LABEL_MAX` cells)."""
LABEL_MIN = 12
LABEL_MAX = 30


@dataclass
class Field:
    """One setting: a choice among ``options`` (``text`` None) or a typed ``text``."""

    key: str
    options: list[tuple[str, Any]] = field(default_factory=list)
    """A choice's (word shown, value) pairs."""
    index: int = 0
    text: str | None = None
    placeholder: str = ""
    max_length: int = 0
    """A text's most characters (0: no limit)."""
    allowed: str = ""
    """A pattern the whole text must match (empty: anything)."""
    width: int = 0
    """Cells; 0 shares what the line leaves."""
    shown: bool = True
    cursor: int = 0

    @classmethod
    def choice(cls, key: str, options: list[tuple[str, Any]], value: Any, width: int = 0) -> Field:
        if not options:
            raise ValueError(f"the setting {key} needs at least one option")
        values = [v for _, v in options]
        return cls(key, options, values.index(value) if value in values else 0, width=width)

    @classmethod
    def typed(cls, key: str, text: str, placeholder: str = "", max_length: int = 0, allowed: str = "") -> Field:
        return cls(key, text=text, placeholder=placeholder, max_length=max_length, allowed=allowed, cursor=len(text))

    @property
    def is_text(self) -> bool:
        return self.text is not None

    @property
    def value(self) -> Any:
        return self.text if self.text is not None else self.options[self.index][1]

    @property
    def label(self) -> str:
        """What the field shows: the chosen option's word, or the text."""
        return self.text if self.text is not None else self.options[self.index][0]

    def accepts(self, text: str) -> bool:
        if self.max_length and len(text) > self.max_length:
            return False
        return not self.allowed or re.fullmatch(self.allowed, text) is not None


@dataclass
class Line:
    """A line of the form: a label and its fields; a heading (``section``) or a note has none."""

    label: str
    fields: list[Field] = field(default_factory=list)
    key: str = ""
    """A name to show or hide the line by (see :meth:`SettingsForm.show_line`)."""
    section: bool = False
    note: bool = False
    shown: bool = True


@dataclass(frozen=True)
class _Spot:
    """Where a field is drawn: its line on screen and its columns."""

    y: int
    x0: int
    x1: int


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
        self._spots: dict[str, _Spot] = {}
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
            if spot.y == y and spot.x0 <= x < spot.x1:
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
            self.scroll_to_region(Region(0, spot.y, 1, 1), animate=False, immediate=True)

    def render_line(self, y: int) -> Strip:
        if self._drawn_for is None:
            self._draw()
        y += int(self.scroll_y)
        width = self.scrollable_content_region.width
        if 0 <= y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, self.rich_style)

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(name)

    def _fg(self, name: str) -> Style:
        """A component's colour and text style without its background (it lies on a field's)."""
        st = self.get_component_rich_style(name)
        return Style(color=st.color, bold=st.bold, italic=st.italic, underline=st.underline, reverse=st.reverse)

    def _wrapped(self, text: str, style: Style, width: int) -> list[Text]:
        lines = wrap_text(Text(text), width)
        for line in lines:
            line.stylize_before(style)
        return lines

    def _label_columns(self, most: int) -> list[int]:
        """Each line's label column: as wide as its section's widest shown label needs, at most
        ``most`` cells (a section of short labels, the seats' "1" to "4", leaves its fields the
        room: at 80 columns a fixed share left a bot's name four cells, "電 …")."""
        columns: list[int] = []
        start, need = 0, 1
        for i, line in enumerate([*self.lines, Line("", section=True)]):
            if line.section:
                columns.extend([min(most, need)] * (i - start))
                start, need = i, 1
            elif line.shown and line.fields:
                need = max(need, cell_len(line.label) + 2)
        return columns

    def _draw(self) -> None:
        """Every line as strips of the current width, and where each field sits."""
        width = max(1, self.scrollable_content_region.width)
        base = self.rich_style
        label_w = max(LABEL_MIN, min(LABEL_MAX, int(width * LABEL_SHARE)))
        columns = self._label_columns(label_w)
        focus = self.focus_key if self.has_focus else None
        strips: list[Strip] = []
        spots: dict[str, _Spot] = {}
        console = self.app.console
        for line, column in zip(self.lines, columns, strict=True):
            if not line.shown:
                continue
            if line.section:
                if strips:
                    strips.append(Strip.blank(width, base))
                texts = self._wrapped(line.label, self._fg("form--section"), width)
            elif not line.fields:
                texts = self._wrapped(line.label, self._fg("form--dim"), width)
            else:
                label_cells = min(column, max(1, width - 8))
                labels = self._wrapped(line.label, self._fg("form--label"), label_cells - 1)
                first = labels[0] if labels else Text()
                first.pad_right(label_cells - first.cell_len)
                row, placed = self._fields_text(line.fields, width - label_cells, focus)
                for key, (x0, x1) in placed.items():
                    spots[key] = _Spot(len(strips), label_cells + x0, label_cells + x1)
                texts = [first + row, *labels[1:]]
            for text in texts:
                segments = list(text.render(console))
                strips.append(Strip(segments).adjust_cell_length(width, base).apply_style(base))
        self._strips = strips
        self._spots = spots
        self._drawn_for = (width,)
        self.virtual_size = Size(width, len(strips))

    def _fields_text(
        self, fields: list[Field], width: int, focus: str | None
    ) -> tuple[Text, dict[str, tuple[int, int]]]:
        """The fields of a line side by side in ``width`` cells, and each one's columns."""
        shown = [f for f in fields if f.shown]
        gaps = max(0, len(shown) - 1)
        fixed = sum(f.width for f in shown if f.width)
        flexible = [f for f in shown if not f.width]
        rest = max(1, width - fixed - gaps)
        out = Text()
        placed: dict[str, tuple[int, int]] = {}
        x = 0
        for i, f in enumerate(shown):
            cells = f.width or rest // len(flexible) + (1 if flexible.index(f) < rest % len(flexible) else 0)
            cells = max(1, min(cells, width - x))
            if i:
                out.append(" ")
                x += 1
            out.append_text(self._field_text(f, cells, f.key == focus))
            placed[f.key] = (x, x + cells)
            x += cells
            if x >= width:
                break
        return out, placed

    def _field_text(self, f: Field, cells: int, focused: bool) -> Text:
        back = self._style("form--focus" if focused else "form--text" if f.is_text else "form--value")
        if f.text is not None:
            text = f.text
            cursor = min(f.cursor, len(text))
            start = 0
            while focused and start < cursor and cell_len(text[start:cursor]) + 1 > cells:
                start += 1  # keep the cursor in view (unfocused, a text shows its beginning)
            shown = text[start:]
            if not text and not focused:
                out = Text(f.placeholder, self._fg("form--placeholder"))
            elif focused:
                at = cursor - start
                out = Text(shown[:at])
                out.append(shown[at : at + 1] or " ", self._style("form--cursor"))
                out.append(shown[at + 1 :])
            else:
                out = Text(shown)
        elif len(f.options) == 1:
            out = Text("  " + f.label)
        else:
            out = Text.assemble(("< ", self._fg("form--dim")), f.label, (" >", self._fg("form--dim")))
        out.truncate(cells, overflow="ellipsis")
        out.pad_right(cells - out.cell_len)
        out.stylize_before(back)
        return out
