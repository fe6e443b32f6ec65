"""Put an engine game in a chosen position, for tests of worked examples and penalties.

``position(variant, {"S": "123p [777z] / f2"}, turn="W", drawn="5p", wall="…", tail="…")``
starts a game with E (seat 0) as dealer, the given concealed tiles, melds and bonus tiles in
place, the wall (``wall``: normal draws in order, ``tail``: replacement draws in order, padded
with ``pad`` up to ``size`` tiles) and ``turn``'s seat on turn holding ``drawn``. The tile census
is not checked: positions need not hold every tile of the set. Seats count as having drawn and
discarded already (no first-turn wins) unless ``fresh``.
"""

from __future__ import annotations

import re

from mahjong_tui.engine import Act, Action, Game, Phase
from mahjong_tui.engine.wall import Wall
from mahjong_tui.tiles import kinds as K

WINDS = "ESWN"
_OFFSET = {"<": -1, "^": 2, ">": 1}


def tokens(text: str) -> list[int]:
    """Tiles in the order written: mpsz groups and single tokens (``j``, ``f3``, ``hm``)."""
    out: list[int] = []
    for group, single in re.findall(r"(\d+[mpsz])|([a-z]\w?)", text):
        if group:
            out.extend(K.from_code(d + group[-1]) for d in group[:-1])
        else:
            out.append(K.from_code(single))
    return out


def position(variant, hands: dict[str, str], turn: str = "E", drawn: str | None = None,  # noqa: ANN001
             wall: str = "", tail: str = "", pad: str = "4z", size: int = 40, seed: int = 0,
             fresh: bool = False) -> Game:
    g = Game(variant, seed=seed)
    n = g.n
    g.match.dealer = 0
    st = g.state
    st.dealer = 0
    for i, s in enumerate(st.seats):
        text = hands.get(WINDS[i], "")
        h = variant.parse(text, allow_discard_form=True, check_count=False) if text else None
        s.hand = sorted(h.concealed) if h else []
        s.melds = list(h.melds) if h else []
        s.bonus = list(h.bonus) if h else []
        s.meld_from = [None if m.source is None else (i + _OFFSET[m.source]) % n for m in s.melds]
        s.drawn = None
        if not fresh:  # a position in the middle of a hand: no first-turn wins
            s.draws_made = s.discards_made = 3
    front = tokens(wall)
    back = tokens(tail)[::-1]  # the first tile written is the first replacement drawn
    st.wall = Wall(front + [K.from_code(pad)] * max(0, size - len(front) - len(back)) + back)
    t = WINDS.index(turn)
    st.turn = t
    st.phase = Phase.TURN
    st.must_discard = False
    st.last_discard = None
    st.pending = {}
    st.flags = {}
    if drawn is not None:
        tile = K.from_code(drawn)
        st.seats[t].hand = sorted(st.seats[t].hand + [tile])
        st.seats[t].drawn = tile
    g._legal_cache = {}
    g._version += 1
    return g


def act(g: Game, wind: str, kind: Act, tile: str | None = None, **match: object) -> None:
    """Apply the legal action of ``wind``'s seat with this type, tile and fields."""
    seat = WINDS.index(wind)
    t = K.from_code(tile) if tile is not None else None
    options = [a for a in g.legal_actions(seat) if a.type is kind and (t is None or a.tile == t)
               and all(getattr(a, k) == v for k, v in match.items())]
    assert options, f"{wind} cannot {kind.value} {tile or ''} {match}: {[a.describe() for a in g.legal_actions(seat)]}"
    g.apply(options[0])


def pass_all(g: Game) -> None:
    """Every seat with a claim option passes."""
    while g.phase in (Phase.CLAIM, Phase.ROB):
        seat = sorted(g.state.pending)[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.type is Act.PASS))


def legal(g: Game, wind: str) -> list[Action]:
    return g.legal_actions(WINDS.index(wind))


def deltas(g: Game) -> dict[str, int]:
    result = g.state.result
    assert result is not None, "the hand is not over"
    return {WINDS[i]: d for i, d in enumerate(result.deltas)}
