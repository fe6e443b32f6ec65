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

Measured, duplicate hands against normal, MCR. This form, 2,000 hands, side by side with main on one
machine: seed 1 +0.56 ± 1.29 a hand against −0.18 ± 1.30 (wins 22.4% against 21.3%, deal-ins
13.2% against 16.9%: ratio 0.78, main 0.78); seed 2 +1.08 ± 1.36 against −0.27 ± 1.39 (wins
22.6% against 21.1%, deal-ins 12.7% against 17.5%: 0.73, main 0.74).

The first form pushed any ready hand with one winning wait (a share over the winning copies
only): 2,000 hands, seed 1, +0.93 ± 1.30 a hand against main's −0.18 ± 1.30 (wins 22.9% against
21.1%, deal-ins 13.1% against 17.6%: ratio 0.74, main 0.78); seed 2 +1.82 ± 1.35 against −0.27 ±
1.39 (wins 23.4% against 20.8%, deal-ins 12.8% against 18.1%: 0.71, main 0.74); against the
independent reference bot (``benchmarks/duel_reference.py``, 1,000 hands, seed 1) +6.33 ± 2.04
against main's +4.05 ± 2.07. But four strong bots then passed 15 of 58 completions under the
8-fan minimum (``test_level_targets``: 26%, the issue allows 20%): ready hands kept on waits
partly under 8 fans. Dropped for it. With the dead copies counted in the share (paying nothing)
and the ready chance only from a share of 1 up, the test held but 800 hands, seed 1, gave
−1.68 ± 1.95 (wins 20.8% against 22.9%) against −1.26 ± 1.97 without the lever.

Explored with the first form, seed 1, 800 hands, side by side on one loaded machine: without
it −1.26 ± 1.97 a hand (wins 21.1% against 22.4%, deal-ins 13.4% against 17.4%); with it −0.63 ±
1.92 (wins 22.6% against 22.2%, deal-ins 13.8% against 17.6%). :data:`HIGH` at 3.0 changed no
duel (−0.63 ± 1.92); :data:`LOW` at 0.8 (a ready hand cheaper than a mean win folds sooner)
−0.79 ± 1.89.

明將 reads it too, unbounded below (:data:`BOUNDS_BY_VARIANT`): there a win pays n(n + 1)/2
shares for n fans, so a ready hand on 門前清 alone is worth a third of a mean win (2 fans) and
folds as such, one of 4 fans over three (its waits as :mod:`.paid_waits` judges them). Measured,
2,000 duplicate hands against normal, paired deal by deal against main c0d3e68
(``benchmarks/duel_paired.py``): seed 1 +0.79 ± 0.56 → +0.96 ± 0.59 (wins 22.6% → 22.3%, mean
1.94 → 2.02 fans, deal-ins 13.5% → 13.5% of normal's 19.3%, ratio 0.70), paired +0.17 ± 0.27,
109 of 1,000 deals played otherwise; seed 2 +0.15 ± 0.57 → +0.56 ± 0.57 (wins 21.7% → 21.4%,
1.93 → 2.02 fans, deal-ins 13.2% → 13.4% of 18.8%, ratio 0.71), paired +0.41 ± 0.32, 125
otherwise; 6,000 hands, seed 1, +0.27 ± 0.33 → +0.47 ± 0.34 (deal-ins 13.7% of 19.3%, ratio
0.71), paired +0.20 ± 0.13, 310 of 3,000 deals otherwise. Against the reference bot
(``duel_reference.py``, 1,000 hands, seed 1) −0.07 ± 0.94
→ +0.10 ± 0.91 (deal-ins 13.3% of its 18.0%), normal's +0.21 ± 0.98: not yet wider.
``bench_bot.py --bot strong --variant mingjiang --hands 20``: p99 15.4 ms against main's 14.2.
There a live copy the judge pays nothing for (a chicken hand: a wait on one's own discards)
counts as a win paying nothing (:data:`DEAD_COPIES_PAY_NOTHING`), where MCR's reading left a
hand partly under its minimum to the plans, which read it ready: a hand on chicken waits alone
is worth no more than one a step further. Paired against the reading above, 2,000 hands: seed
1 −0.00 ± 0.11 (+0.96 ± 0.60, deal-ins 13.3% of 19.5%, ratio 0.68; 51 of 1,000 deals played
otherwise), seed 2 +0.09 ± 0.09 (+0.65 ± 0.57, 13.4% of 18.9%, ratio 0.71; 44 otherwise): kept,
as the reading the rule asks for, its gain at the edge of the noise.
With MCR's bounds (a cheap ready hand counted a whole mean win) it had measured
paired +0.04 ± 0.22 (:mod:`.paid_waits`). Measured and dropped with it: a hand short of ready
read the same way from its best plan's value and one fan more (the fans no plan names), seed 1
+0.74 ± 0.59 (wins 21.2%, deal-ins 14.1% of 18.9%, ratio 0.75), paired against this −0.22 ±
0.57, 477 of 1,000 deals otherwise: plans' values are too coarse a reading of a far hand's win.

Measured and dropped, MCR: each way of a wait priced at the judge's value of that way
(``WaitAdvice.discard_value`` on a discard, ``self_draw_value`` self-drawn: a concealed hand
scores 門前清 on a discard, 不求人 self-drawn) instead of both at the better ``value``. 2,000
duplicate hands against normal, seed 1, paired deal by deal against main c37d87a
(``benchmarks/duel_paired.py``): −0.04 ± 0.11 (+1.83 ± 1.33 → +1.79 ± 1.33; wins 22.8% →
22.7%, deal-in ratio 0.71 → 0.71), 991 of 1,000 deals the same: the share is held within
[:data:`LOW`, :data:`HIGH`], and a fan or two more or less seldom crosses either bound.

Shandong, Shaanxi and Beijing (issue 17's deal-in ratio, where strong's deal-ins are mostly
pushes of ready hands: :mod:`.stance`), read bounded to (0, 1): a ready hand counts for no more
than the plans' chance, for less where its waits pay less than a mean win, for a hand a step
further on a dead wait. Every plain wait there prices above the mean (Shandong 1.2, Shaanxi 1.5,
Beijing 1.2 of a mean win: 40 hands of normal bots, every discard leaving a hand ready), so only
the dead waits read otherwise. 2,000 duplicate hands against normal, paired deal by deal against
main a29c042 (``benchmarks/duel_paired.py``; margin strong − normal and deal-in ratio of each
file): Shandong seed 1 +1.65 ± 0.66 (0.743) → +1.67 ± 0.66 (0.738), paired +0.02 ± 0.05 (992 of
1,000 deals the same), seed 2 +1.39 ± 0.68 (0.758) → +1.45 ± 0.68 (0.757), +0.06 ± 0.06 (996);
Shaanxi seed 1 +2.29 ± 1.09 (0.822) → +2.27 ± 1.09 (0.823), −0.02 ± 0.06 (998); Beijing seed 1
+0.54 ± 0.18 (0.70) → +0.42 ± 0.18 (0.65), −0.12 ± 0.08 (855 the same: far more deals than
dead waits explain, its wild hands not examined further). Kept in
Shandong alone, where a dead wait was 2 of strong's 91 deal-ins from a ready hand (deals 1–300,
seed 1): the reading the rules give, worth a few deals a thousand.
"""

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
its waits pay (held at 4.0 from 5 fans up, a mean win being 2; measured in the module's docstring).
Shandong reads it no higher than the plans' chance: its plain waits price at 1.2 of a mean win,
so in play only a ready hand on a dead wait, no copy of it unseen, reads otherwise: as a hand a
step further, which folds against a threat (measured in the module's docstring)."""
DEAD_COPIES_PAY_NOTHING = frozenset({"mingjiang"})
"""Where a live copy that is no paid win (明將's chicken hand) counts as a win paying nothing,
rather than leaving the hand's chance to the plans."""
MIXED_COPIES = 4
"""A ready hand whose live waits are partly under the minimum is read from its winning waits
alone when those have at least this many unseen copies (the dead copies do not end the hand:
they are passed); with fewer it keeps the plans' chance. Between the kept form (no such hand
read from its waits) and the first form (any one winning copy, 1 here): 800 duplicate hands,
seed 1, one loaded machine, the kept form −1.09 ± 1.93 a hand (wins 21.9% against 22.7%,
deal-ins 14.1% against 17.1%), 4 −0.88 ± 1.92 (22.3% against 22.5%, 14.1% against 17.1%), 1
−0.63 ± 1.92 (22.6% against 22.2%, 13.8% against 17.6%); completions refused under 8 fans by
four strong bots, walls 1–200: 9.4% (11 of 117), 10.7% (13 of 122), 16.4% (21 of 128). With
:mod:`.mcr_step_chance` beside it: see there. Raised to give the refused-completions target
room, with the step chance (2,000 duplicate hands, seed 1, quiet machine; ``bench_strong.py``,
300 walls): 4 +1.68 ± 1.29, refused 19.3% (44 of 228); 5 +1.58 ± 1.30, 18.9% (43 of 228); 6
+1.53 ± 1.30, 18.9% (43 of 227). Hardly any room gained, a little margin lost: 4 stays."""


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
