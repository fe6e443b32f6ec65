"""Engine messages come in English and Chinese; refusals carry them."""

from mahjong_tui import score
from mahjong_tui.messages import BELOW_MINIMUM, INCOMPLETE, below_minimum, msg


def test_refusals_carry_a_translatable_message() -> None:
    s = score("mcr", "1234s444z[789s][555s]^+1s", seat_wind="S", discarder="W")  # mcr.md M13
    assert not s.legal and s.reason_msg is not None
    assert s.reason_msg.key == BELOW_MINIMUM
    assert s.reason == "7 fan: under the minimum of 8"
    assert s.reason_msg.text("zh_TW") == "7番，不到起和的8番"
    s = score("mcr", "1234s444z[789s][555s]^+2s", seat_wind="S", discarder="W")
    assert s.reason_msg is not None and s.reason_msg.key == INCOMPLETE


def test_messages_format_their_arguments() -> None:
    m = msg(BELOW_MINIMUM, counted=3, minimum=8, unit_en="fan", unit_zh="番")
    assert str(m) == "3 fan: under the minimum of 8"
    assert m.text("zh_CN").endswith("不到起和的8番")


def test_below_minimum_speaks_the_variants_unit() -> None:
    s = score("malaysia3p", "123p456p789p5p [777z]+5p / f2 a1", seat_wind="S", discarder="W", players=3)
    assert not s.legal and s.reason_msg is not None and s.reason_msg.key == BELOW_MINIMUM
    assert s.reason.endswith(f"{s.reason_msg.args['unit_en']}: under the minimum of 5")
    assert below_minimum(1, 2, "tai", "台").text("zh") == "1台，不到起和的2台"
