"""Typed `jax.scipy.cluster.vq`: `vq`, the assignment step of k-means.

`tsp.cluster.vq.vq is jax.scipy.cluster.vq.vq`; the declaration under `TYPE_CHECKING`
only tells checkers that it returns `(code, dist)`: JAX's default integer and the real
distances (complex64 observations give float32).
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_misc.py)
from typedjax._src.scipy.cluster.vq import vq as vq

__all__ = [
    "vq",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.cluster.vq import __getattr__ as __getattr__
