"""Giving memory back to the system after a large cache is dropped.

Python keeps freed memory for reuse: big dictionaries live in the C allocator's heap, which
keeps what was freed unless asked to trim it. After a release of caches (every few hundred
hands in a long-running process, see ``Variant.trim_caches``) :func:`give_back` collects the
cycles and, where the C library is glibc, trims its heap, so the resident size falls back
instead of staying at its highest.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import gc
from collections.abc import Callable
from functools import cache


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if not name:
        return None
    try:
        return getattr(ctypes.CDLL(name), "malloc_trim", None)
    except OSError:
        return None


def give_back() -> None:
    """Collect garbage and return the C heap's free memory to the system (glibc only)."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
