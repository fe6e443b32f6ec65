"""One registry kind for every named component: each refuses an unknown name with a close
match, refuses a second different component under one name, and every kind a variant file may
name is registered."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_tui.bots.plan_list import PLANS
from mahjong_tui.registry import Registry
from mahjong_tui.rules.conditions import CONDITIONS
from mahjong_tui.rules.features import FEATURES
from mahjong_tui.rules.rotation import ROTATIONS
from mahjong_tui.rules.settlement import SETTLEMENTS
from mahjong_tui.rules.shapes import SHAPES
from mahjong_tui.scoring.base import EVALUATORS, FAN_RULES, known_evaluators, known_rules
from mahjong_tui.variants.loader import Catalog, builtin_dir
from mahjong_tui.variants.plan_kinds import PLAN_KINDS


def test_every_component_kind_is_one_registry() -> None:
    for reg in (FEATURES, SETTLEMENTS, ROTATIONS, CONDITIONS, SHAPES, EVALUATORS, FAN_RULES, PLANS):
        assert isinstance(reg, Registry) and reg.names(), reg.what


def test_the_bots_make_every_plan_kind_of_the_one_list_and_no_other() -> None:
    assert PLANS.names() == sorted(PLAN_KINDS)
    with pytest.raises(ValueError, match="not in the list of names"):
        PLANS.register("no_such_plan")


def test_scoring_lookups_read_the_registries() -> None:
    assert known_rules() == FAN_RULES.names() and len(known_rules()) > 30
    assert known_evaluators() == EVALUATORS.names() and "fan_table" in known_evaluators()


def test_an_unknown_name_gets_a_close_match() -> None:
    assert "did you mean 'blood_battle'?" in FEATURES.unknown("blood_batle")
    assert "did you mean 'pure_flush'?" in PLANS.unknown("pure_flsh")
    with pytest.raises(KeyError, match="no settlement named 'sharez'; did you mean 'shares'"):
        SETTLEMENTS.get("sharez")


def test_a_name_takes_one_component() -> None:
    reg: Registry[int] = Registry("thing")
    reg.register("a")(1)
    reg.register("a")(1)  # the same component again (a module imported twice) is harmless
    with pytest.raises(ValueError, match="thing 'a' registered twice"):
        reg.register("a")(2)
    assert reg.find("a") == 1 and reg.find("b") is None


@pytest.mark.parametrize(
    "table, key, message",
    [
        (
            '[[fans]]\nid = "zz"\nzh = "z"\nen = "z"\nvalue = 1\nrule = "all_pung"\n',
            "fans[",
            "did you mean 'all_pungs'?",
        ),
        ('[scoring]\nevaluator = "mcr_capp"\n', "scoring.evaluator", "no evaluator named 'mcr_capp'"),
    ],
)
def test_a_variant_file_naming_an_unknown_component_is_told_the_close_one(
    tmp_path: Path, table: str, key: str, message: str
) -> None:
    user = tmp_path / "variants"
    user.mkdir()
    (user / "x.toml").write_text('id = "x"\nextends = "mcr"\n' + table, encoding="utf-8")
    cat = Catalog([(builtin_dir(), True), (user, False)], cached=False)
    assert len(cat.errors) == 1
    err = cat.errors[0]
    assert err.key.startswith(key) and message in err.message, str(err)
