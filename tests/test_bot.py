"""The baseline bot: legal choices only, and good enough at MCR's 8-fan minimum."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.plans import PlanBook
from mahjong_tui.engine import Act, Game
from mahjong_tui.sim import simulate
from mahjong_tui.variants import load_variant


@pytest.mark.slow
def test_mcr_bots_win_most_hands_with_eight_fans() -> None:
    mcr = load_variant("mcr")
    report = simulate(mcr, 32, seed=1)
    assert not report.errors
    assert report.hands == 32
    assert report.hands_won / report.hands >= 0.6
    assert sum(report.points) == 0
    assert report.fan_sum / max(1, report.wins) >= 8


def test_bot_only_returns_legal_actions() -> None:
    mcr = load_variant("mcr")
    game = Game(mcr, seed=9)
    bots = [BaselineBot(mcr, seed=i) for i in range(4)]
    for _ in range(400):
        if game.over:
            break
        seat = game.to_act()[0]
        view = game.view(seat, log=0)
        action = bots[seat].choose(view)
        assert action in game.legal_actions(seat)
        game.apply(action)


def test_bot_never_declares_a_false_win_or_passes_a_legal_one() -> None:
    mcr = load_variant("mcr")
    game = Game(mcr, seed=2)
    bots = [BaselineBot(mcr, seed=i) for i in range(4)]
    seen_win = False
    while not game.over and game.match.hands_played < 2:
        seat = game.to_act()[0]
        view = game.view(seat, log=0)
        action = bots[seat].choose(view)
        if any(a.type is Act.WIN and not a.false_win for a in view.legal):
            seen_win = True
            assert action.type is Act.WIN and not action.false_win
        game.apply(action)
    assert seen_win


def test_plans_steer_toward_value() -> None:
    """A one-suit hand is close to the flush plan and far from the other flushes."""
    mcr = load_variant("mcr")
    book = PlanBook(mcr)
    hand = mcr.parse("1234567899m12p5z", allow_discard_form=True, check_count=False)
    counts = [0] * 63
    for t in hand.concealed:
        counts[t] += 1
    by_name = {p.name: book.distance(p, counts, []) for p in book.plans}
    assert by_name["pure_flush_m"] < by_name["pure_flush_p"]
    assert by_name["pure_flush_m"] == by_name["any"] + 2  # three strangers to replace, one spare


def test_acceptance_candidates_are_the_kinds_near_those_held() -> None:
    """The kinds the bot asks about for acceptance (bit sets built by shifting the kinds held):
    each held kind, the suit kinds up to two ranks from a held suit kind in its own suit, or
    every kind when that leaves fewer than six."""
    import random

    from mahjong_tui.tiles import kinds as K

    mcr = load_variant("mcr")
    bot = BaselineBot(mcr)
    kinds = list(mcr.tileset.natural_kinds)
    rng = random.Random(4)
    for _ in range(500):
        held = rng.sample(kinds, rng.randint(1, 14))
        near = set(held)
        for t in held:
            if K.is_suited(t):
                near |= {u for u in range(t - 2, t + 3) if K.is_suited(u) and K.suit_of(u) == K.suit_of(t)}
        expected = set(kinds) if len(near) < 6 else near
        bits = bot._candidates(sum(1 << t for t in held))
        assert {t for t in kinds if bits >> t & 1} == expected, held
        assert bits & ~sum(1 << t for t in kinds) == 0
