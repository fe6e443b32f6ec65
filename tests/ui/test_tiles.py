"""Tile drawing: widths by display cells, columns that line up, no glyphs that misbehave."""

from __future__ import annotations

import unicodedata

import pytest
from rich.cells import cell_len
from rich.text import Text

from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.i18n import LANGS
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.theme import palette
from mahjong_tui.ui.tiles import (
    BIG_W,
    LYING_W,
    SMALL_W,
    back,
    big_offsets,
    big_row,
    big_tile,
    face,
    lying_tile,
    small_tile,
)
from mahjong_tui.ui.widgets.river import CELL, river_rows

ALL = list(range(K.NUM_KINDS))
BOX_DRAWING = set("┌┐└┘─│╭╮╰╯")


def _cells(line: Text) -> list[str]:
    """The line as one entry per terminal cell ('' for the right half of a wide character)."""
    out: list[str] = []
    for ch in line.plain:
        out.append(ch)
        out.extend([""] * (cell_len(ch) - 1))
    return out


def _forbidden(ch: str) -> bool:
    cp = ord(ch)
    if 0x1F000 <= cp <= 0x1F02B:  # mahjong tile code points
        return True
    if 0x2460 <= cp <= 0x24FF or 0x3251 <= cp <= 0x325F or 0x32B1 <= cp <= 0x32BF:  # circled numbers
        return True
    return unicodedata.east_asian_width(ch) == "A" and ch not in BOX_DRAWING


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_every_face_has_fixed_widths_and_safe_glyphs(ascii_only: bool, lang: str) -> None:
    for t in ALL:
        f = face(t, ascii_only, lang)
        assert cell_len(f.top) == 2 and cell_len(f.bottom) == 2, (t, f)
        assert cell_len(f.small) == SMALL_W, (t, f)
        for line in big_tile(t, palette(), ascii_only, lang, label="14"):
            assert cell_len(line.plain) == BIG_W
        for ch in f.top + f.bottom + f.small:
            assert not _forbidden(ch), (t, ch)
        if ascii_only:
            assert (f.top + f.bottom + f.small).isascii()
    assert cell_len(back(palette(), ascii_only).plain) == 2
    assert cell_len(back(palette(), ascii_only, wide=True).plain) == 4


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_columns_line_up_in_a_hand(ascii_only: bool, lang: str) -> None:
    hand = [0, 4, 8, 9, 18, 27, 31, 33, 34, 42, 46, K.JOKER, K.RED0, K.BLACK0 + 6]
    for selected in (None, 0, 5, len(hand) - 1):
        rows = big_row(hand, palette(), ascii_only, lang, selected=selected, gap_before=len(hand) - 1)
        widths = {cell_len(r.plain) for r in rows}
        assert len(widths) == 1, widths
        grid = [_cells(r) for r in rows]
        for i, (start, end) in enumerate(big_offsets(len(hand), len(hand) - 1)):
            top = 0 if selected == i else 1
            piece = face(hand[i]).round  # a chess piece: a disc three rows high, its label under it
            for r in range(top, top + (3 if piece else 4)):
                left, right = grid[r][start], grid[r][end - 1]
                assert left in "┌│└╭╰+|.'(" and left, (i, r, left)
                assert right in "┐│┘╮╯+|.')" and right, (i, r, right)
            # the face sits exactly between the borders: two cells on each of the middle rows
            for r in (top + 1,) if piece else (top + 1, top + 2):
                assert cell_len("".join(grid[r][start + 1 : end - 1])) == 2
            if piece:
                assert "".join(grid[top + 3][start:end]).strip() == str(i + 1)


@pytest.mark.parametrize("ascii_only", [False, True])
def test_river_cells_line_up(ascii_only: bool) -> None:
    look = Look.make("zh_TW", ascii_only, True)
    river = [RiverTile(t, claimed_by=1 if t == 5 else None, ready=t == 7) for t in range(0, 34, 2)]
    rows = river_rows(river, look, per_row=6, max_rows=0, latest=True)
    assert [cell_len(r.plain) for r in rows] == [6 * CELL, 6 * CELL, 5 * CELL]
    for r in rows:
        for col in range(0, cell_len(r.plain), CELL):
            mark = _cells(r)[col + SMALL_W]
            assert mark in (" ", "*", "<", "!")
    assert rows[-1].plain.endswith("< ")  # the latest, then the gap every cell keeps
    short = river_rows(river, look, per_row=6, max_rows=2)
    assert len(short) == 2 and short[0].plain.startswith("+")


def test_small_tiles_read_naturally() -> None:
    assert face(0).small == "一萬" and face(K.HONOR + 6).small == "紅中"
    assert face(0, lang="zh_CN").small == "一万" and face(K.HONOR + 5, lang="zh_CN").small == "发财"
    assert face(K.chess("r", "R"), lang="zh_CN").top == "俥"  # chess glyphs stay as printed
    assert face(0, ascii_only=True).small == "[1m]" and face(K.HONOR, ascii_only=True).small == "[E ]"
    assert face(K.RED0).round and not face(0).round
    assert face(K.RED0).small == "(帥)" and face(K.BLACK0 + 6, ascii_only=True).small == "(bS)"
    assert small_tile(9, palette()).plain == "一筒"


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize("lang", LANGS)
def test_a_claimed_tile_lies_six_cells_wide(ascii_only: bool, lang: str) -> None:
    """A chess piece turned sideways in a meld had been a cell too wide, pushing the tiles
    after it out of line with the rows above and below."""
    for t in ALL:
        assert [cell_len(r.plain) for r in lying_tile(t, palette(), ascii_only, lang)] == [LYING_W] * 4, t
