"""The bots read a rule from the variant's rules, not from a condition's name or the game's id:
a house game whose rules say the same is played the same way."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.easy import EasyBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine.view import SeatView
from mahjong_tui.rules.conditions import CONDITIONS, Condition
from mahjong_tui.rules.discard_wins import discard_win_needs_a_pattern
from mahjong_tui.rules.winnable import two_suits_at_most
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import HandState
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.kinds import Tile
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.model import Variant

from .position import position
from .table_rig import act


class FlushOnly(Condition):
    """A house rule: a win holds one suit at most (honours beside it)."""

    def win_kinds(self, state: HandState | None, seat: int) -> tuple[frozenset[Tile], ...]:
        return tuple(
            frozenset(t for t in range(K.NUM_KINDS) if not K.is_suited(t) or K.suit_of(t) == s) for s in range(3)
        )


def _with_conditions(vid: str, conditions: list[str]) -> Variant:
    v = load_variant(vid)
    return Variant(replace(v.cfg, win=replace(v.cfg.win, conditions=conditions)), v.preset, v.options)


def test_the_strong_bot_reads_given_up_suits_wherever_a_win_holds_two_suits_at_most(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Sichuan's 缺門 by its name, and a house condition that holds a win to one suit: both say
    a win holds two suits at most, so the danger board reads a seat's given-up suit in both."""
    monkeypatch.setitem(CONDITIONS._items, "flush_only", FlushOnly)
    house = _with_conditions("mingjiang", ["flush_only"])
    assert two_suits_at_most(house) and two_suits_at_most(load_variant("sichuan"))
    assert StrongBot(house).voids == "two_suits"
    assert StrongBot(load_variant("sichuan")).voids == "two_suits"
    for vid in ("mingjiang", "mcr", "wuhan", "malaysia3p", "yunnan", "xiangqi32"):
        assert not two_suits_at_most(load_variant(vid)), vid
        assert StrongBot(load_variant(vid)).voids == "", vid


def test_easy_claims_greedily_wherever_a_plain_hand_wins_on_a_discard() -> None:
    """Yunnan's plain hand wins self-drawn only (``plain_self_draw_only``): a discard win needs
    a pattern, so easy does not take the pungs a plain hand does not need. A house Yunnan
    without that condition lets a plain hand win on a discard: there easy pungs greedily, as in
    every other game; its game's id is no longer what decides."""
    yunnan = load_variant("yunnan")
    plain_wins = _with_conditions("yunnan", [])
    assert discard_win_needs_a_pattern(yunnan) and not discard_win_needs_a_pattern(plain_wins)
    for v, greedy in ((yunnan, False), (plain_wins, True)):
        view = _pung_offered(v, "22m58m369p147s123z", "2m")  # far from a win: the baseline passes
        assert BaselineBot(v).choose(view).type is Act.PASS
        assert (EasyBot(v).choose(view).type is Act.PUNG) is greedy


def _pung_offered(v: Variant, hand: str, tile: str) -> SeatView:
    """South holds ``hand`` and East discards ``tile``."""
    g = position(v, {"E": "1z", "S": hand, "W": "1z", "N": "1z"}, turn="E", drawn=tile, size=60)
    act(g, "E", Act.DISCARD, tile)
    return g.bot_view(1)
