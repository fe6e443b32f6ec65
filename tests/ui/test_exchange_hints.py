"""While Sichuan's exchange of three (換三張) is asked, the hints name the strong bot's three
tiles and its reason, as the review states them after the hand (the suit given up: the hand's
winnable shanten without it, the tiles of it held); they gave only the shanten."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.setup_choice import suit_costs, suit_given_up
from mahjong_tui.engine import Game
from mahjong_tui.rules.features.void_suit import suit_name
from mahjong_tui.tiles.faces import tile_label
from mahjong_tui.ui import hints
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.review_text import action_text
from mahjong_tui.ui.screens.exchange_pick import is_exchange
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.log import hint_lines, hint_summary
from mahjong_tui.ui.widgets.seat import Line
from mahjong_tui.variants import load_variant

from .conftest import needs_player, wait_until

EXCHANGE = load_variant("sichuan", options={"exchange_three": True})


def _strong_pass(g: Game, seat: int, lang: str) -> tuple[str, str]:
    """The tiles the strong bot passes from the seat's own view, named as the table names them,
    and its reason in the review's words for the suit they come from."""
    view = g.bot_view(seat, facts=True)
    strong = StrongBot(EXCHANGE).choose(view)
    suit = suit_given_up(strong)
    assert suit is not None and len(strong.tiles) == 3
    shanten, held, _ = suit_costs(EXCHANGE, view, list(view.me.hand))[suit]  # type: ignore[union-attr]
    names = " ".join(tile_label(t, False, lang) for t in strong.tiles)
    if lang == "en":
        return names, f"strong bot's: without {suit_name(suit).text(lang)}, shanten {shanten}; {held} tiles in"
    return names, f"高手的：缺{suit_name(suit).text(lang)}，向聽 {shanten}；手上 {held} 張"


@pytest.mark.parametrize(("seed", "seat"), [(5, 0), (5, 1), (7, 2), (11, 3)])
def test_the_hints_during_the_exchange_name_the_strong_bots_three_tiles_and_why(seed: int, seat: int) -> None:
    g = Game(EXCHANGE, players=4, seed=seed)
    assert is_exchange(g.legal_actions(seat))
    report = hints.compute(EXCHANGE, g.view(seat, log=0), "en")
    look = Look.make("en", False, True)
    lines = [line.plain for line in hint_lines(report, look)]
    names, why = _strong_pass(g, seat, "en")
    assert lines[0] == f"> strong bot: pass {names}"
    assert lines[1].startswith("  " + why)
    assert hint_summary(report, look).plain.startswith(f"strong bot: pass {names}{_short_why(g, seat, 'en')}  ")


def test_in_chinese_the_exchange_hint_names_the_tiles_as_the_table_does() -> None:
    g = Game(EXCHANGE, players=4, seed=5)
    report = hints.compute(EXCHANGE, g.view(0, log=0), "zh_TW")
    look = Look.make("zh_TW", False, True)
    lines = [line.plain for line in hint_lines(report, look)]
    names, why = _strong_pass(g, 0, "zh_TW")
    assert lines[0] == f"> 高手電腦：換出 {names}"
    assert lines[1].startswith("  " + why)


def _short_why(g: Game, seat: int, lang: str) -> str:
    """The strong bot's reason in the one line's few words: the suit given up, the hand's
    winnable shanten without it, the tiles of it held."""
    view = g.bot_view(seat, facts=True)
    suit = suit_given_up(StrongBot(EXCHANGE).choose(view))
    assert suit is not None
    shanten, held, _ = suit_costs(EXCHANGE, view, list(view.me.hand))[suit]  # type: ignore[union-attr]
    name = suit_name(suit).text(lang)
    if lang == "en":
        return f" (without {name}: shanten {shanten}, {held} held)"
    return f"（缺{name}：向聽 {shanten}，手上 {held} 張）"


@pytest.mark.parametrize(
    ("size", "lang", "seed", "why_fits"),
    [
        ((100, 30), "en", 4, True),
        ((80, 24), "en", 4, True),  # bamboo: the reason fits 80 columns
        ((80, 24), "zh_TW", 4, True),
        ((100, 30), "en", 8, True),
        ((80, 24), "en", 8, False),  # characters: 83 cells, so the line leaves the reason out
        ((80, 24), "zh_TW", 8, True),
    ],
)
async def test_at_the_table_the_hint_line_names_the_strong_bots_three_tiles_and_why_where_it_fits(
    size: tuple[int, int], lang: str, seed: int, why_fits: bool
) -> None:
    """The one line (at 80x24 and 100x30, where the side panel is hidden) named the three tiles
    and not the reason the panel gives; it gives it in short where the line has room."""
    settings = Settings(pace=0.0, hints=True, lang=lang)
    app = MahjongApp(settings, game=(EXCHANGE, [True, False, False, False], ["You", "B1", "B2", "B3"], seed))
    async with app.run_test(size=size) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen) and is_exchange(table.view.legal)
        names, _ = _strong_pass(table.session.game, 0, lang)
        why = _short_why(table.session.game, 0, lang)
        line = table.query_one("#hint-line", Line)
        await wait_until(pilot, lambda: "Shanten" in line.text.plain or "向聽：" in line.text.plain)
        said = "strong bot: pass" if lang == "en" else "高手電腦：換出"
        assert line.text.plain.startswith(f"{said} {names}{why if why_fits else ''}  "), line.text.plain
        assert line.text.cell_len <= line.size.width == size[0]


@pytest.mark.parametrize(("vid", "options"), [("sichuan", {"declare_void": True}), ("shaanxi", {})])
def test_the_other_reasoned_choices_after_the_deal_are_hinted_as_the_strong_bot_makes_them(
    vid: str, options: dict[str, bool]
) -> None:
    """Sichuan's void suit (定缺) and Shaanxi's stakes (下炮子) are read by the same function."""
    v = load_variant(vid, options=options)
    g = Game(v, players=4, seed=5)
    seat = next(s for s in range(4) if g.legal_actions(s))
    strong = StrongBot(v).choose(g.bot_view(seat, facts=True))
    report = hints.compute(v, g.view(seat, log=0), "en")
    lines = [line.plain for line in hint_lines(report, Look.make("en", False, True))]
    assert lines[0] == f"> strong bot: {action_text(strong, 'en')}"


async def test_the_hint_line_follows_a_resize_with_the_reason_or_without() -> None:
    """The line is measured when drawn: a window narrowed from 100 to 80 columns drops a reason
    that no longer fits (it would have been cut), and widened again gives it back."""
    settings = Settings(pace=0.0, hints=True)
    app = MahjongApp(settings, game=(EXCHANGE, [True, False, False, False], ["You", "B1", "B2", "B3"], 8))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        why = _short_why(table.session.game, 0, "en")
        line = table.query_one("#hint-line", Line)
        await wait_until(pilot, lambda: why in line.text.plain)
        await pilot.resize_terminal(80, 24)
        await wait_until(pilot, lambda: "Shanten" in line.text.plain and why not in line.text.plain)
        assert line.text.cell_len <= 80
        await pilot.resize_terminal(100, 30)
        await wait_until(pilot, lambda: why in line.text.plain)
