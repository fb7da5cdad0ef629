"""Array manipulation: shapes, axes, indexing, joining, products, polynomials, functionals.

Functions that move, select or rearrange elements keep the array's dtype
(`reshape` of an `Array[float16]` is an `Array[float16]`); joining, products and
polynomials promote by JAX's table. This module re-exports the joins, products,
polynomials and functionals (`joining`, `products`, `polynomial`, `functional`,
hand-written and generated), so that `typedjax.numpy` gathers the area from its
`__all__`, and holds the aliases the declarations of the shape, axis and index
functions read. Those declarations are written by `tools/gen/numpy_manipulation.py`
into `typedjax/_src/generated/numpy/manipulation.py`. The runtime objects are JAX's
own functions (`tnp.reshape is jax.numpy.reshape`).
"""

# The private aliases are read by the generated declarations
# (typedjax/_src/generated/numpy/manipulation.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias

import numpy as np

from typedjax._src.generated.numpy.joining import (
    append,
    array_split,
    broadcast_arrays,
    choose,
    column_stack,
    concat,
    concatenate,
    dsplit,
    dstack,
    hsplit,
    hstack,
    split,
    stack,
    unstack,
    vsplit,
    vstack,
)
from typedjax._src.generated.numpy.polynomial import (
    polyadd,
    polyder,
    polydiv,
    polyint,
    polymul,
    polysub,
    polyval,
)
from typedjax._src.generated.numpy.products import (
    convolve,
    correlate,
    cross,
    dot,
    einsum,
    inner,
    kron,
    matmul,
    matvec,
    outer,
    tensordot,
    vdot,
    vecdot,
    vecmat,
)
from typedjax._src.numpy.functional import (
    apply_along_axis,
    apply_over_axes,
    frompyfunc,
    piecewise,
    vectorize,
)
from typedjax._src.numpy.joining import block, select
from typedjax._src.numpy.polynomial import poly, polyfit, roots
from typedjax._src.numpy.products import einsum_path
from typedjax._src.typing.like import NumPyBool, NumPyInteger, NumPyNumber
from typedjax.array import Array
from typedjax.typing import ArrayLike, bool_, integer, uint8

__all__: list[str] = [
    "append", "apply_along_axis", "apply_over_axes", "array_split", "block", "broadcast_arrays",
    "choose", "column_stack", "concat", "concatenate", "convolve", "correlate", "cross", "dot",
    "dsplit", "dstack", "einsum", "einsum_path", "frompyfunc", "hsplit", "hstack", "inner",
    "kron", "matmul", "matvec", "outer", "piecewise", "poly", "polyadd", "polyder", "polydiv",
    "polyfit", "polyint", "polymul", "polysub", "polyval", "roots", "select", "split", "stack",
    "tensordot", "unstack", "vdot", "vecdot", "vecmat", "vectorize", "vsplit", "vstack",
]  # fmt: skip

_Axis: TypeAlias = int | Sequence[int] | None
_StaticScalar: TypeAlias = NumPyBool | NumPyNumber | bool | int | float | complex
_PadWidth: TypeAlias = ArrayLike | Sequence[int] | Sequence[Sequence[int]]
_Index: TypeAlias = ArrayLike | slice
_Packable: TypeAlias = (
    Array[integer | bool_] | np.ndarray[Any, np.dtype[NumPyInteger | NumPyBool]]
    | NumPyInteger | NumPyBool | int
)  # fmt: skip
"""What `packbits` packs: JAX refuses inexact arrays there."""
_Unpackable: TypeAlias = Array[uint8] | np.ndarray[Any, np.dtype[np.uint8]] | np.uint8
"""What `unpackbits` unpacks: JAX accepts only uint8."""
