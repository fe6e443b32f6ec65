"""Bot levels: a name (``easy``, ``normal``, …) → a factory of bots, in the project's one
:class:`~mahjong_tui.registry.Registry`.

Every place that seats a bot (the local table, the shared SSH table, ``simulate``, ``duel``)
builds it here by the seat's level, so a new level plugs in by registering one class taking
``(variant, seed)``: ``@BOT_LEVELS.register("strong")``. The registering modules are the
``mahjong_tui.bots`` package's own, imported on the first lookup.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..engine.view import SeatView
from ..registry import Registry
from ..table.actions import Action
from ..variants.model import Variant
from .baseline import BaselineBot

NORMAL = "normal"
"""The level of a plain ``bot`` seat, and of every seat of a save written before levels existed."""

ORDER = ("easy", "normal", "strong")
"""How levels are listed and cycled (weakest first); a level not named here comes after them."""


class Bot(Protocol):
    """What a seat's bot does: pick one of the view's legal actions."""

    def choose(self, view: SeatView) -> Action: ...


BotFactory = Callable[[Variant, int], Bot]

BOT_LEVELS: Registry[BotFactory] = Registry("bot level", "mahjong_tui.bots")

BOT_LEVELS.register(NORMAL)(BaselineBot)


def level_names() -> list[str]:
    """The registered levels, weakest first."""
    names = BOT_LEVELS.names()
    rank = {name: i for i, name in enumerate(ORDER)}
    return sorted(names, key=lambda n: (rank.get(n, len(ORDER)), n))


def check_level(name: str) -> str:
    """``name`` if it is a registered level, else ``ValueError`` in one line with a "did you mean"."""
    if name not in BOT_LEVELS:
        raise ValueError(BOT_LEVELS.unknown(name))
    return name


def make_bot(level: str, variant: Variant, seed: int) -> Bot:
    """A bot of ``level`` for ``variant`` (``KeyError`` in one line for an unknown level)."""
    return BOT_LEVELS.get(level)(variant, seed)


def seat_levels(levels: list[str] | None, seats: int) -> list[str]:
    """The levels of ``seats`` seats: ``levels`` as given, or all ``normal`` when there are none
    (a save from before levels)."""
    if not levels:
        return [NORMAL] * seats
    if len(levels) != seats:
        raise ValueError(f"{len(levels)} bot levels for {seats} seats")
    return list(levels)
