"""The strong bot's Sichuan and Yunnan defence (:mod:`mahjong_tui.bots.strong.blood_defence`)
reads the rules it weighs from the variant's own files: what a shown flush costs (the fan table
and the settlement), the kinds a win may hold (the win conditions: 缺門) and whether a plain hand
wins on a discard (Yunnan: self-drawn only). A house file that extends Sichuan or Yunnan and
changes one of them is read as its file says, not as the game it comes from."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.bots.strong.blood_defence import BloodDanger, blood_rules, read_threats
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine import Game
from mahjong_tui.rules.discard_wins import cheapest_discard_win
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.loader import resolve
from mahjong_tui.variants.model import Variant

from .position import position, tokens
from .test_variants import catalog_with

EAST, SOUTH, WEST, NORTH = range(4)

DEARER_FLUSH = 'id = "dear_flush"\nextends = "sichuan"\n[[fans]]\nid = "full_flush"\nvalue = 4\n'
"""清一色 at 4 番: 48 against a plain win's 6."""
DEARER_PLAIN = 'id = "dear_plain"\nextends = "sichuan"\n[[fans]]\nid = "plain"\nvalue = 2\n'
"""平胡 at 2 番: 清一色 (3 番, the highest basic pattern alone counts) 24 against 12."""
THREE_SUITS = 'id = "three_suits"\nextends = "sichuan"\n[win]\nconditions = []\n'
"""Sichuan with no 缺門: a win may hold all three suits."""
PLAIN_ON_DISCARDS = 'id = "plain_discards"\nextends = "yunnan"\n[win]\nconditions = []\n'
"""Yunnan where a plain hand wins on a discard too."""


def _house(tmp_path: Path, text: str) -> Variant:
    cat = catalog_with(tmp_path, {"house.toml": text})
    assert not cat.errors
    vf = cat.get(text.split('"')[1])  # the file's id, its first line
    cfg, preset, chosen = resolve(vf, None, {})
    return Variant(cfg, preset, chosen, vf.display_path)


def _rivers(g: Game, rivers: dict[int, str]) -> None:
    for seat, text in rivers.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]


def _sichuan_table(variant: Variant) -> Game:
    """South shows a bamboo flush (two pungs of it, none in its river); West shows characters and
    bamboos; East is to discard."""
    hands = {"E": "123m456m789m55s1p9p", "S": "1234s[555s][777s]", "W": "1234m[222m][888s]", "N": "1m"}
    g = position(variant, hands, turn="E", drawn="9m", pad="9p")
    _rivers(g, {SOUTH: "9p1m2m", WEST: "9s1m2s"})
    return g


def _reading(g: Game) -> BloodDanger:
    """The reading the strong bot makes of East's discard."""
    view = g.bot_view(EAST)
    bot = StrongBot(g.variant)
    return BloodDanger(bot.variant, view, bot.danger_board(view))


def _flush_over_plain(reading: BloodDanger) -> float:
    """How much more a tile of South's flush suit weighs against it than a plain tile does, each
    over its general danger."""
    (south,) = [th for th in reading.threats if th.opponent.seat == SOUTH]
    opp, board = south.opponent, reading.board
    five_s, five_m = K.from_code("5s"), K.from_code("5m")
    flush = reading.against(south, five_s) / (opp.readiness * board.against(opp, five_s))
    plain = reading.against(south, five_m) / (opp.readiness * board.against(opp, five_m))
    return flush / plain


def _suit(variant: Variant, code: str) -> frozenset[int]:
    suit = K.suit_of(K.from_code(code))
    return frozenset(t for t in variant.tileset.natural_kinds if K.suit_of(t) == suit)


@pytest.mark.parametrize(
    "text, price", [pytest.param(DEARER_FLUSH, 8.0, id="flush_4"), pytest.param(DEARER_PLAIN, 2.0, id="plain_2")]
)
def test_a_house_sichuan_prices_a_shown_flush_by_its_own_fan_table(tmp_path: Path, text: str, price: float) -> None:
    g = _sichuan_table(_house(tmp_path, text))
    assert g.variant.family == "sichuan"
    assert _flush_over_plain(_reading(g)) == pytest.approx(price)


def test_a_house_sichuan_without_the_two_suit_rule_blocks_no_suit(tmp_path: Path) -> None:
    g = _sichuan_table(_house(tmp_path, THREE_SUITS))
    reading = _reading(g)
    (west,) = [th for th in reading.threats if th.opponent.seat == WEST]
    assert not west.blocked
    assert reading.against(west, K.from_code("5p")) > 0.0


def _yunnan_table(variant: Variant) -> Game:
    """Yunnan: South shows two pungs of two suits and has discarded 9p; West has no meld; every
    other 5m is in sight."""
    hands = {"E": "123m456m789p55s1p9p", "S": "1234567z[222m][888p]", "W": "1234567m123s", "N": "1m"}
    g = position(variant, hands, turn="E", drawn="9m")
    _rivers(g, {SOUTH: "9p1z2z3z4z", WEST: "5m5m1z2z", NORTH: "5m"})
    return g


def test_a_house_yunnan_whose_plain_hands_win_on_discards_reads_them_in_full(tmp_path: Path) -> None:
    g = _yunnan_table(_house(tmp_path, PLAIN_ON_DISCARDS))
    reading = _reading(g)
    threats = {th.opponent.seat: th for th in reading.threats}
    assert threats[WEST].weight == 1.0  # a concealed hand is as much a threat as a shown one
    south = threats[SOUTH]
    assert reading.against(south, K.from_code("5m")) > 0.0  # a run may wait on it


def test_the_built_in_games_are_read_as_their_rules_say() -> None:
    sichuan = _reading(_sichuan_table(load_variant("sichuan")))
    assert _flush_over_plain(sichuan) == pytest.approx(4.0)  # 清一色 3 番, 24 against 6
    threats = {th.opponent.seat: th for th in sichuan.threats}
    assert threats[WEST].blocked == _suit(load_variant("sichuan"), "1p") and not threats[SOUTH].blocked
    yunnan = _reading(_yunnan_table(load_variant("yunnan")))
    assert yunnan.flush == 1.0  # 清一色 1 番 on a discard, as the cheapest discard win: 4 against 4
    y_threats = {th.opponent.seat: th for th in yunnan.threats}
    assert 0 < y_threats[WEST].weight < 1  # a plain hand wins self-drawn only
    assert yunnan.against(y_threats[SOUTH], K.from_code("5m")) == 0.0  # only pattern waits


@pytest.mark.parametrize("options", [{"fan_cap": 3}, {"fan_cap": 6}, {"gen_counts_kongs": True}])
def test_sichuans_flush_price_holds_under_its_options(options: dict[str, object]) -> None:
    v = load_variant("sichuan", None, options)
    assert _flush_over_plain(_reading(_sichuan_table(v))) == pytest.approx(4.0)


def test_the_blood_battle_reads_sichuans_rules() -> None:
    v = load_variant("sichuan", "xuezhan")
    view = _sichuan_table(v).bot_view(EAST)
    threats = {th.opponent.seat: th for th in read_threats(v, view, StrongBot(v).danger_board(view))}
    assert threats[WEST].blocked == _suit(v, "1p")


def test_the_fan_table_values_a_hand_of_given_fans() -> None:
    sichuan, yunnan = load_variant("sichuan").evaluator, load_variant("yunnan").evaluator
    assert sichuan.plain_fans() == ["plain"] and yunnan.plain_fans() == ["plain"]
    assert sichuan.value_of(["plain"]) == 1 and sichuan.value_of(["plain", "full_flush"]) == 3  # the highest basic
    assert yunnan.value_of(["plain"]) == 0 and yunnan.value_of(["plain", "full_flush"]) == 1  # 清一色 excludes 平胡
    assert yunnan.value_of(["full_flush", "all_pungs"]) == 2  # patterns add
    assert load_variant("sichuan", None, {"fan_cap": 3}).evaluator.value_of(["pure_dragon_seven_pairs"]) == 3


def test_only_a_refusal_for_the_way_of_winning_makes_a_discard_win_dearer() -> None:
    yunnan, sichuan, wuhan = load_variant("yunnan"), load_variant("sichuan"), load_variant("wuhan")
    assert cheapest_discard_win(yunnan, 0) == 1  # 平胡 (0 番) wins self-drawn only
    assert cheapest_discard_win(sichuan, 1) == 1
    # Wuhan's opened-hand condition refuses a hand with no meld whichever way it is won: a
    # condition on the melds, not on the way of winning
    assert cheapest_discard_win(wuhan, 1) == 1 and not blood_rules(wuhan).patterns_only
