"""Fan families: groups of MCR fans computed together.

Many MCR fans cannot be judged alone: the chow-pair fans depend on which three-chow fan was
taken (套算一次), 幺九刻 loses the pungs a wind fan already used (per-occurrence 不計), the kong
fans come from one table (§6.1 item 8). So a *family* function looks at one reading and
finds all its fans at once. Each fan still has its own registered
rule (``mcr.<fan id>``), which asks its family on the context's reading; the MCR evaluator calls
the families directly, hand-level families once per hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..base import FanContext, fan_rule
from .view import ReadingView, view_of

FamilyFn = Callable[[ReadingView, dict[str, int]], None]


@dataclass(frozen=True)
class Family:
    name: str
    fn: FamilyFn
    rules: tuple[str, ...]
    hand_level: bool
    """Same result for every reading of a hand: computed once per hand by the evaluator."""


FAMILIES: list[Family] = []


def family(rules: tuple[str, ...] | list[str], hand_level: bool = False) -> Callable[[FamilyFn], FamilyFn]:
    """Register ``fn`` as the family computing ``rules``, and one fan rule per name."""

    def deco(fn: FamilyFn) -> FamilyFn:
        fam = Family(fn.__name__, fn, tuple(rules), hand_level)
        FAMILIES.append(fam)
        for name in fam.rules:
            fan_rule(name)(_rule(fn, name))
        return fn

    return deco


def _rule(fn: FamilyFn, name: str) -> Callable[[FanContext], int]:
    def rule(ctx: FanContext) -> int:
        return view_of(ctx).family(fn).get(name, 0)

    rule.__name__ = name.replace(".", "_")
    rule.__qualname__ = rule.__name__
    rule.__doc__ = f"{name}, computed by the {fn.__name__} family."
    return rule


def rule_names() -> set[str]:
    return {r for fam in FAMILIES for r in fam.rules}
