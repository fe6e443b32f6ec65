"""Cross-checks of a variant file against the package's components and its own fan table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..notation.parse import hand_size_for
from ..params import Param, Params, ParamsError, did_you_mean
from ..rules.conditions import CONDITIONS
from ..rules.features import FEATURES
from ..rules.rotation import ROTATIONS
from ..rules.settlement import SETTLEMENTS
from ..rules.shapes import SHAPES
from ..scoring.base import EVALUATORS, FAN_RULES, get_evaluator, get_rule
from ..scoring.params import ScoringParams
from ..tiles import kinds as K
from ..tiles.tileset import TILESETS
from ..variant_schema import VariantCfg, VariantError
from .plan_kinds import PLAN_KINDS, unknown_plan_kind

MAX_SUMMARY = 4000
"""The most characters of a rules summary (the longest built-in one is under 2000): the help
shows it whole, so a longer text is a mistake, and the rule book holds the details."""


def validate(cfg: VariantCfg, file: str) -> None:
    def fail(key: str, message: str) -> None:
        raise VariantError(file, key, message)

    for key in ("rules_summary", "rules_summary_zh"):
        if len(getattr(cfg, key)) > MAX_SUMMARY:
            fail(key, f"longer than {MAX_SUMMARY} characters ({len(getattr(cfg, key))}): keep the summary short")
    if cfg.tiles.set not in TILESETS:
        fail("tiles.set", f"no tile set named {cfg.tiles.set!r} (known: {', '.join(sorted(TILESETS))})")
    tileset = TILESETS[cfg.tiles.set]
    if not cfg.seats or any(n not in (2, 3, 4) for n in cfg.seats):
        fail("seats", f"seat counts must be 2, 3 or 4; got {cfg.seats}")
    size = hand_size_for(tileset)
    want_dealer = size - 1 if cfg.deal.dealer_draws_first else size
    if cfg.deal.dealer != want_dealer:
        fail("deal.dealer", f"the dealer must be dealt {want_dealer} tiles with this tile set; got {cfg.deal.dealer}")
    if cfg.deal.others != size - 1:
        fail("deal.others", f"the other seats must be dealt {size - 1} tiles; got {cfg.deal.others}")
    most = max(cfg.seats)
    if cfg.deal.dealer + cfg.deal.others * (most - 1) > tileset.size:
        fail("seats", f"{most} seats need more tiles than the {tileset.name} set holds")
    for i, name in enumerate(cfg.win.shapes):
        if name not in SHAPES:
            fail(f"win.shapes[{i}]", SHAPES.unknown(name))
    if not cfg.win.shapes:
        fail("win.shapes", "at least one winning shape is needed")
    for i, name in enumerate(cfg.win.conditions):
        if name not in CONDITIONS:
            fail(f"win.conditions[{i}]", CONDITIONS.unknown(name))
    for i, seq in enumerate(cfg.win.sequences):
        if len(seq) != 3 or any(c not in K.CHESS_RANKS for c in seq):
            fail(f"win.sequences[{i}]", f"a chess sequence is three rank letters from {K.CHESS_RANKS}; got {seq!r}")
    if cfg.claims.kong_max_tiles not in (4, 5):
        fail(
            "claims.kong_max_tiles", f"a kong holds 4 tiles, or 5 where kongs may grow; got {cfg.claims.kong_max_tiles}"
        )
    for key, codes in (("claims.pung_kinds", cfg.claims.pung_kinds), ("claims.unclaimable", cfg.claims.unclaimable)):
        for i, code in enumerate(codes):
            try:
                t = K.from_code(code)
            except KeyError:
                fail(f"{key}[{i}]", f"not a tile: {code!r}")
            if t not in tileset:
                fail(f"{key}[{i}]", f"{code} is not in the {tileset.name} set")
    if get_evaluator(cfg.scoring.evaluator) is None:
        fail("scoring.evaluator", EVALUATORS.unknown(cfg.scoring.evaluator))
    ids: dict[str, int] = {}
    for i, fan in enumerate(cfg.fans):
        if fan.id in ids:
            fail(f"fans[{i}].id", f"fan id {fan.id!r} appears twice (also fans[{ids[fan.id]}])")
        ids[fan.id] = i
        if get_rule(fan.rule) is None:
            fail(f"fans[{i}].rule", FAN_RULES.unknown(fan.rule))
        if fan.value < 0:
            fail(f"fans[{i}].value", "a fan value cannot be negative")
    for i, fan in enumerate(cfg.fans):
        for j, other in enumerate(fan.excludes):
            if other not in ids:
                fail(f"fans[{i}].excludes[{j}]", f"no fan with id {other!r} in this file")
            if other == fan.id:
                fail(f"fans[{i}].excludes[{j}]", "a fan cannot exclude itself")
    for i, other in enumerate(cfg.win.min_fan_ignores):
        if other not in ids:
            fail(f"win.min_fan_ignores[{i}]", f"no fan with id {other!r} in this file")
    if cfg.settlement.kind not in SETTLEMENTS:
        fail("settlement.kind", SETTLEMENTS.unknown(cfg.settlement.kind))
    settlement = SETTLEMENTS.get(cfg.settlement.kind).params_class
    _convert(settlement, cfg.settlement.params, "settlement.params", tileset, set(ids), fail)
    for name, params in cfg.features.items():
        if name not in FEATURES:
            fail(f"features.{name}", FEATURES.unknown(name))
        feature = FEATURES.get(name).params_class
        _convert(feature, params, f"features.{name}", tileset, set(ids), fail)
    _convert(ScoringParams, cfg.scoring.params, "scoring.params", tileset, set(ids), fail)
    if cfg.match.rotation not in ROTATIONS:
        fail("match.rotation", ROTATIONS.unknown(cfg.match.rotation))
    _convert(ROTATIONS.get(cfg.match.rotation).params_class, cfg.match.params, "match.params", tileset, set(ids), fail)
    _check_wall(cfg, tileset.size, fail)
    if cfg.match.hands < 1:
        fail("match.hands", "a match needs at least one hand")
    for i, plan in enumerate(cfg.bot.plans):
        if plan.kind not in PLAN_KINDS:
            fail(f"bot.plans[{i}].kind", unknown_plan_kind(plan.kind))
        for j, fan_id in enumerate(plan.fans):
            if fan_id not in ids:
                fail(f"bot.plans[{i}].fans[{j}]", f"no fan with id {fan_id!r} in this file{did_you_mean(fan_id, ids)}")
        if plan.fans and plan.value is not None:
            fail(f"bot.plans[{i}].value", "the plan is worth the fans it names: write fans or value, not both")
    if cfg.default_preset and cfg.default_preset not in cfg.presets:
        fail("default_preset", f"no preset {cfg.default_preset!r} in this file")
    for name, opt in cfg.options.items():
        if opt.type == "choice" and not opt.choices:
            fail(f"options.{name}.choices", "a choice option needs its choices")
        for choice in opt.choices:
            label = opt.labels.get(str(choice))
            if isinstance(choice, str) and (label is None or len(label) != 2 or not all(label)):
                fail(f"options.{name}.labels", f"the choice {choice!r} needs a label: [English, 中文]")
        for key in opt.labels:
            if key not in map(str, opt.choices):
                fail(f"options.{name}.labels.{key}", f"no choice {key!r} to label")
        if opt.type == "bool" and not isinstance(opt.default, bool):
            fail(f"options.{name}.default", "a bool option needs true or false")
        if opt.type == "int" and (isinstance(opt.default, bool) or not isinstance(opt.default, int)):
            fail(f"options.{name}.default", "an int option needs a whole number")


def _check_wall(cfg: VariantCfg, tiles: int, fail: Callable[[str, str], None]) -> None:
    """The wall's parts fit the tile set: what is dealt, the dead wall, the face-up tail tiles,
    the reserve and the last-tiles phase, with room left to play."""
    dealt = cfg.deal.dealer + cfg.deal.others * (max(cfg.seats) - 1)
    room = tiles - dealt
    w = cfg.wall
    for key, n in (
        ("wall.dead", w.dead),
        ("wall.open_tail", w.open_tail),
        ("wall.last_phase_tiles", w.last_phase_tiles),
        ("wall.reserve_base", w.reserve_base),
    ):
        if n >= room:
            fail(key, f"{n} leaves no tile to draw: {tiles} tiles, {dealt} dealt")
    if w.dead + w.open_tail >= room:
        fail("wall.dead", f"the dead wall ({w.dead}) and the face-up tail ({w.open_tail}) leave no tile to draw")
    for i, n in enumerate(w.reserve_by_kongs):
        if n >= room:
            fail(f"wall.reserve_by_kongs[{i}]", f"{n} leaves no tile to draw: {tiles} tiles, {dealt} dealt")


def _convert(
    cls: type[Params], table: dict[str, Any], where: str, tileset: Any, fans: set[str], fail: Callable[[str, str], None]
) -> Params:
    """The component parameters ``table`` gives, as its :class:`Params` dataclass: first the
    tiles and fans named (reported under the key), then the keys, kinds and ranges."""
    spec = cls.spec()
    _check_names({k: v for k, v in table.items() if k in spec}, spec, tileset, fans, where, fail)
    try:
        return cls.from_table(table)
    except ParamsError as e:
        fail(where, str(e))
        raise


def _check_names(
    params: dict[str, Any],
    spec: dict[str, Param],
    tileset: Any,
    fans: set[str],
    where: str,
    fail: Callable[[str, str], None],
) -> None:
    """Parameters that name tiles or fans (``Param.names``) name ones this variant has (an item
    that is not text is a tile code of none; for a fan, the kind check refuses it)."""
    for key, value in params.items():
        p = spec[key]
        if not p.names:
            continue
        for item in value if isinstance(value, list) else [value]:
            if p.names == "fan" and isinstance(item, str) and item not in fans:
                fail(f"{where}.{key}", f"no fan {item!r} in this file's fan table")
            if p.names == "tile":
                try:
                    ok = isinstance(item, str) and K.from_code(item) in tileset
                except KeyError:
                    ok = False
                if not ok:
                    fail(f"{where}.{key}", f"{item!r} is not a tile code of the {tileset.name} set")
