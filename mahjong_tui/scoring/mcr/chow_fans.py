"""Chow fans and their accounting (mcr.md §6.1 items 3-5).

* four chows making a four-chow fan (一色四同順, 一色四步高, 一色雙龍會, 三色雙龍會): nothing else;
* a three-chow fan among them: the fourth chow adds at most one chow-pair fan with one of the
  three (one the three-chow fan does not exclude); the best such choice counts;
* otherwise the chow-pair fans of all pairs, at most 3 for four chows less one per chow that
  pairs with nobody, at most 2 for three chows. When more pairs qualify than allowed, repeated
  fan kinds are dropped first (不得相同: a chow already combined into a fan should not make the
  same fan again), lowest value first.
"""

from __future__ import annotations

from .families import family
from .view import ReadingView

QUADRUPLE_CHOW = "mcr.quadruple_chow"
FOUR_PURE_SHIFTED_CHOWS = "mcr.four_pure_shifted_chows"
PURE_TERMINAL_CHOWS = "mcr.pure_terminal_chows"
THREE_SUITED_TERMINAL_CHOWS = "mcr.three_suited_terminal_chows"
PURE_TRIPLE_CHOW = "mcr.pure_triple_chow"
PURE_SHIFTED_CHOWS = "mcr.pure_shifted_chows"
PURE_STRAIGHT = "mcr.pure_straight"
MIXED_STRAIGHT = "mcr.mixed_straight"
MIXED_TRIPLE_CHOW = "mcr.mixed_triple_chow"
MIXED_SHIFTED_CHOWS = "mcr.mixed_shifted_chows"
PURE_DOUBLE_CHOW = "mcr.pure_double_chow"
MIXED_DOUBLE_CHOW = "mcr.mixed_double_chow"
SHORT_STRAIGHT = "mcr.short_straight"
TWO_TERMINAL_CHOWS = "mcr.two_terminal_chows"

PAIR_FANS = (PURE_DOUBLE_CHOW, MIXED_DOUBLE_CHOW, SHORT_STRAIGHT, TWO_TERMINAL_CHOWS)
"""Chow-pair fans in order of preference when values tie."""


def two_chow_fan(a: int, b: int) -> str | None:
    """The fan two chows make (first tiles, a <= b)."""
    if a // 9 == b // 9:
        d = b - a
        if d == 0:
            return PURE_DOUBLE_CHOW
        if d == 3:
            return SHORT_STRAIGHT
        if d == 6:
            return TWO_TERMINAL_CHOWS
        return None
    return MIXED_DOUBLE_CHOW if a % 9 == b % 9 else None


def three_chow_fan(a: int, b: int, c: int) -> str | None:
    """The fan three chows make (first tiles sorted)."""
    sa, sb, sc = a // 9, b // 9, c // 9
    if sa == sb == sc:
        d1, d2 = b - a, c - b
        if d1 == 0 and d2 == 0:
            return PURE_TRIPLE_CHOW
        if d1 == d2 and d1 in (1, 2):
            return PURE_SHIFTED_CHOWS
        if d1 == 3 and d2 == 3 and a % 9 == 0:
            return PURE_STRAIGHT
        return None
    if sa != sb and sb != sc and sa != sc:
        ra, rb, rc = sorted((a % 9, b % 9, c % 9))
        if ra == rb == rc:
            return MIXED_TRIPLE_CHOW
        if (ra, rb, rc) == (0, 3, 6):
            return MIXED_STRAIGHT
        if rb == ra + 1 and rc == rb + 1:
            return MIXED_SHIFTED_CHOWS
    return None


def four_chow_fan(a: int, b: int, c: int, d: int, pair: int) -> str | None:
    """The fan four chows (first tiles sorted) make, with the pair for the 雙龍會 hands."""
    if a // 9 == d // 9:
        if a == b == c == d:
            return QUADRUPLE_CHOW
        d1, d2, d3 = b - a, c - b, d - c
        if d1 == d2 == d3 and d1 in (1, 2):
            return FOUR_PURE_SHIFTED_CHOWS
        if a == b and c == d and c == a + 6 and a % 9 == 0 and pair == a + 4:
            return PURE_TERMINAL_CHOWS
        return None
    if 0 <= pair < 27 and pair % 9 == 4:
        ps = pair // 9
        firsts = sorted((a, b, c, d))
        want = sorted(s * 9 + r for s in range(3) if s != ps for r in (0, 6))
        if firsts == want:
            return THREE_SUITED_TERMINAL_CHOWS
    return None


_TRIOS3: tuple[tuple[int, ...], ...] = ((0, 1, 2),)
_TRIOS4: tuple[tuple[int, ...], ...] = ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0))
"""Three chows out of four (sorted), the fourth last."""


def _capped_pairs(v: ReadingView, found: list[str], cap: int, out: dict[str, int]) -> None:
    """Count the chow-pair fans ``found``, keeping at most ``cap``; drop repeats first."""
    if cap <= 0 or not found:
        return
    counts = {f: found.count(f) for f in PAIR_FANS}
    total = len(found)
    if total > cap:
        table = v.hf.table
        # least wanted first: lowest value, then later in PAIR_FANS
        order = sorted(PAIR_FANS, key=lambda f: (table.value(f), -PAIR_FANS.index(f)))
        for limit in (1, 0):
            for f in order:
                while counts[f] > limit and total > cap:
                    counts[f] -= 1
                    total -= 1
    for f, n in counts.items():
        if n:
            out[f] = out.get(f, 0) + n


@family(
    (
        QUADRUPLE_CHOW,
        FOUR_PURE_SHIFTED_CHOWS,
        PURE_TERMINAL_CHOWS,
        THREE_SUITED_TERMINAL_CHOWS,
        PURE_TRIPLE_CHOW,
        PURE_SHIFTED_CHOWS,
        PURE_STRAIGHT,
        MIXED_STRAIGHT,
        MIXED_TRIPLE_CHOW,
        MIXED_SHIFTED_CHOWS,
        PURE_DOUBLE_CHOW,
        MIXED_DOUBLE_CHOW,
        SHORT_STRAIGHT,
        TWO_TERMINAL_CHOWS,
    )
)
def chows(v: ReadingView, out: dict[str, int]) -> None:
    cs = v.chows
    n = len(cs)
    if n < 2:
        return
    cs = sorted(cs)
    if n == 2:
        f = two_chow_fan(cs[0], cs[1])
        if f:
            out[f] = 1
        return
    table = v.hf.table
    if n == 4:
        f4 = four_chow_fan(cs[0], cs[1], cs[2], cs[3], v.pair)
        if f4:
            out[f4] = 1
            return
    best: tuple[int, str, str | None] | None = None
    suits = [c // 9 for c in cs]
    for trio in _TRIOS4 if n == 4 else _TRIOS3:
        i, j, k = trio[0], trio[1], trio[2]
        # a three-chow fan needs one suit or three different suits
        si, sj, sk = suits[i], suits[j], suits[k]
        if (si == sj) != (sj == sk) or (si == sk and si != sj):
            continue
        f3 = three_chow_fan(cs[i], cs[j], cs[k])
        if f3 is None:
            continue
        extra: str | None = None
        if n == 4:
            rest = trio[3]
            barred = table.excludes(f3)
            for i in trio[:3]:
                f2 = two_chow_fan(cs[i], cs[rest]) if cs[i] <= cs[rest] else two_chow_fan(cs[rest], cs[i])
                if f2 is None or f2 in barred:
                    continue
                if extra is None or (table.value(f2), -PAIR_FANS.index(f2)) > (
                    table.value(extra),
                    -PAIR_FANS.index(extra),
                ):
                    extra = f2
        score = table.value(f3) + (table.value(extra) if extra else 0)
        if best is None or score > best[0]:
            best = (score, f3, extra)
    if best is not None:
        out[best[1]] = 1
        if best[2]:
            out[best[2]] = 1
        return
    found: list[str] = []
    paired = [False] * n
    for i in range(n):
        for j in range(i + 1, n):
            f = two_chow_fan(cs[i], cs[j])
            if f:
                found.append(f)
                paired[i] = paired[j] = True
    if n == 4:
        cap = 3 - paired.count(False)
    else:
        cap = 2
    _capped_pairs(v, found, cap, out)
