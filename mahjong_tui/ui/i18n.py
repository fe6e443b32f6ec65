"""Every label and message of the UI in English and Traditional Chinese; Simplified is derived.

Simplified Chinese is made from the Traditional text with OpenCC (``t2s``), so each message is
written once per script family. Text from variant files (names, fans, options) goes through
:func:`zh` the same way. Chess-piece glyphs are kept as printed on the pieces.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..scoring.explain import render

LANGS: tuple[str, ...] = ("en", "zh_TW", "zh_CN")
LANG_NAMES: dict[str, str] = {"en": "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}

# OpenCC turns a few chess glyphs into rare characters that fonts lack: keep the printed ones.
_KEEP = {"伡": "俥", "㐷": "傌"}

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- app and menu
    "app.title": ("Mahjong", "麻將"),
    "menu.variant": ("Variant", "玩法"),
    "menu.seats_n": ("{n} seats", "{n}人"),
    "menu.preset": ("Preset", "預設規則"),
    "menu.options": ("House rules", "地方規則"),
    "menu.no_options": ("(no house-rule options)", "（無可選規則）"),
    "menu.players": ("Players", "玩家"),
    "menu.seat_count": ("Seats", "人數"),
    "menu.human": ("Human", "真人"),
    "menu.bot": ("Bot", "電腦"),
    "level.easy": ("easy", "簡單"),
    "level.normal": ("normal", "普通"),
    "level.strong": ("strong", "高手"),
    "menu.name": ("Name", "名字"),
    "menu.seed": ("Seed", "種子"),
    "menu.seed_hint": ("empty = random", "空白 = 隨機"),
    "menu.language": ("Language", "語言"),
    "menu.tiles": ("Tiles", "牌面"),
    "menu.tiles_cjk": ("Chinese characters", "中文字"),
    "menu.tiles_ascii": ("ASCII", "ASCII"),
    "menu.theme": ("Theme", "配色"),
    "menu.theme_dark": ("Dark", "深色"),
    "menu.theme_light": ("Light", "淺色"),
    "menu.pace": ("Bot pace", "電腦速度"),
    "menu.pace_s": ("{s} s per action", "每步 {s} 秒"),
    "menu.pace_0": ("instant", "即時"),
    "menu.hints": ("Hints", "提示"),
    "menu.start": ("Start", "開始"),
    "menu.help": ("Help", "說明"),
    "menu.quit": ("Quit", "離開"),
    "menu.bad_files": ("Variant files that could not be loaded:", "無法載入的玩法檔案："),
    "menu.need_human_name": ("Every human needs a name.", "每位真人玩家都需要名字。"),
    "menu.bad_seed": ("The seed must be a whole number.", "種子必須是整數。"),
    "menu.error": ("Cannot start: {msg}", "無法開始：{msg}"),
    "menu.player": ("Player", "玩家"),
    "menu.on": ("on", "開"),
    "menu.off": ("off", "關"),
    # ---- keys (footer)
    "key.select": ("Select", "選牌"),
    "key.discard": ("Discard", "打出"),
    "key.chow": ("Chow", "吃"),
    "key.pung": ("Pung", "碰"),
    "key.kong": ("Kong", "槓"),
    "key.win": ("Win", "胡"),
    "key.pass": ("Pass", "過"),
    "key.keep": ("Keep", "留牌"),
    "key.ready": ("Ready", "聽"),
    "key.other": ("Other", "其他"),
    "key.hints": ("Hints", "提示"),
    "key.log": ("Log", "記錄"),
    "key.help": ("Help", "說明"),
    "key.quit": ("Quit", "離開"),
    "key.back": ("Back", "返回"),
    "key.move": ("Move", "移動"),
    "key.change": ("Change", "更改"),
    "key.next": ("Next", "繼續"),
    "key.step_next": ("Next", "下一步"),
    "key.step_prev": ("Previous", "上一步"),
    "key.start": ("Start", "開始"),
    "key.position": ("Tile by position", "按位置選牌"),
    # ---- table
    "table.hand_no": ("Hand {n}", "第{n}局"),
    "table.progress": ("{done}/{total} played", "已打 {done}/{total} 局"),
    "table.deals": ("deal {n} of {total}", "第 {n}/{total} 莊"),
    "table.round": ("Round {w}", "{w}圈"),
    "table.wall": ("Wall {n}", "牌牆 {n}"),
    "table.turn": ("Turn: {name}", "輪到：{name}"),
    "table.claims": ("Claim?", "叫牌？"),
    "table.dealer": ("Dealer", "莊家"),
    "table.dealer_mark": ("D", "莊"),
    "table.ready_mark": ("Ready", "聽"),
    "table.won_mark": ("Won", "已胡"),
    "table.wild": ("Wild", "混"),
    "table.indicator": ("Indicator", "翻牌"),
    "table.open_tail": ("Open tail", "翻開的牌"),
    "table.scores": ("Scores", "分數"),
    "table.log": ("Log", "記錄"),
    "table.hints": ("Hints", "提示"),
    "table.bonus": ("Bonus", "花"),
    "table.aside": ("Aside", "另放"),
    "table.you": ("you", "你"),
    "table.waiting": ("Waiting for {name}...", "等待 {name}..."),
    "table.your_turn": ("Your turn: choose a tile to discard.", "輪到你：選一張牌打出。"),
    "table.must_discard": ("Discard a tile.", "請打出一張牌。"),
    "table.choose_prompt": ("Make your choice (o).", "請選擇（o）。"),
    "table.claim_prompt": ("{name} discarded {tile}:", "{name} 打出 {tile}："),
    "table.rob_prompt": ("{name} adds {tile} to a pung:", "{name} 加槓 {tile}："),
    "table.nothing_now": ("Nothing to do now.", "現在無事可做。"),
    "table.not_possible": ("{what} is not possible now.", "現在不能{what}。"),
    "table.illegal": ("Not allowed: {msg}", "不合規則：{msg}"),
    "table.no_such_tile": ("There is no tile at position {n}.", "第{n}張沒有牌。"),
    "table.false_win_q": (
        "This hand is not a valid win here ({why}). Declaring it is penalised. Declare anyway?",
        "這手牌在此不算胡（{why}）。詐胡要受罰。仍要胡嗎？",
    ),
    "table.hidden": ("Hands hidden", "手牌已隱藏"),
    "table.chow_which": ("Which chow?", "吃哪一組？"),
    "table.kong_which": ("Which kong?", "槓哪一張？"),
    "table.pung_which": ("Which pung?", "碰哪一組？"),
    "table.other_which": ("Choose", "選擇"),
    # ---- actions (log and buttons)
    "act.discard": ("Discard", "打出"),
    "act.chow": ("Chow", "吃"),
    "act.pung": ("Pung", "碰"),
    "act.kong": ("Kong", "槓"),
    "act.concealed_kong": ("Concealed kong", "暗槓"),
    "act.added_kong": ("Added kong", "加槓"),
    "act.set_aside": ("Set aside", "另放"),
    "act.win": ("Win", "胡"),
    "act.pass": ("Pass", "過"),
    "act.choose": ("Choose", "選擇"),
    "act.next_hand": ("Next hand", "下一局"),
    "act.ready": ("Discard and declare ready", "打出並報聽"),
    # ---- log lines
    "log.hand_start": ("Hand {n} begins; dealer: {name}", "第{n}局開始，{name}坐莊"),
    "log.discard": ("{name} discards {tile}", "{name} 打出 {tile}"),
    "log.discard_ready": ("{name} discards {tile} and declares ready", "{name} 打出 {tile} 並報聽"),
    "log.draw_own": ("{name} draws {tile}", "{name} 摸到 {tile}"),
    "log.replacement_own": ("{name} draws a replacement {tile}", "{name} 補到 {tile}"),
    "log.chow": ("{name} chows {tile} from {other}", "{name} 吃 {other} 的 {tile}"),
    "log.pung": ("{name} pungs {tile} from {other}", "{name} 碰 {other} 的 {tile}"),
    "log.kong": ("{name} kongs {tile} from {other}", "{name} 槓 {other} 的 {tile}"),
    "log.concealed_kong": ("{name} declares a concealed kong", "{name} 暗槓"),
    "log.concealed_kong_own": ("{name} declares a concealed kong of {tile}", "{name} 暗槓 {tile}"),
    "log.added_kong": ("{name} adds {tile} to a pung", "{name} 加槓 {tile}"),
    "log.bonus": ("{name} lays out {tile}", "{name} 補花 {tile}"),
    "log.aside": ("{name} sets {tile} aside", "{name} 另放 {tile}"),
    "log.keep": ("{name} keeps {tile} (no win)", "{name} 留下 {tile}（未胡）"),
    "log.four_wilds": ("{name} shows four wilds", "{name} 亮出四張混兒"),
    "log.chicken": ("{name} wins a chicken hand on {tile} and plays on", "{name} 雞糊 {tile}，繼續打"),
    "log.dead_hand": ("{name} swapped a called tile: no win this hand", "{name} 食替，本局不能胡"),
    "log.rob": ("{tile} is robbed from {name}'s kong", "{name} 的槓被搶：{tile}"),
    "log.win_self": ("{name} wins by self-draw on {tile}", "{name} 自摸 {tile}"),
    "log.win_discard": ("{name} wins on {other}'s {tile}", "{name} 胡 {other} 的 {tile}"),
    "log.win_rob": ("{name} wins by robbing {other}'s kong", "{name} 搶 {other} 的槓胡"),
    "log.false_win": ("{name} declares a false win", "{name} 詐胡"),
    "log.draw_game": ("The hand is drawn: {why}", "流局：{why}"),
    "log.indicator": ("Wild indicator: {tile}", "翻牌：{tile}"),
    "log.ready": ("{name} declares ready", "{name} 報聽"),
    "log.choice": ("{name} chooses", "{name} 已選擇"),
    "log.match_end": ("The match is over.", "比賽結束。"),
    # ---- privacy
    "privacy.title": ("Pass to {name}", "請交給 {name}"),
    "privacy.body": (
        "Every hand is hidden. {name}, press Enter when the others are not looking.",
        "所有手牌都已隱藏。{name}，確認別人沒在看之後按 Enter。",
    ),
    "privacy.claim": ("{name} may claim a discard.", "{name} 可以叫牌。"),
    # ---- result
    "result.title": ("Hand {n}: result", "第{n}局結果"),
    "result.self_draw": ("{name} wins by self-draw", "{name} 自摸"),
    "result.discard": ("{name} wins on {other}'s discard", "{name} 胡 {other} 放的牌"),
    "result.rob": ("{name} wins by robbing {other}'s kong", "{name} 搶 {other} 的槓"),
    "result.false_win": ("{name} declared a false win: {why}", "{name} 詐胡：{why}"),
    "result.draw": ("Draw: {why}", "流局：{why}"),
    "result.draw_default": ("the wall is empty", "牌摸完了"),
    "result.fan": ("Fan", "番種"),
    "result.value": ("Value", "番數"),
    "result.total": ("Total", "合計"),
    "result.value_steps": ("Value: {how}", "牌值：{how}"),
    "result.seat": ("Seat", "座位"),
    "result.delta": ("This hand", "本局"),
    "result.score": ("Score", "總分"),
    "result.payments": ("Payments", "支付"),
    "result.pays": ("{payer} pays {payee} {amount}", "{payer} 付給 {payee} {amount}"),
    "result.pot": ("the pot", "彩池"),
    "log.payment": ("{payer} pays {payee} {amount} ({why})", "{payer} 付給 {payee} {amount}（{why}）"),
    "pay.win": ("win", "胡牌"),
    "pay.kong": ("kong money", "槓錢"),
    "pay.kong_transfer": ("kong money passed on", "呼叫轉移"),
    "pay.refund": ("kong money refunded", "退槓錢"),
    "pay.draw_check": ("not ready at the draw", "查大叫"),
    "pay.flower_pig": ("still holds the void suit", "查花豬"),
    "pay.stake": ("stakes", "炮子"),
    "pay.false_win": ("false win", "詐胡"),
    "pay.bonus": ("bonus tiles", "花牌"),
    "pay.ready_deposit": ("ready deposit", "報聽押金"),
    "pay.pot": ("the pot", "彩池"),
    "pay.draw_ready": ("ready at the draw", "流局聽牌"),
    "pay.wipeout": ("wipe-out", "片甲不留"),
    "pay.draw_streak": ("drawn hands in a row", "連續流局"),
    "pay.dealer_streak": ("dealer's streak", "連莊"),
    "table.pot": ("Pot {n}", "彩池 {n}"),
    "table.streak": ("Dealer streak {n}", "連莊 {n}"),
    "table.draws": ("Drawn in a row {n}", "連續流局 {n}"),
    "board.return": ("Return {n}", "返點 {n}"),
    "board.extension": ("West round", "西入"),
    "board.line": ("{rank}. {name} {points}", "{rank}. {name} {points}"),
    "match.points": ("Points", "點數"),
    "match.settle": ("Settlement", "埋數"),
    "match.start_return": (
        "Start {start}, return {ret}: places 2 and below settle points - {ret}; first place takes the rest.",
        "起始 {start}，返點 {ret}：二至四名以點數減 {ret} 埋數，第一名收其餘。",
    ),
    "confirm.fee": ("It costs {fee} to each other player.", "要賠每位其他玩家 {fee}。"),
    "confirm.chicken": (
        "Chicken hand (雞糊): it pays nothing, and you play on without winning again this hand. Declare it?",
        "雞糊：不收錢，之後繼續打但本局不能再胡。確定要雞糊嗎？",
    ),
    "confirm.swap_call": (
        "Discarding {tile} right after calling it (食替) kills your hand: you cannot win this hand. Discard it anyway?",
        "吃碰後立刻打出 {tile}（食替）會成死牌：本局不能再胡。仍要打出嗎？",
    ),
    "act.chicken": ("chicken hand (pays nothing, play on)", "雞糊（不收錢，繼續打）"),
    "act.swap_call": ("swap call: kills the hand", "食替：成死牌"),
    "act.false_win": ("false win: penalised", "詐胡：要罰"),
    "act.joker_as": ("飛={tile}", "飛={tile}"),
    "result.next": ("Press Enter for the next hand.", "按 Enter 開始下一局。"),
    "result.to_end": ("Press Enter for the final standings.", "按 Enter 看最後名次。"),
    "result.hands": ("Hands", "手牌"),
    "match.title": ("Match over", "比賽結束"),
    "match.rank": ("Rank", "名次"),
    "match.player": ("Player", "玩家"),
    "match.final": ("Final", "最終"),
    "match.by_hand": ("Hand by hand", "各局得失"),
    "match.hand": ("Hand", "局"),
    "match.reason": ("Why it ended: {why}", "結束原因：{why}"),
    "match.back": ("Press Enter to return to the menu, q to quit.", "按 Enter 回主選單，按 q 離開。"),
    # ---- help
    "help.title": ("Help", "說明"),
    "help.keys": ("Keys", "按鍵"),
    "help.rules": ("Rules", "規則"),
    "help.fans": ("Fans", "番種"),
    "help.close": ("Esc or ? closes this help.", "按 Esc 或 ? 關閉說明。"),
    "help.no_variant": ("Choose a variant in the menu to see its rules.", "在主選單選擇玩法即可看到規則。"),
    "help.book": ("Rule book", "規則書"),
    "help.no_page": (
        "This variant has no rule-book page (pages cover the built-in variants): see the Rules and Fans tabs.",
        "此玩法沒有規則書頁面（只有內建玩法才有）：請看「規則」與「番種」分頁。",
    ),
    "help.no_fans": ("This variant lists no fans.", "此玩法沒有番種表。"),
    "help.k.arrows": ("Left Right, h l", "左右方向鍵、h l"),
    "help.d.arrows": ("select a tile", "選牌"),
    "help.k.enter": ("Enter or Space", "Enter 或空白鍵"),
    "help.d.enter": ("discard the selected tile (click it twice with the mouse)", "打出選中的牌（或用滑鼠點兩下）"),
    "help.k.digits": ("1-9, 0, 10-14", "1-9、0、10-14"),
    "help.d.digits": ("select the tile at that position (type 1 then 2 for 12)", "按位置選牌（12 請按 1 再按 2）"),
    "help.d.chow": ("chow the discard (asks which, when there are several)", "吃（有多種時會問）"),
    "help.d.pung": ("pung the discard", "碰"),
    "help.d.kong": ("kong: on a discard, concealed, or added to a pung", "槓：明槓、暗槓或加槓"),
    "help.d.win": ("declare a win", "胡牌"),
    "help.d.pass": ("let the discard go", "不要這張牌"),
    "help.d.ready": (
        "discard the selected tile and declare ready (where the rules have it)",
        "打出選中的牌並報聽（規則有此項時）",
    ),
    "help.d.other": (
        "other choices the rules offer now; marks a tile to pass in the exchange of three",
        "規則提供的其他選擇；換三張時標記要換出的牌",
    ),
    "help.d.hints": ("show or hide hints (shanten, waits, best discards)", "顯示或隱藏提示（向聽、聽牌、最佳打法）"),
    "help.d.log": ("show or hide the log on narrow screens", "窄螢幕時顯示或隱藏記錄"),
    "help.d.help": ("this help", "本說明"),
    "help.d.quit": ("quit (asks first)", "離開（會先確認）"),
    "help.k.menu_move": ("Tab, Shift+Tab", "Tab、Shift+Tab"),
    "help.d.menu_move": ("move to the next or previous setting", "移到下一項或上一項設定"),
    "help.k.menu_change": ("Left Right, Space", "左右方向鍵、空白鍵"),
    "help.d.menu_change": ("change the setting that has the focus", "更改目前選中的設定"),
    "help.k.menu_list": ("Up Down", "上下方向鍵"),
    "help.d.menu_list": ("choose a variant in the list", "在清單中選玩法"),
    "help.k.menu_enter": ("Enter", "Enter 鍵"),
    "help.d.menu_enter": ("on a variant: go to Start; on a button: press it", "在玩法上：跳到「開始」；在按鈕上：按下"),
    "help.d.menu_start": ("start a game with these settings", "用這些設定開始遊戲"),
    "help.d.menu_continue": ("continue a saved game", "繼續已保存的牌局"),
    "help.d.menu_quit": ("quit", "離開"),
    "help.menu_mouse": (
        "Mouse: click a setting's left part to go back, its right part to go forward.",
        "滑鼠：點設定的左邊往回，點右邊往前。",
    ),
    "help.mouse": (
        "Mouse: click a tile to select it, click it again to discard; click the action buttons.",
        "滑鼠：點一下選牌，再點一下打出；也可以點動作按鈕。",
    ),
    "help.marks": (
        "River marks: < latest discard, * claimed by another player, ! discard that declared ready.",
        "牌河標記：< 最新打出，* 已被叫走，! 報聽時打出的牌。",
    ),
    # ---- hints
    "hint.shanten": ("Shanten: {n}", "向聽：{n}"),
    "hint.tenpai": ("Ready (tenpai)", "聽牌"),
    "hint.complete": ("Complete hand", "已成和牌型"),
    "hint.waits": ("Waits", "聽"),
    "hint.left": ("{n} left", "剩{n}張"),
    "hint.best": ("Discards (best first):", "打牌（最佳在前）："),
    "hint.helpful": ("Tiles that help:", "有用的牌："),
    "hint.shanten_only": ("shanten {n}", "向聽 {n}"),
    "hint.accept": ("shanten {n}, {k} tiles in", "向聽 {n}，進張 {k}"),
    "hint.not_win": ("not a win here: {why}", "此處不能胡：{why}"),
    "hint.self_draw_only": ("self-draw only: {why}", "只能自摸：{why}"),
    "hint.discard_only": ("not self-drawn: {why}", "不能自摸：{why}"),
    "hint.why_both": ("on a discard, {discard}; self-drawn, {self_draw}", "食胡：{discard}；自摸：{self_draw}"),
    "hint.off": ("Hints are off (t).", "提示已關閉（t）。"),
    "hint.busy": ("Thinking...", "計算中..."),
    "hint.none": ("No hints now.", "現在沒有提示。"),
    # ---- dialogs
    "confirm.quit": ("Quit the game?", "要離開遊戲嗎？"),
    "confirm.quit_kept": (
        "Quit the game? The game is kept: Continue in the menu picks it up.",
        "要離開遊戲嗎？牌局會保存，之後可在主選單按「繼續」接著玩。",
    ),
    "confirm.quit_menu": ("Leave this match and return to the menu?", "離開這場比賽，回到主選單？"),
    "confirm.yes": ("Yes", "是"),
    "confirm.no": ("No", "否"),
    "choice.cancel": ("Cancel", "取消"),
    # ---- size
    "size.small": (
        "This window is {w}x{h}. Mahjong needs at least 80x24: please enlarge it.",
        "視窗目前是 {w}x{h}，至少需要 80x24，請放大視窗。",
    ),
    # ---- saves and replays
    "menu.continue": ("Continue", "繼續"),
    "saves.title": ("Saved games", "存檔"),
    "saves.none": ("No saved games.", "沒有存檔。"),
    "saves.hint": ("Enter: continue  Esc: back", "Enter：繼續  Esc：返回"),
    "saves.hand": ("hand {n}", "第{n}局"),
    "replay.title": ("Replay", "重播"),
    "replay.step": ("step {i}/{n}", "第{i}/{n}步"),
    "replay.keys": (
        "left/right step  PgUp/PgDn hand  Home/End  q quit",
        "left/right 一步  PgUp/PgDn 一局  Home/End  q 離開",
    ),
    "replay.differs": (
        "The rules changed since this game was played: details may differ from the record.",
        "規則已在此局之後更改：細節可能與記錄不同。",
    ),
    # ---- the SSH lobby (net/lobby.py)
    "lobby.title": ("mahjong-tui over SSH  hello, {user}", "麻將 SSH 大廳  {user}，你好"),
    "lobby.alone": ("Play alone (against bots, or hot-seat)", "單人遊戲（對電腦或輪流）"),
    "lobby.continue": ("Continue a saved game", "繼續存檔"),
    "lobby.create": ("New shared table", "開新牌桌"),
    "lobby.tables": ("Shared tables (Enter: sit down)", "共享牌桌（Enter：入座）"),
    "lobby.no_tables": (
        "No shared table yet: open one, friends join from their own terminal.",
        "還沒有牌桌：開一桌，朋友從自己的終端加入。",
    ),
    "lobby.hand": ("hand {n}", "第{n}局"),
    "lobby.over": ("over", "已結束"),
    "lobby.quit": ("Quit", "離開"),
    "lobby.back_q": (
        "Back to the lobby? (a game alone is saved; at a shared table a bot keeps your seat)",
        "回到大廳？（單人遊戲已存檔；共享牌桌由電腦代打你的座位）",
    ),
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
    # ---- winds
    "wind.0": ("East", "東"),
    "wind.1": ("South", "南"),
    "wind.2": ("West", "西"),
    "wind.3": ("North", "北"),
    "windshort.0": ("E", "東"),
    "windshort.1": ("S", "南"),
    "windshort.2": ("W", "西"),
    "windshort.3": ("N", "北"),
    # ---- review helper: the strong bot's hints, danger marks and the review of a hand ----
    "hint.reason.speed": ("fastest", "最快"),
    "hint.reason.value": ("most value", "價值最高"),
    "hint.reason.safety": ("safest", "最安全"),
    "hint.danger": ("danger {level}", "危險度：{level}"),
    "hint.pick": ("strong bot's choice", "高手之選"),
    "danger.0": ("safe", "安全"),
    "danger.1": ("low", "低"),
    "danger.2": ("medium", "中"),
    "danger.3": ("high", "高"),
    "danger.share": ("{level} ({pct}%)", "{level}（{pct}%）"),
    "help.k.danger": ("o ! !! !!!", "o ! !! !!!"),
    "help.d.danger": (
        "marks above your tiles when an opponent looks ready: safe, low, medium, high danger "
        "(the strong bot's reading; the hints give the same)",
        "對手看似聽牌時，手牌上方的標記：安全、低、中、高危險（高手電腦的判斷，提示亦同）",
    ),
    "help.k.review": ("r (result)", "r（結算）"),
    "help.d.review": (
        "review the hand: your decisions that differ from the strong bot's (also `mahjong-tui review ID`)",
        "覆盤：你與高手電腦不同的決定（亦可用 `mahjong-tui review ID`）",
    ),
    "key.review": ("Review", "覆盤"),
    "result.review": ("Press r to review your decisions against the strong bot.", "按 r 對照高手電腦覆盤你的決定。"),
    "review.title": ("Review of hand {n}", "第 {n} 局覆盤"),
    "review.game": ("Review of game {id} ({variant})", "牌局 {id}（{variant}）覆盤"),
    "review.busy": ("Asking the strong bot about every decision...", "正在請高手電腦看每個決定..."),
    "review.back": ("Press Esc or Enter to go back.", "按 Esc 或 Enter 返回。"),
    "review.hand": (
        "Hand {n}: {k} of your {total} decisions differ from the strong bot",
        "第 {n} 局：你的 {total} 個決定中有 {k} 個與高手電腦不同",
    ),
    "review.none": ("No finished hand to review.", "沒有打完的牌局可覆盤。"),
    "review.no_hand": ("No finished hand {n} in this game.", "這場沒有打完的第 {n} 局。"),
    "review.move": ("move {move}, {name}, {left} tiles left", "第 {move} 手，{name}，牌牆剩 {left} 張"),
    "review.chose": ("you: {yours}; strong bot: {strong}", "你：{yours}；高手電腦：{strong}"),
    "review.yours": ("yours", "你的"),
    "review.its": ("strong bot's", "高手的"),
    "review.eval": (
        "{who}: {distance} from ready, {accept} tiles in, value {value}, danger {danger}",
        "{who}：離聽牌 {distance}，進張 {accept}，價值 {value}，危險度 {danger}",
    ),
    "review.wins": ("; ready, {n} winning copies", "；聽牌，可胡 {n} 張"),
    "review.lost.wins": ("{n} winning copies", "少了 {n} 張可胡的牌"),
    "review.gave_up": ("gave up: {what}", "損失：{what}"),
    "review.gave_nothing": (
        "gave up: nothing these measures show (the strong bot weighs the whole hand)",
        "損失：以上指標看不出（高手電腦看整手牌）",
    ),
    "review.lost.speed": ("{n} steps of speed", "慢了 {n} 步"),
    "review.lost.accept": ("{n} tiles of acceptance", "少了 {n} 張進張"),
    "review.lost.value": ("{n} of value", "少了 {n} 點價值"),
    "review.lost.safety": ("safety (danger {yours} instead of {strong})", "安全（危險度{yours}，而非{strong}）"),
    "review.lost.claim": ("a different plan (claims change the hand for good)", "不同的打法（吃碰槓會改變整手牌）"),
    "review.lost.win": ("a win", "一次和牌"),
    "review.tile": ("{zh}", "{zh}"),
    "review.list_sep": (", ", "、"),
    "review.act.discard": ("discard {tile}", "打 {tile}"),
    "review.act.discard_ready": ("discard {tile} and declare ready", "打 {tile} 並報聽"),
    "review.act.chow": ("chow {tile}", "吃 {tile}"),
    "review.act.pung": ("pung {tile}", "碰 {tile}"),
    "review.act.kong": ("kong {tile}", "槓 {tile}"),
    "review.act.concealed_kong": ("concealed kong {tile}", "暗槓 {tile}"),
    "review.act.added_kong": ("added kong {tile}", "加槓 {tile}"),
    "review.act.win": ("win on {tile}", "胡 {tile}"),
    "review.act.pass": ("pass", "不要"),
}


@lru_cache(maxsize=1)
def _converter() -> Any:
    import opencc

    return opencc.OpenCC("t2s")


@lru_cache(maxsize=4096)
def to_simplified(text: str) -> str:
    """Traditional → Simplified with OpenCC; chess glyphs stay as printed."""
    if not text or text.isascii():
        return text
    out = _converter().convert(text)
    for bad, good in _KEEP.items():
        out = out.replace(bad, good)
    return out


def zh(text: str, lang: str) -> str:
    """Chinese text (written in Traditional) for ``lang``."""
    return to_simplified(text) if lang == "zh_CN" else text


def pick(lang: str, en: str, zh_text: str) -> str:
    """English for ``en``; otherwise the Chinese text in the right script (English if none)."""
    if lang == "en" or not zh_text:
        return en
    return zh(zh_text, lang)


def message(lang: str, m: Any) -> str:
    """An engine :class:`~mahjong_tui.messages.Message` in ``lang``."""
    return zh(m.text(lang), lang) if lang.startswith("zh") else m.text("en")


def formula(lang: str, terms: Any) -> str:
    """How a number was reached (:func:`~mahjong_tui.scoring.explain.render`) in ``lang``."""
    text = render(terms, "zh" if lang.startswith("zh") else "en")
    return zh(text, lang) if lang.startswith("zh") else text


def tr(lang: str, key: str, **kw: Any) -> str:
    """The message ``key`` in ``lang``, formatted with ``kw``."""
    try:
        en, tw = MESSAGES[key]
    except KeyError:
        return key
    text = en if lang == "en" else zh(tw, lang)
    return text.format(**kw) if kw else text


def level_text(lang: str, level: str) -> str:
    """A bot level's name (:mod:`mahjong_tui.bots.levels`) in ``lang``; an unknown one as it is."""
    key = f"level.{level}"
    return tr(lang, key) if key in MESSAGES else level


def payment_reason(lang: str, reason: str) -> str:
    """Why money moved (a settlement's reason word), in ``lang``; unknown words as they are."""
    key = f"pay.{reason}"
    return tr(lang, key) if key in MESSAGES else reason.replace("_", " ")


def wind(lang: str, w: int, short: bool = False) -> str:
    return tr(lang, f"windshort.{w % 4}" if short else f"wind.{w % 4}")


def value_header(lang: str, unit: str) -> str:
    """Column header for a fan's value: ``Value (fan)`` / ``番數`` / ``台數``."""
    return f"{tr(lang, 'result.value')} ({unit})" if lang == "en" else f"{unit}{zh('數', lang)}"


def option_value_text(lang: str, spec: Any, value: Any) -> str:
    """A house rule's value as a word: on/off for a bool, the variant file's label for a
    choice (``labels`` in its option), a number as it is."""
    if isinstance(value, bool):
        return tr(lang, "menu.on" if value else "menu.off")
    label = spec.labels.get(str(value))
    return pick(lang, label[0], label[1]) if label else str(value)


def default_seat_name(lang: str, name: str) -> str:
    """A seat's name in ``lang`` while it is still a default one (``Player``, ``Bot 2`` in any
    language); a name someone typed stays as it is."""
    if name in {tr(code, "menu.player") for code in LANGS}:
        return tr(lang, "menu.player")
    for code in LANGS:
        word, _, number = name.rpartition(" ")
        if word == tr(code, "menu.bot") and number.isdigit():
            return f"{tr(lang, 'menu.bot')} {number}"
    return name
