"""The checked catalog is cached between starts, and the cache never hides a change."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from mahjong_tui.variants import cache
from mahjong_tui.variants.loader import Catalog, builtin_dir

BROKEN = 'id = "broken"\nzh = "壞"\nen = "Broken"\n[win]\nmin_fan = "six"\n'


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Path, bool]]:
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path / "cache"))
    user = tmp_path / "user"
    user.mkdir()
    (user / "broken.toml").write_text(BROKEN, encoding="utf-8")
    return [(builtin_dir(), True), (user, False)]


def _no_checking(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self, dirs):  # noqa: ANN001, ANN202
        raise AssertionError("the catalog was checked again")

    monkeypatch.setattr(Catalog, "_load", refuse)


def test_a_second_start_reads_the_cache_and_gets_the_same_catalog(folders, monkeypatch) -> None:  # noqa: ANN001
    fresh = Catalog(folders, cached=True)
    assert cache.cache_file().exists()
    _no_checking(monkeypatch)
    again = Catalog(folders, cached=True)
    assert again.ids() == fresh.ids() and "sichuan" in again.ids()
    assert again.get("mcr").cfg == fresh.get("mcr").cfg
    assert [str(e) for e in again.errors] == [str(e) for e in fresh.errors]
    assert again.errors[0].key == "win.min_fan"  # the user's broken file still says what is wrong


def test_an_edited_variant_file_is_checked_again(folders, monkeypatch) -> None:  # noqa: ANN001
    Catalog(folders, cached=True)
    user = folders[1][0]
    fixed = BROKEN.replace('"six"', "6")
    path = user / "broken.toml"
    path.write_text(fixed, encoding="utf-8")
    st = path.stat()
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000_000))
    again = Catalog(folders, cached=True)
    assert "broken" in again.ids() and not again.errors


def test_a_damaged_cache_is_ignored_and_replaced(folders) -> None:  # noqa: ANN001
    Catalog(folders, cached=True)
    cache.cache_file().write_bytes(b"not a pickle")
    again = Catalog(folders, cached=True)
    assert "mcr" in again.ids()
    assert cache.load(cache.catalog_key(folders)) is not None


def test_explicit_folders_are_not_cached_unless_asked(folders) -> None:  # noqa: ANN001
    Catalog(folders)
    assert not cache.cache_file().exists()


def test_a_cache_others_could_write_is_never_unpickled(tmp_path: Path) -> None:
    import pickle

    class Boom:
        def __reduce__(self):  # noqa: ANN204 - what a planted pickle would do on load
            return (os.system, ("false",))

    planted = tmp_path / "catalog.pickle"
    planted.write_bytes(pickle.dumps(Boom()))
    planted.chmod(0o666)  # writable by anyone: refused before pickle reads a byte
    with pytest.raises(OSError, match="not a private cache file"):
        cache.read_private_pickle(planted)
    link = tmp_path / "link.pickle"
    good = tmp_path / "good.pickle"
    good.write_bytes(pickle.dumps({"a": 1}))
    good.chmod(0o600)
    link.symlink_to(good)
    with pytest.raises(OSError):
        cache.read_private_pickle(link)  # a link is not followed
    assert cache.read_private_pickle(good) == {"a": 1}
