"""Helpers for the Wuhan and Beijing tests: score a worked example and settle it with the other
seats' melds in place, as the rule files describe them."""

from __future__ import annotations

from mahjong_tui.engine.state import HandState, SeatState, WinRecord
from mahjong_tui.engine.wall import Wall
from mahjong_tui.scoring.situation import Situation
from mahjong_tui.tiles import kinds as K

WINDS = "ESWN"


def settle(variant, hand: str, winner: str, how: str = "self_draw", discarder: str | None = None,  # noqa: ANN001
           others: dict[str, str] | None = None, wild: str = "4z", **flags: object):
    """(score, deltas by wind) for ``hand`` won by ``winner``; ``others`` gives the other seats'
    melds (and any concealed tiles) in notation; E is the dealer."""
    seat = WINDS.index(winner)
    disc = WINDS.index(discarder) if discarder else None
    h = variant.parse(hand)
    extra = flags.pop("extra", {})
    sit = Situation(self_drawn=how == "self_draw", seat_wind=seat, discarder=disc, rob_kong=how == "rob_kong",
                    wild_kinds=(K.from_code(wild),) if wild else (), **flags)  # type: ignore[arg-type]
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


def rig(variant, hands: dict[str, str], turn: str = "E", drawn: str | None = None, wall: str = "",  # noqa: ANN001, ANN201
        pad: str = "9m", size: int = 40, wild: str | None = "4z", seed: int = 1):
    """A game set to a chosen position: E deals, ``hands`` in notation (melds kept, their
    givers from the source marks), the wall's front as given and padded to ``size`` tiles."""
    from mahjong_tui.engine.game import Game
    from mahjong_tui.engine.state import Phase

    g = Game(variant, seed=seed)
    st = g.state
    st.dealer = g.match.dealer = 0
    offset = {"<": -1, "^": 2, ">": 1}
    for i, s in enumerate(st.seats):
        text = hands.get(WINDS[i], "")
        h = variant.parse(text, allow_discard_form=True, check_count=False) if text else None
        s.hand = sorted(h.concealed) if h else []
        s.melds = list(h.melds) if h else []
        s.meld_from = [None if m.source is None else (i + offset[m.source]) % 4 for m in s.melds]
        s.drawn = None
    front = [K.from_code(c) for c in _codes(wall)]
    st.wall = Wall(front + [K.from_code(pad)] * max(0, size - len(front)))
    st.wild_kinds = (K.from_code(wild),) if wild else ()
    t = WINDS.index(turn)
    st.turn, st.phase, st.must_discard, st.last_discard, st.pending = t, Phase.TURN, False, None, {}
    st.flags = {}
    if drawn is not None:
        d = K.from_code(drawn)
        st.seats[t].hand = sorted(st.seats[t].hand + [d])
        st.seats[t].drawn = d
    g._legal_cache = {}
    g._version += 1
    return g


def _codes(text: str) -> list[str]:
    out: list[str] = []
    digits = ""
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits += ch
        else:
            out.extend(d + ch for d in digits)
            digits = ""
    return out


def find(g, seat: str, kind, tile: str | None = None):  # noqa: ANN001, ANN201
    """The legal action of ``kind`` (on ``tile``) for ``seat``, or None."""
    i = WINDS.index(seat)
    t = K.from_code(tile) if tile else None
    return next((a for a in g.legal_actions(i) if a.type is kind and (t is None or a.tile == t)), None)


def do(g, seat: str, kind, tile: str | None = None) -> None:  # noqa: ANN001
    a = find(g, seat, kind, tile)
    assert a is not None, f"{seat} cannot {kind.value} {tile}: {[x.describe() for x in g.legal_actions(WINDS.index(seat))]}"
    g.apply(a)
