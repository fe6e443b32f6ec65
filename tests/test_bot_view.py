"""``Game.bot_view``: what ``Game.view(seat, log=0)`` shows, less what no bot reads, and never
another seat's concealed tiles."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Game
from mahjong_tui.tiles.hand import MeldKind
from mahjong_tui.variants import load_variant

SAME = (
    "viewer",
    "variant_id",
    "phase",
    "turn",
    "hand_no",
    "dealer",
    "round_wind",
    "wall_remaining",
    "live_remaining",
    "indicator",
    "wild_kinds",
    "open_tail",
    "legal",
    "last_discard",
    "must_discard",
    "to_act",
    "result",
    "match_scores",
    "hands_played",
    "match_over",
    "copies",
)
SEAT_SAME = (
    "seat",
    "player",
    "name",
    "wind",
    "dealer",
    "score",
    "hand_count",
    "hand",
    "drawn",
    "melds",
    "bonus",
    "river",
    "ready",
    "won",
    "void",
)


@pytest.mark.parametrize("variant_id", ["mcr", "sichuan", "malaysia3p", "xiangqi32", "haner32"])
def test_bot_view_matches_view_and_hides_other_hands(variant_id: str) -> None:
    v = load_variant(variant_id)
    game = Game(v, seed=7)
    bots = [BaselineBot(v, seed=i) for i in range(game.n)]
    hands = steps = 0
    while hands < 3 and not game.over:
        seat = game.to_act()[0]
        full, lite = game.view(seat, log=0), game.bot_view(seat)
        for name in SAME:
            assert getattr(lite, name) == getattr(full, name), name
        assert len(lite.seats) == len(full.seats)
        for a, b in zip(lite.seats, full.seats, strict=True):
            for name in SEAT_SAME:
                assert getattr(a, name) == getattr(b, name), name
            if a.seat != seat and not (a.won or lite.phase.name in ("HAND_OVER", "MATCH_OVER")):
                assert a.hand is None and a.drawn is None or game.state.seats[a.seat].frozen
                for mv, m in zip(a.melds, game.state.seats[a.seat].melds, strict=True):
                    assert mv.meld is not None or m.kind is MeldKind.CONCEALED_KONG
                    assert m.kind is not MeldKind.CONCEALED_KONG or mv.meld is None
        assert lite.events == []
        steps += 1
        hands += sum(1 for e in game.apply(bots[seat].choose(lite)) if e.kind == "hand_end")
    assert steps > 10
