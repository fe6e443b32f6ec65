"""While a claim on another's tile is offered, the hints give the strong bot's answer first (the
choice the review compares against), in the review's words, then the other choices offered."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine.game import Game
from mahjong_tui.table.actions import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.widgets.log import hint_lines, hint_summary
from mahjong_tui.variants import load_variant

from ..position import position

BEIJING = load_variant("beijing")


def _five_wan_offered(hand: str) -> Game:
    """South discards 五萬 to East, who holds ``hand``."""
    g = position(BEIJING, {"E": hand, "S": "1112223334445z"}, turn="S", drawn="5m")
    g.apply(next(a for a in g.legal_actions(1) if a.type is Act.DISCARD and a.tile == K.from_code("5m")))
    return g


def _panel(g: Game, lang: str) -> tuple[list[str], str]:
    report = hints.compute(BEIJING, g.view(0), lang)
    look = Look.make(lang, False, True)
    return [line.plain for line in hint_lines(report, look)], hint_summary(report, look).plain


def test_a_pung_offered_is_hinted_as_the_strong_bot_answers_it() -> None:
    g = _five_wan_offered("55m123p456s78s99p1z")
    assert {a.type for a in g.legal_actions(0)} == {Act.PUNG, Act.PASS}
    report = hints.compute(BEIJING, g.view(0), "en")
    assert report is not None and report.claim is not None
    strong = StrongBot(BEIJING).choose(g.bot_view(0))
    assert report.claim.pick == strong and strong.type is Act.PUNG
    lines, summary = _panel(g, "en")
    assert lines[:3] == [
        "Strong bot on this tile:",
        "> pung 五萬: shanten 0, 15 tiles in, then discard 東風",
        "  pass: shanten 1, 18 tiles in",
    ]
    assert summary.startswith("strong bot: pung 五萬 (0/15)  Shanten: 1")


def test_in_chinese_a_win_offered_is_named_first_then_the_pung_and_the_pass() -> None:
    g = _five_wan_offered("55m123p456s789s77p")  # 五萬 completes the hand
    strong = StrongBot(BEIJING).choose(g.bot_view(0))
    assert strong.type is Act.WIN
    lines, summary = _panel(g, "zh_TW")
    assert [line.split("：")[0] for line in lines[:4]] == ["高手電腦對這張牌", "> 胡 五萬", "  碰 五萬", "  不要"]
    assert summary.startswith("高手電腦：胡 五萬  ")


def test_a_discard_at_ones_turn_gets_no_claim_hint() -> None:
    g = position(BEIJING, {"E": "55m123p456s78s99p1z"}, turn="E", drawn="2z")
    report = hints.compute(BEIJING, g.view(0), "en")
    assert report is not None and report.claim is None and report.discards


def test_a_win_the_strong_bot_lets_go_is_advised_as_a_pass_with_the_reviews_reason() -> None:
    """Hebei's strong bot passes a cheap win on a discard for the self-draw all three pay
    (the position of tests/test_strong_self_draw_pass.py)."""
    hebei = load_variant("hebei")
    g = position(hebei, {"E": "123m456m789m55p45s", "S": "1z", "W": "1z", "N": "1z"}, turn="N", drawn="3s", size=60)
    g.apply(next(a for a in g.legal_actions(3) if a.type is Act.DISCARD and a.tile == K.from_code("3s")))
    assert StrongBot(hebei).choose(g.bot_view(0)).type is Act.PASS
    report = hints.compute(hebei, g.view(0), "en")
    assert report is not None and report.claim is not None and report.claim.passes_win
    lines = [line.plain for line in hint_lines(report, Look.make("en", False, True))]
    assert lines[:4] == [
        "Strong bot on this tile:",
        "> pass",
        "  the strong bot lets this win go, waiting for one that pays more (a self-draw, or a dearer hand)",
        "  win on 三條",
    ]  # a win offered is answered in words, not figures


def test_the_discard_after_a_claim_is_named_as_the_other_hint_lines_name_a_piece() -> None:
    """A chess claim hint read "chow (馬) (包) + (車): ..., then discard 象", the piece it would
    discard bare where the chow and the helpful pieces beside it are bracketed."""
    from mahjong_tui.ui.tiles import tile_word

    chess = load_variant("xiangqi32")
    g = position(chess, {"E": "bH bC bE rS", "N": "rA rA bS bS"}, turn="N", drawn="bR")
    g.apply(next(a for a in g.legal_actions(3) if a.type is Act.DISCARD and a.tile == K.from_code("bR")))
    report = hints.compute(chess, g.view(0), "en")
    assert report is not None and report.claim is not None
    then = report.claim.reading.of(report.claim.pick)
    assert then is not None and then.then is not None and then.then.tile is not None
    for ascii_only in (False, True):
        for lang in ("en", "zh_TW", "zh_CN"):
            look = Look.make(lang, ascii_only, True)
            word = tile_word(then.then.tile, ascii_only, lang)
            assert word.startswith("(") and word.endswith(")"), word
            pick = hint_lines(hints.compute(chess, g.view(0), lang), look)[1].plain
            assert pick.endswith(word), pick
