"""The built-in 明將, Malaysian and chess-piece variants at the table (Pilot): jokers with what
they stand for, the questions before a false win or a swap call, the scoreboard, pieces, the
match-end settlement."""

from __future__ import annotations

from mahjong_tui.table.actions import Act, Action
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import MatchEndScreen, ResultScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import load_variant

from .conftest import needs_player, screen_text, wait_for_text, wait_until


def _app(vid: str, seats: int, seed: int, preset: str | None = None, **settings: object) -> MahjongApp:
    variant = load_variant(vid, preset) if preset else load_variant(vid)
    humans = [i == 0 for i in range(seats)]
    names = ["You"] + [f"Bot {i + 1}" for i in range(1, seats)]
    return MahjongApp(Settings(pace=0.0, **settings), game=(variant, humans, names, seed))  # type: ignore[arg-type]


async def _at_table(pilot) -> TableScreen:  # noqa: ANN001
    await wait_until(pilot, lambda: needs_player(pilot.app))
    assert isinstance(pilot.app.screen, TableScreen)
    return pilot.app.screen


async def _enter_is_asked_and_no_keeps(pilot, table: TableScreen, *question: str) -> None:  # noqa: ANN001
    """Enter asks ``question`` first; answering no plays nothing."""
    app = pilot.app
    events = len(table.session.game.events)
    await pilot.press("enter")
    await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
    await wait_for_text(pilot, app, *question)
    await pilot.press("n")
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
    assert len(table.session.game.events) == events


async def test_malaysian_jokers_in_melds_show_what_they_stand_for() -> None:
    app = _app("malaysia3p", 3, 1)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(80):
            await wait_until(pilot, lambda: needs_player(app))
            if "飛=" in screen_text(app):
                break
            if isinstance(app.screen, (ResultScreen, PrivacyScreen)):
                await pilot.press("enter")
            else:
                table = app.screen
                assert isinstance(table, TableScreen)
                await pilot.press("x" if any(a.type is Act.PASS for a in table.view.legal) else "enter")
        text = screen_text(app)
        assert "飛=" in text  # a bot's pung made with a joker: 飛 and the tile it stands for
        assert "Bonus" in text


async def test_a_false_win_asks_first_and_names_the_fee() -> None:
    app = _app("mingjiang", 4, 5)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _at_table(pilot)
        events = len(table.session.game.events)
        tile = table.hand.tiles[0]
        # as the w key does when the engine offers only a false win (run on the app's loop)
        table.call_later(table._play_asking, Action(Act.WIN, table.waiting_for or 0, tile, false_win=True))
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await wait_for_text(pilot, app, "costs 55 to each other player")
        await pilot.press("n")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert len(table.session.game.events) == events  # nothing was played


async def test_a_swap_call_discard_is_never_the_plain_enter() -> None:
    app = _app("mingjiang", 4, 5)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _at_table(pilot)
        seat = table.waiting_for or 0
        selected = table._selected_tile()
        assert selected is not None
        # as the engine offers it right after a chow or pung of that kind: the only discard of it
        table.view.legal = [
            Action(Act.DISCARD, seat, selected, choice="swap_call")
            if a.type is Act.DISCARD and a.tile == selected
            else a
            for a in table.view.legal
        ]
        await _enter_is_asked_and_no_keeps(pilot, table, "食替", "cannot win this hand")


async def test_mingjiang_table_shows_the_scoreboard_and_rows_of_six() -> None:
    app = _app("mingjiang", 4, 5, lang="zh_TW")
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _at_table(pilot)
        text = screen_text(app)
        assert "返點 180" in text and "1. You 150" in text
        assert all(r.row_len == 6 for r in table.query("RiverView"))  # type: ignore[attr-defined]


async def test_match_end_shows_ranking_and_final_settlement() -> None:
    app = _app("mingjiang", 4, 5)
    facts = {"start_points": 150, "return_points": 180, "standings": [2, 0, 3, 1], "final": [-10, -90, 160, -60]}
    async with app.run_test(size=(100, 30)) as pilot:
        await _at_table(pilot)
        app.call_later(
            app.push_screen,
            MatchEndScreen(
                ["You", "Bot 2", "Bot 3", "Bot 4"],
                [170, 90, 230, 120],
                [],
                "the last round is over",
                Look.make("en", False, True),
                facts,
            ),
        )
        await wait_until(pilot, lambda: isinstance(app.screen, MatchEndScreen))
        text = await wait_for_text(pilot, app, "Settlement", "+160", "return 180")
        assert text.index("Bot 3") < text.index("You") < text.index("Bot 4") < text.index("Bot 2")


async def test_chess_tables_for_two_three_and_four_show_round_pieces() -> None:
    for vid, seats, ascii_only in (("xiangqi32", 2, False), ("xiangqi32", 3, True), ("haner32", 4, False)):
        app = _app(vid, seats, 2, ascii=ascii_only, theme="light")
        async with app.run_test(size=(80, 24)) as pilot:
            table = await _at_table(pilot)
            text = screen_text(app)
            assert (".--." in text) if ascii_only else ("╭──╮" in text)
            glyph = table.hand.tiles[0]
            from mahjong_tui.ui.tiles import face

            assert face(glyph, ascii_only).top in text
            assert len(table.query("SeatPanel")) == seats - 1


async def test_enter_on_a_discard_that_forfeits_the_win_asks_first() -> None:
    """Beijing: Enter on the drawn tile threw a wild with no question, and the hand could not
    win any more; the table asks as it does before a swap call."""
    from mahjong_tui.messages import msg

    app = _app("beijing", 4, 5)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _at_table(pilot)
        selected = table._selected_tile()
        assert selected is not None
        table.view.forfeits = {selected: msg("win.wild_discard_forfeits")}  # as the view says of a wild
        await _enter_is_asked_and_no_keeps(pilot, table, "you may not win this hand", "Discard it anyway?")


async def test_a_false_win_says_so_on_its_button_not_in_a_prompt_cut_short() -> None:
    """Malaysian, a discard that completes the hand short of 5 fan: the prompt had added
    "Win 九筒 — false win: penalised" beside four buttons, cut to "Win 九筒 — f" at 80 columns
    (to "— false" at 120). The win button says "False win"; the prompt keeps its room."""
    from textual.widgets import Button

    from mahjong_tui.ui.widgets.actions import ActionBar
    from mahjong_tui.ui.widgets.seat import Line

    app = _app("malaysia3p", 3, 10)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await _at_table(pilot)
        bar = table.query_one(ActionBar)
        prompt = bar.query_one("#prompt", Line)
        plain = prompt.text.plain
        seat = table.waiting_for or 0
        tile = table.hand.tiles[0]
        table.view.legal = [*table.view.legal, Action(Act.WIN, seat, tile, false_win=True)]
        table._show_prompt()
        await pilot.pause()
        assert str(bar.query_one("#act-win", Button).label) == "False win (w)"
        assert prompt.text.plain == plain  # the prompt takes no more room than without the win
        table.view.legal = [a for a in table.view.legal if a.type is not Act.WIN]
        table.view.legal.append(Action(Act.WIN, seat, tile))
        table._show_prompt()
        await pilot.pause()
        assert str(bar.query_one("#act-win", Button).label) == "Win (w)"  # a true win: a plain button


async def test_a_discard_a_rule_keeps_back_says_which_rule() -> None:
    """Sichuan with a void suit: Enter on a tile of another suit while the hand still holds the
    void suit had said only "Discard 一萬 is not possible now", not why."""
    from mahjong_tui.ui.screens.choice import ChoiceScreen

    variant = load_variant("sichuan", options={"declare_void": True})
    app = MahjongApp(Settings(pace=0.0), game=(variant, [True, False, False, False], ["You", "B2", "B3", "B4"], 3))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.press("enter")  # void the first suit offered: characters
        for _ in range(20):
            table = await _at_table(pilot)
            if table.view.discard_refusals:
                break
            await pilot.press("x")  # a claim offered first: let it go
        held = table.hand.tiles
        table.hand.selected = next(i for i, t in enumerate(held) if t in table.view.discard_refusals)
        await pilot.press("enter")
        text = table.refusal_note.said
        assert "void suit (characters) go first" in text, text
