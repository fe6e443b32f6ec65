"""Issue 18, defect by defect: each defect the issue lists under "Why", and the test or snapshot
that shows it fixed. ``test_every_defect_names_a_test_that_exists`` reads this list and fails
when a named test is gone; the tests below are those no other module had.

Menu
- the footer showed only "s Start ? Help q Quit"
  → tests/ui/test_menu_explains.py::test_the_footer_names_the_menu_keys
- "?" showed the table's keys
  → tests/ui/test_menu_explains.py::test_help_in_the_menu_shows_the_menu_keys
- a language change dropped the focus
  → tests/ui/test_menu_explains.py::test_changing_the_language_keeps_the_focus
- the list was sorted by id
  → tests/ui/test_menu_explains.py::test_the_list_follows_the_files_order_in_the_chosen_language
- Start off screen at 80x24
  → tests/ui/test_menu_explains.py::test_start_is_on_screen_at_80x24_for_every_variant
- raw values (< dead_hand >, = True)
  → tests/ui/test_menu_explains.py::test_every_value_on_the_form_is_a_word
- raw values in help's rules
  → tests/ui/test_menu_explains.py::test_help_rules_show_option_values_as_words
- 麻將 title and English default names in 简体
  → tests/ui/test_menu_explains.py::test_title_and_default_names_in_simplified_chinese
- 繁 descriptions began lines with "，"
  → tests/ui/test_cjk_wrap.py::test_every_variant_description_breaks_before_no_closing_mark
- "4 seats" wrapped alone at 120 columns
  → tests/ui/test_issue18_defects.py::test_menu_entries_keep_the_seat_count_whole_at_120_columns
- the menu at 120x40 and 80x24
  → tests/ui/test_snapshots.py::test_menu

Quitting
- "Quit the game?" did not say the game is kept
  → tests/ui/test_menu_explains.py::test_quitting_a_game_says_the_game_is_kept
- quitting a menu game left the program
  → tests/ui/test_flow.py::test_quitting_a_game_from_the_menu_returns_there_and_continue_resumes_it
- nothing said how to resume
  → tests/ui/test_flow.py::test_quitting_a_game_from_the_command_line_says_how_to_resume_it
- continue from the menu
  → tests/ui/test_continue.py::test_a_game_is_saved_and_continued_from_the_menu

During a match
- no score sheet
  → tests/ui/test_flow.py::test_the_score_sheet_shows_every_hand_and_its_totals_add_up
- the score sheet drawn
  → tests/ui/test_flow.py::test_score_sheet_80x24
- no statistics across games
  → tests/ui/test_flow.py::test_a_menu_game_is_counted_in_the_statistics_shown_from_the_menu
- statistics kept in the data folder
  → tests/test_stats.py::test_the_file_lives_in_the_data_folder
- pace fixed during play
  → tests/ui/test_table_controls.py::test_the_pace_changes_mid_game_and_is_kept_for_the_next
- fast-forward
  → tests/ui/test_table_controls.py::test_fast_forward_skips_to_the_players_next_decision
- no auto-pass, auto-win, auto-discard
  → tests/ui/test_table_controls.py::test_the_toggles_show_while_on_and_auto_pass_leaves_no_claim_but_a_win
- no unseen-tile panel
  → tests/ui/test_table_controls.py::test_the_unseen_panel_counts_as_the_engine_and_follows_the_game
- undo in practice games
  → tests/ui/test_table_controls.py::test_undo_at_the_table_returns_to_the_same_view
- "Waiting for Bot 1…" while waiting for Enter
  → tests/ui/test_table_controls.py::test_a_bots_only_table_waits_for_enter_at_a_result_and_says_so
- "ready" offered in MCR
  → tests/ui/test_table_controls.py::test_mcr_offers_no_ready_button_and_a_bots_only_table_no_button_at_all
- a bots-only table at pace 0 raised NoMatches on closing
  → tests/ui/test_teardown.py::test_bots_only_table_closes_without_no_matches

Drawing
- own melds as text
  → tests/ui/test_table_layout.py::test_own_melds_are_big_tiles_with_the_claimed_tile_turned_and_an_arrow_at_the_giver
- the claimed-tile mark glued to the next tile
  → tests/ui/test_table_layout.py::test_other_melds_carry_an_arrow_not_a_wind_letter
- the meld's direction never explained
  → tests/ui/test_table_layout.py::test_help_explains_the_meld_marks
- the centre box mostly empty at 120x40
  → tests/ui/test_table_layout.py::test_the_square_holds_wall_round_dealer_streak_wild_and_each_seats_flowers
- rivers around the square
  → tests/ui/test_table_layout.py::test_three_and_two_seat_tables_lay_their_rivers_around_the_square
- the table at 120x40
  → tests/ui/test_snapshots.py::test_table_120x40
- "Chinese / Official" cut at 80x24
  → tests/ui/test_table_layout.py::test_the_square_shows_the_whole_variant_name_at_80x24
- headers ran into the log column, the tile count cut
  → tests/ui/test_table_layout.py::test_long_seat_headers_wrap_inside_their_column
- the footer lost after a handover or a resize
  → tests/ui/test_table_layout.py::test_the_footer_survives_a_handover_and_a_resize_from_too_small
- the footer at 80 columns lacked the newer keys
  → tests/ui/test_footer_fit.py::test_at_80x24_the_newer_keys_show_and_help_says_it_lists_the_rest
- the footer at 120 columns cut Undo and lost the sheet
  → tests/ui/test_footer_fit.py::test_at_120x40_more_keys_show_and_at_140_all_of_them
- the footer drawn at 80x24
  → tests/ui/test_snapshots.py::test_table_80x24
- refusals stacked over the hand
  → tests/ui/test_table_layout.py::test_refusals_say_why_in_one_place_each_replacing_the_last
- refusals did not say why (claims, kongs)
  → tests/test_refusals.py::test_mcr_chow_only_from_the_left_and_a_pung_needs_two
- … in other variants
  → tests/test_refusals.py::test_sichuan_void_suit_and_no_chow
- … on a turn
  → tests/test_refusals.py::test_mcr_on_a_turn
- [f8] with --ascii, stray spaces in Malaysian bonus tiles
  → tests/ui/test_table_layout.py::test_bonus_tiles_are_named_in_ascii_and_unpadded_in_cjk
- "Choose Put down 1 stakes"
  → tests/ui/test_table_layout.py::test_a_setup_choice_reads_as_its_own_words
- [Stakes 0] after choosing 2
  → tests/ui/test_table_layout.py::test_chosen_stakes_show_in_the_header_and_the_choice_reads_plainly
- Bot 1-3 from the menu, Bot 2-4 from the command line
  → tests/ui/test_table_layout.py::test_bots_have_the_same_names_from_the_menu_and_the_command_line

The command line
- `variants` cut CJK lines and lost the seats
  → tests/test_cli_variants.py::test_cjk_names_do_not_break_the_columns
- … every variant's seats
  → tests/test_cli_messages.py::test_every_variant_shows_its_id_names_and_seats
- option errors did not name the option
  → tests/test_cli_messages.py::test_an_unknown_option_is_named_with_the_known_ones
- an option's value names the option
  → tests/test_cli_edges.py::test_an_option_value_names_the_option
- no "did you mean"
  → tests/test_cli_messages.py::test_a_typo_gets_a_did_you_mean

The rules
- the rules pointed to a folder outside the repository
  → tests/test_rulebook.py::test_nothing_refers_to_the_developers_folder
- nowhere to learn 憨兒 or Wuhan
  → tests/test_rulebook.py::test_every_builtin_variant_has_a_page
- the pages generated from the variant files
  → tests/test_rulebook.py::test_generated_tables_are_current
- the pages in the in-app help
  → tests/ui/test_rule_book.py::test_rule_book_tab_shows_the_page_and_follows_its_links
- the README links them
  → tests/test_rulebook.py::test_readme_links_every_variant_page_and_the_notation

Sichuan
- no exchange of three (換三張)
  → tests/test_exchange_three.py::test_the_tiles_go_three_per_seat_in_the_dice_direction
- … picked at the table
  → tests/ui/test_exchange_pick.py

Speed (measured in benchmarks/bench_ui.py, never in a timed test: the house rule)
- the first frame and key-to-screen ratios
  → benchmarks/bench_ui.py

Acceptance walk: menu, play, score sheet, quit to the menu, continue, 憨兒 in help (the saved
games are listed by the variant's name, not its id "mcr", since this walk)
-
  → tests/ui/test_issue18_defects.py::test_a_new_player_walks_from_the_menu_to_the_rules_of_haner"""

from __future__ import annotations

import re
from pathlib import Path

from rich.cells import cell_len
from textual.widgets import MarkdownViewer, OptionList

from mahjong_tui.rulebook import page_path
from mahjong_tui.ui.app import MahjongApp
from mahjong_tui.ui.i18n import tr
from mahjong_tui.ui.screens.help import HelpScreen
from mahjong_tui.ui.screens.menu import MenuScreen
from mahjong_tui.ui.screens.saves import SavesScreen
from mahjong_tui.ui.screens.score_sheet import ScoreSheetScreen
from mahjong_tui.ui.screens.table import TableScreen
from mahjong_tui.ui.settings import Settings
from mahjong_tui.variants import catalog

from .conftest import needs_player, screen_text, wait_for_text, wait_until
from .test_play import human_move

ROOT = Path(__file__).resolve().parents[2]
REF = re.compile(r"→ (\S+?)(?:::(\w+))?$", re.M)


def test_every_defect_names_a_test_that_exists() -> None:
    refs = REF.findall(__doc__ or "")
    assert len(refs) >= 60
    for path, name in refs:
        file = ROOT / path
        assert file.exists(), path
        if name:
            assert re.search(rf"^(async )?def {name}\(", file.read_text(encoding="utf-8"), re.M), f"{path}::{name}"


async def test_menu_entries_keep_the_seat_count_whole_at_120_columns() -> None:
    """Each entry's first line is its two names; the seat count opens the next line whole (it
    ended the first line, and "4 seats" wrapped, "seats" alone, for the longest names)."""
    for lang in ("en", "zh_TW"):
        app = MahjongApp(Settings(lang=lang, variant="mcr", pace=0.0), variants=catalog())
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            ol = app.screen.query_one("#variants", OptionList)
            seats = tr(lang, "menu.seats_n", n="X").replace("X", "")
            for i in range(ol.option_count):
                ol.highlighted = i
                await pilot.pause()
                vf = catalog().get(str(ol.get_option_at_index(i).id))
                names = f"{vf.cfg.en}  {vf.cfg.zh}" if lang == "en" else f"{vf.cfg.zh}  {vf.cfg.en}"
                n = "/".join(map(str, vf.cfg.seats))
                lines = screen_text(app).splitlines()
                if cell_len(names) <= ol.scrollable_content_region.width - 2:  # (Wuhan's long names wrap)
                    assert any(names in line for line in lines), names
                entry = tr(lang, "menu.seats_n", n=n)
                assert any(line.startswith(f"▊{entry}") for line in lines), (vf.id, entry)
                entries = [line.removeprefix("▊").split("▎")[0] for line in lines if line.startswith("▊")]
                if lang == "en":  # "seats" alone on a line, its number left on the line above
                    assert not any(e.startswith(seats.strip()) for e in entries), entries


async def test_a_new_player_walks_from_the_menu_to_the_rules_of_haner() -> None:
    """The acceptance walk: start a game from the menu, play, read the score sheet, quit back to
    the menu, continue the game, quit again, and find the rules of 憨兒 in the menu's help."""
    app = MahjongApp(Settings(lang="en", variant="mcr", pace=0.0), variants=catalog())
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_until(pilot, lambda: isinstance(app.screen, MenuScreen))
        menu = app.screen
        await pilot.press("s")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        for _ in range(3):
            await human_move(pilot, app.screen)  # type: ignore[arg-type]
            await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        table = app.screen
        assert isinstance(table, TableScreen)
        events = len(table.session.game.events)  # type: ignore[attr-defined]
        await pilot.press("s")
        await wait_for_text(pilot, app, "Score sheet", "Start")
        assert isinstance(app.screen, ScoreSheetScreen)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is table)
        await pilot.press("q")
        await wait_for_text(pilot, app, "The game is kept")
        await pilot.press("y")
        await wait_until(pilot, lambda: app.screen is menu and bool(menu.query("#menu-continue")))
        await wait_until(pilot, lambda: app.focused is not None and app.focused.id == "menu-continue")
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, SavesScreen))
        saved = await wait_for_text(pilot, app, "Saved games")
        assert "Chinese Official Mahjong (MCR)  hand 1" in saved  # by name: it was "mcr  hand 1"
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, TableScreen) and needs_player(app))
        assert len(app.screen.session.game.events) == events  # type: ignore[attr-defined]
        await pilot.press("q")
        await wait_for_text(pilot, app, "The game is kept")
        await pilot.press("y")
        await wait_until(pilot, lambda: app.screen is menu)
        ol = menu.query_one("#variants", OptionList)
        ol.highlighted = next(i for i in range(ol.option_count) if ol.get_option_at_index(i).id == "haner32")
        await pilot.pause()
        assert app.settings.variant == "haner32"
        await pilot.press("question_mark")
        await wait_until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("right", "right", "right")
        text = await wait_for_text(pilot, app, "Rule book", "憨兒")
        viewer = app.screen.query_one(MarkdownViewer)
        assert viewer.navigator.location == page_path("haner32")
        assert "ready" in text.lower()  # the page's rules, not only its title
