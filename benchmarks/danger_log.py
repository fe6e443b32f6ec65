"""Log danger and readiness from self-play, fit the danger model, and measure its calibration.

    python benchmarks/danger_log.py log --variant mcr --hands 400 --seed 0 --out /tmp/mcr.jsonl
    python benchmarks/danger_log.py fit /tmp/mcr.jsonl ... --write
    python benchmarks/danger_log.py calibrate /tmp/mcr_heldout.jsonl ...

``log`` plays hands of normal bots (with ``--strong-seats``, strong bots in every other seat, as
a duel seats them; the package's model is fitted without it, which measured better:
:mod:`~mahjong_tui.bots.strong.danger_model`). At every discard, for each opponent still in the hand, it
writes the row the discarder's view shows of it (:mod:`~mahjong_tui.bots.strong.danger_model_features`)
with the label *ready in shape* from the true state, and, where it is ready, the row of every
kind in the discarder's hand with the label *a legal win for it on that discard* (the judge,
:func:`~mahjong_tui.rules.judge.legal_win_values`). No tile row is written against an opponent
no discard can deal in to (Beijing's seat that has claimed or thrown a wild: the board's
``can_win``, asked of the strong bot as its board asks it), for the board reads no tile against
it; its readiness row is written all the same. The true state is read here for labels only;
the bot sees the view. The hand-set reading (:class:`~mahjong_tui.bots.strong.danger.DangerBoard`
without a model) is logged beside, for the calibration.

``fit`` fits the two logistic regressions (Newton's method, a small ridge, plain Python) per
variant and, with ``--write``, stores them in ``mahjong_tui/bots/strong/danger_model.json`` (in
place of those variants' coefficients; the others' stay).
``calibrate`` prints, per bucket of predicted deal-in chance of the discarded tile, the old and
the new reading's mean prediction against the observed deal-in rate.

The package's coefficients: ``log --hands 400 --seed 0`` per variant (mcr, hebei, mingjiang,
shandong, beijing, shaanxi, malaysia3p), fitted on those; calibration on ``--seed 5000 --hands 200``
(held out); Beijing's before the log left out the seats no discard can deal in to (fitted
without them it read better and played no better:
:data:`~mahjong_tui.bots.strong.danger_model.READS_BY_VARIANT`). A run of all seven takes a few
minutes on one core.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from pathlib import Path

import _common  # noqa: F401  (puts the repository on sys.path)

MODEL_PATH = Path(__file__).resolve().parent.parent / "mahjong_tui" / "bots" / "strong" / "danger_model.json"
RIDGE = 1.0
"""The ridge (L2) penalty on every weight but the bias, against over-fitting rare columns."""


def log(variant_id: str, hands: int, seed: int, out: Path, strong_seats: bool = False) -> None:
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.bots.strong.bot import StrongBot
    from mahjong_tui.engine import Act, Game

    v = load(variant_id)
    n = max(v.seats)
    probe = StrongBot(v)
    with out.open("w", encoding="utf-8") as f:
        for hand_no in range(seed, seed + hands):
            g = Game(v, seed=hand_no)
            bots = [StrongBot(v, seed=i) if strong_seats and i % 2 == 0 else BaselineBot(v, seed=i) for i in range(n)]
            memo: dict[tuple, frozenset[int]] = {}
            while not g.history:
                seat = g.to_act()[0]
                view = g.bot_view(seat)
                a = bots[seat].choose(view)
                # a joker or bonus tile thrown has no danger row: no record for it
                if a.type is Act.DISCARD and _rowed(a.tile) and view.seats[seat].hand is not None:
                    f.write(json.dumps(discard_record(g, view, a.tile, probe, memo)) + "\n")
                g.apply(a)


def discard_record(g, view, thrown: int, probe, memo: dict | None = None) -> dict:  # type: ignore[no-untyped-def]
    """The log's record of the viewer discarding ``thrown`` in the game ``g``: for each opponent
    still in the hand its readiness row and label, and, where it is ready, every held kind's
    tile row and label; none against an opponent no discard can deal in to (the board's
    ``can_win``, as the strong bot ``probe`` reads it), where the board reads no tile either."""
    from mahjong_tui.bots.strong.danger import HIT, DangerBoard
    from mahjong_tui.bots.strong.danger_model_features import ready_features
    from mahjong_tui.rules.judge import legal_win_values

    v = g.variant
    memo = {} if memo is None else memo
    board = DangerBoard(view, probe.furiten, probe.voids, probe.readiness, can_win=probe.threats(view))
    mine = view.seats[view.viewer]
    held = sorted({t for t in [*(mine.hand or []), *([mine.drawn] if mine.drawn is not None else [])]})
    held = [t for t in held if _rowed(t)]
    opps = []
    for o in board.opponents:
        s = g.state.seats[o.seat]
        if s.won or o.info is None:
            continue
        key = (o.seat, tuple(sorted(s.hand)), tuple(s.melds), tuple(sorted(s.discarded_kinds)))
        wins = memo.get(key)
        if wins is None:
            sit = g.situation(o.seat, thrown, "discard")
            wins = memo[key] = frozenset(legal_win_values(v, g.state, o.seat, list(s.hand), list(s.melds), sit))
        ready = bool(g._waits(list(s.hand), list(s.melds)))
        tiles = {}
        if board.may_win(o.info):
            shown = held if (ready or wins) else [thrown]
            tiles = {str(t): [board.features(o, t), int(t in wins), board.against(o, t) * HIT] for t in shown}
        opps.append(
            {
                "seat": o.seat,
                "row": ready_features(o.info, view.wall_remaining),
                "ready": int(ready or bool(wins)),
                "old": o.readiness,
                "tiles": tiles,
            }
        )
    return {"v": v.id, "tile": thrown, "opps": opps}


def _rowed(t: int) -> bool:
    """A kind the danger rows are written for: not a joker, a bonus tile or a chess piece."""
    from mahjong_tui.tiles import kinds as K

    return t != K.JOKER and not K.is_bonus(t) and not K.is_chess(t)


def load(variant_id: str):  # type: ignore[no-untyped-def]
    from mahjong_tui.variants import load_variant

    return load_variant(variant_id)


def records(paths: list[Path]):  # type: ignore[no-untyped-def]
    for p in paths:
        with p.open(encoding="utf-8") as f:
            for line in f:
                yield json.loads(line)


def fit_logistic(rows: dict[tuple[float, ...], list[int]], dim: int, ridge: float = RIDGE) -> list[float]:
    """Logistic regression by Newton's method on rows folded by value: ``rows[x] = [positives,
    total]``. Plain Python: the rows are few once equal ones are folded."""
    w = [0.0] * dim
    data = [(list(x), pos, tot) for x, (pos, tot) in rows.items()]
    for _ in range(25):
        grad = [0.0] * dim
        hess = [[0.0] * dim for _ in range(dim)]
        for x, pos, tot in data:
            z = sum(wi * xi for wi, xi in zip(w, x, strict=True))
            p = 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))
            r = pos - tot * p
            s = tot * p * (1 - p)
            for i in range(dim):
                if x[i]:
                    grad[i] += r * x[i]
                    sx = s * x[i]
                    row = hess[i]
                    for j in range(i, dim):
                        if x[j]:
                            row[j] += sx * x[j]
        for i in range(dim):
            for j in range(i):
                hess[i][j] = hess[j][i]
        for i in range(1, dim):
            grad[i] -= ridge * w[i]
            hess[i][i] += ridge
        hess[0][0] += 1e-9
        step = solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-6:
            break
    return w


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        if abs(m[r][r]) < 1e-12:
            continue
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def fold(paths: list[Path]) -> dict[str, tuple[dict, dict]]:
    by_variant: dict[str, tuple[dict, dict]] = {}
    for rec in records(paths):
        ready_rows, win_rows = by_variant.setdefault(
            rec["v"], (defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0]))
        )
        for o in rec["opps"]:
            c = ready_rows[tuple(round(x, 4) for x in o["row"])]
            c[0] += o["ready"]
            c[1] += 1
            if o["ready"]:
                for row, won, _ in o["tiles"].values():
                    c = win_rows[tuple(round(x, 4) for x in row)]
                    c[0] += won
                    c[1] += 1
    return by_variant


def fit(paths: list[Path], write: bool) -> None:
    from mahjong_tui.bots.strong.danger_model_features import READY_NAMES, WIN_NAMES

    out = {"variants": {}}
    for vid, (ready_rows, win_rows) in sorted(fold(paths).items()):
        wr = fit_logistic(ready_rows, len(READY_NAMES))
        ww = fit_logistic(win_rows, len(WIN_NAMES))
        n_ready = sum(c[1] for c in ready_rows.values())
        n_win = sum(c[1] for c in win_rows.values())
        print(f"{vid}: {n_ready} readiness rows ({len(ready_rows)} distinct), {n_win} tile rows ({len(win_rows)})")
        print("  ready: " + ", ".join(f"{k} {w:+.2f}" for k, w in zip(READY_NAMES, wr, strict=True)))
        print("  win:   " + ", ".join(f"{k} {w:+.2f}" for k, w in zip(WIN_NAMES, ww, strict=True)))
        out["variants"][vid] = {
            "ready": {k: round(w, 4) for k, w in zip(READY_NAMES, wr, strict=True)},
            "win": {k: round(w, 4) for k, w in zip(WIN_NAMES, ww, strict=True)},
        }
    if write:  # the variants fitted here replace theirs; the others' coefficients stay
        kept = json.loads(MODEL_PATH.read_text(encoding="utf-8")) if MODEL_PATH.exists() else {"variants": {}}
        kept["variants"].update(out["variants"])
        MODEL_PATH.write_text(json.dumps(kept, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written: {MODEL_PATH}")


BUCKETS = (0.0, 0.01, 0.02, 0.04, 0.07, 0.12, 0.2, 1.01)


def calibrate(paths: list[Path]) -> None:
    from mahjong_tui.bots.strong.danger_model import parse_models

    models = parse_models(MODEL_PATH.read_text(encoding="utf-8"))
    table: dict[tuple[str, str, int], list[float]] = defaultdict(lambda: [0.0, 0.0, 0])
    for rec in records(paths):
        m = models.get(rec["v"])
        if m is None:
            continue
        hit, old, new = _discard_reading(rec, m)
        for name, p in (("old", old), ("new", new)):
            for key in ((rec["v"], name), ("all", name)):
                b = next(i for i in range(len(BUCKETS) - 1) if p < BUCKETS[i + 1])
                cell = table[(*key, b)]
                cell[0] += p
                cell[1] += hit
                cell[2] += 1
    for vid in sorted({k[0] for k in table}):
        print(f"{vid}: predicted deal-in chance of the discard, by bucket: mean predicted / observed (discards)")
        for b in range(len(BUCKETS) - 1):
            cells = [table.get((vid, name, b)) for name in ("old", "new")]
            parts = [f"{BUCKETS[b]:.2f}-{min(1.0, BUCKETS[b + 1]):.2f}"]
            for name, c in zip(("old", "new"), cells, strict=True):
                parts.append(f"{name} {c[0] / c[2]:.3f}/{c[1] / c[2]:.3f} ({int(c[2])})" if c and c[2] else f"{name} -")
            print("  " + "  ".join(parts))
        for name in ("old", "new"):
            ll, n = log_loss(paths, models, vid, name)
            print(f"  {name}: log loss {ll:.4f} over {n} discards")


def _discard_reading(rec: dict, m) -> tuple[bool, float, float]:  # type: ignore[no-untyped-def]
    """Whether the discard dealt in, and its chance to, summed over the opponents, as the hand-set
    and the fitted reading read it; an opponent logged with no tile row (no discard deals in to
    it) adds nothing."""
    t = str(rec["tile"])
    hit, old, new = False, 0.0, 0.0
    for o in rec["opps"]:
        if t not in o["tiles"]:
            continue
        row, won, old_against = o["tiles"][t]
        old += o["old"] * old_against
        new += m.ready(o["row"]) * m.win(row)
        hit |= bool(won and o["ready"])
    return hit, old, new


def log_loss(paths: list[Path], models: dict, vid: str, name: str) -> tuple[float, int]:
    total, n = 0.0, 0
    for rec in records(paths):
        m = models.get(rec["v"])
        if m is None or (vid != "all" and rec["v"] != vid):
            continue
        hit, old, new = _discard_reading(rec, m)
        p = min(max(old if name == "old" else new, 1e-4), 1 - 1e-4)
        total -= math.log(p if hit else 1 - p)
        n += 1
    return total / max(n, 1), n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    lg = sub.add_parser("log")
    lg.add_argument("--variant", required=True)
    lg.add_argument("--hands", type=int, default=300)
    lg.add_argument("--seed", type=int, default=0)
    lg.add_argument("--out", type=Path, required=True)
    lg.add_argument(
        "--strong-seats", action="store_true", help="strong bots in every other seat (as in a duel), normal in the rest"
    )
    ft = sub.add_parser("fit")
    ft.add_argument("logs", type=Path, nargs="+")
    ft.add_argument("--write", action="store_true")
    cb = sub.add_parser("calibrate")
    cb.add_argument("logs", type=Path, nargs="+")
    args = ap.parse_args()
    if args.cmd == "log":
        log(args.variant, args.hands, args.seed, args.out, args.strong_seats)
    elif args.cmd == "fit":
        fit(args.logs, args.write)
    else:
        calibrate(args.logs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
