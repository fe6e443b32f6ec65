"""Malaysian 飛 jokers: kept for the win, not spent on claims.

A joker held stands for any dot or honour, so it fills whatever the hand lacks last; one laid in
a claimed meld is spent. The baseline claims with jokers freely (假碰 and pungs of two jokers).
Here, of the claims for one tile the one spending fewest jokers is taken (the pair, when the
hand holds one, pungs without its joker), and a claim spending a joker is made only when the
hand is then within :data:`SPEND_AT` of a win; every other claim stays the baseline's.

A discarded joker is dead: no seat may win on it (the judge's
:func:`~mahjong_tui.rules.judge.dead_discard`), so the danger board reads it as no danger, and
the hand's danger marks show it safe. Read so, the fold threw it as its safest tile and lost
points, so a fold never throws a joker (``StrongBot`` leaves it out of the fold's choices).
Measured: benchmarks/STRONG_BOT.md, section jokers.py."""

from __future__ import annotations

from ...table.actions import Act, Action
from ...tiles import kinds as K
from ...variants.model import Variant
from ..claiming import ClaimChoice
from ..context import Ctx

SPEND_AT = 2
"""The farthest (distance + penalty, as the plans count it; 1 is ready) a hand may be after a
claim that spends a joker. Duplicate duels against normal, 1,000 hands at seeds 3 and 4: with 2
the margin was +0.54 and −0.46 points a hand; with 1 +0.61, −0.63; with 3 +0.18, −0.83; the
fewest jokers alone (no pass) +0.28, −0.33 and the baseline's claims +0.23, −0.25. Each ± about 1:
keeping jokers measured neither a gain nor a loss. With 2, 300 hands of three strong bots made
1 joker pung instead of 511."""

_PASS = Act.PASS
_MELDS = (Act.PUNG, Act.CHOW, Act.KONG)


def has_jokers(variant: Variant) -> bool:
    """The variant's tiles include jokers that claims may use."""
    claims = variant.cfg.claims
    return (
        K.JOKER in variant.tileset.kinds
        and (claims.jokers_in_pung or claims.jokers_in_chow or claims.jokers_in_kong) > 0
    )


def fewest_jokers(picked: Action, offered: list[Action]) -> Action:
    """Of the claims making the same meld as ``picked`` (same type and tile), the one with the
    fewest jokers; ``picked`` on a tie."""
    if picked.type not in _MELDS or K.JOKER not in picked.tiles:
        return picked
    same = [a for a in offered if a.type is picked.type and a.tile == picked.tile and a.choice == picked.choice]
    return min(same, key=lambda a: (a.tiles.count(K.JOKER), a is not picked), default=picked)


class JokerKeeping(ClaimChoice):
    """Mixed into the strong bot: :meth:`_keep_jokers` vets the baseline's claim."""

    def _keep_jokers(self, ctx: Ctx, by_type: dict[Act, list[Action]], picked: Action) -> Action:
        """``picked`` with the fewest jokers, or a pass when it still spends a joker on a hand
        that is then more than :data:`SPEND_AT` from a win."""
        if picked.type not in _MELDS:
            return picked
        picked = fewest_jokers(picked, by_type.get(picked.type, []))
        if K.JOKER not in picked.tiles:
            return picked
        after = self._distance_after_claim(ctx, picked)
        return picked if after is None or after <= SPEND_AT else by_type[_PASS][0]
