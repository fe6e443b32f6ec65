"""Fast hand evaluation for one variant: shanten, completeness, waits, acceptance.

The shapes in :mod:`.shapes` answer from a full count list, which is clear but slow when the
bot and the engine ask thousands of times per hand. :class:`HandEngine` reads a hand as one
integer key per grammar block (4 bits per kind) and caches, per block key, a *summary*: the
block's coverage profile for the standard shape and packed counters (pairs, lone tiles, orphan
kinds, knitted tiles per layout, honours) for the special shapes. A hand is then a handful of
dictionary lookups and integer additions. Results equal the shapes' own ``shanten`` exactly
(the property tests check it); shapes the engine does not know are asked directly.

``Variant.shanten`` / ``is_complete`` / ``waits`` use :func:`engine_for`. For many related
hands (a hand plus each tile, minus each tile) use :meth:`HandEngine.shanten_after_draws` and
:meth:`HandEngine.shanten_after_discards`, which key the hand once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, overload

from ..tiles import kinds as K
from ..tiles.hand import MeldKind
from ..tiles.kinds import Tile
from .coverage import CoverageAnalyzer
from .grammar import Grammar
from .shapes import (
    HONORS,
    INFINITE,
    KNITTED_PATTERNS,
    ORPHANS,
    KnittedShape,
    KnittedStraightShape,
    PairsShape,
    Shape,
    ShapeInput,
    StandardShape,
    ThirteenOrphansShape,
    natural_counts,
)

if TYPE_CHECKING:  # pragma: no cover
    from .shape_variant import ShapeVariant

BITS = 4
"""Bits per kind in a block key: counts up to 15 (chess64 has ten soldiers of a colour)."""
FIELD = 8
"""Bits per packed counter in a block summary (sums over blocks stay below 256)."""
MASK = (1 << FIELD) - 1
MEMO_LIMIT = 200_000
"""Whole-hand results kept before the memo is cleared (block summaries are never cleared)."""

_ASIDE = MeldKind.ASIDE

# shape codes
_STD, _PAIRS_Q, _PAIRS_D, _ORPH, _KNIT, _KSTRAIGHT, _GENERIC = range(7)


def engine_for(variant: ShapeVariant) -> HandEngine:
    """The variant's engine, built once and kept on the variant object (until the variant
    releases its caches)."""
    eng = variant.derived.get("hand_engine")
    if eng is None:
        eng = variant.derived["hand_engine"] = HandEngine(
            variant.grammar, variant.shapes, variant.tileset.natural_kinds
        )
    return eng


class HandEngine:
    """Shanten and friends for one grammar and its list of shapes."""

    def __init__(self, grammar: Grammar, shapes: Sequence[Shape], natural_kinds: Iterable[Tile]) -> None:
        self.grammar = grammar
        self.shapes = list(shapes)
        self.names = [s.name for s in self.shapes]
        self.natural_kinds = tuple(natural_kinds)
        blocks = grammar.blocks
        self.blocks = blocks
        self.nb = len(blocks)
        self.block_of = [-1] * K.NUM_KINDS
        self.weight = [0] * K.NUM_KINDS
        for bi, b in enumerate(blocks):
            for li, t in enumerate(b):
                self.block_of[t] = bi
                self.weight[t] = 1 << (BITS * li)
        self._summaries: list[dict[int, tuple[int, int]]] = [{} for _ in blocks]
        self._memo: dict[tuple, int] = {}
        self._exact_memo: dict[tuple, tuple[int, ...]] = {}
        self._waits_memo: dict[tuple, list[Tile]] = {}
        self._pid_memo: dict[tuple[int, ...], int] = {}

        # ---- classify the shapes; lay out the packed counters they need ----
        self.analyzer: CoverageAnalyzer | None = None
        self._fields = 0
        plan: list[tuple[int, int, Shape, tuple]] = []
        stat_makers: list[Any] = []  # (field offset, function(block kinds, counts) -> int)
        self._knit_field = -1
        self._ks_analyzer: CoverageAnalyzer | None = None
        self._ks_reduced: list[dict[int, tuple[int, ...]]] = [{} for _ in blocks]
        self._ks_pid_memo: dict[tuple[int, ...], int] = {}
        # per block and knitted layout: the local indices of the layout's kinds in the block
        self._ks_local = [
            [tuple(li for li, t in enumerate(b) for triple in layout if t in triple) for layout in KNITTED_PATTERNS]
            for b in blocks
        ]
        self._honor_field = -1
        self._kinds_in_blocks = frozenset(t for t in range(K.NUM_KINDS) if self.block_of[t] >= 0)
        self._kind_list = [(t, self.block_of[t], self.weight[t]) for t in sorted(self._kinds_in_blocks)]
        for i, s in enumerate(self.shapes):
            if isinstance(s, StandardShape) and self.analyzer is None and s.grammar.blocks == blocks:
                self.analyzer = s.analyzer
                plan.append((_STD, i, s, ()))
            elif isinstance(s, PairsShape) and set(s.kinds) <= self._kinds_in_blocks:
                kinds = frozenset(s.kinds)
                f = self._new_fields(2)
                if s.quads:
                    stat_makers.append((f, lambda t, n, ks=kinds: n // 2 if t in ks else 0))
                    stat_makers.append((f + 1, lambda t, n, ks=kinds: n % 2 if t in ks else 0))
                    plan.append((_PAIRS_Q, i, s, (f, f + 1)))
                else:
                    stat_makers.append((f, lambda t, n, ks=kinds: 1 if t in ks and n else 0))
                    stat_makers.append((f + 1, lambda t, n, ks=kinds: 1 if t in ks and n >= 2 else 0))
                    plan.append((_PAIRS_D, i, s, (f, f + 1)))
            elif isinstance(s, ThirteenOrphansShape):
                f = self._new_fields(2)
                orph = frozenset(ORPHANS)
                stat_makers.append((f, lambda t, n, ks=orph: 1 if t in ks and n else 0))
                stat_makers.append((f + 1, lambda t, n, ks=orph: 1 if t in ks and n >= 2 else 0))
                plan.append((_ORPH, i, s, (f, f + 1)))
            elif isinstance(s, (KnittedShape, KnittedStraightShape)):
                if self._knit_field < 0:
                    self._knit_field = self._new_fields(len(KNITTED_PATTERNS))
                    for li, layout in enumerate(KNITTED_PATTERNS):
                        members = frozenset(t for triple in layout for t in triple)
                        stat_makers.append((self._knit_field + li, lambda t, n, ks=members: 1 if t in ks and n else 0))
                    self._honor_field = self._new_fields(1)
                    hon = frozenset(HONORS)
                    stat_makers.append((self._honor_field, lambda t, n, ks=hon: 1 if t in ks and n else 0))
                if isinstance(s, KnittedShape):
                    plan.append((_KNIT, i, s, ()))
                elif s.analyzer.grammar.blocks == blocks and not s.analyzer.joker_limits:
                    self._ks_analyzer = s.analyzer
                    plan.append((_KSTRAIGHT, i, s, ()))
                else:
                    plan.append((_GENERIC, i, s, ()))
            else:
                plan.append((_GENERIC, i, s, ()))
        # cheap shapes first, then the pruned knitted straight, then the generic ones
        order = {_STD: 0, _PAIRS_Q: 1, _PAIRS_D: 1, _ORPH: 1, _KNIT: 1, _KSTRAIGHT: 2, _GENERIC: 3}
        self._plan = sorted(plan, key=lambda p: (order[p[0]], p[1]))
        # profiles without joker capacity are read directly: profile[2 * sets + 1]
        self._plain_profiles = self.analyzer is not None and self.analyzer.C == 1
        self._profiles = self.analyzer._profiles if self.analyzer is not None else []
        self._stat_makers = stat_makers
        self.exchange_bounded = all(p[0] != _GENERIC for p in plan)
        """Every shape is one read here from coverage or counted tiles (no generic shape): then,
        for hands without wilds or jokers and with the same melds, taking one tile out and
        putting one in moves each shape's shanten, so their least, by at most one (a tile
        placed, paired or counted more or less)."""
        self._contrib: list[list[list[int]] | None] = [None] * self.nb
        self._has_generic = any(p[0] == _GENERIC for p in plan)
        self.M = grammar.set_count
        # kinds that share a pattern with a kind: a tenpai hand with no wild can only wait on these
        near: dict[Tile, set[Tile]] = {t: {t} for t in grammar.kinds}
        for pat in grammar.sets + grammar.pairs:
            for a in pat:
                near.setdefault(a, {a}).update(pat)
        self._near = {t: frozenset(v) for t, v in near.items()}

    def _new_fields(self, n: int) -> int:
        f = self._fields
        self._fields += n
        return f

    # ---- keys and summaries -----------------------------------------------------------------

    def _summary(self, bi: int, key: int) -> tuple[int, int]:
        got = self._summaries[bi].get(key)
        if got is not None:
            return got
        block = self.blocks[bi]
        counts = tuple((key >> (BITS * li)) & 15 for li in range(len(block)))
        pid = -1
        if self.analyzer is not None:
            a = self.analyzer
            ck = tuple(sorted(counts)) if a._symmetric[bi] else counts
            known = a._memo[bi].get(ck)
            pid = a._block_profile(bi, ck) if known is None else known
        packed = 0
        contrib = self._contributions(bi)
        for li, n in enumerate(counts):
            if n:
                packed += contrib[li][n]
        got = (pid, packed)
        self._summaries[bi][key] = got
        return got

    def _contributions(self, bi: int) -> list[list[int]]:
        """Per local index and count (0-15), that kind's share of the block's packed counters."""
        got = self._contrib[bi]
        if got is None:
            got = []
            for t in self.blocks[bi]:
                per_count = [0]
                for n in range(1, 1 << BITS):
                    per_count.append(sum(fn(t, n) << (FIELD * f) for f, fn in self._stat_makers))
                got.append(per_count)
            self._contrib[bi] = got
        return got

    def _keys(self, tiles: Iterable[Tile], wild_kinds: Iterable[Tile]) -> tuple[list[int], int, int] | None:
        """Block keys, wilds and jokers of ``tiles``; None when a tile lies outside the blocks."""
        keys = [0] * self.nb
        wilds = jokers = 0
        bo, wt = self.block_of, self.weight
        ws = wild_kinds if isinstance(wild_kinds, (tuple, frozenset, set)) else tuple(wild_kinds)
        if ws:
            for t in tiles:
                if t in ws:
                    wilds += 1
                elif t == K.JOKER:
                    jokers += 1
                else:
                    b = bo[t]
                    if b < 0:
                        return None
                    keys[b] += wt[t]
        else:
            for t in tiles:
                b = bo[t]
                if b < 0:
                    if t == K.JOKER:
                        jokers += 1
                        continue
                    return None
                keys[b] += wt[t]
        return keys, wilds, jokers

    def _meld_key(self, melds: Iterable[Any]) -> tuple[int, Any]:
        real = [m for m in melds if m.kind is not _ASIDE]
        if self._has_generic:
            return len(real), tuple((m.kind, m.tiles) for m in melds) or None
        return len(real), None

    # ---- the core ---------------------------------------------------------------------------

    @overload
    def _values(
        self,
        keys: Sequence[int],
        nm: int,
        wilds: int,
        jokers: int,
        exact: Literal[True],
        src: tuple | ShapeInput,
        beat: int = INFINITE,
        lower: bool = False,
    ) -> list[int]: ...

    @overload
    def _values(
        self,
        keys: Sequence[int],
        nm: int,
        wilds: int,
        jokers: int,
        exact: Literal[False],
        src: tuple | ShapeInput,
        beat: int = INFINITE,
        lower: bool = False,
    ) -> int: ...

    def _values(
        self,
        keys: Sequence[int],
        nm: int,
        wilds: int,
        jokers: int,
        exact: bool,
        src: tuple | ShapeInput,
        beat: int = INFINITE,
        lower: bool = False,
    ) -> list[int] | int:
        """Per-shape shanten (exact) or their minimum (knitted straight pruned).

        ``src`` is (tiles or a function giving them, melds, wild kinds) or a ready
        :class:`ShapeInput`, read only by shapes the engine has no fast path for. With
        ``beat``, the minimum is exact only below ``beat`` (at least ``beat`` otherwise).
        With ``lower``, a pruned knitted straight counts as its bound: the minimum is then a
        lower bound, exact below ``beat``.
        """
        # the blocks' summaries: packed counters add up, coverage profiles convolve
        packed = 0
        pids = []
        for bi, memo in enumerate(self._summaries):
            got = memo.get(keys[bi])
            if got is None:
                got = self._summary(bi, keys[bi])
            packed += got[1]
            pids.append(got[0])
        cp = -1
        if self.analyzer is not None:
            pk = tuple(pids)
            cp = self._pid_memo.get(pk, -1)
            if cp < 0:
                conv = self.analyzer._convolve
                cp = pids[0]
                for p in pids[1:]:
                    cp = conv(cp, p)
                self._pid_memo[pk] = cp
        best = INFINITE
        inp: ShapeInput | None = None
        out = [INFINITE] * len(self.shapes) if exact else None
        knit_have: list[int] | None = None
        for code, i, shape, fields in self._plan:
            if code == _STD:
                M = self.M
                if nm > M:
                    v = INFINITE
                else:
                    m = M - nm
                    need = 3 * m + 2
                    if self._plain_profiles:
                        cov = self._profiles[cp][2 * m + 1] + wilds
                    else:
                        cov = self.analyzer._read(cp, m, jokers) + wilds  # type: ignore[union-attr]
                    v = need - min(need, cov) - 1
            elif code in (_PAIRS_Q, _PAIRS_D):
                if nm:
                    v = INFINITE
                elif jokers:  # Malaysian jokers pair only with naturals: the shape's own sums
                    v = shape.from_stats(  # type: ignore[attr-defined]
                        (
                            (packed >> (FIELD * fields[0])) & MASK,
                            (packed >> (FIELD * fields[1])) & MASK,
                        ),
                        wilds,
                        jokers,
                    )
                elif code == _PAIRS_Q:
                    n = shape.pairs  # type: ignore[attr-defined]
                    pairs = min(n, (packed >> (FIELD * fields[0])) & MASK)
                    singles = (packed >> (FIELD * fields[1])) & MASK
                    use_w = min(wilds, singles, n - pairs)
                    pairs += use_w
                    pairs += min((wilds - use_w) // 2, n - pairs)
                    v = n - 1 - pairs
                else:
                    n = shape.pairs  # type: ignore[attr-defined]
                    present = (packed >> (FIELD * fields[0])) & MASK
                    pairs = (packed >> (FIELD * fields[1])) & MASK
                    lone = present - pairs
                    use_w = min(wilds, lone, n - pairs)
                    pairs += use_w
                    left = wilds - use_w
                    pairs += min(left // 2, n - pairs)
                    distinct = present + (left // 2)
                    v = n - 1 - pairs + max(0, n - max(distinct, pairs))
            elif code == _ORPH:
                if nm:
                    v = INFINITE
                else:
                    kinds = (packed >> (FIELD * fields[0])) & MASK
                    pair = (packed >> (FIELD * fields[1])) & MASK
                    v = 13 - kinds - (1 if pair else 0) - wilds
            elif code == _KNIT:
                if nm:
                    v = INFINITE
                else:
                    if knit_have is None:
                        knit_have = self._knit_have(packed)
                    honors = (packed >> (FIELD * self._honor_field)) & MASK
                    v = 13 - min(14, max(knit_have) + honors + wilds)
            elif code == _KSTRAIGHT:
                if nm > 1:
                    v = INFINITE
                else:
                    if knit_have is None:
                        knit_have = self._knit_have(packed)
                    b = INFINITE if exact else min(best, beat)
                    bound = max(0, 9 - max(knit_have) - wilds) - 1
                    if not exact and bound >= b:
                        if not lower:
                            continue  # no layout can beat the shapes already seen
                        v = bound
                    else:
                        v = self._knitted_straight(keys, knit_have, nm, wilds, b)
                        if lower:
                            v = min(v, b)  # the layouts it passed over are at least b away
                        elif v >= INFINITE:
                            continue
            else:
                if inp is None:
                    if isinstance(src, ShapeInput):
                        inp = src
                    else:
                        tiles = src[0]() if callable(src[0]) else src[0]
                        inp = self._input(tiles, src[1], src[2])
                v = shape.shanten(inp)
            if out is not None:
                out[i] = v
            if v < best:
                best = v
        return out if out is not None else best

    def _knitted_straight(self, keys: Sequence[int], have: list[int], nm: int, wilds: int, beat: int) -> int:
        """KnittedStraightShape.shanten, skipping layouts that cannot go below ``beat``."""
        an = self._ks_analyzer
        assert an is not None
        m = 1 - nm
        need = 3 * m + 2
        best = INFINITE
        reduced = None
        for li, h in enumerate(have):
            bound = max(0, 9 - h - wilds) - 1
            if bound >= beat or bound >= best:
                continue
            if reduced is None:
                reduced = [self._ks_pids(bi, keys[bi]) for bi in range(self.nb)]
            pids = tuple(r[li] for r in reduced)
            cp = self._ks_pid_memo.get(pids)
            if cp is None:
                cp = pids[0]
                for p in pids[1:]:
                    cp = an._convolve(cp, p)
                self._ks_pid_memo[pids] = cp
            cov = an._read(cp, m, 0)
            rest = need - min(need, cov)
            v = max(0, 9 - h + rest - wilds) - 1
            if v < best:
                best = v
        return best

    def _ks_pids(self, bi: int, key: int) -> tuple[int, ...]:
        """Knitted-straight analyzer profiles of block ``bi`` less each layout's kinds present."""
        got = self._ks_reduced[bi].get(key)
        if got is not None:
            return got
        an = self._ks_analyzer
        assert an is not None
        out = []
        for locs in self._ks_local[bi]:
            k = key
            for li in locs:
                if (key >> (BITS * li)) & 15:
                    k -= 1 << (BITS * li)
            counts = tuple((k >> (BITS * li)) & 15 for li in range(len(self.blocks[bi])))
            ck = tuple(sorted(counts)) if an._symmetric[bi] else counts
            pid = an._memo[bi].get(ck)
            if pid is None:
                pid = an._block_profile(bi, ck)
            out.append(pid)
        got = tuple(out)
        self._ks_reduced[bi][key] = got
        return got

    def _knit_have(self, packed: int) -> list[int]:
        v = packed >> (FIELD * self._knit_field)
        return [v & MASK, (v >> 8) & MASK, (v >> 16) & MASK, (v >> 24) & MASK, (v >> 32) & MASK, (v >> 40) & MASK]

    def _input(self, tiles: Sequence[Tile], melds: Sequence[Any], wild_kinds: Iterable[Tile]) -> ShapeInput:
        c, wilds, jokers = natural_counts(tiles, wild_kinds)
        return ShapeInput(c, list(melds), wilds, jokers)

    # ---- public -----------------------------------------------------------------------------

    def shanten(self, tiles: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()) -> int:
        """The least shanten over the shapes (-1: complete)."""
        if tiles.__class__ is not list and not isinstance(tiles, tuple):
            tiles = list(tiles)
        if melds.__class__ is not list and not isinstance(melds, tuple):
            melds = list(melds)
        if not wild_kinds:  # the common case, inlined
            keys = [0] * self.nb
            wilds = jokers = 0
            bo, wt = self.block_of, self.weight
            for t in tiles:
                b = bo[t]
                if b < 0:
                    if t == K.JOKER:
                        jokers += 1
                        continue
                    return min(s.shanten(self._input(tiles, melds, wild_kinds)) for s in self.shapes)
                keys[b] += wt[t]
        else:
            got = self._keys(tiles, wild_kinds)
            if got is None:
                return min(s.shanten(self._input(tiles, melds, wild_kinds)) for s in self.shapes)
            keys, wilds, jokers = got
        nm, mk = self._meld_key(melds) if melds else (0, None)  # same key as _meld_key(())
        key = (*keys, nm, mk, wilds, jokers)
        hit = self._memo.get(key)
        if hit is not None:
            return hit
        v = self._values(keys, nm, wilds, jokers, False, (tiles, melds, wild_kinds))
        memo = self._memo
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = v
        return v

    def ready(self, tiles: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()) -> bool:
        """Whether the hand is ready: ``shanten(...) <= 0``, with less work on hands far from it
        (the engine asks this of every hand that might claim a discard)."""
        tiles = list(tiles)
        melds = list(melds)
        got = self._keys(tiles, wild_kinds)
        if got is None:
            return self.shanten(tiles, melds, wild_kinds) <= 0
        keys, wilds, jokers = got
        nm, mk = self._meld_key(melds) if melds else (0, None)
        key = (*keys, nm, mk, wilds, jokers)
        known = self._memo.get(key)
        if known is not None:
            return known <= 0
        v = self._values(keys, nm, wilds, jokers, False, (tiles, melds, wild_kinds), beat=1)
        return v <= 0

    def shanten_floor(self, tiles: list[Tile], melds: list[Any], wild_kinds: Iterable[Tile]) -> int:
        """A lower bound of ``shanten(...)``, exact when at most 0 (the hand is ready), for the
        work of :meth:`ready`: the engine carries it to the hand after a tile exchange (see
        :attr:`exchange_bounded`)."""
        got = self._keys(tiles, wild_kinds)
        if got is None:
            return self.shanten(tiles, melds, wild_kinds)
        keys, wilds, jokers = got
        nm, mk = self._meld_key(melds) if melds else (0, None)
        known = self._memo.get((*keys, nm, mk, wilds, jokers))
        if known is not None:
            return known
        src = (tiles, melds, wild_kinds)
        return self._values(keys, nm, wilds, jokers, False, src, beat=1, lower=True)

    def _min(
        self,
        keys: list[int],
        nm: int,
        mk: Any,
        wilds: int,
        jokers: int,
        tiles: Any,
        melds: Sequence[Any],
        wild_kinds: Iterable[Tile],
        beat: int = INFINITE,
    ) -> int:
        """Memoised least shanten; ``tiles()`` gives the tiles if a shape needs them. With
        ``beat``, exact only below ``beat`` (see :meth:`_values`).

        A value at or past ``beat`` is not remembered. Measured and dropped, a second memo of
        them by (hand, ``beat``): in a 20-hand MCR duel (strong, normal, seed 1) it would have
        answered 1,375 of the 25,641 such reads, the rest being hands never read before."""
        key = (*keys, nm, mk, wilds, jokers)
        got = self._memo.get(key)
        if got is not None:
            return got
        v = self._values(keys, nm, wilds, jokers, False, (tiles, melds, wild_kinds), beat)
        if v >= beat:
            return v  # not necessarily the least: not remembered
        memo = self._memo
        if len(memo) >= MEMO_LIMIT:
            memo.clear()
        memo[key] = v
        return v

    def shanten_counts(self, counts: Sequence[int], melds: Sequence[Any] = (), wilds: int = 0, jokers: int = 0) -> int:
        """Like :meth:`shanten` for natural ``counts`` by kind (as in :class:`ShapeInput`)."""
        keys = [0] * self.nb
        seen = 0
        for t, b, w in self._kind_list:
            n = counts[t]
            if n:
                keys[b] += n * w
                seen += n
        if seen != sum(counts):  # a tile outside the grammar's blocks: ask the shapes
            inp = ShapeInput(list(counts), list(melds), wilds, jokers)
            return min(s.shanten(inp) for s in self.shapes)
        nm, mk = self._meld_key(melds) if melds else (0, None)
        key = (*keys, nm, mk, wilds, jokers)
        got = self._memo.get(key)
        if got is not None:
            return got
        v = self._values(keys, nm, wilds, jokers, False, ShapeInput(list(counts), list(melds), wilds, jokers))
        if len(self._memo) >= MEMO_LIMIT:
            self._memo.clear()
        self._memo[key] = v
        return v

    def shape_shanten(
        self, tiles: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()
    ) -> dict[str, int]:
        """Shanten of every shape by name (INFINITE when a shape cannot be made at all)."""
        tiles = list(tiles)
        melds = list(melds)
        vals = self._exact(tiles, melds, wild_kinds)
        out: dict[str, int] = {}
        for name, v in zip(self.names, vals, strict=True):
            out[name] = min(v, out.get(name, INFINITE))
        return out

    def _exact(self, tiles: list[Tile], melds: list[Any], wild_kinds: Iterable[Tile]) -> tuple[int, ...]:
        got = self._keys(tiles, wild_kinds)
        if got is None:
            inp = self._input(tiles, melds, wild_kinds)
            return tuple(s.shanten(inp) for s in self.shapes)
        keys, wilds, jokers = got
        nm, mk = self._meld_key(melds)
        key = (*keys, nm, mk, wilds, jokers)
        res = self._exact_memo.get(key)
        if res is None:
            res = tuple(self._values(keys, nm, wilds, jokers, True, (tiles, melds, wild_kinds)))
            if len(self._exact_memo) >= MEMO_LIMIT:
                self._exact_memo.clear()
            self._exact_memo[key] = res
        return res

    def is_complete(self, tiles: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()) -> bool:
        """Some shape reads the hand as complete (a decomposition exists)."""
        tiles = list(tiles)
        melds = list(melds)
        if self.shanten(tiles, melds, wild_kinds) != -1:
            return False
        vals = self._exact(tiles, melds, wild_kinds)  # each shape's own shanten, from the fast path
        inp = self._input(tiles, melds, wild_kinds)
        return any(v == -1 and s.decompositions(inp) for s, v in zip(self.shapes, vals, strict=True))

    def waits(
        self, concealed: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()
    ) -> list[Tile]:
        """Natural kinds that complete the hand, in tile-set order (copies in hand do not matter)."""
        tiles = list(concealed)
        melds = list(melds)
        wild_kinds = tuple(wild_kinds)
        got = self._keys(tiles, wild_kinds)
        if got is not None:
            keys, wilds, jokers = got
            nm, mk = self._meld_key(melds)
            mkey = (*keys, nm, mk, wilds, jokers, wild_kinds)
            hit = self._waits_memo.get(mkey)
            if hit is not None:
                return list(hit)
        else:
            mkey = None
        vals = self._exact(tiles, melds, wild_kinds)
        out: list[Tile] = []
        if min(vals) <= 0:
            cands = self._candidates(tiles, vals, wild_kinds)
            kinds = [t for t in self.natural_kinds if cands is None or t in cands]
            # one keying of the hand for every candidate; only a complete one is read in full
            after = self.shanten_after_draws(tiles, melds, wild_kinds, kinds, beat=0)
            for t in kinds:
                if after[t] == -1 and self.is_complete(tiles + [t], melds, wild_kinds):
                    out.append(t)
        if mkey is not None:
            if len(self._waits_memo) >= MEMO_LIMIT:
                self._waits_memo.clear()
            self._waits_memo[mkey] = out
        return list(out)

    def win_candidates(
        self, concealed: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()
    ) -> set[Tile] | None:
        """Kinds that may complete the hand with one tile more: every wait is among them (as
        :meth:`waits` reads them), so a tile outside them needs no :meth:`is_complete`; None
        when any kind may."""
        tiles = list(concealed)
        wild_kinds = tuple(wild_kinds)
        vals = self._exact(tiles, list(melds), wild_kinds)
        if min(vals) > 0:
            return set()
        return self._candidates(tiles, vals, wild_kinds)

    def _candidates(self, tiles: list[Tile], vals: Sequence[int], wild_kinds: tuple[Tile, ...]) -> set[Tile] | None:
        """Kinds that could complete a hand whose shapes are ``vals`` away; None: any kind."""
        if any(t == K.JOKER or t in wild_kinds for t in tiles):
            return None
        present = set(tiles)
        cands: set[Tile] = set(wild_kinds)
        for code, i, _shape, _ in self._plan:
            if vals[i] != 0:
                continue
            if code == _STD:
                for t in present:
                    cands |= self._near.get(t, frozenset((t,)))
            elif code in (_PAIRS_Q, _PAIRS_D):
                cands |= present
            elif code == _ORPH:
                cands.update(ORPHANS)
            else:
                return None
        return cands

    def shanten_after_draws(
        self,
        tiles: Iterable[Tile],
        melds: Iterable[Any] = (),
        wild_kinds: Iterable[Tile] = (),
        kinds: Iterable[Tile] | None = None,
        beat: int = INFINITE,
    ) -> dict[Tile, int]:
        """Shanten of ``tiles`` plus one tile, for each kind in ``kinds`` (default: natural kinds).
        With ``beat``, each value is exact only below ``beat`` (at least ``beat`` otherwise)."""
        tiles = list(tiles)
        melds = list(melds)
        kinds = self.natural_kinds if kinds is None else tuple(kinds)
        got = self._keys(tiles, wild_kinds)
        if got is None:
            return {t: self.shanten(tiles + [t], melds, wild_kinds) for t in kinds}
        keys, wilds, jokers = got
        nm, mk = self._meld_key(melds)
        ws = set(wild_kinds)
        out: dict[Tile, int] = {}
        bo, wt = self.block_of, self.weight
        for t in kinds:

            def plus(t: Tile = t) -> list[Tile]:
                return tiles + [t]

            if t in ws:
                out[t] = self._min(keys, nm, mk, wilds + 1, jokers, plus, melds, wild_kinds, beat)
            elif t == K.JOKER:
                out[t] = self._min(keys, nm, mk, wilds, jokers + 1, plus, melds, wild_kinds, beat)
            else:
                b = bo[t]
                if b < 0:
                    out[t] = self.shanten(tiles + [t], melds, wild_kinds)
                    continue
                keys[b] += wt[t]
                out[t] = self._min(keys, nm, mk, wilds, jokers, plus, melds, wild_kinds, beat)
                keys[b] -= wt[t]
        return out

    def shanten_after_discards(
        self, tiles: Iterable[Tile], melds: Iterable[Any] = (), wild_kinds: Iterable[Tile] = ()
    ) -> dict[Tile, int]:
        """Shanten of ``tiles`` less one copy of each distinct kind in it."""
        tiles = list(tiles)
        melds = list(melds)
        got = self._keys(tiles, wild_kinds)
        out: dict[Tile, int] = {}
        if got is None:
            for t in sorted(set(tiles)):
                rest = list(tiles)
                rest.remove(t)
                out[t] = self.shanten(rest, melds, wild_kinds)
            return out
        keys, wilds, jokers = got
        nm, mk = self._meld_key(melds)
        ws = set(wild_kinds)
        bo, wt = self.block_of, self.weight
        for t in sorted(set(tiles)):

            def minus(t: Tile = t) -> list[Tile]:
                rest = list(tiles)
                rest.remove(t)
                return rest

            if t in ws:
                out[t] = self._min(keys, nm, mk, wilds - 1, jokers, minus, melds, wild_kinds)
            elif t == K.JOKER:
                out[t] = self._min(keys, nm, mk, wilds, jokers - 1, minus, melds, wild_kinds)
            else:
                b = bo[t]
                keys[b] -= wt[t]
                out[t] = self._min(keys, nm, mk, wilds, jokers, minus, melds, wild_kinds)
                keys[b] += wt[t]
        return out
