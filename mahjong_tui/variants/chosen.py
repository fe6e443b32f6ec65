"""A variant as someone outside asked for it: an id, a preset and options, each checked.

The command line (``--preset``, ``-o name=value``), ``--jsonl`` requests and the SSH server's
"open a table" request all name a variant this way; every one goes through
:func:`choose_variant`, so a bad choice gets the same one line wherever it comes from.
"""

from __future__ import annotations

from typing import Any

from ..params import did_you_mean
from ..variant_schema import VariantError
from . import catalog, load_variant
from .loader import unusable_files
from .model import Variant


class ChoiceError(ValueError):
    """A variant, preset or option that cannot be used, said in one line."""


def choose_variant(variant_id: object, preset: object = None, options: object = None) -> Variant:
    """Load the variant ``variant_id`` with ``preset`` (None: its default) and ``options``
    (name → a single value; text is converted as the option's type says). Raises
    :class:`ChoiceError` naming what is wrong."""
    if not isinstance(variant_id, str) or not variant_id:
        raise ChoiceError("no variant given (see `mahjong-tui variants`)")
    try:
        cat = catalog()
    except VariantError as e:  # a broken built-in file: nothing can be trusted
        raise ChoiceError(str(e)) from None
    vf = cat.files.get(variant_id)
    if vf is None and (broken := cat.error_for(variant_id)) is not None:
        raise ChoiceError(f"variant {variant_id!r} cannot be used: {broken}")
    if vf is None:
        known = ", ".join(cat.ids()) or "none"
        hint = f"; {unusable_files(len(cat.errors))}, see `mahjong-tui variants`" if cat.errors else ""
        close = did_you_mean(variant_id, cat.ids(), cutoff=0.6)  # ids are short: "mrc" is one swap from "mcr"
        raise ChoiceError(f"unknown variant {variant_id!r}{close} (known: {known}){hint}")
    cfg = vf.cfg
    if preset is not None:
        if not isinstance(preset, str):
            raise ChoiceError(f"a preset is a name, got {preset!r}")
        if preset not in cfg.presets:
            known = ", ".join(cfg.presets) or "none"
            close = did_you_mean(preset, cfg.presets)
            raise ChoiceError(f"{variant_id} has no preset {preset!r}{close} (presets: {known})")
    if options is not None and not isinstance(options, dict):
        raise ChoiceError(f"options: expected names and values, got {options!r}")
    chosen: dict[str, Any] = {}
    for name, value in (options or {}).items():
        spec = cfg.options.get(name)
        if spec is None:
            known = ", ".join(cfg.options) or "none"
            close = did_you_mean(name, cfg.options)
            raise ChoiceError(f"{variant_id} has no option {name!r}{close} (options: {known})")
        if not isinstance(value, (str, int, float, bool)):
            raise ChoiceError(f"option {name}: expected a single value, got {value!r}")
        if spec.type == "int" and (isinstance(value, bool) or isinstance(value, float) and not value.is_integer()):
            raise ChoiceError(f"option {name}: expected a whole number, got {value!r}")
        if spec.type == "choice" and isinstance(value, str):
            # "-o stake=3" names the choice 3 even when the file lists it as a number
            value = next((c for c in spec.choices if str(c) == value), value)
        chosen[name] = value
    try:
        return load_variant(variant_id, preset, chosen)
    except VariantError as e:
        if e.key.startswith("options."):
            raise ChoiceError(f"option {e.key[len('options.') :]}: {e.message}") from None
        raise ChoiceError(f"{variant_id}: {e.message}") from None
