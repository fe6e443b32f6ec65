"""明將: a concealed hand's pung making it ready, weighed by expected points claimed against
concealed.

明將 pays n(n + 1)/2 shares for n fans, so the fan a concealed hand carries (門前清) is worth much:
a 1-fan win pays 1, a 2-fan one 3. The reference bot, which never claims, wins less often than
the strong bot yet outscores it (its wins 2.26 fans on average against 1.89). Here the
baseline's pung (:data:`WEIGHED`) that makes a hand with no exposed meld ready is weighed: the
claimed hand's chance to win from ready (:mod:`.mingjiang_hebei_chance`) times what its waits
pay, against the concealed hand's chance from its distance now times what the same waits pay
with the claimed meld still in the hand. Both values are the judge's, each way of winning
judged once: the claimed hand's waits as the advice judged them, the concealed hand's by
:meth:`~mahjong_tui.rules.advice.Judging.wait` (chicken hands pay nothing:
:func:`~mahjong_tui.rules.advice.pays`; a way may score a fan the other does not, so each is
priced at its own value), priced by the settlement (:func:`.payoffs.payoff`: a discard win and
a self-draw, weighted as the ways a wait wins at the table); no fan rule is copied. The pung is
passed when staying concealed is worth more: a dragon pung whose one fan is all the claimed hand
is worth, for one.

Kept for pungs only: paired against main +0.16 ± 0.13 a hand at seed 1, +0.07 ± 0.09 over 6,000
hands. Chows, other thresholds, claims a step or more from ready and steering the plans were
measured and dropped. Measured: benchmarks/STRONG_BOT.md, section mingjiang_concealed.py."""

from __future__ import annotations

from collections.abc import Callable

from ...engine.seen import visible_elsewhere
from ...engine.view import SeatView
from ...rules.advice import Judging, WaitAdvice
from ...table.actions import Act, Action
from ...tiles import kinds as K
from ...tiles.hand import Hand
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ..claiming import hand_after_claim
from ..plans import READY
from .payoffs import payoff
from .value import view_facts
from .value_claims import advice_on

USED_IN = frozenset({"mingjiang"})
"""Where a concealed hand's claims are weighed so (measured:
benchmarks/STRONG_BOT.md, section mingjiang_concealed.py)."""
WEIGHED = frozenset({Act.PUNG})
"""The claims weighed (chows too measured worse: benchmarks/STRONG_BOT.md, section
mingjiang_concealed.py)."""
Chance = Callable[[int, int], float]


def weighs_concealed(variant: Variant) -> bool:
    """Whether a concealed hand's claims are weighed by expected points in ``variant``."""
    return variant.family in USED_IN


def _per_copy(variant: Variant, w: WaitAdvice, players: int) -> float:
    """What a copy of the wait ``w`` gains, its ways weighted as a copy comes to the table: on
    another seat's discard (n − 1 of n) and self-drawn (1 of n); a way that is no paid win
    (or a chicken hand) gains 0."""
    on_d = payoff(variant, players, w.discard_value).win_discard if w.discard_value is not None else 0.0
    on_s = payoff(variant, players, w.self_draw_value).win_self if w.self_draw_value is not None else 0.0
    return ((players - 1) * on_d + on_s) / players


def concealed_beats_claim(variant: Variant, view: SeatView, claim: Action, distance: int, chance: Chance) -> bool:
    """Whether the concealed hand (``distance`` from a win now) is worth more than the hand after
    ``claim``, when the claim makes it ready: each ready discard after the claim is read with its
    waits (paid ones only), the best by claimed points is compared with the same waits won
    concealed. False when the hand has an exposed meld already, or the claim leaves it not ready."""
    if claim.type not in WEIGHED or claim.tile is None or K.JOKER in claim.tiles:
        return False
    me = view.me
    assert me is not None and me.hand is not None
    melds = me.known_melds
    if any(m.kind.is_exposed for m in melds):
        return False
    rest, after = hand_after_claim(me.hand, melds, claim)
    tiles = after[-1].tiles
    players = len(view.seats)
    adv = advice_on(variant, view, Hand(rest, after, None, list(me.bonus)), visible_elsewhere(view))
    facts = view_facts(variant, view)
    best: tuple[float, float] | None = None  # (claimed, concealed) expected points of a win
    for d in adv.discards or ():
        if not d.recommendable or d.waits is None:
            continue
        left: list[Tile] = list(rest)
        left.remove(d.tile)
        judging = Judging(variant, players, facts).after_discard(d.tile)
        copies = claimed = concealed = 0.0
        for w in d.waits:  # the claimed hand's waits, judged by the advice
            if not w.unseen:
                continue
            hidden = judging.wait([*left, *tiles], list(melds), list(me.bonus), w.tile, w.unseen)
            copies += w.unseen
            claimed += w.unseen * _per_copy(variant, w, players)
            concealed += w.unseen * _per_copy(variant, hidden, players)
        if copies and (best is None or claimed > best[0]):
            best = (claimed / copies, concealed / copies)
    if best is None or best[0] <= 0:
        return False
    wall = view.wall_remaining
    return chance(distance, wall) * best[1] > chance(READY, wall) * best[0]
