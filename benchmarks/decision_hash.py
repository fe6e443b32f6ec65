"""Fingerprints of bot play: a hash of every action and event, per variant, preset and seat count.

A speed-up of the bots or the engine must not change a single decision or outcome. This script
plays seeded hands with ``BaselineBot`` in every seat (the same loop, seeds and bot seeds as
``mahjong-tui simulate``) for every built-in variant, every preset and every seat count, and
prints one SHA-256 (first 16 hex digits) of the chosen actions and the emitted events (with
private tiles) per line, plus one over all lines. Run it before and after a change and compare::

    python benchmarks/decision_hash.py [--hands 60] [--seed 1] [--only mcr,sichuan] > after.txt
    diff before.txt after.txt
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from typing import Any

import _common  # noqa: F401  (puts the repository on sys.path)

NAMES = frozenset({"en", "zh"})
"""Keys of a name in the players' languages (a fan's "Pure Double Chow" / "一般高"): left out, so a
change of wording is no change of play (槓 for 杠 had moved three lines); the fan's id stays."""


NOTICES = frozenset({"outranked", "win_refused"})
"""Kinds of event that only tell a seat of a decision already hashed (a claim that gave way to
another's names the two claims, both hashed as actions; a win the rules refused on another's
tile, which the claims offered, hashed as the next actions, already left out): left out, so
telling a seat more is no change of play. The reference line was the same before each notice
was added and after, with it left out."""


def is_notice(value: Any) -> bool:
    return isinstance(value, dict) and value.get("kind") in NOTICES


def canonical(value: Any) -> Any:
    """``value`` as the hash reads it: names left out, a message by its key (its words are the
    catalogue's), everything else as it is."""
    from mahjong_tui.messages import Message

    if isinstance(value, Message):
        return {"message": value.key}
    if isinstance(value, dict):
        return {k: canonical(v) for k, v in value.items() if k not in NAMES}
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    return value


def digest(value: Any) -> bytes:
    if is_notice(value):
        return b""  # hashing nothing leaves the hash as it was
    return json.dumps(canonical(value), sort_keys=True, default=str).encode()


def fingerprint(variant, players: int, hands: int, seed: int) -> tuple[str, int, int]:  # noqa: ANN001
    """(hash, hands played, actions) of ``hands`` hands played as ``simulate`` plays them."""
    from mahjong_tui.bots.baseline import BaselineBot
    from mahjong_tui.engine.game import Game
    from mahjong_tui.sim import derive_seed

    h = hashlib.sha256()
    done = actions = match = 0
    while done < hands:
        match += 1
        game = Game(variant, players=players, seed=derive_seed(seed, "match", match))
        bots = [BaselineBot(variant, seed=derive_seed(seed, "match", match, "bot", i)) for i in range(players)]
        for e in game.events:
            h.update(digest(e.as_dict()))
        seen = len(game.history)
        while done < hands and not game.over:
            seat = game.to_act()[0]
            action = bots[seat].choose(game.bot_view(seat))
            h.update(digest(action.as_dict()))
            actions += 1
            for e in game.apply(action):
                h.update(digest(e.as_dict()))
            if len(game.history) > seen:
                for result in game.history[seen:]:
                    h.update(repr((result.deltas, [(w.seat, w.how, w.score.total) for w in result.wins])).encode())
                done += len(game.history) - seen
                seen = len(game.history)
    return h.hexdigest()[:16], done, actions


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--only", default="", help="comma-separated variant ids (default: every built-in one)")
    args = ap.parse_args()

    from mahjong_tui.variants import catalog, load_variant

    cat = catalog()
    ids = [v for v in cat.ids() if cat.get(v).builtin]
    if args.only:
        ids = [v for v in ids if v in args.only.split(",")]
    total = hashlib.sha256()
    for vid in ids:
        presets = list(cat.get(vid).cfg.presets) or [""]
        for preset in presets:
            variant = load_variant(vid, preset or None)
            for players in sorted(variant.seats):
                t0 = time.process_time()
                digest, done, actions = fingerprint(variant, players, args.hands, args.seed)
                line = f"{vid:<11} {preset or '-':<17} {players}p  {digest}  ({done} hands, {actions} actions)"
                total.update(line.encode())
                print(line, flush=True)
                print(f"  {time.process_time() - t0:.1f} s CPU", file=sys.stderr, flush=True)
    print(f"all         {total.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
