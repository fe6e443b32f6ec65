"""A discard that costs its player the right to win this hand (Beijing: a wild thrown) is asked
about first and never made by auto-discard: Enter on a drawn wild, and the auto-discard toggle,
had thrown it and forfeited the hand with no question, where a swap call (食替) is asked about."""

from __future__ import annotations

from mahjong_tui.play.controls import SeatControls, auto_action
from mahjong_tui.table.actions import Act
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens import prompts
from mahjong_tui.variants import load_variant

from .wuhan_help import rig

WILD = K.from_code("2z")


def _view(vid: str = "beijing"):  # noqa: ANN202
    variant = load_variant(vid)
    g = rig(variant, {"E": "123m456p789s13z55m"}, turn="E", drawn="2z", wild="2z")
    return variant, g.view(0)


def test_the_view_names_the_discards_that_forfeit_the_win_and_why() -> None:
    _, view = _view()
    assert set(view.forfeits) == {WILD}
    assert view.forfeits[WILD].key == "win.wild_discard_forfeits"


def test_a_tile_that_is_no_wild_forfeits_nothing() -> None:
    variant = load_variant("beijing", None, {})
    g = rig(variant, {"E": "123m456p789s13z55m"}, turn="E", drawn="2z", wild="4z")
    assert g.view(0).forfeits == {}  # 2z is no wild here


def test_auto_discard_leaves_a_drawn_wild_to_the_player() -> None:
    _, view = _view()
    assert view.me is not None and view.me.drawn == WILD
    assert auto_action(view, SeatControls(auto_discard=True)) is None


def test_the_table_asks_before_a_wild_is_thrown_in_the_players_language() -> None:
    variant, view = _view()
    throw = next(a for a in view.legal if a.type is Act.DISCARD and a.tile == WILD)
    keep = next(a for a in view.legal if a.type is Act.DISCARD and a.tile != WILD)
    assert prompts.needs_asking(throw, view) and not prompts.needs_asking(keep, view)
    en = prompts.question(throw, variant, view, Look.make("en", False, True))
    assert en == "Discard 南風? Then you may not win this hand once you discard a wild tile. Discard it anyway?"
    zh = prompts.question(throw, variant, view, Look.make("zh_TW", False, True))
    assert zh == "打出南風？打出混兒後本局你不能胡。仍要打出嗎？"
    cn = prompts.question(throw, variant, view, Look.make("zh_CN", False, True))
    assert cn == "打出南风？打出混儿后本局你不能胡。仍要打出吗？"


def test_the_question_before_a_wild_is_thrown_speaks_to_the_player() -> None:
    """It had read "Then a player who discarded a wild tile may not win this hand", a rule book's
    words where the other questions say "you"."""
    variant, view = _view()
    throw = next(a for a in view.legal if a.type is Act.DISCARD and a.tile == WILD)
    for lang, you in (("en", " you "), ("zh_TW", "你"), ("zh_CN", "你")):
        question = prompts.question(throw, variant, view, Look.make(lang, False, True))
        assert you in question and "player" not in question, question


def test_a_seat_that_threw_a_wild_is_marked_in_a_few_words_the_others_can_read() -> None:
    """The seat's public fact was the refusal's sentence, "[a player who discarded a wild tile
    may not win this hand]", cut to "[a player who discarded a" in a side seat's header (26
    cells); it is a mark now, whole in that column in every language."""
    from rich.cells import cell_len

    from mahjong_tui.messages import Message
    from mahjong_tui.ui.i18n import message

    variant, view = _view()
    g = rig(variant, {"E": "123m456p789s13z55m"}, turn="E", drawn="2z", wild="2z")
    g.apply(next(a for a in g.legal_actions(0) if a.type is Act.DISCARD and a.tile == WILD))
    fact = g.view(1).seats[0].facts["wild_discarded"]
    assert isinstance(fact, Message)
    for lang in ("en", "zh_TW", "zh_CN"):
        assert cell_len(f"[{message(lang, fact)}]") <= 26, message(lang, fact)
