"""The strong bot asks the judge with the facts the table judges by: its views carry the seat's
``win_facts`` (bans, furiten, own discards, void, stakes, streak …), while the bots that never
ask the judge are spared building them. Before, the strong bot built a request of the variant,
winds and players only, so a 明將 wait on its own discards or a Shaanxi stake was invisible to it."""

from __future__ import annotations

from mahjong_tui.bots.levels import make_bot
from mahjong_tui.bots.strong.value import view_facts
from mahjong_tui.engine.facts import win_facts
from mahjong_tui.engine.game import Game
from mahjong_tui.play.loop import PlayLoop
from mahjong_tui.table.actions import Act
from mahjong_tui.variants import load_variant


def test_the_strong_bot_judges_with_the_tables_facts() -> None:
    """明將: every decision of the strong seat, its judge's facts equal the table's win facts for
    it at that moment, own discards included once it has discarded."""
    v = load_variant("mingjiang")
    game = Game(v, seed=4)
    bots = {s: make_bot("strong" if s == 0 else "normal", v, s) for s in range(game.n)}
    loop = PlayLoop(game, bots)
    strong = bots[0]
    choose = strong.choose
    checked: list[bool] = []

    def spy(view):  # noqa: ANN001, ANN202
        facts = view_facts(v, view)
        assert facts == win_facts(game, 0)
        checked.append("own_discards" in facts)
        return choose(view)

    strong.choose = spy  # type: ignore[method-assign]
    for _ in range(60):
        acting = game.to_act()
        if not acting:
            break
        game.apply(loop.bot_action(acting[0]))
    assert len(checked) >= 5 and any(checked)


def test_bots_that_never_judge_are_spared_the_facts() -> None:
    v = load_variant("mcr")
    game = Game(v, seed=2)
    normal, strong = make_bot("normal", v, 1), make_bot("strong", v, 2)
    assert not normal.reads_win_facts and strong.reads_win_facts
    seat = game.to_act()[0]
    assert game.bot_view(seat).win_facts == {}
    assert game.bot_view(seat, facts=True).win_facts == win_facts(game, seat)
    assert Act.DISCARD in {a.type for a in game.bot_view(seat, facts=True).legal}
