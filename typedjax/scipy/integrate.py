"""Typed `jax.scipy.integrate`: `trapezoid`, with a dtype-precise declaration.

`tsp.integrate.trapezoid is jax.scipy.integrate.trapezoid`; its declaration is
`tnp.trapezoid`'s (the same rule: `y`'s inexact dtype, integers giving the default
float, sample points promoting with `y`). Everything else of `scipy.integrate` is
outside JAX; the `AttributeError` says where to go.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.integrate import trapezoid as trapezoid

__all__ = [
    "trapezoid",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.integrate import __getattr__ as __getattr__
