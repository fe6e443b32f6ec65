"""The table's controls at the keyboard: pace, fast-forward, the auto toggles, the unseen-tile
panel, undo, the status line in each waiting state, and buttons only for legal actions."""

from __future__ import annotations

import json
import re

import pytest
from rich.cells import cell_len

from mahjong_tui.engine.seen import seen_counts
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.ui import settings as settings_mod
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.screens.table_controls import pace_step
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.actions import ActionBar
from mahjong_tui.ui.widgets.seat import Line
from mahjong_tui.ui.widgets.status import StatusPanel, controls_line, waiting_text
from mahjong_tui.ui.widgets.unseen import UnseenPanel, unseen_counts, unseen_lines
from mahjong_tui.variants import load_variant

from ..window_sizes import settle
from .conftest import needs_player, screen_text, table_app, ui_variant, wait_for_text, wait_until


def paced_app(pace: float, seats: str = "human,bot,bot,bot", seed: int = 1, variant: str = "plain") -> MahjongApp:
    humans = [s == "human" for s in seats.split(",")]
    names = [f"P{i + 1}" if h else f"Bot {i + 1}" for i, h in enumerate(humans)]
    v = ui_variant(variant) if variant in ("plain", "wild", "chess") else load_variant(variant)
    return MahjongApp(Settings(pace=pace), game=(v, humans, names, seed))


def table(app: MahjongApp) -> TableScreen:
    screen = app.screen
    assert isinstance(screen, TableScreen)
    return screen


def prompt(screen: TableScreen) -> str:
    return screen.query_one("#prompt", Line).text.plain


def status(screen: TableScreen) -> str:
    return "\n".join(line.plain for line in screen.query_one(StatusPanel).lines)


def toasts(app: MahjongApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


def said(app: MahjongApp) -> str:
    """The table's refusal note, where a refusal is shown (replacing the previous one)."""
    return table(app).refusal_note.said


# ---- pace and fast-forward -------------------------------------------------------------------


def test_pace_steps_through_the_menus_paces() -> None:
    assert pace_step(0.6, faster=True) == 0.3 and pace_step(0.6, faster=False) == 1.0
    assert pace_step(0.0, faster=True) == 0.0 and pace_step(1.5, faster=False) == 1.5
    assert pace_step(0.45, faster=True) == 0.3 and pace_step(0.45, faster=False) == 0.6


async def test_the_pace_changes_mid_game_and_is_kept_for_the_next() -> None:
    app = paced_app(0.6)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("enter")  # the game goes on while the pace changes
        await pilot.press("plus")
        assert screen.pace == 0.3 and app.settings.pace == 0.3
        assert any("0.3 s" in t for t in toasts(app))
        await pilot.press("minus", "minus", "minus")
        assert screen.pace == 1.5
        saved = json.loads(settings_mod.settings_path().read_text(encoding="utf-8"))
        assert saved["pace"] == 1.5


async def test_fast_forward_skips_to_the_players_next_decision() -> None:
    app = paced_app(5.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("f")  # nothing to skip: it is the player's move
        assert not screen.fast_forward
        await pilot.press("enter")
        await pilot.pause(0.5)
        assert not needs_player(app)  # at 5 s a move the bots are far from done
        assert "is thinking" in prompt(screen)
        await pilot.press("f")  # the bot's move waiting for its pace is made at once, and the rest
        await wait_until(pilot, lambda: needs_player(app), timeout=4.0)
        assert not screen.fast_forward  # a decision stops it
        assert "fast-forward" not in status(screen)


def test_the_status_panel_shows_the_toggles_and_fast_forward_while_on() -> None:
    look = Look()
    assert controls_line((), False, look) is None
    line = controls_line(("auto_pass", "auto_discard"), True, look)
    assert line is not None and line.plain == "On: auto-pass, auto-discard, fast-forward"
    zh = controls_line(("auto_win",), False, Look(lang="zh_TW"))
    assert zh is not None and zh.plain == "已開：自動胡"


# ---- toggles -------------------------------------------------------------------------------


async def test_the_toggles_show_while_on_and_auto_pass_leaves_no_claim_but_a_win() -> None:
    app = table_app(seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("X", "W")
        controls = screen.session.seat_controls()
        assert controls is not None and controls.on() == ("auto_pass", "auto_win")
        assert "On: auto-pass, auto-win" in status(screen)
        await pilot.press("W")
        assert "On: auto-pass" in status(screen) and "auto-win" not in status(screen)
        for _ in range(300):
            await wait_until(pilot, lambda: needs_player(app))
            if not isinstance(app.screen, TableScreen):
                break
            view = screen.view
            wins = [a for a in view.legal if a.type is Act.WIN and not a.false_win]
            assert view.phase not in (Phase.CLAIM, Phase.ROB) or wins  # only a win is asked
            await pilot.press("w" if wins else "enter")
        assert screen.session.automatic  # claims were passed for the player  # type: ignore[attr-defined]


# ---- the unseen-tile panel -------------------------------------------------------------------


async def test_the_unseen_panel_counts_as_the_engine_and_follows_the_game() -> None:
    app = table_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("n")
        panel = screen.query_one(UnseenPanel)
        assert panel.display and panel.has_class("open")
        view = screen.view
        seen = seen_counts(view)
        counts = unseen_counts(view)
        assert counts == {t: max(0, c - seen[t]) for t, c in view.copies.items()}
        assert sum(counts.values()) == sum(view.copies.values()) - sum(seen[t] for t in view.copies)
        assert panel.lines[0].plain == f"Unseen tiles ({sum(counts.values())})"
        first = [line.plain for line in panel.lines]
        await pilot.press("enter")
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        later = screen.view
        assert sum(unseen_counts(later).values()) < sum(counts.values())  # the bots' discards were seen
        assert [line.plain for line in panel.lines] == [line.plain for line in unseen_lines(later, screen.look)]
        assert [line.plain for line in panel.lines] != first
        await pilot.press("n")
        assert not panel.display
        await pilot.press("n")
        await screen.recompose()  # the table laid out anew (around another seat, in a hot-seat game)
        assert not panel.is_attached and not screen.query(UnseenPanel)
        screen.render_view()
        await pilot.pause()
        again = screen.query_one(UnseenPanel)
        assert again is not panel and again.display and again.has_class("open")
        assert [line.plain for line in again.lines] == [line.plain for line in unseen_lines(screen.view, screen.look)]


async def test_the_unseen_panel_draws_every_wide_tile_whole_at_80x24() -> None:
    """Textual cuts an overlay's lines at the edges of the widgets beneath it; a CJK tile that
    straddled such an edge came out as blanks (九萬 as 九 and two spaces) until the table under
    the panel was hidden while it is open."""
    app = table_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("n")
        await pilot.pause()
        shown = screen_text(app)
        for line in table(app).query_one(UnseenPanel).lines[1:-1]:
            assert line.plain.replace(" ", "") in shown.replace(" ", ""), line.plain
        await pilot.press("n")
        await pilot.pause()
        assert not table(app).has_class("-unseen")


def test_the_unseen_panel_draws_the_tables_tile_look() -> None:
    from mahjong_tui.engine.game import Game

    view = Game(ui_variant("plain"), 4, 3).view(0)
    cjk = "\n".join(line.plain for line in unseen_lines(view, Look()))
    ascii_ = "\n".join(line.plain for line in unseen_lines(view, Look(ascii=True)))
    assert "一萬" in cjk and "[1m]" not in cjk
    assert "[1m]" in ascii_ and "萬" not in ascii_
    assert all(len(line.plain) <= 76 for line in unseen_lines(view, Look(ascii=True)))


@pytest.mark.parametrize("variant", ["malaysia3p", "mcr"])
@pytest.mark.parametrize("look", [Look(), Look(lang="zh_TW"), Look(ascii=True)])
def test_the_unseen_panel_sets_each_count_apart_from_its_tile(variant: str, look: Look) -> None:
    """A flower's face carries its own number, and its count ran into it ("梅１1"): each count
    follows its tile as the hints panel writes one ("梅１x1", "一萬x4")."""
    from mahjong_tui.engine.game import Game

    view = Game(load_variant(variant), None, 3).view(0)
    counts = unseen_counts(view)
    rows = unseen_lines(view, look)[1:-1]
    figures = [int(n) for line in rows for n in re.findall(r"x(\d+)(?= |$)", line.plain)]
    assert figures == list(counts.values())
    assert not any(re.search(r"[\uff10-\uff19]\d", line.plain) for line in rows)
    assert all(cell_len(line.plain) <= 76 for line in rows)


# ---- undo ---------------------------------------------------------------------------------


async def test_undo_at_the_table_returns_to_the_same_view() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("u")
        await pilot.pause()
        assert "Nothing to undo yet" in said(app)
        before = screen.view
        await pilot.press("enter")
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        assert screen.view != before
        await pilot.press("u")
        await wait_until(pilot, lambda: needs_player(app))
        assert screen.view == before and screen.waiting_for == 0
        assert any("Took back" in t for t in toasts(app))


async def test_undo_is_refused_with_another_person_at_the_table() -> None:
    app = table_app(seats="human,human,bot,bot", seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        assert isinstance(app.screen, PrivacyScreen)
        await pilot.press("enter")
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: needs_player(app))
        while isinstance(app.screen, PrivacyScreen):
            await pilot.press("enter")
            await wait_until(pilot, lambda: needs_player(app))
        moves = len(table(app).session.loop.log)  # type: ignore[attr-defined]
        await pilot.press("u")
        await pilot.pause()
        assert "another person plays at this table" in said(app)
        assert len(table(app).session.loop.log) == moves  # type: ignore[attr-defined]


# ---- the status line ------------------------------------------------------------------------


async def test_the_status_line_says_what_the_table_waits_for() -> None:
    app = paced_app(5.0)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        assert prompt(screen).startswith("Your turn")
        await pilot.press("enter")
        await wait_until(pilot, lambda: "is thinking" in prompt(screen), timeout=5)
        bot = screen.waiting_on[1]
        assert bot is not None and prompt(screen) == f"Bot {bot + 1} is thinking..."


async def test_a_bots_only_table_waits_for_enter_at_a_result_and_says_so() -> None:
    app = table_app(seats="bot,bot,bot,bot", seed=2)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen), timeout=60)
        screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert prompt(screen) == "Waiting for you: press Enter to continue."
        assert "Waiting for Bot" not in prompt(screen)


async def test_a_handover_says_whom_it_waits_for() -> None:
    app = table_app(seats="human,human,bot,bot", seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
        screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        assert prompt(screen) == "Waiting for P1 to take the keyboard."


# ---- buttons only for legal actions ------------------------------------------------------------


async def test_mcr_offers_no_ready_button_and_a_bots_only_table_no_button_at_all() -> None:
    app = paced_app(1.5, seats="bot,bot,bot,bot", variant="mcr")  # slow: no move while the test ends
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: any(isinstance(s, TableScreen) for s in app.screen_stack))
        await pilot.pause(0.2)
        screen = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        bar = screen.query_one(ActionBar)
        assert [b.id for b in bar.query("Button") if b.display] == []
    app = paced_app(0.0, variant="mcr")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        bar = table(app).query_one(ActionBar)
        visible = [b.id for b in bar.query("Button") if b.display]
        assert "act-discard" in visible and "act-ready" not in visible


def test_the_waiting_texts_in_each_state_and_language() -> None:
    from mahjong_tui.engine.game import Game

    view = Game(ui_variant("plain"), 4, 3).view(0)
    names = ["P1", "Bot 2", "Bot 3", "Bot 4"]
    en, zh = Look(), Look(lang="zh_TW")
    assert waiting_text("bot", 2, view, names, en).plain == "Bot 3 is thinking..."
    assert waiting_text("bot", 2, view, names, zh).plain == "Bot 3 思考中..."
    assert waiting_text("result", None, view, names, en).plain == "Waiting for you: press Enter to continue."
    assert waiting_text("result", None, view, names, zh).plain == "等你：按 Enter 繼續。"
    assert waiting_text("handover", 1, view, names, en).plain == "Waiting for Bot 2 to take the keyboard."
    acting = names[view.to_act[0]]
    assert waiting_text("", None, view, names, en).plain == f"Waiting for {acting}..."


def test_every_control_has_a_key_at_the_table_and_a_line_in_the_help() -> None:
    from rich.console import Console

    from mahjong_tui.ui.screens.help import keys_table

    keys = {b.key: b.action for b in TableScreen.BINDINGS}
    assert keys["plus,equals_sign"] == "pace(1)" and keys["minus"] == "pace(-1)"
    assert keys["f"] == "fast_forward" and keys["n"] == "unseen" and keys["u"] == "undo"
    assert [keys[k] for k in "XWD"] == ["auto('auto_pass')", "auto('auto_win')", "auto('auto_discard')"]
    for lang, words in (("en", ("fast-forward", "auto-pass", "undo your last move")), ("zh_TW", ("快進", "悔棋"))):
        console = Console(width=200, record=True)
        console.print(keys_table(lang))
        text = console.export_text()
        assert all(w in text for w in words), text


async def test_a_tile_that_is_set_aside_not_discarded_says_which_key_does_it() -> None:
    """Wuhan's 紅中 cannot be discarded: Enter on it said only "Discard 紅中 is not possible
    now", and the way on was behind an "Other (o)" button; the refusal names the key and what it does."""
    from mahjong_tui.tiles import kinds as K

    game = (load_variant("wuhan"), [True, False, False, False], ["P1", "Bot 2", "Bot 3", "Bot 4"], 7)
    app = MahjongApp(Settings(pace=0.0), game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)
        red = K.from_code("7z")
        assert red in screen.hand.tiles and any(a.tile == red for a in screen.view.legal)  # set aside, not discarded
        screen.hand.selected = screen.hand.tiles.index(red)
        await pilot.press("enter")
        await wait_for_text(pilot, app, "Discard 紅中 is not possible now; o: Lay aside 紅中.")


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_own_turn_prompt_fits_beside_three_buttons_at_80_columns(lang: str, size: tuple[int, int]) -> None:
    """At 80 columns Discard, Kong and a long Win button ("Chicken hand (w)") had cut "Your turn:
    choose a tile to discard." to "Your turn: choose a tile to": the prompt says it in fewer words
    where the whole does not fit, and whole where it does."""
    from mahjong_tui.ui.widgets.actions import PromptLine

    app = table_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        look = table(app).look
        bar = table(app).query_one(ActionBar)
        assert bar.prompt.plain == look.t("table.your_turn") and bar.short is not None  # as the table says it
        bar.show(bar.prompt, ("discard", "kong", "win"), look, win="key.chicken", short=bar.short)
        await settle(pilot)
        line = bar.query_one(PromptLine)
        drawn = line.render()
        assert drawn.cell_len <= line.content_size.width, (drawn.plain, line.content_size.width)
        assert drawn.plain in screen_text(app)
        whole = look.t("table.your_turn")
        assert drawn.plain == (whole if cell_len(whole) <= line.content_size.width else bar.short.plain)


async def _at_a_claim(pilot, app) -> TableScreen:  # noqa: ANN001
    """The table once the person is asked about another seat's discard."""
    from .test_play import human_move

    for _ in range(400):
        await wait_until(pilot, lambda: needs_player(app))
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.view.phase is Phase.CLAIM:
            return screen
        if isinstance(screen, (ResultScreen, PrivacyScreen)):
            await pilot.press("enter")
        elif isinstance(screen, TableScreen):
            await human_move(pilot, screen)
    raise AssertionError("no claim came")


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
async def test_the_claim_prompt_keeps_its_tile_whole_beside_five_buttons(lang: str) -> None:
    """At 80 columns beside five claim buttons "Bot 2 discarded 九萬:" was cut mid-tile ("Bot 2
    discarded 九"): the prompt has a short form naming the tile whole ("九萬?"), as the own
    turn's has, and the line shows the whole, the short form or nothing."""
    from mahjong_tui.ui.widgets.actions import PromptLine

    app = table_app(lang=lang, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _at_a_claim(pilot, app)
        look, bar = screen.look, screen.query_one(ActionBar)
        assert screen.view.last_discard is not None
        face = screen.describer.tile(screen.view.last_discard[1]).plain
        assert bar.short is not None and bar.short.plain == look.t("table.claim_short", tile=face)
        bar.show(bar.prompt, ("win", "kong", "pung", "chow", "pass"), look, win="key.chicken", short=bar.short)
        await pilot.pause()
        line = bar.query_one(PromptLine)
        drawn = line.render().plain
        assert drawn in (bar.prompt.plain, bar.short.plain, ""), drawn
        assert cell_len(drawn) <= line.content_size.width
        assert drawn == "" or (face in drawn and drawn in screen_text(app))
        if lang == "en":  # the case seen: the whole is too wide, the short form fits
            assert drawn == bar.short.plain


@pytest.mark.parametrize("win", ["key.false_win", "key.chicken"])
@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_own_turn_prompt_is_whole_or_gone_beside_five_buttons(
    lang: str, size: tuple[int, int], win: str
) -> None:
    """Five own-turn buttons at 80 columns, "False win (w)" among them, had cut even the short
    prompt to "Your turn" (no full stop): it fits now (the prompt's right padding gave way to the
    first button's margin), and where not even the short form fits ("Chicken hand (w)" is wider
    still), none is shown: the buttons say what to do."""
    from mahjong_tui.ui.widgets.actions import PromptLine

    app = table_app(lang=lang)
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        look = table(app).look
        bar = table(app).query_one(ActionBar)
        bar.show(bar.prompt, ("discard", "ready", "kong", "win", "other"), look, win=win, short=bar.short)
        await pilot.pause()
        line = bar.query_one(PromptLine)
        drawn = line.render().plain
        assert drawn in (look.t("table.your_turn"), look.t("table.your_turn_short"), ""), drawn
        assert cell_len(drawn) <= line.content_size.width
        assert drawn == "" or drawn in screen_text(app)
        if win == "key.false_win":  # the case seen: the short form fits at 80 columns
            assert drawn, line.content_size.width
        if size == (80, 24) and lang == "en" and win == "key.chicken":
            assert drawn == "" and "Your tur" not in screen_text(app)


@pytest.mark.parametrize(("lang", "said"), [("en", "No other choice now."), ("zh_CN", "现在没有其他选择。")])
async def test_o_with_nothing_else_to_do_says_so_in_a_sentence(lang: str, said: str) -> None:
    """o with no other choice said "现在不能其他。" ("Other is not possible now."): the key's name
    is no verb to put in that sentence."""
    game = (load_variant("sichuan"), [True, False, False, False], ["P1", "Bot 2", "Bot 3", "Bot 4"], 3)
    app = MahjongApp(Settings(pace=0.0, lang=lang), game=game)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert not screen._legal(Act.CHOOSE, Act.SET_ASIDE) and screen.view.phase is Phase.TURN
        await pilot.press("o")
        await wait_for_text(pilot, app, said)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_a_toast_at_the_table_covers_none_of_the_players_own_rows_and_leaves_no_stray(
    size,  # noqa: ANN001
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """At 80×24 a toast ("auto-pass: on", the pace, undo) stood over the player's hand and the
    prompt line, and the Discard button's ")" showed beside it, in the toast rack's scrollbar
    column: the table's toasts stand at the top, where no row of the player's own is, and reach
    the screen's edge. (The toasts last a minute here: at their own 1.5 to 2 seconds the first
    had gone before the second came on a busy machine.)"""
    from textual.app import App
    from textual.widgets._toast import Toast

    from mahjong_tui.ui.widgets.board import OwnPanel

    def lasting(self: App[None], message: str, **kw: object) -> None:
        App.notify(self, message, **{**kw, "timeout": 60.0})  # type: ignore[arg-type]

    monkeypatch.setattr(MahjongApp, "notify", lasting)
    app = table_app(seed=2)
    async with app.run_test(size=size, notifications=True) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        screen = table(app)
        await pilot.press("X", "plus")
        await wait_until(pilot, lambda: len(app.screen.query(Toast)) == 2)
        await settle(pilot)
        shown = list(app.screen.query(Toast))
        own = [screen.query_one(OwnPanel).region, screen.query_one(ActionBar).region]
        rows = screen_text(app).splitlines()
        for toast in shown:
            assert not any(toast.region.overlaps(region) for region in own), (toast.region, own)
            for y in toast.region.line_range:
                assert rows[y][toast.region.right :].strip() == "", rows[y]
