"""The Malaysian game weighs ready waits by what they pay, not by their fans
(:mod:`mahjong_tui.bots.strong.malaysian_value`): a fan more doubles the pay there."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from mahjong_tui.bots.strong import value
from mahjong_tui.bots.strong.malaysian_value import price_of
from mahjong_tui.rules.advice import DiscardAdvice, WaitAdvice
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

CHEAP, DEAR = K.from_code("1s"), K.from_code("9s")


def _ready(tile: int, wait: str, unseen: int, fans: int) -> DiscardAdvice:
    w = WaitAdvice(K.from_code(wait), unseen, on_discard=True, self_drawn=True, value=fans)
    return DiscardAdvice(tile, 0, 0, waits=[w], count=float(unseen), value=fans)


def test_the_settlement_prices_each_fan() -> None:
    price = price_of(load_variant("malaysia3p"))
    assert price is not None
    assert [price(f) for f in (4, 5, 6, 7)] == [0.0, 2.0, 4.0, 8.0]  # both losers pay 1, 2, 4 from 5 fans
    assert price_of(load_variant("mcr")) is None and price_of(load_variant("hebei")) is None


def test_a_dearer_wait_with_fewer_copies_is_taken_when_priced_in_points(monkeypatch: pytest.MonkeyPatch) -> None:
    # discarding 1s waits on six copies worth 5 fans, discarding 9s on three worth 7 fans:
    # by fans 30 against 21 (1s), by points 12 against 24 (9s)
    ready = {DEAR: _ready(DEAR, "3p", 3, 7), CHEAP: _ready(CHEAP, "4p", 6, 5)}
    monkeypatch.setattr(value, "ready_discards", lambda variant, view, legal: ready)
    view = SimpleNamespace(seats=[0, 1, 2])
    malaysia = load_variant("malaysia3p")
    assert value.better_ready_discard(value.ReadyDiscards(malaysia), view, {CHEAP, DEAR}, CHEAP) == DEAR  # type: ignore[arg-type]
    assert value.expected_value(ready[DEAR], 3) < value.expected_value(ready[CHEAP], 3)  # by fans: kept
    priced = price_of(malaysia)
    assert value.expected_value(ready[DEAR], 3, priced) >= 1.5 * value.expected_value(ready[CHEAP], 3, priced)
