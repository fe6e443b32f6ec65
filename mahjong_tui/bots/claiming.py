"""Part of :class:`~.baseline.BaselineBot`: whether to claim a discard, and with which meld."""

from __future__ import annotations

from ..table.actions import Act, Action
from ..tiles import kinds as K
from ..tiles.hand import Meld, MeldKind
from ..tiles.kinds import Tile
from .context import Ctx, less_jokers
from .plan_list import Plan
from .probe_base import FAR
from .ranking import PlanRanking

# enum members as module constants: an enum member read through its class costs a lookup of its own
_CHOW, _KONG, _PASS, _PUNG = Act.CHOW, Act.KONG, Act.PASS, Act.PUNG
_M_CHOW, _M_KONG, _M_PUNG = MeldKind.CHOW, MeldKind.KONG, MeldKind.PUNG


class ClaimChoice(PlanRanking):
    """Mixed into :class:`~.baseline.BaselineBot`."""

    def _claim(self, ctx: Ctx, by_type: dict[Act, list[Action]]) -> Action:
        """The claim that brings the hand's score furthest below its score now, if any.

        Of the ``TOP_PLANS`` best plans only those within one of the best distance + penalty
        matter: a claim brings a plan at most one closer (as if the claimed tile were in hand)
        and never raises its value, so a plan two behind cannot beat the score now.
        """
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return by_type[_PASS][0]
        plans = [p for _, p in ranked]
        current = ranked[0][0]
        best: tuple[tuple[int, int], Action] | None = None
        nearer: list[int] | None = None
        for kind in (_KONG, _PUNG, _CHOW):
            for a in by_type.get(kind, []):
                assert a.tile is not None
                if nearer is None:  # each plan's distance with the claimed tile in hand
                    nearer = [self._probe(ctx, p).plus(a.tile) for p in plans]
                counts, melds = claimed(ctx, a)
                if self._claim_bound(ctx, plans, nearer, counts, melds) >= current:
                    continue  # the claim cannot bring any plan closer than the hand is now
                after = self._score_after_claim(ctx, plans, a, counts, melds)
                if after < current and (best is None or after < best[0]):
                    best = (after, a)
        if best is not None:
            return best[1]
        return by_type[_PASS][0]

    def _score_after_claim(
        self, ctx: Ctx, plans: list[Plan], a: Action, counts: list[int], melds: list[Meld]
    ) -> tuple[int, int]:
        """The hand's best score once claim ``a`` is made (``counts``, ``melds``: :func:`claimed`)
        and, for a chow or pung, the discard that must follow it."""
        after_ctx = less_jokers(ctx, a.tiles)
        if a.type is _KONG:
            return self._score_after(after_ctx, plans, counts, melds)
        return self._best_discard_after_claim(after_ctx, plans, counts, melds)

    def _distance_after_claim(self, ctx: Ctx, a: Action) -> int | None:
        """How far (distance + penalty, as plans count it) the hand is from a win once claim ``a``
        is made, by its best plans now; None when no plan fits."""
        ranked = self._ranked(ctx, 1)
        if not ranked:
            return None
        counts, melds = claimed(ctx, a)
        return self._score_after_claim(ctx, [p for _, p in ranked], a, counts, melds)[0]

    def _claim_bound(
        self, ctx: Ctx, plans: list[Plan], nearer: list[int], counts: list[int], melds: list[Meld]
    ) -> tuple[int, int]:
        """A bound the score after a claim cannot beat (so a claim that cannot beat the score
        now is passed without analysis). Laying the claimed tile down in a meld, and then
        discarding, never brings a plan nearer than having that tile in hand (``nearer``);
        nor does discarding raise a plan's value above its value right after the claim."""
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        values = self._values(plans, honours, not any(m.kind.is_exposed for m in melds))
        return min(
            ((d + self._penalty(v), -v) for d, v in zip(nearer, values, strict=True) if d < FAR), default=(FAR, 0)
        )

    def _best_discard_after_claim(
        self, ctx: Ctx, plans: list[Plan], counts: list[int], melds: list[Meld]
    ) -> tuple[int, int]:
        """The best score after a chow or pung and the discard that must follow it."""
        held = [t for t in ctx.kinds if counts[t]]
        if not held:
            return (FAR, 0)
        hand = self.book.hand(counts, melds, ctx.wilds, ctx.jokers)
        dists = [hand.probe(p).minus_each(held) for p in plans]
        concealed = not any(m.kind.is_exposed for m in melds)
        honours = self.book.held_honours(counts, melds, ctx.value_honours)
        # as min(_scores_without(...)): a plan's key is least at its least distance, but a
        # discard breaking a value honour's pair changes the values, so it is scored apart
        apart = [
            i
            for i, t in enumerate(held)
            if t in ctx.value_honours and self._honours_without(ctx, counts, melds, honours, t) != honours
        ]
        best = (FAR, 0)
        for ds, v in zip(dists, self._values(plans, honours, concealed), strict=True):
            d = min(ds) if not apart else min((d for i, d in enumerate(ds) if i not in apart), default=FAR)
            if d < FAR:
                key = (d + self._penalty(v), -v)
                if key < best:
                    best = key
        for i in apart:
            then = self._honours_without(ctx, counts, melds, honours, held[i])
            key = self._best_of([ds[i] for ds in dists], self._values(plans, then, concealed))
            if key < best:
                best = key
        return best


def claimed(ctx: Ctx, a: Action) -> tuple[list[int], list[Meld]]:
    """The hand's tile counts and melds once claim ``a`` is made (a joker in it leaves the counts
    as they are: :func:`~.context.less_jokers` takes it off)."""
    counts = list(ctx.counts)
    for t in a.tiles:
        if t != K.JOKER:
            counts[t] -= 1
    return counts, ctx.melds + [Meld(meld_kind(a.type), meld_tiles(a))]


def hand_after_claim(hand: list[Tile], melds: list[Meld], a: Action) -> tuple[list[Tile], list[Meld]]:
    """A seat's concealed tiles and melds once its claim ``a`` is made, the claimed meld exposed."""
    rest = list(hand)
    for t in a.tiles:
        rest.remove(t)
    return rest, [*melds, Meld(meld_kind(a.type), meld_tiles(a), claimed=a.tile)]


def meld_tiles(a: Action) -> tuple[Tile, ...]:
    """The tiles a claimed meld stands for, jokers resolved (a chow's joker names its tile)."""
    assert a.tile is not None
    used = a.tiles.count(K.JOKER)
    if not used:
        return tuple(sorted(a.tiles + (a.tile,)))
    stand = K.from_code(str(a.choice)) if a.type is _CHOW else a.tile
    return tuple(sorted([t for t in a.tiles if t != K.JOKER] + [a.tile] + [stand] * used))


def meld_kind(kind: Act) -> MeldKind:
    return {_KONG: _M_KONG, _PUNG: _M_PUNG, _CHOW: _M_CHOW}[kind]
