"""Helpers for the Wuhan and Beijing tests: score a worked example and settle it with the other
seats' melds in place, as the rule files describe them."""

from __future__ import annotations

from mahjong_tui.scoring.situation import Situation
from mahjong_tui.table.records import WinRecord
from mahjong_tui.table.state import HandState, SeatState
from mahjong_tui.table.wall import Wall
from mahjong_tui.tiles import kinds as K

from .table_rig import WINDS, find, set_position
from .table_rig import act as do


def settle(
    variant,
    hand: str,
    winner: str,
    how: str = "self_draw",
    discarder: str | None = None,  # noqa: ANN001
    others: dict[str, str] | None = None,
    wild: str = "4z",
    **flags: object,
):
    """(score, deltas by wind) for ``hand`` won by ``winner``; ``others`` gives the other seats'
    melds (and any concealed tiles) in notation; E is the dealer."""
    seat = WINDS.index(winner)
    disc = WINDS.index(discarder) if discarder else None
    h = variant.parse(hand)
    extra = flags.pop("extra", {})
    sit = Situation(
        self_drawn=how == "self_draw",
        seat_wind=seat,
        discarder=disc,
        rob_kong=how == "rob_kong",
        wild_kinds=(K.from_code(wild),) if wild else (),
        **flags,
    )  # type: ignore[arg-type]
    sit.extra.update(extra)  # type: ignore[arg-type]
    score = variant.evaluator.score(h, sit)
    seats = [SeatState() for _ in range(4)]
    for w, text in (others or {}).items():
        o = variant.parse(text, allow_discard_form=True, check_count=False)
        seats[WINDS.index(w)].melds = list(o.melds)
        seats[WINDS.index(w)].hand = sorted(o.concealed)
    seats[seat].melds = list(h.melds)
    state = HandState(1, 0, 0, Wall([]), seats)
    state.wild_kinds = sit.wild_kinds
    win = WinRecord(seat, disc, h.win_tile, h, score, sit, how)  # type: ignore[arg-type]
    deltas = dict.fromkeys(WINDS, 0)
    for p in variant.settlement.on_wins(state, [win]):
        deltas[WINDS[p.payer]] -= p.amount
        deltas[WINDS[p.payee]] += p.amount
    return score, {w: d for w, d in deltas.items() if d}


def rig(
    variant,
    hands: dict[str, str],
    turn: str = "E",
    drawn: str | None = None,
    wall: str = "",  # noqa: ANN001, ANN201
    pad: str = "9m",
    size: int = 40,
    wild: str | None = "4z",
    seed: int = 1,
):
    """A game set to a chosen position: E deals, ``hands`` in notation (melds kept, their
    givers from the source marks), the wall's front as given and padded to ``size`` tiles."""
    from mahjong_tui.engine.game import Game

    return set_position(
        Game(variant, seed=seed),
        hands,
        turn=turn,
        drawn=drawn,
        wall=wall,
        pad=pad,
        size=size,
        wild=wild or "",
        bonus=False,
    )


__all__ = ["do", "find", "rig", "settle"]
