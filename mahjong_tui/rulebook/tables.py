"""The generated parts of a rule-book page: the fan table and the presets and options, built
from a variant file as the loader reads it (so a value changed in the file changes the page)."""

from __future__ import annotations

import json
from typing import Any

from ..variant_schema import FanSpec, OptionSpec, VariantCfg
from ..variants.loader import VariantFile, resolve
from ..variants.model import Variant
from ..variants.value_ops import factors_only, fan_value


def cell(text: object) -> str:
    """One Markdown table cell: no line breaks, and a ``|`` that does not end the cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def literal(value: Any) -> str:
    """A value as the variant file writes it (true, 5, "east")."""
    return json.dumps(value, ensure_ascii=False)


def preset_configs(vf: VariantFile) -> dict[str, VariantCfg]:
    """The configuration each preset plays, with the options at their defaults."""
    presets = list(vf.cfg.presets) or [""]
    return {p: resolve(vf, p or None, None)[0] for p in presets}


def fans_markdown(vf: VariantFile) -> str:
    """The fan table: each fan's names, its value (one column per preset when presets differ)
    and the fans it excludes."""
    configs = preset_configs(vf)
    first = next(iter(configs.values()))
    if not first.fans:
        return "This variant has no fan table: its scoring is described below."
    variants = {p: Variant(cfg) for p, cfg in configs.items()}
    first_variant = next(iter(variants.values()))
    values = {p: {f.id: f.value for f in cfg.fans} for p, cfg in configs.items()}
    by_preset = len({tuple(sorted(v.items())) for v in values.values()}) > 1
    names = {f.id: f.en for f in first.fans}

    def head(p: str, variant: Variant) -> str:
        """Factors where every fan doubles the base (each reads ×2), else values in the unit."""
        what = "factor" if factors_only(variant) else variant.cfg.scoring.unit_en
        if by_preset:
            return f"{p} ({what})"
        return "Factor" if what == "factor" else f"Value ({what})"

    value_heads = [head(p, v) for p, v in variants.items()] if by_preset else [head("", first_variant)]
    lines = [row(["Fan", "中文", *value_heads, "Excludes"]), row(["---", "---", *["---:"] * len(value_heads), "---"])]
    for fan in first.fans:
        shown = (
            [fan_value(v, fan.id, values[p][fan.id]) if fan.id in values[p] else "–" for p, v in variants.items()]
            if by_preset
            else [fan_value(first_variant, fan.id, fan.value)]
        )
        lines.append(row([cell(fan.en), cell(fan.zh), *shown, cell(excluded(fan, names))]))
    return "\n".join(lines)


def excluded(fan: FanSpec, names: dict[str, str]) -> str:
    return ", ".join(names.get(other, other) for other in fan.excludes)


def options_markdown(vf: VariantFile) -> str:
    """The presets (what each one changes) and the house-rule options (values, default, what
    each does), as the ``--preset`` and ``--option`` flags and the menu know them."""
    cfg = vf.cfg
    parts: list[str] = []
    if cfg.presets:
        default = cfg.default_preset or next(iter(cfg.presets))
        lines = [row(["Preset", "中文", "What it is", "What it sets"]), row(["---"] * 4)]
        for pid, preset in cfg.presets.items():
            name = f"`{pid}` (default)" if pid == default else f"`{pid}`"
            sets = [f"option `{k}` = `{literal(v)}`" for k, v in preset.options.items()]
            sets += [f"`{k}` = `{literal(v)}`" for k, v in preset.overrides.items()]
            what = "; ".join(sets) or "nothing: the file as written"
            lines.append(row([name, cell(preset.zh), cell(preset.en), cell(what)]))
        parts.append("\n".join(lines))
    if cfg.options:
        lines = [row(["Option", "中文", "Values", "Default", "What it does"]), row(["---"] * 5)]
        for name, spec in cfg.options.items():
            lines.append(
                row(
                    [f"`{name}`", cell(spec.zh), cell(option_values(spec)), f"`{literal(spec.default)}`", cell(spec.en)]
                )
            )
        parts.append("\n".join(lines))
    else:
        parts.append("This variant has no house-rule options.")
    parts.append(
        "Choose them in the menu (Preset, House rules), or on the command line with "
        "`--preset NAME` and `--option NAME=VALUE` (`play`, `simulate`, `score`, `analyze`)."
    )
    return "\n\n".join(parts)


def option_values(spec: OptionSpec) -> str:
    """The values ``--option NAME=VALUE`` takes, each choice with its English label where it has
    one ("left (Previous player), any (Anyone)"): the option's own text names none of them."""
    if spec.type == "bool":
        return "true, false"
    if spec.choices:
        return ", ".join(f"{c} ({spec.labels[str(c)][0]})" if str(c) in spec.labels else str(c) for c in spec.choices)
    return "a whole number"
