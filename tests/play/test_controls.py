"""A human seat's toggles (auto-pass, auto-win, auto-discard): they take only legal actions, and a
legal win is never passed or discarded past silently."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.view import SeatView
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.controls import SeatControls, auto_action, legal_wins
from mahjong_tui.play.session import Session
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.variants import load_variant

ALL_BUT_WIN = SeatControls(auto_pass=True, auto_discard=True)
EVERYTHING = SeatControls(auto_pass=True, auto_win=True, auto_discard=True)


def session(variant: str = "mcr", seed: int = 3) -> Session:
    v = load_variant(variant)
    return Session(v, [True] + [False] * (max(v.seats) - 1), ["Ann", "B1", "B2", "B3"][: max(v.seats)], seed)


def decisions(s: Session, hands: int = 2) -> Iterator[SeatView]:
    """Every view the human is asked to decide on, for ``hands`` hands (a bot decides for it)."""
    stand_in = BaselineBot(s.variant, 99)
    while True:
        step = s.next_step()
        if step.kind is StepKind.MATCH_OVER:
            return
        if step.kind is StepKind.RESULT:
            if s.game.match.hands_played >= hands:
                return
            s.next_hand()
        elif step.kind is StepKind.BOT:
            assert step.seat is not None
            s.apply(s.loop.bot_action(step.seat))
        else:
            view = s.table_view()
            yield view
            s.apply(stand_in.choose(s.game.bot_view(0)))


@pytest.mark.parametrize(("variant", "seed"), [("mcr", 3), ("mcr", 11), ("plain", 5), ("sichuan", 2)])
def test_the_toggles_take_only_legal_actions_and_never_pass_a_win(variant: str, seed: int) -> None:
    seen = {"pass": 0, "discard": 0, "win": 0}
    for view in decisions(session(variant, seed), hands=3):
        wins = legal_wins(view)
        quiet = auto_action(view, ALL_BUT_WIN)
        loud = auto_action(view, EVERYTHING)
        for action in (quiet, loud):
            assert action is None or action in view.legal
        if wins:
            assert quiet is None  # the player is asked: no toggle passes or discards past a win
            assert loud is not None and loud.type is Act.WIN and not loud.false_win
            seen["win"] += 1
        elif quiet is not None:
            assert quiet == loud
            if quiet.type is Act.PASS:
                assert view.phase in (Phase.CLAIM, Phase.ROB)
                seen["pass"] += 1
            else:
                me = view.me
                assert me is not None and quiet.type is Act.DISCARD and quiet.tile == me.drawn
                assert not {a.type for a in view.legal} & {Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG}
                seen["discard"] += 1
        assert auto_action(view, SeatControls()) is None  # all off: the player decides everything
    assert seen["pass"] and seen["discard"]


def test_auto_win_declares_a_legal_win_found_in_play() -> None:
    wins = 0
    for seed in range(1, 12):
        for view in decisions(session("mcr", seed), hands=2):
            if legal_wins(view):
                action = auto_action(view, SeatControls(auto_win=True))
                assert action is not None and action.type is Act.WIN and not action.false_win
                wins += 1
        if wins >= 2:
            break
    assert wins >= 2


def test_auto_pass_passes_a_claim_offer_and_auto_discard_the_drawn_tile_through_the_session() -> None:
    s = session("mcr", 3)
    s.controls[0].auto_pass = True
    s.controls[0].auto_discard = True
    passed = discarded = 0
    for _ in range(3000):
        step = s.next_step()
        if step.kind is StepKind.RESULT or step.kind is StepKind.MATCH_OVER:
            break
        if step.kind is StepKind.BOT:
            assert step.seat is not None
            s.apply(s.loop.bot_action(step.seat))
            continue
        view = s.table_view()
        moves = len(s.loop.log)
        action = s.play_auto()
        if action is None:  # a win, or a turn without a drawn tile (after a claim): decide by hand
            s.apply(BaselineBot(s.variant, 1).choose(s.game.bot_view(0)))
            continue
        assert s.loop.log[moves] == action and moves in s.automatic
        if action.type is Act.PASS:
            assert view.phase in (Phase.CLAIM, Phase.ROB)
            passed += 1
        else:
            assert action.type is Act.DISCARD and view.me is not None and action.tile == view.me.drawn
            assert s.game.state.seats[0].river[-1].tile == action.tile
            discarded += 1
    assert passed and discarded


def test_flipping_a_toggle_and_what_is_on() -> None:
    c = SeatControls()
    assert c.on() == ()
    assert c.flip("auto_win") is True and c.on() == ("auto_win",)
    assert c.flip("auto_win") is False and c.on() == ()
    with pytest.raises(ValueError, match="no toggle"):
        c.flip("auto_nothing")


def test_toggles_are_per_human_seat() -> None:
    v = load_variant("mcr")
    s = Session(v, [True, True, False, False], ["A", "B", "C", "D"], 1)
    assert set(s.controls) == {0, 1} and s.controls[0] is not s.controls[1]
    assert s.seat_controls() is None  # hot-seat: nobody on screen yet
    s.show(1)
    assert s.seat_controls() is s.controls[1]
    watch = Session(v, [False] * 4, ["A", "B", "C", "D"], 1)
    assert watch.seat_controls() is None and watch.play_auto() is None


def test_a_hot_seat_player_whose_toggles_decide_is_not_called_to_the_keyboard() -> None:
    v = load_variant("mcr")
    s = Session(v, [True, True, False, False], ["A", "B", "C", "D"], 2)
    s.controls[1].auto_pass = True
    stand_in = BaselineBot(v, 3)
    handovers = 0
    for _ in range(2000):
        step = s.next_step()
        if step.kind is StepKind.RESULT or step.kind is StepKind.MATCH_OVER:
            break
        if step.kind is StepKind.PRIVACY:
            assert step.seat is not None
            if step.seat == 1:
                view = s.game.view(1)
                assert view.phase not in (Phase.CLAIM, Phase.ROB) or legal_wins(view)
                handovers += 1
            s.show(step.seat)
            continue
        seat = step.seat
        assert seat is not None
        s.apply(stand_in.choose(s.game.bot_view(seat)) if step.kind is StepKind.HUMAN else s.loop.bot_action(seat))
    assert handovers and s.automatic
    assert all(s.loop.log[i].seat == 1 and s.loop.log[i].type is Act.PASS for i in s.automatic)
