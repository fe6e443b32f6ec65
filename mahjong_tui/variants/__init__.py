"""Variant files: discovery, validation, presets and options."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..variant_schema import VariantError
from .loader import Catalog, resolve

if TYPE_CHECKING:
    from .model import Variant

__all__ = ["Catalog", "Variant", "VariantError", "catalog", "load_variant", "reload_catalog"]


def __getattr__(name: str) -> Any:
    """``Variant`` loads on first use: the menu lists the variant files without the rules,
    scoring and analysis modules a playable variant needs (see benchmarks/bench_ui.py)."""
    if name == "Variant":
        from .model import Variant

        return Variant
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return Catalog()


def reload_catalog() -> Catalog:
    catalog.cache_clear()
    _cached_variant.cache_clear()
    return catalog()


def load_variant(variant_id: str, preset: str | None = None, options: dict[str, Any] | None = None) -> Variant:
    """A playable variant: its file, the preset's differences, then ``options``."""
    key = tuple(sorted((options or {}).items()))
    return _cached_variant(variant_id, preset, key)


@lru_cache(maxsize=64)
def _cached_variant(variant_id: str, preset: str | None, options: tuple[tuple[str, Any], ...]) -> Variant:
    from .model import Variant

    vf = catalog().get(variant_id)
    cfg, preset_id, chosen = resolve(vf, preset, dict(options))
    return Variant(cfg, preset_id, chosen, vf.display_path)
