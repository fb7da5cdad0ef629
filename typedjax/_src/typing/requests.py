"""`dtype=` requests by the dtype they name: every spelling of one request as one alias.

Checkers have no type-level map from a string to a dtype class, so a declaration
narrows a `dtype=` request with one overload per alias below (the recipe is in
`typedjax/_src/numpy/dtype_codes.py`). Private: the functions of `typedjax.numpy`
and the methods of `typedjax.Array` read the same aliases, so a name such as
`"uint32"` means the same dtype to both.
"""

from __future__ import annotations

from typing import TypeAlias

import numpy as np

from typedjax._src.typing.dtype import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    float16,
    float32,
    float64,
    int8,
    int16,
    int32,
    int64,
    uint8,
    uint16,
    uint32,
    uint64,
)
from typedjax._src.typing.dtype_names import (
    BFloat16Code,
    BoolCode,
    Complex64Code,
    Complex128Code,
    Float16Code,
    Float32Code,
    Float64Code,
    Int8Code,
    Int16Code,
    Int32Code,
    Int64Code,
    NarrowFloatCode,
    NarrowSignedCode,
    NarrowUnsignedCode,
    UInt8Code,
    UInt16Code,
    UInt32Code,
    UInt64Code,
)
from typedjax._src.typing.like import (
    NumPyBool,
    NumPyComplexFloating,
    NumPyFloating,
    NumPySignedInteger,
    NumPyUnsignedInteger,
)

__all__: list[str] = [
    "ToBFloat16",
    "ToBool",
    "ToComplex64",
    "ToComplex128",
    "ToComplexFloating",
    "ToFloat16",
    "ToFloat32",
    "ToFloat64",
    "ToFloating",
    "ToInt8",
    "ToInt16",
    "ToInt32",
    "ToInt64",
    "ToSignedInteger",
    "ToUInt8",
    "ToUInt16",
    "ToUInt32",
    "ToUInt64",
    "ToUnsignedInteger",
]

# ---- every spelling of one request ----------------------------------------------------
# NumPy dtype objects are left out on purpose: `x.dtype` is `np.dtype[Any]`, which
# would match the first group that named one; they fall to the `DTypeLike` overload.

ToBool: TypeAlias = type[bool] | type[bool_] | type[NumPyBool] | BoolCode
"""Requests for booleans; must come before `ToInt64` (Python's bool is an int)."""
ToInt8: TypeAlias = type[int8] | type[np.int8] | Int8Code
ToInt16: TypeAlias = type[int16] | type[np.int16] | Int16Code
ToInt32: TypeAlias = type[int32] | type[np.int32] | Int32Code
ToInt64: TypeAlias = type[int] | type[int64] | type[np.int64] | Int64Code
"""Requests for the default or the 64-bit signed integer: `Array[signedinteger]` (x64 decides)."""
ToUInt8: TypeAlias = type[uint8] | type[np.uint8] | UInt8Code
ToUInt16: TypeAlias = type[uint16] | type[np.uint16] | UInt16Code
ToUInt32: TypeAlias = type[uint32] | type[np.uint32] | UInt32Code
ToUInt64: TypeAlias = type[uint64] | type[np.uint64] | UInt64Code
"""Requests for the 64-bit unsigned integer: `Array[unsignedinteger]` (x64 decides)."""
ToFloat16: TypeAlias = type[float16] | type[np.float16] | Float16Code
ToBFloat16: TypeAlias = type[bfloat16] | BFloat16Code
ToFloat32: TypeAlias = type[float32] | type[np.float32] | Float32Code
ToFloat64: TypeAlias = type[float] | type[float64] | type[np.float64] | Float64Code
"""Requests for the default or the 64-bit float: `Array[floating]` (x64 decides)."""
ToComplex64: TypeAlias = type[complex64] | type[np.complex64] | Complex64Code
ToComplex128: TypeAlias = type[complex] | type[complex128] | type[np.complex128] | Complex128Code
"""Requests for the default or the 128-bit complex: `Array[complexfloating]` (x64 decides)."""

# Whatever is left of a category once the exact groups above have had their turn
# (`np.int_`, `np.longlong`, the narrow formats by name); answered with the category.
ToSignedInteger: TypeAlias = type[NumPySignedInteger] | NarrowSignedCode
ToUnsignedInteger: TypeAlias = type[NumPyUnsignedInteger] | NarrowUnsignedCode
ToFloating: TypeAlias = type[NumPyFloating] | NarrowFloatCode
ToComplexFloating: TypeAlias = type[NumPyComplexFloating]
