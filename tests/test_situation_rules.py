"""The situation rules of a declared win (scoring/situation.py): what facts imply, whose win it
is, and which facts contradict each other; the score request goes through them."""

from __future__ import annotations

import pytest

from mahjong_tui.rules.request import build
from mahjong_tui.rules.request_keys import RequestError, normalise
from mahjong_tui.scoring.situation import SituationError, first_turn_facts, implied, win_facts
from mahjong_tui.variants import load_variant


def test_implications_follow_chains() -> None:
    got = implied({"double_kong_replacement": True})
    assert got["kong_replacement"] and got["self_drawn"]
    assert implied({"first_turn_ready": True})["ready_declared"]
    assert implied({"earthly": True})["self_drawn"] and implied({"flower_replacement": True})["self_drawn"]
    assert implied({"rob_kong": True}) == {"rob_kong": True}


def test_a_heavenly_win_is_the_dealers_self_draw() -> None:
    facts = win_facts({"heavenly": True}, None, None)
    assert facts.seat == 0 and facts.flags["self_drawn"]
    with pytest.raises(SituationError, match="a heavenly win is the dealer's: the winner must be E, not S"):
        win_facts({"heavenly": True}, 1, None)


def test_the_dealer_flag_names_east() -> None:
    assert win_facts({}, None, 2, dealer=True).seat == 0
    assert win_facts({}, None, 2).seat == 0 and win_facts({}, 3, 2).seat == 3
    with pytest.raises(SituationError, match="dealer says the winner is the dealer"):
        win_facts({}, 2, None, dealer=True)


@pytest.mark.parametrize(
    "flags, seat, discarder, message",
    [
        ({"kong_replacement": True}, 1, 2, "a self-drawn win has no discarder (kong_replacement with discarder W)"),
        ({}, 2, 2, "the discarder (W) cannot be the winner"),
        ({"rob_kong": True, "self_drawn": True}, 1, None, "rob_kong is a win on another player's tile"),
        ({"rob_kong": True, "kong_discard": True}, 1, 2, "cannot both be true"),
        ({"earthly": True}, 0, None, "earthly: that win is a non-dealer's"),
    ],
)
def test_contradictions_are_refused(flags: dict[str, bool], seat: int, discarder: int, message: str) -> None:
    with pytest.raises(SituationError, match=message.replace("(", r"\(").replace(")", r"\)")):
        win_facts(flags, seat, discarder)


def test_a_human_win_fills_in_first_turn_facts_unless_given() -> None:
    extra: dict[str, object] = {"draws_made": 1}
    first_turn_facts(extra, {"human": True}, 0)
    assert extra == {"draws_made": 1, "discarder_first_discard": True, "dealer_first_discard": True, "calls_made": 0}
    untouched: dict[str, object] = {}
    first_turn_facts(untouched, {"human": False}, 0)
    assert untouched == {}


def test_a_request_names_the_fact_as_the_asker_wrote_it() -> None:
    variant = load_variant("mcr")
    req = normalise({"hand": "123456m45p456s88s+6p", "first_turn_ready": True, "earthly": True, "seat_wind": "E"})
    with pytest.raises(RequestError, match="--earthly: that win is a non-dealer's"):
        build(variant, 4, req, cli=True)
    req = normalise(
        {"hand": "123456m45p456s88s+6p", "ready": True, "first_turn_ready": True, "seat_wind": "S", "discarder": "W"}
    )
    assert build(variant, 4, req).situation.ready_declared
