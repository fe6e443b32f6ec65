"""Engine messages come in English and Chinese; refusals carry them."""

import re

import pytest

from mahjong_tui import load_variant, score
from mahjong_tui.messages import BELOW_MINIMUM, INCOMPLETE, below_minimum, msg
from mahjong_tui.scoring.explain import BONUS_ITEMS, DRAWS_EXTRA, FACTOR, SUM, Formula, render


def test_refusals_carry_a_translatable_message() -> None:
    s = score("mcr", "1234s444z[789s][555s]^+1s", seat_wind="S", discarder="W")  # mcr.md M13
    assert not s.legal and s.reason_msg is not None
    assert s.reason_msg.key == BELOW_MINIMUM
    assert s.reason == "7 fan: under the minimum of 8"
    assert s.reason_msg.text("zh_TW") == "7番，不到起和的8番"
    s = score("mcr", "1234s444z[789s][555s]^+2s", seat_wind="S", discarder="W")
    assert s.reason_msg is not None and s.reason_msg.key == INCOMPLETE


def test_messages_format_their_arguments() -> None:
    m = msg(BELOW_MINIMUM, counted=3, minimum=8, unit_en="fan", unit_zh="番")
    assert str(m) == "3 fan: under the minimum of 8"
    assert m.text("zh_CN").endswith("不到起和的8番")


def test_below_minimum_speaks_the_variants_unit() -> None:
    s = score("malaysia3p", "123p456p789p5p [777z]+5p / f2 a1", seat_wind="S", discarder="W", players=3)
    assert not s.legal and s.reason_msg is not None and s.reason_msg.key == BELOW_MINIMUM
    assert s.reason.endswith(f"{s.reason_msg.args['unit_en']}: under the minimum of 5")
    assert below_minimum(1, 2, "tai", "台").text("zh") == "1台，不到起和的2台"


def test_a_tuple_argument_is_listed_in_the_language() -> None:
    """The actions still possible after a refusal are one argument: a tuple, each item in the
    language and joined as the language lists things (it read "(Message(...), ...)")."""
    m = msg("illegal.not_possible", what=msg("act.pung"), possible=(msg("act.discard"), msg("act.kong")))
    assert str(m) == "Pung is not possible now; possible: Discard, Kong"
    assert m.text("zh_TW") == "現在不能碰；現在可以：打出、槓"
    assert m.text("zh_CN") == "现在不能碰；现在可以：打出、杠"


def test_a_tile_is_named_by_the_screen_that_says_the_message() -> None:
    """A tile argument is the tile: a screen names it as its table draws it, at any depth; a log
    (no namer) reads the message's own text."""
    from mahjong_tui.engine.refusals import action_arg
    from mahjong_tui.table.actions import Act, Action
    from mahjong_tui.tiles import kinds as K
    from mahjong_tui.tiles.faces import named

    red, five = K.from_code("7z"), K.from_code("5m")
    m = msg(
        "illegal.not_possible",
        what=action_arg(Action(Act.PUNG, 0, red)),
        possible=(action_arg(Action(Act.DISCARD, 0, five)),),
    )
    assert str(m) == "Pung 紅中 (7z) is not possible now; possible: Discard 五萬 (5m)"
    names = {red: "Rd", five: "5m"}
    assert m.text("en", names.__getitem__) == "Pung Rd is not possible now; possible: Discard 5m"
    assert msg("illegal.not_held", tile=named(red)).text("zh_TW", lambda t: "紅中") == "你手上沒有紅中可以打出"


def test_wuhan_lays_its_tiles_aside_in_one_word() -> None:
    """Wuhan's 紅中槓 / 癩子槓 were named two ways: the button, the table and the log said 另放,
    the facts and refusals 槓出. wuhan.md names them kongs (杠), laid out one tile at a time: every
    text says 槓出 (杠出), and lay/laid aside in English."""
    from mahjong_tui.messages import entries

    texts = entries()
    assert not [key for key, by_lang in texts.items() if any("另放" in t for t in by_lang.values())]
    keys = ["table.aside", "act.set_aside", "log.aside", "fact.set_aside", "discard.only_aside"]
    keys += ["win.aside_not_won_on", "win.holds_unclaimable", "win.unclaimable_set"]
    for key in keys:
        by_lang = texts[key]
        assert "槓出" in by_lang["zh_TW"] and "杠出" in by_lang["zh_CN"], (key, by_lang)
        assert re.search(r"\b(lay|lays|laid) (\{tile\} |it )?aside", by_lang["en"], re.I), (key, by_lang["en"])


def test_a_log_names_a_tile_as_the_screens_do() -> None:
    """A message told with no screen (a log line, an older client's English line) named 7z "中 (7z)"
    by the character printed on it, where every screen says 紅中: it now asks the screens' own
    naming, with the code beside it."""
    from mahjong_tui.engine import Act, Action, IllegalAction
    from mahjong_tui.tiles import kinds as K
    from mahjong_tui.tiles.faces import named, tile_label
    from mahjong_tui.ui.look import Look

    from .position import position

    look = Look.make("zh_TW", False, True)
    for code in ("7z", "1z", "5z", "f1", "a1", "hm", "5m", "rS"):
        t = K.from_code(code)
        assert str(named(t)) == f"{look.tile_name(t)} ({code})" == f"{tile_label(t)} ({code})"
    g = position(load_variant("mcr"), {"E": "123m456p789s1122z3z"}, turn="E", drawn="4z")
    with pytest.raises(IllegalAction) as e:
        g.apply(Action(Act.DISCARD, 0, K.from_code("7z")))
    assert str(e.value.message) == "you have no 紅中 (7z) to discard"


def test_the_open_tail_choice_names_its_tile_as_the_table_does() -> None:
    """Yunnan's 'Take the open … and win' named the tile by its code in English (4s) and by its
    printed character in Chinese: the label is told with the table's names like any message."""
    from mahjong_tui.tiles import kinds as K
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.theme import palette

    from .ui.test_choice_titles import open_tail_asked

    g = open_tail_asked()
    take = next(a for a in g.legal_actions(1) if a.label is not None and a.label.key == "choice.take_open_tail")
    assert take.tile == K.from_code("4s")
    assert Look.make("en", False, True).say(take.label) == "Take the open 四條 and win"
    assert Look.make("en", True, True).say(take.label) == "Take the open 4s and win"
    assert Look.make("zh_CN", False, True).say(take.label) == "取翻开的四条胡牌"
    assert str(take.label) == "Take the open 四條 (4s) and win"
    shown = Describer("zh_TW", False, palette(), ["A", "B", "C", "D"]).action(take)  # the dialog's line
    assert shown.plain == "取翻開的四條胡牌"


@pytest.mark.parametrize(
    ("label", "n", "en"),
    [
        (BONUS_ITEMS, 1, "10 for 1 bonus item"),
        (BONUS_ITEMS, 2, "20 for 2 bonus items"),
        (DRAWS_EXTRA, 1, "10 after 1 drawn hand"),
        (DRAWS_EXTRA, 3, "30 after 3 drawn hands"),
    ],
)
def test_a_formula_counts_its_nouns_in_english(label: str, n: int, en: str) -> None:
    """These read "for 1 bonus item(s)" / "after 1 drawn hand(s)" whatever the count."""
    assert render(Formula.start(10 * n, label, n=n).how, "en") == en


def test_a_chinese_label_in_brackets_follows_its_number_without_a_space() -> None:
    """The result read "牌值：1 （各项相加） × 2 硬胡" and "250 （1台） × 4 （放炮倍数）": a
    full-width bracket has its own room, a space before it read as a gap in the sentence."""
    how = Formula.start(250, SUM).times(4, FACTOR).how
    assert render(how, "zh_CN") == "250（各项相加） × 4（放炮倍数） = 1000"
    assert render(how, "zh_TW") == "250（各項相加） × 4（放炮倍數） = 1000"
    assert render(how, "en") == "250 (the items added) × 4 (the discarder's factor) = 1000"
