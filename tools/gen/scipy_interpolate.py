"""Writes the public module `typedjax/scipy/interpolate.py`.

`RegularGridInterpolator` is declared by hand, in `typedjax/_src/scipy/interpolate.py`
(a class, not an overload ladder); this writes the public module that re-exports it and
that module's `__getattr__`. `--check` fails when it is out of date (the test suite runs
that).
"""

from __future__ import annotations

import sys

import _blocks  # pytype: disable=import-error  # a sibling script, not a package
import _scipy  # pytype: disable=import-error  # a sibling script, not a package

SCRIPT = "scipy_interpolate.py"
PRIVATE = _blocks.ROOT / "typedjax" / "_src" / "scipy" / "interpolate.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.interpolate`: `RegularGridInterpolator`, with typed declarations.

`tsp.interpolate.RegularGridInterpolator is jax.scipy.interpolate.RegularGridInterpolator`:
JAX's own class at run time (so `isinstance` and its pytree registration are JAX's); to
checkers, a declared class that types its constructor and its call. The values are
interpolated in an inexact dtype: linear interpolation of float32 values gives float64
with x64 on, nearest-neighbour keeps a float dtype and makes integers float32, complex
values stay complex, hence `Array[inexact]`. Everything else of `scipy.interpolate` is
outside JAX; the `AttributeError` says where to go.
"""
'''
"""The docstring of `typedjax.scipy.interpolate`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the public module, or `--check` that it is current."""
    public = _scipy.PUBLIC / "interpolate.py"
    target = _scipy.shell(PRIVATE, SCRIPT, PUBLIC_DOC, public=public)
    return _blocks.main_blocks([target], SCRIPT, argv)


if __name__ == "__main__":
    sys.exit(main())
