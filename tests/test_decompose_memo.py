"""A grammar remembers the readings of the hands it has read: the judge reads a hand on a
discard and self-drawn, and the completeness check before it reads it too. The memo is bounded
and hands out copies, so a caller's list never changes what the next caller gets."""

from __future__ import annotations

import pytest

from mahjong_tui.analysis import decompose
from mahjong_tui.analysis.decompose import standard_decompositions
from mahjong_tui.analysis.shapes import natural_counts
from mahjong_tui.notation import parse_hand
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.variants import load_variant


def _counts(code: str) -> list[int]:
    hand = parse_hand(code, tileset=load_variant("mcr").tileset, check_count=False)
    return natural_counts(hand.closed_tiles(), ())[0]


def test_a_hand_read_again_is_not_searched_again(monkeypatch: pytest.MonkeyPatch) -> None:
    g = load_variant("mcr").grammar
    c = _counts("11122233344455m")
    first = standard_decompositions(c, g)
    assert len(first) > 1

    def no_search(*_: object) -> list[object]:
        raise AssertionError("searched again")

    monkeypatch.setattr(decompose._Search, "run", no_search)
    again = standard_decompositions(list(c), g)
    assert again == first and again is not first
    again.clear()  # a copy: the memo keeps its own
    assert standard_decompositions(c, g) == first


def test_the_melds_and_wilds_are_part_of_the_key() -> None:
    g = load_variant("mcr").grammar
    pung = Meld(MeldKind.PUNG, (0, 0, 0))
    c = _counts("22233344455m")
    with_meld = standard_decompositions(c, g, [pung])
    assert with_meld and all(d.sets[0].meld == pung for d in with_meld)
    assert standard_decompositions(c, g) == []  # 11 tiles and no meld: no reading
    kong = Meld(MeldKind.KONG, (0, 0, 0, 0))
    assert all(d.sets[0].meld == kong for d in standard_decompositions(c, g, [kong]))


def test_the_memo_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    g = load_variant("mcr").grammar
    monkeypatch.setattr(decompose, "READINGS_LIMIT", 3)
    monkeypatch.setitem(g.__dict__, "_readings", {})
    for code in ("11122233344455m", "11122233345655m", "11123433344455m", "12312312312355m", "11199m123456789p"):
        standard_decompositions(_counts(code), g)
        assert len(g.__dict__["_readings"]) <= 3


def test_the_ways_to_fill_a_pattern_with_wilds_are_remembered_by_the_copies_that_matter(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    v = load_variant("beijing")
    g = v.grammar
    monkeypatch.setitem(g.__dict__, "_fillings", {})
    search = decompose._Search(g, 4, 2, None)
    for pat in g.sets[:40] + g.pairs[:5]:
        for copies in range(4):
            c = [0] * 64
            for t in pat:
                c[t] = copies
            low = min(pat)
            c[low] = max(1, copies)
            for w in range(3):
                want = decompose._Search._ways(c, pat, low, min(w, len(pat)))
                assert search._fillings(c, pat, low, w, len(pat)) == want
                more = [n + 5 if n >= len(pat) else n for n in c]  # copies past the pattern's length change no way
                assert search._fillings(more, pat, low, w, len(pat)) == want

    def no_search(*_: object) -> list[object]:
        raise AssertionError("found again")

    monkeypatch.setattr(decompose._Search, "_ways", staticmethod(no_search))
    pat = g.sets[0]
    c = [0] * 64
    c[min(pat)] = 1
    assert search._fillings(c, pat, min(pat), 2, len(pat)) == search._fillings(list(c), pat, min(pat), 2, len(pat))


def test_the_readings_are_forgotten_with_the_variants_other_caches() -> None:
    """The grammar outlives :meth:`Variant.release_caches` (a cached property of the variant), so
    a long-running process forgets its readings there, as it does the hand engine's."""
    v = load_variant("mcr")
    standard_decompositions(_counts("11122233344455m"), v.grammar)
    assert v.grammar.__dict__.get("_readings")
    v.release_caches()
    assert not v.grammar.__dict__.get("_readings")
