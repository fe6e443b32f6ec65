"""One count of the tiles a view shows (engine/seen.py), behind the view's unseen counts, the
baseline bot's acceptance and the hints."""

from __future__ import annotations

from collections import Counter

import pytest

from mahjong_tui.engine.seen import seen_counts, unseen_counts, visible_elsewhere

from .test_views import _positions


@pytest.mark.parametrize("variant_id", ["mcr", "malaysia3p", "sichuan", "yunnan"])
def test_what_the_open_view_shows_and_the_wall_hold_is_every_tile(variant_id: str) -> None:
    checked = 0
    for game in _positions(variant_id, 3, 2):
        st = game.state
        seen = seen_counts(game.view(None))
        if st.indicator is not None:
            seen[st.indicator] -= 1  # the indicator lies in the wall too
        census = Counter({t: n for t, n in enumerate(seen) if n})
        census.update(st.wall.peek_all())
        census.update(st.wall.set_aside)
        assert census == Counter(game.variant.tileset.all_tiles())
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("variant_id", ["mcr", "malaysia3p"])
def test_a_seat_sees_its_hand_and_what_lies_elsewhere(variant_id: str) -> None:
    for game in _positions(variant_id, 4, 2):
        for seat in range(game.n):
            view = game.view(seat)
            me = view.seats[seat]
            own: Counter[int] = Counter(me.hand or [])
            for mv in me.melds:
                assert mv.meld is not None  # one's own melds are never hidden from oneself
                own.update(mv.meld.physical())
            both = visible_elsewhere(view) + own
            assert both == Counter({t: n for t, n in enumerate(seen_counts(view)) if n})
            for t in set(view.copies):
                assert unseen_counts(view)[t] == max(0, view.copies[t] - seen_counts(view)[t])
            hidden = sum(s.hand_count for s in view.seats if s.hand is None)
            assert hidden == 0 or sum(seen_counts(view)) < sum(seen_counts(game.view(None)))
