"""Tile sets as data: which kinds a game uses and how many copies of each."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from . import kinds as K
from .kinds import Tile


@dataclass(frozen=True)
class TileSet:
    name: str
    copies: Mapping[Tile, int]
    zh: str = ""
    en: str = ""
    # kinds in display order; derived
    kinds: tuple[Tile, ...] = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "copies", MappingProxyType(dict(self.copies)))
        object.__setattr__(self, "kinds", tuple(sorted(self.copies)))

    @property
    def size(self) -> int:
        return sum(self.copies.values())

    def count(self, t: Tile) -> int:
        return self.copies.get(t, 0)

    def __contains__(self, t: object) -> bool:
        return t in self.copies

    def all_held(self, held: Sequence[Tile], t: Tile) -> bool:
        """Every copy of ``t`` is among ``held``: none can come, so a wait on it is no wait
        (xiangqi-common C7, sichuan.md §6.5 查大叫)."""
        return held.count(t) >= self.count(t)

    @property
    def hand_kinds(self) -> tuple[Tile, ...]:
        """Kinds that stay in a hand (everything but flowers, animals and faces)."""
        return tuple(t for t in self.kinds if not K.is_bonus(t))

    @property
    def natural_kinds(self) -> tuple[Tile, ...]:
        """Hand kinds other than jokers: the kinds a wait or a wild can name."""
        return tuple(t for t in self.hand_kinds if t != K.JOKER)

    @property
    def bonus_kinds(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.kinds if K.is_bonus(t))

    @property
    def is_chess(self) -> bool:
        return any(K.is_chess(t) for t in self.kinds)

    def all_tiles(self) -> list[Tile]:
        """Every physical tile, in kind order (the wall shuffles this)."""
        out: list[Tile] = []
        for t in self.kinds:
            out.extend([t] * self.copies[t])
        return out


def _standard(suits: str = "mps", honors: bool = True, flowers: bool = False) -> dict[Tile, int]:
    copies: dict[Tile, int] = {}
    for s in suits:
        base = K.SUIT_LETTERS.index(s) * 9
        for r in range(9):
            copies[base + r] = 4
    if honors:
        for r in range(7):
            copies[K.HONOR + r] = 4
    if flowers:
        for r in range(8):
            copies[K.FLOWER0 + r] = 1
    return copies


def _malaysia84() -> dict[Tile, int]:
    copies = _standard(suits="p", honors=True, flowers=True)
    for r in range(4):
        copies[K.ANIMAL0 + r] = 1
    copies[K.FACE_MAN] = 2
    copies[K.FACE_WOMAN] = 2
    copies[K.JOKER] = 4
    return copies


def _chess(per_colour: dict[str, int]) -> dict[Tile, int]:
    copies: dict[Tile, int] = {}
    for colour in "rb":
        for letter, n in per_colour.items():
            copies[K.chess(colour, letter)] = n
    return copies


TILESETS: dict[str, TileSet] = {
    ts.name: ts
    for ts in (
        TileSet("standard136", _standard(), "136張", "136 tiles: three suits and honours"),
        TileSet("standard144", _standard(flowers=True), "144張", "144 tiles: 136 and eight flowers"),
        TileSet("sichuan108", _standard(honors=False), "108張", "108 tiles: three suits only"),
        TileSet("malaysia84", _malaysia84(), "84張", "84 tiles: dots, honours, bonus tiles, jokers"),
        TileSet(
            "chess32",
            _chess({"G": 1, "A": 2, "E": 2, "R": 2, "H": 2, "C": 2, "S": 5}),
            "三十二子",
            "32 chess pieces",
        ),
        TileSet("chess56", _chess({k: 4 for k in K.CHESS_RANKS}), "五十六子", "56 chess pieces"),
        TileSet(
            "chess64",
            _chess({"G": 2, "A": 4, "E": 4, "R": 4, "H": 4, "C": 4, "S": 10}),
            "六十四子",
            "64 chess pieces",
        ),
    )
}


def get_tileset(name: str) -> TileSet:
    try:
        return TILESETS[name]
    except KeyError:
        known = ", ".join(sorted(TILESETS))
        raise KeyError(f"unknown tile set {name!r} (known: {known})") from None
