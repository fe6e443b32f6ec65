"""Wait fans 邊張, 坎張, 單釣將 (mcr.md §6.1 item 7, §8.3, §8.5).

They count only when the 13-tile hand waited on exactly one kind, and at most one of them.
Where the winning tile sits is read from the placements the view allows (the evaluator offers
every concealed group holding the tile; §8.5: a tile that could also be read inside the 組合龍
still gives the wait fan). The wait itself is worked out only when a placement could score.
"""

from __future__ import annotations

from .families import family
from .view import P_CHOW, P_PAIR, ReadingView

EDGE_WAIT = "mcr.edge_wait"
CLOSED_WAIT = "mcr.closed_wait"
SINGLE_WAIT = "mcr.single_wait"


@family((EDGE_WAIT, CLOSED_WAIT, SINGLE_WAIT))
def waits(v: ReadingView, out: dict[str, int]) -> None:
    if v.shape != "standard" and v.shape != "knitted_straight":
        return  # the pair shapes and 全不靠 exclude 單釣將; they have no chows
    w = v.hf.win
    fan = None
    placements = v.placements
    if placements is None:
        for first in v.conc_chows:
            if w == first + 1:
                if fan is None:
                    fan = CLOSED_WAIT
            elif (w == first + 2 and first % 9 == 0) or (w == first and first % 9 == 6):
                fan = EDGE_WAIT  # the 3 of 12-3 or the 7 of 7-89
        if fan is None and v.pair == w:
            fan = SINGLE_WAIT
    else:
        for code, first in placements:
            if code == P_CHOW:
                if w == first + 1:
                    if fan is None:
                        fan = CLOSED_WAIT
                elif (w == first + 2 and first % 9 == 0) or (w == first and first % 9 == 6):
                    fan = EDGE_WAIT
            elif code == P_PAIR and fan is None:
                fan = SINGLE_WAIT
    if fan is not None and v.hf.unique_wait:
        out[fan] = 1
