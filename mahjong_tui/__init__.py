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
__all__ = ["Game", "analyze", "load_variant", "parse_hand", "score"]

if TYPE_CHECKING:  # pragma: no cover
    from .engine.game import Game
    from .scoring.base import Score
    from .variants.model import Variant


def load_variant(variant_id: str, preset: str | None = None, options: dict[str, Any] | None = None) -> "Variant":
    """A variant by id, with a preset and house-rule options applied."""
    from .variants import load_variant as _load

    return _load(variant_id, preset, options)


def parse_hand(text: str, variant: "Variant | str | None" = None):  # noqa: ANN201 - a Hand
    """Parse a hand string; with a variant, its tile set, hand size and melds are enforced."""
    from .notation import parse_hand as _parse

    if variant is None:
        return _parse(text)
    if isinstance(variant, str):
        variant = load_variant(variant)
    return variant.parse(text)


def score(variant: "Variant | str", hand: Any, **situation: Any) -> "Score":
    """Score a winning hand. ``situation`` takes :class:`~mahjong_tui.scoring.situation.Situation`
    fields; ``seat_wind``, ``round_wind`` and ``discarder`` also accept ``"E" "S" "W" "N"``."""
    from .scoring.situation import Situation, wind_index

    if isinstance(variant, str):
        variant = load_variant(variant)
    if isinstance(hand, str):
        hand = variant.parse(hand)
    for key in ("seat_wind", "round_wind", "discarder"):
        if isinstance(situation.get(key), str):
            situation[key] = wind_index(situation[key])
    sit = Situation(**situation)
    if sit.discarder is not None and sit.self_drawn:
        raise ValueError("a self-drawn win has no discarder")
    return variant.evaluator.score(hand, sit)


def analyze(variant: "Variant | str", hand: Any, **kwargs: Any):  # noqa: ANN201 - an Analysis
    """Shanten per shape and overall, waits with unseen counts, discard suggestions."""
    from .analysis.report import analyze as _analyze

    if isinstance(variant, str):
        variant = load_variant(variant)
    if isinstance(hand, str):
        hand = variant.parse(hand, allow_discard_form=True)
    return _analyze(variant, hand, **kwargs)


def __getattr__(name: str) -> Any:
    if name == "Game":
        from .engine.game import Game

        return Game
    raise AttributeError(name)
