"""mahjong-tui: a terminal mahjong table and the rules engine behind it.

The engine works as a library::

    from mahjong_tui import load_variant, parse_hand, score, analyze, Game

    mcr = load_variant("mcr")
    result = score(mcr, "123456m45p456s88s+6p", seat_wind="S", discarder="N")
    print(result.total, [f.zh for f in result.fans])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["Game", "analyze", "judge", "load_variant", "parse_hand", "score"]

if TYPE_CHECKING:  # pragma: no cover
    from .engine.game import Game
    from .rules.advice import Advice
    from .rules.judge import Verdict
    from .scoring.base import Score
    from .variants.model import Variant


def load_variant(variant_id: str, preset: str | None = None, options: dict[str, Any] | None = None) -> Variant:
    """A variant by id, with a preset and house-rule options applied."""
    from .variants import load_variant as _load

    return _load(variant_id, preset, options)


def parse_hand(text: str, variant: Variant | str | None = None):  # noqa: ANN201 - a Hand
    """Parse a hand string; with a variant, its tile set, hand size and melds are enforced."""
    from .notation import parse_hand as _parse

    if variant is None:
        return _parse(text)
    if isinstance(variant, str):
        variant = load_variant(variant)
    return variant.parse(text)


def _request(facts: dict[str, Any]) -> dict[str, Any]:
    """Facts given to :func:`judge` or :func:`analyze` as request keys (tiles may be kinds)."""
    from .rules.request_keys import normalise
    from .tiles import kinds as K

    for key in ("wild", "wild_kinds", "own_discards", "own_discard"):  # tiles may be given as kinds
        if isinstance(facts.get(key), (list, tuple, set, frozenset)):
            facts[key] = [K.code(t) if isinstance(t, int) else t for t in facts[key]]
    return normalise(facts)


def _players(variant: Variant, players: Any) -> int:
    n = max(variant.seats) if players is None else players
    if n not in variant.seats:
        raise ValueError(f"{variant.id} is played by {', '.join(map(str, variant.seats))} players, not {n}")
    return n


def judge(variant: Variant | str, hand: Any, **facts: Any) -> Verdict:
    """Judge a declared win, as the table does: legal or not and why, a false win, the fans,
    the total and the payments (``verdict.payments()``). ``facts`` are the keys of the request
    schema (``mahjong-tui score --help``): ``seat_wind``, ``discarder``, ``self_drawn``,
    ``wild``, ``melds``, ``stakes`` …; winds may be ``"E" "S" "W" "N"`` or 0–3."""
    from .rules.request import build

    if isinstance(variant, str):
        variant = load_variant(variant)
    n = _players(variant, facts.pop("players", None))
    req = _request(facts)
    text = hand
    if not isinstance(hand, str):
        from .notation import format_hand

        text = format_hand(hand)
    return build(variant, n, req, hand_text=text).judge()


def score(variant: Variant | str, hand: Any, **facts: Any) -> Score:
    """Score a declared win: the judge's fans and total, ``legal`` and ``reason`` as the table
    decides them (see :func:`judge` for the facts and the payments)."""
    return judge(variant, hand, **facts).score


def analyze(variant: Variant | str, hand: Any, visible: Any = None, **facts: Any) -> Advice:
    """Advice from the judge: shanten per shape and toward a win the rules allow, waits judged
    as wins (with why not), discards ranked by what can win. ``visible``: tiles seen elsewhere;
    ``facts``: the request keys of :func:`judge` (``seat_wind``, ``wild``, ``void`` …)."""
    from .rules.advice import advise

    if isinstance(variant, str):
        variant = load_variant(variant)
    n = _players(variant, facts.pop("players", None))
    if isinstance(hand, str):
        hand = variant.parse(hand, allow_discard_form=True)
    return advise(variant, hand, _request(facts), players=n, visible=visible)


def __getattr__(name: str) -> Any:
    if name == "Game":
        from .engine.game import Game

        return Game
    raise AttributeError(name)
