"""The strong bot's variant choices on constructed positions, and (over seeded MCR and Sichuan
hands) where it leaves normal's discard when no opponent looks ready."""

from __future__ import annotations

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.setup_choice import suit_costs
from mahjong_tui.bots.strong.stance import CALM
from mahjong_tui.bots.strong.value import MUCH_BETTER, expected_value, ready_discards
from mahjong_tui.engine import Game
from mahjong_tui.table.actions import Act, FeatureChoice
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import load_variant

from .position import tokens

PIN = K.suit_of(K.from_code("1p"))


def _setup(options: dict[str, bool], hand: str) -> tuple[Game, object]:
    v = load_variant("sichuan", options=options)
    g = Game(v, players=4, seed=5)
    g.state.seats[0].hand = sorted(tokens(hand))
    return g, v


def test_sichuan_void_gives_up_the_loose_suit_not_the_one_holding_a_run() -> None:
    # man 1234 (a run and a neighbour) and pin 1 4 7 9 (nothing together): four tiles each
    g, v = _setup({"declare_void": True}, "1234m1479p23678s")
    view = g.bot_view(0)
    assert all(a.type is Act.CHOOSE for a in view.legal)
    strong = StrongBot(v).choose(view)  # type: ignore[arg-type]
    normal = BaselineBot(v).choose(view)  # type: ignore[arg-type]
    assert strong.choice == FeatureChoice("void", "p")
    assert normal.choice == FeatureChoice("void", "m")  # the feature's count alone takes the first suit held least


def test_sichuan_void_prefers_the_suit_whose_loss_leaves_the_hand_nearer_a_win() -> None:
    g, v = _setup({"declare_void": True}, "1359m555p234567s")
    view = g.bot_view(0)
    costs = suit_costs(v, view, list(view.me.hand))  # type: ignore[arg-type, union-attr]
    assert costs[PIN][0] == min(c[0] for c in costs.values())
    assert StrongBot(v).choose(view).choice == FeatureChoice("void", "p")  # type: ignore[arg-type]


def test_sichuan_exchange_passes_three_tiles_of_the_suit_it_would_void() -> None:
    g, v = _setup({"declare_void": True, "exchange_three": True}, "1234m1479p23678s")
    view = g.bot_view(0)
    picked = StrongBot(v).choose(view)  # type: ignore[arg-type]
    assert picked.choice == FeatureChoice("exchange", "pass")
    assert len(picked.tiles) == 3 and {K.suit_of(t) for t in picked.tiles} == {PIN}


def test_away_from_danger_strong_leaves_normals_discard_only_for_waits_worth_more() -> None:
    """Over seeded MCR and Sichuan hands: where no opponent looks ready and strong discards otherwise
    than normal would, strong's discard leaves waits the judge values at least half as much
    again (or normal's leaves the hand not ready), or (MCR) it is one step from ready with
    draws the search values more than normal's, and the rest agree with normal."""
    changed = 0
    for vid, seed in [(vid, seed) for vid in ("mcr", "sichuan") for seed in range(12)]:
        v = load_variant(vid)
        g = Game(v, seed=seed)
        bots = [StrongBot(v, seed=i) for i in range(g.n)]
        for _ in range(2000):
            if g.history:
                break
            seat = g.to_act()[0]
            view = g.bot_view(seat)
            action = bots[seat].choose(view)
            base = BaselineBot(v).choose(view)
            calm = bots[seat].danger_board(view).threat < CALM  # Sichuan reads danger too (blood_defence)
            if calm and action.type is Act.DISCARD and action.tile != base.tile:
                legal = {a.tile for a in view.legal if a.type is Act.DISCARD and a.choice is None}
                ready = ready_discards(v, view, legal)  # type: ignore[arg-type]
                worth = {t: expected_value(d, g.n) for t, d in ready.items()}
                search = bots[seat].search
                if action.tile not in ready and search is not None:  # the search one draw deep (MCR)
                    reach = search.discard_worths(view, legal, base.tile)  # type: ignore[arg-type]
                    assert reach[action.tile] > reach[base.tile]  # type: ignore[index]
                    changed += 1
                    g.apply(action)
                    continue
                assert action.tile in ready
                assert base.tile not in ready or worth[action.tile] >= MUCH_BETTER * worth[base.tile]
                changed += 1
            g.apply(action)
    assert changed > 0
