"""The benchmark scripts measure the tree named on ``PYTHONPATH`` when there is one (how two builds
are compared side by side), else their own repository's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROBE = "import sys; sys.path.insert(0, 'benchmarks'); import _common; print(str(_common.ROOT) in sys.path)"


def _root_put_first(pythonpath: str) -> bool:
    env = {**os.environ, "PYTHONPATH": pythonpath}
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return out.stdout.strip() == "True"


def test_a_tree_on_pythonpath_is_the_build_measured(tmp_path: Path) -> None:
    (tmp_path / "mahjong_tui").mkdir()
    assert not _root_put_first(str(tmp_path))


def test_without_one_the_scripts_measure_their_own_repository(tmp_path: Path) -> None:
    assert _root_put_first("")
    assert _root_put_first(str(tmp_path))  # a path without the package names no build
