"""MCR scoring of random winning hands per second (``variant.evaluator.score``).

Random complete hands: four sets and a pair (some sets declared as chows, pungs and kongs,
exposed or concealed), seven pairs, and now and then 十三幺, 全不靠 or 組合龍; a random winning
tile, seat, round wind and self-draw or discard. Each hand is checked complete before timing,
and the hands (the input) are frozen out of garbage collection while the scorer is timed.

    python benchmarks/bench_scoring.py [--hands N] [--seed S]
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from collections import Counter

import _common  # noqa: F401  (puts the repository on sys.path)
from _common import machine, verdict

TARGET = 20_000


def random_hand(rng: random.Random, grammar, Hand, Meld, MeldKind, KNITTED):  # noqa: ANN001, ANN201
    left = Counter({t: 4 for t in range(34)})

    def take(tiles) -> bool:  # noqa: ANN001
        need = Counter(tiles)
        if any(left[t] < n for t, n in need.items()):
            return False
        left.subtract(need)
        return True

    roll = rng.random()
    concealed: list[int] = []
    melds = []
    if roll < 0.06:  # 十三幺
        orphans = [0, 8, 9, 17, 18, 26, *range(27, 34)]
        concealed = orphans + [rng.choice(orphans)]
    elif roll < 0.09:  # 全不靠: 14 different tiles from one knitted layout and the honours
        layout = rng.choice(KNITTED)
        pool = [t for triple in layout for t in triple] + list(range(27, 34))
        concealed = rng.sample(pool, 14)
    elif roll < 0.12:  # 組合龍 + a set + a pair
        layout = rng.choice(KNITTED)
        concealed = [t for triple in layout for t in triple]
        take(concealed)
        while True:
            s = rng.choice(grammar.sets)
            p = rng.choice(grammar.pairs)
            if take(s):
                if take(p):
                    break
                left.update(s)
        concealed += list(s) + list(p)
    elif roll < 0.25:  # seven pairs
        while len(concealed) < 14:
            t = rng.randrange(34)
            if take((t, t)):
                concealed += [t, t]
    else:
        while len(melds) + len(concealed) // 3 < 4:
            s = rng.choice(grammar.sets)
            if not take(s):
                continue
            r = rng.random()
            if r < 0.25:
                kind = MeldKind.PUNG if len(set(s)) == 1 else MeldKind.CHOW
                melds.append(Meld(kind, tuple(sorted(s)), source="<" if kind is MeldKind.CHOW else rng.choice("<^>")))
            elif r < 0.32 and len(set(s)) == 1 and take((s[0],)):
                kind = rng.choice([MeldKind.KONG, MeldKind.CONCEALED_KONG])
                melds.append(Meld(kind, (s[0],) * 4, source=None if kind is MeldKind.CONCEALED_KONG else "^"))
            else:
                concealed += list(s)
        while True:
            p = rng.choice(grammar.pairs)
            if take(p):
                concealed += list(p)
                break
    win = concealed.pop(rng.randrange(len(concealed)))
    return Hand(sorted(concealed), melds, win)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    from mahjong_tui.analysis.shapes import KNITTED_PATTERNS
    from mahjong_tui.notation import format_hand
    from mahjong_tui.scoring.situation import Situation
    from mahjong_tui.tiles.hand import Hand, Meld, MeldKind
    from mahjong_tui.variants import load_variant

    v = load_variant("mcr")
    rng = random.Random(args.seed)
    cases = []
    while len(cases) < args.hands:
        hand = random_hand(rng, v.grammar, Hand, Meld, MeldKind, KNITTED_PATTERNS)
        if not v.is_complete(hand.closed_tiles(), hand.melds):
            raise SystemExit(f"generator bug: {format_hand(hand)} is not complete")
        self_drawn = rng.random() < 0.4
        seat = rng.randrange(4)
        discarder = None if self_drawn else rng.choice([s for s in range(4) if s != seat])
        sit = Situation(self_drawn=self_drawn, seat_wind=seat, round_wind=rng.randrange(4), discarder=discarder)
        cases.append((hand, sit))
    ev = v.evaluator
    ev.score(*cases[0])  # loads the fan rules
    # The generated hands are this script's input, not the scorer's work: frozen out of the
    # garbage collector's passes, as the tables of a long-running process would be (without
    # this, a pass over the 5,000 inputs held at once costs some tenth of the time).
    gc.freeze()
    t0, c0 = time.perf_counter(), time.process_time()
    scores = [ev.score(h, s) for h, s in cases]
    rate = len(cases) / (time.perf_counter() - t0)
    cpu_rate = len(cases) / (time.process_time() - c0)
    gc.unfreeze()
    legal = sum(1 for s in scores if s.legal)
    fans = Counter(f.id for s in scores for f in s.fans)
    print(f"bench_scoring: {len(cases)} random complete MCR hands, seed {args.seed}")
    print(f"  machine: {machine()}")
    print(
        f"  the MCR fan table has {len(v.fans)} fans ({len(fans)} of them seen in these hands); "
        f"{legal} hands are legal wins (>= {v.win.min_fan} fans)"
    )
    print(
        f"  scored {rate:,.0f} hands/s by the wall clock ({1e6 / rate:.0f} µs a hand), "
        f"{cpu_rate:,.0f} hands/s of CPU time"
    )
    if fans:
        print("  most frequent fans: " + ", ".join(f"{f} {n}" for f, n in fans.most_common(8)))
    print(f"  target >= {TARGET:,} hands/s: {verdict(rate, TARGET)}")
    if not v.fans:
        print("  note: the fan table is still empty, so this times decomposition and reading only")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
