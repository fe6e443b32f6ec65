"""Questions the table asks before an action the rules let a player take but will punish or
that gives up something: a false win (詐糊) with its fee, a chicken hand (雞糊), a swap call
(食替), a discard that forfeits the win (a Beijing wild). Pure functions: the table shows the
answer in a :class:`ConfirmScreen`."""

from __future__ import annotations

from ...engine.view import SeatView
from ...messages import Message
from ...rules.features.stakes import STAKES_CHOICE, STAKES_KEEP, stakes_note
from ...table.actions import Act, Action, Mark
from ...variants.model import Variant
from .. import hints as hints_mod
from ..look import Look


def false_win_fee(variant: Variant) -> int | None:
    """What a false win costs each other player, as the variant's settlement declares it."""
    fee: int | None = variant.settlement.false_win_fee()
    return fee


def choice_note(options: list[Action], variant: Variant) -> Message | None:
    """What the choice among ``options`` weighs, said under its title where the options alone do
    not tell it: what a stake (下炮子) costs and wins."""
    if any(a.label is not None and a.label.key in (STAKES_CHOICE, STAKES_KEEP) for a in options):
        settlement = variant.settlement
        return stakes_note(settlement.stake_unit(), settlement.stake_self_draw())
    return None


def needs_asking(a: Action, view: SeatView | None = None) -> bool:
    """Whether taking ``a`` should be confirmed first (``view``: the seat's view, which says
    which discards forfeit the win)."""
    forfeits = view is not None and a.type is Act.DISCARD and a.tile in view.forfeits
    return a.false_win or a.choice in (Mark.CHICKEN, Mark.SWAP_CALL) or forfeits


def question(a: Action, variant: Variant, view: SeatView, look: Look) -> str:
    """The question to confirm ``a`` with (see :func:`needs_asking`)."""
    if a.type is Act.DISCARD and a.tile in view.forfeits:
        return look.t("confirm.forfeit", tile=look.tile_name(a.tile), why=look.say(view.forfeits[a.tile]))
    if a.false_win:
        why = hints_mod.why_not_win(variant, view, a.tile, look.lang) if a.tile is not None else ""
        text = look.t("table.false_win_q", why=why or "?")
        fee = false_win_fee(variant)
        if fee is not None:
            text += " " + look.t("confirm.fee", fee=fee)
        return text
    if a.type is Act.WIN and a.choice is Mark.CHICKEN:
        return look.t("confirm.chicken")
    tile = look.tile_name(a.tile) if a.tile is not None else "?"
    return look.t("confirm.swap_call", tile=tile)
