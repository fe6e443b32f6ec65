"""Texts of the SSH lobby (English, Traditional Chinese)."""

from __future__ import annotations

from ..ui.i18n import MESSAGES

MESSAGES.update({
    "lobby.title": ("mahjong-tui over SSH  hello, {user}", "麻將 SSH 大廳  {user}，你好"),
    "lobby.alone": ("Play alone (against bots, or hot-seat)", "單人遊戲（對電腦或輪流）"),
    "lobby.continue": ("Continue a saved game", "繼續存檔"),
    "lobby.create": ("New shared table", "開新牌桌"),
    "lobby.tables": ("Shared tables (Enter: sit down)", "共享牌桌（Enter：入座）"),
    "lobby.no_tables": ("No shared table yet: open one, friends join from their own terminal.",
                        "還沒有牌桌：開一桌，朋友從自己的終端加入。"),
    "lobby.hand": ("hand {n}", "第{n}局"),
    "lobby.over": ("over", "已結束"),
    "lobby.quit": ("Quit", "離開"),
    "lobby.back_q": ("Back to the lobby? (a game alone is saved; at a shared table a bot keeps your seat)",
                     "回到大廳？（單人遊戲已存檔；共享牌桌由電腦代打你的座位）"),
    "lobby.lost": ("The server closed the connection.", "伺服器已斷線。"),
    "lobby.seat_open": ("open", "空位"),
    "lobby.seat_bot": ("bot", "電腦"),
    "lobby.seat_away": ("away, bot plays", "離線，電腦代打"),
    "lobby.seat_playing": ("playing", "遊戲中"),
    "create.title": ("New shared table", "開新牌桌"),
    "create.seats": ("Seat {n}", "座位{n}"),
    "create.me": ("me", "我"),
    "create.open": ("open for a friend (a bot plays until then)", "留給朋友（之前由電腦代打）"),
    "create.bot": ("bot", "電腦"),
    "create.start": ("Open the table", "開桌"),
    "create.cancel": ("Cancel", "取消"),
    "key.lobby": ("Lobby", "大廳"),
})
