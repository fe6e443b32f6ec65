"""The table laid out like a table (issue 18, items 5 and 6): rivers in rows of six in front of
their seats around a centre square, melds drawn as tiles, and the drawing fixes."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from rich.text import Text

from mahjong_tui.engine.view import MeldView
from mahjong_tui.messages import msg
from mahjong_tui.rules.features.stakes import STAKES_CHOICE
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import RiverTile
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Hand, Meld, MeldKind
from mahjong_tui.ui.cjk_wrap import wrap_text
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.privacy import PrivacyScreen
from mahjong_tui.ui.screens.result import hand_text
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.theme import palette
from mahjong_tui.ui.tiles import LYING_W, face, small_tile
from mahjong_tui.ui.widgets.river import CELL, laid_out
from mahjong_tui.ui.widgets.seat import HeadLine, Line, meld_text, meld_tiles
from mahjong_tui.ui.widgets.square_fit import short_title
from mahjong_tui.ui.widgets.status import StatusPanel, status_lines

from ..window_sizes import settle
from .conftest import needs_player, screen_text, table_app, ui_variant, wait_for_text, wait_until
from .test_variant_ui import _seat_and_view

LOOK = Look.make("en", False, True)


def P(i: int) -> int:  # noqa: N802
    """The i-th tile kind: 0 一萬 … 8 九萬."""
    return K.from_code(f"{i + 1}m")


def _river(n: int) -> list[RiverTile]:
    return [RiverTile(P(i % 9)) for i in range(n)]


def _tiles_in(line: Text) -> list[str]:
    return line.plain.replace("<", " ").split()


# ---- rivers in front of their seats -----------------------------------------------------------


def test_the_own_river_reads_left_to_right_in_rows_of_six_growing_down() -> None:
    lines = laid_out(_river(8), LOOK, "bottom", 6 * CELL, 4, latest=True)
    assert _tiles_in(lines[0]) == ["一萬", "二萬", "三萬", "四萬", "五萬", "六萬"]
    assert _tiles_in(lines[1]) == ["七萬", "八萬"]
    assert lines[1].plain.rstrip().endswith("<")


def test_the_seat_across_reads_right_to_left_its_first_row_nearest_the_centre() -> None:
    lines = laid_out(_river(8), LOOK, "top", 6 * CELL, 3, latest=False)
    assert len(lines) == 3 and lines[0].plain.strip() == ""
    assert _tiles_in(lines[2]) == ["六萬", "五萬", "四萬", "三萬", "二萬", "一萬"]  # first row, at the bottom
    assert _tiles_in(lines[1]) == ["八萬", "七萬"]
    assert lines[1].plain.rstrip().endswith("七萬")  # the row starts at its seat's left: our right


def test_side_seats_lay_columns_of_six_growing_away_from_the_centre() -> None:
    left = laid_out(_river(8), LOOK, "left", 4 * CELL, 6, latest=False)
    right = laid_out(_river(8), LOOK, "right", 4 * CELL, 6, latest=False)
    assert len(left) == len(right) == 6
    # left: read top to bottom, the first column nearest the centre (rightmost)
    assert [_tiles_in(line)[-1] for line in left] == ["一萬", "二萬", "三萬", "四萬", "五萬", "六萬"]
    assert _tiles_in(left[0]) == ["七萬", "一萬"] and cell_len(left[0].plain.rstrip()) == 4 * CELL - 2
    # right: read bottom to top, the first column nearest the centre (leftmost)
    assert [_tiles_in(line)[0] for line in right] == ["六萬", "五萬", "四萬", "三萬", "二萬", "一萬"]
    assert _tiles_in(right[5]) == ["一萬", "七萬"]


def test_a_small_screen_lengthens_the_rows_instead_of_dropping_discards() -> None:
    lines = laid_out(_river(20), LOOK, "bottom", 80, 2, latest=False)
    assert sum(len(_tiles_in(line)) for line in lines) == 20 and not any("+" in x.plain for x in lines)
    full = laid_out(_river(40), LOOK, "bottom", 6 * CELL, 2, latest=False)  # no room at all: oldest dropped
    assert full[0].plain.startswith("+29")


# ---- melds ----------------------------------------------------------------------------------


def _pung_from(giver: int) -> MeldView:
    t = P(4)
    return MeldView(Meld(MeldKind.PUNG, (t, t, t), claimed=t), giver, 3)


def test_own_melds_are_big_tiles_with_the_claimed_tile_turned_and_an_arrow_at_the_giver() -> None:
    owner, view = _seat_and_view([_pung_from(1)])
    rows = meld_tiles(owner.melds[0], view, LOOK, anchor=0)
    assert len(rows) == 5  # the hand's lift row, then four rows of tiles
    assert rows[0].plain.startswith("▸")  # seat 1 sits on the right of seat 0
    assert rows[1].plain == " " * LYING_W + "┌──┐┌──┐"  # the claimed tile lies lower, sideways
    assert rows[2].plain == "┌────┐│五││五│" and rows[3].plain == "│五萬││萬││萬│"
    assert all(cell_len(r.plain) == LYING_W + 2 * 4 for r in rows)
    ascii_rows = meld_tiles(owner.melds[0], view, Look.make("en", True, True), anchor=0)
    assert ascii_rows[0].plain.startswith(">") and "5m" in ascii_rows[3].plain


def test_other_melds_carry_an_arrow_not_a_wind_letter() -> None:
    owner, view = _seat_and_view([_pung_from(2)])  # three seats: 1 on the right of 0, 2 on its left
    text = meld_text(owner.melds[0], owner, view, LOOK, anchor=0).plain
    assert text == "五萬五萬五萬◂"
    assert meld_text(owner.melds[0], owner, view, LOOK, anchor=1).plain.endswith("▸")  # drawn around seat 1
    ascii_text = meld_text(owner.melds[0], owner, view, Look.make("en", True, True), anchor=0).plain
    assert ascii_text.endswith("<") and "S" not in ascii_text.replace("[5m]", "")


# ---- bonus tiles ----------------------------------------------------------------------------


def test_bonus_tiles_are_named_in_ascii_and_unpadded_in_cjk() -> None:
    assert [face(K.FLOWER0 + i, ascii_only=True).small for i in (0, 4)] == ["[Pl]", "[Sp]"]
    assert face(K.ANIMAL0 + 1, ascii_only=True).small == "[Mo]"
    assert face(K.FACE_WOMAN, ascii_only=True).small == "[Wo]"
    for t in range(K.ANIMAL0, K.FACE_WOMAN + 1):
        small = face(t).small
        assert " " not in small and "\u3000" not in small and cell_len(small) == 4, small
    assert small_tile(K.ANIMAL0 + 3, palette()).plain == "蜈蚣"


def drawn(text: Text, width: int = 200) -> list[str]:
    """``text`` as a screen lays it out (:class:`Wrapped`) at ``width`` cells: its lines."""
    return [line.plain.rstrip() for line in wrap_text(text, width)]


def test_a_winning_hand_keeps_its_bonus_tiles_apart() -> None:
    hand = Hand(concealed=[P(0)], bonus=[K.FACE_WOMAN, K.FACE_WOMAN, K.ANIMAL0 + 3])
    (text,) = drawn(hand_text(hand, Look.make("zh_TW", False, True)))
    assert text.endswith("/ 蜈蚣 女頭 女頭")  # the 女頭女頭 蟲  鼠


@pytest.mark.parametrize(("lang", "ascii_only"), [("zh_TW", False), ("en", True)])
def test_a_won_hand_wraps_between_its_tiles_and_melds_only(lang: str, ascii_only: bool) -> None:
    """At 80 columns the result screen had "+" at the end of one line and the winning tile (二萬)
    at the start of the next; a meld must not part either, nor "/" from the first bonus tile."""
    tiles = [K.from_code(c) for c in ("5m", "6m", "5s", "6s", "7s", "2z", "2z", "2z", "5z", "5z")]
    chow = Meld(MeldKind.CHOW, tuple(K.from_code(c) for c in ("4p", "5p", "6p")))
    hand = Hand(concealed=tiles, melds=[chow], win_tile=K.from_code("4m"), bonus=[K.FLOWER0, K.FLOWER0 + 1])
    look = Look.make(lang, ascii_only, True)
    (whole_line,) = drawn(hand_text(hand, look))
    meld = whole_line.split("  ")[1]
    for width in range(len(meld) * 2, 81):
        lines = drawn(hand_text(hand, look), width)
        assert not any(line.endswith(("+", "/")) for line in lines), (width, lines)
        assert any(meld in line for line in lines), (width, lines)
        assert all(cell_len(line) <= width for line in lines), (width, lines)


# ---- the centre square ------------------------------------------------------------------------


def test_the_square_holds_wall_round_dealer_streak_wild_and_each_seats_flowers() -> None:
    owner, view = _seat_and_view([])
    view.seats[1].bonus = [K.FLOWER0, K.FLOWER0 + 4]
    view.seats[0].dealer, view.seats[2].dealer = False, True
    view.streak = 2
    view.wild_kinds = (P(5),)
    text = "\n".join(x.plain for x in status_lines(view, ui_variant("plain"), LOOK))
    name = view.seats[2].name
    assert text.splitlines()[0] == ui_variant("plain").en  # the variant first, never cut last
    assert "Wall " in text and f"Dealer {name} · streak 2" in text and "Wild 六萬" in text
    assert f"{view.seats[1].name} 梅１ 春１" in text


def test_chinese_labels_take_a_chinese_colon_and_list_mark() -> None:
    """Chinese labels were followed by an English colon and comma: "聽: 甲, 乙", "花:",
    "另放: 紅中", the hints' "聽:" and the charts' "每局累計分數:"."""
    from mahjong_tui.ui.hints import HintReport, Wait
    from mahjong_tui.ui.screens.score_sheet import legend
    from mahjong_tui.ui.widgets.log import hint_lines

    zh = Look.make("zh_TW", False, True)
    owner, view = _seat_and_view([])
    view.seats[1].bonus = [K.FLOWER0]
    view.seats[1].ready = view.seats[2].ready = True
    lines = [x.plain for x in status_lines(view, ui_variant("plain"), zh)]
    names = [view.seats[1].name, view.seats[2].name]
    assert f"聽：{names[0]}、{names[1]}" in lines and "花：" in lines, lines
    assert "Ready: " + ", ".join(names) in [x.plain for x in status_lines(view, ui_variant("plain"), LOOK)]
    assert hint_lines(HintReport(0, waits=[Wait(K.from_code("5m"), 3)]), zh)[1].plain == "聽："
    helping = HintReport(2, helpful=[Wait(K.from_code("3p"), 4)])
    assert hint_lines(helping, zh)[1].plain.startswith("有用的牌：三筒x4")
    assert hint_lines(helping, LOOK)[1].plain.startswith("Tiles that help: ")
    assert legend("每局累計分數", ["甲"], lang="zh_TW").plain == "每局累計分數：  ▬▬ 甲"
    assert legend("Running totals", ["A"]).plain == "Running totals:  ▬▬ A"
    assert not any(": " in line or ", " in line for line in lines), lines


def test_a_setup_choice_reads_as_its_own_words() -> None:
    describer = Describer("en", False, palette(), ["A"])
    label = describer.action(Action(Act.CHOOSE, 0, choice=2, label=msg(STAKES_CHOICE, n=2))).plain
    assert label == "Stakes: 2"  # was "Choose Put down 2 stakes"


# ---- the screen -------------------------------------------------------------------------------


async def _play(pilot, n: int) -> None:  # noqa: ANN001
    app = pilot.app
    for _ in range(n):
        await wait_until(pilot, lambda: needs_player(app))
        if isinstance(app.screen, TableScreen):
            available = app.screen.query_one("#actions").available
            await pilot.press("x" if "pass" in available else "enter")
        else:
            await pilot.press("enter")
    await wait_until(pilot, lambda: needs_player(app))


def _footer_keys(app: object) -> int:
    """Keys the table's footer shows (Textual's footer composes one FooterKey for each)."""
    return len(app.screen.query("Footer FooterKey"))  # type: ignore[attr-defined]


async def test_the_footer_survives_a_handover_and_a_resize_from_too_small() -> None:
    app = table_app(seats="human,bot,human,bot", seed=9)
    async with app.run_test(size=(120, 40)) as pilot:
        app.app_focus = False  # a terminal that never reported focus (tmux, many others): seen there
        await wait_until(pilot, lambda: isinstance(app.screen, PrivacyScreen))
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.waiting_for is not None)
        await pilot.pause(0.1)
        assert _footer_keys(app) >= 5
        for _ in range(40):  # to the next handover and past it
            if isinstance(app.screen, PrivacyScreen):
                break
            await _play(pilot, 1)
        assert isinstance(app.screen, PrivacyScreen)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause(0.2)
        assert _footer_keys(app) >= 5
        await pilot.resize_terminal(60, 18)
        await pilot.pause(0.2)
        await pilot.resize_terminal(120, 40)
        await pilot.pause(0.3)
        assert _footer_keys(app) >= 5


async def test_the_square_shows_the_whole_variant_name_at_80x24() -> None:
    app = table_app(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _play(pilot, 2)
        square = app.screen.query_one(StatusPanel)
        assert square.region.height >= 5
        assert ui_variant("plain").en in screen_text(app)


async def test_long_seat_headers_wrap_inside_their_column() -> None:
    """A header with the variant's facts wraps; it never runs past its seat's column."""
    app = table_app(seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        await _play(pilot, 1)
        table = app.screen
        assert isinstance(table, TableScreen)
        board = table.query_one("#board").region
        for head in table.query(".seat-head").results(Line):
            head.show(Text("X" * 70 + " [Own multiplier ×1] [Dice 6 4]"))
        await settle(pilot)
        for head in table.query(".seat-head").results(Line):
            assert head.region.right <= board.right
            assert head.region.height >= 2, head.id  # wrapped, not cut


async def test_three_and_two_seat_tables_lay_their_rivers_around_the_square() -> None:
    for seats, sides in (("human,bot,bot", {"left", "right"}), ("human,bot", {"top"})):
        app = table_app(seats=seats, seed=3)
        async with app.run_test(size=(120, 40)) as pilot:
            await _play(pilot, 2)
            rivers = {r.side for r in app.screen.query("RiverView")}  # type: ignore[attr-defined]
            assert rivers == sides | {"bottom"}, seats


def test_bots_have_the_same_names_from_the_menu_and_the_command_line() -> None:
    from mahjong_tui.cli.play_cmd import parse_seats
    from mahjong_tui.ui.settings import Settings

    menu = [s.name for s in Settings().seats if not s.human]
    _, names = parse_seats("human,bot,bot,bot")
    assert menu == names[1:] == ["Bot 2", "Bot 3", "Bot 4"]


async def test_refusals_say_why_in_one_place_each_replacing_the_last(monkeypatch) -> None:  # noqa: ANN001
    from mahjong_tui.ui import hints

    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen) and table.view.me is not None and table.view.me.drawn is not None
        note = table.refusal_note
        asked: list[int] = []

        def judge_says(variant, view, tile, lang="en") -> str:  # noqa: ANN001
            asked.append(tile)
            return "7 fan: under the minimum of 8"

        monkeypatch.setattr(hints, "why_not_win", judge_says)
        await pilot.press("w")
        await pilot.pause()
        assert note.said == "Win is not possible now: 7 fan: under the minimum of 8"
        assert asked == [table.view.me.drawn]  # the judge was asked about the drawn tile
        await pilot.press("c")
        await pilot.pause()
        on_turn = "only on another player's discard, not on your turn"
        assert note.said == f"Chow: {on_turn}"  # replaces the last one
        assert table.view.refusals["chow"].text("en") == on_turn  # the engine's reason, shown as it is
        await pilot.press("k")
        await pilot.pause()
        kong = table.view.refusals["kong"].text("en")
        assert note.said == f"Kong: {kong}"
        assert not app._notifications


async def test_chosen_stakes_show_in_the_header_and_the_choice_reads_plainly() -> None:
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.choice import ChoiceScreen
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.variants import load_variant

    game = (load_variant("shaanxi"), [True, False, False, False], ["P1", "Bot 2", "Bot 3", "Bot 4"], 4)
    app = MahjongApp(Settings(pace=0.0), game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        text = await wait_for_text(pilot, app, "Stakes: 2")
        assert "Choose Stakes" not in text
        await pilot.press("down", "down", "enter")  # 0 first (no last hand yet), then 1, 2 …
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.waiting_for is not None)
        await pilot.pause(0.1)
        head = app.screen.query_one("#head-0", Line).text.plain
        assert "[Stakes 2]" in head


async def test_help_explains_the_meld_marks() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 60)) as pilot:  # tall enough for the whole key list
        await wait_until(pilot, lambda: needs_player(app))
        await pilot.press("question_mark")
        await pilot.pause(0.2)
        flat = screen_text(app).replace(" ", "")  # wrapped lines join without their spaces
        assert "liessideways" in flat and "pointsattheseatonscreenthatgaveit" in flat


async def _side_seat(pilot):  # noqa: ANN001, ANN202
    """The table once the player is asked, and its first side seat's panel."""
    from mahjong_tui.ui.widgets.seat import SeatPanel

    await wait_until(pilot, lambda: needs_player(pilot.app))
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    return screen, next(p for p in screen.query(SeatPanel) if not p.wide)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_side_seats_open_hand_shows_every_tile(size: tuple[int, int]) -> None:
    """A side seat's hand shown face up (the replay, every hand open) kept to the backs' two
    lines (one on a short screen): 10 of 13 tiles at 120×40, 5 at 80×24."""

    app = table_app(seed=1)
    async with app.run_test(size=size) as pilot:
        screen, panel = await _side_seat(pilot)
        view = screen.view
        seat = view.seats[panel.seat]
        seat.hand = [K.from_code(f"{n}m") for n in range(1, 10)] + [K.from_code(f"{n}p") for n in range(1, 5)]
        panel.show(view, screen.look)
        await settle(pilot)
        backs = panel.query_one(f"#backs-{panel.seat}", Line)
        assert backs.size.height == 3  # five small tiles to the side column's line
        shown = screen_text(app)
        assert all(small_tile(t, palette()).plain in shown for t in seat.hand)


async def test_a_square_line_that_wraps_goes_on_indented() -> None:
    """A seat's flowers past the square's edge went on at its left edge, as if they were a
    seat's line of their own ("W Bot 2 [Sp] [Ca] [Ce]" / "[Mn]" / "E Bot 3 …")."""
    from textual.app import App, ComposeResult

    class Square(App[None]):
        CSS = "#status { width: 24; height: 6; }"

        def compose(self) -> ComposeResult:
            yield StatusPanel()

    app = Square()
    async with app.run_test(size=(40, 8)) as pilot:
        square = app.query_one(StatusPanel)
        square.lines = [Text("Malaysian Three-Player Mahjong"), Text("W Bot 2 [Sp] [Ca] [Ce] [Mn]"), Text("E Bot 3")]
        square.refresh()
        await pilot.pause()
        shown = square.render().plain.splitlines()
        assert shown == ["Malaysian Three-Player", "Mahjong", "W Bot 2 [Sp] [Ca] [Ce]", "  [Mn]", "E Bot 3"]


async def test_a_short_square_drops_the_gloss_of_the_variants_name() -> None:
    """At 80×24 明將's long English name took three of the square's lines and the standings were
    cut off below; where the square is short the name goes without its bracketed gloss."""
    from textual.app import App, ComposeResult

    class Square(App[None]):
        CSS = "#status { width: 24; height: 5; }"

        def compose(self) -> ComposeResult:
            yield StatusPanel()

    lines = ["Turn: Player", "Wall 69", "1. Player 150", "2. Bot 2 150"]
    app = Square()
    async with app.run_test(size=(40, 8)) as pilot:
        square = app.query_one(StatusPanel)
        square.lines = [Text("Mingjiang Mahjong (Japanese-style table, Hong Kong scoring)"), *map(Text, lines)]
        square.refresh()
        await pilot.pause()
        assert square.render().plain.splitlines() == ["Mingjiang Mahjong", *lines]
        square.lines = [Text("武漢麻將（紅中癩子槓）"), Text("Wall 69")]  # room enough: the name whole
        square.refresh()
        await pilot.pause()
        assert square.render().plain.splitlines() == ["武漢麻將（紅中癩子槓）", "Wall 69"]
    assert short_title(Text("武漢麻將（紅中癩子槓）")).plain == "武漢麻將"
    assert short_title(Text("Hebei Mahjong")).plain == "Hebei Mahjong"


@pytest.mark.parametrize(
    ("variant", "options", "lang", "title"),
    [
        ("shaanxi", {}, "en", "How many stakes do you put down?"),
        ("shaanxi", {}, "zh_CN", "下几个炮子？"),
        ("sichuan", {"declare_void": True}, "en", "Which suit do you void?"),
        ("sichuan", {"declare_void": True}, "zh_TW", "定缺哪一門？"),
    ],
)
async def test_a_setup_choice_is_titled_by_its_question(variant: str, options: dict, lang: str, title: str) -> None:
    """The stakes and void-suit dialogs were titled just "Choose"."""
    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.choice import ChoiceScreen
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.variants import load_variant

    game = (load_variant(variant, options=options), [True, False, False, False], ["P1", "B2", "B3", "B4"], 4)
    app = MahjongApp(Settings(lang=lang, pace=0.0), game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert app.screen.title_text == title  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("lang", "hint", "footer"),
    [
        ("en", "Esc: Close (o opens it again)", ("esc", "Close")),
        ("zh_TW", "Esc：關閉（按 o 再打開）", ("esc", "關閉")),
        ("zh_CN", "Esc：关闭（按 o 再打开）", ("esc", "关闭")),
    ],
)
async def test_the_void_suit_dialog_says_esc_only_closes_it(lang: str, hint: str, footer: tuple[str, str]) -> None:
    """The void-suit dialog said "Esc: Cancel", but the void must be chosen: Esc only closes the
    dialog and o opens it again. Its hint and its footer say so; a chow's choice still cancels."""
    from textual.widgets._footer import FooterKey

    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.screens.choice import ChoiceScreen
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.variants import load_variant

    game = (load_variant("sichuan", options={"declare_void": True}), [True, False, False, False], ["P1", "B2"] * 2, 4)
    app = MahjongApp(Settings(lang=lang, pace=0.0), game=game)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        text = await wait_for_text(pilot, app, hint)
        await wait_until(pilot, lambda: bool(app.screen.query("Footer FooterKey")))
        keys = [(k.key_display, k.description) for k in app.screen.query("Footer FooterKey").results(FooterKey)]
        assert keys == [footer]
        assert "Cancel" not in text and "取消" not in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert app.screen.must  # type: ignore[attr-defined]


def test_a_choice_that_can_be_declined_still_cancels_on_esc() -> None:
    """Which chow, which kong: Esc goes back to the table's other choices, as "Cancel" says."""
    from mahjong_tui.ui.screens.choice import ChoiceScreen

    describer = Describer("en", False, palette(), ["A"])
    for must, says in ((False, "Cancel"), (True, "Close")):
        escape = ChoiceScreen("t", [], describer, must)._bindings.key_to_bindings["escape"]
        assert [b.description for b in escape] == [says]


@pytest.mark.parametrize(("size", "plus"), [((80, 24), True), ((120, 40), False)])
async def test_a_side_seats_fourteen_backs_all_count_on_a_short_screen(size: tuple[int, int], plus: bool) -> None:
    """At 80×24 a side seat's one line of backs holds 13: the 14th was cut while its header
    said 14. The backs that fit and "+n" stand for all 14; a taller screen wraps them."""
    from mahjong_tui.ui.widgets.seat import Backs

    app = table_app(seed=1)
    async with app.run_test(size=size) as pilot:
        screen, panel = await _side_seat(pilot)
        view = screen.view
        view.seats[panel.seat].hand_count = 14
        panel.show(view, screen.look)
        await settle(pilot)  # one pause left the wrapped backs one line tall on a busy machine
        backs = panel.query_one(f"#backs-{panel.seat}", Backs)
        drawn = backs.render()
        if plus:
            assert drawn.cell_len <= backs.content_size.width, (drawn.plain, backs.content_size.width)
            n = drawn.plain.count("〓")
            assert drawn.plain.endswith(f"+{14 - n}") and n == (backs.content_size.width - 2) // 2
        else:
            assert drawn.plain == "〓" * 14 and backs.size.height == 2


async def test_a_side_seats_facts_all_show_on_a_short_screen() -> None:
    """At 80×24 a side seat's header kept its name and one line of facts: Wuhan's "[Laid aside 1]"
    took that line and "[Own multiplier ×2]", by which that seat pays and is paid, was cut off."""
    app = table_app(seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, panel = await _side_seat(pilot)
        view = screen.view
        view.seats[panel.seat].facts = {"aside": "Laid aside 1", "factor": "Own multiplier ×2"}
        panel.show(view, screen.look)
        await settle(pilot)
        head = panel.query_one(f"#head-{panel.seat}", HeadLine)
        assert len(head.render().lines(head.content_size.width)) == 3  # two facts too long for one line
        assert head.region.height == 3, head.region


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_the_side_seats_backs_stand_one_cell_clear_of_the_square(size: tuple[int, int]) -> None:
    """Looked at for a report that at 100x30 the right seat's backs touched the square's border:
    at each size both side columns (26 cells, 13 backs) keep one blank cell, the square's margin,
    between their backs and the border, as at 80x24 and 120x40."""
    app = table_app(seed=1)
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        await settle(pilot)
        square = app.screen.query_one("#status").region
        gaps = {}
        for backs in app.screen.query(".backs"):
            r = backs.region
            if r.width and square.y <= r.y < square.bottom:
                gaps["right" if r.x >= square.right else "left"] = (
                    r.x - square.right if r.x >= square.right else square.x - r.right
                )
        assert gaps == {"left": 1, "right": 1}, gaps


def test_every_seat_fact_stands_whole_in_a_side_seats_column() -> None:
    """A seat's facts stand in brackets by its name, each whole, on a side seat's lines of 26
    cells after one space: 明將's "[dead hand: cannot win this hand]" and "[chicken hand: plays on
    frozen]" were cut there (as a thrown wild's sentence had been), a mark an opponent could
    not read. Each fact's text, with a figure of two digits, fits in every language."""
    from mahjong_tui.messages.texts import TEXTS

    args = {"rolls": "3 5", "n": 12, "m": 16, "suit": "萬"}
    facts = {key: texts for key, texts in TEXTS.items() if key.startswith("fact.")}
    assert len(facts) >= 9
    for key, texts in facts.items():
        for text in texts:
            assert 1 + cell_len(f"[{text.format(**args)}]") <= 26, (key, text)
