"""Typed `jax.scipy.fft`: JAX's discrete cosine transforms, with dtype-precise declarations.

`tsp.fft.dct is jax.scipy.fft.dct`, and likewise for `dctn`, `idct` and `idctn`: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes. JAX computes
the type-II transform in at least single precision: float16 and bfloat16 give float32,
float64 stays float64, complex input stays complex (transformed part by part), and
integers and booleans give the default float. The Fourier transforms are
`typedjax.numpy.fft`.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.fft import dct as dct
from typedjax._src.scipy.fft import dctn as dctn
from typedjax._src.scipy.fft import idct as idct
from typedjax._src.scipy.fft import idctn as idctn

__all__ = [
    "dct",
    "dctn",
    "idct",
    "idctn",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.fft import __getattr__ as __getattr__
