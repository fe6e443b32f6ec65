"""A claim decision (chow, pung, kong or pass on another's tile) is measured as a discard is: the
review's "gave up" line and the hints give what each choice leaves (shanten, tiles in, the
discard the strong bot makes next, value), from one evaluation
(:func:`mahjong_tui.review.strong_eval.read_claims`); several chows of one tile are named by
their tiles, as the table's "Which chow?" names them."""

from __future__ import annotations

from dataclasses import replace

from mahjong_tui.engine.game import Game
from mahjong_tui.review.decisions import Decision, HandReview, review_decision
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.cjk_wrap import unglued
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.review_text import action_text, decision_lines
from mahjong_tui.ui.widgets.log import hint_lines, hint_summary
from mahjong_tui.variants import load_variant

from ..position import position

BEIJING = load_variant("beijing")
NAMES = ["Ann", "Bo", "Cy", "Di"]


def _five_wan_offered(hand: str, by: str = "S") -> Game:
    """``by`` discards 五萬 to East, who holds ``hand`` (North sits on East's left: a chow)."""
    seat = "ESWN".index(by)
    g = position(BEIJING, {"E": hand, by: "1112223334445z"}, turn=by, drawn="5m")
    g.apply(next(a for a in g.legal_actions(seat) if a.type is Act.DISCARD and a.tile == K.from_code("5m")))
    return g


def _reviewed(g: Game, chosen: Action) -> Decision:
    hand = HandReview(1)
    review_decision(BEIJING, g, chosen, 7, hand)
    assert len(hand.differing) == 1
    return hand.differing[0]


def _lines(d: Decision, lang: str) -> list[str]:
    """The decision's lines as plain text (no glue between the words kept together)."""
    return [unglued(line).strip() for line in decision_lines(d, NAMES, lang)]


def _offered(g: Game, kind: Act) -> Action:
    return next(a for a in g.legal_actions(0) if a.type is kind)


def test_a_pung_the_strong_bot_passes_gives_up_figures() -> None:
    g = _five_wan_offered("55m12389p456s789s")  # ready now on 七筒; the pung waits on fewer
    d = _reviewed(g, _offered(g, Act.PUNG))
    assert d.strong.type is Act.PASS
    lines = _lines(d, "en")
    assert lines[1:] == [
        "you: pung 五萬; strong bot: pass",
        "yours: shanten 0, 7 tiles in, then discard 八筒, value 1, danger -",
        "strong bot's: shanten 0, 8 tiles in, value 2, danger -",
        "gave up: 1 tile of acceptance, 1 of value",
    ]


def test_a_pass_makes_no_discard_so_its_safety_is_not_compared() -> None:
    """Against a pass, the pung's discard read "safety (danger safe (2%) instead of safe (0%))"
    in tmux: the pass has no discard to be safe."""
    g = _five_wan_offered("55m12389p456s789s")
    d = _reviewed(g, _offered(g, Act.PUNG))
    assert d.chosen_claim is not None and d.chosen_claim.then is not None and d.strong_claim is not None
    assert d.strong_claim.danger is None
    pung = replace(d.chosen_claim, then=replace(d.chosen_claim.then, danger=0.5))
    d = replace(d, chosen_claim=pung, defending=True, readiness=1.0)
    assert _lines(d, "en")[-1] == "gave up: 1 tile of acceptance, 1 of value"
    assert "danger medium (50%)" in _lines(d, "en")[2]


def test_a_pung_let_go_gives_up_speed_in_both_languages() -> None:
    g = _five_wan_offered("55m123p456s78s99p1z")
    d = _reviewed(g, _offered(g, Act.PASS))
    assert d.strong.type is Act.PUNG
    en = _lines(d, "en")
    assert en[-1] == "gave up: 1 step of speed"
    zh = _lines(d, "zh_TW")
    assert zh[1:] == [
        "你：不要；高手電腦：碰 五萬",
        "你的：向聽 1，進張 18，價值 2，危險度：-",
        "高手的：向聽 0，進張 15，再打 東風，價值 1，危險度：-",
        "損失：慢了 1 步",
    ]


def test_the_hint_on_a_pung_offered_gives_the_reviews_figures() -> None:
    g = _five_wan_offered("55m123p456s78s99p1z")
    d = _reviewed(g, _offered(g, Act.PASS))
    report = hints.compute(BEIJING, g.view(0), "en")
    assert report is not None and report.claim is not None
    hint = report.claim.reading
    assert d.strong_claim is not None and d.chosen_claim is not None
    for ev in (d.strong_claim, d.chosen_claim):
        shown = hint.of(ev.action)
        assert shown is not None
        assert (shown.shanten, shown.tiles_in, shown.value, shown.then) == (ev.shanten, ev.tiles_in, ev.value, ev.then)
    look = Look.make("en", False, True)
    lines = [line.plain for line in hint_lines(report, look)]
    assert lines[:3] == [
        "Strong bot on this tile:",
        "> pung 五萬: shanten 0, 15 tiles in, then discard 東風",
        "  pass: shanten 1, 18 tiles in",
    ]
    assert hint_summary(report, look).plain.startswith("strong bot: pung 五萬 (0/15)  Shanten: 1")
    in_chinese = hints.compute(BEIJING, g.view(0), "zh_TW")
    zh = [line.plain for line in hint_lines(in_chinese, Look.make("zh_TW", False, True))]
    assert zh[1:3] == ["> 碰 五萬：向聽 0，進張 15，再打 東風", "  不要：向聽 1，進張 18"]


def test_two_chows_of_one_tile_are_named_apart() -> None:
    g = _five_wan_offered("3467m55p456s78s9p1z", by="N")
    chows = [a for a in g.legal_actions(0) if a.type is Act.CHOW]
    assert len(chows) == 3
    named = {action_text(a, "en") for a in chows}
    assert named == {"chow 三萬 四萬 + 五萬", "chow 四萬 六萬 + 五萬", "chow 六萬 七萬 + 五萬"}
    assert action_text(chows[0], "zh_TW") == "吃 三萬 四萬 + 五萬"
    report = hints.compute(BEIJING, g.view(0), "en")
    lines = [line.plain for line in hint_lines(report, Look.make("en", False, True))]
    assert len([line for line in lines if "chow " in line]) == 3
    d = _reviewed(g, next(a for a in chows if a.tiles == (K.from_code("4m"), K.from_code("6m"))))
    text = "\n".join(_lines(d, "en"))
    assert "you: chow 四萬 六萬 + 五萬; strong bot: chow 三萬 四萬 + 五萬" in text
    assert "gave up: 1 step of speed" in text


def test_a_claim_no_figure_tells_apart_keeps_the_plan_words() -> None:
    g = _five_wan_offered("3467m55p456s78s9p1z", by="N")
    seven = next(a for a in g.legal_actions(0) if a.type is Act.CHOW and K.from_code("7m") in a.tiles)
    d = _reviewed(g, seven)
    assert d.chosen_claim is not None and d.strong_claim is not None
    assert "gave up: a different plan (claims change the hand for good)" in "\n".join(_lines(d, "en"))
