"""The strong bot's sampled rollouts two steps from ready (:mod:`mahjong_tui.bots.strong.mcr_rollout`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_rollout import Rollouts
from mahjong_tui.bots.strong.mcr_search import Decision, DrawSearch
from mahjong_tui.engine import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.kinds import Tile
from mahjong_tui.variants import load_variant

from .position import position

EAST = 0


def _view(hand: str, drawn: str):  # noqa: ANN202
    """East holds ``hand`` and draws ``drawn``; the other seats hold 1m, so nearly every tile is unseen."""
    mcr = load_variant("mcr")
    g = position(mcr, {"E": hand, "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn=drawn, wall="1m" * 40, size=60)
    return mcr, g.bot_view(EAST)


def _two_draws(search: DrawSearch, view, discard: Tile) -> float:  # noqa: ANN001
    """The exact two-draw worth of ``discard``, independent of the rollouts: over every draw
    bringing the hand one step from ready, its unseen copies times the best one-step hand's worth
    after it (the one-draw search's :meth:`~Decision.step_worth`)."""
    dec = Decision(search, view, [])
    dec.budget = 10**6
    rest = list(view.me.hand)
    rest.remove(discard)
    total = 0.0
    for k in dec.win.improving(rest, search.kinds, 2):
        drawn = [*rest, k]
        steps = []
        for e in set(drawn):
            r = list(drawn)
            r.remove(e)
            if dec.shanten(r) == 1:
                steps.append(dec.step_worth(r, dec.draws(r)))
        total += dec.unseen.get(k, 0) * max(steps, default=0.0)
    return total


@pytest.mark.parametrize(
    ("hand", "drawn", "baseline", "rolled"),
    [
        ("3m4m5m2p3p4p4p7p4s6s1z1z5z", "7z", "7p", "7z"),
        ("2m3m1p2p2p2p3p4p5p9p1s2z3z", "3z", "1s", "2z"),
    ],
)
def test_two_steps_from_ready_the_rollouts_keep_the_routes_the_judge_pays_more_for(
    hand: str, drawn: str, baseline: str, rolled: str
) -> None:
    mcr, view = _view(hand, drawn)
    without = StrongBot(mcr)
    without.rollouts = None  # the bot as it was before the rollouts
    plain, strong = without.choose(view), StrongBot(mcr).choose(view)
    assert plain.type is Act.DISCARD and strong.type is Act.DISCARD
    assert plain.tile is not None and strong.tile is not None
    assert (K.code(plain.tile), K.code(strong.tile)) == (baseline, rolled)
    # the exact two-draw worth (every route, no sampling) agrees: the rolled-out discard's routes pay more
    search = DrawSearch(mcr)
    assert _two_draws(search, view, strong.tile) > _two_draws(search, view, plain.tile)


def test_the_rollouts_are_seeded_from_the_position_so_the_same_view_makes_the_same_choice() -> None:
    mcr, view = _view("3m4m5m2p3p4p4p7p4s6s1z1z5z", "7z")
    keep = next(t for t in view.me.hand if K.code(t) == "7p")
    first = Rollouts(DrawSearch(mcr)).discard_worths(view, set(view.me.hand), keep)
    warm = Rollouts(DrawSearch(mcr))
    _, other = _view("2m3m1p2p2p2p3p4p5p9p1s2z3z", "3z")
    warm.discard_worths(other, set(other.me.hand), other.me.hand[0])  # caches filled by another position
    assert len(first) > 1 and len(set(first.values())) > 1
    assert warm.discard_worths(view, set(view.me.hand), keep) == first
    assert Rollouts(DrawSearch(mcr)).discard_worths(view, set(view.me.hand), keep) == first
    choices = {StrongBot(mcr, seed=s).choose(view).tile for s in range(3)}
    assert len(choices) == 1


def test_the_rollouts_run_only_two_steps_from_ready() -> None:
    mcr, view = _view("456s8m66z7z7m7z234m1p", "1p")  # one step from ready: the one-draw search's
    keep = view.me.hand[0]
    assert Rollouts(DrawSearch(mcr)).discard_worths(view, set(view.me.hand), keep) == {}
