"""Typed `jax.scipy.ndimage`: `map_coordinates`, with a dtype-precise declaration.

`tsp.ndimage.map_coordinates is jax.scipy.ndimage.map_coordinates`; the declaration
under `TYPE_CHECKING` only tells checkers that the result keeps the input's dtype, and
that `order` is 0 or 1 (the interpolation orders JAX has). Everything else of
`scipy.ndimage` is outside JAX; the `AttributeError` says where to go.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.ndimage import map_coordinates as map_coordinates

__all__ = [
    "map_coordinates",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.ndimage import __getattr__ as __getattr__
