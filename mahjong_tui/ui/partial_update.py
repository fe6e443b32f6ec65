"""Partial screen updates that write only what changed.

Textual (8.2.8) writes a dirty span of a line by cropping the widget's piece of that line
from the piece's *left edge* to the span's end: a widget that repaints a small region of
itself (the hand repaints the two tiles a selection move concerns) has every line of that
region written from its left edge, each span again. Moving the selection between the first
and the last tile of the hand wrote the hand's five lines twice, 8,491 bytes for two tiles.

:func:`install` replaces ``ChopsUpdate.render_segments`` with one that starts each span at
its own left end (or, when a double-width character straddles it, at that character), so a
repaint writes its regions and nothing beside them. Same picture: only cells that are
already on the terminal are no longer written again.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console
from rich.control import Control
from textual._compositor import ChopsUpdate
from textual.strip import Strip

TEXTUAL_RENDER_SEGMENTS = ChopsUpdate.render_segments
"""Textual's own writer, kept for comparison (tests/ui/test_partial_update.py)."""
_installed = False


def span_start(strip: Strip, x: int, x1: int) -> int:
    """Where to start writing ``strip`` (which begins at column ``x``) for a span beginning at
    ``x1``: ``x1`` itself, or the start of the double-width character that straddles it."""
    if x1 <= x:
        return x
    at = x
    for segment in strip:
        text = segment.text
        width = cell_len(text)
        if at + width <= x1:
            at += width
            continue
        if width == len(text):  # narrow characters only: cut exactly
            return x1
        for ch in text:  # find the character that covers x1
            w = cell_len(ch)
            if at + w > x1:
                return at
            at += w
        return x1
    return x1


def render_segments(self: ChopsUpdate, console: Console) -> str:
    """``ChopsUpdate.render_segments``, each span written from its own left end."""
    sequences: list[str] = []
    append = sequences.append
    move_to = Control.move_to
    chops = self.chops
    chop_ends = self.chop_ends
    last_y = self.spans[-1][0]
    for y, x1, x2 in self.spans:
        line = chops[y]
        ends = chop_ends[y]
        for end, (x, strip) in zip(ends, line.items(), strict=False):
            if strip is None or x > x2 or end <= x1:
                continue
            if x2 > x >= x1 and end <= x2:
                append(move_to(x, y).segment.text)
                append(strip.render(console))
                continue
            start = span_start(strip, x, x1)
            strip = strip.crop(start - x, min(end, x2) - x)
            append(move_to(start, y).segment.text)
            append(strip.render(console))
        if y != last_y:
            append("\n")
    return "".join(sequences)


def install() -> None:
    """Use :func:`render_segments` for every partial update of this process (idempotent)."""
    global _installed
    if not _installed:
        ChopsUpdate.render_segments = render_segments  # type: ignore[method-assign]
        _installed = True
