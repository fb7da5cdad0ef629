"""Array constructors: filled arrays, ranges, conversions, windows, index grids and helpers.

Every name is JAX's own object (`tnp.zeros is jax.numpy.zeros`); the
declarations below give each result its dtype. `dtype=` narrows the result:
a dtype class or a NumPy scalar type or a dtype name gives that dtype
(`zeros(3, dtype="float32")` is `Array[float32]`), a 64-bit or Python type
request gives its category (x64 decides its width), anything else
`Array[generic]`. Without `dtype=` a constructor answers with JAX's default
(`zeros(3)` is `Array[floating]`) or keeps its input's dtype (`*_like`,
`array`, `asarray`, `copy`, `full`).

The constructors' overloads are written by `tools/gen_numpy_creation.py` (its
tables are the rules); run it after changing one, never edit the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads below overlap on purpose (bool is an int, NumPy's float64 is a float, a
# later overload's `= ...` default mirrors an earlier one's): the first match is JAX's answer,
# and the dtype agreement cases check every result against JAX.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = [
    "arange", "array", "asarray", "astype", "bartlett", "blackman", "c_", "copy",
    "diag_indices", "diag_indices_from", "empty", "empty_like", "eye", "frombuffer", "fromfile",
    "fromfunction", "fromiter", "fromstring", "full", "full_like", "geomspace", "hamming",
    "hanning", "identity", "index_exp", "indices", "kaiser", "linspace", "logspace",
    "mask_indices", "meshgrid", "mgrid", "ogrid", "ones", "ones_like", "r_", "s_", "tri",
    "tril_indices", "tril_indices_from", "triu_indices", "triu_indices_from", "zeros",
    "zeros_like",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Literal, NoReturn, Protocol, TypeAlias, TypeVar, overload

    import jax
    import numpy as np
    from numpy import index_exp, s_

    from typedjax._src.numpy.dtype_codes import (
        DeviceLike,
        GenericT,
        OutSharding,
        SameInexactT,
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
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        DimSize,
        DType,
        DTypeLike,
        ShapeLike,
        SymbolicDim,
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

    _R = TypeVar("_R")

    class _DuckArray(Protocol):
        """Anything with a shape and a dtype, such as `jax.ShapeDtypeStruct`."""

        @property
        def shape(self) -> tuple[int, ...]: ...
        @property
        def dtype(self) -> DType: ...

    class _SupportsShape(Protocol):
        @property
        def shape(self) -> tuple[int, ...]: ...

    class _SupportsArray(Protocol):
        def __array__(self) -> np.ndarray[Any, Any]: ...

    class _SupportsJaxArray(Protocol):
        def __jax_array__(self) -> jax.Array: ...

    class _Buffer(Protocol):
        """What `frombuffer` reads: an object with the buffer protocol (PEP 688), as
        `typing_extensions.Buffer` says; declared here because pytype cannot resolve that."""

        def __buffer__(self, flags: int, /) -> memoryview: ...

    _ArrayInput: TypeAlias = ArrayLike | Sequence[object] | _SupportsArray | _SupportsJaxArray
    """What `array`/`asarray` convert: arrays, scalars, nested lists and tuples, and
    objects with `__array__` or `__jax_array__`."""

    # pytype's typeshed has no generic `slice`.
    _IntSlice: TypeAlias = slice[  # pytype: disable=not-indexable
        int | None, int | None, int | None
    ]
    _IntSlices: TypeAlias = _IntSlice | tuple[_IntSlice, ...]
    _NumberSlice: TypeAlias = slice[  # pytype: disable=not-indexable
        complex | None, complex | None, complex | None
    ]

    class _MGrid:
        """`mgrid[...]`: dense coordinate grids from slices, as `arange`/`linspace` make them."""

        # Hand-written, a one-off: the index expressions of one index-trick object (slices and
        # arrays).
        @overload
        def __getitem__(self, key: _IntSlices, /) -> Array[signedinteger]: ...
        @overload
        def __getitem__(
            self, key: _NumberSlice | tuple[_NumberSlice, ...], /
        ) -> Array[floating]: ...
        @overload
        def __getitem__(self, key: slice | tuple[slice, ...], /) -> Array[number]: ...
        def __getitem__(self, key: slice | tuple[slice, ...], /) -> Array[number]:
            """The dense grid the slices describe; integer slices give JAX's default int."""
            ...

    class _OGrid:
        """`ogrid[...]`: open (broadcastable) coordinate grids from slices."""

        # Hand-written, a one-off: the index expressions of one index-trick object (slices and
        # arrays).
        @overload
        def __getitem__(self, key: _IntSlice, /) -> Array[signedinteger]: ...
        @overload
        def __getitem__(self, key: tuple[_IntSlice, ...], /) -> list[Array[signedinteger]]: ...
        @overload
        def __getitem__(self, key: _NumberSlice, /) -> Array[floating]: ...
        @overload
        def __getitem__(self, key: tuple[_NumberSlice, ...], /) -> list[Array[floating]]: ...
        @overload
        def __getitem__(self, key: slice, /) -> Array[number]: ...
        @overload
        def __getitem__(self, key: tuple[slice, ...], /) -> list[Array[number]]: ...
        def __getitem__(
            self, key: slice | tuple[slice, ...], /
        ) -> Array[number] | Sequence[Array[number]]:
            """One range for one slice, a list of broadcastable ranges for several."""
            ...

    class _AxisConcat:
        """`r_[...]`/`c_[...]`: arrays, scalars and slices concatenated along an axis."""

        # Hand-written, a one-off: the index expressions of one index-trick object (slices and
        # arrays).
        @overload
        def __getitem__(self, key: Array[SameT] | tuple[Array[SameT], ...], /) -> Array[SameT]: ...
        @overload
        def __getitem__(
            self, key: Array[SameNarrowT] | tuple[Array[SameNarrowT], ...], /
        ) -> Array[SameNarrowT]: ...
        @overload
        def __getitem__(self, key: _IntSlices, /) -> Array[signedinteger]: ...
        @overload
        def __getitem__(self, key: object, /) -> Array[generic]: ...
        def __getitem__(self, key: object, /) -> Array[generic]:
            """The pieces in `key` joined; arrays of one dtype keep it."""
            ...

    mgrid: _MGrid
    """Dense coordinate grids: `mgrid[0:3, 0:2]` has shape (2, 3, 2).

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.mgrid.html
    """
    ogrid: _OGrid
    """Open coordinate grids: `ogrid[0:3, 0:2]` is two broadcastable ranges.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ogrid.html
    """
    r_: _AxisConcat
    """Concatenation along the first axis by index syntax: `r_[a, b, 0:3]`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.r_.html
    """
    c_: _AxisConcat
    """Concatenation along the last axis, 1-D pieces as columns: `c_[a, b]`.

    JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.c_.html
    """

    # BEGIN GENERATED CONSTRUCTORS (tools/gen_numpy_creation.py)
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToFloat32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToBool,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToUInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToFloat64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToComplex128,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToBFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToComplex64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToUInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToUInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToUInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: type[GenericT],
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToSignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToUnsignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: ToComplexFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def zeros(
        shape: ShapeLike,
        dtype: DTypeLike,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def zeros(
        shape: ShapeLike,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of `shape` filled with zeros; JAX's default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.zeros.html
        """
        ...

    @overload
    def ones(
        shape: ShapeLike,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToFloat32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToBool,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToUInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToFloat64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToComplex128,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToBFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToComplex64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToUInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToUInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToUInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: type[GenericT],
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToSignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToUnsignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: ToComplexFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def ones(
        shape: ShapeLike,
        dtype: DTypeLike,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def ones(
        shape: ShapeLike,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of `shape` filled with ones; JAX's default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ones.html
        """
        ...

    @overload
    def empty(
        shape: ShapeLike,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToFloat32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToBool,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToUInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToFloat64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToComplex128,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToBFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToComplex64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToUInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToUInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToUInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: type[GenericT],
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToSignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToUnsignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: ToComplexFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def empty(
        shape: ShapeLike,
        dtype: DTypeLike,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def empty(
        shape: ShapeLike,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of `shape` (JAX fills it with zeros); default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.empty.html
        """
        ...

    @overload
    def full(
        shape: ShapeLike,
        fill_value: Array[GenericT],
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: bool,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: int,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: float,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: complex,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToFloat32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToBool,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToUInt64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToFloat64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToComplex128,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToBFloat16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToComplex64,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToUInt8,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToUInt16,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToUInt32,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: type[GenericT],
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToSignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToUnsignedInteger,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: ToComplexFloating,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: DTypeLike,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def full(
        shape: ShapeLike,
        fill_value: ArrayLike,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of `shape` filled with `fill_value`, of its dtype unless `dtype` is given.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.full.html
        """
        ...

    @overload
    def zeros_like(
        a: Array[GenericT],
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def zeros_like(
        a: bool,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def zeros_like(
        a: int,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def zeros_like(
        a: float,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros_like(
        a: complex,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToBool,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplex128,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToBFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplex64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: type[GenericT],
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToSignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUnsignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplexFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: DTypeLike,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def zeros_like(
        a: ArrayLike | _DuckArray,
        dtype: DTypeLike | None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of zeros shaped and typed like `a`, unless `shape`/`dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.zeros_like.html
        """
        ...

    @overload
    def ones_like(
        a: Array[GenericT],
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def ones_like(
        a: bool,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def ones_like(
        a: int,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ones_like(
        a: float,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones_like(
        a: complex,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToBool,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplex128,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToBFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplex64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: type[GenericT],
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToSignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToUnsignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: ToComplexFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: DTypeLike,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def ones_like(
        a: ArrayLike | _DuckArray,
        dtype: DTypeLike | None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array of ones shaped and typed like `a`, unless `shape`/`dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ones_like.html
        """
        ...

    @overload
    def empty_like(
        prototype: Array[GenericT],
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[GenericT]: ...
    @overload
    def empty_like(
        prototype: bool,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[bool_]: ...
    @overload
    def empty_like(
        prototype: int,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def empty_like(
        prototype: float,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def empty_like(
        prototype: complex,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToFloat32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[float32]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[int32]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToBool,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[bool_]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToUInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToFloat64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToComplex128,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[float16]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToBFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[bfloat16]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToComplex64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[complex64]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[int8]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[int16]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToUInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[uint8]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToUInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[uint16]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToUInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[uint32]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: type[GenericT],
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[GenericT]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToSignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToUnsignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: ToComplexFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: DTypeLike,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]: ...
    def empty_like(
        prototype: ArrayLike | _DuckArray,
        dtype: DTypeLike | None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]:
        """An array of zeros (JAX's empty) shaped and typed like `prototype`, unless `shape`/`dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.empty_like.html
        """
        ...

    @overload
    def full_like(
        a: Array[GenericT],
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def full_like(
        a: bool,
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def full_like(
        a: int,
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full_like(
        a: float,
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full_like(
        a: complex,
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToFloat32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToBool,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToUInt64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToFloat64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToComplex128,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToBFloat16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToComplex64,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToUInt8,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToUInt16,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToUInt32,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: type[GenericT],
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToSignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToUnsignedInteger,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: ToComplexFloating,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: DTypeLike,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def full_like(
        a: ArrayLike | _DuckArray,
        fill_value: ArrayLike,
        dtype: DTypeLike | None = None,
        shape: ShapeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """An array shaped and typed like `a` filled with `fill_value`, unless `shape`/`dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.full_like.html
        """
        ...

    @overload
    def arange(
        start: int,
        stop: int | None = None,
        step: int | None = None,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def arange(
        start: float,
        stop: float | None = None,
        step: float | None = None,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def arange(
        start: Array[GenericT],
        stop: None = None,
        step: None = None,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToFloat32 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToInt32 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToBool = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToInt64 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToUInt64 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToFloat64 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToComplex128 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToFloat16 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToBFloat16 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToComplex64 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToInt8 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToInt16 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToUInt8 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToUInt16 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToUInt32 = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        *,
        dtype: type[GenericT],
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToSignedInteger = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToUnsignedInteger = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToFloating = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: ToComplexFloating = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: DTypeLike = ...,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def arange(
        start: ArrayLike | SymbolicDim,
        stop: ArrayLike | SymbolicDim | None = None,
        step: ArrayLike | None = None,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Evenly spaced values in [start, stop); integers give JAX's default int, floats its default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.arange.html
        """
        ...

    @overload
    def linspace(
        start: Array[SameInexactT],
        stop: Array[SameInexactT] | float,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def linspace(
        start: float,
        stop: Array[SameInexactT],
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def linspace(
        start: Array[integer | bool_ | floating] | float,
        stop: Array[integer | bool_ | floating] | float,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[inexact]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToFloat32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[float32]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToInt32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[int32]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToBool = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[bool_]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToInt64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToUInt64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToFloat64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToComplex128 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToFloat16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[float16]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToBFloat16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[bfloat16]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToComplex64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[complex64]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToInt8 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[int8]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToInt16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[int16]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToUInt8 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[uint8]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToUInt16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[uint16]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToUInt32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[uint32]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        *,
        dtype: type[GenericT],
        axis: int = 0,
        device: DeviceLike = None,
    ) -> Array[GenericT]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToSignedInteger = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToUnsignedInteger = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToFloating = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: ToComplexFloating = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[False] = False,
        dtype: DTypeLike = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]: ...
    @overload
    def linspace(
        start: Array[SameInexactT],
        stop: Array[SameInexactT] | float,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def linspace(
        start: float,
        stop: Array[SameInexactT],
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def linspace(
        start: Array[integer | bool_ | floating] | float,
        stop: Array[integer | bool_ | floating] | float,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToFloat32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToInt32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[int32], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToBool = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[bool_], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToInt64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[signedinteger], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToUInt64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[unsignedinteger], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToFloat64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToComplex128 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToFloat16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[float16], Array[float16]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToBFloat16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[bfloat16], Array[bfloat16]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToComplex64 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[complex64], Array[complex64]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToInt8 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[int8], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToInt16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[int16], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToUInt8 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[uint8], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToUInt16 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[uint16], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToUInt32 = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[uint32], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        *,
        dtype: type[GenericT],
        axis: int = 0,
        device: DeviceLike = None,
    ) -> tuple[Array[GenericT], Array[inexact]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToSignedInteger = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[signedinteger], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToUnsignedInteger = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[unsignedinteger], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToFloating = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: ToComplexFloating = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: Literal[True] = ...,
        dtype: DTypeLike = ...,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> tuple[Array[generic], Array[inexact]]: ...
    @overload
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: bool = False,
        dtype: DTypeLike | None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[generic] | tuple[Array[generic], Array[inexact]]: ...
    def linspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        retstep: bool = False,
        dtype: DTypeLike | None = None,
        axis: int = 0,
        *,
        device: DeviceLike = None,
    ) -> Array[generic] | tuple[Array[generic], Array[inexact]]:
        """`num` evenly spaced values from `start` to `stop`; with `retstep=True` also the step.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linspace.html

        Without `dtype` the result is inexact: the inputs' float or complex dtype, else
        the default float.
        """
        ...

    @overload
    def logspace(
        start: Array[SameInexactT],
        stop: Array[SameInexactT] | float,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[SameInexactT]: ...
    @overload
    def logspace(
        start: float,
        stop: Array[SameInexactT],
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[SameInexactT]: ...
    @overload
    def logspace(
        start: Array[integer | bool_ | floating] | float,
        stop: Array[integer | bool_ | floating] | float,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[inexact]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToFloat32 = ...,
        axis: int = 0,
    ) -> Array[float32]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToInt32 = ...,
        axis: int = 0,
    ) -> Array[int32]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToBool = ...,
        axis: int = 0,
    ) -> Array[bool_]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToInt64 = ...,
        axis: int = 0,
    ) -> Array[signedinteger]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToUInt64 = ...,
        axis: int = 0,
    ) -> Array[unsignedinteger]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToFloat64 = ...,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToComplex128 = ...,
        axis: int = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToFloat16 = ...,
        axis: int = 0,
    ) -> Array[float16]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToBFloat16 = ...,
        axis: int = 0,
    ) -> Array[bfloat16]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToComplex64 = ...,
        axis: int = 0,
    ) -> Array[complex64]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToInt8 = ...,
        axis: int = 0,
    ) -> Array[int8]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToInt16 = ...,
        axis: int = 0,
    ) -> Array[int16]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToUInt8 = ...,
        axis: int = 0,
    ) -> Array[uint8]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToUInt16 = ...,
        axis: int = 0,
    ) -> Array[uint16]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToUInt32 = ...,
        axis: int = 0,
    ) -> Array[uint32]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        *,
        dtype: type[GenericT],
        axis: int = 0,
    ) -> Array[GenericT]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToSignedInteger = ...,
        axis: int = 0,
    ) -> Array[signedinteger]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToUnsignedInteger = ...,
        axis: int = 0,
    ) -> Array[unsignedinteger]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToFloating = ...,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: ToComplexFloating = ...,
        axis: int = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: DTypeLike = ...,
        axis: int = 0,
    ) -> Array[generic]: ...
    def logspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        base: ArrayLike = 10.0,
        dtype: DTypeLike | None = None,
        axis: int = 0,
    ) -> Array[generic]:
        """`num` values spaced evenly on a log scale, base**start to base**stop.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.logspace.html
        """
        ...

    @overload
    def geomspace(
        start: Array[SameInexactT],
        stop: Array[SameInexactT] | float,
        num: int = 50,
        endpoint: bool = True,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[SameInexactT]: ...
    @overload
    def geomspace(
        start: float,
        stop: Array[SameInexactT],
        num: int = 50,
        endpoint: bool = True,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[SameInexactT]: ...
    @overload
    def geomspace(
        start: Array[integer | bool_ | floating] | float,
        stop: Array[integer | bool_ | floating] | float,
        num: int = 50,
        endpoint: bool = True,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: None = None,
        axis: int = 0,
    ) -> Array[inexact]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToFloat32 = ...,
        axis: int = 0,
    ) -> Array[float32]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToInt32 = ...,
        axis: int = 0,
    ) -> Array[int32]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToBool = ...,
        axis: int = 0,
    ) -> Array[bool_]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToInt64 = ...,
        axis: int = 0,
    ) -> Array[signedinteger]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToUInt64 = ...,
        axis: int = 0,
    ) -> Array[unsignedinteger]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToFloat64 = ...,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToComplex128 = ...,
        axis: int = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToFloat16 = ...,
        axis: int = 0,
    ) -> Array[float16]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToBFloat16 = ...,
        axis: int = 0,
    ) -> Array[bfloat16]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToComplex64 = ...,
        axis: int = 0,
    ) -> Array[complex64]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToInt8 = ...,
        axis: int = 0,
    ) -> Array[int8]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToInt16 = ...,
        axis: int = 0,
    ) -> Array[int16]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToUInt8 = ...,
        axis: int = 0,
    ) -> Array[uint8]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToUInt16 = ...,
        axis: int = 0,
    ) -> Array[uint16]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToUInt32 = ...,
        axis: int = 0,
    ) -> Array[uint32]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        *,
        dtype: type[GenericT],
        axis: int = 0,
    ) -> Array[GenericT]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToSignedInteger = ...,
        axis: int = 0,
    ) -> Array[signedinteger]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToUnsignedInteger = ...,
        axis: int = 0,
    ) -> Array[unsignedinteger]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToFloating = ...,
        axis: int = 0,
    ) -> Array[floating]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: ToComplexFloating = ...,
        axis: int = 0,
    ) -> Array[complexfloating]: ...
    @overload
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: DTypeLike = ...,
        axis: int = 0,
    ) -> Array[generic]: ...
    def geomspace(
        start: ArrayLike,
        stop: ArrayLike,
        num: int = 50,
        endpoint: bool = True,
        dtype: DTypeLike | None = None,
        axis: int = 0,
    ) -> Array[generic]:
        """`num` values spaced evenly on a log scale from `start` to `stop`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.geomspace.html
        """
        ...

    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToFloat32 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[float32]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToInt32 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[int32]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToBool = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[bool_]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToInt64 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToUInt64 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToFloat64 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToComplex128 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToFloat16 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[float16]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToBFloat16 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[bfloat16]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToComplex64 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[complex64]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToInt8 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[int8]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToInt16 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[int16]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToUInt8 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[uint8]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToUInt16 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[uint16]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToUInt32 = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[uint32]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        *,
        dtype: type[GenericT],
        device: DeviceLike = None,
    ) -> Array[GenericT]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToSignedInteger = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToUnsignedInteger = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToFloating = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[floating]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: ToComplexFloating = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: DTypeLike = ...,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]: ...
    def eye(
        N: DimSize,
        M: DimSize | None = None,
        k: ArrayLike = 0,
        dtype: DTypeLike | None = None,
        *,
        device: DeviceLike = None,
    ) -> Array[generic]:
        """A 2-D array with ones on diagonal `k`; JAX's default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.eye.html
        """
        ...

    @overload
    def identity(n: DimSize, dtype: None = None) -> Array[floating]: ...
    @overload
    def identity(n: DimSize, dtype: ToFloat32) -> Array[float32]: ...
    @overload
    def identity(n: DimSize, dtype: ToInt32) -> Array[int32]: ...
    @overload
    def identity(n: DimSize, dtype: ToBool) -> Array[bool_]: ...
    @overload
    def identity(n: DimSize, dtype: ToInt64) -> Array[signedinteger]: ...
    @overload
    def identity(n: DimSize, dtype: ToUInt64) -> Array[unsignedinteger]: ...
    @overload
    def identity(n: DimSize, dtype: ToFloat64) -> Array[floating]: ...
    @overload
    def identity(n: DimSize, dtype: ToComplex128) -> Array[complexfloating]: ...
    @overload
    def identity(n: DimSize, dtype: ToFloat16) -> Array[float16]: ...
    @overload
    def identity(n: DimSize, dtype: ToBFloat16) -> Array[bfloat16]: ...
    @overload
    def identity(n: DimSize, dtype: ToComplex64) -> Array[complex64]: ...
    @overload
    def identity(n: DimSize, dtype: ToInt8) -> Array[int8]: ...
    @overload
    def identity(n: DimSize, dtype: ToInt16) -> Array[int16]: ...
    @overload
    def identity(n: DimSize, dtype: ToUInt8) -> Array[uint8]: ...
    @overload
    def identity(n: DimSize, dtype: ToUInt16) -> Array[uint16]: ...
    @overload
    def identity(n: DimSize, dtype: ToUInt32) -> Array[uint32]: ...
    @overload
    def identity(n: DimSize, dtype: type[GenericT]) -> Array[GenericT]: ...
    @overload
    def identity(n: DimSize, dtype: ToSignedInteger) -> Array[signedinteger]: ...
    @overload
    def identity(n: DimSize, dtype: ToUnsignedInteger) -> Array[unsignedinteger]: ...
    @overload
    def identity(n: DimSize, dtype: ToFloating) -> Array[floating]: ...
    @overload
    def identity(n: DimSize, dtype: ToComplexFloating) -> Array[complexfloating]: ...
    @overload
    def identity(n: DimSize, dtype: DTypeLike) -> Array[generic]: ...
    def identity(n: DimSize, dtype: DTypeLike | None = None) -> Array[generic]:
        """The `n` by `n` identity matrix; JAX's default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.identity.html
        """
        ...

    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: None = None) -> Array[floating]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToFloat32 = ...) -> Array[float32]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToInt32 = ...) -> Array[int32]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToBool = ...) -> Array[bool_]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToInt64 = ...
    ) -> Array[signedinteger]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToUInt64 = ...
    ) -> Array[unsignedinteger]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToFloat64 = ...
    ) -> Array[floating]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToComplex128 = ...
    ) -> Array[complexfloating]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToFloat16 = ...) -> Array[float16]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToBFloat16 = ...
    ) -> Array[bfloat16]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToComplex64 = ...
    ) -> Array[complex64]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToInt8 = ...) -> Array[int8]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToInt16 = ...) -> Array[int16]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToUInt8 = ...) -> Array[uint8]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToUInt16 = ...) -> Array[uint16]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: ToUInt32 = ...) -> Array[uint32]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, *, dtype: type[GenericT]
    ) -> Array[GenericT]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToSignedInteger = ...
    ) -> Array[signedinteger]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToUnsignedInteger = ...
    ) -> Array[unsignedinteger]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToFloating = ...
    ) -> Array[floating]: ...
    @overload
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: ToComplexFloating = ...
    ) -> Array[complexfloating]: ...
    @overload
    def tri(N: int, M: int | None = None, k: int = 0, dtype: DTypeLike = ...) -> Array[generic]: ...
    def tri(
        N: int, M: int | None = None, k: int = 0, dtype: DTypeLike | None = None
    ) -> Array[generic]:
        """Ones at and below diagonal `k`, zeros above; a float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tri.html
        """
        ...

    @overload
    def array(
        object: Array[GenericT],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def array(
        object: bool
        | Sequence[bool]
        | Sequence[Sequence[bool]]
        | Sequence[Sequence[Sequence[bool]]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def array(
        object: int | Sequence[int] | Sequence[Sequence[int]] | Sequence[Sequence[Sequence[int]]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def array(
        object: float
        | Sequence[float]
        | Sequence[Sequence[float]]
        | Sequence[Sequence[Sequence[float]]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def array(
        object: complex
        | Sequence[complex]
        | Sequence[Sequence[complex]]
        | Sequence[Sequence[Sequence[complex]]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def array(
        object: Sequence[Array[SameT]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def array(
        object: Sequence[Array[SameNarrowT]],
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToFloat32,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToInt32,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToBool,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToInt64,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToUInt64,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToFloat64,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToComplex128,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToFloat16,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToBFloat16,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToComplex64,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToInt8,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToInt16,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToUInt8,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToUInt16,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToUInt32,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: type[GenericT],
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToSignedInteger,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToUnsignedInteger,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToFloating,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: ToComplexFloating,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def array(
        object: _ArrayInput,
        dtype: DTypeLike,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def array(
        object: _ArrayInput,
        dtype: DTypeLike | None = None,
        *,
        copy: bool = True,
        order: str | None = "K",
        ndmin: int = 0,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """A new JAX array from `object`: an array, a scalar, or nested lists and tuples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.array.html

        Without `dtype` an array keeps its dtype and Python values take JAX's defaults.
        """
        ...

    @overload
    def asarray(
        a: Array[GenericT],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def asarray(
        a: bool | Sequence[bool] | Sequence[Sequence[bool]] | Sequence[Sequence[Sequence[bool]]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def asarray(
        a: int | Sequence[int] | Sequence[Sequence[int]] | Sequence[Sequence[Sequence[int]]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def asarray(
        a: float
        | Sequence[float]
        | Sequence[Sequence[float]]
        | Sequence[Sequence[Sequence[float]]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def asarray(
        a: complex
        | Sequence[complex]
        | Sequence[Sequence[complex]]
        | Sequence[Sequence[Sequence[complex]]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def asarray(
        a: Sequence[Array[SameT]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def asarray(
        a: Sequence[Array[SameNarrowT]],
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToFloat32,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToInt32,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToBool,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToInt64,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToUInt64,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToFloat64,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToComplex128,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToFloat16,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToBFloat16,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToComplex64,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToInt8,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToInt16,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToUInt8,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToUInt16,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToUInt32,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: type[GenericT],
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToSignedInteger,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToUnsignedInteger,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToFloating,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: ToComplexFloating,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def asarray(
        a: _ArrayInput,
        dtype: DTypeLike,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def asarray(
        a: _ArrayInput,
        dtype: DTypeLike | None = None,
        order: str | None = None,
        *,
        copy: bool | None = None,
        device: DeviceLike = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """`a` as a JAX array, copied only when needed: an array, a scalar, or nested lists.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.asarray.html

        Without `dtype` an array keeps its dtype and Python values take JAX's defaults.
        """
        ...

    @overload
    def astype(
        x: ArrayLike, dtype: None, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[floating]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToFloat32, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[float32]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToInt32, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[int32]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToBool, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[bool_]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToInt64, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[signedinteger]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToUInt64, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToFloat64, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[floating]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToComplex128, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[complexfloating]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToFloat16, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[float16]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToBFloat16, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[bfloat16]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToComplex64, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[complex64]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToInt8, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[int8]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToInt16, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[int16]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToUInt8, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[uint8]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToUInt16, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[uint16]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToUInt32, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[uint32]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: type[GenericT], /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[GenericT]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToSignedInteger, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[signedinteger]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToUnsignedInteger, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToFloating, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[floating]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: ToComplexFloating, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[complexfloating]: ...
    @overload
    def astype(
        x: ArrayLike, dtype: DTypeLike, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[generic]: ...
    def astype(
        x: ArrayLike, dtype: DTypeLike | None, /, *, copy: bool = False, device: DeviceLike = None
    ) -> Array[generic]:
        """`x` converted to `dtype` (None means JAX's default float).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.astype.html
        """
        ...

    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToFloat32, count: int = -1, offset: int = 0
    ) -> Array[float32]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToInt32, count: int = -1, offset: int = 0
    ) -> Array[int32]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToBool, count: int = -1, offset: int = 0
    ) -> Array[bool_]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToInt64, count: int = -1, offset: int = 0
    ) -> Array[signedinteger]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToUInt64, count: int = -1, offset: int = 0
    ) -> Array[unsignedinteger]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToFloat64, count: int = -1, offset: int = 0
    ) -> Array[floating]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToComplex128, count: int = -1, offset: int = 0
    ) -> Array[complexfloating]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToFloat16, count: int = -1, offset: int = 0
    ) -> Array[float16]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToBFloat16, count: int = -1, offset: int = 0
    ) -> Array[bfloat16]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToComplex64, count: int = -1, offset: int = 0
    ) -> Array[complex64]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToInt8, count: int = -1, offset: int = 0
    ) -> Array[int8]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToInt16, count: int = -1, offset: int = 0
    ) -> Array[int16]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToUInt8, count: int = -1, offset: int = 0
    ) -> Array[uint8]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToUInt16, count: int = -1, offset: int = 0
    ) -> Array[uint16]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToUInt32, count: int = -1, offset: int = 0
    ) -> Array[uint32]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: type[GenericT], count: int = -1, offset: int = 0
    ) -> Array[GenericT]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToSignedInteger, count: int = -1, offset: int = 0
    ) -> Array[signedinteger]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToUnsignedInteger, count: int = -1, offset: int = 0
    ) -> Array[unsignedinteger]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToFloating, count: int = -1, offset: int = 0
    ) -> Array[floating]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: ToComplexFloating, count: int = -1, offset: int = 0
    ) -> Array[complexfloating]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: DTypeLike, count: int = -1, offset: int = 0
    ) -> Array[generic]: ...
    @overload
    def frombuffer(
        buffer: _Buffer, dtype: type[float] | None = float, count: int = -1, offset: int = 0
    ) -> Array[floating]: ...
    def frombuffer(
        buffer: _Buffer, dtype: DTypeLike | None = float, count: int = -1, offset: int = 0
    ) -> Array[generic]:
        """A 1-D array read from the bytes of `buffer`; JAX's default float unless `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.frombuffer.html
        """
        ...

    @overload
    def fromstring(
        string: str, dtype: ToFloat32, count: int = -1, *, sep: str
    ) -> Array[float32]: ...
    @overload
    def fromstring(string: str, dtype: ToInt32, count: int = -1, *, sep: str) -> Array[int32]: ...
    @overload
    def fromstring(string: str, dtype: ToBool, count: int = -1, *, sep: str) -> Array[bool_]: ...
    @overload
    def fromstring(
        string: str, dtype: ToInt64, count: int = -1, *, sep: str
    ) -> Array[signedinteger]: ...
    @overload
    def fromstring(
        string: str, dtype: ToUInt64, count: int = -1, *, sep: str
    ) -> Array[unsignedinteger]: ...
    @overload
    def fromstring(
        string: str, dtype: ToFloat64, count: int = -1, *, sep: str
    ) -> Array[floating]: ...
    @overload
    def fromstring(
        string: str, dtype: ToComplex128, count: int = -1, *, sep: str
    ) -> Array[complexfloating]: ...
    @overload
    def fromstring(
        string: str, dtype: ToFloat16, count: int = -1, *, sep: str
    ) -> Array[float16]: ...
    @overload
    def fromstring(
        string: str, dtype: ToBFloat16, count: int = -1, *, sep: str
    ) -> Array[bfloat16]: ...
    @overload
    def fromstring(
        string: str, dtype: ToComplex64, count: int = -1, *, sep: str
    ) -> Array[complex64]: ...
    @overload
    def fromstring(string: str, dtype: ToInt8, count: int = -1, *, sep: str) -> Array[int8]: ...
    @overload
    def fromstring(string: str, dtype: ToInt16, count: int = -1, *, sep: str) -> Array[int16]: ...
    @overload
    def fromstring(string: str, dtype: ToUInt8, count: int = -1, *, sep: str) -> Array[uint8]: ...
    @overload
    def fromstring(string: str, dtype: ToUInt16, count: int = -1, *, sep: str) -> Array[uint16]: ...
    @overload
    def fromstring(string: str, dtype: ToUInt32, count: int = -1, *, sep: str) -> Array[uint32]: ...
    @overload
    def fromstring(
        string: str, dtype: type[GenericT], count: int = -1, *, sep: str
    ) -> Array[GenericT]: ...
    @overload
    def fromstring(
        string: str, dtype: ToSignedInteger, count: int = -1, *, sep: str
    ) -> Array[signedinteger]: ...
    @overload
    def fromstring(
        string: str, dtype: ToUnsignedInteger, count: int = -1, *, sep: str
    ) -> Array[unsignedinteger]: ...
    @overload
    def fromstring(
        string: str, dtype: ToFloating, count: int = -1, *, sep: str
    ) -> Array[floating]: ...
    @overload
    def fromstring(
        string: str, dtype: ToComplexFloating, count: int = -1, *, sep: str
    ) -> Array[complexfloating]: ...
    @overload
    def fromstring(
        string: str, dtype: DTypeLike, count: int = -1, *, sep: str
    ) -> Array[generic]: ...
    @overload
    def fromstring(
        string: str, dtype: type[float] | None = float, count: int = -1, *, sep: str
    ) -> Array[floating]: ...
    def fromstring(
        string: str, dtype: DTypeLike | None = float, count: int = -1, *, sep: str
    ) -> Array[generic]:
        """A 1-D array parsed from the text `string` of numbers separated by `sep`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fromstring.html
        """
        ...

    @overload
    def indices(
        dimensions: Sequence[int], dtype: None = None, sparse: Literal[False] = False
    ) -> Array[signedinteger]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat32, sparse: Literal[False] = False
    ) -> Array[float32]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt32, sparse: Literal[False] = False
    ) -> Array[int32]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToBool, sparse: Literal[False] = False
    ) -> Array[bool_]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt64, sparse: Literal[False] = False
    ) -> Array[signedinteger]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt64, sparse: Literal[False] = False
    ) -> Array[unsignedinteger]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat64, sparse: Literal[False] = False
    ) -> Array[floating]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplex128, sparse: Literal[False] = False
    ) -> Array[complexfloating]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat16, sparse: Literal[False] = False
    ) -> Array[float16]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToBFloat16, sparse: Literal[False] = False
    ) -> Array[bfloat16]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplex64, sparse: Literal[False] = False
    ) -> Array[complex64]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt8, sparse: Literal[False] = False
    ) -> Array[int8]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt16, sparse: Literal[False] = False
    ) -> Array[int16]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt8, sparse: Literal[False] = False
    ) -> Array[uint8]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt16, sparse: Literal[False] = False
    ) -> Array[uint16]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt32, sparse: Literal[False] = False
    ) -> Array[uint32]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: type[GenericT], sparse: Literal[False] = False
    ) -> Array[GenericT]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToSignedInteger, sparse: Literal[False] = False
    ) -> Array[signedinteger]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUnsignedInteger, sparse: Literal[False] = False
    ) -> Array[unsignedinteger]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloating, sparse: Literal[False] = False
    ) -> Array[floating]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplexFloating, sparse: Literal[False] = False
    ) -> Array[complexfloating]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: DTypeLike, sparse: Literal[False] = False
    ) -> Array[generic]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: None = None, sparse: Literal[True] = ...
    ) -> tuple[Array[signedinteger], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat32, sparse: Literal[True] = ...
    ) -> tuple[Array[float32], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt32, sparse: Literal[True] = ...
    ) -> tuple[Array[int32], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToBool, sparse: Literal[True] = ...
    ) -> tuple[Array[bool_], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt64, sparse: Literal[True] = ...
    ) -> tuple[Array[signedinteger], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt64, sparse: Literal[True] = ...
    ) -> tuple[Array[unsignedinteger], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat64, sparse: Literal[True] = ...
    ) -> tuple[Array[floating], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplex128, sparse: Literal[True] = ...
    ) -> tuple[Array[complexfloating], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloat16, sparse: Literal[True] = ...
    ) -> tuple[Array[float16], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToBFloat16, sparse: Literal[True] = ...
    ) -> tuple[Array[bfloat16], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplex64, sparse: Literal[True] = ...
    ) -> tuple[Array[complex64], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt8, sparse: Literal[True] = ...
    ) -> tuple[Array[int8], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToInt16, sparse: Literal[True] = ...
    ) -> tuple[Array[int16], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt8, sparse: Literal[True] = ...
    ) -> tuple[Array[uint8], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt16, sparse: Literal[True] = ...
    ) -> tuple[Array[uint16], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUInt32, sparse: Literal[True] = ...
    ) -> tuple[Array[uint32], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: type[GenericT], sparse: Literal[True] = ...
    ) -> tuple[Array[GenericT], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToSignedInteger, sparse: Literal[True] = ...
    ) -> tuple[Array[signedinteger], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToUnsignedInteger, sparse: Literal[True] = ...
    ) -> tuple[Array[unsignedinteger], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToFloating, sparse: Literal[True] = ...
    ) -> tuple[Array[floating], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: ToComplexFloating, sparse: Literal[True] = ...
    ) -> tuple[Array[complexfloating], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: DTypeLike, sparse: Literal[True] = ...
    ) -> tuple[Array[generic], ...]: ...
    @overload
    def indices(
        dimensions: Sequence[int], dtype: DTypeLike | None = None, sparse: bool = False
    ) -> Array[generic] | tuple[Array[generic], ...]: ...
    def indices(
        dimensions: Sequence[int], dtype: DTypeLike | None = None, sparse: bool = False
    ) -> Array[generic] | tuple[Array[generic], ...]:
        """The index grid of `dimensions`: one array, or with `sparse=True` a tuple of arrays.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.indices.html
        """
        ...

    # END GENERATED CONSTRUCTORS

    # Hand-written, a one-off: `copy` of Python scalars and arrays, a rule of `copy` alone.
    @overload
    def copy(a: Array[GenericT], order: str | None = None) -> Array[GenericT]: ...
    @overload
    def copy(a: bool, order: str | None = None) -> Array[bool_]: ...
    @overload
    def copy(a: int, order: str | None = None) -> Array[signedinteger]: ...
    @overload
    def copy(a: float, order: str | None = None) -> Array[floating]: ...
    @overload
    def copy(a: complex, order: str | None = None) -> Array[complexfloating]: ...
    @overload
    def copy(a: ArrayLike, order: str | None = None) -> Array[generic]: ...
    def copy(a: ArrayLike, order: str | None = None) -> Array[generic]:
        """A copy of `a` as a JAX array, of the same dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.copy.html
        """
        ...

    def fromfunction(
        function: Callable[..., _R], shape: ShapeLike, *, dtype: DTypeLike = float,
        **kwargs: object,
    ) -> _R:  # fmt: skip
        """`function` mapped over the index grid of `shape` (indices of `dtype`), as it returns.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fromfunction.html
        """
        ...

    def fromfile(*args: object, **kwargs: object) -> NoReturn:
        """Not available in JAX (reading files is impure): always raises NotImplementedError.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fromfile.html
        """
        ...

    def fromiter(*args: object, **kwargs: object) -> NoReturn:
        """Not available in JAX (iterators are impure): always raises NotImplementedError.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fromiter.html
        """
        ...

    def bartlett(M: int) -> Array[floating]:
        """The Bartlett (triangular) window of `M` points, in JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.bartlett.html
        """
        ...

    def blackman(M: int) -> Array[floating]:
        """The Blackman window of `M` points, in JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.blackman.html
        """
        ...

    def hamming(M: int) -> Array[floating]:
        """The Hamming window of `M` points, in JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.hamming.html
        """
        ...

    def hanning(M: int) -> Array[floating]:
        """The Hann window of `M` points, in JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.hanning.html
        """
        ...

    def kaiser(M: int, beta: ArrayLike) -> Array[floating]:
        """The Kaiser window of `M` points with shape `beta`, in JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.kaiser.html
        """
        ...

    def diag_indices(n: int, ndim: int = 2) -> tuple[Array[signedinteger], ...]:
        """The `ndim` index arrays of the main diagonal of an `n`-sided array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.diag_indices.html
        """
        ...

    def diag_indices_from(arr: ArrayLike) -> tuple[Array[signedinteger], ...]:
        """The index arrays of the main diagonal of `arr` (all sides equal).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.diag_indices_from.html
        """
        ...

    def tril_indices(
        n: DimSize, k: DimSize = 0, m: DimSize | None = None
    ) -> tuple[Array[signedinteger], Array[signedinteger]]:
        """Row and column indices of the lower triangle (at and below diagonal `k`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tril_indices.html
        """
        ...

    def triu_indices(
        n: DimSize, k: DimSize = 0, m: DimSize | None = None
    ) -> tuple[Array[signedinteger], Array[signedinteger]]:
        """Row and column indices of the upper triangle (at and above diagonal `k`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.triu_indices.html
        """
        ...

    def tril_indices_from(
        arr: ArrayLike | _SupportsShape, k: int = 0
    ) -> tuple[Array[signedinteger], Array[signedinteger]]:
        """Row and column indices of the lower triangle of the 2-D `arr`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tril_indices_from.html
        """
        ...

    def triu_indices_from(
        arr: ArrayLike | _SupportsShape, k: int = 0
    ) -> tuple[Array[signedinteger], Array[signedinteger]]:
        """Row and column indices of the upper triangle of the 2-D `arr`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.triu_indices_from.html
        """
        ...

    def mask_indices(
        n: int,
        mask_func: Callable[[Array[floating], int], ArrayLike],
        k: int = 0,
        *,
        size: int | None = None,
    ) -> tuple[Array[signedinteger], Array[signedinteger]]:
        """Indices where `mask_func(ones((n, n)), k)` is non-zero (`size` fixes their number).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.mask_indices.html
        """
        ...

    # Hand-written, a one-off: a vararg of one dtype or any, with `copy`/`sparse` flags.
    # A list in JAX 0.10.2, a tuple in 0.12.0.1: declared as a Sequence, which holds for both.
    @overload
    def meshgrid(
        *xi: Array[GenericT],
        copy: bool = True,
        sparse: bool = False,
        indexing: Literal["xy", "ij"] = "xy",
    ) -> Sequence[Array[GenericT]]: ...
    @overload
    def meshgrid(
        *xi: ArrayLike,
        copy: bool = True,
        sparse: bool = False,
        indexing: Literal["xy", "ij"] = "xy",
    ) -> Sequence[Array[generic]]: ...
    def meshgrid(
        *xi: ArrayLike,
        copy: bool = True,
        sparse: bool = False,
        indexing: Literal["xy", "ij"] = "xy",
    ) -> Sequence[Array[generic]]:
        """Coordinate arrays from the 1-D `xi`, each of its input's dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.meshgrid.html
        """
        ...

else:
    from jax.numpy import (
        arange,
        array,
        asarray,
        astype,
        bartlett,
        blackman,
        c_,
        copy,
        diag_indices,
        diag_indices_from,
        empty,
        empty_like,
        eye,
        frombuffer,
        fromfile,
        fromfunction,
        fromiter,
        fromstring,
        full,
        full_like,
        geomspace,
        hamming,
        hanning,
        identity,
        index_exp,
        indices,
        kaiser,
        linspace,
        logspace,
        mask_indices,
        meshgrid,
        mgrid,
        ogrid,
        ones,
        ones_like,
        r_,
        s_,
        tri,
        tril_indices,
        tril_indices_from,
        triu_indices,
        triu_indices_from,
        zeros,
        zeros_like,
    )
