"""Undo in a practice game: the game is rebuilt from its seed and the kept actions, the table
shows what it showed when the decision was asked, and the save and the replay mark the undo."""

from __future__ import annotations

import json

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.datadir import replays_dir, saves_dir
from mahjong_tui.engine.view import SeatView
from mahjong_tui.messages import Message
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.controls import UNDO_NOTHING, UNDO_OTHER_HUMAN, UNDO_SHARED, UNDO_WATCHING
from mahjong_tui.play.session import Session, resume_session
from mahjong_tui.replay.app import ReplayApp
from mahjong_tui.replay.model import Replay
from mahjong_tui.replay.screen import ReplayScreen
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from .helpers import recorded_session


def to_human(s: Session, skip: int = 0) -> SeatView:
    """Let the bots play (and the human too, ``skip`` times) up to the human's next decision."""
    stand_in = BaselineBot(s.variant, 5)
    while True:
        step = s.next_step()
        assert step.kind is not StepKind.MATCH_OVER
        if step.kind is StepKind.RESULT:
            s.next_hand()
        elif step.kind is StepKind.BOT:
            assert step.seat is not None
            s.apply(s.loop.bot_action(step.seat))
        elif skip:
            s.apply(stand_in.choose(s.game.bot_view(0)))
            skip -= 1
        else:
            return s.table_view()


def decide(s: Session) -> None:
    s.apply(BaselineBot(s.variant, 5).choose(s.game.bot_view(0)))


def test_undo_returns_to_the_view_before_the_decision_and_takes_the_bots_moves_back() -> None:
    s, _ = recorded_session("mcr", seed=4)
    before = to_human(s, skip=5)
    while before.phase is not Phase.TURN:  # a discard: the bots move after it
        before = to_human(s, skip=1)
    moves = len(s.loop.log)
    decide(s)
    after = to_human(s)
    assert len(s.loop.log) > moves + 1  # the bots moved after the decision
    assert s.undo() is None
    assert len(s.loop.log) == moves and s.table_view() == before
    assert s.next_step().kind is StepKind.HUMAN
    assert after != before
    # the game plays on from there as any other
    decide(s)
    to_human(s)


def test_undo_goes_back_past_what_the_toggles_did() -> None:
    s, _ = recorded_session("mcr", seed=3)
    before = to_human(s, skip=3)
    decide(s)
    s.controls[0].auto_pass = s.controls[0].auto_discard = True
    autos = 0
    for _ in range(200):
        to_human(s)
        if s.play_auto() is None:
            break
        autos += 1
    assert autos  # the toggles took some decisions: undo skips them
    assert s.undo() is None
    assert s.table_view() == before


def test_undo_is_refused_with_another_human_or_only_bots_or_before_any_decision() -> None:
    v = load_variant("mcr")
    fresh = Session(v, [True, False, False, False], ["A", "B", "C", "D"], 1)
    assert fresh.undo() == Message(UNDO_NOTHING)
    two = Session(v, [True, True, False, False], ["A", "B", "C", "D"], 1)
    for _ in range(30):
        step = two.loop.next_step()
        seat = step.seat
        assert seat is not None
        two.apply(BaselineBot(v, 1).choose(two.game.bot_view(seat)))
    moves = len(two.loop.log)
    assert two.undo() == Message(UNDO_OTHER_HUMAN) and len(two.loop.log) == moves
    bots = Session(v, [False] * 4, ["A", "B", "C", "D"], 1)
    assert bots.undo() == Message(UNDO_WATCHING)


def test_a_shared_table_refuses_undo() -> None:
    from mahjong_tui.net.remote import RemoteSession

    remote = RemoteSession(load_variant("mcr"), 0, 4, lambda _: None)
    assert remote.undo() == Message(UNDO_SHARED)


def test_the_undo_is_marked_in_the_save_and_the_save_resumes_where_the_undo_left_it() -> None:
    s, rec = recorded_session("plain", seed=5)
    before = to_human(s, skip=4)
    kept = len(s.loop.log)
    decide(s)
    to_human(s)
    taken_back = len(s.loop.log) - kept
    assert s.undo() is None
    path = saves_dir() / f"{rec.record.id}.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["undos"] == [{"at": kept, "undone": taken_back}]
    assert len(doc["actions"]) == kept
    resumed, out = resume_session(path)
    assert resumed is not None and not out.warning  # the save's check matches the rebuilt game
    assert resumed.table_view() == before
    assert out.record is not None and out.record.undos == doc["undos"]


def test_a_save_without_undos_is_written_as_before() -> None:
    s, rec = recorded_session("plain", seed=5)
    to_human(s, skip=2)
    doc = json.loads((saves_dir() / f"{rec.record.id}.json").read_text(encoding="utf-8"))
    assert "undos" not in doc


def test_the_replay_marks_the_undo_at_its_move() -> None:
    s, rec = recorded_session("plain", seed=5)
    to_human(s, skip=4)
    kept = len(s.loop.log)
    decide(s)
    to_human(s)
    assert s.undo() is None
    path = replays_dir() / f"{rec.record.id}.json"
    r = Replay.load(path)
    assert r.record.undos and r.record.undos[0]["at"] == kept
    marked = [k for k in range(r.last + 1) if r.undo_marks.get(k)]
    assert len(marked) == 1
    step = marked[0]
    assert r.cuts[step] >= kept and (step == 0 or r.cuts[step - 1] < kept)
    r.goto(step)
    assert r.undos_here() == r.record.undos
    r.goto(max(0, step - 1))
    assert r.undos_here() == []


def undone_replay(variant: str, seed: int) -> tuple[Replay, int, int]:
    """A recorded game whose person took a move back: its replay, the moves kept (the undo
    marker's number) and the viewer's step that shows the marker."""
    s, rec = recorded_session(variant, seed=seed)
    to_human(s, skip=4)
    kept = len(s.loop.log)
    decide(s)
    to_human(s)
    assert s.undo() is None
    replay = Replay.load(replays_dir() / f"{rec.record.id}.json")
    step = next(k for k in range(replay.last + 1) if replay.undo_marks.get(k))
    return replay, kept, step


async def status_at(app: ReplayApp, step: int) -> tuple[str, str]:
    """The replay viewer's status line at its first step, and at ``step``."""
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("home")
        first = str(screen.query_one("#replay-status").render())
        for _ in range(step):
            await pilot.press("right")
        await pilot.pause()
        return first, str(screen.query_one("#replay-status").render())


async def test_the_replay_viewer_shows_the_undo_marker() -> None:
    replay, kept, step = undone_replay("plain", 5)
    first, status = await status_at(ReplayApp(replay), step)
    assert "undo x1" not in first
    assert f"undo x1 at move {kept}" in status


def test_undo_never_takes_back_leaving_a_result_alone() -> None:
    """Leaving a hand's result is not a decision: undo goes to the last move in play."""
    s, _ = recorded_session("plain", seed=5)
    to_human(s)
    while s.game.match.hands_played < 1:
        to_human(s, skip=1)
    last = max(i for i, a in enumerate(s.loop.log) if a.seat == 0 and a.type is not Act.NEXT_HAND)
    assert s.undo() is None
    assert len(s.loop.log) == last


async def test_the_chinese_undo_marker_counts_moves_as_the_review_does_not_as_steps() -> None:
    """The marker's number is a move (what the save counts), the status's a step of the viewer,
    which folds passes away: the Chinese marker called both 步 ("第7/40步 … 第 9 步悔棋"); a move
    is 手, as the review numbers it."""
    replay, kept, step = undone_replay("mcr", 1)
    assert step != kept  # the two counts differ here (passes folded): the words must too
    _, status = await status_at(ReplayApp(replay, Settings(lang="zh_TW")), step)
    assert tr("zh_TW", "replay.step", i=step, n=replay.last) in status
    assert f"第 {kept} 手" in status and f"第 {kept} 步" not in status
    assert f"第 {kept} 手" in tr("zh_TW", "review.move", move=kept, name="A", left=1)


async def test_the_undo_marker_numbers_the_move_in_its_hand_as_the_review_does() -> None:
    """An undo in the second hand is marked at the moves kept of that hand, the number the
    review gives its moves (it said the game's count, past the first hand's length)."""
    s, rec = recorded_session("plain", seed=5)
    to_human(s)
    while s.game.match.hands_played < 1:
        to_human(s, skip=1)
    to_human(s, skip=2)
    log = s.loop.log
    start = max(i for i, a in enumerate(log) if a.type is Act.NEXT_HAND) + 1
    kept = len(log) - start
    assert start > 0 and kept > 0
    decide(s)
    to_human(s)
    assert s.undo() is None
    replay = Replay.load(replays_dir() / f"{rec.record.id}.json")
    step = next(k for k in range(replay.last + 1) if replay.undo_marks.get(k))
    _, status = await status_at(ReplayApp(replay), step)
    assert f"undo x1 at move {kept} " in status + " "
