"""The strong bot's ready discards skip the judge's table where no discard can leave the hand
ready (no wild tiles, every discard a step or more away): the same answer, far cheaper."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.strong import value
from mahjong_tui.bots.strong.value import ready_discards, view_facts
from mahjong_tui.engine import Act, Game
from mahjong_tui.engine.seen import visible_elsewhere
from mahjong_tui.rules.advice import advise
from mahjong_tui.tiles.hand import Hand


def _turns(vid: str, seeds: range):  # noqa: ANN202
    """Each discard turn of a few seeded hands played with the first legal discard."""
    from mahjong_tui.variants import load_variant

    v = load_variant(vid)
    for seed in seeds:
        g = Game(v, seed=seed)
        for _ in range(200):
            if g.history:
                break
            seat = g.to_act()[0]
            view = g.bot_view(seat)
            plain = [a for a in view.legal if a.type is Act.DISCARD and a.choice is None]
            if plain:
                yield v, view, {a.tile for a in plain}
                g.apply(plain[-1])
            else:
                g.apply(
                    next(a for a in view.legal if a.type is Act.PASS)
                    if any(a.type is Act.PASS for a in view.legal)
                    else view.legal[0]
                )


@pytest.mark.parametrize("vid", ["mingjiang", "hebei", "beijing"])
def test_the_ready_discards_are_the_judges_own(vid: str) -> None:
    skipped = asked = ready = 0
    for v, view, legal in _turns(vid, range(3)):
        me = view.me
        hand = Hand(list(me.hand), [m.meld for m in me.melds if m.meld is not None], None, list(me.bonus))
        adv = advise(
            v, hand, view_facts(v, view), players=len(view.seats), visible=visible_elsewhere(view), legal_discards=legal
        )
        full = {d.tile: d for d in adv.discards or () if d.waits is not None and d.recommendable}
        got = ready_discards(v, view, legal)
        assert {t: (d.count, d.value) for t, d in got.items()} == {t: (d.count, d.value) for t, d in full.items()}
        skipped += not value._may_be_ready(v, hand)
        asked += 1
        ready += bool(got)
    assert asked > 200 and ready >= 5
    assert (skipped > 0) == (vid != "beijing")  # Beijing has wild tiles: always asked


def test_far_from_ready_no_table_is_built(monkeypatch: pytest.MonkeyPatch) -> None:
    v, view, legal = next(iter(_turns("mingjiang", range(1))))

    def no_table(*_: object, **__: object) -> object:
        raise AssertionError("the judge's table was built")

    monkeypatch.setattr(value, "advise", no_table)
    assert ready_discards(v, view, legal) == {}  # the first turn's hand is far from ready
