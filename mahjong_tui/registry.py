"""Named components (rules, fan rules, evaluators) that variant files refer to by name. It imports
nothing of the package, so the scoring and the rules below the variants both use it."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from difflib import get_close_matches
from typing import Generic, TypeVar

T = TypeVar("T")


class Registry(Generic[T]):
    """A name → component table with helpful errors for unknown names."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._items: dict[str, T] = {}

    def register(self, name: str) -> Callable[[T], T]:
        def deco(item: T) -> T:
            if name in self._items:
                raise ValueError(f"{self.what} {name!r} registered twice")
            self._items[name] = item
            return item

        return deco

    def __contains__(self, name: object) -> bool:
        return name in self._items

    def get(self, name: str) -> T:
        try:
            return self._items[name]
        except KeyError:
            raise KeyError(self.unknown(name)) from None

    def unknown(self, name: str) -> str:
        close = get_close_matches(name, self._items, n=1)
        hint = f"; did you mean {close[0]!r}?" if close else ""
        return f"no {self.what} named {name!r}{hint} (known: {', '.join(sorted(self._items))})"

    def names(self) -> list[str]:
        return sorted(self._items)


def import_submodules(package: str) -> None:
    """Import every module and subpackage of ``package`` once, so their registrations run.

    Components register themselves by decorator; a new variant's components only need files,
    never an edit to a central list.
    """
    pkg = importlib.import_module(package)
    for info in pkgutil.walk_packages(pkg.__path__, prefix=f"{package}."):
        importlib.import_module(info.name)
