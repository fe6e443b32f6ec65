"""Settlements: who pays whom for a win, a kong, a drawn hand. One class per scheme, by name."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ...params import NoParams, Params
from ...registry import Registry, import_submodules
from ...table.records import HandResult, Payment, WinRecord
from ...table.state import HandState

if TYPE_CHECKING:  # pragma: no cover
    from ...tiles.hand import Meld
    from ..rule_variant import RuleVariant


class Settlement:
    """Base scheme: nothing is paid. Subclasses override the moments they care about."""

    params_class: ClassVar[type[Params]] = NoParams
    """The ``settlement.params`` the scheme reads (checked and converted when a file loads)."""

    def __init__(self, variant: RuleVariant, params: dict[str, Any]) -> None:
        self.variant = variant
        self.params = self.params_class.from_table(params)

    def false_win_fee(self) -> int | None:
        """What a false win costs each other player, when the scheme charges a fixed amount
        (a UI states it before one is declared)."""
        return None

    def stake_unit(self) -> int | None:
        """What one stake (Shaanxi's 下炮子) pays on a win on a discard, where stakes are paid."""
        return None

    def stake_self_draw(self) -> int:
        """How many times a self-drawn win pays the stakes a win on a discard pays."""
        return 1

    def flat_bonus(self, fan_id: str) -> int | None:
        """Points a fan adds flat instead of to the hand's value (憨兒's +125 items), or None."""
        return None

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

    # ---- questions other parts ask of the scheme -----------------------------------------

    def discarder_was_ready(self, state: HandState, win: WinRecord) -> bool | None:
        """Whether the discarder of ``win`` was ready when he discarded, for schemes whose
        payment depends on it (Wuhan's contract); None for the others."""
        return None

    def own_multiplier(self, melds: list[Meld]) -> int | None:
        """A seat's own multiplier from its melds, for schemes that have one (Wuhan); None
        for the others."""
        return None


SETTLEMENTS: Registry[type[Settlement]] = Registry("settlement")


import_submodules(__name__)  # every module in this package registers its components when imported
