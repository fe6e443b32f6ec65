"""What the program says about the player's own files reaches them in their language: a damaged
statistics file, one that cannot be written, a damaged save in the list of saved games and one
that is continued were told in English at a Chinese table (the texts were built in the code,
outside the catalogue)."""

from __future__ import annotations

import asyncio
import os

import pytest

from mahjong_tui.datadir import saves_dir
from mahjong_tui.stats.keeper import StatsWriter
from mahjong_tui.stats.store import stats_path
from mahjong_tui.stats.tally import GameTally, Tally, Who
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.saves import SavesScreen
from mahjong_tui.ui.screens.statistics import StatisticsScreen
from mahjong_tui.ui.settings import Settings

from .conftest import menu_app, ui_catalog, wait_until

WORDS = {
    # a damaged file moved aside: (the file is unreadable or damaged, it was moved)
    "stats": {"en": ("unreadable", "moved to"), "zh_TW": ("無法讀取", "已移到"), "zh_CN": ("无法读取", "已移到")},
    "save": {"en": ("is damaged", "moved to"), "zh_TW": ("已損壞", "已移到"), "zh_CN": ("已损坏", "已移到")},
}
LANGS = ["en", "zh_TW", "zh_CN"]


def told(app: MahjongApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


def says(texts: list[str], words: tuple[str, ...]) -> bool:
    return any(all(w in t for w in words) for t in texts)


async def told_in_notice_and_screen(
    lang: str, show: str, screen: type, problem: str, words: tuple[str, ...], noticed: tuple[str, ...] = ()
) -> None:
    """Open a screen from the menu (``show``, a method of the app): a notice says ``noticed``
    (else ``words``), and the screen's ``problem`` line shows ``words``."""
    app = menu_app(lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        getattr(app, show)()
        await wait_until(pilot, lambda: isinstance(app.screen, screen))
        await wait_until(pilot, lambda: bool(told(app)))
        assert says(told(app), noticed or words), told(app)
        shown = str(app.screen.query_one(problem).render())
        assert all(w in shown for w in words), shown


@pytest.mark.parametrize("lang", LANGS)
async def test_a_damaged_statistics_file_is_told_in_the_players_language(lang: str) -> None:
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "mahjong-tui/statistics", "version": 1, "games": [{"id": ')
    await told_in_notice_and_screen(lang, "show_statistics", StatisticsScreen, "#stats-problem", WORDS["stats"][lang])


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "could not be written"), ("zh_TW", "無法寫入"), ("zh_CN", "无法写入")]
)
async def test_statistics_that_cannot_be_written_are_told_in_the_players_language(lang: str, words: str) -> None:
    """The table's statistics writer (a thread of its own) tells the app, which says it in its language."""
    path = stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    (path.parent / f".{path.name}.{os.getpid()}.tmp").mkdir()  # the writer's temporary file cannot be made
    app = menu_app(lang=lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        writer = StatsWriter(on_problem=app._stats_problem, path=path)
        writer.store(GameTally("g1", "plain", "now", [(Who("Ann"), Tally(hands=1))]))
        await asyncio.to_thread(writer.wait)
        await wait_until(pilot, lambda: bool(told(app)))
        assert says(told(app), (words, str(path))), told(app)


def damaged_save() -> None:
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text('{"format": "mahjong-tui/game", "version": 1, "variant": 5}')


@pytest.mark.parametrize("lang", LANGS)
async def test_a_damaged_save_in_the_list_is_told_in_the_players_language(lang: str) -> None:
    damaged_save()
    words = WORDS["save"][lang]
    await told_in_notice_and_screen(lang, "show_saves", SavesScreen, "#saves-problems", words, ("broken.json", *words))


@pytest.mark.parametrize("lang", LANGS)
async def test_a_damaged_save_that_is_continued_is_told_in_the_players_language(lang: str) -> None:
    damaged_save()
    app = MahjongApp(Settings(lang=lang, pace=0.0), variants=ui_catalog(), resume=saves_dir() / "broken.json")
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: bool(told(app)))
        assert says(told(app), ("broken.json", *WORDS["save"][lang])), told(app)
