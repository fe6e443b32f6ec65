"""What each 飛 joker of a winning hand stood for, read from the reading the win was judged by
(the result screen shows it: a bare 飛 there had told nothing)."""

from __future__ import annotations

from mahjong_tui import load_variant, parse_hand, score
from mahjong_tui.scoring.base import joker_faces
from mahjong_tui.tiles import kinds as K

P = K.from_code


def test_each_joker_stands_for_its_place_in_the_judged_reading() -> None:
    my = load_variant("malaysia3p")
    hand = "12p 456p 9p j j 55z [78p j=9p]+j / f1"  # four jokers: one in the meld, three closed
    result = score(my, hand, seat_wind="E", self_drawn=True)
    assert result.legal and result.reading is not None
    concealed, win = joker_faces(parse_hand(hand, my), result)
    win_group = result.reading.win_group
    assert win_group is not None and win == win_group.tiles[win_group.wilds[0]] == P("3p")  # 12p + 飛
    assert concealed == sorted([P("9p"), P("5z")])  # the pair 9p + 飛, the pung 55z + 飛


def test_a_hand_without_closed_jokers_has_none_to_tell() -> None:
    my = load_variant("malaysia3p")
    hand = "123p67p999p33z [555p j=5p]+8p / f3 a2 hf"  # its one joker is in a meld, shown there
    assert joker_faces(parse_hand(hand, my), score(my, hand, seat_wind="W", discarder="S")) == ([], None)
