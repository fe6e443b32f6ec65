"""The headers of a fan table on screen (the Help's Fans tab, the result screen): ``Factor`` /
``倍數`` where every fan is a factor (a base doubled once per feature), the total under it then
named in the variant's unit; else the value in the variant's unit. Each value is written by
:func:`~mahjong_tui.variants.value_ops.fan_value` (``2``, ``×2``), as the rule book writes it."""

from __future__ import annotations

from ..variants.model import Variant
from ..variants.value_ops import factors_only
from .i18n import pick, tr


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


def unit(lang: str, variant: Variant, n: int | None = None) -> str:
    """The variant's unit in ``lang``; for ``n`` of it, in English "1 point" where it says so."""
    scoring = variant.cfg.scoring
    return pick(lang, scoring.unit_en_for(n), scoring.unit_zh)
