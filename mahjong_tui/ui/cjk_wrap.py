"""Line breaking for text that mixes Chinese and English, with the Chinese rule (禁則) that a
line never starts with a closing mark (，。）」 …) nor ends with an opening one (（「 …).

Rich breaks lines only at spaces and folds a longer run anywhere, so Chinese text (one long run
without spaces) was cut between a character and the comma after it and the next line began
with "，". Here each Chinese character is a break point of its own, English words stay whole,
and punctuation sticks to the character it belongs to.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

NO_START = set("，。、；：？！）」』》〉】〕…—・,.;:?!)]}%")
"""Marks that close something: never the first character of a line."""
NO_END = set("（「『《〈【〔([{")
"""Marks that open something: never the last character of a line."""

_TOKEN = re.compile(r"\s+|[\x21-\x7e]+|.", re.DOTALL)
"""A run of spaces, a run of ASCII (an English word, a number), or one other character."""


def _units(text: str) -> list[tuple[int, int]]:
    """Pieces (start, end) that are never split across lines (unless wider than a line)."""
    units: list[tuple[int, int]] = []
    glue_next = False
    for m in _TOKEN.finditer(text):
        start, end = m.span()
        token = m.group()
        if units and not token.isspace() and (glue_next or token[0] in NO_START):
            units[-1] = (units[-1][0], end)  # closing mark joins the piece before it
        else:
            units.append((start, end))
        glue_next = not token.isspace() and token[-1] in NO_END
    return units


def break_offsets(text: str, width: int) -> list[int]:
    """Where to start each new line of one paragraph ``text`` at ``width`` cells."""
    width = max(1, width)
    offsets: list[int] = []
    line_start, used = 0, 0
    for start, end in _units(text):
        piece = text[start:end]
        cells = cell_len(piece)
        if piece.isspace():
            used += cells  # spaces may hang past the edge; they are cut off below
            continue
        if used + cells > width and start > line_start:
            offsets.append(start)
            line_start, used = start, 0
        while cells > width:  # a piece wider than a line: fold it by cells
            cut = start
            taken = 0
            while cut < end and taken + cell_len(text[cut]) <= width - used:
                taken += cell_len(text[cut])
                cut += 1
            cut = max(cut, start + 1)
            offsets.append(cut)
            start, used, line_start = cut, 0, cut
            piece = text[start:end]
            cells = cell_len(piece)
        used += cells
    return offsets


def wrap_text(text: Text, width: int) -> list[Text]:
    """``text`` (styles kept) as lines of at most ``width`` cells, breaking as described above."""
    lines: list[Text] = []
    for paragraph in text.split("\n", allow_blank=True):
        offsets = break_offsets(paragraph.plain, width)
        for line in paragraph.divide(offsets) if offsets else [paragraph]:
            line.rstrip()
            lines.append(line)
    return lines


class Wrapped:
    """A Rich renderable that lays ``text`` out with :func:`wrap_text` at the width it is given."""

    def __init__(self, text: Text) -> None:
        self.text = text

    @property
    def plain(self) -> str:
        return self.text.plain

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        lines = wrap_text(self.text, options.max_width)
        yield Text("\n").join(lines)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return self.text.__rich_measure__(console, options)
