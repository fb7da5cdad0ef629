"""Array manipulation: shapes, axes, indexing, joining, products, polynomials, functionals.

Functions that move, select or rearrange elements keep the array's dtype
(`reshape` of an `Array[float16]` is an `Array[float16]`); joining, products and
polynomials promote by JAX's table (their own modules: `_joining`, `_products`,
`_polynomial`, `_functional`, re-exported here). The runtime objects are JAX's
own functions (`tnp.reshape is jax.numpy.reshape`).

The declarations below are written by `tools/gen_numpy_rearrange.py` (the rules
are its tables); edit a table and run `python tools/gen_numpy_rearrange.py`, never
the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# Each typed overload is followed by a looser one for the same call shape: the first
# match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, overload

import numpy as np
from jax.lax import GatherScatterMode

from typedjax._src.numpy.dtype_codes import (
    GenericT,
    IntegerT,
    NumberT,
    OutSharding,
    ToInt8,
    ToInt16,
    ToInt32,
    ToInt64,
    ToUInt8,
    ToUInt16,
    ToUInt32,
    ToUInt64,
)
from typedjax._src.numpy.functional import (
    apply_along_axis,
    apply_over_axes,
    frompyfunc,
    piecewise,
    vectorize,
)
from typedjax._src.numpy.joining import (
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
from typedjax._src.numpy.polynomial import (
    poly,
    polyadd,
    polyder,
    polydiv,
    polyfit,
    polyint,
    polymul,
    polysub,
    polyval,
    roots,
)
from typedjax._src.numpy.products import (
    SameIntegerT,
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
from typedjax._src.typing.like import NumPyBool, NumPyInteger, NumPyNumber
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    DimSize,
    DTypeLike,
    ShapeLike,
    bool_,
    generic,
    int8,
    int16,
    int32,
    integer,
    signedinteger,
    uint8,
    uint16,
    uint32,
    unsignedinteger,
)

__all__: list[str] = [
    "append", "apply_along_axis", "apply_over_axes", "array_split", "atleast_1d",
    "atleast_2d", "atleast_3d", "block", "broadcast_arrays", "broadcast_to", "choose",
    "column_stack", "compress", "concat", "concatenate", "convolve", "correlate", "cross",
    "delete", "diag", "diagflat", "diagonal", "dot", "dsplit", "dstack", "einsum",
    "einsum_path", "expand_dims", "fill_diagonal", "flip", "fliplr", "flipud", "frompyfunc",
    "hsplit", "hstack", "inner", "insert", "ix_", "kron", "matmul", "matrix_transpose",
    "matvec", "moveaxis", "outer", "packbits", "pad", "permute_dims", "piecewise", "place",
    "poly", "polyadd", "polyder", "polydiv", "polyfit", "polyint", "polymul", "polysub",
    "polyval", "put", "put_along_axis", "ravel", "ravel_multi_index", "repeat", "reshape",
    "resize", "roll", "rollaxis", "roots", "rot90", "select", "split", "squeeze", "stack",
    "swapaxes", "take", "take_along_axis", "tensordot", "tile", "transpose", "tril", "trim_zeros",
    "triu", "unpackbits", "unravel_index", "unstack", "vander", "vdot", "vecdot",
    "vecmat", "vectorize", "vsplit", "vstack",
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

if TYPE_CHECKING:
    # BEGIN GENERATED (tools/gen_numpy_rearrange.py)
    # ---- shape and axes: the dtype is kept -----------------------------------------

    @overload
    def reshape(
        a: Array[GenericT],
        shape: ShapeLike,
        order: str = "C",
        *,
        copy: bool | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def reshape(
        a: ArrayLike,
        shape: ShapeLike,
        order: str = "C",
        *,
        copy: bool | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def reshape(
        a: ArrayLike,
        shape: ShapeLike,
        order: str = "C",
        *,
        copy: bool | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """`a` with a new shape (one entry may be -1) and the same elements and dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.reshape.html
        """
        ...

    @overload
    def ravel(
        a: Array[GenericT],
        order: str = "C",
        *,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def ravel(
        a: ArrayLike,
        order: str = "C",
        *,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def ravel(
        a: ArrayLike,
        order: str = "C",
        *,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """`a` flattened to one dimension, keeping its dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ravel.html
        """
        ...

    @overload
    def squeeze(a: Array[GenericT], axis: _Axis = None) -> Array[GenericT]: ...
    @overload
    def squeeze(a: ArrayLike, axis: _Axis = None) -> Array[generic]: ...
    def squeeze(a: ArrayLike, axis: _Axis = None) -> Array[generic]:
        """`a` without its length-1 axes (or only those in `axis`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.squeeze.html
        """
        ...

    @overload
    def expand_dims(a: Array[GenericT], axis: int | Sequence[int]) -> Array[GenericT]: ...
    @overload
    def expand_dims(a: ArrayLike, axis: int | Sequence[int]) -> Array[generic]: ...
    def expand_dims(a: ArrayLike, axis: int | Sequence[int]) -> Array[generic]:
        """`a` with new length-1 axes inserted at the positions `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.expand_dims.html
        """
        ...

    @overload
    def transpose(a: Array[GenericT], axes: Sequence[int] | None = None) -> Array[GenericT]: ...
    @overload
    def transpose(a: ArrayLike, axes: Sequence[int] | None = None) -> Array[generic]: ...
    def transpose(a: ArrayLike, axes: Sequence[int] | None = None) -> Array[generic]:
        """`a` with its axes permuted (reversed when `axes` is None).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.transpose.html
        """
        ...

    @overload
    def permute_dims(a: Array[GenericT], /, axes: tuple[int, ...]) -> Array[GenericT]: ...
    @overload
    def permute_dims(a: ArrayLike, /, axes: tuple[int, ...]) -> Array[generic]: ...
    def permute_dims(a: ArrayLike, /, axes: tuple[int, ...]) -> Array[generic]:
        """`a` with its axes permuted as `axes` says (Array API name of `transpose`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.permute_dims.html
        """
        ...

    @overload
    def matrix_transpose(x: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def matrix_transpose(x: ArrayLike, /) -> Array[generic]: ...
    def matrix_transpose(x: ArrayLike, /) -> Array[generic]:
        """`x` with its last two axes swapped.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.matrix_transpose.html
        """
        ...

    @overload
    def swapaxes(a: Array[GenericT], axis1: int, axis2: int) -> Array[GenericT]: ...
    @overload
    def swapaxes(a: ArrayLike, axis1: int, axis2: int) -> Array[generic]: ...
    def swapaxes(a: ArrayLike, axis1: int, axis2: int) -> Array[generic]:
        """`a` with axes `axis1` and `axis2` swapped.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.swapaxes.html
        """
        ...

    @overload
    def moveaxis(
        a: Array[GenericT],
        source: int | Sequence[int],
        destination: int | Sequence[int],
    ) -> Array[GenericT]: ...
    @overload
    def moveaxis(
        a: ArrayLike,
        source: int | Sequence[int],
        destination: int | Sequence[int],
    ) -> Array[generic]: ...
    def moveaxis(
        a: ArrayLike,
        source: int | Sequence[int],
        destination: int | Sequence[int],
    ) -> Array[generic]:
        """`a` with the axes `source` moved to the positions `destination`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.moveaxis.html
        """
        ...

    @overload
    def rollaxis(a: Array[GenericT], axis: int, start: int = 0) -> Array[GenericT]: ...
    @overload
    def rollaxis(a: ArrayLike, axis: int, start: int = 0) -> Array[generic]: ...
    def rollaxis(a: ArrayLike, axis: int, start: int = 0) -> Array[generic]:
        """`a` with `axis` moved to the position `start` (prefer `moveaxis`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.rollaxis.html
        """
        ...

    @overload
    def flip(m: Array[GenericT], axis: _Axis = None) -> Array[GenericT]: ...
    @overload
    def flip(m: ArrayLike, axis: _Axis = None) -> Array[generic]: ...
    def flip(m: ArrayLike, axis: _Axis = None) -> Array[generic]:
        """`m` with the order of its elements reversed along `axis` (all axes if None).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.flip.html
        """
        ...

    @overload
    def fliplr(m: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def fliplr(m: ArrayLike) -> Array[generic]: ...
    def fliplr(m: ArrayLike) -> Array[generic]:
        """`m` reversed along axis 1 (left to right).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fliplr.html
        """
        ...

    @overload
    def flipud(m: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def flipud(m: ArrayLike) -> Array[generic]: ...
    def flipud(m: ArrayLike) -> Array[generic]:
        """`m` reversed along axis 0 (up to down).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.flipud.html
        """
        ...

    @overload
    def rot90(
        m: Array[GenericT],
        k: int = 1,
        axes: tuple[int, int] = (0, 1),
    ) -> Array[GenericT]: ...
    @overload
    def rot90(m: ArrayLike, k: int = 1, axes: tuple[int, int] = (0, 1)) -> Array[generic]: ...
    def rot90(m: ArrayLike, k: int = 1, axes: tuple[int, int] = (0, 1)) -> Array[generic]:
        """`m` rotated by `k` quarter turns in the plane of `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.rot90.html
        """
        ...

    @overload
    def roll(
        a: Array[GenericT],
        shift: ArrayLike | Sequence[int],
        axis: _Axis = None,
    ) -> Array[GenericT]: ...
    @overload
    def roll(
        a: ArrayLike,
        shift: ArrayLike | Sequence[int],
        axis: _Axis = None,
    ) -> Array[generic]: ...
    def roll(a: ArrayLike, shift: ArrayLike | Sequence[int], axis: _Axis = None) -> Array[generic]:
        """`a` with its elements shifted cyclically by `shift` along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.roll.html
        """
        ...

    @overload
    def broadcast_to(
        array: Array[GenericT],
        shape: ShapeLike,
        *,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def broadcast_to(
        array: ArrayLike,
        shape: ShapeLike,
        *,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def broadcast_to(
        array: ArrayLike,
        shape: ShapeLike,
        *,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """`array` broadcast to `shape`, keeping its dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.broadcast_to.html
        """
        ...

    @overload
    def tile(A: Array[GenericT], reps: DimSize | Sequence[DimSize]) -> Array[GenericT]: ...
    @overload
    def tile(A: ArrayLike, reps: DimSize | Sequence[DimSize]) -> Array[generic]: ...
    def tile(A: ArrayLike, reps: DimSize | Sequence[DimSize]) -> Array[generic]:
        """`A` repeated `reps` times along each axis.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tile.html
        """
        ...

    @overload
    def repeat(
        a: Array[GenericT],
        repeats: ArrayLike,
        axis: int | None = None,
        *,
        total_repeat_length: int | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def repeat(
        a: ArrayLike,
        repeats: ArrayLike,
        axis: int | None = None,
        *,
        total_repeat_length: int | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def repeat(
        a: ArrayLike,
        repeats: ArrayLike,
        axis: int | None = None,
        *,
        total_repeat_length: int | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Each element of `a` repeated `repeats` times along `axis` (flattened if None).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.repeat.html
        """
        ...

    @overload
    def resize(a: Array[GenericT], new_shape: ShapeLike) -> Array[GenericT]: ...
    @overload
    def resize(a: ArrayLike, new_shape: ShapeLike) -> Array[generic]: ...
    def resize(a: ArrayLike, new_shape: ShapeLike) -> Array[generic]:
        """`a` with `new_shape`, its elements repeated cyclically to fill it.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.resize.html
        """
        ...

    @overload
    def pad(
        array: Array[GenericT],
        pad_width: _PadWidth,
        mode: str | Callable[..., object] = "constant",
        **kwargs: object,
    ) -> Array[GenericT]: ...
    @overload
    def pad(
        array: ArrayLike,
        pad_width: _PadWidth,
        mode: str | Callable[..., object] = "constant",
        **kwargs: object,
    ) -> Array[generic]: ...
    def pad(
        array: ArrayLike,
        pad_width: _PadWidth,
        mode: str | Callable[..., object] = "constant",
        **kwargs: object,
    ) -> Array[generic]:
        """`array` padded by `pad_width` on each side as `mode` says, keeping its dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.pad.html

        The keyword arguments are the mode's (`constant_values`, `stat_length`,
        `end_values`, `reflect_type`), or those of a callable `mode`.
        """
        ...

    @overload
    def atleast_1d(x: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def atleast_1d(x: ArrayLike, /) -> Array[generic]: ...
    @overload
    def atleast_1d(
        x: Array[GenericT],
        y: Array[GenericT],
        /,
        *arys: Array[GenericT],
    ) -> Sequence[Array[GenericT]]: ...
    @overload
    def atleast_1d(*arys: ArrayLike) -> Sequence[Array[generic]]: ...
    def atleast_1d(*arys: ArrayLike) -> Array[generic] | Sequence[Array[generic]]:
        """Each argument viewed with at least one axis: one array for one argument, else a
        sequence of them (a list in JAX 0.10.2, a tuple in 0.12).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atleast_1d.html
        """
        ...

    @overload
    def atleast_2d(x: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def atleast_2d(x: ArrayLike, /) -> Array[generic]: ...
    @overload
    def atleast_2d(
        x: Array[GenericT],
        y: Array[GenericT],
        /,
        *arys: Array[GenericT],
    ) -> Sequence[Array[GenericT]]: ...
    @overload
    def atleast_2d(*arys: ArrayLike) -> Sequence[Array[generic]]: ...
    def atleast_2d(*arys: ArrayLike) -> Array[generic] | Sequence[Array[generic]]:
        """Each argument viewed with at least two axes: one array for one argument, else a
        sequence of them (a list in JAX 0.10.2, a tuple in 0.12).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atleast_2d.html
        """
        ...

    @overload
    def atleast_3d(x: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def atleast_3d(x: ArrayLike, /) -> Array[generic]: ...
    @overload
    def atleast_3d(
        x: Array[GenericT],
        y: Array[GenericT],
        /,
        *arys: Array[GenericT],
    ) -> Sequence[Array[GenericT]]: ...
    @overload
    def atleast_3d(*arys: ArrayLike) -> Sequence[Array[generic]]: ...
    def atleast_3d(*arys: ArrayLike) -> Array[generic] | Sequence[Array[generic]]:
        """Each argument viewed with at least three axes: one array for one argument, else a
        sequence of them (a list in JAX 0.10.2, a tuple in 0.12).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.atleast_3d.html
        """
        ...

    # ---- diagonals and triangles ---------------------------------------------------

    @overload
    def diag(v: Array[GenericT], k: int = 0) -> Array[GenericT]: ...
    @overload
    def diag(v: ArrayLike, k: int = 0) -> Array[generic]: ...
    def diag(v: ArrayLike, k: int = 0) -> Array[generic]:
        """The `k`-th diagonal of a 2-D `v`, or a 2-D array with the 1-D `v` on it.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.diag.html
        """
        ...

    @overload
    def diagflat(v: Array[GenericT], k: int = 0) -> Array[GenericT]: ...
    @overload
    def diagflat(v: ArrayLike, k: int = 0) -> Array[generic]: ...
    def diagflat(v: ArrayLike, k: int = 0) -> Array[generic]:
        """A 2-D array with the flattened `v` on its `k`-th diagonal.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.diagflat.html
        """
        ...

    @overload
    def diagonal(
        a: Array[GenericT],
        offset: int = 0,
        axis1: int = 0,
        axis2: int = 1,
    ) -> Array[GenericT]: ...
    @overload
    def diagonal(
        a: ArrayLike,
        offset: int = 0,
        axis1: int = 0,
        axis2: int = 1,
    ) -> Array[generic]: ...
    def diagonal(a: ArrayLike, offset: int = 0, axis1: int = 0, axis2: int = 1) -> Array[generic]:
        """The diagonal at `offset` of the planes spanned by `axis1` and `axis2`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.diagonal.html
        """
        ...

    @overload
    def tril(m: Array[GenericT], k: int = 0) -> Array[GenericT]: ...
    @overload
    def tril(m: ArrayLike, k: int = 0) -> Array[generic]: ...
    def tril(m: ArrayLike, k: int = 0) -> Array[generic]:
        """`m` with the elements above its `k`-th diagonal set to zero.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.tril.html
        """
        ...

    @overload
    def triu(m: Array[GenericT], k: int = 0) -> Array[GenericT]: ...
    @overload
    def triu(m: ArrayLike, k: int = 0) -> Array[generic]: ...
    def triu(m: ArrayLike, k: int = 0) -> Array[generic]:
        """`m` with the elements below its `k`-th diagonal set to zero.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.triu.html
        """
        ...

    @overload
    def fill_diagonal(
        a: Array[GenericT],
        val: ArrayLike,
        wrap: bool = False,
        *,
        inplace: Literal[False],
    ) -> Array[GenericT]: ...
    @overload
    def fill_diagonal(
        a: ArrayLike,
        val: ArrayLike,
        wrap: bool = False,
        *,
        inplace: Literal[False],
    ) -> Array[generic]: ...
    def fill_diagonal(
        a: ArrayLike,
        val: ArrayLike,
        wrap: bool = False,
        *,
        inplace: Literal[False],
    ) -> Array[generic]:
        """A copy of `a` with `val` on its main diagonal, in `a`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.fill_diagonal.html

        JAX arrays are immutable: `inplace=False` is required (JAX raises without it).
        """
        ...

    @overload
    def vander(
        x: Array[GenericT],
        N: int | None = None,
        increasing: bool = False,
    ) -> Array[GenericT]: ...
    @overload
    def vander(x: ArrayLike, N: int | None = None, increasing: bool = False) -> Array[generic]: ...
    def vander(x: ArrayLike, N: int | None = None, increasing: bool = False) -> Array[generic]:
        """The Vandermonde matrix of `x`: its columns are powers of `x`, in `x`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.vander.html
        """
        ...

    # ---- selecting, inserting and deleting: the dtype is kept ----------------------

    @overload
    def take(
        a: Array[GenericT],
        indices: ArrayLike,
        axis: int | None = None,
        out: None = None,
        mode: str | None = None,
        unique_indices: bool = False,
        indices_are_sorted: bool = False,
        fill_value: _StaticScalar | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def take(
        a: ArrayLike,
        indices: ArrayLike,
        axis: int | None = None,
        out: None = None,
        mode: str | None = None,
        unique_indices: bool = False,
        indices_are_sorted: bool = False,
        fill_value: _StaticScalar | None = None,
    ) -> Array[generic]: ...
    def take(
        a: ArrayLike,
        indices: ArrayLike,
        axis: int | None = None,
        out: None = None,
        mode: str | None = None,
        unique_indices: bool = False,
        indices_are_sorted: bool = False,
        fill_value: _StaticScalar | None = None,
    ) -> Array[generic]:
        """The elements of `a` at `indices` along `axis` (of the flattened `a` if None).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.take.html
        """
        ...

    @overload
    def take_along_axis(
        arr: Array[GenericT],
        indices: ArrayLike,
        axis: int | None = -1,
        mode: str | GatherScatterMode | None = None,
        fill_value: _StaticScalar | None = None,
        *,
        wrap_negative_indices: bool = True,
    ) -> Array[GenericT]: ...
    @overload
    def take_along_axis(
        arr: ArrayLike,
        indices: ArrayLike,
        axis: int | None = -1,
        mode: str | GatherScatterMode | None = None,
        fill_value: _StaticScalar | None = None,
        *,
        wrap_negative_indices: bool = True,
    ) -> Array[generic]: ...
    def take_along_axis(
        arr: ArrayLike,
        indices: ArrayLike,
        axis: int | None = -1,
        mode: str | GatherScatterMode | None = None,
        fill_value: _StaticScalar | None = None,
        *,
        wrap_negative_indices: bool = True,
    ) -> Array[generic]:
        """The elements of `arr` at `indices`, matched index by index along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.take_along_axis.html
        """
        ...

    @overload
    def compress(
        condition: ArrayLike,
        a: Array[GenericT],
        axis: int | None = None,
        *,
        size: int | None = None,
        fill_value: ArrayLike = 0,
        out: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def compress(
        condition: ArrayLike,
        a: ArrayLike,
        axis: int | None = None,
        *,
        size: int | None = None,
        fill_value: ArrayLike = 0,
        out: None = None,
    ) -> Array[generic]: ...
    def compress(
        condition: ArrayLike,
        a: ArrayLike,
        axis: int | None = None,
        *,
        size: int | None = None,
        fill_value: ArrayLike = 0,
        out: None = None,
    ) -> Array[generic]:
        """The slices of `a` along `axis` where `condition` holds (`size` makes it jittable).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.compress.html
        """
        ...

    @overload
    def delete(
        arr: Array[GenericT],
        obj: _Index,
        axis: int | None = None,
        *,
        assume_unique_indices: bool = False,
    ) -> Array[GenericT]: ...
    @overload
    def delete(
        arr: ArrayLike,
        obj: _Index,
        axis: int | None = None,
        *,
        assume_unique_indices: bool = False,
    ) -> Array[generic]: ...
    def delete(
        arr: ArrayLike,
        obj: _Index,
        axis: int | None = None,
        *,
        assume_unique_indices: bool = False,
    ) -> Array[generic]:
        """`arr` without the entries `obj` along `axis` (of the flattened `arr` if None).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.delete.html
        """
        ...

    @overload
    def insert(
        arr: Array[GenericT],
        obj: _Index,
        values: ArrayLike,
        axis: int | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def insert(
        arr: ArrayLike,
        obj: _Index,
        values: ArrayLike,
        axis: int | None = None,
    ) -> Array[generic]: ...
    def insert(
        arr: ArrayLike,
        obj: _Index,
        values: ArrayLike,
        axis: int | None = None,
    ) -> Array[generic]:
        """`arr` with `values` (cast to its dtype) inserted before the entries `obj`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.insert.html
        """
        ...

    @overload
    def trim_zeros(
        filt: Array[GenericT],
        trim: str = "fb",
        axis: _Axis = None,
    ) -> Array[GenericT]: ...
    @overload
    def trim_zeros(filt: ArrayLike, trim: str = "fb", axis: _Axis = None) -> Array[generic]: ...
    def trim_zeros(filt: ArrayLike, trim: str = "fb", axis: _Axis = None) -> Array[generic]:
        """`filt` without its leading (`"f"`) and/or trailing (`"b"`) zeros; not jittable.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.trim_zeros.html
        """
        ...

    @overload
    def put(
        a: Array[GenericT],
        ind: ArrayLike,
        v: ArrayLike,
        mode: str | None = None,
        *,
        inplace: Literal[False],
    ) -> Array[GenericT]: ...
    @overload
    def put(
        a: ArrayLike,
        ind: ArrayLike,
        v: ArrayLike,
        mode: str | None = None,
        *,
        inplace: Literal[False],
    ) -> Array[generic]: ...
    def put(
        a: ArrayLike,
        ind: ArrayLike,
        v: ArrayLike,
        mode: str | None = None,
        *,
        inplace: Literal[False],
    ) -> Array[generic]:
        """A copy of `a` with `v` at the flat indices `ind`, in `a`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.put.html

        JAX arrays are immutable: `inplace=False` is required (JAX raises without it).
        """
        ...

    @overload
    def put_along_axis(
        arr: Array[GenericT],
        indices: ArrayLike,
        values: ArrayLike,
        axis: int | None,
        inplace: Literal[False],
        *,
        mode: str | None = None,
    ) -> Array[GenericT]: ...
    @overload
    def put_along_axis(
        arr: ArrayLike,
        indices: ArrayLike,
        values: ArrayLike,
        axis: int | None,
        inplace: Literal[False],
        *,
        mode: str | None = None,
    ) -> Array[generic]: ...
    def put_along_axis(
        arr: ArrayLike,
        indices: ArrayLike,
        values: ArrayLike,
        axis: int | None,
        inplace: Literal[False],
        *,
        mode: str | None = None,
    ) -> Array[generic]:
        """A copy of `arr` with `values` at `indices` matched along `axis`, in `arr`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.put_along_axis.html

        JAX arrays are immutable: `inplace=False` is required (JAX raises without it).
        """
        ...

    @overload
    def place(
        arr: Array[GenericT],
        mask: ArrayLike,
        vals: ArrayLike,
        *,
        inplace: Literal[False],
    ) -> Array[GenericT]: ...
    @overload
    def place(
        arr: ArrayLike,
        mask: ArrayLike,
        vals: ArrayLike,
        *,
        inplace: Literal[False],
    ) -> Array[generic]: ...
    def place(
        arr: ArrayLike,
        mask: ArrayLike,
        vals: ArrayLike,
        *,
        inplace: Literal[False],
    ) -> Array[generic]:
        """A copy of `arr` with `vals` placed, in order, where `mask` is true; `arr`'s dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.place.html

        JAX arrays are immutable: `inplace=False` is required (JAX raises without it).
        """
        ...

    # ---- index arithmetic ------------------------------------------------------------

    # Indexing does not promote: each grid keeps its argument's dtype.
    @overload
    def ix_(*args: Array[GenericT]) -> tuple[Array[GenericT], ...]: ...
    @overload
    def ix_(*args: ArrayLike) -> tuple[Array[generic], ...]: ...
    def ix_(*args: ArrayLike) -> tuple[Array[generic], ...]:
        """Open-mesh index arrays from 1-D sequences, each shaped to broadcast with the others.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ix_.html
        """
        ...

    # The flat index has the indices' (promoted) dtype unless `dtype=` says otherwise.
    @overload
    def ravel_multi_index(
        multi_index: Sequence[Array[SameIntegerT]],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: None = None,
    ) -> Array[SameIntegerT]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[Array[signedinteger] | int],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[Array[unsignedinteger]],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: type[IntegerT],
    ) -> Array[IntegerT]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: DTypeLike | None = None,
    ) -> Array[integer]: ...
    def ravel_multi_index(
        multi_index: Sequence[ArrayLike],
        dims: Sequence[int],
        mode: str = "raise",
        order: str = "C",
        *,
        dtype: DTypeLike | None = None,
    ) -> Array[integer]:
        """Flat indices into an array of shape `dims` from per-axis indices; an integer dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.ravel_multi_index.html
        """
        ...

    # The coordinates keep the indices' dtype (booleans and Python ints give JAX's int).
    @overload
    def unravel_index(indices: Array[NumberT], shape: ShapeLike) -> tuple[Array[NumberT], ...]: ...
    @overload
    def unravel_index(
        indices: Array[bool_] | int,
        shape: ShapeLike,
    ) -> tuple[Array[signedinteger], ...]: ...
    @overload
    def unravel_index(indices: ArrayLike, shape: ShapeLike) -> tuple[Array[generic], ...]: ...
    def unravel_index(indices: ArrayLike, shape: ShapeLike) -> tuple[Array[generic], ...]:
        """Per-axis coordinates, in an array of `shape`, of the flat `indices`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.unravel_index.html
        """
        ...

    def packbits(a: _Packable, axis: int | None = None, bitorder: str = "big") -> Array[uint8]:
        """The elements of the integer or boolean `a`, as bits (nonzero or not), packed into uint8.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.packbits.html
        """
        ...

    def unpackbits(
        a: _Unpackable,
        axis: int | None = None,
        count: int | None = None,
        bitorder: str = "big",
    ) -> Array[uint8]:
        """The bits of the uint8 array `a` as a uint8 array of zeros and ones.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.unpackbits.html
        """
        ...

    # END GENERATED (tools/gen_numpy_rearrange.py)

else:
    from jax.numpy import (
        atleast_1d,
        atleast_2d,
        atleast_3d,
        broadcast_to,
        compress,
        delete,
        diag,
        diagflat,
        diagonal,
        expand_dims,
        fill_diagonal,
        flip,
        fliplr,
        flipud,
        insert,
        ix_,
        matrix_transpose,
        moveaxis,
        packbits,
        pad,
        permute_dims,
        place,
        put,
        put_along_axis,
        ravel,
        ravel_multi_index,
        repeat,
        reshape,
        resize,
        roll,
        rollaxis,
        rot90,
        squeeze,
        swapaxes,
        take,
        take_along_axis,
        tile,
        transpose,
        tril,
        trim_zeros,
        triu,
        unpackbits,
        unravel_index,
        vander,
    )
