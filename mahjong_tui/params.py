"""Parameters a variant file gives a rule component, declared with their kind, default, range
and meaning, and checked when the file loads.

A component declares its parameters as a frozen :class:`Params` dataclass, one field per key
(:func:`param`: default, meaning, range); the field's type is the kind. :func:`check_params`
refuses an unknown or misspelt key with "did you mean", a value of the wrong kind, a number out
of range or not finite; :meth:`Params.from_table` checks a variant file's table and converts it.
"""

from __future__ import annotations

import difflib
import math
from collections.abc import Mapping
from dataclasses import MISSING, Field, dataclass, field, fields
from types import UnionType
from typing import Any, ClassVar, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

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


def did_you_mean(word: str, known: Any, cutoff: float = 0.7) -> str:
    """`` (did you mean 'x'?)`` for a close known word, else ``""``."""
    close = difflib.get_close_matches(str(word), [str(k) for k in known], n=1, cutoff=cutoff)
    return f" (did you mean {close[0]!r}?)" if close else ""


def check_params(params: Mapping[str, Any], spec: Mapping[str, Param]) -> str | None:
    """Why ``params`` do not suit ``spec``, or None (one problem, naming the parameter)."""
    for key, value in params.items():
        if key not in spec:
            known = ", ".join(sorted(spec)) or "none"
            return f"unknown parameter {key!r}{did_you_mean(key, spec)} (known: {known})"
        problem = check_value(value, spec[key])
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


# ---- parameters declared as a dataclass ---------------------------------------------------------


class ParamsError(ValueError):
    """A component's parameter table that does not suit its declaration (one line)."""


def param(default: Any, doc: str, *, lo: float = 0, hi: float = MAX_NUMBER, min_items: int = 0, names: str = "") -> Any:
    """One field of a :class:`Params` dataclass: its default, meaning and range. The field's
    type gives the kind: ``bool``, ``int``, ``float``, ``str``, a ``Literal`` of words, or a
    ``tuple[X, ...]`` of one of those (a list in the variant file); ``X | None`` with the
    default None for a value that, unset, follows from something else (the doc says what)."""
    if isinstance(default, list):
        default = tuple(default)
    return field(default=default, metadata={"param": (doc, lo, hi, min_items, names)})


_SIMPLE: dict[Any, type] = {bool: bool, int: int, float: float, str: str}


def _kind(hint: Any, where: str) -> type | tuple[str, ...]:
    if hint in _SIMPLE:
        return _SIMPLE[hint]
    if get_origin(hint) is Literal:
        return tuple(str(a) for a in get_args(hint))
    raise TypeError(f"{where}: a parameter is bool, int, float, str, a Literal of words or a tuple of one of those")


def _as_param(hint: Any, f: Field[Any], where: str) -> Param:
    if f.default is MISSING:
        raise TypeError(f"{where}: a parameter needs a default (declare it with param())")
    doc, lo, hi, min_items, names = f.metadata.get("param", ("", 0, MAX_NUMBER, 0, ""))
    default: Any = f.default
    if get_origin(hint) in (Union, UnionType):  # ``X | None``: unset (None) means another value decides
        args = [a for a in get_args(hint) if a is not type(None)]
        if len(args) != 1 or default is not None:
            raise TypeError(f"{where}: an optional parameter is declared X | None with the default None")
        hint = args[0]
    if get_origin(hint) is tuple:
        items = get_args(hint)
        if len(items) != 2 or items[1] is not Ellipsis:
            raise TypeError(f"{where}: a list parameter is declared tuple[X, ...]")
        return Param(
            list, None if default is None else list(default), doc, lo, hi, _kind(items[0], where), min_items, names
        )
    return Param(_kind(hint, where), default, doc, lo, hi, None, min_items, names)


@dataclass(frozen=True)
class Params:
    """Base of a component's parameters: a frozen dataclass whose fields (declared with
    :func:`param`) are the keys of its table in a variant file, each with its default in one
    place. :meth:`from_table` checks and converts a table; :meth:`spec` gives the declarations
    (what the loader, the docs and the UI read)."""

    _spec: ClassVar[dict[str, Param]]
    """The declarations, made once per class on first use (not a field)."""

    @classmethod
    def spec(cls) -> dict[str, Param]:
        got = cls.__dict__.get("_spec")
        if got is None:
            hints = get_type_hints(cls)
            got = {f.name: _as_param(hints[f.name], f, f"{cls.__name__}.{f.name}") for f in fields(cls)}
            cls._spec = got
        return got

    @classmethod
    def from_table(cls: type[P], table: Mapping[str, Any]) -> P:
        """The parameters a variant file's table gives (defaults for the rest); a
        :class:`ParamsError` names the first key that does not suit."""
        problem = check_params(table, cls.spec())
        if problem:
            raise ParamsError(problem)
        return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in table.items()})


P = TypeVar("P", bound=Params)


@dataclass(frozen=True)
class NoParams(Params):
    """A component that takes no parameters."""
