"""Writes `typedjax.scipy.fft`: the discrete cosine transforms, with dtype-precise declarations.

The declarations are `_scipy_misc.FFT` (whose docstring says the rules); `python
tools/gen/scipy_fft.py` writes `typedjax/_src/generated/scipy/fft.py` whole, and the public
module `typedjax/scipy/fft.py` that re-exports it; `--check` fails when either is out of
date (the test suite runs that).
"""

from __future__ import annotations

import sys

import _scipy  # pytype: disable=import-error  # a sibling script, not a package
from _scipy_misc import FFT, written  # pytype: disable=import-error

SCRIPT = "scipy_fft.py"
PUBLIC_DOC = '''"""Typed `jax.scipy.fft`: JAX's discrete cosine transforms, with dtype-precise declarations.

`tsp.fft.dct is jax.scipy.fft.dct`, and likewise for `dctn`, `idct` and `idctn`: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes. JAX computes
the type-II transform in at least single precision: float16 and bfloat16 give float32,
float64 stays float64, complex input stays complex (transformed part by part), and
integers and booleans give the default float. The Fourier transforms are
`typedjax.numpy.fft`.
"""
'''
"""The docstring of `typedjax.scipy.fft`."""


def main(argv: list[str] | None = None) -> int:
    """Rewrite the generated module and the public module, or `--check` that both are current."""
    return _scipy.main("fft", SCRIPT, written(FFT), PUBLIC_DOC, argv)


if __name__ == "__main__":
    sys.exit(main())
