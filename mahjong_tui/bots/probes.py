"""A plan's distance for one hand and for that hand with one tile more or one tile less, fast.

On each turn the bot asks how far its hand is from each plan, then from its best plans after
every possible discard, and for a few discards after every possible draw. Such neighbours
differ from the hand in a single kind. Read through integer block keys (4 bits a kind, as in
:mod:`..analysis.fast`), a neighbour differs in one block only: its distance is one cached
block profile and one cached convolution with the profile of the rest of the hand away,
instead of a whole analysis of 34 counts.

:class:`HandProbes` reads a hand once (its block keys, its pair counts) and gives a
:class:`Probe` per plan; :meth:`PlanBook.probe <.plans.PlanBook.probe>` is the one-off form.
Every probe answers exactly what :meth:`PlanBook.distance <.plans.PlanBook.distance>`
answers for the same counts (the tests check it on random hands).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from ..analysis.coverage import BITS, KEY_MASK, PID_BITS, CoverageAnalyzer
from ..analysis.shapes import KNITTED_PATTERNS, KnittedShape, PairsShape
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile

# enum members as module constants: an enum member read through its class costs a lookup of its own
_M_ASIDE = MeldKind.ASIDE

if TYPE_CHECKING:  # pragma: no cover
    from .plans import Plan, PlanBook

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

    def without(self, t: Tile) -> "Probe":
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
        for t, d in zip(tiles, self.plus_each(tiles)):
            if d < base:
                good |= 1 << t
        return good


def tile_bits(tiles: Sequence[Tile]) -> int:
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
        self.block_bits = [sum(1 << t for t in b) for b in analyzer.blocks]
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

    def __init__(self, kc: KeyedCoverage, allowed: frozenset[Tile] | None, required: dict[Tile, int],
                 sets: int) -> None:
        self.kc = kc
        an = kc.an
        self.sets = sets
        self.allowed = [1 if t in allowed else 0 for t in range(K.NUM_KINDS)] if allowed is not None else None
        """Per kind 1 when the plan may use it (None: every kind)."""
        self.allowed_bits = sum(1 << t for t in allowed) if allowed is not None else -1
        """The kinds the plan may use as a bit set (-1: every kind)."""
        self.masks = kc.key_masks(allowed) if allowed is not None else [-1] * kc.nb
        self.specs: list[tuple[tuple[int, int, int], ...]] = [() for _ in range(kc.nb)]
        for t, r in required.items():
            b = kc.block_of[t]
            self.specs[b] += ((kc.shift[t], kc.weight[t], r),)
        self.caches = [kc.readings(b, self.masks[b], self.specs[b]) for b in range(kc.nb)]
        self._fixed: list[tuple[int, int] | None] = [
            (an.key_profile(b, 0), 0) if self.masks[b] == 0 and not self.specs[b] else None for b in range(kc.nb)]
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

    def __init__(self, reader: PlanReader, raw: Sequence[int], wilds: int, any_shape: bool,
                 reading: tuple[list[int], list[int], int] | None = None) -> None:
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
        out = CoverageProbe(reader, raw, self.wilds, self.any_shape,
                            (pids, misses, reader.cover(kc.an._convolve(rest, got[0]))))
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
            pids = (*p[:b], *p[b + 1:])
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


class PairsProbe(BatchProbe):
    """Seven pairs (or the variant's pairs shape), from per-kind stats."""

    def __init__(self, shape: PairsShape, counts: Sequence[int], wilds: int,
                 stats: tuple[int, int] | None = None, kinds: frozenset[Tile] | None = None,
                 levels: tuple[int, ...] | None = None, kinds_bits: int = -1) -> None:
        """``levels`` may give the kinds ``counts`` holds at least once, twice, … as bit sets
        (then :meth:`improving_bits` reads a few bit sets instead of every kind), and
        ``kinds_bits`` the ``kinds`` as a bit set (-1: every kind)."""
        self.shape = shape
        self.counts = counts
        self.wilds = wilds
        self.kinds = kinds if kinds is not None else frozenset(shape.kinds)
        self.stats = stats if stats is not None else shape.stats(counts)
        self.base = shape.from_stats(self.stats, wilds) + 1
        self.levels = levels
        self.kinds_bits = kinds_bits

    def without(self, t: Tile) -> Probe:
        if t not in self.kinds:
            return self
        counts = list(self.counts)
        n = counts[t]
        counts[t] = n - 1
        a0, b0 = self.shape.kind_stats(n)
        a1, b1 = self.shape.kind_stats(n - 1)
        a, b = self.stats
        levels = self.levels
        if levels is not None:  # t is no longer held n times
            levels = (*levels[:n - 1], levels[n - 1] & ~(1 << t), *levels[n:])
        return PairsProbe(self.shape, counts, self.wilds, (a - a0 + a1, b - b0 + b1), self.kinds,
                          levels, self.kinds_bits)

    def improving_bits(self, bits: int) -> int:
        """As :meth:`Probe.improving_bits`: whether a tile helps depends only on how many the
        hand holds, so with ``levels`` the kinds held exactly n times are answered together."""
        levels = self.levels
        if levels is None:
            return self._improving_each(bits)
        shape, wilds, base = self.shape, self.wilds, self.base
        a, b = self.stats
        bits &= self.kinds_bits
        good = 0
        above = levels[0] if levels else 0
        exact = ~above  # the kinds not held
        for n in range(len(levels) + 1):
            if bits & exact:
                a0, b0 = shape.kind_stats(n)
                a1, b1 = shape.kind_stats(n + 1)
                if shape.from_stats((a - a0 + a1, b - b0 + b1), wilds) + 1 < base:
                    good |= exact
            if n < len(levels):
                nxt = levels[n + 1] if n + 1 < len(levels) else 0
                exact = above & ~nxt
                above = nxt
        return good & bits

    def _improving_each(self, bits: int) -> int:
        """:meth:`improving_bits` kind by kind (no ``levels``)."""
        shape, kinds, counts, base = self.shape, self.kinds, self.counts, self.base
        helps: dict[int, bool] = {}
        good = 0
        while bits:
            low = bits & -bits
            bits ^= low
            t = low.bit_length() - 1
            if t not in kinds:
                continue
            n = counts[t]
            v = helps.get(n)
            if v is None:
                a, b = self.stats
                a0, b0 = shape.kind_stats(n)
                a1, b1 = shape.kind_stats(n + 1)
                v = helps[n] = shape.from_stats((a - a0 + a1, b - b0 + b1), self.wilds) + 1 < base
            if v:
                good |= low
        return good

    def _each(self, tiles: Sequence[Tile], d: int) -> list[int]:
        """Distances with one copy more (d 1) or fewer (-1) of each tile: one kind's share of
        the stats changes, and the answer depends only on how many the hand holds of it."""
        shape, kinds, counts, base = self.shape, self.kinds, self.counts, self.base
        by_count: dict[int, int] = {}
        out = []
        for t in tiles:
            if t not in kinds:
                out.append(base)
                continue
            n = counts[t]
            v = by_count.get(n)
            if v is None:
                a, b = self.stats
                a0, b0 = shape.kind_stats(n)
                a1, b1 = shape.kind_stats(n + d)
                v = by_count[n] = shape.from_stats((a - a0 + a1, b - b0 + b1), self.wilds) + 1
            out.append(v)
        return out


_LAYOUT_BITS = tuple(sum(1 << t for triple in layout for t in triple) for layout in KNITTED_PATTERNS)
_HONOUR_BITS = sum(1 << t for t in range(K.HONOR, K.HONOR + 7))


def held_bits(counts: Sequence[int]) -> int:
    """The kinds held, as a bit set (bit t set when ``counts[t]``)."""
    bits = 0
    for t, n in enumerate(counts):
        if n:
            bits |= 1 << t
    return bits


class KnittedProbe(Probe):
    """全不靠: kinds held of the best knitted layout, and honour kinds held (bit sets)."""

    def __init__(self, counts: Sequence[int], wilds: int, held: int | None = None) -> None:
        self.counts = counts
        self.wilds = wilds
        self.held = held if held is not None else held_bits(counts)
        self.base = self._distance(self.held)

    def _distance(self, held: int) -> int:
        best = max(map(int.bit_count, map(held.__and__, _LAYOUT_BITS)))
        return KnittedShape.from_stats(best, (held & _HONOUR_BITS).bit_count(), self.wilds) + 1

    def plus(self, t: Tile) -> int:
        return self.base if self.counts[t] else self._distance(self.held | 1 << t)

    def minus(self, t: Tile) -> int:
        return self.base if self.counts[t] > 1 else self._distance(self.held & ~(1 << t))

    def improving_bits(self, bits: int) -> int:
        """A kind not held helps when it lifts a layout above the best one, or adds an honour
        kind, enough to matter: answered layout by layout (the distance never grows with
        either count)."""
        held, wilds, base = self.held, self.wilds, self.base
        have = [(held & layout).bit_count() for layout in _LAYOUT_BITS]
        best = max(have)
        honours = (held & _HONOUR_BITS).bit_count()
        good = 0
        for layout, n in zip(_LAYOUT_BITS, have):
            if KnittedShape.from_stats(max(best, n + 1), honours, wilds) + 1 < base:
                good |= layout
        if KnittedShape.from_stats(best, honours + 1, wilds) + 1 < base:
            good |= _HONOUR_BITS
        return good & bits & ~held

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        return KnittedProbe(counts, self.wilds, self.held if counts[t] else self.held & ~(1 << t))


class SymmetricProbe(StepProbe):
    """A plan read through an analyzer whose one block holds interchangeable kinds (the pungs
    grammar: every kind makes sets and pairs alone, all alike), with no required groups.

    Its profile depends only on the multiset of the allowed counts, so the hand is read as
    that multiset (a sorted tuple): hands that differ only by which kinds they hold share a
    reading, where integer block keys would each be new.
    """

    def __init__(self, an: CoverageAnalyzer, counts: Sequence[int], kinds: Sequence[Tile],
                 allowed: Sequence[int] | None, sets: int, wilds: int, cache: dict[tuple[int, ...], int]) -> None:
        self.an = an
        self.counts = counts
        self.allowed = allowed
        self.sets = sets
        self.wilds = wilds
        self.cache = cache
        """Distances by multiset, shared by the probes of one plan reading."""
        self.held = sorted([counts[t] for t in kinds] if allowed is None else [counts[t] for t in kinds if allowed[t]])
        self.base = self._distance(tuple(self.held))

    def _distance(self, held: tuple[int, ...]) -> int:
        got = self.cache.get(held)
        if got is None:
            an = self.an
            key = (0,) * (len(an.blocks[0]) - len(held)) + held
            pid = an._memo[0].get(key)
            if pid is None:
                pid = an._block_profile(0, key)
            got = self.cache[held] = plan_distance(an.covered(pid, self.sets), 0, self.sets, self.wilds, False)
        return got

    def _changed(self, t: Tile, d: int) -> int:
        if self.allowed is not None and not self.allowed[t]:
            return self.base
        n = self.counts[t]
        held = list(self.held)
        if n:
            held.remove(n)
        if n + d:
            held.append(n + d)
        held.sort()
        return self._distance(tuple(held))

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        kinds = [k for k, n in enumerate(counts) if n]
        return SymmetricProbe(self.an, counts, kinds, self.allowed, self.sets, self.wilds, self.cache)


class AnyProbe(Probe):
    """The "any" plan: the standard shape, or seven pairs when it is nearer and not trivial."""

    def __init__(self, std: CoverageProbe, pairs: PairsProbe | None) -> None:
        self.std = std
        self.pairs = pairs
        self.base = self._join(std.base, pairs.base if pairs else FAR)

    def _join(self, d: int, pairs: int) -> int:
        if self.pairs is not None and d > 1:
            return min(d, pairs)
        return d

    def plus(self, t: Tile) -> int:
        return self._join(self.std.plus(t), self.pairs.plus(t) if self.pairs else FAR)

    def minus(self, t: Tile) -> int:
        return self._join(self.std.minus(t), self.pairs.minus(t) if self.pairs else FAR)

    def without(self, t: Tile) -> Probe:
        std = self.std.without(t)
        assert isinstance(std, CoverageProbe)
        return AnyProbe(std, self.pairs.without(t) if self.pairs else None)  # type: ignore[arg-type]

    def plus_each(self, tiles: Sequence[Tile]) -> list[int]:
        std = self.std.plus_each(tiles)
        if self.pairs is None:
            return std
        return [min(d, p) if d > 1 else d for d, p in zip(std, self.pairs.plus_each(tiles))]

    def minus_each(self, tiles: Sequence[Tile]) -> list[int]:
        std = self.std.minus_each(tiles)
        if self.pairs is None:
            return std
        return [min(d, p) if d > 1 else d for d, p in zip(std, self.pairs.minus_each(tiles))]


class GenericProbe(StepProbe):
    """Anything the fast probes do not cover (chess sets, jokers): asks the plan book."""

    def __init__(self, book: "PlanBook", plan: "Plan", counts: Sequence[int], melds: Sequence[Meld],
                 wilds: int, jokers: int) -> None:
        self.book = book
        self.plan = plan
        self.counts = list(counts)
        self.melds = melds
        self.wilds = wilds
        self.jokers = jokers
        self.base = book.distance(plan, self.counts, melds, wilds, jokers)

    def _changed(self, t: Tile, d: int) -> int:
        c = self.counts
        c[t] += d
        try:
            return self.book.distance(self.plan, c, self.melds, self.wilds, self.jokers)
        finally:
            c[t] -= d

    def without(self, t: Tile) -> Probe:
        counts = list(self.counts)
        counts[t] -= 1
        return GenericProbe(self.book, self.plan, counts, self.melds, self.wilds, self.jokers)


class HandProbes:
    """Every plan's probe for one hand: the hand is read once (block keys, pair counts) and each
    plan's probe is made when first asked for."""

    def __init__(self, book: "PlanBook", counts: Sequence[int], melds: Sequence[Meld], wilds: int = 0,
                 jokers: int = 0, kinds: Sequence[Tile] | None = None, melds_key: tuple | None = None,
                 levels: Sequence[int] | None = None) -> None:
        """``kinds`` (every kind ``counts`` holds, in order), ``melds_key`` (the melds as
        (kind, tiles) pairs) and ``levels`` (see :meth:`levels`) may be given when the caller
        knows them already."""
        self.book = book
        self.counts = list(counts)
        self.kinds = list(kinds) if kinds is not None else [t for t, n in enumerate(self.counts) if n]
        """The kinds held (the hand is read through these, not all counts)."""
        self.melds = list(melds)
        self.wilds = wilds
        self.jokers = jokers
        self.n_real = sum(1 for m in melds if m.kind is not _M_ASIDE) if melds else 0
        self.terms = book.melds_terms(melds_key if melds_key is not None else tuple((m.kind, m.tiles) for m in melds))
        """Per plan, what the melds leave of it (see :meth:`PlanBook.melds_terms`)."""
        self._keys: dict[int, list[int]] = {}
        self._pair_stats: tuple[int, int] | None = None
        self._held: int | None = None
        self._levels: tuple[int, ...] | None = tuple(levels) if levels is not None else None
        self._probes: dict[int, Probe] = {}
        self._dists: dict[int, int] = {}
        self.readings: dict[int, tuple[list[int], list[int], int]] = {}
        """Block readings of plans (by index) read for their distance only, for a probe made later."""

    def keys(self, kc: KeyedCoverage) -> list[int]:
        """The hand's block keys for ``kc``'s analyzer."""
        got = self._keys.get(id(kc))
        if got is None:
            got = [0] * kc.nb
            counts, block_of, weight = self.counts, kc.block_of, kc.weight
            for t in self.kinds:
                b = block_of[t]
                if b >= 0:
                    got[b] += counts[t] * weight[t]
            self._keys[id(kc)] = got
        return got

    def pairs(self) -> PairsProbe:
        book = self.book
        return PairsProbe(book.pairs, self.counts, self.wilds, self.pair_stats(), book.pair_kinds,
                          self.levels(), book.pair_kinds_bits)

    def levels(self) -> tuple[int, ...]:
        """The kinds held at least once, twice, … as bit sets (no empty one at the end)."""
        if self._levels is None:
            levels = [0] * 4
            counts = self.counts
            for t in self.kinds:
                n = counts[t]
                if n > len(levels):
                    levels.extend([0] * (n - len(levels)))
                bit = 1 << t
                for k in range(n):
                    levels[k] |= bit
            while levels and not levels[-1]:
                levels.pop()
            self._levels = tuple(levels)
        return self._levels

    def held(self) -> int:
        """The kinds held, as a bit set."""
        if self._held is None:
            held = 0
            for t in self.kinds:
                held |= 1 << t
            self._held = held
        return self._held

    def distance(self, plan: "Plan") -> int:
        """The plan's distance (a probe's ``base``), without making a probe if there is none."""
        i = self.book.index_of(plan)
        return self.distance_at(i) if i is not None else self.probe(plan).base

    def distance_at(self, i: int) -> int:
        """:meth:`distance` of the book's plan ``i``."""
        got = self._probes.get(i)
        if got is not None:
            return got.base
        d = self._dists.get(i)
        if d is None:
            d = self._dists[i] = self.book.base_distance(self, i)
        return d

    def tightened(self, bounds: list[int], gained: int, penalties: list[int]) -> list[int] | None:
        """``bounds`` raised to ``d - gained + penalty`` for every plan read so far at distance
        ``d`` (a copy; None when no bound rises): the bounds of a hand that has ``gained``
        tiles more than this one and the same melds (a tile more brings a plan at most one
        closer, a tile fewer never brings it closer)."""
        tight = None
        dists = self._dists
        for i, d in dists.items():
            lb = d - gained + penalties[i]
            if lb > bounds[i]:
                if tight is None:
                    tight = list(bounds)
                tight[i] = lb
        for i, p in self._probes.items():
            if i not in dists:
                lb = p.base - gained + penalties[i]
                if lb > bounds[i]:
                    if tight is None:
                        tight = list(bounds)
                    tight[i] = lb
        return tight

    def pair_stats(self) -> tuple[int, int]:
        """:meth:`PairsShape.stats` of the hand (from the kinds held: the others add nothing)."""
        if self._pair_stats is None:
            shape, kinds, counts = self.book.pairs, self.book.pair_kinds, self.counts
            a = b = 0
            for t in self.kinds:
                if t in kinds:
                    da, db = shape.kind_stats(counts[t])
                    a += da
                    b += db
            self._pair_stats = (a, b)
        return self._pair_stats

    def probe(self, plan: "Plan") -> Probe:
        i = self.book.index_of(plan)
        if i is None:  # a plan from elsewhere: the plan book's reference distance
            return GenericProbe(self.book, plan, self.counts, self.melds, self.wilds, self.jokers)
        got = self._probes.get(i)
        if got is None:
            got = self._probes[i] = self.book.make_probe(self, i)
        return got
