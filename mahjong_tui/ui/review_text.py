"""A hand's review (:mod:`mahjong_tui.review.decisions`) as plain text in the player's language:
what the review screen shows and ``mahjong-tui review`` prints, line by line."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text

from ..analysis.shapes import INFINITE
from ..messages import default_seat_name, for_count
from ..review.decisions import Decision, GameReview, HandReview, review_record
from ..review.setup_eval import SetupReading, StakeOdds, SuitCost, stakes_lost, suit_lost
from ..review.strong_eval import ClaimEval, DiscardEval, level_of
from ..rules.features.exchange_three import NAME as EXCHANGE
from ..rules.features.exchange_three import pass_words
from ..rules.features.void_suit import suit_name
from ..saves.store import GameRecord, load_record
from ..table.actions import Act, Action, FeatureChoice
from ..tiles.faces import tile_label
from ..tiles.kinds import Tile
from ..variants.model import Variant
from .cjk_wrap import Wrapped, glued, tag, unglued
from .describe import chow_tiles
from .hints import DANGER_KEYS, claim_figures, figures
from .i18n import tr

ACT_KEYS = {
    Act.DISCARD: "review.act.discard",
    Act.CHOW: "review.act.chow",
    Act.PUNG: "review.act.pung",
    Act.KONG: "review.act.kong",
    Act.CONCEALED_KONG: "review.act.concealed_kong",
    Act.ADDED_KONG: "review.act.added_kong",
    Act.SET_ASIDE: "review.act.set_aside",
    Act.WIN: "review.act.win",
    Act.PASS: "review.act.pass",
}
"""How the review names each kind of decision it compares (:data:`~mahjong_tui.review.decisions.REVIEWED`)."""


def tile_name(t: Tile | None, lang: str, ascii_only: bool = False) -> str:
    """A tile named as the table draws it in ``lang`` (``紅中``, ``五萬``; ``Rd``, ``5m`` in the
    ASCII theme): the review at the table, ``mahjong-tui review`` and a shared table's review
    all name tiles here (they said "discard 7z" of a tile the table and its log call 紅中)."""
    return "?" if t is None else tile_label(t, ascii_only, lang)


def action_text(a: Action, lang: str, ascii_only: bool = False) -> str:
    """An action in words: a variant's declaration as its button reads ("Declare ten honours")."""
    if a.type is Act.CHOOSE:  # its button's words, begun in lower case where a case exists, as the others are
        words = pass_words(a.tiles) if isinstance(a.choice, FeatureChoice) and a.choice.feature == EXCHANGE else a.label
        said = words.text(lang, lambda t: tile_name(t, lang, ascii_only)) if words else str(a.choice)
        return said[:1].lower() + said[1:]
    key = "review.act.discard_ready" if a.type is Act.DISCARD and a.ready else ACT_KEYS[a.type]
    if a.type is Act.CHOW and a.tiles and a.tile is not None:  # a tile may be chowed several ways
        return tr(lang, key, tile=chow_tiles(a, {}, ascii_only, lang).plain)
    return tr(lang, key, tile=tile_name(a.tile, lang, ascii_only))


def strong_text(d: Decision, lang: str, ascii_only: bool = False) -> str:
    """The strong bot's choice in words, with the discard it makes after a declaration."""
    said = action_text(d.strong, lang, ascii_only)
    if d.strong_then is None:
        return said
    return tr(lang, "review.then", first=said, then=action_text(d.strong_then, lang, ascii_only))


def danger_text(danger: float, readiness: float, lang: str) -> str:
    """A discard's danger level, with its share (the readiness-weighted mean danger), as one
    piece that wraps whole ("中（50%）")."""
    share = danger / readiness
    return glued(tr(lang, "danger.share", level=tr(lang, DANGER_KEYS[level_of(share)]), pct=round(100 * share)))


def danger_tag(level: str, lang: str) -> str:
    """The hints' danger tag ("danger medium (50%)", "危險度：中（50%）"), whole: a 40-column
    review had broken it as "危" / "險度"."""
    return glued(tr(lang, "hint.danger", level=level))


def _eval_line(who: str, ev: DiscardEval, readiness: float, d: Decision, lang: str) -> str:
    """What a discard leaves, in the hints' figures (the judge's shanten and tiles in) and the
    strong bot's value and danger."""
    danger = danger_tag(danger_text(ev.danger, readiness, lang) if d.defending else "-", lang)
    said = figures(lang, ev.shanten, ev.tiles_in)
    line = tr(lang, "review.eval", who=who, figures=said, value=ev.value, danger=danger)
    if ev.wins is not None:
        line += counted(lang, "review.wins", _copies(ev.wins))
    return line


def _claim_line(who: str, ev: ClaimEval, d: Decision, lang: str, ascii_only: bool) -> str:
    """What a pass or a claim leaves, in the hints' words (:func:`claim_figures`), with the
    strong bot's value and the danger of the discard that follows ("-": none follows, or no
    opponent looks ready)."""
    danger = danger_text(ev.danger, d.readiness, lang) if d.defending and ev.danger is not None else "-"
    said = claim_figures(ev, lang, ascii_only)
    value = ev.value if ev.value is not None else "-"
    return tr(lang, "review.eval", who=who, figures=said, value=value, danger=danger_tag(danger, lang))


def _copies(wins: float) -> str:
    """Winning copies (weighted by how they may win: see :mod:`mahjong_tui.rules.advice`)."""
    return f"{wins:.1f}".rstrip("0").rstrip(".")


def counted(lang: str, key: str, n: int | str) -> str:
    """The text of ``key`` for ``n`` things: its ``.one`` form for exactly one ("1 tile", not "1 tiles")."""
    return tr(lang, for_count(key, n), n=n)


def _suit_line(who: str, cost: SuitCost, lang: str, short: bool = False) -> str:
    """What giving a suit up leaves the hand: its winnable shanten without the suit, and the
    tiles of it held (``short``: in a few words, without ``who``)."""
    n = str(cost.shanten) if cost.shanten < INFINITE else "-"
    suit = suit_name(cost.suit).text(lang)
    key = "review.suit_cost_short" if short else for_count("review.suit_cost", cost.held)
    return tr(lang, key, who=who, suit=suit, n=n, held=cost.held)


def _stakes_line(odds: StakeOdds, lang: str) -> str:
    """The dealt hand's odds the stakes are weighed by: its shanten, its chance to win, what a
    stake is expected to earn."""
    pct = round(100 * odds.chance)
    return tr(lang, "review.stake_odds", n=odds.shanten, pct=pct, points=f"{odds.points:+.2f}")


def setup_lines(d: Decision, whose: str, lang: str) -> list[str]:
    """A choice after the deal, measured as the strong bot measures it."""
    setup = d.setup
    if setup is None:
        return []
    if setup.stakes is not None:
        return [_stakes_line(setup.stakes, lang)]
    lines: list[str] = []
    if setup.chosen_suit is not None:
        lines.append(_suit_line(whose, setup.chosen_suit, lang))
    strong = strong_setup_reason(setup, lang)
    if strong is not None:
        lines.append(strong)
    return lines


def strong_setup_reason(setup: SetupReading, lang: str, short: bool = False) -> str | None:
    """The strong bot's measure of its own choice after the deal, as the review and the hints
    state it: the suit it gives up (the hand's shanten without it, the tiles of it held), or
    the dealt hand's odds the stakes are weighed by. ``short``: the suit's measure in a few
    words, for the one-line hint of a narrow table (the odds have no short form: None)."""
    if setup.stakes is not None:
        return None if short else _stakes_line(setup.stakes, lang)
    if setup.strong_suit is not None:
        return _suit_line(tr(lang, "review.its"), setup.strong_suit, lang, short)
    return None


def _setup_lost(setup: SetupReading, d: Decision, lang: str) -> str | None:
    """What a choice after the deal gave up, by the strong bot's measures in its order: speed,
    else tiles more in the suit given up, else tiles that hang together; or the points the
    stakes are expected to earn."""
    if setup.stakes is not None:
        lost = stakes_lost(setup, d.chosen, d.strong)
        return tr(lang, "review.lost.expected", n=f"{lost:.2f}") if round(lost, 2) > 0 else None
    mine, its = setup.chosen_suit, setup.strong_suit
    lost_suit = suit_lost(mine, its) if mine is not None and its is not None else None
    if lost_suit is None:
        return None
    measure, n = lost_suit
    if measure == "speed":
        return counted(lang, "review.lost.speed", n)
    if measure == "held":
        return counted(lang, "review.lost.suit_held", n)
    return tr(lang, "review.lost.suit_shape")


def given_up(d: Decision, lang: str) -> str:
    """What the person's choice gave up against the strong bot's, in words: speed and tiles in
    as the hints measure them (the judge's shanten and tiles in), winning copies, value and
    danger as the strong bot weighs them (a claim or a pass by what it leaves the hand: the
    discards' words, or "a different plan" where no figure differs); after the deal, by the
    strong bot's own measures."""
    if d.setup is not None:
        item = _setup_lost(d.setup, d, lang)
        return tr(lang, "review.gave_up", what=tag(item, ITEM_CELLS)) if item else tr(lang, "review.gave_nothing")
    mine, its = _compared(d)
    if d.chosen.type is Act.WIN and d.strong.type is Act.PASS:  # 明將's chicken hands, Hebei's self-draws
        return tr(lang, "review.passed_win")
    if d.strong_wins:
        return tr(lang, "review.gave_up", what=tr(lang, "review.lost.win"))
    if Act.SET_ASIDE in (d.chosen.type, d.strong.type):
        return tr(lang, "review.gave_up", what=tr(lang, "review.lost.aside"))
    lost: list[str] = []
    if d.strong_then is not None:  # a declaration not made (four wilds): it may still come later
        lost.append(tr(lang, "review.lost.declaration", what=action_text(d.strong, lang)))
    if mine is None or its is None:
        return tr(lang, "review.gave_up", what=lost[0] if lost else tr(lang, "review.lost.claim"))
    if mine.shanten >= INFINITE > its.shanten:
        lost.append(tr(lang, "review.lost.any_win"))
    elif mine.shanten > its.shanten:
        lost.append(counted(lang, "review.lost.speed", mine.shanten - its.shanten))
    if mine.shanten == its.shanten and (mine.tiles_in or 0) < (its.tiles_in or 0):
        lost.append(counted(lang, "review.lost.accept", (its.tiles_in or 0) - (mine.tiles_in or 0)))
    if (its.wins or 0.0) > (mine.wins or 0.0) and mine.shanten >= its.shanten:
        lost.append(counted(lang, "review.lost.wins", _copies((its.wins or 0.0) - (mine.wins or 0.0))))
    if mine.value is not None and its.value is not None and mine.value < its.value and mine.shanten >= its.shanten:
        lost.append(tr(lang, "review.lost.value", n=its.value - mine.value))
    if (
        d.defending
        and mine.danger is not None
        and its.danger is not None  # a pass makes no discard now: its safety is not compared
        and round(100 * mine.danger / d.readiness) > round(100 * its.danger / d.readiness)
    ):
        yours = danger_tag(danger_text(mine.danger, d.readiness, lang), lang)
        strong = danger_text(its.danger, d.readiness, lang)
        lost.append(tr(lang, "review.lost.safety", yours=yours, strong=strong))
    if not lost:
        if d.chosen_claim is not None:  # no figure tells the two apart
            return tr(lang, "review.gave_up", what=tr(lang, "review.lost.claim"))
        return tr(lang, "review.gave_nothing")
    return tr(lang, "review.gave_up", what=tr(lang, "review.list_sep").join(tag(item, ITEM_CELLS) for item in lost))


def _compared(d: Decision) -> tuple[DiscardEval | ClaimEval | None, DiscardEval | ClaimEval | None]:
    """The person's choice and the strong bot's as :func:`given_up` compares them: two claims (or
    a claim and a pass) by what they leave, else two discards (None where there are none)."""
    if d.chosen_claim is not None and d.strong_claim is not None:
        return d.chosen_claim, d.strong_claim
    return d.chosen_eval, d.strong_eval


ITEM_CELLS = 24
"""A thing given up this short ("2 tiles of acceptance", "少了 4 點價值") wraps whole."""


def decision_lines(
    d: Decision, names: list[str], lang: str, ascii_only: bool = False, by_name: bool = False
) -> list[str]:
    """A differing decision in lines; ``by_name``: several people played, so each line says
    whose decision it is ("Ann: discard 5m") where one person's says "you"."""
    name = default_seat_name(lang, names[d.seat]) if 0 <= d.seat < len(names) else str(d.seat)
    yours, strong = action_text(d.chosen, lang, ascii_only), strong_text(d, lang, ascii_only)
    chose = tr(lang, "review.chose_by", name=name, yours=yours, strong=strong) if by_name else None
    lines = [
        "  " + tr(lang, for_count("review.move", d.tiles_left), move=d.move, name=name, left=d.tiles_left),
        "    " + (chose or tr(lang, "review.chose", yours=yours, strong=strong)),
    ]
    whose = tr(lang, "review.whose", name=name) if by_name else tr(lang, "review.yours")
    lines += ["    " + line for line in setup_lines(d, whose, lang)]
    if d.chosen_eval is not None:
        lines.append("    " + _eval_line(whose, d.chosen_eval, d.readiness, d, lang))
    if d.strong_eval is not None:
        lines.append("    " + _eval_line(tr(lang, "review.its"), d.strong_eval, d.readiness, d, lang))
    if d.chosen_claim is not None and d.strong_claim is not None:
        lines.append("    " + _claim_line(whose, d.chosen_claim, d, lang, ascii_only))
        lines.append("    " + _claim_line(tr(lang, "review.its"), d.strong_claim, d, lang, ascii_only))
    lines.append("    " + given_up(d, lang))
    return lines


def hand_lines(
    hand: HandReview, names: list[str], lang: str, ascii_only: bool = False, by_name: bool = False
) -> list[str]:
    """A hand's differing decisions under its heading; ``by_name``: see :func:`decision_lines`."""
    k = len(hand.differing)  # "1 of your 9 decisions differs", "1 of your 1 decision"
    decisions = counted(lang, "review.decisions", hand.decisions)
    heading = "review.hand_all" if by_name else "review.hand"
    lines = [tr(lang, for_count(heading, k), n=hand.hand_no, k=k, decisions=decisions)]
    if hand.stood_in:
        skipped = "review.stand_in_all" if by_name else "review.stand_in"
        lines.append("  " + counted(lang, skipped, hand.stood_in))
    for d in hand.differing:
        lines += decision_lines(d, names, lang, ascii_only, by_name)
    return lines


def review_lines(review: GameReview, lang: str, ascii_only: bool = False) -> list[str]:
    """Every reviewed hand, one after another (a line of its own when there is none); tiles
    named as the table draws them in its theme (``ascii_only``: :func:`tile_name`)."""
    if not review.hands:
        return [tr(lang, "review.none")]
    lines: list[str] = []
    for i, hand in enumerate(review.hands):
        if i:
            lines.append("")
        lines += hand_lines(hand, review.names, lang, ascii_only, review.several_people)
    return lines


def hand_review_lines(
    path: Path, hand_no: int, lang: str, variant: Variant | None = None, ascii_only: bool = False
) -> list[str]:
    """Hand ``hand_no`` of the game kept at ``path`` (its replay log) reviewed, as lines;
    ``variant``: the rules it is played by (see :func:`review_record`); ``ascii_only``: the
    table's theme, whose tiles the lines name (:func:`tile_name`)."""
    return record_hand_lines(load_record(path), hand_no, lang, variant, ascii_only)


HANG = 2
"""How far the rest of a wrapped review line stands in past the line's own text (a list item's
hanging indent: the lines under "move 12, …" stay under it)."""


def laid_out(lines: list[str]) -> Wrapped:
    """The review's lines as drawn at any width: a line too long goes on :data:`HANG` cells past
    its own indent, not at the left edge (where it had read as a line of the level above), and
    past the indent of the lines under it (a wrapped "Hand 1: …" had gone on as if a move)."""
    text = "\n".join(lines)
    depths = [len(line) - len(line.lstrip(" ")) if line.strip() else -1 for line in text.split("\n")]
    hangs = [max(depth, _under(depths, i)) + HANG for i, depth in enumerate(depths)]
    return Wrapped(Text(text), indent=HANG, nested=True, hangs=hangs)


def _under(depths: list[int], i: int) -> int:
    """The indent of the next line that is not blank (-1 blank), if it is deeper: an item's own."""
    after = next((d for d in depths[i + 1 :] if d >= 0), -1)
    return after if after > depths[i] else depths[i]


def lines_at(lines: list[str], width: int | None) -> list[str]:
    """The review's lines for a terminal ``width`` cells wide (:func:`laid_out`); ``None``
    (not a terminal: a pipe, a file) leaves each line whole, as plain text."""
    if width is None:
        return [unglued(line) for line in lines]
    return [line.plain for line in laid_out(lines).lines(width)]


def record_hand_lines(
    record: GameRecord, hand_no: int, lang: str, variant: Variant | None = None, ascii_only: bool = False
) -> list[str]:
    """Hand ``hand_no`` of ``record`` reviewed (the decisions of its human seats), as lines."""
    review = review_record(record, hand_no=hand_no, variant=variant)
    hand = review.hand(hand_no)
    if hand is None:
        return [tr(lang, "review.no_hand", n=hand_no)]
    return hand_lines(hand, review.names, lang, ascii_only, review.several_people)
