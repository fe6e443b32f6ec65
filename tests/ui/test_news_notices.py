"""News the log would tell reaches a player where the log is hidden (80x24, 100x30): a claim of
theirs that gave way to another's, and a win while the hand goes on (Sichuan's blood battle).
A seat not told of a private event gets no notice of it, at hot-seat neither, and the handover
screen takes any notice away; where the log shows, no notice doubles it."""

from __future__ import annotations

import asyncio

from mahjong_tui.engine import Act
from mahjong_tui.engine.game import Game
from mahjong_tui.table.event_kinds import EventKind
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.news import NewsDesk
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.theme import palette
from mahjong_tui.variants import load_variant

from ..rig import act, rigged
from .conftest import WAIT, needs_player, wait_until

GAVE_WAY = "P1's chow of 五萬 gives way to P2's pung"
BLOOD_WIN = "P4 wins on P3's 五萬"
NAMES = ["P1", "P2", "P3", "P4"]
"""The names the rigged game gives its seats."""


def _notices(app: MahjongApp) -> list[str]:
    return [n.message for n in app._notifications]


async def _table(pilot, app: MahjongApp, game: Game) -> TableScreen:  # noqa: ANN001
    """The table once it waits for a human (no bot thinking), then playing ``game`` (seen once
    as it stands): a handover on the way is passed, a setup question closed unanswered."""
    end = asyncio.get_running_loop().time() + WAIT
    while not (isinstance(app.screen, TableScreen) and needs_player(app)):
        assert asyncio.get_running_loop().time() < end, "the table never waited for a human"
        if isinstance(app.screen, PrivacyScreen):
            await pilot.press("enter")
        await pilot.pause(0.02)
    table = app.screen
    await pilot.pause(0.1)  # a setup question opens after a refresh
    while app.screen is not table:
        app.pop_screen()
    table.session.game = game
    table.waiting_for = None
    table.busy = False
    table.render_view()
    return table


def _blood_battle() -> tuple[Game, MahjongApp]:
    sichuan = load_variant("sichuan", preset="xuezhan")
    game = rigged(
        sichuan, {"N": "111222333m456p5m", "W": "123456789s1234p", "E": "123456789s1234p"}, turn="W", drawn="5m"
    )
    return game, MahjongApp(Settings(pace=0.0), game=(sichuan, [True, False, False, False], NAMES, 1))


async def test_a_win_while_the_hand_goes_on_is_a_notice_where_the_log_is_hidden() -> None:
    game, app = _blood_battle()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await _table(pilot, app, game)
        act(game, "W", Act.DISCARD, "5m")
        act(game, "N", Act.WIN, "5m")
        assert game.state.phase.value != "hand_over"  # blood battle: the others play on
        table.render_view()
        await wait_until(pilot, lambda: BLOOD_WIN in _notices(app))
        table.render_view()  # told once, not at every redraw
        await pilot.pause(0.1)
        assert _notices(app).count(BLOOD_WIN) == 1


async def test_where_the_log_shows_the_win_is_not_told_twice() -> None:
    game, app = _blood_battle()
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        table = await _table(pilot, app, game)
        act(game, "W", Act.DISCARD, "5m")
        act(game, "N", Act.WIN, "5m")
        table.render_view()
        await pilot.pause(0.1)
        assert table.describer.event(game.events[-4], 0) is not None  # the log has the win's line
        assert BLOOD_WIN not in _notices(app)


def _claims(humans: list[bool]) -> tuple[Game, MahjongApp]:
    """P1 (east) may chow the 五萬 P4 (north) discards, P2 (south) may pung it; P2 answers
    at once, P1 is still asked."""
    mcr = load_variant("mcr")
    game = rigged(mcr, {"E": "46m123p456p789s1z1z", "S": "55m123s456s789p2z2z3z"}, turn="N", drawn="5m")
    act(game, "N", Act.DISCARD, "5m")
    act(game, "S", Act.PUNG, "5m")
    return game, MahjongApp(Settings(pace=0.0), game=(mcr, humans, NAMES, 1))


async def test_a_claim_that_gave_way_is_a_notice_for_its_claimer() -> None:
    game, app = _claims([True, False, False, False])
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await _table(pilot, app, game)
        table.advance()
        await wait_until(pilot, lambda: table.waiting_for == 0)
        await pilot.press("c")
        await wait_until(pilot, lambda: GAVE_WAY in _notices(app))


async def test_at_hot_seat_the_claim_that_gave_way_is_told_to_its_claimer_only() -> None:
    game, app = _claims([True, True, False, False])
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        table = await _table(pilot, app, game)
        table.advance()
        await wait_until(pilot, lambda: table.waiting_for == 0)
        app.notify("a notice of P1's")  # still up when the keyboard passes
        await pilot.press("c")  # P2's pung wins: P2 plays on, P1's chow gave way
        await wait_until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
        assert not _notices(app)  # the handover clears every notice
        await pilot.press("enter")
        await wait_until(pilot, lambda: table.waiting_for == 1)
        await pilot.pause(0.1)
        assert not any("gives way" in n for n in _notices(app))  # P2 is not told of P1's claim
        table.session.conceal()
        table.session.show(0)  # P1 at the screen again, asked: the news waited
        table.waiting_for = 0
        table.render_view()
        await wait_until(pilot, lambda: GAVE_WAY in _notices(app))


def test_an_undo_tells_no_news_again() -> None:
    """After an undo the game's events are made again, fewer than the seat last saw: the desk
    starts over rather than take the log it already told for news."""
    game, _ = _blood_battle()
    desk = NewsDesk()
    desk.note(game.view(0))
    act(game, "W", Act.DISCARD, "5m")
    act(game, "N", Act.WIN, "5m")
    before_undo = game.view(0)
    desk.note(before_undo)
    assert [e.kind for e in desk.take(0)] == [EventKind.WIN]
    act(game, "E", Act.DISCARD, K.code(game.state.seats[0].hand[-1]))
    desk.note(game.view(0))
    assert desk.take(0) == []
    desk.forget()  # the table's undo, back to before the discard
    desk.note(before_undo)
    assert desk.take(0) == []


def test_a_chicken_hand_that_plays_on_is_news() -> None:
    """明將: a chicken hand's winner plays on frozen, the hand goes on: a win the result screen
    does not tell yet."""
    from ..test_mingjiang import _chicken_position

    game = _chicken_position(load_variant("mingjiang"))
    desk = NewsDesk()
    desk.note(game.view(0))
    game.apply(next(a for a in game.legal_actions(1) if a.type is Act.WIN))
    view = game.view(0)
    desk.note(view)
    told = desk.take(0)
    assert [e.kind for e in told] == [EventKind.CHICKEN]  # once, not its win's line as well
    line = Describer("en", False, palette(), ["E", "S", "W", "N"]).event(told[0], 0)
    assert line is not None and line.plain == "S wins a chicken hand on 三萬 and plays on"


EXCHANGE = load_variant("sichuan", options={"exchange_three": True})


def _named(describer: Describer, codes: list[str]) -> str:
    """Tiles as the log names them."""
    return " ".join(describer.tile(K.from_code(c)).plain for c in codes)


def test_the_tiles_received_in_the_exchange_are_news_to_their_seat_only() -> None:
    """換三張: each seat is told what it passed and received; no seat is told another's tiles."""
    game = Game(EXCHANGE, seed=7)
    desk = NewsDesk()
    for seat in range(4):
        desk.note(game.view(seat))
    for seat in range(4):
        game.apply(game.legal_actions(seat)[-1])
    describer = Describer("en", True, palette(True), ["E", "S", "W", "N"])
    for seat in range(4):
        desk.note(game.view(seat))
        told = desk.take(seat)
        own = next(e for e in game.events if e.seat == seat and e.data.get("got"))
        assert told == [own]
        line = describer.event(told[0], seat)
        assert line is not None and line.plain.endswith("receives " + _named(describer, own.data["got"]))


async def test_at_80x24_the_tiles_received_in_the_exchange_are_a_notice() -> None:
    app = MahjongApp(Settings(pace=0.0, ascii=True), game=(EXCHANGE, [True, False, False, False], NAMES, 7))
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        table.play(table.view.legal[-1])
        game = table.session.game
        await wait_until(pilot, lambda: any(e.seat == 0 and e.data.get("got") for e in game.events))
        got = _named(table.describer, next(e for e in game.events if e.seat == 0 and e.data.get("got")).data["got"])
        await wait_until(pilot, lambda: any(n.endswith("receives " + got) for n in _notices(app)))
        assert all(n.startswith("P1 ") for n in _notices(app) if "passes" in n)  # no other seat's tiles
