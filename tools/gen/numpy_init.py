"""Writes the explicit re-exports of `typedjax/numpy/__init__.py` from the area modules.

Each area module lists its names in a literal `__all__`; the package re-exports
every one as `from typedjax.numpy._area import name as name` and lists them in a
literal `__all__`, so that every checker (mypy included, which does not follow
`__all__ += _area.__all__`) sees an explicit re-export and `from typedjax.numpy
import *` gives every name. Run `python tools/gen/numpy_init.py` after changing an
area's `__all__`; `--check` fails when the file is out of date. The generator
writes the whole file (its docstring is `DOC`), sorted and formatted by ruff.
"""

from __future__ import annotations

import sys
from pathlib import Path

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _dtype_classes  # pytype: disable=import-error  # a sibling script, not a package

PACKAGE = Path(__file__).resolve().parents[2] / "typedjax" / "numpy"
TARGET = PACKAGE / "__init__.py"
SOURCE = PACKAGE.parent / "_src" / "numpy"
AREAS = ("creation", "dtypes", "manipulation", "reductions", "ufuncs")
SCRIPT = "numpy_init.py"


DOC = '''"""Typed `jax.numpy`: the same functions as `jax.numpy`, with dtype-precise types.

`import typedjax.numpy as tnp` gives JAX's own function objects wherever
typedjax adds nothing at run time (`tnp.sin is jax.numpy.sin`); the precision
lives in declarations beside them that mypy, pyright and pytype read. The dtype
classes (`tnp.float32`, `tnp.floating`, ...) are those of `typedjax.typing`,
usable as `dtype=` arguments and as `Array[...]` parameters, and `tnp.ndarray`
is `typedjax.Array`.

Out of scope, as in JAX's NumPy scope: `numpy.random` (stateful; use
`typedjax.random` with explicit keys), `numpy.ma`, `numpy.polynomial` and
`numpy.testing`.
"""
'''
"""The docstring of `typedjax.numpy`."""


def sources() -> dict[str, list[str]]:
    """Each module the package re-exports from, with the names it re-exports."""
    found = {"typedjax.numpy": ["fft", "linalg"], **_dtype_classes.dtype_classes(numpy=True)}
    for area in AREAS:
        # An area's names: its hand-written module's, then its generated module's.
        for path in (SOURCE / f"{area}.py", _blocks.GENERATED / "numpy" / f"{area}.py"):
            if path.exists():
                found[_blocks.dotted(path)] = _blocks.literal_all(path)
    return found


def main(argv: list[str] | None = None) -> int:
    """Rewrite `typedjax/numpy/__init__.py`, or with `--check` report whether it is current."""
    target = _blocks.public_target(
        None, SCRIPT, DOC, public=TARGET, also=sources,
        getattr_from="typedjax._src.numpy.scope.numpy_getattr",
    )  # fmt: skip
    return _blocks.main_blocks([target], SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
