"""Issue 17's targets for the bot levels, held with fixed seeds on smaller runs (slow).

The full measurement (2,000 duplicate hands and more per variant) is
``benchmarks/duel_levels.py``; here each duel is a few hundred hands with a fixed seed, so
every assertion is a fact measured at that seed. Where an issue target is not met yet, the
weaker fact that holds is asserted and named as such:

* strong vs normal, CI above zero: asserted in Shaanxi (stakes), 憨兒 (ready declaration),
  Sichuan and Yunnan (kongs paid at once), Shandong (readiness fitted from logged play), the
  Malaysian game (waits priced by what they pay), xiangqi32 (each piece's danger, ready hands kept,
  the readiness read from declarations) and 明將 (a ready hand read by what its waits pay); in
  xiangqi56 only that strong deals in at most 0.85× normal's and its margin is not below zero
  (+0.85 ± 4.76 over these 600 hands, deal-ins 0.76×); in Beijing and xiangqi64 only that it is
  not weaker; in Hebei only that it is not weaker and deals in at most 1.10× normal's; in Wuhan
  only that it is not weaker and wins more often (these three are above zero only over 2,000 or
  6,000 hands); in MCR only that its margin is not below zero (the +8 a hand target is not met: +1.15 ± 3.20
  over these 300 hands);
* strong's deal-ins at most 0.75× normal's: asserted in Shandong, 明將, the Malaysian game,
  xiangqi32, Beijing, xiangqi64 and MCR;
* MCR completions refused under the 8-fan minimum at most 20%: asserted (15% at these seeds);
* easy vs normal, CI below zero with easy winning at least 10% of its seat-hands: Yunnan and
  明將 here (MCR and Shaanxi in tests/test_duel.py);
* ``duel --jobs 2`` gives the same report as ``--jobs 1``: asserted on a real variant.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest

from mahjong_tui.bots.levels import make_bot
from mahjong_tui.duel import run_duel
from mahjong_tui.duel.report import DuelReport
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.tiles.hand import Hand
from mahjong_tui.variants import load_variant

pytestmark = pytest.mark.slow


@cache
def _duel(variant: str, levels: str, hands: int, seed: int = 1, jobs: int = 2) -> DuelReport:
    """The duel's report (kept: two tests of a process may read the same duel)."""
    v = load_variant(variant)
    r = run_duel(v, levels.split(","), hands, seed, max(v.seats), jobs)
    assert not r.errors and r.hands == hands and r.margin is not None
    return r


@dataclass(frozen=True)
class Facts:
    """What one strong-vs-normal duel at seed 1 holds: its margin's interval lies above zero
    (``stronger``) or does not lie below it, and strong's deal-ins at most ``deal_ins`` × normal's."""

    hands: int
    stronger: bool
    deal_ins: float | None
    wins_more: bool = False
    """Strong wins a larger share of its seat-hands than normal."""


FACTS = {
    # Seed 1, 600 hands unless named. Margin strong − normal a hand; deal-ins strong / normal.
    # Shaanxi +3.58 ± 1.86 (stakes).
    "shaanxi": Facts(600, True, None),
    # 憨兒 +745 ± 435 (the ready declaration).
    "haner32": Facts(600, True, None),
    # Sichuan +1.36 ± 0.89 (kongs paid at once).
    "sichuan": Facts(600, True, None),
    # Yunnan over 800 hands +0.22 ± 0.17, with the kong discard folded (over 600 +0.20 ± 0.20, its
    # interval touching zero; 6,000 hands +0.38 ± 0.06).
    "yunnan": Facts(800, True, None),
    # xiangqi32 +3.37 ± 2.53; deal-ins 138 / 235 (0.59×): each piece's danger, ready hands kept,
    # the readiness read from declarations, a folding hand's claim to be ready (+3.20 ± 2.48,
    # 0.55× without that claim; +3.07 ± 2.42, 0.55× before a discard right after a claim could
    # declare ready).
    "xiangqi32": Facts(600, True, 0.75),
    # Shandong +1.55 ± 1.14; 178 / 248 (0.72×): the fitted readiness and tile danger, the fold in steps,
    # a ready hand on a dead wait folded (+1.56 ± 1.14, 181 / 246 before it).
    "shandong": Facts(600, True, 0.75),
    # Malaysian +1.70 ± 1.22; 116 / 228 (0.51×): waits priced by what they pay.
    "malaysia3p": Facts(600, True, 0.75),
    # Beijing 90 / 132 (0.68×) with its loss weight of 4.0 (6,000 hands 0.74×); margin +0.22 ± 0.31,
    # so only not weaker here (2,000 hands +0.54 ± 0.18).
    "beijing": Facts(600, False, 0.75),
    # 明將 +1.52 ± 1.18 (its ready hand read by what its waits pay, a concealed seat's deal-in weighed
    # dearer; +1.21 ± 1.15 before the latter; 2,000 hands +0.91 ± 0.60); 144 / 253 (0.57×; 179 /
    # 240 before the ready reading; 6,000 hands 0.71×).
    "mingjiang": Facts(600, True, 0.75),
    # xiangqi56: deal-ins 193 / 255 (0.76×), margin +0.85 ± 4.76 (2,000 hands +3.06 ± 2.68,
    # 0.71×; before a discard right after a claim could declare ready 0.81× and +2.80 ± 4.62 here):
    # only the weaker facts hold here.
    "xiangqi56": Facts(600, False, 0.85),
    # Hebei +0.36 ± 1.15, deal-ins 18.4% against 17.9% (1.03×; +0.12 ± 1.06 and 0.90× before a
    # discard win was passed for the self-draw, which leaves normal's deal-ins to strong undealt:
    # strong's own rate is unchanged); 2,000 hands +0.73 ± 0.67 (0.97×), 6,000 +0.58 ± 0.38
    # (0.99×): not distinguishable here.
    "hebei": Facts(600, False, 1.10),
    # xiangqi64 +3.63 ± 4.72, deal-ins 163 / 260 (0.63×; +3.55 ± 4.48 and 0.64× before a discard right
    # after a claim could declare ready, +0.18 ± 4.15 and 0.67× before the ready claims, loss weight
    # 3.0 and thin waits held back); 6,000 hands +1.54 ± 1.32 before them.
    "xiangqi64": Facts(600, False, 0.75),
    # Wuhan over 400 hands +2.38 ± 14.93 (its points swing with the wild-tile doublings), strong
    # winning 27.2% against 22.8%: a concealed hand opens to win (2,000 hands +9.34 ± 6.04).
    "wuhan": Facts(400, False, None, wins_more=True),
    # MCR over 300 hands: 67 against 101 (0.66×; 80 before it read the fitted danger model),
    # margin +1.15 ± 3.20 (the +8 a hand target is not met).
    "mcr": Facts(300, False, 0.75),
}


@pytest.mark.parametrize("variant", sorted(FACTS))
def test_strong_against_normal_holds_its_facts_at_seed_1(variant: str) -> None:
    """Every fact of a variant from one duel in one test: xdist may run two tests of one module in
    two processes, and each would play the same hands again."""
    facts = FACTS[variant]
    r = _duel(variant, "strong,normal", facts.hands)
    strong, normal = r.levels
    assert r.margin is not None
    assert r.margin.low > 0 if facts.stronger else r.margin.high > 0
    if facts.deal_ins is not None:
        assert strong.dealt_in <= facts.deal_ins * normal.dealt_in
    if facts.wins_more:
        assert strong.wins * normal.seat_hands > normal.wins * strong.seat_hands


@pytest.mark.parametrize("variant", ["yunnan", "mingjiang"])
def test_easy_is_weaker_than_normal_and_still_wins(variant: str) -> None:
    """Seed 1: Yunnan −0.41 ± 0.26 a hand, easy winning 16.2%; 明將 −3.79 ± 1.51, 15.2%."""
    r = _duel(variant, "easy,normal", 600 if variant == "yunnan" else 400)
    easy, _ = r.levels
    assert r.margin is not None and r.margin.high < 0
    assert easy.wins >= 0.10 * easy.seat_hands


def test_mcr_strong_refuses_at_most_a_fifth_of_its_completions() -> None:
    """Four strong bots, 100 MCR hands: of the discards completing a hand's shape, the share
    with no legal win offered (under the 8-fan minimum): 11 of 72 (15%) when written; 11 of 56
    (19.6%) since MCR's stance reads a step from ready from the search's routes (walls 101–300:
    20 of 144, 13.9%)."""
    v = load_variant("mcr")
    completions = refused = 0
    for seed in range(1, 101):
        g = Game(v, seed=seed)
        loop = PlayLoop(g, {i: make_bot("strong", v, i) for i in range(4)}, results=False)
        while not g.history:
            seat = loop.next_step().seat
            assert seat is not None
            view = g.bot_view(seat)
            me = view.seats[seat]
            if view.phase is Phase.CLAIM and view.last_discard is not None and me.hand is not None and not me.won:
                hand = Hand(list(me.hand), [m.meld for m in me.melds if m.meld is not None])
                if view.last_discard[1] in v.waits(hand, view.wild_kinds):
                    completions += 1
                    refused += not any(a.type is Act.WIN and not a.false_win for a in view.legal)
            loop.apply(loop.bot_action(seat))
    assert completions >= 40
    assert refused <= 0.2 * completions


def test_duel_report_is_the_same_for_one_and_two_jobs() -> None:
    one = _duel("haner32", "strong,easy", 40, seed=3, jobs=1)
    two = _duel("haner32", "strong,easy", 40, seed=3, jobs=2)
    assert one.as_dict() == two.as_dict()
