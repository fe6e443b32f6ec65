"""Wuhan: a concealed hand must open to win, so the strong bot opens it on a claim that keeps
its distance (:mod:`mahjong_tui.bots.strong.wuhan_open_claims`), where the baseline passes."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine.game import Game
from mahjong_tui.table.actions import Act
from mahjong_tui.variants import load_variant

from .table_rig import act, set_position


def _offer(south: str, tile: str, melds: str = ""):  # noqa: ANN202
    """S holds ``south`` (and ``melds``) and E discards ``tile``."""
    v = load_variant("wuhan")
    g = set_position(
        Game(v, seed=0), {"E": "1z", "S": south + melds, "W": "1z", "N": "1z"}, drawn=tile, size=60, played=3
    )
    act(g, "E", Act.DISCARD, tile)
    return v, g.bot_view(1)


def test_a_concealed_ready_hand_opens_on_a_pung_that_keeps_it_ready() -> None:
    v, view = _offer("123m456m789p22s55s", "5s")
    assert not any(a.type is Act.WIN for a in view.legal)  # not opened: 5s is no win
    assert BaselineBot(v).choose(view).type is Act.PASS  # the plans see no step gained
    picked = StrongBot(v).choose(view)
    assert picked.type is Act.PUNG and picked.tile is not None


def test_an_opened_ready_hand_wins_instead() -> None:
    v, view = _offer("123m456m22s55s", "5s", "[789p]<")
    assert StrongBot(v).choose(view).type is Act.WIN


def test_a_far_concealed_hand_still_passes_a_claim_that_gains_nothing() -> None:
    v, view = _offer("22m58m369p147s123z", "2m")
    assert StrongBot(v).choose(view).type is Act.PASS
