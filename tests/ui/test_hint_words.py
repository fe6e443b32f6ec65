"""The hints never contradict themselves: "fastest" is read from the figures shown beside each
discard (the judge's shanten, then tiles in), the review gives the same figures, and the words
after a discard's figures are in brackets, which do not read as a hyphen when the side panel
wraps them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mahjong_tui.analysis.shapes import INFINITE
from mahjong_tui.bots.baseline import BaselineBot
from mahjong_tui.engine.game import Game
from mahjong_tui.review.decisions import Decision, HandReview
from mahjong_tui.review.strong_eval import Over, read
from mahjong_tui.sim import derive_seed
from mahjong_tui.table.actions import Act, Action
from mahjong_tui.table.state import Phase
from mahjong_tui.tiles import kinds as K
from mahjong_tui.ui import hints
from mahjong_tui.ui.cjk_wrap import NBSP, unglued, wrap_text
from mahjong_tui.ui.look import Look
from mahjong_tui.ui.review_text import decision_lines, given_up, hand_lines
from mahjong_tui.ui.widgets.log import HINT_INDENT, hint_lines, hint_summary
from mahjong_tui.variants import load_variant

from ..position import position

SIDE_PANEL = 35
"""About the width of the hints in the 120-column side panel."""


def _first_hint_of_mingjiang_seed_5() -> tuple[hints.HintReport, list[str]]:
    """The dealer's first turn of 明將 seed 5 at the table (seen in tmux): 紅中 keeps 55 tiles
    in, 五筒 28; the strong bot's own measure of speed (toward its plan) once called 五筒 fastest."""
    v = load_variant("mingjiang")
    g = position(v, {"E": "236679m55668p89s"}, turn="E", drawn="7z", fresh=True)
    report = hints.compute(v, g.view(0), "en")
    assert report is not None
    return report, [line.plain.replace(NBSP, " ") for line in hint_lines(report, Look.make("en", True, True))]


def test_the_fastest_discard_shows_the_most_tiles_in() -> None:
    report, lines = _first_hint_of_mingjiang_seed_5()
    by_code = {K.code(d.tile): d for d in report.discards}
    assert (by_code["7z"].shanten, by_code["7z"].accept) == (3, 55) and by_code["5p"].accept == 28
    assert "speed" in by_code["7z"].reasons and "speed" not in by_code["5p"].reasons
    assert lines[2] == "> [Rd]: shanten 3, 55 tiles in (fastest, most value)"
    assert lines[3] == "  [5p]: shanten 3, 28 tiles in"


def _positions(vid: str, seed: int):  # noqa: ANN202 - yields (variant, view)
    """A hand played by bots of the normal level: the seat's view at each turn with discards."""
    v = load_variant(vid)
    game = Game(v, seed=derive_seed(seed, "hint-words", vid))
    bots = [BaselineBot(v, seed=derive_seed(seed, "bot", i)) for i in range(game.n)]
    while not game.over and not game.history:
        seat = game.to_act()[0]
        legal = game.legal_actions(seat)
        if game.phase is Phase.TURN and sum(a.type is Act.DISCARD for a in legal) > 1:
            yield v, game.view(seat, log=0)
        game.apply(bots[seat].choose(game.bot_view(seat)))


@pytest.mark.parametrize("vid", ["mingjiang", "mcr", "beijing"])
def test_fastest_is_checkable_on_screen_and_the_review_gives_the_same_figures(vid: str) -> None:
    """At every listed turn: some listed discard is called fastest (unless every discard is
    as fast), and each one called so shows the least shanten and then the most tiles in of those
    listed, a discard leaving no tile in coming last (its wait is dead); the strong bot's reading
    (what the review prints) has the same figures for each. Labelled by the bot's own measure of
    speed, 20-60% of these positions contradicted the figures shown (明將, MCR)."""
    checked = 0
    for v, view in _positions(vid, 1):
        report = hints.compute(v, view)
        assert report is not None
        if len(report.discards) < 2:
            continue
        shown = {d.tile: (d.best and d.accept == 0, d.shanten, -d.accept if d.best else 0) for d in report.discards}
        fastest = [d.tile for d in report.discards if "speed" in d.reasons]
        assert fastest or len(set(shown.values())) == 1, (vid, view.turn, shown)
        assert all(shown[t] == min(shown.values()) for t in fastest), (vid, view.turn, shown)
        reading = read(v, view)
        for d in report.discards:
            ev = reading.of(d.tile)
            assert ev is not None and (ev.shanten, ev.tiles_in) == (d.shanten, d.accept if d.best else None)
        checked += 1
    assert checked >= 10


@pytest.mark.parametrize("lang", ["en", "zh_TW", "zh_CN"])
def test_the_reasons_are_in_brackets_and_no_wrapped_line_ends_in_a_hyphen(lang: str) -> None:
    v = load_variant("mingjiang")
    g = position(v, {"E": "236679m55668p89s"}, turn="E", drawn="7z", fresh=True)
    report = hints.compute(v, g.view(0), lang)
    lines = hint_lines(report, Look.make(lang, True, True))
    open_, close = ("(", ")") if lang == "en" else ("（", "）")
    first = lines[2].plain
    assert " - " not in first and first.endswith(close) and open_ in first
    for line in lines:
        for part in wrap_text(line, SIDE_PANEL):  # as the side panel wraps them
            assert not part.plain.rstrip().endswith("-"), part.plain


def test_a_short_tag_in_the_brackets_is_never_split_between_two_lines() -> None:
    """The 120-column side panel showed "(fastest, most value, danger" / "low)": a tag of two
    words goes to the next line whole, and it is drawn with plain spaces."""
    hint = hints.DiscardHint(K.from_code("1p"), 3, 16, best=True, reasons=("speed", "value"), danger=1)
    line = hint_lines(hints.HintReport(3, discards=[hint]), Look.make("en", False, True))[-1]
    assert line.plain.replace(NBSP, " ") == "  一筒: shanten 3, 16 tiles in (fastest, most value, danger low)"
    split = 0
    for width in range(20, 64):
        parts = [part.plain for part in wrap_text(line, width, HINT_INDENT)]
        assert all(NBSP not in part for part in parts)
        assert not any(part.rstrip().endswith(("danger", "most")) for part in parts), (width, parts)
        split += any(part.strip() == "danger low)" for part in parts)
    assert split  # at some width the tag did need the next line


def test_the_review_says_a_discard_that_can_no_longer_win_gave_up_any_win() -> None:
    """A discard after which the judge sees no win at all (a Beijing wild thrown) has no shanten
    to subtract: the review says what it gave up in words."""
    v = load_variant("mingjiang")
    g = position(v, {"E": "236679m55668p89s"}, turn="E", drawn="7z", fresh=True)
    reading = read(v, g.bot_view(0))
    its = reading.discards[0]
    mine = replace(reading.discards[1], shanten=INFINITE, tiles_in=None)
    d = Decision(1, 1, 0, mine.action, its.action, mine, its)
    assert unglued(given_up(d, "en")).startswith("gave up: any win this hand")
    assert "shanten -, value" in "\n".join(decision_lines(d, ["Ann"], "en"))


def _first_line(vid: str, hand: str, drawn: str, lang: str, ascii_only: bool = True) -> str:
    v = load_variant(vid)
    g = position(v, {"E": hand}, turn="E", drawn=drawn, fresh=True)
    report = hints.compute(v, g.view(0), lang)
    return hint_lines(report, Look.make(lang, ascii_only, True))[2].plain


@pytest.mark.parametrize(
    ("lang", "ascii_only", "line"),
    [
        ("en", True, "> [8p]: shanten 2, 20 tiles in (toward Mixed Straight: 2 steps, [9s] 3)"),
        ("zh_TW", False, "> 八筒：向聽 2，進張 20（做花龍：差2步，九條差3步）"),
        ("zh_CN", False, "> 八筒：向听 2，进张 20（做花龙：差2步，九条差3步）"),
    ],
)
def test_a_pick_best_in_no_respect_names_the_plan_it_steers_for(lang: str, ascii_only: bool, line: str) -> None:
    """MCR, seen in seed 1's first hand: [9s] keeps the most tiles in, but the strong bot
    discards [8p] toward 花龍 (8 fan), a step nearer than any hand worth the minimum [9s]
    leaves. Its line had no bracket at all (7% of MCR's hint positions were so)."""
    assert _first_line("mcr", "135m134568p679s6z", "6z", lang, ascii_only) == line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "> [2s]: shanten 4, 72 tiles in (keeps [E ]: a value honour)"),
        ("zh_TW", "> [2s]：向聽 4，進張 72（留[E ]：番牌）"),
    ],
)
def test_a_pick_the_bot_measures_no_better_says_which_faster_tile_it_keeps(lang: str, line: str) -> None:
    """明將: discarding East keeps 84 tiles in, [2s] 72; the bot's measures toward its plans
    tie, and the baseline keeps the value honour (East is both winds here)."""
    assert _first_line("mingjiang", "127m2447p89p27s13z", "7z", lang) == line


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "> [2s]: shanten 4, 72 tiles in (keeps [E ]: a dragon or wind, held a little longer)"),
        ("zh_TW", "> [2s]：向聽 4，進張 72（留[E ]：三元牌、風牌多留一會）"),
    ],
)
def test_where_no_fan_pays_for_an_honour_the_hints_call_none_a_value_honour(lang: str, line: str) -> None:
    """Shaanxi pays nothing for a pung of dragons or winds (the variant's ``honour_pung_value``
    is 0), yet the hint said "keeps East: a value honour" (番牌) of the same hand as 明將's."""
    assert _first_line("shaanxi", "127m2447p89p27s13z", "7z", lang) == line


@pytest.mark.parametrize("vid", ["mingjiang", "mcr", "beijing"])
def test_each_edge_the_hints_give_is_backed_by_its_figures(vid: str) -> None:
    """Over six hands of each: wherever the strong bot's pick is the best in no respect, the
    hints say what puts it ahead of a faster discard that is listed, and the two figures shown
    agree with the word (less danger, fewer steps; more tiles, shape, copies, worth). Picks
    with no bracket at all before: 12 of 264 positions in 明將, 13 of 323 in MCR; then 3 and 0
    (with a reason every discard shared no longer shown, 25 and 36 picks need an edge); none
    now, where a tie in keep value reads "as little worth keeping as" (Beijing had 3)."""
    edges = bare = 0
    for seed in range(1, 7):
        for v, view in _positions(vid, seed):
            report = hints.compute(v, view)
            assert report is not None
            pick = next((d for d in report.discards if d.pick), None)
            if pick is None or pick.reasons:
                continue
            if pick.edge is None:
                bare += 1
                continue
            e = pick.edge
            assert e.over in {d.tile for d in report.discards if d is not pick}
            if e.why not in (Over.KEEPS, Over.EVEN):
                mine, its = float(e.mine), float(e.its)
                assert mine < its if e.why in (Over.SAFER, Over.PLAN) else mine > its, e
            edges += 1
    assert edges >= 5 and bare == 0, (edges, bare)


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "as little worth keeping as 南風"), ("zh_TW", "與南風同樣不值得留")],
)
def test_a_pick_tied_in_keep_value_says_so(lang: str, words: str) -> None:
    """Far from a plan the bot throws the tile worth least kept; where the faster tile is worth
    no more, its order decided, and the hints gave the pick no reason at all."""
    from mahjong_tui.ui.widgets.log import _edge

    edge = hints.PickEdge(Over.EVEN, K.from_code("2z"))
    assert _edge(edge, Look.make(lang, False, True)) == words


def test_a_discard_that_leaves_no_win_reads_the_same_in_the_hints_and_the_review() -> None:
    """The figures in words are chosen in one place: no win left is "-" in both (the side
    panel printed the judge's number for no win)."""
    assert hints.figures("en", INFINITE, None) == "shanten -"
    hint = hints.DiscardHint(K.from_code("5z"), INFINITE, 0)
    lines = hint_lines(hints.HintReport(2, discards=[hint]), Look.make("en", True, True))
    assert lines[-1].plain == "  [Wh]: shanten -"


def test_the_hints_ask_the_judge_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hints' advice is the strong bot's ranking's too: it does not ask the judge again."""
    from mahjong_tui.bots.strong import discard_ranking

    def asked_again(*_: object, **__: object) -> None:
        raise AssertionError("the judge was asked again")

    monkeypatch.setattr(discard_ranking, "discard_advice", asked_again)
    _first_hint_of_mingjiang_seed_5()


def test_the_one_line_summary_always_names_the_fastest() -> None:
    """At 80×24 the hints are one line naming four discards keeping the least shanten, in the
    strong bot's order; the fastest was left out where the bot ranked it fifth or later."""
    tiles = [K.from_code(c) for c in ("1m", "2m", "3m", "4m", "5m", "6m")]
    listed = [hints.DiscardHint(t, 2, 20, True) for t in tiles[:5]]
    listed.append(hints.DiscardHint(tiles[5], 2, 30, True, reasons=("speed",)))
    listed[0] = replace(listed[0], pick=True)
    line = hint_summary(hints.HintReport(2, discards=listed), Look.make("en", True, True)).plain
    assert "[6m](2/30)" in line and "[1m](2/20)" in line, line
    assert line.count("(2/") == 4, line


def test_a_pick_whose_reasons_the_fastest_discard_shares_says_what_puts_it_ahead() -> None:
    """Sichuan, seed 7's first hand: the pick [3m] is "most value", but so is [2s], which is the
    fastest too. The pick's line said only "most value", so [2s] read better in every respect
    shown; now it also says what puts [3m] ahead of [2s]."""
    first = _first_line("sichuan", "36779m3468p2458s", "8s", "en")
    assert first == f"> [3m]: shanten 4, 53 tiles in (most{NBSP}value, keeps [2s] by its neighbours)"


def test_the_safer_edge_names_the_tile_each_danger_is_of() -> None:
    """ "safer than 二條: danger 5%, 45%" left a player to guess which figure was whose; the
    other edges name the faster tile before its figure, as this one does now."""
    from mahjong_tui.ui.widgets.log import _edge

    edge = hints.PickEdge(Over.SAFER, K.from_code("2s"), "5", "45")
    assert _edge(edge, Look.make("en", False, True)) == "safer than 二條: danger 5%, 二條 45%"
    assert _edge(edge, Look.make("zh_TW", False, True)) == "比二條安全：危險度 5%，二條 45%"


def test_one_tile_in_reads_as_one() -> None:
    """A discard with one tile in had read "shanten 0, 1 tiles in"."""
    from mahjong_tui.ui.hints import figures

    assert figures("en", 0, 1) == "shanten 0, 1 tile in"
    assert figures("en", 0, 2) == "shanten 0, 2 tiles in"
    assert figures("zh_TW", 0, 1) == "向聽 0，進張 1"


@pytest.mark.parametrize(
    ("why", "plan", "mine", "words"),
    [
        (Over.PLAN, "Mixed Straight", "1", "toward Mixed Straight: 1 step, 9s 2"),
        (Over.PLAN, "Mixed Straight", "2", "toward Mixed Straight: 2 steps, 9s 3"),
        (Over.PLAN, "", "1", "toward its plan: 1 step, 9s 2"),
        (Over.PLAN_TILES, "Mixed Straight", "1", "1 tile toward Mixed Straight, 9s 2"),
        (Over.PLAN_TILES, "", "1", "1 tile toward its plan, 9s 2"),
        (Over.PLAN_TILES, "", "3", "3 tiles toward its plan, 9s 4"),
        (Over.WINS, "", "1", "1 winning tile, 9s 2"),
    ],
)
def test_a_plan_one_step_away_reads_in_the_singular(why: Over, plan: str, mine: str, words: str) -> None:
    """The edge toward a plan had read "1 steps" when the pick was one step from it, and
    "1 tiles toward" / "1 winning tiles" of one tile."""
    its = str(int(mine) + 1)
    edge = hints.PickEdge(why, K.from_code("9s"), mine, its, plan)
    look = Look.make("en", True, True)
    assert look.t(edge.key, plan=plan, mine=mine, its=its, tile=look.tile_name(edge.over)) == words


@pytest.mark.parametrize(("left", "words"), [(1, "move 9, Ann, 1 tile left"), (2, "move 9, Ann, 2 tiles left")])
def test_a_decision_with_one_tile_left_in_the_wall_says_one_tile(left: int, words: str) -> None:
    """The review had read "1 tiles left" of a decision with one tile left to draw."""
    d = Decision(1, 9, 0, Action(Act.PASS, 0), Action(Act.PASS, 0), tiles_left=left)
    assert decision_lines(d, ["Ann"], "en")[0].strip() == words


@pytest.mark.parametrize(
    ("decisions", "differing", "words"),
    [
        (1, 1, "Hand 3: 1 of your 1 decision differs from the strong bot"),
        (9, 1, "Hand 3: 1 of your 9 decisions differs from the strong bot"),
        (9, 2, "Hand 3: 2 of your 9 decisions differ from the strong bot"),
        (1, 0, "Hand 3: 0 of your 1 decision differ from the strong bot"),
    ],
)
def test_the_review_header_counts_one_decision_in_the_singular(decisions: int, differing: int, words: str) -> None:
    """The review's header had read "Hand 1: 1 of your 1 decisions differ"."""
    d = Decision(3, 9, 0, Action(Act.PASS, 0), Action(Act.PASS, 0), tiles_left=5)
    hand = HandReview(3, decisions, [d] * differing)
    assert hand_lines(hand, ["Ann"], "en")[0] == words
    assert hand_lines(hand, ["Ann"], "zh_TW")[0] == f"第 3 局：你的 {decisions} 個決定中有 {differing} 個與高手電腦不同"


@pytest.mark.parametrize("lang,figures", [("en", "(shanten/tiles in)"), ("zh_TW", "（向聽/進張）")])
def test_the_help_says_what_the_one_line_summarys_figures_are(lang: str, figures: str) -> None:
    """At 80×24 the hints read "(相)(2/0) (炮)(1/8)": two bare figures a newcomer could not place,
    and the help's t said only "shanten, waits, best discards". It says which figure is which,
    and that v shows the hints in full."""
    from mahjong_tui.ui.i18n import tr

    text = tr(lang, "help.d.hints")
    assert figures in text and "v" in text


def test_tiles_that_help_are_only_those_still_to_come() -> None:
    """While the others play, "Tiles that help" lists only kinds with a copy unseen: the first
    eight shown had included "五萬x0" (MCR), a tile that can no longer come."""
    v = load_variant("mcr")
    game = Game(v, seed=derive_seed(3, "helpful", "mcr"))
    bots = [BaselineBot(v, seed=derive_seed(3, "bot", i)) for i in range(game.n)]
    listed = 0
    while not game.over and not game.history:
        seat = game.to_act()[0]
        if seat != 0 and game.phase is Phase.TURN:
            report = hints.compute(v, game.view(0, log=0))
            assert report is not None
            assert all(w.unseen > 0 for w in report.helpful), [(K.code(w.tile), w.unseen) for w in report.helpful]
            listed += bool(report.helpful)
        game.apply(bots[seat].choose(game.bot_view(seat)))
    assert listed >= 5
