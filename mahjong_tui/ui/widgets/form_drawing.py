"""How a :class:`~.form.SettingsForm` is drawn: each shown line as strips of the form's width
(a label column per section, the fields side by side after it) and where each field sits, for
clicks and scrolling. Pure functions of the lines, the width and the form's component styles."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.cells import cell_len
from rich.console import Console
from rich.style import Style
from rich.text import Text
from textual.strip import Strip

from ..cjk_wrap import wrap_text
from .form_fields import Field, Line

LABEL_SHARE = 0.4
"""The label column's share of the width (between :data:`LABEL_MIN` and :data:`LABEL_MAX` cells)."""
LABEL_MIN = 12
LABEL_MAX = 30

Styles = Callable[[str], Style]
"""A form component's style by name (``form--label`` …), as the widget's stylesheet gives it."""


@dataclass(frozen=True)
class Spot:
    """Where a field is drawn: its first line on screen, its columns and how many lines it takes
    (a choice too long for its columns goes on below)."""

    y: int
    x0: int
    x1: int
    rows: int = 1


def foreground(style: Style) -> Style:
    """A style's colour and text style without its background (it lies on a field's)."""
    return Style(
        color=style.color, bold=style.bold, italic=style.italic, underline=style.underline, reverse=style.reverse
    )


def draw_form(
    lines: list[Line], width: int, focus: str | None, styles: Styles, base: Style, console: Console
) -> tuple[list[Strip], dict[str, Spot]]:
    """Every shown line as strips of ``width`` cells, and where each field sits (``focus``: the
    field drawn focused, if any)."""
    label_w = max(LABEL_MIN, min(LABEL_MAX, int(width * LABEL_SHARE)))
    columns = label_columns(lines, label_w, width)
    strips: list[Strip] = []
    spots: dict[str, Spot] = {}
    for line, column in zip(lines, columns, strict=True):
        if not line.shown:
            continue
        if line.section:
            if strips:
                strips.append(Strip.blank(width, base))
            texts = _wrapped(line.label, foreground(styles("form--section")), width)
        elif not line.fields:
            texts = _wrapped(line.label, foreground(styles("form--dim")), width)
        else:
            label_cells = min(column, max(1, width - 8))
            labels = _wrapped(line.label, foreground(styles("form--label")), label_cells - 1)
            rows, placed = fields_text(line.fields, width - label_cells, focus, styles)
            for key, (x0, x1, height) in placed.items():
                spots[key] = Spot(len(strips), label_cells + x0, label_cells + x1, height)
            texts = []
            for i in range(max(len(labels), len(rows))):
                label = labels[i] if i < len(labels) else Text()
                label.pad_right(label_cells - label.cell_len)
                texts.append(label + rows[i] if i < len(rows) else label)
        for text in texts:
            segments = list(text.render(console))
            strips.append(Strip(segments).adjust_cell_length(width, base).apply_style(base))
    return strips, spots


def _wrapped(text: str, style: Style, width: int) -> list[Text]:
    lines = wrap_text(Text(text), width)
    for line in lines:
        line.stylize_before(style)
    return lines


def label_columns(lines: list[Line], most: int, width: int = 0) -> list[int]:
    """Each line's label column: as wide as its section's widest shown label needs, at most
    ``most`` cells (a section of short labels, the seats' "1" to "4", leaves its fields the
    room: at 80 columns a fixed share left a bot's name four cells, "電 …"). A section of
    choices only may go past ``most`` to what its widest choices leave of ``width``: the house
    rules' labels had wrapped in 15 cells beside "< on >" and 20 blank ones ("Flowers (144
    tiles; off:" / "136)" at 120 columns)."""
    columns: list[int] = []
    start, need = 0, 1
    fields: int | None = 0
    for i, line in enumerate([*lines, Line("", section=True)]):
        if line.section:
            room = most if fields is None else max(most, width - fields)
            columns.extend([min(room, need)] * (i - start))
            start, need, fields = i, 1, 0
        elif line.shown and line.fields:
            need = max(need, cell_len(line.label) + 2)
            wanted = fields_wanted(line.fields)
            fields = None if fields is None or wanted is None else max(fields, wanted)
    return columns


CHOICE_OPEN, CHOICE_CLOSE = "< ", " >"
"""The marks around a choice of several values: ``< value >``."""
SINGLE_CHOICE = "  "
"""Before a choice of one value, in place of the marks."""


def fields_wanted(fields: list[Field]) -> int | None:
    """The cells a line's shown fields use at most (a choice its widest option, as
    :func:`field_text` draws it); None when a typed text takes whatever it is given."""
    shown = [f for f in fields if f.shown]
    total = max(0, len(shown) - 1)
    for f in shown:
        if f.width:
            total += f.width
        elif f.is_text:
            return None
        else:
            marks = CHOICE_OPEN + CHOICE_CLOSE if len(f.options) > 1 else SINGLE_CHOICE
            total += max(cell_len(word) for word, _ in f.options) + len(marks)
    return total


def fields_text(
    fields: list[Field], width: int, focus: str | None, styles: Styles
) -> tuple[list[Text], dict[str, tuple[int, int, int]]]:
    """The fields of a line side by side in ``width`` cells (as many lines as the tallest one
    takes), and each one's columns and lines. A text of bounded length takes no more than it
    can fill (:attr:`Field.most_cells`); what it leaves stays blank after the last field."""
    shown = [f for f in fields if f.shown]
    fixed = sum(f.width for f in shown if f.width)
    flexible = [f for f in shown if not f.width]
    rest = max(1, width - fixed - max(0, len(shown) - 1))
    columns: list[tuple[int, list[Text]]] = []
    placed: dict[str, tuple[int, int, int]] = {}
    x = 0
    for i, f in enumerate(shown):
        cells = f.width or rest // len(flexible) + (1 if flexible.index(f) < rest % len(flexible) else 0)
        cells = min(cells, f.most_cells or cells)
        cells = max(1, min(cells, width - x))
        x += 1 if i else 0
        drawn = field_text(f, cells, f.key == focus, styles)
        columns.append((cells, drawn))
        placed[f.key] = (x, x + cells, len(drawn))
        x += cells
        if x >= width:
            break
    rows = [Text() for _ in range(max((len(drawn) for _, drawn in columns), default=1))]
    for i, (cells, drawn) in enumerate(columns):
        for y, row in enumerate(rows):
            if i:
                row.append(" ")
            row.append_text(drawn[y] if y < len(drawn) else Text(" " * cells))
    return rows, placed


def field_text(f: Field, cells: int, focused: bool, styles: Styles) -> list[Text]:
    """One field in ``cells`` cells: a choice as ``< value >``, going on over more lines when
    it is longer (a preset's description was cut at 120 columns); a text on one line, with its
    cursor when focused."""
    back = styles("form--focus" if focused else "form--text" if f.is_text else "form--value")
    if f.text is None:
        lines = choice_lines(f, cells, foreground(styles("form--dim")))
    else:
        lines = [typed_text(f, f.text, cells, focused, styles)]
    for line in lines:
        line.truncate(cells, overflow="ellipsis")
        line.pad_right(cells - line.cell_len)
        line.stylize_before(back)
    return lines


def typed_text(f: Field, text: str, cells: int, focused: bool, styles: Styles) -> Text:
    """A typed text as far as ``cells`` show it: its beginning, or with the cursor in view when focused."""
    cursor = min(f.cursor, len(text))
    start = 0
    while focused and start < cursor and cell_len(text[start:cursor]) + 1 > cells:
        start += 1  # keep the cursor in view (unfocused, a text shows its beginning)
    shown = text[start:]
    if not text and not focused:
        return Text(f.placeholder, foreground(styles("form--placeholder")))
    if focused:
        at = cursor - start
        out = Text(shown[:at])
        out.append(shown[at : at + 1] or " ", styles("form--cursor"))
        out.append(shown[at + 1 :])
        return out
    return Text(shown)


def choice_lines(f: Field, cells: int, dim: Style) -> list[Text]:
    """A field's choice as :func:`marked_choice` draws it."""
    return marked_choice(f.label, len(f.options) > 1, cells, dim)


def marked_choice(label: str, several: bool, cells: int, dim: Style | str) -> list[Text]:
    """A choice's value between its marks, ``< value >`` (a choice of one: after blanks),
    wrapped in ``cells`` under its first word; cut only where not one character fits. The
    menu's form and the one-choice widget (:class:`~.cycle.Cycle`) both draw it so."""
    opening, closing = (CHOICE_OPEN, CHOICE_CLOSE) if several else (SINGLE_CHOICE, "")
    room = cells - len(opening) - len(closing)
    whole = Text.assemble((opening, dim), label, (closing, dim))
    if whole.cell_len <= cells or room < 2:
        return [whole]  # cut where it is drawn
    parts = wrap_text(Text(label), room)
    lines = [Text.assemble((opening if i == 0 else " " * len(opening), dim), part) for i, part in enumerate(parts)]
    lines[-1].append(closing, dim)
    return lines
