"""Every tile kind any variant uses, as small integers.

A tile in the engine is an ``int`` kind id. One id space covers every tile set so the
notation, the analysis and the engine never need to know which set they are in; a
:class:`~mahjong_tui.tiles.tileset.TileSet` says which kinds exist and how many copies.

Layout::

    0-8    1m-9m      characters 萬
    9-17   1p-9p      dots 筒
    18-26  1s-9s      bamboo 條
    27-33  1z-7z      E S W N, White 白, Green 發, Red 中
    34-41  f1-f8      flowers 梅蘭菊竹 春夏秋冬
    42-45  a1-a4      animals 貓鼠雞蟲
    46-47  hm hf      faces 男人頭 女人頭
    48     j          joker 飛
    49-55  rG..rS     red chess pieces  帥仕相俥傌炮兵
    56-62  bG..bS     black chess pieces 將士象車馬包卒
"""

from __future__ import annotations

from enum import Enum

Tile = int

NUM_KINDS = 63
SUIT_LETTERS = "mps"
MAN, PIN, SOU, HONOR = 0, 9, 18, 27
FLOWER0 = 34
ANIMAL0 = 42
FACE_MAN, FACE_WOMAN = 46, 47
JOKER = 48
RED0, BLACK0 = 49, 56
CHESS_RANKS = "GAERHCS"


class Category(Enum):
    SUIT = "suit"
    HONOR = "honor"
    FLOWER = "flower"
    ANIMAL = "animal"
    FACE = "face"
    JOKER = "joker"
    CHESS = "chess"


def is_suited(t: Tile) -> bool:
    return 0 <= t < HONOR


def is_honor(t: Tile) -> bool:
    return HONOR <= t < FLOWER0


def is_wind(t: Tile) -> bool:
    return HONOR <= t < HONOR + 4


def is_dragon(t: Tile) -> bool:
    return HONOR + 4 <= t < FLOWER0


def is_bonus(t: Tile) -> bool:
    """Flowers, animals and faces: laid out and replaced, never part of the hand."""
    return FLOWER0 <= t < JOKER


def is_chess(t: Tile) -> bool:
    return RED0 <= t < NUM_KINDS


def suit_of(t: Tile) -> int:
    """0 m, 1 p, 2 s for suited tiles; 3 for honours; -1 otherwise."""
    if t < HONOR:
        return t // 9
    if t < FLOWER0:
        return 3
    return -1


def rank_of(t: Tile) -> int:
    """1-9 for suited, 1-7 for honours, 1-8 flowers, 1-4 animals, 1-7 chess (G=1 … S=7)."""
    if t < HONOR:
        return t % 9 + 1
    if t < FLOWER0:
        return t - HONOR + 1
    if t < ANIMAL0:
        return t - FLOWER0 + 1
    if t < FACE_MAN:
        return t - ANIMAL0 + 1
    if is_chess(t):
        return (t - RED0) % 7 + 1
    return 0


def is_terminal(t: Tile) -> bool:
    return t < HONOR and t % 9 in (0, 8)


def is_terminal_or_honor(t: Tile) -> bool:
    return is_terminal(t) or is_honor(t)


def is_simple(t: Tile) -> bool:
    return t < HONOR and 0 < t % 9 < 8


def category(t: Tile) -> Category:
    if t < HONOR:
        return Category.SUIT
    if t < FLOWER0:
        return Category.HONOR
    if t < ANIMAL0:
        return Category.FLOWER
    if t < FACE_MAN:
        return Category.ANIMAL
    if t < JOKER:
        return Category.FACE
    if t == JOKER:
        return Category.JOKER
    return Category.CHESS


def suited(suit: int, rank: int) -> Tile:
    return suit * 9 + rank - 1


def honor(rank: int) -> Tile:
    return HONOR + rank - 1


def chess(colour: str, rank_letter: str) -> Tile:
    base = RED0 if colour == "r" else BLACK0
    return base + CHESS_RANKS.index(rank_letter)


def chess_colour(t: Tile) -> str:
    return "r" if t < BLACK0 else "b"


def chess_rank_letter(t: Tile) -> str:
    return CHESS_RANKS[(t - RED0) % 7]


# ---- names ------------------------------------------------------------------------------

_SUIT_ZH = "萬筒條"
_RANK_ZH = "一二三四五六七八九"
_HONOR_ZH = "東南西北白發中"
_HONOR_EN = ("East", "South", "West", "North", "White", "Green", "Red")
_FLOWER_ZH = "梅蘭菊竹春夏秋冬"
_FLOWER_EN = ("Plum", "Orchid", "Chrysanthemum", "Bamboo", "Spring", "Summer", "Autumn", "Winter")
_ANIMAL_ZH = "貓鼠雞蟲"
_ANIMAL_EN = ("Cat", "Rat", "Rooster", "Centipede")
_RED_ZH = "帥仕相俥傌炮兵"
_BLACK_ZH = "將士象車馬包卒"
_CHESS_EN = ("General", "Advisor", "Elephant", "Chariot", "Horse", "Cannon", "Soldier")
_SUIT_EN = ("Characters", "Dots", "Bamboo")


def code(t: Tile) -> str:
    """The notation token of a single tile: ``5m``, ``7z``, ``f3``, ``a1``, ``hm``, ``j``, ``rG``."""
    if t < HONOR:
        return f"{t % 9 + 1}{SUIT_LETTERS[t // 9]}"
    if t < FLOWER0:
        return f"{t - HONOR + 1}z"
    if t < ANIMAL0:
        return f"f{t - FLOWER0 + 1}"
    if t < FACE_MAN:
        return f"a{t - ANIMAL0 + 1}"
    if t == FACE_MAN:
        return "hm"
    if t == FACE_WOMAN:
        return "hf"
    if t == JOKER:
        return "j"
    if is_chess(t):
        return chess_colour(t) + chess_rank_letter(t)
    raise ValueError(f"not a tile kind: {t}")


def zh_name(t: Tile) -> str:
    """Chinese name as printed on the tile: 五萬, 東, 梅, 帥."""
    if t < HONOR:
        return _RANK_ZH[t % 9] + _SUIT_ZH[t // 9]
    if t < FLOWER0:
        return _HONOR_ZH[t - HONOR]
    if t < ANIMAL0:
        return _FLOWER_ZH[t - FLOWER0]
    if t < FACE_MAN:
        return _ANIMAL_ZH[t - ANIMAL0]
    if t == FACE_MAN:
        return "男"
    if t == FACE_WOMAN:
        return "女"
    if t == JOKER:
        return "飛"
    if t < BLACK0:
        return _RED_ZH[t - RED0]
    return _BLACK_ZH[t - BLACK0]


def en_name(t: Tile) -> str:
    if t < HONOR:
        return f"{t % 9 + 1} {_SUIT_EN[t // 9]}"
    if t < FLOWER0:
        return _HONOR_EN[t - HONOR]
    if t < ANIMAL0:
        return _FLOWER_EN[t - FLOWER0]
    if t < FACE_MAN:
        return _ANIMAL_EN[t - ANIMAL0]
    if t == FACE_MAN:
        return "Man's face"
    if t == FACE_WOMAN:
        return "Woman's face"
    if t == JOKER:
        return "Joker"
    colour = "Red" if t < BLACK0 else "Black"
    return f"{colour} {_CHESS_EN[(t - RED0) % 7]}"


_CODE_TO_TILE = {code(t): t for t in range(NUM_KINDS)}


def from_code(token: str) -> Tile:
    """Inverse of :func:`code`; raises ``KeyError`` for an unknown token."""
    return _CODE_TO_TILE[token]


def sort_key(t: Tile) -> int:
    """Canonical order: m, p, s, z, bonus, joker, red pieces then black, each ascending."""
    return t
