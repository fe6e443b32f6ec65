"""Helpers shared by the benchmark scripts (run them from the repository root or anywhere)."""

from __future__ import annotations

import argparse
import os
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"Python {platform.python_version()} on {cpu}, {os.cpu_count()} CPUs "
        "(figures vary with the machine and its load)"
    )


def verdict(value: float, target: float, higher_is_better: bool = True) -> str:
    ok = value >= target if higher_is_better else value <= target
    return "meets the target" if ok else "BELOW the target" if higher_is_better else "ABOVE the target"


def replay_args(doc: str | None, bots: bool = True) -> argparse.Namespace:
    """The options of a script that replays a duel's deals (``duel.play.duplicate_table``):
    ``--variant``, ``--bots`` (when the script takes other levels than strong and normal; parsed
    into ``levels``), ``--hands``, ``--seed``."""
    p = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--variant", default="mcr")
    if bots:
        p.add_argument("--bots", default="strong,normal")
    p.add_argument("--hands", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    args.levels = args.bots.split(",") if bots else ["strong", "normal"]
    return args
