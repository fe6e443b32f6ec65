"""The strong bot's free choice of a safe discard in Sichuan and Yunnan
(:mod:`mahjong_tui.bots.strong.blood_defence`), on constructed positions."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.blood_defence import BloodDanger, read_threats
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.discard_ranking import rank_discards
from mahjong_tui.engine import Game
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position, tokens
from .table_rig import act

EAST, SOUTH, WEST, NORTH = range(4)


def _rivers(g: Game, rivers: dict[int, str]) -> None:
    for seat, text in rivers.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]


def _sichuan(east: str, south: str, river: str, drawn: str, west: str = "1m") -> Game:
    hands = {"E": east, "S": south, "W": west, "N": "1m"}
    g = position(load_variant("sichuan"), hands, turn="E", drawn=drawn, pad="9p")
    _rivers(g, {SOUTH: river})
    return g


def test_of_two_equally_good_discards_the_safer_goes() -> None:
    # 1p and 9p are both off East's two suits and alone: the baseline throws 1p; South (two
    # melds) discarded 9p, so 9p is the safer tile at no cost
    g = _sichuan("123m456m789m55s1p9p", "1234m[555s][777s]", "9p1m2m", "9m")
    view = g.bot_view(EAST)
    v = g.variant
    assert BaselineBot(v).choose(view).tile == K.from_code("1p")
    assert StrongBot(v).choose(view).tile == K.from_code("9p")


def test_with_no_threat_the_baseline_discard_stands() -> None:
    g = _sichuan("123m456m789m55s1p9p", "1234567m123s", "9p1m2m", "9m")  # no meld, three discards: calm
    view = g.bot_view(EAST)
    assert StrongBot(g.variant).choose(view) == BaselineBot(g.variant).choose(view)


def test_a_ready_hand_pushes_its_only_ready_discard_into_a_shown_flush() -> None:
    # East is ready only by discarding 5s, the middle of South's shown bamboo flush
    g = _sichuan("123m456m789m11p2p5s", "1234s[555s][777s]", "9p1m2m", "3p")
    view = g.bot_view(EAST)
    reading = BloodDanger(g.variant, view, StrongBot(g.variant).danger_board(view))
    five_s = K.from_code("5s")
    assert reading.risk(five_s) == max(reading.risk(t) for t in set(view.me.hand))  # type: ignore[union-attr]
    assert StrongBot(g.variant).choose(view).tile == five_s


def test_a_shown_flush_weighs_its_suit_and_two_suits_shown_block_the_third() -> None:
    g = _sichuan("123m456m789m55s1p9p", "1234s[555s][777s]", "9p1m2m", "9m", west="1234m[222m][888s]")
    _rivers(g, {WEST: "9s1m2s"})
    view = g.bot_view(EAST)
    board = StrongBot(g.variant).danger_board(view)
    threats = {th.opponent.seat: th for th in read_threats(g.variant, view, board)}
    pins = {t for t in g.variant.tileset.natural_kinds if K.suit_of(t) == K.suit_of(K.from_code("1p"))}
    assert threats[SOUTH].flush == K.suit_of(K.from_code("1s")) and not threats[SOUTH].blocked
    assert threats[WEST].flush is None and threats[WEST].blocked == pins
    reading = BloodDanger(g.variant, view, board)
    west = threats[WEST]
    assert reading.against(west, K.from_code("5p")) == 0.0
    assert reading.against(west, K.from_code("5m")) > 0.0
    south = threats[SOUTH]
    s_opp = south.opponent
    five_s, five_m = K.from_code("5s"), K.from_code("5m")
    ratio_s = reading.against(south, five_s) / (s_opp.readiness * board.against(s_opp, five_s))
    ratio_m = reading.against(south, five_m) / (s_opp.readiness * board.against(s_opp, five_m))
    assert ratio_s == 4 * ratio_m


def test_yunnan_weighs_an_opponent_with_no_meld_less() -> None:
    v = load_variant("yunnan")
    g = position(v, {"E": "123m456m789m55s1p9p", "S": "1234567m123s", "W": "1m", "N": "1m"}, turn="E", drawn="9m")
    _rivers(g, {SOUTH: "9p1m2m3z4z5z6z1z2z"})
    view = g.bot_view(EAST)
    (south,) = [th for th in read_threats(v, view, StrongBot(v).danger_board(view)) if th.opponent.seat == SOUTH]
    assert 0 < south.weight < 1


def test_yunnan_reads_only_the_pair_waits_of_a_hand_without_a_flush() -> None:
    # South shows two pungs of two suits: on a discard it wins only with a pattern (all pungs,
    # seven pairs), which waits on pairs and single tiles; every other 5m is in sight, so no
    # such wait is on 5m, though a run could be
    v = load_variant("yunnan")
    hands = {"E": "123m456m789p55s1p9p", "S": "1234567z[222m][888p]", "W": "1m", "N": "1m"}
    g = position(v, hands, turn="E", drawn="9m")
    _rivers(g, {SOUTH: "9p1z2z3z4z", WEST: "5m5m", NORTH: "5m"})
    view = g.bot_view(EAST)
    board = StrongBot(v).danger_board(view)
    reading = BloodDanger(v, view, board)
    (south,) = [th for th in reading.threats if th.opponent.seat == SOUTH]
    five_m, six_m = K.from_code("5m"), K.from_code("6m")
    assert board.against(south.opponent, five_m) > 0
    assert reading.against(south, five_m) == 0.0
    assert reading.against(south, six_m) > 0.0
    plain = BloodDanger(load_variant("sichuan"), view, board)  # where a plain hand wins on a discard, runs count
    (south_plain,) = [th for th in plain.threats if th.opponent.seat == SOUTH]
    assert plain.against(south_plain, five_m) > 0.0


# ---- blood (issue 17): the kong discard and the tiles let pass --------------------------------


def _yunnan_after_south_pungs(east: str, drawn: str, kong: bool) -> Game:
    """Yunnan: South shows two pungs of two suits (on a discard it wins only with a pattern) and
    discarded 9p; East is to discard, right after a kong's replacement when ``kong``."""
    v = load_variant("yunnan")
    g = position(v, {"E": east, "S": "1234567z[222m][888p]", "W": "1m", "N": "1m"}, turn="E", drawn=drawn)
    _rivers(g, {SOUTH: "9p1z2z3z4z", WEST: "5m5m", NORTH: "5m"})
    g.state.last_was_kong_replacement = kong
    return g


def test_the_view_marks_the_discard_right_after_a_kong() -> None:
    v = load_variant("sichuan")
    g = position(v, {"E": "7777m123p456p11s9s", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="2s", pad="9p")
    assert not g.bot_view(EAST).kong_discard
    act(g, "E", Act.CONCEALED_KONG, "7m")
    assert g.bot_view(EAST).kong_discard and g.bot_view(SOUTH).kong_discard  # public
    act(g, "E", Act.DISCARD, "9s")
    assert not any(g.bot_view(s).kong_discard for s in range(4))


def test_a_kong_discard_reads_plain_hands_as_threats_in_yunnan() -> None:
    # every other 5m is in sight, so South's pattern waits (pairs, singles) cannot be on it; on a
    # kong discard (槓上炮, a pattern itself) a plain run wait wins as well
    five_m = K.from_code("5m")
    readings = []
    for kong in (False, True):
        g = _yunnan_after_south_pungs("123m456m789p55s1p9p", "9m", kong)
        view = g.bot_view(EAST)
        reading = BloodDanger(g.variant, view, StrongBot(g.variant).danger_board(view))
        (south,) = [th for th in reading.threats if th.opponent.seat == SOUTH]
        readings.append(reading.against(south, five_m))
    assert readings[0] == 0.0 and readings[1] > 0.0


def test_a_kong_discard_goes_to_the_safe_tile_in_yunnan() -> None:
    # East (one step from ready) throws the loose honour 6z; right after a kong it throws 9p,
    # South's own discard, instead: a plain hand may win on a kong discard, and it keeps the distance
    honour, genbutsu = K.from_code("6z"), K.from_code("9p")
    plain = _yunnan_after_south_pungs("12m456m789p55s3s9p6z", "5m", kong=False)
    assert StrongBot(plain.variant).choose(plain.bot_view(EAST, True)).tile == honour
    after = _yunnan_after_south_pungs("12m456m789p55s3s9p6z", "5m", kong=True)
    view = after.bot_view(EAST, True)
    assert BaselineBot(after.variant).choose(view).tile == honour
    assert StrongBot(after.variant).choose(view).tile == genbutsu
    assert rank_discards(after.variant, view)[0].tile == genbutsu  # the hint agrees


def test_a_tile_an_opponent_let_pass_is_safe_against_it() -> None:
    # West discarded 5s after South's last discard and South did not win on it: its hand has not
    # changed since, so 5s cannot be its winning tile, though the general reading keeps a share
    g = _sichuan("123m456m789m55s1p9p", "1234s[555s][777s]", "9p1m2m", "9m")
    _rivers(g, {WEST: "1m1m1m5s"})
    view = g.bot_view(EAST)
    board = StrongBot(g.variant).danger_board(view)
    reading = BloodDanger(g.variant, view, board)
    (south,) = [th for th in reading.threats if th.opponent.seat == SOUTH]
    five_s = K.from_code("5s")
    assert five_s in south.opponent.passed and board.against(south.opponent, five_s) > 0
    assert reading.against(south, five_s) == 0.0
    assert reading.against(south, K.from_code("6s")) > 0.0


def test_yunnan_reads_no_flush_from_melds_holding_honours() -> None:
    # Yunnan's 清一色 holds no honour: South's two bamboo pungs with a dragon pung are no flush,
    # West's two bamboo pungs alone are
    v = load_variant("yunnan")
    hands = {"E": "123m456m789m55s1p9p", "S": "1234m[555s][777s][555z]", "W": "1234m[222s][888s]", "N": "1m"}
    g = position(v, hands, turn="E", drawn="9m")
    _rivers(g, {SOUTH: "9p1m2m3m4m5m6m", WEST: "9p1m2m3m4m5m6m"})
    view = g.bot_view(EAST)
    threats = {th.opponent.seat: th for th in read_threats(v, view, StrongBot(v).danger_board(view))}
    assert threats[SOUTH].flush is None
    assert threats[WEST].flush == K.suit_of(K.from_code("1s"))
