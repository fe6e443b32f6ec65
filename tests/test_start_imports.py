"""What the menu's start loads: the variant files, not the rules, scoring, analysis, engine or
bots (they load when a game starts), and a subcommand's module alone (the engine tools load the
rules). Timings are in benchmarks/bench_ui.py; this checks the imports that make them."""

from __future__ import annotations

import json
import subprocess
import sys

HEAVY = ("rules", "scoring.base", "analysis", "engine", "bots.baseline", "play", "notation", "variants.model")


def loaded_after(code: str) -> list[str]:
    listing = "print(json.dumps(sorted(m for m in sys.modules if m.startswith('mahjong_tui'))))"
    script = f"{code}\nimport sys, json\n{listing}"
    proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(proc.stdout.splitlines()[-1])


def heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == f"mahjong_tui.{h}" or m.startswith(f"mahjong_tui.{h}.") for h in HEAVY)]


def test_the_menu_starts_without_the_rules() -> None:
    """With the checked catalog cached (as after the first start: a first start checks every
    file against the rule components)."""
    loaded_after("from mahjong_tui.variants import catalog\ncatalog()")
    modules = loaded_after(
        "from mahjong_tui.ui.app import MahjongApp\n"
        "from mahjong_tui.ui.screens.menu import MenuScreen\n"
        "from mahjong_tui.ui.settings import Settings\n"
        "MenuScreen(Settings())"  # the catalog of variant files, read
    )
    assert "mahjong_tui.variants.loader" in modules
    assert heavy(modules) == []


def test_a_variant_still_loads_its_rules() -> None:
    modules = loaded_after("from mahjong_tui.variants import Variant, load_variant\nload_variant('mcr')")
    assert "mahjong_tui.variants.model" in modules and "mahjong_tui.rules.judge" in modules


def test_a_subcommand_imports_its_own_module_only() -> None:
    modules = loaded_after(
        "import contextlib, io\n"
        "from mahjong_tui.cli.main import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['variants', '--json'])"
    )
    commands = [m for m in modules if m.endswith("_cmd")]
    assert commands == ["mahjong_tui.cli.play_cmd", "mahjong_tui.cli.variants_cmd"]
