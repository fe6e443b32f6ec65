"""明將 furiten awareness (過水, ``claims.pass_ban = "over_water"``): no wait on a kind of one's
own discards.

At a 過水 table a hand waiting on a kind it has discarded is stuck: it may not win that kind on
a discard until its next draw, and the judge counts any win on it as a chicken hand (雞糊: it
earns nothing and the winner plays on frozen). The baseline counts such a wait's copies like any
other, so with 4s in its river it keeps 5s7s (wait 4s) over 3s5s (wait 6s) when fewer 6s are
unseen. Here, when the baseline's discard leaves the hand waiting on a kind of its own discards
(the discard itself included), each ready discard is weighed by its *clean* winning copies:
unseen copies of waits not discarded, which the judge accepts as wins that are no chicken hand
(counted 1 when they win on a discard, 1/players when only self-drawn, as the hints count). The
discard with the most is taken when it has more than the baseline's.
"""

from __future__ import annotations

from ...engine.seen import seen_counts
from ...engine.view import SeatView
from ...rules.advice import Judging, pays
from ...table.actions import Action
from ...tiles import kinds as K
from ...tiles.hand import Hand
from ...tiles.kinds import Tile
from ...variants.model import Variant
from .value import view_facts


def over_water(variant: Variant) -> bool:
    return variant.cfg.claims.pass_ban == "over_water"


def own_discards(view: SeatView) -> set[Tile]:
    """The kinds in the seat's own river (claimed ones too: it discarded them)."""
    me = view.me
    assert me is not None
    return {r.tile for r in me.river}


class Waits:
    """The waits of the seat's hand after each discard, and what they are worth to it."""

    def __init__(self, variant: Variant, view: SeatView) -> None:
        me = view.me
        assert me is not None and me.hand is not None
        self.variant, self.view = variant, view
        self.hand = list(me.hand)
        self.melds = [mv.meld for mv in me.melds if mv.meld is not None]
        self.bonus = list(me.bonus)
        self.own = own_discards(view)
        seen = seen_counts(view)
        self.unseen = [max(view.copies.get(t, 0) - seen[t], 0) for t in range(K.NUM_KINDS)]
        self.players = len(view.seats)

    def after(self, tile: Tile) -> list[Tile]:
        """The kinds completing the hand once ``tile`` is discarded (none: not ready)."""
        rest = list(self.hand)
        rest.remove(tile)
        return self.variant.waits(Hand(sorted(rest), self.melds), self.view.wild_kinds)

    def stuck(self, tile: Tile, waits: list[Tile]) -> bool:
        """Some wait is a kind of the seat's own discards once ``tile`` joins them."""
        return any(w == tile or w in self.own for w in waits)

    def clean(self, tile: Tile, waits: list[Tile]) -> float:
        """Unseen copies of the waits after discarding ``tile`` that win and are no chicken hand."""
        own = self.own | {tile}
        facts = dict(view_facts(self.variant, self.view), own_discards=[K.code(t) for t in sorted(self.own)])
        judging = Judging(self.variant, self.players, facts).after_discard(tile)
        rest = list(self.hand)
        rest.remove(tile)
        total = 0.0
        for w in waits:
            if w in own or not self.unseen[w]:
                continue
            hand = Hand(sorted(rest), list(self.melds), w, list(self.bonus))
            weight = 0.0
            for how, share in (("discard", 1.0), ("self_draw", 1.0 / self.players)):
                verdict = judging.verdict(hand, how)
                if pays(verdict):
                    weight = share
                    break
            total += weight * self.unseen[w]
        return total


def unstuck_discard(variant: Variant, view: SeatView, plain: dict[Tile, Action], base: Action) -> Action:
    """``base``, or the ready discard among ``plain`` (plain discards by kind) with the most clean
    winning copies when ``base`` leaves a wait on one of the seat's own discards and that one
    has more."""
    if base.tile is None or base.tile not in plain:
        return base
    w = Waits(variant, view)
    mine = w.after(base.tile)
    if not mine or not w.stuck(base.tile, mine):
        return base
    worth = {base.tile: w.clean(base.tile, mine)}
    for t in plain:
        if t != base.tile and t != K.JOKER:
            waits = w.after(t)
            if waits:
                worth[t] = w.clean(t, waits)
    best = max(worth, key=lambda t: (worth[t], t == base.tile))
    return plain[best] if worth[best] > worth[base.tile] else base
