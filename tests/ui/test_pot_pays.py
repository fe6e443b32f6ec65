"""A payment from the pot (憨兒's pot) starts its line with a capital: "The pot pays 750 to Ann"
where it read "the pot pays 750 to Ann", on the result screen, the score sheet and in the log."""

from __future__ import annotations

from mahjong_tui.engine import Game
from mahjong_tui.engine.events import Event
from mahjong_tui.play.contract import HandLine, SheetPayment
from mahjong_tui.table.event_kinds import EventKind
from mahjong_tui.table.records import HandResult, Payment
from mahjong_tui.ui.describe import Describer
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.screens.result import payments_text
from mahjong_tui.ui.screens.score_sheet import hand_lines
from mahjong_tui.ui.theme import palette
from mahjong_tui.variants import load_variant


def test_the_pot_paying_starts_its_line_with_a_capital() -> None:
    look = Look.make("en", False, True)
    view = Game(load_variant("haner32"), 3, seed=3).view(0)
    names = [s.name for s in view.seats]
    paid = [Payment(0, None, 250, "ready_deposit"), Payment(None, 0, 750, "pot")]
    lines = payments_text(view, HandResult(1, 0, 0, payments=paid), look).plain.splitlines()
    assert any(line.startswith(f"{names[0]} pays 250 to the pot") for line in lines), lines
    assert any(line.startswith(f"The pot pays 750 to {names[0]}") for line in lines), lines
    sheet = HandLine(
        1, 1, 0, 0, (), (), tuple(SheetPayment(p.payer, p.payee, p.amount, p.reason) for p in paid), (0,) * 3, (0,) * 3
    )
    cell = [said.plain for said in hand_lines(sheet, names, look, lambda n: "tai")]
    assert cell[1].startswith(f"{names[0]} pays 250 to the pot") and cell[2].startswith(
        f"The pot pays 750 to {names[0]}"
    )
    said = Describer("en", False, palette(True), names).event(
        Event(EventKind.PAYMENT, 0, data={"payer": None, "payee": 0, "amount": 750, "reason": "pot"}), None
    )
    assert said is not None and said.plain.startswith(f"The pot pays 750 to {names[0]}")


def test_the_result_lists_the_payments_in_the_score_sheets_order() -> None:
    """憨兒's result listed the pot paying the winner first, then the ready deposits, payer by
    payer, where the score sheet lists them as the settlement booked them: the deposits as they
    were made, then the win, then the pot. A player adding up the hand reads one order in both."""
    look = Look.make("en", False, True)
    view = Game(load_variant("haner32"), 3, seed=3).view(0)
    names = [s.name for s in view.seats]
    paid = [
        Payment(2, None, 250, "ready_deposit"),
        Payment(0, None, 250, "ready_deposit"),
        Payment(1, 0, 3000, "win"),
        Payment(None, 0, 500, "pot"),
    ]
    shown = payments_text(view, HandResult(1, 0, 0, payments=paid), look).plain.splitlines()
    sheet = HandLine(
        1, 1, 0, 0, (), (), tuple(SheetPayment(p.payer, p.payee, p.amount, p.reason) for p in paid), (0,) * 3, (0,) * 3
    )
    listed = [said.plain for said in hand_lines(sheet, names, look, lambda n: "tai")[1:]]
    assert len(shown) == len(listed) == len(paid)
    for on_result, on_sheet in zip(shown, listed, strict=True):
        assert on_result.split("  (")[0] == on_sheet.split(" (")[0], (shown, listed)


def test_a_payment_between_numbered_names_keeps_the_amount_apart() -> None:
    """ "Bot 1 pays Bot 2 2" read as one number after a default name ("電腦 1 付給 電腦 2 2"):
    the amount now stands between the two names."""
    e = Event(EventKind.PAYMENT, 0, data={"payer": 0, "payee": 1, "amount": 2, "reason": "win"})
    en = Describer("en", False, palette(True), ["Bot 1", "Bot 2"]).event(e, None)
    assert en is not None and en.plain == "Bot 1 pays 2 to Bot 2 (win)"
    zh = Describer("zh_TW", False, palette(True), ["電腦 1", "電腦 2"]).event(e, None)
    assert zh is not None and zh.plain == "電腦 1 付 2 給 電腦 2（胡牌）"
