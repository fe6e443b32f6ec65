"""A playable variant: the resolved configuration bound to the package's rule components."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cached_property
from typing import Any

from ..analysis.decompose import forget_readings
from ..analysis.grammar import Grammar
from ..analysis.shapes import Shape, ShapeInput, natural_counts
from ..memory import give_back
from ..notation import parse_hand
from ..rules.conditions import CONDITIONS
from ..rules.features import FEATURES
from ..rules.rotation import ROTATIONS
from ..rules.settlement import SETTLEMENTS
from ..rules.shapes import build_grammar, build_shapes, meld_check
from ..scoring.base import get_evaluator
from ..scoring.params import ScoringParams
from ..tiles.hand import Hand
from ..tiles.kinds import Tile
from ..tiles.tileset import TileSet, get_tileset
from ..variant_schema import FanSpec, VariantCfg

CACHE_HANDS = 250
"""Hands played on a variant before what analysis and the bots have cached about its hands is
released (:meth:`Variant.trim_caches`): the caches fill fast in the first few hundred hands, and
then keep growing slowly with every new hand seen, so a long run must forget them now and then."""


def seat_counts(seats: Iterable[int]) -> str:
    """The seat counts a variant is played with, as one says them: "2 to 4", "3 or 4", "4"."""
    counts = sorted(seats)
    if len(counts) > 2 and counts == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]} to {counts[-1]}"
    return " or ".join(map(str, counts))


def wrong_seat_count(variant: Variant, players: object) -> str:
    """Why ``variant`` cannot be played by ``players`` players (one line)."""
    return f"{variant.id} is played by {seat_counts(variant.seats)} players, not {players}"


class Variant:
    def __init__(
        self, cfg: VariantCfg, preset: str = "", options: dict[str, Any] | None = None, source: str = ""
    ) -> None:
        self.cfg = cfg
        self.preset = preset
        self.options = dict(options or {})
        self.source = source
        self.derived: dict[str, Any] = {}
        """What other layers build once per variant and cache (the hand engine, the bots' plan
        book): released together by :meth:`release_caches`."""
        self.hands_cached = 0
        """Hands played since the caches were last released."""

    # ---- bounded caches --------------------------------------------------------------------

    def release_caches(self) -> None:
        """Forget every cache about this variant's hands (the shapes' analyzers, the hand engine,
        the plan book, the readings its grammar remembers); they are built again when next asked
        for. Objects already holding the old ones (a match's bots) keep them until they go."""
        self.__dict__.pop("shapes", None)
        if "grammar" in self.__dict__:
            forget_readings(self.grammar)
        self.derived.clear()
        self.hands_cached = 0

    def trim_caches(self) -> bool:
        """At the start of a match: release the caches once :data:`CACHE_HANDS` hands have been
        played since they were last released, so memory stays bounded in a long-running process.
        Caches never change an answer, only how fast it comes. True when released."""
        if self.hands_cached < CACHE_HANDS:
            return False
        self.release_caches()
        give_back()
        return True

    # ---- identity ------------------------------------------------------------------------

    @property
    def id(self) -> str:
        return self.cfg.id

    @property
    def family(self) -> str:
        """The game this one is a house version of (a file that ``extends`` another, however many
        steps away), else its own id: how the bots find the play measured for a game
        (:mod:`mahjong_tui.bots.strong`), so a house variant is not played by a weaker bot."""
        return self.cfg.family or self.cfg.id

    @property
    def zh(self) -> str:
        return self.cfg.zh

    @property
    def en(self) -> str:
        return self.cfg.en

    @property
    def seats(self) -> list[int]:
        return self.cfg.seats

    @property
    def win(self):  # noqa: ANN201 - the WinCfg
        return self.cfg.win

    @property
    def fans(self) -> list[FanSpec]:
        return self.cfg.fans

    def fan_spec(self, fan_id: str) -> FanSpec | None:
        return next((f for f in self.cfg.fans if f.id == fan_id), None)

    # ---- tiles and shapes ------------------------------------------------------------------

    @cached_property
    def tileset(self) -> TileSet:
        return get_tileset(self.cfg.tiles.set)

    @cached_property
    def hand_size(self) -> int:
        return self.grammar.hand_size

    @cached_property
    def grammar(self) -> Grammar:
        return build_grammar(self)

    @cached_property
    def shapes(self) -> list[Shape]:
        return build_shapes(self)

    @cached_property
    def scoring_params(self) -> ScoringParams:
        """The ``[scoring] params``, converted (the loader has checked them)."""
        return ScoringParams.from_table(self.cfg.scoring.params)

    @cached_property
    def evaluator(self):  # noqa: ANN201 - an Evaluator
        cls = get_evaluator(self.cfg.scoring.evaluator)
        assert cls is not None
        return cls(self)

    @cached_property
    def settlement(self):  # noqa: ANN201 - a Settlement
        return SETTLEMENTS.get(self.cfg.settlement.kind)(self, self.cfg.settlement.params)

    @cached_property
    def rotation(self):  # noqa: ANN201 - a Rotation
        return ROTATIONS.get(self.cfg.match.rotation)(self, self.cfg.match)

    @cached_property
    def features(self) -> list[Any]:
        return [FEATURES.get(name)(self, params) for name, params in self.cfg.features.items()]

    @cached_property
    def conditions(self) -> list[Any]:
        return [CONDITIONS.get(name)(self) for name in self.cfg.win.conditions]

    def parse(self, text: str, allow_discard_form: bool = False, check_count: bool = True) -> Hand:
        """Parse a hand string with this variant's tile set, hand size and meld rules."""
        return parse_hand(
            text,
            tileset=self.tileset,
            hand_size=self.hand_size,
            meld_check=meld_check(self),
            allow_discard_form=allow_discard_form,
            check_count=check_count,
        )

    # ---- hand analysis helpers -------------------------------------------------------------

    def shape_input(self, tiles: Iterable[Tile], melds: Iterable[Any], wild_kinds: Iterable[Tile] = ()) -> ShapeInput:
        c, wilds, jokers = natural_counts(tiles, wild_kinds)
        return ShapeInput(c, list(melds), wilds, jokers)

    @property
    def engine(self):  # noqa: ANN201 - the analysis HandEngine
        """Fast shanten / completeness / waits for this variant, built on first use."""
        eng = self.derived.get("hand_engine")
        if eng is None:
            from ..analysis.fast import engine_for  # not at start-up: the menu needs no hand engine

            eng = engine_for(self)
        return eng

    def is_complete(self, tiles: Iterable[Tile], melds: Iterable[Any], wild_kinds: Iterable[Tile] = ()) -> bool:
        return self.engine.is_complete(tiles, melds, wild_kinds)

    def shanten(self, tiles: Iterable[Tile], melds: Iterable[Any], wild_kinds: Iterable[Tile] = ()) -> int:
        return self.engine.shanten(tiles, melds, wild_kinds)

    def waits(self, hand: Hand, wild_kinds: Iterable[Tile] = ()) -> list[Tile]:
        """Kinds that complete the waiting hand's shape (copies in hand do not matter)."""
        return self.engine.waits(hand.concealed, hand.melds, wild_kinds)

    @property
    def is_chess(self) -> bool:
        return self.tileset.is_chess

    def exposed(self, hand: Hand) -> bool:
        return any(m.kind.is_exposed for m in hand.melds)

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "zh": self.zh,
            "en": self.en,
            "seats": self.seats,
            "preset": self.preset,
            "presets": list(self.cfg.presets),
            "options": self.options,
        }
