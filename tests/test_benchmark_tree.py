"""The benchmark scripts measure the tree named on ``PYTHONPATH`` when there is one (how two builds
are compared side by side), else their own repository's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCHMARKS = str(ROOT / "benchmarks")
PROBE = f"import sys; sys.path.insert(0, {BENCHMARKS!r}); import _common, mahjong_tui; print(mahjong_tui.__file__)"


def _package_measured(pythonpath: str) -> Path:
    """Where the package a benchmark script imports comes from, with ``pythonpath``."""
    env = {**os.environ, "PYTHONPATH": pythonpath}
    # -P: the working directory is not put on sys.path (as for a script, whose own folder is)
    cmd = [sys.executable, "-P", "-c", PROBE]
    out = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()).resolve().parent


def test_a_tree_on_pythonpath_is_the_build_measured(tmp_path: Path) -> None:
    (tmp_path / "mahjong_tui").mkdir()
    (tmp_path / "mahjong_tui" / "__init__.py").write_text("")
    assert _package_measured(str(tmp_path)) == (tmp_path / "mahjong_tui").resolve()


def test_without_one_the_scripts_measure_their_own_repository(tmp_path: Path) -> None:
    assert _package_measured("") == ROOT / "mahjong_tui"
    assert _package_measured(str(tmp_path)) == ROOT / "mahjong_tui"  # a path without the package names no build
