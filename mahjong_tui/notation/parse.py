"""Read hand strings: mpsz (NOTATION.md §6), Malaysian jokers and bonus tiles, chess pieces.

``parse_hand`` returns a :class:`~mahjong_tui.tiles.hand.Hand` or raises
:class:`NotationError` naming what is wrong and where.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from ..tiles import kinds as K
from ..tiles.hand import SOURCE_MARKS, Hand, Meld, MeldKind
from ..tiles.kinds import Tile
from ..tiles.tileset import TileSet, get_tileset
from .errors import NotationError

MeldCheck = Callable[[MeldKind, tuple[Tile, ...]], "str | None"]
"""Variant hook: returns a reason when a meld is not valid in that variant, else None."""

_CHESS_TOKEN = re.compile(r"[rb][GAERHCS]")
_BONUS_TOKEN = re.compile(r"f[1-8]|a[1-4]|hm|hf")
_DIGITS = "0123456789"
"""A rank is an ASCII digit: ``str.isdigit`` also takes superscripts, which ``int`` refuses,
and other scripts' digits, which would be read as ranks unseen."""


def _unexpected(c: str, inside: str = "") -> str:
    """The error for a character the notation does not use, naming the ASCII character it
    looks like (a full-width, superscript or other script's digit, a full-width letter)."""
    like = unicodedata.digit(c, None)
    alike = str(like) if like is not None else unicodedata.normalize("NFKC", c)
    hint = f" (a look-alike of {alike!r}?)" if alike != c and len(alike) == 1 and alike.isascii() else ""
    return f"unexpected character {c!r}{inside}{hint}"


@dataclass
class _Placed:
    tile: Tile
    column: int


def hand_size_for(tileset: TileSet) -> int:
    """Tiles in a complete hand with no kong: 5 for the 32-piece set, 8 for 56/64, else 14."""
    if tileset.is_chess:
        return 5 if tileset.name == "chess32" else 8
    return 14


def looks_like_chess(text: str) -> bool:
    """Chess hands use upper-case kind letters; mpsz never has upper case or a leading r/b."""
    return any(c.isupper() for c in text) or bool(re.search(r"(^|[\s\[{+])[rb][a-z]", text))


def parse_hand(
    text: str,
    *,
    tileset: TileSet | None = None,
    hand_size: int | None = None,
    meld_check: MeldCheck | None = None,
    allow_discard_form: bool = False,
    check_count: bool = True,
) -> Hand:
    """Parse ``text``.

    ``tileset`` sets copy limits (inferred when None); ``hand_size`` the complete-hand size
    (from the tile set when None). A hand without ``+`` must total ``hand_size - 1``, or
    also ``hand_size`` when ``allow_discard_form`` (a hand about to discard).
    """
    chess = tileset.is_chess if tileset is not None else looks_like_chess(text)
    parser = _ChessParser(text) if chess else _MpszParser(text)
    hand, placed = parser.run()
    if tileset is None:
        tileset = _infer_tileset(hand, chess)
        if chess and hand_size is None:
            # without a variant, a chess hand may be a 32-set (5) or a 56/64-set (8) hand
            hand_size = 5 if hand.counted_size <= 5 else 8
    _check_membership_and_copies(text, placed, tileset)
    for i, meld in enumerate(hand.melds):
        if meld_check is not None and meld.kind is not MeldKind.ASIDE:
            reason = meld_check(meld.kind, meld.tiles)
            if reason:
                raise NotationError(reason, parser.meld_columns[i], text)
    if check_count:
        _check_count(text, hand, hand_size or hand_size_for(tileset), allow_discard_form)
    return hand


def _infer_tileset(hand: Hand, chess: bool) -> TileSet:
    if chess:
        return get_tileset("chess64")
    tiles = hand.all_tiles() + hand.bonus
    if any(t == K.JOKER or K.ANIMAL0 <= t <= K.FACE_WOMAN for t in tiles):
        return get_tileset("malaysia84")
    return get_tileset("standard144")


def _check_membership_and_copies(text: str, placed: list[_Placed], tileset: TileSet) -> None:
    seen: Counter[Tile] = Counter()
    for p in placed:
        if p.tile not in tileset:
            raise NotationError(f"{K.code(p.tile)} is not in the {tileset.name} set", p.column, text)
        seen[p.tile] += 1
        limit = tileset.count(p.tile)
        if seen[p.tile] > limit:
            what = "copy" if limit == 1 else "copies"
            raise NotationError(f"more than {limit} {what} of {K.code(p.tile)}", p.column, text)


def _check_count(text: str, hand: Hand, size: int, allow_discard_form: bool) -> None:
    n = hand.counted_size
    if hand.win_tile is not None:
        if n != size:
            raise NotationError(
                f"wrong tile count: {n} (concealed + 3 per meld + winning tile) where a complete hand has {size}",
                1,
                text,
            )
        return
    allowed = {size - 1, size} if allow_discard_form else {size - 1}
    if n not in allowed:
        want = " or ".join(str(a) for a in sorted(allowed))
        raise NotationError(
            f"wrong tile count: {n} (concealed + 3 per meld) where a waiting hand has {want}",
            1,
            text,
        )


# ---- shared meld classification ---------------------------------------------------------------


def classify_meld(tiles: tuple[Tile, ...], concealed_kong: bool) -> tuple[MeldKind | None, str]:
    """Kind of a bracketed meld from its (joker-resolved) tiles, or (None, reason)."""
    n = len(tiles)
    same = all(t == tiles[0] for t in tiles)
    if concealed_kong:
        if n >= 4 and same:
            return MeldKind.CONCEALED_KONG, ""
        return None, "a concealed kong needs four identical tiles"
    if same and n == 3:
        return MeldKind.PUNG, ""
    if same and n >= 4:
        return MeldKind.KONG, ""
    if n == 3:
        s = sorted(tiles)
        if all(K.is_honor(t) for t in s):
            return None, "honours cannot form a chow"
        if K.is_chess(s[0]):
            if K.chess_colour(s[0]) == K.chess_colour(s[2]) and s[1] == s[0] + 1 and s[2] == s[0] + 2:
                return MeldKind.CHOW, ""
            return None, "meld is not a sequence, pung or kong"
        if K.is_suited(s[0]) and K.suit_of(s[0]) == K.suit_of(s[2]) and s[1] == s[0] + 1 and s[2] == s[0] + 2:
            return MeldKind.CHOW, ""
    return None, "meld is not a chow, pung or kong"


def _check_joker_limits(kind: MeldKind, jokers: int, size: int) -> str | None:
    if not jokers:
        return None
    if jokers >= size:
        return "a meld needs at least one natural tile"
    limit = {MeldKind.CHOW: 1, MeldKind.PUNG: 2}.get(kind, 1)
    if jokers > limit:
        what = {MeldKind.CHOW: "chow", MeldKind.PUNG: "pung"}.get(kind, "kong")
        return f"a {what} may hold at most {limit} joker{'s' if limit > 1 else ''}"
    return None


class _Base:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.placed: list[_Placed] = []
        self.meld_columns: list[int] = []
        self.hand = Hand()

    def err(self, message: str, index: int | None = None) -> NotationError:
        return NotationError(message, (self.i if index is None else index) + 1, self.text)

    def peek(self) -> str:
        return self.text[self.i] if self.i < len(self.text) else ""

    def skip_spaces(self) -> None:
        while self.peek() == " ":
            self.i += 1

    def place(self, tile: Tile, index: int) -> Tile:
        self.placed.append(_Placed(tile, index + 1))
        return tile

    def split_bonus(self) -> int:
        """Index where the bonus section's '/' sits, or len(text)."""
        slash = self.text.find("/")
        return len(self.text) if slash < 0 else slash

    def parse_bonus(self, start: int) -> None:
        j = start + 1
        text = self.text
        if j >= len(text) or not text[start + 1 :].strip():
            raise self.err("'/' with no bonus tiles after it", start)
        while j < len(text):
            if text[j] == " ":
                j += 1
                continue
            k = j
            while k < len(text) and text[k] != " ":
                k += 1
            token = text[j:k]
            if not _BONUS_TOKEN.fullmatch(token):
                if token.startswith("f"):
                    raise self.err(f"unknown flower {token!r} (f1 to f8)", j)
                raise self.err(f"unknown bonus tile {token!r} (f1-f8, a1-a4, hm, hf)", j)
            self.hand.bonus.append(self.place(K.from_code(token), j))
            j = k

    def finish_meld(
        self, kind: MeldKind, tiles: list[Tile], joker_idx: list[int], start: int, source: str | None, added: bool
    ) -> None:
        order = sorted(range(len(tiles)), key=lambda x: tiles[x])
        sorted_tiles = tuple(tiles[x] for x in order)
        jokers = tuple(order.index(x) for x in joker_idx)
        reason = _check_joker_limits(kind, len(jokers), len(tiles))
        if reason:
            raise self.err(reason, start)
        self.hand.melds.append(Meld(kind, sorted_tiles, tuple(sorted(jokers)), source, added))
        self.meld_columns.append(start + 1)

    def parse_marks(self, kind: MeldKind) -> tuple[str | None, bool]:
        source: str | None = None
        added = False
        if self.peek() in SOURCE_MARKS:
            source = self.peek()
            self.i += 1
            if self.peek() in SOURCE_MARKS:
                raise self.err("bad annotation: only one source mark is allowed")
        if self.peek() == "a":
            if kind is not MeldKind.KONG:
                raise self.err("bad annotation: 'a' (added kong) only follows a kong")
            added = True
            self.i += 1
            if self.peek() in SOURCE_MARKS or self.peek() == "a":
                raise self.err("bad annotation: marks go in the order source, then 'a'")
        return source, added


class _MpszParser(_Base):
    def run(self) -> tuple[Hand, list[_Placed]]:
        end = self.split_bonus()
        body_end = end
        while self.i < body_end:
            c = self.peek()
            if c == " ":
                self.i += 1
            elif c in _DIGITS:
                for t, idx in self.read_group(body_end):
                    self.hand.concealed.append(self.place(t, idx))
            elif c == "j":
                if self.i + 1 < body_end and self.text[self.i + 1] == "=":
                    raise self.err("'j=' is only written inside a meld bracket")
                self.hand.concealed.append(self.place(K.JOKER, self.i))
                self.i += 1
            elif c in "[{(":
                self.read_bracket(body_end)
            elif c == "+":
                self.read_win(body_end)
            elif c in "]})":
                raise self.err(f"unmatched {c!r}")
            else:
                raise self.err(_unexpected(c))
        if end < len(self.text):
            self.parse_bonus(end)
        self.hand.concealed.sort()
        return self.hand, self.placed

    def read_group(self, end: int) -> list[tuple[Tile, int]]:
        start = self.i
        digits: list[int] = []
        while self.i < end and self.peek() in _DIGITS:
            digits.append(self.i)
            self.i += 1
        suit = self.peek() if self.i < end else ""
        if not suit or suit not in "mpsz":
            raise self.err("digits without a suit letter", start)
        self.i += 1
        out = []
        for idx in digits:
            rank = int(self.text[idx])
            top = 7 if suit == "z" else 9
            if not 1 <= rank <= top:
                raise self.err(f"rank out of range for the suit: {rank}{suit}", idx)
            out.append((K.suited("mps".index(suit), rank) if suit != "z" else K.honor(rank), idx))
        return out

    def read_bracket(self, end: int) -> None:
        open_c = self.peek()
        close_c = {"[": "]", "{": "}", "(": ")"}[open_c]
        start = self.i
        self.i += 1
        tiles: list[Tile] = []
        jokers: list[int] = []
        while True:
            if self.i >= end:
                raise self.err(f"{open_c!r} is never closed", start)
            c = self.peek()
            if c == close_c:
                self.i += 1
                break
            if c == " ":
                self.i += 1
            elif c in _DIGITS:
                for t, idx in self.read_group(end):
                    tiles.append(self.place(t, idx))
            elif c == "j":
                if open_c == "(":
                    raise self.err("a joker cannot be set aside")
                if self.text[self.i + 1 : self.i + 2] != "=":
                    raise self.err("a joker inside a meld must say what it stands for (j=5p)")
                jstart = self.i
                self.i += 2
                group = self.read_group(end)
                if len(group) != 1:
                    raise self.err("'j=' names exactly one tile", jstart)
                self.place(K.JOKER, jstart)
                jokers.append(len(tiles))
                tiles.append(group[0][0])
            else:
                raise self.err(_unexpected(c, " inside a meld"))
        if not tiles:
            raise self.err("empty brackets", start)
        if open_c == "(":
            for t in tiles:
                self.hand.melds.append(Meld(MeldKind.ASIDE, (t,)))
                self.meld_columns.append(start + 1)
            if self.peek() in SOURCE_MARKS or self.peek() == "a":
                raise self.err("bad annotation: set-aside tiles take no marks")
            return
        kind, reason = classify_meld(tuple(tiles), concealed_kong=open_c == "{")
        if kind is None:
            raise self.err(reason, start)
        if open_c == "{":
            if self.peek() in SOURCE_MARKS or self.peek() == "a":
                raise self.err("bad annotation: a concealed kong takes no marks")
            self.finish_meld(kind, tiles, jokers, start, None, False)
            return
        source, added = self.parse_marks(kind)
        if kind is MeldKind.CHOW and source not in (None, "<"):
            raise self.err("bad annotation: a chow always comes from the previous player", start)
        self.finish_meld(kind, tiles, jokers, start, source or ("<" if kind is MeldKind.CHOW else None), added)

    def read_win(self, end: int) -> None:
        plus = self.i
        if self.hand.win_tile is not None:
            raise self.err("more than one winning tile")
        self.i += 1
        self.skip_spaces()
        if self.i >= end or not self.peek():
            raise self.err("'+' with no tile", plus)
        if self.peek() not in _DIGITS + "j":
            raise self.err(_unexpected(self.peek()))
        if self.peek() == "j":
            tile, idx = K.JOKER, self.i
            self.i += 1
        else:
            group = self.read_group(end)
            if len(group) != 1:
                raise self.err("'+' takes exactly one tile", plus)
            tile, idx = group[0]
        self.hand.win_tile = self.place(tile, idx)
        self.skip_spaces()
        if self.i < end:
            if self.peek() == "+":
                raise self.err("more than one winning tile")
            raise self.err("nothing but the bonus section may follow the winning tile")


class _ChessParser(_Base):
    def run(self) -> tuple[Hand, list[_Placed]]:
        end = len(self.text)
        while self.i < end:
            c = self.peek()
            if c == " ":
                self.i += 1
            elif c in "[{":
                self.read_bracket()
            elif c == "+":
                if self.hand.win_tile is not None:
                    raise self.err("more than one winning piece")
                plus = self.i
                self.i += 1
                self.skip_spaces()
                if self.i >= end:
                    raise self.err("'+' with no piece", plus)
                idx = self.i
                self.hand.win_tile = self.place(self.read_token(), idx)
                self.skip_spaces()
                if self.i < end:
                    if self.peek() == "+":
                        raise self.err("more than one winning piece")
                    raise self.err("nothing may follow the winning piece")
            elif c in "]})":
                raise self.err(f"unmatched {c!r}")
            elif c == "(":
                raise self.err("chess hands have no set-aside tiles")
            else:
                idx = self.i
                self.hand.concealed.append(self.place(self.read_token(), idx))
        self.hand.concealed.sort()
        return self.hand, self.placed

    def read_token(self) -> Tile:
        start = self.i
        while self.i < len(self.text) and self.text[self.i] not in " []{}()+":
            self.i += 1
        token = self.text[start : self.i]
        if _CHESS_TOKEN.fullmatch(token):
            return K.from_code(token)
        if (
            len(token) > 2
            and len(token) % 2 == 0
            and all(_CHESS_TOKEN.fullmatch(token[k : k + 2]) for k in range(0, len(token), 2))
        ):
            raise self.err("tokens not separated by a space", start + 2)
        raise self.err(f"unknown token {token!r} (colour r or b, then one of G A E R H C S)", start)

    def read_bracket(self) -> None:
        open_c = self.peek()
        close_c = "]" if open_c == "[" else "}"
        start = self.i
        self.i += 1
        tiles: list[Tile] = []
        while True:
            if self.i >= len(self.text):
                raise self.err(f"{open_c!r} is never closed", start)
            c = self.peek()
            if c == close_c:
                self.i += 1
                break
            if c == " ":
                self.i += 1
                continue
            idx = self.i
            tiles.append(self.place(self.read_token(), idx))
        if not tiles:
            raise self.err("empty brackets", start)
        kind, reason = classify_meld(tuple(tiles), concealed_kong=open_c == "{")
        if kind is None:
            raise self.err(reason.replace("chow", "sequence"), start)
        if open_c == "{":
            if self.peek() in SOURCE_MARKS or self.peek() == "a":
                raise self.err("bad annotation: a concealed kong takes no marks")
            self.finish_meld(kind, tiles, [], start, None, False)
            return
        source, added = self.parse_marks(kind)
        self.finish_meld(kind, tiles, [], start, source, added)
