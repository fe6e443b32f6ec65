"""Every way to read a complete hand as sets and a pair (exact; scoring takes the best).

Groups record which places wild tiles fill, so scorers can tell hard from soft wins
(Wuhan 硬胡) or see whether a wild was used at all (Beijing 無混兒).

A grammar remembers the readings of the hands it has read (:data:`READINGS_LIMIT` of them, then
it forgets them all): the judge reads a waiting hand's win on a discard and again self-drawn,
and the completeness check of its waits reads it before that, so most readings were searched
three times. A 40-hand Beijing duel of strong and normal (seed 1, under cProfile) spent 6.8 s
reading hands, 2.6 s with the memo; the Malaysian one 7.0 s. Play is unchanged (the memo only
answers faster): duel files byte-identical. So does the ways of filling a pattern with wilds
(:meth:`_Search._fillings`), by what they depend on: the same 40 Malaysian hands asked 34,054
times for 387 of them (1.9 s of the profile, 0.14 s remembered).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .grammar import Grammar, JokerLimits, Pattern

FILLINGS_LIMIT = 20_000
"""Ways of filling a pattern a grammar remembers before it forgets them all (far more than the
patterns, wild counts and copies held make: bounded all the same)."""
READINGS_LIMIT = 20_000
"""Hands whose readings a grammar remembers before it forgets them all (bounded memory)."""


class GroupKind(Enum):
    CHOW = "chow"  # any sequence: suit chow or chess sequence
    PUNG = "pung"
    KONG = "kong"
    PAIR = "pair"
    SPECIAL = "special"  # Hebei/Shandong 中發白 and 孔雀東南飛
    KNITTED = "knitted"  # one suit's 147 / 258 / 369 inside 組合龍 or 全不靠
    SINGLE = "single"  # a lone tile of 十三幺 or 全不靠
    ASIDE = "aside"  # Wuhan's set-aside red dragon / wild


@dataclass(frozen=True)
class Group:
    kind: GroupKind
    tiles: tuple[Tile, ...]
    wilds: tuple[int, ...] = ()
    """Indices of ``tiles`` filled by a wild tile or joker."""
    concealed: bool = True
    meld: Meld | None = None

    @property
    def tile(self) -> Tile:
        return self.tiles[0]

    @property
    def is_pung_like(self) -> bool:
        return self.kind in (GroupKind.PUNG, GroupKind.KONG)

    @property
    def is_kong(self) -> bool:
        return self.kind is GroupKind.KONG


@dataclass(frozen=True)
class Decomposition:
    shape: str
    sets: tuple[Group, ...]
    """Declared melds first, in order, then the concealed sets."""
    pair: Group | None
    extra: tuple[Group, ...] = ()
    """Shape-specific groups: lone tiles of 十三幺/全不靠, the 組合龍 parts, extra pairs."""

    def groups(self) -> tuple[Group, ...]:
        return self.sets + ((self.pair,) if self.pair else ()) + self.extra


def meld_group(m: Meld) -> Group:
    if m.kind is MeldKind.CHOW:
        kind = GroupKind.CHOW
    elif m.kind is MeldKind.PUNG:
        kind = GroupKind.PUNG
    elif m.kind is MeldKind.ASIDE:
        kind = GroupKind.ASIDE
    else:
        kind = GroupKind.KONG
    return Group(kind, m.tiles, m.jokers, concealed=m.kind is MeldKind.CONCEALED_KONG, meld=m)


def pattern_kind(pat: Pattern, grammar: Grammar) -> GroupKind:
    if len(set(pat)) == 1:
        return GroupKind.PUNG
    if pat in grammar.concealed_only:
        return GroupKind.SPECIAL
    return GroupKind.CHOW


class _Search:
    """Depth-first split of the concealed tiles; lowest remaining kind first."""

    def __init__(
        self, grammar: Grammar, sets_needed: int, wilds: int, limits: JokerLimits | None, want_pair: bool = True
    ) -> None:
        self.g = grammar
        self.sets_needed = sets_needed
        self.limits = limits
        self.wilds = wilds
        self.want_pair = want_pair
        self.by_low = _patterns_by_low(grammar)
        self.by_kind = _patterns_by_kind(grammar) if wilds else {}
        self.fillings = _fillings_memo(grammar) if wilds else {}
        self.results: list[tuple[tuple[Group, ...], Group | None]] = []
        self.seen: set[tuple] = set()

    def run(self, counts: list[int], kinds: Sequence[Tile]) -> list[tuple[tuple[Group, ...], Group | None]]:
        self.kinds = [t for t in kinds if counts[t]]
        self._go(counts, [], None, self.wilds)
        return self.results

    def _go(self, c: list[int], sets: list[Group], pair: Group | None, w: int) -> None:
        low = -1
        for t in self.kinds:
            if c[t]:
                low = t
                break
        if low < 0:
            self._finish_with_wilds(sets, pair, w)
            return
        if len(sets) >= self.sets_needed and (pair is not None or not self.want_pair):
            return
        if w == 0:
            self._go_natural(c, sets, pair, low)
            return
        for pat, is_pair in self.by_kind.get(low, ()):
            if is_pair and (pair is not None or not self.want_pair):
                continue
            if not is_pair and len(sets) >= self.sets_needed:
                continue
            limit = self._limit(pat, is_pair)
            for wild_pos in self._fillings(c, pat, low, w, limit):
                for i, t in enumerate(pat):
                    if i not in wild_pos:
                        c[t] -= 1
                kind = GroupKind.PAIR if is_pair else pattern_kind(pat, self.g)
                grp = Group(kind, pat, wild_pos)
                if is_pair:
                    self._go(c, sets, grp, w - len(wild_pos))
                else:
                    sets.append(grp)
                    self._go(c, sets, pair, w - len(wild_pos))
                    sets.pop()
                for i, t in enumerate(pat):
                    if i not in wild_pos:
                        c[t] += 1

    def _go_natural(self, c: list[int], sets: list[Group], pair: Group | None, low: Tile, start: int = 0) -> None:
        """No wilds left: only patterns whose lowest kind is ``low`` can hold it.

        Choices for the same lowest kind are taken in pattern order (``start``), so each
        multiset of groups is reached once.
        """
        options = self.by_low.get(low, ())
        for idx in range(start, len(options)):
            need, is_pair, grp = options[idx]
            if is_pair:
                if pair is not None or not self.want_pair:
                    continue
            elif len(sets) >= self.sets_needed:
                continue
            ok = True
            for t, n in need:
                if c[t] < n:
                    ok = False
                    break
            if not ok:
                continue
            for t, n in need:
                c[t] -= n
            if is_pair:
                self._next_natural(c, sets, grp, low, idx)
            else:
                sets.append(grp)
                self._next_natural(c, sets, pair, low, idx)
                sets.pop()
            for t, n in need:
                c[t] += n

    def _next_natural(self, c: list[int], sets: list[Group], pair: Group | None, low: Tile, idx: int) -> None:
        if c[low]:
            if len(sets) >= self.sets_needed and (pair is not None or not self.want_pair):
                return
            self._go_natural(c, sets, pair, low, idx)
        else:
            self._go(c, sets, pair, 0)

    def _limit(self, pat: Pattern, is_pair: bool) -> int:
        if self.limits is None:
            return len(pat)
        return self.limits.for_pattern(pat, is_pair)

    def _fillings(self, c: list[int], pat: Pattern, low: Tile, w: int, limit: int) -> list[tuple[int, ...]]:
        """Ways to take ``pat`` from the hand: which places wilds fill (``low`` stays natural).

        Places holding the same kind are interchangeable, so each wild multiset appears once.
        The ways depend on the hand only through the copies held of the pattern's kinds (up to
        the pattern's length) and the wilds it may use, so the grammar remembers them by those.
        """
        max_wild = min(w, limit)
        n = len(pat)
        key = (pat, low, max_wild, tuple([min(c[t], n) for t in pat]))
        memo = self.fillings
        got = memo.get(key)
        if got is None:
            got = self._ways(c, pat, low, max_wild)
            if len(memo) >= FILLINGS_LIMIT:
                memo.clear()
            memo[key] = got
        return got

    @staticmethod
    def _ways(c: list[int], pat: Pattern, low: Tile, max_wild: int) -> list[tuple[int, ...]]:
        """:meth:`_fillings` found (not remembered)."""
        anchor = pat.index(low)
        others = [i for i in range(len(pat)) if i != anchor]
        found: dict[tuple[Tile, ...], tuple[int, ...]] = {}
        for mask in range(1 << len(others)):
            wild_pos = tuple(others[k] for k in range(len(others)) if mask >> k & 1)
            if len(wild_pos) > max_wild:
                continue
            natural = [t for i, t in enumerate(pat) if i not in wild_pos]
            if any(natural.count(t) > c[t] for t in set(natural)):
                continue
            key = tuple(sorted(pat[i] for i in wild_pos))
            found.setdefault(key, wild_pos)
        return list(found.values())

    def _finish_with_wilds(self, sets: list[Group], pair: Group | None, w: int) -> None:
        missing_sets = self.sets_needed - len(sets)
        missing_pair = 1 if (pair is None and self.want_pair) else 0
        if 3 * missing_sets + 2 * missing_pair != w:
            return
        if w == 0 and self.wilds == 0:  # the natural search never repeats a reading
            self.results.append((tuple(sets), pair))
            return
        if w and self.limits is not None:
            return  # jokers need a natural tile in every group
        fills: list[list[Group]] = [[]]
        for _ in range(missing_sets):
            fills = [
                f + [Group(pattern_kind(p, self.g), p, tuple(range(len(p))))]
                for f in fills
                for p in self.g.sets
                if p not in self.g.concealed_only
            ]
        pairs: list[Group | None] = [pair]
        if missing_pair:
            pairs = [Group(GroupKind.PAIR, p, (0, 1)) for p in self.g.pairs]
        for f in fills:
            for pr in pairs:
                all_sets = tuple(sorted(sets + f, key=_group_key))
                key = (tuple(_group_key(s) for s in all_sets), _group_key(pr) if pr else None)
                if key in self.seen:
                    continue
                self.seen.add(key)
                self.results.append((all_sets, pr))


_ByLow = dict[Tile, list[tuple[tuple[tuple[Tile, int], ...], bool, Group]]]


def _patterns_by_low(grammar: Grammar) -> _ByLow:
    # kept on the grammar object itself (an id-keyed table could hand a new grammar the
    # patterns of a dead one that had the same id)
    got = grammar.__dict__.get("_by_low")
    if got is None:
        got = {}
        for pats, is_pair in ((grammar.sets, False), (grammar.pairs, True)):
            for pat in pats:
                need = tuple((t, pat.count(t)) for t in sorted(set(pat)))
                kind = GroupKind.PAIR if is_pair else pattern_kind(pat, grammar)
                got.setdefault(min(pat), []).append((need, is_pair, Group(kind, pat)))
        grammar.__dict__["_by_low"] = got
    return got


def _patterns_by_kind(grammar: Grammar) -> dict[Tile, list[tuple[Pattern, bool]]]:
    got = grammar.__dict__.get("_by_kind")
    if got is None:
        got = {}
        for pats, is_pair in ((grammar.sets, False), (grammar.pairs, True)):
            for pat in pats:
                for t in set(pat):
                    got.setdefault(t, []).append((pat, is_pair))
        grammar.__dict__["_by_kind"] = got
    return got


def _group_key(g: Group) -> tuple:
    return (g.tiles, g.wilds, g.kind.value)


def standard_decompositions(
    counts: list[int],
    grammar: Grammar,
    melds: Sequence[Meld] = (),
    wilds: int = 0,
    joker_limits: JokerLimits | None = None,
) -> list[Decomposition]:
    """All sets-and-pair readings of the concealed ``counts`` (the winning tile included).

    ``counts`` is indexed by kind and holds natural tiles only; ``wilds`` are wild tiles
    (or Malaysian jokers with ``joker_limits``) that fill places. ``counts`` is restored.
    """
    memo = _readings_memo(grammar)
    key = (tuple([counts[t] for t in grammar.kinds]), tuple(melds), wilds, joker_limits)
    got = memo.get(key)
    if got is None:
        got = _readings(counts, grammar, melds, wilds, joker_limits)
        if len(memo) >= READINGS_LIMIT:
            memo.clear()
        memo[key] = got
    return list(got)


def _readings(
    counts: list[int], grammar: Grammar, melds: Sequence[Meld], wilds: int, joker_limits: JokerLimits | None
) -> tuple[Decomposition, ...]:
    """:func:`standard_decompositions` searched (not remembered)."""
    fixed = [meld_group(m) for m in melds if m.kind is not MeldKind.ASIDE]
    sets_needed = grammar.set_count - len(fixed)
    if sets_needed < 0:
        return ()
    total = sum(counts[t] for t in grammar.kinds) + wilds
    if total != 3 * sets_needed + 2:
        return ()
    search = _Search(grammar, sets_needed, wilds, joker_limits)
    found = search.run(counts, grammar.kinds)
    return tuple(Decomposition("standard", tuple(fixed) + sets, pair) for sets, pair in found)


def forget_readings(grammar: Grammar) -> None:
    """Drop what ``grammar`` remembers of the hands it has read (with the variant's other caches,
    :meth:`~mahjong_tui.variants.model.Variant.release_caches`: the grammar outlives them)."""
    grammar.__dict__.pop("_readings", None)
    grammar.__dict__.pop("_fillings", None)


def _fillings_memo(grammar: Grammar) -> dict[tuple[Any, ...], list[tuple[int, ...]]]:
    """The grammar's remembered ways of filling its patterns with wilds (:meth:`_Search._fillings`)."""
    got = grammar.__dict__.get("_fillings")
    if got is None:
        got = grammar.__dict__["_fillings"] = {}
    return got


def _readings_memo(grammar: Grammar) -> dict[tuple[Any, ...], tuple[Decomposition, ...]]:
    """The grammar's remembered readings, kept on the grammar object (as its patterns are)."""
    got = grammar.__dict__.get("_readings")
    if got is None:
        got = grammar.__dict__["_readings"] = {}
    return got
