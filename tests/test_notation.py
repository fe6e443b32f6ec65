"""Notation: every error of NOTATION.md §6.6 and NOTATION-extra.md, round trips, canonical form."""

import pytest

from mahjong_tui.notation import NotationError, format_hand, parse_hand
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import MeldKind
from mahjong_tui.tiles.tileset import get_tileset


@pytest.mark.parametrize(
    "text, message, column",
    [
        ("12m3", "digits without a suit letter", 4),
        ("0m", "rank out of range", 1),
        ("8z", "rank out of range", 1),
        ("9z", "rank out of range", 1),
        ("11111m", "more than 4 copies of 1m", 5),
        ("[124m]", "not a chow, pung or kong", 1),
        ("[12m3p]", "not a chow, pung or kong", 1),
        ("[1z2z3z]", "honours cannot form a chow", 1),
        ("{555p}", "concealed kong needs four identical", 1),
        ("[555p]<<", "only one source mark", 8),
        ("[123m]a", "'a' (added kong) only follows a kong", 7),
        ("123m+", "'+' with no tile", 5),
        ("123m456p789s111z5z+5z+5z", "more than one winning tile", 22),
        ("123m456p789s111z5z5z+5z", "wrong tile count: 15", 1),
        ("123m456p789s111z5z5z", "wrong tile count: 14", 1),
        ("123m456p789s111z5z+5z / f9", "unknown flower", 25),
        ("123m456p789s111z5z+5z / f1 f1", "more than 1 copy of f1", 28),
        ("123", "digits without a suit letter", 1),
        ("123m [456p", "never closed", 6),
        ("123m 456p]", "unmatched", 10),
        ("123m x", "unexpected character 'x'", 6),
        ("{5555p}<", "concealed kong takes no marks", 8),
        ("[123m]^", "chow always comes from the previous player", 1),
        # digits are ASCII: a superscript counted as a digit and crashed int(); other scripts'
        # digits and full-width ones were read as ranks; a look-alike is named
        ("123m456p789s11z5z+\u00b2z", "unexpected character '\u00b2' (a look-alike of '2'?)", 19),
        ("\u00b9\u00b2\u00b3m", "unexpected character '\u00b9' (a look-alike of '1'?)", 1),
        ("[\u00b9\u00b2\u00b3m]", "unexpected character '\u00b9' inside a meld (a look-alike of '1'?)", 2),
        ("\u0661\u0662\u0663m", "unexpected character '\u0661' (a look-alike of '1'?)", 1),
        ("\uff11\uff12\uff13m", "unexpected character '\uff11' (a look-alike of '1'?)", 1),
        ("123\uff4d", "digits without a suit letter", 1),
        ("1m +\u00b2z", "unexpected character '\u00b2' (a look-alike of '2'?)", 5),
    ],
)
def test_mpsz_errors(text: str, message: str, column: int) -> None:
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert message in info.value.message
    assert info.value.column == column


@pytest.mark.parametrize(
    "text, message",
    [
        ("rX", "unknown token"),
        ("gA", "unknown token"),
        ("RA", "unknown token"),
        ("ra", "unknown token"),
        ("rGrA", "not separated by a space"),
        ("rG bS bS bS+bS +bS", "more than one winning piece"),
        ("rA rA rR+rE", "wrong tile count"),
    ],
)
def test_chess_errors(text: str, message: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert message in info.value.message


def test_chess_copy_limits_depend_on_the_set() -> None:
    with pytest.raises(NotationError, match="more than 5 copies of rS"):
        parse_hand("rS rS rS rS rS rS", tileset=get_tileset("chess32"), check_count=False)
    with pytest.raises(NotationError, match="more than 2 copies of rA"):
        parse_hand("{rA rA rA rA}", tileset=get_tileset("chess32"))
    # the 64-piece set has ten soldiers of each colour
    hand = parse_hand("rS rS rS rS rS rS rS+rS", tileset=get_tileset("chess64"))
    assert hand.concealed.count(K.chess("r", "S")) == 7


@pytest.mark.parametrize(
    "text, message",
    [
        ("12p [5p j]", "must say what it stands for"),
        ("123p j=5p", "only written inside a meld"),
        ("[34p j=5p j=6p]", "not a chow"),
        ("[j=5p j=5p j=5p]", "at least one natural"),
        ("[55p j=5p j=5p]", "at most 1 joker"),
        ("123m456p789p5p [777z]+5p", "1m is not in the malaysia84 set"),
        ("123p456p789p5p [777z]+5p / a1 a1", "more than 1 copy of a1"),
        ("123p456p789p5p [777z]+5p / hm hm hm", "more than 2 copies of hm"),
        ("j j j j j 123p456p789p", "more than 4 copies of j"),
    ],
)
def test_malaysian_errors(text: str, message: str) -> None:
    tileset = get_tileset("malaysia84") if "m" in text.split("/")[0].replace("hm", "") else None
    with pytest.raises(NotationError) as info:
        parse_hand(text, tileset=tileset, check_count=False)
    assert message in info.value.message


@pytest.mark.parametrize(
    "text, canonical",
    [
        ("123m456p789s111z5z+5z", "123m456p789s1115z+5z"),
        ("123m 456p", None),
        ("23s567p888p55z[7777m]>a+4s", "567888p23s55z[7777m]>a+4s"),
        ("5m777s334z[222m]<[999p]>(7z)+3z", "5m777s334z[222m]<[999p]>(7z)+3z"),
        ("1155m2222p88s557z+7z / f3", "1155m2222p88s557z+7z / f3"),
        ("6m[234m][345p][456s][5555z]^+6m / f1 f5 f6", "6m[234m][345p][456s][5555z]^+6m / f1 f5 f6"),
        ("123p 456p 789p 5p [777z]+5p / f2 a1", "1234556789p[777z]+5p / f2 a1"),
        ("234p567p9p111z [6z j=6z j=6z]+9p", "2345679p111z[6z j=6z j=6z]+9p"),
        ("678p9p111z777z [34p j=5p]+9p / a3", "6789p111777z[34p j=5p]+9p / a3"),
        ("rA [bR bH bC]+rA", "rA [bR bH bC]+rA"),
        ("bS bS rG bS + bS", "rG bS bS bS+bS"),
        ("rA {bS bS bS bS bS}+rA", "rA {bS bS bS bS bS}+rA"),
        ("123m 789m 45p 678s 11z + 6p", "123789m45p678s11z+6p"),
        ("2255777m333999p+5m", "2255777m333999p+5m"),
    ],
)
def test_round_trip(text: str, canonical: str | None) -> None:
    hand = parse_hand(text, check_count=canonical is not None)
    out = format_hand(hand)
    if canonical is not None:
        assert out == canonical
    again = parse_hand(out, check_count=False)
    assert again == hand


def test_marks_and_kinds() -> None:
    hand = parse_hand("23s567p888p55z[7777m]>a+4s")
    (kong,) = hand.melds
    assert kong.kind is MeldKind.KONG and kong.added and kong.source == ">"
    hand = parse_hand("345678p1z[7777s]^{2222m}+1z")
    assert [m.kind for m in hand.melds] == [MeldKind.KONG, MeldKind.CONCEALED_KONG]
    assert hand.melds[0].source == "^"
    hand = parse_hand("5m777s334z[222m]<[999p]>(77z)+3z", check_count=False)
    asides = [m for m in hand.melds if m.kind is MeldKind.ASIDE]
    assert len(asides) == 2 and all(m.tiles == (K.honor(7),) for m in asides)


def test_jokers_resolved_in_melds() -> None:
    hand = parse_hand("234p567p9p111z [6z j=6z j=6z]+9p")
    (pung,) = hand.melds
    assert pung.kind is MeldKind.PUNG
    assert pung.tiles == (K.honor(6),) * 3
    assert len(pung.jokers) == 2
    assert pung.physical().count(K.JOKER) == 2


def test_discard_form_allowed_only_when_asked() -> None:
    with pytest.raises(NotationError):
        parse_hand("123m456p789s1115z5z")
    hand = parse_hand("123m456p789s1115z5z", allow_discard_form=True)
    assert len(hand.concealed) == 14


def test_pointer_marks_the_column() -> None:
    with pytest.raises(NotationError) as info:
        parse_hand("12m3")
    assert info.value.pointer().splitlines()[1] == "   ^"


def test_an_error_quotes_a_long_hand_around_its_column_only() -> None:
    """A 10,000-tile hand's error quoted the whole input on one line; a short one stays whole."""
    text = "1m" * 5000
    with pytest.raises(NotationError) as caught:
        parse_hand(text)
    e = caught.value
    line = e.line("hand")
    assert len(line) < 150 and line.endswith(f"column {e.column}: {e.message}")
    quoted = e.quoted().strip("'")
    assert quoted.endswith("…") and not quoted.startswith("…")  # the column is at the start
    late = "123m456p789s" + "1z" * 3000 + "x"
    with pytest.raises(NotationError) as caught:
        parse_hand(late)
    quoted = caught.value.quoted().strip("'")
    assert quoted.startswith("…") and len(quoted) == 61 and late[caught.value.column - 1 :] in quoted
    with pytest.raises(NotationError) as caught:
        parse_hand("123m45x")
    assert caught.value.line("hand") == f"hand '123m45x', column {caught.value.column}: {caught.value.message}"
