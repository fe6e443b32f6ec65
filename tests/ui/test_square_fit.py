"""The centre square says everything it has to at 80×24: 明將's ranks 3 and 4 and MCR's flowers
were cut off below it, with blank rows around it."""

from __future__ import annotations

from dataclasses import replace

import pytest
from rich.text import Text

from mahjong_tui.engine.view import MeldView
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.cjk_wrap import unglued
from mahjong_tui.ui.layout import positions
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.widgets.board import show_board
from mahjong_tui.ui.widgets.square_fit import Group, every_line, fitted, short_title
from mahjong_tui.ui.widgets.status import StatusPanel
from mahjong_tui.variants.loader import Catalog, builtin_dir, resolve
from mahjong_tui.variants.model import Variant

from ..window_sizes import settle
from .conftest import needs_player, wait_until

BUILTIN = Catalog(dirs=[(builtin_dir(), True)])


def _squashed(text: str) -> str:
    """``text`` without its spaces and the glue that keeps a Chinese name on one line ("電腦 2" with word joiners):
    what is said, however it is laid out."""
    return "".join(unglued(text).split())


def _says_all(shown: list[Text], lines: list[Text]) -> bool:
    """Whether ``shown`` says every one of ``lines`` in order (the first, the variant's name,
    may go without its gloss)."""
    said = _squashed("".join(x.plain for x in shown))
    rest = "".join(x.plain for x in lines[1:])
    return said in {_squashed(x.plain + rest) for x in (lines[0], short_title(lines[0]))}


def test_a_short_square_packs_a_groups_short_lines_and_keeps_every_one() -> None:
    """明將 at 80×24: more lines than rows of 22 cells. The name loses its gloss, the ranks go
    two to a line where they fit, the flowers' label heads their first line; no group's line
    joins another's (the dealer's beside the flowers'). The standings pack first, the facts last,
    as few as it takes."""
    title = Group([Text("Mingjiang Mahjong (Japanese-style table, Hong Kong scoring)")])
    facts = Group([Text(x) for x in ("Turn: Player", "Wall 69", "Round East · Hand 1", "Dealer Player")])
    flowers = Group([Text("E Player 梅１"), Text("S Bot 2 蘭２ 夏２")], Text("Bonus: "))
    match = Group([Text(x) for x in ("Return 180", "1. Ann 150", "2. Bob 150", "3. Cy 150", "4. Di 150")])
    groups = [title, facts, flowers, match]
    shown = [x.plain for x in fitted(groups, 22, 9)]
    assert shown == [
        "Mingjiang Mahjong",
        "Turn: Player  Wall 69",
        "Round East · Hand 1",
        "Dealer Player",
        "Bonus: E Player 梅１",
        "S Bot 2 蘭２ 夏２",
        "Return 180  1. Ann 150",
        "2. Bob 150  3. Cy 150",
        "4. Di 150",
    ]
    two_short = [x.plain for x in fitted(groups, 22, 11)]  # the standings packed, nothing else
    assert two_short[1:6] == ["Turn: Player", "Wall 69", "Round East · Hand 1", "Dealer Player", "Bonus:"]
    assert two_short[8:] == ["Return 180  1. Ann 150", "2. Bob 150  3. Cy 150", "4. Di 150"]
    roomy = [x.plain for x in fitted(groups, 22, 20)]  # room enough: the name whole, a line each
    assert roomy[:3] == ["Mingjiang Mahjong", "(Japanese-style table,", "Hong Kong scoring)"]
    assert roomy[6:11] == ["Dealer Player", "Bonus:", "E Player 梅１", "S Bot 2 蘭２ 夏２", "Return 180"]
    assert len(roomy) == 15


def test_a_full_square_packs_no_more_lines_than_it_takes_and_leaves_no_row_empty() -> None:
    """The Malaysian square at 80×24, full of flowers and animals: one line too many, and packing
    the whole standings took two, so the square kept an empty row. A group's lines are packed
    from its first only as far as it takes: the last two standings stay a line each."""
    title = Group([Text("Malaysian Three-Player Mahjong")])
    facts = Group([Text(x) for x in ("Turn: P1", "Wall 20", "Hand 1", "Dealer P3")])
    flowers = Group(
        [
            Text(x)
            for x in ("S P1 竹４ 貓咪 公雞", "W P2 蘭２ 秋３ 冬４ 蜈蚣 男頭 男頭 女頭 女頭", "E P3 菊３ 春１ 夏２ 老鼠")
        ],
        Text("Bonus: "),
    )
    match = Group([Text(x) for x in ("1. P3 0", "2. P1 0", "3. P2 0", "0/12 played")])
    groups = [title, facts, flowers, match]
    assert len(fitted(groups, 24, 20)) == 15  # a line each: one more than the 14 rows
    shown = fitted(groups, 24, 14)
    assert [x.plain for x in shown[-3:]] == ["1. P3 0  2. P1 0", "3. P2 0", "0/12 played"]
    assert len(shown) == 14 and _says_all(shown, every_line(groups))


def _variant(vid: str) -> Variant:
    vf = BUILTIN.get(vid)
    cfg, preset_id, chosen = resolve(vf, None, None)
    return Variant(cfg, preset_id, chosen, vf.display_path)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("vid", BUILTIN.ids())
async def test_the_square_says_everything_at_80x24_with_a_game_under_way(vid: str, lang: str) -> None:
    """Every variant at 80×24 late in a hand: every bonus tile out, a kong across the table
    (one line fewer for the square), a dealer's streak where the dealer can keep the deal and
    drawn hands in a row where they are counted. Nothing the square has to say is dropped."""
    variant = _variant(vid)
    seats = max(variant.seats)
    names = ["Player"] + [f"Bot {i + 1}" for i in range(1, seats)]
    app = MahjongApp(Settings(pace=0.0, lang=lang), game=(variant, [i == 0 for i in range(seats)], names, 3))
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(5):  # past the variant's own choices before the first discard
            await wait_until(pilot, lambda: needs_player(app))
            if isinstance(app.screen, TableScreen) and app.screen.view.legal:
                break
            await pilot.press("enter")
        table = app.screen
        assert isinstance(table, TableScreen)
        view = table.view
        bonus = list(variant.tileset.bonus_kinds)
        others = [replace(s, bonus=bonus[i::seats]) for i, s in enumerate(view.seats)]
        across = {p: s for s, p in positions(seats, view.viewer or 0).items()}.get("top", 1)
        tile = variant.tileset.natural_kinds[0]
        kong = MeldView(Meld(MeldKind.KONG, (tile,) * 4, claimed=tile), (across + 1) % seats, 4)
        others[across] = replace(others[across], melds=[kong])
        rotation = variant.cfg.match.rotation
        late = replace(
            view,
            seats=others,
            streak=2 if rotation != "every_hand" else 0,
            draws_in_a_row=1 if rotation == "dealer_keeps" else 0,
        )
        show_board(table, late, variant, table.look)
        await settle(pilot)  # a pause alone left the square its former height on a busy machine
        square = table.query_one(StatusPanel)
        shown = square.render().plain.splitlines()
        assert len(shown) <= square.content_size.height, shown
        assert _says_all([Text(x) for x in shown], square.lines), shown


def test_a_flowers_line_breaks_between_tiles_never_inside_one() -> None:
    """MCR in Chinese at 80×24: a seat's fourth flower went "北 電腦 4 梅１ 竹４ 春" / "１ 秋３"."""
    flowers = Group([Text("北 電腦 4 梅１ 竹４ 春１ 秋３"), Text("S Player 梅１ 竹４ 秋３ 老鼠 男頭")], Text("花："))
    lines = [x.plain for x in fitted([Group([Text("國標麻將")]), flowers], 22, 10)]
    assert lines == ["國標麻將", "花：", "北 電腦 4 梅１ 竹４", "  春１ 秋３", "S Player 梅１ 竹４", "  秋３ 老鼠 男頭"]


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_a_name_in_the_ready_and_won_lines_is_never_broken(lang: str) -> None:
    """象棋麻將 at 80×24 with three seats ready: "聽：電腦 2、電腦 3、電" / "腦 4", a bot's name
    broken in two. The names of the ready and of the won are each one piece."""
    from mahjong_tui.engine.game import Game
    from mahjong_tui.messages import default_seat_name
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.widgets.status import status_groups
    from mahjong_tui.variants import load_variant

    variant = load_variant("xiangqi56")
    view = Game(variant, seed=1).view(0)
    names = [default_seat_name(lang, n) for n in ("Player", "Bot 2", "Bot 3", "Bot 4")]
    seats = [replace(s, name=names[s.seat], ready=s.seat > 0, won=s.seat > 1) for s in view.seats]
    groups = status_groups(replace(view, seats=seats), variant, Look.make(lang, False, True))
    for width in range(12, 30):
        shown = [line.plain for line in fitted(groups, width, 40)]
        for name in names[1:]:
            assert sum(line.count(name) for line in shown) == 2 - (name == names[1]), (width, shown)
