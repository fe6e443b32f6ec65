"""Kong money paid the moment a kong stands (刮風下雨, 槓錢): who pays and how much.

Shared by the settlements that pay kongs at once (``doubling`` with ``kong_timing =
"immediate"``, ``exponential``). Parameters, read from the settlement's own ``params``:
``kong_concealed`` and ``kong_added`` from each other seat still in the hand; ``kong_direct``
from the seat whose discard was konged (``kong_direct_payer = "discarder"``) or from each other
seat (``"all"``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...params import Params, param
from ...table.state import HandState
from ...tiles.hand import Meld, MeldKind


@dataclass(frozen=True)
class KongMoneyParams(Params):
    """The kong money parameters of a settlement that pays kongs at once."""

    kong_concealed: int = param(0, "a concealed kong: paid by each other seat still in")
    kong_added: int = param(0, "an added kong: paid by each other seat still in")
    kong_direct: int = param(0, "a kong on a discard: paid by the discarder, or by each other seat")


def kong_money(
    params: KongMoneyParams,
    state: HandState,
    seat: int,
    meld: Meld,
    from_seat: int | None,
    direct_payer: str = "discarder",
) -> tuple[int, list[int]]:
    """(amount each payer pays, payers) for ``seat``'s kong ``meld``; ``direct_payer``
    (``discarder`` or ``all``) pays a kong on a discard."""
    others = [s for s in range(state.n) if s != seat and state.active(s)]
    if meld.kind is MeldKind.CONCEALED_KONG:
        return params.kong_concealed, others
    if meld.added or from_seat is None:
        return params.kong_added, others
    return params.kong_direct, [from_seat] if direct_payer == "discarder" else others
