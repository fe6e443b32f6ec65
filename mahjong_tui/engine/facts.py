"""The table told in the judge's request schema (:mod:`mahjong_tui.rules.request`): what a seat
knows that bears on a win of its own, and a settled win as a ``score`` request.

A seat's facts hold only what it may know: its own bans, void, furiten and dead hand, and what
lies open on the table (melds, stakes, who already won, the pot, the wild indicator). The hints
judge a possible win from these facts and the seat's own hand, as the table would judge it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..notation import format_hand
from ..rules.features.furiten import FuritenState
from ..rules.features.stakes import hand_stakes
from ..rules.features.void_suit import void_suits
from ..rules.features.wild_play import WildsDiscarded
from ..rules.request_keys import BOOL_FACTS
from ..rules.settlement.exponential import last_kong_paid
from ..scoring.situation import WINDS
from ..tiles import kinds as K
from ..tiles.hand import Hand

if TYPE_CHECKING:  # pragma: no cover
    from ..table.records import WinRecord
    from .parts import GameParts


def win_facts(game: GameParts, seat: int) -> dict[str, Any]:
    """What ``seat`` knows of the table that bears on its own win, as request keys (no hand,
    no winning tile, nothing about how the win happens)."""
    st = game.state
    v = game.variant
    wind = st.seat_wind
    out: dict[str, Any] = {
        "variant": v.id,
        "options": dict(v.options),
        "players": game.n,
        "seat_wind": WINDS[wind(seat)],
        "round_wind": WINDS[st.round_wind],
    }
    if v.preset:
        out["preset"] = v.preset
    if st.indicator is not None and v.cfg.tiles.wild != "none":
        out["indicator"] = K.code(st.indicator)
    me = st.seats[seat]
    if me.discarded_kinds:
        out["own_discards"] = [K.code(t) for t in sorted(me.discarded_kinds)]
    if me.banned_win_kinds is not None:
        out["pass_ban"] = "all" if not me.banned_win_kinds else [K.code(t) for t in sorted(me.banned_win_kinds)]
    furiten = st.feature(FuritenState).kind(seat)
    if furiten is not None:
        out["furiten"] = furiten
    if me.dead:
        out["dead_hand"] = True
    if me.frozen:
        out["frozen"] = True
    if seat in st.feature(WildsDiscarded).seats:
        out["wild_discarded"] = True
    if me.ready:
        out["ready"] = True
    voids = void_suits(st)
    void = None if voids is None else voids[seat]
    if void is not None:
        out["void"] = "mps"[void]
    melds = {
        WINDS[wind(i)]: format_hand(Hand([], list(s.melds))) for i, s in enumerate(st.seats) if i != seat and s.melds
    }
    if melds:
        out["melds"] = melds
    won = sorted({WINDS[wind(w.seat)] for w in st.wins if w.seat != seat})
    if won:
        out["won"] = won
    stakes = hand_stakes(st)
    if stakes is not None:
        out["stakes"] = {WINDS[wind(i)]: k for i, k in enumerate(stakes)}
    if st.pot:
        out["pot"] = st.pot
    out["streak"] = game.match.streak
    out["draws_before"] = game.match.draws_in_a_row
    return out


def settled_request(game: GameParts, r: WinRecord) -> dict[str, Any]:
    """The ``score`` request telling the declaration ``r`` as the table stands before it is paid:
    the winner's facts, the hand, how it was won, and what only the table knew (whether the
    discarder was ready, for Wuhan's contract)."""
    st = game.state
    sit = r.situation
    req = win_facts(game, r.seat)
    req.pop("ready", None)
    req["hand"] = format_hand(r.hand)
    special = r.score.fans[0].id if r.hand.win_tile is None and len(r.score.fans) == 1 else None
    if special is not None:
        req["special"] = special
    if r.discarder is not None:
        req["discarder"] = WINDS[st.seat_wind(r.discarder)]
    for key, (field, _) in BOOL_FACTS.items():
        if getattr(sit, field):
            req[key] = True
    for key in ("streak", "draws_before", "calls_made", "draws_made"):
        if key in sit.extra:
            req[key] = sit.extra[key]
    for key in ("dealer_first_discard", "discarder_first_discard"):
        if sit.extra.get(key):
            req[key] = True
    if sit.kong_discard and r.discarder is not None:
        record = last_kong_paid(st, r.discarder)
        if record is not None and not record.transferred:
            req["kong_income"] = {WINDS[st.seat_wind(p)]: amount for p, amount in record.paid}
    if r.discarder is not None:
        was_ready = game.variant.settlement.discarder_was_ready(st, r)
        if was_ready is not None:
            req["discarder_ready"] = was_ready
    return req
