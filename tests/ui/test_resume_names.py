"""A game begun in Chinese and resumed in English names its default seats in English ("Bot 3",
not "電腦 3"); a name someone typed stays."""

from __future__ import annotations

from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings

from .conftest import needs_player, table_app, ui_catalog, wait_for_text, wait_until


async def test_a_game_begun_in_chinese_shows_its_default_names_in_english_when_resumed_so() -> None:
    first = table_app(lang="zh_TW", seed=4, names=["玩家", "電腦 2", "電腦 3", "Kim"])
    async with first.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(first) and isinstance(first.screen, TableScreen))
        await wait_for_text(pilot, first, "電腦 3")
    assert first.kept is not None

    app = MahjongApp(Settings(lang="en", pace=0.0), variants=ui_catalog(), resume=first.kept)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: needs_player(app) and isinstance(app.screen, TableScreen))
        text = await wait_for_text(pilot, app, "Bot 2", "Bot 3", "Kim", "Player")
        assert "電腦" not in text and "玩家" not in text


def test_the_saves_list_names_default_seats_in_its_own_language() -> None:
    from mahjong_tui.play.session import Session
    from mahjong_tui.saves.recorder import Recorder
    from mahjong_tui.saves.store import list_saves
    from mahjong_tui.ui.screens.saves import save_label

    from .conftest import ui_variant

    v = ui_variant("plain")
    Recorder.start(Session(v, [True, False, False, False], ["玩家", "電腦 2", "電腦 3", "Kim"], 4), v.preset, v.options)
    (info,), _ = list_saves()
    assert "Player 0  Bot 2 0  Bot 3 0  Kim 0" in save_label(info, "en", ui_catalog())
    assert "玩家 0  电脑 2 0  电脑 3 0  Kim 0" in save_label(info, "zh_CN", ui_catalog())


async def test_a_replay_names_default_seats_in_the_viewers_language() -> None:
    from mahjong_tui.datadir import replays_dir
    from mahjong_tui.play.session import Session
    from mahjong_tui.replay.app import ReplayApp
    from mahjong_tui.replay.model import Replay
    from mahjong_tui.saves.recorder import Recorder

    from ..saves.helpers import play
    from .conftest import ui_variant

    v = ui_variant("plain")
    session = Session(v, [True, False, False, False], ["玩家", "電腦 2", "電腦 3", "Kim"], 6)
    rec = Recorder.start(session, v.preset, v.options)
    play(session, hands=1)
    app = ReplayApp(Replay.load(replays_dir() / f"{rec.record.id}.json", ui_catalog()), Settings(lang="en"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press(*["right"] * 12)  # the log names the seats too
        text = await wait_for_text(pilot, app, "Bot 2", "Bot 3", "Kim", "Player")
        assert "電腦" not in text and "玩家" not in text


async def test_a_name_that_reads_as_markup_is_shown_as_typed_in_the_saves_list() -> None:
    """A seat named "[/]" (typed in the menu, or given with --seats) stopped the app with a
    MarkupError as soon as the saved games were listed, so no save could be continued."""
    from mahjong_tui.play.session import Session
    from mahjong_tui.saves.recorder import Recorder

    from .conftest import ui_variant

    v = ui_variant("plain")
    Recorder.start(
        Session(v, [True, False, False, False], ["[/]", "[b]Bo[/b]", "Bot 3", "Kim"], 4), v.preset, v.options
    )
    app = MahjongApp(Settings(lang="en", pace=0.0), variants=ui_catalog(), resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for_text(pilot, app, "[/] 0  [b]Bo[/b] 0  Bot 3 0  Kim 0")


async def test_a_refusal_that_quotes_markup_is_shown_as_written() -> None:
    """A save of a variant named "[/]" is refused in a toast that quotes the name: the toast
    read it as markup and stopped the app with a MarkupError."""
    import json

    from mahjong_tui.play.session import Session
    from mahjong_tui.saves.recorder import Recorder
    from mahjong_tui.saves.store import list_saves

    from .conftest import ui_variant

    v = ui_variant("plain")
    Recorder.start(Session(v, [True, False, False, False], ["Ann", "Bot 2", "Bot 3", "Bot 4"], 4), v.preset, v.options)
    (info,), _ = list_saves()
    doc = json.loads(info.path.read_text(encoding="utf-8"))
    info.path.write_text(json.dumps(doc | {"variant": "[/]"}), encoding="utf-8")
    app = MahjongApp(Settings(lang="en", pace=0.0), variants=ui_catalog(), resume=info.path)
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await wait_until(pilot, lambda: any("the variant '[/]'" in n.message for n in app._notifications))
        await pilot.pause(0.5)  # the toast is drawn: a MarkupError there ends the test in error
