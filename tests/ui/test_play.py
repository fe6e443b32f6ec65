"""Pilot tests: whole hands at the table, hot-seat privacy, input by keys and mouse."""

from __future__ import annotations

import pytest

from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import MatchEndScreen, ResultScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.widgets.hand import HandView
from mahjong_tui.ui.widgets.seat import Line, SeatPanel

from .conftest import needs_player, screen_text, table_app, wait_for_text, wait_until

RED = K.from_code("7z")  # 紅中
FACE_CHARS = set("萬筒條東南西北白發中紅風板財梅蘭菊竹春夏秋冬")


async def human_move(pilot, table: TableScreen) -> None:  # noqa: ANN001
    """Play like a simple person: win when possible, pass claims, discard the selected tile."""
    kinds = {a.type for a in table.view.legal}
    if Act.WIN in kinds and not any(a.false_win for a in table.view.legal if a.type is Act.WIN):
        await pilot.press("w")
    elif Act.PASS in kinds:
        await pilot.press("x")
    else:
        await pilot.press("enter")


async def play_to_result(pilot, app, check=None, limit: int = 400) -> ResultScreen:  # noqa: ANN001
    for _ in range(limit):
        await wait_until(pilot, lambda: needs_player(app))
        screen = app.screen
        if check is not None:
            check(app)
        if isinstance(screen, ResultScreen):
            return screen
        if isinstance(screen, PrivacyScreen):
            await pilot.press("enter")
        elif isinstance(screen, TableScreen):
            await human_move(pilot, screen)
    raise AssertionError("the hand did not end")


async def test_one_human_plays_a_hand_to_the_result() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_to_result(pilot, app)
        r = result.result
        assert r.wins or r.exhaustive
        text = screen_text(app)
        assert "result" in text
        if r.wins:
            assert r.wins[0].score.fans[0].zh in text
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view.hand_no == 2)


@pytest.mark.slow
async def test_a_whole_match_ends_with_the_standings() -> None:
    app = table_app(variant="wildtest", preset="quick", seed=5, seats="bot,human")  # two seats, one hand
    async with app.run_test(size=(100, 30)) as pilot:
        await play_to_result(pilot, app)
        assert "final standings" in screen_text(app)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        await wait_for_text(pilot, app, "Match over", "Bot 1")
        await pilot.press("q")
        await pilot.pause()
    assert app.return_code == 0 or app.return_code is None


def _privacy_check(app, log: list[str]) -> None:  # noqa: ANN001
    """No concealed tile of one human while another human is on screen."""
    screen = app.screen
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    session = table.session
    game = session.game
    humans = session.humans
    if isinstance(screen, PrivacyScreen):
        log.append(f"privacy:{screen.player}")
        shot = screen_text(app)
        assert not FACE_CHARS & set(shot), "a tile face shows through the privacy screen"
        return
    if not isinstance(screen, TableScreen) or game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER):
        return
    viewer = table.view.viewer
    assert viewer == session.on_screen
    if viewer is None:
        assert all(s.hand is None for s in table.view.seats if not s.won)
        return
    log.append(f"table:{viewer}")
    for other in humans:
        if other == viewer:
            continue
        assert table.view.seats[other].hand is None
        panel = table.query_one(f"#seat-{other}", SeatPanel)
        backs = (
            panel.query_one(f"#backs-{other}", Line).text.plain
            if panel.position != "top"
            else panel.query_one(f"#head-{other}", Line).text.plain
        )
        assert not FACE_CHARS & set(backs), f"seat {other}'s concealed tiles are drawn face up"
    # the big hand at the bottom is the on-screen human's own, tile for tile
    shown = sorted(table.query_one(HandView).tiles)
    assert shown == sorted(game.state.seats[viewer].hand)
    if table.waiting_for is not None:
        assert table.waiting_for == viewer


@pytest.mark.slow
async def test_hotseat_hand_never_shows_one_humans_tiles_to_another() -> None:
    app = table_app(seed=2, seats="human,bot,human,bot", names=["Ann", "Bot 2", "Cy", "Bot 4"])
    log: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_result(pilot, app, check=lambda a: _privacy_check(a, log))
    assert log[0] == "privacy:Ann"
    assert "privacy:Cy" in log
    # every change of the human on screen went through the privacy screen
    last_viewer = None
    passed = False
    for entry in log:
        kind, who = entry.split(":")
        if kind == "privacy":
            passed = True
        else:
            if last_viewer is not None and who != last_viewer:
                assert passed, "the table switched humans without a privacy screen"
            if who != last_viewer:
                passed = False
            last_viewer = who


async def test_an_illegal_key_only_gets_a_message() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        before = len(table.session.game.events)
        kinds = {a.type for a in table.view.legal}
        key = "c" if Act.CHOW not in kinds else "p"
        await pilot.press(key)
        await pilot.pause()
        assert len(table.session.game.events) == before
        verb = "chow" if key == "c" else "pung"
        why = table.look.say(table.view.refusals[verb])  # the engine's reason, said over the table
        assert table.refusal_note.said == f"{verb.capitalize()}: {why}", "no message for an impossible move"
        assert not app._notifications  # one note, replaced by the next, not a pile of toasts


async def test_an_action_the_engine_refuses_is_said_in_the_players_language() -> None:
    """Where the engine refuses an action (the local table's play, as a shared seat's can be),
    the table says the engine's reason in Chinese, naming the tile as the table draws it
    (it said "Ann has no 7z to discard" in English)."""
    app = table_app(seed=2, lang="zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen) and table.view.phase is Phase.TURN
        me = table.view.viewer
        assert me is not None and RED not in table.session.game.state.seats[me].hand
        table.play(Action(Act.DISCARD, me, RED))
        await pilot.pause()
        assert table.refusal_note.said == "不合規則：你手上沒有紅中可以打出"


async def _own_turn(pilot, app: MahjongApp) -> tuple[TableScreen, HandView]:  # noqa: ANN001
    """The table and the person's hand once it is the person's turn."""
    await wait_until(pilot, lambda: needs_player(app))
    table = app.screen
    assert isinstance(table, TableScreen)
    return table, table.query_one(HandView)


async def test_keys_select_tiles_and_enter_discards() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        table, hand = await _own_turn(pilot, app)
        n = len(hand.tiles)
        assert n == 14 and hand.selected == n - 1  # the drawn tile
        await pilot.press("left", "left", "h")
        assert hand.selected == n - 4
        await pilot.press("l")
        assert hand.selected == n - 3
        await pilot.press("3")
        assert hand.selected == 2
        await pilot.press("1", "2")
        assert hand.selected == 11
        await pilot.press("0")
        assert hand.selected == 9
        tile = hand.tiles[9]
        await pilot.press("space")
        await pilot.pause()
        river = table.session.game.state.seats[0].river
        assert river and river[0].tile == tile


async def test_mouse_clicks_select_discard_and_act() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        table, hand = await _own_turn(pilot, app)
        await pilot.click(HandView, offset=(5 + 1, 2))  # second tile
        assert hand.selected == 1
        tile = hand.tiles[1]
        await pilot.click(HandView, offset=(5 + 1, 2))
        await pilot.pause()
        assert table.session.game.state.seats[0].river[0].tile == tile
        # later: a claim or a turn, with buttons for exactly the legal choices
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        from mahjong_tui.ui.widgets.actions import ActionBar

        bar = table.query_one(ActionBar)
        from mahjong_tui.ui.screens.table import verbs_for

        assert bar.available == verbs_for(table.view.legal)
        visible = [b.id for b in bar.query("Button") if b.display]
        assert visible == [f"act-{v}" for v in bar.available]
        before = len(table.session.game.events)
        await pilot.click(f"#{visible[0]}")
        await pilot.pause()
        assert len(table.session.game.events) > before


async def test_quit_asks_first() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("q")
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        assert isinstance(app.screen, TableScreen)
        await pilot.press("q", "y")
        await pilot.pause()
    assert app._exit_renderables is not None or not app.is_running


async def test_help_shows_keys_rules_and_fans() -> None:
    app = table_app(variant="chesstest", seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert "Discard" in screen_text(app) or "discard" in screen_text(app)
        await pilot.press("right")  # next tab
        await pilot.pause()
        assert "sequences" in screen_text(app)
        await pilot.press("right")
        await pilot.pause()
        assert "胡牌" in screen_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, TableScreen)


async def test_hints_show_shanten_and_discards() -> None:
    app = table_app(seed=1, hints=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        table = app.screen
        await wait_until(
            pilot, lambda: any("Shanten" in t.plain or "Ready" in t.plain for t in table.query_one("#hints").lines)
        )
        text = "\n".join(t.plain for t in table.query_one("#hints").lines)
        assert "tiles in" in text
        await pilot.press("t")
        assert "off" in "\n".join(t.plain for t in table.query_one("#hints").lines)


async def test_too_small_says_so_and_live_resize_recovers() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(70, 20)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        notice = app.screen.query_one(".too-small")
        assert notice.display and "80x24" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.screen.query_one(".too-small").display
        assert "└" in screen_text(app)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert not app.screen.query_one(".too-small").display


async def test_three_two_and_chess_tables_lay_out(tmp_path) -> None:  # noqa: ANN001
    for variant, seats in (
        ("plain", "human,bot,bot"),
        ("plain", "bot,human"),
        ("chesstest", "human,bot,bot,bot"),
        ("wildtest", "human,bot,bot,bot"),
    ):
        app = table_app(variant=variant, seats=seats, seed=4)
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_until(pilot, lambda app=app: needs_player(app))
            table = app.screen
            assert isinstance(table, TableScreen)
            n = len(seats.split(","))
            assert len(table.query(SeatPanel)) == n - 1
            shot = screen_text(app)
            if variant == "chesstest":
                assert "╭──╮" in shot
            if variant == "wildtest":
                assert "Wild" in shot and "Indicator" in shot


async def test_a_side_seats_facts_are_laid_out_at_its_width_after_a_handover(monkeypatch) -> None:  # noqa: ANN001
    """Hot seat: the table laid out again around the next player drew a side seat's facts one
    to a line (its width read before the new table was laid out, as 0) until the next redraw."""
    import dataclasses

    from mahjong_tui.messages import msg
    from mahjong_tui.play.session import Session
    from mahjong_tui.ui.widgets.seat import HeadLine

    facts = {"set_aside": msg("fact.set_aside", n=1), "multiplier": msg("fact.multiplier", m=2)}
    view_of = Session.table_view

    def with_facts(self: Session) -> object:
        view = view_of(self)
        seats = [s if s.seat == view.viewer else dataclasses.replace(s, facts=facts) for s in view.seats]
        return dataclasses.replace(view, seats=seats)

    monkeypatch.setattr(Session, "table_view", with_facts)
    app = table_app(seats="human,human,bot,bot", lang="zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        handovers = 0
        while handovers < 2:
            await wait_until(pilot, lambda: isinstance(app.screen, PrivacyScreen) or needs_player(app))
            if isinstance(app.screen, PrivacyScreen):
                handovers += 1
                await pilot.press("enter")
            else:
                await human_move(pilot, app.screen)
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await pilot.pause()
        table = app.screen
        assert table.session.anchor == 1  # the table turned round to the second player
        for panel in table.query(SeatPanel).results():
            if panel.wide:
                continue
            head = panel.query_one(HeadLine)
            lines = [line.plain for line in head.render().lines(head.content_size.width)]
            assert " [槓出 1 張] [番數 ×2]" in lines, lines  # 21 cells: the two fit the column's one line


async def test_a_one_is_a_position_of_its_own_once_another_key_comes_between() -> None:
    """Typed one after the other, "1" and "2" pick the 12th tile; with another key between them
    (the hints key, the unseen-tile panel's, a move) "2" is the 2nd. It picked the 12th: found
    marking tiles to pass, where 1, o, 2 marked the 12th."""
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        table, hand = await _own_turn(pilot, app)
        await pilot.press("1", "t", "2")
        assert hand.selected == 1
        await pilot.press("1", "n", "2")  # the unseen-tile panel's key
        assert hand.selected == 1
        await pilot.press("1", "right", "2")
        assert hand.selected == 1
