"""Kong and concealed-pung fans: the family table of mcr.md §6.1 item 8.

Exactly one kong fan comes from the numbers of exposed (mk) and concealed (ck) kongs; at most
one concealed-pung fan from T, the concealed pungs including concealed kongs. The table's
"gives nothing more" cells (雙暗槓 with T = 2, …) follow from the exclusion lists (雙暗槓
excludes 雙暗刻, 四暗刻 excludes 三暗刻 and 雙暗刻).
"""

from __future__ import annotations

from .families import family
from .view import ReadingView

FOUR_KONGS = "mcr.four_kongs"
THREE_KONGS = "mcr.three_kongs"
TWO_CONCEALED_KONGS = "mcr.two_concealed_kongs"
TWO_MELDED_KONGS = "mcr.two_melded_kongs"
MIXED_KONGS = "mcr.mixed_kongs"
CONCEALED_KONG = "mcr.concealed_kong"
MELDED_KONG = "mcr.melded_kong"
FOUR_CONCEALED_PUNGS = "mcr.four_concealed_pungs"
THREE_CONCEALED_PUNGS = "mcr.three_concealed_pungs"
TWO_CONCEALED_PUNGS = "mcr.two_concealed_pungs"


def mixed_kongs_split(v: ReadingView) -> bool:
    """One exposed + one concealed kong scores 明槓 + 暗槓 (the 1998 list) instead of the MIL
    明暗槓 when the option ``mixed_kongs_value`` equals their sum (3), or the table has no 明暗槓."""
    table = v.hf.table
    if not table.has(MIXED_KONGS):
        return True
    value = table.params.mixed_kongs_value
    if value is None:
        value = table.value(MIXED_KONGS)
    return value == table.value(MELDED_KONG) + table.value(CONCEALED_KONG)


@family(
    (FOUR_KONGS, THREE_KONGS, TWO_CONCEALED_KONGS, TWO_MELDED_KONGS, MIXED_KONGS, CONCEALED_KONG, MELDED_KONG),
    hand_level=True,
)
def kongs(v: ReadingView, out: dict[str, int]) -> None:
    mk = v.hf.mk
    ck = v.hf.ck
    n = mk + ck
    if n == 0:
        return
    if n == 4:
        out[FOUR_KONGS] = 1
    elif n == 3:
        out[THREE_KONGS] = 1
    elif n == 2:
        if ck == 2:
            out[TWO_CONCEALED_KONGS] = 1
        elif mk == 2:
            out[TWO_MELDED_KONGS] = 1
        elif mixed_kongs_split(v):
            out[MELDED_KONG] = 1
            out[CONCEALED_KONG] = 1
        else:
            out[MIXED_KONGS] = 1
    else:
        out[CONCEALED_KONG if ck else MELDED_KONG] = 1


def concealed_pung_count(v: ReadingView) -> int:
    """T of §6.1 item 6: pungs formed in the hand plus concealed kongs, less the pung the
    discard completed — unless this reading has a concealed chow the winning tile can join."""
    hf = v.hf
    t = hf.ck + len(v.conc_pungs)
    w = hf.win
    if not hf.self_drawn and w in v.conc_pungs and not any(f <= w <= f + 2 for f in v.conc_chows):
        t -= 1
    return t


@family((FOUR_CONCEALED_PUNGS, THREE_CONCEALED_PUNGS, TWO_CONCEALED_PUNGS))
def concealed_pungs(v: ReadingView, out: dict[str, int]) -> None:
    if v.shape != "standard" or not v.pungs:
        return
    t = concealed_pung_count(v)
    if t >= 2:
        out[TWO_CONCEALED_PUNGS if t == 2 else THREE_CONCEALED_PUNGS if t == 3 else FOUR_CONCEALED_PUNGS] = 1
