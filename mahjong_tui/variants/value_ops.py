"""How a fan's value reads in a table: added (``2``) or a factor (``×2``), as the variant's
evaluator combines it (:meth:`~mahjong_tui.scoring.base.Evaluator.value_op`). One place for the
Help's Fans tab, the result screen and the rule book's generated fan tables (whose doubling
columns had read "basic1 (points)" with plain 2s)."""

from __future__ import annotations

from .model import Variant


def factors_only(variant: Variant) -> bool:
    """Does every fan the table counts multiply the hand's worth (none adds to it)?"""
    ops = {variant.evaluator.value_op(f.id) for f in variant.fans} - {""}
    return ops == {"×"}


def fan_value(variant: Variant, fan_id: str, value: int, count: int = 1) -> str:
    """``2`` (``2 x 3`` when it applies three times) for a fan that adds; ``×2`` (``×2 ×2``)
    for a factor; ``-`` for a fan the table does not count."""
    op = variant.evaluator.value_op(fan_id)
    if op == "×":
        return " ".join([f"×{value}"] * count)
    if op == "":
        return "-"
    return f"{value}" if count == 1 else f"{value} x {count}"


def fan_worth(variant: Variant, fan_id: str, value: int, count: int = 1) -> str:
    """What a fan applying ``count`` times adds in all (``6``), or multiplies by (``×8``); ``-``
    for a fan the table does not count."""
    op = variant.evaluator.value_op(fan_id)
    if op == "×":
        return f"×{value**count}"
    if op == "":
        return "-"
    return str(value * count)
