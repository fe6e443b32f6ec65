"""Melds and hands: what a hand string describes and what the engine keeps per seat."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import Enum

from . import kinds as K
from .kinds import Tile


class MeldKind(Enum):
    CHOW = "chow"
    PUNG = "pung"
    KONG = "kong"  # exposed: direct (明槓) or added (加槓)
    CONCEALED_KONG = "concealed_kong"  # 暗槓
    ASIDE = "aside"  # one tile set aside and counted as a kong (Wuhan 紅中槓 / 癩子槓)

    @property
    def is_kong(self) -> bool:
        return self in (MeldKind.KONG, MeldKind.CONCEALED_KONG)

    @property
    def is_exposed(self) -> bool:
        """Exposed melds (副露): every claimed meld; not concealed kongs or set-aside tiles."""
        return self in (MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG)


SOURCE_MARKS = ("<", "^", ">")  # from the previous player, across, the next player


@dataclass(frozen=True)
class Meld:
    kind: MeldKind
    tiles: tuple[Tile, ...]
    """The tiles the meld stands for, jokers resolved, sorted (``(5p, 5p, 5p)``)."""
    jokers: tuple[int, ...] = ()
    """Indices into ``tiles`` that are physical jokers (Malaysian 飛)."""
    source: str | None = None
    """``<`` ``^`` ``>`` relative to the owner, or None when unknown or not claimed."""
    added: bool = False
    """A kong made by adding a tile to an exposed pung (加槓)."""
    claimed: Tile | None = None
    """The tile taken from another player, when known."""

    @property
    def is_kong(self) -> bool:
        return self.kind.is_kong

    @property
    def size(self) -> int:
        return len(self.tiles)

    def physical(self) -> list[Tile]:
        """The tiles on the table: jokers as :data:`K.JOKER`."""
        return [K.JOKER if i in self.jokers else t for i, t in enumerate(self.tiles)]

    @property
    def counted_size(self) -> int:
        """How much the meld counts in the hand-size rule (a kong counts 3, an aside 0)."""
        if self.kind is MeldKind.ASIDE:
            return 0
        return 3 if self.is_kong else len(self.tiles)

    @property
    def tile(self) -> Tile:
        """The kind of a pung or kong (the first tile of a chow)."""
        return self.tiles[0]


@dataclass
class Hand:
    """A hand as written in the notation: concealed tiles, melds, winning tile, bonus tiles."""

    concealed: list[Tile] = field(default_factory=list)
    melds: list[Meld] = field(default_factory=list)
    win_tile: Tile | None = None
    bonus: list[Tile] = field(default_factory=list)

    def closed_tiles(self) -> list[Tile]:
        """Concealed tiles plus the winning tile."""
        out = list(self.concealed)
        if self.win_tile is not None:
            out.append(self.win_tile)
        return out

    def all_tiles(self) -> list[Tile]:
        """Every physical tile of the hand (jokers as jokers), melds and winning tile included."""
        out = self.closed_tiles()
        for m in self.melds:
            out.extend(m.physical())
        return out

    def counts(self) -> Counter[Tile]:
        c = Counter(self.all_tiles())
        c.update(self.bonus)
        return c

    @property
    def counted_size(self) -> int:
        return len(self.concealed) + sum(m.counted_size for m in self.melds) + (1 if self.win_tile is not None else 0)

    @property
    def is_concealed(self) -> bool:
        """No exposed meld (concealed kongs and set-aside tiles allowed)."""
        return not any(m.kind.is_exposed for m in self.melds)

    def without_win(self) -> Hand:
        return Hand(list(self.concealed), list(self.melds), None, list(self.bonus))

    def with_win(self, tile: Tile) -> Hand:
        return Hand(list(self.concealed), list(self.melds), tile, list(self.bonus))
