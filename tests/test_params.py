"""Component parameters as frozen dataclasses: every component declares each parameter's type,
default, range and meaning in one place; a variant's table is checked and converted into it."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal

import pytest

from mahjong_tui.params import MAX_NUMBER, NoParams, Params, ParamsError, param
from mahjong_tui.rules.features import FEATURES
from mahjong_tui.rules.rotation import ROTATIONS
from mahjong_tui.rules.settlement import SETTLEMENTS
from mahjong_tui.scoring.params import ScoringParams
from mahjong_tui.variants import catalog, load_variant


@dataclass(frozen=True)
class Sample(Params):
    rounds: int = param(4, "rounds in a match", lo=1, hi=100)
    draw: Literal["keep", "pass"] = param("keep", "after a drawn hand")
    table: tuple[int, ...] = param([250, 750], "points", min_items=1)
    share: float = param(1.5, "a factor")
    later: int | None = param(None, "unset: follows something else")


def declared() -> list[type[Params]]:
    classes = [ScoringParams]
    for reg in (FEATURES, SETTLEMENTS, ROTATIONS):
        classes += [reg.get(name).params_class for name in reg.names()]
    return classes


def test_every_component_declares_a_frozen_dataclass_with_documented_fields() -> None:
    classes = declared()
    assert len({c for c in classes if c is not NoParams}) >= 20
    for cls in classes:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
        for name, p in cls.spec().items():
            assert p.doc, f"{cls.__name__}.{name} has no doc"
            assert p.lo <= p.hi


def test_the_spec_comes_from_the_field_types() -> None:
    spec = Sample.spec()
    assert (spec["rounds"].kind, spec["rounds"].default, spec["rounds"].lo, spec["rounds"].hi) == (int, 4, 1, 100)
    assert spec["draw"].kind == ("keep", "pass")
    assert (spec["table"].kind, spec["table"].items, spec["table"].min_items) == (list, int, 1)
    assert spec["share"].kind is float and spec["later"].kind is int and spec["later"].default is None
    assert spec["rounds"].hi < MAX_NUMBER == spec["share"].hi


def test_a_table_is_converted_with_defaults_for_the_rest() -> None:
    got = Sample.from_table({"rounds": 2, "table": [1, 2, 3]})
    assert got == Sample(rounds=2, draw="keep", table=(1, 2, 3), share=1.5, later=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        got.rounds = 3  # type: ignore[misc]
    assert Sample.from_table({}).table == (250, 750)


@pytest.mark.parametrize(
    "table, message",
    [
        ({"round": 2}, "unknown parameter 'round' (did you mean 'rounds'?)"),
        ({"rounds": "2"}, "parameter 'rounds' must be a whole number"),
        ({"rounds": 0}, "parameter 'rounds' must be from 1 to 100; got 0"),
        ({"draw": "pas"}, "parameter 'draw' must be one of keep, pass; got 'pas' (did you mean 'pass'?)"),
        ({"table": []}, "parameter 'table' needs at least 1 item"),
        ({"table": [1, "x"]}, "parameter 'table' holds 'x'"),
        ({"share": float("inf")}, "parameter 'share' must be from 0 to"),
    ],
)
def test_a_bad_table_is_refused_naming_the_key(table: dict[str, object], message: str) -> None:
    with pytest.raises(ParamsError) as got:
        Sample.from_table(table)
    assert message in str(got.value)


def test_an_undeclarable_type_is_refused_when_first_read() -> None:
    @dataclass(frozen=True)
    class Bad(Params):
        when: bytes = param(b"", "raw bytes")

    with pytest.raises(TypeError, match="Bad.when: a parameter is bool, int"):
        Bad.spec()

    @dataclass(frozen=True)
    class NoDefault(Params):
        rounds: int

    with pytest.raises(TypeError, match="NoDefault.rounds: a parameter needs a default"):
        NoDefault.spec()

    @dataclass(frozen=True)
    class OptionalWithDefault(Params):
        cap: int | None = param(3, "a cap")

    with pytest.raises(TypeError, match="declared X | None with the default None"):
        OptionalWithDefault.spec()


def test_the_variants_components_read_their_converted_params() -> None:
    sichuan = load_variant("sichuan")
    assert sichuan.scoring_params.basic and isinstance(sichuan.scoring_params.basic, tuple)
    assert type(sichuan.rotation.params).__name__ == "ByResultParams"
    mcr = load_variant("mcr")
    assert mcr.settlement.params.base == 8 and mcr.rotation.params.competition_seating in (True, False)
    for vid in catalog().ids():
        v = load_variant(vid)
        assert isinstance(v.settlement.params, v.settlement.params_class)
        assert all(isinstance(f.params, f.params_class) for f in v.features)


def test_an_unset_optional_parameter_follows_the_other() -> None:
    assert ScoringParams.from_table({"cap": 8}).limit_from is None
    v = load_variant("mingjiang")
    assert v.evaluator.limit_from == v.scoring_params.limit_from == 10


def test_the_ui_asks_the_settlement_not_its_param_names() -> None:
    haner = load_variant("haner32")
    bonus = haner.settlement.params.bonus_fans
    assert bonus and haner.settlement.flat_bonus(bonus[0]) == haner.settlement.params.bonus_points
    assert haner.settlement.flat_bonus("no_such_fan") is None
    assert load_variant("mcr").settlement.flat_bonus("any") is None
