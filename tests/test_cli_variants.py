"""``mahjong-tui variants``: the listing, its JSON, broken user files, and the console script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from rich.cells import cell_len

from mahjong_tui.cli.main import main
from mahjong_tui.cli.variants_cmd import BUILTIN_FOLDER, OWN_FOLDER
from mahjong_tui.variants import reload_catalog

from .conftest import FIXTURES


@pytest.fixture
def broken_user_dir(tmp_path: Path):
    """A user config folder with the test variant plus two files that cannot be used."""
    folder = tmp_path / "variants"
    folder.mkdir()
    (folder / "plain.toml").write_text(
        (FIXTURES / "variants" / "plain.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (folder / "broken.toml").write_text('id = "broken"\nzh = "壞"\nen = "Broken\n', encoding="utf-8")  # bad TOML
    (folder / "noid.toml").write_text('zh = "無"\nen = "No id"\n', encoding="utf-8")
    old = os.environ["MAHJONG_TUI_CONFIG_DIR"]
    os.environ["MAHJONG_TUI_CONFIG_DIR"] = str(tmp_path)
    reload_catalog()
    try:
        yield folder
    finally:
        os.environ["MAHJONG_TUI_CONFIG_DIR"] = old
        reload_catalog()


def test_lists_ids_names_seats_presets_and_options(capsys) -> None:
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    for text in (
        "mcr",
        "國標麻將",
        "Chinese Official Mahjong (MCR)",
        "4 players",
        "standard",
        "標準",
        "flowers=true",
        "花牌",
        "plain",
        "測試",
        "Plain test game",
        "2/3/4 players",
    ):
        assert text in out, text
    assert "could not be used" not in out


def test_cjk_names_do_not_break_the_columns(capsys) -> None:
    main(["variants"])
    lines = capsys.readouterr().out.splitlines()
    title = next(line for line in lines if "國標麻將" in line)
    preset = next(line for line in lines if "standard" in line and "preset" in line)
    # the third column starts at the same terminal cell in both rows
    assert cell_len(title[: title.index("國標麻將")]) == cell_len(preset[: preset.index("standard")])
    assert all(line == line.rstrip() for line in lines)


def test_json(capsys) -> None:
    assert main(["variants", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    by_id = {v["id"]: v for v in data["variants"]}
    mcr = by_id["mcr"]
    assert (mcr["zh"], mcr["en"], mcr["seats"]) == ("國標麻將", "Chinese Official Mahjong (MCR)", [4])
    assert mcr["default_preset"] == "standard"
    assert [p["id"] for p in mcr["presets"]] == ["standard"] and mcr["presets"][0]["default"]
    assert [(o["id"], o["type"], o["default"], o["choices"]) for o in mcr["options"]] == [
        ("flowers", "bool", True, []),
        ("mixed_kongs_value", "int", 5, [5, 3]),
        ("competition_seating", "bool", False, []),
    ]
    assert mcr["options"][0]["zh"] == "花牌" and mcr["options"][1]["zh"] == "明暗槓"
    assert mcr["unit"] == {"zh": "番", "en": "fan"}
    assert by_id["plain"]["seats"] == [2, 3, 4] and not by_id["plain"]["builtin"]
    assert data["errors"] == []


def test_the_listing_says_where_the_built_in_files_are_and_where_your_own_go(broken_user_dir: Path, capsys) -> None:
    """A house rule starts from a copy of a built-in file: the listing says where those are and
    the folder a player's own are read from (here the test's config folder)."""
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    builtin = next(line for line in lines if line.startswith(BUILTIN_FOLDER))
    assert (Path(builtin.removeprefix(BUILTIN_FOLDER)) / "mcr.toml").is_file()
    assert f"{OWN_FOLDER}{broken_user_dir}" in lines
    assert "copy a built-in file into your own folder" in " ".join(out.split())
    assert main(["variants", "--json"]) == 0
    folders = json.loads(capsys.readouterr().out)["folders"]
    assert folders["yours"] == str(broken_user_dir) and (Path(folders["builtin"]) / "mcr.toml").is_file()


def test_broken_user_files_are_error_lines_not_a_crash(broken_user_dir: Path, capsys) -> None:
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    assert "mcr" in out and "plain" in out
    assert "2 variant files could not be used" in out
    errors = [line for line in out.splitlines() if line.startswith("error: ")]
    assert len(errors) == 2
    assert any("broken.toml" in e and "not valid TOML" in e for e in errors)
    assert any("noid.toml" in e and "'id'" in e for e in errors)

    assert main(["variants", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert sorted(Path(e["file"]).name for e in data["errors"]) == ["broken.toml", "noid.toml"]
    assert {v["id"] for v in data["variants"]} >= {"mcr", "plain"}


def test_one_unusable_file_is_counted_in_the_singular(broken_user_dir: Path, capsys) -> None:
    """Every note of unusable variant files counts them as English does ("1 variant file", not
    "1 variant file(s)"): the list, an unknown variant's refusal and a save of a missing variant."""
    from mahjong_tui.saves.schema import NotPlayableHere
    from mahjong_tui.saves.store import GameRecord, load_variant_for

    (broken_user_dir / "noid.toml").unlink()
    reload_catalog()
    assert main(["variants"]) == 0
    assert "1 variant file could not be used:" in capsys.readouterr().out
    assert main(["score", "nope", "123m456p789s111z5z+5z"]) == 2
    assert "; 1 variant file could not be used, see" in capsys.readouterr().err
    with pytest.raises(NotPlayableHere, match=r"\(1 variant file could not be used, see"):
        load_variant_for(GameRecord(variant="gone", seed=1, humans=[True], names=["Ann"]))


def test_scoring_a_broken_variant_names_the_problem(broken_user_dir: Path, capsys) -> None:
    """Asked for by the name of its file, a variant whose file is broken is refused with that
    file's problem, not as a variant unknown: the file could not be read, so its id is not known."""
    assert main(["score", "broken", "123m456p789s111z5z+5z"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui: error: variant 'broken' cannot be used: ")
    assert f"{broken_user_dir / 'broken.toml'}: file: not valid TOML" in err and len(err.splitlines()) == 1


def test_playing_a_variant_whose_file_is_broken_names_the_file_and_the_key(broken_user_dir: Path, capsys) -> None:
    """The file's id is read, but a key is wrong: ``play`` says which, as ``variants`` does."""
    (broken_user_dir / "house.toml").write_text(
        'id = "mcr-house"\nextends = "mcr"\nzh = "家"\nen = "House"\n[win]\nmin_fan = "six"\n', encoding="utf-8"
    )
    reload_catalog()
    assert main(["play", "mcr-house"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("mahjong-tui: error: variant 'mcr-house' cannot be used: ")
    assert f"{broken_user_dir / 'house.toml'}: key 'win.min_fan': expected a whole number" in err, err


def test_a_save_of_a_variant_whose_file_broke_names_the_file_and_the_key(broken_user_dir: Path) -> None:
    from mahjong_tui.saves.schema import NotPlayableHere
    from mahjong_tui.saves.store import GameRecord, load_variant_for

    (broken_user_dir / "house.toml").write_text(
        'id = "mcr-house"\nextends = "mcr"\nzh = "家"\nen = "House"\n[win]\nmin_fan = -1\n', encoding="utf-8"
    )
    reload_catalog()
    with pytest.raises(NotPlayableHere) as refused:
        load_variant_for(GameRecord(variant="mcr-house", seed=1, humans=[True], names=["Ann"]))
    assert str(refused.value) == (
        "this game uses the variant 'mcr-house', whose file cannot be used: "
        f"{broken_user_dir / 'house.toml'}: key 'win.min_fan': must be from 0 to 1000000; got -1"
    )


@pytest.mark.parametrize(
    ("preset", "options", "why"),
    [
        ("standard", {"flowers": "banana"}, "options.flowers: expected true or false, got 'banana'"),
        ("standard", {"nope": 1}, "options.nope: no such option"),
        ("../x", {}, "presets: no preset '../x' (presets: standard)"),
    ],
)
def test_a_save_whose_rules_no_longer_load_names_the_key(preset: str, options: dict, why: str) -> None:
    from mahjong_tui.saves.schema import NotPlayableHere
    from mahjong_tui.saves.store import GameRecord, load_variant_for

    record = GameRecord(variant="mcr", seed=1, humans=[True], names=["Ann"], preset=preset, options=options)
    with pytest.raises(NotPlayableHere, match="^this game's rules no longer load: ") as refused:
        load_variant_for(record)
    assert why in str(refused.value)


def test_a_variant_file_name_cannot_drive_the_terminal(broken_user_dir: Path, capsys) -> None:
    """A file's name is shown in its error: one that holds an escape sequence is shown escaped."""
    (broken_user_dir / "a\x1b[2Jb.toml").write_text('id = "x"\n', encoding="utf-8")
    reload_catalog()
    assert main(["variants"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "a\\x1b[2Jb.toml" in out


def test_console_script() -> None:
    script = Path(sys.executable).parent / "mahjong-tui"
    if not script.exists():
        pytest.skip("the console script is not installed in this environment")
    done = subprocess.run(
        [str(script), "variants"], capture_output=True, text=True, timeout=120, env={**os.environ, "COLUMNS": "100"}
    )
    assert done.returncode == 0, done.stderr
    assert "mcr" in done.stdout and "國標麻將" in done.stdout
    done = subprocess.run([str(script), "score", "nope", "1m"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.startswith("mahjong-tui: error: unknown variant") and "Traceback" not in done.stderr
