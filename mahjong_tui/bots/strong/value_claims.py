"""Claims weighed by the judge: where a hand must reach a minimum (MCR's 8 fans), a claim is
worth what the ready hands it leads to are worth.

The baseline claims when a claim brings one of its plans closer; its plans are a fixed list
of shapes (混一色, 碰碰和, 花龍 …), so it passes a chow or pung that makes the hand ready with
waits the judge accepts through fans no plan names (五門齊, 全帶幺, 三色三步高, 雙箭刻 …), and
it may take a claim whose every ready discard leaves waits under the minimum.

Here the judge (:func:`~mahjong_tui.rules.advice.advise`) reads the hand as it would be after
each pung or chow offered, with the claimed meld exposed: its best ready discard's winning
copies (each weighted by the ways it wins, :meth:`~mahjong_tui.rules.advice.WaitAdvice.weight`)
are what the claim is worth, set against the hand's own ready waits now.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from ...engine.seen import visible_elsewhere
from ...engine.view import SeatView
from ...rules.advice import Advice, advise
from ...table.actions import Act, Action
from ...tiles import kinds as K
from ...tiles.hand import Hand
from ...variants.model import Variant
from ..claiming import hand_after_claim
from .malaysian_value import price_of
from .value import expected_value, view_facts, waits_worth

CLAIM_MIN_COUNT = 2.0
"""A claim is made for readiness only when its best ready discard has at least this many winning
copies (weighted): fewer, and the concealed hand (門前清, 不求人) may do better by drawing."""
CLAIM_BETTER = 1.5
"""A ready hand claims only when the claim's waits are worth this many times its own."""


@dataclass(frozen=True)
class ClaimWorth:
    action: Action
    count: float
    """The best ready discard's weighted winning copies after the claim (0: none wins)."""
    worth: float
    """That discard's waits' :func:`~.value.expected_value`."""
    ready: bool
    """Some discard after the claim leaves the hand ready in shape."""


def advice_on(variant: Variant, view: SeatView, hand: Hand, visible: Counter[int]) -> Advice:
    """The judge's advice on ``hand`` at the seat's table (only waits it pays for win: no
    chicken hand)."""
    return advise(variant, hand, view_facts(variant, view), players=len(view.seats), visible=visible, ready_only=True)


def hand_worth(variant: Variant, view: SeatView) -> float:
    """What the seat's waiting hand (no claim) is worth: the :func:`~.value.expected_value` of
    its winning waits (0 when not ready, or when no wait wins)."""
    hand = view.own_hand()
    assert hand is not None
    adv = advice_on(variant, view, hand, visible_elsewhere(view))
    if adv.shanten != 0 or not adv.waits:
        return 0.0
    return waits_worth(adv.waits, len(view.seats), price_of(variant))


def claim_worth(variant: Variant, view: SeatView, a: Action) -> ClaimWorth | None:
    """What a pung or chow ``a`` is worth for readiness (None for other claims, or a claim
    using a joker, which the judge's hand text does not carry here)."""
    if a.type not in (Act.PUNG, Act.CHOW) or a.tile is None or K.JOKER in a.tiles:
        return None
    me = view.me
    assert me is not None and me.hand is not None
    rest, melds = hand_after_claim(me.hand, me.known_melds, a)
    hand = Hand(rest, melds, None, list(me.bonus))
    adv = advice_on(variant, view, hand, visible_elsewhere(view))
    players, price = len(view.seats), price_of(variant)
    best_count, best_worth, ready = 0.0, 0.0, False
    for d in adv.discards:
        if not d.recommendable or d.waits is None:
            continue
        ready = True
        worth = expected_value(d, players, price)
        if (d.count, worth) > (best_count, best_worth):
            best_count, best_worth = d.count, worth
    return ClaimWorth(a, best_count, best_worth, ready)


def value_claim(variant: Variant, view: SeatView, offered: list[Action]) -> Action | None:
    """The pung or chow that makes the hand ready with the most valuable winning waits, when
    they have enough winning copies and are clearly worth more than the hand's own waits now;
    else None."""
    worths = [w for a in offered if (w := claim_worth(variant, view, a)) is not None and w.ready]
    good = [w for w in worths if w.count >= CLAIM_MIN_COUNT]
    if not good:
        return None
    best = max(good, key=lambda w: (w.worth, w.count))
    now = hand_worth(variant, view)
    if now and best.worth < CLAIM_BETTER * now:
        return None
    return best.action


def kills_value(variant: Variant, view: SeatView, a: Action) -> bool:
    """Whether claim ``a`` leaves the hand ready in shape with no wait the judge accepts, by
    any discard (a ready hand under the minimum can neither win nor easily turn)."""
    w = claim_worth(variant, view, a)
    return w is not None and w.ready and w.count <= 0
