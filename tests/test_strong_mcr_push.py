"""MCR push or fold by what the ready hand's waits pay (:mod:`mahjong_tui.bots.strong.mcr_push`)."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_push import HIGH, LOW, ready_chances, ready_worth_shares
from mahjong_tui.engine import Act
from mahjong_tui.engine.view import SeatView
from mahjong_tui.table.state import RiverTile
from mahjong_tui.variants import load_variant

from .position import position, tokens

EAST, SOUTH = 0, 1
M1, S5, M2 = tokens("1m5s2m")


def _east(wall: int) -> SeatView:
    """East holds 1112233456789m and draws 5s: it is ready whether it discards the 5s (waits
    of 清一色 and 清龍) or the 1m (cheaper waits); South declared ready and let 2m go."""
    g = position(
        load_variant("mcr"),
        {"E": "1112233456789m", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn="5s",
        wall="1s" * wall,
        size=wall + 10,
    )
    for seat, text in {SOUTH: "2m9p7z", 2: "9m9m", 3: "8m"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = True
    return g.bot_view(EAST)


def test_a_ready_discard_is_worth_what_its_waits_pay_against_a_mean_win() -> None:
    v = load_variant("mcr")
    shares = ready_worth_shares(v, _east(20), set(tokens("1m5s2m3m")))
    assert set(shares) == {M1, S5}  # the two discards that leave the hand ready
    assert shares[S5] > shares[M1] > 1.0  # 清一色 pays more than a mean win, and more than the 1m's waits
    chances = ready_chances(v, _east(20), {M1: 0.6, S5: 0.6, M2: 0.3}, lambda d: 0.6 / d)
    assert chances[S5] == 0.6 * min(HIGH, max(LOW, shares[S5])) > chances[M1]
    assert chances[M2] == 0.3  # not ready: as the plans read it


def test_the_dearer_ready_hand_pushes_where_the_plain_stance_took_the_safer_ready_discard() -> None:
    v = load_variant("mcr")
    view = _east(20)
    picked = []
    for reads in (False, True):
        bot = StrongBot(v)
        bot.danger_model = None
        bot.ready_worth = reads
        a = bot.choose(view)
        assert a.type is Act.DISCARD
        picked.append(a.tile)
    assert picked == [M1, S5]


def test_a_ready_discard_with_a_live_wait_under_the_minimum_keeps_the_plans_chance() -> None:
    """East, open with 234m, ready on 1s/4s once the 7z goes: no wait reaches 8 fans, and a
    ready hand kept on such waits passes completions it cannot win."""
    v = load_variant("mcr")
    g = position(
        v,
        {"E": "456p99p23s567s [234m]", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn="7z",
        wall="1s" * 20,
        size=30,
    )
    view = g.bot_view(EAST)
    z7, p4 = tokens("7z4p")
    assert ready_worth_shares(v, view, {z7, p4}) == {z7: None}
    chances = ready_chances(v, view, {z7: 0.45, p4: 0.3}, lambda d: 0.6 / d)
    assert chances == {z7: 0.45, p4: 0.3}
