"""How a number was reached, in words a player can check: ``1 base × 2 硬胡 × 2 self-draw = 4``.

An evaluator explains a hand's value from its fans (:meth:`Evaluator.explain`) and a settlement
explains every payment it makes (``Payment.how``), both as a list of :class:`Term` — a start
value, then operations, each with what it stands for. :func:`render` writes the terms out in a
player's language, so the score command, its JSON and the result screen say the same thing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..messages import Message, define
from .situation import WINDS

Number = int | Fraction


@dataclass(frozen=True)
class Term:
    """One step: ``op`` (``""`` for the start, ``+`` ``-`` ``×`` ``cap``) and its value, with
    what the value stands for (a message key and its arguments)."""

    op: str
    value: Number
    label: str | None = None
    args: tuple[tuple[str, Any], ...] = ()

    def label_text(self, lang: str = "en") -> str:
        if self.label is None:
            return ""
        return Message(self.label, dict(self.args)).text(lang)

    def as_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"op": self.op, "value": number(self.value), "label": self.label_text(lang)}


def number(v: Number) -> int | float:
    """A value for JSON and text: whole numbers as ints, others as floats (1.5)."""
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else float(v)
    return v


def seat_label(state: Any, seat: int) -> str:
    """A seat named by its wind this hand (E is the dealer), as the formulas name seats."""
    return WINDS[state.seat_wind(seat)]


def _num_text(v: Number) -> str:
    n = number(v)
    return f"{n:g}" if isinstance(n, float) else str(n)


@dataclass
class Formula:
    """Builds the terms of an amount while computing it; an operation that changes nothing
    (× 1, + 0, a cap not reached) is left out."""

    value: Number
    terms: list[Term] = field(default_factory=list)

    @classmethod
    def start(cls, value: Number, label: str | None = None, /, **args: Any) -> Formula:
        return cls(value, [Term("", value, label, _args(args))])

    def times(self, factor: Number, label: str | None = None, /, **args: Any) -> Formula:
        if factor != 1:
            self.terms.append(Term("×", factor, label, _args(args)))
            self.value = self.value * factor
        return self

    def plus(self, n: Number, label: str | None = None, /, **args: Any) -> Formula:
        if n:
            self.terms.append(Term("+" if n > 0 else "-", abs(n), label, _args(args)))
            self.value = self.value + n
        return self

    def cap(self, limit: Number, label: str | None = None, /, **args: Any) -> Formula:
        if self.value > limit:
            self.terms.append(Term("cap", limit, label, _args(args)))
            self.value = limit
        return self

    def set(self, value: Number, label: str | None = None, /, **args: Any) -> Formula:
        """The value replaced outright (a limit hand's fixed worth, a golden cap)."""
        if value != self.value:
            self.terms.append(Term("=", value, label, _args(args)))
            self.value = value
        return self

    @property
    def amount(self) -> int:
        return round(self.value)

    @property
    def how(self) -> tuple[Term, ...]:
        return tuple(self.terms)


def _args(args: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(args.items()))


def render(terms: tuple[Term, ...] | list[Term], lang: str = "en", result: Number | None = None) -> str:
    """``8 base + 13 fan = 21``: the terms in order, and the result when there is more than one
    term (``result`` given, or worked out from the terms)."""
    if not terms:
        return ""
    parts: list[str] = []
    value: Number = 0
    additive = False  # a sum so far: a product after it needs brackets
    for t in terms:
        label = t.label_text(lang)
        piece = _num_text(t.value) + (f" {label}" if label else "")
        if t.op == "":
            value = t.value
            parts.append(piece)
        elif t.op == "×":
            value = value * t.value
            if additive:
                parts = ["(" + " ".join(parts) + ")"]
                additive = False
            parts.append("× " + piece)
        elif t.op in ("+", "-"):
            value = value + t.value if t.op == "+" else value - t.value
            parts.append(f"{t.op} " + piece)
            additive = True
        elif t.op == "cap":
            parts.append(("→ " if lang.startswith("zh") else "→ capped at ") + piece)
            value = t.value
        elif t.op == "=":
            parts.append("→ " + piece)
            value = t.value
    if len(terms) > 1 and terms[-1].op not in ("cap", "="):
        end = value if result is None else result
        parts.append(f"= {_num_text(round(end) if isinstance(end, Fraction) else end)}")
    return " ".join(parts)


# ---- labels every evaluator and settlement may use ------------------------------------------------

NAMED = define("x.named", "{en}", "{zh}")
"""A fan or an item named in both languages."""
BASE = define("x.base", "base", "底")
FANS = define("x.fans", "fan", "番")
SUM = define("x.sum", "(the items added)", "（各項相加）")
VALUE = define("x.value", "the hand", "牌值")
CAP = define("x.cap", "(the cap)", "（封頂）")
LIMIT = define("x.limit", "(the limit)", "（滿貫）")
SELF_DRAW = define("x.self_draw", "self-draw", "自摸")
DISCARDER = define("x.discarder", "discarder", "放炮")
DEALER = define("x.dealer", "dealer", "莊家")
SHARES = define("x.shares", "shares", "份")
SEAT = define("x.seat", "{seat}", "{seat}")
POINTS_FOR = define("x.points_for", "for {fan} fan", "（{fan}番）")
CONCEALED_KONG = define("x.concealed_kong", "concealed kong", "暗杠")
EXPOSED_KONG = define("x.exposed_kong", "exposed kong", "明杠")
STAKES = define("x.stakes", "stakes ({seat})", "炮子（{seat}）")
STAKE_UNIT = define("x.stake_unit", "a stake", "每個炮子")
UNIT = define("x.unit", "a unit", "底分")
DOUBLINGS = define("x.doublings", "(2 to the {n}: {fan} fan)", "（{fan}番：2的{n}次方）")
PLAIN_SELF_DRAW = define("x.plain_self_draw", "a 0-fan self-draw", "平胡自摸")
KONG_TRANSFER = define("x.kong_transfer", "the kong money of the kong before (杠上炮)", "杠上炮：轉移杠錢")
OWN_MULTIPLIER = define("x.own_multiplier", "{seat}'s openings and kongs", "{seat}開口與杠")
GOLDEN_CAP = define("x.golden_cap", "(金頂: every loss over the cap)", "（金頂）")
CONTRACT = define("x.contract", "everyone's loss (承包)", "承包：全部輸分")
POINTS_TABLE = define("x.points_table", "for {tai} 台", "（{tai}台）")
BONUS_ITEMS = define("x.bonus_items", "for {n} bonus item(s)", "（{n}項加分）")
STREAK_BONUS = define("x.streak_bonus", "for the dealer's streak of {n}", "（連莊{n}）")
DRAWS_EXTRA = define("x.draws_extra", "after {n} drawn hand(s)", "（流局{n}次後）")
FACTOR = define("x.factor", "(the discarder's factor)", "（放炮倍數）")
