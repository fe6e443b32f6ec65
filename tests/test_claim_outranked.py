"""A claim that gives way to another's is told to its claimer: a chow beaten by a pung, a pung
beaten by a win. At a shared table the claimer's hand just stayed as it was, with nothing said,
while the others' screens showed the pung; nobody else learns what the claimer had asked for."""

from __future__ import annotations

from mahjong_tui.engine import Act, EventKind
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.theme import palette
from mahjong_tui.variants import load_variant

from .rig import act, can, rigged

SOUTH, NORTH = 1, 3


def _log(g, viewer: int, lang: str = "en") -> list[str]:  # noqa: ANN001
    d = Describer(lang, False, palette(), ["E", "S", "W", "N"])
    lines = (d.event(e, viewer) for e in g.view(viewer).events)
    return [line.plain for line in lines if line is not None]


def test_a_chow_beaten_by_a_pung_is_told_to_the_chower_only() -> None:
    g = rigged(load_variant("mcr"), {"S": "46m", "N": "5m5m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert can(g, "S", Act.CHOW, "5m") and can(g, "N", Act.PUNG, "5m")
    act(g, "S", Act.CHOW, "5m")
    act(g, "N", Act.PUNG, "5m")
    assert g.state.turn == NORTH
    told = [e for e in g.view(SOUTH).events if e.kind is EventKind.OUTRANKED]
    assert [(e.data["claim"], e.data["by"], e.data["by_claim"]) for e in told] == [("chow", NORTH, "pung")]
    assert "S's chow of 五萬 gives way to N's pung" in _log(g, SOUTH)
    assert "N 碰了 五萬，S 的吃不成立" in _log(g, SOUTH, "zh_TW")
    for other in (0, 2, NORTH):
        assert not any(e.kind is EventKind.OUTRANKED for e in g.view(other).events), other


def test_a_pung_beaten_by_a_win_is_told_to_the_punger() -> None:
    g = rigged(load_variant("sichuan"), {"S": "5m5m", "N": "111222333m456p5m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    act(g, "S", Act.PUNG, "5m")
    act(g, "N", Act.WIN, "5m")
    assert "S's pung of 五萬 gives way to N's win" in _log(g, SOUTH)
    assert not any(e.kind is EventKind.OUTRANKED for e in g.view(NORTH).events)
