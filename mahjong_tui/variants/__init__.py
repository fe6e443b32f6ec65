"""Variant files: discovery, validation, presets and options."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from .loader import Catalog, resolve
from .model import Variant
from .schema import VariantError

__all__ = ["Catalog", "Variant", "VariantError", "catalog", "load_variant", "reload_catalog"]


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
    vf = catalog().get(variant_id)
    cfg, preset_id, chosen = resolve(vf, preset, dict(options))
    return Variant(cfg, preset_id, chosen, vf.display_path)
