"""A house variant (a file that ``extends`` a built-in game) is played by the bots as they play
its game: the strong bot's measured play is looked up by the game a variant comes from
(``Variant.family``), not by the house file's own id. A copy of Sichuan that changed only its
name was played by a strong bot without its Sichuan defence (no two-suit reading, no flush
price) and without the policies measured there."""

from __future__ import annotations

from pathlib import Path

from mahjong_tui.bots.strong.bot import StrongBot
from mahjong_tui.engine.game import Game
from mahjong_tui.variants import load_variant
from mahjong_tui.variants.loader import resolve
from mahjong_tui.variants.model import Variant

from .test_variants import catalog_with

HOUSE = 'id = "my_sichuan"\nextends = "sichuan"\nen = "Our Sichuan"\n'
HOUSE_OF_HOUSE = 'id = "my_sichuan_2"\nextends = "my_sichuan"\nzh = "我家四川"\n'


def _houses(tmp_path: Path) -> dict[str, Variant]:
    """The two house files as playable variants, by id."""
    cat = catalog_with(tmp_path, {"my.toml": HOUSE, "my2.toml": HOUSE_OF_HOUSE})
    assert not cat.errors
    out = {}
    for vid in ("my_sichuan", "my_sichuan_2"):
        vf = cat.get(vid)
        cfg, preset, chosen = resolve(vf, None, {})
        out[vid] = Variant(cfg, preset, chosen, vf.display_path)
    return out


def _played(variant: Variant, seed: int, moves: int = 400) -> list[dict]:
    game = Game(variant, seed=seed)
    bots = [StrongBot(variant) for _ in range(game.n)]
    out = []
    while not game.over and not game.history and len(out) < moves:
        seat = game.to_act()[0]
        action = bots[seat].choose(game.bot_view(seat, True))
        out.append(action.as_dict())
        game.apply(action)
    return out


def test_a_house_variant_knows_its_game(tmp_path: Path) -> None:
    houses = _houses(tmp_path)
    assert load_variant("sichuan").family == "sichuan"
    assert houses["my_sichuan"].family == "sichuan" and houses["my_sichuan"].id == "my_sichuan"
    assert houses["my_sichuan_2"].family == "sichuan"  # however many steps away


def test_the_strong_bot_plays_a_renamed_copy_as_its_game(tmp_path: Path) -> None:
    house = _houses(tmp_path)["my_sichuan_2"]
    base = load_variant("sichuan")
    for seed in (1, 2, 3):
        assert _played(house, seed) == _played(base, seed), seed
