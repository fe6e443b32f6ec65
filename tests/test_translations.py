"""Every text the game shows is in the one catalog (``mahjong_tui/messages/texts.py``), in
English, Traditional and Simplified Chinese, with the same placeholders; every key the code
names is there, and every key there is used."""

from __future__ import annotations

import ast
import re
import string
from functools import cache
from pathlib import Path

import pytest

import mahjong_tui
import mahjong_tui.messages.texts as catalog_texts
from mahjong_tui.messages import LANGS, Message, entries, msg, to_simplified
from mahjong_tui.rules.rotation.placing import LIMIT_WON
from mahjong_tui.ui.i18n import tr
from mahjong_tui.variants import catalog

ROOT = Path(mahjong_tui.__file__).parent

SAME_IN_CHINESE = {"menu.tiles_ascii", "x.named", "x.seat", "win.other"}
"""Keys whose Chinese text is rightly the English one (ASCII is ASCII; the others are only their
placeholder)."""

NOT_KEYS = {
    "app.focus_next": "a Textual action name (ui/screens/menu.py)",
    "app.focus_previous": "a Textual action name (net/lobby.py)",
    "win.shapes": "a variant file's field, named in a validation message",
    "match.params": "a variant file's field, named in a validation message",
    "match.rotation": "a variant file's field, named in a validation message",
    "match.hands": "a variant file's field, named in a validation message",
}
"""String literals shaped like a catalog key that are not one."""

FAMILIES: dict[str, tuple[str, str]] = {
    r"((?:review|x|hint|match|refuse|win|score|variants)\.[\w.]+)\.one": (
        'key + ".one"',
        "a count's text for exactly one (messages.for_count)",
    ),
    r"log\.(\w+)": ('f"log.{', "a log line per event kind (ui/describe.py)"),
    r"act\.(\w+)": ("f'act.{", "an action's or a mark's name (ui/describe.py)"),
    r"pay\.(\w+)": ('f"pay.{', "why money moved: a settlement's reason word (ui/i18n.payment_reason)"),
    r"level\.(\w+)": ('f"level.{', "a bot level's name (ui/i18n.level_text)"),
    r"lobby\.seat_(\w+)": ('f"lobby.seat_{', "a seat's state in the SSH lobby (net/lobby.py)"),
    r"lobby\.(\w+)": ('f"lobby.{', "an entry of the SSH lobby's menu (net/lobby.py ENTRIES)"),
    r"table\.(\w+)_which": ('f"table.{verb}_which"', "which chow/pung/kong/choice (ui/screens/table_input.py)"),
    r"wind\.([0-3])": ('f"wind.{', "a wind by number (ui/i18n.wind)"),
    r"windshort\.([0-3])": ('f"windshort.{', "a wind's short name by number (ui/i18n.wind)"),
}
"""Keys the code builds at run time: the key's pattern → (how the code builds it, what for). A
key of a family counts as used when the code builds the family and the word it ends in is a
string in the code (an event kind, a reason word, a level) or a wind's number."""

UNUSED: dict[str, str] = {}
"""Keys no code names today, each with why it stays."""

MAINLAND = {
    "滑鼠": "鼠标",
    "档案": "文件",
    "萤幕": "屏幕",
    "资料夹": "文件夹",
    "伺服器": "服务器",
    "网路": "网络",
    "连线": "连接",
    "视窗": "窗口",
    "主选单": "主菜单",
    "清单": "列表",
    "载入": "加载",
    "接著": "接着",
}
"""Taiwan/Hong Kong words (after OpenCC's t2s) that mainland Simplified writes otherwise. (The
corner brackets 「」 stay: mainland “” are of ambiguous width in a terminal.)"""


def placeholders(text: str) -> set[str]:
    """The ``{names}`` a text fills in; ``x_en``/``x_zh`` count as one (each language takes its own)."""
    return {re.sub(r"(^|_)(en|zh)$", "", name) for _, name, _, _ in string.Formatter().parse(text) if name}


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def words(text: str) -> str:
    """The text without its placeholders."""
    return re.sub(r"\{[^}]*\}", "", text)


def code_files() -> list[Path]:
    """The package's modules but the catalog's texts (whose keys are not uses of them)."""
    return [p for p in sorted(ROOT.rglob("*.py")) if p != Path(catalog_texts.__file__)]


@cache
def code_strings() -> dict[str, str]:
    """Every string literal of the package (not the pieces of f-strings) → a file it is in."""
    out: dict[str, str] = {}
    for path in code_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        in_fstrings = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in in_fstrings:
                out.setdefault(node.value, f"{path.relative_to(ROOT).as_posix()}:{node.lineno}")
    return out


KEY_CALLS = {"tr", "t", "msg", "Message", "_line", "text", "_say", "_choose"}
"""Calls whose string argument shaped like a key is a catalog key, whatever its first word."""


@cache
def keys_given_to_calls() -> dict[str, str]:
    """Key-shaped strings given to a :data:`KEY_CALLS` call anywhere in the package → a place."""
    shaped = re.compile(r"[a-z_]+\.[a-z_0-9.]+")
    out: dict[str, str] = {}
    for path in code_files():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name not in KEY_CALLS:
                continue
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and shaped.fullmatch(arg.value):
                    out.setdefault(arg.value, f"{path.relative_to(ROOT).as_posix()}:{node.lineno}")
    return out


@cache
def code_text() -> str:
    return "\n".join(p.read_text(encoding="utf-8") for p in code_files())


def problems(key: str, texts: dict[str, str]) -> list[str]:
    out = [f"{key}: no {lang} text" for lang in LANGS if not (texts.get(lang) or "").strip()]
    if out:
        return out
    en, hant, hans = texts["en"], texts["zh_TW"], texts["zh_CN"]
    if sorted(texts) != sorted(LANGS):
        out.append(f"{key}: languages {sorted(texts)}, not {sorted(LANGS)}")
    if placeholders(en) != placeholders(hant) or fields(hant) != fields(hans):
        out.append(f"{key}: placeholders differ: {fields(en)} / {fields(hant)} / {fields(hans)}")
    if key not in SAME_IN_CHINESE and sum(c.isalpha() for c in words(en)) > 1 and en in (hant, hans):
        out.append(f"{key}: the Chinese text is the English one: {en!r}")
    if to_simplified(hans) != hans:
        out.append(f"{key}: zh_CN has Traditional characters: {hans!r} (OpenCC: {to_simplified(hans)!r})")
    out += [f"{key}: zh_CN writes {tw!r} where the mainland writes {cn!r}" for tw, cn in MAINLAND.items() if tw in hans]
    return out


def test_every_key_has_every_language_with_the_same_placeholders() -> None:
    assert len(entries()) > 400 and all(len(texts) == len(LANGS) for texts in catalog_texts.TEXTS.values())
    found = [p for key, texts in entries().items() for p in problems(key, texts)]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("texts", "why"),
    [
        ({"en": "{n} seats", "zh_TW": "{n}人"}, "no zh_CN text"),
        ({"en": "{n} seats", "zh_TW": "{n}人", "zh_CN": ""}, "no zh_CN text"),
        ({"en": "{n} seats", "zh_TW": "{m}人", "zh_CN": "{m}人"}, "placeholders differ"),
        ({"en": "{n} seats", "zh_TW": "{n}人", "zh_CN": "{m}人"}, "placeholders differ"),
        ({"en": "Language", "zh_TW": "語言", "zh_CN": "語言"}, "Traditional characters"),
        ({"en": "Mouse", "zh_TW": "滑鼠", "zh_CN": "滑鼠"}, "where the mainland writes '鼠标'"),
    ],
)
def test_the_check_finds_a_missing_text_or_a_placeholder_mismatch(texts: dict[str, str], why: str) -> None:
    assert any(why in p for p in problems("k.k", texts))


def test_every_key_the_code_names_is_in_the_catalog() -> None:
    """A literal shaped like a key (``menu.start``) under one of the catalog's first words is a
    catalog key, whatever it is given to (``tr``, ``look.t``, ``msg``, a ``Binding``'s
    description, a rule component's constant), and so is one with a new first word given to
    ``tr``, ``t``, ``msg`` and the like."""
    heads = {key.split(".")[0] for key in entries()}
    shaped = re.compile(r"[a-z_]+\.[a-z_0-9.]+")
    named = {s: where for s, where in code_strings().items() if shaped.fullmatch(s) and s.split(".")[0] in heads}
    assert len(named) > 300
    given = keys_given_to_calls()
    assert len(given) > 150 and "menu.start" in given
    named |= given
    missing = sorted(f"{s} ({where})" for s, where in named.items() if s not in entries() and s not in NOT_KEYS)
    assert not missing, "\n".join(missing)
    assert not set(NOT_KEYS) & set(entries())


def test_every_key_in_the_catalog_is_used() -> None:
    strings = code_strings()
    unused = []
    for key in entries():
        if key in strings or key in UNUSED:
            continue
        family = next((f for f in FAMILIES if re.fullmatch(f, key)), None)
        if family is not None:
            built, _ = FAMILIES[family]
            word = re.fullmatch(family, key).group(1)  # type: ignore[union-attr]
            if built in code_text() and (word in strings or word.isdigit()):
                continue
        unused.append(key)
    assert not unused, "\n".join(sorted(unused))
    assert not set(UNUSED) & set(strings)  # a key named again leaves the list


def test_the_catalog_is_the_file_and_nothing_adds_to_it() -> None:
    """Loading every variant (which imports every rule component) and the whole UI changes no
    text: the catalog is the literal written in texts.py, and no module keeps a dict of its own."""
    import mahjong_tui.net.lobby  # noqa: F401
    import mahjong_tui.replay  # noqa: F401
    import mahjong_tui.ui.app  # noqa: F401

    for vid in catalog().ids():
        catalog().get(vid)
    module = ast.parse(Path(catalog_texts.__file__).read_text(encoding="utf-8"))
    (literal,) = [n.value for n in module.body if isinstance(n, ast.AnnAssign) and n.value is not None]
    assert ast.literal_eval(literal) == catalog_texts.TEXTS
    assert {k: tuple(v.values()) for k, v in entries().items()} == catalog_texts.TEXTS
    assert "MESSAGES" not in code_text() and "define(" not in code_text()


def test_an_unknown_key_is_refused_by_msg_and_shown_as_it_is_by_tr() -> None:
    with pytest.raises(KeyError):
        msg("menu.no_such_key")
    assert tr("en", "menu.no_such_key") == "menu.no_such_key"
    assert Message("menu.no_such_key").text("zh_CN") == "menu.no_such_key"  # an old save's key


def test_a_message_speaks_each_language_and_simplifies_variant_text() -> None:
    """A limit hand's name comes from a variant file in Traditional: zh_CN shows it simplified."""
    m = msg(LIMIT_WON, name="九蓮寶燈")
    assert m.text("en") == "九蓮寶燈 was won: the match ends at once"
    assert m.text("zh_TW") == "和出例牌 九蓮寶燈，即時完場"
    assert m.text("zh_CN") == "和出例牌 九莲宝灯，即时完场"
    assert msg("choice.void_suit", suit=msg("suit.m")).text("zh_CN") == "定缺：万"
    assert m.text("zh") == m.text("zh_TW")  # any other Chinese is Traditional


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_texts_need_no_import_of_the_server(lang: str) -> None:
    text = tr(lang, "lobby.hand", n=3)
    assert text != "lobby.hand" and "3" in text
    assert tr(lang, "create.title") != "create.title"
