"""How tiles are drawn, as Rich text, from their faces (:mod:`mahjong_tui.tiles.faces`): pure
functions, no widgets.

A *big* tile is a bordered box four cells wide and four rows high, rank over suit::

    ┌──┐   +--+
    │五│   |5 |
    │萬│   |m |
    └──┘   +--+

A chess piece is a round disc instead (see :func:`_piece`).

A *small* tile is one row, four cells (``五萬`` / ``[5m]``; pieces ``(兵)`` / ``(rS)``), used in
rivers, melds and logs.
A *back* is two cells (``〓`` / ``##``). Widths are measured with :func:`rich.cells.cell_len`,
never with ``len``. No mahjong-tile code points (U+1F000–U+1F02B) and no circled digits.
"""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from ..tiles.faces import Face, face, tile_label
from ..tiles.kinds import JOKER, Tile

BIG_W = 4
BIG_GAP = 1
SMALL_W = 4
BACK_W = 2

Palette = dict[str, Style]
"""Style names → Rich styles (see :mod:`mahjong_tui.ui.theme`); missing names draw plain."""


def _pad(s: str, width: int) -> str:
    return s + " " * (width - cell_len(s))


def _centre(s: str, width: int) -> str:
    """``s`` centred in ``width`` cells (``str.center`` counts a piece's glyph as one cell, not two)."""
    left = (width - cell_len(s)) // 2
    return _pad(" " * left + s, width)


# ---- drawing ---------------------------------------------------------------------------------


def _s(palette: Palette, *names: str) -> Style:
    style = Style()
    for n in names:
        got = palette.get(n)
        if got is not None:
            style += got
    return style


_BOX = {
    # theme: (tl, tr, bl, br, h, v)
    "cjk": ("┌", "┐", "└", "┘", "─", "│"),
    "cjk-round": ("╭", "╮", "╰", "╯", "─", "│"),
    "ascii": ("+", "+", "+", "+", "-", "|"),
    "ascii-round": (".", ".", "'", "'", "-", "("),
}


def _piece(
    f: Face, palette: Palette, ascii_only: bool, selected: bool, label: str, marks: tuple[str, ...]
) -> list[Text]:
    """A chess piece: a round ivory disc three rows high, its ring in the piece's colour and
    the glyph in the middle, with ``label`` under it::

        ╭──╮   .--.
        │兵│   (rS)
        ╰──╯   '--'
         1      1
    """
    tl, tr, bl, br, h, v = _BOX["ascii-round" if ascii_only else "cjk-round"]
    right = ")" if ascii_only else v
    ring = _s(palette, "face", f.kind, *marks, "border-selected" if selected else "")
    return [
        Text.assemble((tl + h * 2 + tr, ring)),
        Text.assemble((v, ring), (f.top, _s(palette, "face", f.kind, *marks)), (right, ring)),
        Text.assemble((bl + h * 2 + br, ring)),
        Text(_pad(" " + label[-2:], BIG_W), style=_s(palette, "label")),
    ]


def big_tile(
    t: Tile,
    palette: Palette,
    ascii_only: bool = False,
    lang: str = "zh_TW",
    selected: bool = False,
    label: str = "",
    marks: tuple[str, ...] = (),
) -> list[Text]:
    """Four rows of a bordered tile; ``label`` (up to 2 cells) is written into the bottom border."""
    f = face(t, ascii_only, lang)
    if f.round:
        return _piece(f, palette, ascii_only, selected, label, marks)
    box = _BOX["ascii" if ascii_only else "cjk"]
    tl, tr, bl, br, h, v = box
    border = _s(palette, "border", *marks, "border-selected" if selected else "")
    face_style = _s(palette, "face", f.kind, *marks)
    lab = label[-2:]
    bottom_mid = h * (2 - cell_len(lab)) + lab
    return [
        Text.assemble((tl + h * 2 + tr, border)),
        Text.assemble((v, border), (f.top, face_style), (v, border)),
        Text.assemble((v, border), (f.bottom, face_style), (v, border)),
        Text.assemble((bl, border), (bottom_mid, border + _s(palette, "label")), (br, border)),
    ]


def big_row(
    tiles: list[Tile],
    palette: Palette,
    ascii_only: bool = False,
    lang: str = "zh_TW",
    selected: int | None = None,
    gap_before: int | None = None,
    labels: bool = True,
    wild: tuple[Tile, ...] = (),
    picked: frozenset[int] = frozenset(),
) -> list[Text]:
    """Five rows: a lift row (the selected tile rises into it) and four rows of tiles.

    ``gap_before`` puts an extra gap before that index (the drawn tile, set apart).
    """
    rows = [Text() for _ in range(5)]
    blank = " " * BIG_W
    for i, t in enumerate(tiles):
        if i:
            sep = " " * (BIG_GAP + (2 if gap_before == i else 0))
            for r in rows:
                r.append(sep)
        marks = (("wild",) if t in wild else ()) + (("claimed",) if i in picked else ())
        lines = big_tile(t, palette, ascii_only, lang, selected == i, str(i + 1) if labels else "", marks)
        if selected == i:
            for r, line in zip(rows, lines + [Text(blank)], strict=True):
                r.append_text(line)
        else:
            rows[0].append(blank)
            for r, line in zip(rows[1:], lines, strict=True):
                r.append_text(line)
    return rows


def big_offsets(count: int, gap_before: int | None = None) -> list[tuple[int, int]]:
    """(start, end) cell columns of each tile in :func:`big_row`, for mouse hits."""
    out = []
    x = 0
    for i in range(count):
        if i:
            x += BIG_GAP + (2 if gap_before == i else 0)
        out.append((x, x + BIG_W))
        x += BIG_W
    return out


def small_tile(
    t: Tile, palette: Palette, ascii_only: bool = False, lang: str = "zh_TW", marks: tuple[str, ...] = ()
) -> Text:
    f = face(t, ascii_only, lang)
    return Text(f.small, style=_s(palette, "face", f.kind, *marks))


def tile_word(t: Tile, ascii_only: bool = False, lang: str = "zh_TW") -> str:
    """A tile in a hint's running text, as :func:`small_tile` draws it (``五萬``, ``(包)``,
    ``[5m]``): a piece named bare ("then discard 包") read unlike the bracketed pieces beside it."""
    return face(t, ascii_only, lang).small


def times(n: int) -> str:
    """How many of a tile, after its face (``一萬x4``, ``梅１x1``): the hints and the unseen panel
    alike; a bare figure ran into a flower's own number (梅１1)."""
    return f"x{n}"


def joker_mark(ascii_only: bool, lang: str) -> str:
    """The joker's own face (飛, 飞 in Simplified, ``J``) marking a tile it stands for: a written
    飛 had stayed Traditional in a Simplified game ("西风西风飛=西风") beside the hand's 飞."""
    return face(JOKER, ascii_only, lang).top.strip()


def joker_as(
    stands_for: Tile, palette: Palette, ascii_only: bool = False, lang: str = "zh_TW", marks: tuple[str, ...] = ()
) -> Text:
    """A joker (飛) in a meld with the tile it stands for: ``飛=五筒`` / ``J=[5p]``."""
    out = Text(joker_mark(ascii_only, lang) + "=", style=_s(palette, "face", "joker", *marks))
    out.append_text(small_tile(stands_for, palette, ascii_only, lang, ("joker-as", *marks)))
    return out


def meld_row(
    tiles: tuple[Tile, ...],
    jokers: tuple[int, ...],
    palette: Palette,
    ascii_only: bool = False,
    lang: str = "zh_TW",
    marked: int = -1,
) -> Text:
    """A meld's tiles side by side, jokers as :func:`joker_as`; ``marked``: the claimed tile's index."""
    out = Text()
    for i, t in enumerate(tiles):
        marks = ("latest",) if i == marked else ()
        out.append_text(
            joker_as(t, palette, ascii_only, lang, marks)
            if i in jokers
            else small_tile(t, palette, ascii_only, lang, marks)
        )
    return out


def back(palette: Palette, ascii_only: bool = False, wide: bool = False) -> Text:
    """A face-down tile: two cells, or four with ``wide`` (a hidden meld tile)."""
    glyph = "##" if ascii_only else "〓"
    if wide:
        glyph = "[##]" if ascii_only else "〓〓"
    return Text(glyph, style=_s(palette, "back"))


def small_row(
    tiles: list[Tile], palette: Palette, ascii_only: bool = False, lang: str = "zh_TW", sep: str = " "
) -> Text:
    out = Text()
    for i, t in enumerate(tiles):
        if i:
            out.append(sep)
        out.append_text(small_tile(t, palette, ascii_only, lang))
    return out


# ---- melds as big tiles -------------------------------------------------------------------------

LYING_W = 6
"""A tile turned sideways (the claimed tile of a meld): six cells wide, three rows high."""


def big_back(palette: Palette, ascii_only: bool = False) -> list[Text]:
    """Four rows of a face-down big tile (a concealed kong's outer tiles)."""
    tl, tr, bl, br, h, v = _BOX["ascii" if ascii_only else "cjk"]
    border, ground = _s(palette, "border"), _s(palette, "back")
    inner = "##" if ascii_only else "〓"
    return [
        Text(tl + h * 2 + tr, border),
        Text.assemble((v, border), (inner, ground), (v, border)),
        Text.assemble((v, border), (inner, ground), (v, border)),
        Text(bl + h * 2 + br, border),
    ]


def lying_tile(t: Tile, palette: Palette, ascii_only: bool = False, lang: str = "zh_TW") -> list[Text]:
    """Four rows: a blank row over a tile turned sideways, as a claimed tile lies in a meld::

             ┌────┐
    ┌────┐   │五萬│
    │五萬│   └────┘
    └────┘
    """
    return [Text(" " * LYING_W), *lying_box(t, palette, ascii_only, lang, ("claimed-turned",), ())]


def lying_box(
    t: Tile,
    palette: Palette,
    ascii_only: bool = False,
    lang: str = "zh_TW",
    border_marks: tuple[str, ...] = (),
    face_marks: tuple[str, ...] = (),
) -> list[Text]:
    """Three rows, ``LYING_W`` cells: a tile turned sideways, its face on one row (a claimed
    tile in a meld, a side seat's discard on a big screen); the marks style its border and face."""
    f = face(t, ascii_only, lang)
    tl, tr, bl, br, h, v = _BOX["ascii" if ascii_only else "cjk"]
    border = _s(palette, "border", *border_marks)
    inner = f.top + f.bottom if not (ascii_only or f.round) else _centre(tile_label(t, ascii_only, lang), 4)
    return [
        Text(tl + h * 4 + tr, border),
        Text.assemble((v, border), (inner, _s(palette, "face", f.kind, *face_marks)), (v, border)),
        Text(bl + h * 4 + br, border),
    ]


def big_meld(
    tiles: tuple[Tile, ...],
    jokers: tuple[int, ...],
    palette: Palette,
    ascii_only: bool = False,
    lang: str = "zh_TW",
    turned: int = -1,
    backs: tuple[int, ...] = (),
) -> list[Text]:
    """A meld as four rows of big tiles side by side: the claimed tile (index ``turned``) lies
    sideways, a joker shows the tile it stands for with 飛 (``J``) in its border, and the tiles
    at ``backs`` lie face down (a concealed kong's outer two)."""
    rows = [Text() for _ in range(4)]
    for i, t in enumerate(tiles):
        if i in backs:
            drawn = big_back(palette, ascii_only)
        elif i == turned:
            drawn = lying_tile(t, palette, ascii_only, lang)
        elif i in jokers:
            drawn = big_tile(t, palette, ascii_only, lang, label=joker_mark(ascii_only, lang), marks=("joker-as",))
        else:
            drawn = big_tile(t, palette, ascii_only, lang)
        for r, line in zip(rows, drawn, strict=True):
            r.append_text(line)
    return rows
