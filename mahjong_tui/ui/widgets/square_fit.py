"""Fitting the centre square's lines into the rows it has: at 80×24 it has some eight rows of
22 cells, and 明將's ranks 3 and 4 and MCR's flowers were cut off below it. Made shorter, step
by step, never dropped (:func:`fitted`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text

from ..cjk_wrap import numbers_kept, wrap_text

STATUS_INDENT = 2
"""A line's later lines start this far in (a seat's flowers past the column's edge read as a
line of their own: "W Bot 2 [Sp] [Ca] [Ce]" / "[Mn]" / "E Bot 3 …"); the variant's name, first,
is not indented."""

PACK_GAP = "  "
"""Between two lines packed side by side: "1. Ann 172  2. Bob 150"."""


@dataclass
class Group:
    """Lines that belong together (the hand's facts, the flowers, the standings): a short square
    packs a group's lines side by side, never two groups' (a seat's flowers beside the match's
    progress would read as one). ``label`` ("Bonus: ", "花：", with its colon) heads the group:
    a line of its own, or the first line's head where the lines are packed."""

    lines: list[Text] = field(default_factory=list)
    label: Text | None = None

    def each(self) -> list[Text]:
        """The group line by line, the label on a line of its own."""
        return ([trimmed(self.label)] if self.label is not None else []) + self.lines


def trimmed(text: Text) -> Text:
    """``text`` without its trailing spaces ("Bonus: " on a line of its own)."""
    out = text.copy()
    out.rstrip()
    return out


def every_line(groups: list[Group]) -> list[Text]:
    """The groups' lines one after the other, as a square with room shows them."""
    return [line for group in groups for line in group.each()]


def fitted(groups: list[Group], width: int, height: int) -> list[Text]:
    """The square's lines at ``width`` cells, made shorter until they fit ``height`` rows:
    whole; the variant's name (the first group's first line) without its gloss; then the
    groups' short lines packed side by side (:func:`packed`), the last group's first (the
    standings, then the flowers, then the hand's facts), and a group's lines from its first
    only as far as it takes: packing a whole group where one line too many was all the trouble
    left the square a row empty."""
    out = wrapped(every_line(groups), width)
    if len(out) <= height or not groups or not groups[0].lines:
        return out
    first = groups[0]
    groups = [Group([short_title(first.lines[0]), *first.lines[1:]], first.label), *groups[1:]]
    for start in range(len(groups) - 1, 0, -1):  # groups[start + 1:] packed, groups[start] in part
        group = groups[start]
        before = wrapped(every_line(groups[:start]), width)
        after = wrapped(packed(groups[start + 1 :], width), width, first=False)
        for n in range(1, len(group.lines) + 1):  # its first n lines packed
            part = packed([Group(group.lines[:n], group.label)], width) + group.lines[n:]
            out = before + wrapped(part, width, first=False) + after
            if len(out) <= height:
                return out
    return out


def packed(groups: list[Group], width: int) -> list[Text]:
    """Each group's lines, as many side by side as fit ``width`` cells, its label before the
    first; a line too long for that stays on its own."""
    out: list[Text] = []
    for group in groups:
        row = group.label.copy() if group.label is not None else None
        gap = ""  # a label's own colon parts it from the first line
        for line in group.lines:
            if row is not None and row.cell_len + len(gap) + line.cell_len <= width:
                row.append(gap)
                row.append_text(line)
            else:
                if row is not None:
                    out.append(trimmed(row))
                row = line.copy()
            gap = PACK_GAP
        if row is not None:
            out.append(row)
    return out


def wrapped(lines: list[Text], width: int, first: bool = True) -> list[Text]:
    """``lines`` wrapped at ``width``, each one's later lines indented (:data:`STATUS_INDENT`),
    a number never parted from its words (:func:`~..cjk_wrap.numbers_kept`); ``first``: the
    lines begin the square, whose first line (the variant's name) is not indented."""
    out: list[Text] = []
    for i, line in enumerate(lines):
        out += wrap_text(numbers_kept(line), width, STATUS_INDENT if i or not first else 0)
    return out


def short_title(title: Text) -> Text:
    """A variant's name without its bracketed gloss ("Mingjiang Mahjong (Japanese-style table,
    Hong Kong scoring)", "武漢麻將（紅中癩子槓）"): at 80×24 the gloss took two of the square's
    lines and the match's standings below were cut off."""
    plain = title.plain
    cut = min((i for i in (plain.find(" ("), plain.find("（")) if i > 0), default=-1)
    return title[:cut] if cut > 0 else title
