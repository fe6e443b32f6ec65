"""Push or fold by what our own ready hand would win (MCR, 明將, Shandong): the stance's chance
to win, for a discard leaving the hand ready, read from the judge's waits instead of the plans'
distance.

The stance (:mod:`.stance`) weighs each discard's chance to win, in units of a win of the
variant's mean value, against the expected loss of dealing in with it; the chance comes from
the distance of the baseline's plans alone. Two things it does not see in MCR:

* a hand the judge finds ready on waits it accepts may still read two or more steps off by the
  plans (a route no plan names: 五門齊, 全帶幺, 三色三步高 …), so a safe tile breaking it looks
  cheap;
* a ready hand's win is worth what its waits pay: 8 fans pay value + 24 on a discard, a
  混一色 hand with 24 fans nearly twice that, yet both were one chance at the mean value.

Here a discard leaving the hand ready on waits whose every unseen copy the judge accepts is
worth the ready hand's chance (the curve's, not one read from the copies: that version folded
the thin waits and lost, :mod:`.value`) times what its waits pay on average (the settlement's
own payments, :mod:`.payoffs`, each wait weighted by its copies and the ways it wins) over what
a win of the mean value pays, the ratio held within [:data:`LOW`, :data:`HIGH`]; one on no
unseen copy at all is worth no more than a hand one step further off; one with a live copy
under the minimum keeps the plans' chance.

Kept: in MCR it gained about +0.7 and +1.3 a hand at two seeds of 2,000 hands against main, at
the same deal-in ratio; in 明將 +0.20 ± 0.13 over 6,000 hands; in Shandong it changes a few
deals a thousand. Measured: benchmarks/STRONG_BOT.md, section mcr_push.py."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...engine.view import SeatView
from ...rules.advice import WaitAdvice
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..plans import READY
from .payoffs import payoff
from .stance import PRICED, win_gain
from .value import ReadyDiscards

READS_READY_WORTH = frozenset({"mcr", "mingjiang", "shandong"})
"""Where the stance reads a ready discard's chance from the judge's waits (Shandong: see
:data:`BOUNDS_BY_VARIANT`)."""
LOW = 1.0
"""The least share of a mean win a ready hand on winning waits counts for (1.0: a cheap
ready hand folds no sooner than before)."""
HIGH = 2.0
"""The most."""
BOUNDS_BY_VARIANT = {"mingjiang": (0.0, 4.0), "shandong": (0.0, 1.0)}
"""Per variant, (:data:`LOW`, :data:`HIGH`) where they differ: 明將 reads a ready hand at what
its waits pay (held at 4.0 from 5 fans up, a mean win being 2). Shandong reads it no higher than
the plans' chance: its plain waits price at 1.2 of a mean win, so in play only a ready hand on a
dead wait, no copy of it unseen, reads otherwise: as a hand a step further, which folds against
a threat. Measured: benchmarks/STRONG_BOT.md, section mcr_push.py."""
DEAD_COPIES_PAY_NOTHING = frozenset({"mingjiang"})
"""Where a live copy that is no paid win (明將's chicken hand) counts as a win paying nothing,
rather than leaving the hand's chance to the plans."""
MIXED_COPIES = 4
"""A ready hand whose live waits are partly under the minimum is read from its winning waits alone
when those have at least this many unseen copies (the dead copies do not end the hand: they are
passed); with fewer it keeps the plans' chance. 4 sits between reading no such hand (fewer points)
and any one winning copy (too many completions refused under 8 fans); 5 and 6 gained the
refused-completions target hardly any room for a little margin lost. Measured:
benchmarks/STRONG_BOT.md, section mcr_push.py."""


def reads_ready_worth(variant: Variant) -> bool:
    return variant.family in READS_READY_WORTH


@lru_cache(maxsize=8)
def _prices(variant: Variant) -> tuple[float, Callable[[int], tuple[float, float]]]:
    """What a win of the variant's mean value gains, and per value what a win gains on a
    discard and self-drawn (the settlement's own payments)."""
    players = max(variant.seats)
    mean, self_share = PRICED[variant.family]
    mean_gain = win_gain(payoff(variant, players, mean), self_share)

    @lru_cache(maxsize=256)
    def price(value: int) -> tuple[float, float]:
        p = payoff(variant, players, value)
        return p.win_discard, p.win_self

    return mean_gain, price


def ready_worth_shares(ready_of: ReadyDiscards, view: SeatView, legal: set[Tile]) -> dict[Tile, float | None]:
    """Per legal discard leaving the hand ready: what its waits pay on average per unseen copy,
    as a share of a win of the mean value; 0 when no wait has an unseen copy, None when some
    unseen copy is no win the judge accepts (a wait partly under the minimum)."""
    ready = ready_of(view, legal)
    if not ready:
        return {}
    mean_gain, price = _prices(ready_of.variant)
    n = len(view.seats)
    dead_pay_nothing = ready_of.variant.family in DEAD_COPIES_PAY_NOTHING
    out: dict[Tile, float | None] = {}
    for t, d in ready.items():
        live = [w for w in d.waits or () if w.unseen]
        winning = [w for w in live if w.wins]
        if not dead_pay_nothing and len(winning) < len(live) and sum(w.unseen for w in winning) < MIXED_COPIES:
            out[t] = None
            continue
        paid, ways = _paid_ways(winning, n, price)
        # 明將: over every live copy, one that is no paid win paying nothing; else over the ways
        # the winning copies win
        per = sum(w.unseen for w in live) if dead_pay_nothing else ways
        out[t] = paid / per / mean_gain if per and mean_gain > 0 else 0.0
    return out


def _paid_ways(waits: list[WaitAdvice], n: int, price: Callable[[int], tuple[float, float]]) -> tuple[float, float]:
    """What the winning ``waits`` pay in all, each unseen copy by the ways it wins at a table of
    ``n`` (:meth:`~mahjong_tui.rules.advice.WaitAdvice.weight`), and those ways: MCR averages
    over the ways, 明將 over every live copy. Where it is read the prices are whole or half
    points and ``n`` is 4, so every sum here is exact and the order of the arithmetic moves no
    float (the two copies this replaces wrote it in different orders; their duels are the same)."""
    paid = ways = 0.0
    for w in waits:
        on_discard, self_drawn = price(w.value or 0)
        ways_d, ways_s = w.unseen * (n - 1) * w.on_discard / n, w.unseen * w.self_drawn / n
        paid += ways_d * on_discard + ways_s * self_drawn
        ways += ways_d + ways_s
    return paid, ways


def ready_chances(
    ready_of: ReadyDiscards,
    view: SeatView,
    chance: dict[Tile, float],
    win_chance: Callable[[int], float],
) -> dict[Tile, float]:
    """``chance`` (per discard, from the plans' distance) with each discard that leaves the hand
    ready on waits the judge accepts read from its waits (see the module's docstring);
    ``win_chance``: the stance's chance by distance at this wall."""
    shares = ready_worth_shares(ready_of, view, set(chance))
    if not shares:
        return chance
    out = dict(chance)
    ready, further = win_chance(READY), win_chance(READY + 1)
    low, high = BOUNDS_BY_VARIANT.get(ready_of.variant.family, (LOW, HIGH))
    for t, share in shares.items():
        if share is None:
            continue  # some copies cannot win: the plans' chance stands
        out[t] = ready * min(high, max(low, share)) if share > 0 else min(out[t], further)
    return out
