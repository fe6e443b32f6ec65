"""A pung or chow that makes the hand ready, made even while the hand folds (xiangqi64, xiangqi32).

A hand that would fold even its most dangerous piece makes no claim (:func:`.stance.folds`): a
claim spends the pieces kept safe. In the 64-piece chess set that passed the claims that make
the hand ready too, about a claim a deal. There a claim costs no fan (the set has no 門清;
四對子 and 雙龍抱 are a small share of wins), and a ready hand wins two times in five: so the
baseline's pung or chow that leaves the hand ready is made when the hand folds, and any other
claim passed.

Kept in xiangqi64 with the loss weight at 3.0: +0.77 a hand over eight seeds of 2,000 hands
against normal; in xiangqi32 +0.64 ± 0.40 over four seeds. Not in xiangqi56 (its deal-in ratio
past 0.75), 憨兒, or the standard sets, where a hand seldom folds at a claim. Every claim made,
claims only when the hand would not fold, and passing claims to thin waits were measured and
dropped. Measured: benchmarks/STRONG_BOT.md, section ready_claims.py."""

from __future__ import annotations

from ...variants.model import Variant

READY_CLAIMS_IN = frozenset({"xiangqi64", "xiangqi32"})
"""Where a folding hand still makes the pung or chow that leaves it ready."""


def claims_to_ready(variant: Variant) -> bool:
    """Whether a folding hand makes the baseline's claim that leaves it ready in ``variant``."""
    return variant.family in READY_CLAIMS_IN
