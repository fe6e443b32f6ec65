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
so their profiles also track how many jokers the chosen slots could take; a slot no natural
tile of the hand fills yet takes jokers too, its natural tile counted among the missing (4p and
three jokers beside three sets is ready: 4p with two jokers, a joker waiting for its pair).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence

from ..tiles.kinds import NUM_KINDS
from .grammar import Grammar, JokerLimits

Profile = tuple[int, ...]
MAX_JOKERS = 4
NEG = -(10**6)
BITS = 4
"""Bits a kind in an integer block key: counts up to 15 (chess64 has ten soldiers of a colour)."""
KEY_MASK = (1 << BITS) - 1
JOIN_MEMO_LIMIT = 200_000
"""Combinations of profiles kept before that memo is cleared (block profiles are kept for good)."""
PID_BITS = 24
"""Bits of a profile id in a convolution key (see ``CoverageAnalyzer._conv``)."""


class CoverageAnalyzer:
    def __init__(self, grammar: Grammar, joker_limits: JokerLimits | None = None) -> None:
        self.grammar = grammar
        self.M = grammar.set_count
        self.joker_limits = joker_limits
        self.C = MAX_JOKERS + 1 if joker_limits else 1
        limits = joker_limits or JokerLimits(0, 0, 0)
        self._empty_room = (min(2, max(limits.chow, limits.pung)), min(1, limits.pair))
        """Jokers a set slot and the pair slot hold while no natural tile of theirs is in the
        hand yet (the natural one still missing is counted in the distance)."""
        self.width = (self.M + 1) * 2 * self.C
        self.blocks = grammar.blocks
        self._slices: list[tuple[int, int] | None] = []
        for b in self.blocks:
            contiguous = all(b[i] + 1 == b[i + 1] for i in range(len(b) - 1))
            self._slices.append((b[0], b[-1] + 1) if contiguous else None)
        self._partials = [self._block_partials(b) for b in self.blocks]
        self._symmetric = [i in grammar.symmetric_blocks or _interchangeable(p) for i, p in enumerate(self._partials)]
        self._gaps = [None if self._symmetric[i] else _split_gap(p) for i, p in enumerate(self._partials)]
        self._shiftable = [
            g is not None and _shift_invariant(p) for g, p in zip(self._gaps, self._partials, strict=True)
        ]
        # blocks with the same groups (the three suits) have the same profile for the same
        # counts: their integer keys share one memo
        self.block_class = _classes(
            [(len(b), self._symmetric[i], _shape(self._partials[i])) for i, b in enumerate(self.blocks)]
        )
        memos: dict[int, dict[int, int]] = {}
        self._int_memo: list[dict[int, int]] = [memos.setdefault(c, {}) for c in self.block_class]
        tuple_memos: dict[int, dict[tuple[int, ...], int]] = {}
        self._memo: list[dict[tuple[int, ...], int]] = [tuple_memos.setdefault(c, {}) for c in self.block_class]
        seg_memos: dict[int, dict[tuple[int, ...], int]] = {}
        self._seg_memo: list[dict[tuple[int, ...], int]] = [seg_memos.setdefault(c, {}) for c in self.block_class]
        self._join_memo: dict[tuple[int, ...], int] = {}
        self._shifts = [tuple(BITS * li for li in range(len(b))) for b in self.blocks]
        self._profiles: list[Profile] = []
        self._profile_id: dict[Profile, int] = {}
        self._intern_lock = threading.Lock()
        self._conv: dict[int, int] = {}
        """Convolutions by ``a << PID_BITS | b`` (an int key: cheaper to hash than a pair, and a
        dict of ints alone is one the garbage collector never scans)."""
        self._conv_terms = self._convolution_terms()
        self._moves = {
            (is_pair, cap): self._slot_moves(is_pair, cap)
            for per_index in self._partials
            for lst in per_index
            for _, _, is_pair, cap in lst
        }
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

    # ---- integer block keys -----------------------------------------------------------------
    # A block's counts packed into one integer, BITS bits a kind, so that a caller changing a hand
    # one tile at a time updates a key with one addition (see HandEngine, the bots' probes).

    def key_layout(self) -> tuple[list[int], list[int]]:
        """Per kind: its block (-1: in none) and its weight in that block's integer key."""
        block_of = [-1] * NUM_KINDS
        weight = [0] * NUM_KINDS
        for bi, b in enumerate(self.blocks):
            for li, t in enumerate(b):
                block_of[t] = bi
                weight[t] = 1 << (BITS * li)
        return block_of, weight

    def key_profile(self, bi: int, key: int) -> int:
        """Profile id of block ``bi`` for an integer key."""
        got = self._int_memo[bi].get(key)
        if got is None:
            counts = tuple([(key >> sh) & KEY_MASK for sh in self._shifts[bi]])
            if self._symmetric[bi]:
                counts = tuple(sorted(counts))
            got = self._memo[bi].get(counts)
            if got is None:
                got = self._block_profile(bi, counts)
            self._int_memo[bi][key] = got
        return got

    def join(self, pids: tuple[int, ...]) -> int:
        """The combined profile of some profiles (one per block, say); memoised."""
        got = self._join_memo.get(pids)
        if got is None:
            got = pids[0]
            for p in pids[1:]:
                got = self._convolve(got, p)
            if len(self._join_memo) >= JOIN_MEMO_LIMIT:
                self._join_memo.clear()
            self._join_memo[pids] = got
        return got

    def covered(self, pid: int, sets: int, jokers: int = 0) -> int:
        """Tiles of the profile usable towards ``sets`` sets and a pair."""
        return self._read(pid, sets, jokers)

    # ---- profiles -------------------------------------------------------------------------

    def _read(self, pid: int, m: int, jokers: int) -> int:
        if m < 0:
            return -(10**6)
        prof = self._profiles[pid]
        if self.C == 1:
            return prof[m * 2 + 1]
        base = (m * 2 + 1) * self.C
        j = min(jokers, MAX_JOKERS)
        best = max(prof[base + c] + min(c, j) for c in range(self.C))
        if j == 0:
            return best
        room_set, room_pair = self._empty_room
        for empty in range(m + 1):  # slots no natural tile fills yet may still take jokers
            for no_pair in (0, 1):
                room = empty * room_set + no_pair * room_pair
                if room == 0:
                    continue
                at = ((m - empty) * 2 + 1 - no_pair) * self.C
                best = max(best, max(prof[at + c] + min(c + room, j) for c in range(self.C)))
        return best

    def _intern(self, prof: Profile) -> int:
        """The profile's id (its index in ``_profiles``). Analyzers are shared by the engine and
        the bots, which the UI runs in threads: the id is handed out under a lock (new profiles
        are rare once a game is under way, so the lock costs next to nothing)."""
        pid = self._profile_id.get(prof)
        if pid is None:
            with self._intern_lock:
                pid = self._profile_id.get(prof)
                if pid is None:
                    pid = len(self._profiles)
                    if pid >> PID_BITS:
                        raise RuntimeError(f"more than {1 << PID_BITS} coverage profiles")
                    self._profiles.append(prof)
                    self._profile_id[prof] = pid
        return pid

    def _convolution_terms(self) -> list[tuple[tuple[int, int], ...]]:
        """For each profile entry, the (entry of a, entry of b) pairs whose budgets add up to it."""
        M, C = self.M, self.C
        terms: list[tuple[tuple[int, int], ...]] = []
        for m in range(M + 1):
            for p in (0, 1):
                for c in range(C):
                    terms.append(
                        tuple(
                            ((m1 * 2 + p1) * C + c1, ((m - m1) * 2 + (p - p1)) * C + c - c1)
                            for m1 in range(m + 1)
                            for p1 in range(p + 1)
                            for c1 in range(c + 1)
                        )
                    )
        return terms

    def _convolve(self, a: int, b: int) -> int:
        """Max-plus convolution of two profiles: the best split of every budget between them."""
        key = a << PID_BITS | b
        got = self._conv.get(key)
        if got is not None:
            return got
        pa, pb = self._profiles[a], self._profiles[b]
        out = []
        for pairs in self._conv_terms:
            best = NEG  # a budget neither side can fill stays impossible (a joker capacity no slot holds)
            for i, j in pairs:
                v = pa[i] + pb[j]
                if v > best:
                    best = v
            out.append(best)
        pid = self._intern(tuple(out))
        self._conv[key] = pid
        return pid

    def _slot_moves(self, is_pair: bool, cap: int) -> tuple[tuple[int, int], ...]:
        """(profile entry, entry of the rest) pairs for filling one more set or pair slot with a
        group that leaves room for ``cap`` jokers."""
        M, C = self.M, self.C
        out = []
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
                    out.append((dst + cc, src + max(0, cc - cap)))
        return tuple(out)

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
                    delta = tuple((local[k], n) for k, n in zip(kinds, choice, strict=True) if n)
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
        """Profile id of block ``bi`` holding ``key`` (local counts, sorted if symmetric).

        No group reaches across a run of ``gap`` empty kinds, so such runs cut the block into
        segments whose profiles convolve; in a suit, a segment's profile does not depend on
        where it lies, so segments are cached by their counts alone. Both keep the number of
        contents ever analysed small (a few hundred segments instead of thousands of suits).
        """
        memo = self._memo[bi]
        got = memo.get(key)
        if got is not None:
            return got
        gap = self._gaps[bi]
        segments = _segments(key, gap) if gap is not None else []
        if gap is None or len(segments) == 1 and not self._shiftable[bi]:
            pid = self._expand(bi, key)
        else:
            pid = self._zero
            for start, end in segments:
                pid = self._convolve(pid, self._segment_profile(bi, key, start, end))
        memo[key] = pid
        return pid

    def _segment_profile(self, bi: int, key: tuple[int, ...], start: int, end: int) -> int:
        """Profile of the counts ``key[start:end]`` alone in block ``bi``."""
        n = len(key)
        if self._shiftable[bi]:  # wherever it lies: cached as if at the start of the block
            seg = key[start:end]
            memo = self._seg_memo[bi]
            got = memo.get(seg)
            if got is None:
                got = memo[seg] = self._expand(bi, seg + (0,) * (n - len(seg)))
            return got
        alone = (0,) * start + key[start:end] + (0,) * (n - end)
        got = self._memo[bi].get(alone)
        if got is None:
            got = self._memo[bi][alone] = self._expand(bi, alone)
        return got

    def _expand(self, bi: int, key: tuple[int, ...]) -> int:
        """Profile of ``key`` by the first held kind: left out, or the lowest kind of a group."""
        first = -1
        for i, n in enumerate(key):
            if n:
                first = i
                break
        if first < 0:
            return self._zero
        memo = self._memo[bi]
        c = list(key)
        c[first] -= 1
        k = self._key(bi, c)
        pid = memo.get(k)
        best = list(self._profiles[pid if pid is not None else self._block_profile(bi, k)])
        c[first] += 1
        moves = self._moves
        for delta, size, is_pair, cap in self._partials[bi][first]:
            if any(c[j] < n for j, n in delta):
                continue
            for j, n in delta:
                c[j] -= n
            k = self._key(bi, c)
            pid = memo.get(k)
            sub = self._profiles[pid if pid is not None else self._block_profile(bi, k)]
            for j, n in delta:
                c[j] += n
            for dst, src in moves[(is_pair, cap)]:
                v = sub[src] + size
                if v > best[dst]:
                    best[dst] = v
        return self._intern(tuple(best))

    def _key(self, bi: int, c: list[int]) -> tuple[int, ...]:
        return tuple(sorted(c)) if self._symmetric[bi] else tuple(c)


Partials = list[list[tuple[tuple[tuple[int, int], ...], int, bool, int]]]


def _segments(key: tuple[int, ...], gap: int) -> list[tuple[int, int]]:
    """(start, end) of the runs of ``key`` separated by at least ``gap`` zero counts."""
    out = []
    start = last = -1
    for i, n in enumerate(key):
        if n:
            if start < 0:
                start = i
            elif i - last > gap:
                out.append((start, last + 1))
                start = i
            last = i
    if start >= 0:
        out.append((start, last + 1))
    return out


def _shape(partials: Partials) -> tuple[frozenset[tuple], ...]:
    """The groups starting at each kind of a block, relative to that kind."""
    return tuple(frozenset(_relative(partials, i)) for i in range(len(partials)))


def _classes(features: list[tuple]) -> list[int]:
    """A class number per item: equal features, equal class."""
    seen: dict[tuple, int] = {}
    return [seen.setdefault(f, len(seen)) for f in features]


def _split_gap(partials: Partials) -> int | None:
    """How many empty kinds in a row no group can reach across (None: no such run fits)."""
    span = 0
    for lst in partials:
        for delta, _, _, _ in lst:
            span = max(span, max(j for j, _ in delta) - min(j for j, _ in delta))
    return span if span + 1 < len(partials) else None


def _relative(partials: Partials, i: int) -> set[tuple]:
    return {(tuple((j - i, n) for j, n in delta), size, is_pair, cap) for delta, size, is_pair, cap in partials[i]}


def _shift_invariant(partials: Partials) -> bool:
    """Whether every kind starts the same groups as the first kind (those that fit in the
    block): then a segment's profile is the same wherever it lies (true of suits)."""
    first = _relative(partials, 0)
    n = len(partials)
    for i in range(1, n):
        fits = {e for e in first if max(j for j, _ in e[0]) < n - i}
        if _relative(partials, i) != fits:
            return False
    return True


def _interchangeable(partials: Partials) -> bool:
    """Whether the block's kinds only form groups on their own, all alike (honours, or every
    kind under a pungs-only grammar): then counts may be sorted for caching."""
    if len(partials) < 2:
        return False
    first = _relative(partials, 0)
    return all(len(e[0]) == 1 for e in first) and all(_relative(partials, i) == first for i in range(1, len(partials)))


def _product(ranges: list[range]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for r in ranges:
        out = [o + (x,) for o in out for x in r]
    return out
