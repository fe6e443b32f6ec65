"""End of a hand (the win, its fans, the payments) and end of the match (the standings)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ...engine.view import SeatView
from ...play.contract import HandLine, MatchSummary
from ...scoring.base import joker_faces
from ...table.records import HandResult, WinRecord
from ...tiles import kinds as K
from ...tiles.hand import Hand, MeldKind
from ...tiles.kinds import Tile
from ...variants.model import Variant
from ...variants.value_ops import fan_value
from ..cjk_wrap import NBSP, Wrapped, whole
from ..fan_values import fan_names, fan_table, total_label, total_row
from ..i18n import formula, message, payer_payee, payment_reason
from ..look import Look
from ..tiles import back, joker_as, meld_row, small_row, small_tile
from ..widgets.scoreboard import final_table, running_score
from ..widgets.seat import aside_text, melds_parts
from .base import TooSmall, localize_bindings, screen_footer
from .help import HelpScreen
from .review import ReviewLines, ReviewScreen

ENTRY_INDENT = 2
"""A payment's or a revealed hand's later lines start this far in, so each reads as one entry
(at 80×24 a formula's rest began at the margin, as the next payer's line does)."""


def tiles_text(tiles: Sequence[Tile], faces: list[Tile], look: Look) -> Text:
    """``tiles`` sorted in small tiles, a space apart, each one piece for :class:`Wrapped`; where
    ``faces`` says what every joker among them stood for (:func:`~mahjong_tui.scoring.base.joker_faces`),
    the jokers come last, each drawn as a meld's joker is (飛=三筒); a bare 飛 where it does not."""
    p = look.palette
    shown = sorted(faces) if faces and len(faces) == list(tiles).count(K.JOKER) else []
    natural = [
        whole(small_tile(t, p, look.ascii, look.lang)) for t in sorted(t for t in tiles if t != K.JOKER or not shown)
    ]
    return Text(" ").join(natural + [whole(joker_as(face, p, look.ascii, look.lang)) for face in shown])


def seat_joker_faces(view: SeatView, seat: int) -> list[Tile]:
    """What each joker among ``seat``'s revealed concealed tiles (the winning tile with them)
    stood for in the win judged, as the result's own hand shows them; none for a seat that did not win."""
    wins = [w for w in view.result.wins if w.seat == seat] if view.result is not None else []
    if not wins:
        return []
    faces, win_face = joker_faces(wins[-1].hand, wins[-1].score)
    return faces + [win_face] if win_face is not None else faces


def hand_text(hand: Hand, look: Look, jokers: tuple[list[Tile], Tile | None] = ([], None)) -> Text:
    """``concealed [meld] [meld] + win / bonus`` in small tiles, for :class:`Wrapped`: a line
    breaks only between tiles and melds, never inside a meld nor between ``+`` and the winning
    tile (at 80 columns "+" had ended one line and 二萬 begun the next). ``jokers``: what the
    concealed jokers and a winning joker stood for (:func:`~mahjong_tui.scoring.base.joker_faces`),
    each drawn as a meld's joker is (飛=三筒); a bare 飛 where none is given."""
    p = look.palette
    faces, win_face = jokers
    out = tiles_text(hand.concealed, faces, look)
    for m in hand.melds:
        if m.kind is MeldKind.ASIDE:
            continue  # under their label, after the melds
        out.append("  ")
        if m.kind is MeldKind.CONCEALED_KONG:
            meld = back(p, look.ascii, wide=True)
            meld.append_text(small_row(list(m.physical()[1:-1]), p, look.ascii, look.lang, sep=""))
            meld.append_text(back(p, look.ascii, wide=True))
        else:
            meld = meld_row(m.tiles, m.jokers, p, look.ascii, look.lang)
        out.append_text(whole(meld))
    aside = [t for m in hand.melds if m.kind is MeldKind.ASIDE for t in m.physical()]
    if aside:
        out.append("  ")
        out.append_text(whole(aside_text(aside, look)))
    if hand.win_tile is not None:
        out.append("  ")
        won = (
            joker_as(win_face, p, look.ascii, look.lang, ("latest",))
            if win_face is not None
            else small_tile(hand.win_tile, p, look.ascii, look.lang, ("latest",))
        )
        out.append_text(whole(Text("+" + NBSP) + won))
    if hand.bonus:
        out.append("  ")
        # apart: side by side the bonus tiles' ivory grounds would merge (女頭女頭)
        bonus = sorted(hand.bonus)
        out.append_text(whole(Text("/" + NBSP) + small_tile(bonus[0], p, look.ascii, look.lang)))
        if bonus[1:]:
            out.append(" ")
            out.append_text(tiles_text(bonus[1:], [], look))
    return out


def win_block(w: WinRecord, view: SeatView, variant: Variant, look: Look) -> RenderableType:
    names = [s.name for s in view.seats]
    other = names[w.discarder] if w.discarder is not None else ""
    key = {"self_draw": "result.self_draw", "rob_kong": "result.rob"}.get(w.how, "result.discard")
    head = Text(look.t(key, name=names[w.seat], other=other), "bold")
    table = fan_table(look.lang, variant)
    settlement = variant.settlement
    for f in w.score.fans:
        value = fan_value(variant, f.id, f.value, f.count)
        flat = settlement.flat_bonus(f.id)  # 憨兒's +125 items: no 台, flat points instead
        if flat is not None and not f.value:
            value = f"+{flat * f.count}"
        table.add_row(*fan_names(look.lang, f.en, f.zh), value)
    total_row(table, Text(total_label(look.lang, variant), "bold"), Text(str(w.score.total), "bold"))
    drawn = hand_text(w.hand, look, joker_faces(w.hand, w.score))  # what each 飛 stood for in the win judged
    parts: list[RenderableType] = [head, Wrapped(drawn), Text(""), table]
    steps = variant.evaluator.explain(w.score)
    if steps:
        parts.append(Text(look.t("result.value_steps", how=formula(look.lang, steps)), look.palette.get("dim") or ""))
    parts.append(Text(""))
    return Group(*parts)


def seats_table(view: SeatView, result: HandResult, look: Look) -> Table:
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False)
    table.add_column(look.t("result.seat"), no_wrap=True)
    table.add_column(look.t("match.player"), no_wrap=True)
    table.add_column(look.t("result.delta"), justify="right", no_wrap=True)
    table.add_column(look.t("result.score"), justify="right", no_wrap=True)
    for s in view.seats:
        delta = result.deltas[s.seat] if s.seat < len(result.deltas) else 0
        style = look.palette.get("won") if delta > 0 else None
        table.add_row(
            look.wind(s.wind, short=True), s.name, Text(f"{delta:+d}", style=style or "", justify="right"), str(s.score)
        )
    return table


def payments_text(view: SeatView, result: HandResult, look: Look) -> Text:
    """Every payment of the hand, each with its rule and how it is reached, in the order the
    settlement booked them: the score sheet's and the log's order (憨兒's ready deposits, then the
    win, then the pot), so the screens are added up alike."""
    names = [s.name for s in view.seats]
    out = Text()
    for p in result.payments:
        sides = payer_payee(look.lang, names.__getitem__, p.payer, p.payee)
        out.append(look.t("result.pays", **sides, amount=p.amount))
        why = payment_reason(look.lang, p.reason)
        if p.how and (len(p.how) > 1 or p.how[0].label):
            why += look.t("label.colon") + formula(look.lang, p.how)
        out.append("  " + look.t("hint.why", why=why).strip() + "\n", look.palette.get("dim"))  # （胡牌：…）
    return out


def hands_text(view: SeatView, look: Look) -> Text:
    """Every hand as the end of the hand reveals it: concealed tiles, then the melds, each meld
    one piece for :class:`Wrapped` (a line had broken inside one: "三筒三筒三" / "筒▸")."""
    out = Text()
    for s in view.seats:
        out.append(f"{look.wind(s.wind, short=True)} {s.name}" + look.t("label.colon"))
        if s.hand is not None:  # a winner's jokers as the win was judged, as in the winner's own hand above
            out.append_text(tiles_text(s.hand, seat_joker_faces(view, s.seat), look))
        for part in melds_parts(s, view, look):  # the melds, then the tiles laid aside under their label
            out.append("  ")
            out.append_text(whole(part))
        out.append("\n")
    return out


class ResultScreen(ModalScreen[None]):
    BINDINGS = [
        Binding("enter,space", "next", "key.next"),
        Binding("r", "review", "key.review"),
        Binding("s", "score_sheet", "key.sheet"),
        Binding("question_mark", "help", "key.help", key_display="?"),
        Binding("q", "quit_game", "key.quit"),
    ]

    def __init__(
        self,
        view: SeatView,
        variant: Variant,
        look: Look,
        last: bool,
        review: ReviewLines | None = None,
        score_sheet: Callable[[], None] | None = None,
    ) -> None:
        """``review``: the hand's review from the replay log (the r key), where there is one;
        ``score_sheet``: opens the match's score sheet over this screen (the s key, the table's
        own), so the running totals can be read before the next hand."""
        super().__init__(id="result")
        self.review = review
        self.score_sheet = score_sheet
        assert view.result is not None
        self.view = view
        self.result: HandResult = view.result
        self.variant = variant
        self.look = look
        self.last = last
        localize_bindings(self, look.lang)

    def compose(self) -> ComposeResult:
        look, r, v = self.look, self.result, self.view
        with Vertical(id="result-box"):
            yield Static(look.t("result.title", n=r.hand_no), id="result-title", markup=False)
            with VerticalScroll(id="result-body"):
                for w in r.wins:
                    yield Static(win_block(w, v, self.variant, look), classes="win")
                for w in r.false_wins:
                    why = message(look.lang, w.score.reason_msg) if w.score.reason_msg else (w.score.reason or "")
                    yield Static(Text(look.t("result.false_win", name=v.seats[w.seat].name, why=why), "bold"))
                why = message(look.lang, r.reason) if r.reason else look.t("result.draw_default")
                if not r.wins and not r.false_wins:
                    yield Static(Text(look.t("result.draw", why=why), "bold"), id="draw-reason")
                elif r.exhaustive:  # a blood battle's wins, then the wall ran out: the draw settlement
                    yield Static(Text(look.t("result.ended", why=why), "bold"), id="end-reason")
                yield Static(seats_table(v, r, look), id="result-seats")
                if r.payments:
                    yield Static(Text(look.t("result.payments"), "bold"))
                    yield Static(Wrapped(payments_text(v, r, look), ENTRY_INDENT), id="result-payments")
                yield Static(Text(look.t("result.hands"), "bold"))
                yield Static(Wrapped(hands_text(v, look), ENTRY_INDENT), id="result-hands")
            if self.review is not None:
                yield Static(look.t("result.review"), id="result-review", markup=False)
            yield Static(look.t("result.to_end" if self.last else "result.next"), id="result-next", markup=False)
        yield screen_footer()
        yield TooSmall(look.lang)

    def on_mount(self) -> None:
        # The result tells the hand whole: a notice of its news (a blood battle's wins, at a fast
        # pace several at once) or of a toggle would stand over it for seconds. After the
        # messages already on their way, so a notice posted just before goes too.
        self.app.call_later(self.app.clear_notifications)

    def action_next(self) -> None:
        self.dismiss(None)

    def action_review(self) -> None:
        if self.review is not None:
            title = self.look.t("review.title", n=self.result.hand_no)
            self.app.push_screen(ReviewScreen(title, self.review, self.look))

    def action_score_sheet(self) -> None:
        if self.score_sheet is not None:
            self.score_sheet()

    def action_help(self) -> None:
        """The variant's help at its Fans tab, the rule book a tab away: each fan the result
        names can be looked up before the next hand."""
        self.app.push_screen(HelpScreen(self.variant, self.look.lang, tab="help-fans"))

    def action_quit_game(self) -> None:
        """As at the table: the same question, the game kept."""
        self.app.action_confirm_quit()  # type: ignore[attr-defined]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "review":
            return self.review is not None
        return self.score_sheet is not None if action == "score_sheet" else True


class MatchEndScreen(Screen[bool]):
    """Standings and the hand-by-hand settlement. Dismisses True to return to the menu."""

    BINDINGS = [
        Binding("enter,space", "menu", "key.back"),
        Binding("enter,space", "leave", "key.quit"),  # where there is no menu to go back to
        Binding("q", "quit", "key.quit"),
    ]

    def __init__(
        self,
        names: list[str],
        scores: list[int],
        history: list[HandResult],
        reason: str,
        look: Look,
        facts: Mapping[str, object] | None = None,
        lines: Sequence[HandLine] = (),
        menu: bool = True,
    ) -> None:
        """``names`` and ``scores`` are by player (seats move between rounds under competition
        seating, so seat names would pair scores with the wrong people). ``facts``: the rotation's
        scoreboard (``SeatView.match_facts``): its ranking, the return and the final settlement
        replace the plain standings when there are any. ``lines``: the score sheet's hands (by
        player), which the hand-by-hand table shows when given, else ``history``'s seat deltas.
        ``menu``: whether Enter goes back to a menu (a game started from the command line has
        none: Enter quits, and the screen says so)."""
        super().__init__(id="match-end")
        self.names = names
        self.scores = scores
        self.history = history
        self.reason = reason
        self.look = look
        self.facts = dict(facts or {})
        self.lines = list(lines)
        self.menu = menu
        localize_bindings(self, look.lang)

    @classmethod
    def of(cls, summary: MatchSummary, reason: str, look: Look, menu: bool = True) -> MatchEndScreen:
        """The screen for a session's summary: names, scores and hands all by player."""
        names, scores = summary.player_names(), summary.scores
        return cls(names, scores, summary.history, reason, look, summary.facts, summary.lines, menu)

    def standings(self) -> Table:
        look = self.look
        table = Table(box=None, padding=(0, 3, 0, 0), show_edge=False)
        table.add_column(look.t("match.rank"), justify="right")
        table.add_column(look.t("match.player"))
        table.add_column(look.t("match.final"), justify="right")
        order = sorted(range(len(self.names)), key=lambda i: -self.scores[i])
        rank = 0
        for pos, i in enumerate(order):
            if pos == 0 or self.scores[i] != self.scores[order[pos - 1]]:
                rank = pos + 1
            table.add_row(str(rank), self.names[i], running_score(self.scores[i], self.facts))
        return table

    def by_hand(self) -> Table:
        look = self.look
        table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False)
        table.add_column(look.t("match.hand"), justify="right")
        for name in self.names:
            table.add_column(name, justify="right")
        if self.lines:
            for line in self.lines:
                table.add_row(str(line.hand_no), *[f"{d:+d}" for d in line.deltas])
        else:
            for r in self.history:
                table.add_row(str(r.hand_no), *[f"{d:+d}" for d in (r.deltas or [0] * len(self.names))])
        totals = [Text(running_score(s, self.facts), "bold") for s in self.scores]
        table.add_row(Text(look.t("result.total"), "bold"), *totals)
        return table

    def compose(self) -> ComposeResult:
        look = self.look
        with Vertical(id="match-box"):
            yield Static(look.t("match.title"), id="match-title", markup=False)
            with VerticalScroll():
                board = final_table(self.facts, self.names, self.scores, look)
                yield Static(board if board is not None else self.standings(), id="standings")
                start, ret = self.facts.get("start_points"), self.facts.get("return_points")
                if "final" in self.facts and isinstance(ret, int):
                    yield Static(look.t("match.start_return", start=start, ret=ret), id="settle-rule", markup=False)
                if self.reason:
                    yield Static(look.t("match.reason", why=self.reason), markup=False)
                yield Static(Text("\n" + look.t("match.by_hand"), "bold"))
                yield Static(self.by_hand(), id="by-hand")
            yield Static(look.t("match.back" if self.menu else "match.back_quit"), markup=False)
        yield screen_footer()
        yield TooSmall(look.lang)

    def action_menu(self) -> None:
        self.dismiss(True)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter goes back to the menu where there is one, else it quits (``leave``)."""
        if action in ("menu", "leave"):
            return self.menu == (action == "menu")
        return True

    def action_quit(self) -> None:
        self.dismiss(False)

    def action_leave(self) -> None:
        self.action_quit()
