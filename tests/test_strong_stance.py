"""Push or fold by the variant's real payments: what a win pays each side comes from the
settlement, and the same danger, distance and wall fold where a deal-in costs the discarder
much (明將: it pays three or four shares) and push where it costs about the value only (MCR)."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger import DangerBoard
from mahjong_tui.bots.strong.payoffs import payoff
from mahjong_tui.bots.strong.stance import (
    HIT,
    LOSS_WEIGHT_BY_VARIANT,
    PRICED,
    deal_in_cost,
    folds,
    loss_weight,
    priced_weight,
    win_chance,
    win_gain,
)
from mahjong_tui.engine import Act, Game
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.model import Variant

from .bot_play import played
from .position import position, tokens

EAST, SOUTH, WEST, NORTH = range(4)


def test_the_payoffs_are_the_settlements_own() -> None:
    # MCR: the discarder pays 8 + fans, the others 8; a self-draw is paid 8 + fans by all three
    p = payoff(load_variant("mcr"), 4, 10)
    assert (p.deal_in, p.bystander, p.other_self) == (18, 8, 18)
    assert (p.win_discard, p.win_self) == (34, 54)
    # 明將: the discarder pays for all (more shares than one self-draw share), the others nothing
    m = payoff(load_variant("mingjiang"), 4, 3)
    assert m.bystander == 0 and m.deal_in > 2 * m.other_self
    # Shaanxi: every seat pays every win, so dealing in costs no more than standing by
    s = payoff(load_variant("shaanxi"), 4, 4)
    assert s.deal_in == s.bystander > 0


def test_a_deal_in_weighs_by_who_pays() -> None:
    weights = {v: priced_weight(load_variant(v)) or 0.0 for v in ("mingjiang", "mcr", "shaanxi", "malaysia3p")}
    assert weights["mingjiang"] > 2 * weights["mcr"] > 4 * weights["shaanxi"]
    assert weights["malaysia3p"] < weights["mcr"]
    for vid, (mean, share) in PRICED.items():  # every priced variant: the weight is the payments' ratio
        v = load_variant(vid)
        p = payoff(v, max(v.seats), mean)
        assert 0 < deal_in_cost(p, share) <= p.deal_in and win_gain(p, share) > 0


def test_the_loss_weight_is_the_price_unless_a_fitted_weight_is_kept() -> None:
    for vid in PRICED:
        v = load_variant(vid)
        assert loss_weight(v) == LOSS_WEIGHT_BY_VARIANT.get(vid, priced_weight(v))
    mcr = load_variant("mcr")  # priced, and a weight of its own kept for the fitted reading
    assert loss_weight(mcr) == LOSS_WEIGHT_BY_VARIANT["mcr"] != priced_weight(mcr)
    for vid, w in LOSS_WEIGHT_BY_VARIANT.items():
        assert loss_weight(load_variant(vid)) == w


def _ready_south(vid: str) -> DangerBoard:
    g = position(
        load_variant(vid),
        {"E": "123m456p78s1122z5z", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="9p",
        wall="1m" * 10,
        size=20,
    )
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("5z9p")]
    g.state.seats[SOUTH].ready = True
    return DangerBoard(g.bot_view(EAST), furiten=False)


def test_the_same_danger_folds_at_the_price_where_the_discarder_pays_for_all_and_pushes_at_mcr() -> None:
    wall, distance = 13, 1
    chance = win_chance(distance, wall)
    for vid, fold in (("mingjiang", True), ("mcr", False), ("shaanxi", False)):
        board = _ready_south(vid)
        assert board.threat == 1.0
        assert folds(board, chance, priced_weight(load_variant(vid)) or 0.0) is fold, vid
    # the weight 明將 keeps (3.0, fitted by hand) pushes here
    assert HIT * 3.0 < chance < HIT * (priced_weight(load_variant("mingjiang")) or 0.0)


def against_ready_south(v: Variant, wall: int, east: str = "7s6m5s1s3m4z3m4m6z5m4s2s9s", drawn: str = "8s") -> Game:
    """East to discard, by default two from a win with lone honours (4z and 6z) and South's own
    discard 9s, South declared ready (West and North far), ``wall`` tiles to go before the dead
    wall."""
    g = position(
        v,
        {"E": east, "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn=drawn,
        wall="1m" * wall,
        size=wall + 10,
    )
    for seat, text in {SOUTH: "9s5p7z", WEST: "9m9m", NORTH: "8m"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = True
    return g


def _choices(vid: str, wall: int, weight: float | None = None) -> tuple[int | None, int | None]:
    """East, two from a win with a lone honour (4z, its three other copies unseen) and South's
    own discard 9s, against South declared ready with ``wall`` tiles to go before the dead
    wall: what the strong bot (with ``weight`` as its loss weight, when given) and the baseline
    discard, with the hand-set danger reading."""
    v = load_variant(vid)
    view = against_ready_south(v, wall).bot_view(EAST)
    bot = StrongBot(v)
    bot.danger_model = None  # the prices are read against the hand-set danger (the fitted one: test_danger_model)
    bot.seat_cost = None  # and every opponent's deal-in at the mean (明將's per seat: test_strong_seat_cost)
    table = bot.win_table  # and the table's chance (明將's fitted one: test_strong_mingjiang_hebei_chance)
    bot.win_chance = lambda d, left: win_chance(d, left, table)
    if weight is not None:
        bot.loss_weight = weight
    strong = bot.choose(view)
    assert strong.type is Act.DISCARD
    return strong.tile, BaselineBot(v).choose(view).tile


HONOUR, SAFE = K.from_code("4z"), K.from_code("9s")


def test_at_the_price_of_mingjiang_the_bot_folds_a_lone_honour_that_mcr_pushes() -> None:
    assert _choices("mcr", 13) == (HONOUR, HONOUR)
    assert _choices("mingjiang", 13, priced_weight(load_variant("mingjiang"))) == (SAFE, HONOUR)
    assert _choices("mingjiang", 13, 3.0) == (HONOUR, HONOUR)  # the weight fitted by hand pushes


def test_beijing_where_most_wins_are_self_drawn_and_paid_by_all_pushes_what_hebei_folds() -> None:
    # the same payments (the discarder alone pays a discard win, all three a self-draw), but
    # in Beijing seven wins in ten are self-drawn: a win gains more against one deal-in's cost
    assert _choices("hebei", 6, priced_weight(load_variant("hebei"))) == (SAFE, HONOUR)  # at its price
    assert _choices("beijing", 6, priced_weight(load_variant("beijing"))) == (HONOUR, HONOUR)  # at its price
    assert _choices("beijing", 6, 3.0) == (SAFE, HONOUR)  # the weight fitted by hand folded


def test_beijing_folds_late_what_its_earlier_weight_pushed() -> None:
    # twelve tiles to go: Beijing's weight (4.0 then; 5.0 now) folds the lone honour for South's own
    # discard; the weight it kept before (2.5) pushed it
    assert _choices("beijing", 12) == (SAFE, HONOUR)
    assert _choices("beijing", 12, 2.5) == (HONOUR, HONOUR)


def test_beijing_at_its_weight_folds_a_lone_honour_its_earlier_weight_pushed() -> None:
    # thirty tiles to go: Beijing's own weight (5.0, for issue 17's deal-in ratio) folds the lone
    # honour for South's own discard; the weight it kept before (4.0) pushed it
    assert _choices("beijing", 30) == (SAFE, HONOUR)
    assert _choices("beijing", 30, 4.0) == (HONOUR, HONOUR)


def test_shandong_at_its_weight_folds_a_tile_its_earlier_weight_pushed() -> None:
    # Shandong, seed 17, after 28 decisions of normal bots: North shows a pung of 1m and 123m
    # and reads 0.16 ready, just past CALM. East's lone 6z reads half again as dangerous as a
    # 1p from its three; Shandong's weight (1.75) gives up the 1p, the weight it kept before
    # (1.5) threw the 6z, as the baseline does
    v = load_variant("shandong")
    g, bots = played(v, 17, 28)
    view = g.bot_view(EAST)
    bot = StrongBot(v)
    board = bot.danger_board(view)
    six_z, one_p = K.from_code("6z"), K.from_code("1p")
    assert board.risk(six_z) > 1.4 * board.risk(one_p)
    assert bot.choose(view).tile == one_p
    bot.loss_weight = 1.5
    assert bot.choose(view).tile == six_z == bots[EAST].choose(view).tile
