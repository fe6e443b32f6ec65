"""Audit: the wild kind named by the turned-up indicator (beijing.md §2, wuhan.md §3.4), for
every indicator the specs give, read through each variant's own ``tiles.wild`` rule."""

from __future__ import annotations

import pytest

from mahjong_tui.rules.wilds import wild_from_indicator
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant


def wild(variant_id: str, indicator: str) -> str:
    rule = load_variant(variant_id).cfg.tiles.wild
    (kind,) = wild_from_indicator(rule, K.from_code(indicator))
    return K.code(kind)


@pytest.mark.parametrize(
    "indicator,want",
    [
        ("3p", "4p"),
        ("9s", "1s"),  # a suit wraps 9 → 1
        ("1z", "2z"),
        ("2z", "3z"),
        ("3z", "4z"),
        ("4z", "1z"),  # 東→南→西→北→東
        ("7z", "6z"),
        ("6z", "5z"),
        ("5z", "7z"),  # 中→發→白→中
    ],
)
def test_beijing_wild_is_the_next_kind(indicator: str, want: str) -> None:
    assert wild("beijing", indicator) == want


@pytest.mark.parametrize(
    "indicator,want",
    [
        ("5m", "6m"),
        ("9m", "1m"),
        ("1z", "2z"),
        ("2z", "3z"),
        ("3z", "4z"),
        ("4z", "6z"),
        ("6z", "5z"),
        ("5z", "1z"),  # 東→南→西→北→發→白→東, skipping 紅中
        ("7z", "6z"),  # "摸到北和中都是發作癩子"
    ],
)
def test_wuhan_wild_skips_the_red_dragon(indicator: str, want: str) -> None:
    assert wild("wuhan", indicator) == want
