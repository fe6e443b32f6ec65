"""The strong bot's search one draw deep with the judge (:mod:`mahjong_tui.bots.strong.mcr_search`)."""

from __future__ import annotations

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.bots.strong.discard_ranking import Reason, rank_discards
from mahjong_tui.bots.strong.mcr_search import DrawSearch
from mahjong_tui.engine import Act
from mahjong_tui.rules.advice import advise
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Hand
from mahjong_tui.variants import load_variant

from .position import position

EAST = 0


def _one_step_position():  # noqa: ANN202
    """East holds 456s 8m 66z 7z 7m 7z 234m 1p and draws 1p: one step from ready. Discarding 1p,
    6z or 7z keeps the most draws toward ready, but every ready hand they lead to waits under
    8 fans; discarding 7m or 8m keeps fewer, and leads to 8-fan waits."""
    mcr = load_variant("mcr")
    g = position(
        mcr,
        {"E": "456s8m66z7z7m7z234m1p", "S": "1m", "W": "1m", "N": "1m"},
        turn="E",
        drawn="1p",
        wall="1m" * 40,
        size=60,
    )
    return mcr, g


def _ready_hands(mcr, view, discard: int):  # noqa: ANN001, ANN202
    """For each draw after ``discard`` that lets the hand be ready: the judge's advice on it."""
    me = view.me
    rest = list(me.hand)
    rest.remove(discard)
    out = {}
    for t in range(K.NUM_KINDS):
        if t not in mcr.tileset.natural_kinds or rest.count(t) >= 4:
            continue
        adv = advise(mcr, Hand([*rest, t], [], None, []), {"seat_wind": "E", "round_wind": "E"}, players=4)
        ready = [d for d in adv.discards if d.recommendable and d.waits is not None]
        if ready:
            out[t] = ready
    return out


def test_one_step_from_ready_the_strong_bot_keeps_the_draws_that_lead_to_eight_fans() -> None:
    mcr, g = _one_step_position()
    view = g.bot_view(EAST)
    without = StrongBot(mcr)
    without.search = None  # the bot as it was before the search
    plain = without.choose(view)
    strong = StrongBot(mcr).choose(view)
    assert plain.type is Act.DISCARD and strong.type is Act.DISCARD
    assert plain.tile is not None and strong.tile is not None
    assert K.code(plain.tile) == "1p"
    assert K.code(strong.tile) in ("7m", "8m")
    widest, chosen = _ready_hands(mcr, view, plain.tile), _ready_hands(mcr, view, strong.tile)
    # the baseline's discard keeps more draws toward ready …
    assert len(widest) > len(chosen) > 0
    # … but no ready hand it leads to has a wait the judge accepts; the strong bot's does, of 8 fans or more
    assert not any(w.wins for ready in widest.values() for d in ready for w in d.waits or ())
    best = [w.value for ready in chosen.values() for d in ready for w in d.waits or () if w.wins]
    assert best and min(v or 0 for v in best) >= 8


def test_the_search_values_each_discard_by_its_winning_draws() -> None:
    mcr, g = _one_step_position()
    view = g.bot_view(EAST)
    worths = DrawSearch(mcr).discard_worths(view, set(view.me.hand))
    by_code = {K.code(t): w for t, w in worths.items()}
    assert by_code["1p"] == by_code["6z"] == by_code["7z"] == 0.0
    assert max(by_code.get("7m", 0.0), by_code.get("8m", 0.0)) > 0


def test_the_ranking_shows_the_searched_discard_first_with_its_value_reason() -> None:
    mcr, g = _one_step_position()
    view = g.bot_view(EAST)
    ranked = rank_discards(mcr, view)
    first = ranked[0]
    assert first.chosen and K.code(first.tile) in ("7m", "8m")
    assert first.reach is not None and first.reach > 0 and Reason.VALUE in first.reasons
    widest = next(r for r in ranked if K.code(r.tile) == "1p")
    assert widest.reach == 0.0 and Reason.VALUE not in widest.reasons
