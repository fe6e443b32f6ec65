"""The hints at the table speak the judge's words: a wait that wins only self-drawn says why, a
recommended discard is a legal action, and the false-win question gives the judge's reason."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.table.actions import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens import prompts
from mahjong_tui.ui.widgets.log import hint_lines
from mahjong_tui.variants import load_variant

from ..chess_helpers import table
from ..position import position


def _after_ponging_white():  # noqa: ANN202 - (variant, game)
    mcr = load_variant("mcr")
    g = position(mcr, {"E": "66p567s[234p]<[666z]^[555z]>"}, turn="E")
    g.state.must_discard = True  # the pung of 白 was just made
    g._legal_cache = {}
    return mcr, g


def test_after_ponging_white_the_hints_follow_the_strong_bot_and_give_the_judges_words() -> None:
    """The best discard is the strong bot's (5s, whose waits win only self-drawn: the strong
    bot keeps it for its acceptance); the judge's reasons for every wait are still shown."""
    mcr, g = _after_ponging_white()
    report = hints.compute(mcr, g.view(0), "en")
    assert report is not None
    strong = StrongBot(mcr).choose(g.bot_view(0))
    assert report.recommended == strong and report.recommended in g.legal_actions(0)
    assert report.discards[0].tile == strong.tile and report.discards[0].pick
    assert {"6s", "6p"} <= {K.code(d.tile) for d in report.discards}
    five = next(d for d in report.discards if K.code(d.tile) == "5s")
    assert five.accept == 7 and [w.how for w in five.waits] == ["self_draw", "self_draw"]
    text = "\n".join(line.plain for line in hint_lines(report, Look.make("en", True, True)))
    assert "self-draw only: 7 fan: under the minimum of 8" in text
    zh = hints.compute(mcr, g.view(0), "zh_TW")
    assert zh is not None
    lines = "\n".join(line.plain for line in hint_lines(zh, Look.make("zh_TW", True, True)))
    assert "只能自摸：7番，不到起和的8番" in lines


def test_the_false_win_question_gives_the_judges_reason() -> None:
    my = load_variant("malaysia3p")
    g = position(my, {"E": "123p456p789p5p [777z]", "S": "1112223334445z"}, turn="S", drawn="5p")
    g.apply(next(a for a in g.legal_actions(1) if a.type is Act.DISCARD and a.tile == K.from_code("5p")))
    win = next(a for a in g.legal_actions(0) if a.type is Act.WIN)
    assert win.false_win
    text = prompts.question(win, my, g.view(0), Look.make("en", True, True))
    assert "fan: under the minimum of 5" in text


def test_a_complete_hand_on_turn_says_so_and_still_lists_legal_discards() -> None:
    mcr = load_variant("mcr")
    g = position(mcr, {"E": "123m456p789s1122z"}, turn="E", drawn="1z")
    report = hints.compute(mcr, g.view(0), "en")
    assert report is not None and report.shanten == -1
    assert hint_lines(report, Look.make("en", True, True))[0].plain == "Complete hand"
    assert report.recommended in g.legal_actions(0)


def test_three_suits_are_no_ready_hand_in_sichuan() -> None:
    sc = load_variant("sichuan")
    g = position(sc, {"E": "123m456p789s1122m"}, turn="S", drawn="9s")
    report = hints.compute(sc, g.view(0), "en")
    assert report is not None and report.shanten == 3  # a suit of three tiles to replace
    assert report.waits and all(w.how == "none" for w in report.waits)
    assert "three suits" in (report.waits[0].not_win or "")


def test_a_discard_whose_every_wait_is_held_in_full_is_no_ready_hint() -> None:
    """xiangqi32 has two 俥 and two 傌: rR rR rH rH rC can discard only to hands waiting on a kind
    they then hold in full, so no discard makes it ready; the hints said 0 for rR and rH. Nor
    does any piece that can still come ready rR rR rH rH, what discarding rC leaves: it is 2 at
    least, and no best discard beside rR and rH (it had been one, at 1)."""
    x32 = load_variant("xiangqi32")
    g = table(x32, {"E": "rR rR rH rH rC"}, turn="E")
    report = hints.compute(x32, g.view(0), "en")
    assert report is not None and report.shanten == 1
    assert report.discards and all(d.shanten == 1 and not d.waits for d in report.discards if d.best)
    assert {K.code(d.tile) for d in report.discards if d.best} == {"rR", "rH"}
    assert {K.code(d.tile): d.shanten for d in report.discards if not d.best} == {"rC": 2}
