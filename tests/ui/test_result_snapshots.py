"""The result screen of one won hand for each kind of settlement, as SVG snapshots: every total
on it can be added up from what it shows (the fans, the value's steps, each payment's rule).

Hands are the first won hand of seeded bot games. Regenerate with
``pytest tests/ui/test_result_snapshots.py --snapshot-update`` (never in CI)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.app import App

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.view import SeatView
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import ResultScreen, payments_text
from mahjong_tui.variants import load_variant

CSS = Path(__file__).resolve().parents[2] / "mahjong_tui" / "ui" / "mahjong.tcss"

KINDS = {  # settlement kind: (variant, preset, seed)
    "mcr": ("mcr", None, 2),
    "exponential": ("sichuan", None, 1),
    "doubling": ("hebei", None, 1),
    "multiplier": ("wuhan", None, 1),
    "stakes": ("shaanxi", None, 1),
    "tai_points": ("haner32", None, 1),
    "chess_tai": ("xiangqi56", None, 1),
    "shares": ("mingjiang", None, 1),
}


def first_won_hand(vid: str, preset: str | None, seed: int) -> tuple[SeatView, object]:
    """The view, for the first winner, of the first hand a seeded bot game ends with a win."""
    variant = load_variant(vid, preset)
    game = Game(variant, seed=seed)
    bots = [BaselineBot(variant, seed=seed * 10 + i) for i in range(game.n)]
    for _ in range(50_000):
        st = game.state
        if st.phase is Phase.HAND_OVER and st.result is not None and st.result.wins and st.result.payments:
            return game.view(st.result.wins[0].seat), variant
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.bot_view(seat)))
    raise AssertionError("no won hand")


class ResultApp(App[None]):
    CSS_PATH = str(CSS)

    def __init__(self, view: SeatView, variant: object, lang: str = "en") -> None:
        super().__init__()
        self.view_ = view
        self.variant_ = variant
        self.lang = lang

    def on_mount(self) -> None:
        self.push_screen(ResultScreen(self.view_, self.variant_, Look.make(self.lang, False, True), last=False))


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_result_screen_explains_every_payment(snap_compare, kind: str) -> None:  # noqa: ANN001
    view, variant = first_won_hand(*KINDS[kind])
    assert snap_compare(ResultApp(view, variant), terminal_size=(120, 40))


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_win_payment_shows_how_it_is_reached(kind: str) -> None:
    """Beyond the picture: every payment of the winner's win says how its amount is reached, and
    the amounts on screen add up to the seats' changes."""
    view, _ = first_won_hand(*KINDS[kind])
    result = view.result
    assert result is not None
    for w in result.wins:
        for p in w.payments:
            if p.reason == "win" and p.amount:
                assert p.how, p
    text = payments_text(view, result, Look.make("en", False, True)).plain
    shown = [int(line.split(" pays ")[1].split(" ", 1)[0]) for line in text.splitlines() if " pays " in line]
    assert sorted(shown) == sorted(p.amount for p in result.payments)
    deltas = [0] * len(view.seats)
    for p in result.payments:
        if p.payer is not None:
            deltas[p.payer] -= p.amount
        if p.payee is not None:
            deltas[p.payee] += p.amount
    assert deltas == result.deltas


def test_chinese_payments_and_hands_take_chinese_colons_and_brackets() -> None:
    """In Chinese a payment read "(胡牌: 5 牌值 × 2 莊家 = 10)" and a hand "東 玩家: 三萬 …",
    English colon and brackets amid Chinese."""
    from mahjong_tui.ui.screens.result import hands_text

    view, _ = first_won_hand(*KINDS["doubling"])
    result = view.result
    assert result is not None
    zh = Look.make("zh_TW", False, True)
    payments = [line for line in payments_text(view, result, zh).plain.splitlines() if line]
    assert payments and all(line.endswith("）") and "（胡牌：" in line for line in payments if "胡牌" in line)
    assert not any(": " in line or "(" in line for line in payments), payments
    hands = hands_text(view, zh).plain.splitlines()
    assert hands and all("：" in line and ": " not in line for line in hands if line), hands
    english = payments_text(view, result, Look.make("en", False, True)).plain
    assert "  (win: " in english


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("kind", ["multiplier", "tai_points", "doubling", "exponential", "mcr"])
async def test_at_80x24_a_payment_or_a_hand_that_wraps_reads_as_one_entry(kind: str, lang: str) -> None:
    """At 80×24 a payment's formula and a revealed hand wrap, and their later lines began at the
    margin, where the next payer's or seat's line begins ("openings and kongs × 2 dealer = 64)",
    "七條"); 憨兒's total stood alone ("… factor) =" / "18000)"). Later lines stand in, a
    formula's "= total" stays on one line, and a tile or a meld is never parted ("三筒三筒三" /
    "筒▸")."""
    from textual.geometry import Region

    from mahjong_tui.ui.screens.result import hands_text

    view, variant = first_won_hand(*KINDS[kind])
    app = ResultApp(view, variant, lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.1)
        wrapped = 0
        heads = ("P", "E ", "S ", "W ", "N ", "The pot", "東 ", "南 ", "西 ", "北 ", "彩池")
        for name in ("#result-payments", "#result-hands"):
            widget = app.screen.query_one(name)
            lines = [s.text.rstrip() for s in widget.render_lines(Region(0, 0, *widget.size))]
            entries = [line for line in lines if line and not line.startswith(" ")]
            assert all(line.startswith(heads) for line in entries), lines
            wrapped += len([line for line in lines if line.startswith(" ")])
            assert not any(line.endswith(" =") for line in lines), lines
            if name == "#result-hands":
                shown = hands_text(view, Look.make(lang, False, True)).plain
                pieces = shown.replace("\xa0", " ").replace("\u2060", "").split()
                assert sorted(" ".join(lines).split()) == sorted(pieces), lines
        assert wrapped or kind in ("exponential", "mcr") or lang != "en", "nothing wrapped: the case shows nothing"


@pytest.mark.parametrize(("lang", "aside"), [("en", "Laid aside: 紅中"), ("zh_TW", "槓出：紅中")])
def test_tiles_laid_aside_are_named_so_in_the_revealed_hands_and_the_winners(lang: str, aside: str) -> None:
    """Wuhan: a 紅中 laid aside doubles the multiplier, but the result showed it after the
    melds like a meld of one tile ("五筒五筒五筒  紅中"), with nothing to say what it was (the
    table labels it)."""
    from mahjong_tui.table.actions import Act
    from mahjong_tui.ui.cjk_wrap import unglued
    from mahjong_tui.ui.screens.result import hand_text, hands_text

    from ..wuhan_help import do, rig

    game = rig(
        load_variant("wuhan", "kaikou"),
        {"S": "234678m226s7z[555p]^", "E": "1357m", "W": "1357p", "N": "1357s"},
        turn="S",
        drawn="7s",
        pad="8s",
    )
    do(game, "S", Act.SET_ASIDE, "7z")
    do(game, "S", Act.WIN)
    view = game.view(1)
    assert view.result is not None
    look = Look.make(lang, False, True)
    south = unglued(hands_text(view, look).plain).splitlines()[1]
    assert south.endswith(f"五筒五筒五筒▴  {aside}"), south
    won = unglued(hand_text(view.result.wins[0].hand, look).plain)
    assert won.endswith(f"五筒五筒五筒  {aside}  + 八條"), won
