"""Line breaking for text that mixes Chinese and English, with the Chinese rule (禁則) that a
line never starts with a closing mark (，。）」 …) nor ends with an opening one (（「 …).

Rich breaks lines only at spaces and folds a longer run anywhere, so Chinese text (one long run
without spaces) was cut between a character and the comma after it and the next line began
with "，". Here each Chinese character is a break point of its own, English words stay whole,
and punctuation sticks to the character it belongs to.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual._context import active_app
from textual.css.styles import RulesMap
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import RenderOptions, Visual

NO_START = set("，。、；：？！）」』》〉】〕…—・,.;:?!)]}%")
"""Marks that close something: never the first character of a line."""
NO_END = set("（「『《〈【〔([{")
"""Marks that open something: never the last character of a line."""

NBSP = "\u00a0"
"""A space that never breaks: it joins the words of a short phrase into one piece ("danger low")."""
JOINER = "\u2060"
"""A word joiner: no break between the characters on either side ("危險度：高" had broken after
"危"). It has no width and is taken out of the lines drawn."""

_BY_A_NUMBER = re.compile(r"(?<=\S) (?=[+\-]?\d)|(?<=\d) (?=\S)|(?<=\d\.) (?=\S)")
"""A space before a number or after one (or after a rank, "1."): "streak 1", "Bot 2", "0/16 played"."""


def numbers_kept(text: Text) -> Text:
    """``text`` with each number joined by :data:`NBSP` to the words either side of it, so
    :func:`wrap_text` never parts them: the centre square had "Dealer Bot 2 · streak" / "1"."""
    out = text.copy()
    out.plain = _BY_A_NUMBER.sub(NBSP, out.plain)  # the same length: styles kept
    return out


_TOKEN = re.compile(r"[^\S\u00a0]+|[\x21-\x7e\u00a0]+|.", re.DOTALL)
"""A run of spaces, a run of ASCII (an English word, a number, words joined by :data:`NBSP`),
or one other character."""

WORD = 2
"""Characters of the Chinese word a figure counts (進張 20, 一筒x2): most words are two, and a
longer run glued whole pushed half a line down (開局前每人可下0)."""


TERM = 8
"""The most characters of a Chinese term in English text kept on one line."""
_HAN = "\u3400-\u9fff\uf900-\ufaff"
_TERM = re.compile(rf"(?:(?<=[\s(\[])|^)[{_HAN}][{_HAN}\uff10-\uff19]{{1,{TERM - 1}}}(?=[\s)\],.;:!?]|$)", re.MULTILINE)
"""A short run of Chinese characters between spaces or ASCII brackets: a term quoted in English
text (a wild tile (混兒), the pair must be a 2, 5 or 8 (二五八坐將)), which the menu had broken as
"(混" / "兒)", or a tile's name, a flower's number in fullwidth digits (秋３), which the centre
square had broken as "秋" / "３". A Chinese sentence has no such run (its characters touch its
own punctuation)."""


SIGNS = set("×÷−＋＝=")
"""Signs of a formula (the times sign, the true minus, and the equals sign standing alone): each
joins what touches it on either side, and one with a single space each side joins across those
spaces too, so a formula stays whole: Sichuan's "(6 × 2^(F−" / "1))", Wuhan's "明槓×" / "2",
憨兒's "(the discarder's factor) =" / "18000)"."""

ARROW = "→"
"""An arrow (憨兒's prey chain 士→象→車→馬→包→士, "台 → 250") stays with what it follows: a
line may break after it, never before it (a line had begun "→象")."""


def _units(text: str) -> list[tuple[int, int]]:
    """Pieces (start, end) that are never split across lines (unless wider than a line)."""
    units: list[tuple[int, int]] = []
    glue_next = bridge = False
    for m in _TOKEN.finditer(text):
        start, end = m.span()
        token = m.group()
        if bridge:  # "6 × " so far: the space and the operand after it join it
            units[-1] = (units[-1][0], end)
            bridge = token.isspace()
            glue_next = not bridge and token[-1] in NO_END
            continue
        if token in SIGNS:
            spaced = text[start - 1 : start] == " " == text[end : end + 1]  # "6 × 2"
            if spaced and len(units) > 1:
                units[-2:] = [(units[-2][0], end)]
            elif units and not text[start - 1].isspace():
                units[-1] = (units[-1][0], end)
            else:
                units.append((start, end))
            glue_next, bridge = not spaced, spaced and text[end + 1 : end + 2] not in ("", " ")
            continue
        if token == ARROW and units:  # "士→" / "象", "台 →" / "250": never "士" / "→象"
            k = -2 if text[start - 1].isspace() and len(units) > 1 else -1
            units[k:] = [(units[k][0], end)]
            continue
        if token == JOINER:
            if units:
                units[-1] = (units[-1][0], end)
            glue_next = True
            continue
        if units and not token.isspace() and (glue_next or token[0] in NO_START):
            units[-1] = (units[-1][0], end)  # closing mark joins the piece before it
        elif units and _measured(text, start, token):
            units[:] = _measure(text, units, start, end)
        elif units and _counts(text, start, token):
            k, joint = len(units), start
            if not _han(text[start - 1]):  # back over the space
                k, joint = k - 1, units[-1][0]
            for _ in range(WORD):  # and the word before it
                if k == 0 or units[k - 1][1] != joint or not _han(text[joint - 1]):
                    break
                k, joint = k - 1, units[k - 1][0]
            units[k:] = [(joint, end)]  # "進張 20", "一筒x2": the figure stays with its word
        else:
            units.append((start, end))
        glue_next = not token.isspace() and token[-1] in NO_END
    for m in _TERM.finditer(text):  # "(混兒)" in an English sentence: one piece
        start, end = m.span()
        if start >= 2 and text[start] in MEASURE_WORDS and text[start - 2].isdigit():
            continue  # "有 2 個刻子": what a number counts, not a quoted term
        inside = [i for i, (a, b) in enumerate(units) if a < end and b > start]
        if len(inside) > 1:
            units[inside[0] : inside[-1] + 1] = [(units[inside[0]][0], units[inside[-1]][1])]
    return units


def _han(ch: str) -> bool:
    """A Chinese character (CJK ideographs, not a mark nor a sign such as × or −)."""
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


MEASURE_WORDS = set("張张個个番台點点分局步次家人倍枚副圈種种組组秒輪轮盤盘")
"""Chinese measure words: what a number counts (4 張, 2 個, 8 番), never parted from it."""


def _measured(text: str, start: int, token: str) -> bool:
    """Whether ``token`` is a measure word right after a number or one space after it (可胡 4 張)."""
    if token not in MEASURE_WORDS or start < 1:
        return False
    if text[start - 1].isdigit():
        return True
    return start >= 2 and text[start - 1] in (" ", NBSP) and text[start - 2].isdigit()


def _measure(text: str, units: list[tuple[int, int]], start: int, end: int) -> list[tuple[int, int]]:
    """``units`` with the number before the measure word at ``start``..``end`` one piece with it
    ("4 張"), taken from the word before it if they were joined (可胡 4): the number belongs to
    what it counts, and the three together were wider than a narrow line."""
    first = start - 1 if text[start - 1].isdigit() else start - 2
    while first > 0 and (text[first - 1].isdigit() or text[first - 1] in "+-."):
        first -= 1
    k = next(i for i, (a, b) in enumerate(units) if a <= first < b)
    before = text[units[k][0] : first].rstrip(" " + NBSP)
    cut = units[k][0] + len(before)
    head = [(units[k][0], cut)] if before else []
    space = [(cut, first)] if cut < first else []
    return [*units[:k], *head, *space, (first, end)]


def _counts(text: str, start: int, token: str) -> bool:
    """Whether ``token`` (ASCII) is a figure of the Chinese word before it: right after it
    (一筒x2, 差2) or a number one space after it (進張 20, 向聽 2)."""
    if token.isspace() or not token.isascii() or start < 1:
        return False
    if _han(text[start - 1]):
        return True
    return token[0].isdigit() and start >= 2 and text[start - 1] == " " and _han(text[start - 2])


def break_offsets(text: str, width: int, indent: int = 0) -> list[int]:
    """Where to start each new line of one paragraph ``text`` at ``width`` cells, the lines
    after the first ``indent`` cells narrower."""
    first = max(1, width)
    width = first
    offsets: list[int] = []
    line_start, used = 0, 0
    for start, end in _units(text):
        piece = text[start:end]
        cells = cell_len(piece)
        if piece.isspace():
            used += cells  # spaces may hang past the edge; they are cut off below
            continue
        if used + cells > width and start > line_start:
            offsets.append(start)
            line_start, used = start, 0
            width = max(1, first - indent)
        while cells > width:  # a piece wider than a line: fold it by cells
            cut = start
            taken = 0
            while cut < end and taken + cell_len(text[cut]) <= width - used:
                taken += cell_len(text[cut])
                cut += 1
            while start + 1 < cut < end and (text[cut] in NO_START or text[cut - 1] in NO_END):
                cut -= 1  # a closing mark keeps its character, an opening one the next ("（6×2^(" / "番")
            cut = max(cut, start + 1)
            while cut < end and text[cut] == JOINER:  # the joiner stays on the line it ends
                cut += 1
            offsets.append(cut)
            start, used, line_start = cut, 0, cut
            width = max(1, first - indent)
            piece = text[start:end]
            cells = cell_len(piece)
        used += cells
    return offsets


def wrap_text(text: Text, width: int, indent: int = 0, nested: bool = False, hangs: Sequence[int] = ()) -> list[Text]:
    """``text`` (styles kept) as lines of at most ``width`` cells, breaking as described above;
    a paragraph's later lines start ``indent`` cells in (a hanging indent), with ``nested`` past
    the paragraph's own leading spaces (an item of an indented list: its rest under its text);
    ``hangs``: each paragraph's own hanging indent instead, where the caller knows better."""
    lines: list[Text] = []
    for i, paragraph in enumerate(text.split("\n", allow_blank=True)):
        plain = paragraph.plain
        hang = indent + (len(plain) - len(plain.lstrip(" ")) if nested else 0)
        hang = hangs[i] if i < len(hangs) else hang
        offsets = break_offsets(plain, width, hang)
        parts = paragraph.divide(offsets) if offsets else [paragraph]
        for line in parts[:-1]:
            line.rstrip()  # the spaces a line breaks at; a last line keeps its own (a tile's padding)
        for line in parts[1:]:
            line.pad_left(hang)
        if NBSP in paragraph.plain:
            for line in parts:
                line.plain = line.plain.replace(NBSP, " ")  # drawn as a space (same length: styles kept)
        if JOINER in paragraph.plain:
            parts = [_unjoined(line) for line in parts]
        lines += parts
    return lines


def glued(text: str) -> str:
    """``text`` as one piece that never breaks across lines (a short tag: "danger low", "危險度：高")."""
    text = text.replace(" ", NBSP)
    return JOINER.join(text[a:b] for a, b in zip([0, *_joints(text)], [*_joints(text), len(text)], strict=True))


TAG_CELLS = 16
"""A tag this short ("most value", "danger medium") wraps whole; a longer one ("safer than 五萬:
danger 13%, 五萬 64%") breaks between its words."""


def tag(text: str, cells: int = TAG_CELLS) -> str:
    """``text`` kept on one line when at most ``cells`` wide (:func:`glued`): the side panel had
    split "danger" / "low", the review "危" / "險度"."""
    return glued(text) if cell_len(text) <= cells else text


def unglued(text: str) -> str:
    """``text`` as plain text again, without what :func:`glued` put in: for text not laid out
    here (a pipe, a file)."""
    return text.replace(NBSP, " ").replace(JOINER, "")


def whole(text: Text) -> Text:
    """``text`` (styles kept) as one piece that never breaks across lines, as :func:`glued`
    makes a string one: a tile or a meld of a hand (五萬六萬七萬), a seat's fact ([槓出 1 張])."""
    text = text.copy()
    text.plain = text.plain.replace(" ", NBSP)  # the same length: styles kept
    return Text(JOINER).join(text.divide(_joints(text.plain)))


def _joints(text: str) -> list[int]:
    """Where a piece needs a :data:`JOINER`: between two characters but inside an English word
    or words joined by NBSP, which are one piece already (and NBSP alone would be a space), nor
    beside a joiner already there (a piece glued again, a tag inside a tag)."""
    return [
        i
        for i in range(1, len(text))
        if not (_ascii(text[i - 1]) and _ascii(text[i])) and JOINER not in (text[i - 1], text[i])
    ]


def _ascii(ch: str) -> bool:
    return ch.isascii() or ch == NBSP


def _unjoined(line: Text) -> Text:
    """``line`` without its word joiners (styles kept): a terminal may draw one as a character."""
    cuts = [i for i, ch in enumerate(line.plain) if ch == JOINER]
    pieces = line.divide(cuts)
    return Text("").join([pieces[0], *(piece[1:] for piece in pieces[1:])])


class Wrapped(Visual):
    """``text`` laid out with :func:`wrap_text` at the width it is given: a Rich renderable, and a
    Textual ``Visual`` that draws its lines directly. (As a Rich renderable inside Textual, each
    menu entry went through the console twice, for its height and for its lines, and was
    wrapped again by Rich: some 60M instructions of the menu's first frame.)"""

    def __init__(self, text: Text, indent: int = 0, nested: bool = False, hangs: Sequence[int] = ()) -> None:
        self.text = text
        self.indent = indent
        self.nested = nested
        self.hangs = hangs
        self._lines: tuple[int, list[Text]] | None = None

    @property
    def plain(self) -> str:
        return self.text.plain

    def lines(self, width: int) -> list[Text]:
        if self._lines is None or self._lines[0] != width:
            self._lines = (width, wrap_text(self.text, width, self.indent, self.nested, self.hangs))
        return self._lines[1]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Text("\n").join(self.lines(options.max_width))

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return self.text.__rich_measure__(console, options)

    # ---- the Visual protocol -----------------------------------------------------------------

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return max((cell_len(line) for line in self.text.plain.split("\n")), default=0)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return len(self.lines(width))

    def render_strips(self, width: int, height: int | None, style: VisualStyle, options: RenderOptions) -> list[Strip]:
        console = active_app.get().console
        base = style.rich_style
        strips = [Strip(list(line.render(console))).apply_style(base) for line in self.lines(width)]
        return strips if height is None else strips[:height]
