"""Pung fans: wind and dragon fans, pung combinations, 幺九刻, 碰碰和 (mcr.md §6.1 items 5, 9).

Combinations follow 套算一次: a four-pung fan takes all four pungs; with a three-pung fan the
fourth pung adds at most one two-pung fan with one of the three; otherwise every pair of pungs
may make a two-pung fan. 幺九刻 is counted per pung, leaving out wind pungs inside a wind fan
(三風刻 / 小四喜 / 大四喜 use three or four, 圈風刻 and 門風刻 their own) and one pung of 九蓮寶燈.
"""

from __future__ import annotations

from .families import family
from .view import ReadingView

BIG_FOUR_WINDS = "mcr.big_four_winds"
LITTLE_FOUR_WINDS = "mcr.little_four_winds"
BIG_THREE_WINDS = "mcr.big_three_winds"
BIG_THREE_DRAGONS = "mcr.big_three_dragons"
LITTLE_THREE_DRAGONS = "mcr.little_three_dragons"
TWO_DRAGON_PUNGS = "mcr.two_dragon_pungs"
DRAGON_PUNG = "mcr.dragon_pung"
PREVALENT_WIND = "mcr.prevalent_wind"
SEAT_WIND = "mcr.seat_wind"
PUNG_OF_TERMINALS_OR_HONORS = "mcr.pung_of_terminals_or_honors"
FOUR_PURE_SHIFTED_PUNGS = "mcr.four_pure_shifted_pungs"
PURE_SHIFTED_PUNGS = "mcr.pure_shifted_pungs"
MIXED_SHIFTED_PUNGS = "mcr.mixed_shifted_pungs"
TRIPLE_PUNG = "mcr.triple_pung"
DOUBLE_PUNG = "mcr.double_pung"
ALL_PUNGS = "mcr.all_pungs"


def four_pung_fan(a: int, b: int, c: int, d: int) -> str | None:
    """The fan of four pungs together (kinds sorted)."""
    if d < 27 and a // 9 == d // 9 and b == a + 1 and c == b + 1 and d == c + 1:
        return FOUR_PURE_SHIFTED_PUNGS
    if a >= 27 and d <= 30:
        return BIG_FOUR_WINDS
    return None


def three_pung_fan(a: int, b: int, c: int) -> str | None:
    """The fan of three pungs together (kinds sorted)."""
    if c < 27:
        sa, sb, sc = a // 9, b // 9, c // 9
        if sa == sb == sc:
            return PURE_SHIFTED_PUNGS if b == a + 1 and c == b + 1 else None
        if sa != sb and sb != sc and sa != sc:
            ra, rb, rc = sorted((a % 9, b % 9, c % 9))
            if ra == rb == rc:
                return TRIPLE_PUNG
            if rb == ra + 1 and rc == rb + 1:
                return MIXED_SHIFTED_PUNGS
        return None
    if a >= 27:
        if c <= 30:
            return BIG_THREE_WINDS
        if a >= 31:
            return BIG_THREE_DRAGONS
    return None


def two_pung_fan(a: int, b: int) -> str | None:
    if a < 27 and b < 27:
        return DOUBLE_PUNG if a % 9 == b % 9 and a != b else None
    if a >= 31 and b >= 31:
        return TWO_DRAGON_PUNGS
    return None


_TRIOS3: tuple[tuple[int, ...], ...] = ((0, 1, 2),)
_TRIOS4: tuple[tuple[int, ...], ...] = ((0, 1, 2, 3), (0, 1, 3, 2), (0, 2, 3, 1), (1, 2, 3, 0))
"""Three pungs out of four (sorted), the fourth last."""


def _combinations(v: ReadingView, pungs: list[int], out: dict[str, int]) -> None:
    n = len(pungs)
    table = v.hf.table
    if n == 4:
        f4 = four_pung_fan(pungs[0], pungs[1], pungs[2], pungs[3])
        if f4:
            out[f4] = 1
            return
    if n >= 3:
        best: tuple[int, str, str | None] | None = None
        for trio in _TRIOS4 if n == 4 else _TRIOS3:
            f3 = three_pung_fan(pungs[trio[0]], pungs[trio[1]], pungs[trio[2]])
            if f3 is None:
                continue
            extra: str | None = None
            if n == 4:
                rest = trio[3]
                barred = table.excludes(f3)
                for i in trio[:3]:
                    a, b = sorted((pungs[i], pungs[rest]))
                    f2 = two_pung_fan(a, b)
                    if f2 and f2 not in barred and (extra is None or table.value(f2) > table.value(extra)):
                        extra = f2
            score = table.value(f3) + (table.value(extra) if extra else 0)
            if best is None or score > best[0]:
                best = (score, f3, extra)
        if best is not None:
            out[best[1]] = 1
            if best[2]:
                out[best[2]] = out.get(best[2], 0) + 1
            return
    for i in range(n):
        for j in range(i + 1, n):
            f2 = two_pung_fan(pungs[i], pungs[j])
            if f2:
                out[f2] = out.get(f2, 0) + 1


@family(
    (
        BIG_FOUR_WINDS,
        LITTLE_FOUR_WINDS,
        BIG_THREE_WINDS,
        BIG_THREE_DRAGONS,
        LITTLE_THREE_DRAGONS,
        TWO_DRAGON_PUNGS,
        DRAGON_PUNG,
        PREVALENT_WIND,
        SEAT_WIND,
        PUNG_OF_TERMINALS_OR_HONORS,
        FOUR_PURE_SHIFTED_PUNGS,
        PURE_SHIFTED_PUNGS,
        MIXED_SHIFTED_PUNGS,
        TRIPLE_PUNG,
        DOUBLE_PUNG,
        ALL_PUNGS,
    )
)
def pungs(v: ReadingView, out: dict[str, int]) -> None:
    ps = v.pungs
    if not ps:
        return
    hf = v.hf
    winds = dragons = terminals = 0
    suited: list[int] = []
    for t in ps:
        if t >= 27:
            if t >= 31:
                dragons += 1
            else:
                winds += 1
        else:
            suited.append(t % 9)
            if t % 9 in (0, 8):
                terminals += 1
    n = len(ps)
    # combinations are possible only with three suited pungs, three winds, two dragons or
    # two suited pungs of one rank
    if n > 1 and (len(suited) >= 3 or winds >= 3 or dragons >= 2 or len(set(suited)) < len(suited)):
        _combinations(v, sorted(ps), out)
    if winds:
        if winds == 3 and 27 <= v.pair <= 30:
            out[LITTLE_FOUR_WINDS] = 1
        own_winds = 0
        if hf.round_tile in ps:
            out[PREVALENT_WIND] = 1
            own_winds += 1
        if hf.seat_tile in ps:
            out[SEAT_WIND] = 1
            if hf.seat_tile != hf.round_tile:
                own_winds += 1
        if winds < 3:
            terminals += winds - own_winds
    if dragons:
        out[DRAGON_PUNG] = dragons
        if dragons == 2 and v.pair >= 31:
            out[LITTLE_THREE_DRAGONS] = 1
    if terminals and hf.nine_gates:
        terminals -= 1
    if terminals:
        out[PUNG_OF_TERMINALS_OR_HONORS] = terminals
    if n == 4:
        out[ALL_PUNGS] = 1
