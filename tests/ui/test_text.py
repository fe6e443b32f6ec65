"""Languages, settings on disk, the command line and the session logic (no terminal needed)."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest

from mahjong_tui.messages import entries
from mahjong_tui.play.contract import StepKind
from mahjong_tui.play.session import Session
from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.ui.i18n import LANGS, to_simplified, tr
from mahjong_tui.ui.settings import Settings, config_dir

from .conftest import ui_variant


def test_no_text_has_a_character_of_ambiguous_width() -> None:
    """An ambiguous-width character (East Asian width A) takes one or two columns depending on
    the terminal, so the table's columns would slip. The times sign is written as every formula
    writes it (``scoring/explain.render``)."""
    for key, texts in entries().items():
        for lang in LANGS:
            for ch in texts[lang]:
                assert unicodedata.east_asian_width(ch) != "A" or ch == "×", (key, lang, ch)


SHELL_TEXTS = {"app.kept"}
"""Printed to the shell once the app has closed, where a command stands in backticks as in the
command line's own messages ("see `mahjong-tui replay --list`")."""


def test_no_text_drawn_on_a_screen_has_markdown_backticks() -> None:
    """Screens draw catalogue texts as plain text, so Markdown's code marks showed as written:
    Help's r (result) line read "(also `mahjong-tui review ID`)", the quit question "`mahjong-tui
    resume` picks it up"."""
    for key, texts in entries().items():
        if key not in SHELL_TEXTS:
            for lang in LANGS:
                assert "`" not in texts[lang], (key, lang, texts[lang])


def test_simplified_chinese_is_written_in_mainland_words() -> None:
    assert tr("zh_CN", "key.kong") == "杠"
    assert tr("zh_TW", "key.kong") == "槓"
    assert tr("zh_CN", "menu.language") == "语言"
    assert tr("zh_CN", "help.mouse").startswith("鼠标")  # OpenCC leaves Taiwan's 滑鼠
    assert tr("zh_TW", "help.mouse").startswith("滑鼠")
    assert tr("zh_CN", "menu.bad_files") == "无法加载的玩法文件："
    assert to_simplified("一色三同順 俥傌炮") == "一色三同顺 俥傌炮"  # variant text: OpenCC, chess glyphs kept
    assert tr("en", "table.wall", n=3) == "Wall 3"


def test_settings_round_trip_and_repair(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "settings.json"
    s = Settings(lang="zh_CN", ascii=True, theme="light", pace=0.0, variant="plain", players=3)
    s.seats[1].human = True
    s.seats[1].name = "阿明"
    assert s.save(path) is None
    back = Settings.load(path)
    assert back == s
    path.write_text(json.dumps({"lang": "xx", "pace": -3, "players": 9, "theme": 5, "seats": "no"}))
    fixed = Settings.load(path)
    assert (fixed.lang, fixed.pace, fixed.players, fixed.theme) == ("en", 0.0, 4, "dark")
    path.write_text("{not json")
    assert Settings.load(path) == Settings()


def test_settings_honour_the_config_dir_variable(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_TUI_CONFIG_DIR", str(tmp_path))
    assert config_dir() == tmp_path
    monkeypatch.delenv("MAHJONG_TUI_CONFIG_DIR")
    assert "mahjong-tui" in str(config_dir())


def test_seats_on_the_command_line() -> None:
    from mahjong_tui.cli.errors import CliError
    from mahjong_tui.cli.play_cmd import parse_seats

    assert parse_seats("human:Ann,bot,h,b") == ([True, False, True, False], ["Ann", "Bot 2", "Player 3", "Bot 4"])
    with pytest.raises(CliError):
        parse_seats("human,robot")


def test_play_command_checks_variant_and_seats(monkeypatch: pytest.MonkeyPatch, capsys) -> None:  # noqa: ANN001
    from mahjong_tui.cli import play_cmd
    from mahjong_tui.cli.main import main
    from mahjong_tui.ui.app import MahjongApp

    ran: list[MahjongApp] = []
    monkeypatch.setattr(MahjongApp, "run", lambda self: ran.append(self))
    monkeypatch.setattr(play_cmd, "need_terminal", lambda: None)  # pytest's output is no terminal
    assert main(["play", "no-such-variant"]) == 2
    assert "unknown variant" in capsys.readouterr().err
    assert main(["play", "plain", "--seats", "human"]) == 2
    assert "--seats gives 1" in capsys.readouterr().err
    assert main(["play", "plain", "--seats", "human,bot,bot", "--seed", "3", "--ascii", "--pace", "0"]) == 0
    app = ran[-1]
    assert app.direct_game is not None
    assert app.direct_game[1:] == ([True, False, False], ["Player", "Bot 2", "Bot 3"], 3)
    assert app.settings.ascii and app.settings.pace == 0
    assert main([]) == 0  # no subcommand: the menu
    assert ran[-1].direct_game is None


def test_play_command_names_the_default_seats_in_the_players_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """``play mcr --lang zh_TW`` had "Player" and "Bot 2" at a Chinese table (the menu said
    玩家 and 電腦 2); a typed name stays as it is."""
    from mahjong_tui.cli import play_cmd
    from mahjong_tui.cli.main import main
    from mahjong_tui.ui.app import MahjongApp

    ran: list[MahjongApp] = []
    monkeypatch.setattr(MahjongApp, "run", lambda self: ran.append(self))
    monkeypatch.setattr(play_cmd, "need_terminal", lambda: None)  # pytest's output is no terminal
    assert main(["play", "plain", "--seats", "human,bot,h,bot:easy:Kim", "--lang", "zh_TW"]) == 0
    assert ran[-1].direct_game is not None
    assert ran[-1].direct_game[2] == ["玩家", "電腦 2", "玩家 3", "Kim"]
    assert main(["play", "plain", "--seats", "human:Ann,bot", "--lang", "zh_CN"]) == 0
    assert ran[-1].direct_game is not None
    assert ran[-1].direct_game[2] == ["Ann", "电脑 2"]


def _auto(session: Session) -> None:
    """Play whatever is asked (first legal action) until the hand ends, checking the views."""
    g = session.game
    for _ in range(2000):
        step = session.next_step()
        if step.kind is StepKind.RESULT:
            return
        if step.kind is StepKind.PRIVACY:
            assert step.seat is not None
            hidden = session.table_view()
            assert hidden.viewer is None and all(s.hand is None for s in hidden.seats if not s.won)
            assert not hidden.legal
            session.show(step.seat)
            continue
        seat = step.seat
        assert seat is not None
        if step.kind is StepKind.HUMAN:
            view = session.table_view()
            assert view.viewer == seat
            for s in view.seats:
                if s.seat != seat and not s.won and g.phase is not Phase.HAND_OVER:
                    assert s.hand is None
            legal = view.legal
            action = next((a for a in legal if a.type is Act.PASS), legal[0])
        else:
            action = session.bots[seat].choose(session.bot_view(seat))
        session.apply(action)
    raise AssertionError("no end")


def test_session_one_human_never_needs_privacy() -> None:
    session = Session(ui_variant("plain"), [True, False, False, False], ["A", "B", "C", "D"], seed=3)
    assert session.on_screen == 0
    kinds = set()
    for _ in range(300):
        step = session.next_step()
        kinds.add(step.kind)
        if step.kind is StepKind.RESULT:
            break
        assert step.kind is not StepKind.PRIVACY
        seat = step.seat
        assert seat is not None
        view = session.table_view() if step.kind is StepKind.HUMAN else session.bot_view(seat)
        action = (
            session.bots[seat].choose(view)
            if seat in session.bots
            else next((a for a in view.legal if a.type is Act.PASS), view.legal[0])
        )
        session.apply(action)
    assert StepKind.BOT in kinds and StepKind.HUMAN in kinds


def test_session_hotseat_hides_hands_between_humans() -> None:
    session = Session(ui_variant("plain"), [True, True, False], ["A", "B", "C"], seed=7)
    assert session.on_screen is None
    assert session.next_step().kind is StepKind.PRIVACY
    _auto(session)
    session.next_hand()
    assert session.on_screen is None  # a new hand starts hidden
    assert re.match(r"\d", str(session.game.view(0).hand_no))


def test_spectating_bots_show_everything() -> None:
    session = Session(ui_variant("plain"), [False, False], ["A", "B"], seed=1)
    view = session.table_view()
    assert all(s.hand is not None for s in view.seats)


def test_a_choice_reads_by_its_label_in_the_players_language() -> None:
    from mahjong_tui.messages import msg
    from mahjong_tui.table.actions import Action
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    labelled = Action(Act.CHOOSE, 0, choice="m", label=msg("choice.void_suit", suit="萬"))
    assert labelled == Action(Act.CHOOSE, 0, choice="m")  # the label is not part of the action
    for lang, want in (("en", "Void 萬"), ("zh_TW", "定缺：萬"), ("zh_CN", "定缺：万")):
        text = Describer(lang, False, palette(), ["A"]).action(labelled).plain
        assert text.endswith(want) and " m" not in text
    bare = Describer("en", False, palette(), ["A"]).action(Action(Act.CHOOSE, 0, choice="m")).plain
    assert bare.endswith(" m")


def test_seat_header_shows_the_variants_facts_and_money_moved_in_the_hand() -> None:
    import dataclasses

    from mahjong_tui.engine.game import Game
    from mahjong_tui.messages import msg
    from mahjong_tui.table.records import Payment
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.widgets.seat import header_line

    view = Game(ui_variant("plain"), 4, 1).view(0)
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], facts={"void_suit": msg("fact.void_suit", suit="萬")})
    view = dataclasses.replace(view, seats=seats, hand_payments=[Payment(2, 1, 3, "kong"), Payment(3, 1, 3, "kong")])
    assert view.hand_delta(1) == 6 and view.hand_delta(2) == -3 and view.hand_delta(0) == 0
    for lang, fact in (("en", "[Void: 萬]"), ("zh_TW", "[缺萬]"), ("zh_CN", "[缺万]")):
        line = header_line(view.seats[1], view, Look(lang, False, True), me=False, show_backs=False).plain
        assert fact in line and "(+6)" in line
        assert line.index("(+6)") < line.index(fact)  # a narrow terminal cuts the facts, not the score
    assert "(-3)" in header_line(view.seats[2], view, Look("en", False, True), me=False, show_backs=False).plain
    header = header_line(view.seats[0], view, Look("en", False, True), me=True, show_backs=False)
    assert "(" not in header.plain.replace("(you)", "")


def test_a_side_seats_facts_start_a_line_of_their_own() -> None:
    """A side column is narrow: a long fact (Wuhan's own multiplier) wrapped into the name's line
    and split it. The name, score and tile count keep the first line; the facts take the next."""
    import dataclasses

    from mahjong_tui.engine.game import Game
    from mahjong_tui.messages import msg
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.widgets.seat import HeadLine, header_line

    view = Game(ui_variant("plain"), 4, 1).view(0)
    seats = list(view.seats)
    seats[1] = dataclasses.replace(seats[1], facts={"multiplier": msg("fact.multiplier", m=2)})
    view = dataclasses.replace(view, seats=seats)
    look = Look("en", False, True)
    line = HeadLine()
    line.text = header_line(view.seats[1], view, look, me=False, show_backs=False, count=True)
    first, second = [text.plain for text in line.render().lines(80)]
    assert first.rstrip().endswith(str(view.seats[1].hand_count)) and "[" not in first
    assert second.strip() == "[Own multiplier ×2]"
    no_facts = header_line(view.seats[2], view, look, me=False, show_backs=False, count=True).plain
    assert "\n" not in no_facts
    top = header_line(view.seats[1], view, look, me=False, show_backs=True).plain
    assert "\n" not in top and "[Own multiplier ×2]" in top  # the wide top seat keeps one line


def test_a_side_seats_facts_are_never_cut_in_two() -> None:
    """Wuhan's East seat showed " [Laid aside 1] [Own" on one line of its 26-cell column and
    "multiplier ×2]" on the next: facts go whole, as many to a line as fit."""
    import dataclasses

    from mahjong_tui.engine.game import Game
    from mahjong_tui.messages import msg
    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.widgets.seat import HeadLine, header_line

    view = Game(ui_variant("plain"), 4, 1).view(0)
    seats = list(view.seats)
    facts = {"set_aside": msg("fact.set_aside", n=1), "multiplier": msg("fact.multiplier", m=2)}
    seats[1] = dataclasses.replace(seats[1], facts=facts)
    view = dataclasses.replace(view, seats=seats)

    def lines(lang: str, width: int) -> list[str]:
        line = HeadLine()  # drawn as the side seat's header draws it, at its width then
        line.text = header_line(view.seats[1], view, Look(lang, False, True), False, False, count=True)
        return [text.plain for text in line.render().lines(width) if "[" in text.plain]

    assert lines("en", 26) == [" [Laid aside 1]", " [Own multiplier ×2]"]
    assert lines("zh_TW", 26) == [" [槓出 1 張] [番數 ×2]"]  # 21 cells: both fit
    assert lines("en", 40) == [" [Laid aside 1] [Own multiplier ×2]"]
    assert lines("zh_TW", 12) == [" [槓出 1 張]", " [番數 ×2]"]


def test_a_flower_pigs_payment_says_what_makes_a_pig_with_or_without_a_void_suit() -> None:
    """查花豬 pays at a Sichuan draw for holding all three suits, or, where each player declares a
    void suit (an option, off by default), that suit: the payment's reason is one word for both, so
    its text names both (it said "still holds the void suit" at tables where nobody declares one)."""
    from mahjong_tui.ui.i18n import payment_reason
    from mahjong_tui.variants import load_variant

    assert load_variant("sichuan").options.get("declare_void") is False  # the usual game: no void suit
    said = payment_reason("en", "flower_pig")
    assert "three suits" in said and "void suit" in said, said


def test_payments_read_in_the_players_language() -> None:
    from mahjong_tui.engine.events import Event, EventKind
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.i18n import payment_reason
    from mahjong_tui.ui.theme import palette

    assert payment_reason("en", "draw_check") == "not ready at the draw"
    assert payment_reason("zh_TW", "draw_check") == "查大叫"
    assert payment_reason("zh_CN", "flower_pig") == "查花猪"
    assert payment_reason("en", "house_special") == "house special"  # unknown words pass through
    e = Event(EventKind.PAYMENT, 1, data={"payer": 0, "payee": 1, "amount": 2, "reason": "kong"})
    line = Describer("zh_TW", False, palette(), ["甲", "乙"]).event(e, 0)
    assert line is not None and line.plain == "甲 付 2 給 乙（槓錢）"


@pytest.mark.parametrize(
    ("kind", "en", "zh"),
    [
        ("keep", "A keeps", "A 留下"),
        ("chicken", "A wins a chicken hand on", "A 雞糊"),
        ("four_wilds", "A shows four wilds", "A 亮出四張混兒"),
        ("dead_hand", "A swapped a called tile", "A 食替"),
    ],
)
def test_variant_events_have_log_lines(kind: str, en: str, zh: str) -> None:
    from mahjong_tui.engine.events import Event, EventKind
    from mahjong_tui.tiles import kinds as K
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    e = Event(EventKind(kind), 0, K.from_code("5m"))
    for lang, want in (("en", en), ("zh_TW", zh)):
        line = Describer(lang, False, palette(), ["A", "B"]).event(e, 1)
        assert line is not None and line.plain.startswith(want)


async def test_pass_on_ones_own_turn_reads_keep() -> None:
    from rich.text import Text
    from textual.app import App, ComposeResult
    from textual.widgets import Button

    from mahjong_tui.ui.look import Look
    from mahjong_tui.ui.widgets.actions import ActionBar

    class Bar(App[None]):
        def compose(self) -> ComposeResult:
            yield ActionBar()

    app = Bar()
    async with app.run_test() as pilot:
        bar = app.query_one(ActionBar)
        bar.show(Text(""), ("win", "pass"), Look("en"), keep=True)
        await pilot.pause()
        assert str(app.query_one("#act-pass", Button).label) == "Keep (x)"
        bar.show(Text(""), ("win", "pass"), Look("zh_TW"), keep=False)
        await pilot.pause()
        assert str(app.query_one("#act-pass", Button).label) == "過 (x)"


def test_the_note_after_quitting_is_in_the_players_language(tmp_path: Path) -> None:
    """After a Chinese game the terminal said "The game is kept: …" in English (the quit dialog
    before it was Chinese)."""
    from mahjong_tui.ui.app import MahjongApp

    app = MahjongApp(Settings(lang="zh_TW"))
    app.kept, app.kept_id = tmp_path / "g.json", "20260101-000000-abcd"
    app.kept.write_text("{}")
    note = app.kept_note()
    assert note.startswith("牌局已保存") and "`mahjong-tui resume 20260101-000000-abcd`" in note
    app.settings.lang = "en"
    assert app.kept_note().startswith("The game is kept: `mahjong-tui resume 20260101-000000-abcd`")


def test_a_name_in_chinese_text_stands_apart_from_the_words_after_it() -> None:
    """The log read "第1局開始，電腦 3坐莊": a seat's name (often ending in a number) ran into
    the word after it; the other lines already said "電腦 3 打出 一萬"."""
    assert tr("zh_TW", "log.hand_start", n=1, name="電腦 3") == "第1局開始，電腦 3 坐莊"
    glued = re.compile(r"\{(name|seat)\}[\u4e00-\u9fff]")
    for key, texts in entries().items():
        for lang in ("zh_TW", "zh_CN"):
            assert not glued.search(texts[lang]), (key, lang, texts[lang])


@pytest.mark.parametrize(
    ("data", "en", "zh"),
    [
        ({"void": "s"}, "A voids bamboo", "A 定缺條"),
        ({"stakes": 2}, "A puts down stakes: 2", "A 下 2 個炮子"),
    ],
)
def test_a_setup_choice_shown_to_all_says_what_was_chosen(data: dict, en: str, zh: str) -> None:
    """Once every seat has chosen, the log had said only "A chooses" of a void suit or stakes
    that the seats' headers already showed."""
    from mahjong_tui.engine.events import Event, EventKind
    from mahjong_tui.ui.describe import Describer
    from mahjong_tui.ui.theme import palette

    e = Event(EventKind.CHOICE, 0, data=data)
    for lang, want in (("en", en), ("zh_TW", zh)):
        line = Describer(lang, False, palette(), ["A", "B"]).event(e, 1)
        assert line is not None and line.plain == want
