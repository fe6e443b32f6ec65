"""Fast readings and waits for MCR hands (mcr.md §5, §6.1 items 1 and 7).

The generic shapes in :mod:`mahjong_tui.analysis` serve every variant and cost tens of
microseconds per hand; MCR scoring must do tens of thousands of hands a second. Here a suit is
split into sets once per distinct count pattern (``suit_options`` is memoised), so reading a
hand is three dictionary look-ups and a small cross product. Waits reuse the same tables: a
tile added to a 13-tile hand changes one suit only, and the other suits' verdicts are known.

Tiles are kind ids 0-33 (``tiles.kinds``); ``c`` is always a list of 34 counts. The memo
tables are bounded (a suit has about 400 000 possible count patterns; 100 000 random hands
meet some 36 000 of them).
"""

from __future__ import annotations

from collections.abc import Iterator, Set
from functools import lru_cache

from .tables import HONORS, KNITTED_LAYOUT_SETS, KNITTED_LAYOUTS, ORPHAN_SET, ORPHANS

SuitOption = tuple[tuple[int, ...], tuple[int, ...], int]
"""One split of a suit: chow first tiles, pung tiles, pair tile or -1 (tile ids)."""

_EMPTY_SUIT: tuple[SuitOption, ...] = (((), (), -1),)


@lru_cache(maxsize=1 << 17)
def suit_options(key: tuple[int, ...], base: int = 0) -> tuple[SuitOption, ...]:
    """Every way to split one suit's counts (ranks 1-9) into chows, pungs and a pair; tiles
    are numbered from ``base`` (the suit's first kind).

    A pair is used exactly when the suit's tile count is 2 mod 3; an empty tuple means the
    suit cannot be split (count 1 mod 3, or no arrangement). The split itself is worked out
    once per count pattern whatever the suit (:func:`_rank_options`).
    """
    opts = _rank_options(key)
    if not base or not opts or opts is _EMPTY_SUIT:
        return opts
    return tuple(
        (tuple(base + r for r in ch), tuple(base + r for r in pu), base + pa if pa >= 0 else -1) for ch, pu, pa in opts
    )


@lru_cache(maxsize=1 << 17)
def _rank_options(key: tuple[int, ...]) -> tuple[SuitOption, ...]:
    """:func:`suit_options` with ranks 0-8 for tiles."""
    total = sum(key)
    if total == 0:
        return _EMPTY_SUIT
    if total % 3 == 1:
        return ()
    want_pair = total % 3 == 2
    c = list(key)
    chows: list[int] = []
    pungs: list[int] = []
    out: set[SuitOption] = set()

    def go(i: int, pair: int) -> None:
        while i < 9 and c[i] == 0:
            i += 1
        if i == 9:
            if (pair >= 0) == want_pair:
                out.add((tuple(sorted(chows)), tuple(sorted(pungs)), pair))
            return
        n = c[i]
        if n >= 3:
            c[i] -= 3
            pungs.append(i)
            go(i, pair)
            pungs.pop()
            c[i] += 3
        if n >= 2 and want_pair and pair < 0:
            c[i] -= 2
            go(i, i)
            c[i] += 2
        if i <= 6 and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            chows.append(i)
            go(i, pair)
            chows.pop()
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1

    go(0, -1)
    return tuple(sorted(out))


def _honor_status(c: list[int]) -> tuple[bool, int]:
    """(every honour kind is a pung, a pair or pung + pair; number of pairs)."""
    pairs = 0
    for t in HONORS:
        n = c[t]
        if n == 0 or n == 3:
            continue
        if n == 2 or n == 5:
            pairs += 1
            continue
        return False, 0
    return True, pairs


def _suit_status(c: list[int], s: int) -> tuple[bool, int]:
    b = s * 9
    key = tuple(c[b : b + 9])
    opts = suit_options(key, b)
    if not opts:
        return False, 0
    return True, 1 if sum(key) % 3 == 2 else 0


StdReading = tuple[list[int], list[int], int]
"""Concealed part of a standard reading: chow first tiles, pung kinds, pair kind."""


def standard_readings(c: list[int]) -> list[StdReading]:
    """Every split of the concealed counts into sets and exactly one pair."""
    s0 = suit_options(tuple(c[0:9]), 0)
    if not s0:
        return []
    s1 = suit_options(tuple(c[9:18]), 9)
    if not s1:
        return []
    s2 = suit_options(tuple(c[18:27]), 18)
    if not s2:
        return []
    h_pungs: tuple[int, ...] = ()
    h_pair = -1
    h_pairs = 0
    for t in HONORS:
        n = c[t]
        if n:
            if n == 3:
                h_pungs += (t,)
            elif n == 2:
                h_pair = t
                h_pairs += 1
            else:
                return []
    out: list[StdReading] = []
    for c0, p0, q0 in s0:
        for c1, p1, q1 in s1:
            for c2, p2, q2 in s2:
                if h_pairs + (q0 >= 0) + (q1 >= 0) + (q2 >= 0) != 1:
                    continue
                pair = q0 if q0 >= 0 else q1 if q1 >= 0 else q2 if q2 >= 0 else h_pair
                out.append((list(c0 + c1 + c2), list(p0 + p1 + p2 + h_pungs), pair))
    return out


def seven_pairs(c: list[int]) -> tuple[int, ...] | None:
    """The seven pair kinds (a four of a kind gives two), or None. No melds allowed (caller)."""
    pairs: list[int] = []
    for t in range(34):
        n = c[t]
        if n:
            if n & 1:
                return None
            pairs.append(t)
            if n == 4:
                pairs.append(t)
    return tuple(pairs) if len(pairs) == 7 else None


def thirteen_orphans(c: list[int]) -> int:
    """The doubled orphan of a 十三幺 hand, or -1."""
    pair = -1
    for t in ORPHANS:
        n = c[t]
        if n == 1:
            continue
        if n == 2 and pair < 0:
            pair = t
            continue
        return -1
    if pair < 0 or sum(c) != 14:
        return -1
    return pair


def knitted(c: list[int]) -> tuple[int, ...] | None:
    """The suit tiles of a 全不靠 hand (14 different tiles, suit tiles inside one 組合龍), or None."""
    if sum(c) != 14:
        return None
    suited: list[int] = []
    for t in range(34):
        n = c[t]
        if n > 1:
            return None
        if n and t < 27:
            suited.append(t)
    for lay in KNITTED_LAYOUTS:
        if all(t in lay for t in suited):
            return tuple(suited)
    return None


def knitted_straight_readings(c: list[int], kinds: Set[int] | None = None) -> list[tuple[tuple[int, ...], StdReading]]:
    """組合龍 readings: the nine knitted tiles and a standard split of the rest.
    ``kinds`` (the kinds present) lets a layout be ruled out with one set test."""
    out: list[tuple[tuple[int, ...], StdReading]] = []
    for lay, lay_set in zip(KNITTED_LAYOUTS, KNITTED_LAYOUT_SETS, strict=True):
        if kinds is not None:
            if not lay_set <= kinds:
                continue
        elif not all(c[t] for t in lay):
            continue
        for t in lay:
            c[t] -= 1
        for r in standard_readings(c):
            out.append((lay, r))
        for t in lay:
            c[t] += 1
    return out


# ---- waits ----------------------------------------------------------------------------------


def _standard_complete(c: list[int]) -> bool:
    pairs = 0
    for s in range(3):
        ok, p = _suit_status(c, s)
        if not ok:
            return False
        pairs += p
    ok, p = _honor_status(c)
    return ok and pairs + p == 1


@lru_cache(maxsize=1 << 17)
def suit_waits(key: tuple[int, ...], base: int, with_pair: bool) -> tuple[int, ...]:
    """Tiles of one suit (numbered from ``base``) whose addition lets the suit split into sets,
    plus the pair when ``with_pair``."""
    n = sum(key)
    if (n + 1) % 3 != (2 if with_pair else 0):
        return ()
    out: list[int] = []
    c = list(key)
    for r in range(9):
        if not (c[r] or (r > 0 and c[r - 1]) or (r > 1 and c[r - 2]) or (r < 8 and c[r + 1]) or (r < 7 and c[r + 2])):
            continue
        c[r] += 1
        if _rank_options(tuple(c)):
            out.append(base + r)
        c[r] -= 1
    return tuple(out)


def _standard_waits(c: list[int]) -> Iterator[int]:
    """Kinds that complete ``c`` (3n+1 tiles) into sets and one pair, one group at a time.

    A shape property: copies already used up still count (mcr.md §6.1 item 7). Only the group
    (suit or honours) receiving the tile changes, so the others are judged once; a group left
    with a count of 1 mod 3 must be the one that receives it.
    """
    keys = (tuple(c[0:9]), tuple(c[9:18]), tuple(c[18:27]))
    stat = []
    for g in range(3):
        key = keys[g]
        stat.append((bool(suit_options(key, g * 9)), 1 if sum(key) % 3 == 2 else 0))
    stat.append(_honor_status(c))
    bad = [g for g in range(4) if not stat[g][0]]
    if len(bad) > 1:
        return
    for g in bad if bad else (0, 1, 2, 3):
        other_pairs = 0
        ok = True
        for h in range(4):
            if h != g:
                ok = ok and stat[h][0]
                other_pairs += stat[h][1]
        if not ok or other_pairs > 1:
            continue
        want = other_pairs == 0
        if g < 3:
            yield from suit_waits(keys[g], g * 9, want)
        else:
            yield from _honor_waits(c, want)


def _honor_waits(c: list[int], want_pair: bool) -> Iterator[int]:
    """Honours whose addition leaves every honour kind a pung, a pair or pung + pair, with
    one pair among them when ``want_pair`` (none otherwise)."""
    ones = [t for t in HONORS if c[t] == 1]
    fours = [t for t in HONORS if c[t] == 4]
    pairs = sum(1 for t in HONORS if c[t] == 2)
    if len(ones) + len(fours) > 1:
        return
    if ones:  # the single must become a pair
        if pairs + 1 == want_pair:
            yield ones[0]
    elif fours:  # the four must become pung + pair
        if pairs + 1 == want_pair:
            yield fours[0]
    elif pairs - 1 == want_pair and pairs:  # a pair becomes a pung
        yield from (t for t in HONORS if c[t] == 2)


def standard_waits(c: list[int]) -> list[int]:
    """Kinds that complete ``c`` (3n+1 tiles) into sets and one pair."""
    return list(_standard_waits(c))


def _special_waits(c: list[int], melds: int, present: Set[int]) -> Iterator[int]:
    """Waits of the special shapes: seven pairs, 十三幺, 全不靠 (no melds), 組合龍 (at most one).
    ``present`` holds the kinds in ``c``; cheap tests on it rule most shapes out."""
    distinct = len(present)
    if melds == 0:
        if distinct <= 7:
            odd = [t for t in present if c[t] & 1]
            if len(odd) == 1 and sum(c[t] // 2 for t in present) == 6:
                yield odd[0]
        elif distinct >= 12:
            if present <= ORPHAN_SET:
                if distinct == 13:
                    yield from ORPHANS
                elif max(c[t] for t in present) == 2:
                    yield from (t for t in ORPHANS if not c[t])
            if distinct == 13 and all(c[t] == 1 for t in present):
                suited = [t for t in present if t < 27]
                for lay in KNITTED_LAYOUT_SETS:
                    if all(t in lay for t in suited):
                        yield from (t for t in lay if not c[t])
                        yield from (t for t in HONORS if not c[t])
    if melds <= 1 and distinct >= 8:
        for layout, lay_set in zip(KNITTED_LAYOUTS, KNITTED_LAYOUT_SETS, strict=True):
            missing = lay_set - present
            if len(missing) > 1:
                continue
            for t in layout:
                if c[t]:
                    c[t] -= 1
            if missing:
                if _standard_complete(c):
                    yield from missing
                rest: list[int] = []
            else:
                rest = standard_waits(c)
            for t in layout:
                if t not in missing:
                    c[t] += 1
            yield from rest


def all_waits(c: list[int], melds: int) -> set[int]:
    """Every kind that completes the 13-tile hand (concealed counts ``c`` plus ``melds`` sets)
    in any MCR shape: standard, seven pairs, 十三幺, 全不靠/七星不靠, 組合龍."""
    waits = set(_standard_waits(c))
    if melds <= 1:
        waits.update(_special_waits(c, melds, {t for t in range(34) if c[t]}))
    return waits


def has_other_wait(c: list[int], melds: int, win: int, present: Set[int] | None = None) -> bool:
    """Whether the 13-tile hand also waited on some kind other than ``win`` (stops early).
    ``present``: the kinds in ``c``, when the caller knows them."""
    for t in _standard_waits(c):
        if t != win:
            return True
    if melds <= 1:
        if present is None:
            present = {t for t in range(34) if c[t]}
        for t in _special_waits(c, melds, present):
            if t != win:
                return True
    return False
