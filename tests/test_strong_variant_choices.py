"""The strong bot's variant choices on constructed positions (issue 17): Shaanxi stakes, 憨兒
ready declaration, 明將 furiten awareness."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.ready_call import live_waits
from mahjong_tui.bots.strong.stakes import stake_edge
from mahjong_tui.engine import Game
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .chess_helpers import table
from .position import position, tokens
from .table_rig import act, set_position

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
    for self_draw in (1, 2):  # a self-draw paying the stakes twice scales the edge, signs stay
        assert stake_edge(2, dealer=False, self_draw=self_draw) > 0 > stake_edge(4, dealer=False, self_draw=self_draw)
        assert stake_edge(3, dealer=True, self_draw=self_draw) > stake_edge(3, dealer=False, self_draw=self_draw)


# ---- 憨兒 ready declaration ------------------------------------------------------------------------


def _haner_turn(river_w: str = ""):  # noqa: ANN202
    v = load_variant("haner32")
    g = table(v, {"S": "rR rH bE bE bA", "W": "rA bA bS bS"}, turn="S", wall="rA rA rA rA", size=12)
    for code in river_w.split():
        g.state.seats[2].river.append(RiverTile(K.from_code(code)))
    return v, g.bot_view(1)


def test_a_live_wait_is_declared_ready() -> None:
    v, view = _haner_turn()
    assert live_waits(v, view, K.from_code("bA")) == 3  # waits 俥 (two unseen) and 傌 (one: the other is held)
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.DISCARD and picked.tile == K.from_code("bA") and picked.ready


def test_a_dead_wait_is_not_declared_where_normal_declares_it() -> None:
    v, view = _haner_turn(river_w="rC rC rR")  # every winning piece discarded: the wait is dead
    assert live_waits(v, view, K.from_code("bA")) == 0
    assert BaselineBot(v).choose(view).ready
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.DISCARD and not picked.ready


# ---- 明將 furiten ----------------------------------------------------------------------------------


def _mingjiang_ready(own_river: str, others: str):  # noqa: ANN202
    """S holds 555z 456m 789p 11s 357s: discarding 7s waits on 4s, discarding 3s on 6s."""
    v = load_variant("mingjiang")
    g = position(v, {"E": "1z", "S": "555z456m789p11s357s", "W": "1z", "N": "1z"}, turn="S", size=60)
    for code in own_river.split():
        g.state.seats[1].river.append(RiverTile(K.from_code(code)))
    for i, code in enumerate(others.split()):
        g.state.seats[2 + i % 2].river.append(RiverTile(K.from_code(code)))
    return v, g.bot_view(1)


def test_the_wait_on_an_own_discard_is_avoided_where_normal_keeps_it() -> None:
    v, view = _mingjiang_ready("4s", "6s 6s")  # 4s: three unseen but discarded by S; 6s: two unseen
    assert BaselineBot(v).choose(view).tile == K.from_code("7s")  # it counts 4s like any wait
    assert StrongBot(v).choose(view).tile == K.from_code("3s")


def test_without_an_own_discard_the_baseline_wait_stands() -> None:
    v, view = _mingjiang_ready("", "6s 6s")
    assert StrongBot(v).choose(view).tile == BaselineBot(v).choose(view).tile == K.from_code("7s")


# ---- Wuhan 開口 ----------------------------------------------------------------------------------


def _wuhan_offer(hand: str):  # noqa: ANN202
    """S holds ``hand`` (a pair of 2m among it) and E discards 2m: pung it or not."""
    v = load_variant("wuhan")
    g = set_position(Game(v, seed=0), {"E": "1z", "S": hand, "W": "1z", "N": "1z"}, drawn="2m", size=60, played=3)
    act(g, "E", Act.DISCARD, "2m")
    view = g.bot_view(1)
    assert any(a.type is Act.PUNG for a in view.legal)
    return v, view


def test_a_far_hand_does_not_open_where_normal_pungs() -> None:
    v, view = _wuhan_offer("22m58m369p147s123z")
    assert BaselineBot(v).choose(view).type is Act.PUNG
    assert StrongBot(v).choose(view).type is Act.PASS


def test_a_hand_the_claim_brings_near_a_win_opens() -> None:
    v, view = _wuhan_offer("22m345m67p48s789s15z")
    assert StrongBot(v).choose(view).type is BaselineBot(v).choose(view).type is Act.PUNG


# ---- Malaysian jokers ------------------------------------------------------------------------------


def _malaysia_offer(hand: str):  # noqa: ANN202
    """S holds ``hand`` and E discards 5p."""
    v = load_variant("malaysia3p")
    g = position(v, {"E": "1z", "S": hand, "W": "1z"}, turn="E", drawn="5p", size=60)
    act(g, "E", Act.DISCARD, "5p")
    return v, g.bot_view(1)


def test_a_pair_pungs_without_its_joker_where_normal_spends_the_joker() -> None:
    v, view = _malaysia_offer("55pj147p28p1234z")
    assert K.JOKER in BaselineBot(v).choose(view).tiles
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.PUNG and picked.tiles == (K.from_code("5p"),) * 2


def test_a_far_hand_keeps_its_joker_rather_than_pung_with_it() -> None:
    v, view = _malaysia_offer("5pj19p3p11z22z4z6z7z")
    base = BaselineBot(v).choose(view)
    assert base.type is Act.PUNG and K.JOKER in base.tiles
    assert StrongBot(v).choose(view).type is Act.PASS


def test_a_folding_hand_keeps_its_joker_though_no_one_can_win_on_it() -> None:
    """A discarded 飛 is dead, so the danger board reads it as no danger at all; a hand folding
    against South (three melds shown) still throws a tile of its own, not the joker it would
    never get back (thrown, the joker cost 0.41 a hand at each of two seeds)."""
    v = load_variant("malaysia3p")
    g = position(
        v, {"E": "j1p3p5p7p9p1z2z3z4z6p6p8p", "S": "1p2p3p4p [777z] [666z] [555z]", "W": "1p"}, turn="E", drawn="9p"
    )
    g.state.seats[1].river = [RiverTile(t) for t in tokens("4z9p1z2z8p3z")]
    bot = StrongBot(v)
    assert bot.danger_board(g.bot_view(0)).risk(K.JOKER) == 0.0
    picked = bot.choose(g.bot_view(0))
    assert picked.type is Act.DISCARD and picked.tile != K.JOKER
