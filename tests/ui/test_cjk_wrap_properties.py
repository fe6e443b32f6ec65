"""Wrapping never loses, adds or reorders a character, and never makes a line wider than it
may be, whatever the text: the pieces it keeps whole (formulas, measure words, arrows, closing
and opening marks) give way when a piece is wider than the line."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.text import Text

from mahjong_tui.ui.cjk_wrap import NBSP, wrap_text

PIECES = list("ab12 ×÷−＋＝→（）()[]^x-") + [NBSP, "張", "個", "番", "台", "中", "文", "，", "。", "、", "："]


@settings(max_examples=400, deadline=None)
@given(
    text=st.lists(st.sampled_from(PIECES), max_size=24).map("".join),
    indent=st.integers(0, 3),
    extra=st.integers(2, 12),
)
def test_wrapping_keeps_every_character_in_order_within_the_width(text: str, indent: int, extra: int) -> None:
    width = indent + extra
    lines = [line.plain for line in wrap_text(Text(text), width, indent)]
    assert "".join(lines).replace(" ", "") == text.replace(" ", "").replace(NBSP, "")
    assert all(cell_len(line.rstrip()) <= width for line in lines), lines
