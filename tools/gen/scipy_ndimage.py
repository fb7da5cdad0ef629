"""Writes `typedjax.scipy.ndimage`: `map_coordinates`, with dtype-precise declarations.

The declarations are `_scipy_misc.NDIMAGE` (whose docstring says the rules); `python
tools/gen/scipy_ndimage.py` writes `typedjax/_src/generated/scipy/ndimage.py` whole, and the
public module `typedjax/scipy/ndimage.py` that re-exports it; `--check` fails when either is
out of date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import NDIMAGE, written  # pytype: disable=import-error

SCRIPT = "scipy_ndimage.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.ndimage`: `map_coordinates`, with a dtype-precise declaration.

`tsp.ndimage.map_coordinates is jax.scipy.ndimage.map_coordinates`; the declaration
under `TYPE_CHECKING` only tells checkers that the result keeps the input's dtype, and
that `order` is 0 or 1 (the interpolation orders JAX has). Everything else of
`scipy.ndimage` is outside JAX; the `AttributeError` says where to go.
"""
'''
"""The docstring of `typedjax.scipy.ndimage`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("ndimage", SCRIPT, written(NDIMAGE), PUBLIC_DOC, argv)


if __name__ == "__main__":
    sys.exit(main())
