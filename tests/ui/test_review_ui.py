"""At the table: danger marks drawn on the own hand (the strong bot's reading, only once an
opponent looks ready), and the result screen's r opening the hand's review from the replay log."""

from __future__ import annotations

import html
import re

import pytest
from rich.cells import cell_len
from textual.app import App

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.messages import to_simplified
from mahjong_tui.review.decisions import HandReview
from mahjong_tui.review.strong_eval import own_danger
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.cjk_wrap import JOINER, NBSP
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.review_text import hand_lines, lines_at
from mahjong_tui.ui.screens.choice import ChoiceScreen
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.ui.screens.review import ReviewScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.hand import DANGER_MARKS, HandView
from mahjong_tui.variants import load_variant

from .conftest import needs_player, screen_text, table_app, wait_for_text, wait_until
from .test_hand_redraw import _cells, _fresh
from .test_play import play_to_result


@pytest.mark.parametrize("ascii_only,lang", [(False, "zh_TW"), (True, "en")])
async def test_marks_are_drawn_above_each_tile_in_every_look(ascii_only: bool, lang: str) -> None:
    app = table_app(seed=4, ascii_only=ascii_only, lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        hand = app.screen.query_one(HandView)
        tiles = hand.tiles
        levels = {t: i % 4 for i, t in enumerate(sorted(set(tiles)))}
        hand.show_danger(levels)
        for selected in (None, 0, len(tiles) - 1):
            hand.selected = selected
            lines = hand._hand_lines()
            assert _cells(lines) == _cells(_fresh(hand)), f"selected {selected}"
        hand.selected = None
        top = "".join(seg.text for seg in hand._hand_lines()[0])
        for level in set(levels.values()):
            assert DANGER_MARKS[level].strip() in top
        assert top.count("!!!") == sum(1 for t in tiles if levels[t] == 3)
        hand.show_danger(None)
        assert "".join(seg.text for seg in hand._hand_lines()[0]).strip() == ""


async def test_the_table_marks_the_hand_once_an_opponent_looks_ready() -> None:
    app = table_app(seed=2)
    seen: list[bool] = []

    def check(app) -> None:  # noqa: ANN001
        screen = app.screen
        if isinstance(screen, TableScreen) and screen.view.viewer == 0 and screen.view.result is None:
            want = own_danger(screen.session.variant, screen.view)
            assert screen.query_one(HandView).danger == want
            seen.append(want is not None)

    async with app.run_test(size=(120, 40)) as pilot:
        await play_to_result(pilot, app, check)
    assert seen[0] is False  # nobody looks ready at the start
    assert any(seen)  # and someone did before the hand ended


async def test_the_result_screen_opens_the_hands_review() -> None:
    app = table_app(seed=1)
    async with app.run_test(size=(120, 40)) as pilot:
        result = await play_to_result(pilot, app)
        assert result.review is not None
        await wait_for_text(pilot, app, "Press r to review")
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.lines is not None)
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.lines
        assert review.lines[0].startswith(f"Hand {result.result.hand_no}: ")
        assert "decisions differ from the strong bot" in review.lines[0]
        chose = [line.strip() for line in review.lines if line.strip().startswith("you: ")]
        assert chose and all(re.fullmatch(r"you: \w+( [^\x00-\x7f]{2})*; strong bot: .*", c) for c in chose), chose
        assert not any(re.search(r"\b[1-9][mpsz]\b", c) for c in chose), chose  # "discard 7z" of a tile drawn 紅中
        text = await wait_for_text(pilot, app, "Review of hand")
        assert review.lines[0] in text
        await pilot.press("escape")
        await wait_until(pilot, lambda: isinstance(app.screen, ResultScreen))
        assert "Review of hand" not in screen_text(app)


async def test_the_review_at_an_80_column_table_lists_the_stakes_in_chinese() -> None:
    """The stakes chosen after the deal (Shaanxi's 下炮子) are reviewed at the table: the person
    takes the first offer (none) where the strong bot stakes on its dealt hand."""
    people = [True, False, False, False]
    app = MahjongApp(
        Settings(lang="zh_TW", pace=0.0), game=(load_variant("shaanxi"), people, ["Ann", "B", "C", "D"], 2)
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        table = app.screen
        assert isinstance(table, TableScreen)
        strong = StrongBot(table.session.variant).choose(table.session.game.bot_view(0)).choice
        assert isinstance(strong, int) and strong > 0
        await wait_until(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.press("enter")  # the first offer: none
        await wait_until(pilot, lambda: table.session.game.phase is not Phase.SETUP)
        result = await play_to_result(pilot, app)
        await pilot.press("r")
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.lines is not None)
        review = app.screen
        assert isinstance(review, ReviewScreen) and review.lines
        lines = lines_at(review.lines, None)  # as plain text: its tags unglued
        assert lines[0].startswith(f"第 {result.result.hand_no} 局：你的 ")
        assert lines[2] == f"    你：下 0 個炮子；高手電腦：下 {strong} 個炮子"
        assert lines[3].startswith("    起手牌：向聽 ") and lines[4].startswith("    損失：期望少了 ")
        text = await wait_for_text(pilot, app, "起手牌：向聽")
        assert "你：下 0 個炮子" in text


REVIEW = [
    "Hand 1: 1 of your 9 decisions differ from the strong bot",
    "  move 12, Player 1, 50 tiles left, a line long enough to wrap at sixty columns",
    "    you: discard 五萬; strong bot: discard 紅中, which keeps two more tiles in and the value",
]


class _ReviewApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(ReviewScreen("Review of hand 1", lambda: REVIEW, Look.make("en", False, True)))


def screen_rows(app: App[None]) -> list[str]:
    """The screen's rows, spaces restored (from the SVG screenshot)."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = {}
    for x, y, t in re.findall(r'<text class="[^"]*" x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</text>', svg):
        rows.setdefault(float(y), []).append((float(x), html.unescape(t).replace("\xa0", " ")))
    return ["".join(t for _, t in sorted(row)) for _, row in sorted(rows.items())]


@pytest.mark.parametrize("width", [60, 80])
async def test_a_wrapped_review_line_goes_on_under_its_own_text(width: int) -> None:
    """At narrow widths the rest of a wrapped line began at the left edge, under "Hand 1", as if
    a line of the level above: it hangs two cells past its own indent, as a list item's does,
    and past the lines under it (at their indent it read as one of them)."""
    app = _ReviewApp()
    async with app.run_test(size=(width, 24)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, ReviewScreen) and app.screen.lines is not None)
        await pilot.pause()
        inner = [re.sub(r"^[█▌▐]", "", row) for row in screen_rows(app)]
        start = next(i for i, row in enumerate(inner) if "move 12" in row)
        first = inner[start].index("move 12")
        assert inner[start + 1].index(inner[start + 1].lstrip()) == first + 4, inner[start : start + 3]
        you = next(i for i, row in enumerate(inner) if "you: discard" in row)
        assert inner[you + 1].index(inner[you + 1].lstrip()) == inner[you].index("you:") + 2, inner[you : you + 3]


def test_the_review_command_lays_its_lines_out_as_the_screen_does() -> None:
    """``mahjong-tui review`` in a terminal: the same hanging indent; into a pipe: whole lines."""
    assert lines_at(REVIEW, None) == REVIEW
    lines = lines_at(REVIEW, 40)
    move = next(i for i, line in enumerate(lines) if "move 12" in line)
    assert lines[move + 1].startswith("      ") and not lines[move + 1].startswith("       ")
    assert all(len(line) <= 40 for line in lines)


def _defending_hand() -> HandReview:
    """A hand of one decision taken while an opponent looked ready: both discards' danger shown,
    and safety among what the choice gave up."""
    from mahjong_tui.bots.strong.discard_ranking import RankedDiscard
    from mahjong_tui.review.decisions import Decision
    from mahjong_tui.table.actions import Act, Action
    from mahjong_tui.tiles import kinds as K

    def ev(code: str, shanten: int, tiles_in: int, value: int, danger: float) -> RankedDiscard:
        t = K.from_code(code)
        return RankedDiscard(
            t, Action(Act.DISCARD, 0, t), shanten, tiles_in, value, None, None, danger, False, (), shanten, tiles_in
        )

    mine, its = ev("5m", 2, 20, 4, 0.5), ev("7z", 1, 28, 8, 0.02)
    d = Decision(1, 12, 0, mine.action, its.action, mine, its, defending=True, tiles_left=50)
    return HandReview(1, 9, [d])


@pytest.mark.parametrize("lang", ["zh_TW", "zh_CN", "en"])
def test_a_narrow_review_keeps_each_danger_tag_and_short_item_whole(lang: str) -> None:
    """A 40-column Chinese review broke "危" / "險度 中（50%）" and "少了 4 點" / "價值"; a wrapped
    "Hand 1: …" went on at the indent of the move under it, as if it were that move."""
    lines = hand_lines(_defending_hand(), ["Ann"], lang)
    zh = ["危險度：中（50%）", "危險度：安全（2%）", "慢了 1 步", "少了 4 點價值"]
    en = ["danger medium (50%)", "danger safe (2%)", "1 step of speed", "4 of value"]
    tags = en if lang == "en" else [to_simplified(t) for t in zh] if lang == "zh_CN" else zh
    for width in range(30, 61):
        shown = lines_at(lines, width)
        assert all(cell_len(line) <= width for line in shown), (width, shown)
        for t in tags:
            assert any(t in line for line in shown), (width, t, shown)
        move = next(i for i, line in enumerate(shown) if "12" in line)  # "  move 12, …", "  第 12 手，…"
        assert shown[move].startswith("  ") and not shown[move].startswith("   "), (width, shown)
        assert all(line.startswith("    ") for line in shown[1:move]), (width, shown)  # the header's rest
    plain = lines_at(lines, None)  # a pipe: the glue taken out
    assert not any(NBSP in line or JOINER in line for line in plain)
    if lang == "en":
        assert plain[3] == "    yours: shanten 2, 20 tiles in, value 4, danger medium (50%)"


def test_a_review_names_a_default_seat_in_its_own_language() -> None:
    """A game begun in Chinese keeps "玩家" in its replay log; its English review said "move 12,
    玩家" (the table names default seats in the language it is shown in, so does the review)."""
    assert hand_lines(_defending_hand(), ["玩家"], "en")[1].startswith("  move 12, Player, ")
    assert "第 12 手，玩家，" in hand_lines(_defending_hand(), ["Player"], "zh_TW")[1]
    assert hand_lines(_defending_hand(), ["Ann"], "zh_TW")[1].startswith("  第 12 手，Ann，")
