"""Products of arrays: `matmul`, `dot`, `einsum`, `tensordot`, `convolve`, and the rest.

The operands' dtypes promote by JAX's table, as for `Array.__matmul__`: two
arrays of one dtype keep it (`bool @ bool` is `bool`), Python scalars are weak,
and a `preferred_element_type=` request decides the result. `convolve` and
`correlate` also make integer and boolean results inexact. The runtime objects
are JAX's own functions. The overloads between the markers are written by
`tools/gen_numpy_manipulation.py`.

This module also holds the constrained TypeVars the manipulation modules share.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal
from types import EllipsisType
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, overload

import numpy as np
from jax.lax import PrecisionLike

from typedjax._src.numpy.dtype_codes import (
    ComplexT,
    GenericT,
    InexactT,
    NumberT,
    OutSharding,
    SameNarrowT,
    SameT,
    ToBFloat16,
    ToBool,
    ToComplex64,
    ToComplex128,
    ToComplexFloating,
    ToFloat16,
    ToFloat32,
    ToFloat64,
    ToFloating,
    ToInt8,
    ToInt16,
    ToInt32,
    ToInt64,
    ToSignedInteger,
    ToUInt8,
    ToUInt16,
    ToUInt32,
    ToUInt64,
    ToUnsignedInteger,
)
from typedjax._src.typing.like import NumPyBool, NumPyNumber
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    DTypeLike,
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float4_e2m1fn,
    float6_e2m3fn,
    float6_e3m2fn,
    float8_e3m4,
    float8_e4m3,
    float8_e4m3b11fnuz,
    float8_e4m3fn,
    float8_e4m3fnuz,
    float8_e5m2,
    float8_e5m2fnuz,
    float8_e8m0fnu,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int1,
    int2,
    int4,
    int8,
    int16,
    int32,
    int64,
    integer,
    number,
    signedinteger,
    uint1,
    uint2,
    uint4,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)

__all__: list[str] = [
    "convolve", "correlate", "cross", "dot", "einsum", "einsum_path", "inner", "kron",
    "matmul", "matvec", "outer", "tensordot", "vdot", "vecdot", "vecmat",
]  # fmt: skip

# Constrained TypeVars solve to exactly one dtype: operands of one dtype keep it, and
# two different dtypes never merge into a union (which would hide a promotion).
SameNumberT = TypeVar(
    "SameNumberT",
    float32, int32, float64, int64, float16, bfloat16, complex64, complex128, uint8, uint32,
    int8, int16, uint16, uint64,
)  # fmt: skip
"""One numeric dtype (booleans excluded: a weak int makes them int); the narrow formats are
`SameNarrowT`, as for `SameT`."""
SameInexactT = TypeVar(
    "SameInexactT",
    float32, float64, float16, bfloat16, complex64, complex128, float8_e4m3fn, float8_e5m2,
    float8_e4m3, float8_e3m4, float8_e4m3fnuz, float8_e5m2fnuz, float8_e4m3b11fnuz,
    float8_e8m0fnu, float4_e2m1fn, float6_e2m3fn, float6_e3m2fn,
)  # fmt: skip
"""One floating or complex dtype."""
SameComplexT = TypeVar("SameComplexT", complex64, complex128)
"""One complex dtype."""
SameIntegerT = TypeVar(
    "SameIntegerT",
    int32, int64, uint8, uint32, int8, int16, uint16, uint64, int4, uint4, int1, int2, uint1,
    uint2,
)  # fmt: skip
"""One integer dtype."""


class EinsumPathInfo(Protocol):
    """The printable description of a contraction path (opt_einsum's `PathInfo`).

    `str(info)` is the report NumPy's `einsum_path` prints.
    """

    eq: str
    input_subscripts: str
    output_subscript: str
    path: list[tuple[int, ...]]
    naive_cost: Decimal
    opt_cost: Decimal
    speedup: Decimal
    largest_intermediate: Decimal
    scale_list: Sequence[int]
    size_list: Sequence[int]
    size_dict: dict[str, int]
    shapes: list[tuple[int, ...]]


if TYPE_CHECKING:
    # BEGIN GENERATED (tools/gen_numpy_manipulation.py)
    @overload
    def matmul(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def matmul(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def matmul(
        a: Array[SameT],
        b: Array[SameT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def matmul(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def matmul(
        a: Array[GenericT],
        b: Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        a: Array[bool_],
        b: Array[GenericT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        a: Array[integer],
        b: Array[integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer | floating]: ...
    @overload
    def matmul(
        a: Array[integer],
        b: Array[floating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        a: Array[integer],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        a: Array[floating],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        a: Array[complexfloating],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[inexact]: ...
    @overload
    def matmul(
        a: Array[number],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def matmul(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Matrix product with NumPy's broadcasting; the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.matmul.html
        """
        ...

    @overload
    def dot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def dot(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def dot(
        a: Array[SameT],
        b: Array[SameT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def dot(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def dot(
        a: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def dot(
        a: Array[GenericT],
        b: bool | Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def dot(
        a: bool | Array[bool_],
        b: Array[GenericT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def dot(
        a: Array[NumberT],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[NumberT]: ...
    @overload
    def dot(
        a: int,
        b: Array[NumberT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[NumberT]: ...
    @overload
    def dot(
        a: Array[bool_],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: int,
        b: Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: Array[generic],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def dot(
        a: int,
        b: Array[generic],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def dot(
        a: Array[InexactT],
        b: float,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[InexactT]: ...
    @overload
    def dot(
        a: float,
        b: Array[InexactT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[InexactT]: ...
    @overload
    def dot(
        a: Array[floating | integer | bool_],
        b: float,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: float,
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: Array[ComplexT],
        b: complex,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[ComplexT]: ...
    @overload
    def dot(
        a: complex,
        b: Array[ComplexT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[ComplexT]: ...
    @overload
    def dot(
        a: Array[floating | integer | bool_],
        b: complex,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: complex,
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def dot(
        a: Array[integer],
        b: Array[integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer | floating]: ...
    @overload
    def dot(
        a: Array[integer],
        b: Array[floating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: Array[integer],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: Array[floating],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: Array[complexfloating],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[inexact]: ...
    @overload
    def dot(
        a: Array[number],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def dot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Dot product (a matrix product for 2-D operands); the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.dot.html
        """
        ...

    @overload
    def vdot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vdot(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vdot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vdot(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vdot(
        a: Array[SameT],
        b: Array[SameT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameT]: ...
    @overload
    def vdot(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def vdot(
        a: Array[GenericT],
        b: Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vdot(
        a: Array[bool_],
        b: Array[GenericT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vdot(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vdot(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vdot(
        a: Array[integer],
        b: Array[integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def vdot(
        a: Array[integer],
        b: Array[floating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vdot(
        a: Array[integer],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vdot(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vdot(
        a: Array[floating],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vdot(
        a: Array[complexfloating],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vdot(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def vdot(
        a: Array[number],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[number]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    def vdot(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Dot product of the flattened operands, conjugating `a`; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vdot.html
        """
        ...

    @overload
    def inner(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def inner(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def inner(
        a: Array[SameT],
        b: Array[SameT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameT]: ...
    @overload
    def inner(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def inner(
        a: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def inner(
        a: Array[GenericT],
        b: bool | Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def inner(
        a: bool | Array[bool_],
        b: Array[GenericT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def inner(
        a: Array[NumberT],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[NumberT]: ...
    @overload
    def inner(
        a: int,
        b: Array[NumberT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[NumberT]: ...
    @overload
    def inner(
        a: Array[bool_],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: int,
        b: Array[bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: Array[generic],
        b: int,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def inner(
        a: int,
        b: Array[generic],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def inner(
        a: Array[InexactT],
        b: float,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def inner(
        a: float,
        b: Array[InexactT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def inner(
        a: Array[floating | integer | bool_],
        b: float,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: float,
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: Array[ComplexT],
        b: complex,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[ComplexT]: ...
    @overload
    def inner(
        a: complex,
        b: Array[ComplexT],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[ComplexT]: ...
    @overload
    def inner(
        a: Array[floating | integer | bool_],
        b: complex,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: complex,
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def inner(
        a: Array[integer],
        b: Array[integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def inner(
        a: Array[integer],
        b: Array[floating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: Array[integer],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: Array[floating],
        b: Array[complexfloating],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: Array[complexfloating],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def inner(
        a: Array[number],
        b: Array[number | bool_],
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[number]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    def inner(
        a: ArrayLike,
        b: ArrayLike,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Inner product over the last axes; the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.inner.html
        """
        ...

    @overload
    def outer(
        a: Array[uint8 | uint16 | uint32], b: Array[int8 | int16], out: None = None
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        a: Array[int8 | int16], b: Array[uint8 | uint16 | uint32], out: None = None
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        a: Array[uint8 | uint16 | uint32], b: Array[signedinteger], out: None = None
    ) -> Array[integer]: ...
    @overload
    def outer(
        a: Array[signedinteger], b: Array[uint8 | uint16 | uint32], out: None = None
    ) -> Array[integer]: ...
    @overload
    def outer(a: Array[SameT], b: Array[SameT], out: None = None) -> Array[SameT]: ...
    @overload
    def outer(
        a: Array[SameNarrowT], b: Array[SameNarrowT], out: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def outer(
        a: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]], b: ArrayLike, out: None = None
    ) -> Array[generic]: ...
    @overload
    def outer(
        a: ArrayLike, b: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]], out: None = None
    ) -> Array[generic]: ...
    @overload
    def outer(a: Array[GenericT], b: bool | Array[bool_], out: None = None) -> Array[GenericT]: ...
    @overload
    def outer(a: bool | Array[bool_], b: Array[GenericT], out: None = None) -> Array[GenericT]: ...
    @overload
    def outer(a: Array[NumberT], b: int, out: None = None) -> Array[NumberT]: ...
    @overload
    def outer(a: int, b: Array[NumberT], out: None = None) -> Array[NumberT]: ...
    @overload
    def outer(a: Array[bool_], b: int, out: None = None) -> Array[signedinteger]: ...
    @overload
    def outer(a: int, b: Array[bool_], out: None = None) -> Array[signedinteger]: ...
    @overload
    def outer(a: Array[generic], b: int, out: None = None) -> Array[generic]: ...
    @overload
    def outer(a: int, b: Array[generic], out: None = None) -> Array[generic]: ...
    @overload
    def outer(a: Array[InexactT], b: float, out: None = None) -> Array[InexactT]: ...
    @overload
    def outer(a: float, b: Array[InexactT], out: None = None) -> Array[InexactT]: ...
    @overload
    def outer(
        a: Array[floating | integer | bool_], b: float, out: None = None
    ) -> Array[floating]: ...
    @overload
    def outer(
        a: float, b: Array[floating | integer | bool_], out: None = None
    ) -> Array[floating]: ...
    @overload
    def outer(a: Array[ComplexT], b: complex, out: None = None) -> Array[ComplexT]: ...
    @overload
    def outer(a: complex, b: Array[ComplexT], out: None = None) -> Array[ComplexT]: ...
    @overload
    def outer(
        a: Array[floating | integer | bool_], b: complex, out: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def outer(
        a: complex, b: Array[floating | integer | bool_], out: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def outer(
        a: Array[signedinteger], b: Array[signedinteger | bool_], out: None = None
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        a: Array[unsignedinteger], b: Array[unsignedinteger | bool_], out: None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def outer(
        a: Array[integer], b: Array[integer | bool_], out: None = None
    ) -> Array[integer | floating]: ...
    @overload
    def outer(a: Array[integer], b: Array[floating], out: None = None) -> Array[floating]: ...
    @overload
    def outer(
        a: Array[integer], b: Array[complexfloating], out: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def outer(
        a: Array[floating], b: Array[floating | integer | bool_], out: None = None
    ) -> Array[floating]: ...
    @overload
    def outer(
        a: Array[floating], b: Array[complexfloating], out: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def outer(
        a: Array[complexfloating], b: Array[number | bool_], out: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def outer(
        a: Array[inexact], b: Array[inexact | integer | bool_], out: None = None
    ) -> Array[inexact]: ...
    @overload
    def outer(a: Array[number], b: Array[number | bool_], out: None = None) -> Array[number]: ...
    @overload
    def outer(a: ArrayLike, b: ArrayLike, out: None = None) -> Array[generic]: ...
    def outer(a: ArrayLike, b: ArrayLike, out: None = None) -> Array[generic]:
        """Outer product of the flattened operands; the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.outer.html
        """
        ...

    @overload
    def tensordot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def tensordot(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def tensordot(
        a: Array[SameT],
        b: Array[SameT],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def tensordot(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def tensordot(
        a: Array[GenericT],
        b: Array[bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        a: Array[bool_],
        b: Array[GenericT],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        a: Array[integer],
        b: Array[integer | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer | floating]: ...
    @overload
    def tensordot(
        a: Array[integer],
        b: Array[floating],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        a: Array[integer],
        b: Array[complexfloating],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        a: Array[floating],
        b: Array[complexfloating],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        a: Array[complexfloating],
        b: Array[number | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[inexact]: ...
    @overload
    def tensordot(
        a: Array[number],
        b: Array[number | bool_],
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def tensordot(
        a: ArrayLike,
        b: ArrayLike,
        axes: int | Sequence[int] | Sequence[Sequence[int]] = 2,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Sum of products over `axes`; the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tensordot.html
        """
        ...

    @overload
    def kron(a: Array[uint8 | uint16 | uint32], b: Array[int8 | int16]) -> Array[signedinteger]: ...
    @overload
    def kron(a: Array[int8 | int16], b: Array[uint8 | uint16 | uint32]) -> Array[signedinteger]: ...
    @overload
    def kron(a: Array[uint8 | uint16 | uint32], b: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def kron(a: Array[signedinteger], b: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def kron(a: Array[SameT], b: Array[SameT]) -> Array[SameT]: ...
    @overload
    def kron(a: Array[SameNarrowT], b: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def kron(
        a: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]], b: ArrayLike
    ) -> Array[generic]: ...
    @overload
    def kron(
        a: ArrayLike, b: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
    ) -> Array[generic]: ...
    @overload
    def kron(a: Array[GenericT], b: bool | Array[bool_]) -> Array[GenericT]: ...
    @overload
    def kron(a: bool | Array[bool_], b: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def kron(a: Array[NumberT], b: int) -> Array[NumberT]: ...
    @overload
    def kron(a: int, b: Array[NumberT]) -> Array[NumberT]: ...
    @overload
    def kron(a: Array[bool_], b: int) -> Array[signedinteger]: ...
    @overload
    def kron(a: int, b: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def kron(a: Array[generic], b: int) -> Array[generic]: ...
    @overload
    def kron(a: int, b: Array[generic]) -> Array[generic]: ...
    @overload
    def kron(a: Array[InexactT], b: float) -> Array[InexactT]: ...
    @overload
    def kron(a: float, b: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def kron(a: Array[floating | integer | bool_], b: float) -> Array[floating]: ...
    @overload
    def kron(a: float, b: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def kron(a: Array[ComplexT], b: complex) -> Array[ComplexT]: ...
    @overload
    def kron(a: complex, b: Array[ComplexT]) -> Array[ComplexT]: ...
    @overload
    def kron(a: Array[floating | integer | bool_], b: complex) -> Array[complexfloating]: ...
    @overload
    def kron(a: complex, b: Array[floating | integer | bool_]) -> Array[complexfloating]: ...
    @overload
    def kron(a: Array[signedinteger], b: Array[signedinteger | bool_]) -> Array[signedinteger]: ...
    @overload
    def kron(
        a: Array[unsignedinteger], b: Array[unsignedinteger | bool_]
    ) -> Array[unsignedinteger]: ...
    @overload
    def kron(a: Array[integer], b: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def kron(a: Array[integer], b: Array[floating]) -> Array[floating]: ...
    @overload
    def kron(a: Array[integer], b: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def kron(a: Array[floating], b: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def kron(a: Array[floating], b: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def kron(a: Array[complexfloating], b: Array[number | bool_]) -> Array[complexfloating]: ...
    @overload
    def kron(a: Array[inexact], b: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def kron(a: Array[number], b: Array[number | bool_]) -> Array[number]: ...
    @overload
    def kron(a: ArrayLike, b: ArrayLike) -> Array[generic]: ...
    def kron(a: ArrayLike, b: ArrayLike) -> Array[generic]:
        """Kronecker product; the operands' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.kron.html
        """
        ...

    @overload
    def cross(
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[integer]: ...
    @overload
    def cross(
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[integer]: ...
    @overload
    def cross(
        a: Array[SameT],
        b: Array[SameT],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[SameT]: ...
    @overload
    def cross(
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def cross(
        a: Array[GenericT],
        b: Array[bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def cross(
        a: Array[bool_],
        b: Array[GenericT],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def cross(
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def cross(
        a: Array[integer],
        b: Array[integer | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def cross(
        a: Array[integer],
        b: Array[floating],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[floating]: ...
    @overload
    def cross(
        a: Array[integer],
        b: Array[complexfloating],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[floating]: ...
    @overload
    def cross(
        a: Array[floating],
        b: Array[complexfloating],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        a: Array[complexfloating],
        b: Array[number | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[inexact]: ...
    @overload
    def cross(
        a: Array[number],
        b: Array[number | bool_],
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[number]: ...
    @overload
    def cross(
        a: ArrayLike,
        b: ArrayLike,
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[generic]: ...
    def cross(
        a: ArrayLike,
        b: ArrayLike,
        axisa: int = -1,
        axisb: int = -1,
        axisc: int = -1,
        axis: int | None = None,
    ) -> Array[generic]:
        """Cross product of 2- or 3-vectors along the given axes; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.cross.html
        """
        ...

    @overload
    def matvec(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def matvec(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def matvec(
        x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def matvec(
        x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def matvec(x1: Array[SameT], x2: Array[SameT], /) -> Array[SameT]: ...
    @overload
    def matvec(x1: Array[SameNarrowT], x2: Array[SameNarrowT], /) -> Array[SameNarrowT]: ...
    @overload
    def matvec(x1: Array[GenericT], x2: Array[bool_], /) -> Array[GenericT]: ...
    @overload
    def matvec(x1: Array[bool_], x2: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def matvec(
        x1: Array[signedinteger], x2: Array[signedinteger | bool_], /
    ) -> Array[signedinteger]: ...
    @overload
    def matvec(
        x1: Array[unsignedinteger], x2: Array[unsignedinteger | bool_], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def matvec(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def matvec(x1: Array[integer], x2: Array[floating], /) -> Array[floating]: ...
    @overload
    def matvec(x1: Array[integer], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def matvec(
        x1: Array[floating], x2: Array[floating | integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def matvec(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def matvec(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def matvec(x1: Array[inexact], x2: Array[inexact | integer | bool_], /) -> Array[inexact]: ...
    @overload
    def matvec(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def matvec(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def matvec(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]:
        """Matrix-vector product over the last axes, batched; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.matvec.html
        """
        ...

    @overload
    def vecmat(
        x1: Array[uint8 | uint16 | uint32], x2: Array[int8 | int16], /
    ) -> Array[signedinteger]: ...
    @overload
    def vecmat(
        x1: Array[int8 | int16], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[signedinteger]: ...
    @overload
    def vecmat(
        x1: Array[uint8 | uint16 | uint32], x2: Array[signedinteger], /
    ) -> Array[integer]: ...
    @overload
    def vecmat(
        x1: Array[signedinteger], x2: Array[uint8 | uint16 | uint32], /
    ) -> Array[integer]: ...
    @overload
    def vecmat(x1: Array[SameT], x2: Array[SameT], /) -> Array[SameT]: ...
    @overload
    def vecmat(x1: Array[SameNarrowT], x2: Array[SameNarrowT], /) -> Array[SameNarrowT]: ...
    @overload
    def vecmat(x1: Array[GenericT], x2: Array[bool_], /) -> Array[GenericT]: ...
    @overload
    def vecmat(x1: Array[bool_], x2: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def vecmat(
        x1: Array[signedinteger], x2: Array[signedinteger | bool_], /
    ) -> Array[signedinteger]: ...
    @overload
    def vecmat(
        x1: Array[unsignedinteger], x2: Array[unsignedinteger | bool_], /
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecmat(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def vecmat(x1: Array[integer], x2: Array[floating], /) -> Array[floating]: ...
    @overload
    def vecmat(x1: Array[integer], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def vecmat(
        x1: Array[floating], x2: Array[floating | integer | bool_], /
    ) -> Array[floating]: ...
    @overload
    def vecmat(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def vecmat(
        x1: Array[complexfloating], x2: Array[number | bool_], /
    ) -> Array[complexfloating]: ...
    @overload
    def vecmat(x1: Array[inexact], x2: Array[inexact | integer | bool_], /) -> Array[inexact]: ...
    @overload
    def vecmat(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def vecmat(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def vecmat(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]:
        """Vector-matrix product (conjugating the vector), batched; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vecmat.html
        """
        ...

    @overload
    def vecdot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vecdot(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vecdot(
        x1: Array[SameT],
        x2: Array[SameT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameT]: ...
    @overload
    def vecdot(
        x1: Array[SameNarrowT],
        x2: Array[SameNarrowT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def vecdot(
        x1: Array[GenericT],
        x2: Array[bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: Array[bool_],
        x2: Array[GenericT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[floating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[floating],
        x2: Array[floating | integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: Array[floating],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[inexact],
        x2: Array[inexact | integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def vecdot(
        x1: Array[number],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[number]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Conjugated dot product of vectors along `axis`, batched; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vecdot.html
        """
        ...

    @overload
    def convolve(
        a: Array[SameInexactT],
        v: Array[SameInexactT],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def convolve(
        a: Array[InexactT],
        v: Array[integer | bool_],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve(
        a: Array[integer | bool_],
        v: Array[InexactT],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def convolve(
        a: Array[integer | bool_],
        v: Array[integer | bool_],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        a: Array[floating],
        v: Array[floating | integer | bool_],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        a: Array[complexfloating],
        v: Array[number | bool_],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        a: Array[number | bool_],
        v: Array[complexfloating],
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    def convolve(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "full",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Discrete linear convolution of 1-D arrays; integers and booleans give a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.convolve.html
        """
        ...

    @overload
    def correlate(
        a: Array[SameInexactT],
        v: Array[SameInexactT],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def correlate(
        a: Array[InexactT],
        v: Array[integer | bool_],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate(
        a: Array[integer | bool_],
        v: Array[InexactT],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[InexactT]: ...
    @overload
    def correlate(
        a: Array[integer | bool_],
        v: Array[integer | bool_],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        a: Array[floating],
        v: Array[floating | integer | bool_],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        a: Array[complexfloating],
        v: Array[number | bool_],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        a: Array[number | bool_],
        v: Array[complexfloating],
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    def correlate(
        a: ArrayLike,
        v: ArrayLike,
        mode: str = "valid",
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Cross-correlation of 1-D arrays; integers and booleans give a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.correlate.html
        """
        ...

    @overload
    def einsum(
        subscripts: str,
        operand: Array[GenericT],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[uint8 | uint16 | uint32],
        b: Array[int8 | int16],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[int8 | int16],
        b: Array[uint8 | uint16 | uint32],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[uint8 | uint16 | uint32],
        b: Array[signedinteger],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[signedinteger],
        b: Array[uint8 | uint16 | uint32],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[SameT],
        b: Array[SameT],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[SameNarrowT],
        b: Array[SameNarrowT],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[GenericT],
        b: Array[bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[bool_],
        b: Array[GenericT],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[signedinteger],
        b: Array[signedinteger | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[unsignedinteger],
        b: Array[unsignedinteger | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[integer],
        b: Array[integer | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer | floating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[integer],
        b: Array[floating],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[integer],
        b: Array[complexfloating],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[floating],
        b: Array[floating | integer | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[floating],
        b: Array[complexfloating],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[complexfloating],
        b: Array[number | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[inexact],
        b: Array[inexact | integer | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[inexact]: ...
    @overload
    def einsum(
        subscripts: str,
        a: Array[number],
        b: Array[number | bool_],
        /,
        *,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: Array[SameT],
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: Array[SameNarrowT],
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def einsum(
        subscripts: str,
        /,
        *operands: ArrayLike,
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def einsum(
        operand: ArrayLike,
        subscript: Sequence[int | EllipsisType],
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def einsum(
        subscripts: str | ArrayLike,
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        out: None = None,
        optimize: str | bool | list[tuple[int, ...]] = "auto",
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Einstein summation: one operand keeps its dtype, several promote; `preferred_element_type` decides the result.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.einsum.html
        """
        ...

    # END GENERATED

    # Hand-written, a one-off: the contraction path, not an array.
    @overload
    def einsum_path(
        subscripts: str,
        /,
        *operands: ArrayLike,
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]: ...
    @overload
    def einsum_path(
        operand: ArrayLike,
        subscript: Sequence[int | EllipsisType],
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]: ...
    def einsum_path(
        subscripts: str | ArrayLike,
        /,
        *operands: ArrayLike | Sequence[int | EllipsisType],
        optimize: bool | str | list[tuple[int, ...]] = "auto",
    ) -> tuple[list[tuple[int, ...]], EinsumPathInfo]:
        """The contraction order `einsum` would use, and a printable report of its cost.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.einsum_path.html
        """
        ...

else:
    from jax.numpy import (
        convolve,
        correlate,
        cross,
        dot,
        einsum,
        einsum_path,
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
