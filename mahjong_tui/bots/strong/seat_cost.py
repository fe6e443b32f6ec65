"""What a deal-in to each opponent costs against one of the mean value: where a concealed
hand's win is dearer than a claimed one's (明將, the Malaysian three-player game; measured and
not read in MCR, Hebei, Shandong).

The stance (:mod:`.stance`) weighs every opponent's danger alike. Where the variant reads it
(:data:`MEAN_VALUES`), each opponent's share of a discard's expected loss
(:meth:`~.danger.DangerBoard.risk`) is scaled by what a deal-in to it costs against a deal-in
of the mean value of all wins, both priced by the settlement (:func:`.payoffs.payoff`), the
seat's win read at the mean value of the wins of seats that show the same (:func:`shows`: no
exposed meld, or one or more; finer kinds where a variant lists them), measured with
``benchmarks/duel_sources.py`` from the judge's scores, no fan rule copied.

明將 pays n(n + 1)/2 shares for n fans and only the discarder pays a discard win, so the fan
a concealed hand carries (門前清) makes its win dearer: a concealed seat's deal-in reads 1.40
of the mean, a claimed one's 0.76. The dealer's share (明將 §6.4) is read from the settlement
too (:func:`.payoffs.discarder_pays`), kept as the settlement's own price.

Kept where paired duels against normal and the reference bot measured it no worse and a little
better (明將 +0.17 ± 0.14 a hand against the reference over three seeds; the Malaysian game
+0.19 ± 0.15 against normal). Dropped elsewhere: MCR's fans come mostly from the concealed part
of a hand, Hebei's and Shandong's splits read little, and Shaanxi's stakes priced in cut the
deal-in ratio for no gain in points. Measured: benchmarks/STRONG_BOT.md, section seat_cost.py."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from ...engine.view import SeatInfo
from ...tiles import kinds as K
from ...tiles.hand import Meld, MeldKind
from ...variants.model import Variant
from .payoffs import discarder_pays

MEAN_VALUES: dict[str, dict[str, float]] = {
    "mingjiang": {"concealed": 2.35, "claimed": 1.6, "all": 1.95},
    "malaysia3p": {"concealed": 7.865, "claimed": 6.98, "all": 7.3075},
}
"""Per variant: the mean value of the wins of a seat by what it shows (:func:`shows`; a kind the
variant does not list reads as ``claimed``: one or more exposed melds), and of all wins
(measured: benchmarks/STRONG_BOT.md, section seat_cost.py); the Malaysian game's are the values the
settlement prices at the mean payment of each (its payment grows faster than the fans). 明將's ``all`` is
not :data:`.stance.PRICED`'s 1.7 (measured on an older build at 120 hands): the stance prices
either as a whole 2-fan win, while here the mean is read between whole values, and read
against 1.7 every seat's deal-in weighs more and the duel lost
(measured: benchmarks/STRONG_BOT.md, section seat_cost.py)."""

SeatCost = Callable[[SeatInfo, SeatInfo], float]
"""What the viewer's (first) deal-in to an opponent (second) costs against one of the mean value."""

SHOWS = ("concealed", "flush", "half flush", "pungs", "claimed")
"""What a seat's exposed melds show (:func:`shows`): none; two or more, all of one suit; two
or more, of one suit and honours (or honours alone); two or more pungs or kongs and no chow;
anything else."""


def shows(melds: Iterable[Meld]) -> str:
    """What the exposed ``melds`` of a seat show (:data:`SHOWS`): what the table can read of
    the value its win may carry (a one-suit hand, all pungs), before any fan is judged."""
    exposed = [m for m in melds if m.kind.is_exposed]
    if not exposed:
        return "concealed"
    if len(exposed) >= 2:
        tiles = [t for m in exposed for t in m.tiles]
        if len({K.suit_of(t) for t in tiles if not K.is_honor(t)}) <= 1:
            return "half flush" if any(map(K.is_honor, tiles)) else "flush"
        if all(m.kind is not MeldKind.CHOW for m in exposed):
            return "pungs"
    return "claimed"


def _deal_in(variant: Variant, value: float, winner: int, discarder: int) -> float:
    """What ``discarder`` pays for ``winner``'s win of ``value`` (seats counted from the dealer),
    between whole values read linearly."""
    players = max(variant.seats)
    lo = math.floor(value)
    f = value - lo
    a = discarder_pays(variant, players, lo, winner, discarder)
    return a if f == 0 else (1 - f) * a + f * discarder_pays(variant, players, lo + 1, winner, discarder)


def seat_cost(variant: Variant) -> SeatCost | None:
    """Per opponent, what the viewer's deal-in to it costs in units of one of the mean value
    from the viewer's seat, by what it shows and where it sits (the dealer's share), where the
    variant reads it (:data:`MEAN_VALUES`); else None."""
    values = MEAN_VALUES.get(variant.family)
    if values is None:
        return None
    players = max(variant.seats)
    known: dict[tuple[int, int, str], float] = {}

    def cost(me: SeatInfo, s: SeatInfo) -> float:
        kind = shows(s.known_melds)
        key = (me.wind, s.wind, kind)
        got = known.get(key)
        if got is None:
            others = [w for w in range(players) if w != me.wind]
            mean = sum(_deal_in(variant, values["all"], w, me.wind) for w in others) / len(others)
            got = known[key] = _deal_in(variant, values.get(kind, values["claimed"]), s.wind, me.wind) / mean
        return got

    return cost
