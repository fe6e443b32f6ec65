"""Caches are bounded: a variant releases what analysis and the bots cached about its hands
every ``CACHE_HANDS`` hands, at the start of a match, and releasing them never changes a
decision or an outcome (a cache only makes an answer come faster)."""

from __future__ import annotations

import hashlib
import json

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.plans import PlanBook
from mahjong_tui.engine.game import Game
from mahjong_tui.sim import derive_seed
from mahjong_tui.variants import load_variant, model


def fingerprint(vid: str, matches: int, hands_per_match: int = 3) -> tuple[str, int]:
    """A hash of every action and event of a few short matches, and how often caches were released."""
    variant = load_variant(vid)
    h = hashlib.sha256()
    released = 0
    for m in range(matches):
        before = variant.hands_cached
        game = Game(variant, seed=derive_seed(5, "cache", m))
        released += variant.hands_cached < before or (before and variant.hands_cached == 0)
        bots = [BaselineBot(variant, seed=derive_seed(5, "cache", m, i)) for i in range(game.n)]
        while not game.over and len(game.history) < hands_per_match:
            seat = game.to_act()[0]
            action = bots[seat].choose(game.bot_view(seat))
            h.update(json.dumps(action.as_dict(), sort_keys=True, default=str).encode())
            for e in game.apply(action):
                h.update(json.dumps(e.as_dict(), sort_keys=True, default=str).encode())
    return h.hexdigest(), released


@pytest.mark.slow
@pytest.mark.parametrize("vid", ["mcr", "beijing", "malaysia3p", "haner32", "sichuan"])
def test_releasing_the_caches_at_every_match_changes_no_decision(vid: str, monkeypatch) -> None:
    load_variant(vid).release_caches()
    kept, none = fingerprint(vid, 4)
    load_variant(vid).release_caches()
    monkeypatch.setattr(model, "CACHE_HANDS", 1)
    released_every_time, released = fingerprint(vid, 4)
    assert none == 0 and released == 3  # the first match finds nothing to release
    assert released_every_time == kept


def test_a_release_builds_new_caches_and_counts_hands_again(monkeypatch) -> None:
    variant = load_variant("mcr")
    book, engine, shapes = PlanBook.of(variant), variant.engine, variant.shapes
    variant.hands_cached = model.CACHE_HANDS - 1
    Game(variant, seed=1)
    assert PlanBook.of(variant) is book and variant.engine is engine  # not yet
    variant.hands_cached = model.CACHE_HANDS
    Game(variant, seed=1)
    assert variant.hands_cached == 0
    assert PlanBook.of(variant) is not book and variant.engine is not engine and variant.shapes is not shapes
