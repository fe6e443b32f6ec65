"""The strong bot's public ranking of a seat's discards (hints and the review read it): its
first discard is the bot's own choice, and its figures say what each discard keeps."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.discard_ranking import Reason, rank_discards
from mahjong_tui.engine import Act, Game
from mahjong_tui.table.actions import Action
from mahjong_tui.tiles import kinds as K
from mahjong_tui.variants import catalog, load_variant
from mahjong_tui.variants.plan_kinds import PLAN_FANS, PLAN_KINDS

from .position import position
from .test_strong_bot import EAST, SOUTH, _rivers


def test_the_first_ranked_discard_is_the_strong_bots_own_over_seeded_hands() -> None:
    """Every variant family, and both where the two-step acceptance is on (Beijing, 明將)."""
    checked = 0
    for vid, seed in (
        ("mcr", 3),
        ("sichuan", 3),
        ("mingjiang", 3),
        ("wuhan", 3),
        ("malaysia3p", 3),
        ("beijing", 5),
        ("mingjiang", 5),
        ("xiangqi32", 3),
    ):
        v = load_variant(vid)
        g = Game(v, seed=seed)
        bots = [StrongBot(v, seed=i) for i in range(g.n)]
        for _ in range(2000):
            if g.history:
                break
            seat = g.to_act()[0]
            view = g.bot_view(seat)
            action = bots[seat].choose(view)
            ranked = rank_discards(v, view)
            if action.type is Act.DISCARD:
                assert ranked[0].tile == action.tile and ranked[0].chosen
                assert [r.chosen for r in ranked].count(True) == 1
                assert len({r.tile for r in ranked}) == len(ranked)
                if len(ranked) > 1:  # a respect every discard shares is no reason (Sichuan: "most value" on all)
                    assert not set.intersection(*(set(r.reasons) for r in ranked)), ranked
                checked += 1
            g.apply(action)
    assert checked > 100


def test_every_plan_kind_a_fan_names_is_a_kind_and_every_fan_named_is_in_some_variant() -> None:
    """The hints name the plan the strong bot steers for by a fan of the variant
    (``plan_kinds.PLAN_FANS``): each entry must name a real kind and real fans."""
    fans = {f.id for vid in catalog().ids() for f in load_variant(vid).cfg.fans}
    for kind, named in PLAN_FANS.items():
        assert kind in PLAN_KINDS
        assert all(f in fans for f in named[1:]), (kind, named)
        assert any(f in fans for f in named), (kind, named)


def test_ready_discards_carry_the_judges_winning_copies_and_the_unready_ones_none() -> None:
    mcr = load_variant("mcr")
    g = position(
        mcr, {"E": "35m11234p345s444z", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="3m", wall="1m" * 40, size=60
    )
    ranked = {r.tile: r for r in rank_discards(mcr, g.bot_view(EAST))}
    assert ranked[K.from_code("4z")].wins is None  # breaking the pung leaves the hand not ready
    winning = [r for r in ranked.values() if r.wins]
    assert winning and winning[0].chosen and Reason.VALUE in winning[0].reasons


def test_danger_is_zero_when_calm_and_the_safest_tile_is_marked_when_an_opponent_is_ready() -> None:
    mcr = load_variant("mcr")
    g = position(
        mcr,
        {"E": "1246m13p779p23s6z1z", "S": "1112345678999m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="5z",
        wall="1m" * 10,
        size=20,
    )
    calm = rank_discards(mcr, g.bot_view(EAST))
    assert all(r.danger == 0.0 and Reason.SAFETY not in r.reasons for r in calm)
    _rivers(g, {SOUTH: "9s5p7z6z"}, ready=(SOUTH,))
    ranked = rank_discards(mcr, g.bot_view(EAST))
    safest = [r for r in ranked if Reason.SAFETY in r.reasons]
    assert safest and {r.tile for r in safest} <= {K.from_code(c) for c in ("9s", "5p", "7z", "6z")}
    assert max(r.danger for r in ranked) > min(r.danger for r in ranked)
    assert ranked[0].chosen and ranked[0].danger < max(r.danger for r in ranked)


def test_no_discard_offered_gives_an_empty_ranking() -> None:
    mcr = load_variant("mcr")
    g = position(mcr, {"E": "1246m13p779p23s6z1z", "S": "1m", "W": "1m", "N": "1m"}, turn="E", drawn="5z")
    assert rank_discards(mcr, g.bot_view(SOUTH)) == []


def test_a_pick_outside_the_ranked_kinds_has_no_edge() -> None:
    """A pick the ranking does not list (as a swap-call discard it leaves out) is no chosen
    discard and gets no edge, where looking its reasons up failed."""
    v = load_variant("mcr")
    g = position(v, {"E": "135m134568p679s6z"}, turn="E", drawn="6z", fresh=True)
    view = g.bot_view(0)
    picked = Action(Act.DISCARD, 0, K.from_code("7z"))  # no 紅中 in the hand
    ranked = rank_discards(v, view, picked=picked)
    assert ranked and not any(d.chosen or d.edge for d in ranked)


def test_where_every_discard_is_as_fast_the_pick_says_why_it_goes_first() -> None:
    """明將 seed 5, the tenth action: every discard leaves shanten 1 and 8 tiles in, so none is
    told fastest; the pick (8s, a plan a step nearer than most) had no reason and no edge, and
    the hint showed it first with nothing said. The discard after it in the bot's order stands
    as the fastest listed, as the first of the fastest does where they differ."""
    from mahjong_tui.bots.baseline import BaselineBot

    v = load_variant("mingjiang")
    g = Game(v, seed=5)
    bots = [BaselineBot(v, seed=i) for i in range(g.n)]
    even = 0
    while not g.history:
        seat = g.to_act()[0]
        view = g.bot_view(seat)
        ranked = rank_discards(v, view)
        if len(ranked) > 1 and len({(r.shanten, r.tiles_in) for r in ranked}) == 1:
            even += 1
            pick = ranked[0]
            assert pick.chosen and (pick.reasons or pick.edge is not None), ranked
            if not pick.reasons:
                assert pick.edge is not None and pick.edge.over == ranked[1].tile
        g.apply(bots[seat].choose(view))
    assert even >= 1


def _folding_with_a_joker() -> tuple[Game, StrongBot]:
    """Malaysian game: East holds a 飛 joker and folds against South (three melds shown), as in
    ``test_a_folding_hand_keeps_its_joker_though_no_one_can_win_on_it``."""
    v = load_variant("malaysia3p")
    g = position(
        v, {"E": "j1p3p5p7p9p1z2z3z4z6p6p8p", "S": "1p2p3p4p [777z] [666z] [555z]", "W": "1p"}, turn="E", drawn="9p"
    )
    _rivers(g, {SOUTH: "4z9p1z2z8p3z"})
    return g, StrongBot(v)


def test_a_folding_hand_is_never_told_its_joker_is_the_safest_discard() -> None:
    """A discarded 飛 is dead, so its danger is 0; but the bot's fold never throws it
    (:meth:`StrongBot.fold_may_throw`). The ranking named it safest and listed it second, ahead
    of the tiles the fold does throw: it now follows them, and the safest is one of those."""
    g, bot = _folding_with_a_joker()
    view = g.bot_view(EAST, True)
    assert bot.danger_board(view).risk(K.JOKER) == 0.0
    ranked = rank_discards(bot.variant, view, bot)
    tiles = [r.tile for r in ranked]
    assert ranked[0].chosen and ranked[0].tile != K.JOKER
    joker = next(r for r in ranked if r.tile == K.JOKER)
    assert Reason.SAFETY not in joker.reasons
    assert tiles.index(K.JOKER) == len(tiles) - 1  # after every tile the fold may throw
    assert any(Reason.SAFETY in r.reasons for r in ranked)  # the safest of those the fold may throw
