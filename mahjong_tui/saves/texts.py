"""UI texts of saves, replays, the lobby and shared tables (English, Traditional Chinese)."""

from __future__ import annotations

from ..ui.i18n import MESSAGES

MESSAGES.update({
    "menu.continue": ("Continue", "繼續"),
    "saves.title": ("Saved games", "存檔"),
    "saves.none": ("No saved games.", "沒有存檔。"),
    "saves.hint": ("Enter: continue  Esc: back", "Enter：繼續  Esc：返回"),
    "saves.hand": ("hand {n}", "第{n}局"),
    "replay.title": ("Replay", "重播"),
    "replay.step": ("step {i}/{n}", "第{i}/{n}步"),
    "replay.keys": ("left/right step  PgUp/PgDn hand  Home/End  q quit",
                    "left/right 一步  PgUp/PgDn 一局  Home/End  q 離開"),
    "replay.differs": ("The rules changed since this game was played: details may differ from the record.",
                       "規則已在此局之後更改：細節可能與記錄不同。"),
    "key.back": ("Back", "返回"),
    "key.next": ("Next", "下一步"),
    "key.prev": ("Previous", "上一步"),
})


def has_saves() -> bool:
    """Whether the saves folder holds any save (cheap: the files are not read)."""
    from ..datadir import saves_dir

    try:
        return any(saves_dir().glob("*.json"))
    except OSError:
        return False
