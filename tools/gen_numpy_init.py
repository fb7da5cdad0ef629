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

import sys
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package

PACKAGE = Path(__file__).resolve().parents[1] / "typedjax" / "numpy"
TARGET = PACKAGE / "__init__.py"
SOURCE = PACKAGE.parent / "_src" / "numpy"
AREAS = ("creation", "dtypes", "manipulation", "reductions", "ufuncs")
SCRIPT = "gen_numpy_init.py"


def render() -> str:
    """The generated block, markers included, sorted by ruff."""
    sources = {"typedjax.numpy": ["fft", "linalg"]}
    for area in AREAS:
        sources[f"typedjax._src.numpy.{area}"] = _blocks.literal_all(SOURCE / f"{area}.py")
    return _blocks.reexport_block(sources, TARGET, SCRIPT)


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated block, or with `--check` report whether it is current."""
    begin = _blocks.REEXPORTS_BEGIN.format(script=SCRIPT)
    return _blocks.main(TARGET, begin, _blocks.REEXPORTS_END, render, SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
