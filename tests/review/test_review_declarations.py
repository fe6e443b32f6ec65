"""The review compares a variant's declarations in play, each as its feature answers it: an open
tail tile taken to win and 十老頭 (declining gives up a win), and Beijing's four wilds shown
beside the turn's discard. Such turns had been skipped whole (a choice was no reviewed kind), the
four-wilds turn's discard with them."""

from __future__ import annotations

from mahjong_tui.engine import Act
from mahjong_tui.review.decisions import Decision, HandReview, review_decision
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.review_text import decision_lines, tile_name
from mahjong_tui.variants import load_variant

from ..rig import act, pass_all
from ..test_beijing import bj
from ..test_yunnan import DRAW, PLAY_ON, TAKE_T1, open_tail_game, ten_honours_game
from ..wuhan_help import rig

NAMES = ["Ann", "Bob", "Cy", "Di"]


def reviewed(variant, game, seat: int, pick) -> HandReview:  # noqa: ANN001
    """The review of one decision: seat ``seat`` plays the legal action ``pick`` chooses."""
    hand = HandReview(1)
    action = next(a for a in game.legal_actions(seat) if pick(a))
    review_decision(variant, game, action, 7, hand)
    return hand


def said(d: Decision, lang: str = "en") -> str:
    return "\n".join(decision_lines(d, NAMES, lang))


def test_ten_honours_declined_is_a_win_given_up() -> None:
    v = load_variant("yunnan")
    g = ten_honours_game(v)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    hand = reviewed(v, g, 1, lambda a: a.choice == PLAY_ON)
    assert hand.decisions == 1
    [d] = hand.differing
    assert d.chosen.choice == PLAY_ON and d.strong_wins and d.strong_then is None
    assert "you: play on; strong bot: declare ten honours (十老頭)" in said(d)
    assert "gave up: a win" in said(d)
    assert "你：繼續打；高手電腦：宣告十老頭" in said(d, "zh_TW")
    assert "損失：一次和牌" in said(d, "zh_TW")


def test_ten_honours_declared_is_the_strong_bots_choice() -> None:
    v = load_variant("yunnan")
    g = ten_honours_game(v)
    act(g, "S", Act.DISCARD, "5z")
    pass_all(g)
    hand = reviewed(v, g, 1, lambda a: a.choice != PLAY_ON)
    assert hand.decisions == 1 and hand.differing == []


def test_an_open_tail_win_passed_up_for_the_replacement_is_listed() -> None:
    v = load_variant("yunnan")
    g = open_tail_game(v, {"S": "23s567p888p55z[777m]>"}, turn="S", drawn="7m")
    act(g, "S", Act.ADDED_KONG, "7m")
    hand = reviewed(v, g, 1, lambda a: a.choice == DRAW)
    [d] = hand.differing
    assert d.strong.choice == TAKE_T1 and d.strong_wins
    four = tile_name(K.from_code("4s"), "en")
    assert f"you: draw the face-down replacement; strong bot: take the open {four} and win" in said(d)
    assert "gave up: a win" in said(d)


def test_four_wilds_not_shown_is_listed_with_the_discard_compared() -> None:
    v = bj()
    g = rig(v, {"N": "2222z19m19p19s135z"}, turn="N", drawn="6z", wild="2z")
    hand = reviewed(v, g, 3, lambda a: a.type is Act.DISCARD and a.tile == K.from_code("6z"))
    assert hand.decisions == 1  # the turn had been skipped whole
    [d] = hand.differing
    assert d.strong.type is Act.CHOOSE and d.strong.choice == "four_wilds" and not d.strong_wins
    then = d.strong_then
    assert then is not None and then.type is Act.DISCARD and d.strong_eval is not None
    assert d.strong_eval.tile == then.tile and d.chosen_eval is not None
    text = said(d)
    assert f"strong bot: show four wilds (+40 from each), then discard {tile_name(then.tile, 'en')}" in text
    assert "gave up: show four wilds (+40 from each) now (it may still be done on a later turn)" in text
    assert "亮四張混兒（每家付40），再打" in said(d, "zh_TW")


def test_four_wilds_shown_leaves_the_decision_to_the_discard_after_it() -> None:
    v = bj()
    g = rig(v, {"N": "2222z19m19p19s135z"}, turn="N", drawn="6z", wild="2z")
    hand = reviewed(v, g, 3, lambda a: a.type is Act.CHOOSE)
    assert hand.decisions == 0 and hand.differing == []
