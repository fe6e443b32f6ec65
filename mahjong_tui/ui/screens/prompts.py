"""Questions the table asks before an action the rules let a player take but will punish or
that gives up something: a false win (詐糊) with its fee, a chicken hand (雞糊), a swap call
(食替). Pure functions: the table shows the answer in a :class:`ConfirmScreen`."""

from __future__ import annotations

from ...engine.view import SeatView
from ...table.actions import Act, Action
from ...variants.model import Variant
from .. import hints as hints_mod
from ..look import Look
from ..tiles import tile_label

FEE_PARAMS = ("false_win", "false_win_each")
"""Settlement params that hold what a false win costs each other player (shares, doubling)."""


def false_win_fee(variant: Variant) -> int | None:
    """What a false win costs each other player, read from the variant's settlement params."""
    params = variant.cfg.settlement.params
    for key in FEE_PARAMS:
        value = params.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def needs_asking(a: Action) -> bool:
    """Whether taking ``a`` should be confirmed first."""
    return a.false_win or a.choice in ("chicken", "swap_call")


def question(a: Action, variant: Variant, view: SeatView, look: Look) -> str:
    """The question to confirm ``a`` with (see :func:`needs_asking`)."""
    if a.false_win:
        why = hints_mod.why_not_win(variant, view, a.tile, look.lang) if a.tile is not None else ""
        text = look.t("table.false_win_q", why=why or "?")
        fee = false_win_fee(variant)
        if fee is not None:
            text += " " + look.t("confirm.fee", fee=fee)
        return text
    if a.type is Act.WIN and a.choice == "chicken":
        return look.t("confirm.chicken")
    tile = tile_label(a.tile, look.ascii, look.lang) if a.tile is not None else "?"
    return look.t("confirm.swap_call", tile=tile)
