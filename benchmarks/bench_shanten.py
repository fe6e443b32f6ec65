"""Shanten per second on random standard hands, beside the riichi ``mahjong`` library.

Both sides get the same random 13- and 14-tile hands from a 136-tile set. The comparison
uses the same three shapes as the library (regular, seven distinct pairs, thirteen orphans);
MCR's five shapes (adding 全不靠 and 組合龍) are timed too. Our engine caches per-block
summaries, which is its design: a long game or simulation sees the same suit contents again
and again. The figures are given cold (a fresh engine: every new suit content is worked out
once) and warm (after --warm other random hands). The whole-hand memo is cleared and the
timed hands are fresh, so no hand is answered from a previous answer. Every hand is also
checked for agreement with the library.

    python benchmarks/bench_shanten.py [--hands N] [--warm N] [--seed S]
"""

from __future__ import annotations

import argparse
import random
import time

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine, verdict

TARGET_RATIO = 3.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=20000)
    ap.add_argument("--warm", type=int, default=100000, help="random hands seen before the warm timing")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from mahjong_tui.analysis.fast import engine_for
    from mahjong_tui.variant_schema import TilesCfg, VariantCfg, WinCfg
    from mahjong_tui.variants import load_variant
    from mahjong_tui.variants.model import Variant

    try:
        from mahjong.shanten import Shanten
    except ImportError:
        print("the riichi 'mahjong' library is not installed: pip install -e '.[bench]'")
        return 1

    rng = random.Random(args.seed)
    wall = [t for t in range(34) for _ in range(4)]

    def hands(n: int) -> list[list[int]]:
        return [rng.sample(wall, 13 + (i & 1)) for i in range(n)]

    cold, timed = hands(args.hands), hands(args.hands)
    warm = hands(args.warm)

    def variants() -> dict[str, Variant]:
        riichi_like = Variant(
            VariantCfg(
                id="riichi-like",
                zh="",
                en="",
                tiles=TilesCfg(set="standard136"),
                win=WinCfg(shapes=["standard", "seven_pairs", "thirteen_orphans"], seven_pairs_quads=False),
            )
        )
        return {"same 3 shapes": riichi_like, "MCR 5 shapes": load_variant("mcr")}

    sh = Shanten()

    def counts34(h: list[int]) -> list[int]:
        c = [0] * 34
        for t in h:
            c[t] += 1
        return c

    # the library, on the 34-count arrays it takes (building them is timed too)
    t0 = time.process_time()
    theirs = [sh.calculate_shanten(counts34(h)) for h in timed]
    lib_rate = len(timed) / (time.process_time() - t0)

    rates: dict[str, tuple[float, float]] = {}
    results = {}
    for name, v in variants().items():
        eng = engine_for(v)
        t0 = time.process_time()
        for h in cold:
            v.shanten(h, [])
        cold_rate = len(cold) / (time.process_time() - t0)
        for h in warm:
            v.shanten(h, [])
        eng._memo.clear()
        t0 = time.process_time()
        results[name] = [v.shanten(h, []) for h in timed]
        rates[name] = (cold_rate, len(timed) / (time.process_time() - t0))
        eng._memo.clear()

    # agreement (the definitions differ only when a kind is held four times: see the tests)
    ours = results["same 3 shapes"]
    comparable = [i for i, h in enumerate(timed) if max(counts34(h)) < 4]
    disagree = [i for i in comparable if ours[i] != theirs[i]]

    print(f"bench_shanten: {len(timed)} random hands (13 and 14 tiles), seed {args.seed}, rates in CPU time")
    print(f"  machine: {machine()}")
    print(f"  riichi mahjong library          {lib_rate:>10,.0f} hands/s (no cache)")
    for name, (cold_rate, warm_rate) in rates.items():
        print(f"  mahjong-tui, {name}, cold {cold_rate:>10,.0f} hands/s   ({cold_rate / lib_rate:.1f}x the library)")
        print(f"  mahjong-tui, {name}, warm {warm_rate:>10,.0f} hands/s   ({warm_rate / lib_rate:.1f}x the library)")
    print(
        f"  agreement: {len(comparable) - len(disagree)}/{len(comparable)} comparable hands agree"
        f" ({len(timed) - len(comparable)} hands hold a kind four times and are not compared)"
    )
    for i in disagree[:5]:
        print(f"    DISAGREE {sorted(timed[i])}: ours {ours[i]}, library {theirs[i]}")
    ratio = rates["same 3 shapes"][1] / lib_rate
    print(
        f"  target >= {TARGET_RATIO:.0f}x the library on the same shapes (warm): {ratio:.1f}x, "
        f"{verdict(ratio, TARGET_RATIO)}"
    )
    return 1 if disagree else 0


if __name__ == "__main__":
    raise SystemExit(main())
