"""Hand analysis for people and tools: shanten per shape, waits, discards and their acceptance.

:func:`analyze` takes a variant and a hand (a :class:`~mahjong_tui.tiles.hand.Hand` or a hand
string) and answers according to the hand's form:

* a waiting hand (13 counted tiles): the waits, each with the copies still unseen, or, when
  the hand is not ready yet, the acceptance (kinds that bring it closer);
* a hand with a tile to discard (14 counted tiles, no ``+``): every discard with the shanten it
  leaves; those keeping the best shanten are marked and carry their acceptance;
* a complete hand (``+tile``): whether it is complete, and by which shapes.

Unseen copies are the copies in the tile set, less those in the hand (melds and winning tile
included), less ``visible`` tiles (rivers, others' melds) when given. Wild tiles are given as
kinds (``wild=("4p",)``); Malaysian jokers are tiles of their own, and a joker that would
complete or improve the hand is listed like any kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..notation import format_hand, parse_hand
from ..tiles import kinds as K
from ..tiles.hand import Hand
from ..tiles.kinds import Tile
from .fast import engine_for
from .shapes import INFINITE, ShapeInput, natural_counts

if TYPE_CHECKING:  # pragma: no cover
    from .shape_variant import ShapeVariant

WAITING, DISCARD, COMPLETE, OTHER = "waiting", "discard", "complete", "other"


@dataclass(frozen=True)
class TileCount:
    """A tile kind and how many of its copies are still unseen."""

    tile: Tile
    unseen: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "tile": K.code(self.tile),
            "zh": K.zh_name(self.tile),
            "en": K.en_name(self.tile),
            "unseen": self.unseen,
        }


@dataclass
class DiscardOption:
    tile: Tile
    shanten: int
    """Shanten of the hand left after this discard."""
    best: bool = False
    """Keeps the best shanten any discard can keep."""
    acceptance: list[TileCount] | None = None
    """For the best discards: kinds that lower the shanten (complete it, at shanten 0)."""

    @property
    def acceptance_unseen(self) -> int:
        return sum(tc.unseen for tc in self.acceptance or ())

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "tile": K.code(self.tile),
            "zh": K.zh_name(self.tile),
            "shanten": _num(self.shanten),
            "best": self.best,
        }
        if self.acceptance is not None:
            d["acceptance"] = [tc.as_dict() for tc in self.acceptance]
            d["acceptance_kinds"] = len(self.acceptance)
            d["acceptance_unseen"] = self.acceptance_unseen
        return d


@dataclass
class Analysis:
    variant: str
    hand: str
    """The hand in canonical notation."""
    form: str
    """``waiting`` (13 counted tiles), ``discard`` (14, no ``+``), ``complete`` (``+tile``) or ``other``."""
    tiles: int
    """Counted tiles (a kong counts 3)."""
    shanten: int
    """Least over the shapes; -1 for a complete hand."""
    shapes: dict[str, int]
    """Shanten per shape name (INFINITE when the shape cannot be made, e.g. after a meld)."""
    complete: bool
    complete_shapes: list[str] = field(default_factory=list)
    waits: list[TileCount] = field(default_factory=list)
    acceptance: list[TileCount] = field(default_factory=list)
    """Waiting hands not yet ready: kinds that lower the shanten."""
    discards: list[DiscardOption] = field(default_factory=list)
    wild_kinds: tuple[Tile, ...] = ()

    @property
    def waits_unseen(self) -> int:
        return sum(tc.unseen for tc in self.waits)

    @property
    def acceptance_unseen(self) -> int:
        return sum(tc.unseen for tc in self.acceptance)

    @property
    def best_discards(self) -> list[DiscardOption]:
        return [d for d in self.discards if d.best]

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "variant": self.variant,
            "hand": self.hand,
            "form": self.form,
            "tiles": self.tiles,
            "wild": [K.code(t) for t in self.wild_kinds],
            "shanten": _num(self.shanten),
            "shapes": {name: _num(v) for name, v in self.shapes.items()},
            "complete": self.complete,
        }
        if self.complete_shapes:
            d["complete_shapes"] = list(self.complete_shapes)
        if self.form == WAITING:
            d["waits"] = [tc.as_dict() for tc in self.waits]
            d["waits_unseen"] = self.waits_unseen
            if self.shanten > 0:
                d["acceptance"] = [tc.as_dict() for tc in self.acceptance]
                d["acceptance_unseen"] = self.acceptance_unseen
        if self.form == DISCARD:
            d["discards"] = [o.as_dict() for o in self.discards]
        return d


def _num(v: int) -> int | None:
    """Shanten for JSON: None where the shape is impossible."""
    return None if v >= INFINITE else v


def analyze(
    variant: ShapeVariant,
    hand: Hand | str,
    visible: Any = None,
    wild: Iterable[Tile | str] = (),
    *,
    acceptance: bool = True,
) -> Analysis:
    """Analyse ``hand`` in ``variant``. ``visible``: tiles seen elsewhere (a tile list, a
    ``{tile: count}`` mapping or an mpsz string); ``wild``: the wild kinds (ints or codes);
    without ``acceptance``, the waits alone (no acceptance of a hand not ready)."""
    if isinstance(hand, str):
        hand = variant.parse(hand, allow_discard_form=True)
    wild_kinds = tuple(_tile(t) for t in wild)
    eng = engine_for(variant)
    unseen = unseen_counter(variant, hand, visible)
    kinds = drawable_kinds(variant)
    size = variant.hand_size
    counted = hand.counted_size
    melds = list(hand.melds)
    closed = hand.closed_tiles()
    if hand.win_tile is not None:
        form = COMPLETE
    elif counted == size - 1:
        form = WAITING
    elif counted == size:
        form = DISCARD
    else:
        form = OTHER
    shapes = eng.shape_shanten(closed, melds, wild_kinds)
    shanten = min(shapes.values()) if shapes else INFINITE
    a = Analysis(variant.id, format_hand(hand), form, counted, shanten, shapes, False, wild_kinds=wild_kinds)
    if form in (COMPLETE, DISCARD):
        a.complete_shapes = _complete_shapes(variant, closed, melds, wild_kinds)
        a.complete = bool(a.complete_shapes)
    if form == WAITING:
        if shanten == 0:
            a.waits = [TileCount(t, unseen(t)) for t in waits_of(eng, closed, melds, wild_kinds, kinds)]
        elif shanten < INFINITE and acceptance:
            a.acceptance = _acceptance(eng, closed, melds, wild_kinds, kinds, shanten, unseen)
    elif form == DISCARD:
        after = eng.shanten_after_discards(closed, melds, wild_kinds)
        best = min(after.values()) if after else INFINITE
        for t, s in after.items():
            opt = DiscardOption(t, s, s == best)
            if opt.best and s < INFINITE:
                rest = list(closed)
                rest.remove(t)
                if s == 0:
                    opt.acceptance = [TileCount(w, unseen(w)) for w in waits_of(eng, rest, melds, wild_kinds, kinds)]
                elif acceptance:
                    opt.acceptance = _acceptance(eng, rest, melds, wild_kinds, kinds, s, unseen)
            a.discards.append(opt)
        a.discards.sort(key=lambda o: (not o.best, o.shanten, -o.acceptance_unseen, -len(o.acceptance or ()), o.tile))
    return a


def unseen_counter(variant: ShapeVariant, hand: Hand, visible: Any = None) -> Callable[[Tile], int]:
    """Copies of a kind still unseen: in the set, less those in ``hand`` (melds and winning tile
    included), less ``visible`` (see :func:`analyze`)."""
    seen = _visible_counts(visible, variant)
    in_hand = Counter(hand.all_tiles())
    ts = variant.tileset

    def unseen(t: Tile) -> int:
        return max(0, ts.count(t) - in_hand[t] - seen[t])

    return unseen


def seen_elsewhere(variant: ShapeVariant, visible: Any = None, own_discards: Iterable[Tile] = ()) -> Counter[Tile]:
    """The copies of each kind seen outside the hand: ``visible`` (as :func:`analyze` takes it),
    and at least one of each kind the hand's owner has discarded this hand, which lies in its
    river or in the meld that claimed it, whether or not ``visible`` lists them."""
    seen = _visible_counts(visible, variant)
    for t in own_discards:
        seen[t] = max(seen[t], 1)
    return seen


def drawable_kinds(variant: ShapeVariant) -> tuple[Tile, ...]:
    """The kinds a draw can bring: the set's natural kinds, and its jokers."""
    ts = variant.tileset
    return tuple(ts.natural_kinds) + ((K.JOKER,) if K.JOKER in ts else ())


def waits_of(
    eng: Any, tiles: list[Tile], melds: list[Any], wild_kinds: tuple[Tile, ...], kinds: tuple[Tile, ...]
) -> list[Tile]:
    """The kinds completing ``tiles`` with ``melds``; a joker too where the set has them."""
    out = list(eng.waits(tiles, melds, wild_kinds))
    if K.JOKER in kinds and eng.is_complete(tiles + [K.JOKER], melds, wild_kinds):
        out.append(K.JOKER)
    return out


def _acceptance(
    eng: Any,
    tiles: list[Tile],
    melds: list[Any],
    wild_kinds: tuple[Tile, ...],
    kinds: tuple[Tile, ...],
    base: int,
    unseen: Any,
) -> list[TileCount]:
    after = eng.shanten_after_draws(tiles, melds, wild_kinds, kinds)
    return [TileCount(t, unseen(t)) for t in kinds if after[t] < base]


def _complete_shapes(
    variant: ShapeVariant, tiles: list[Tile], melds: list[Any], wild_kinds: tuple[Tile, ...]
) -> list[str]:
    c, wilds, jokers = natural_counts(tiles, wild_kinds)
    inp = ShapeInput(c, melds, wilds, jokers)
    out: list[str] = []
    for s in variant.shapes:
        if s.name not in out and s.shanten(inp) == -1 and s.decompositions(inp):
            out.append(s.name)
    return out


def _tile(t: Tile | str) -> Tile:
    if isinstance(t, int):
        return t
    try:
        return K.from_code(t.strip())
    except KeyError:
        raise ValueError(f"not a tile: {t!r}") from None


def _visible_counts(visible: Any, variant: ShapeVariant) -> Counter[Tile]:
    if visible is None:
        return Counter()
    if isinstance(visible, str):
        h = parse_hand(visible, tileset=variant.tileset, check_count=False)
        return Counter(h.all_tiles() + h.bonus)
    if isinstance(visible, Mapping):
        return Counter({_tile(k): int(v) for k, v in visible.items()})
    return Counter(_tile(t) for t in visible)
