"""Variant files label every word choice of a house rule, and say where the menu lists them."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.ui.i18n import LANGS, option_value_text
from mahjong_tui.variants import catalog
from mahjong_tui.variants.loader import Catalog, builtin_dir

UNLABELLED = b"""id = "x"
extends = "wuhan"
[options.who]
zh = "\xe8\xaa\xb0"
en = "Who"
type = "choice"
default = "me"
choices = ["me", "you"]
labels = { me = ["Me", "\xe6\x88\x91"] }
set = { "match.hands" = 4 }
"""


def test_every_option_value_is_a_word_in_every_language() -> None:
    cat = catalog()
    shown = 0
    for vid in cat.ids():
        for spec in cat.get(vid).cfg.options.values():
            values = spec.choices or ([True, False] if spec.type == "bool" else [spec.default])
            for value in values:
                for lang in LANGS:
                    text = option_value_text(lang, spec, value)
                    assert text and text not in ("True", "False"), (vid, spec.en, value)
                    if isinstance(value, str):
                        assert text != value, (vid, spec.en, value, lang)  # never the raw id
                    shown += 1
    assert shown > 100
    mingjiang = cat.get("mingjiang").cfg.options["kuikae"]
    assert option_value_text("en", mingjiang, "dead_hand") == "Dead hand"
    assert option_value_text("zh_CN", mingjiang, "forbid") == "不许打出"
    assert option_value_text("zh_TW", mingjiang, True) == "開"


def test_a_word_choice_without_a_label_is_refused_by_key(tmp_path: Path) -> None:
    user = tmp_path / "variants"
    user.mkdir()
    (user / "x.toml").write_bytes(UNLABELLED)
    cat = Catalog([(builtin_dir(), True), (user, False)], cached=False)
    assert "x" not in cat.files
    (err,) = cat.errors
    assert err.key == "options.who.labels" and "'you' needs a label" in err.message, str(err)


def test_the_menu_order_is_official_regional_cantonese_malaysian_then_chess() -> None:
    order = catalog().menu_ids()
    builtin = [v for v in order if catalog().get(v).builtin]
    assert builtin[0] == "mcr"
    assert builtin.index("mingjiang") > builtin.index("sichuan") and builtin.index("malaysia3p") > builtin.index(
        "wuhan"
    )
    chess = {"xiangqi32", "xiangqi56", "xiangqi64", "haner32"}
    assert set(builtin[-4:]) == chess
    assert set(builtin[1:8]) == {"beijing", "hebei", "shaanxi", "shandong", "sichuan", "wuhan", "yunnan"}
