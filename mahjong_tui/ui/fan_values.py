"""A fan table on screen (the Help's Fans tab, the result screen): each fan by name, in Chinese
in a Chinese game, in English with its Chinese name first in an English one (the names the fans
are known by, as the score command prints them); the value under ``Factor`` / ``倍數`` where every
fan is a factor (a base doubled once per feature), the total under it then named in the variant's
unit; else the value in the variant's unit. Each value is written by
:func:`~mahjong_tui.variants.value_ops.fan_value` (``2``, ``×2``), as the rule book writes it."""

from __future__ import annotations

from rich.console import RenderableType
from rich.table import Table

from ..variants.model import Variant
from ..variants.value_ops import factors_only
from .i18n import pick, tr


def fan_table(lang: str, variant: Variant) -> Table:
    """An empty fan table: the name columns (:func:`fan_names`) and the value's."""
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False)
    table.add_column(fans_word(lang, variant, "result.fan"), no_wrap=True)
    if lang == "en":
        table.add_column("", overflow="fold")
    table.add_column(value_header(lang, variant), justify="right", no_wrap=True)
    return table


def fans_word(lang: str, variant: Variant, key: str) -> str:
    """What the variant's fans are called, for a header or a tab: ``key``'s text (Fan, Fans,
    番種), or the unit where the variant calls its fans by it (Tai, 台型 in Taiwan's games)."""
    if not variant.cfg.scoring.unit_names_fans:
        return tr(lang, key)
    word = tr(lang, "result.fan_by_unit", unit=unit(lang, variant))
    return word[:1].upper() + word[1:]


def fan_names(lang: str, en: str, zh: str) -> list[str]:
    """A fan's cells under the names' columns of :func:`fan_table`."""
    return [zh, en] if lang == "en" else [pick(lang, en, zh)]


def total_row(table: Table, label: RenderableType, total: RenderableType) -> None:
    """The total under a :func:`fan_table`: its label where the names begin, its value under theirs."""
    table.add_row(label, *[""] * (len(table.columns) - 2), total)


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
