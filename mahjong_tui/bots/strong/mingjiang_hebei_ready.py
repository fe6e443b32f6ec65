"""A ready hand folds only among discards that keep it ready (明將, Hebei).

Where a self-draw pays most of a hand's points (Hebei: doubled and paid by all three; 明將:
each of three pays a share) a ready hand given up for a safe tile loses its self-draws as well
as its discard wins, while folding saves only the one deal-in. A good player of these games
keeps a live wait and takes the safest tile that keeps it: the defence (:mod:`.stance`) still
picks the cheapest discard, but among the ready ones, when the baseline's discard leaves the
hand ready on at least :data:`LIVE` winning copies the judge accepts (:func:`.value.ready_discards`).
A ready hand on a dead or thin wait folds as before.

Why (``benchmarks/duel_sources.py``, 600 hands, seed 1): against normal the strong bot lost its
points on self-draws (Hebei +2.58 against +3.56 a seat-hand, 明將 +0.81 against +1.41) while it
dealt in far less; ``benchmarks/duel_missed_wins.py`` (300 hands) found a fold of a ready hand in
17 of the 79 seat-walls normal won and strong did not in Hebei (4 of the 50 the other way), 18
of 66 in 明將 (9 of 63). Measured, 2,000 duplicate hands against normal, seed 1: Hebei −0.56 ±
0.70 → −0.30 ± 0.70 a hand (deal-ins 14.3% → 15.3% of normal's 21.1%: ratio 0.67 → 0.73), 明將
+0.18 ± 0.54 → +0.28 ± 0.56 (12.7% → 13.5% of 19.1%: 0.68 → 0.71); seed 2, 1,000 hands, side
by side with main: Hebei −1.25 ± 1.06 → −0.96 ± 1.07 (ratio 0.67 → 0.70), 明將 −0.46 ± 0.81 →
−0.37 ± 0.82 (0.60 → 0.62). Explored at 600 hands, seed
1 (before: Hebei −0.97 ± 1.22, 明將 −0.03 ± 1.04): any ready hand kept −0.48 ± 1.24 and +0.17 ±
1.09; a hand one step from ready kept too −0.49 ± 1.25 and +0.12 ± 1.16, deal-ins up further
(17.1% of 19.9% in Hebei); a live wait of 4 copies −0.56 ± 1.23 and +0.13 ± 1.06; of 2 (this
rule) −0.48 ± 1.24 and +0.14 ± 1.09. In the Malaysian game no duel changed (a deal-in there costs
hardly more than a bystander's share, so its ready hands seldom fold); there it is off.

Measured in Hebei and dropped: passing a win on a discard to wait for the self-draw (no ban on
passing a win there; the discarder alone pays a discard win, all three a doubled self-draw):
passed when half the chance of drawing a live winning tile in the draws left, times what the
self-draw gains (the judge's value, the settlement's payments), is over MARGIN times what the
discard win gains. 600 hands, seed 1, with this rule, against −0.48 ± 1.24 (deal-ins 16.8% of
20.1%): MARGIN 1.5 −0.17 ± 1.29 but deal-ins 17.2% of 17.8% (ratio 0.97: normal deals in less
when strong lets its discards go, and the passing hand plays on into deal-ins); 2.0 −0.45 ±
1.25, 17.4% of 18.9% (0.92); 3.0 never passes. Points within noise, the deal-in ratio far past
0.75 (made later, bounded by the threat: :mod:`.self_draw_pass`).

Measured and dropped (2,000 hands, seed 1, on b94c4b7): every folding hand, however far, folds
only among discards that keep its distance (as Beijing's drawn-hand check makes it): Hebei +0.02
± 0.65 (deal-ins 16.4% of 20.2%, ratio 0.81) against +0.14 ± 0.67 (0.74), 明將 +0.33 ± 0.57
(15.4% of 18.7%, 0.82) against +0.45 ± 0.56 (0.73): more deal-ins, no more points.

Measured and dropped later (duplicate duels against normal, seed 1; "paired": the per-deal
margins of the two builds subtracted deal by deal on the same walls, the lever's own effect):

* the fold in steps (:mod:`.fold_steps`, margin 0.03 as in Shandong): Hebei, 800 hands, +0.09 ±
  0.97 → +0.04 ± 0.98 (deal-in ratio 0.91 → 0.94); 明將, 2,000 hands, +0.51 ± 0.55 → +0.49 ± 0.57
  (0.74 → 0.78), paired −0.02 ± 0.20;
* the stance at what a win and a deal-in pay at this seat: each discard's chance times what the
  hand it keeps would gain here (明將's n(n+1)/2 from its plans' fans; the dealer's heavier
  shares), each opponent's danger times what a deal-in to it costs (the dealer's shares, 明將's
  exposed value pungs), from the settlement, held within [0.5, 3]: 800 hands, Hebei +0.09 →
  +0.07, paired −0.02 ± 0.47 (346 of 400 deals the same); 明將 +0.57 → +0.49 (ratio 0.70 →
  0.77), paired −0.08 ± 0.89; Hebei with its kongs (:mod:`.mingjiang_hebei_kongs`), 2,000 hands,
  +0.43 → +0.46, paired +0.04 ± 0.29;
* 明將 steering for value (its payments grow as n(n+1)/2): plans under 2 fan ranked a step
  further, so a richer plan a step further off ties and wins on value: 800 hands −0.26 ± 1.05
  against +0.57 ± 0.89 (wins 15.2% against normal's 27.6%), paired −0.84 ± 1.25; under 4 fan
  only: +0.40 ± 1.03 (wins 18.6% against 26.2%), paired −0.17 ± 1.19. Speed given up loses
  more than the value gained, as in Sichuan (:mod:`.blood_kongs`);
* 明將: an opponent's own discards read as fully safe against it (a win on a kind one has
  discarded is a chicken hand, paid nothing; 過水 is not furiten, so the board gave such a tile
  :data:`~.danger.GENBUTSU_NO_FURITEN` of a full danger, the fitted reading about an eighth):
  2,000 hands, seed 2, +0.18 ± 0.57 (ratio 0.74) → +0.10 ± 0.57 (0.70), paired −0.08 ± 0.21;
  seed 1 +0.51 ± 0.55 → +0.46 ± 0.55, paired −0.05 ± 0.24; 6,000 hands, seed 1, +0.15 ± 0.32
  (0.72) → +0.17 ± 0.33 (0.67). With the safe tile cheaper the hand folds sooner: fewer deal-ins,
  fewer wins, no more points (明將's deal-in target is met without it).

明將 on offence (2,000 duplicate hands, seed 1, paired against main f01ff11 with
``benchmarks/duel_paired.py``; main +0.51 ± 0.55, wins 22.7% against normal's 24.4%,
deal-ins 14.1% against 19.0%):

* what the strong bot's own offence adds, each part turned off alone: the two-step shape
  (:mod:`.shape`) +0.01 ± 0.20 (75 of 1,000 deals played otherwise), the judge's ready discard
  (``StrongBot._worth_a_win``) −0.07 ± 0.10, :mod:`.furiten` −0.006 ± 0.015 (3 deals), this
  module −0.11 ± 0.15. Each is small: the margin is the fold's;
* by the win's value (1,000 deals, points a seat-hand, strong against normal): deal-ins cost
  1.60 against 2.32 (+0.72; +0.34 of it on 4-fan wins, 25 deal-ins against 62), own wins gain
  2.93 against 3.09 (−0.16, mostly self-draws), others' self-draws 1.06 against 1.04.
  ``benchmarks/duel_missed_wins.py`` (600 hands): of the seat-walls normal won and strong did
  not, 80 ended sooner, 47 after a fold, 31 ready with the waits lost, 11 slower; a far-hand
  fold came in 107 of them (60 of those strong alone won);
* the claims: never chowing −0.26 ± 0.56 (wins 20.1%, mean 2.04 fans against 1.89); no pung or
  chow at all +0.11 ± 0.70 (wins 17.7% against normal's 27.1%, mean 2.39 fans): speed given up
  costs about what the concealed hand's fans (門前清) gain; claims weighed by the judge and
  chicken waits: :mod:`.paid_waits`;
* the fitted tile danger with claims weighed by the judge: seed 1 +0.92 ± 0.56 (deal-ins 12.3%
  of 19.7%), paired +0.41 ± 0.48; seed 2 −0.18 ± 0.59, paired −0.36 ± 0.59 (the tile danger
  alone: :mod:`.danger_model`).

Hebei on offence (duplicate duels against normal, ``benchmarks/duel_paired.py``, paired deal by
deal against main 2ebef37 on the same walls; main at 2,000 hands: seed 1 +0.43 ± 0.64 a hand,
seed 2 +0.15 ± 0.61, seed 3 +0.23 ± 0.60, seed 4 −0.40 ± 0.63, deal-in ratio 0.82–0.92):

* where the points are (seed 1, 2,000 hands, per seat-hand, strong against normal): wins on a
  discard +1.53 against +1.50 (18.4% and 18.5% of seat-hands, 8.4 points each), self-draws
  +3.24 against +3.17 (6.5% and 6.4%, 50 points each: doubled and paid by all three), deal-ins
  −1.36 against −1.68 (17.0% and 19.9%, 8 points each), others' self-draws −3.20 against −3.21.
  The margin is the deal-ins saved; the offence is normal's. ``duel_missed_wins.py`` (1,000
  hands): 192 seat-walls each way; strong's misses 101 ended sooner, 55 ready with the waits
  lost, 26 folded, 10 slower; normal's 83, 62, 47 slower. ``duel_deal_ins.py`` (800 hands): of
  strong's 284 deal-ins 211 were its safest tile by its own reading (normal 147), 132 from a
  hand left ready (normal 115);
* passing a win on a discard for the self-draw (passed when half the chance of drawing one of
  the live winning copies in the draws left, times what the self-draw pays, is over 1.5 times
  what the discard win pays): seed 1 +0.05 ± 0.30, seed 2 +0.42 ± 0.35, seed 3 +0.50 ± 0.36,
  seed 4 −0.15 ± 0.36 (2,000 hands each: +0.20 over the four), self-draws 6.5% → 8.0% of
  seat-hands, but the deal-in ratio 0.86 → 1.00, 0.92 → 1.04, 0.84 → 0.97, 0.82 → 0.94: normal
  deals in less when its discards are let go (19.9% → 17.4%) and strong plays on. At 1.0
  instead of 1.5, seed 1 −0.24 ± 0.48 (ratio 1.23). Not made: more points, the deal-in target
  further off. Made later with no pass while an opponent reads ready (:mod:`.self_draw_pass`,
  +0.20 ± 0.18 over seeds 1–8);
* no pung at all: 800 hands, seed 1, −2.29 ± 1.36 (wins 24.9% → 20.2%); a pung that keeps the
  distance as well, −0.03 ± 1.27 (wins 25.9%, fewer of them self-drawn); only where it skips a
  seat's draw (a discard not from the seat before): 2,000 hands, seeds 1–4, +0.50 ± 0.72,
  −0.03 ± 0.66, −0.41 ± 0.66, −0.73 ± 0.65;
* concealed and added kongs a tile further from a win (as where kongs are paid at once,
  :mod:`.blood_kongs`): 800 hands, seed 1, +0.05 ± 0.15 (11 of 400 deals otherwise); kongs on a
  discard a tile further too, +0.01 ± 0.16;
* the judge's ready discard taken at any gain in its waits' worth (``value.MUCH_BETTER`` 1.0):
  +0.04 ± 0.05 (2 deals otherwise); the stance reading a ready discard from its waits
  (:mod:`.mcr_push`, bounds 1–2 or 0–4): +0.03 ± 0.05 (4 deals): a ready hand seldom folds here
  either way; this module's keep only from 20 or 35 tiles of wall up: +0.00 ± 0.02;
* seven pairs ranked a step nearer than plans worth less (a penalty of 1 on them): −2.27 ±
  1.32 (wins 20.2%, deal-ins 13.8% of 21.5%: the stance reads the hand further and folds);
* all four small ones above together (with the special sets of :mod:`.danger`), 2,000 hands:
  seed 1 +0.11 ± 0.39, seed 2 −0.01 ± 0.34.

Against the independent reference bot (``benchmarks/duel_reference.py``, 1,000 hands), on an
older build, strong won more often than it (24.7% against 21.1%) and dealt in less (13.7%
against 18.4%), yet lost −0.26 ± 0.91: the reference never claims, so its wins carry 門前清
(2.26 fans on average against strong's 1.89), and 明將 pays n(n+1)/2 of n fans. The later builds
and the seat cost of :mod:`.seat_cost` turned that round (its docstring has the figures).
"""

from __future__ import annotations

from ...engine.view import SeatView
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..plans import READY
from .value import ReadyDiscards

KEEPS_READY = frozenset({"hebei", "mingjiang"})
"""Where a ready hand keeps its wait (measured: see the module's docstring)."""
LIVE = 2.0
"""The least weighted winning copies of the baseline's wait for the hand to keep it."""


def keeps_ready(variant: Variant) -> bool:
    """Whether a ready hand keeps its wait when it folds, in ``variant``."""
    return variant.family in KEEPS_READY


def ready_rivals(
    ready_of: ReadyDiscards,
    view: SeatView,
    scores: dict[Tile, tuple[int, int]],
    base: Tile,
    rivals: list[Tile],
    live: float = LIVE,
) -> list[Tile]:
    """The defence's ``rivals`` to ``base`` that leave the hand ready, when ``base`` leaves it
    ready on a live wait; else ``rivals`` as they are."""
    if scores[base][0] > READY or all(scores[t][0] <= READY for t in rivals):
        return rivals
    advice = ready_of(view, {base})
    mine = advice.get(base)
    if mine is None or mine.count < live:
        return rivals
    return [t for t in rivals if scores[t][0] <= READY]
