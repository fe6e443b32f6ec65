"""The strong bot's variant choices on constructed positions (issue 17): Shaanxi stakes, 憨兒
ready declaration, 明將 furiten awareness."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.stakes import stake_edge
from mahjong_tui.engine import Game
from mahjong_tui.table.actions import Act
from mahjong_tui.variants import load_variant

from .position import tokens

# ---- Shaanxi stakes ----------------------------------------------------------------------------


def _stakes_view(hand: str, seat: int = 1):  # noqa: ANN202
    v = load_variant("shaanxi")
    g = Game(v, players=4, seed=5)
    g.state.seats[seat].hand = sorted(tokens(hand))
    view = g.bot_view(seat)
    assert view.legal and all(a.type is Act.CHOOSE for a in view.legal)
    return v, view


def test_a_hand_one_from_ready_stakes_the_most_where_normal_stakes_two() -> None:
    v, view = _stakes_view("123m456p789s1123z")  # shanten 1
    assert not view.me.dealer  # type: ignore[union-attr]
    assert StrongBot(v).choose(view).choice == 4
    assert BaselineBot(v).choose(view).choice == 2  # 3 − shanten


def test_a_scattered_hand_stakes_nothing() -> None:
    v, view = _stakes_view("2468m2468p2468s1z")  # shanten 4
    assert StrongBot(v).choose(view).choice == 0


def test_a_stake_earns_at_shanten_two_and_loses_at_four() -> None:
    assert stake_edge(2, dealer=False) > 0 > stake_edge(4, dealer=False)
    assert stake_edge(3, dealer=True) > stake_edge(3, dealer=False)
