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

from ..messages import Message, for_count, wind_name
from ..variant_schema import ScoringCfg

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
        """What the value stands for, its noun in the singular for one thing ("1 stake"): the
        thing counted is the label's ``n`` where it has one, else the value."""
        if self.label is None:
            return ""
        args = dict(self.args)
        return Message(for_count(self.label, args.get("n", _num_text(self.value))), args).text(lang)

    def as_dict(self, lang: str = "en") -> dict[str, Any]:
        return {"op": self.op, "value": number(self.value), "label": self.label_text(lang)}


def number(v: Number) -> int | float:
    """A value for JSON and text: whole numbers as ints, others as floats (1.5)."""
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else float(v)
    return v


def seat_named(state: Any, seat: int) -> Message:
    """A seat named by its wind this hand in the reader's language (``E``, ``東``), as a formula
    or a refusal names it: the screens' own short name of the wind."""
    return wind_name(state.seat_wind(seat), short=True)


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
            self.terms.append(Term("+" if n > 0 else "-", n if n > 0 else -n, label, _args(args)))
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


def unit_args(scoring: ScoringCfg, n: Number | None = None) -> dict[str, str]:
    """The variant's unit, for ``n`` of it, as a label's ``unit_en``/``unit_zh``: a formula names
    its values in the word the screens' headers use ("2 tai", not "2 台" under "Value (tai)")."""
    return {"unit_en": scoring.unit_en_for(n), "unit_zh": scoring.unit_zh}


def _args(args: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple(sorted(args.items()))


def render(terms: tuple[Term, ...] | list[Term], lang: str = "en", result: Number | None = None) -> str:
    """``8 base + 13 fan = 21``: the terms in order, and the result when there is more than one
    term (``result`` given, or worked out from the terms). A Chinese label in full-width brackets
    follows its number without a space, as Chinese is set: ``1（各項相加）``, not ``1 （各項相加）``."""
    if not terms:
        return ""
    parts: list[str] = []
    value: Number = 0
    additive = False  # a sum so far: a product after it needs brackets
    for t in terms:
        label = t.label_text(lang)
        piece = _num_text(t.value) + (label if label.startswith("（") else f" {label}" if label else "")
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
        elif t.op in ("cap", "="):  # a cap's label says it capped
            parts.append("→ " + piece)
            value = t.value
    if len(terms) > 1 and terms[-1].op not in ("cap", "="):
        end = value if result is None else result
        parts.append(f"= {_num_text(round(end) if isinstance(end, Fraction) else end)}")
    return " ".join(parts)


# ---- labels every evaluator and settlement may use ------------------------------------------------

NAMED = "x.named"
"""A fan or an item named in both languages."""
BASE = "x.base"
FANS = "x.fans"
SUM = "x.sum"
VALUE = "x.value"
CAP = "x.cap"
LIMIT = "x.limit"
SELF_DRAW = "x.self_draw"
DISCARDER = "x.discarder"
DEALER = "x.dealer"
SHARES = "x.shares"
SEAT = "x.seat"
POINTS_FOR = "x.points_for"
CONCEALED_KONG = "x.concealed_kong"
EXPOSED_KONG = "x.exposed_kong"
STAKES = "x.stakes"
STAKE_UNIT = "x.stake_unit"
UNIT = "x.unit"
DOUBLINGS = "x.doublings"
PLAIN_SELF_DRAW = "x.plain_self_draw"
KONG_TRANSFER = "x.kong_transfer"
OWN_MULTIPLIER = "x.own_multiplier"
GOLDEN_CAP = "x.golden_cap"
CONTRACT = "x.contract"
POINTS_TABLE = "x.points_table"
BONUS_ITEMS = "x.bonus_items"
STREAK_BONUS = "x.streak_bonus"
DRAWS_EXTRA = "x.draws_extra"
FACTOR = "x.factor"
