"""Chinese lines never start with a closing mark nor end with an opening one."""

from __future__ import annotations

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from mahjong_tui.ui.cjk_wrap import NO_END, NO_START, wrap_text
from mahjong_tui.ui.i18n import zh
from mahjong_tui.ui.screens.menu import variant_prompt
from mahjong_tui.variants import catalog


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
