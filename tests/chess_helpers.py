"""Helpers for the chess-piece variants' tests: score a worked example, set up a table.

Seats are named E, S, W, N in turn order with E the dealer (NOTATION-extra.md §2).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement
from typing import Any

from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.engine.wall import Wall
from mahjong_tui.rules.settlement import single_win_payments
from mahjong_tui.scoring.situation import Situation, wind_index
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

WINDS = "ESWN"


def pieces(text: str) -> list[int]:
    """Pieces in the order written: ``"rS bS rA"``."""
    return [K.from_code(tok) for tok in text.split()]


def example(variant_id: str, hand: str, players: int = 4, options: dict[str, Any] | None = None,
            preset: str | None = None, **sit: Any) -> tuple[dict[str, int], int, bool, dict[str, int]]:
    """Score ``hand`` with the situation ``sit`` (seat names for ``seat_wind`` and
    ``discarder``; ``streak`` and ``draws_before`` go to the situation's extra facts).

    Returns (fan id -> value × count, total, legal, signed deltas by seat name)."""
    v = load_variant(variant_id, preset, options or {})
    extra = {k: sit.pop(k) for k in ("streak", "draws_before") if k in sit}
    for key in ("seat_wind", "discarder"):
        if key in sit and isinstance(sit[key], str):
            sit[key] = wind_index(sit[key])
    situation = Situation(**sit)
    situation.extra.update(extra)
    s = v.evaluator.score(v.parse(hand), situation)
    fans = {f.id: f.points for f in s.fans}
    deltas = dict.fromkeys(WINDS[:players], 0)
    if s.legal:
        for p in single_win_payments(v, s, situation, players):
            if p.payer is not None:
                deltas[WINDS[p.payer]] -= p.amount
            if p.payee is not None:
                deltas[WINDS[p.payee]] += p.amount
    return fans, s.total, s.legal, deltas


def table(variant: Any, hands: dict[str, str], players: int = 4, turn: str = "E", drawn: str | None = None,
          wall: str = "", pad: str = "rS", size: int | None = None, fresh: bool = False) -> Game:
    """A game of ``variant`` with E dealing, the given hands (melds in brackets allowed), the
    wall starting with ``wall`` (draws from the front, replacements from the back) padded with
    ``pad`` up to ``size`` pieces (default: exactly ``wall``), and ``turn`` to act (after drawing
    ``drawn``, when given). Unless ``fresh``, every seat has drawn and discarded once already
    (no first-turn wins)."""
    g = Game(variant, players=players, seed=0)
    g.match.dealer = 0
    st = g.state
    st.dealer = 0
    for i, s in enumerate(st.seats):
        text = hands.get(WINDS[i], "")
        h = variant.parse(text, allow_discard_form=True, check_count=False) if text else None
        s.hand = sorted(h.concealed) if h else []
        s.melds = list(h.melds) if h else []
        s.meld_from = [None] * len(s.melds)
        s.drawn = None
        if not fresh:
            s.draws_made = s.discards_made = 1
    front = pieces(wall)
    n = len(front) if size is None else size
    st.wall = Wall(front + [K.from_code(pad)] * max(0, n - len(front)))
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
        st.seats[t].draws_made += 1
    g._legal_cache = {}
    g._version += 1
    return g


def act(g: Game, seat: str, kind: Act, tile: str | None = None, ready: bool | None = None) -> None:
    """Apply ``seat``'s legal action of ``kind`` (on ``tile``); fails when there is none."""
    i = WINDS.index(seat)
    t = K.from_code(tile) if tile else None
    for a in g.legal_actions(i):
        if a.type is kind and (t is None or a.tile == t) and (ready is None or a.ready == ready):
            g.apply(a)
            return
    raise AssertionError(f"{seat} cannot {kind.value} {tile or ''}: legal {[a.describe() for a in g.legal_actions(i)]}")


def can(g: Game, seat: str, kind: Act, tile: str | None = None, ready: bool | None = None) -> bool:
    i = WINDS.index(seat)
    t = K.from_code(tile) if tile else None
    return any(a.type is kind and (t is None or a.tile == t) and (ready is None or a.ready == ready)
               for a in g.legal_actions(i))


def pass_all(g: Game) -> None:
    while g.phase in (Phase.CLAIM, Phase.ROB):
        seat = g.to_act()[0]
        g.apply(next(a for a in g.legal_actions(seat) if a.type is Act.PASS))


def deltas(g: Game, players: int = 4) -> dict[str, int]:
    out = dict.fromkeys(WINDS[:players], 0)
    for p in g.state.payments:
        if p.payer is not None:
            out[WINDS[p.payer]] -= p.amount
        if p.payee is not None:
            out[WINDS[p.payee]] += p.amount
    return out


def complete_hands(variant: Any, size: int = 5) -> list[tuple[int, ...]]:
    """Every multiset of ``size`` pieces the set can hold that is a complete concealed hand."""
    ts = variant.tileset
    out = []
    for combo in combinations_with_replacement(ts.kinds, size):
        c = Counter(combo)
        if any(n > ts.count(t) for t, n in c.items()):
            continue
        if variant.is_complete(list(combo), []):
            out.append(combo)
    return out
