"""Variant files: discovery, extends, presets and options, every refusal names file and key."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from mahjong_tui.bots.plan_list import expand
from mahjong_tui.variants import Catalog, VariantError, load_variant
from mahjong_tui.variants.loader import builtin_dir, resolve
from mahjong_tui.variants.model import Variant

ROOT = Path(__file__).resolve().parents[1]


def catalog_with(tmp_path: Path, files: dict[str, str]) -> Catalog:
    folder = tmp_path / "variants"
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return Catalog([(builtin_dir(), True), (folder, False)])


HOUSE = """
id = "house"
extends = "mcr"
zh = "家規"
en = "House"
[win]
min_fan = 6
[[fans]]
id = "chicken_hand"
value = 6
"""


def test_extends_merges_tables_and_fans_by_id(tmp_path: Path) -> None:
    cat = catalog_with(tmp_path, {"house.toml": HOUSE})
    vf = cat.get("house")
    assert not cat.errors
    assert vf.cfg.win.min_fan == 6
    assert vf.cfg.win.shapes == load_variant("mcr").cfg.win.shapes
    fans = {f.id: f for f in vf.cfg.fans}
    assert fans["chicken_hand"].value == 6
    assert fans["big_four_winds"].value == 88
    assert len(vf.cfg.fans) == len(load_variant("mcr").cfg.fans)


@pytest.mark.parametrize("en_key, zh_key", [("character", "character_zh"), ("rules_summary", "rules_summary_zh")])
def test_an_own_english_text_drops_the_bases_chinese_one(tmp_path: Path, en_key: str, zh_key: str) -> None:
    """A file that extends another and writes its own English text but not the Chinese one: the
    base's Chinese text tells of the base's game, so it is not inherited (the English shows);
    a file that writes neither keeps both of its base's."""
    own = f'id = "own"\nextends = "mcr"\n{en_key} = "My own game."\n'
    plain = 'id = "plain"\nextends = "mcr"\n'
    cat = catalog_with(tmp_path, {"own.toml": own, "plain.toml": plain})
    assert not cat.errors
    mcr = load_variant("mcr").cfg
    assert getattr(mcr, zh_key)
    assert getattr(cat.get("own").cfg, en_key) == "My own game."
    assert getattr(cat.get("own").cfg, zh_key) == ""
    assert getattr(cat.get("plain").cfg, zh_key) == getattr(mcr, zh_key)
    assert getattr(cat.get("plain").cfg, en_key) == getattr(mcr, en_key)


@pytest.mark.parametrize(
    "body, key, message",
    [
        ('[win]\nmin_fan = "six"', "win.min_fan", "expected a whole number"),
        ("[win]\nminfan = 6", "win.minfan", "unknown key"),
        ('[claims]\nchow = "left"', "claims.chow", "must be one of none, previous"),
        ('[tiles]\nset = "standard999"', "tiles.set", "no tile set named"),
        ('[win]\nshapes = ["standard", "eight_pairs"]', "win.shapes[1]", "no winning shape named 'eight_pairs'"),
        ('[[fans]]\nid = "x"\nzh = "x"\nen = "x"\nvalue = 1\nrule = "no.such"', "fans[0].rule", "no fan rule"),
        # a fan the file changes, and the second of the file's own fans: counted in the file
        ('[[fans]]\nid = "chicken_hand"\nvalue = -6', "fans[0].value", "must be from 0"),
        (
            '[[fans]]\nid = "chiken_hand"\nvalue = 6',
            "fans[0].zh",
            "the base has no fan 'chiken_hand', so this is a new fan (did you mean 'chicken_hand'?)",
        ),
        (
            '[[fans]]\nid = "chicken_hand"\nvalue = 6\n[[fans]]\nid = "all_chows"\nvalue = "two"',
            "fans[1].value",
            "expected a whole number",
        ),
        (
            '[[fans]]\nid = "x"\nzh = "x"\nen = "x"\nvalue = 1\nrule = "mcr.chicken_hand"\nexcludes = ["ghost"]',
            "fans[0].excludes[0]",
            "no fan with id 'ghost'",
        ),
        ('[settlement]\nkind = "nope"', "settlement.kind", "no settlement named"),
        ("[settlement]\nparams = { base = true }", "settlement.params", "must be a whole number"),
        ('[match]\nrotation = "sideways"', "match.rotation", "no rotation named"),
        ("seats = [5]", "seats", "seat counts must be 2, 3 or 4"),
        ("[deal]\ndealer = 13", "deal.dealer", "must be dealt 14"),
        ('default_preset = "fancy"', "default_preset", "no preset 'fancy'"),
        (
            '[presets.x]\nzh = "x"\nen = "x"\noverrides = { "claims.chow" = "sideways" }',
            "claims.chow",
            "must be one of",
        ),
        ("[features.nonsense]\nx = 1", "features.nonsense", "no table feature named"),
        (
            '[bot]\nplans = [{ kind = "any", value = 0 }, { kind = "pure_flush", fans = ["ful_flush"] }]',
            "bot.plans[1].fans[0]",
            "no fan with id 'ful_flush' in this file (did you mean 'full_flush'?)",
        ),
        (
            '[bot]\nplans = [{ kind = "pure_flush", fans = ["full_flush"], value = 24 }]',
            "bot.plans[0].value",
            "write fans or value, not both",
        ),
    ],
)
def test_broken_files_are_refused_with_file_and_key(tmp_path: Path, body: str, key: str, message: str) -> None:
    text = 'id = "broken"\nextends = "mcr"\nzh = "壞"\nen = "Broken"\n' + body + "\n"
    cat = catalog_with(tmp_path, {"broken.toml": text})
    assert "broken" not in cat.ids()
    (err,) = cat.errors
    assert err.file.endswith("broken.toml")
    assert err.key == key
    assert message in err.message
    assert "mcr" in cat.ids()  # the other variants still load


def test_syntax_errors_and_missing_ids(tmp_path: Path) -> None:
    cat = catalog_with(tmp_path, {"a.toml": "id = [", "b.toml": 'zh = "x"'})
    messages = sorted(str(e) for e in cat.errors)
    assert any("a.toml: file: not valid TOML" in m for m in messages)
    assert any("b.toml: key 'id': required key is missing" in m for m in messages)


def test_ids_must_be_unique_and_extends_must_resolve(tmp_path: Path) -> None:
    cat = catalog_with(
        tmp_path,
        {
            "dup.toml": 'id = "mcr"\nzh = "x"\nen = "x"',
            "loop1.toml": 'id = "l1"\nextends = "l2"\nzh = "x"\nen = "x"',
            "loop2.toml": 'id = "l2"\nextends = "l1"\nzh = "x"\nen = "x"',
            "orphan.toml": 'id = "o"\nextends = "ghost"\nzh = "x"\nen = "x"',
        },
    )
    text = "\n".join(str(e) for e in cat.errors)
    assert "'mcr' is a built-in variant; give this variant its own id" in text
    assert "variants extend each other in a loop" in text
    assert "no variant named 'ghost'" in text


def test_options_and_presets_apply_as_differences() -> None:
    v = load_variant("mcr", options={"flowers": False})
    assert v.tileset.name == "standard136" and v.cfg.deal.bonus == "none"
    v = load_variant("mcr", options={"mixed_kongs_value": 3})
    assert v.options["mixed_kongs_value"] == 3
    with pytest.raises(VariantError, match="options.flowerz"):
        load_variant("mcr", options={"flowerz": True})
    with pytest.raises(VariantError, match="must be one of \\[5, 3\\]"):
        load_variant("mcr", options={"mixed_kongs_value": 4})
    with pytest.raises(VariantError, match="no preset 'fast'"):
        load_variant("mcr", preset="fast")


@pytest.mark.parametrize(
    ("base", "body", "key", "fix"),
    [
        ("sichuan", "[scoring.params]\nfan_cap = 3", "scoring.params.fan_cap", "[options.fan_cap] default = 3"),
        ("sichuan", "[scoring.params]\nfan_cap = 2", "scoring.params.fan_cap", "no choice of it writes 2"),
        ("hebei", '[claims]\nwinners = "all"', "claims.winners", "[options.multi_win] default = true"),
        ("malaysia3p", '[[fans]]\nid = "joker"\nvalue = 1', "fans.joker.value", "[options.joker_fan] default = true"),
        ("malaysia3p", '[[fans]]\nid = "joker"\nvalue = 2', "fans.joker.value", "no choice of it writes 2"),
    ],
)
def test_a_key_an_option_writes_is_refused_with_the_default_to_write(
    tmp_path: Path, base: str, body: str, key: str, fix: str
) -> None:
    """The option's default would replace the file's own value unseen (a house Sichuan's cap of 3
    played uncapped): the file is refused, naming the key and what to write instead."""
    text = f'id = "house"\nextends = "{base}"\nen = "House"\n{body}\n'
    cat = catalog_with(tmp_path, {"house.toml": text})
    assert "house" not in cat.ids()
    (err,) = cat.errors
    assert err.file.endswith("house.toml")
    assert err.key == key
    assert fix in err.message


def test_an_options_default_changed_by_a_house_file_is_played(tmp_path: Path) -> None:
    text = 'id = "house"\nextends = "sichuan"\nen = "House"\n[options.fan_cap]\ndefault = 3\n'
    cat = catalog_with(tmp_path, {"house.toml": text})
    cfg, _, chosen = resolve(cat.get("house"), None, None)
    assert chosen["fan_cap"] == 3
    assert cfg.scoring.params["fan_cap"] == 3


def test_a_preset_is_a_difference_from_its_base(tmp_path: Path) -> None:
    text = HOUSE.replace('id = "house"', 'id = "house2"') + (
        '[presets.strict]\nzh = "嚴"\nen = "Strict"\noverrides = { "win.min_fan" = 10 }\n'
        '[presets.loose]\nzh = "鬆"\nen = "Loose"\noptions = { flowers = false }\n'
    )
    cat = catalog_with(tmp_path, {"house2.toml": text})
    vf = cat.get("house2")
    strict, _, _ = resolve(vf, "strict", None)
    loose, _, opts = resolve(vf, "loose", None)
    assert strict.win.min_fan == 10 and strict.tiles.set == "standard144"
    assert loose.win.min_fan == 6 and loose.tiles.set == "standard136" and opts["flowers"] is False


def test_builtin_files_are_found_from_the_source_tree() -> None:
    assert (builtin_dir() / "mcr.toml").is_file()


@pytest.mark.slow
def test_a_built_wheel_carries_and_finds_the_variant_files(tmp_path: Path) -> None:
    out = tmp_path / "dist"
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert build.returncode == 0, build.stderr
    (wheel,) = out.glob("mahjong_tui-*.whl")
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        assert "mahjong_tui/_variants/mcr.toml" in names
        z.extractall(tmp_path / "site")
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "from mahjong_tui.variants.loader import builtin_dir; from mahjong_tui.variants import catalog;"
            "print(builtin_dir()); print(' '.join(catalog().ids()))",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={
            "PYTHONPATH": str(tmp_path / "site"),
            "MAHJONG_TUI_CONFIG_DIR": str(tmp_path / "none"),
            "MAHJONG_TUI_CACHE_DIR": str(tmp_path / "cache"),
            "PATH": "/usr/bin:/bin",
        },
    )
    assert probe.returncode == 0, probe.stderr
    where, ids = probe.stdout.splitlines()
    assert where.startswith(str(tmp_path / "site")) and where.endswith("_variants")
    assert "mcr" in ids.split()


def test_a_plan_naming_fans_is_worth_them_in_the_files_own_fan_table(tmp_path: Path) -> None:
    """Sichuan's 清一色 plan names the fan (``fans = ["full_flush"]``): a house file that counts
    清一色 at 4 番 gives the plan 4, as its fan table says, where Sichuan's is 3."""
    text = 'id = "house"\nextends = "sichuan"\nen = "House"\n[[fans]]\nid = "full_flush"\nvalue = 4\n'
    cat = catalog_with(tmp_path, {"house.toml": text})
    assert not cat.errors
    cfg, preset, chosen = resolve(cat.get("house"), None, {})
    house = Variant(cfg, preset, chosen)
    assert house.fan_spec("full_flush").value == 4  # type: ignore[union-attr]

    def flush_values(v: Variant) -> set[int]:
        return {p.value for p in expand(v) if p.name.startswith("pure_flush")}

    assert flush_values(load_variant("sichuan")) == {3}
    assert flush_values(house) == {4}


@pytest.mark.parametrize(("seats", "said"), [([2, 3, 4], "2 to 4"), ([3, 4], "3 or 4"), ([2, 4], "2 or 4"), ([4], "4")])
def test_seat_counts_are_said_as_a_person_says_them(seats: list[int], said: str) -> None:
    """ "2 to 4 players", not "2, 3, 4 players" (the wording of a table of the wrong size)."""
    from mahjong_tui.variants.model import seat_counts

    assert seat_counts(seats) == said
