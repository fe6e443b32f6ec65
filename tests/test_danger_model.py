"""The danger reading fitted from logged play (bots/strong/danger_model*.py): the package's
coefficients load, a broken file is refused in one line, and the fitted reading orders tiles
as the table does."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.danger import HIT, DangerBoard, modelled_readiness
from mahjong_tui.bots.strong.danger_model import USED_IN, DangerModelError, model_for, models, parse_models
from mahjong_tui.bots.strong.danger_model_features import READY_NAMES, WIN_NAMES
from mahjong_tui.bots.strong.stance import CALM, priced_weight
from mahjong_tui.engine import Act
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.kinds import Tile
from mahjong_tui.variants import load_variant

from .bot_play import played
from .position import position, tokens
from .test_strong_stance import against_ready_south

EAST, SOUTH, WEST, NORTH = range(4)
FITTED = ("mcr", "hebei", "mingjiang", "shandong", "beijing", "shaanxi", "malaysia3p")


def test_the_package_coefficients_load_for_every_variant_fitted() -> None:
    got = models()
    assert set(FITTED) <= set(got)
    for vid in FITTED:
        m = got[vid]
        assert len(m.ready.weights) == len(READY_NAMES) and len(m.win.weights) == len(WIN_NAMES)
    assert set(got) >= USED_IN
    assert all(model_for(v) is not None for v in USED_IN)
    assert model_for("sichuan") is None and model_for("xiangqi32") is None  # others' variants keep theirs


def _file(**change: object) -> str:
    entry = {"ready": dict.fromkeys(READY_NAMES, 0.0), "win": dict.fromkeys(WIN_NAMES, 0.0)}
    entry.update(change)  # type: ignore[arg-type]
    return json.dumps({"variants": {"mcr": entry}})


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("{not json", "not JSON"),
        (json.dumps({"models": {}}), "no 'variants' table"),
        (_file(win={k: 0.0 for k in WIN_NAMES if k != "genbutsu"}), "mcr.win: missing coefficient 'genbutsu'"),
        (_file(ready={**dict.fromkeys(READY_NAMES, 0.0), "luck": 1.0}), "mcr.ready: unknown coefficient 'luck'"),
        (_file(ready={**dict.fromkeys(READY_NAMES, 0.0), "bias": "high"}), "mcr.ready.bias: not a finite number"),
        (_file(ready=[1, 2]), "mcr: no 'ready' table"),
    ],
)
def test_a_broken_coefficients_file_is_refused_with_a_clear_line(text: str, says: str) -> None:
    with pytest.raises(DangerModelError) as e:
        parse_models(text)
    assert says in str(e.value) and "\n" not in str(e.value)
    assert parse_models(_file())["mcr"].ready([1.0] * len(READY_NAMES)) == 0.5  # the well-formed one reads


def _board(vid: str, model: bool = True) -> DangerBoard:
    """East to discard; South declared ready with 5z 9p 1s in its river."""
    g = position(
        load_variant(vid),
        {"E": "123m456p78s1122z5z", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="9p",
        wall="1m" * 30,
        size=40,
    )
    g.state.seats[SOUTH].river = [RiverTile(t) for t in tokens("5z9p1s")]
    g.state.seats[SOUTH].ready = True
    return DangerBoard(g.bot_view(EAST), furiten=False, model=models()[vid] if model else None)


@pytest.mark.parametrize("vid", [v for v in FITTED if v != "malaysia3p"])  # four seats in the position
def test_the_fitted_model_ranks_genbutsu_below_a_live_middle_tile(vid: str) -> None:
    board = _board(vid)
    south = next(o for o in board.opponents if o.seat == SOUTH)
    assert board.threat == 1.0
    genbutsu, middle = board.against(south, K.from_code("9p")), board.against(south, K.from_code("5s"))
    assert 0 < genbutsu < middle / 3  # no furiten here: nearly, not wholly, safe


def test_the_fitted_readiness_grows_with_discards_and_melds() -> None:
    v = load_variant("hebei")
    g = position(v, {"E": "123m456p78s1122z5z", "S": "1112345678999m", "W": "1m", "N": "1m"}, drawn="9p")
    m = models()["hebei"]
    seat = g.state.seats[SOUTH]
    readings = []
    for river in ("1z", "1z2z3z4z9m", "1z2z3z4z9m1p9p7z1s9s"):
        seat.river = [RiverTile(t) for t in tokens(river)]
        readings.append(modelled_readiness(m, g.bot_view(EAST).seats[SOUTH], 30))
    assert readings[0] < 0.01 < readings[1] < readings[2]


def _choice(vid: str, wall: int, model: bool) -> Tile | None:
    """East, two from a win with lone honours (4z and 6z, three copies unseen each), against
    South declared ready with 9s (East's) in its river, ``wall`` tiles to go: the strong bot's
    discard with the fitted reading or the hand-set one."""
    v = load_variant(vid)
    g = against_ready_south(v, wall)
    bot = StrongBot(v)
    bot.danger_model = models()[vid] if model else None
    if vid == "hebei":
        bot.loss_weight = priced_weight(v) or bot.loss_weight  # at its price (it keeps a lower weight)
    a = bot.choose(g.bot_view(EAST))
    assert a.type is Act.DISCARD
    return a.tile


def test_the_fitted_reading_pushes_a_lone_honour_the_hand_set_one_folded() -> None:
    # the hand-set reading prices a lone honour at half a middle tile's danger, so near the end
    # of the wall it folds to the genbutsu 9s; at bot tables a ready hand won on such an honour
    # about one time in eighty (the fitted reading), so the hand stays two from a win
    for vid in ("hebei", "mingjiang"):
        assert _choice(vid, 6, model=False) == K.from_code("9s"), vid
        assert _choice(vid, 6, model=True) in (K.from_code("4z"), K.from_code("6z")), vid


def test_the_fitted_readiness_pushes_early_where_the_hand_set_curve_folded_against_one_meld() -> None:
    # Hebei, seed 0, East's second discard (normal bots at every seat): an opponent has one
    # meld and few discards. The hand-set curve reads one meld as 15% ready, enough to defend,
    # and East folds its 2s; the fitted reading puts such a hand at a few per cent, so East
    # plays the baseline's 6s.
    v = load_variant("hebei")
    g, bots = played(v, 0, 7)
    assert g.to_act() == [EAST]
    view = g.bot_view(EAST)
    old, new = StrongBot(v), StrongBot(v)
    old.loss_weight = new.loss_weight = priced_weight(v) or old.loss_weight  # at its price, as the curve was read
    old.danger_model = None
    new.danger_model = replace(models()["hebei"], reads_win=False)
    assert old.danger_board(view).threat >= CALM > new.danger_board(view).threat
    assert old.choose(view).tile == K.from_code("2s")
    assert new.choose(view).tile == K.from_code("6s") == bots[EAST].choose(view).tile


def test_the_fitted_danger_never_exceeds_a_tile_dangerous_in_every_way() -> None:
    # a fitted chance of a win above HIT (here a half, every tile) would read as more than a
    # tile dangerous in every way: more than 100% as a review shows the share, and a loss the
    # stance's weights were never fitted to; it stops at 1, and what is certain stays 0
    even = parse_models(_file())["mcr"]
    board = _board("hebei")
    board.model = even
    south = next(o for o in board.opponents if o.seat == SOUTH)
    assert even.win(board.features(south, K.from_code("5s"))) / HIT > 5
    assert board.against(south, K.from_code("5s")) == 1.0
    board.furiten = True
    assert board.against(south, K.from_code("9p")) == 0.0  # genbutsu under furiten


def test_in_shandong_the_fitted_tile_reading_keeps_a_tile_the_hand_set_one_folded() -> None:
    # Shandong, seed 3, East's eighth discard (normal bots at every seat): North shows 567s
    # and 123p and reads about half ready. The hand-set reading trades the baseline's 4p for
    # 1s (a little safer by its shape share); the fitted one rates 1s the more dangerous of
    # the two and keeps the baseline's 4p
    v = load_variant("shandong")
    g, bots = played(v, 3, 41)
    assert g.to_act() == [EAST]
    view = g.bot_view(EAST)
    fitted, hand_set = StrongBot(v), StrongBot(v)
    assert fitted.danger_model is not None and fitted.danger_model.reads_win
    hand_set.danger_model = replace(fitted.danger_model, reads_win=False)
    board, old = fitted.danger_board(view), hand_set.danger_board(view)
    one_s, four_p = K.from_code("1s"), K.from_code("4p")
    assert old.risk(one_s) < old.risk(four_p) and board.risk(one_s) > board.risk(four_p)
    assert hand_set.choose(view).tile == one_s
    assert fitted.choose(view).tile == four_p == bots[EAST].choose(view).tile


def test_the_readme_names_the_variants_that_read_the_fitted_model() -> None:
    """The README's account of the strong bot names where its readiness is fitted by logistic
    regression: it pointed at marks in a table below that no table had any more."""
    import re
    from pathlib import Path

    readme = " ".join((Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8").split())
    found = re.search(r"; in ([^;()]*?) by a logistic regression fitted to logged play", readme)
    assert found is not None
    names = {"Hebei": "hebei", "Shandong": "shandong", "Shaanxi": "shaanxi", "明將": "mingjiang", "Beijing": "beijing"}
    names["MCR"] = "mcr"
    said = re.split(r", | and ", found.group(1))
    assert {names.get(name, name) for name in said} == USED_IN
