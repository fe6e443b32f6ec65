"""The exchange of three (換三張) at the table: a person marks three tiles of one suit in the hand
with the cursor and ``o``, sees them marked, and confirms; a tile of another suit is refused."""

from __future__ import annotations

from collections import Counter

from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.screens.confirm import ConfirmScreen
from mahjong_tui.ui.screens.exchange_pick import is_exchange, pick_for, toggled
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.ui.tiles import face
from mahjong_tui.ui.widgets.seat import Line
from mahjong_tui.variants import load_variant

from .conftest import needs_player, wait_until


async def _select(pilot, table: TableScreen, index: int) -> None:  # noqa: ANN001
    hand = table.hand
    while hand.selected != index:
        await pilot.press("right" if (hand.selected or 0) < index else "left")


def _exchange_app() -> MahjongApp:
    """Sichuan with the exchange of three, a person in the first seat and bots at once."""
    v = load_variant("sichuan", options={"exchange_three": True})
    return MahjongApp(Settings(pace=0.0), game=(v, [True, False, False, False], ["You", "B1", "B2", "B3"], 4))


async def _exchange_table(pilot, app: MahjongApp) -> TableScreen:  # noqa: ANN001
    """The table once it asks the person for the tiles to pass."""
    await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
    table = app.screen
    assert isinstance(table, TableScreen)
    return table


async def test_a_person_marks_three_tiles_of_one_suit_and_passes_them() -> None:
    app = _exchange_app()
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _exchange_table(pilot, app)
        assert is_exchange(table.view.legal)
        # how to mark stands in the prompt line while the exchange is asked: a toast had covered
        # the hand's right end for 8 s, then the prompt said only "Make your choice (o)."
        prompt = table.query_one("#prompt", Line)
        assert prompt.text.plain == "Pass three tiles of one suit: mark each with o (o again unmarks)"
        assert not app._notifications
        tiles = list(table.hand.tiles)
        before = Counter(table.session.game.state.seats[0].hand)
        want = table.view.legal[-1].tiles
        indices = []
        for t in want:
            indices.append(next(i for i, x in enumerate(tiles) if x == t and i not in indices))
        other = next(i for i, x in enumerate(tiles) if K.suit_of(x) != K.suit_of(want[0]))
        await _select(pilot, table, indices[0])
        await pilot.press("o")
        assert table.marked == (indices[0],) and table.hand.picked == frozenset({indices[0]})
        await _select(pilot, table, other)
        await pilot.press("o")  # another suit: refused, nothing marked
        assert table.marked == (indices[0],)
        await _select(pilot, table, indices[0])
        await pilot.press("o")  # unmark
        assert table.marked == ()
        for i in indices:
            await _select(pilot, table, i)
            await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        faces = " ".join(face(t).small.strip() for t in sorted(want))  # as the hand draws them, not "1p 1p 4p"
        assert app.screen.question == f"Pass {faces}?"  # type: ignore[attr-defined]
        await pilot.press("y")
        game = table.session.game
        await wait_until(pilot, lambda: game.phase is not Phase.SETUP)
        gave = [e for e in game.events if e.seat == 0 and e.data.get("gave")]
        assert [K.code(t) for t in gave[0].tiles] == [K.code(t) for t in sorted(want)]
        got = [K.from_code(c) for c in gave[0].data["got"]]
        assert len(got) == 3 and len({K.suit_of(t) for t in got}) == 1
        assert sum(before.values()) in (13, 14)
        assert table.marked == () and table.hand.picked == frozenset()


def test_marks_are_refused_past_three_and_across_suits() -> None:
    tiles = [0, 1, 2, 3, 9, 18]  # 1m 2m 3m 4m 1p 1s
    marked, why = toggled((), 0, tiles)
    assert marked == (0,) and why is None
    marked, why = toggled(marked, 4, tiles)
    assert marked == (0,) and why is not None and "one suit" in why.text("en")
    marked, _ = toggled(marked, 1, tiles)
    marked, _ = toggled(marked, 2, tiles)
    assert marked == (0, 1, 2)
    same, why = toggled(marked, 3, tiles)
    assert same == marked and why is not None and why.text("zh") == "已標記三張：先取消一張"
    assert toggled(marked, 1, tiles)[0] == (0, 2)
    assert pick_for([], marked, tiles) is None


def test_the_log_tells_the_dice_and_each_seat_only_its_own_tiles() -> None:
    from mahjong_tui.engine import Game
    from mahjong_tui.table.event_kinds import EventKind
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    v = load_variant("sichuan", options={"exchange_three": True})
    game = Game(v, seed=7)
    for seat in range(4):
        game.apply(game.legal_actions(seat)[-1])
    names = ["E", "S", "W", "N"]
    events = [e for e in game.events if e.kind is EventKind.CHOICE]
    for lang, dice_word, other in (
        ("en", "Exchange of three: dice", "S passes three tiles"),
        ("zh_TW", "換三張：骰子", "S 換出三張"),
    ):
        d = Describer(lang, True, palette(True), names)
        lines = [d.event(e.for_seat(0), 0) for e in events]
        text = [t.plain for t in lines if t is not None]
        assert text[0].startswith(dice_word)
        own = next(e for e in events if e.seat == 0)
        assert all(K.code(t) in text[1] for t in own.tiles) and text[1].startswith("E ")
        assert other in text


async def test_the_footer_has_no_discard_nor_claim_key_while_tiles_are_marked_to_pass() -> None:
    """Sichuan's footer said "Enter Discard", "p Pung", "w Win" … during the exchange of three,
    where those keys do nothing; they come back once the exchange is done."""
    from textual.widgets import Footer

    def keys() -> set[str]:
        return {k.key_display for k in app.screen.query_one(Footer).query("FooterKey")}  # type: ignore[attr-defined]

    app = _exchange_app()
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _exchange_table(pilot, app)
        await pilot.pause()
        assert is_exchange(table.view.legal)
        assert not keys() & {"Enter", "p", "k", "w", "x"} and "?" in keys(), keys()
        tiles, want, indices = list(table.hand.tiles), table.view.legal[-1].tiles, []
        for t in want:
            indices.append(next(i for i, x in enumerate(tiles) if x == t and i not in indices))
        for i in indices:
            await _select(pilot, table, i)
            await pilot.press("o")
        await wait_until(pilot, lambda: isinstance(app.screen, ConfirmScreen))
        await pilot.press("y")
        await wait_until(pilot, lambda: table.session.game.phase is not Phase.SETUP and needs_player(app))
        await pilot.pause()
        assert {"Enter", "p", "k", "w", "x"} <= keys(), keys()


async def test_marking_by_position_keys_marks_the_tiles_typed() -> None:
    """1, o, 2, o marks the first two tiles (the "1" waited for a second digit across the o and
    the 2 picked the 12th tile)."""
    app = _exchange_app()
    async with app.run_test(size=(120, 40)) as pilot:
        table = await _exchange_table(pilot, app)
        tiles = table.hand.tiles
        assert K.suit_of(tiles[0]) == K.suit_of(tiles[1])  # sorted: the first two share a suit here
        await pilot.press("1", "o", "2", "o")
        assert table.marked == (0, 1)


def test_every_pass_offered_names_its_tiles_as_the_table_draws_them() -> None:
    """A pick's own words (its label, which a list of choices or a refusal shows) named the tiles
    by code, "Pass 1p 1p 4p", where the table draws 一筒 and the confirmation said so."""
    from mahjong_tui.engine import Game
    from mahjong_tui.tiles.faces import tile_label
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    game = Game(load_variant("sichuan", options={"exchange_three": True}), seed=7)
    picks = game.legal_actions(0)
    assert is_exchange(picks)
    for lang, word in (("en", "Pass"), ("zh_TW", "換出"), ("zh_CN", "换出")):
        for ascii_only in (False, True):
            d = Describer(lang, ascii_only, palette(ascii_only), ["E", "S", "W", "N"])
            for pick in picks:
                faces = " ".join(tile_label(t, ascii_only, lang) for t in pick.tiles)
                assert d.action(pick).plain == f"{word} {faces}"
