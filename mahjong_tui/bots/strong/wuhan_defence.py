"""Wuhan: only a seat that has opened can win, so only such a seat is a threat.

A Wuhan hand must have opened (a chow, a pung or a direct kong) to win; concealed kongs and
tiles laid aside do not open it. The danger board (:class:`~.danger.DangerBoard`) reads each
opponent's readiness from its river and melds; here a seat the variant's own ``opened``
condition refuses (:func:`can_win`) gets no readiness at all, however long its river
(``DangerBoard.seat_ready``). That board gives the danger marks on a player's tiles and the safety of
the hints (:mod:`.discard_ranking`, :mod:`mahjong_tui.review.strong_eval`); the strong bot itself
does not defend in Wuhan (``bot.NO_DEFENCE``): every defence measured there lost points (below).

Where Wuhan's points go (2,000 duplicate hands against normal, seed 1, main b94c4b7, points per
seat-hand as ``benchmarks/duel_sources.py`` splits them; strong / normal): won on a discard +22.2 /
+23.9, self-drawn +14.6 / +13.5, dealt in −10.6 / −12.6, others' self-draws −13.6 / −14.5, others'
discard wins −11.8 / −11.2: +0.88 / −0.88, a margin of +1.76. Strong deals in as often (709 / 716
deal-ins) but for less (59.6 / 70.3 points each); 118 of its deal-ins cost 100 points or more and
make 56% of what its deal-ins cost. Every loser pays every win, each by the winner's multiplier
times his own, the discarder twice a bystander's share (a small win), as each pays a self-draw: a
deal-in costs hardly more than the same win self-drawn would, and what a seat pays scales with its
own multiplier exactly as what it wins. The discarder's own multiplier decides a deal-in's cost
more than the winner's: strong's deal-ins cost 27 points unopened, 40 opened with no tile laid
aside, 78 with one, 121 with two, 170 with three; by the winner's tiles laid aside 34, 67, 97, 136
(none to three); to a winner with a kong 142 (27 of 709); to a big win 233 (34 of 709). Wins: 974 /
1,006, 151 / 149 points each, big hands 70 / 71. Over 6,000 hands (seed 1) the same bot measured
−0.27 ± 2.96 (win 24.1% / 25.3%, deal-ins 17.5% / 18.0%, ratio 0.97): not stronger than normal.
With concealed hands opening on claims that keep their distance (:mod:`.wuhan_open_claims`, after
these figures and the measurements below) it is: +5.75 ± 3.52 over 6,000 hands.

Measured and dropped (2,000 duplicate hands against normal, ``--jobs 1`` on a machine loaded
6–12 by other duels; main: seed 1 +1.76 ± 5.12, win 24.4% / 25.1%, deal-ins 17.7% / 17.9%; seed 2
−1.16 ± 5.44, 23.8% / 25.4%, 17.6% / 16.8%):

* folding priced by the table: each discard's expected loss per opponent that can win, its
  readiness times the tile's danger times what a deal-in to it costs beyond what its win would
  cost anyway (``stance.STILL_WINS``), over what our own win gains, both settled with every
  seat's multiplier on the table (the settlement asked as :mod:`.payoffs` does, with each seat's
  visible melds), times ``stance.CALIBRATION``; a ready hand on a live wait folding only among
  ready discards. Seed 1: −6.44 ± 6.19 (win 23.8% / 25.6%, deal-ins 15.6% / 18.6%, ratio 0.84).
  At a weight of 0.4, folding only against an opponent whose deal-in costs at least half a win
  of ours: −0.85 ± 5.92 (24.8% / 24.8%, 17.9% / 17.6%).
* holding a red dragon (紅中) while the rest of the hand is far from ready, so that a hand that
  never comes near a win pays half (the multiplier counts at the settlement, and a red dragon
  must be laid aside before a win anyway): laid aside within one step of ready, seed 1 +0.38 ±
  6.01 (23.5% / 25.9%), seed 2 −3.18 ± 6.24 (22.6% / 26.6%); within two steps, seed 1 −3.21 ±
  6.09 (23.4% / 26.1%); held while the chance to win at its distance and wall
  (``stance.win_chance``) is under 0.1, the same −3.21 ± 6.09. The hand held is a tile short
  until it lays the dragon aside, and it wins less.
* the free safe choice (:mod:`.blood_defence`) against the seats that can win only: seed 1
  −0.07 ± 5.81 (24.6% / 24.9%, 17.6% / 17.1%), seed 2 −1.25 ± 6.44 (24.2% / 25.0%, 17.9% /
  17.1%).
"""

from __future__ import annotations

from functools import lru_cache

from ...engine.view import SeatInfo
from ...rules.conditions import CONDITIONS, Condition
from ...scoring.base import Score
from ...tiles.hand import Hand, Meld, MeldKind
from ...variants.model import Variant

_HIDDEN_KONG = Meld(MeldKind.CONCEALED_KONG, (0, 0, 0, 0))
"""Another seat's concealed kong, whose tiles the view hides: only its kind counts here."""


@lru_cache(maxsize=8)
def _opened(variant: Variant) -> Condition:
    """The variant's ``opened`` condition, built once per variant (it keeps no state; the danger
    board asks it of every seat at every decision)."""
    return CONDITIONS.get("opened")(variant)


def can_win(variant: Variant, s: SeatInfo) -> bool:
    """Whether the seat has done what a win needs before it holds the tiles (Wuhan: opened),
    asked of the variant's own ``opened`` condition with the melds every seat sees."""
    melds = [mv.meld if mv.meld is not None else _HIDDEN_KONG for mv in s.melds]
    return _opened(variant).refuse(None, s.seat, Hand([], melds), "discard", Score([], 1, 1, True)) is None
