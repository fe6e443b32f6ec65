"""The one play loop: who acts next, the bots' moves, applying, results and the next hand."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.table.actions import Act, Action, IllegalAction
from mahjong_tui.table.state import Phase
from mahjong_tui.variants import load_variant


def _game(seed: int = 3) -> tuple[Game, dict[int, BaselineBot]]:
    variant = load_variant("mcr")
    game = Game(variant, 4, seed, ["A", "B", "C", "D"])
    return game, {s: BaselineBot(variant, 10 + s) for s in range(4)}


def _play_until(loop: PlayLoop, bots: dict[int, BaselineBot], done) -> None:
    g = loop.game
    while not done(g):
        seat = g.to_act()[0]
        loop.apply(bots[seat].choose(g.bot_view(seat)))


def test_bots_move_before_people_and_a_person_on_screen_keeps_the_turn() -> None:
    game, bots = _game()
    claim = PlayLoop(game, bots)
    _play_until(claim, bots, lambda g: g.phase is Phase.CLAIM and len(g.to_act()) >= 2)
    acting = game.to_act()
    people, bot = acting[0], acting[-1]
    loop = PlayLoop(game, {bot: bots[bot]})
    assert loop.next_step().kind is StepKind.BOT and loop.next_step().seat == bot
    nobody = PlayLoop(game, {})
    assert nobody.next_step().kind is StepKind.HUMAN and nobody.next_step().seat == people
    assert nobody.next_step(prefer=acting[1]).seat == acting[1]
    outside = next(s for s in range(4) if s not in acting)
    assert nobody.next_step(prefer=outside).seat == people  # only a seat that is to act
    away = PlayLoop(game, bots, is_bot=lambda s: s == acting[1])
    assert away.next_step().seat == acting[1]


def test_applying_tells_the_listener_and_an_illegal_action_changes_nothing() -> None:
    game, bots = _game()
    loop = PlayLoop(game, bots)
    heard: list[tuple[Action, int]] = []
    loop.on_applied = lambda a, events: heard.append((a, len(events)))
    seat = loop.next_step().seat
    assert seat is not None
    action = loop.bot_move(seat)()
    events = loop.apply(action)
    assert loop.moves == 1 and heard == [(action, len(events))] and events
    before = len(game.events)
    with pytest.raises(IllegalAction):
        loop.apply(Action(Act.NEXT_HAND, 0))
    assert loop.moves == 1 and len(heard) == 1 and len(game.events) == before


def test_a_result_waits_for_people_and_bots_play_on_without() -> None:
    game, bots = _game(5)
    loop = PlayLoop(game, bots)
    _play_until(loop, bots, lambda g: g.phase is Phase.HAND_OVER)
    assert loop.next_step().kind is StepKind.RESULT
    assert PlayLoop(game, bots, results=False).next_step().kind is StepKind.BOT
    hand = game.state.hand_no
    loop.next_hand(0)
    assert game.phase is not Phase.HAND_OVER and game.state.hand_no == hand + 1
    moves = loop.moves
    loop.next_hand(0)  # not at a result: nothing happens
    assert loop.moves == moves


def test_the_match_summary_is_the_matchs_end() -> None:
    game, bots = _game(7)
    loop = PlayLoop(game, bots, results=False)
    while (step := loop.next_step()).kind is not StepKind.MATCH_OVER:
        assert step.kind is StepKind.BOT and step.seat is not None
        loop.apply(loop.bot_action(step.seat))
    s = loop.match_summary()
    assert s.over and s.names == ["A", "B", "C", "D"] and s.scores == game.match.scores
    assert s.history == game.history and len(s.history) >= 16
    assert s.facts == game.view(0).match_facts
    assert s.reason == game.match.reason
