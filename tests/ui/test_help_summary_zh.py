"""The Rules tab's summary in the game's language: a variant file's ``rules_summary_zh`` in a
Chinese game (Simplified made from it), the English ``rules_summary`` otherwise and where a file
has no Chinese one; hard-wrapped Chinese lines join without a space."""

from __future__ import annotations

import re
from pathlib import Path

from mahjong_tui.ui.screens.help import paragraphs, rules_text
from mahjong_tui.variants.loader import Catalog, builtin_dir, resolve
from mahjong_tui.variants.model import Variant

from ..window_sizes import settle

BASE = """id = "x"
extends = "mcr"
rules_summary = "Chow from the previous player."
rules_summary_zh = \"\"\"
吃上家的牌，碰、槓不限；可以
點和也可以自摸。八番起和。
\"\"\"
"""


def _variant(tmp_path: Path, files: dict[str, str], vid: str) -> Variant:
    user = tmp_path / "variants"
    user.mkdir(parents=True)
    for name, body in files.items():
        (user / f"{name}.toml").write_text(body, encoding="utf-8")
    cat = Catalog([(builtin_dir(), True), (user, False)], cached=False)
    assert not cat.errors, cat.errors
    return Variant(cat.get(vid).cfg)


def test_a_chinese_game_shows_the_chinese_summary_an_english_one_the_english(tmp_path: Path) -> None:
    variant = _variant(tmp_path, {"x": BASE}, "x")
    assert "吃上家的牌，碰、槓不限；可以點和也可以自摸。八番起和。" in rules_text(variant, "zh_TW").plain
    assert "吃上家的牌，碰、杠不限；可以点和也可以自摸。八番起和。" in rules_text(variant, "zh_CN").plain
    en = rules_text(variant, "en").plain
    assert "Chow from the previous player." in en and "吃上家" not in en


def test_a_file_without_a_chinese_summary_shows_the_english_one_in_chinese(tmp_path: Path) -> None:
    """A copied file without the key, and a file that extends one with a Chinese summary but
    writes its own English one: the base's Chinese text would tell of the base's rules."""
    own = 'id = "y"\nextends = "x"\nrules_summary = "My own rules."\n'
    variant = _variant(tmp_path, {"x": BASE, "y": own}, "y")
    for lang in ("zh_TW", "zh_CN"):
        shown = rules_text(variant, lang).plain
        assert "My own rules." in shown and "吃上家" not in shown
    mcr = (builtin_dir() / "mcr.toml").read_text(encoding="utf-8").replace('id = "mcr"', 'id = "z"', 1)
    copied = re.sub(r'\nrules_summary_zh = """.*?"""', "", mcr, flags=re.DOTALL)
    assert "rules_summary_zh" not in copied
    shown = rules_text(_variant(tmp_path / "copy", {"z": copied}, "z"), "zh_TW").plain
    assert "Chow from the previous player, pung and kong from anyone" in shown


def test_paragraphs_join_chinese_lines_without_a_space_and_english_ones_with_one() -> None:
    assert paragraphs("吃上家，\n碰不限；可以\n自摸。\n八番起和") == "吃上家，碰不限；可以自摸。\n八番起和"
    assert paragraphs("Chow from the\nprevious player (上家)\nonly.") == "Chow from the previous player (上家) only."
    assert paragraphs("basic: 不開門,\n捉五魁 and\n槓呲") == "basic: 不開門, 捉五魁 and 槓呲"


async def test_the_rules_tab_breaks_chinese_lines_as_chinese_is_written() -> None:
    """Textual broke the Chinese summary between a character and its comma: a line of the Rules
    tab began with "，還要把這個槓…" at 120 columns. No line starts with a closing mark now."""
    from textual.geometry import Region
    from textual.widgets import Static

    from mahjong_tui.ui.app import MahjongApp
    from mahjong_tui.ui.cjk_wrap import NO_START
    from mahjong_tui.ui.settings import Settings
    from mahjong_tui.variants import load_variant

    from .conftest import needs_player, wait_until

    for lang, size in (("zh_TW", (120, 40)), ("zh_CN", (80, 24))):
        settings = Settings(lang=lang, pace=0.0)
        game = (load_variant("sichuan"), [True, False, False, False], ["P1", "B2", "B3", "B4"], 1)
        app = MahjongApp(settings, game=game)
        async with app.run_test(size=size) as pilot:
            await wait_until(pilot, lambda: needs_player(pilot.app))
            await pilot.press("question_mark", "right")
            await settle(pilot)
            rules = app.screen.query_one("#help-rules-text", Static)
            width = rules.content_region.width
            lines = [s.text.rstrip() for s in rules.render_lines(Region(0, 0, width, rules.virtual_size.height))]
            assert ("槓上炮" if lang == "zh_TW" else "杠上炮") in "".join(lines)
            assert len(lines) > 10 and not [line for line in lines if line[:1] in NO_START], lines


def test_every_shipped_variant_has_a_chinese_summary_shown_without_stray_spaces() -> None:
    """Each built-in file's summary in Chinese, shown in a Chinese game in place of the English
    one; its hard-wrapped lines join with no space between two Chinese characters."""
    from mahjong_tui.variants import catalog

    ids = [vid for vid in catalog().ids() if catalog().get(vid).builtin]
    assert len(ids) == 14
    for vid in ids:
        cfg = catalog().get(vid).cfg
        english = paragraphs(cfg.rules_summary).splitlines()[0]
        for lang in ("zh_TW", "zh_CN"):
            shown = rules_text(Variant(cfg), lang).plain
            summary = shown.split("\n\n")[-1]
            assert len(summary) > 150 and english not in shown, (vid, lang)
            assert not re.search(r"[\u3400-\u9fff，。；：、（）] [\u3400-\u9fff（]", summary), (vid, lang)
        assert paragraphs(cfg.rules_summary_zh) in rules_text(Variant(cfg), "zh_TW").plain, vid


def test_the_house_rules_are_listed_under_one_heading() -> None:
    """The Malaysian game's options begin "House rule: …": each line had read "House rules:
    House rule: …"."""
    from mahjong_tui.variants import load_variant

    text = rules_text(load_variant("malaysia3p"), "en").plain
    assert "House rules: House rule" not in text and text.count("House rules:") == 1
    assert "\n  House rule: one fan per joker in the winning hand = off\n" in text
    zh = rules_text(load_variant("malaysia3p"), "zh_TW").plain
    assert zh.count("地方規則：") == 1


def test_a_house_rule_hangs_under_its_own_text_and_the_prose_is_as_it_was() -> None:
    """MCR's 明暗槓 rule wrapped its " = 5" back to the left edge, under the heading: a rule's
    later lines start four columns in (past its own text), each rule's first line two, and its
    "= 5" stays whole; the paragraphs after the rules wrap as before."""
    from rich.text import Text

    from mahjong_tui.ui.cjk_wrap import Wrapped
    from mahjong_tui.ui.screens.help import rules_view
    from mahjong_tui.variants import load_variant

    for vid in ("mcr", "sichuan", "malaysia3p", "xiangqi56"):
        variant = load_variant(vid)
        for lang in ("en", "zh_TW"):
            text = rules_text(variant, lang)
            options = len(variant.cfg.options)
            paras = text.plain.split("\n")
            heading = paras[next(i for i, p in enumerate(paras) if p.startswith("  ")) - 1]  # "House rules:"
            for width in (40, 60, 76, 116):
                lines = [line.plain for line in rules_view(variant, lang).lines(width)]
                start = lines.index(heading) + 1
                end = lines.index("", start)
                rules = lines[start:end]
                assert all(line.startswith("  ") for line in rules), (vid, lang, width, rules)
                assert sum(not line.startswith("    ") for line in rules) == options, (vid, lang, width, rules)
                assert not any(line.endswith("=") or line.strip().startswith("=") for line in rules), rules
                prose = [line.plain for line in Wrapped(Text(text.plain)).lines(width)]
                assert lines[end:] == prose[len(prose) - len(lines[end:]) :]


HOUSE = """id = "house"
extends = "mcr"
zh = "國標（家規）"
en = "MCR, house rules"

[win]
min_fan = 6

[[fans]]
id = "chicken_hand"
value = 6
"""


def test_a_file_that_changes_its_bases_rules_lists_the_changes_under_the_bases_texts(tmp_path: Path) -> None:
    """A house-rule file that writes no texts of its own shows its base's, which tell of the
    base's rules ("A win needs at least 8 fans" for a file that asks 6): the Rules tab lists what
    the file changes, in the game's language, so the texts are not read as this game's rules."""
    user = tmp_path / "variants"
    user.mkdir()
    (user / "house.toml").write_text(HOUSE, encoding="utf-8")
    cat = Catalog([(builtin_dir(), True), (user, False)], cached=False)
    assert not cat.errors, cat.errors
    shown = {
        lang: rules_text(Variant(resolve(cat.get("house"), None, None)[0]), lang).plain for lang in ("en", "zh_TW")
    }
    for lang, base in (("en", "Chinese Official Mahjong (MCR)"), ("zh_TW", "國標麻將")):
        assert base in shown[lang]
        assert "win.min_fan = 6" in shown[lang] and "fans.chicken_hand.value = 6" in shown[lang]
    mcr = rules_text(Variant(cat.get("mcr").cfg), "en").plain
    assert "min_fan" not in mcr  # a built-in variant has nothing to list
