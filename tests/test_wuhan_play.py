"""Wuhan at the table: laying aside red dragons and wilds, claims, the last four, opening."""

from __future__ import annotations

from mahjong_tui.table.actions import Act
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import MeldKind
from mahjong_tui.variants import load_variant

from .wuhan_help import do, find, rig


def v(preset: str = "kaikou"):  # noqa: ANN201
    return load_variant("wuhan", preset)


def test_red_dragon_is_laid_aside_not_discarded_and_its_replacement_blooms() -> None:
    g = rig(
        v(), {"S": "234678m226s7z[555p]^", "E": "1357m", "W": "1357p", "N": "1357s"}, turn="S", drawn="7s", pad="8s"
    )
    assert find(g, "S", Act.DISCARD, "7z") is None
    assert find(g, "S", Act.WIN) is None  # holds a red dragon
    tail_before = g.state.wall.remaining
    do(g, "S", Act.SET_ASIDE, "7z")
    s = g.state.seats[1]
    assert s.melds[-1].kind is MeldKind.ASIDE and s.melds[-1].tiles == (K.from_code("7z"),)
    assert g.state.wall.remaining == tail_before - 1 and g.state.turn == 1
    do(g, "S", Act.WIN)
    win = g.history[-1].wins[0]
    assert {f.id for f in win.score.fans} == {"kong_bloom", "hard"}
    # m(S) = opened 2 × 紅中槓 2; 20 × 4 × self 1.5 = 120 from each, no dealer factor in a big win
    assert g.history[-1].deltas == [-120, 360, -120, -120]


def test_wild_tiles_cannot_be_discarded_but_can_be_laid_aside() -> None:
    g = rig(v(), {"S": "234678m226s4z[555p]^"}, turn="S", drawn="9p")
    assert find(g, "S", Act.DISCARD, "4z") is None
    assert find(g, "S", Act.SET_ASIDE, "4z") is not None
    assert find(g, "S", Act.DISCARD, "9p") is not None


def test_four_red_dragons_are_no_kong_only_four_tiles_to_lay_aside() -> None:
    # §2: 紅中 is never part of a set; it is only laid out one at a time (紅中槓, ×2 each)
    g = rig(v(), {"S": "7z7z7z234m678m22s[555p]^"}, turn="S", drawn="7z")
    assert find(g, "S", Act.CONCEALED_KONG) is None
    assert find(g, "S", Act.SET_ASIDE, "7z") is not None


def test_no_claim_uses_a_wild_from_the_hand() -> None:
    g = rig(v(), {"E": "123m456p789s1z2z3z5z", "S": "5s4z1m9m1p9p", "W": "13579m", "N": "2468p"}, turn="E", drawn="5s")
    do(g, "E", Act.DISCARD, "5s")
    assert find(g, "S", Act.PUNG) is None and find(g, "S", Act.CHOW) is None


def test_last_four_draws_are_kept_and_the_hand_is_drawn_with_no_payment() -> None:
    hands = {
        "E": "147m258p369s1z2z3z5z",
        "S": "147m258p369s1z2z3z7z",
        "W": "147p258s369m1z2z3z5z",
        "N": "147s258m369p1z2z3z5z",
    }
    g = rig(v(), hands, turn="E", drawn="6z", size=14, pad="9m")  # 14 in the wall: 4 live + sea floor 10
    do(g, "E", Act.DISCARD, "6z")
    assert g.state.last_phase
    for seat in "SWN":
        assert g.state.turn == "ESWN".index(seat)
        types = {a.type for a in g.legal_actions("ESWN".index(seat))}
        assert types == {Act.PASS}  # no discard, no kong, no laying aside
        do(g, seat, Act.PASS)
    do(g, "E", Act.PASS)
    result = g.history[-1]
    assert result.exhaustive and not result.wins and result.deltas == [0, 0, 0, 0]
    assert sum(1 for e in g.events if e.kind == "keep") == 4
    assert g.match.dealer == 0  # the dealer stays after a drawn hand


def test_sea_floor_win_in_the_last_four() -> None:
    hands = {
        "E": "147m258p369s1z2z3z5z",
        "S": "456789m55p67p[123s]<",
        "W": "147p258s369m1z2z3z5z",
        "N": "147s258m369p1z2z3z5z",
    }
    g = rig(v(), hands, turn="E", drawn="6z", size=14, pad="8p")
    do(g, "E", Act.DISCARD, "6z")
    do(g, "S", Act.WIN)
    win = g.history[-1].wins[0]
    assert {f.id for f in win.score.fans} == {"sea_floor", "hard"}


def test_no_kong_once_only_four_live_tiles_remain() -> None:
    g = rig(v(), {"S": "5555m123p[555p]^7z"}, turn="S", drawn="9s", size=14)
    assert find(g, "S", Act.CONCEALED_KONG) is None and find(g, "S", Act.SET_ASIDE) is None
    g2 = rig(v(), {"S": "5555m123p[555p]^7z"}, turn="S", drawn="9s", size=15)
    assert find(g2, "S", Act.CONCEALED_KONG) is not None and find(g2, "S", Act.SET_ASIDE, "7z") is not None


def test_a_complete_hand_that_never_opened_cannot_win() -> None:
    g = rig(v(), {"S": "12223m456p789s55s"}, turn="S", drawn="5s")
    assert find(g, "S", Act.WIN) is None
    g2 = rig(v(), {"S": "12223m456p55s[789s]<"}, turn="S", drawn="5s")
    assert find(g2, "S", Act.WIN) is not None


def test_one_winner_per_discard_nearest_after_the_discarder() -> None:
    hands = {"E": "147m258p369s1z2z3z", "S": "", "W": "234678m2267s[555p]^", "N": "234678m2267s[555p]<"}
    g = rig(v(), hands, turn="S", drawn="8s")
    do(g, "S", Act.DISCARD, "8s")
    assert g.phase is Phase.CLAIM and {2, 3} <= set(g.state.pending)
    do(g, "N", Act.WIN)
    do(g, "W", Act.WIN)
    assert [w.seat for w in g.history[-1].wins] == [2]


def test_one_winner_counted_from_the_dealer_with_the_option() -> None:
    # §8.3: S discards, W and E could both win; from the discarder W is nearest, counted from
    # the dealer (option win_priority_from = "dealer") E comes first
    hands = {"E": "234678m2267s[555p]<", "S": "", "W": "234678m2267s[555p]^", "N": "1357m"}
    for origin, winner in (("discarder", 2), ("dealer", 0)):
        g = rig(load_variant("wuhan", "kaikou", {"win_priority_from": origin}), hands, turn="S", drawn="8s")
        do(g, "S", Act.DISCARD, "8s")
        do(g, "E", Act.WIN)
        do(g, "W", Act.WIN)
        assert [w.seat for w in g.history[-1].wins] == [winner]


def test_each_seats_own_multiplier_and_laid_aside_tiles_are_public_facts() -> None:
    g = rig(v("koukou"), {"S": "234678m226s7z[555p]^[123s]<", "E": "1357m"}, turn="S", drawn="7s")
    do(g, "S", Act.SET_ASIDE, "7z")
    facts = g.view(0).seats[1].facts
    assert str(facts["set_aside"]) == "Laid aside 1"
    assert str(facts["multiplier"]) == "Own multiplier ×8"  # two openings ×4, one 紅中槓 ×2
