"""A blood battle's result says when the wall ran out: the hand went on after its wins and ended
with the draw settlement (flower pigs, not ready), which the winners' lines alone do not tell."""

from __future__ import annotations

from textual.app import App
from textual.widgets import Static

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.view import SeatView
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import ResultScreen
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.model import Variant

from .test_result_snapshots import CSS


def won_hand_the_wall_ended() -> tuple[SeatView, Variant]:
    """The first hand of a seeded blood battle of bots that has a win and ends as the wall runs out."""
    variant = load_variant("sichuan", "xuezhan")
    game = Game(variant, seed=3)
    bots = [BaselineBot(variant, seed=30 + i) for i in range(game.n)]
    for _ in range(200_000):
        st = game.state
        if st.phase is Phase.HAND_OVER and st.result is not None and st.result.wins and st.result.exhaustive:
            return game.view(0), variant
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.bot_view(seat)))
    raise AssertionError("no such hand")


class ResultApp(App[None]):
    CSS_PATH = str(CSS)

    def __init__(self, view: SeatView, variant: Variant, lang: str) -> None:
        super().__init__()
        self.view_, self.variant_, self.lang = view, variant, lang

    def on_mount(self) -> None:
        self.push_screen(ResultScreen(self.view_, self.variant_, Look.make(self.lang, False, True), last=False))


async def test_a_blood_battle_won_and_then_drawn_says_the_wall_ran_out() -> None:
    view, variant = won_hand_the_wall_ended()
    for lang, said in (("en", "the wall is empty"), ("zh_TW", "牌摸完了")):
        app = ResultApp(view, variant, lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            shown = " ".join(str(getattr(s.content, "plain", s.content)) for s in app.screen.query(Static))
            assert said in shown, shown
