"""Every text the game shows exists in English, Traditional and Simplified Chinese: the UI's one
catalog (``ui/i18n.MESSAGES``, every part in it, none added by an import elsewhere) and the
engine's messages (``messages.define``, next to the rule components that give them)."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

import mahjong_tui
import mahjong_tui.messages as engine_messages
from mahjong_tui.ui.i18n import LANGS, MESSAGES, to_simplified, tr
from mahjong_tui.variants import catalog

ROOT = Path(mahjong_tui.__file__).parent


SAME_IN_CHINESE = {"menu.tiles_ascii"}
"""Keys whose Chinese text is rightly the English word (ASCII is ASCII)."""


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text fills in; ``x_en``/``x_zh`` count as one (each language takes its own)."""
    return {re.sub(r"(^|_)(en|zh)$", "", name) for _, name, _, _ in string.Formatter().parse(text) if name}


def words(text: str) -> str:
    """The text without its placeholders."""
    return re.sub(r"\{[^}]*\}", "", text)


def engine_texts() -> dict[str, tuple[str, str]]:
    for vid in catalog().ids():  # loading the variants imports every rule component and its messages
        catalog().get(vid)
    return engine_messages.texts()


def problems(key: str, en: str, hant: str) -> list[str]:
    out = []
    hans = to_simplified(hant)
    for lang, text in (("en", en), ("zh-Hant", hant), ("zh-Hans", hans)):
        if not text.strip():
            out.append(f"{key}: no {lang} text")
    if placeholders(en) != placeholders(hant) or placeholders(hant) != placeholders(hans):
        out.append(f"{key}: placeholders differ: {placeholders(en)} / {placeholders(hant)} / {placeholders(hans)}")
    if hant == en and key not in SAME_IN_CHINESE and sum(c.isalpha() for c in words(en)) > 1:
        out.append(f"{key}: the Chinese text is the English one: {en!r}")
    return out


def test_every_ui_text_is_in_every_language() -> None:
    found = [p for key, (en, hant) in MESSAGES.items() for p in problems(key, en, hant)]
    assert not found, "\n".join(found)


def test_every_engine_message_is_in_every_language() -> None:
    texts = engine_texts()
    assert len(texts) > 50
    found = [p for key, (en, hant) in texts.items() for p in problems(key, en, hant)]
    assert not found, "\n".join(found)


def test_the_two_catalogs_share_no_key() -> None:
    assert not set(MESSAGES) & set(engine_texts())


KEY_USE = re.compile(r"""\b(?:tr|t)\((?:[\w.]+, )?["']([a-z_]+\.[a-z_0-9.]+)["']""")


def test_every_key_the_code_names_is_in_the_catalog() -> None:
    """A literal key given to ``tr``/``look.t`` anywhere in the package is a catalog key, so a
    text never depends on which module happened to be imported."""
    used = {
        (m.group(1), p.relative_to(ROOT).as_posix())
        for p in ROOT.rglob("*.py")
        for m in KEY_USE.finditer(p.read_text(encoding="utf-8"))
    }
    assert len(used) > 100
    missing = sorted(f"{key} ({where})" for key, where in used if key not in MESSAGES)
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_texts_need_no_import_of_the_server(lang: str) -> None:
    text = tr(lang, "lobby.hand", n=3)
    assert text != "lobby.hand" and "3" in text
    assert tr(lang, "create.title") != "create.title"
