"""Visibility is decided in one place: the public view (the hot-seat handover, an onlooker) is
the engine's view for a seat that is not at the table, the same rule every seat's view follows."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.engine.view import SeatView
from mahjong_tui.play.session import Session
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles.hand import MeldKind
from mahjong_tui.variants import load_variant


def _positions(variant_id: str, seed: int, hands: int, options: dict[str, object] | None = None) -> Iterator[Game]:
    """The game after every action of ``hands`` bot-played hands (one game object, look at once)."""
    variant = load_variant(variant_id, options=options)
    game = Game(variant, seed=seed)
    bots = {s: BaselineBot(variant, seed + s) for s in range(game.n)}
    while len(game.history) < hands and not game.over:
        seat = game.to_act()[0]
        game.apply(bots[seat].choose(game.bot_view(seat)))
        yield game


@pytest.mark.parametrize(
    ("variant_id", "options"),
    [("sichuan", None), ("mcr", None), ("mingjiang", None), ("wuhan", None), ("sichuan", {"exchange_three": True})],
)
def test_the_public_view_shows_what_every_seat_sees_and_no_more(
    variant_id: str, options: dict[str, object] | None
) -> None:
    checked = won = 0
    for game in _positions(variant_id, 5, 3 if options is None else 6, options):
        pub = SeatView.public(game)
        over = game.phase in (Phase.HAND_OVER, Phase.MATCH_OVER)
        assert pub.viewer is None and pub.legal == [] and pub.win_facts == {}
        n = game.n
        for i, s in enumerate(pub.seats):
            other = game.view((i + 1) % n)  # a seat that is not seat i
            assert s == other.seats[i], f"seat {i} differs from what seat {(i + 1) % n} sees"
            real = game.state.seats[i]
            if not (over or real.won or real.frozen):
                assert s.hand is None and s.drawn is None
            won += real.won
            for mv in s.melds:
                assert over or mv.meld is None or mv.meld.kind is not MeldKind.CONCEALED_KONG
        for e in pub.events:
            assert not e.private or (e.tile is None and e.tiles == ()), e
            assert not e.private or not {"gave", "got"} & set(e.data), e  # 換三張's tiles
        assert pub.match_facts == other.match_facts
        if game.phase in (Phase.CLAIM, Phase.ROB):  # who is asked to claim is each seat's own (test_claim_privacy)
            assert pub.to_act == [] and other.to_act in ([], [other.viewer])
        else:
            assert pub.to_act == other.to_act
        checked += 1
    assert checked > 100
    if variant_id == "sichuan":
        assert won  # blood battle: winners stay at the table with their hands shown


def test_the_hot_seat_hides_with_the_public_view() -> None:
    variant = load_variant("mcr")
    session = Session(variant, [True, True, False, False], ["A", "B", "C", "D"], seed=2)
    session.conceal()
    hidden = session.table_view()
    assert hidden == SeatView.public(session.game)
    assert all(s.hand is None for s in hidden.seats)
    session.show(0)
    assert session.table_view().seats[0].hand is not None
