"""Find, read and check variant files: the built-in ``variants/`` folder and the user's own.

A file may ``extends = "<id>"`` another variant and state only what differs. Presets and options
are applied as dotted-key differences on top of the file. Every problem is a
:class:`VariantError` naming the file and the key.
"""

from __future__ import annotations

import copy
import math
import os
import re
import stat
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from ..messages import Message, for_count, msg
from ..params import did_you_mean
from ..variant_schema import TEXT_PAIRS, VariantCfg, VariantError, convert
from . import cache

USER_DIR_ENV = "MAHJONG_TUI_CONFIG_DIR"
MAX_FILE_BYTES = 256 * 1024
"""The largest variant file read (the biggest built-in one is some 17 KB)."""
MAX_DEPTH = 12
"""Tables and lists nested deeper than this are refused (a variant file needs five)."""
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
"""Control characters but the tab and the line break: shown on a terminal, they would drive it."""
_SHORT_NAME = re.compile(r"\w[\w-]{0,39}")
"""A variant's id: letters, digits, ``_`` and ``-``, as typed after ``mahjong-tui play``."""


def read_toml(path: Path) -> dict[str, Any]:
    """A variant file's table, read as untrusted input: a regular file (a named pipe would
    keep the program waiting for a writer) of at most :data:`MAX_FILE_BYTES`, UTF-8 text, valid
    TOML, nested at most :data:`MAX_DEPTH` deep, numbers finite, text free of control
    characters. Every problem is a :class:`VariantError` naming the file (and the key, where
    there is one)."""
    file = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise VariantError(file, "", "not a regular file")
            data = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise VariantError(file, "", f"cannot be read: {e.strerror}") from None
    if len(data) > MAX_FILE_BYTES:
        raise VariantError(file, "", f"larger than {MAX_FILE_BYTES // 1024} KB: not a variant file")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise VariantError(file, "", f"not UTF-8 text (byte 0x{data[e.start]:02x} at offset {e.start})") from None
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise VariantError(file, "", f"not valid TOML: {e}") from None
    except RecursionError:
        raise VariantError(file, "", f"nested deeper than {MAX_DEPTH} levels") from None
    _check_plain(raw, file, "", 0)
    return raw


def _check_plain(value: Any, file: str, key: str, depth: int) -> None:
    """Depth, finite numbers and text without control characters, everywhere in the table."""
    if depth > MAX_DEPTH:
        raise VariantError(file, key, f"nested deeper than {MAX_DEPTH} levels")
    if isinstance(value, float) and not math.isfinite(value):
        raise VariantError(file, key, f"not a finite number ({value})")
    if isinstance(value, str) and (found := _CONTROL.search(value)):
        raise VariantError(file, key, f"holds a control character ({found[0]!r}), which would drive the terminal")
    if isinstance(value, dict):
        for k, v in value.items():
            if _CONTROL.search(k):
                raise VariantError(file, key, f"a key holds a control character ({k!r})")
            _check_plain(v, file, f"{key}.{k}" if key else k, depth + 1)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _check_plain(v, file, f"{key}[{i}]", depth + 1)


def builtin_dir() -> Path:
    """The packaged ``variants`` folder: inside the wheel, or the source checkout's."""
    packaged = resources.files("mahjong_tui") / "_variants"
    if packaged.is_dir():
        return Path(str(packaged))
    here = Path(__file__).resolve().parents[2] / "variants"
    return here


def user_dir() -> Path:
    env = os.environ.get(USER_DIR_ENV)
    if env:
        return Path(env) / "variants"
    from platformdirs import user_config_dir

    return Path(user_config_dir("mahjong-tui")) / "variants"


@dataclass
class VariantFile:
    id: str
    path: Path
    raw: dict[str, Any]
    """The file's table after ``extends`` is resolved."""
    builtin: bool
    cfg: VariantCfg

    @property
    def display_path(self) -> str:
        return str(self.path)


def unusable_files(count: int) -> Message:
    """The note of ``count`` variant files that could not be used (``str()``: its English)."""
    return msg(for_count("variants.unusable", count), count=count)


class Catalog:
    """Every variant file found, and every file that could not be used."""

    def __init__(self, dirs: list[tuple[Path, bool]] | None = None, cached: bool | None = None) -> None:
        """``cached``: reuse the checked catalog from the user's cache when nothing it depends
        on changed (default: for the default folders only)."""
        if cached is None:
            cached = dirs is None
        if dirs is None:
            dirs = [(builtin_dir(), True), (user_dir(), False)]
        self.files: dict[str, VariantFile] = {}
        self.errors: list[VariantError] = []
        self._raw: dict[str, tuple[Path, dict[str, Any], bool]] = {}
        if not cached:
            self._load(dirs)
            return
        key = cache.catalog_key(dirs)
        state = cache.load(key)
        if state is not None:
            self.files, self.errors, self._raw = state
            return
        self._load(dirs)
        cache.save(key, (self.files, self.errors, self._raw))

    def _load(self, dirs: list[tuple[Path, bool]]) -> None:
        for folder, builtin in dirs:
            if not folder.is_dir():
                continue
            for path in sorted(folder.glob("*.toml")):
                try:
                    self._read(path, builtin)
                except VariantError as e:
                    if builtin:
                        raise
                    self.errors.append(e)
        for vid in list(self._raw):
            path, _, builtin = self._raw[vid]
            try:
                try:
                    self._resolve(vid, [])
                except (VariantError, RecursionError):
                    raise
                except Exception as e:  # noqa: BLE001 - a user's file must not stop the others loading
                    raise VariantError(str(path), "", f"cannot be used: {type(e).__name__}: {e}") from None
            except RecursionError:
                too_deep = VariantError(str(path), "", f"nested deeper than {MAX_DEPTH} levels")
                if builtin:
                    raise too_deep from None
                self.errors.append(too_deep)
            except VariantError as e:
                if builtin:
                    raise
                self.errors.append(e)

    def _read(self, path: Path, builtin: bool) -> None:
        raw = read_toml(path)
        vid = raw.get("id")
        if not isinstance(vid, str) or not vid:
            raise VariantError(str(path), "id", "required key is missing (a short name such as 'mcr')")
        if not _SHORT_NAME.fullmatch(vid):
            raise VariantError(
                str(path), "id", f"{vid!r} is not a short name: letters, digits, _ and - (such as 'mcr-house')"
            )
        if vid in self._raw:
            other, _, other_builtin = self._raw[vid]
            why = "is a built-in variant" if other_builtin else f"is already used by {other}"
            raise VariantError(str(path), "id", f"{vid!r} {why}; give this variant its own id")
        self._raw[vid] = (path, raw, builtin)

    def _resolve(self, vid: str, chain: list[str]) -> dict[str, Any]:
        if vid in self.files:
            return self.files[vid].raw
        path, raw, builtin = self._raw[vid]
        base_id = raw.get("extends", "")
        if not isinstance(base_id, str):
            raise VariantError(str(path), "extends", f'expected the id of one variant, such as "mcr"; got {base_id!r}')
        fans = raw.get("fans", [])
        if not isinstance(fans, list) or not all(isinstance(f, dict) for f in fans):
            raise VariantError(
                str(path), "fans", "expected a list of fan tables ([[fans]] with id, zh, en, value, rule)"
            )
        merged = copy.deepcopy(raw)
        base: dict[str, Any] = {}
        if base_id:
            if base_id in chain or base_id == vid:
                raise VariantError(
                    str(path), "extends", f"variants extend each other in a loop: {' -> '.join(chain + [vid, base_id])}"
                )
            if base_id not in self._raw:
                raise VariantError(str(path), "extends", f"no variant named {base_id!r}")
            try:
                base = copy.deepcopy(self._resolve(base_id, chain + [vid]))
            except VariantError as e:  # the base's own problem, said again in this file's name
                if e.file == str(path):
                    raise
                why = f"the variant {base_id!r} it extends cannot be used: {e}"
                raise VariantError(str(path), "extends", why) from None
            merged = merge(base, raw)
            merged["extends"] = base_id
            for en_key, zh_key in TEXT_PAIRS:
                if en_key in raw and zh_key not in raw:
                    merged.pop(zh_key, None)
        try:
            cfg = check(merged, str(path))
            refuse_keys_options_set(raw, cfg, str(path))
            if base_id:
                cfg.changed = own_changes(raw)
                cfg.family = self.files[base_id].cfg.family or base_id
            vf = VariantFile(vid, path, merged, builtin, cfg)
            for preset in list(cfg.presets) or [""]:
                resolve(vf, preset or None, None)  # a broken preset or option is refused at load
        except VariantError as e:
            raise in_own_terms(e, merged, raw, base) from None
        self.files[vid] = vf
        return merged

    def get(self, vid: str) -> VariantFile:
        if vid not in self.files:
            known = ", ".join(sorted(self.files))
            raise KeyError(f"unknown variant {vid!r} (known: {known})")
        return self.files[vid]

    def ids(self) -> list[str]:
        return sorted(self.files)

    def error_for(self, vid: str) -> VariantError | None:
        """Why the variant ``vid`` is not here, if a file meant to declare it could not be used:
        the file whose id is ``vid``, or, where a file's id could not be read, ``vid.toml``."""
        declared = self._raw.get(vid)
        for e in self.errors:
            if (declared is not None and e.file == str(declared[0])) or Path(e.file).stem == vid:
                return e
        return None

    def menu_ids(self) -> list[str]:
        """The ids as the menu lists them: by each file's ``order``, then by id."""
        return sorted(self.files, key=lambda vid: (self.files[vid].cfg.order, vid))


_MERGED_FAN_KEY = re.compile(r"fans\[(\d+)\]")


def in_own_terms(e: VariantError, merged: dict[str, Any], own: dict[str, Any], base: dict[str, Any]) -> VariantError:
    """``e`` with a fan counted as the file counts its ``[[fans]]`` tables, not as the list
    merged with the base's fans counts them (``fans[82].rule`` is the file's ``fans[0].rule``);
    a fan the file does not mention is named by its id (``fans.chicken_hand``). A fan of the file
    missing a key that the base does not have is a new fan: the message says so, since a
    misspelt id is the likely cause."""
    found = _MERGED_FAN_KEY.match(e.key)
    merged_fans = merged.get("fans")
    if not found or not isinstance(merged_fans, list) or int(found[1]) >= len(merged_fans):
        return e
    fan_id = merged_fans[int(found[1])].get("id")
    own_ids = [f.get("id") for f in own.get("fans", [])]
    where = f"fans[{own_ids.index(fan_id)}]" if fan_id in own_ids else f"fans.{fan_id}"
    message = e.message
    base_ids = [str(f.get("id")) for f in base.get("fans", [])]
    if base and fan_id in own_ids and fan_id not in base_ids and message == "required key is missing":
        hint = did_you_mean(str(fan_id), base_ids)
        message += f": the base has no fan {fan_id!r}, so this is a new fan{hint}"
    return VariantError(e.file, where + e.key[found.end() :], message)


NOT_RULES = {"id", "extends", "zh", "en", "order"} | {key for pair in TEXT_PAIRS for key in pair}
"""A file's keys that name or describe its game, or place it in the menu: no change of rules."""


def own_changes(raw: dict[str, Any]) -> tuple[str, ...]:
    """The rules a file that extends another states, as dotted keys and values, in the file's
    order (``win.min_fan = 6``; a fan by its id: ``fans.chicken_hand.value = 6``)."""
    out: list[str] = []

    def walk(key: str, value: Any) -> None:
        if isinstance(value, dict) and value:
            for k, v in value.items():
                walk(f"{key}.{k}", v)
        else:
            out.append(f"{key} = {_toml_value(value)}")

    for key, value in raw.items():
        if key in NOT_RULES:
            continue
        if key == "fans" and isinstance(value, list):
            for fan in value:
                for field, v in fan.items():
                    if field != "id":
                        walk(f"fans.{fan.get('id')}.{field}", v)
        else:
            walk(key, value)
    return tuple(out)


def _toml_value(value: Any) -> str:
    """``value`` as the file writes it: true, 6, "text", [1, 2]."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    return str(value)


def merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    """Deep-merge ``top`` over ``base``; ``fans`` merge by id, other lists are replaced."""
    out = dict(base)
    for key, value in top.items():
        if key == "fans" and isinstance(value, list) and isinstance(base.get("fans"), list):
            fans = [dict(f) for f in base["fans"]]
            index = {f.get("id"): i for i, f in enumerate(fans)}
            for f in value:
                if f.get("id") in index:
                    fans[index[f["id"]]].update(f)
                else:
                    fans.append(dict(f))
            out[key] = fans
        elif isinstance(value, dict) and isinstance(base.get(key), dict):
            out[key] = merge(base[key], value)
        else:
            out[key] = value
    return out


def set_dotted(raw: dict[str, Any], dotted: str, value: Any, file: str, where: str) -> None:
    """Write ``value`` at ``a.b.c``; ``fans.<id>.<field>`` addresses a fan by id."""
    parts = dotted.split(".")
    if parts[0] == "fans":
        if len(parts) != 3:
            raise VariantError(file, where, f"{dotted!r}: write fans.<fan id>.<field>")
        for fan in raw.get("fans", []):
            if fan.get("id") == parts[1]:
                fan[parts[2]] = value
                return
        raise VariantError(file, where, f"{dotted!r}: no fan with id {parts[1]!r}")
    node = raw
    for p in parts[:-1]:
        nxt = node.setdefault(p, {})
        if not isinstance(nxt, dict):
            raise VariantError(file, where, f"{dotted!r}: {p!r} is not a table")
        node = nxt
    node[parts[-1]] = value


def resolve(
    vf: VariantFile, preset: str | None, options: dict[str, Any] | None
) -> tuple[VariantCfg, str, dict[str, Any]]:
    """The configuration to play: the file, then the preset's differences, then options."""
    file = vf.display_path
    raw = copy.deepcopy(vf.raw)
    cfg = vf.cfg
    preset_id = preset or cfg.default_preset or (next(iter(cfg.presets)) if cfg.presets else "")
    chosen: dict[str, Any] = {name: spec.default for name, spec in cfg.options.items()}
    where = {name: f"options.{name}" for name in chosen}  # the key each value was written at
    if preset_id:
        if preset_id not in cfg.presets:
            known = ", ".join(cfg.presets) or "none"
            raise VariantError(file, "presets", f"no preset {preset_id!r} (presets: {known})")
        spec = cfg.presets[preset_id]
        for dotted, value in spec.overrides.items():
            set_dotted(raw, dotted, value, file, f"presets.{preset_id}.overrides")
        for name, value in spec.options.items():
            _choose(cfg, chosen, where, name, value, file, f"presets.{preset_id}.options.{name}")
    for name, value in (options or {}).items():
        _choose(cfg, chosen, where, name, value, file, f"options.{name}")
    for name, value in chosen.items():
        option = cfg.options[name]
        value = _check_option_value(file, where[name], option, value)
        chosen[name] = value
        for dotted, target in option.set.items():
            written = option_writes(target, value)
            if written is not _UNSET:
                set_dotted(raw, dotted, written, file, f"options.{name}.set")
    cfg = check(raw, file)
    cfg.changed, cfg.family = vf.cfg.changed, vf.cfg.family
    return cfg, preset_id, chosen


_UNSET = object()
"""What an option writes at a key for a value it has no entry for: nothing."""


def option_writes(target: Any, value: Any) -> Any:
    """What an option chosen as ``value`` writes at a key whose ``set`` entry is ``target``
    (``"$value"``, a table by value, or a fixed value); :data:`_UNSET` for none."""
    if isinstance(target, dict):
        key = str(value).lower() if isinstance(value, bool) else str(value)
        return target.get(key, _UNSET)
    return value if target == "$value" else target


def _written(raw: dict[str, Any], dotted: str) -> Any:
    """The value a file writes at ``a.b.c`` (``fans.<id>.<field>``: a fan by id); :data:`_UNSET`."""
    parts = dotted.split(".")
    if parts[0] == "fans" and len(parts) == 3:
        fans = raw.get("fans")
        fan: Any = next((f for f in fans if f.get("id") == parts[1]), {}) if isinstance(fans, list) else {}
        return fan.get(parts[2], _UNSET) if isinstance(fan, dict) else _UNSET
    node: Any = raw
    for p in parts:
        if not isinstance(node, dict) or p not in node:
            return _UNSET
        node = node[p]
    return node


def refuse_keys_options_set(own: dict[str, Any], cfg: VariantCfg, file: str) -> None:
    """Refuse a key the file writes itself that an option writes too, at another value: the
    option's default would replace it unseen (a house file's ``[scoring.params] fan_cap = 3``
    under the option ``fan_cap``). The message says which default to write instead."""
    for name, option in cfg.options.items():
        for dotted, target in option.set.items():
            written = _written(own, dotted)
            at_default = option_writes(target, option.default)
            if written is _UNSET or at_default is _UNSET or written == at_default:
                continue
            values = option.choices or ([True, False] if option.type == "bool" else [written])
            fitting = [v for v in values if option_writes(target, v) == written]
            if fitting:
                how = f"write its default instead: [options.{name}] default = {_toml_value(fitting[0])}"
            else:
                how = f"no choice of it writes {_toml_value(written)}: change what it writes, [options.{name}] set"
            why = f"is written by the option {name!r} (default {_toml_value(option.default)}), which replaces it; {how}"
            raise VariantError(file, dotted, why)


def _choose(
    cfg: VariantCfg, chosen: dict[str, Any], where: dict[str, str], name: str, value: Any, file: str, key: str
) -> None:
    """Choose ``value`` for the option ``name``, written at ``key``, which must be one of the file's."""
    if name not in cfg.options:
        known = ", ".join(cfg.options) or "none"
        raise VariantError(file, key, f"no such option{did_you_mean(name, cfg.options)} (options: {known})")
    chosen[name] = value
    where[name] = key


def _check_option_value(file: str, key: str, spec: Any, value: Any) -> Any:
    if spec.type == "bool":
        if isinstance(value, str) and value.lower() in ("true", "false", "yes", "no", "on", "off", "1", "0"):
            value = value.lower() in ("true", "yes", "on", "1")
        if not isinstance(value, bool):
            raise VariantError(file, key, f"expected true or false, got {value!r}")
    elif spec.type == "int":
        try:
            value = int(value)
        except (TypeError, ValueError):
            raise VariantError(file, key, f"expected a whole number, got {value!r}") from None
        if spec.choices and value not in spec.choices:
            raise VariantError(file, key, f"must be one of {spec.choices}; got {value}")
    elif spec.type == "choice" and value not in spec.choices:
        raise VariantError(file, key, f"must be one of {', '.join(map(str, spec.choices))}; got {value!r}")
    return value


def check(raw: dict[str, Any], file: str) -> VariantCfg:
    """Typed conversion plus the cross-checks that need the package's components."""
    from .validate import validate  # the rule components: not needed to list cached variant files

    cfg = convert(VariantCfg, raw, file)
    validate(cfg, file)
    return cfg
