"""Sichuan and Yunnan: a defence that gives up nothing.

There the strong bot does not fold (``bot.NO_DEFENCE`` records what folding lost: a deal-in to a
cheap hand costs little and ends the hand, safe discards cost wins). What is left is the free
choice: among the discards that keep the baseline's score (distance and plan value) and its
acceptance, take the least dangerous (:meth:`SaferDiscard._safer_discard`). Speed is untouched, so the only
change is which of equally good tiles goes.

The danger is the general reading (:class:`~.danger.DangerBoard`) weighed by what a deal-in to
each opponent would cost, read from what it shows (:class:`BloodDanger`):

* a suit a win cannot hold: where a win holds two suits at most (Sichuan) an opponent whose
  melds show two suits cannot win on the third;
* a flush shown (melds all of one suit, few of that suit in its river) may be worth several
  plain wins: its suit weighs :attr:`BloodRules.flush`;
* Yunnan pays a discard win only to a hand with a pattern (a plain hand wins self-drawn only):
  an opponent showing no meld and no flush is seldom one, so it weighs :data:`CONCEALED_YUNNAN`;
  and those it waits with (all pungs, seven pairs) wait on pairs and single tiles, so only the
  danger's pair part is read against it (:attr:`BloodRules.patterns_only`);
* a tile an opponent let pass since its last discard cannot win for it (:data:`PASSED_SAFE`);
* the discard right after one's own kong (``SeatView.kong_discard``) is a kong discard (槓上炮),
  a pattern of its own: in Yunnan a plain hand wins on it too, so every opponent is read in
  full; in Sichuan it doubles the win and hands over the kong's money. There the bot folds as
  the stance does (:meth:`SaferDiscard._kong_weight`, :data:`KONG_DISCARD_WEIGHT`), also out of
  its distance, and the free choice may give up acceptance (:data:`KONG_ACCEPTANCE_SHARE`).

The rules in these readings are asked of the variant (:func:`blood_rules`), never copied here
or keyed by the game's id, so a house file that extends Sichuan or Yunnan and changes a fan's
value, the cap or a win condition is read as it says: the flush's price of the fan table and
the settlement (:func:`flush_price`), the kinds a win may hold of the win conditions
(``win_kinds``: :func:`~mahjong_tui.rules.winnable.condition_limits`), whether a plain hand wins
on a discard of the conditions too (:func:`~mahjong_tui.rules.discard_wins.cheapest_discard_win`).
``Variant.family`` keys only what was measured in duels: where the free choice is made (:data:`IN`) and the weights.

Why strong dealt in as often as normal (``benchmarks/duel_deal_ins.py``, 600 duplicate hands,
seed 1, main 638165e; strong / normal): in Yunnan 55 / 37 deal-ins, of which **15 / 3 on the
discard right after the discarder's own kong** and 4 / 3 robbed kongs; strong makes kongs the
baseline does not (:mod:`.blood_kongs`), and with no kong in hand the two dealt in alike (33 /
32). Sichuan: 226 / 238 deal-ins, 1 / 3 after a kong; in 93 / 101 the tile was the safest of the
discards keeping the distance, in 54 / 73 a safer one kept the acceptance too (of strong's 28
such in the first 300 hands, :data:`KEEP_SLACK` refused 25 and the plan value 9, some both),
79 / 64 had a safer one at a loss of acceptance; the winner's void suit was read in 194 / 201 (no
deal-in on a tile read safe), its readiness read under 0.4 in 140 / 131; 200 / 210 wins were of
1 番. Distance after the discard 1, 2, 3+: 83, 84, 59 / 94, 91, 53. After the kong discard was
read and folded (weights 6 and 2): Yunnan 43 / 34 deal-ins, 5 / 2 after one's own kong.

The kong discard and the tiles let pass, 2,000 duplicate hands against normal, ``--jobs 1``,
before (main 638165e) → after, deal-in ratio in brackets: seed 1 Yunnan +0.41 ± 0.11 (1.06) →
+0.40 ± 0.11 (3.2% / 3.5%, 0.91), Sichuan +1.16 ± 0.45 (1.01) → +1.29 ± 0.46 (19.1% / 19.1%,
1.00); seed 2 Yunnan +0.30 ± 0.11 (4.1% / 3.4%, 1.21) → +0.32 ± 0.11 (3.5% / 3.3%, 1.06), Sichuan
+1.13 ± 0.49 (19.2% / 19.9%, 0.96) → +1.05 ± 0.48 (19.1% / 19.8%, 0.96). Over 6,000 hands,
seed 1: Yunnan +0.39 ± 0.06 (3.8% / 3.5%, 1.09) → +0.38 ± 0.06 (3.4% / 3.5%, 0.97); Sichuan
+1.09 ± 0.29 (18.9% / 19.0%, 0.99) → +1.01 ± 0.31 (18.8% / 18.9%, 0.99): no gain in Sichuan,
where kong discards are rare (1 / 3 deal-ins in 600 hands), and no loss beyond noise.
Sichuan's blood battle (``xuezhan``, 600 hands): +2.15 ± 1.49 (33.9% / 34.2%) → +1.95 ± 1.62
(33.2% / 34.2%). Exploring, 800 hands,
seed 1 (main: Yunnan +0.29 ± 0.18, 4.2% / 3.3%; Sichuan +1.40 ± 0.77, 18.4% / 19.4%): the kong
discard read in full with the free choice alone (share 0.5) Yunnan +0.25 ± 0.18 (4.0% / 3.1%);
folded at Yunnan weight 3, keeping the distance, +0.24 ± 0.18 (3.8% / 3.2%); also out of its
distance +0.24 ± 0.17 (3.7% / 3.1%), Sichuan weight 1 +1.46 ± 0.77 (18.2% / 19.5%); weights 6
and 2 (kept) Yunnan +0.22 ± 0.17 (3.4% / 3.1%; seed 2 +0.41 ± 0.19, 3.6% / 3.3%, against main's
+0.35 ± 0.19, 4.0% / 3.3%), Sichuan +1.46 ± 0.77 (18.2% / 19.6%). With the tiles let pass read
safe: no change in either at 800 hands. Dropped (Sichuan, 800 hands, seed 1, against +1.46 ±
0.77, 18.2% / 19.6%): :data:`KEEP_SLACK` 1.5 +1.13 ± 1.07 (18.3% / 18.8%); folding among the
discards keeping the distance and value by the stance at loss weight 1.0 (Sichuan in
``bot.NO_DEFENCE`` no more) +0.80 ± 1.33 (17.0% / 19.6%, wins 24.0% against 25.2%): giving up
acceptance costs wins. Sichuan's 0.75 is not in reach of the free choice: strong deals in at the
rate normal does per discard (23.2 against 24.5 in 1,000), and the folds measured (here and
in ``bot.NO_DEFENCE``) reach 0.81 at best, at −3.20 a hand.

Measured (duplicate duels against normal, seed 1, ``--jobs 1`` on a machine loaded 8–11 by other
duels; before → after, deal-in ratio strong/normal in brackets): 2,000 hands, Sichuan +1.17 ±
0.32 (1.04) → +1.16 ± 0.45 (1.01), Yunnan +0.34 ± 0.09 (1.11) → +0.41 ± 0.11 (1.06), Wuhan
+1.76 ± 5.12 (0.99) → +0.71 ± 6.41 (0.90), and with an opponent showing four sets (全求人, whose
discarder pays for all three) weighing 3, +0.53 ± 6.42 (0.91): Wuhan is left out (:data:`IN`);
Sichuan seed 2,
1,000 hands: +0.77 ± 0.74 (1.06) → +1.09 ± 0.74 (0.99); Sichuan's blood battle (``xuezhan``,
600 hands): +2.12 ± 1.03 (0.99) → +2.15 ± 1.49 (0.99). The free choice moves the deal-ins a
little and the margins not at all: it does not reach 0.75.

Tried and dropped, Sichuan, 600 hands, seed 1, against the free choice's +1.31 ± 0.89 (deal-ins
18.4% against 19.4%):

* looser choices: an acceptance share of 0.9 +1.30 ± 0.90 (18.2% / 19.7%; seed 2, 1,000 hands,
  +0.96 ± 0.74, 19.2% / 19.9%), with :data:`KEEP_SLACK` 1.0 +0.91 ± 1.14 (18.5% / 19.7%), share
  0.8 and slack 1.0 +0.65 ± 1.18 (19.8% / 18.3%); stricter, slack 0: +1.26 ± 0.61 (19.3% /
  18.8%);
* folding a slow hand (two steps or more from ready after the baseline's discard) against the
  weighted danger, the stance's cost (lost chance to win plus weighted danger × ``HIT`` ×
  weight) over every discard: weight 2 −0.80 ± 1.81 (17.6% / 19.9%, wins 23.4% against 25.2%),
  weight 4 −0.38 ± 1.68 (16.5% / 20.1%); in the last 20 tiles only, the safest tile outright:
  +0.89 ± 1.10 (18.1% / 19.2%). Of strong's deal-ins (200 deals, 143 of them) 49 came from a
  ready hand and 55 from one a step from ready, nearly all to 1-番 hands (126): what a slow hand
  could save is at most about 0.3 points a hand, and folding gave up more in wins.

Yunnan, 600 hands, seed 1, against the free choice's +0.26 ± 0.21 (4.6% / 3.0%): trading
acceptance among the discards of the same score for the pattern-only danger, as the stance
weighs them (acceptance share ** 0.7 of the chance to win against danger × ``HIT`` × weight):
weight 1 +0.09 ± 0.20 (3.8% / 3.8%), weight 3 −0.10 ± 0.22 (3.6% / 3.0%).

Toward a deal-in ratio of 0.75 (issue 17), measured and dropped: each paired against main
(c0d3e68) deal by deal on the same walls (``benchmarks/duel_paired.py``, seed 1, ``--jobs 1``),
the change's own effect first, then strong's and normal's deal-in rates and their ratio over the
same deals. Sichuan, 800 hands (main on those deals +1.46 ± 0.77, 18.2% / 19.6%, 0.93):

* a flush read from the river alone (six discards or more, none of one suit, melds only of it):
  +0.20 ± 0.29, 394 of 400 deals unchanged, 18.2% / 19.5% (0.94): it hardly comes up;
* a looser acceptance while an opponent reads ready: a share of 0.8 from a readiness of 0.4
  +0.00 ± 0.22 (17.4% / 20.0%, 0.87), over 2,000 hands −0.21 ± 0.27 (18.9% / 19.5%, 0.97),
  seed 2 −0.03 ± 0.30 (19.1% / 19.7%, 0.97); 0.6 from 0.4 −0.30 ± 0.73 (0.91); 0.8 from 0.25
  −0.17 ± 0.39 (0.89); 0.5 from 0.25 −0.29 ± 0.71 (0.95, wins 25.2% → 23.1%);
* the same distance alone (plan value may drop): +0.07 ± 0.17 (18.0% / 19.6%, 0.92);
  :data:`KEEP_SLACK` 1.5 −0.32 ± 0.84 (18.3% / 18.8%, 0.97), 3.0 −0.82 ± 0.91 (18.8% / 18.0%,
  1.05, wins 23.4%), 3.0 with the same distance alone −0.52 ± 0.75 (1.02): a broken pair slows
  the hand, which then discards more and deals in no less;
* the free choice from a readiness of 0.03 (``stance.CALM`` 0.15): −0.17 ± 0.14 (0.94);
* the fitted readiness (:mod:`.danger_model`, ``benchmarks/danger_log.py log --hands 400 --seed
  0``): −0.34 ± 0.35 (18.9% / 19.1%, 0.99); with the fitted tile danger −0.28 ± 0.38 (0.98);
* a far hand (three steps or more after the baseline's discard) folding to the safest tile that
  leaves it at most a step further: **−4.35 ± 2.08** (15.1% / 19.4%, **0.78**; wins 25.2% →
  20.5%, normal's 25.2% → 28.8%); only when the baseline's tile reads a risk of 0.1 or more
  −4.24 ± 2.18 (0.78); to the safest tile at the same distance whatever its acceptance −1.72
  ± 1.56 (17.8% / 19.0%, 0.93; wins 22.9%), and so from two steps −6.80 ± 3.01 (16.8% / 18.9%,
  0.89; wins 20.4%). The one lever that moved the ratio near 0.75 cost four points a hand; a
  slower hand stays longer at the table and deals in no less.

Why nothing cheap is left (``benchmarks/duel_deal_ins.py``, 400 hands, seed 1): strong and
normal make as many discards (8.4 a hand) and deal in at about the same rate per discard; a
deal-in costs the discarder what the same win self-drawn would, and with strong seats opposite
(``duel``'s A B A B) a deal-in to a normal seat moves the margin by one win where that seat's
self-draw moves it by two. Yunnan, 800 hands (main +0.22 ± 0.17, 3.4% / 3.1%, 1.12 on those
deals; ``duel_deal_ins.py``: 27 / 21 deal-ins, 4 / 0 on a robbed added kong, 3 / 2 right
after one's own kong): an acceptance share of 0.8 from a readiness of 0.4 −0.01 ± 0.08 (3.5% /
2.9%, 1.19); the free choice from a readiness of 0.03 +0.02 ± 0.04 (3.5% / 2.9%, 1.19).

Sichuan's deal-ins at 2,000 hands (``benchmarks/duel_deal_ins.py --hands 2000 --seed 1``, main
4b6c80c, 2026-11-29; strong / normal, 4,000 seat-hands each): 788 / 790 deal-ins, 24.4 / 24.6
per 1,000 discards (8.1 / 8.0 discards a hand). The discarder was left ready in 278 / 302, a
step from ready in 333 / 340, further in 177 / 148; strong pushed (the discard a strong bot
blind to danger makes) in 740 (274 ready, 306 a step off, 160 further) and was calm (no
opponent read :data:`~.stance.CALM` ready) in 48. Fold-worthy by its own reading (the tile's
risk × ``HIT``, a deal-in weighed as a whole win of its own, above the hand's chance to win
after the discard): 7 / 12. The tile was the safest at its distance in 358 / 345; a safer one
kept the acceptance in 171 / 226, a safer one at a loss of acceptance in 259 / 219. The winner:
1 番 in 690 / 694, 2 番 in 74 / 69, more in 24 / 27; no meld 329 / 309, one 337 / 349, two 115 /
119, three or four 7 / 13; the tile's suit among its melds 246 / 251, not 204 / 215; its void
read by the discarder in 665 / 656 (a tile read as no risk at all dealt in 5 / 6 times); the tile
let pass by it since its last discard 2 / 3; read ready under 0.15 in 115 / 111, 0.15–0.4 in 391
/ 380, 0.4 or more in 282 / 299; the seat the board read likeliest ready in 356 / 358 (a seat
that had claimed in 348 / 341 others). Tiles left: 40 or more 68 / 60, 20–39 518 / 513, under 20
202 / 217. The discarder held a kong in 100 / 38 (:mod:`.blood_kongs`), 8 / 9 on the discard
right after it. The default preset ends the hand at the first win, so no winner was out of the
hand; where one is (``xuezhan``) the readiness reads it as no threat
(:func:`~.readiness.seat_readiness`). The default preset declares no void (``declare_void``
off): the void is read from the river (:func:`~.danger.inferred_void`) and its tiles read as no
danger against that seat. A shown flush weighs what the fan table and the settlement price it
at (:func:`flush_price`: a 清一色 scores 3 番, paid 24 against a plain win's 6, under every
``fan_cap`` choice and with ``gen_counts_kongs``); a 根 doubles again, but is not read (held
concealed; a shown kong is no 根 unless ``gen_counts_kongs``), and 98 / 96 of the deal-ins were
to wins of 2 番 or more.

Yunnan's flush was priced at 2.0 by hand ("one pattern more, double") until it was asked of the
rules, which price it at 1.0 (:func:`flush_price`: 清一色 is 1 番 and the cheapest discard win is
1 番 too, 4 against 4). Paired deal by deal against main a43b34f (``benchmarks/duel_paired.py``,
2,000 duplicate hands against normal, ``--jobs 1``): seed 1 −0.00 ± 0.01 (998 of 1,000 deals the
same; +0.40 ± 0.11 → +0.39 ± 0.11, deal-ins 3.2% / 3.5% either way), seed 2 +0.00 ± 0.00 (999 the
same; +0.32 ± 0.11 → +0.33 ± 0.11, 3.5% / 3.3%): no change, so the rules' figure stands. Sichuan
reads 4.0 as before: ``mahjong-tui duel sichuan --bots strong,normal --hands 400 --seed 1
--json`` gives the same report either way (so does Yunnan's at 400 hands).

Three levers against the pushes, 2,000 duplicate hands against normal, paired deal by deal
against main 4b6c80c (``benchmarks/duel_paired.py``; main seed 1 +1.29 ± 0.46, deal-ins 19.1%
/ 19.1%, ratio 1.00; seed 2 +1.05 ± 0.48, 19.1% / 19.8%, 0.97), each dropped:

* calm discards most dangerous later first: while no opponent read :data:`~.stance.CALM`
  ready, of the discards keeping the baseline's score and acceptance (and :data:`KEEP_SLACK`)
  the one whose danger summed over the opponents, readiness left out, was highest by 0.1 went
  first, so that safe tiles were still held when a threat appeared (the opposite of the early
  free choice :mod:`.discard_winners` measured in Beijing): seed 1 −0.06 ± 0.50 (483 of 1,000
  deals the same; +1.23 ± 0.57, 18.9% / 19.6%, 0.97), seed 2 −0.55 ± 0.59 (507; +0.50 ± 0.69,
  19.4% / 19.1%, 1.01); Yunnan (main seed 1 +0.40 ± 0.11, 3.2% / 3.5%, 0.93;
  seed 2 +0.32 ± 0.11, 3.5% / 3.3%, 1.08) seed 1 −0.04 ± 0.13 (421 the same; 4.0% / 3.6%, 1.11),
  seed 2 −0.08 ± 0.13 (416; 3.5% / 2.9%, 1.21);
* a seat still throwing the suit it gives up read as less ready, one that has finished as more
  (:class:`~.danger.DangerBoard`, where the figures are): seed 1 −0.07 ± 0.35 (860 the same;
  ratio 1.00), seed 2 −0.04 ± 0.26 (884; 0.98);
* a thin ready hand folding a step: where the baseline's discard leaves the hand ready on two
  live copies or fewer and reads a weighted danger of 0.1 or more, the safest discard a step
  from ready reading at most a quarter of that danger: seed 1 −0.45 ± 0.50 (912 the same; +0.84
  ± 0.62, wins 25.1% → 24.6%, deal-ins 19.0% / 19.2%, 0.99), seed 2 −0.58 ± 0.49 (908; +0.47 ±
  0.69, wins 24.6% → 23.9%, 19.0% / 19.9%, 0.96). Wins given up and no deal-in saved: the
  hand a step off goes on discarding.

So 0.75 in Sichuan conflicts with points: strong deals in per discard at normal's rate, and
nearly every deal-in is a push its own reading calls right (7 of 788 fold-worthy even with a
deal-in weighed as a whole win). Strong lost 5,478 points in the hands it dealt in (6.95 a
deal-in), so a quarter of its deal-ins cut for nothing would save at most about 0.34 a
seat-hand, a plain win (6) in eighteen hands; every fold measured (here, in ``bot.NO_DEFENCE``
and above, the nearest to 0.75 reaching 0.78 at −4.35 a hand) gave up more in wins than that.

Yunnan's 0.75 by folding, measured again on main 13ee852 (2026-11-29): the stance switched on there
(Yunnan out of ``bot.NO_DEFENCE``), 2,000 duplicate hands against normal, paired deal by deal
against main (``benchmarks/duel_paired.py``, ``--jobs 1``; main seed 1 +0.39 ± 0.11, deal-ins 3.2%
/ 3.5%, ratio 0.93; seed 2 +0.33 ± 0.11, 3.5% / 3.3%, 1.08); each file's margin strong − normal
and ratio, then the paired change and the deals played the same of 1,000. Folding within the
distance and value (``keep_ready``, on as the drawn hand's check sets it), seed 1: loss weight 2
+0.11 ± 0.12 (1.01), −0.28 ± 0.14 (368); 3 +0.10 ± 0.13 (0.87), −0.29 ± 0.15 (355); 4 +0.07 ±
0.13 (0.80), −0.32 ± 0.15 (332); 6 +0.05 ± 0.12 (0.67), −0.34 ± 0.15 (332); seed 2: 4 +0.03 ±
0.13 (1.00), −0.30 ± 0.15 (312); 6 −0.01 ± 0.13 (0.98), −0.34 ± 0.15 (310). ``keep_ready`` off,
3, seed 1: −0.52 ± 0.13 (0.69), −0.92 ± 0.16 (305). The stance's loss read as the free choice
reads it (:class:`BloodDanger`: a seat with no meld weighed :data:`CONCEALED_YUNNAN`, its pair
waits alone), seed 1: 3 +0.07 ± 0.13 (0.96), −0.32 ± 0.14 (363); 6 −0.03 ± 0.13 (1.00), −0.43 ±
0.14 (345). At 0 the bot plays as with no defence (strong bots, forty seeds, 400 decisions each:
no discard of 13,827 otherwise). Every weight from 2 up costs about a third of a point a hand
(strong's wins 22.9% → 21.4% at 2, 20.1% at 6); from 3 strong deals in less (seed 1: 3.2% →
2.8%, 2.6%, 2.4% at 3, 4, 6), but at seed 2 normal's deal-ins fall with strong's (3.3% → 2.9% at
4, 3.0% at 6), so the ratio that reads 0.67 at seed 1 reads 0.98 there, and the margin's interval
reaches zero at every weight at both seeds. At 2 the stance changed 669 of 3,919 discards
(fifteen seeds, 300 decisions each), the tile thrown reading half the board's risk of the one it
replaced (0.26 against 0.51), and strong dealt in no less. What strong deals in beyond normal is
its kongs (``benchmarks/duel_deal_ins.py --hands 1000 --seed 1``: 69 / 66 deal-ins, 9 / 4 on a
robbed kong, 10 / 5 right after one's own kong), whose money outweighs them (:mod:`.blood_kongs`).
Nothing kept: no fold measured meets the ratio with the margin above zero.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...engine.view import SeatInfo, SeatView
from ...rules.conditions import every_kind
from ...rules.discard_wins import cheapest_discard_win
from ...rules.winnable import Limits, condition_limits
from ...table.actions import Act, Action, Mark
from ...tiles import kinds as K
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ...variants.plan_kinds import PLAN_FANS
from ..context import Ctx
from ..discarding import DiscardChoice
from ..plan_list import Plan
from .danger import PAIR, PASSED, DangerBoard, Opponent
from .payoffs import payoff
from .stance import CALM

IN = frozenset({"sichuan", "yunnan"})
"""The variants where the free choice is made (the others but Wuhan defend by :mod:`.stance`).
Not Wuhan: there it measured lower at two seeds (2,000 hands each, before → after: seed 1 +1.76
± 5.12 → +0.53 ± 6.42, deal-in ratio 0.99 → 0.91; seed 2 −1.16 ± 5.44 → −4.07 ± 6.41, 1.05 →
1.10), within the noise but no better; its wilds and chows leave the danger reading coarse. Again with
no danger from the seats that have not opened (:mod:`.wuhan_defence`): seed 1 −0.07 ± 5.81 (win
24.6% / 24.9%, deal-ins 17.6% / 17.1%, ratio 1.03), seed 2 −1.25 ± 6.44 (1.05), lower again. Again
with the opening claims (:mod:`.wuhan_open_claims`), paired against main c0d3e68 (800 hands, seed
1): −1.00 ± 9.51, 119 of 400 deals unchanged, deal-ins 17.5% / 17.6% (0.99) against main's 17.8% /
18.3% (0.97). ``benchmarks/duel_deal_ins.py`` (400 hands, seed 1): 145 / 144 deal-ins, 22.2 /
22.1 per 1,000 discards, 128 of strong's with 40 tiles or more left, in 47 a safer tile kept the
distance and acceptance; every one a push. Also measured
before the stance, in variants that defend by it (2,000 hands, seed 1, against the build without
it): MCR −0.12 ± 1.32 (ratio 0.77) against −0.18 ± 1.30 (0.78), Shandong +1.77 ± 0.67 (0.89)
against +1.72 ± 0.69 (0.88), Shaanxi +2.23 ± 1.04 (0.88) against +2.34 ± 1.04 (0.88), Beijing
+0.52 ± 0.18 (0.79) against +0.50 ± 0.18 (0.80): no change beyond noise, so it stays off there."""
CONCEALED_YUNNAN = 0.4
"""Where a plain hand cannot win on a discard (:attr:`BloodRules.patterns_only`; measured in
Yunnan): the weight of an opponent showing no meld (seven pairs and concealed pungs can)."""
FLUSH_RIVER_SHARE = 0.15
"""A flush is read when at most this share of the opponent's discards are of its meld suit."""
FLUSH_MELDS = 2
"""Melds all of one suit from which a flush is read."""
MARGIN = 0.02
"""A discard replaces the baseline's only when its weighted danger is lower by this."""
ACCEPTANCE_SHARE = 1.0
"""The share of the baseline discard's acceptance a safer discard must keep."""
KEEP_SLACK = 0.5
"""How much more a safer discard may be worth keeping on its own (pairs, neighbours) than the
baseline's: acceptance now does not see what a broken pair or neighbour costs later."""

KONG_ACCEPTANCE_SHARE = 0.5
"""The share of the baseline discard's acceptance a safer discard must keep when it is a kong
discard (槓上炮: in Yunnan any ready hand wins on it, in Sichuan it doubles and takes the kong's money)."""
KONG_KEEP_SLACK = 2.0
""":data:`KEEP_SLACK` for a kong discard."""
PASSED_SAFE = True
"""A tile an opponent let pass since its last discard cannot win for it: its hand has not
changed since, a bot declares every win it can, and in Yunnan one who passes a win may not win
on a discard before it draws again. The board reads "since its last discard" by river position
(:class:`~.danger.DangerBoard`), which claims can shift: in 400 duplicate Sichuan hands (seed 1)
1 of 311 deal-ins was on a tile so read (``benchmarks/duel_deal_ins.py``). Measured alone, 800
hands, seed 1: no change in either variant's margin or deal-ins (it seldom decides)."""
KONG_DISCARD_WEIGHT = {"yunnan": 6.0, "sichuan": 2.0}
"""The loss weight (:mod:`.stance`) of a kong discard, where the bot folds it among all its
discards (also out of its distance). Yunnan: a deal-in on it costs at least a 1-番 discard win (4)
where the same plain hand self-drawn costs 1; Sichuan: it doubles the win and hands over the kong's
money. Yunnan, 800 hands, seed 1: weight 3 +0.24 ± 0.17 (deal-ins 3.7% / 3.1%), 6 +0.22 ± 0.17
(3.4% / 3.1%); seed 2 at 6 +0.41 ± 0.19 (3.6% / 3.3%) against main's +0.35 ± 0.19 (4.0% / 3.3%)."""


@dataclass(frozen=True)
class BloodRules:
    """What the defence reads of the variant's own rules (:func:`blood_rules`), none copied here."""

    flush: float
    """What a deal-in to a shown flush costs against a plain deal-in (:func:`flush_price`)."""
    patterns_only: bool
    """A plain hand cannot win on a discard: the cheapest discard win is worth more than a plain
    hand (Yunnan: 平胡 wins self-drawn only)."""
    limits: Limits | None
    """The kind sets every win must lie within, one of them (Sichuan 缺門: two suits at most)."""
    kinds: frozenset[Tile]
    """Every kind of the tile set."""


def flush_price(variant: Variant) -> float:
    """What a deal-in to a flush costs against a plain deal-in, as the settlement pays them
    (:func:`~.payoffs.payoff`): a plain hand with the flush fan added, as the fan table counts
    it, over a plain hand, each raised to the cheapest win a discard may pay
    (:func:`cheapest_discard_win`). Sichuan: 清一色 alone counts (3 番, 24) against 平胡 (1 番,
    6): 4. Yunnan: a plain hand cannot win on a discard, so a plain deal-in is one of a single
    pattern (1 番, 4); 清一色 is such a pattern itself (平胡 0 + 清一色 1 = 1 番, 4): 1. A flush
    is still read apart there: it wins on a discard with any shape, so its whole danger counts
    (:meth:`BloodDanger._pattern_only` reads the others'). 1.0 where the table has no flush."""
    evaluator = variant.evaluator
    flush = next((f for f in PLAN_FANS["pure_flush"] if variant.fan_spec(f) is not None), None)
    if flush is None:
        return 1.0
    plain = evaluator.plain_fans()
    flush_value = cheapest_discard_win(variant, evaluator.value_of([*plain, flush]))
    plain_value = cheapest_discard_win(variant, evaluator.value_of(plain))
    if flush_value is None or plain_value is None:
        return 1.0
    players = max(variant.seats)
    plain_cost = payoff(variant, players, plain_value).deal_in
    return payoff(variant, players, flush_value).deal_in / plain_cost if plain_cost > 0 else 1.0


@lru_cache(maxsize=16)
def blood_rules(variant: Variant) -> BloodRules:
    """The rules the defence reads, asked once per variant (the loader keeps one of each)."""
    plain = variant.evaluator.value_of(variant.evaluator.plain_fans())
    cheapest = cheapest_discard_win(variant, plain)
    patterns_only = cheapest is None or cheapest > plain
    return BloodRules(flush_price(variant), patterns_only, condition_limits(variant, 0), every_kind(variant))


@dataclass(frozen=True)
class Threat:
    """One opponent's weights, read from its melds and river."""

    opponent: Opponent
    weight: float
    """What a deal-in to it costs, in plain wins."""
    flush: int | None
    """The suit of the flush it shows (0 m, 1 p, 2 s), if any."""
    blocked: frozenset[Tile]
    """The kinds it cannot win on: outside every kind set a win must lie within
    (:attr:`BloodRules.limits`) that holds its melds (Sichuan: its melds show two suits, so
    not the third)."""


def _meld_suits(s: SeatInfo) -> list[int]:
    """The suit of each visible set (3 for honours; Wuhan's one-tile set-aside kongs are no set)."""
    return [K.suit_of(mv.meld.tiles[0]) for mv in s.melds if mv.meld is not None and mv.size >= 3]


def _flush_suit(s: SeatInfo) -> int | None:
    """The suit of the flush ``s`` shows: :data:`FLUSH_MELDS` melds or more, all of one suit, and
    few of it in its river. A meld of honours rules a flush out: Yunnan's 清一色 is one suit with
    no honour (or honours only, :func:`~mahjong_tui.scoring.rules_southwest.one_suit_or_honours`),
    and Sichuan has none. (Passing over honour melds in Yunnan, as before, read flushes the rules do
    not see; reading them changed no figure: Yunnan, 800 hands, seeds 1 and 2, +0.22 ± 0.17 and
    +0.41 ± 0.19, deal-ins 3.4% / 3.1% and 3.6% / 3.3%, either way.)"""
    suits = _meld_suits(s)
    if len(suits) < FLUSH_MELDS or len(set(suits)) != 1 or suits[0] == 3:
        return None
    suit = suits[0]
    river = [r.tile for r in s.river]
    same = sum(1 for t in river if K.is_suited(t) and K.suit_of(t) == suit)
    return suit if river and same <= FLUSH_RIVER_SHARE * len(river) else None


def _blocked(rules: BloodRules, s: SeatInfo) -> frozenset[Tile]:
    """The kinds ``s`` cannot win on by the kind sets a win must lie within: those outside every
    set holding its visible sets (none where no set holds them all: left to the danger board)."""
    if rules.limits is None:
        return frozenset()
    shown = {t for mv in s.melds if mv.meld is not None and mv.size >= 3 for t in mv.meld.tiles}
    fits = [kinds for kinds in rules.limits if shown <= kinds]
    return rules.kinds - frozenset().union(*fits) if fits else frozenset()


def read_threats(variant: Variant, view: SeatView, board: DangerBoard, kong_discard: bool = False) -> list[Threat]:
    """Each opponent's weights in ``variant``; ``kong_discard``: the discard is a kong discard
    (槓上炮), itself a pattern, so a plain hand wins on it where it otherwise needs one."""
    rules = blood_rules(variant)
    seats = {s.seat: s for s in view.seats}
    out = []
    for o in board.opponents:
        s = seats[o.seat]
        flush = _flush_suit(s)
        weight = 1.0
        if rules.patterns_only and not s.melds and flush is None and not kong_discard:
            weight = CONCEALED_YUNNAN
        out.append(Threat(o, weight, flush, _blocked(rules, s)))
    return out


class BloodDanger:
    """The weighted danger of each tile: readiness × danger × what a deal-in would cost."""

    def __init__(self, variant: Variant, view: SeatView, board: DangerBoard) -> None:
        self.board = board
        kong_discard = view.kong_discard
        rules = blood_rules(variant)
        self.threats = read_threats(variant, view, board, kong_discard)
        self.flush = rules.flush
        self.patterns_only = rules.patterns_only and not kong_discard

    def against(self, th: Threat, t: Tile) -> float:
        """The weighted danger of ``t`` against one opponent."""
        suit = K.suit_of(t) if K.is_suited(t) else None
        opp = th.opponent
        if t in th.blocked or (PASSED_SAFE and t in opp.passed):
            return 0.0
        if suit is not None and suit == th.flush:
            return opp.readiness * self.board.against(opp, t) * th.weight * self.flush
        d = self._pattern_only(opp, t) if self.patterns_only else self.board.against(opp, t)
        return opp.readiness * d * th.weight

    def _pattern_only(self, opp: Opponent, t: Tile) -> float:
        """Yunnan, no flush read: a discard win needs a pattern, mostly all pungs or seven pairs,
        which wait on pairs and single tiles only: the danger's pair part, not its runs."""
        if not K.is_suited(t) or t in opp.discarded or (opp.void is not None and K.suit_of(t) == opp.void):
            return self.board.against(opp, t)
        d = PAIR * min(self.board.unseen[t], 3) / 3
        return d * PASSED if t in opp.passed else d

    def risk(self, t: Tile) -> float:
        return sum(self.against(th, t) for th in self.threats)


def blood_defends(variant: Variant) -> bool:
    return variant.family in IN


class SaferDiscard(DiscardChoice):
    """Mixed into the strong bot: :meth:`_safer_discard` vets the discard it would make."""

    variant: Variant

    def danger_board(self, view: SeatView) -> DangerBoard:
        """The decision's danger readings (the strong bot's)."""
        raise NotImplementedError

    def _acceptance(self, ctx: Ctx, plan: Plan, tiles: list[Tile]) -> dict[Tile, int]:
        """The unseen copies improving the hand after each discard of ``tiles`` (the strong bot's)."""
        raise NotImplementedError

    def _kong_weight(self, view: SeatView) -> float | None:
        """The loss weight of a kong discard (:data:`KONG_DISCARD_WEIGHT`) where the bot does not
        otherwise fold; None elsewhere."""
        return KONG_DISCARD_WEIGHT.get(self.variant.family) if view.kong_discard else None

    def _safer_discard(self, ctx: Ctx, discards: list[Action], base: Action) -> Action:
        """``base``, or a discard keeping its score and acceptance that is clearly less dangerous
        (when some opponent may be ready)."""
        if base.type is not Act.DISCARD or base.tile is None:
            return base
        board = self.danger_board(ctx.view)
        if board.threat < CALM:
            return base
        by_tile: dict[Tile, list[Action]] = {}
        for a in discards:
            if a.choice is not Mark.SWAP_CALL and a.tile is not None:
                by_tile.setdefault(a.tile, []).append(a)
        own = base.tile
        reading = BloodDanger(self.variant, ctx.view, board)
        mine = reading.risk(own)
        safer = [t for t in by_tile if t != own and reading.risk(t) < mine - MARGIN]
        if not safer:
            return base
        plans = [p for _, p in self._ranked(ctx)] or list(self.book.plans)
        scores = self._discard_scores(ctx, plans, [by_tile[t][0] for t in [own, *safer] if t in by_tile])
        kong = ctx.view.kong_discard
        if kong:  # a kong discard may give up plan value, not distance
            same = [t for t in safer if scores[t][0] == scores[own][0]]
        else:
            same = [t for t in safer if scores[t] == scores.get(own)]
        if not same:
            return base
        acc = self._acceptance(ctx, plans[0], [own, *same])
        limit = self._keep_value(own, ctx) + (KONG_KEEP_SLACK if kong else KEEP_SLACK)
        share = KONG_ACCEPTANCE_SHARE if kong else ACCEPTANCE_SHARE
        kept = [t for t in same if acc[t] >= share * acc[own] and self._keep_value(t, ctx) <= limit]
        if not kept:
            return base
        pick = min(kept, key=lambda t: (reading.risk(t), -acc[t], t))
        # declaring ready is the baseline's call
        return next((a for a in by_tile[pick] if not a.ready), by_tile[pick][0])
