"""Chinese lines never start with a closing mark nor end with an opening one."""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from mahjong_tui.ui.cjk_wrap import JOINER, NO_END, NO_START, Wrapped, glued, wrap_text
from mahjong_tui.ui.i18n import zh
from mahjong_tui.ui.screens.help import rules_text
from mahjong_tui.ui.screens.menu import variant_prompt
from mahjong_tui.variants import catalog, load_variant


def test_every_variant_description_breaks_before_no_closing_mark() -> None:
    texts = [catalog().get(v).cfg.character_zh for v in catalog().ids()]
    texts = [t for t in texts if t] + [zh(t, "zh_CN") for t in texts if t]
    assert len(texts) >= 20
    for width in range(8, 41):
        for text in texts:
            lines = [line.plain for line in wrap_text(Text(text), width)]
            assert "".join(lines) == text.replace("\n", "")  # nothing lost, nothing added
            for line in lines:
                assert cell_len(line) <= width, (width, line)
                assert line and line[0] not in NO_START, (width, lines)
                assert line[-1] not in NO_END, (width, lines)


def test_the_old_break_is_gone_where_it_was_seen() -> None:
    # Rich cuts mcr's description at 28 cells between 計 and ）, so the next line began "）；"
    text = catalog().get("mcr").cfg.character_zh
    assert any(line.plain.startswith("）") for line in Text(text).wrap(Console(width=28), 28))
    lines = [line.plain for line in wrap_text(Text(text), 28)]
    assert lines[0].endswith("（花牌不") and lines[1].startswith("計）；")


def test_english_words_stay_whole() -> None:
    lines = [line.plain for line in wrap_text(Text("81 fans, 8 to win (flowers don't count)"), 16)]
    assert lines == ["81 fans, 8 to", "win (flowers", "don't count)"]


def test_the_menu_entry_renders_wrapped_at_the_width_it_gets() -> None:
    console = Console(width=30, record=True, color_system=None)
    console.print(variant_prompt(catalog().get("mcr"), "zh_TW"))
    lines = console.export_text().splitlines()
    assert lines[0].startswith("國標麻將")
    assert len(lines) > 3 and not any(line[:1] in NO_START for line in lines)


def test_a_number_stays_with_the_chinese_word_it_counts() -> None:
    """The hints panel broke "進張 20" between the word and its number, and the house-rule text
    "(明槓 1 + 暗槓 2" between 明 and 槓 once numbers were glued to one character only."""
    hint = "> 八筒: 向聽 2，進張 20（做花龍：差2步，九條差3步）"
    for width in range(10, 40):
        lines = [line.plain for line in wrap_text(Text(hint), width)]
        assert "".join(lines).replace(" ", "") == hint.replace(" ", "")
        assert not any(line.endswith(("進張", "向聽")) for line in lines), (width, lines)
        assert not any(line.startswith(("20", "2，", "張")) for line in lines), (width, lines)
    rule = "or 3 (明槓 1 + 暗槓 2, the 1998 list)"
    for width in range(8, 30):
        lines = [line.plain for line in wrap_text(Text(rule), width)]
        assert not any(line.endswith(("(明", "明槓")) for line in lines), (width, lines)


async def test_the_log_panel_wraps_a_chinese_hint_with_its_numbers() -> None:
    """The side panel draws its lines through :func:`wrap_text` (Rich's wrap broke at the space
    before a number), keeping a last line's own trailing space (a tile's padding)."""
    from textual.app import App, ComposeResult

    from mahjong_tui.ui.widgets.log import LogPanel

    class Panel(App[None]):
        CSS = "#log { width: 24; height: 10; }"

        def compose(self) -> ComposeResult:
            yield LogPanel()

    app = Panel()
    async with app.run_test(size=(40, 12)):
        panel = app.query_one(LogPanel)
        panel.lines = [Text("> 八筒: 向聽 2，進張 20（做花龍：差2步，九條差3步）"), Text("Bot 2 discards 飛 ")]
        drawn = [line.plain for line in panel.render().split("\n")]
    assert len(drawn) >= 3 and not any(line.rstrip().endswith(("進張", "向聽")) for line in drawn), drawn
    assert drawn[-1] == "Bot 2 discards 飛 "


def test_a_hanging_indent_keeps_every_line_inside_the_width() -> None:
    """A hint's "(fastest)" had wrapped to the panel's left edge, under the "> " of the next
    discard; its later lines now start past that mark and still fit."""
    text = "> 西風: shanten 3, 78 tiles in (fastest, most value)"
    lines = [line.plain for line in wrap_text(Text(text), 30, indent=4)]
    assert lines[0] == "> 西風: shanten 3, 78 tiles in"
    assert lines[1:] == ["    (fastest, most value)"]
    for width in range(6, 40):
        lines = [line.plain for line in wrap_text(Text(text), width, indent=4)]
        assert all(cell_len(line) <= width for line in lines), (width, lines)
        assert all(line.startswith("    ") for line in lines[1:]), (width, lines)
        joined = "".join(line[4:] if i else line for i, line in enumerate(lines))
        assert joined.replace(" ", "") == text.replace(" ", "")  # nothing lost, nothing added


def test_the_hints_panel_wraps_its_lines_once_until_they_change() -> None:
    from mahjong_tui.ui.widgets.log import HintPanel

    panel = HintPanel()
    panel.show([Text("> 西風: shanten 3, 78 tiles in (fastest)")])
    first = panel.render()
    assert isinstance(first, Wrapped) and first.lines(20) is first.lines(20)  # wrapped once a width
    panel.show([Text("> 西風: shanten 3, 78 tiles in (fastest)")])  # the same hints again
    assert panel.render() is first
    panel.show([Text("> 北風: shanten 2, 40 tiles in")])
    assert panel.render() is not first and panel.render().plain.startswith("> 北風")


def test_a_chinese_term_in_english_text_stays_whole() -> None:
    """The menu broke Beijing's "a wild tile (混兒)" as "(混" / "兒)" and Malaysia's name as
    "馬來西亞三人麻" / "將": a short run of Chinese between spaces or brackets is a term, kept
    whole; a Chinese sentence still breaks between any two characters."""
    beijing = catalog().get("beijing").cfg.character
    assert "(混兒)" in beijing
    for width in range(12, 50):
        lines = [line.plain for line in wrap_text(Text(beijing), width)]
        assert not any(line.endswith("(混") for line in lines), (width, lines)
    name = "Malaysian Three-Player Mahjong  馬來西亞三人麻將"
    assert [line.plain for line in wrap_text(Text(name), 46)] == ["Malaysian Three-Player Mahjong", "馬來西亞三人麻將"]
    sentence = catalog().get("beijing").cfg.character_zh
    assert any(len(line.plain) and not line.plain.endswith(("，", "。")) for line in wrap_text(Text(sentence), 21))


def test_a_glued_chinese_tag_never_breaks_and_its_joiners_are_not_drawn() -> None:
    """The hints' tags ("最快", "危險度：高") wrap whole: the side panel had broken "（最快、危" /
    "險度：高）". The word joiners that glue them have no width and are taken out of each line,
    the styles kept where they were."""
    text = Text("> 三萬：向聽 4，進張 36（", "bold")
    text.append(glued("最快") + "、" + glued("危險度：高") + "）", "dim")
    for width in range(16, 40):  # a tag fits on a line (the indent taken off)
        lines = wrap_text(text, width, 4)
        plain = [line.plain for line in lines]
        assert not any(JOINER in line for line in plain)
        assert any("危險度：高" in line for line in plain), (width, plain)
        assert any("最快" in line for line in plain), (width, plain)
        assert all(cell_len(line) <= width for line in plain), (width, plain)
        assert "".join(plain).replace(" ", "") == ">三萬：向聽4，進張36（最快、危險度：高）"
        last = lines[-1]
        assert last.spans and last.spans[-1].style == "dim" and last.spans[-1].end == len(last.plain)


def test_glue_leaves_an_english_tag_as_it_was() -> None:
    """An English tag is one piece already once its spaces do not break."""
    assert glued("danger low") == "danger\u00a0low"


def test_a_number_stays_with_its_measure_word() -> None:
    """The wrapper had broken "可胡 4" / "張" and "有 2" / "個": a number and the measure word
    after it (張 個 番 …) are one piece, at every width where the piece fits."""
    for text, pieces in (
        ("聽牌：可胡 4 張，剩 2 個", ("4 張", "2 個")),
        ("這手有 2 個刻子，共 12 番", ("2 個", "12 番")),
        ("手中有 3張癩子", ("3張",)),
    ):
        for width in range(6, 30):
            lines = [line.plain for line in wrap_text(Text(text), width)]
            assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (width, lines)
            assert all(cell_len(line) <= width for line in lines), (width, lines)
            for piece in pieces:
                assert any(piece in line for line in lines), (width, piece, lines)


def test_a_formula_stays_whole() -> None:
    """Sichuan's summary broke "(6 × 2^(F−" / "1))" and its Chinese "（6×" / "2^(番−1)）", Wuhan's
    "明槓×" / "2": the signs × and − bind what touches them (and, spaced, the operands either side)."""
    cases = (
        ("sichuan", "en", ("6 × 2^(F−1)",)),
        ("sichuan", "zh_TW", ("6×2^(F−1)", "6×2^(番−1)")),
        ("sichuan", "zh_CN", ("6×2^(F−1)", "6×2^(番−1)")),
        ("yunnan", "en", ("3 × 2^(N−1)", "4 × 2^(N−1)")),
        ("wuhan", "zh_TW", ("槓×2", "槓×4", "分×胡", "番×自")),
        ("haner32", "zh_CN", ("（6−人",)),
    )
    for vid, lang, pieces in cases:
        text = rules_text(load_variant(vid), lang)
        for width in range(30, 121):
            lines = [line.plain for line in wrap_text(text, width)]
            for piece in pieces:
                assert piece in text.plain and any(piece in line for line in lines), (vid, width, piece)
    lines = [line.plain for line in wrap_text(Text("opened ×2, concealed kong ×4 and a − b"), 12)]
    assert lines == ["opened ×2,", "concealed", "kong ×4 and", "a − b"]


def test_a_line_never_starts_with_an_arrow() -> None:
    """憨兒's prey chain broke as "士" / "→象→車→馬→包→士)": an arrow stays with what it follows."""
    for lang in ("en", "zh_TW", "zh_CN"):
        text = rules_text(load_variant("haner32"), lang)
        assert "→" in text.plain
        for width in range(20, 121):
            lines = [line.plain for line in wrap_text(text, width)]
            assert not any(line.lstrip().startswith("→") for line in lines), (lang, width)
