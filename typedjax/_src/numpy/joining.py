"""Joining and splitting arrays: `concatenate`, `stack`, `block`, `split`, `select`, ...

Joined arrays promote together by JAX's table: a sequence of one dtype keeps it,
mixed ones give the category that holds every promotion, Python scalars are weak,
and `dtype=` decides where it is given. Splitting keeps the dtype. The runtime
objects are JAX's own functions; the overloads between the markers are written by
`tools/gen_numpy_manipulation.py`.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (bool subclasses int, a sequence of one dtype is
# also a sequence of its category): the first match is JAX's answer, and the dtype
# agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, overload

import numpy as np

from typedjax._src.numpy.dtype_codes import (
    ComplexT,
    GenericT,
    InexactT,
    NumberT,
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
from typedjax._src.numpy.products import SameComplexT, SameInexactT, SameNumberT
from typedjax._src.typing.like import JaxArray, NumPyBool, NumPyNumber
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    DTypeLike,
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    float16,
    float32,
    floating,
    generic,
    inexact,
    int8,
    int16,
    int32,
    integer,
    number,
    signedinteger,
    uint8,
    uint16,
    uint32,
    unsignedinteger,
)

if TYPE_CHECKING:
    from typing import Never

    from typedjax._src.array.array import HasDType
    from typedjax._src.typing.promotion import CanPromote, PartnerT, ResultT

__all__: list[str] = [
    "append", "array_split", "block", "broadcast_arrays", "choose", "column_stack", "concat",
    "concatenate", "dsplit", "dstack", "hsplit", "hstack", "select", "split", "stack",
    "unstack", "vsplit", "vstack",
]  # fmt: skip

_ArrayLikeT = TypeVar("_ArrayLikeT", bound=ArrayLike)
_Sections: TypeAlias = int | Sequence[int] | ArrayLike

if TYPE_CHECKING:
    # BEGIN GENERATED (tools/gen_numpy_manipulation.py)
    @overload
    def append(
        arr: Array[uint8 | uint16 | uint32], values: Array[int8 | int16], axis: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def append(
        arr: Array[int8 | int16], values: Array[uint8 | uint16 | uint32], axis: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def append(
        arr: Array[uint8 | uint16 | uint32], values: Array[signedinteger], axis: int | None = None
    ) -> Array[integer]: ...
    @overload
    def append(
        arr: Array[signedinteger], values: Array[uint8 | uint16 | uint32], axis: int | None = None
    ) -> Array[integer]: ...
    @overload
    def append(
        arr: Array[SameT], values: Array[SameT], axis: int | None = None
    ) -> Array[SameT]: ...
    @overload
    def append(
        arr: Array[SameNarrowT], values: Array[SameNarrowT], axis: int | None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def append(
        arr: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        values: ArrayLike,
        axis: int | None = None,
    ) -> Array[generic]: ...
    @overload
    def append(
        arr: ArrayLike,
        values: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        axis: int | None = None,
    ) -> Array[generic]: ...
    @overload
    def append(
        arr: Array[GenericT], values: bool | Array[bool_], axis: int | None = None
    ) -> Array[GenericT]: ...
    @overload
    def append(
        arr: bool | Array[bool_], values: Array[GenericT], axis: int | None = None
    ) -> Array[GenericT]: ...
    @overload
    def append(arr: Array[NumberT], values: int, axis: int | None = None) -> Array[NumberT]: ...
    @overload
    def append(arr: int, values: Array[NumberT], axis: int | None = None) -> Array[NumberT]: ...
    @overload
    def append(arr: Array[bool_], values: int, axis: int | None = None) -> Array[signedinteger]: ...
    @overload
    def append(arr: int, values: Array[bool_], axis: int | None = None) -> Array[signedinteger]: ...
    @overload
    def append(arr: Array[generic], values: int, axis: int | None = None) -> Array[generic]: ...
    @overload
    def append(arr: int, values: Array[generic], axis: int | None = None) -> Array[generic]: ...
    @overload
    def append(arr: Array[InexactT], values: float, axis: int | None = None) -> Array[InexactT]: ...
    @overload
    def append(arr: float, values: Array[InexactT], axis: int | None = None) -> Array[InexactT]: ...
    @overload
    def append(
        arr: Array[floating | integer | bool_], values: float, axis: int | None = None
    ) -> Array[floating]: ...
    @overload
    def append(
        arr: float, values: Array[floating | integer | bool_], axis: int | None = None
    ) -> Array[floating]: ...
    @overload
    def append(
        arr: Array[ComplexT], values: complex, axis: int | None = None
    ) -> Array[ComplexT]: ...
    @overload
    def append(
        arr: complex, values: Array[ComplexT], axis: int | None = None
    ) -> Array[ComplexT]: ...
    @overload
    def append(
        arr: Array[floating | integer | bool_], values: complex, axis: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def append(
        arr: complex, values: Array[floating | integer | bool_], axis: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def append(
        arr: Array[signedinteger], values: Array[signedinteger | bool_], axis: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def append(
        arr: Array[unsignedinteger], values: Array[unsignedinteger | bool_], axis: int | None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def append(
        arr: Array[integer], values: Array[integer | bool_], axis: int | None = None
    ) -> Array[integer | floating]: ...
    @overload
    def append(
        arr: Array[integer], values: Array[floating], axis: int | None = None
    ) -> Array[floating]: ...
    @overload
    def append(
        arr: Array[integer], values: Array[complexfloating], axis: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def append(
        arr: Array[floating], values: Array[floating | integer | bool_], axis: int | None = None
    ) -> Array[floating]: ...
    @overload
    def append(
        arr: Array[floating], values: Array[complexfloating], axis: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def append(
        arr: Array[complexfloating], values: Array[number | bool_], axis: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def append(
        arr: Array[inexact], values: Array[inexact | integer | bool_], axis: int | None = None
    ) -> Array[inexact]: ...
    @overload
    def append(
        arr: Array[number], values: Array[number | bool_], axis: int | None = None
    ) -> Array[number]: ...
    @overload
    def append(arr: ArrayLike, values: ArrayLike, axis: int | None = None) -> Array[generic]: ...
    def append(arr: ArrayLike, values: ArrayLike, axis: int | None = None) -> Array[generic]:
        """`values` appended to `arr` (both flattened unless `axis` is given); the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.append.html
        """
        ...

    @overload
    def concatenate(
        arrays: Sequence[Array[SameT]], axis: int | None = 0, dtype: None = None
    ) -> Array[SameT]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[SameNarrowT]], axis: int | None = 0, dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def concatenate(
        arrays: Array[GenericT], axis: int | None = 0, dtype: None = None
    ) -> Array[GenericT]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[signedinteger]], axis: int | None = 0, dtype: None = None
    ) -> Array[signedinteger]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[unsignedinteger]], axis: int | None = 0, dtype: None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[integer]], axis: int | None = 0, dtype: None = None
    ) -> Array[integer | floating]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[floating]], axis: int | None = 0, dtype: None = None
    ) -> Array[floating]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[complexfloating]], axis: int | None = 0, dtype: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[inexact]], axis: int | None = 0, dtype: None = None
    ) -> Array[inexact]: ...
    @overload
    def concatenate(
        arrays: Sequence[Array[number]], axis: int | None = 0, dtype: None = None
    ) -> Array[number]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        dtype: None = None,
    ) -> Array[generic]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        *,
        dtype: DTypeLike,
    ) -> Array[generic]: ...
    @overload
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]: ...
    def concatenate(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int | None = 0,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """The arrays joined along an existing `axis`; their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.concatenate.html
        """
        ...

    @overload
    def concat(arrays: Sequence[Array[SameT]], /, *, axis: int | None = 0) -> Array[SameT]: ...
    @overload
    def concat(
        arrays: Sequence[Array[SameNarrowT]], /, *, axis: int | None = 0
    ) -> Array[SameNarrowT]: ...
    @overload
    def concat(
        arrays: Sequence[Array[signedinteger]], /, *, axis: int | None = 0
    ) -> Array[signedinteger]: ...
    @overload
    def concat(
        arrays: Sequence[Array[unsignedinteger]], /, *, axis: int | None = 0
    ) -> Array[unsignedinteger]: ...
    @overload
    def concat(
        arrays: Sequence[Array[integer]], /, *, axis: int | None = 0
    ) -> Array[integer | floating]: ...
    @overload
    def concat(
        arrays: Sequence[Array[floating]], /, *, axis: int | None = 0
    ) -> Array[floating]: ...
    @overload
    def concat(
        arrays: Sequence[Array[complexfloating]], /, *, axis: int | None = 0
    ) -> Array[complexfloating]: ...
    @overload
    def concat(arrays: Sequence[Array[inexact]], /, *, axis: int | None = 0) -> Array[inexact]: ...
    @overload
    def concat(arrays: Sequence[Array[number]], /, *, axis: int | None = 0) -> Array[number]: ...
    @overload
    def concat(arrays: Sequence[ArrayLike], /, *, axis: int | None = 0) -> Array[generic]: ...
    def concat(arrays: Sequence[ArrayLike], /, *, axis: int | None = 0) -> Array[generic]:
        """The arrays joined along an existing `axis` (Array API name); their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.concat.html
        """
        ...

    @overload
    def stack(
        arrays: Sequence[Array[SameT]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[SameT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameNarrowT]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def stack(
        arrays: Array[GenericT], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[GenericT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[signedinteger]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[signedinteger]: ...
    @overload
    def stack(
        arrays: Sequence[Array[unsignedinteger]],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def stack(
        arrays: Sequence[Array[integer]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[integer | floating]: ...
    @overload
    def stack(
        arrays: Sequence[Array[floating]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[floating]: ...
    @overload
    def stack(
        arrays: Sequence[Array[complexfloating]],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def stack(
        arrays: Sequence[Array[inexact]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[inexact]: ...
    @overload
    def stack(
        arrays: Sequence[Array[number]], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[number]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameT] | bool], axis: int = 0, out: None = None, dtype: None = None
    ) -> Array[SameT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameNarrowT] | bool],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameNumberT] | int],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[SameNumberT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameNarrowT] | int],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameInexactT] | float],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def stack(
        arrays: Sequence[Array[SameComplexT] | complex],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[SameComplexT]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        dtype: None = None,
    ) -> Array[generic]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        *,
        dtype: DTypeLike,
    ) -> Array[generic]: ...
    @overload
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]: ...
    def stack(
        arrays: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        axis: int = 0,
        out: None = None,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """The arrays joined along a new `axis`; their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.stack.html
        """
        ...

    @overload
    def hstack(tup: Sequence[Array[SameT]], dtype: None = None) -> Array[SameT]: ...
    @overload
    def hstack(tup: Sequence[Array[SameNarrowT]], dtype: None = None) -> Array[SameNarrowT]: ...
    @overload
    def hstack(tup: Array[GenericT], dtype: None = None) -> Array[GenericT]: ...
    @overload
    def hstack(tup: Sequence[Array[signedinteger]], dtype: None = None) -> Array[signedinteger]: ...
    @overload
    def hstack(
        tup: Sequence[Array[unsignedinteger]], dtype: None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def hstack(tup: Sequence[Array[integer]], dtype: None = None) -> Array[integer | floating]: ...
    @overload
    def hstack(tup: Sequence[Array[floating]], dtype: None = None) -> Array[floating]: ...
    @overload
    def hstack(
        tup: Sequence[Array[complexfloating]], dtype: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def hstack(tup: Sequence[Array[inexact]], dtype: None = None) -> Array[inexact]: ...
    @overload
    def hstack(tup: Sequence[Array[number]], dtype: None = None) -> Array[number]: ...
    @overload
    def hstack(tup: Sequence[Array[SameT] | bool], dtype: None = None) -> Array[SameT]: ...
    @overload
    def hstack(
        tup: Sequence[Array[SameNarrowT] | bool], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def hstack(
        tup: Sequence[Array[SameNumberT] | int], dtype: None = None
    ) -> Array[SameNumberT]: ...
    @overload
    def hstack(
        tup: Sequence[Array[SameNarrowT] | int], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def hstack(
        tup: Sequence[Array[SameInexactT] | float], dtype: None = None
    ) -> Array[SameInexactT]: ...
    @overload
    def hstack(
        tup: Sequence[Array[SameComplexT] | complex], dtype: None = None
    ) -> Array[SameComplexT]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: None = None
    ) -> Array[generic]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat32
    ) -> Array[float32]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt32
    ) -> Array[int32]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBool
    ) -> Array[bool_]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt64
    ) -> Array[signedinteger]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt64
    ) -> Array[unsignedinteger]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat64
    ) -> Array[floating]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex128
    ) -> Array[complexfloating]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: type[GenericT]
    ) -> Array[GenericT]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBFloat16
    ) -> Array[bfloat16]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat16
    ) -> Array[float16]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex64
    ) -> Array[complex64]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt8
    ) -> Array[int8]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt16
    ) -> Array[int16]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt8
    ) -> Array[uint8]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt16
    ) -> Array[uint16]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt32
    ) -> Array[uint32]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToSignedInteger
    ) -> Array[signedinteger]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloating
    ) -> Array[floating]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: DTypeLike
    ) -> Array[generic]: ...
    def hstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """The arrays joined column-wise (along axis 1, or 0 for 1-D); their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.hstack.html
        """
        ...

    @overload
    def vstack(tup: Sequence[Array[SameT]], dtype: None = None) -> Array[SameT]: ...
    @overload
    def vstack(tup: Sequence[Array[SameNarrowT]], dtype: None = None) -> Array[SameNarrowT]: ...
    @overload
    def vstack(tup: Array[GenericT], dtype: None = None) -> Array[GenericT]: ...
    @overload
    def vstack(tup: Sequence[Array[signedinteger]], dtype: None = None) -> Array[signedinteger]: ...
    @overload
    def vstack(
        tup: Sequence[Array[unsignedinteger]], dtype: None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def vstack(tup: Sequence[Array[integer]], dtype: None = None) -> Array[integer | floating]: ...
    @overload
    def vstack(tup: Sequence[Array[floating]], dtype: None = None) -> Array[floating]: ...
    @overload
    def vstack(
        tup: Sequence[Array[complexfloating]], dtype: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def vstack(tup: Sequence[Array[inexact]], dtype: None = None) -> Array[inexact]: ...
    @overload
    def vstack(tup: Sequence[Array[number]], dtype: None = None) -> Array[number]: ...
    @overload
    def vstack(tup: Sequence[Array[SameT] | bool], dtype: None = None) -> Array[SameT]: ...
    @overload
    def vstack(
        tup: Sequence[Array[SameNarrowT] | bool], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def vstack(
        tup: Sequence[Array[SameNumberT] | int], dtype: None = None
    ) -> Array[SameNumberT]: ...
    @overload
    def vstack(
        tup: Sequence[Array[SameNarrowT] | int], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def vstack(
        tup: Sequence[Array[SameInexactT] | float], dtype: None = None
    ) -> Array[SameInexactT]: ...
    @overload
    def vstack(
        tup: Sequence[Array[SameComplexT] | complex], dtype: None = None
    ) -> Array[SameComplexT]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: None = None
    ) -> Array[generic]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat32
    ) -> Array[float32]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt32
    ) -> Array[int32]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBool
    ) -> Array[bool_]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt64
    ) -> Array[signedinteger]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt64
    ) -> Array[unsignedinteger]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat64
    ) -> Array[floating]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex128
    ) -> Array[complexfloating]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: type[GenericT]
    ) -> Array[GenericT]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBFloat16
    ) -> Array[bfloat16]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat16
    ) -> Array[float16]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex64
    ) -> Array[complex64]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt8
    ) -> Array[int8]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt16
    ) -> Array[int16]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt8
    ) -> Array[uint8]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt16
    ) -> Array[uint16]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt32
    ) -> Array[uint32]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToSignedInteger
    ) -> Array[signedinteger]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloating
    ) -> Array[floating]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: DTypeLike
    ) -> Array[generic]: ...
    def vstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """The arrays joined row-wise (along axis 0, as at least 2-D); their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vstack.html
        """
        ...

    @overload
    def dstack(tup: Sequence[Array[SameT]], dtype: None = None) -> Array[SameT]: ...
    @overload
    def dstack(tup: Sequence[Array[SameNarrowT]], dtype: None = None) -> Array[SameNarrowT]: ...
    @overload
    def dstack(tup: Array[GenericT], dtype: None = None) -> Array[GenericT]: ...
    @overload
    def dstack(tup: Sequence[Array[signedinteger]], dtype: None = None) -> Array[signedinteger]: ...
    @overload
    def dstack(
        tup: Sequence[Array[unsignedinteger]], dtype: None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def dstack(tup: Sequence[Array[integer]], dtype: None = None) -> Array[integer | floating]: ...
    @overload
    def dstack(tup: Sequence[Array[floating]], dtype: None = None) -> Array[floating]: ...
    @overload
    def dstack(
        tup: Sequence[Array[complexfloating]], dtype: None = None
    ) -> Array[complexfloating]: ...
    @overload
    def dstack(tup: Sequence[Array[inexact]], dtype: None = None) -> Array[inexact]: ...
    @overload
    def dstack(tup: Sequence[Array[number]], dtype: None = None) -> Array[number]: ...
    @overload
    def dstack(tup: Sequence[Array[SameT] | bool], dtype: None = None) -> Array[SameT]: ...
    @overload
    def dstack(
        tup: Sequence[Array[SameNarrowT] | bool], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def dstack(
        tup: Sequence[Array[SameNumberT] | int], dtype: None = None
    ) -> Array[SameNumberT]: ...
    @overload
    def dstack(
        tup: Sequence[Array[SameNarrowT] | int], dtype: None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def dstack(
        tup: Sequence[Array[SameInexactT] | float], dtype: None = None
    ) -> Array[SameInexactT]: ...
    @overload
    def dstack(
        tup: Sequence[Array[SameComplexT] | complex], dtype: None = None
    ) -> Array[SameComplexT]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: None = None
    ) -> Array[generic]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat32
    ) -> Array[float32]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt32
    ) -> Array[int32]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBool
    ) -> Array[bool_]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt64
    ) -> Array[signedinteger]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt64
    ) -> Array[unsignedinteger]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat64
    ) -> Array[floating]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex128
    ) -> Array[complexfloating]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: type[GenericT]
    ) -> Array[GenericT]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToBFloat16
    ) -> Array[bfloat16]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloat16
    ) -> Array[float16]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToComplex64
    ) -> Array[complex64]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt8
    ) -> Array[int8]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToInt16
    ) -> Array[int16]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt8
    ) -> Array[uint8]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt16
    ) -> Array[uint16]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToUInt32
    ) -> Array[uint32]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToSignedInteger
    ) -> Array[signedinteger]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: ToFloating
    ) -> Array[floating]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike], dtype: DTypeLike
    ) -> Array[generic]: ...
    def dstack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """The arrays joined depth-wise (along axis 2, as at least 3-D); their dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.dstack.html
        """
        ...

    @overload
    def column_stack(tup: Sequence[Array[SameT]]) -> Array[SameT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameNarrowT]]) -> Array[SameNarrowT]: ...
    @overload
    def column_stack(tup: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def column_stack(tup: Sequence[Array[signedinteger]]) -> Array[signedinteger]: ...
    @overload
    def column_stack(tup: Sequence[Array[unsignedinteger]]) -> Array[unsignedinteger]: ...
    @overload
    def column_stack(tup: Sequence[Array[integer]]) -> Array[integer | floating]: ...
    @overload
    def column_stack(tup: Sequence[Array[floating]]) -> Array[floating]: ...
    @overload
    def column_stack(tup: Sequence[Array[complexfloating]]) -> Array[complexfloating]: ...
    @overload
    def column_stack(tup: Sequence[Array[inexact]]) -> Array[inexact]: ...
    @overload
    def column_stack(tup: Sequence[Array[number]]) -> Array[number]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameT] | bool]) -> Array[SameT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameNarrowT] | bool]) -> Array[SameNarrowT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameNumberT] | int]) -> Array[SameNumberT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameNarrowT] | int]) -> Array[SameNarrowT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameInexactT] | float]) -> Array[SameInexactT]: ...
    @overload
    def column_stack(tup: Sequence[Array[SameComplexT] | complex]) -> Array[SameComplexT]: ...
    @overload
    def column_stack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
    ) -> Array[generic]: ...
    def column_stack(
        tup: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
    ) -> Array[generic]:
        """1-D arrays as columns of a 2-D array, others joined along axis 1; dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.column_stack.html
        """
        ...

    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[SameT]], out: None = None, mode: str = "raise"
    ) -> Array[SameT]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[SameNarrowT]], out: None = None, mode: str = "raise"
    ) -> Array[SameNarrowT]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Array[GenericT], out: None = None, mode: str = "raise"
    ) -> Array[GenericT]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[signedinteger]], out: None = None, mode: str = "raise"
    ) -> Array[signedinteger]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[unsignedinteger]],
        out: None = None,
        mode: str = "raise",
    ) -> Array[unsignedinteger]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[integer]], out: None = None, mode: str = "raise"
    ) -> Array[integer | floating]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[floating]], out: None = None, mode: str = "raise"
    ) -> Array[floating]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[complexfloating]],
        out: None = None,
        mode: str = "raise",
    ) -> Array[complexfloating]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[inexact]], out: None = None, mode: str = "raise"
    ) -> Array[inexact]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[number]], out: None = None, mode: str = "raise"
    ) -> Array[number]: ...
    @overload
    def choose(
        a: ArrayLike, choices: Sequence[Array[SameT] | bool], out: None = None, mode: str = "raise"
    ) -> Array[SameT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[SameNarrowT] | bool],
        out: None = None,
        mode: str = "raise",
    ) -> Array[SameNarrowT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[SameNumberT] | int],
        out: None = None,
        mode: str = "raise",
    ) -> Array[SameNumberT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[SameNarrowT] | int],
        out: None = None,
        mode: str = "raise",
    ) -> Array[SameNarrowT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[SameInexactT] | float],
        out: None = None,
        mode: str = "raise",
    ) -> Array[SameInexactT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: Sequence[Array[SameComplexT] | complex],
        out: None = None,
        mode: str = "raise",
    ) -> Array[SameComplexT]: ...
    @overload
    def choose(
        a: ArrayLike,
        choices: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        out: None = None,
        mode: str = "raise",
    ) -> Array[generic]: ...
    def choose(
        a: ArrayLike,
        choices: JaxArray | np.ndarray[Any, np.dtype[Any]] | Sequence[ArrayLike],
        out: None = None,
        mode: str = "raise",
    ) -> Array[generic]:
        """Elements picked from `choices` by the index array `a`; the choices' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.choose.html
        """
        ...

    # END GENERATED

    # `block` takes nested lists (JAX refuses tuples there). A list is invariant, so
    # each depth has its own fallback for literals, and a flat list built beforehand
    # binds a TypeVar.
    # Hand-written, a one-off: one pair of rows per nesting depth of lists, a shape no other
    # function has.
    @overload
    def block(arrays: list[Array[SameT]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[Array[SameNarrowT]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[ArrayLike]) -> Array[generic]: ...
    @overload
    def block(arrays: list[list[Array[SameT]]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[list[Array[SameNarrowT]]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[list[ArrayLike]]) -> Array[generic]: ...
    @overload
    def block(arrays: list[list[list[Array[SameT]]]]) -> Array[SameT]: ...
    @overload
    def block(arrays: list[list[list[Array[SameNarrowT]]]]) -> Array[SameNarrowT]: ...
    @overload
    def block(arrays: list[list[list[ArrayLike]]]) -> Array[generic]: ...
    @overload
    def block(arrays: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def block(arrays: ArrayLike | list[_ArrayLikeT]) -> Array[generic]: ...
    def block(arrays: ArrayLike | Sequence[object]) -> Array[generic]:
        """An array assembled from nested lists of blocks; the blocks' dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.block.html
        """
        ...

    # select promotes the choices with `default`, whose own default 0 is a weak int:
    # boolean choices with no default give an int. The same-dtype rows come in pairs,
    # as every SameT/SameNumberT row does (see SameNarrowT in _dtype_codes).
    # Hand-written, a one-off: the choices promote with a `default` whose own default is a weak int.
    # NumPy's float64 and complex128 scalars are Python floats and complexes to checkers, but
    # JAX reads them as strongly typed 64-bit values (x64 decides the width), so they come first.
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[complexfloating]],
        default: np.float64 | np.complex128,
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[floating | integer | bool_]],
        default: np.float64,
    ) -> Array[floating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: np.complex128
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: np.float64
    ) -> Array[inexact]: ...
    # The choices and an array `default` promote as `add` does: one row reads the
    # promotion tables of the dtype classes (typedjax/_src/typing/promotion.py).
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[PartnerT]],
        default: HasDType[CanPromote[PartnerT, ResultT]] | Callable[[Never], PartnerT],
    ) -> Array[ResultT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameNumberT]],
        default: Array[SameNumberT] | int = 0,
    ) -> Array[SameNumberT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameNarrowT]],
        default: Array[SameNarrowT] | int = 0,
    ) -> Array[SameNarrowT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameInexactT]],
        default: Array[SameInexactT] | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[SameComplexT]],
        default: Array[SameComplexT] | complex,
    ) -> Array[SameComplexT]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[bool_]],
        default: Array[bool_] | bool,
    ) -> Array[bool_]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[Array[bool_]], default: int = 0
    ) -> Array[signedinteger]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[integer | bool_]],
        default: float,
    ) -> Array[floating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[floating]],
        default: Array[floating | integer | bool_] | float = 0,
    ) -> Array[floating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike],
        choicelist: Sequence[Array[complexfloating]],
        default: Array[number | bool_] | complex = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def select(
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0
    ) -> Array[generic]: ...
    def select(  # type: ignore[misc]  # pyright: ignore[reportInconsistentOverload]  # the table row's operand (`HasDType[CanPromote[...]]`) is no ArrayLike; arrays satisfy it
        condlist: Sequence[ArrayLike], choicelist: Sequence[ArrayLike], default: ArrayLike = 0
    ) -> Array[generic]:
        """Per element, the choice of the first true condition, else `default`; dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.select.html
        """
        ...

    # BEGIN GENERATED (tools/gen_numpy_rearrange.py)
    @overload
    def split(
        ary: Array[GenericT],
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> list[Array[GenericT]]: ...
    @overload
    def split(
        ary: ArrayLike,
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> list[Array[generic]]: ...
    def split(
        ary: ArrayLike,
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> Sequence[Array[generic]]:
        """Equal sections of `ary` (or pieces cut at the given indices) along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.split.html
        """
        ...

    @overload
    def array_split(
        ary: Array[GenericT],
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> list[Array[GenericT]]: ...
    @overload
    def array_split(
        ary: ArrayLike,
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> list[Array[generic]]: ...
    def array_split(
        ary: ArrayLike,
        indices_or_sections: _Sections,
        axis: int = 0,
    ) -> Sequence[Array[generic]]:
        """Sections of `ary` along `axis`, as equal as possible when they cannot be equal.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.array_split.html
        """
        ...

    @overload
    def hsplit(ary: Array[GenericT], indices_or_sections: _Sections) -> list[Array[GenericT]]: ...
    @overload
    def hsplit(ary: ArrayLike, indices_or_sections: _Sections) -> list[Array[generic]]: ...
    def hsplit(ary: ArrayLike, indices_or_sections: _Sections) -> Sequence[Array[generic]]:
        """Sections of `ary` column-wise (along axis 1, or 0 for 1-D).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.hsplit.html
        """
        ...

    @overload
    def vsplit(ary: Array[GenericT], indices_or_sections: _Sections) -> list[Array[GenericT]]: ...
    @overload
    def vsplit(ary: ArrayLike, indices_or_sections: _Sections) -> list[Array[generic]]: ...
    def vsplit(ary: ArrayLike, indices_or_sections: _Sections) -> Sequence[Array[generic]]:
        """Sections of `ary` row-wise (along axis 0).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vsplit.html
        """
        ...

    @overload
    def dsplit(ary: Array[GenericT], indices_or_sections: _Sections) -> list[Array[GenericT]]: ...
    @overload
    def dsplit(ary: ArrayLike, indices_or_sections: _Sections) -> list[Array[generic]]: ...
    def dsplit(ary: ArrayLike, indices_or_sections: _Sections) -> Sequence[Array[generic]]:
        """Sections of `ary` depth-wise (along axis 2).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.dsplit.html
        """
        ...

    @overload
    def unstack(x: Array[GenericT], /, *, axis: int = 0) -> tuple[Array[GenericT], ...]: ...
    @overload
    def unstack(x: ArrayLike, /, *, axis: int = 0) -> tuple[Array[generic], ...]: ...
    def unstack(x: ArrayLike, /, *, axis: int = 0) -> tuple[Array[generic], ...]:
        """The slices of `x` along `axis`, as a tuple of arrays of its dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.unstack.html
        """
        ...

    @overload
    def broadcast_arrays(*args: Array[GenericT]) -> Sequence[Array[GenericT]]: ...
    @overload
    def broadcast_arrays(*args: ArrayLike) -> Sequence[Array[generic]]: ...
    def broadcast_arrays(*args: ArrayLike) -> Sequence[Array[generic]]:
        """The arguments broadcast to one shape, each keeping its dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.broadcast_arrays.html
        """
        ...

    # END GENERATED (tools/gen_numpy_rearrange.py)

else:
    from jax.numpy import (
        append,
        array_split,
        block,
        broadcast_arrays,
        choose,
        column_stack,
        concat,
        concatenate,
        dsplit,
        dstack,
        hsplit,
        hstack,
        select,
        split,
        stack,
        unstack,
        vsplit,
        vstack,
    )
