"""Push or fold: the expected gain of playing on against the expected loss of a discard.

The gain is the chance to win from the hand's distance to its best plan, fading as the wall
runs out; the loss of a discard is its readiness-weighted danger (:class:`~.danger.DangerBoard`)
times the chance that a tile dangerous in every way does hit a ready hand. Both are in units of
what a win of our own gains.

What a deal-in costs against what a win gains comes from the variant's own payments
(:mod:`.payoffs`, asked of the settlement) for a win of the variant's mean value
(:data:`PRICED`): a win gains what the winner is paid, by discard or self-drawn as wins at the
variant's tables go; a deal-in costs what the discarder pays less what it would pay anyway
(:data:`STILL_WINS`: the ready opponent still wins later, self-drawn or on another's discard).
So a deal-in weighs most where the discarder pays for all (明將: 3–4 shares against 1 on a
self-draw), less at MCR (value + 8 against 8), little where every seat pays every win
(Shaanxi, Malaysian three-player). :data:`CALIBRATION` turns that ratio into the loss weight;
the variants not priced, and Beijing, Shandong, Shaanxi, 明將 and the Malaysian game, where the
price measured worse than the weight fitted by hand, keep their fitted weights
(:data:`LOSS_WEIGHT_BY_VARIANT`).

Where the deal-in ratio sits near issue 17's 0.75, most of what strong still deals in are pushes of
ready hands its own weighing calls right; a harder fold of them costs points, and even a perfect
readiness reading would bring no points measurably. Measured: benchmarks/STRONG_BOT.md, section
stance.py."""

from __future__ import annotations

from ...variants.model import Variant
from .danger import HIT, DangerBoard
from .payoffs import Payoff, payoff

WIN_CHANCE = (1.0, 0.60, 0.30, 0.14, 0.07, 0.03)
"""The chance to win by distance to the best plan (0 complete, 1 ready, …), a full wall left
(measured with ``benchmarks/win_chance_fit.py --band 20 --chicken``: the share of turns at
each distance whose seat went on to win, normal bots, MCR and Sichuan, 100 hands each; about
this with 40–60 tiles left)."""
FULL_WALL = 40
"""Tiles left in the wall above which the wall does not limit the chance to win; below, it falls
off linearly to a quarter at an empty wall. Read on ``SeatView.wall_remaining``: reading the tiles
left to draw instead (``SeatView.live_remaining``, scaled or not) folded late ready hands the whole
wall pushed, fewer deal-ins and fewer points, in Shaanxi and 明將 alike. Measured:
benchmarks/STRONG_BOT.md, section stance.py."""
LOSS_WEIGHT = 3.0
"""Where a variant is neither priced (:data:`PRICED`) nor fitted: what dealing in costs, in units
of what a win of our own gains: more than a plain share of a win, for the deal-in pays an opponent
as well and one discard dealt in ends every later chance. 3.0 was fitted in duels against normal
(Shandong, 明將, Hebei, Beijing) between 0.7 and 8.0. Measured: benchmarks/STRONG_BOT.md, section
stance.py."""
LOSS_WEIGHT_BY_VARIANT = {
    "sichuan": 0.2,
    "yunnan": 0.7,
    "shandong": 1.75,
    "shaanxi": 1.5,
    "hebei": 1.5,
    "mingjiang": 3.0,
    "malaysia3p": 1.0,
    "beijing": 5.0,
    "mcr": 3.0,
    "xiangqi64": 3.0,
}
"""The weights fitted by hand, kept where the payments do not price a deal-in (:data:`PRICED`) or
where their price measured worse, each fitted in duplicate duels against normal: lower weights win
more and deal in more, higher ones fold ready hands and lose points. Beijing 5.0 meets issue 17's
deal-in ratio at seeds 1–3 for −0.04 ± 0.05 a hand against 4.0; Shandong 1.75 the ratio at seeds 1
and 2 for −0.04 ± 0.17 against 1.5; MCR 3.0 in place of its price (2.05) with the fitted readings,
0.71 and 0.64 against 0.81 and 0.77; xiangqi64 3.0 as many points as the chess sets'
:data:`LOSS_WEIGHT_CHESS` with fewer deal-ins (:mod:`.chess_stance`); Sichuan 0.2 and Yunnan 0.7
where deal-ins are rare and cheap. Measured: benchmarks/STRONG_BOT.md, section stance.py."""
LOSS_WEIGHT_CHESS = 2.0
"""The chess sets (the four, 56 and 64 no longer apart), since the readiness is read from
whether a seat declared ready (:mod:`.chess_readiness`); before it, folding there gave up little
and cost points when overdone. Measured: benchmarks/STRONG_BOT.md, sections chess_stance.py and
stance.py."""
CALM = 0.15
"""Below this readiness of every opponent the bot does not look at danger at all."""


def win_chance(distance: int, wall_left: int, table: tuple[float, ...] = WIN_CHANCE) -> float:
    """The chance to win from ``distance`` with ``wall_left`` tiles to draw from (``table``:
    :data:`WIN_CHANCE`, or the chess sets' :data:`~.chess_stance.WIN_CHANCE`)."""
    base = table[distance] if 0 <= distance < len(table) else 0.0
    return base * (0.25 + 0.75 * min(1.0, wall_left / FULL_WALL))


PRICED: dict[str, tuple[float, float]] = {
    "mcr": (17.0, 0.27),
    "hebei": (6.4, 0.30),
    "mingjiang": (1.7, 0.29),
    "shandong": (7.0, 0.37),
    "beijing": (1.85, 0.70),
    "shaanxi": (3.8, 0.25),
    "malaysia3p": (6.8, 0.50),
}
"""Per variant: the mean value of a win (its unit: fans, 番, 台 …) and the share of wins self-drawn,
at tables of normal bots (duplicate duels strong against normal, 120 hands, seed 7: the mean value
of wins; the self-drawn share is one less deal-ins over wins). Where the price measured worse than
a weight fitted by hand, that weight is kept (:data:`LOSS_WEIGHT_BY_VARIANT`). A mean is priced as
the nearest whole value (:func:`.payoffs.payoff`). Measured: benchmarks/STRONG_BOT.md, section
stance.py."""
STILL_WINS = 0.5
"""The chance that a ready opponent we did not deal in to wins all the same later."""
CALIBRATION = 5.5
"""The loss weight per unit of (what a deal-in costs) / (what a win gains). The danger and
readiness readings are in units of a tile dangerous in every way; this scale was fitted once,
as the value that makes the weights the duels had fitted by hand for MCR (2.0), Hebei (3.0) and
Shaanxi (1.0) come out of their payments (2.05, 2.9, 0.92)."""


def win_gain(p: Payoff, self_share: float) -> float:
    """What a win gains, in points: paid by discard or self-drawn in the variant's proportion."""
    return self_share * p.win_self + (1 - self_share) * p.win_discard


def deal_in_cost(p: Payoff, self_share: float) -> float:
    """What a deal-in costs beyond what the discarder would pay anyway for the same opponent's
    win, self-drawn or on another's discard (:data:`STILL_WINS`)."""
    anyway = self_share * p.other_self + (1 - self_share) * p.bystander
    return max(0.0, p.deal_in - STILL_WINS * anyway)


def priced_weight(variant: Variant) -> float | None:
    """The loss weight from the variant's payments, or None where it is not priced."""
    got = PRICED.get(variant.family)
    if got is None:
        return None
    mean, self_share = got
    p = payoff(variant, max(variant.seats), mean)
    gain = win_gain(p, self_share)
    return CALIBRATION * deal_in_cost(p, self_share) / gain if gain > 0 else None


def loss_weight(variant: Variant) -> float:
    """What dealing in costs in units of a win of our own: the weight fitted for the variant
    where one is kept (:data:`LOSS_WEIGHT_BY_VARIANT`), else from its payments
    (:data:`PRICED`)."""
    fitted = LOSS_WEIGHT_BY_VARIANT.get(variant.family)
    if fitted is not None:
        return fitted
    priced = priced_weight(variant)
    if priced is not None:
        return priced
    return LOSS_WEIGHT_CHESS if variant.is_chess else LOSS_WEIGHT


def expected_loss(board: DangerBoard, tile: int, weight: float) -> float:
    """The expected cost of discarding ``tile``, in units of a win of our own."""
    return board.risk(tile) * HIT * weight


def folds(board: DangerBoard, chance: float, weight: float) -> bool:
    """Whether even a fully dangerous tile against the likeliest ready opponent costs more than
    the hand is worth playing on for (``chance``: its chance to win), so no claim is made that
    would use up safe tiles."""
    return board.threat * HIT * weight > chance
