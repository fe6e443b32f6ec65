"""Wuhan's review: a turn where a tile may be laid aside (紅中, or a wild) is a decision like any
other. The review had skipped every such turn, and Wuhan hands hold a wild most of the time, so
a bad discard there went unlisted ("0 of your decisions")."""

from __future__ import annotations

from mahjong_tui.play.session import Session
from mahjong_tui.review.decisions import review_record
from mahjong_tui.review.strong_eval import read
from mahjong_tui.saves.store import load_record
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.tiles.faces import tile_label
from mahjong_tui.ui.review_text import review_lines

from .test_review import Deviate, play_one_hand


def test_a_bad_discard_beside_a_tile_to_lay_aside_is_listed() -> None:
    """Seed 4: the person's fourth discard, the strong bot's worst, comes at a turn where laying
    aside was also legal (the review on main listed nothing)."""
    rec, bad, move = play_one_hand("wuhan", 4)
    review = review_record(load_record(rec.replay_path))
    hand = review.hands[0]
    assert [(d.move, d.chosen) for d in hand.differing] == [(move, bad)]
    assert hand.decisions >= 4  # every discard decision counted, turns with a tile to lay aside too
    text = "\n".join(review_lines(review, "en"))
    assert f"you: discard {tile_label(bad.tile, False, 'en')}; strong bot: discard" in text  # type: ignore[arg-type]


class DiscardInsteadOfLayingAside(Deviate):
    """Where the strong bot would lay a tile aside, discard its own best discard instead."""

    def other(self, session: Session, seat: int, strong: Action) -> Action | None:
        if strong.type is not Act.SET_ASIDE:
            return None
        view = session.game.bot_view(seat)
        best = read(session.variant, view).discards[0]
        return next(a for a in view.legal if a.type is Act.DISCARD and a.tile == best.tile and not a.ready)


def test_a_tile_not_laid_aside_is_listed_in_words() -> None:
    for seed in range(1, 20):  # the first deal where the person holds a tile the strong bot lays aside
        try:
            rec, skipped, move = play_one_hand("wuhan", seed, DiscardInsteadOfLayingAside())
            break
        except AssertionError:
            continue
    else:
        raise AssertionError("no deal in 19 where the strong bot lays a tile aside")
    review = review_record(load_record(rec.replay_path))
    differing = [d for h in review.hands for d in h.differing]
    assert [(d.move, d.chosen) for d in differing] == [(move, skipped)]
    d = differing[0]
    assert d.strong.type is Act.SET_ASIDE and d.strong.tile is not None
    text = "\n".join(review_lines(review, "en"))
    assert f"strong bot: lay {tile_label(d.strong.tile, False, 'en')} aside" in text
    assert "gave up: a different plan (a tile laid aside leaves the hand for good" in text
    zh = "\n".join(review_lines(review, "zh_TW"))
    assert f"高手電腦：槓出 {tile_label(d.strong.tile, False, 'zh_TW')}" in zh
