"""Typed `jax.scipy.sparse.linalg`: the Krylov solvers `cg`, `gmres` and `bicgstab`.

`tsp.sparse.linalg.cg is jax.scipy.sparse.linalg.cg`, and likewise for the others:
the declarations under `TYPE_CHECKING` only tell checkers what JAX computes. The
solution keeps the pytree type of `b` (`cg(A, b)` with `b: dict[str, Array[float32]]`
gives a `dict[str, Array[float32]]`); NumPy arrays and scalars in `b` come back as
JAX arrays. `A` (and the preconditioner `M`) is a matrix or a linear function of such
a pytree.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.sparse.linalg import bicgstab as bicgstab
from typedjax._src.scipy.sparse.linalg import cg as cg
from typedjax._src.scipy.sparse.linalg import gmres as gmres

__all__ = [
    "bicgstab",
    "cg",
    "gmres",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.sparse.linalg import __getattr__ as __getattr__
