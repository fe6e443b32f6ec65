"""Who may claim a discard is that seat's own business: a claim is offered only to the seats that
can take the tile, so a view that named them (its ``to_act``) told every seat who held a pair of
it, or waited on it. At a shared table the others read "Waiting for ann..." with her wind lit.
Each seat now learns only whether it is asked itself; a view with every hand open names all."""

from __future__ import annotations

from mahjong_tui.engine import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.widgets.status import waiting_text
from mahjong_tui.variants import load_variant

from .rig import act, rigged

EAST, SOUTH, WEST, NORTH = range(4)
NAMES = ["ann", "bo", "cy", "di"]


def _pung_offered_to_north():  # noqa: ANN202
    g = rigged(load_variant("mcr"), {"N": "5m5m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert g.phase is Phase.CLAIM and g.to_act() == [NORTH]
    return g


def test_only_the_seat_asked_learns_it_is_asked() -> None:
    g = _pung_offered_to_north()
    assert g.view(NORTH).to_act == [NORTH]
    for seat in (EAST, SOUTH, WEST):
        assert g.view(seat).to_act == [], seat
        assert g.bot_view(seat).to_act == [], seat
    assert g.view(None).to_act == [NORTH]  # every hand open: a replay, a table of bots watched


def test_the_others_read_that_claims_are_awaited_not_whose() -> None:
    g = _pung_offered_to_north()
    for lang, words in (("en", "Waiting for claims..."), ("zh_TW", "等待他家回應...")):
        look = Look(lang=lang)
        for waiting_on, seat in (("", None), ("bot", NORTH)):
            said = waiting_text(waiting_on, seat, g.view(WEST), NAMES, look).plain
            assert said == words and "di" not in said, (lang, waiting_on, said)


def test_a_bot_deciding_its_claim_is_not_named_to_the_person_also_asked() -> None:
    g = rigged(load_variant("mcr"), {"S": "46m", "N": "5m5m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert g.to_act() == [SOUTH, NORTH]
    said = waiting_text("bot", NORTH, g.view(SOUTH), NAMES, Look()).plain
    assert said == "Waiting for claims..." and "di" not in said
