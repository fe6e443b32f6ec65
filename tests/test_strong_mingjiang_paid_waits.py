"""明將: a wait the judge calls a chicken hand (雞糊: on a kind of one's own discards, the discard
itself included, or worth 0 fan) is paid nothing, so the judge's advice, and with it the strong
bot's reading of ready discards and claims, counts it as no win (:func:`mahjong_tui.rules.advice.pays`,
:mod:`mahjong_tui.bots.strong.paid_waits`)."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong import value_claims
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.value import ReadyDiscards
from mahjong_tui.engine import Act, Game
from mahjong_tui.rules import advice
from mahjong_tui.rules.judge import Verdict
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import act, position, tokens

EAST = 0


def ready_with_a_four_of_bamboos_discarded(east: str = "123m456p789s11z35s") -> Game:
    """East holds ``east`` (…35s) and draws 7s, with a 4s in its own river: discarding 3s waits
    on 6s, discarding 7s on 4s, its own discard."""
    g = position(
        load_variant("mingjiang"),
        {"E": east, "S": "1m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="7s",
        wall="1m" * 40,
        size=60,
    )
    east = g.state.seats[EAST]
    east.river = [RiverTile(t) for t in tokens("4s")]
    east.discarded_kinds = {K.from_code("4s")}
    return g


def _legal_only(verdict: Verdict) -> bool:
    """How the advice judged a wait before it knew chicken hands: every legal win counted."""
    return verdict.legal


def test_a_wait_on_an_own_discard_counts_no_winning_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    v = load_variant("mingjiang")
    view = ready_with_a_four_of_bamboos_discarded().bot_view(EAST, facts=True)
    legal = {a.tile for a in view.legal if a.type is Act.DISCARD}
    three, seven = K.from_code("3s"), K.from_code("7s")
    paid = ReadyDiscards(v)(view, legal)
    assert paid[seven].count == 0 and paid[seven].value == 0  # a chicken hand pays nothing
    assert not any(w.wins for w in paid[seven].waits or ())
    assert paid[three].count > 0 and paid[three].value > 0  # 6s is no own discard
    monkeypatch.setattr(advice, "pays", _legal_only)
    plain = ReadyDiscards(v)(view, legal)
    assert plain[seven].count > 0  # read as a plain legal win, the chicken hand would count
    assert (plain[three].count, plain[three].value) == (paid[three].count, paid[three].value)


def _north_discards(east: str, own: str, tile: str) -> Game:
    """East holds ``east`` with ``own`` in its river; North discards ``tile``, which East may claim."""
    g = position(
        load_variant("mingjiang"),
        {"E": east, "S": "1m", "W": "1m", "N": "1m"},
        turn="N",
        drawn=tile,
        wall="1m" * 40,
        size=60,
    )
    me = g.state.seats[EAST]
    me.river = [RiverTile(t) for t in tokens(own)]
    me.discarded_kinds = set(tokens(own))
    act(g, "N", Act.DISCARD, tile)
    return g


def test_a_chow_leaving_only_chicken_waits_is_passed(monkeypatch: pytest.MonkeyPatch) -> None:
    # chowing 6s with 57s leaves the hand ready only on 7s, a kind of East's own discards
    v = load_variant("mingjiang")
    view = _north_discards("233445566p5789s", "4p4m7s", "6s").bot_view(EAST, facts=True)
    base = BaselineBot(v).choose(view)
    assert base.type is Act.CHOW and sorted(base.tiles) == [K.from_code("5s"), K.from_code("7s")]
    worth = value_claims.claim_worth(v, view, base)
    assert worth is not None and worth.ready and worth.count == 0
    assert value_claims.kills_value(v, view, base)
    bot = StrongBot(v)
    assert bot.chicken_claims and not bot.value_claims
    assert bot.choose(view).type is Act.PASS
    # with the chicken waits read as legal wins, they count as winning copies and the chow stands
    monkeypatch.setattr(advice, "pays", _legal_only)
    plain = value_claims.claim_worth(v, view, base)
    assert plain is not None and plain.count > 0
    assert not value_claims.kills_value(v, view, base)
    assert StrongBot(v).choose(view) == base
