"""A fan's value as the fan tables show it (the Help's Fans tab, the result screen): added
(``2``) or a factor (``×2``), as the variant's evaluator combines it
(:meth:`~mahjong_tui.scoring.base.Evaluator.value_op`), under a header that says which.

Where every fan is a factor (a base doubled once per feature), the column holds factors, not
points, and its header says so; the total under it is then the hand's worth in the variant's
unit, and says that.
"""

from __future__ import annotations

from ..variants.model import Variant
from .i18n import pick, tr


def factors_only(variant: Variant) -> bool:
    """Does every fan the table counts multiply the hand's worth (none adds to it)?"""
    ops = {variant.evaluator.value_op(f.id) for f in variant.fans} - {""}
    return ops == {"×"}


def value_header(lang: str, variant: Variant) -> str:
    """``Factor`` / ``倍數`` where every fan is a factor; else ``Value (fan)`` / ``番數`` / ``台數``."""
    if factors_only(variant):
        return tr(lang, "result.factor")
    return tr(lang, "result.value_of", unit=unit(lang, variant))


def total_label(lang: str, variant: Variant) -> str:
    """The total row's name: under a column of factors it names the unit the total is in."""
    if factors_only(variant):
        return tr(lang, "result.total_of", unit=unit(lang, variant))
    return tr(lang, "result.total")


def unit(lang: str, variant: Variant) -> str:
    return pick(lang, variant.cfg.scoring.unit_en, variant.cfg.scoring.unit_zh)


def fan_value(variant: Variant, fan_id: str, value: int, count: int = 1) -> str:
    """``2`` (``2 x 3`` when it applies three times) for a fan that adds; ``×2`` (``×2 ×2``)
    for a factor; ``-`` for a fan the table does not count."""
    op = variant.evaluator.value_op(fan_id)
    if op == "×":
        return " ".join([f"×{value}"] * count)
    if op == "":
        return "-"
    return f"{value}" if count == 1 else f"{value} x {count}"
