"""What a tile shows: its face in the CJK or the ASCII theme, and the name every text gives it.

The screens draw a face (:mod:`mahjong_tui.ui.tiles`: ``五萬`` over two rows, ``[5m]``) and name
a tile by it in their texts (``Look.tile_name``); a message told with no screen (a log, an
older client's line) names it by the same face, with its code: ``紅中 (7z)``
(:func:`named`). :func:`~mahjong_tui.tiles.kinds.zh_name` is the one character printed on a
tile (``中``), not its name.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ..messages import TileMessage, to_simplified
from . import kinds as K
from .kinds import Tile

NAMED = "refuse.tile"
"""A tile named in a message told with no screen: ``紅中 (7z)``."""

_RANKS = "一二三四五六七八九"
_SUITS = "萬筒條"
_FW_DIGITS = "０１２３４５６７８９"
_HONOR_TOP = ("東", "南", "西", "北", "白", "發", "紅")
_HONOR_BOTTOM = ("風", "風", "風", "風", "板", "財", "中")
_HONOR_ASCII = ("E", "S", "W", "N", "Wh", "Gr", "Rd")
_FLOWERS = "梅蘭菊竹春夏秋冬"
_ANIMALS = ("貓咪", "老鼠", "公雞", "蜈蚣")
"""Malaysian animal tiles by their two-character names, so the small form has no padding."""
_BONUS_ASCII = ("Pl", "Or", "Ch", "Bm", "Sp", "Su", "Au", "Wi", "Ca", "Mo", "Ro", "Ce", "Mn", "Wo")
"""ASCII bonus tiles by name: plum, orchid, chrysanthemum, bamboo, the four seasons, the four
animals (cat, mouse, rooster, centipede) and the man and woman faces."""
_IDEO_SPACE = "\u3000"


@dataclass(frozen=True)
class Face:
    top: str
    bottom: str
    small: str
    kind: str
    """Style name of the face: man, pin, sou, wind, dragon-white/green/red, flower, animal,
    person, joker, chess-red, chess-black."""
    round: bool = False
    """Chess pieces are drawn with rounded corners."""


def _kind(t: Tile) -> str:
    if K.is_suited(t):
        return ("man", "pin", "sou")[K.suit_of(t)]
    if K.is_wind(t):
        return "wind"
    if K.is_dragon(t):
        return ("dragon-white", "dragon-green", "dragon-red")[t - K.HONOR - 4]
    if K.FLOWER0 <= t < K.ANIMAL0:
        return "flower"
    if K.ANIMAL0 <= t < K.FACE_MAN:
        return "animal"
    if t in (K.FACE_MAN, K.FACE_WOMAN):
        return "person"
    if t == K.JOKER:
        return "joker"
    return "chess-red" if K.chess_colour(t) == "r" else "chess-black"


def _pad(s: str, width: int) -> str:
    """``s`` (ASCII: one cell a character) padded to ``width`` cells."""
    return s + " " * (width - len(s))


@lru_cache(maxsize=1024)
def face(t: Tile, ascii_only: bool = False, lang: str = "zh_TW") -> Face:
    """The face of tile kind ``t`` in the CJK or ASCII theme (CJK text in ``lang``'s script)."""
    kind = _kind(t)
    if ascii_only:
        if K.is_suited(t):
            top, bottom = str(K.rank_of(t)), "mps"[K.suit_of(t)]
        elif K.is_honor(t):
            top, bottom = _HONOR_ASCII[t - K.HONOR], "wd" if K.is_wind(t) else "dr"
        elif K.is_chess(t):  # one line, colour then rank, as in the notation: (rS) (bG)
            return Face(K.code(t), "  ", "(" + K.code(t) + ")", kind, True)
        elif t == K.JOKER:
            top, bottom = "J", "**"
        else:  # a bonus tile, by its name: [Pl] plum, [Sp] spring, [Ca] cat, [Wo] woman
            name = _BONUS_ASCII[t - K.FLOWER0]
            top, bottom = name, {"flower": "fl", "animal": "an", "person": "fc"}[kind]
        small_core = K.code(t) if not K.is_honor(t) else _HONOR_ASCII[t - K.HONOR]
        if K.is_suited(t):
            small_core = top + bottom
        elif kind in ("flower", "animal", "person"):
            small_core = top
        return Face(_pad(top, 2), _pad(bottom, 2), "[" + _pad(small_core, 2) + "]", kind, K.is_chess(t))
    if K.is_suited(t):
        top, bottom = _RANKS[K.rank_of(t) - 1], _SUITS[K.suit_of(t)]
    elif K.is_honor(t):
        i = t - K.HONOR
        top, bottom = _HONOR_TOP[i], _HONOR_BOTTOM[i]
    elif K.FLOWER0 <= t < K.ANIMAL0:
        i = t - K.FLOWER0
        top, bottom = _FLOWERS[i], _FW_DIGITS[i % 4 + 1]
    elif K.ANIMAL0 <= t < K.FACE_MAN:
        name = _ANIMALS[t - K.ANIMAL0]
        top, bottom = name[0], name[1]
    elif t in (K.FACE_MAN, K.FACE_WOMAN):
        top, bottom = ("男" if t == K.FACE_MAN else "女"), "頭"
    elif t == K.JOKER:
        top, bottom = "飛", _IDEO_SPACE
    else:
        glyph = K.zh_name(t)  # chess glyphs are kept as printed on the pieces
        return Face(glyph, _IDEO_SPACE, "(" + glyph + ")", kind, True)
    if lang == "zh_CN":
        top, bottom = to_simplified(top), to_simplified(bottom)
    small = top + bottom if bottom != _IDEO_SPACE else " " + top + " "
    return Face(top, bottom, small, kind)


def tile_label(t: Tile, ascii_only: bool = False, lang: str = "zh_TW") -> str:
    """A tile as plain text for messages: ``五萬``, ``紅中`` or ``5m``, ``Rd``: the name every
    text gives it, a screen's (``Look.tile_name``) and a log's (:func:`named`) alike."""
    f = face(t, ascii_only, lang)
    return f.small.strip("[]() ") if ascii_only else f.small.strip("() ").replace(_IDEO_SPACE, "")


def named(t: Tile) -> TileMessage:
    """A tile as a message argument: a screen names it as its table draws it (``tile_name``);
    told with no screen, its name and its code (``紅中 (7z)``, ``五萬 (5m)``)."""
    return TileMessage(NAMED, {"zh": tile_label(t), "code": K.code(t)}, tile=t)
