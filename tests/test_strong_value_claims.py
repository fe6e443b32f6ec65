"""The strong bot's claims weighed by the judge (MCR's 8-fan minimum), on constructed positions:
a chow that makes the hand ready with waits worth 8 is taken where the baseline passes, and a
chow the baseline takes that leaves only waits under 8 is passed."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.value_claims import claim_worth, hand_worth, kills_value, value_claim
from mahjong_tui.engine import Act, Game
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import act, position

EAST = 0


def _offered(east: str, north_discards: str) -> Game:
    """East holds ``east``; North, on turn, discards ``north_discards`` and East may claim it."""
    mcr = load_variant("mcr")
    g = position(
        mcr,
        {"E": east, "S": "1m", "W": "1m", "N": "1m"},
        turn="N",
        drawn=north_discards,
        wall="1m" * 40,
        size=60,
    )
    act(g, "N", Act.DISCARD, north_discards)
    return g


def _claims(g: Game) -> list:
    return [a for a in g.bot_view(EAST).legal if a.type in (Act.CHOW, Act.PUNG)]


def test_a_chow_making_the_hand_ready_on_waits_worth_eight_is_taken() -> None:
    mcr = load_variant("mcr")
    # with 567m the hand waits on 4s: 345s 456p 567m is 三色三步高 (6), with 平和 and more: 8+
    g = _offered("5m777m456p35s4z [123s]", "6m")
    view = g.bot_view(EAST)
    assert BaselineBot(mcr).choose(view).type is Act.PASS
    strong = StrongBot(mcr).choose(view)
    assert strong.type is Act.CHOW and sorted(strong.tiles) == [K.from_code("5m"), K.from_code("7m")]
    worth = claim_worth(mcr, view, strong)
    assert worth is not None and worth.ready and worth.count >= 2
    assert hand_worth(mcr, view) == 0.0  # the hand as it is is not ready


def test_a_chow_leaving_only_waits_under_eight_is_passed() -> None:
    mcr = load_variant("mcr")
    # 789p would leave 3m5m (or 9p) waits worth less than 8 fans every way
    g = _offered("35m899p123678s11z", "7p")
    view = g.bot_view(EAST)
    base = BaselineBot(mcr).choose(view)
    assert base.type is Act.CHOW
    assert kills_value(mcr, view, base)
    assert StrongBot(mcr).choose(view).type is Act.PASS


def test_a_claim_not_making_the_hand_ready_is_no_value_claim() -> None:
    mcr = load_variant("mcr")
    g = _offered("159m2568p369s124z", "7p")
    view = g.bot_view(EAST)
    claims = _claims(g)
    assert claims  # a chow of 7p is offered
    assert all(not w.ready for a in claims if (w := claim_worth(mcr, view, a)) is not None)
    assert value_claim(mcr, view, claims) is None
