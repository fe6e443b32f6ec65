"""MCR's waits are worth what their wins pay (value + 8 from the discarder and 8 from each other
seat, value + 8 from each on a self-draw), not their fans alone: more copies of a plainer win
beat fewer of a richer one that the fans alone rate higher."""

from __future__ import annotations

from mahjong_tui.bots.strong.value import better_ready_discard, expected_value, ready_discards, wait_worth
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import position

EAST = 0


def _view():  # type: ignore[no-untyped-def]
    mcr = load_variant("mcr")
    # discarding 2p waits on 1p (13 fans, 4 copies) and 3p (9 fans, 3 copies); 2s on 1p alone (15 fans)
    g = position(
        mcr, {"E": "789m22223p2224s5s", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="6s", wall="1m" * 40, size=60
    )
    return mcr, g.bot_view(EAST)


def test_the_fans_alone_rate_the_richer_wait_higher_and_the_payments_the_wider() -> None:
    mcr, view = _view()
    legal = {a.tile for a in view.legal if a.tile is not None}
    ready = ready_discards(mcr, view, legal)
    wide, rich = K.from_code("2p"), K.from_code("2s")
    fans = {t: sum(w.weight(4) * (w.value or 0) for w in ready[t].waits or () if w.wins) for t in (wide, rich)}
    assert fans[rich] > fans[wide]
    assert expected_value(mcr, ready[wide], 4) > expected_value(mcr, ready[rich], 4)
    # a win of 13 fans on a discard pays 13 + 8 + 8 + 8; self-drawn 3 × (13 + 8)
    one_p = next(w for w in ready[wide].waits or () if w.tile == K.from_code("1p"))
    assert one_p.value == 13
    assert wait_worth(mcr, one_p, 4) == one_p.unseen * (3 * (13 + 24) + 3 * (13 + 8)) / 4


def test_the_wider_wait_replaces_a_discard_leaving_no_winning_one() -> None:
    mcr, view = _view()
    legal = {a.tile for a in view.legal if a.tile is not None}
    # discarding 3p leaves the hand ready on 2p, whose every copy is in the hand: no winning wait
    assert better_ready_discard(mcr, view, legal, K.from_code("3p")) == K.from_code("2p")


def test_elsewhere_a_wait_is_worth_its_fans() -> None:
    mcr, view = _view()
    legal = {a.tile for a in view.legal if a.tile is not None}
    one_p = next(
        w for w in ready_discards(mcr, view, legal)[K.from_code("2p")].waits or () if w.tile == K.from_code("1p")
    )
    hebei = load_variant("hebei")
    assert wait_worth(hebei, one_p, 4) == one_p.weight(4) * 13
