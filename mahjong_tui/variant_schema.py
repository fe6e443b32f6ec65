"""The shape of a variant file, as typed dataclasses, and a validating converter.

Every section has defaults, so a file only states what differs. Unknown keys, wrong types and
values outside a fixed list are refused with the file name and the dotted key.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass, field
from typing import Any, Literal, Union, get_args, get_origin

from .params import MAX_NUMBER, did_you_mean
from .safe_json import one_line


class VariantError(ValueError):
    """A variant file that cannot be used; names the file and the key, in one line (a file's
    name may hold anything: what would drive the terminal is escaped)."""

    def __init__(self, file: str, key: str, message: str) -> None:
        self.file = file
        self.key = key
        self.message = message
        where = f"key '{key}'" if key else "file"
        super().__init__(one_line(f"{file}: {where}: {message}"))

    def __reduce__(self) -> tuple[type, tuple[str, str, str]]:  # pickled with the catalog cache
        return (VariantError, (self.file, self.key, self.message))


@dataclass
class TilesCfg:
    set: str = "standard136"
    wild: Literal["none", "next_after_indicator", "next_after_indicator_skip_red"] = "none"
    """How a wild kind is picked each hand: the kind after a turned-up indicator (Beijing 翻混兒),
    or the same with the honours running 東南西北發白 and 紅中 never wild (Wuhan 翻癩子)."""
    wild_zh: str = ""
    """The players' own Chinese word for the wild, shown at the table (Wuhan 癩子); empty: the
    table's general word (混)."""


@dataclass
class DealCfg:
    dealer: int = 14
    others: int = 13
    dealer_draws_first: bool = False
    """憨兒: everyone is dealt the same and the dealer's first turn starts with a draw."""
    bonus: Literal["none", "replace"] = "none"
    """Flowers (animals, faces) are laid out and replaced from the tail."""
    first_dealer: Literal["east", "random"] = "east"
    unreplaced_bonus: Literal["play_on", "draw"] = "play_on"
    """A bonus tile drawn when the wall is empty: the drawer plays on without a replacement
    (MCR), or the hand is drawn, as a draw from an empty wall (Malaysia)."""


@dataclass
class WallCfg:
    dead: int = 0
    """Tiles at the tail never drawn in normal play (明將 14, Wuhan's sea floor 10)."""
    dead_rolling: bool = False
    """Keep the dead wall at ``dead`` after each replacement (明將: each kong shortens the live wall)."""
    reserve: Literal["none", "by_kongs", "by_players"] = "none"
    reserve_by_kongs: list[int] = field(default_factory=list)
    """Shaanxi: tiles left when the hand is drawn, indexed by kongs declared (last entry repeats)."""
    reserve_base: int = 6
    """憨兒: the hand is drawn before a draw when the wall holds <= reserve_base - players."""
    open_tail: int = 0
    """Yunnan: tail tiles turned face up after the deal (槓上花 may take one)."""
    last_phase: Literal["none", "auto_win", "draw_only"] = "none"
    """Sichuan/Yunnan: wins are automatic in the last four; Wuhan: draw-only last four."""
    last_phase_tiles: int = 4


@dataclass
class ClaimsCfg:
    chow: Literal["none", "previous", "any"] = "previous"
    """Chow from the previous player (上家) only, or from anyone (xiangqi option)."""
    chow_suits: str = "mps"
    """Suit letters a chow may be claimed in (Malaysia: ``p``); chess sequences use ``chow_sets``."""
    chow_sets: list[str] = field(default_factory=list)
    """Chess: the claimable sequences by rank letters (e.g. ``["RHC"]`` for 憨兒); empty = all."""
    pung: bool = True
    kong: bool = True
    concealed_kong: bool = True
    added_kong: bool = True
    pung_kinds: list[str] = field(default_factory=list)
    """Tile codes that may be punged or konged (empty = any; 憨兒 and xiangqi32-pungs: soldiers)."""
    kong_max_tiles: int = 4
    """憨兒: 5 lets a kong grow by a fifth matching tile (face up, or face down onto a concealed kong)."""
    rob_kong: bool = True
    winners: Literal["head_bump", "all"] = "head_bump"
    priority_from: Literal["discarder", "dealer"] = "discarder"
    pass_ban: Literal["none", "any_until_draw", "same_kind_until_move", "over_water", "furiten"] = "none"
    max_kongs: int = 0
    """Kongs allowed at the table per hand (0 = no limit)."""
    last_discard: Literal["any", "win_only"] = "any"
    unclaimable: list[str] = field(default_factory=list)
    """Tile codes nobody may claim (Wuhan 7z); wild tiles are never claimable."""
    claim_limit: Literal["none", "one_plus_kongs"] = "none"
    """Beijing: one chow-or-pung per hand, one more per kong."""
    jokers_in_chow: int = 0
    jokers_in_pung: int = 0
    jokers_in_kong: int = 0
    """Malaysian 飛: how many jokers a chow, a pung and a kong (claimed, concealed or added to)
    may hold; a claimed tile is always natural, and a concealed kong needs three naturals."""
    swap_call: Literal["allowed", "dead_hand", "forbid"] = "allowed"
    """明將 食替: discarding the claimed kind right after a chow or pung."""
    ready: Literal["none", "declare", "declare_paid"] = "none"
    """Chess games: a ready declaration (報聽) with the discard; 憨兒's costs points."""


@dataclass
class WinCfg:
    shapes: list[str] = field(default_factory=lambda: ["standard"])
    pair: Literal["any", "258"] = "any"
    special_sets: bool = False
    """Hebei/Shandong 中發白 and 孔雀東南飛 count as sets."""
    seven_pairs_quads: bool = True
    min_fan: int = 0
    min_fan_ignores: list[str] = field(default_factory=list)
    """Fan ids that do not count toward ``min_fan`` (MCR flowers)."""
    conditions: list[str] = field(default_factory=list)
    """Named win conditions from the package (opened hand, at most two suits …)."""
    sequences: list[str] = field(default_factory=lambda: ["GAE", "RHC"])
    """Chess sets: the one-colour sequences, by rank letters (憨兒 adds AER)."""
    general_pair: bool = False
    """Chess 32-piece rules: 帥 + 將 make a pair."""
    offer_false_wins: bool = False
    """Offer a win for a complete hand that is not a valid win, flagged, so a false-win
    penalty can happen (明將, Malaysia)."""
    concealed_kong_is_call: bool = True
    """A concealed kong (or a tile added face down to one) ends the first go-around as a
    claim does, for the first-turn wins (天和/地和/人和, 天聽). False: only claims end it
    (Malaysian 地和 asks for no claim before)."""


@dataclass
class FanSpec:
    id: str
    zh: str
    en: str
    value: int
    rule: str = ""
    """The registered fan rule; defaults to ``id``."""
    excludes: list[str] = field(default_factory=list)
    note: str = ""

    def __post_init__(self) -> None:
        if not self.rule:
            self.rule = self.id


@dataclass
class ScoringCfg:
    evaluator: str = "fan_table"
    unit_zh: str = "番"
    unit_en: str = "fan"
    unit_en_one: str = ""
    """The English unit of a value of one, where it is another word ("point" of "points"); empty:
    ``unit_en`` (1 fan, 1 tai)."""
    unit_names_fans: bool = False
    """The fans are called by the unit (Taiwan's 台: a hand "has three 台"), so a fan table heads
    its names with the unit, not with Fan / 番種."""
    params: dict[str, Any] = field(default_factory=dict)

    def unit_en_for(self, n: object = None) -> str:
        """The English unit for ``n`` of it: "1 point", "2 points" (any ``n`` but one: the plural)."""
        return self.unit_en_one if n == 1 and self.unit_en_one else self.unit_en


@dataclass
class SettlementCfg:
    kind: str = "mcr"
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class MatchCfg:
    hands: int = 16
    """Hands in a match (for rotations that end after a fixed count)."""
    rotation: str = "every_hand"
    """Named rotation component: who deals next and when the match ends."""
    round_wind: Literal["by_hand", "none"] = "by_hand"
    start_points: int = 0
    params: dict[str, Any] = field(default_factory=dict)


@dataclass
class UiCfg:
    """How the table draws this variant (no effect on the rules)."""

    river_row: int = 0
    """Discards per river row (明將: 6, Japanese-style); 0 = as many as the seat's space holds."""


@dataclass
class PlanSpec:
    kind: str
    """A goal the bot may steer for: one of :data:`~.plan_kinds.PLAN_KINDS` (the bots make each
    concrete for the tile set)."""
    value: int | None = None
    """What a completed hand of this plan is worth at least, in the variant's unit, where that is
    no fan of the table (a weight of the bots' own: 0 when not written). A plan worth fans of the
    table names them in :attr:`fans` instead, and writes no value."""
    fans: list[str] = field(default_factory=list)
    """The fans of the file's own table a completed hand of this plan scores at least: it is worth
    the sum of their values there (:func:`~mahjong_tui.bots.plan_list.plan_value`), so a house
    file (or a preset, an option) that changes one of their values moves the plan with it."""


@dataclass
class BotCfg:
    min_value: int = 0
    """The least a bot's hand must be worth to be allowed to win (MCR 8)."""
    plans: list[PlanSpec] = field(default_factory=list)
    """Goals to steer for; empty means just complete the hand."""
    honour_pung_value: int = 0
    """What a pung of a dragon or of one's seat/round wind adds to a plan (MCR 2)."""
    keep_concealed_value: int = 0
    """What staying concealed adds (MCR 門前清 2); claims then need to gain more."""


@dataclass
class OptionSpec:
    zh: str
    en: str
    default: Any
    type: Literal["bool", "int", "choice"] = "bool"
    choices: list[Any] = field(default_factory=list)
    labels: dict[str, list[str]] = field(default_factory=dict)
    """What the menu shows for each word choice: ``{ value = ["English", "中文"] }``."""
    set: dict[str, Any] = field(default_factory=dict)
    """Dotted keys this option writes. A value may be ``"$value"`` (the option's value) or, for
    a bool, a table ``{ true = …, false = … }``."""
    note: str = ""


@dataclass
class PresetSpec:
    zh: str
    en: str
    overrides: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    note: str = ""


TEXT_PAIRS: tuple[tuple[str, str], ...] = (("character", "character_zh"), ("rules_summary", "rules_summary_zh"))
"""A variant's descriptive texts as (English key, Chinese key). A file that extends another and
writes the English text but not the Chinese one does not inherit the base's Chinese text: it
tells of the base's game, so the file's own English is shown in a Chinese game instead."""


@dataclass
class VariantCfg:
    id: str
    zh: str
    en: str
    character: str = ""
    character_zh: str = ""
    seats: list[int] = field(default_factory=lambda: [4])
    order: int = 100
    """Where the menu lists the game: Chinese Official 10, regional 20, Cantonese and
    Malaysian 30, chess-piece games 40; games with the same number go by id."""
    extends: str = ""
    default_preset: str = ""
    rules_summary: str = ""
    rules_summary_zh: str = ""
    """The summary in Chinese (Traditional; Simplified is made from it), shown in a Chinese
    game; without it the English one is. A line break between two Chinese characters joins
    them without a space."""
    tiles: TilesCfg = field(default_factory=TilesCfg)
    deal: DealCfg = field(default_factory=DealCfg)
    wall: WallCfg = field(default_factory=WallCfg)
    claims: ClaimsCfg = field(default_factory=ClaimsCfg)
    win: WinCfg = field(default_factory=WinCfg)
    scoring: ScoringCfg = field(default_factory=ScoringCfg)
    fans: list[FanSpec] = field(default_factory=list)
    settlement: SettlementCfg = field(default_factory=SettlementCfg)
    match: MatchCfg = field(default_factory=MatchCfg)
    ui: UiCfg = field(default_factory=UiCfg)
    bot: BotCfg = field(default_factory=BotCfg)
    features: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Table features by name (``[features.blood_battle]``), each with its parameters."""
    options: dict[str, OptionSpec] = field(default_factory=dict)
    presets: dict[str, PresetSpec] = field(default_factory=dict)
    changed: tuple[str, ...] = field(default=(), init=False)
    """What a file that extends another changes of it (``win.min_fan = 6``), set by the loader,
    never read from a file: the base's texts, shown for this variant too, tell of the base's rules."""
    family: str = field(default="", init=False)
    """The built-in game a file that extends another comes from at the end of its ``extends``
    chain (empty: none, the file is its own), set by the loader, never read from a file."""


# ---- conversion --------------------------------------------------------------------------


def convert(cls: type, data: Any, file: str, path: str = "") -> Any:
    """Build dataclass ``cls`` from TOML data, checking every key and type."""
    if not isinstance(data, dict):
        raise VariantError(file, path, f"expected a table, got {_describe(data)}")
    hints = _hints(cls)
    names = {f.name for f in dataclasses.fields(cls) if f.init}
    for key in data:
        if key not in names:
            known = ", ".join(sorted(names))
            raise VariantError(file, _join(path, key), f"unknown key{did_you_mean(key, names)} (known here: {known})")
    kwargs = {}
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        key = _join(path, f.name)
        if f.name in data:
            kwargs[f.name] = _value(hints[f.name], data[f.name], file, key)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise VariantError(file, key, "required key is missing")
    return cls(**kwargs)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    """The resolved field types of ``cls`` (resolving them compiles every annotation: once is enough)."""
    return typing.get_type_hints(cls)


def _value(tp: Any, value: Any, file: str, key: str) -> Any:
    origin = get_origin(tp)
    if tp is Any:
        return value
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return convert(tp, value, file, key)
    if origin is Literal:
        allowed = get_args(tp)
        if value not in allowed:
            hint = did_you_mean(value, [str(a) for a in allowed]) if isinstance(value, str) else ""
            raise VariantError(file, key, f"must be one of {', '.join(map(str, allowed))}; got {value!r}{hint}")
        return value
    if origin in (Union, types.UnionType):
        for arg in get_args(tp):
            try:
                return _value(arg, value, file, key)
            except VariantError:
                continue
        raise VariantError(file, key, f"unexpected {_describe(value)}")
    if origin is list:
        (item,) = get_args(tp)
        if not isinstance(value, list):
            raise VariantError(file, key, f"expected a list, got {_describe(value)}")
        return [_value(item, v, file, f"{key}[{i}]") for i, v in enumerate(value)]
    if origin is dict:
        _, item = get_args(tp)
        if not isinstance(value, dict):
            raise VariantError(file, key, f"expected a table, got {_describe(value)}")
        return {k: _value(item, v, file, _join(key, k)) for k, v in value.items()}
    if tp is bool:
        if not isinstance(value, bool):
            raise VariantError(file, key, f"expected true or false, got {_describe(value)}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise VariantError(file, key, f"expected a whole number, got {_describe(value)}")
        if not 0 <= value <= MAX_NUMBER:
            raise VariantError(file, key, f"must be from 0 to {MAX_NUMBER}; got {value}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise VariantError(file, key, f"expected a number, got {_describe(value)}")
        if not 0 <= value <= MAX_NUMBER:  # inf and nan fail too
            raise VariantError(file, key, f"must be a finite number from 0 to {MAX_NUMBER}; got {value}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise VariantError(file, key, f"expected a string, got {_describe(value)}")
        return value
    raise TypeError(f"schema type not handled: {tp!r}")


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int):
        return f"a number ({value})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    return type(value).__name__
