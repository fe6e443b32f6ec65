"""The strong bot's reading of a claim offered: for passing and for each chow, pung or kong, what
the hand is left with, as the hints and the hand review show it beside the discards'
(:mod:`.discard_ranking`).

* speed: the judge's winnable shanten and tiles in (as the hints count them), of the hand as it
  is for a pass; after a chow or pung, of the hand once the strong bot has made the discard it
  would make next (:func:`~.discard_ranking.rank_discards` on the seat's view as the claim
  leaves it: the meld laid down, the tile taken from the river, a discard to make, 食替 as the
  variant rules it); after a kong, of the hand before its replacement tile (unknown) comes;
* value: the bot's own value of the hand's best plan, as its claim choice weighs it
  (:meth:`~..claiming.ClaimChoice.claim_scores`), the pass's the hand's now;
* danger: that of the discard after a chow or pung (0 while no opponent looks ready); a pass or a
  kong makes no discard now.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.seen import visible_elsewhere
from ...engine.turns import swap_call_discards
from ...engine.view import MeldView, SeatView
from ...rules.advice import advise
from ...table.actions import Act, Action
from ...table.state import Phase
from ...variants.model import Variant
from ..claiming import hand_after_claim
from .bot import StrongBot
from .discard_ranking import RankedDiscard, rank_discards
from .value import view_facts

CLAIMS = (Act.CHOW, Act.PUNG, Act.KONG)
"""The claims weighed here (a win offered is answered as it is: no figures)."""


@dataclass(frozen=True)
class RankedClaim:
    action: Action
    """A pass, or a chow, pung or kong on the tile offered."""
    shanten: int
    """The judge's winnable shanten the choice leaves (after the discard that follows a chow or pung)."""
    tiles_in: int
    """The judge's tiles in then: unseen tiles that win (ready) or bring a win closer."""
    value: int | None
    """The best plan's value as the bot weighs the choice (None where no plan fits the hand)."""
    then: RankedDiscard | None
    """After a chow or pung: the discard the strong bot makes next, as it weighs it."""
    chosen: bool
    """The strong bot's choice here."""

    @property
    def danger(self) -> float | None:
        """The danger of the discard that follows (None: none follows)."""
        return self.then.danger if self.then is not None else None

    @property
    def wins(self) -> None:
        """Winning copies are not counted apart from the tiles in, as a discard's are
        (:attr:`~.discard_ranking.RankedDiscard.wins`): a claim's tiles in count them already."""
        return None


def rank_claims(variant: Variant, view: SeatView, bot: StrongBot, picked: Action) -> list[RankedClaim]:
    """Passing and each chow, pung and kong offered (one of each action), the strong bot's choice
    (``picked``, as ``bot`` chose it) first, then the pass, then the claims as offered. Empty when
    no such claim is offered beside a pass."""
    passes = [a for a in view.legal if a.type is Act.PASS]
    offered = [a for a in view.legal if a.type in CLAIMS and a.tile is not None]
    if not passes or not offered or view.me is None or view.me.hand is None:
        return []
    scores = bot.claim_scores(view, offered)
    now, after = scores if scores is not None else (None, {})
    ranked = [_as_is(variant, view, passes[0], now, picked)]
    for a in offered:
        score = after.get(a)
        if a.type is Act.KONG:
            ranked.append(_as_is(variant, _claimed(variant, view, a), a, score, picked))
        else:
            ranked.append(_discarding(variant, _claimed(variant, view, a), bot, a, score, picked))
    return sorted(ranked, key=lambda r: not r.chosen)


def _value(score: tuple[int, int] | None) -> int | None:
    return -score[1] if score is not None else None


def _as_is(variant: Variant, view: SeatView, a: Action, score: tuple[int, int] | None, picked: Action) -> RankedClaim:
    """The hand of ``view`` as it stands, waiting for a tile: the judge's figures for it."""
    hand = view.own_hand()
    assert hand is not None
    adv = advise(variant, hand, view_facts(variant, view), players=len(view.seats), visible=visible_elsewhere(view))
    return RankedClaim(a, adv.winnable, adv.tiles_in, _value(score), None, a == picked)


def _discarding(
    variant: Variant, view: SeatView, bot: StrongBot, a: Action, score: tuple[int, int] | None, picked: Action
) -> RankedClaim:
    """A chow or pung, by the discard the strong bot makes after it (``view``: as the claim leaves it)."""
    then = rank_discards(variant, view, bot)[0]
    return RankedClaim(a, then.shanten, then.tiles_in or 0, _value(score), then, a == picked)


def _claimed(variant: Variant, view: SeatView, a: Action) -> SeatView:
    """The seat's view as claim ``a`` leaves it: its meld laid down from the discarder's river,
    and, for a chow or pung, the discard to make (a kong's replacement tile is not known yet)."""
    me, seat = view.me, view.viewer
    assert me is not None and me.hand is not None and seat is not None and view.last_discard is not None
    discarder, tile = view.last_discard
    rest, melds = hand_after_claim(me.hand, [], a)
    mine = replace(
        me,
        hand=sorted(rest),
        hand_count=len(rest),
        drawn=None,
        melds=[*me.melds, MeldView(melds[0], discarder, len(melds[0].tiles))],
    )
    seats = [mine if s.seat == seat else s for s in view.seats]
    river = seats[discarder].river
    if river and river[-1].tile == tile:
        seats[discarder] = replace(seats[discarder], river=[*river[:-1], replace(river[-1], claimed_by=seat)])
    legal: list[Action] = []
    if a.type is not Act.KONG:
        legal = [Action(Act.DISCARD, seat, t) for t in sorted(set(rest))]
        legal = swap_call_discards(variant.cfg.claims.swap_call, tile, legal)
    return replace(
        view,
        phase=Phase.TURN,
        turn=seat,
        seats=seats,
        legal=legal,
        last_discard=None,
        must_discard=a.type is not Act.KONG,
        to_act=[seat],
        kong_discard=False,
        refusals={},
        discard_refusals={},
        forfeits={},
    )
