"""Kong money paid the moment a kong stands (刮風下雨, 杠錢): who pays and how much.

Shared by the settlements that pay kongs at once (``doubling`` with ``kong_timing =
"immediate"``, ``exponential``). Parameters, read from the settlement's own ``params``:
``kong_concealed`` and ``kong_added`` from each other seat still in the hand; ``kong_direct``
from the seat whose discard was konged (``kong_direct_payer = "discarder"``) or from each other
seat (``"all"``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...table.state import HandState
from ...tiles.hand import Meld, MeldKind

if TYPE_CHECKING:  # pragma: no cover
    from . import Settlement


def kong_money(settlement: Settlement, state: HandState, seat: int, meld: Meld, from_seat: int | None,
               direct_payer: str = "discarder") -> tuple[int, list[int]]:
    """(amount each payer pays, payers) for ``seat``'s kong ``meld``; ``direct_payer`` is the
    settlement's default for ``kong_direct_payer``."""
    others = [s for s in range(state.n) if s != seat and state.active(s)]
    if meld.kind is MeldKind.CONCEALED_KONG:
        return int(settlement.param("kong_concealed", 0)), others
    if meld.added or from_seat is None:
        return int(settlement.param("kong_added", 0)), others
    payer = settlement.param("kong_direct_payer", direct_payer)
    return int(settlement.param("kong_direct", 0)), [from_seat] if payer == "discarder" else others
