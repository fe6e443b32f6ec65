"""Why a chow, pung or kong is refused (engine/refusals.py), in several variants: each reason is
the rule that decided, and only verbs with no legal action get one."""

from __future__ import annotations

from mahjong_tui import load_variant
from mahjong_tui.engine import Act, Game, Phase
from mahjong_tui.engine.view import SeatView
from mahjong_tui.rules.features.ready_concealed import ReadyConcealed
from mahjong_tui.table.actions import FeatureChoice
from mahjong_tui.tiles import kinds as K
from mahjong_tui.tiles.hand import Meld, MeldKind

from .rig import act, rigged, tiles
from .table_rig import set_position

E, S, W, N = range(4)


def refusal(g: Game, seat: int, verb: str) -> tuple[str, dict[str, object]] | None:
    """The view's reason, as its key and arguments (tile arguments as their codes)."""
    why = SeatView.of(g, seat).refusals.get(verb)
    if why is None:
        return None
    args = {k: (v.args["code"] if hasattr(v, "args") and "code" in v.args else v) for k, v in why.args.items()}
    return why.key, args


def mcr_discard(hands: dict[str, str], tile: str) -> Game:
    """MCR with E to discard ``tile`` (N holds two of them, so the discard opens claims)."""
    g = rigged(load_variant("mcr"), hands, turn="E", drawn=tile)
    act(g, "E", Act.DISCARD, tile)
    assert g.phase is Phase.CLAIM
    return g


def test_mcr_chow_only_from_the_left_and_a_pung_needs_two() -> None:
    g = mcr_discard({"S": "11m 99p", "W": "4m 6m 5m 19s", "N": "55m 19p"}, "5m")
    assert refusal(g, W, "chow") == ("refuse.chow_left", {"name": g.names[E]})
    assert refusal(g, W, "pung") == ("refuse.pung_needs_two", {"tile": "5m", "n": 1})
    assert refusal(g, S, "chow") == ("refuse.no_run", {"tile": "5m"})
    assert refusal(g, N, "pung") is None  # legal: no reason
    assert refusal(g, N, "kong") == ("refuse.kong_needs_three", {"tile": "5m", "n": 2})
    assert refusal(g, E, "pung") == ("refuse.own_discard", {})


def test_mcr_on_a_turn() -> None:
    g = rigged(load_variant("mcr"), {"E": "123m 456p 789s 11z 2z", "S": "55m"}, turn="E", drawn="9p")
    assert refusal(g, S, "pung") == ("refuse.not_your_turn", {"name": g.names[E]})
    assert refusal(g, E, "pung") == ("refuse.on_discard_only", {})
    assert refusal(g, E, "kong") == ("refuse.no_kong_tiles", {})
    g = rigged(load_variant("mcr"), {"E": "1111m 456p 789s 11z"}, turn="E", drawn="9p")
    assert refusal(g, E, "kong") is None  # four alike: the kong is legal
    assert any(a.type is Act.CONCEALED_KONG for a in g.legal_actions(E))


def test_no_chow_in_hebei() -> None:
    g = rigged(load_variant("hebei"), {"S": "46m 11p", "N": "55m"}, turn="E", drawn="5m")
    act(g, "E", Act.DISCARD, "5m")
    assert refusal(g, S, "chow") == ("refuse.no_chow", {})


def test_a_claim_the_variant_never_has_says_so_on_any_turn() -> None:
    """No chow in Hebei, no pung in xiangqi32 (its default preset): on a turn, one's own or
    another's, the key said "only on another player's discard" or "not your turn", as if the
    claim could come on a later discard."""
    g = rigged(load_variant("hebei"), {"E": "123m 456p 789s 11z 2z", "S": "55m"}, turn="E", drawn="9p")
    assert refusal(g, E, "chow") == ("refuse.no_chow", {})
    assert refusal(g, S, "chow") == ("refuse.no_chow", {})
    assert refusal(g, S, "pung") == ("refuse.not_your_turn", {"name": g.names[E]})
    chess = load_variant("xiangqi32")
    g = Game(chess, seed=3, players=2)
    seat = g.to_act()[0]
    assert g.phase is Phase.TURN
    assert refusal(g, seat, "pung") == ("refuse.no_pung", {})
    assert refusal(g, 1 - seat, "pung") == ("refuse.no_pung", {})


def test_sichuan_void_suit_and_no_chow() -> None:
    void = {w: FeatureChoice("void", "m") if w == "S" else FeatureChoice("void", "p") for w in "ESWN"}
    sichuan = load_variant("sichuan", options={"declare_void": True})
    g = rigged(sichuan, {"S": "55m 111s", "N": "55m 1s"}, turn="E", drawn="5m", setup=void)
    act(g, "E", Act.DISCARD, "5m")
    assert g.phase is Phase.CLAIM
    why = SeatView.of(g, S).refusals["pung"]
    assert why.key == "refuse.void_suit" and why.text("en").startswith("characters is your void suit")
    assert refusal(g, S, "chow") == ("refuse.void_suit", {"suit": why.args["suit"]})
    assert refusal(g, N, "pung") is None
    assert refusal(g, S, "kong") == ("refuse.void_suit", {"suit": why.args["suit"]})


def test_beijing_one_claim_a_hand() -> None:
    g = rigged(load_variant("beijing"), {"S": "46m 11p", "N": "55m"}, turn="E", drawn="5m")
    g.state.seats[S].claims_made = 1
    act(g, "E", Act.DISCARD, "5m")
    assert refusal(g, S, "chow") == ("refuse.claim_limit", {})


def test_no_kong_on_the_last_discard_in_mcr() -> None:
    g = Game(load_variant("mcr"), seed=0)
    set_position(g, {"N": "555m 19p"}, turn="E", drawn="5m", size=None, played=3)
    assert g._live() <= 0
    act(g, "E", Act.DISCARD, "5m")
    assert g.phase is Phase.CLAIM and refusal(g, N, "pung") is None
    assert refusal(g, N, "kong") == ("refuse.wall_end", {})


def test_reasons_only_for_verbs_with_no_legal_action() -> None:
    g = mcr_discard({"S": "46m 99p", "N": "55m 19p"}, "5m")
    legal_s = {a.type for a in g.legal_actions(S)}
    assert Act.CHOW in legal_s
    reasons = SeatView.of(g, S).refusals
    assert "chow" not in reasons and set(reasons) == {"discard", "pung", "kong", "ready"}
    assert reasons["ready"].key == "refuse.no_ready"  # MCR has no ready declaration at all


def test_every_reason_reads_in_three_languages() -> None:
    g = mcr_discard({"S": "11m 99p", "W": "4m 6m 5m 19s", "N": "55m 19p"}, "5m")
    why = SeatView.of(g, W).refusals["pung"]
    assert why.text("en") == "you hold 1 五萬 (5m); a pung needs two"
    assert "五萬" in why.text("zh_TW") and "五万" in why.text("zh_CN")
    assert K.code(K.from_code("5m")) in why.text("zh_CN")


def test_a_discard_waits_for_the_claims() -> None:
    g = mcr_discard({"S": "11m 99p", "W": "4m 6m 5m 19s", "N": "55m 19p"}, "5m")
    assert refusal(g, N, "discard") == ("refuse.answer_first", {})  # asked: claim or pass first
    assert refusal(g, W, "discard") == ("refuse.others_decide", {})  # not asked: the others decide
    g = rigged(load_variant("mcr"), {"E": "123m 456p 789s 11z 2z", "S": "55m"}, turn="E", drawn="9p")
    assert refusal(g, E, "discard") is None  # legal: no reason
    assert refusal(g, S, "discard") == ("refuse.not_your_turn", {"name": g.names[E]})


def test_every_reason_fits_the_prompt_line_at_80_columns() -> None:
    """ "Pung: why" stays whole beside a button on the 80-column prompt line (about 60 cells)."""
    from rich.cells import cell_len

    from mahjong_tui.messages import LANGS, entries, text

    sample = {"tile": "五萬 (5m)", "name": "Bot 2", "n": 2, "suit": "characters"}
    keys = [k for k in entries() if k.startswith("refuse.") and k != "refuse.tile"]
    assert len(keys) >= 25
    for key in keys:
        for lang in LANGS:
            line = text(lang, "table.refused", what=text(lang, "key.pung"), why=text(lang, key, **sample))
            assert cell_len(line) <= 60, line


def test_only_a_win_may_take_the_last_discard_in_mingjiang() -> None:
    """明將: the wall is empty, East's last discard 5m can be won by South; North holds two 5m,
    but the last discard is for a win only (``claims.last_discard = "win_only"``)."""
    g = Game(load_variant("mingjiang"), seed=0)
    set_position(g, {"S": "123p456p789p11z46m", "N": "55m 19p"}, turn="E", drawn="5m", size=None, played=3)
    assert g._live() <= 0
    act(g, "E", Act.DISCARD, "5m")
    assert g.phase is Phase.CLAIM
    assert any(a.type is Act.WIN for a in g.legal_actions(S))
    assert refusal(g, N, "pung") == ("refuse.last_discard_win_only", {})


def test_a_discard_kept_back_says_by_which_rule() -> None:
    """The kinds held that the turn offers no discard of, with the rule: the void suit first
    (Sichuan), a declared hand only throws what it draws (chess mahjong)."""
    void = {w: FeatureChoice("void", "m") for w in "ESWN"}
    sichuan = load_variant("sichuan", options={"declare_void": True})
    g = rigged(sichuan, {"E": "15m 234p 567p 111s 9s"}, turn="E", drawn="5p", setup=void)
    kept = SeatView.of(g, E).discard_refusals
    assert set(kept) == {K.from_code(c) for c in ("2p", "3p", "4p", "5p", "6p", "7p", "1s", "9s")}
    assert {why.key for why in kept.values()} == {"discard.void_first"}
    assert SeatView.of(g, S).discard_refusals == {}  # not S's turn
    g = rigged(load_variant("xiangqi56"), {"E": "rG rA rE bS bS bC bR"}, turn="E", drawn="bH")
    g.state.seats[E].ready = True
    kept = SeatView.of(g, E).discard_refusals
    assert set(kept) == {K.from_code(c) for c in ("rG", "rA", "rE", "bS", "bC", "bR")}  # all but the drawn bH
    assert {why.key for why in kept.values()} == {"refuse.ready"}


def test_no_ready_declaration_says_why() -> None:
    """The r key had said only "Ready is not possible now": with no discard that leaves the hand
    ready, with an exposed meld in 憨兒 (a concealed hand only), once declared already; and a
    chess hand declares with the discard right after its chow as with any other."""
    x56 = load_variant("xiangqi56")
    g = rigged(x56, {"E": "bR bH bS bG", "S": "rG rA rE rR rH bS bS"}, turn="E", drawn="bA")
    assert refusal(g, E, "ready") == ("refuse.no_ready_discard", {})
    assert refusal(g, S, "ready") == ("refuse.not_your_turn", {"name": g.names[E]})
    g = rigged(x56, {"E": "rG rA rE rR bS bG bC", "S": "rH rC bS bS bS rG bA"}, turn="E", drawn="bE")
    act(g, "E", Act.DISCARD, "rR")  # no one else claims it: S chows it from its left
    act(g, "S", Act.CHOW, "rR")
    # the discard right after a claim may declare too (C7: "when making a discard"; exposed
    # melds do not forbid it): bS bS bS rG waits on rG
    assert refusal(g, S, "ready") is None
    ready = {K.code(a.tile) for a in SeatView.of(g, S).legal if a.type is Act.DISCARD and a.ready}
    assert ready == {"rG", "bA"}
    g = rigged(x56, {"E": "rG rA rE rR bS bG bC"}, turn="E", drawn="bE")
    g.state.seats[E].ready = True
    assert refusal(g, E, "ready") == ("refuse.ready", {})
    haner = load_variant("haner32")
    g = rigged(haner, {"E": "rR rH bE bE", "S": "rC"}, turn="E", drawn="bA")
    assert refusal(g, E, "ready") is None  # concealed and ready after bA: the declaration is legal
    concealed = next(f for f in haner.features if isinstance(f, ReadyConcealed))
    assert concealed.refuse_ready(g.state, E) is None
    g.state.seats[E].melds.append(Meld(MeldKind.CHOW, tuple(tiles("rR rH rC")), source="<"))
    why = concealed.refuse_ready(g.state, E)  # what the refusals ask, and its turn_actions too
    assert why is not None and why.key == "refuse.ready_concealed"


def test_a_limit_of_one_kong_a_hand_is_said_in_the_singular() -> None:
    """A house rule of one kong a hand refused the second with "1 kongs made this hand"."""
    from types import SimpleNamespace

    from mahjong_tui.engine.refusals import _why_kong_closed

    for limit, words in [(1, "1 kong made this hand: no more"), (4, "4 kongs made this hand: no more")]:
        claims = SimpleNamespace(max_kongs=limit)
        game = SimpleNamespace(_kong_closed=lambda seat: "max_kongs", cfg=SimpleNamespace(claims=claims))
        why = _why_kong_closed(game, E)  # type: ignore[arg-type]
        assert why is not None and str(why) == words and why.text("zh_TW") == f"不能再槓：這鋪已有{limit}槓"


def test_before_play_the_keys_of_play_say_the_choices_come_first() -> None:
    """Sichuan's exchange of three asked the tiles to pass, and Enter said only "Discard is not
    possible now." (played at 100x30, 2026-11-29): before play, a discard or a claim waits for
    the choices after the deal, a seat's own first, then the others'."""
    sichuan = load_variant("sichuan", options={"exchange_three": True, "declare_void": True})
    g = Game(sichuan, seed=3)
    assert g.phase is Phase.SETUP and set(g.to_act()) == {E, S, W, N}
    assert refusal(g, S, "discard") == ("refuse.choose_first", {})
    assert refusal(g, S, "pung") == ("refuse.choose_first", {})
    assert refusal(g, S, "chow") == ("refuse.no_chow", {})  # never in Sichuan, as on any turn
    g.apply(g.legal_actions(S)[0])
    assert g.phase is Phase.SETUP and S not in g.to_act()
    assert refusal(g, S, "discard") == ("refuse.others_choose", {})
