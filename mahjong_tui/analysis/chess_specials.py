"""憨兒's special five-piece hands (haner32 §5), listed as explicit targets.

The prey cycle runs inside one colour: advisor → elephant → chariot → horse → cannon → advisor
(士→象→車→馬→包→士). Generals and soldiers have no prey. From it come:

* 將帥領兵 ``general_soldiers``: a general and four soldiers of its colour;
* 兵卒襲將 ``soldiers_raid``: a general and four soldiers of the other colour;
* 五路聯軍 ``five_roads``: advisor, elephant, chariot, horse and cannon of one colour;
* 兩對 ``two_pairs``: two pairs of different ranks, no soldiers (帥 + 將 is a general pair), and
  the prey of one pair in that pair's colour;
* 鐵支 ``iron_pillar``: a red and a black pair of one rank and one piece of its prey rank.

Only kinds that exist often enough in ``copies`` are kept (the 32-piece set has one general of
each colour, two of each officer, five soldiers).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from ..tiles import kinds as K
from ..tiles.kinds import Tile

PREY_CYCLE = "AERHC"
"""Each rank's prey is the next letter, cyclically (C's prey is A)."""

SPECIAL_LABELS = ("general_soldiers", "soldiers_raid", "five_roads", "two_pairs", "iron_pillar")


def prey_rank(letter: str) -> str | None:
    """The rank a rank hunts, or None for generals and soldiers."""
    if letter not in PREY_CYCLE:
        return None
    return PREY_CYCLE[(PREY_CYCLE.index(letter) + 1) % len(PREY_CYCLE)]


def prey(t: Tile) -> Tile | None:
    """The piece ``t`` hunts, in its own colour."""
    letter = prey_rank(K.chess_rank_letter(t))
    return None if letter is None else K.chess(K.chess_colour(t), letter)


def special_targets(copies: Mapping[Tile, int]) -> list[tuple[str, tuple[Tile, ...]]]:
    """Every special hand as (label, sorted pieces), each multiset once."""
    out: dict[tuple[Tile, ...], str] = {}

    def add(label: str, pieces: list[Tile]) -> None:
        need = Counter(pieces)
        if all(copies.get(t, 0) >= n for t, n in need.items()):
            out.setdefault(tuple(sorted(pieces)), label)

    other = {"r": "b", "b": "r"}
    for c in "rb":
        general = K.chess(c, "G")
        add("general_soldiers", [general] + [K.chess(c, "S")] * 4)
        add("soldiers_raid", [general] + [K.chess(other[c], "S")] * 4)
        add("five_roads", [K.chess(c, letter) for letter in PREY_CYCLE])
    # pairs that may stand in 兩對: officers of either colour, and the general pair 帥 + 將
    pairs: list[tuple[str, tuple[Tile, Tile], str | None]] = []  # (rank, pair, colour of its prey)
    for letter in PREY_CYCLE:
        for c in "rb":
            t = K.chess(c, letter)
            pairs.append((letter, (t, t), c))
    pairs.append(("G", (K.chess("r", "G"), K.chess("b", "G")), None))
    for i, (rank_a, pair_a, colour_a) in enumerate(pairs):
        for rank_b, pair_b, colour_b in pairs[i + 1 :]:
            if rank_a == rank_b:
                continue
            for rank, colour in ((rank_a, colour_a), (rank_b, colour_b)):
                hunted = prey_rank(rank)
                if hunted is None or colour is None:
                    continue
                add("two_pairs", [*pair_a, *pair_b, K.chess(colour, hunted)])
    for letter in PREY_CYCLE:
        hunted = prey_rank(letter)
        assert hunted is not None
        red, black = K.chess("r", letter), K.chess("b", letter)
        for c in "rb":
            add("iron_pillar", [red, red, black, black, K.chess(c, hunted)])
    return [(label, pieces) for pieces, label in out.items()]


def pure_pairs(label: str, before: list[Tile], pieces: tuple[Tile, ...]) -> bool:
    """純: the four pieces held before the winning one were already the shape's two pairs."""
    if label not in ("two_pairs", "iron_pillar") or len(before) != 4:
        return False
    c = Counter(before)
    if c.get(K.chess("r", "G"), 0) == 1 and c.get(K.chess("b", "G"), 0) == 1:
        c[K.chess("r", "G")] += 1  # the general pair 帥 + 將 counts as a pair
        del c[K.chess("b", "G")]
    return sorted(c.values()) == [2, 2] and all(t in pieces for t in c)
