"""MCR push or fold by what the ready hand's waits pay (:mod:`mahjong_tui.bots.strong.mcr_push`)."""

from __future__ import annotations

from mahjong_tui.bots.strong import mcr_push
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.mcr_push import HIGH, LOW, MIXED_COPIES, ready_chances, ready_worth_shares
from mahjong_tui.bots.strong.stance import priced_weight
from mahjong_tui.bots.strong.value import ReadyDiscards
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


def _hand_set(bot: StrongBot) -> StrongBot:
    """``bot`` with the hand-set danger reading at MCR's price, folding in one step, as these
    levers were measured (MCR reads the fitted one since, at a weight of its own: stance.py)."""
    bot.danger_model, bot.loss_weight, bot.fold_margin = None, priced_weight(bot.variant), None
    return bot


def test_a_ready_discard_is_worth_what_its_waits_pay_against_a_mean_win() -> None:
    v = load_variant("mcr")
    shares = ready_worth_shares(ReadyDiscards(v), _east(20), set(tokens("1m5s2m3m")))
    assert set(shares) == {M1, S5}  # the two discards that leave the hand ready
    assert shares[S5] > shares[M1] > 1.0  # 清一色 pays more than a mean win, and more than the 1m's waits
    chances = ready_chances(ReadyDiscards(v), _east(20), {M1: 0.6, S5: 0.6, M2: 0.3}, lambda d: 0.6 / d)
    assert chances[S5] == 0.6 * min(HIGH, max(LOW, shares[S5])) > chances[M1]
    assert chances[M2] == 0.3  # not ready: as the plans read it


def test_the_dearer_ready_hand_pushes_where_the_plain_stance_took_the_safer_ready_discard() -> None:
    v = load_variant("mcr")
    view = _east(20)
    picked = []
    for reads in (False, True):
        bot = _hand_set(StrongBot(v))
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
    assert ready_worth_shares(ReadyDiscards(v), view, {z7, p4}) == {z7: None}
    chances = ready_chances(ReadyDiscards(v), view, {z7: 0.45, p4: 0.3}, lambda d: 0.6 / d)
    assert chances == {z7: 0.45, p4: 0.3}


def _open_straight(drawn: str, wall: int = 16) -> SeatView:
    """East, open with 234p, holds 23m456m789m55s and draws ``drawn``: discarding it keeps the
    hand ready on 1m (清龍, a legal win, 4 unseen copies) and 4m/7m (under 8 fans). South and
    West declared ready; West let 9m go twice."""
    g = position(
        load_variant("mcr"),
        {"E": "23m456m789m55s [234p]", "S": "1112345678999p", "W": "1s", "N": "1s"},
        turn="E",
        drawn=drawn,
        wall="1s" * wall,
        size=wall + 10,
    )
    for seat, text in {SOUTH: "2m9p7z", 2: "9m9m", 3: "8m"}.items():
        g.state.seats[seat].river = [RiverTile(t) for t in tokens(text)]
    g.state.seats[SOUTH].ready = g.state.seats[2].ready = True
    return g.bot_view(EAST)


def test_a_ready_hand_on_enough_winning_copies_is_read_from_them_despite_dead_waits(monkeypatch) -> None:  # noqa: ANN001
    """The 1m's four copies win; the 4m and 7m (under the minimum) are passed when they come,
    so the hand pushes as one ready on the 1m alone. With fewer winning copies than
    :data:`MIXED_COPIES` it keeps the plans' chance, as a hand on no winning wait does."""
    v = load_variant("mcr")
    p6, m9 = tokens("6p9m")
    view = _open_straight("6p")
    share = ready_worth_shares(ReadyDiscards(v), view, {p6, m9})[p6]
    assert share is not None and share > 1.0  # 清龍 pays more than a mean win
    picked = []
    for copies in (MIXED_COPIES, 5):
        monkeypatch.setattr(mcr_push, "MIXED_COPIES", copies)
        assert (ready_worth_shares(ReadyDiscards(v), view, {p6, m9})[p6] is None) == (copies > 4)
        bot = _hand_set(StrongBot(v))
        a = bot.choose(view)
        assert a.type is Act.DISCARD
        picked.append(a.tile)
    assert picked == [p6, m9]  # pushes the 6p; read from the plans, it folds the 9m West let go
