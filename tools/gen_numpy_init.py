"""Writes the explicit re-exports of `typedjax/numpy/__init__.py` from the area modules.

Each area module lists its names in a literal `__all__`; the package re-exports
every one as `from typedjax.numpy._area import name as name` and lists them in a
literal `__all__`, so that every checker (mypy included, which does not follow
`__all__ += _area.__all__`) sees an explicit re-export and `from typedjax.numpy
import *` gives every name. Run `python tools/gen_numpy_init.py` after changing an
area's `__all__`; `--check` fails when the file is out of date. The block is
passed through `ruff check --fix --select I,RUF022` so that it is sorted as the
project's lint wants it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package

PACKAGE = Path(__file__).resolve().parents[1] / "typedjax" / "numpy"
TARGET = PACKAGE / "__init__.py"
AREAS = ("_creation", "_dtypes", "_manipulation", "_reductions", "_ufuncs")
BEGIN = "# BEGIN GENERATED RE-EXPORTS (tools/gen_numpy_init.py)\n"
END = "# END GENERATED RE-EXPORTS\n"


def area_names(area: str) -> list[str]:
    """The literal `__all__` of `typedjax/numpy/<area>.py`."""
    tree = ast.parse((PACKAGE / f"{area}.py").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign):
            targets: list[ast.expr] = [node.target]
            value = node.value
        elif isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        else:
            continue
        named = [t for t in targets if isinstance(t, ast.Name) and t.id == "__all__"]
        if named and isinstance(value, ast.List | ast.Tuple):
            names = [e.value for e in value.elts if isinstance(e, ast.Constant)]
            return [n for n in names if isinstance(n, str)]
    raise SystemExit(f"typedjax/numpy/{area}.py has no literal __all__")


def render() -> str:
    """The generated block, markers included, sorted by ruff."""
    lines = [BEGIN.rstrip("\n")]
    exported = ["fft", "linalg"]
    for area in AREAS:
        for name in area_names(area):
            lines.append(f"from typedjax.numpy.{area} import {name} as {name}")
            exported.append(name)
    duplicates = sorted({n for n in exported if exported.count(n) > 1})
    if duplicates:
        raise SystemExit(f"names exported by two areas: {duplicates}")
    lines.append("")
    lines.append("__all__ = [")
    lines.extend(f'    "{name}",' for name in exported)
    lines.append("]")
    lines.append(END.rstrip("\n"))
    return _ruff_sorted("\n".join(lines) + "\n")


def _ruff_sorted(text: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--fix", "--select", "I,RUF022",
         "--stdin-filename", str(TARGET), "--quiet", "-"],
        input=text, capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode not in (0, 1) or not done.stdout:
        raise SystemExit(f"ruff failed on the generated block: {done.stderr}")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated block, or with `--check` report whether it is current."""
    return _blocks.main(TARGET, BEGIN, END, render, "gen_numpy_init.py", argv)


if __name__ == "__main__":
    sys.exit(main())
