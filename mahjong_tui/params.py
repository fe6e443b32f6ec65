"""Parameters a variant file gives a rule component, declared with their kind, default, range
and meaning, and checked when the file loads.

A component declares ``params_spec: dict[str, Param]`` (a bare type or a tuple of words is read
as a :class:`Param` with that kind). :func:`check_params` refuses an unknown or misspelt key
with "did you mean", a value of the wrong kind, a number out of range or not finite.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

MAX_NUMBER = 1_000_000


@dataclass(frozen=True)
class Param:
    kind: type | tuple[str, ...]
    """``bool``, ``int``, ``float``, ``str``, ``list``, or a tuple of the words allowed."""
    default: Any = None
    doc: str = ""
    lo: float = 0
    hi: float = MAX_NUMBER
    items: type | tuple[str, ...] | None = None
    """For a list: the kind of each item (``int``, ``str``, or the words allowed)."""
    min_items: int = 0
    names: str = ""
    """What a text value, or each item of a list, names: ``tile`` (a tile code of the variant's
    set) or ``fan`` (a fan id of its table); checked against the variant (``variants.validate``)."""


ParamsSpec = Mapping[str, "Param | type | tuple[str, ...]"]


def as_param(spec: Param | type | tuple[str, ...]) -> Param:
    return spec if isinstance(spec, Param) else Param(spec)


def did_you_mean(word: str, known: Any, cutoff: float = 0.7) -> str:
    """`` (did you mean 'x'?)`` for a close known word, else ``""``."""
    close = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=cutoff)
    return f" (did you mean {close[0]!r}?)" if close else ""


def check_params(params: Mapping[str, Any], spec: ParamsSpec) -> str | None:
    """Why ``params`` do not suit ``spec``, or None (one problem, naming the parameter)."""
    for key, value in params.items():
        if key not in spec:
            known = ", ".join(sorted(spec)) or "none"
            return f"unknown parameter {key!r}{did_you_mean(key, spec)} (known: {known})"
        problem = check_value(value, as_param(spec[key]))
        if problem:
            return f"parameter {key!r} {problem}"
    return None


def check_value(value: Any, p: Param) -> str | None:
    """What is wrong with one value, or None."""
    kind = p.kind
    if isinstance(kind, tuple):
        if value not in kind:
            hint = did_you_mean(value, kind) if isinstance(value, str) else ""
            return f"must be one of {', '.join(kind)}; got {value!r}{hint}"
        return None
    if kind is bool:
        return None if isinstance(value, bool) else "must be true or false"
    if kind is int or kind is float:
        whole = kind is int
        if isinstance(value, bool) or not isinstance(value, (int, float)) or (whole and not isinstance(value, int)):
            return "must be a whole number" if whole else "must be a number"
        if not math.isfinite(value) or not p.lo <= value <= p.hi:
            return f"must be from {p.lo:g} to {p.hi:g}; got {value}"
        return None
    if kind is str:
        return None if isinstance(value, str) else "must be text"
    if kind is list:
        if not isinstance(value, list):
            return "must be a list"
        if len(value) < p.min_items:
            return f"needs at least {p.min_items} item{'' if p.min_items == 1 else 's'}"
        if p.items is not None:
            for item in value:
                problem = check_value(item, Param(p.items, lo=p.lo, hi=p.hi))
                if problem:
                    return f"holds {item!r}: {problem}"
        for item in value:
            if isinstance(item, float) and not math.isfinite(item):
                return f"holds a number that is not finite ({item})"
            if isinstance(item, (int, float)) and not isinstance(item, bool) and not p.lo <= item <= p.hi:
                return f"holds {item}, outside {p.lo:g} to {p.hi:g}"
        return None
    return None if isinstance(value, kind) else f"must be {kind.__name__}"
