"""The one list of bot plan kinds: the goals a variant file may give its bots (``[bot] plans``).

The variant loader checks a file's plans against it; the bots make each kind concrete for a tile
set (``bots/plan_list.PLANS`` takes a maker for these names only). It lives here, below the bots,
so the loader can ask it without importing them.
"""

from __future__ import annotations

from ..params import did_you_mean

PLAN_KINDS: tuple[str, ...] = (
    "any",
    "pure_flush",
    "half_flush",
    "half_flush_pungs",
    "two_suits",
    "two_suits_pungs",
    "two_suits_seven_pairs",
    "all_pungs",
    "seven_pairs",
    "knitted",
    "knitted_straight",
    "mixed_straight",
    "pure_straight",
    "mixed_triple_chow",
    "mixed_shifted_chows",
    "upper_four",
    "lower_four",
    "reversible",
    "all_green",
    "all_258",
    "all_honours",
)

PLAN_FANS: dict[str, tuple[str, ...]] = {
    "pure_flush": ("pure_flush", "full_flush"),
    "half_flush_pungs": ("half_flush",),
    "two_suits": ("two_suits", "one_voided_suit"),
    "two_suits_pungs": ("all_pungs",),
    "two_suits_seven_pairs": ("seven_pairs",),
    "knitted": ("knitted", "lesser_honors_and_knitted_tiles"),
    "reversible": ("reversible", "reversible_tiles"),
}
"""The fan ids that may name a plan kind to a player, first found first, where they are not the
kind itself (the hints say which plan the strong bot steers for in the variant's own words)."""


def unknown_plan_kind(kind: object) -> str:
    """Why ``kind`` is not a plan kind, in one line."""
    hint = did_you_mean(kind, PLAN_KINDS) if isinstance(kind, str) else ""
    return f"must be one of {', '.join(PLAN_KINDS)}; got {kind!r}{hint}"
