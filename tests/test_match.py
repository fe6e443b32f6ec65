"""Dealer rotation, round winds and competition seating over whole matches."""

from __future__ import annotations

from mahjong_tui.engine import Game
from mahjong_tui.rules.rotation import COMPETITION_SEATING
from mahjong_tui.variants import load_variant

from .test_engine import play


def test_every_hand_rotation_moves_the_deal_and_the_round_wind() -> None:
    game = Game(load_variant("plain_seating"), seed=2)
    dealers, winds = [], []

    def watch(g: Game) -> None:
        st = g.state
        if not dealers or dealers[-1][0] != st.hand_no:
            dealers.append((st.hand_no, st.dealer))
            winds.append(st.round_wind)

    watch(game)
    play(game, watch)
    assert len(game.history) == 16
    assert [h.dealer for h in game.history] == [i % 4 for i in range(16)]
    assert [h.round_wind for h in game.history] == [i // 4 for i in range(16)]


def test_competition_seating_moves_players_and_scores_follow_them() -> None:
    game = Game(load_variant("plain_seating"), seed=4, names=["甲", "乙", "丙", "丁"])
    seatings = []

    def watch(g: Game) -> None:
        if not seatings or seatings[-1][0] != g.state.hand_no:
            seatings.append((g.state.hand_no, list(g.match.seating)))

    watch(game)
    play(game, watch)
    by_hand = dict(seatings)
    for rnd in range(4):
        assert by_hand[rnd * 4 + 1] == list(COMPETITION_SEATING[rnd])
    # each player's total is the sum of the deltas at the positions they held
    totals = [0] * 4
    for result in game.history:
        seating = by_hand[result.hand_no]
        for pos, d in enumerate(result.deltas):
            totals[seating[pos]] += d
    assert totals == game.match.scores
    assert game.view(0).seats[0].name == "丁"  # North round: 丁 sits East


def test_without_competition_seating_players_keep_their_seats() -> None:
    game = Game(load_variant("plain"), seed=1)
    play(game)
    assert game.match.seating == [0, 1, 2, 3]


def _result(dealer: int, winners: list[int]):  # noqa: ANN202
    from mahjong_tui.table.records import HandResult, WinRecord

    wins = [WinRecord(s, None, 0, None, None, None, "self_draw") for s in winners]  # type: ignore[arg-type]
    return HandResult(1, dealer, 0, wins)


def test_dealer_keeps_the_deal_on_a_win_or_a_draw_and_four_rounds_end_the_match() -> None:
    from mahjong_tui.rules.rotation import ROTATIONS, MatchState
    from mahjong_tui.variant_schema import MatchCfg

    rot = ROTATIONS.get("dealer_keeps")(load_variant("plain"), MatchCfg(rotation="dealer_keeps"))
    m = MatchState(4, [0] * 4, seating=[0, 1, 2, 3])
    rot.after_hand(m, _result(0, [0]))  # dealer wins: keeps, streak 1
    assert (m.dealer, m.streak, m.deal_passes) == (0, 1, 0)
    rot.after_hand(m, _result(0, []))  # drawn: keeps, streak 2, one draw in a row
    assert (m.dealer, m.streak, m.draws_in_a_row) == (0, 2, 1)
    rot.after_hand(m, _result(0, [2]))  # another wins: the deal passes, streak resets
    assert (m.dealer, m.streak, m.deal_passes, m.draws_in_a_row) == (1, 0, 1, 0)
    while not m.over:
        rot.after_hand(m, _result(m.dealer, [(m.dealer + 1) % 4]))
    assert m.deal_passes == 16 and m.reason == "4 rounds played"


def test_streak_can_ignore_draws() -> None:
    from mahjong_tui.rules.rotation import ROTATIONS, MatchState
    from mahjong_tui.variant_schema import MatchCfg

    cfg = MatchCfg(rotation="dealer_keeps", params={"streak_on_draw": False})
    rot = ROTATIONS.get("dealer_keeps")(load_variant("plain"), cfg)
    m = MatchState(2, [0, 0], seating=[0, 1])
    rot.after_hand(m, _result(0, []))
    assert (m.dealer, m.streak, m.draws_in_a_row) == (0, 0, 1)


def test_a_match_of_one_round_or_one_hand_ends_in_the_singular() -> None:
    """A match of one round (or one hand) ended "1 rounds played" ("1 hands played")."""
    from mahjong_tui.rules.rotation import ROTATIONS, MatchState
    from mahjong_tui.variant_schema import MatchCfg

    for rotation, hands, params, words in [
        ("dealer_keeps", 16, {"rounds": 1}, "1 round played"),
        ("dealer_keeps", 16, {"rounds": 2}, "2 rounds played"),
        ("every_hand", 1, {}, "1 hand played"),
        ("by_result", 1, {}, "1 hand played"),
        ("decider_deals", 1, {}, "1 hand played"),
        ("every_hand", 2, {}, "2 hands played"),
    ]:
        rot = ROTATIONS.get(rotation)(load_variant("plain"), MatchCfg(hands=hands, rotation=rotation, params=params))
        m = MatchState(4, [0] * 4, seating=[0, 1, 2, 3])
        while not m.over:
            rot.after_hand(m, _result(m.dealer, [(m.dealer + 1) % 4]))
        assert m.reason == words and m.reason_msg is not None
        assert m.reason_msg.text("zh_TW") in ("已打完 1 圈", "已打完 2 圈", "已打完 1 局", "已打完 2 局")
