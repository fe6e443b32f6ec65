"""Variant files as hostile input: a broken user file is refused with its name and the key, the
other variants still load, and a variant that loads can play."""

from __future__ import annotations

import copy
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.plan_list import expand
from mahjong_tui.engine.game import Game
from mahjong_tui.variant_schema import VariantError
from mahjong_tui.variants import catalog
from mahjong_tui.variants.loader import Catalog, builtin_dir, check, resolve
from mahjong_tui.variants.model import Variant
from mahjong_tui.variants.plan_kinds import PLAN_KINDS

BROKEN = {
    "not_utf8": (b'id = "x"\nextends = "mcr"\nzh = "\xff\xfe"\n', "", "not UTF-8 text (byte 0xff at offset 31)"),
    "extends_list": (b'id = "x"\nextends = ["mcr"]\n', "extends", "expected the id of one variant"),
    "fans_numbers": (b'id = "x"\nextends = "mcr"\nfans = [1, 2]\n', "fans", "expected a list of fan tables"),
    "inf_option": (
        b'id = "x"\nextends = "sichuan"\n[options.hands_per_match]\ndefault = inf\n',
        "options.hands_per_match.default",
        "not a finite number (inf)",
    ),
    "nan_param": (
        b'id = "x"\nextends = "sichuan"\n[match]\nparams = { rounds = nan }\n',
        "match.params.rounds",
        "not a finite number (nan)",
    ),
    "nested_3000": (b'id = "x"\nextends = "mcr"\nx = ' + b"[" * 3000 + b"]" * 3000 + b"\n", "", "nested deeper than"),
    "bot_plan_kind": (
        b'id = "x"\nextends = "mcr"\n[bot]\nplans = [{kind="nosuch"}]\n',
        "bot.plans[0].kind",
        "must be one of any,",
    ),
    "bot_plan_kind_typo": (
        b'id = "x"\nextends = "mcr"\n[bot]\nplans = [{kind="any"}, {kind="pure_flsh"}]\n',
        "bot.plans[1].kind",
        "did you mean 'pure_flush'?",
    ),
    "bot_plan_kind_number": (
        b'id = "x"\nextends = "mcr"\n[bot]\nplans = [{kind=5}]\n',
        "bot.plans[0].kind",
        "expected a string",
    ),
    "negative_dead_wall": (b'id = "x"\nextends = "mcr"\n[wall]\ndead = -1000\n', "wall.dead", "must be from 0 to"),
    "dead_wall_too_big": (b'id = "x"\nextends = "mcr"\n[wall]\ndead = 1000\n', "wall.dead", "leaves no tile to draw"),
    "scoring_param_typo": (
        b'id = "x"\nextends = "sichuan"\n[scoring]\nparams = { fan_cpa = 3 }\n',
        "scoring.params",
        "unknown parameter 'fan_cpa' (did you mean 'fan_cap'?)",
    ),
    "match_param_typo": (
        b'id = "x"\nextends = "beijing"\n[match]\nparams = { round = 3 }\n',
        "match.params",
        "unknown parameter 'round' (did you mean 'rounds'?)",
    ),
    "settlement_param_range": (
        b'id = "x"\nextends = "mcr"\n[settlement]\nparams = { base = -8 }\n',
        "settlement.params",
        "parameter 'base' must be from 0",
    ),
    "feature_param_typo": (
        b'id = "x"\nextends = "beijing"\n[features.four_wilds]\nbonus_eahc = 40\n',
        "features.four_wilds",
        "(did you mean 'bonus_each'?)",
    ),
    "unknown_key": (b'id = "x"\nextends = "mcr"\n[wal]\ndead = 1\n', "wal", "unknown key (did you mean 'wall'?)"),
    "literal_typo": (
        b'id = "x"\nextends = "mcr"\n[claims]\nchow = "previus"\n',
        "claims.chow",
        "(did you mean 'previous'?)",
    ),
    "feature_names_no_tile": (
        b'id = "x"\nextends = "haner32"\n[features.discard_run]\nkinds = [0]\n',
        "features.discard_run.kinds",
        "0 is not a tile code of the chess32 set",
    ),
    "feature_names_no_fan": (
        b'id = "x"\nextends = "yunnan"\n[features.ten_honours]\nfan = "nosuch"\n',
        "features.ten_honours.fan",
        "no fan 'nosuch'",
    ),
    "empty_points_table": (
        b'id = "x"\nextends = "haner32"\n[settlement]\nparams = { table = [] }\n',
        "settlement.params",
        "parameter 'table' needs at least 1 item",
    ),
    "settlement_names_no_fan": (
        b'id = "x"\nextends = "haner32"\n[settlement]\nparams = { bonus_fans = ["x"] }\n',
        "settlement.params.bonus_fans",
        "no fan 'x'",
    ),
    "summary_zh_not_text": (
        b'id = "x"\nextends = "mcr"\nrules_summary_zh = 5\n',
        "rules_summary_zh",
        "expected a string",
    ),
    "summary_zh_too_long": (
        b'id = "x"\nextends = "mcr"\nrules_summary_zh = "' + "\u756a".encode() * 4001 + b'"\n',
        "rules_summary_zh",
        "longer than 4000 characters (4001)",
    ),
    "too_big": (b'id = "x"\n' + b"# padding\n" * 40_000, "", "larger than 256 KB"),
    "preset_names_no_option": (
        b'id = "x"\nextends = "mcr"\n[presets.standard]\noptions = { flowerz = true }\n',
        "presets.standard.options.flowerz",
        "no such option (did you mean 'flowers'?)",
    ),
    "preset_option_value": (
        b'id = "x"\nextends = "mcr"\n[presets.standard]\noptions = { flowers = 7 }\n',
        "presets.standard.options.flowers",
        "expected true or false, got 7",
    ),
    "escape_in_name": (
        b'id = "x"\nextends = "mcr"\nzh = "x"\nen = "MCR \\u001b[2J"\n',
        "en",
        "holds a control character ('\\x1b'), which would drive the terminal",
    ),
    "escape_in_choice": (
        b'id = "x"\nextends = "beijing"\n[options.kong_payer]\nchoices = ["all_three", "\\u009b2J"]\n',
        "options.kong_payer.choices[1]",
        "holds a control character ('\\x9b')",
    ),
    "escape_in_key": (
        b'id = "x"\nextends = "mcr"\n[presets."a\\u0007"]\nzh = "a"\nen = "a"\n',
        "presets",
        "a key holds a control character ('a\\x07')",
    ),
    "id_a_path": (b'id = "../x"\nextends = "mcr"\nzh = "x"\nen = "x"\n', "id", "'../x' is not a short name"),
    "id_with_space": (b'id = "my game"\nextends = "mcr"\nzh = "x"\nen = "x"\n', "id", "is not a short name"),
}


def load_with(tmp_path: Path, body: bytes) -> Catalog:
    user = tmp_path / "variants"
    user.mkdir()
    (user / "x.toml").write_bytes(body)
    return Catalog([(builtin_dir(), True), (user, False)], cached=False)


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_user_file_is_refused_by_name_and_key_and_the_rest_load(tmp_path: Path, name: str) -> None:
    body, key, message = BROKEN[name]
    cat = load_with(tmp_path, body)
    assert "x" not in cat.files
    assert len(cat.errors) == 1
    err = cat.errors[0]
    assert err.file.endswith("x.toml") and err.key == key and message in err.message, str(err)
    builtins = {v for v in catalog().ids() if catalog().get(v).builtin}
    assert builtins and builtins <= set(cat.files)  # every built-in still loads


def test_a_file_that_extends_a_broken_one_is_refused_in_its_own_name(tmp_path: Path) -> None:
    """b.toml extends a.toml, which is broken: b's failure was reported as a's error a second
    time, so the list never named b.toml, and ``play b`` called b unknown."""
    user = tmp_path / "variants"
    user.mkdir()
    (user / "a.toml").write_bytes(b'id = "a"\nextends = "mcr"\nzh = "a"\nen = "a"\n[win]\nmin_fan = -1\n')
    (user / "b.toml").write_bytes(b'id = "b"\nextends = "a"\nzh = "b"\nen = "b"\n')
    cat = Catalog([(builtin_dir(), True), (user, False)], cached=False)
    a, b = sorted(cat.errors, key=lambda e: e.file)
    assert a.file.endswith("a.toml") and a.key == "win.min_fan"
    assert b.file.endswith("b.toml") and b.key == "extends", str(b)
    assert b.message.startswith("the variant 'a' it extends cannot be used: ")
    assert "a.toml: key 'win.min_fan'" in b.message
    assert cat.error_for("b") is b


def test_a_named_pipe_among_the_variant_files_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    """Opening a FIFO for reading waits until something writes to it: the program hung at start."""
    user = tmp_path / "variants"
    user.mkdir()
    os.mkfifo(user / "x.toml")
    loaded: list[Catalog] = []
    reader = threading.Thread(
        target=lambda: loaded.append(Catalog([(builtin_dir(), True), (user, False)], cached=False)), daemon=True
    )
    reader.start()
    reader.join(timeout=30)
    if reader.is_alive():  # let the stuck reader go before failing
        with open(user / "x.toml", "wb"):
            pass
    assert loaded, "the catalog waited on the pipe"
    (err,) = loaded[0].errors
    assert err.file.endswith("x.toml") and "not a regular file" in err.message, str(err)


def test_every_bot_plan_kind_a_file_may_name_is_one_the_bots_make() -> None:
    mcr = catalog().get("mcr").cfg
    for kind in PLAN_KINDS:
        cfg = copy.deepcopy(mcr)
        cfg.bot.plans = [type(cfg.bot.plans[0])(kind, 1)] if cfg.bot.plans else []
        assert expand(Variant(cfg))


# ---- a variant that loads can play ---------------------------------------------------------------

SCALARS = st.one_of(
    st.integers(-3, 40),
    st.booleans(),
    st.sampled_from(["", "x", "mps", "random", "none", "all"]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(-2, 20), max_size=3),
)


def _leaves(value: object, path: tuple = ()) -> list[tuple]:
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            if k in ("fans", "presets", "options", "id", "extends"):
                continue
            out += _leaves(v, path + (k,))
    else:
        out.append(path)
    return out


def _play(variant: Variant, seed: int) -> None:
    """One hand at least (or 3,000 actions) of bots at every seat count the variant has."""
    for n in variant.seats:
        game = Game(variant, players=n, seed=seed)
        bots = [BaselineBot(variant, seed=seed + i) for i in range(n)]
        for _ in range(3000):
            if game.over or game.history:
                break
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.bot_view(seat)))


@pytest.mark.parametrize("base", [0, 3])
def test_a_reserve_smaller_than_the_table_keeps_none_and_the_hand_ends(base: int) -> None:
    """憨兒 keeps ``reserve_base`` less the players in the wall; a house file's 0 (or 3, at four
    players) kept a negative reserve, and the hand's last turn drew from an empty wall (found by
    the property test below, at seed 39)."""
    raw = copy.deepcopy(catalog().get("haner32").raw)
    raw["wall"]["reserve_base"] = base
    fixed = copy.copy(catalog().get("haner32"))
    fixed.raw, fixed.cfg = raw, check(raw, "house.toml")
    variant = Variant(*resolve(fixed, None, None))
    for seed in (39, 40, 41):
        game = Game(variant, players=4, seed=seed)
        bots = [BaselineBot(variant, seed=seed + i) for i in range(4)]
        for _ in range(3000):
            if game.history:
                break
            seat = game.to_act()[0]
            game.apply(bots[seat].choose(game.bot_view(seat)))
        assert game.history and game.state.wall.remaining >= 0  # the hand ended


@pytest.mark.slow
@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(vid=st.sampled_from(["mcr", "sichuan", "beijing", "malaysia3p", "haner32", "wuhan"]), data=st.data())
def test_a_variant_file_changed_at_random_is_refused_or_plays(vid: str, data: st.DataObject) -> None:
    vf = catalog().get(vid)
    raw = copy.deepcopy(vf.raw)
    path = data.draw(st.sampled_from(_leaves(raw)))
    node = raw
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = data.draw(SCALARS)
    try:
        cfg = check(raw, "random.toml")
        fixed = copy.copy(vf)
        fixed.raw, fixed.cfg = raw, cfg
        cfg, preset, options = resolve(fixed, None, None)
    except VariantError:
        return  # refused, with the file and the key
    _play(Variant(cfg, preset, options), data.draw(st.integers(0, 1000)))
