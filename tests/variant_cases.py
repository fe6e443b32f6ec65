"""Every built-in variant, preset and seat count (the fewest and the most), for the tests that
play bot games of each."""

from __future__ import annotations

from mahjong_tui.variants import catalog, load_variant


def builtin_cases() -> list[tuple[str, str, int]]:
    """(variant id, preset or "", players) for every built-in variant and preset."""
    cat = catalog()
    out = []
    for vid in cat.ids():
        if not cat.get(vid).builtin:
            continue
        for preset in list(cat.get(vid).cfg.presets) or [""]:
            seats = sorted(load_variant(vid, preset or None).seats)
            out.extend((vid, preset, n) for n in sorted({seats[0], seats[-1]}))
    return out
