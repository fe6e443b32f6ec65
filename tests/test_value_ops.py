"""How a fan's value and its worth read: added, a factor, or not counted (variants.value_ops)."""

from __future__ import annotations

from mahjong_tui.variants import load_variant
from mahjong_tui.variants.value_ops import factors_only, fan_value, fan_worth


def test_an_added_fan_applied_twice_is_worth_twice_its_value() -> None:
    mcr = load_variant("mcr")
    assert fan_value(mcr, "little_four_winds", 64) == "64"
    assert fan_worth(mcr, "little_four_winds", 64) == "64"
    sichuan = load_variant("sichuan")
    assert fan_value(sichuan, "root", 1, 2) == "1 x 2"
    assert fan_worth(sichuan, "root", 1, 2) == "2"


def test_a_factor_applied_twice_multiplies_twice() -> None:
    beijing = load_variant("beijing")
    assert fan_value(beijing, "kong_bloom", 2, 2) == "×2 ×2"
    assert fan_worth(beijing, "kong_bloom", 2, 2) == "×4"
    assert fan_worth(beijing, "kong_bloom", 2, 3) == "×8"


def test_a_fan_the_table_does_not_count_reads_as_a_dash() -> None:
    beijing = load_variant("beijing")
    assert fan_value(beijing, "concealed_hand", 1) == "-"
    assert fan_worth(beijing, "concealed_hand", 1, 2) == "-"


def test_only_a_table_of_factors_reads_as_factors_only() -> None:
    assert not factors_only(load_variant("mcr"))
    assert not factors_only(load_variant("wuhan"))  # one factor (硬胡) among added fans
    assert factors_only(load_variant("beijing"))  # its uncounted fans (a dash) do not count against it
