"""A discard that would complete a hand the rules keep from winning on it: the seat is told why.

Yunnan at 100x30 (and Beijing after a pung): a plain hand ready on 紅中 saw 紅中 discarded and
nothing happened; no claim was offered, so no key could ask why, and only the hints (when on)
said the hand wins by self-draw only."""

from __future__ import annotations

from mahjong_tui import load_variant
from mahjong_tui.engine import Act
from mahjong_tui.table.event_kinds import EventKind
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.news import own_news
from mahjong_tui.ui.theme import palette

from .rig import act, rigged

EAST, SOUTH = 0, 1


def _plain_hand_passed_by() -> object:
    """Yunnan: South holds a plain hand ready on 紅中 (7z); West discards one and nobody may claim it."""
    g = rigged(load_variant("yunnan"), {"S": "123m456m789p234s7z", "W": "1m"}, turn="W", drawn="7z")
    act(g, "W", Act.DISCARD, "7z")
    return g


def test_the_seat_learns_why_a_discard_that_completes_its_hand_is_no_win() -> None:
    g = _plain_hand_passed_by()
    refused = [e for e in g.view(SOUTH).events if e.kind is EventKind.WIN_REFUSED]
    assert len(refused) == 1 and refused[0].seat == SOUTH
    assert refused[0].data["why"].key == "win.plain_on_discard"
    assert not any(e.kind is EventKind.WIN_REFUSED for e in g.view(EAST).events)  # nobody else sees it
    describer = Describer("en", False, palette("dark"), ["Ann", "Bo", "Cy", "Di"])
    line = describer.event(refused[0], SOUTH)
    assert line is not None
    assert line.plain == "紅中 would complete Bo's hand: a plain hand (0 fans) may only win by self-draw"
    assert own_news(refused[0], SOUTH)  # a notice where the log is hidden


def test_a_winning_hand_is_offered_its_win_and_told_nothing() -> None:
    """With a pattern (all pungs) the same discard wins: a win is offered, no refusal told."""
    g = rigged(load_variant("yunnan"), {"S": "222m555p88s77z[999s]>", "W": "1m"}, turn="W", drawn="7z")
    act(g, "W", Act.DISCARD, "7z")
    assert any(a.type is Act.WIN for a in g.legal_actions(SOUTH))
    assert not any(e.kind is EventKind.WIN_REFUSED for e in g.events)
