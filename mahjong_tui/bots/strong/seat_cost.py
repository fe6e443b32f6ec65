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
of the mean, a claimed one's 0.76.

Why in 明將 (issue 17's reference check, ``benchmarks/duel_paired.py``, 2,000 duplicate hands against
the independent reference bot, which never claims, main c37d87a): strong − reference seed 1
+1.12 ± 0.65 (deal-ins 13.4% against its 19.1%), seed 2 +1.48 ± 0.79 (12.2% of 20.0%);
normal − reference +0.81 ± 0.69 (16.2% of 19.5%) and +1.14 ± 0.76 (16.4% of 19.3%); the two
subtracted deal by deal (``compare --first-level-differs``) +0.31 ± 0.72 and +0.34 ± 0.68:
wider already, not clearly. Where the points go (per seat-hand, from the same files): strong
dealt in to the reference on 8.7% and 8.1% of its hands, normal on 9.0% and 9.1%, while into
the other seat of its own level 4.7% and 4.1% against normal's 7.1% and 7.3%: the defence
spared the seats that claim, hardly the concealed ones, whose deal-ins cost 2.2–2.3 fans
against 1.9–2.1. The readiness read of a concealed reference seat is calibrated (120 deals,
seed 1, by discards made: 9–11 read 0.21 against 0.19 ready, 12–14 0.35 against 0.32, 15–17
0.44 against 0.45), so what the stance left out was the cost. Wins at strong–normal tables (120
deals): a concealed winner's 2.26–2.49 fans, a claimed one's 1.46–1.67; all 1.9–2.0
(:data:`MEAN_VALUES`). ``benchmarks/duel_deal_ins.py --bots strong,greedy`` (400 hands, seed 1):
of strong's 113 deal-ins 96 were to a winner with no meld, 87 its safest tile at its distance,
54 from a hand left ready; 31 to a winner read under 0.15 ready.

明將, measured, paired deal by deal against main c37d87a (margin and deal-in ratio of each file):

* against normal: seed 1 +0.96 ± 0.60 (0.68) → +0.91 ± 0.60 (0.69), paired −0.05 ± 0.30
  (825 of 1,000 deals the same); seed 2 +0.65 ± 0.57 (0.71) → +0.74 ± 0.57 (0.71), +0.10 ±
  0.27 (824); seed 3 +0.06 ± 0.53 (0.74) → +0.21 ± 0.54 (0.72), +0.16 ± 0.29 (866): no
  worse (over the three seeds +0.07 ± 0.17);
* against the reference: seed 1 +1.12 ± 0.65 → +1.23 ± 0.65 (deal-ins 13.4% → 13.1%, to the
  reference 8.7% → 8.3% of strong's hands), paired +0.10 ± 0.20 (886 the same); seed 2 +1.48
  ± 0.79 → +1.67 ± 0.78 (12.2% → 11.9%; 8.1% → 7.7%), +0.19 ± 0.23 (902); seed 3 +1.33 ±
  0.71 → +1.56 ± 0.71 (14.2% → 13.3%; 9.1% → 8.4%), +0.23 ± 0.27 (886): over the three seeds
  +0.17 ± 0.14 a hand. Against normal − reference, deal by deal, seed 1 +0.42 ± 0.73, seed 2
  +0.53 ± 0.67 (+0.31 and +0.34 before).
* ``test_level_targets`` (明將, 600 hands) holds; ``decision_hash``: normal unchanged.

The dealer's share (明將 §6.4: a discard win between the dealer and another seat is paid 4 ×
base, between two others 3 × base) is read from the settlement too (:func:`.payoffs.discarder_pays`
for the winner's and the discarder's seats, no longer a deal-in averaged over every pair): a
non-dealer weighs a deal-in to the dealer 4/3 of one to another seat showing the same, each
against the mean of its own deal-ins, so the dealer, who pays 4 shares to anyone, weighs his
opponents as before (his own wins are paid dearer alike, and the stance weighs a deal-in against
a win of one's own). Paired deal by deal against 46e97e8, the change alone (``benchmarks/duel_paired.py``,
2,000 hands against normal): seed 1 +0.91 ± 0.60 (0.69) → +0.96 ± 0.60 (0.70), paired +0.04 ±
0.17 (941 of 1,000 deals the same); seed 2 +0.74 ± 0.57 (0.71) → +0.68 ± 0.56 (0.72), −0.06 ± 0.14
(938); over the two −0.01 ± 0.11: no better and not worse, kept as the settlement's own price.

Measured and dropped: the cost read against the stance's mean win (:data:`.stance.PRICED`,
1.7 fans) in place of the mean of all wins, so a concealed seat reads 1.69 and a claimed one
0.92 (more defence in all): against normal, seed 1, +0.77 ± 0.64 (0.69), paired −0.19 ± 0.32.

The other variants whose strong bot weighs danger, wins at strong–normal tables measured with
``benchmarks/duel_sources.py`` (480 hands, seed 1, main e8a50f1; a winner with no exposed meld,
one with one or more, all; the mean value of discard wins, and of all wins), each paired deal
by deal against main e8a50f1 (``benchmarks/duel_paired.py``, 2,000 hands against normal; each
file's margin strong − normal and deal-in ratio strong/normal in brackets):

* the Malaysian three-player game (2^(f − 5) for f fans, every loser paying every win): discard
  wins 6.66, 6.16, 6.34 fans (all wins 6.85, 6.41, 6.57). Read at those values, a concealed
  seat's deal-in is 1.24 of the mean, a claimed one's 0.87: seed 1 +0.78 ± 0.75 (0.58) → +0.94
  ± 0.75 (0.59), paired +0.16 ± 0.22 (961 of 1,000 deals the same); seed 2 +0.55 ± 0.77 (0.60)
  → +0.62 ± 0.77 (0.60), +0.07 ± 0.09 (957); seed 3 +1.06 ± 0.89 (0.61) → +1.15 ± 0.89 (0.61),
  +0.09 ± 0.24 (957); over the three +0.11 ± 0.11; against the reference bot (``--bots
  strong,greedy``, seed 1) +1.69 ± 0.86 → +1.72 ± 0.85, +0.03 ± 0.09: not kept. The payment
  grows faster than the fans, so the mean payment is above the payment at the mean value: the
  discarder of a discard win lost 7.46 points over the hand to a concealed winner, 3.96 to a
  claimed one, 5.23 in all. Kept: the values the settlement prices at those (7.865, 6.98,
  7.3075), so a concealed seat reads 1.43 of the mean, a claimed one 0.76: seed 1 +0.96 ± 0.76
  (0.58), paired +0.19 ± 0.25 (930 the same); seed 2 +0.76 ± 0.78 (0.61), +0.21 ± 0.26 (927);
  seed 3 +1.23 ± 0.89 (0.60), +0.17 ± 0.29 (932); over the three +0.19 ± 0.15.
  Against the reference bot, seed 1, +1.69 ± 0.86 → +1.73 ± 0.85 (deal-ins 19.4% both), paired
  +0.05 ± 0.10 (974 the same); strong − reference less normal − reference, deal by deal, +2.74 ±
  1.06 (+2.69 ± 1.07 before). ``decision_hash``: normal unchanged; a 200-hand 明將 duel file
  (seed 1) byte-identical.
* Hebei: discard wins 5.16, 5.00, 5.07 (all 6.41, 6.24, 6.31): its one concealed value is
  七巧對, so the split reads nothing. What differs there is the table: a payment between the
  dealer and another seat doubles (是莊者翻番) and the winner's kongs are paid with its win
  (槓隨胡): the discarder lost 8.31 a deal-in to a claimed winner, 7.66 to a concealed one.
  Priced by the settlement (the seat's deal-in with the table's dealer and the kongs it shows,
  against one of the mean value to a seat that neither deals nor shows a kong, the discarder's
  own dealing kept, as its own win is dearer alike): seed 1 +0.50 ± 0.62 (0.85) → +0.52 ± 0.63
  (0.84), paired +0.02 ± 0.38; seed 2 +0.15 ± 0.60 (0.90) → −0.52 ± 0.62 (0.87), −0.67 ± 0.39.
  The same read over 1.3 (about its mean over deal-ins), seed 1 +0.32 ± 0.63 (0.86), −0.17 ±
  0.34. The dealer alone, seed 2 −0.44 ± 0.62 (0.87), −0.59 ± 0.36: folding harder against the
  dealer loses. The kongs alone: seed 1 +0.36 ± 0.62 (0.85), −0.14 ± 0.15 (969 of 1,000 deals
  the same); seed 2 +0.34 ± 0.60 (0.88), +0.19 ± 0.18 (954); seed 3 +0.30 ± 0.60 (0.82) → +0.38
  ± 0.61 (0.80), +0.07 ± 0.14 (974); over the three +0.04 ± 0.09. All dropped.
* Shandong: discard wins 5.89, 5.00, 5.19 (all 7.42, 6.36, 6.57; 七巧對 again, a fifth of the
  wins concealed), a concealed seat 1.13 of the mean, a claimed one 0.96 (kongs are paid at
  once there, so only the split was tried): seed 1 +1.65 ± 0.66 (0.74) → +1.72 ± 0.66 (0.75),
  +0.07 ± 0.16 (974 the same); seed 2 +1.39 ± 0.68 (0.76) → +1.37 ± 0.69 (0.77), −0.02 ± 0.14;
  over the two +0.03 ± 0.11. Dropped.
* MCR (the discarder pays 8 + the win's fans, the others 8 each): 2,000 hands, seed 1, main
  517ad7b, discard wins 19.91 fans to a concealed winner (517), 14.76 to a claimed one (659),
  17.02 in all (1,176); all wins 19.96, 15.26, 17.43. Read at those values a concealed seat's
  deal-in is 1.12 of the mean, a claimed one's 0.91; paired deal by deal against main 517ad7b
  (2,000 hands against normal): seed 1 +1.83 ± 1.33 (0.71) → +1.72 ± 1.33 (0.70), −0.11 ±
  0.42 (919 of 1,000 deals the same); seed 2 +1.97 ± 1.40 (0.64) → +2.14 ± 1.41 (0.63), +0.17 ±
  0.37 (916); seed 3 +1.11 ± 1.36 (0.71) → +0.92 ± 1.35 (0.70), −0.18 ± 0.36 (929); over the
  three −0.04 ± 0.22. Sharper, the deal-in's cost read beyond what a bystander pays (the fans
  alone: 1.17 and 0.87): seed 1 +1.82 ± 1.32 (0.70), −0.01 ± 0.51; seed 2 +2.20 ± 1.40 (0.64),
  +0.23 ± 0.42; seed 3 +0.95 ± 1.36 (0.70), −0.15 ± 0.41; over the three +0.02 ± 0.26. Finer,
  by what the winner's exposed melds showed when it was dealt in (:func:`shows`, the third
  table of ``duel_sources.py``, the same 1,176 discard wins): no meld 19.91 (517), two or more
  melds of one suit 18.34 (64), of one suit and honours 13.09 (58), all pungs 18.00 (2), the
  rest 14.50 (535); the rest split further, a dragon pung 13.65 (17), one chow 14.76 (281), one
  pung 13.76 (87), two melds 14.48 (116), three or more 14.71 (34). Every claimed kind reads
  about the claimed mean but the one-suit hand (清一色 comes seldom: its mean is 混一色's and
  清龍's); read with those two kinds (1.05 and 0.84 of the mean): seed 1 +1.59 ± 1.34 (0.70),
  −0.24 ± 0.42 (−0.14 ± 0.15 against the split alone); seed 2 +1.92 ± 1.41 (0.63), −0.05 ±
  0.40 (−0.22 ± 0.24). All dropped: MCR's fans come mostly from the concealed part of a hand,
  which the table does not show, and a deal-in's cost moves by a tenth either way.
* Shaanxi: discard wins 3.00 whoever wins (all 3.88, 3.87, 3.87), every seat paying every win:
  nothing to split by what a seat shows. What does differ is the stakes (下炮子) each seat put
  down, shown to the table: every loser pays (its stakes + the winner's) × 3 more, so a win of a
  seat with 4 stakes costs a seat with none five times one of a seat with none (the dealer's
  doubling apart). Measured and dropped (issue 17): the view showing each seat's stakes, each
  opponent's share of the risk weighed by the viewer's deal-in to it, both seats' stakes counted,
  against one to the same seat with none (the settlement's price, :func:`.payoffs.discarder_pays`;
  1 for a seat with none, up to 5, 1.8 where the viewer put 4 down). Paired deal by deal against
  main a43b34f (``benchmarks/duel_paired.py``, 2,000 hands against normal; each file's margin and
  deal-in ratio): seed 1 +2.29 ± 1.09 (0.82) → +1.74 ± 1.13 (0.73), −0.55 ± 0.59 (850 of 1,000
  deals the same); seed 2 +0.88 ± 1.10 (0.85) → +0.66 ± 1.13 (0.79), −0.22 ± 0.58 (823); seed 3
  +2.90 ± 1.11 (0.75) → +3.08 ± 1.14 (0.69), +0.18 ± 0.54 (846); seed 4 +2.34 ± 1.08 (0.80) →
  +2.08 ± 1.09 (0.76), −0.26 ± 0.57 (848). Strong's deal-ins 15.3% → 14.2%, 15.5% → 14.4%,
  14.8% → 13.9%, 15.1% → 14.3%: the issue's ratio at two seeds of four, for −0.21 ± 0.29 a hand
  over the four (their intervals combined), no gain in points. (In a duel a staked seat is often
  the other strong one, whose win the duel counts for strong; that share of the cost was not
  measured.) Beijing: a seat that has claimed cannot win on a discard (6 of
  180 discard wins) and is no threat already (:mod:`.discard_winners`); its
  dealer's doubling is Hebei's, measured worse there: not tried.
* xiangqi64 (main 517ad7b, 4,000 hands, seed 1): discard wins 3.13 台 to a concealed winner,
  2.45 to a claimed one (all 3.70, 3.02); its discarder paid 36.98 and 29.65 points, 34.72 in
  all: a concealed seat would read 1.07 of the mean, a claimed one 0.85, little to weigh (not
  tried). The dealer's 台 (莊家, on every payment the dealer makes or takes), an opponent
  dealing weighed 1.3 (with :mod:`.ready_claims` and the thin waits of :mod:`.ready_call`;
  2,000 hands paired against them, seeds 1–4): −0.39 ± 0.63, +0.02 ± 0.61, +0.12 ± 0.48, +0.04
  ± 0.56: dropped.
"""

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
(measured: see the module's docstring); the Malaysian game's are the values the settlement
prices at the mean payment of each (its payment grows faster than the fans). 明將's ``all`` is
not :data:`.stance.PRICED`'s 1.7 (measured on an older build at 120 hands): the stance prices
either as a whole 2-fan win, while here the mean is read between whole values, and read
against 1.7 every seat's deal-in weighs more and the duel lost (the module's docstring)."""

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
