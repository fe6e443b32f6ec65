"""Put an engine game in a chosen position, and act in it by seat name: the one rig behind the
variants' worked-example tests (``rig.rigged``, ``position.position``, ``chess_helpers.table``
and ``wuhan_help.rig`` choose its defaults for their variants).

Seats are named E, S, W, N in turn order with E the dealer (NOTATION-extra.md §2). Hands are
written in notation (melds in brackets, their givers from the source marks); the tile census is
not checked, so a position need not hold every tile of the set.
"""

from __future__ import annotations

import re
from typing import Any

from mahjong_tui.engine import Act, Action, Game, Phase
from mahjong_tui.table.wall import Wall
from mahjong_tui.tiles import kinds as K

WINDS = "ESWN"
_OFFSET = {"<": -1, "^": 2, ">": 1}


def tokens(text: str) -> list[int]:
    """Tiles in the order written, unlike a parsed hand: digit groups with a suit letter
    (``4z4z3s``, ``12 3m``), single tokens (``j``, ``f3``, ``hm``) and chess pieces (``rS bA``)."""
    out: list[int] = []
    for group, single in re.findall(r"([\d ]*\d[mpsz])|([a-zA-Z]\w?)", text):
        if group:
            out.extend(K.from_code(d + group[-1]) for d in group[:-1] if d != " ")
        else:
            out.append(K.from_code(single))
    return out


def answer_setup(g: Game, setup: dict[str, object] | None = None) -> None:
    """Answer the setup choices (void suit, stakes …): ``setup`` by seat name, else the first offered."""
    if g.phase is Phase.SETUP:
        for seat in sorted(g.state.pending):
            opts = g.legal_actions(seat)
            want = (setup or {}).get(WINDS[seat])
            g.apply(next((a for a in opts if a.choice == want), opts[0]) if want is not None else opts[0])


def set_position(
    g: Game,
    hands: dict[str, str],
    *,
    turn: str = "E",
    drawn: str | None = None,
    wall: str = "",
    tail: str = "",
    pad: str = "4z",
    size: int | None = 40,
    played: int | None = None,
    givers: bool = True,
    bonus: bool = True,
    reset_flags: bool = True,
    wild: str | None = None,
    count_draw: bool = False,
) -> Game:
    """Put ``g`` in a position: E deals; ``hands`` by seat name; the wall is ``wall`` (normal
    draws in order) then ``pad`` up to ``size`` tiles (None: just ``wall``) then ``tail``
    (replacement draws, the first written drawn first); ``turn``'s seat to act, holding
    ``drawn`` (counted as a draw made with ``count_draw``). ``played``: draws and discards every
    seat has made already (no first-turn wins); None leaves them as dealt. ``givers``: melds
    remember who gave them; ``bonus``: bonus tiles in the notation are placed; ``wild``: the
    wild kind; ``reset_flags``: forget the hand's flags (keep them after setup choices)."""
    st = g.state
    n = len(st.seats)
    g.match.dealer = st.dealer = 0
    for i, s in enumerate(st.seats):
        text = hands.get(WINDS[i], "")
        h = g.variant.parse(text, allow_discard_form=True, check_count=False) if text else None
        s.hand = sorted(h.concealed) if h else []
        s.melds = list(h.melds) if h else []
        if bonus:
            s.bonus = list(h.bonus) if h else []
        s.meld_from = [None if m.source is None or not givers else (i + _OFFSET[m.source]) % n for m in s.melds]
        s.drawn = None
        if played is not None:
            s.draws_made = s.discards_made = played
    front = tokens(wall)
    back = tokens(tail)[::-1]
    fill = max(0, (len(front) if size is None else size) - len(front) - len(back))
    st.wall = Wall(front + [K.from_code(pad)] * fill + back)
    if wild is not None:
        st.wild_kinds = (K.from_code(wild),) if wild else ()
    t = WINDS.index(turn)
    st.turn, st.phase, st.must_discard, st.last_discard, st.pending = t, Phase.TURN, False, None, {}
    if reset_flags:
        st.last_phase = st.last_tile_drawn = False
        st.kong_on_kong = None
        st.wins = []
        st.features = {}
    if drawn is not None:
        d = K.from_code(drawn)
        st.seats[t].hand = sorted(st.seats[t].hand + [d])
        st.seats[t].drawn = d
        if count_draw:
            st.seats[t].draws_made += 1
    g._legal_cache = {}
    return g


def legal(g: Game, wind: str) -> list[Action]:
    return g.legal_actions(WINDS.index(wind))


def find(g: Game, wind: str, kind: Act, tile: str | None = None, **fields: Any) -> Action | None:
    """``wind``'s legal action of ``kind`` (on ``tile``, with these fields: ``choice``,
    ``ready`` …), or None."""
    t = K.from_code(tile) if tile else None
    return next(
        (
            a
            for a in legal(g, wind)
            if a.type is kind and (t is None or a.tile == t) and all(getattr(a, k) == v for k, v in fields.items())
        ),
        None,
    )


def can(g: Game, wind: str, kind: Act, tile: str | None = None, **fields: Any) -> bool:
    return find(g, wind, kind, tile, **fields) is not None


def act(g: Game, wind: str, kind: Act, tile: str | None = None, **fields: Any) -> None:
    """Apply ``wind``'s legal action of ``kind`` (on ``tile``, with these fields); fails if none."""
    a = find(g, wind, kind, tile, **fields)
    assert a is not None, (
        f"{wind} cannot {kind.value} {tile or ''} {fields or ''}: legal {[x.describe() for x in legal(g, wind)]}"
    )
    g.apply(a)


def pass_all(g: Game) -> None:
    """Every seat with a claim decision passes."""
    while g.phase in (Phase.CLAIM, Phase.ROB):
        seat = g.to_act()[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.type is Act.PASS))


def paid(g: Game, players: int = 4) -> dict[str, int]:
    """Signed money per seat name from every payment so far in this hand."""
    out = dict.fromkeys(WINDS[:players], 0)
    for p in g.state.payments:
        if p.payer is not None:
            out[WINDS[p.payer]] -= p.amount
        if p.payee is not None:
            out[WINDS[p.payee]] += p.amount
    return out


def result_deltas(g: Game) -> dict[str, int]:
    """Each seat's change in the finished hand's result."""
    result = g.state.result
    assert result is not None, "the hand is not over"
    return {WINDS[i]: d for i, d in enumerate(result.deltas)}
