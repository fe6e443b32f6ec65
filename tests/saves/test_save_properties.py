"""Property tests of the save-file boundary: whatever happens to a save file, listing, continuing
and replaying it crash nothing, every message is one line naming the file, a file that does not
read is moved aside byte for byte, and the other saves are untouched."""

from __future__ import annotations

import json
import os
import tempfile
from functools import lru_cache

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from mahjong_tui.datadir import DATA_ENV, saves_dir
from mahjong_tui.saves.store import list_saves

from .damage import NASTY, assert_handled, damage, nodes, put_raw
from .helpers import good_save

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@lru_cache(maxsize=1)
def _base() -> str:
    return json.dumps(good_save(actions=12), separators=(",", ":"))


class _Draws:
    """:func:`damage`'s choices drawn by hypothesis (so failures shrink)."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def randrange(self, stop: int) -> int:
        return self.data.draw(st.integers(0, stop - 1)) if stop > 1 else 0


def _survives(data: bytes) -> str:
    """Put ``data`` in a fresh saves folder beside a good save, and check it is coped with."""
    os.environ[DATA_ENV] = tempfile.mkdtemp(prefix="prop-", dir=_root())
    folder = saves_dir()
    folder.mkdir(parents=True)
    control = folder / "control.json"
    control.write_text(_base(), encoding="utf-8")
    path = folder / "game.json"
    path.write_bytes(data)
    became = assert_handled(path, data)
    saves, problems = list_saves()
    assert control in [s.path for s in saves] and control.read_text(encoding="utf-8") == _base()
    return became


@lru_cache(maxsize=1)
def _root() -> str:
    return tempfile.mkdtemp(prefix="mahjong-save-props-", dir=os.environ.get(DATA_ENV))


@pytest.mark.slow
@settings(SETTINGS, max_examples=600)
@given(st.data())
def test_any_damage_to_a_save_file_is_survived(data: st.DataObject) -> None:
    damaged = _base().encode()
    for _ in range(data.draw(st.integers(1, 3), label="harms")):
        damaged = damage(damaged, _Draws(data))
    event(_survives(damaged))


_TEXT = st.text(st.characters(exclude_categories=()), max_size=8)
_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False, allow_infinity=False) | _TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
    max_leaves=8,
)


@pytest.mark.slow
@settings(SETTINGS, max_examples=400)
@given(st.data())
def test_any_value_at_any_key_of_a_save_is_survived(data: st.DataObject) -> None:
    doc = json.loads(_base())
    path = data.draw(st.sampled_from(sorted(nodes(doc), key=repr)), label="where")
    raw = data.draw(_VALUES.map(json.dumps) | st.sampled_from(NASTY), label="value")
    event(_survives(put_raw(doc, path, raw).encode("utf-8", "surrogatepass")))


def test_the_listed_cases_are_among_what_is_survived() -> None:
    doc = json.loads(_base())
    for where, raw in [
        (("actions", 1, "seat"), "[0]"),
        (("actions", 1, "seat"), "Infinity"),
        (("actions", 1, "tiles"), "5"),
        (("id",), '"../../x"'),
        (("id",), '"/etc/x"'),
        (("version",), '"1"'),
        (("names",), "[" * 5000 + "]" * 5000),
    ]:
        became = _survives(put_raw(doc, where, raw).encode())
        assert became == ("resumed" if where == ("id",) else "aside"), (where, raw)
