"""The ``[scoring] params`` of a variant file: one namespace the evaluators and the fan rules
share (read as ``variant.scoring_params``), declared here with each key's type, default, range
and meaning: the defaults in one place, each field saying who reads it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..params import Params, param


@dataclass(frozen=True)
class ScoringParams(Params):
    # the capped table (capped.py: Malaysian, 明將)
    cap: int = param(10, "the most fan a hand counts (the limit)", hi=1000)
    limit_from: int | None = param(
        None, "a fan worth this much or more is a limit hand, counted alone (unset: the cap)", hi=1000
    )
    dead_kong_tile: bool = param(False, "no win on a kind one has konged (Malaysian 死槓牌)")
    chicken: Literal["none", "zero_or_own_discard"] = param("none", "what makes a chicken hand (明將 雞糊)")
    # the highest-basic table (highest_basic.py: Sichuan, Yunnan)
    basic: tuple[str, ...] = param(
        (), "the fan ids of the group of basic patterns of which only the highest counts", names="fan"
    )
    fan_cap: int = param(0, "封頂: the most 番 a hand counts (0: no cap)", hi=1000)
    # the doubling table (doubling.py)
    base: int = param(1, "the base a multiplying table doubles (底分)", hi=100_000)
    # the wild table (wild_eval.py: Wuhan)
    factors: tuple[str, ...] = param((), "fan ids whose values multiply instead of adding (Wuhan 硬胡 ×2)", names="fan")
    pair_kinds: Literal["any", "258"] = param("any", "the kinds a pair may be (Wuhan: 2, 5 or 8)")
    pair_exempt: tuple[str, ...] = param((), "fan ids whose hands need no 2-5-8 pair", names="fan")
    small_fan: str = param("", "the fan id of a small win (屁胡), which allows few wilds")
    small_max_wilds: int = param(99, "the most wilds a small win may hold", hi=99)
    # fan rules
    five_soldiers_min: int = param(5, "soldiers of one colour a 五兵/五卒 fan needs (chess_fans.py)", hi=10)
    general_pair_needs_winning_general: bool = param(
        True, "帥 + 將 counts as a pair only when the winning tile is a general (chess_fans.py)"
    )
    kong_bonus_per_kong: bool = param(False, "憨兒 單槓: +125 per kong instead of for exactly one (chess_fans.py)")
    mixed_kongs_value: int | None = param(
        None,
        "明暗槓 (one exposed and one concealed kong): 5 or 3 fan (unset: the fan's value in the table; mcr)",
        hi=88,
    )
    gen_counts_kongs: bool = param(False, "declared kongs count as 根 too (rules_southwest.py)")
    five_kui_single_wait: bool = param(False, "捉五魁 also needs 5m to be the only wait (wild_fans.py)")
    clean_hand_chow_breaks: bool = param(True, "a chow breaks the clean-hand fans (Malaysian §8; malaysia.py)")
