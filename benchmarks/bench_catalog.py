"""What the one translation catalog costs at start, side by side with the alternatives.

The catalog's texts are a dict literal in ``mahjong_tui/messages/texts.py`` (compiled once to
bytecode). Measured in fresh processes, so imports are cold as at a real start:

- importing the catalog (every key in three languages);
- reading the same texts from a TOML file with tomllib (the data-file layout first tried);
- OpenCC turning every Traditional text into Simplified (how zh_CN was made before, text by text).

    python benchmarks/bench_catalog.py [--runs 7]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

IMPORT = """
import importlib.util, time
t = time.perf_counter()
spec = importlib.util.spec_from_file_location("texts", "mahjong_tui/messages/texts.py")
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)  # the module alone, from its bytecode, not the package around it
print((time.perf_counter() - t) * 1000)
"""

TOML = """
import time
t = time.perf_counter()
import tomllib
with open({path!r}, "rb") as f:
    data = tomllib.load(f)
print((time.perf_counter() - t) * 1000)
"""

OPENCC = """
import time
from mahjong_tui.messages.texts import TEXTS
texts = [tw for _, tw, _ in TEXTS.values()]
t = time.perf_counter()
import opencc
converter = opencc.OpenCC("t2s")
for text in texts:
    converter.convert(text)
print((time.perf_counter() - t) * 1000)
"""


def as_toml(path: Path) -> None:
    from mahjong_tui.messages.texts import TEXTS

    def s(text: str) -> str:
        return json.dumps(text, ensure_ascii=False)

    path.write_text(
        "".join(f'\n["{k}"]\nen = {s(en)}\nzh_TW = {s(tw)}\nzh_CN = {s(cn)}\n' for k, (en, tw, cn) in TEXTS.items()),
        encoding="utf-8",
    )


def run(code: str) -> float:
    env = {"PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True, env=env)
    return float(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    run(IMPORT)  # compile texts.py to bytecode once, as an installed package has it
    with tempfile.TemporaryDirectory() as tmp:
        toml_file = Path(tmp) / "catalog.toml"
        as_toml(toml_file)
        times: dict[str, list[float]] = {"import": [], "toml": [], "opencc": []}
        for _ in range(args.runs):  # interleaved, so a busy machine slows each alike
            times["import"].append(run(IMPORT))
            times["toml"].append(run(TOML.format(path=str(toml_file))))
            times["opencc"].append(run(OPENCC))
    med = {k: statistics.median(v) for k, v in times.items()}
    print(f"import the catalog module (cold):            {med['import']:6.1f} ms  (median of {args.runs})")
    print(f"the same texts from TOML (tomllib, cold):    {med['toml']:6.1f} ms")
    print(f"OpenCC over every Traditional text (cold):   {med['opencc']:6.1f} ms")
    toml, opencc = med["toml"] / med["import"], med["opencc"] / med["import"]
    print(f"ratios: TOML / module {toml:.1f}, OpenCC / module {opencc:.1f}")


if __name__ == "__main__":
    main()
