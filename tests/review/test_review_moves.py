"""A decision's move number in the review counts from its own hand's first action: the third
hand's first discard is not "move 41" of the game."""

from __future__ import annotations

from mahjong_tui.review.decisions import review_record
from mahjong_tui.table.actions import Act, Action

from ..saves.helpers import play, recorded_session


def hand_starts(actions: list[dict]) -> list[int]:
    """The index of each hand's first action: the game's first, and the first after each run of
    "next hand" actions."""
    types = [Action.from_dict(a).type for a in actions]
    return [0] + [i for i in range(1, len(types)) if types[i - 1] is Act.NEXT_HAND and types[i] is not Act.NEXT_HAND]


def test_a_decisions_move_is_counted_in_its_hand() -> None:
    session, rec = recorded_session("mcr", seed=5)
    play(session, hands=2)  # the person's seat played by a plain bot: the strong bot differs
    actions = rec.record.actions
    starts = hand_starts(actions)
    review = review_record(rec.record)
    assert [h.hand_no for h in review.hands] == [1, 2] and len(starts) == 2
    assert review.hands[1].differing, "no decision of the second hand differs from the strong bot's"
    for hand, start in zip(review.hands, starts, strict=True):
        for d in hand.differing:
            assert 1 <= d.move <= len(actions) - start
            assert Action.from_dict(actions[start + d.move - 1]) == d.chosen
