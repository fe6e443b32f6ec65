"""The strong bot's defence, on constructed positions: readiness, tile danger, folding; and
that it plays whole hands legally."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger import DangerBoard, inferred_void
from mahjong_tui.bots.strong.readiness import opponents_readiness
from mahjong_tui.bots.strong.value import ready_discards
from mahjong_tui.engine import Act, Game
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH, WEST, NORTH = range(4)


def _rivers(g: Game, rivers: dict[int, str], ready: tuple[int, ...] = ()) -> None:
    for seat, text in rivers.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    for seat in ready:
        g.state.seats[seat].ready = True


def _board(g: Game, seat: int = EAST, furiten: bool = False, voids: str = "") -> DangerBoard:
    return DangerBoard(g.bot_view(seat), furiten, voids)


def _mcr_position() -> Game:
    mcr = load_variant("mcr")
    # East holds the tiles whose danger is compared; South has declared nothing but is read below
    return position(mcr, {"E": "14m47p258s1234z55p", "S": "1112345678999m", "W": "1m", "N": "1m"}, turn="E", drawn="6s")


def test_a_declared_ready_opponent_reads_as_ready_and_an_idle_one_does_not() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "9m", WEST: "9m"}, ready=(SOUTH,))
    r = opponents_readiness(g.bot_view(EAST))
    assert r[SOUTH] == 1.0
    assert r[WEST] < 0.1


def test_readiness_grows_with_discards_and_melds() -> None:
    g = _mcr_position()
    _rivers(g, {WEST: "19m19p19s1234z", NORTH: "19m19p19s1234z9m1m9p1p9s1s"})
    r = opponents_readiness(g.bot_view(EAST))
    assert r[NORTH] > r[WEST] > r[SOUTH]


def test_the_ready_opponents_own_discard_is_the_safest_suit_tile() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "4m"}, ready=(SOUTH,))
    board = _board(g)
    south = next(o for o in board.opponents if o.seat == SOUTH)
    hand = [t for t in set(g.state.seats[EAST].hand) if K.is_suited(t)]
    four_m = K.from_code("4m")
    assert min(hand, key=lambda t: board.against(south, t)) == four_m
    assert board.against(south, four_m) < 0.2
    # where the rules forbid winning on one's own discard, it is safe
    assert _board(g, furiten=True).against(south, four_m) == 0.0


def test_suji_is_safer_than_the_same_tile_without() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "4p"}, ready=(SOUTH,))
    with_suji = _board(g)
    _rivers(g, {SOUTH: "9m"})
    without = _board(g)
    seven_p = K.from_code("7p")
    south_then, south_now = (next(o for o in b.opponents if o.seat == SOUTH) for b in (with_suji, without))
    assert with_suji.against(south_then, seven_p) < without.against(south_now, seven_p)


def test_kabe_every_copy_of_a_neighbour_in_sight_lowers_the_danger() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "9m"}, ready=(SOUTH,))
    before = _board(g)
    _rivers(g, {WEST: "3s3s", NORTH: "3s3s"})  # every 3s in sight: nothing waits on 2s with it
    after = _board(g)
    two_s = K.from_code("2s")
    south_before, south_after = (next(o for o in b.opponents if o.seat == SOUTH) for b in (before, after))
    assert after.against(south_after, two_s) < before.against(south_before, two_s)


def test_an_honour_with_every_other_copy_in_sight_is_safe() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "9m", WEST: "1z1z", NORTH: "1z"}, ready=(SOUTH,))
    board = _board(g)
    south = next(o for o in board.opponents if o.seat == SOUTH)
    east_wind, south_wind = K.from_code("1z"), K.from_code("2z")
    assert board.against(south, east_wind) <= 0.01
    assert board.against(south, east_wind) < board.against(south, south_wind)


def test_a_far_hand_folds_to_the_safe_tile_against_a_declared_ready_hand() -> None:
    mcr = load_variant("mcr")
    # a hand four tiles from its best plan; South is ready, and its discards are known
    g = position(
        mcr,
        {"E": "1246m13p779p23s6z1z", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="5z",
        wall="1m" * 10,
        size=20,
    )
    _rivers(g, {SOUTH: "9s5p7z6z", WEST: "9m9m", NORTH: "8m"}, ready=(SOUTH,))
    view = g.bot_view(EAST)
    normal = BaselineBot(mcr).choose(view)
    strong = StrongBot(mcr).choose(view)
    assert strong.type is Act.DISCARD
    own_discards = set(tokens("9s5p7z6z"))
    assert normal.tile not in own_discards
    assert strong.tile in own_discards
    board = _board(g)
    assert board.risk(strong.tile) < board.risk(normal.tile)  # type: ignore[arg-type]


def test_a_ready_hand_pushes_its_own_best_discard() -> None:
    mcr = load_variant("mcr")
    g = position(
        mcr,
        {"E": "123m456p789s1112z", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="5m",
        wall="1m" * 40,
        size=60,
    )
    _rivers(g, {SOUTH: "9s", WEST: "9m", NORTH: "8m"}, ready=(SOUTH,))
    view = g.bot_view(EAST)
    assert StrongBot(mcr).choose(view) == BaselineBot(mcr).choose(view)


def test_the_given_up_suit_is_read_from_the_river() -> None:
    g = _mcr_position()
    _rivers(g, {SOUTH: "1m5m9m7p", WEST: "1m2p3p4p"})
    view = g.bot_view(EAST)
    assert inferred_void(view.seats[SOUTH], declared=False) == K.suit_of(K.from_code("1m"))
    assert inferred_void(view.seats[WEST], declared=False) is None  # one tile of it is no sign
    assert inferred_void(view.seats[WEST], declared=True) == K.suit_of(K.from_code("1m"))
    board = _board(g, voids="two_suits")
    south = next(o for o in board.opponents if o.seat == SOUTH)
    assert board.against(south, K.from_code("5m")) == 0.0


def test_the_strong_bot_plays_whole_hands_legally() -> None:
    for vid in ("mcr", "sichuan", "mingjiang", "malaysia3p", "haner32", "wuhan", "xiangqi32"):
        v = load_variant(vid)
        for seed in range(3):
            g = Game(v, seed=seed)
            bots = [StrongBot(v, seed=i) if i % 2 == 0 else BaselineBot(v, seed=i) for i in range(g.n)]
            for _ in range(2000):
                if g.history:
                    break
                seat = g.to_act()[0]
                action = bots[seat].choose(g.bot_view(seat))
                assert action in g.legal_actions(seat)
                g.apply(action)
            assert g.history, f"{vid} seed {seed}: the hand did not end"


def test_at_mcr_the_strong_bot_keeps_a_wait_the_judge_accepts_as_a_win() -> None:
    mcr = load_variant("mcr")
    g = position(
        mcr, {"E": "35m11234p345s444z", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="3m", wall="1m" * 40, size=60
    )
    view = g.bot_view(EAST)
    normal = BaselineBot(mcr).choose(view)
    strong = StrongBot(mcr).choose(view)
    legal = {a.tile for a in view.legal if a.type is Act.DISCARD and a.choice is None}
    ready = ready_discards(mcr, view, legal)  # type: ignore[arg-type]
    assert normal.tile in ready and ready[normal.tile].count == 0  # ready, but under 8 fans every way
    assert strong.tile in ready and ready[strong.tile].count > 0
    assert min(w.value or 0 for w in ready[strong.tile].waits or () if w.wins) >= 8
