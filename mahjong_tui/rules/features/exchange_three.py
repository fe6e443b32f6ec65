"""Exchange of three (換三張): after the deal every seat passes three tiles of one suit.

Each seat picks three tiles of one suit from its hand, face down; once all have picked, two dice
(rolled from their own seeded generator, so the deal and every other random choice stay as they
were) decide where they go: the total modulo 3 — 1 to the next player in turn order (下家),
2 to the previous one (上家), 0 across (對家). The tiles passed and received are private: each
seat sees only its own. The exchange is a setup stage before every other setup choice, so the
void suit (定缺) is declared on the hand after the exchange.

A pick is one ``Act.CHOOSE`` whose ``tiles`` are the three tiles (sorted): the legal actions are
every distinct triple of one suit the hand holds (a few hundred at most), so the engine refuses
a mixed or unheld pick like any other illegal action, and saves and replays carry it as they
carry any action.

``[features.exchange_three]`` parameters: none.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...messages import Message, Row, msg
from ...table.actions import Act, Action, FeatureChoice
from ...table.event_kinds import EventKind
from ...tiles import kinds as K
from ...tiles.faces import named
from . import FEATURES, Feature

if TYPE_CHECKING:  # pragma: no cover
    from ...tiles.kinds import Tile
    from .table_game import SeatSight, TableGame

NAME = "exchange"
"""The choice ``FeatureChoice(NAME, "pass")``; the three tiles are the action's ``tiles``."""
COUNT = 3
"""Tiles each seat passes."""
STEPS = {1: 1, 2: -1, 0: 2}
"""The dice total modulo 3 → how many seats on in turn order the tiles go (下家, 上家, 對家)."""
DIRECTIONS = {1: "next", -1: "previous", 2: "across"}

PASS_CHOICE = "choice.exchange"


def dice(game: TableGame) -> tuple[int, int]:
    """This hand's two exchange dice (seeded by the match seed and the hand number)."""
    rng = random.Random(f"{game.seed}:exchange:{game.state.hand_no}")
    return rng.randint(1, 6), rng.randint(1, 6)


def pass_words(tiles: tuple[Tile, ...]) -> Message:
    """A pick in words, "Pass 二萬 三萬 四萬": its tiles as the screen showing it names them (the
    choice's label; the table's question before passing and the hand's review say it so too)."""
    return msg(PASS_CHOICE, tiles=Row(tuple(named(t) for t in tiles)))


def step(total: int, n: int) -> int:
    """Seats on in turn order that a seat's tiles go for a dice ``total``."""
    return STEPS[total % 3] % n


def triples(hand: list[Tile]) -> list[tuple[Tile, ...]]:
    """Every distinct sorted triple of one suit that ``hand`` holds."""
    held = Counter(hand)
    out: list[tuple[Tile, ...]] = []
    for suit in sorted({K.suit_of(t) for t in held if K.is_suited(t)}):
        kinds = sorted(t for t in held if K.is_suited(t) and K.suit_of(t) == suit)
        for combo in combinations_with_replacement(kinds, COUNT):
            need = Counter(combo)
            if all(held[t] >= c for t, c in need.items()):
                out.append(combo)
    return out


@FEATURES.register("exchange_three")
class ExchangeThree(Feature):
    setup_stage = -1  # before the void suit and every other setup choice

    def setup_choices(self, game: TableGame) -> dict[int, list[Action]]:
        out: dict[int, list[Action]] = {}
        for seat in range(game.n):
            out[seat] = [
                Action(
                    Act.CHOOSE,
                    seat,
                    tiles=combo,
                    choice=FeatureChoice(NAME, "pass"),
                    label=pass_words(combo),
                )
                for combo in triples(game.state.seats[seat].hand)
            ]
        return {seat: acts for seat, acts in out.items() if acts}

    def on_setup(self, game: TableGame, answers: dict[int, Action]) -> None:
        passed = {
            seat: a.tiles
            for seat, a in answers.items()
            if isinstance(a.choice, FeatureChoice) and a.choice.feature == NAME
        }
        if not passed:
            return
        a, b = dice(game)
        on = step(a + b, game.n)
        seats = game.state.seats
        for seat, tiles in passed.items():
            for t in tiles:
                seats[seat].hand.remove(t)
        got: dict[int, tuple[Tile, ...]] = {}
        for seat, tiles in passed.items():
            to = (seat + on) % game.n
            seats[to].hand.extend(tiles)
            got[to] = tiles
        for s in seats:
            s.hand.sort()
        game.emit(EventKind.CHOICE, None, exchange=DIRECTIONS[STEPS[(a + b) % 3]], dice=f"{a}+{b}")
        for seat, tiles in passed.items():
            received = got.get(seat, ())
            game.emit(
                EventKind.CHOICE,
                seat,
                tiles=tiles,
                private=True,
                gave=[K.code(t) for t in tiles],
                got=[K.code(t) for t in received],
            )

    def bot_choose(self, view: SeatSight, actions: list[Action]) -> Action | None:
        """Pass the three least useful tiles of the weakest suit: the suit held least (of those
        with three tiles or more, as the void suit is chosen), then the tiles with the fewest
        partners (same kind counts most, then neighbours one and two apart)."""
        mine = [a for a in actions if isinstance(a.choice, FeatureChoice) and a.choice.feature == NAME]
        me = view.me
        if not mine or me is None or me.hand is None:
            return None
        hand = list(me.hand)
        held = Counter(K.suit_of(t) for t in hand if K.is_suited(t))
        weakest = min(held, key=lambda s: (held[s], s)) if held else None
        in_suit = [a for a in mine if K.suit_of(a.tiles[0]) == weakest] or mine

        def worth(t: Tile) -> int:
            return sum(
                3 if u == t else 2 if abs(u - t) == 1 else 1 if abs(u - t) == 2 else 0
                for u in hand
                if K.is_suited(u) and K.suit_of(u) == K.suit_of(t)
            )

        return min(in_suit, key=lambda a: (sum(worth(t) for t in a.tiles), a.tiles))
