"""明將: the stance reads a ready hand's chance from what its waits pay against a mean win, a
cheap hand's chance cut below it (n(n + 1)/2 shares for n fans: :mod:`mahjong_tui.bots.strong.mcr_push`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong import mcr_push
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_push import ready_chances, ready_worth_shares
from mahjong_tui.bots.strong.value import ReadyDiscards
from mahjong_tui.engine import Game
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .test_strong_mingjiang_paid_waits import ready_with_a_four_of_bamboos_discarded

EAST = 0
READY_CHANCE = 0.6


def _ready_with_a_four_of_bamboos_discarded() -> Game:
    """East's 9s pung instead of 789s: discarding 3s waits on 6s for 門前清 alone, discarding 7s
    on 4s, its own discard."""
    return ready_with_a_four_of_bamboos_discarded("123m456p999s11z35s")


def _chances() -> dict[int, float]:
    v = load_variant("mingjiang")
    view = _ready_with_a_four_of_bamboos_discarded().bot_view(EAST, facts=True)
    three, seven, one = K.from_code("3s"), K.from_code("7s"), K.from_code("1m")
    plans = {three: READY_CHANCE, seven: READY_CHANCE, one: 0.3}
    return ready_chances(ReadyDiscards(v), view, plans, lambda d: READY_CHANCE / d)


def test_mingjiang_reads_a_ready_hand_by_its_waits() -> None:
    assert StrongBot(load_variant("mingjiang")).ready_worth


def test_a_one_fan_ready_hand_counts_a_third_of_a_mean_win(monkeypatch: pytest.MonkeyPatch) -> None:
    # discarding 3s waits on 6s for 門前清 alone: 1 share against a mean win's 3 (2 fans)
    v = load_variant("mingjiang")
    view = _ready_with_a_four_of_bamboos_discarded().bot_view(EAST, facts=True)
    three, seven = K.from_code("3s"), K.from_code("7s")
    shares = ready_worth_shares(ReadyDiscards(v), view, {three, seven})
    assert shares[three] == pytest.approx(1 / 3, abs=0.02)
    assert shares[seven] == 0  # its wait is on its own discard: a chicken hand, paid nothing
    chances = _chances()
    assert chances[three] == pytest.approx(READY_CHANCE * shares[three])
    assert chances[seven] == READY_CHANCE / 2  # worth no more than a hand a step further
    assert chances[K.from_code("1m")] == 0.3  # not ready: as the plans read it
    # with MCR's bounds a cheap ready hand counts a whole mean win
    monkeypatch.setattr(mcr_push, "BOUNDS_BY_VARIANT", {})
    assert _chances()[three] == READY_CHANCE


def test_a_ready_hand_on_chicken_waits_alone_is_read_as_paying_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # discarding 7s waits on 4s, its own discard: before, a wait the judge pays nothing for left
    # the hand to the plans, which read it ready
    seven = K.from_code("7s")
    assert _chances()[seven] == READY_CHANCE / 2
    monkeypatch.setattr(mcr_push, "DEAD_COPIES_PAY_NOTHING", frozenset())
    assert _chances()[seven] == READY_CHANCE
