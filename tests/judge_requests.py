"""Wins from bot games told as ``score`` requests: the table's facts written in the documented
request schema (``mahjong_tui.rules.request.KEYS``), so a test can ask ``score`` about a win the
engine settled and require the same verdict, total and payments.

The request is written from what the table shows and each seat knows about itself, key by key;
nothing of the engine's state is handed over as an object.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_tui.engine.game import Game
from mahjong_tui.engine.state import Payment, WinRecord
from mahjong_tui.notation import format_hand
from mahjong_tui.rules.request import BOOL_FACTS
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Hand

WINDS = "ESWN"


@dataclass
class SettledWin:
    """One declaration the engine settled, the request that tells it, and what it was paid."""

    record: WinRecord
    request: dict[str, Any]
    payments: list[Payment]
    """Payments of this declaration alone, seats by wind."""
    together: int
    """Declarations settled on the same tile (several winners on one discard)."""


def request_for(game: Game, r: WinRecord) -> dict[str, Any]:
    """The ``score`` request telling win ``r``, as the table stands before it is paid."""
    st = game.state
    v = game.variant
    sit = r.situation
    wind = st.seat_wind
    req: dict[str, Any] = {
        "variant": v.id, "options": dict(v.options), "players": game.n,
        "hand": format_hand(r.hand), "seat_wind": WINDS[wind(r.seat)], "round_wind": WINDS[st.round_wind],
    }
    if v.preset:
        req["preset"] = v.preset
    if r.discarder is not None:
        req["discarder"] = WINDS[wind(r.discarder)]
    for key, (field, _) in BOOL_FACTS.items():
        if getattr(sit, field):
            req[key] = True
    if st.indicator is not None and v.cfg.tiles.wild:
        req["indicator"] = K.code(st.indicator)
    if sit.own_discards:
        req["own_discards"] = [K.code(t) for t in sorted(sit.own_discards)]
    for key in ("streak", "draws_before", "calls_made", "draws_made"):
        if key in sit.extra:
            req[key] = sit.extra[key]
    for key in ("dealer_first_discard", "discarder_first_discard"):
        if sit.extra.get(key):
            req[key] = True
    me = st.seats[r.seat]
    if me.banned_win_kinds is not None:
        req["pass_ban"] = "all" if not me.banned_win_kinds else [K.code(t) for t in sorted(me.banned_win_kinds)]
    furiten = st.flags.get("furiten")
    if furiten:
        for kind in ("permanent", "temporary"):
            if r.seat in furiten[kind]:
                req["furiten"] = kind
                break
    if me.dead:
        req["dead_hand"] = True
    if me.frozen:
        req["frozen"] = True
    if me.flags.get("wild_discarded"):
        req["wild_discarded"] = True
    voids = st.flags.get("void_suits")
    if voids is not None:
        req["void"] = "mps"[voids[r.seat]]
    melds = {WINDS[wind(i)]: format_hand(Hand([], list(s.melds)))
             for i, s in enumerate(st.seats) if i != r.seat and s.melds}
    if melds:
        req["melds"] = melds
    won = [WINDS[wind(w.seat)] for w in st.flags.get("wins", [])]
    if won:
        req["won"] = sorted(set(won))
    stakes = st.flags.get("stakes")
    if stakes is not None:
        req["stakes"] = {WINDS[wind(i)]: k for i, k in enumerate(stakes)}
    if st.pot:
        req["pot"] = st.pot
    if sit.kong_discard and r.discarder is not None:
        record = next((k for k in reversed(st.flags.get("kong_money", [])) if k["konger"] == r.discarder), None)
        if record is not None and not record["transferred"]:
            req["kong_income"] = {WINDS[wind(p)]: amount for p, amount in record["paid"]}
    settlement = v.settlement
    if r.discarder is not None and hasattr(settlement, "_was_ready"):
        req["discarder_ready"] = settlement._was_ready(st, r)
    return req


def record_wins(game: Game, out: list[SettledWin]) -> None:
    """Make ``game`` note every declaration it settles (wins and false wins) into ``out``."""
    settle = game._settle_wins

    def noting(records: list[WinRecord], discarder: int | None, tile: int, how: str) -> None:
        requests = [request_for(game, r) for r in records]  # before the payments change the table
        settle(records, discarder, tile, how)
        wind = game.state.seat_wind
        for r, req in zip(records, requests):
            pays = [Payment(None if p.payer is None else wind(p.payer), None if p.payee is None else wind(p.payee),
                            p.amount, p.reason, p.note) for p in r.payments if p.amount]
            out.append(SettledWin(r, req, pays, len(records)))

    game._settle_wins = noting  # type: ignore[method-assign]
