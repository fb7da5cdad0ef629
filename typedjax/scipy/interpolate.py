"""Typed `jax.scipy.interpolate`: `RegularGridInterpolator`, with typed declarations.

`tsp.interpolate.RegularGridInterpolator is jax.scipy.interpolate.RegularGridInterpolator`:
JAX's own class at run time (so `isinstance` and its pytree registration are JAX's); to
checkers, a declared class that types its constructor and its call. The values are
interpolated in an inexact dtype: linear interpolation of float32 values gives float64
with x64 on, nearest-neighbour keeps a float dtype and makes integers float32, complex
values stay complex, hence `Array[inexact]`. Everything else of `scipy.interpolate` is
outside JAX; the `AttributeError` says where to go.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.interpolate import RegularGridInterpolator as RegularGridInterpolator

__all__ = [
    "RegularGridInterpolator",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.interpolate import __getattr__ as __getattr__
