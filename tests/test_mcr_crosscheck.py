"""Cross-check of MCR scoring against MahjongGB (PyPI ``pymahjonggb``), an independent C++
implementation of the Chinese Official rules.

Random complete hands (every shape, melds, kongs, flowers, situation flags) are drawn with a
fixed seed and scored by both; totals must agree and so must the fan lists, fan by fan, once
MahjongGB's names are mapped to our ids. Deliberate differences between mcr.md and MahjongGB
are accounted for explicitly in :func:`expected_from_gb` — each with the reason.

MahjongGB's calling convention (checked by hand, see ``test_gb_conventions``): tiles ``W1``-``W9``
characters, ``B1``-``B9`` dots, ``T1``-``T9`` bamboo, ``F1``-``F4`` E S W N, ``J1`` Red 中,
``J2`` Green 發, ``J3`` White 白; packs ``("CHI", middle tile, n)``, ``("PENG", tile, n)``,
``("GANG", tile, n)`` with n = 1..3 for a claimed set and ``("GANG", tile, 0)`` for a
concealed kong; ``is4thTile`` = 和絕張, ``isAboutKong`` = 槓上開花 when self-drawn and 搶槓和
otherwise, ``isWallLast`` = 妙手回春 / 海底撈月. It raises ``TypeError`` for a non-winning hand.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

from mahjong_tui import load_variant
from mahjong_tui.scoring.situation import Situation
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Hand, MeldKind

# ---- random complete hands --------------------------------------------------------------------

ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]
LAYOUTS = [
    [s * 9 + r - 1 for s, ranks in zip(order, ((1, 4, 7), (2, 5, 8), (3, 6, 9)), strict=True) for r in ranks]
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
]


def _code(tiles: list[int]) -> str:
    """Concealed tiles in notation, one group per suit."""
    out = []
    for s, letter in enumerate("mpsz"):
        ranks = sorted(K.rank_of(t) for t in tiles if K.suit_of(t) == s)
        if ranks:
            out.append("".join(map(str, ranks)) + letter)
    return "".join(out)


def _meld_text(kind: str, tiles: list[int], source: str) -> str:
    body = _code(tiles)
    if kind == "ck":
        return "{" + body + "}"
    return "[" + body + "]" + source


class _Pool:
    """Tile budget: at most four of a kind in the hand."""

    def __init__(self) -> None:
        self.used: Counter[int] = Counter()

    def take(self, tiles: list[int]) -> bool:
        need = Counter(tiles)
        if any(self.used[t] + n > 4 for t, n in need.items()):
            return False
        self.used.update(need)
        return True


def _suit_choices(rng: random.Random, style: str) -> list[int]:
    if style == "flush":
        return [rng.randrange(3)]
    if style == "two_suits":
        return rng.sample(range(3), 2)
    return [0, 1, 2]


def _random_set(
    rng: random.Random,
    suits: list[int],
    honours: float,
    ranks: tuple[int, ...] = tuple(range(9)),
    chow_starts: tuple[int, ...] = tuple(range(7)),
) -> tuple[str, list[int]]:
    """A chow or a pung (kongs are decided when melding), from the allowed ranks (0-8)."""
    if rng.random() < honours:
        t = rng.randrange(27, 34)
        return "pung", [t, t, t]
    s = rng.choice(suits)
    if chow_starts and rng.random() < 0.55:
        t = s * 9 + rng.choice(chow_starts)
        return "chow", [t, t + 1, t + 2]
    t = s * 9 + rng.choice(ranks)
    return "pung", [t, t, t]


# rank styles: (pung and pair ranks, chow start ranks), 0-based; most hands use every rank
_RANK_STYLES = {
    "any": (tuple(range(9)), tuple(range(7))),
    "terminals": ((0, 8), ()),
    "outside": ((0, 8), (0, 6)),
    "terminal_chows": ((4,), (0, 6)),
    "fives": ((4,), (2, 3, 4)),
    "even": ((1, 3, 5, 7), ()),
    "low": ((0, 1, 2), (0,)),
    "middle": ((3, 4, 5), (3,)),
    "high": ((6, 7, 8), (6,)),
    "green": ((1, 2, 3, 5, 7), (1,)),
}


def _standard(rng: random.Random) -> tuple[list[int], list[tuple[str, list[int], str]]] | None:
    style = rng.choices(["mixed", "flush", "two_suits"], [6, 2, 2])[0]
    suits = _suit_choices(rng, style)
    honours = rng.choice([0.0, 0.1, 0.25, 0.5, 0.9])
    rank_style = rng.choices(list(_RANK_STYLES), [30, 2, 2, 2, 2, 2, 2, 2, 2, 2])[0]
    ranks, starts = _RANK_STYLES[rank_style]
    if rank_style == "green":
        suits = [2]
    elif rank_style != "any" and rng.random() < 0.7:
        honours = 0.0
    pool = _Pool()
    sets: list[tuple[str, list[int]]] = []
    tries = 0
    while len(sets) < 4:
        tries += 1
        if tries > 50:
            return None
        kind, tiles = _random_set(rng, suits, honours, ranks, starts)
        if pool.take(tiles):
            sets.append((kind, tiles))
    while True:
        tries += 1
        if tries > 80:
            return None
        if rng.random() < honours:
            p = rng.randrange(27, 34)
        else:
            p = rng.choice(suits) * 9 + rng.choice(ranks)
        if pool.take([p, p]):
            break
    nmelds = rng.choices([0, 1, 2, 3, 4], [5, 3, 3, 2, 1])[0]
    order = list(range(4))
    rng.shuffle(order)
    melds: list[tuple[str, list[int], str]] = []
    concealed: list[int] = [p, p]
    for i, idx in enumerate(order):
        kind, tiles = sets[idx]
        if i < nmelds:
            if kind == "chow":
                melds.append(("chow", tiles, "<"))
            else:
                t = tiles[0]
                r = rng.random()
                if r < 0.2 and pool.used[t] == 3:
                    pool.used[t] += 1
                    melds.append(("kong", [t] * 4, rng.choice("<^>")))
                elif r < 0.35 and pool.used[t] == 3:
                    pool.used[t] += 1
                    melds.append(("ck", [t] * 4, ""))
                else:
                    melds.append(("pung", tiles, rng.choice("<^>")))
        else:
            concealed.extend(tiles)
    return concealed, melds


def _seven_pairs(rng: random.Random) -> list[int]:
    style = rng.choices(["mixed", "flush", "shifted"], [6, 2, 1])[0]
    if style == "shifted":
        s, start = rng.randrange(3), rng.randrange(3)
        return [s * 9 + start + i for i in range(7) for _ in range(2)]
    kinds = list(range(34)) if style == "mixed" else [rng.randrange(3) * 9 + r for r in range(9)]
    pairs: list[int] = []
    while len(pairs) < 7:
        t = rng.choice(kinds)
        if pairs.count(t) < 2 and (pairs.count(t) == 0 or rng.random() < 0.3):
            pairs.append(t)
    return [t for t in pairs for _ in range(2)]


def _knitted(rng: random.Random) -> list[int]:
    lay = rng.choice(LAYOUTS)
    n_honours = rng.randint(5, 7)
    honours = rng.sample(range(27, 34), n_honours)
    suited = rng.sample(lay, 14 - n_honours)
    return suited + honours


def _knitted_straight(rng: random.Random) -> tuple[list[int], list[tuple[str, list[int], str]]] | None:
    lay = rng.choice(LAYOUTS)
    pool = _Pool()
    pool.take(lay)
    for _ in range(30):
        kind, tiles = _random_set(rng, [0, 1, 2], 0.3)
        if pool.take(tiles):
            break
    else:
        return None
    for _ in range(30):
        p = rng.randrange(34)
        if pool.take([p, p]):
            break
    else:
        return None
    concealed = list(lay) + [p, p]
    melds: list[tuple[str, list[int], str]] = []
    if rng.random() < 0.4:
        if kind == "chow":
            melds.append(("chow", tiles, "<"))
        elif rng.random() < 0.3 and pool.used[tiles[0]] == 3:
            melds.append((rng.choice(["kong", "ck"]), [tiles[0]] * 4, "^"))
        else:
            melds.append(("pung", tiles, "^"))
    else:
        concealed.extend(tiles)
    return concealed, melds


def random_deal(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A random complete MCR hand string and its situation (keyword arguments of Situation)."""
    while True:
        shape = rng.choices(
            ["standard", "seven_pairs", "orphans", "knitted", "knitted_straight", "nine_gates", "terminal_chows"],
            [80, 8, 2, 3, 5, 2, 1],
        )[0]
        melds: list[tuple[str, list[int], str]] = []
        if shape == "standard":
            got = _standard(rng)
            if got is None:
                continue
            concealed, melds = got
        elif shape == "seven_pairs":
            concealed = _seven_pairs(rng)
        elif shape == "orphans":
            concealed = ORPHANS + [rng.choice(ORPHANS)]
        elif shape == "knitted":
            concealed = _knitted(rng)
        elif shape == "knitted_straight":
            got = _knitted_straight(rng)
            if got is None:
                continue
            concealed, melds = got
        elif shape == "nine_gates":
            s = rng.randrange(3)
            concealed = [s * 9 + r for r in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [s * 9 + rng.randrange(9)]
        else:  # 一色雙龍會 / 三色雙龍會, sometimes with a chow melded
            a, b, c = rng.sample(range(3), 3)
            suits = (a, a, a, a) if rng.random() < 0.4 else (a, a, b, b)
            chows = [[t * 9 + r, t * 9 + r + 1, t * 9 + r + 2] for t, r in zip(suits, (0, 6, 0, 6), strict=True)]
            concealed = [c * 9 + 4] * 2 if suits[2] != a else [a * 9 + 4] * 2
            for i, ch in enumerate(chows):
                if i == 0 and rng.random() < 0.3:
                    melds.append(("chow", ch, "<"))
                else:
                    concealed.extend(ch)
        break
    return _finish(rng, concealed, melds)


def _finish(
    rng: random.Random, concealed: list[int], melds: list[tuple[str, list[int], str]]
) -> tuple[str, dict[str, Any]]:
    """Pick the winning tile among the concealed ones, the situation and the flowers."""
    win = rng.choice(concealed)
    concealed.remove(win)
    self_drawn = rng.random() < 0.4
    seat = rng.randrange(4)
    sit: dict[str, Any] = {"self_drawn": self_drawn, "seat_wind": seat, "round_wind": rng.randrange(4)}
    total_win = concealed.count(win) + 1 + sum(m[1].count(win) for m in melds)
    has_kong = any(m[0] in ("kong", "ck") for m in melds)
    if self_drawn:
        if has_kong and rng.random() < 0.3:
            sit["kong_replacement"] = True
        if rng.random() < 0.1:
            sit["last_wall_tile"] = True
    else:
        sit["discarder"] = (seat + rng.randrange(1, 4)) % 4
        if total_win == 1 and rng.random() < 0.15:
            sit["rob_kong"] = True
        elif rng.random() < 0.1:
            sit["last_wall_tile"] = True
    if win not in concealed and rng.random() < 0.15:
        sit["last_tile"] = True  # with rob_kong too: 搶槓和 excludes 和絕張 in both
    text = _code(concealed) + "".join(_meld_text(k, t, s) for k, t, s in melds) + "+" + K.code(win)
    flowers = rng.choices([0, 1, 2, 3], [6, 2, 1, 1])[0]
    if flowers:
        text += " / " + " ".join(f"f{i}" for i in rng.sample(range(1, 9), flowers))
    return text, sit


def mixed_kong_deal(rng: random.Random) -> tuple[str, dict[str, Any]]:
    """A hand with one exposed and one concealed kong, two more sets and a pair."""
    while True:
        pool = _Pool()
        a, b = rng.sample(range(34), 2)
        pool.take([a] * 4)
        pool.take([b] * 4)
        sets: list[tuple[str, list[int]]] = []
        for _ in range(40):
            kind, tiles = _random_set(rng, [0, 1, 2], 0.2)
            if pool.take(tiles):
                sets.append((kind, tiles))
                if len(sets) == 2:
                    break
        p = rng.randrange(34)
        if len(sets) < 2 or not pool.take([p, p]):
            continue
        melds: list[tuple[str, list[int], str]] = [("kong", [a] * 4, "^"), ("ck", [b] * 4, "")]
        concealed = [p, p]
        for kind, tiles in sets:
            if rng.random() < 0.3:
                melds.append(("chow", tiles, "<") if kind == "chow" else ("pung", tiles, ">"))
            else:
                concealed.extend(tiles)
        rng.shuffle(melds)
        return _finish(rng, concealed, melds)


# ---- MahjongGB --------------------------------------------------------------------------------

_GB_HONOURS = ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]  # E S W N, White, Green, Red


def gb_tile(t: int) -> str:
    if t < 27:
        return "WBT"[t // 9] + str(t % 9 + 1)
    return _GB_HONOURS[t - 27]


def gb_args(hand: Hand, sit: Situation) -> tuple:
    packs = []
    for m in hand.melds:
        if m.kind is MeldKind.CHOW:
            packs.append(("CHI", gb_tile(m.tiles[1]), 1))
        elif m.kind is MeldKind.PUNG:
            packs.append(("PENG", gb_tile(m.tiles[0]), 2))
        elif m.kind is MeldKind.KONG:
            packs.append(("GANG", gb_tile(m.tiles[0]), 2))
        else:
            packs.append(("GANG", gb_tile(m.tiles[0]), 0))
    flowers = sum(1 for b in hand.bonus if K.is_bonus(b))
    assert hand.win_tile is not None
    return (
        tuple(packs),
        tuple(gb_tile(t) for t in hand.concealed),
        gb_tile(hand.win_tile),
        flowers,
        sit.self_drawn,
        sit.last_tile,
        sit.kong_replacement or sit.rob_kong,
        sit.last_wall_tile,
        sit.seat_wind,
        sit.round_wind,
    )


def _norm(name: str) -> str:
    name = name.lower().replace("honors", "honours")
    return re.sub(r"[^a-z]", "", name)


_GB_ALIASES = {
    "twodragonspungs": "two_dragon_pungs",
    "allfive": "all_fives",
    "concealedkongandmeldedkong": "mixed_kongs",
}


def gb_fans(mcr, hand: Hand, sit: Situation) -> Counter[str] | None:  # noqa: ANN001
    """MahjongGB's fans as our fan ids with counts, or None when it says "not a win"."""
    from MahjongGB import MahjongFanCalculator

    try:
        got = MahjongFanCalculator(*gb_args(hand, sit), verbose=True)
    except TypeError:
        return None
    by_en = {_norm(f.en): f.id for f in mcr.fans}
    out: Counter[str] = Counter()
    for _points, count, _zh, en in got:
        key = _norm(en)
        fid = _GB_ALIASES.get(key) or by_en.get(key)
        assert fid is not None, f"MahjongGB fan {en!r} has no counterpart"
        out[fid] += count
    return out


def expected_from_gb(gb: Counter[str], mcr) -> Counter[str]:  # noqa: ANN001
    """MahjongGB's fans adjusted for the places where mcr.md deliberately differs.

    * §6.1 item 8 / §8.2: MahjongGB scores one exposed + one concealed kong as 明暗槓 5 (MIL),
      which is our default; with ``mixed_kongs_value = 3`` mcr.md counts 明槓 1 + 暗槓 2.
    * Not reachable with the hands drawn here, so not adjusted: MahjongGB gives 海底撈月 and
      搶槓和 together if both flags are passed, but no kong can be robbed after the last wall
      tile (§3.5), and the generator never sets both.
    """
    exp = Counter(gb)
    value = mcr.fan_spec("mixed_kongs").value
    if exp["mixed_kongs"] and value == mcr.fan_spec("melded_kong").value + mcr.fan_spec("concealed_kong").value:
        del exp["mixed_kongs"]
        exp["melded_kong"] += 1
        exp["concealed_kong"] += 1
    return exp


def ours(mcr, hand: Hand, sit: Situation) -> tuple[Counter[str], int]:  # noqa: ANN001
    score = mcr.evaluator.score(hand, sit)
    return Counter({f.id: f.count for f in score.fans}), score.total


def fan_total(mcr, fans: Counter[str]) -> int:  # noqa: ANN001
    values = {f.id: f.value for f in mcr.fans}
    return sum(values[f] * n for f, n in fans.items())


# ---- tests ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def mcr():  # noqa: ANN201
    return load_variant("mcr")


def test_generator_makes_complete_hands(mcr) -> None:  # noqa: ANN001
    rng = random.Random(7)
    shapes = Counter()
    for _ in range(400):
        text, sit = random_deal(rng)
        hand = mcr.parse(text)
        score = mcr.evaluator.score(hand, Situation(**sit))
        assert score.reading is not None, text
        shapes[score.reading.decomposition.shape] += 1
    assert set(shapes) == {"standard", "seven_pairs", "thirteen_orphans", "knitted", "knitted_straight"}
    assert shapes["standard"] > 200


def _compare(mcr, text: str, sit_kw: dict[str, Any]) -> str | None:  # noqa: ANN001
    """None when we agree with MahjongGB, else a description of the difference.

    Fan lists may differ when two readings tie on the total (就高不就低 does not say which to
    show): then MahjongGB's list must be exactly one of our readings with the best total.
    """
    hand = mcr.parse(text)
    sit = Situation(**sit_kw)
    gb = gb_fans(mcr, hand, sit)
    mine, total = ours(mcr, hand, sit)
    if gb is None:
        return f"{text} {sit_kw}: MahjongGB says not a win, we say {total} {dict(mine)}"
    exp = expected_from_gb(gb, mcr)
    if fan_total(mcr, exp) != total:
        return f"{text} {sit_kw}: total {total} {dict(mine)} vs MahjongGB {fan_total(mcr, exp)} {dict(exp)}"
    if exp != mine:
        readings = [
            Counter({f.id: f.count for f in s.fans})
            for s in mcr.evaluator.score_readings(hand, sit)
            if s.total == total
        ]
        if exp not in readings:
            return f"{text} {sit_kw}: fans {dict(mine)} vs MahjongGB {dict(exp)}"
    return None


CROSSCHECK_HANDS = 5000


@pytest.mark.slow
def test_crosscheck_random_hands(mcr) -> None:  # noqa: ANN001
    pytest.importorskip("MahjongGB")
    rng = random.Random(20240601)
    problems = []
    for _ in range(CROSSCHECK_HANDS):
        text, sit = random_deal(rng)
        problem = _compare(mcr, text, sit)
        if problem:
            problems.append(problem)
    assert not problems, "\n".join(problems[:20])


def test_crosscheck_mixed_kongs_value_3() -> None:
    """The one deliberate difference, accounted for in :func:`expected_from_gb`."""
    pytest.importorskip("MahjongGB")
    three = load_variant("mcr", options={"mixed_kongs_value": 3})
    rng = random.Random(5)
    problems = []
    for _ in range(150):
        text, sit = mixed_kong_deal(rng)
        hand = three.parse(text)
        assert sum(1 for m in hand.melds if m.kind is MeldKind.KONG) == 1
        assert sum(1 for m in hand.melds if m.kind is MeldKind.CONCEALED_KONG) == 1
        gb = gb_fans(three, hand, Situation(**sit))
        assert gb is not None and gb["mixed_kongs"] == 1  # MahjongGB: always 明暗槓 5
        problem = _compare(three, text, sit)
        if problem:
            problems.append(problem)
    assert not problems, "\n".join(problems[:20])


def test_gb_conventions(mcr) -> None:  # noqa: ANN001
    """The tile codes and flags the bridge uses, checked on hands whose fans tell them apart."""
    pytest.importorskip("MahjongGB")
    # J3 is White: a white pair keeps 推不倒; J2 is Green: 綠一色; J1 is Red.
    assert gb_fans(mcr, mcr.parse("123p345p888p99s55z+5z"), Situation(discarder=3))["reversible_tiles"] == 1
    assert gb_fans(mcr, mcr.parse("223344666s8s666z+8s"), Situation(discarder=3))["all_green"] == 1
    assert (
        gb_fans(mcr, mcr.parse("234m99p77z[555z]<[666z]^+7z"), Situation(seat_wind=3, discarder=1))["big_three_dragons"]
        == 1
    )
    # F1..F4 are E S W N: an East pung is the prevalent wind in an East round
    got = gb_fans(mcr, mcr.parse("234m678p5s666z[111z]^+5s"), Situation(seat_wind=0, discarder=2))
    assert got["prevalent_wind"] == 1 and got["seat_wind"] == 1
    # a concealed kong is ("GANG", tile, 0): 暗槓, and 不求人 stays possible
    got = gb_fans(mcr, mcr.parse("123m456p789s5p{2222z}+5p"), Situation(discarder=3))
    assert got["concealed_kong"] == 1 and got["concealed_hand"] == 1
    # not a win: None
    assert gb_fans(mcr, mcr.parse("123m456p789s1357z+9s"), Situation(discarder=3)) is None
