"""Settlements: who pays whom for a win, a kong, a drawn hand. One class per scheme, by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...params import check_params as check_any
from ...registry import Registry, import_submodules
from ...table.records import HandResult, Payment, WinRecord
from ...table.state import HandState

if TYPE_CHECKING:  # pragma: no cover
    from ...params import ParamsSpec
    from ...tiles.hand import Meld
    from ...variants.model import Variant


class Settlement:
    """Base scheme: nothing is paid. Subclasses override the moments they care about."""

    params_spec: ParamsSpec = {}
    """Accepted ``settlement.params`` keys and their types, or a tuple of the words allowed
    (checked when a file loads)."""

    def __init__(self, variant: Variant, params: dict[str, Any]) -> None:
        self.variant = variant
        self.params = params

    def param(self, name: str, default: Any) -> Any:
        return self.params.get(name, default)

    def on_win(self, state: HandState, win: WinRecord) -> list[Payment]:
        return []

    def on_wins(self, state: HandState, wins: list[WinRecord]) -> list[Payment]:
        """All wins on one discard (several winners) or one self-draw."""
        out: list[Payment] = []
        for w in wins:
            out.extend(self.on_win(state, w))
        return out

    def on_kong(self, state: HandState, seat: int, meld: Meld, from_seat: int | None) -> list[Payment]:
        """A kong that stands (not robbed): immediate kong money where the variant has it."""
        return []

    def on_exhaustive_draw(self, state: HandState) -> list[Payment]:
        return []

    def on_ready(self, state: HandState, seat: int) -> list[Payment]:
        """A seat declared ready: what the declaration costs (憨兒 pays into the pot, payee None)."""
        return []

    def on_false_win(self, state: HandState, seat: int) -> list[Payment]:
        return []

    def on_hand_end(self, state: HandState, result: HandResult) -> list[Payment]:
        """Last adjustments once the hand is over (kongs that follow the win, cancellations)."""
        return []


SETTLEMENTS: Registry[type[Settlement]] = Registry("settlement")


def check_params(kind: str, params: dict[str, Any]) -> str | None:
    """Why ``params`` do not suit the scheme ``kind``, or None."""
    return check_any(params, SETTLEMENTS.get(kind).params_spec)


import_submodules(__name__)  # every module in this package registers its components when imported
