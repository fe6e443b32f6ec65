"""The fast paths behind the bot and the engine answer exactly what the plain ones answer.

Plan probes (a hand and its neighbours one tile away) against :meth:`PlanBook.distance`; the
plan book's lower bounds against the distances; the coverage analyzer's segment split and
shared block caches against an analyzer without them; ``HandEngine.ready`` against shanten.
"""

from __future__ import annotations

import random

import pytest

from mahjong_tui.analysis.coverage import CoverageAnalyzer
from mahjong_tui.analysis.grammar import Grammar, JokerLimits
from mahjong_tui.bots.plan_list import count_levels
from mahjong_tui.bots.plans import PlanBook
from mahjong_tui.bots.probe_base import FAR, Probe
from mahjong_tui.bots.shape_probes import KnittedProbe
from mahjong_tui.sim import simulate
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind
from mahjong_tui.variant_schema import TilesCfg, VariantCfg, WinCfg
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.model import Variant


def _variant(vid: str, tileset: str, shapes: list[str], **win: object) -> Variant:
    cfg = VariantCfg(id=vid, zh=vid, en=vid, tiles=TilesCfg(set=tileset), win=WinCfg(shapes=shapes, **win))
    return Variant(cfg)


def _random_hand(rng: random.Random, kinds: list[int], melds_max: int = 3) -> tuple[list[int], list[Meld]]:
    """Counts of a hand of 14 tiles less 3 a meld (and maybe a tile or two fewer), with melds."""
    suited = [t for t in kinds if K.is_suited(t) and K.rank_of(t) <= 7]
    melds: list[Meld] = []
    for _ in range(rng.choice([0, 0, 0, 1, 1, 2, melds_max])):
        r = rng.random()
        if r < 0.4 and suited:
            a = rng.choice(suited)
            melds.append(Meld(MeldKind.CHOW, (a, a + 1, a + 2)))
        elif r < 0.8:
            t = rng.choice(kinds)
            melds.append(Meld(MeldKind.PUNG, (t,) * 3))
        else:
            t = rng.choice(kinds)
            melds.append(Meld(rng.choice([MeldKind.KONG, MeldKind.CONCEALED_KONG]), (t,) * 4))
    size = 14 - 3 * len(melds) - rng.choice([0, 1, 1, 2])
    pool = kinds if rng.random() < 0.5 else rng.sample(kinds, min(10, len(kinds)))
    counts = [0] * K.NUM_KINDS
    while sum(counts) < size:
        t = rng.choice(pool)
        if counts[t] < 4:
            counts[t] += 1
    return counts, melds


@pytest.mark.parametrize("name", ["mcr", "plain"])
def test_probes_answer_as_the_plan_distance(name: str) -> None:
    variant = load_variant(name)
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(5)
    for _ in range(25):
        counts, melds = _random_hand(rng, kinds)
        wilds = rng.choice([0, 0, 0, 1])
        hand = book.hand(counts, melds, wilds)
        for plan in book.plans:
            probe = hand.probe(plan)
            assert probe.base == book.distance(plan, counts, melds, wilds) == hand.distance(plan)
            for t in rng.sample(kinds, 8):
                if counts[t] < 4:
                    counts[t] += 1
                    assert probe.plus(t) == book.distance(plan, counts, melds, wilds), (plan.name, t)
                    counts[t] -= 1
            held = [t for t in kinds if counts[t]]
            for t, d in zip(held, probe.minus_each(held), strict=True):
                counts[t] -= 1
                want = book.distance(plan, counts, melds, wilds)
                assert d == want, (plan.name, t)
                without = probe.without(t)
                assert without.base == want
                for u in rng.sample(kinds, 3):
                    if counts[u] < 4:
                        counts[u] += 1
                        assert without.plus(u) == book.distance(plan, counts, melds, wilds), (plan.name, t, u)
                        counts[u] -= 1
                counts[t] += 1


def test_probes_on_jokers_and_chess_sets_ask_the_plan_book() -> None:
    for variant in (
        _variant("t-my", "malaysia84", ["standard", "seven_pairs"]),
        _variant("t-x56", "chess56", ["standard", "four_pairs"]),
    ):
        book = PlanBook(variant)
        kinds = list(variant.tileset.natural_kinds)
        rng = random.Random(2)
        for _ in range(10):
            counts = [0] * K.NUM_KINDS
            for t in rng.sample(kinds * 2, min(8, 2 * len(kinds))):
                counts[t] += 1
            for plan in book.plans:
                probe = book.probe(plan, counts, [], 0, 1)
                assert probe.base == book.distance(plan, counts, [], 0, 1)
                t = rng.choice(kinds)
                counts[t] += 1
                assert probe.plus(t) == book.distance(plan, counts, [], 0, 1)
                counts[t] -= 1


def test_lower_bounds_are_bounds() -> None:
    variant = load_variant("mcr")
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(11)
    for _ in range(300):
        counts, melds = _random_hand(rng, kinds)
        levels = count_levels(counts)
        bounds = book.lower_bounds(counts, melds, levels[0] if levels else 0, levels)
        for plan, bound in zip(book.plans, bounds, strict=True):
            d = book.distance(plan, counts, melds)
            if bound >= FAR:
                assert d >= FAR, plan.name  # only plans the melds rule out
            else:
                assert bound == book.lower_bound(plan, counts, melds) <= d, plan.name


@pytest.mark.parametrize("name", ["mcr", "sichuan", "plain"])
def test_packed_lower_bounds_count_as_the_plain_ones(name: str) -> None:
    """``lower_bounds`` given the kinds held (packed counters, :mod:`mahjong_tui.bots.bounds`)
    answers what it answers plan by plan, with and without chow melds."""
    variant = load_variant(name)
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(17)
    for _ in range(400):
        counts, melds = _random_hand(rng, kinds)
        levels = count_levels(counts)
        held = levels[0] if levels else 0
        present = [t for t, n in enumerate(counts) if n]
        plain = book.lower_bounds(counts, melds, held, levels)
        assert book.lower_bounds(counts, melds, held, levels, present) == plain
        assert book.lower_bounds(counts, melds, held, None, present) == plain
        penalties = [rng.choice([0, 0, 1, 2, 5]) for _ in book.plans]
        packed = sum(p << (8 * i) for i, p in enumerate(penalties))
        assert book.ranking_bounds(counts, melds, held, levels, present, penalties, packed) == [
            b + p for b, p in zip(plain, penalties, strict=True)
        ]


def _unsplit(analyzer: CoverageAnalyzer) -> CoverageAnalyzer:
    """The analyzer analysing whole blocks, each with caches of its own."""
    analyzer._gaps = [None] * len(analyzer.blocks)
    analyzer._shiftable = [False] * len(analyzer.blocks)
    analyzer._memo = [{} for _ in analyzer.blocks]
    analyzer._int_memo = [{} for _ in analyzer.blocks]
    return analyzer


GRAMMARS = [
    load_variant("mcr"),
    _variant("t-hb", "standard136", ["standard"], pair="258", special_sets=True),
    _variant("t-x32", "chess32", ["standard"], general_pair=True),
    _variant("t-my", "malaysia84", ["standard"]),
]


@pytest.mark.parametrize("variant", GRAMMARS, ids=[v.id for v in GRAMMARS])
def test_segments_and_shared_block_caches_change_no_coverage(variant: Variant) -> None:
    g = variant.grammar
    pungs = Grammar("pungs", g.kinds, tuple(p for p in g.sets if len(set(p)) == 1), g.pairs, g.set_count)
    pairs = [(g, None), (pungs, None)] + ([(g, JokerLimits())] if "malaysia" in variant.cfg.tiles.set else [])
    rng = random.Random(3)
    kinds = list(g.kinds)
    for grammar, limits in pairs:
        fast, plain = CoverageAnalyzer(grammar, limits), _unsplit(CoverageAnalyzer(grammar, limits))
        for _ in range(400):
            counts = [0] * K.NUM_KINDS
            pool = kinds if rng.random() < 0.5 else rng.sample(kinds, min(len(kinds), rng.randint(1, 12)))
            for _ in range(rng.choice([2, 5, 8, 11, 13, 14])):
                t = rng.choice(pool)
                if counts[t] < 4:
                    counts[t] += 1
            melds, jokers = rng.randint(0, g.set_count), rng.randint(0, 3)
            assert fast.distance(counts, melds, 0, jokers) == plain.distance(counts, melds, 0, jokers)


def test_ready_is_shanten_at_most_zero() -> None:
    variant = load_variant("mcr")
    engine = variant.engine
    tiles = [t for t in variant.tileset.all_tiles() if not K.is_bonus(t)]
    rng = random.Random(8)
    for _ in range(1500):
        hand = rng.sample(tiles, rng.choice([13, 13, 10, 7]))
        ready = engine.ready(hand)  # asked first: nothing remembered from shanten
        assert ready == (engine.shanten(hand) <= 0)


def test_bots_play_jokers_and_chess_sets() -> None:
    for variant in (
        _variant("t-my", "malaysia84", ["standard", "seven_pairs"]),
        _variant("t-x56", "chess56", ["standard", "four_pairs"]),
    ):
        report = simulate(variant, 3, seed=4)
        assert not report.errors, [e.describe() for e in report.errors]


def test_probes_of_plans_limited_to_some_suits_ignore_the_other_kinds() -> None:
    """A seven-pairs plan limited to two suits (Sichuan 缺門 七對) reads only those suits: a
    tile outside them, held or drawn, changes nothing (its probe once counted every kind)."""
    variant = load_variant("sichuan")
    book = PlanBook(variant)
    plans = [p for p in book.plans if p.shape == "pairs" and p.allowed is not None]
    assert plans
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(3)
    for _ in range(40):
        counts, _ = _random_hand(rng, kinds, melds_max=0)
        hand = book.hand(counts, [])
        for plan in plans:
            probe = hand.probe(plan)
            assert probe.base == book.distance(plan, counts, [])
            held = [t for t in kinds if counts[t]]
            for t, d in zip(held, probe.minus_each(held), strict=True):
                counts[t] -= 1
                want = book.distance(plan, counts, [])
                assert d == want, (plan.name, t)
                assert probe.without(t).base == want, (plan.name, t)
                counts[t] += 1
            for t in kinds:
                if counts[t] < 4:
                    counts[t] += 1
                    assert probe.plus(t) == book.distance(plan, counts, []), (plan.name, t)
                    counts[t] -= 1


@pytest.mark.parametrize("name", ["mcr", "sichuan"])
def test_improving_tiles_are_those_a_probe_brings_closer(name: str) -> None:
    """``Probe.improving`` (block answers remembered across hands) agrees with ``plus``."""
    variant = load_variant(name)
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(8)
    for _ in range(60):
        counts, melds = _random_hand(rng, kinds)
        hand = book.hand(counts, melds, rng.choice([0, 0, 0, 1]))
        for plan in book.plans:
            probe = hand.probe(plan)
            tiles = rng.sample(kinds, 12)
            for pr in [probe] + [probe.without(t) for t in kinds if counts[t]][:3]:
                assert pr.improving(tiles) == tuple(t for t in tiles if pr.plus(t) < pr.base), plan.name


@pytest.mark.parametrize("name", ["mcr", "sichuan"])
def test_pair_and_knitted_acceptance_by_bit_sets_is_acceptance_kind_by_kind(name: str) -> None:
    """The seven-pairs probe answers by count levels, the 全不靠 one layout by layout: both
    agree with asking every kind in turn (``Probe.improving_bits``), after discards too."""
    variant = load_variant(name)
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(11)
    for _ in range(300):
        counts, _ = _random_hand(rng, kinds, melds_max=0)
        hand = book.hand(counts, [], rng.choice([0, 0, 1]))
        held = [t for t in kinds if counts[t]]
        for probe in (hand.pairs(), KnittedProbe(counts, hand.wilds)):
            for pr in [probe] + [probe.without(t) for t in rng.sample(held, min(3, len(held)))]:
                bits = sum(1 << t for t in rng.sample(kinds, rng.randint(1, len(kinds))))
                assert pr.improving_bits(bits) == Probe.improving_bits(pr, bits)


@pytest.mark.parametrize("name", ["mcr", "sichuan", "plain"])
def test_a_tile_more_brings_a_plan_at_most_one_closer_and_a_tile_fewer_never(name: str) -> None:
    """What the bot's ranking relies on to reuse its last decision's distances as bounds."""
    variant = load_variant(name)
    book = PlanBook(variant)
    kinds = list(variant.tileset.natural_kinds)
    rng = random.Random(13)
    for _ in range(40):
        counts, melds = _random_hand(rng, kinds)
        wilds = rng.choice([0, 0, 0, 1])
        hand = book.hand(counts, melds, wilds)
        for plan in book.plans:
            probe = hand.probe(plan)
            for t in kinds:
                if counts[t] < 4:
                    assert probe.base - 1 <= probe.plus(t) <= probe.base, (plan.name, t)
                if counts[t]:
                    assert probe.base <= probe.minus(t) <= probe.base + 1 or probe.base >= FAR, (plan.name, t)
