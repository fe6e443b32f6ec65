"""A shared table's variant, preset and options are checked as the command line checks them: a
bad one is refused in one line naming it, and no table opens."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mahjong_tui.net.hub import Hub
from mahjong_tui.net.table_saves import tables_dir

from .test_table_saves import StubConn

SEATS = ["me", "bot", "bot", "bot"]


@pytest.mark.parametrize(
    ("variant", "preset", "options", "said"),
    [
        ("mcr", None, {"flowers": "maybe"}, "option flowers: expected true or false, got 'maybe'"),
        ("mcr", None, {"flower": True}, "mcr has no option 'flower' (did you mean 'flowers'?) (options: flowers,"),
        ("mcr", None, {"mixed_kongs_value": 4}, "option mixed_kongs_value: must be one of [5, 3]; got 4"),
        ("mcr", None, {"mixed_kongs_value": 3.5}, "option mixed_kongs_value: expected a whole number, got 3.5"),
        ("mcr", None, {"mixed_kongs_value": True}, "option mixed_kongs_value: expected a whole number, got True"),
        ("mcr", None, {"flowers": [True]}, "option flowers: expected a single value, got [True]"),
        ("mcr", None, {"flowers": {"x": 1}}, "option flowers: expected a single value"),
        ("mcr", None, ["flowers"], "options: expected names and values, got ['flowers']"),
        ("mcr", None, "flowers=yes", "options: expected names and values, got 'flowers=yes'"),
        ("beijing", None, {"rounds": "many"}, "option rounds: expected a whole number, got 'many'"),
        ("beijing", None, {"rounds": 0}, "parameter 'rounds' must be from 1 to 100; got 0"),
        (
            "sichuan",
            None,
            {"self_draw_next_dealer": "nobody"},
            "option self_draw_next_dealer: must be one of winner, keep",
        ),
        ("mcr", "nosuch", {}, "mcr has no preset 'nosuch' (presets: standard)"),
        ("mcr", 7, {}, "a preset is a name, got 7"),
        ("nosuch", None, {}, "unknown variant 'nosuch' (known:"),
        (["mcr"], None, {}, "no variant given"),
    ],
)
async def test_a_bad_choice_is_refused_in_one_line_naming_it(
    variant: Any, preset: Any, options: Any, said: str
) -> None:
    hub = Hub(pace=0.0)
    ann = StubConn("ann")
    try:
        hub.handle(
            ann,
            {
                "op": "create",
                "variant": variant,
                "preset": preset,
                "options": options,  # type: ignore[arg-type]
                "seats": SEATS,
            },
        )
        assert not hub.tables and ann.table is None
        (error,) = ann.sent
        assert error["op"] == "error" and said in error["message"], error
        assert "\n" not in error["message"]
    finally:
        hub.close()


async def test_good_options_open_the_table_as_checked_and_its_save_keeps_them(tmp_path: Path) -> None:
    """Text converts as on the command line ("no" is false, "3" the number 3); the save records
    the converted values, so the table opens again with the same rules."""
    hub = Hub(pace=0.0, data=tmp_path)
    ann = StubConn("ann")
    try:
        hub.handle(
            ann,
            {
                "op": "create",
                "variant": "mcr",
                "options": {"flowers": "no", "mixed_kongs_value": "3"},  # type: ignore[arg-type]
                "seats": SEATS,
                "seed": 4,
            },
        )
        table = hub.tables["1"]
        assert table.variant.options["flowers"] is False and table.variant.options["mixed_kongs_value"] == 3
        assert [m["op"] for m in ann.sent] == ["joined"]
        (save,) = tables_dir(tmp_path).glob("*.json")
        rec = json.loads(save.read_text())
        assert rec["options"] == {"flowers": False, "mixed_kongs_value": 3} and rec["preset"] == "standard"
    finally:
        hub.close()


@pytest.mark.parametrize(
    "seats",
    [
        ["me", "robot", "bot", "bot"],
        "me",
        [["me"], "bot", "bot", "bot"],
        ["bot", "bot", "bot", "bot"],
        ["me", "me", "bot", "bot"],
        ["me", "bot:nosuch", "bot", "bot"],
    ],
)
async def test_bad_seats_are_refused(seats: Any) -> None:
    hub = Hub(pace=0.0)
    ann = StubConn("ann")
    try:
        hub.handle(ann, {"op": "create", "variant": "mcr", "seats": seats})  # type: ignore[arg-type]
        refusal = "seats: one 'me', the rest 'open', 'bot' or 'bot:LEVEL'"
        assert not hub.tables and ann.sent == [{"op": "error", "message": refusal}]
    finally:
        hub.close()
