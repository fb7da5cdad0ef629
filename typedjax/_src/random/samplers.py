"""Typed samplers: every stateless `jax.random` distribution, with the dtype JAX gives.

The run-time objects are JAX's own functions (`uniform is jax.random.uniform`);
the declarations under `TYPE_CHECKING` type them. Every sampler takes a typed
key (`KeyArray`, see `typedjax.random.key`): raw uint32 key data or a float
array is refused by the checkers.

Result dtypes, for every x64 setting:

- `dtype` omitted: the default float (`Array[floating]`: float32, or float64
  with x64); integer samplers the default int (`Array[signedinteger]`); `bits`
  the default unsigned int.
- a dtype class whose width x64 does not change (`float16`, `bfloat16`,
  `float32`, `complex64`, `int8` ... `uint32`, `bool_`): exactly that dtype.
- a 64-bit class, a Python type, a NumPy type, a string or a `numpy.dtype`:
  the category the result lies in (`float64` is float32 unless x64 is on).
- `multivariate_normal` is always `Array[floating]` (it computes in float32 at
  least); `choice` and `permutation` of an array keep its dtype, except that a
  0-d array means `arange(a)`, hence `Array[D | signedinteger]`.

The declarations are in `typedjax/_src/generated/random/samplers.py`, written by
`tools/gen/random_samplers.py`, whose tables are these rules; edit a table and run
`python tools/gen/random_samplers.py`, never the generated file. This module holds the
aliases the declarations read; their TypeVars (`_ExactT`, `_FloatT`, ..., each solving to
exactly a dtype class whose width x64 leaves alone) are
`typedjax._src.generated.typing.vocabulary`'s.
"""

# The private aliases are read by the generated declarations
# (typedjax/_src/generated/random/samplers.py), not here:
# ruff: noqa: PYI047

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeAlias

import numpy as np

from typedjax._src.typing.like import (
    NumPyComplexFloating,
    NumPyFloating,
    NumPyInteger,
    NumPySignedInteger,
    NumPyUnsignedInteger,
)
from typedjax.typing import (
    DType,
    complexfloating,
    floating,
    generic,
    inexact,
    integer,
    signedinteger,
    unsignedinteger,
)

__all__: list[str] = []  # nothing public: the helpers of the generated declarations

_FloatClass: TypeAlias = type[floating] | type[float] | type[NumPyFloating]
_FloatDType: TypeAlias = _FloatClass | str | DType
_ComplexDType: TypeAlias = type[complexfloating] | type[complex] | type[NumPyComplexFloating]
_InexactDType: TypeAlias = type[inexact] | _FloatClass | _ComplexDType | str | DType
_SignedDType: TypeAlias = type[signedinteger] | type[int] | type[NumPySignedInteger]
_UnsignedDType: TypeAlias = type[unsignedinteger] | type[NumPyUnsignedInteger]
_IntegerDType: TypeAlias = (
    type[integer] | _SignedDType | _UnsignedDType | type[NumPyInteger] | str | DType
)
_AnyDType: TypeAlias = (
    type[generic] | type[bool] | type[int] | type[float] | type[complex] | type[np.generic]
    | str | DType
)  # fmt: skip
_SamplingMethod: TypeAlias = Literal["exact", "approximate"]
"""`method=` of the rejection samplers (JAX 0.11.1 and newer): JAX refuses any other string."""
if TYPE_CHECKING:
    # Structural stand-ins for jax.sharding's classes, which pyright reads as Unknown
    # (imported for checkers only: `import typedjax` must not import typedjax.numpy).
    from typedjax._src.numpy.dtype_codes import OutSharding

    _Sharding: TypeAlias = OutSharding
