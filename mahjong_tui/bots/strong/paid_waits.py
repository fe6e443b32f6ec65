"""Waits that pay: where the judge marks a chicken hand (明將 雞糊: 0 fan, or won on a kind of
one's own discards), a ready hand's waits count only the wins it pays for.

The judge's advice (:func:`~mahjong_tui.rules.advice.advise`) counts every legal win as a
winning wait, a chicken hand too, at its fans on paper, and it judges the waits after a discard
with the own discards as they stand, without the discard itself. At a 明將 table a chicken hand
earns nothing, so a wait on a kind in the seat's river (the discard included) or one worth 0 fan
(an open hand with no fan) is no better than no wait. Here the winning waits are judged again
with the discard among the seat's own discards; those the judge calls a chicken hand count as
no win, and a ready discard's count and best value are read from the rest. The ready discards
(:class:`PaidReadyDiscards`) and the claims (:mod:`.value_claims`) read them so: in 明將 the
strong bot passes a pung or chow the baseline makes that leaves only such waits
(:attr:`~.bot.StrongBot.chicken_claims`), where the advice had counted them as winning copies.

Measured, duplicate hands against normal ("paired": the per-deal margins less main's on the same
walls, ``benchmarks/duel_paired.py``). The ready discards alone, 800 hands, seed 1: two
of 400 deals played otherwise, paired −0.006 ± 0.010 (:mod:`.furiten` already steers the
baseline's discard off a wait on its own discards). With the claims passed, 2,000 hands: seed 1
+0.51 ± 0.55 → +0.63 ± 0.55 (deal-ins 13.6% of 19.4%), paired +0.12 ± 0.14, 54 of 1,000 deals
played otherwise; seed 2 +0.18 ± 0.57 → +0.12 ± 0.57 (13.4% of 18.8%), paired −0.06 ± 0.11; 6,000 hands,
seed 1, +0.15 ± 0.32 (deal-ins 13.9% of 19.4%) → +0.20 ± 0.32 (13.6% of 19.6%, ratio 0.69;
strong's discard wins 16.6% against normal's 16.6%, main 16.5% against 16.9%), paired +0.05 ±
0.07, 135 of 3,000 deals played otherwise. Not distinguishable from normal still.

Measured and dropped: every pung or chow weighed by the judge as in MCR (:mod:`.value_claims`:
one making the hand ready on winning copies is taken; :data:`~.bot.VALUE_CLAIM_MINIMUM`), with
these waits, seed 1 +0.76 ± 0.57, paired +0.25 ± 0.28 (strong's discard wins 16.8% against
normal's 16.4%, main 16.1% against 17.0%); seed 2 −0.13 ± 0.59, paired −0.30 ± 0.33. A ready
hand's chance read from what its waits pay (:mod:`.mcr_push`) with these waits: seed 1 paired
+0.04 ± 0.22; with the advice's own +0.07 ± 0.21 (both with MCR's bounds, a cheap hand counted a
whole mean win; unbounded below it is kept: see :mod:`.mcr_push`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from ...engine.view import SeatView
from ...rules.advice import DiscardAdvice, Judging, WaitAdvice
from ...rules.judge import Verdict
from ...tiles import kinds as K
from ...tiles.hand import Hand, Meld
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .value import ReadyDiscards, ready_discards, view_facts


def marks_chickens(variant: Variant) -> bool:
    """Whether the variant's evaluator marks chicken hands (its ``chicken`` parameter)."""
    return variant.cfg.scoring.params.get("chicken", "none") != "none"


def pays(verdict: Verdict) -> bool:
    """Whether the judge's verdict is a win that is paid: legal, and no chicken hand."""
    return verdict.legal and not verdict.score.details.get("chicken")


def judging_after_discard(variant: Variant, players: int, facts: Mapping[str, Any], tile: Tile) -> Judging:
    """The judge's table at ``facts`` with ``tile`` among the seat's own discards, as it stands
    once the seat has thrown it (a win on a kind of one's own discards is a chicken hand)."""
    own = set(facts.get("own_discards", ()))
    return Judging(variant, players, {**facts, "own_discards": sorted(own | {K.code(tile)})})


class PaidReadyDiscards(ReadyDiscards):
    """:class:`~.value.ReadyDiscards` whose waits count only wins that are no chicken hand."""

    def _advise(self, view: SeatView, legal: set[Tile]) -> dict[Tile, DiscardAdvice]:
        ready = ready_discards(self.variant, view, legal)
        me = view.me
        assert me is not None and me.hand is not None
        melds = [mv.meld for mv in me.melds if mv.meld is not None]
        paid = paid_discards(
            self.variant, view_facts(self.variant, view), len(view.seats), me.hand, melds, me.bonus, ready.values()
        )
        return {d.tile: d for d in paid}


def paid_discards(
    variant: Variant,
    facts: Mapping[str, Any],
    players: int,
    hand: Iterable[Tile],
    melds: list[Meld],
    bonus: Iterable[Tile],
    discards: Iterable[DiscardAdvice],
) -> list[DiscardAdvice]:
    """``discards`` (advice on ``hand`` with ``melds`` at a table of ``facts``), each ready
    one's winning waits judged again with the discard among the seat's own discards: a chicken
    hand is no win, left out of its count and value."""
    out = []
    for d in discards:
        if d.waits is None:
            out.append(d)
            continue
        rest = list(hand)
        rest.remove(d.tile)
        judging = judging_after_discard(variant, players, facts, d.tile)
        waits = [paid_wait(judging, rest, melds, list(bonus), w) for w in d.waits]
        winning = [w for w in waits if w.wins]
        out.append(
            replace(
                d,
                waits=waits,
                count=sum(w.weight(players) for w in winning),
                value=max((w.value or 0 for w in winning), default=0),
            )
        )
    return out


def paid_waits(
    variant: Variant,
    facts: Mapping[str, Any],
    players: int,
    concealed: list[Tile],
    melds: list[Meld],
    bonus: list[Tile],
    waits: list[WaitAdvice],
) -> list[WaitAdvice]:
    """The waits of a ready hand (``concealed`` with ``melds``) as the judge pays them."""
    judging = Judging(variant, players, facts)
    return [paid_wait(judging, concealed, melds, bonus, w) for w in waits]


def paid_wait(judging: Judging, rest: list[Tile], melds: list[Meld], bonus: list[Tile], w: WaitAdvice) -> WaitAdvice:
    """``w`` as the judge pays it: each way it wins that the judge calls a chicken hand dropped."""
    if not w.wins:
        return w
    hand = Hand(sorted(rest), list(melds), w.tile, bonus)
    ways = {"discard": w.on_discard, "self_draw": w.self_drawn}
    values = []
    for how, wins in ways.items():
        if wins:
            verdict = judging.verdict(hand, how)
            ways[how] = pays(verdict)
            if ways[how]:
                values.append(verdict.score.total)
    return replace(w, on_discard=ways["discard"], self_drawn=ways["self_draw"], value=max(values) if values else None)
