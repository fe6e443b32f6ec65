"""The wall: one shuffled sequence; normal draws from the head, replacements from the tail."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..tiles.kinds import Tile


@dataclass
class Wall:
    tiles: list[Tile]
    head: int = 0
    tail: int = field(default=-1)
    """Exclusive end of the tiles still in the wall."""
    set_aside: list[Tile] = field(default_factory=list)
    """Tiles taken out of play (a wild-tile indicator)."""
    open_tail: int = 0
    """How many tail tiles lie face up (Yunnan); they are skipped by replacement draws."""

    def __post_init__(self) -> None:
        if self.tail < 0:
            self.tail = len(self.tiles)

    @classmethod
    def shuffled(cls, tiles: list[Tile], rng: random.Random) -> Wall:
        tiles = list(tiles)
        rng.shuffle(tiles)
        return cls(tiles)

    @property
    def remaining(self) -> int:
        return self.tail - self.head

    def draw(self) -> Tile:
        if self.remaining <= 0:
            raise IndexError("the wall is empty")
        t = self.tiles[self.head]
        self.head += 1
        if self.open_tail > self.remaining:
            self.open_tail = self.remaining
        return t

    def open_tiles(self) -> list[Tile]:
        """The face-up tail tiles, rearmost first (Yunnan T1, T2)."""
        return [self.tiles[self.tail - 1 - i] for i in range(min(self.open_tail, self.remaining))]

    def draw_replacement(self, take_open: int | None = None) -> Tile:
        """Take from the tail, skipping face-up tiles unless ``take_open`` picks one (0 = T1)."""
        if self.remaining <= 0:
            raise IndexError("the wall is empty")
        if take_open is not None:
            idx = self.tail - 1 - take_open
            t = self.tiles[idx]
            del self.tiles[idx]
            self.tail -= 1
            self.open_tail -= 1
            return t
        face_down = self.remaining - self.open_tail
        if face_down <= 0:  # only open tiles left: take the rearmost still in the wall
            self.open_tail = max(0, self.open_tail - 1)
            self.tail -= 1
            return self.tiles[self.tail]
        idx = self.tail - 1 - self.open_tail
        t = self.tiles[idx]
        del self.tiles[idx]
        self.tail -= 1
        return t

    def take_tail_aside(self) -> Tile:
        """Turn up the tail tile and set it aside out of play (a wild indicator)."""
        self.tail -= 1
        t = self.tiles[self.tail]
        self.set_aside.append(t)
        return t

    def peek_all(self) -> list[Tile]:
        return self.tiles[self.head : self.tail]
