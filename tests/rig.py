"""Set up an engine game in a chosen position, for tests of worked examples.

``rigged(variant, hands={"S": "…"}, turn="W", drawn="3s", wall="…")`` starts a game, answers
any setup choices (``setup={"E": 2}``, default: the first offered), then puts E as dealer, the
given hands and melds in place, the wall (``wall``: normal draws in order; ``tail``: kong
replacements in order; padded with ``pad``, North, up to ``size`` tiles) and ``turn``'s seat on
turn. Hands need not hold the usual count; the tile census is not checked.
"""

from __future__ import annotations

import re

from mahjong_tui.engine import Act, Action, Game, Phase
from mahjong_tui.engine.wall import Wall
from mahjong_tui.tiles import kinds as K

WINDS = "ESWN"
_OFFSET = {"<": -1, "^": 2, ">": 1}


def tiles(text: str) -> list[int]:
    """Tiles in the order written (``"4z4z3s"`` → 4z 4z 3s), unlike a parsed hand."""
    out = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", text):
        out.extend(K.from_code(d + suit) for d in digits)
    return out


def rigged(variant, hands: dict[str, str], turn: str = "E", drawn: str | None = None,  # noqa: ANN001
           wall: str = "", tail: str = "", pad: str = "4z", size: int = 60, setup: dict[str, object] | None = None,
           seed: int = 0) -> Game:
    g = Game(variant, seed=seed)
    g.match.dealer = 0
    g.state.dealer = 0
    if g.phase is Phase.SETUP:
        for seat in sorted(g.state.pending):
            opts = g.legal_actions(seat)
            want = (setup or {}).get(WINDS[seat])
            pick = next((a for a in opts if a.choice == want), opts[0]) if want is not None else opts[0]
            g.apply(pick)
    st = g.state
    st.dealer = 0
    for i, s in enumerate(st.seats):
        text = hands.get(WINDS[i], "")
        h = variant.parse(text, allow_discard_form=True, check_count=False) if text else None
        s.hand = sorted(h.concealed) if h else []
        s.melds = list(h.melds) if h else []
        s.meld_from = [None if m.source is None else (i + _OFFSET[m.source]) % 4 for m in s.melds]
        s.drawn = None
    front = tiles(wall)
    pad_tile = K.from_code(pad)
    back = tiles(tail)[::-1]  # the first tile written is the first replacement drawn
    st.wall = Wall(front + [pad_tile] * max(0, size - len(front) - len(back)) + back)
    t = WINDS.index(turn)
    st.turn = t
    st.phase = Phase.TURN
    st.must_discard = False
    st.last_discard = None
    st.pending = {}
    if drawn is not None:
        d = K.from_code(drawn)
        st.seats[t].hand.append(d)
        st.seats[t].hand.sort()
        st.seats[t].drawn = d
    g._legal_cache = {}
    g._version += 1
    return g


def act(g: Game, seat: str, kind: Act, tile: str | None = None, choice: object = None) -> None:
    """Apply the legal action of ``kind`` (on ``tile``) for ``seat``; fails if it is not legal."""
    i = WINDS.index(seat)
    t = K.from_code(tile) if tile else None
    for a in g.legal_actions(i):
        if a.type is kind and (t is None or a.tile == t) and (choice is None or a.choice == choice):
            g.apply(a)
            return
    raise AssertionError(f"{seat} cannot {kind.value} {tile or ''}: legal {[a.describe() for a in g.legal_actions(i)]}")


def can(g: Game, seat: str, kind: Act, tile: str | None = None) -> bool:
    i = WINDS.index(seat)
    t = K.from_code(tile) if tile else None
    return any(a.type is kind and (t is None or a.tile == t) for a in g.legal_actions(i))


def pass_all(g: Game) -> None:
    """Every seat with a claim decision passes."""
    while g.phase in (Phase.CLAIM, Phase.ROB):
        seat = g.to_act()[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.type is Act.PASS))


def deltas(g: Game) -> dict[str, int]:
    """Signed money per seat wind from every payment so far in this hand."""
    out = dict.fromkeys(WINDS, 0)
    for p in g.state.payments:
        if p.payer is not None:
            out[WINDS[p.payer]] -= p.amount
        if p.payee is not None:
            out[WINDS[p.payee]] += p.amount
    return out


__all__ = ["Action", "act", "can", "deltas", "pass_all", "rigged", "tiles"]
