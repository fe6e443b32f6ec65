"""Per-kind property bits and fixed tile lists for MCR scoring (mcr.md §2).

Every tile-class fan (清一色, 斷幺, 綠一色, 全大 …) is a question about *all* kinds of the hand,
so each kind gets a bit mask once; a hand ANDs and ORs the masks of its kinds and every
tile-class fan is then one bit test.
"""

from __future__ import annotations

from itertools import permutations

NKINDS = 34
"""Suit and honour kinds (0-33); flowers are 34-41."""

# "door" bits: which of the five tile families a kind belongs to (五門齊, 缺一門, 混一色 …)
B_MAN, B_PIN, B_SOU, B_WIND, B_DRAGON = 1, 2, 4, 8, 16
B_SUITS = B_MAN | B_PIN | B_SOU
B_HONOR = B_WIND | B_DRAGON
B_TERMINAL = 1 << 5
B_SIMPLE = 1 << 6
B_GREEN = 1 << 7
B_REVERSIBLE = 1 << 8
B_R123 = 1 << 9
B_R456 = 1 << 10
B_R789 = 1 << 11
B_R1234 = 1 << 12
B_R6789 = 1 << 13
B_ALL = (1 << 14) - 1

E, S, W, N, WHITE, GREEN, RED = range(27, 34)
WINDS = (E, S, W, N)
DRAGONS = (WHITE, GREEN, RED)

GREEN_TILES = frozenset((19, 20, 21, 23, 25, GREEN))  # 2s 3s 4s 6s 8s 發
REVERSIBLE_TILES = frozenset((9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, WHITE))
# 1p 2p 3p 4p 5p 8p 9p 2s 4s 5s 6s 8s 9s 白

ORPHANS: tuple[int, ...] = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
ORPHAN_SET = frozenset(ORPHANS)
HONORS: tuple[int, ...] = tuple(range(27, 34))

KNITTED_LAYOUTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(suit * 9 + r - 1 for suit, ranks in zip(order, ((1, 4, 7), (2, 5, 8), (3, 6, 9)), strict=True) for r in ranks)
    for order in permutations(range(3))
)
"""The six knitted straights (組合龍): 147 / 258 / 369 laid over three different suits."""
KNITTED_LAYOUT_SETS = tuple(frozenset(lay) for lay in KNITTED_LAYOUTS)


def _props(t: int) -> int:
    if t >= 27:
        return B_WIND if t < WHITE else B_DRAGON | (B_GREEN if t == GREEN else 0) | (B_REVERSIBLE if t == WHITE else 0)
    rank = t % 9 + 1
    m = (B_MAN, B_PIN, B_SOU)[t // 9]
    m |= B_TERMINAL if rank in (1, 9) else B_SIMPLE
    if t in GREEN_TILES:
        m |= B_GREEN
    if t in REVERSIBLE_TILES:
        m |= B_REVERSIBLE
    if rank <= 3:
        m |= B_R123
    if 4 <= rank <= 6:
        m |= B_R456
    if rank >= 7:
        m |= B_R789
    if rank <= 4:
        m |= B_R1234
    if rank >= 6:
        m |= B_R6789
    return m


PROPS: tuple[int, ...] = tuple(_props(t) for t in range(NKINDS))


def suit(t: int) -> int:
    """0 m, 1 p, 2 s, 3 honours."""
    return t // 9 if t < 27 else 3


def rank(t: int) -> int:
    """1-9 for suit tiles (honours: 1-7, rarely useful)."""
    return t % 9 + 1 if t < 27 else t - 26


def is_terminal_or_honor(t: int) -> bool:
    return t >= 27 or t % 9 in (0, 8)
