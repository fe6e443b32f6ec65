"""Engine messages come in English and Chinese; refusals carry them."""

from mahjong_tui import score
from mahjong_tui.messages import BELOW_MINIMUM, INCOMPLETE, msg


def test_refusals_carry_a_translatable_message() -> None:
    s = score("mcr", "1234s444z[789s][555s]^+1s", seat_wind="S", discarder="W")  # mcr.md M13
    assert not s.legal and s.reason_msg is not None
    assert s.reason_msg.key == BELOW_MINIMUM
    assert s.reason == "7 counted toward the minimum of 8"
    assert s.reason_msg.text("zh_TW") == "計入起和的只有 7，起和要 8"
    s = score("mcr", "1234s444z[789s][555s]^+2s", seat_wind="S", discarder="W")
    assert s.reason_msg is not None and s.reason_msg.key == INCOMPLETE


def test_messages_format_their_arguments() -> None:
    m = msg(BELOW_MINIMUM, counted=3, minimum=8)
    assert str(m) == "3 counted toward the minimum of 8"
    assert m.text("zh_CN").endswith("起和要 8")
