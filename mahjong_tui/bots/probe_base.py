"""The probe interface: a plan's distance for one hand (``base``) and for that hand with one
tile more or less; and bit-set helpers the probes share (see :mod:`.probes`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..tiles.kinds import Tile

FAR = 99


class Probe:
    """Distance of a hand to one plan (``base``) and of the hand one tile more or less.

    ``minus(t)`` is only asked for a kind the hand holds.
    """

    base: int

    def plus(self, t: Tile) -> int:
        raise NotImplementedError

    def minus(self, t: Tile) -> int:
        raise NotImplementedError

    def plus_each(self, tiles: Sequence[Tile]) -> list[int]:
        """``plus`` of each tile (probes that can do it faster in one go override this)."""
        return [self.plus(t) for t in tiles]

    def minus_each(self, tiles: Sequence[Tile]) -> list[int]:
        """``minus`` of each tile, all held."""
        return [self.minus(t) for t in tiles]

    def without(self, t: Tile) -> Probe:
        """The probe of the hand less one ``t`` (held)."""
        raise NotImplementedError

    def improving(self, tiles: Sequence[Tile]) -> tuple[Tile, ...]:
        """The tiles of ``tiles`` that bring the hand closer (``plus(t) < base``), in order."""
        good = self.improving_bits(tile_bits(tiles))
        return tuple(t for t in tiles if good >> t & 1)

    def improving_bits(self, bits: int) -> int:
        """:meth:`improving` of the kinds in the bit set ``bits``, as a bit set."""
        tiles = bit_tiles(bits)
        base = self.base
        good = 0
        for t, d in zip(tiles, self.plus_each(tiles), strict=True):
            if d < base:
                good |= 1 << t
        return good


def tile_bits(tiles: Iterable[Tile]) -> int:
    """The kinds of ``tiles`` as a bit set."""
    bits = 0
    for t in tiles:
        bits |= 1 << t
    return bits


def bit_tiles(bits: int) -> list[Tile]:
    """The kinds of the bit set ``bits``, in order."""
    out = []
    while bits:
        low = bits & -bits
        bits ^= low
        out.append(low.bit_length() - 1)
    return out


class BatchProbe(Probe):
    """A probe that reads a batch of one-tile changes at once (``_each``); one tile is a batch of one."""

    def _each(self, tiles: Sequence[Tile], sign: int) -> list[int]:
        """Distances with one copy more (``sign`` 1) or fewer (-1) of each tile."""
        raise NotImplementedError

    def plus(self, t: Tile) -> int:
        return self._each((t,), 1)[0]

    def minus(self, t: Tile) -> int:
        return self._each((t,), -1)[0]

    def plus_each(self, tiles: Sequence[Tile]) -> list[int]:
        return self._each(tiles, 1)

    def minus_each(self, tiles: Sequence[Tile]) -> list[int]:
        return self._each(tiles, -1)


class StepProbe(Probe):
    """A probe that reads one tile more or fewer through ``_changed``."""

    def _changed(self, t: Tile, d: int) -> int:
        """The distance with ``d`` (1 or -1) copies of ``t`` more."""
        raise NotImplementedError

    def plus(self, t: Tile) -> int:
        return self._changed(t, 1)

    def minus(self, t: Tile) -> int:
        return self._changed(t, -1)


class FixedProbe(Probe):
    """A plan the melds already rule out (or any other constant answer)."""

    def __init__(self, value: int) -> None:
        self.base = value

    def plus(self, t: Tile) -> int:
        return self.base

    def minus(self, t: Tile) -> int:
        return self.base

    def without(self, t: Tile) -> Probe:
        return self
