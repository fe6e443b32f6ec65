"""The danger reading fitted from logged play: two logistic regressions, read as data.

``P(ready | opponent's row)`` and ``P(tile wins | ready, tile's row)`` (the rows:
:mod:`.danger_model_features`), fitted per variant by ``benchmarks/danger_log.py`` (its
docstring names the seeds and hands) and kept in ``danger_model.json`` beside this file: plain
coefficients, so the package reads them without the fitting code. A tile's danger against an
opponent is then P(ready) × P(wins | ready), a probability, where the hand-set reading
(:mod:`.danger`, :mod:`.readiness`) multiplied a shape share by ``stance.HIT``.

Calibration on held-out hands (normal bots, seeds 5000–5199, every variant below; the
predicted chance that the discarded tile deals in, summed over the opponents, against how
often it did): the fitted reading is calibrated in every bucket (0.150 predicted, 0.135 seen;
0.248 and 0.252), where the hand-set one under-states the top (0.133 predicted, 0.244 seen) and
over-states the low middle (0.015, 0.007); log loss 0.0664 against 0.0711, lower in each
variant. The table is ``benchmarks/danger_log.py calibrate``'s.

In duplicate duels against normal it is not the sharper tile reading that pays but the fitted
readiness (:data:`READS`). The whole model, with the loss weights as fitted to the hand-set
reading (:mod:`.stance`), folds too much: Hebei, 2,000 hands, seed 1, −2.29 ± 0.69 a hand,
deal-ins 12.4% of 21.0% (main −0.56 ± 0.70, 14.3% of 21.2%); Shaanxi +1.79 ± 1.05, 15.1% of 18.8%
(main +1.88 ± 1.20, 15.7% of 19.2%). Its danger scaled down (:data:`SCALE`; Hebei and 明將,
400 hands, against main's −0.89 ± 1.55 and +0.29 ± 1.30): at 0.5 −1.39 and −0.07, at 0.25 −0.34
and +0.40 (deal-ins up to 0.90 and 0.80 of normal's); the tile reading alone (hand-set
readiness) at 1.0 −2.54 and −1.39, at 0.5 −0.82 and +0.07. The fitted readiness alone, with the
hand-set tile reading: see :data:`USED_IN`. The tile reading capped at 1 and with a loss weight
fitted for it, in Shandong and Shaanxi: see :data:`READS_BY_VARIANT`.

Measured and dropped: the model fitted on tables seated as in a duel (``danger_log.py log
--strong-seats``: strong bots in every other seat, the rest normal; 400 hands a variant, seed 0),
so that it reads strong opponents too. Paired deal by deal against main 20ed67d (2,000 hands,
seed 1; deal-in ratio strong/normal, main's in brackets): MCR −0.41 ± 0.93 (0.76; 0.71),
Shandong −0.14 ± 0.43 (0.79; 0.74), Shaanxi −0.41 ± 0.58 (0.85; 0.82), Hebei +0.14 ± 0.36
(0.93; 0.97), 明將 +0.14 ± 0.36 (0.67; 0.69), Beijing +0.01 ± 0.08 (0.70; 0.70); the Malaysian
game played every deal alike. It folds less where the deal-in target was met and no better
where it was not.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources

from .danger_model_features import READY_NAMES, WIN_NAMES

MODEL_FILE = "danger_model.json"
USED_IN: frozenset[str] = frozenset({"hebei", "mingjiang", "shandong", "beijing", "shaanxi", "mcr"})
"""The variants whose strong bot reads the fitted model (as :data:`READS` says); elsewhere the
hand-set reading stays (Sichuan, Yunnan and Wuhan do not defend; the chess sets read their
pieces, :mod:`.chess_danger`). With the fitted readiness and the hand-set tile reading, 2,000
duplicate hands against normal, seed 1, against main (d7b7d98): Hebei −0.16 ± 0.66 a hand,
deal-ins 14.6% of 20.8% (−0.56 ± 0.70, 14.3% of 21.2%); Shandong +1.72 ± 0.69, 16.7% of 18.9%
(+0.83 ± 0.77, 15.9% of 19.8%); Shaanxi +2.34 ± 1.04, 16.2% of 18.5% (+1.88 ± 1.20, 15.7% of
19.2%); 明將 +0.34 ± 0.56, 13.2% of 18.9% (+0.18 ± 0.54, 12.7% of 18.8%); Beijing +0.50 ±
0.18, 7.4% of 9.2% (+0.42 ± 0.18, 7.5% of 8.9%). The fitted curve reads one early meld as a
few per cent ready where the hand-set one read 15% (enough to defend), and a hand cutting
middle tiles from its hand late as readier: the bot defends later and against the right
hands, wins more and deals in a little more. Not kept: MCR −0.44 ± 1.28, 13.7% of 16.6% (main
−0.18 ± 1.30, 13.1% of 16.9%); the Malaysian game −0.10 ± 0.80, 11.0% of 24.1% (main +0.60 ±
0.74, 13.9% of 24.5%: fewer deal-ins, fewer points). There the curves stayed; MCR reads the model
since, with a loss weight of its own, measured after its ready-hand chances
(:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`). Nor in Sichuan and
Yunnan's free choice (:mod:`.blood_defence`), fitted on ``benchmarks/danger_log.py log --hands
400 --seed 0`` of each and paired against main c0d3e68 (``benchmarks/duel_paired.py``, seed 1;
strong's and normal's deal-ins): Sichuan, 800 hands, readiness −0.34 ± 0.35 (18.9% / 19.1%),
readiness and tile danger −0.28 ± 0.38 (18.8% / 19.1%), against main's 18.2% / 19.6%; Yunnan,
readiness and tile danger, 800 hands +0.13 ± 0.17, 2,000 hands −0.02 ± 0.10 (3.8% / 3.4%,
main 3.2% / 3.5%); readiness alone, 2,000 hands, +0.01 ± 0.07 (3.3% / 3.4%), seed 2 −0.04 ±
0.07 (3.6% / 3.3%, main 3.5% / 3.3%).

Shaanxi's stakes (下炮子), put down after the deal by how near the dealt hand is to a win and
shown to every seat, read as readiness and dropped. On duel tables (strong against normal, 300
deals, seed 11) a seat's stakes said more than its row: with 1 stake (normal's answer to a hand
two from ready) 16% were ready after four to six discards against 7% read, with 4 (strong's
answer to two or nearer) 11% against 7%, with none 4% against 6%. The fitted readiness, its
log-odds moved by the stakes (none −0.31, 1 +0.78, 2 and 3 +1.5, 4 +0.28; log loss 0.2694 →
0.2609), 800 duplicate hands against normal, seed 1, paired against the reading without
(``benchmarks/duel_paired.py``): −0.41 ± 0.82 (deal-in ratio 0.85 → 0.96: the seats with no
stake, most of them, read less ready and the bot defends later); raised only, the seats with
no stake read as before: −0.51 ± 0.66 (0.85 → 0.90).

Read again (main a43b34f), with what differs: the stakes as columns of the row the readiness is
fitted on, each count apart and each with the discards made (the stakes tell how near the dealt
hand was, so they say most early), the whole readiness refitted with them
(``danger_log.py log --strong-seats``, 500 hands each of seeds 0 and 500; the view showing each
seat's stakes), and measured paired at 2,000 hands. On the duel's tables
(``benchmarks/duel_readings.py calibrate``, 800 hands, seed 1) the reading without them reads
seats with 1 stake under what they are (0.24 ready against 0.12 with none; in the bucket read
0.12, 0.30 were ready), 2 stakes (0.36) far under, 4 (0.17) a little under. Held out (those
tables, 400 deals of seed 1 and 300 of seed 2, 88,443 readings) the refit read log loss 0.2794 →
0.2691, AUC 0.875 → 0.886, calibrated in every bucket; the same columns without the stakes,
refitted on such tables (seeds 11 and 12), 0.2791, and ``wall_low`` read on the tiles left to
draw (Shaanxi's wall ends with 26 in reserve, so under 20 in the wall comes only after a kong)
changed nothing (0.2724 and 0.2724, fitted on seed 1, read on seed 2). In play, paired against
main a43b34f (``benchmarks/duel_paired.py``, 2,000 hands against normal; each file's margin and
deal-in ratio): seed 1 +2.29 ± 1.09 (0.82) → +2.04 ± 1.13 (0.85), −0.25 ± 0.69 (754 of 1,000
deals the same); seed 2 +0.88 ± 1.10 (0.85) → +1.30 ± 1.13 (0.84), +0.42 ± 0.78 (737). At seed 1
the ratio rose, as before, the seats with no stake, three in four, reading less ready: of
strong's deal-ins in deals 1–400 of seed 1, 166 → 176 to a seat with none, 238 → 258 in all.
Dropped: a sharper reading, no lower ratio."""


class DangerModelError(ValueError):
    """The coefficients file is broken: the message says where, in one line."""


@dataclass(frozen=True)
class Logistic:
    weights: tuple[float, ...]

    def __call__(self, row: list[float]) -> float:
        z = sum(w * x for w, x in zip(self.weights, row, strict=True))
        if z < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))


@dataclass(frozen=True)
class DangerModel:
    ready: Logistic
    win: Logistic
    scale: float = 1.0
    """A factor on the danger as the stance weighs it (:data:`SCALE_BY_VARIANT`)."""
    reads_ready: bool = True
    """Readiness from the model (else the hand-set curve, :mod:`.readiness`)."""
    reads_win: bool = True
    """A tile's danger from the model (else the hand-set reading, :mod:`.danger`)."""


SCALE = 1.0
"""The fitted danger as the stance weighs it, against the loss weights (:mod:`.stance`), which
were fitted to the hand-set reading."""
SCALE_BY_VARIANT: dict[str, float] = {}
READS = (True, False)
"""What the model reads where :data:`READS_BY_VARIANT` does not say: (readiness, tile danger);
the tile reading stays the hand-set one (it measured worse in the duels, above)."""
READS_BY_VARIANT: dict[str, tuple[bool, bool]] = {
    "shandong": (True, True),
    "shaanxi": (True, True),
    "beijing": (True, True),
    "mcr": (True, True),
}
"""Where the fitted tile danger is read too, capped at a tile dangerous in every way
(:meth:`~.danger.DangerBoard.against`), with the loss weight fitted for it
(:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`) and folding in steps (:mod:`.fold_steps`).

Measured (duplicate duels against normal, ``--jobs 1`` on a machine loaded 8–12 by other
duels; deal-in ratio strong/normal in brackets), against main (b94c4b7: fitted readiness,
hand-set tile reading, weight 1.0): Shandong, 2,000 hands, seed 1, main +1.72 ± 0.69 (0.88);
the tile reading at 1.0 +1.95 ± 0.67 (0.81); at 1.5 +1.47 ± 0.67 (0.72); at 1.5 in steps
(margin 0.03) +1.65 ± 0.66 (0.74), at 1.25 in steps +1.65 ± 0.66 (0.79); seed 2, main +1.72
± 0.64 (0.84), at 1.0 +1.40 ± 0.64 (0.80), at 1.25 in steps +1.47 ± 0.66 (0.80), at 1.5 in
steps +1.39 ± 0.68 (0.76). Shaanxi, seed 1, main +2.34 ± 1.04 (0.88); at 1.0 +2.17 ± 1.06
(0.86); at 1.25 in steps +2.08 ± 1.07 (0.85); at 1.5 in steps +2.29 ± 1.09 (0.82); at 2.0 in
steps +1.65 ± 1.10 (0.78); seed 2, main +1.09 ± 1.09 (0.93), at 1.5 in steps +0.88 ± 1.10
(0.85). Kept: 1.5 in steps in both (Shandong's weight 1.75 since:
:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`), the deal-ins down by 6–14% of normal's rate at margins
within noise of main's (−0.07 and −0.33 in Shandong, −0.05 and −0.21 in Shaanxi); Shaanxi does
not reach 0.75. Why not (``benchmarks/duel_deal_ins.py --variant shaanxi --hands 400 --seed 1``,
this build): of strong's 120 deal-ins 63 were pushes of hands left ready (the winner read 0.44
ready on average) and 21 of hands one step off; 11 came with no opponent read at ``stance.CALM``,
19 from a safer discard at the same distance, 1 from a fold. The tile was dangerous as read
(0.81 against the winner on average): these are the push/fold line, not the reading. And in
Shaanxi every loser pays every win alike (a deal-in costs the discarder what it costs the others,
a self-draw twice that): folding a ready hand gives up our win and saves nothing unless it stops
the opponent's win altogether, so the fewer deal-ins a harder fold buys cost points (at 2.0 in
steps +1.65 ± 1.10, 0.78; an earlier build at 3.0, hand-set reading, −0.93 ± 0.50, 0.73).

Hebei, with the cap, at its loss weight 1.5 (2,000 duplicate hands, seed 1, paired against the
hand-set tile reading deal by deal on the same walls, ``benchmarks/duel_paired.py``): −0.55 ±
0.45 (+0.43 ± 0.64 → −0.12 ± 0.65, deal-in ratio 0.86 → 0.83): fewer points for hardly fewer
deal-ins, so Hebei keeps the hand-set tile reading. At 1.0, paired against main 2ebef37: −0.36 ±
0.42 (→ +0.07 ± 0.62, 0.86 → 0.88, wins self-drawn 6.5% → 5.8% of seat-hands).

Beijing reads it since a seat that can no longer win on a discard (it claimed a chow or pung,
or threw a wild) reads no readiness (:mod:`.discard_winners`), at loss weight 2.5: the figures
are there. Before that it was tried and not kept (800 hands, seed 1, capped tile reading):
Beijing at its priced weight (1.49) +0.32 ± 0.28 (0.74) against +0.34 ± 0.29 (0.80), but at
2,000 hands +0.41 ± 0.18 (0.79) against main's +0.50 ± 0.18 (0.80): no fewer deal-ins, fewer
points (its fitted tile reading reads nearly every suit tile as safe against a hand showing a
meld, and such a hand, which cannot win on a discard there, was the one the board read ready);
folding in steps changed nothing there (margin 0.05: the same figures).

Beijing's tile reading fitted on the seats that may win on a discard alone, the only ones the
board reads it against (``danger_log.py log`` writes no tile row against the others; the
package's coefficients are still those fitted on every ready seat, before it left them out),
measured twice and dropped. Fitted on every ready seat, nearly three rows in four come from opened
hands, which win on no discard there, so it reads a concealed ready hand's danger low (held-out
hands, ``log --hands 200 --seed 5000``: the discard's chance to deal in read 0.0066 on average,
0.0097 seen; by kind, seen / read / read when fitted on those seats, honours 2.2% / 0.6% / 1.7%,
terminals 6.0 / 3.5 / 5.0, threes and sevens 15.1 / 8.4 / 12.0, fours and sixes 13.1 / 7.9 /
11.3, but twos and eights 6.6 / 6.2 / 9.0 and fives 7.8 / 8.3 / 11.9; fitted on those seats
0.0101 on average, log loss 0.0482 → 0.0474). Duplicate duels against normal, 2,000 hands,
paired deal by deal against main (a43b34f, and again 661b1d7, the same to the deal;
``benchmarks/duel_paired.py``; margin strong − normal and deal-in ratio of each file, the ratio
read from the rates as ``duel`` prints them, then the paired change and the deals played the
same of 1,000). At the loss weight of 4.0: seed 1 +0.54 ± 0.18 (0.70) → +0.54 ± 0.17 (0.69),
+0.00 ± 0.08 (883); seed 2 +0.34 ± 0.17 (0.77) → +0.33 ± 0.17 (0.76: 6.8% of 8.9%, 270
deal-ins against 358), −0.00 ± 0.08 (869); seed 3 +0.25 ± 0.17 (0.66) → +0.17 ± 0.18 (0.67),
−0.08 ± 0.08 (877); over the three −0.03 ± 0.05: seed 2 misses issue 17's 0.75. The loss weight
was fitted to the reading as it is (:data:`~.stance.LOSS_WEIGHT_BY_VARIANT`) and a calibrated
reading at that weight folds a little harder; harder still, at 4.5 seed 2 +0.31 ± 0.17 (0.76:
6.7% of 8.8%), −0.02 ± 0.10 (846); at 5.0 seed 1 +0.51 ± 0.17 (0.63), −0.03 ± 0.09 (825), seed
2 +0.27 ± 0.17 (0.72), −0.06 ± 0.11 (823), seed 3 +0.13 ± 0.18 (0.63), −0.12 ± 0.10 (826); over
the three −0.07 ± 0.06, the ratio met for points lost. With the weight scaled down by the
reading's rise (2.6, so that the average danger weighs as before and only the order of the
tiles changes), seed 2 +0.37 ± 0.16 (0.85), +0.03 ± 0.08 (855): it pushes more and deals in
more. All dropped.

Shandong's pair must be a 2, 5 or 8 (二五八將), so a ready hand waits singly on no other kind. Its
tile reading did not know: held out (seeds 5000–5199), a ready hand won on a 5 11.7% of the time
where it read 6.6%, on a 4 or 6 4.0% where it read 5.4%. A column for the kinds the grammar
allows as the pair (``Grammar.pair_kinds``, where it allows fewer than all) was fitted at +0.78
and read them well (fives 10.5%, fours and sixes 4.3%; log loss 0.0623 → 0.0616), but played no
better: paired against main a43b34f, 2,000 hands, seed 1 +1.67 ± 0.66 (0.74) → +1.84 ± 0.65
(0.75), +0.17 ± 0.47 (748 of 1,000 deals the same); seed 2 +1.45 ± 0.68 (0.76) → +1.27 ± 0.68
(0.77), −0.18 ± 0.43 (761). The sharper reading moved which tiles were pushed, not how many
dealt in: dropped. Nor its readiness from the share of 2s, 5s and 8s in a seat's river (a seat
throwing them has its pair, or is not looking for one): fitted at +1.70 on seed 0's hands, but
held out it hardly read better (log loss 0.2930 → 0.2926) and read the seats whose river held
40% or more of them, read under 0.15 before, 15% ready where 6% were: not measured in duels.

Tried and not kept
(800 hands, seed 1, capped tile reading): Shandong at 0.7 +1.68 ± 1.02 (0.83), Shaanxi
at 0.7 +2.42 ± 1.56 (0.91) against +2.80 ± 1.59 (0.88) at 1.0. The fitted chance read in a
unit of its own in place of ``HIT`` (so the stance weighs the calibrated chance, up to 0.25 for
the riskiest tiles): Shandong unit 0.25 +1.46 ± 0.97 (0.77), 0.15 +1.49 ± 0.99 (0.77), Shaanxi
0.25 +1.62 ± 1.59 (0.82), against +2.15 ± 1.00 (0.80) and +2.80 ± 1.59 (0.88) in ``HIT``: it
folds ready hands more and loses wins. No defence below a readiness of 0.05 in place of
``stance.CALM`` 0.15: Shandong +2.07 ± 1.11 (0.80), Shaanxi +3.24 ± 1.81 (0.90).

明將 tried and not kept (2,000 duplicate hands against normal; "paired": this build's per-deal
margins less main's on the same walls, ``benchmarks/duel_paired.py``): the fitted tile
reading at its loss weight 3.0, seed 1 +0.67 ± 0.54 (deal-ins 12.8% of 19.1%) against +0.51 ±
0.55, paired +0.16 ± 0.43; seed 2 −0.05 ± 0.58 (12.2% of 18.9%) against +0.18 ± 0.57, paired
−0.22 ± 0.50; at 2.0 (seed 1) paired −0.07 ± 0.44, at 4.0 +0.03 ± 0.44 (wins 20.9% against
22.7%). Fewer deal-ins, as many fewer wins: no more points, as with every fold lever there."""


def _weights(entry: object, key: str, names: tuple[str, ...], where: str) -> Logistic:
    if not isinstance(entry, dict) or not isinstance(entry.get(key), dict):
        raise DangerModelError(f"{where}: no '{key}' table of coefficients")
    table = entry[key]
    missing = [n for n in names if n not in table]
    if missing:
        raise DangerModelError(f"{where}.{key}: missing coefficient '{missing[0]}'")
    extra = [n for n in table if n not in names]
    if extra:
        raise DangerModelError(f"{where}.{key}: unknown coefficient '{extra[0]}'")
    out = []
    for n in names:
        w = table[n]
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w):
            raise DangerModelError(f"{where}.{key}.{n}: not a finite number: {w!r}")
        out.append(float(w))
    return Logistic(tuple(out))


def parse_models(text: str) -> dict[str, DangerModel]:
    """The models by variant id from the coefficients file's text; a broken file raises
    :class:`DangerModelError` with a one-line message."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise DangerModelError(f"{MODEL_FILE}: not JSON ({e.msg}, line {e.lineno})") from None
    if not isinstance(data, dict) or not isinstance(data.get("variants"), dict):
        raise DangerModelError(f"{MODEL_FILE}: no 'variants' table")
    return {
        vid: DangerModel(
            _weights(entry, "ready", READY_NAMES, vid),
            _weights(entry, "win", WIN_NAMES, vid),
        )
        for vid, entry in data["variants"].items()
    }


@cache
def models() -> dict[str, DangerModel]:
    """The package's fitted models, by variant id (read once)."""
    return parse_models(resources.files(__package__).joinpath(MODEL_FILE).read_text(encoding="utf-8"))


def model_for(variant_id: str) -> DangerModel | None:
    """The fitted model for a variant, where one was fitted and measured in use (:data:`USED_IN`)."""
    got = models().get(variant_id) if variant_id in USED_IN else None
    if got is None:
        return None
    ready, win = READS_BY_VARIANT.get(variant_id, READS)
    return replace(got, scale=SCALE_BY_VARIANT.get(variant_id, SCALE), reads_ready=ready, reads_win=win)
