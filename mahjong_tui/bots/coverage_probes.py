"""The standard shape's probe: a hand read as integer block keys through a plan's reader,
so a hand one tile away is one cached block reading and one cached convolution away."""

from __future__ import annotations

from collections.abc import Sequence

from ..analysis.coverage import BITS, KEY_MASK, PID_BITS, CoverageAnalyzer
from ..tiles import kinds as K
from ..tiles.kinds import Tile
from .probe_base import BatchProbe, Probe, tile_bits


class KeyedCoverage:
    """An analyzer read through integer block keys; shared by every probe of a plan book."""

    def __init__(self, analyzer: CoverageAnalyzer) -> None:
        self.an = analyzer
        self.block_of, self.weight = analyzer.key_layout()
        self.shift = [w.bit_length() - 1 if w else 0 for w in self.weight]
        self.nb = len(analyzer.blocks)
        self.kinds = [(t, self.block_of[t], self.weight[t]) for b in analyzer.blocks for t in b]
        self.zero = analyzer._zero
        self._full = [sum(KEY_MASK << (BITS * li) for li in range(len(b))) for b in analyzer.blocks]
        self._readings: dict[tuple, dict[int, tuple[int, int]]] = {}
        self.block_bits = [tile_bits(b) for b in analyzer.blocks]
        """Per block, its kinds as a bit set."""

    def key_masks(self, allowed: frozenset[Tile]) -> list[int]:
        """Per block, the bits of the allowed kinds' counts (for ``key & mask``)."""
        masks = [0] * self.nb
        for t, b, w in self.kinds:
            if t in allowed:
                masks[b] |= KEY_MASK * w
        return masks

    def readings(self, b: int, mask: int, spec: tuple[tuple[int, int, int], ...]) -> dict[int, tuple[int, int]]:
        """The cache of block ``b``'s readings (profile, copies missing) by key, for a mask and
        required copies there: shared by every plan that reads alike blocks alike (the suits)."""
        if mask & self._full[b] == self._full[b]:
            mask = -1
        key = (self.an.block_class[b], mask, tuple(sorted((sh, r) for sh, _, r in spec)))
        got = self._readings.get(key)
        if got is None:
            got = self._readings[key] = {}
        return got


BLOCK_CACHE_LIMIT = 50_000
"""Block keys a plan reader remembers per block before that cache is cleared."""


class PlanReader:
    """How a plan reads a hand's block keys through one analyzer: per block, only the allowed
    kinds (a mask), less the copies its required groups take there. Each block's reading, its
    profile and the required copies it lacks, is cached by the block's key, so a plan costs a
    few dictionary lookups per hand, and a hand one tile away one lookup more."""

    def __init__(
        self, kc: KeyedCoverage, allowed: frozenset[Tile] | None, required: dict[Tile, int], sets: int
    ) -> None:
        self.kc = kc
        an = kc.an
        self.sets = sets
        self.allowed = [1 if t in allowed else 0 for t in range(K.NUM_KINDS)] if allowed is not None else None
        """Per kind 1 when the plan may use it (None: every kind)."""
        self.allowed_bits = tile_bits(allowed) if allowed is not None else -1
        """The kinds the plan may use as a bit set (-1: every kind)."""
        self.masks = kc.key_masks(allowed) if allowed is not None else [-1] * kc.nb
        self.specs: list[tuple[tuple[int, int, int], ...]] = [() for _ in range(kc.nb)]
        for t, r in required.items():
            b = kc.block_of[t]
            self.specs[b] += ((kc.shift[t], kc.weight[t], r),)
        self.caches = [kc.readings(b, self.masks[b], self.specs[b]) for b in range(kc.nb)]
        self._fixed: list[tuple[int, int] | None] = [
            (an.key_profile(b, 0), 0) if self.masks[b] == 0 and not self.specs[b] else None for b in range(kc.nb)
        ]
        """Per block, its reading when it is the same whatever the block holds (no kind of it allowed)."""
        self._at = 2 * sets + 1 if an.C == 1 and 0 <= sets <= an.M else -1
        self.improving: dict[tuple, tuple[int, int]] = {}
        """Per block, the kinds there asked about and those that bring a hand closer, as bit
        sets, by what decides it (see :meth:`CoverageProbe.improving`)."""

    def block(self, b: int, key: int) -> tuple[int, int]:
        """(profile id, required copies missing) of block ``b`` holding ``key``."""
        got = self.caches[b].get(key)
        if got is None:
            got = self._fixed[b]
            if got is None:
                k = key & self.masks[b]
                missing = 0
                for sh, w, r in self.specs[b]:  # take out the copies the required groups take
                    n = (k >> sh) & KEY_MASK
                    if n >= r:
                        k -= r * w
                    else:
                        k -= n * w
                        missing += r - n
                got = (self.kc.an.key_profile(b, k), missing)
            cache = self.caches[b]
            if len(cache) >= BLOCK_CACHE_LIMIT:
                cache.clear()
            cache[key] = got
        return got

    def read(self, raw: Sequence[int]) -> tuple[list[int], list[int], int]:
        """Per block profile ids and missing copies of a hand's keys, and the tiles covered."""
        pids = []
        misses = []
        caches = self.caches
        for b, key in enumerate(raw):
            got = caches[b].get(key)
            if got is None:
                got = self.block(b, key)
            pids.append(got[0])
            misses.append(got[1])
        an = self.kc.an
        pid = an._join_memo.get(tuple(pids))
        if pid is None:
            pid = an.join(tuple(pids))
        return pids, misses, an._profiles[pid][self._at] if self._at >= 0 else self.cover(pid)

    def cover(self, pid: int) -> int:
        """Tiles the combined profile ``pid`` covers toward the plan's sets and a pair."""
        if self._at >= 0:
            return self.kc.an._profiles[pid][self._at]
        return self.kc.an.covered(pid, self.sets, 0)


def plan_distance(cover: int, missing: int, sets: int, wilds: int, any_shape: bool) -> int:
    """Distance from coverage, as :meth:`CoverageAnalyzer.distance` reads it (``any_shape``:
    wilds count as covered tiles) or as a plan's ``missing + rest - wilds``."""
    need = 3 * sets + 2
    if any_shape:
        return need - min(need, cover + wilds)
    return max(0, missing + need - min(need, cover) - wilds)


class CoverageProbe(BatchProbe):
    """The standard shape through a :class:`PlanReader`, for a hand and its neighbours.

    With ``any_shape`` the distance is read as :meth:`CoverageAnalyzer.distance` reads it (wilds
    count as covered tiles); otherwise as a plan's ``missing + rest - wilds``.
    """

    def __init__(
        self,
        reader: PlanReader,
        raw: Sequence[int],
        wilds: int,
        any_shape: bool,
        reading: tuple[list[int], list[int], int] | None = None,
    ) -> None:
        self.reader = reader
        self.raw = raw
        self.wilds = wilds
        self.any_shape = any_shape
        self.need = 3 * reader.sets + 2
        self.pids, self.misses, self.cover = reading if reading is not None else reader.read(raw)
        self.missing = sum(self.misses)
        self._others: list[int | None] = [None] * len(raw)
        self.base = self._distance(self.cover, self.missing)

    def without(self, t: Tile) -> Probe:
        """The probe of the hand less one ``t``: one block read anew; the combined profile of
        the other blocks, where ``t`` is not, stays."""
        reader = self.reader
        kc = reader.kc
        b = kc.block_of[t]
        if b < 0 or (reader.allowed is not None and not reader.allowed[t]):
            return self  # the plan never reads it: the same distances
        raw = list(self.raw)
        raw[b] -= kc.weight[t]
        got = reader.block(b, raw[b])
        pids = list(self.pids)
        misses = list(self.misses)
        pids[b], misses[b] = got
        rest = self._other_blocks(b)
        out = CoverageProbe(
            reader, raw, self.wilds, self.any_shape, (pids, misses, reader.cover(kc.an._convolve(rest, got[0])))
        )
        out._others[b] = rest
        return out

    def _distance(self, cover: int, missing: int) -> int:
        return plan_distance(cover, missing, self.reader.sets, self.wilds, self.any_shape)

    def improving_bits(self, bits: int) -> int:
        """The kinds of ``bits`` that bring the hand closer, block by block: whether a kind of
        block ``b`` does depends only on that block's key, the combined profile of the other
        blocks, the copies the required groups miss elsewhere, the wilds (and so the distance
        now). Each block's answers are remembered by those, as two bit sets (the kinds asked
        about, the kinds that help): a hand that shares them with one asked about before, as a
        hand less a tile of another block often does, is answered without reading, and only
        the kinds not asked about yet are read."""
        reader = self.reader
        kc = reader.kc
        an = kc.an
        allowed_bits, caches, at, cache = reader.allowed_bits, reader.caches, reader._at, reader.improving
        weight, raw = kc.weight, self.raw
        others, misses, conv, profiles = self._others, self.misses, an._conv, an._profiles
        base, missing, need, wilds, any_shape = self.base, self.missing, self.need, self.wilds, self.any_shape
        good = 0
        bits &= allowed_bits  # the kinds the plan never reads change nothing
        for b, mask in enumerate(kc.block_bits):
            mask &= bits
            if not mask:
                continue
            rest = others[b]
            if rest is None:
                rest = self._other_blocks(b)
            key = (b, raw[b], rest, missing - misses[b], wilds, any_shape)
            entry = cache.get(key)
            asked, helps = (0, 0) if entry is None else entry
            todo = mask & ~asked
            if not todo:
                good |= helps & mask
                continue
            asked |= todo
            while todo:  # the distance with one more t, as in _each
                low = todo & -todo
                todo ^= low
                t = low.bit_length() - 1
                k = raw[b] + weight[t]
                got = caches[b].get(k)
                if got is None:
                    got = reader.block(b, k)
                cp = conv.get(rest << PID_BITS | got[0])
                if cp is None:
                    cp = an._convolve(rest, got[0])
                cover = profiles[cp][at] if at >= 0 else reader.cover(cp)
                if any_shape:
                    cover += wilds
                    d = need - cover if cover < need else 0
                else:
                    d = missing - misses[b] + got[1] + (need - cover if cover < need else 0) - wilds
                    if d < 0:
                        d = 0
                if d < base:
                    helps |= low
            if entry is None and len(cache) >= BLOCK_CACHE_LIMIT:
                cache.clear()
            cache[key] = (asked, helps)  # a tuple of ints: the garbage collector stops tracking it
            good |= helps & mask
        return good

    def _other_blocks(self, b: int) -> int:
        """The combined profile of every block but ``b``."""
        got = self._others[b]
        if got is None:
            p = self.pids
            pids = (*p[:b], *p[b + 1 :])
            kc = self.reader.kc
            got = self._others[b] = kc.an.join(pids) if pids else kc.zero
        return got

    def _each(self, tiles: Sequence[Tile], sign: int) -> list[int]:
        """Distances with one copy more (sign 1) or fewer (-1) of each tile: the tile's block
        read anew and convolved with the other blocks' combined profile (all of it inlined: the
        bot asks this some fifty times a turn)."""
        reader = self.reader
        kc = reader.kc
        an = kc.an
        allowed, caches, at = reader.allowed, reader.caches, reader._at
        block_of, weight, raw = kc.block_of, kc.weight, self.raw
        others, misses, conv, profiles = self._others, self.misses, an._conv, an._profiles
        base, missing, need, wilds, any_shape = self.base, self.missing, self.need, self.wilds, self.any_shape
        out = []
        for t in tiles:
            b = block_of[t]
            if b < 0 or (allowed is not None and not allowed[t]):  # the plan never reads it
                out.append(base)
                continue
            key = raw[b] + sign * weight[t]
            got = caches[b].get(key)
            if got is None:
                got = reader.block(b, key)
            rest = others[b]
            if rest is None:
                rest = self._other_blocks(b)
            cp = conv.get(rest << PID_BITS | got[0])
            if cp is None:
                cp = an._convolve(rest, got[0])
            cover = profiles[cp][at] if at >= 0 else reader.cover(cp)
            # plan_distance, inlined
            if any_shape:
                cover += wilds
                out.append(need - cover if cover < need else 0)
            else:
                d = missing - misses[b] + got[1] + (need - cover if cover < need else 0) - wilds
                out.append(d if d > 0 else 0)
        return out
