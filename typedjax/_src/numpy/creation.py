"""Array constructors: filled arrays, ranges, conversions, windows, index grids and helpers.

Every name is JAX's own object (`tnp.zeros is jax.numpy.zeros`); the
declarations below give each result its dtype. `dtype=` narrows the result:
a dtype class or a NumPy scalar type or a dtype name gives that dtype
(`zeros(3, dtype="float32")` is `Array[float32]`), a 64-bit or Python type
request gives its category (x64 decides its width), anything else
`Array[generic]`. Without `dtype=` a constructor answers with JAX's default
(`zeros(3)` is `Array[floating]`) or keeps its input's dtype (`*_like`,
`array`, `asarray`, `copy`, `full`).

The `dtype=` ladders of the constructors (`zeros`, `arange`, `asarray`, ...) are written
by `tools/gen/numpy_creation.py` into `typedjax/_src/generated/numpy/creation.py` (its
tables are the rules); this module holds the protocols and aliases they read, the index
tricks and the other constructors.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads below overlap on purpose (bool is an int, NumPy's float64 is a float, a
# later overload's `= ...` default mirrors an earlier one's): the first match is JAX's answer,
# and the dtype agreement cases check every result against JAX.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# `_DuckArray`, `_Buffer` and `_ArrayInput` are read by the generated declarations
# (typedjax/_src/generated/numpy/creation.py), not here:
# ruff: noqa: PYI046, PYI047

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = [
    "bartlett", "blackman", "c_", "copy", "diag_indices", "diag_indices_from", "fromfile",
    "fromfunction", "fromiter", "hamming", "hanning", "index_exp", "kaiser", "mask_indices",
    "meshgrid", "mgrid", "ogrid", "r_", "s_", "tril_indices", "tril_indices_from",
    "triu_indices", "triu_indices_from",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Literal, NoReturn, Protocol, TypeAlias, TypeVar, overload

    import jax
    import numpy as np
    from numpy import index_exp, s_

    from typedjax._src.generated.typing.vocabulary import GenericT, SameNarrowT, SameT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        DimSize,
        DType,
        DTypeLike,
        ShapeLike,
        bool_,
        complexfloating,
        floating,
        generic,
        number,
        signedinteger,
    )

    _R = TypeVar("_R")

    class _DuckArray(Protocol):  # pyright: ignore[reportUnusedClass]  # read by the generated file
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

    class _Buffer(Protocol):  # pyright: ignore[reportUnusedClass]  # read by the generated file
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
        bartlett,
        blackman,
        c_,
        copy,
        diag_indices,
        diag_indices_from,
        fromfile,
        fromfunction,
        fromiter,
        hamming,
        hanning,
        index_exp,
        kaiser,
        mask_indices,
        meshgrid,
        mgrid,
        ogrid,
        r_,
        s_,
        tril_indices,
        tril_indices_from,
        triu_indices,
        triu_indices_from,
    )
