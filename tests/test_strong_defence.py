"""The strong bot's defence reads public facts: which discards came straight from the draw, the
void suits announced (定缺), and in the chess sets the pieces an opponent discarded or let pass;
one-chance lowers a tile's danger. Hidden tiles stay hidden."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger import DangerBoard
from mahjong_tui.bots.strong.readiness import DEFAULT, opponents_readiness, seat_readiness
from mahjong_tui.bots.strong.stance import priced_weight
from mahjong_tui.engine import Act, Game
from mahjong_tui.rules.features.void_suit import VoidSuits
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH, WEST, NORTH = range(4)


def test_every_view_shows_which_discards_came_straight_from_the_draw() -> None:
    v = load_variant("mcr")
    g = Game(v, seed=3)
    bots = [BaselineBot(v, seed=i) for i in range(g.n)]
    straight = changed = 0
    while not g.history:
        seat = g.to_act()[0]
        a = bots[seat].choose(g.bot_view(seat))
        drawn = g.state.seats[seat].drawn
        g.apply(a)
        if a.type is Act.DISCARD and not g.history:
            expected = drawn == a.tile
            for other in range(g.n):
                info = g.bot_view(other).seats[seat]
                assert info.river[-1].from_draw is expected
                assert other == seat or info.hand is None and info.drawn is None
            straight += expected
            changed += not expected
    assert straight > 3 and changed > 3


def test_the_void_suits_announced_are_public_and_the_hands_stay_hidden() -> None:
    v = load_variant("sichuan", options={"declare_void": True})
    g = Game(v, seed=5)
    bots = [BaselineBot(v, seed=i) for i in range(g.n)]
    assert all(s.void is None for s in g.bot_view(EAST).seats)
    while g.state.feature(VoidSuits).suits is None:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.bot_view(seat)))
    voids = g.state.feature(VoidSuits).suits
    assert voids is not None
    for viewer in range(g.n):
        view = g.bot_view(viewer)
        assert [s.void for s in view.seats] == voids
        assert [s.void for s in g.view(viewer, log=0).seats] == voids
        assert all(s.hand is None for s in view.seats if s.seat != viewer)


def test_the_announced_void_suit_is_safe_even_where_the_river_says_otherwise() -> None:
    v = load_variant("sichuan", options={"declare_void": True})
    g = position(v, {"E": "1112345678999m", "S": "1112345678999p", "W": "1s", "N": "1s"}, turn="E", drawn="5m")
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("1p9p")]  # the river alone reads p as void
    g.state.feature(VoidSuits).suits = [2, 0, 1, 1]  # South announced characters (m)
    board = DangerBoard(g.bot_view(EAST), furiten=False, voids="declared")
    south = next(o for o in board.opponents if o.seat == SOUTH)
    assert board.against(south, K.from_code("5m")) == 0.0
    assert board.against(south, K.from_code("5p")) > 0.5


def _mcr() -> Game:
    return position(
        load_variant("mcr"),
        {"E": "14m47p258s1234z55p", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="6s",
    )


def test_discards_from_the_draw_raise_the_readiness_read() -> None:
    g = _mcr()
    tiles = tokens("19m19p19s1234z9m1m")
    g.state.seats[SOUTH].river = [RiverTile(t, from_draw=i >= len(tiles) - 3) for i, t in enumerate(tiles)]
    g.state.seats[WEST].river = [RiverTile(t) for t in tiles]
    g.state.seats[NORTH].river = [RiverTile(t, from_draw=i == len(tiles) - 1) for i, t in enumerate(tiles)]
    r = opponents_readiness(g.bot_view(EAST))
    assert r[SOUTH] > r[NORTH] > r[WEST]
    assert r[SOUTH] == seat_readiness(g.bot_view(EAST).seats[SOUTH], DEFAULT)


def test_one_chance_three_copies_of_a_neighbour_in_sight_lowers_the_danger() -> None:
    g = _mcr()
    g.state.seats[SOUTH].ready = True
    g.state.seats[SOUTH].river = [RiverTile(K.from_code("9m"))]
    before = DangerBoard(g.bot_view(EAST), furiten=False)
    g.state.seats[WEST].river = [RiverTile(t) for t in tokens("3s3s3s")]  # one 3s unseen
    after = DangerBoard(g.bot_view(EAST), furiten=False)
    two_s = K.from_code("2s")
    south_before, south_after = (next(o for o in b.opponents if o.seat == SOUTH) for b in (before, after))
    assert after.against(south_after, two_s) < before.against(south_before, two_s)
    assert after.against(south_after, two_s) > 0.0  # the last copy may still be held


def test_the_danger_ranks_genbutsu_then_suji_then_the_rest() -> None:
    g = _mcr()
    g.state.seats[SOUTH].ready = True
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("4p9m")]
    board = DangerBoard(g.bot_view(EAST), furiten=True)
    south = next(o for o in board.opponents if o.seat == SOUTH)
    genbutsu, suji, plain = (board.against(south, K.from_code(c)) for c in ("4p", "7p", "6s"))
    assert genbutsu == 0.0 < suji < plain


def test_in_the_chess_sets_a_piece_discarded_or_let_pass_is_safer() -> None:
    v = load_variant("xiangqi32")
    g = Game(v, seed=2)
    bots = [BaselineBot(v, seed=i) for i in range(g.n)]
    while not any(len(s.river) >= 2 for s in g.state.seats) and not g.history:
        seat = g.to_act()[0]
        g.apply(bots[seat].choose(g.bot_view(seat)))
    view = g.bot_view(g.to_act()[0])
    board = DangerBoard(view, furiten=False)
    opp = next(o for o in board.opponents if o.discarded)
    own = next(iter(opp.discarded))
    fresh = next(t for t in range(K.NUM_KINDS) if K.is_chess(t) and t not in opp.discarded and t not in opp.passed)
    assert board.against(opp, own) < board.against(opp, fresh)
    assert StrongBot(v).defends


def _ready_hand_facing_a_ready_opponent(variant_id: str) -> Game:
    """East is ready (waiting on 3p/6p) holding a drawn 5m that South, who declared ready, may
    be waiting on; South discarded 9m, which East holds as its pair."""
    g = position(
        load_variant(variant_id),
        {"E": "99m45p123s456s777z", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn="5m",
        wall="1s" * 4,
        size=8,
    )
    g.state.seats[SOUTH].ready = True
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("9m")]
    return g


def test_where_a_drawn_hand_makes_a_hand_not_ready_pay_the_bot_folds_without_losing_its_shape() -> None:
    yunnan, hebei = load_variant("yunnan"), load_variant("hebei")
    assert StrongBot(yunnan).keep_ready and not StrongBot(hebei).keep_ready
    views = {vid: _ready_hand_facing_a_ready_opponent(vid).bot_view(EAST) for vid in ("yunnan", "hebei")}
    for vid, view in views.items():
        bot = StrongBot(load_variant(vid))
        bot.defends = True  # Yunnan plays without defence (bot.NO_DEFENCE): the stance is tested here
        bot.keeps_wait = False  # Hebei's live wait is kept (test_strong_ready_wait): the plain fold here
        if vid == "hebei":
            bot.loss_weight = priced_weight(load_variant(vid)) or bot.loss_weight  # at its price
        pick = bot.choose(view)
        base = BaselineBot(load_variant(vid)).choose(view)
        assert pick.type is Act.DISCARD and base.type is Act.DISCARD
        ctx = bot._context(view)
        plans = [p for _, p in bot._ranked(ctx)]
        scores = bot._discard_scores(ctx, plans, [a for a in view.legal if a.type is Act.DISCARD])
        if vid == "yunnan":  # 查大叫: it stays as close as the baseline's discard leaves it
            assert pick == base and scores[pick.tile][0] == 1  # type: ignore[index]
        else:  # Hebei has no such check: with four tiles left it folds to South's own discard
            assert pick.tile == K.from_code("9m")
            assert scores[pick.tile][0] > scores[base.tile][0]  # type: ignore[index]


def _hebei_dragons(seen: str) -> DangerBoard:
    """East's danger board in Hebei with ``seen`` in West's river, thrown before South's
    discards (so not let pass by South), and no other dragon in sight but East's 7z."""
    v = load_variant("hebei")
    g = position(v, {"E": "1234567m1234p19s7z", "S": "1112345678999m", "W": "1s", "N": "1s"}, turn="E", drawn="5s")
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("9p1m2p3p4p6p8p9s")]
    g.state.seats[WEST].river = [RiverTile(t) for t in tokens(seen)]
    return StrongBot(v).danger_board(g.bot_view(EAST))


def test_in_hebei_a_dragon_whose_copies_are_all_in_sight_still_completes_white_green_red() -> None:
    # 中發白 is a set of the concealed hand there: South may wait on 7z holding 5z 6z
    board = _hebei_dragons("7z7z7z")
    south = next(o for o in board.opponents if o.seat == SOUTH)
    red = K.from_code("7z")
    assert board.against(south, red) >= 0.15
    assert board.special(K.from_code("1s")) > 0.0  # 1s 東 南 likewise
    # every 5z in sight: no set can take the 7z, nor a pair or pung
    gone = _hebei_dragons("7z7z7z5z5z5z5z")
    assert gone.against(next(o for o in gone.opponents if o.seat == SOUTH), red) < 0.05
