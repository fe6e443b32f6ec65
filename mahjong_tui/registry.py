"""Named components that variant files refer to by name: table features, settlements, rotations,
win conditions, shapes, evaluators, fan rules and bot plans each have one :class:`Registry`. It
imports nothing of the package, so the scoring, the rules and the bots all use it."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Collection
from difflib import get_close_matches
from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    """A name → component table with helpful errors for unknown names."""

    def __init__(self, what: str, package: str = "", allowed: Collection[str] | None = None) -> None:
        self.what = what
        self._items: dict[str, T] = {}
        self._package = package
        """A package whose modules register the components, imported on the first lookup (for
        a package that cannot import them all when it is itself imported)."""
        self.allowed = allowed
        """The only names that may register, when a lower layer keeps the list of names (the bot
        plan kinds a variant file may name: ``variants/plan_kinds.py``)."""

    def load(self) -> None:
        """Import the registering package now, once (see ``package``)."""
        if self._package:
            package, self._package = self._package, ""
            import_submodules(package)

    def register(self, name: str) -> Callable[[T], T]:
        if self.allowed is not None and name not in self.allowed:
            raise ValueError(f"{self.what} {name!r} is not in the list of names ({', '.join(self.allowed)})")

        def deco(item: T) -> T:
            if name in self._items and self._items[name] is not item:
                raise ValueError(f"{self.what} {name!r} registered twice")
            self._items[name] = item
            return item

        return deco

    def __contains__(self, name: object) -> bool:
        self.load()
        return name in self._items

    def get(self, name: str) -> T:
        self.load()
        try:
            return self._items[name]
        except KeyError:
            raise KeyError(self.unknown(name)) from None

    def find(self, name: str) -> T | None:
        """The component named ``name``, or None."""
        self.load()
        return self._items.get(name)

    def unknown(self, name: str) -> str:
        self.load()
        close = get_close_matches(name, self._items, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        known = ", ".join(sorted(self._items)) if len(self._items) <= 30 else f"{len(self._items)} of them"
        return f"no {self.what} named {name!r}{hint} (known: {known})"

    def names(self) -> list[str]:
        self.load()
        return sorted(self._items)


def import_submodules(package: str) -> None:
    """Import every module and subpackage of ``package`` once, so their registrations run.

    Components register themselves by decorator; a new variant's components only need files,
    never an edit to a central list.
    """
    pkg = importlib.import_module(package)
    for info in pkgutil.walk_packages(pkg.__path__, prefix=f"{package}."):
        importlib.import_module(info.name)
