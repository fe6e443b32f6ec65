"""The engine commands' tables (``score``, ``analyze``): one look, and a narrow layout where
the wide one would be cut."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from rich.console import Console
    from rich.table import Table


def plain_table(narrow: bool = False) -> Table:
    """A table with a bold header ruled off and no frame; ``narrow``: one space between its
    columns instead of three."""
    from rich import box
    from rich.table import Table

    padding = (0, 0) if narrow else (0, 1)
    return Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, header_style="bold", padding=padding)


def fitting(out: Console, wide: Table, narrow: Callable[[], Table]) -> Table:
    """``wide`` when the console's width holds it without cutting or squeezing a word, else
    the table ``narrow`` builds (its names and long texts stacked in fewer columns). A column
    that may not wrap counts as wide as its widest cell: measured by its words, a waiting
    hand's names were cut to "三…" at 50 columns."""
    from rich.measure import Measurement

    unbounded = out.options.update_width(10_000)  # a table measured at the width it is given fits it
    for column in wide.columns:
        if column.no_wrap:
            cells = [column.header, *column.cells]
            widest = max(Measurement.get(out, unbounded, cell).maximum for cell in cells)
            column.min_width = max(column.min_width or 0, widest)
    if Measurement.get(out, unbounded, wide).minimum <= out.options.max_width:
        return wide
    return narrow()
