"""Print hands and tiles in the canonical notation (NOTATION.md §6.1, NOTATION-extra.md §2-3)."""

from __future__ import annotations

from collections.abc import Iterable

from ..tiles import kinds as K
from ..tiles.hand import Hand, Meld, MeldKind
from ..tiles.kinds import Tile


def format_tiles(tiles: Iterable[Tile]) -> str:
    """Tiles as compact groups, one per suit in m p s z order (jokers ``j``, pieces spaced)."""
    tiles = sorted(tiles)
    chess = [t for t in tiles if K.is_chess(t)]
    if chess:
        return " ".join(K.code(t) for t in tiles)
    out: list[str] = []
    for suit, letter in enumerate("mpsz"):
        ranks = [str(K.rank_of(t)) for t in tiles if K.suit_of(t) == suit]
        if ranks:
            out.append("".join(ranks) + letter)
    text = "".join(out)
    jokers = sum(1 for t in tiles if t == K.JOKER)
    if jokers:
        text = " ".join(([text] if text else []) + ["j"] * jokers)
    others = [K.code(t) for t in tiles if K.is_bonus(t)]
    if others:
        text = " ".join(([text] if text else []) + others)
    return text


def format_meld(m: Meld, explicit: bool = False) -> str:
    """A meld with its marks; a chow's ``<`` only when ``explicit`` (see :func:`format_hand`)."""
    if m.kind is MeldKind.ASIDE:
        return f"({format_tiles(m.tiles)})"
    naturals = [t for i, t in enumerate(m.tiles) if i not in m.jokers]
    body = format_tiles(naturals)
    if m.jokers:
        body = " ".join(([body] if body else []) + [f"j={K.code(m.tiles[i])}" for i in m.jokers])
    if m.kind is MeldKind.CONCEALED_KONG:
        return "{" + body + "}"
    marks = ""
    if m.source and (explicit or not (m.kind is MeldKind.CHOW and m.source == "<")):
        marks += m.source
    if m.added:
        marks += "a"
    return f"[{body}]{marks}"


def _merge_asides(melds: list[Meld], explicit: bool = False) -> list[str]:
    """Consecutive set-aside tiles print as one group: ``(77z)``."""
    out: list[str] = []
    run: list[Tile] = []
    for m in melds:
        if m.kind is MeldKind.ASIDE:
            run.extend(m.tiles)
            continue
        if run:
            out.append(f"({format_tiles(run)})")
            run = []
        out.append(format_meld(m, explicit))
    if run:
        out.append(f"({format_tiles(run)})")
    return out


def format_hand(hand: Hand, explicit: bool = False) -> str:
    """Canonical string: concealed groups, melds in order, ``+tile``, `` / bonus``.

    The canonical form leaves out a chow's ``<`` (a chow is only ever claimed from the previous
    player); ``explicit`` writes it too, so that an echo of a hand shows every mark a player may
    have typed, and where each claimed meld was read to come from."""
    chess = any(K.is_chess(t) for t in hand.all_tiles())
    parts = []
    concealed = format_tiles(hand.concealed)
    melds = _merge_asides(hand.melds, explicit)
    if chess:
        text = " ".join(p for p in [concealed, *melds] if p)
    else:
        text = concealed
        for m in melds:
            sep = " " if text.endswith("j") or (m.startswith("j")) else ""
            text += sep + m
    parts.append(text)
    if hand.win_tile is not None:
        parts.append("+" + K.code(hand.win_tile))
    out = "".join(parts)
    if hand.bonus:
        out += " / " + " ".join(K.code(t) for t in hand.bonus)
    return out
