"""Engine invariants on whole seeded matches: conservation, zero sum, replay, hidden tiles."""

from __future__ import annotations

import pytest

from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine import Act, Action, Game, IllegalAction, Phase
from mahjong_tui.messages import msg
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.faces import named, tile_label

from .conftest import assert_conserved


def play(game: Game, check=None) -> list[str]:  # noqa: ANN001
    bots = [BaselineBot(game.variant, seed=game.seed * 10 + i) for i in range(game.n)]
    log = []
    while not game.over:
        seat = game.to_act()[0]
        action = bots[seat].choose(game.view(seat))
        game.apply(action)
        log.append(f"{seat}:{action.describe()}")
        if check:
            check(game)
    return log


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_tile_is_somewhere_exactly_once(plain, players: int) -> None:
    game = Game(plain, players=players, seed=players)
    assert_conserved(game)
    play(game, assert_conserved)
    assert game.phase is Phase.MATCH_OVER


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_settlement_sums_to_zero_and_match_ends(plain, seed: int) -> None:
    game = Game(plain, seed=seed)
    play(game)
    assert len(game.history) == plain.cfg.match.hands
    for result in game.history:
        assert sum(result.deltas) == 0
    assert sum(game.match.scores) == 0


def test_same_seed_same_event_log(plain) -> None:
    a, b = Game(plain, seed=7), Game(plain, seed=7)
    play(a)
    play(b)
    assert [e.as_dict() for e in a.events] == [e.as_dict() for e in b.events]
    c = Game(plain, seed=8)
    play(c)
    assert [e.as_dict() for e in a.events] != [e.as_dict() for e in c.events]


def test_illegal_action_raises_and_changes_nothing(plain) -> None:
    game = Game(plain, seed=3)
    dealer = game.state.dealer
    other = (dealer + 1) % game.n
    before = [list(s.hand) for s in game.state.seats]
    events = len(game.events)
    with pytest.raises(IllegalAction, match="not .*turn"):
        game.apply(Action(Act.DISCARD, other, game.state.seats[other].hand[0]))
    missing = next(t for t in range(34) if t not in game.state.seats[dealer].hand)
    with pytest.raises(IllegalAction, match=rf"no {tile_label(missing)} \({K.code(missing)}\) to discard"):
        game.apply(Action(Act.DISCARD, dealer, missing))
    with pytest.raises(IllegalAction, match="Pung is not possible now; possible: Discard"):
        game.apply(Action(Act.PUNG, dealer, game.state.seats[dealer].hand[0]))
    assert [list(s.hand) for s in game.state.seats] == before
    assert len(game.events) == events


def test_an_illegal_action_says_why_in_a_catalog_message(plain) -> None:
    """The refusal is a catalog message with its tile as a tile (a screen says it in the player's
    language); ``str()`` stays the English sentence, naming the seat, for logs and saves."""
    game = Game(plain, seed=3, names=["Ann", "Bob", "Cy", "Di"])
    dealer = game.state.dealer
    other = (dealer + 1) % game.n
    with pytest.raises(IllegalAction) as e:
        game.apply(Action(Act.DISCARD, other, game.state.seats[other].hand[0]))
    assert e.value.message == msg("refuse.not_your_turn", name=game.names[dealer])
    assert str(e.value) == f"{game.names[other]}: not your turn: {game.names[dealer]} is to play"
    missing = next(t for t in range(34) if t not in game.state.seats[dealer].hand)
    with pytest.raises(IllegalAction) as e:
        game.apply(Action(Act.DISCARD, dealer, missing))
    assert e.value.message == msg("illegal.not_held", tile=named(missing))
    assert e.value.message.args["tile"].tile == missing  # the tile itself, for a screen to name
    said = e.value.message.text("zh_TW")
    assert tile_label(missing) in said and said.startswith("你手上沒有")
    with pytest.raises(IllegalAction) as e:
        game.apply(Action(Act.PUNG, dealer, game.state.seats[dealer].hand[0]))
    assert e.value.message == msg("illegal.not_possible", what=msg("act.pung"), possible=(msg("act.discard"),))
    assert e.value.message.text("zh_TW") == "現在不能碰；現在可以：打出"


def test_views_hide_other_hands_and_draws(plain) -> None:
    game = Game(plain, seed=5)

    def check(g: Game) -> None:
        for seat in range(g.n):
            view = g.view(seat)
            for info in view.seats:
                if info.seat != seat and g.state.phase not in (Phase.HAND_OVER, Phase.MATCH_OVER) and not info.won:
                    assert info.hand is None and info.drawn is None
            for e in view.events:
                if e.private and e.seat != seat:
                    assert e.tile is None and e.tiles == ()

    check(game)
    play(game, check)


def test_bonus_tiles_are_laid_out_and_replaced(plain) -> None:
    game = Game(plain, seed=11)
    for s in game.state.seats:
        assert not any(K.is_bonus(t) for t in s.hand)
    play(game, lambda g: [None for s in g.state.seats if any(K.is_bonus(t) for t in s.hand)] == [] or pytest.fail())


def test_concealed_kong_faces_are_hidden_from_other_seats(plain) -> None:
    """The event of a concealed kong carries its tiles only to the seat that made it."""
    seen = 0
    for seed in range(1, 40):
        game = Game(plain, seed=seed)
        play(game)
        for e in game.events:
            if e.kind != "concealed_kong":
                continue
            seen += 1
            other = (e.seat + 1) % game.n
            assert e.for_seat(other).tile is None and e.for_seat(other).tiles == ()
            assert e.for_seat(e.seat).tiles == (e.tile,) * 4
        if seen:
            break
    assert seen, "no concealed kong in 40 seeded matches"


def test_exhaustive_draw_gives_its_reason_as_a_message(plain) -> None:
    game = Game(plain, seed=4)
    while game.phase is not Phase.HAND_OVER:  # nobody wins: discard or pass, always
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        game.apply(next(a for a in legal if a.type in (Act.DISCARD, Act.PASS, Act.CHOOSE)))
    result = game.history[-1]
    assert result.exhaustive and not result.wins
    assert result.reason is not None
    assert result.reason.text("en") == "the wall is empty"
    assert result.reason.text("zh") == "牌摸完了"


def test_abort_hand_ends_the_hand_as_a_draw_with_its_reason(plain) -> None:
    from mahjong_tui.messages import msg

    game = Game(plain, seed=3)
    before = list(game.match.scores)
    game.abort_hand(msg("hand.third_chicken"))
    assert game.phase is Phase.HAND_OVER
    result = game.history[-1]
    assert result.exhaustive and not result.wins and result.deltas == [0] * game.n
    assert str(result.reason) == "a third chicken hand: the hand is drawn"
    assert game.match.scores == before
    ended = [e for e in game.events if e.kind == "exhaustive_draw"]
    assert ended[-1].data == {"reason": "hand.third_chicken", "args": {}, "abortive": True}
