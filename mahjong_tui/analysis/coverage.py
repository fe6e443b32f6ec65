"""Shanten of the standard shape (sets + a pair) over any grammar, fast.

The idea: a complete hand is ``set_count`` set slots and one pair slot. Fill each slot with a
sub-multiset of one of the grammar's patterns taken from the hand; the tiles still missing are
the distance to a complete hand, and shanten = distance - 1. So shanten is a maximum-coverage
problem. Blocks of kinds are independent: each block gets a *profile*, the best coverage for
every (set slots, pair slots[, joker capacity]) budget, cached by the block's counts, and the
profiles are combined by a max-plus convolution that is cached too. Random hands reuse a few
thousand block contents, so after warm-up a shanten is a handful of dictionary lookups.

Wild tiles that may stand for anything (Beijing 混兒, Wuhan 癩子) fill any missing place:
coverage + wilds. Malaysian jokers are limited per group and need a natural tile in each group,
so their profiles also track how many jokers the chosen slots could take.
"""

from __future__ import annotations

from typing import Sequence

from ..tiles.kinds import NUM_KINDS
from .grammar import Grammar, JokerLimits

Profile = tuple[int, ...]
MAX_JOKERS = 4
NEG = -(10**6)


class CoverageAnalyzer:
    def __init__(self, grammar: Grammar, joker_limits: JokerLimits | None = None) -> None:
        self.grammar = grammar
        self.M = grammar.set_count
        self.joker_limits = joker_limits
        self.C = MAX_JOKERS + 1 if joker_limits else 1
        self.width = (self.M + 1) * 2 * self.C
        self.blocks = grammar.blocks
        self._slices: list[tuple[int, int] | None] = []
        for b in self.blocks:
            contiguous = all(b[i] + 1 == b[i + 1] for i in range(len(b) - 1))
            self._slices.append((b[0], b[-1] + 1) if contiguous else None)
        self._symmetric = [i in grammar.symmetric_blocks for i in range(len(self.blocks))]
        self._partials = [self._block_partials(b) for b in self.blocks]
        self._memo: list[dict[tuple[int, ...], int]] = [{} for _ in self.blocks]
        self._profiles: list[Profile] = []
        self._profile_id: dict[Profile, int] = {}
        self._conv: dict[tuple[int, int], int] = {}
        # with joker capacity tracked, "capacity >= c > 0" is impossible with no slot filled
        self._zero = self._intern(tuple(0 if i % self.C == 0 else NEG for i in range(self.width)))

    # ---- public ---------------------------------------------------------------------------

    def coverage(self, counts: Sequence[int], melds: int = 0, jokers: int = 0) -> int:
        """Most tiles of ``counts`` usable towards ``set_count - melds`` sets and a pair."""
        pid = self.combined_profile(counts)
        return self._read(pid, self.M - melds, jokers)

    def distance(self, counts: Sequence[int], melds: int = 0, wilds: int = 0, jokers: int = 0) -> int:
        """Tiles missing from a complete hand. ``wilds`` fill anything; ``jokers`` obey limits."""
        need = 3 * (self.M - melds) + 2
        cov = self.coverage(counts, melds, jokers) + wilds
        return need - min(need, cov)

    def shanten(self, counts: Sequence[int], melds: int = 0, wilds: int = 0, jokers: int = 0) -> int:
        return self.distance(counts, melds, wilds, jokers) - 1

    def combined_profile(self, counts: Sequence[int]) -> int:
        pid = -1
        for bi in range(len(self.blocks)):
            sl = self._slices[bi]
            if sl is not None:
                key = tuple(counts[sl[0] : sl[1]])
            else:
                key = tuple(counts[t] for t in self.blocks[bi])
            if self._symmetric[bi]:
                key = tuple(sorted(key))
            memo = self._memo[bi]
            bid = memo.get(key)
            if bid is None:
                bid = self._block_profile(bi, key)
            pid = bid if pid < 0 else self._convolve(pid, bid)
        return pid

    # ---- profiles -------------------------------------------------------------------------

    def _read(self, pid: int, m: int, jokers: int) -> int:
        if m < 0:
            return -(10**6)
        prof = self._profiles[pid]
        if self.C == 1:
            return prof[m * 2 + 1]
        base = (m * 2 + 1) * self.C
        j = min(jokers, MAX_JOKERS)
        return max(prof[base + c] + min(c, j) for c in range(self.C))

    def _intern(self, prof: Profile) -> int:
        pid = self._profile_id.get(prof)
        if pid is None:
            pid = len(self._profiles)
            self._profiles.append(prof)
            self._profile_id[prof] = pid
        return pid

    def _convolve(self, a: int, b: int) -> int:
        key = (a, b)
        got = self._conv.get(key)
        if got is not None:
            return got
        pa, pb = self._profiles[a], self._profiles[b]
        M, C = self.M, self.C
        out = [0] * self.width
        for m in range(M + 1):
            for p in (0, 1):
                for c in range(C):
                    best = 0
                    for m1 in range(m + 1):
                        for p1 in range(p + 1):
                            ia = (m1 * 2 + p1) * C
                            ib = ((m - m1) * 2 + (p - p1)) * C
                            for c1 in range(c + 1):
                                v = pa[ia + c1] + pb[ib + c - c1]
                                if v > best:
                                    best = v
                    out[(m * 2 + p) * C + c] = best
        pid = self._intern(tuple(out))
        self._conv[key] = pid
        return pid

    def _block_partials(self, block: tuple[int, ...]) -> list[list[tuple[tuple[tuple[int, int], ...], int, bool, int]]]:
        """Per local index i: sub-multisets of patterns whose lowest kind is block[i].

        Each entry is (delta as (local index, count) pairs, size, is_pair, joker capacity).
        """
        local = {t: i for i, t in enumerate(block)}
        g = self.grammar
        found: dict[tuple[tuple[tuple[int, int], ...], bool], int] = {}
        for patterns, is_pair in ((g.sets, False), (g.pairs, True)):
            for pat in patterns:
                if pat[0] not in local:
                    continue
                kinds = sorted(set(pat))
                mult = [pat.count(t) for t in kinds]
                limit = self.joker_limits.for_pattern(pat, is_pair) if self.joker_limits else 0
                # every non-empty sub-multiset
                ranges = [range(n + 1) for n in mult]
                for choice in _product(ranges):
                    size = sum(choice)
                    if size == 0:
                        continue
                    delta = tuple((local[k], n) for k, n in zip(kinds, choice) if n)
                    cap = min(len(pat) - size, limit)
                    key = (delta, is_pair)
                    if found.get(key, -1) < cap:
                        found[key] = cap
        per_index: list[list[tuple[tuple[tuple[int, int], ...], int, bool, int]]] = [[] for _ in block]
        for (delta, is_pair), cap in found.items():
            first = min(i for i, _ in delta)
            per_index[first].append((delta, sum(n for _, n in delta), is_pair, cap))
        for lst in per_index:  # bigger groups first: finds good profiles early (no pruning needed)
            lst.sort(key=lambda e: -e[1])
        return per_index

    def _block_profile(self, bi: int, key: tuple[int, ...]) -> int:
        memo = self._memo[bi]
        got = memo.get(key)
        if got is not None:
            return got
        first = -1
        for i, n in enumerate(key):
            if n:
                first = i
                break
        if first < 0:
            memo[key] = self._zero
            return self._zero
        M, C = self.M, self.C
        c = list(key)
        c[first] -= 1
        best = list(self._profiles[self._block_profile(bi, self._key(bi, c))])
        c[first] += 1
        for delta, size, is_pair, cap in self._partials[bi][first]:
            if any(c[j] < n for j, n in delta):
                continue
            for j, n in delta:
                c[j] -= n
            sub = self._profiles[self._block_profile(bi, self._key(bi, c))]
            for j, n in delta:
                c[j] += n
            for m in range(M + 1):
                for p in (0, 1):
                    if is_pair:
                        if p == 0:
                            continue
                        src = (m * 2) * C
                    else:
                        if m == 0:
                            continue
                        src = ((m - 1) * 2 + p) * C
                    dst = (m * 2 + p) * C
                    for cc in range(C):
                        v = sub[src + max(0, cc - cap)] + size
                        if v > best[dst + cc]:
                            best[dst + cc] = v
        pid = self._intern(tuple(best))
        memo[key] = pid
        return pid

    def _key(self, bi: int, c: list[int]) -> tuple[int, ...]:
        return tuple(sorted(c)) if self._symmetric[bi] else tuple(c)


def _product(ranges: list[range]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for r in ranges:
        out = [o + (x,) for o in out for x in r]
    return out


def counts_of(tiles: Sequence[int]) -> list[int]:
    c = [0] * NUM_KINDS
    for t in tiles:
        c[t] += 1
    return c
