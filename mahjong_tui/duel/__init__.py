"""Duplicate matches between bot levels: the same walls played with the levels rotated through
the seats, so the luck of the deal cancels (``mahjong-tui duel``)."""

from __future__ import annotations

from ..variants.model import Variant
from .play import DuelSpec, play_deals
from .report import DuelReport, build_report


def run_duel(variant: Variant, levels: list[str], hands: int, seed: int, players: int, jobs: int = 1) -> DuelReport:
    """Play about ``hands`` hands (whole deals, one hand per level each) and report them."""
    deals = max(1, -(-hands // len(levels)))
    spec = DuelSpec(variant.id, variant.preset or None, dict(variant.options), players, tuple(levels), seed)
    outcomes = play_deals(spec, deals, jobs)
    return build_report(variant.id, variant.preset, dict(variant.options), players, seed, levels, outcomes)
