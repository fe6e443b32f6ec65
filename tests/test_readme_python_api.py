"""The README's Python API example runs as written, and each line it prints begins as the
comment beside it says: it called ``Verdict.explanation()`` after that method was removed."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_the_readme_python_example_runs_and_prints_what_it_says() -> None:
    section = README.read_text(encoding="utf-8").split("\n## Python API\n")[1].split("\n## ")[0]
    code = section.split("```python\n")[1].split("```")[0]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, str(README), "exec"), {})  # the README's own example, as a reader runs it
    prints = re.findall(r"^print\(.*$", code, flags=re.M)
    printed = out.getvalue().splitlines()
    assert len(printed) == len(prints)  # one line each
    said = [
        (line, statement.split("  # ")[1])
        for line, statement in zip(printed, prints, strict=True)
        if "  # " in statement
    ]
    assert len(said) >= 3
    for line, comment in said:
        assert line.startswith(comment.split("...")[0].strip()), (line, comment)
