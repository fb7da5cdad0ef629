"""Writes `typedjax.scipy.integrate`: `trapezoid`, with dtype-precise declarations.

The declarations are `_scipy_misc.INTEGRATE` (whose docstring says the rules); `python
tools/gen/scipy_integrate.py` writes `typedjax/_src/generated/scipy/integrate.py` whole, and
the public module `typedjax/scipy/integrate.py` that re-exports it; `--check` fails when
either is out of date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import INTEGRATE, written  # pytype: disable=import-error

SCRIPT = "scipy_integrate.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.integrate`: `trapezoid`, with a dtype-precise declaration.

`tsp.integrate.trapezoid is jax.scipy.integrate.trapezoid`; its declaration is
`tnp.trapezoid`'s (the same rule: `y`'s inexact dtype, integers giving the default
float, sample points promoting with `y`). Everything else of `scipy.integrate` is
outside JAX; the `AttributeError` says where to go.
"""
'''
"""The docstring of `typedjax.scipy.integrate`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("integrate", SCRIPT, written(INTEGRATE), PUBLIC_DOC, argv)


if __name__ == "__main__":
    sys.exit(main())
