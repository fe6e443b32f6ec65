"""Bot levels: a name (``easy``, ``normal``, …) → a factory of bots, in the project's one
:class:`~mahjong_tui.registry.Registry`.

Every place that seats a bot (the local table, the shared SSH table, ``simulate``, ``duel``)
builds it here by the seat's level. The levels are registered here, each by a factory taking
``(variant, seed)`` that imports its bot when the first one is made: the menu lists the levels
at start-up, and importing every bot then cost its first frame a fifth of its time
(``benchmarks/bench_ui.py``). A new level is one more factory below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..registry import Registry

if TYPE_CHECKING:  # pragma: no cover
    from ..engine.view import SeatView
    from ..table.actions import Action
    from ..variants.model import Variant

NORMAL = "normal"
"""The level of a plain ``bot`` seat, and of every seat of a save written before levels existed."""

ORDER = ("easy", "normal", "strong")
"""How levels are listed and cycled (weakest first); a level not named here comes after them."""


class Bot(Protocol):
    """What a seat's bot does: pick one of the view's legal actions. ``reads_win_facts``: its
    views must carry the seat's win facts (``SeatView.win_facts``, the judge's request facts the
    table itself uses), which the others are spared building."""

    reads_win_facts: bool

    def choose(self, view: SeatView) -> Action: ...


BotFactory = Callable[["Variant", int], Bot]

BOT_LEVELS: Registry[BotFactory] = Registry("bot level")


@BOT_LEVELS.register(NORMAL)
def _normal(variant: Variant, seed: int) -> Bot:
    """The baseline bot, unchanged (``benchmarks/decision_hash.py``)."""
    from .baseline import BaselineBot

    return BaselineBot(variant, seed)


@BOT_LEVELS.register("easy")
def _easy(variant: Variant, seed: int) -> Bot:
    """Plausible human mistakes: honours held, greedy claims, no defence."""
    from .easy import EasyBot

    return EasyBot(variant, seed)


@BOT_LEVELS.register("strong")
def _strong(variant: Variant, seed: int) -> Bot:
    """The baseline's plans with defence (readiness, tile danger, push or fold) and, where a
    minimum applies, waits the judge accepts as wins (``bots/strong``)."""
    from .strong.bot import StrongBot

    return StrongBot(variant, seed)


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
