"""Static types of `typedjax.numpy`'s manipulation area: checked by mypy, pyright and pytype.

Never run. Every public name of `typedjax.numpy`'s manipulation area appears here.
"""

from collections.abc import Sequence
from decimal import Decimal
from typing import assert_type

import numpy as np

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    complex128,
    complexfloating,
    float16,
    float32,
    float64,
    floating,
    generic,
    inexact,
    int8,
    int16,
    int32,
    integer,
    number,
    prng_key,
    signedinteger,
    uint8,
    uint32,
    unsignedinteger,
)


def check_shape(h: Array[float16], i: Array[int8], b: Array[bool_], k: Array[prng_key]) -> None:
    assert_type(tnp.reshape(h, (3, 3)), Array[float16])
    assert_type(tnp.reshape(i, -1, order="F", copy=None), Array[int8])
    assert_type(tnp.reshape(k, (2,)), Array[prng_key])
    assert_type(tnp.reshape(1.0, (1,)), Array[generic])
    assert_type(tnp.ravel(h), Array[float16])
    assert_type(tnp.squeeze(b, axis=(0, 1)), Array[bool_])
    assert_type(tnp.expand_dims(h, 0), Array[float16])
    assert_type(tnp.transpose(h), Array[float16])
    assert_type(tnp.transpose(h, [1, 0]), Array[float16])
    assert_type(tnp.permute_dims(i, (1, 0)), Array[int8])
    assert_type(tnp.matrix_transpose(h), Array[float16])
    assert_type(tnp.swapaxes(h, 0, 1), Array[float16])
    assert_type(tnp.moveaxis(h, [0], [1]), Array[float16])
    assert_type(tnp.rollaxis(h, 1, 0), Array[float16])
    assert_type(tnp.flip(h), Array[float16])
    assert_type(tnp.flip(h, (0, 1)), Array[float16])
    assert_type(tnp.fliplr(i), Array[int8])
    assert_type(tnp.flipud(i), Array[int8])
    assert_type(tnp.rot90(h, 1, (0, 1)), Array[float16])
    assert_type(tnp.roll(h, 1), Array[float16])
    assert_type(tnp.roll(h, (1, 2), axis=(0, 1)), Array[float16])
    assert_type(tnp.broadcast_to(b, (2, 3, 3)), Array[bool_])
    assert_type(tnp.tile(h, (2, 2)), Array[float16])
    assert_type(tnp.repeat(h, 2, axis=0, total_repeat_length=6), Array[float16])
    assert_type(tnp.resize(h, (4,)), Array[float16])
    assert_type(tnp.pad(h, 1), Array[float16])
    assert_type(tnp.pad(h, ((1, 1), (0, 2)), mode="constant", constant_values=2.0), Array[float16])
    assert_type(tnp.atleast_1d(h), Array[float16])
    assert_type(tnp.atleast_2d(h), Array[float16])
    assert_type(tnp.atleast_3d(h), Array[float16])
    assert_type(tnp.atleast_1d(h, h), Sequence[Array[float16]])
    assert_type(tnp.atleast_2d(1.0, h), Sequence[Array[generic]])
    assert_type(tnp.atleast_3d(h, h, h), Sequence[Array[float16]])


def check_diagonals(h: Array[float16], c: Array[complex64]) -> None:
    assert_type(tnp.diag(h), Array[float16])
    assert_type(tnp.diag(h, k=1), Array[float16])
    assert_type(tnp.diagflat(c), Array[complex64])
    assert_type(tnp.diagonal(h, 1, 0, 1), Array[float16])
    assert_type(tnp.tril(h), Array[float16])
    assert_type(tnp.triu(c, 1), Array[complex64])
    assert_type(tnp.fill_diagonal(h, 2.0, inplace=False), Array[float16])
    assert_type(tnp.vander(c), Array[complex64])
    assert_type(tnp.vander(h, 4, increasing=True), Array[float16])


def check_selecting(h: Array[float16], i: Array[int32], b: Array[bool_]) -> None:
    idx = np.asarray([0, 1])
    assert_type(tnp.take(h, idx), Array[float16])
    assert_type(tnp.take(h, i, axis=0, mode="fill", fill_value=0.0), Array[float16])
    assert_type(tnp.take_along_axis(h, i, axis=0), Array[float16])
    assert_type(tnp.compress(b, h, axis=0, size=2, fill_value=0), Array[float16])
    assert_type(tnp.delete(h, 1), Array[float16])
    assert_type(tnp.delete(h, slice(0, 2), axis=1), Array[float16])
    assert_type(tnp.insert(h, 1, 0.5), Array[float16])
    assert_type(tnp.trim_zeros(h, "f"), Array[float16])
    assert_type(tnp.put(h, idx, 1.0, inplace=False), Array[float16])
    assert_type(tnp.put_along_axis(h, i, 1.0, 0, False), Array[float16])
    assert_type(tnp.put_along_axis(h, i, 1.0, axis=0, inplace=False), Array[float16])
    assert_type(tnp.place(h, b, 1.0, inplace=False), Array[float16])


def check_index_arithmetic(
    i8: Array[int8], i: Array[int32], u: Array[uint8], b: Array[bool_], h: Array[float16]
) -> None:
    assert_type(tnp.ix_(i, i), tuple[Array[int32], ...])
    assert_type(tnp.ravel_multi_index((i8, i8), (3, 3)), Array[int8])
    assert_type(tnp.ravel_multi_index((i, 1), (3, 3), mode="clip"), Array[signedinteger])
    assert_type(tnp.ravel_multi_index((u, u), (3, 3)), Array[uint8])
    assert_type(tnp.ravel_multi_index((i, i), (3, 3), dtype=int16), Array[int16])
    assert_type(tnp.ravel_multi_index((i, i), (3, 3), dtype="int64"), Array[signedinteger])
    assert_type(tnp.ravel_multi_index((i, u), (3, 3)), Array[integer])
    assert_type(tnp.unravel_index(i, (3, 3)), tuple[Array[int32], ...])
    assert_type(tnp.unravel_index(5, (3, 3)), tuple[Array[signedinteger], ...])
    assert_type(tnp.unravel_index(b, (3, 3)), tuple[Array[signedinteger], ...])
    assert_type(tnp.packbits(b), Array[uint8])
    assert_type(tnp.packbits(i, axis=0, bitorder="little"), Array[uint8])
    assert_type(tnp.unpackbits(u, count=4), Array[uint8])


def check_joining(
    h: Array[float16],
    f: Array[float32],
    i8: Array[int8],
    u8: Array[uint8],
    b: Array[bool_],
    c: Array[complex64],
    fl: Array[floating],
    si: Array[signedinteger],
    ui: Array[unsignedinteger],
    ii: Array[integer],
    seq: Sequence[Array[float32]],
) -> None:
    assert_type(tnp.concatenate([h, h]), Array[float16])
    assert_type(tnp.concatenate((b, b), axis=None), Array[bool_])
    assert_type(tnp.concatenate(seq), Array[float32])
    assert_type(tnp.concatenate(h), Array[float16])
    assert_type(tnp.concatenate([fl, h]), Array[floating])
    assert_type(tnp.concatenate([si, i8]), Array[signedinteger])
    assert_type(tnp.concatenate([i8, u8]), Array[integer | floating])
    assert_type(tnp.concatenate([h, c]), Array[inexact])
    assert_type(tnp.concatenate([i8, c]), Array[number])
    assert_type(tnp.concatenate([h, b]), Array[generic])
    assert_type(tnp.concatenate([h, h], dtype=float32), Array[float32])
    assert_type(tnp.concatenate([h, h], dtype=float64), Array[floating])
    assert_type(tnp.concatenate([h, h], dtype="bfloat16"), Array[bfloat16])
    assert_type(tnp.concatenate([h, h], dtype=bool), Array[bool_])
    assert_type(tnp.concatenate([h, h], dtype=int), Array[signedinteger])
    assert_type(tnp.concat([h, h], axis=0), Array[float16])
    assert_type(tnp.stack([h, h]), Array[float16])
    assert_type(tnp.stack([c, c], 1, dtype=complex128), Array[complexfloating])
    assert_type(tnp.hstack([h, h]), Array[float16])
    assert_type(tnp.vstack([i8, i8]), Array[int8])
    assert_type(tnp.dstack([u8, u8], dtype=np.uint8), Array[uint8])
    assert_type(tnp.column_stack([h, h]), Array[float16])
    assert_type(tnp.block([h, h]), Array[float16])
    assert_type(tnp.block([[h, h], [h, h]]), Array[float16])
    assert_type(tnp.block([[h, f]]), Array[generic])
    assert_type(tnp.choose(i8, [h, h], mode="clip"), Array[float16])
    assert_type(tnp.choose(i8, h), Array[float16])
    assert_type(tnp.select([b], [h]), Array[float16])
    assert_type(tnp.select([b], [h], 0.5), Array[float16])
    assert_type(tnp.select([b], [b]), Array[signedinteger])
    assert_type(tnp.select([b], [b], True), Array[bool_])
    assert_type(tnp.select([b], [i8], 0.5), Array[floating])
    # A Python complex default makes real choices complex, a call inside the list too
    # (pyrefly 1.4.1 refused `[tnp.flip(u8)]` there when the complex row came first).
    assert_type(tnp.select([b], [u8], 1j), Array[complexfloating])
    assert_type(tnp.select([b], [tnp.flip(u8)], 1j), Array[complexfloating])
    assert_type(tnp.select([b], [tnp.flip(h)], 1j), Array[complexfloating])
    assert_type(tnp.select([b], [c], 1j), Array[complex64])
    # A Python int default is weak: integer choices keep their kind (an int8 choice with
    # -1 is int8 in JAX), and choices of both signs promote as two arrays do (int8 with
    # uint8 is int16, int64 with uint64 float64), which only `number` holds.
    assert_type(tnp.select([b], [si], -1), Array[signedinteger])
    assert_type(tnp.select([b], [ui]), Array[unsignedinteger])
    assert_type(tnp.select([b], [ii], -1), Array[number])
    # With an array default, the choices promote with it as `add` does (a weak int32
    # choice takes int8, so that pair is a category).
    assert_type(tnp.select([b], [h], c), Array[complex64])
    assert_type(tnp.select([b], [i8], u8), Array[int16])
    assert_type(tnp.select([b], [b], f), Array[float32])
    assert_type(tnp.select([b], [si], i8), Array[signedinteger])
    assert_type(tnp.append(h, h), Array[float16])
    assert_type(tnp.append(h, 1.0), Array[float16])
    assert_type(tnp.append(i8, 0.5, axis=None), Array[floating])
    assert_type(tnp.append(b, 1), Array[signedinteger])
    assert_type(tnp.broadcast_arrays(h, h), Sequence[Array[float16]])


def check_splitting(h: Array[float16], b: Array[bool_]) -> None:
    assert_type(tnp.split(h, 3), list[Array[float16]])
    assert_type(tnp.split(h, [1, 2], axis=1), list[Array[float16]])
    assert_type(tnp.array_split(b, 2), list[Array[bool_]])
    assert_type(tnp.hsplit(h, 3), list[Array[float16]])
    assert_type(tnp.vsplit(h, 3), list[Array[float16]])
    assert_type(tnp.dsplit(h, 3), list[Array[float16]])
    assert_type(tnp.unstack(h, axis=1), tuple[Array[float16], ...])


def check_products(
    f: Array[float32],
    h: Array[float16],
    bf: Array[bfloat16],
    i8: Array[int8],
    u8: Array[uint8],
    b: Array[bool_],
    c: Array[complex64],
    i32: Array[int32],
    si: Array[signedinteger],
    fl: Array[floating],
) -> None:
    assert_type(tnp.matmul(f, f), Array[float32])
    assert_type(tnp.matmul(b, b), Array[bool_])
    assert_type(tnp.matmul(b, h), Array[float16])
    assert_type(tnp.matmul(h, bf), Array[floating])
    # A signed and an unsigned integer narrower than 64 bits never give a float: int8
    # with uint8 is int16; int32 may be weak and then takes the unsigned dtype.
    assert_type(tnp.matmul(i8, u8), Array[signedinteger])
    assert_type(tnp.dot(i32, u8), Array[integer])
    assert_type(tnp.dot(u8, i32), Array[integer])
    assert_type(tnp.lcm(tnp.floor(si), tnp.dot(i32, u8)), Array[integer])
    assert_type(tnp.matmul(i8, f), Array[floating])
    assert_type(tnp.matmul(f, c), Array[complexfloating])
    assert_type(tnp.matmul(bf, bf, preferred_element_type=float32), Array[float32])
    assert_type(tnp.matmul(f, f, preferred_element_type=float64), Array[floating])
    assert_type(tnp.matmul(i8, i8, preferred_element_type="int32"), Array[int32])
    assert_type(tnp.dot(f, f, precision="highest"), Array[float32])
    assert_type(tnp.dot(h, 2.0), Array[float16])
    assert_type(tnp.dot(2, i8), Array[int8])
    assert_type(tnp.dot(b, 2), Array[signedinteger])
    assert_type(tnp.dot(i8, 0.5), Array[floating])
    assert_type(tnp.dot(f, 1j), Array[complexfloating])
    assert_type(tnp.vdot(c, c), Array[complex64])
    assert_type(tnp.inner(h, h), Array[float16])
    assert_type(tnp.outer(h, h), Array[float16])
    assert_type(tnp.tensordot(f, f, axes=([0], [1])), Array[float32])
    assert_type(tnp.kron(i8, i8), Array[int8])
    assert_type(tnp.cross(f, f, axis=0), Array[float32])
    assert_type(tnp.matvec(f, f), Array[float32])
    assert_type(tnp.vecmat(c, c), Array[complex64])
    assert_type(tnp.vecdot(h, h, axis=0), Array[float16])
    assert_type(tnp.convolve(f, f), Array[float32])
    assert_type(tnp.convolve(i8, i8), Array[floating])
    assert_type(tnp.correlate(h, i8, "full"), Array[float16])
    assert_type(tnp.correlate(c, f), Array[complexfloating])
    assert_type(tnp.einsum("ij->", h), Array[float16])
    assert_type(tnp.einsum("ij,jk", f, f), Array[float32])
    assert_type(tnp.einsum("ij,jk", i8, f), Array[floating])
    assert_type(tnp.einsum("ij,jk,kl", f, f, f), Array[float32])
    assert_type(tnp.einsum("i,ij,j->ij", fl, fl, fl), Array[floating])
    assert_type(tnp.einsum("i,i,i", si, si, si), Array[signedinteger])
    assert_type(tnp.einsum("ij,jk", i8, i8, preferred_element_type=int32), Array[int32])
    assert_type(tnp.einsum(f, [0, 1], f, [1, 2]), Array[generic])
    path, info = tnp.einsum_path("ij,jk", f, f)
    assert_type(path, list[tuple[int, ...]])  # pytype: disable=assert-type  # einsum_path's result is JAX's, Any to pytype
    assert_type(info.speedup, Decimal)  # pytype: disable=assert-type  # einsum_path's result is JAX's, Any to pytype
    assert_type(tnp.einsum_path(f, [0, 1], f, [1, 2], optimize="greedy")[0], list[tuple[int, ...]])  # pytype: disable=assert-type  # einsum_path's result is JAX's, Any to pytype


def check_polynomials(
    f: Array[float32],
    d: Array[float64],
    h: Array[float16],
    i: Array[int32],
    u: Array[uint32],
    c: Array[complex64],
) -> None:
    assert_type(tnp.poly(f), Array[float32 | complexfloating])
    assert_type(tnp.poly(c), Array[complex64])
    assert_type(tnp.poly(i), Array[inexact])
    assert_type(tnp.polyadd(f, f), Array[float32])
    assert_type(tnp.polyadd(i, 1.5), Array[floating])
    assert_type(tnp.polysub(i, u), Array[integer])  # int32 with uint32: int64, or uint32 if i is weak
    assert_type(tnp.polyval(h, 2.0), Array[float16])
    assert_type(tnp.polyval(f, f, unroll=2), Array[float32])
    assert_type(tnp.polymul(f, f), Array[float32])
    assert_type(tnp.polymul(i, i, trim_leading_zeros=True), Array[floating])
    assert_type(tnp.polydiv(h, h), tuple[Array[float16], Array[float16]])
    assert_type(tnp.polydiv(i, f), tuple[Array[float32], Array[float32]])
    assert_type(tnp.polyder(h, 2), Array[float16])
    assert_type(tnp.polyint(i, 2, k=1), Array[floating])  # a boolean p gives float64 with x64
    assert_type(tnp.roots(f), Array[complex64])
    assert_type(tnp.roots(d), Array[complex128])
    assert_type(tnp.roots(i, strip_zeros=False), Array[complexfloating])
    assert_type(tnp.polyfit(f, f, 1), Array[float32])
    assert_type(tnp.polyfit(f, d, 1), Array[inexact])
    assert_type(tnp.polyfit(i, f, 1, rcond=0.1, w=f), Array[inexact])
    assert_type(
        tnp.polyfit(c, c, 2, full=True),
        tuple[
            Array[complex64], Array[floating], Array[signedinteger], Array[floating], Array[floating]
        ],
    )
    assert_type(tnp.polyfit(f, f, 1, cov=True), tuple[Array[float32], Array[float32]])
    assert_type(tnp.polyfit(f, f, 1, cov="unscaled"), tuple[Array[float32], Array[float32]])


def scale(x: Array[float32], factor: float) -> Array[float32]:
    return x * factor


def halve(x: Array[float32]) -> Array[float32]:
    return x / 2


def check_functional(f: Array[float32], i: Array[int8], b: Array[bool_]) -> None:
    vectorized = tnp.vectorize(scale, excluded={1}, signature="(n)->(n)")
    assert_type(vectorized(f, 2.0), Array[float32])
    assert_type(tnp.vectorize(tnp.packbits)(i), Array[uint8])
    ufunc = tnp.frompyfunc(scale, 2, 1)
    assert_type(ufunc(f, 2.0), Array[float32])
    assert_type(ufunc.nin, int)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(ufunc.reduce(f, axis=0), Array[generic])
    assert_type(ufunc.outer(f, f), Array[generic])
    assert_type(tnp.apply_along_axis(halve, 0, f), Array[float32])
    assert_type(tnp.apply_along_axis(tnp.packbits, 1, i), Array[uint8])
    assert_type(tnp.apply_along_axis(scale, 0, f, 2.0), Array[float32])
    assert_type(tnp.apply_over_axes(tnp.flip, f, [0, 1]), Array[float32])
    assert_type(tnp.piecewise(f, [b], [0.5, halve]), Array[float32])
    assert_type(tnp.piecewise(f, b, [scale, 0.0], 2.0), Array[float32])
    assert_type(tnp.piecewise(1.0, [True], [0.5]), Array[generic])


def check_select_numpy_default(
    b: Array[bool_], f: Array[float32], c: Array[complex64], i: Array[int32]
) -> None:
    # NumPy's float64 and complex128 are Python scalars to checkers but strongly typed
    # 64-bit values to JAX: with x64 on, a float32 choice becomes float64.
    assert_type(tnp.select([b], [f], np.float64(1.0)), Array[floating])
    assert_type(tnp.select([b], [i], np.float64(1.0)), Array[floating])
    assert_type(tnp.select([b], [c], np.float64(1.0)), Array[complexfloating])
    assert_type(tnp.select([b], [f], np.complex128(1.0)), Array[complexfloating])
    assert_type(tnp.select([b], [f], 1.0), Array[float32])
