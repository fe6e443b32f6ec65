"""The engine's readiness floor (``HandEngine.shanten_floor``) and the exchange bound it relies on.

After a seat's draw and discard the engine does not read a hand it knows two or more steps
from ready: that is sound only if the floor never exceeds the shanten, is exact for a ready
hand, and one tile out and one in moves the shanten of an ``exchange_bounded`` engine by at
most one.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_tui.analysis.fast import HandEngine
from mahjong_tui.engine.wins import _one_exchange
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld

from .test_analysis_properties import CASES, IDS, SETTINGS, Case, near_complete, random_hand


def _fresh(case: Case) -> HandEngine:
    """An engine with empty memos (a remembered exact shanten would hide the floor's own work)."""
    v = case.variant
    return HandEngine(v.grammar, v.shapes, v.tileset.natural_kinds)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_floor_is_at_most_the_shanten_and_exact_when_ready(case: Case) -> None:
    v = case.variant

    @SETTINGS
    @given(st.one_of(near_complete(case, missing=1), random_hand(case, v.grammar.hand_size - 1).map(lambda t: (t, []))))
    def check(hand: tuple[list[int], list[Meld]]) -> None:
        tiles, melds = hand
        floor = _fresh(case).shanten_floor(list(tiles), list(melds), case.wild_kinds)
        exact = v.shanten(tiles, melds, case.wild_kinds)
        assert floor <= exact
        assert (floor <= 0) == (exact <= 0)

    check()


@pytest.mark.parametrize("case", [c for c in CASES if c.variant.engine.exchange_bounded], ids=lambda c: c.name)
def test_an_exchange_moves_the_shanten_by_at_most_one(case: Case) -> None:
    v = case.variant
    size = v.grammar.hand_size - 1

    @SETTINGS
    @given(random_hand(case, size), st.integers(0, size - 1), st.sampled_from(v.tileset.natural_kinds))
    def check(tiles: list[int], out: int, t: int) -> None:
        if K.JOKER in tiles or t == K.JOKER:
            return  # the engine carries no floor for hands with jokers or wilds
        after = sorted(tiles[:out] + tiles[out + 1 :] + [t])
        before_s = v.shanten(tiles, [], ())
        after_s = v.shanten(after, [], ())
        assert abs(after_s - before_s) <= 1

    check()


def test_one_exchange() -> None:
    assert _one_exchange((1, 2, 3), (1, 2, 3))
    assert _one_exchange((1, 2, 3), (1, 3, 4))
    assert _one_exchange((1, 1, 2), (1, 2, 2))
    assert not _one_exchange((1, 2, 3), (4, 5, 3))
    assert not _one_exchange((1, 1, 2), (2, 2, 3))
    assert not _one_exchange((1, 2), (1, 2, 3))
