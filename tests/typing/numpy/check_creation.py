"""Static types of the `typedjax.numpy` constructors: checked by mypy, pyright and pytype, never run."""

from collections.abc import Sequence
from typing import TypeAlias, assert_type

import jax
import numpy as np

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import (
    ArrayLike,
    as_dtype,
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    float8_e4m3fn,
    float16,
    float32,
    floating,
    generic,
    inexact,
    int4,
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


def check_filled(f: Array[float16], i: Array[int8], s: jax.ShapeDtypeStruct, name: str) -> None:
    assert_type(tnp.zeros(3), Array[floating])
    assert_type(tnp.zeros((2, 3), tnp.float32), Array[float32])
    assert_type(tnp.zeros(3, dtype=tnp.float32), Array[float32])
    assert_type(tnp.zeros(3, dtype="float32"), Array[float32])
    assert_type(tnp.zeros(3, dtype="f4"), Array[float32])
    assert_type(tnp.zeros(3, dtype=np.float32), Array[float32])
    assert_type(tnp.zeros(3, dtype=tnp.float64), Array[floating])
    assert_type(tnp.zeros(3, dtype="float64"), Array[floating])
    assert_type(tnp.zeros(3, dtype=float), Array[floating])
    assert_type(tnp.zeros(3, dtype=tnp.double), Array[floating])
    assert_type(tnp.zeros(3, dtype=int), Array[signedinteger])
    assert_type(tnp.zeros(3, dtype=tnp.int64), Array[signedinteger])
    assert_type(tnp.zeros(3, dtype="int"), Array[signedinteger])
    assert_type(tnp.zeros(3, dtype=np.int_), Array[signedinteger])
    assert_type(tnp.zeros(3, dtype=tnp.uint64), Array[unsignedinteger])
    assert_type(tnp.zeros(3, dtype=bool), Array[bool_])
    assert_type(tnp.zeros(3, dtype="bool"), Array[bool_])
    assert_type(tnp.zeros(3, dtype=tnp.bool), Array[bool_])
    assert_type(tnp.zeros(3, dtype=complex), Array[complexfloating])
    assert_type(tnp.zeros(3, dtype="c8"), Array[complex64])
    assert_type(tnp.zeros(3, dtype="i1"), Array[int8])
    assert_type(tnp.zeros(3, dtype="int16"), Array[int16])
    assert_type(tnp.zeros(3, dtype="i4"), Array[int32])
    assert_type(tnp.zeros(3, dtype="u1"), Array[uint8])
    assert_type(tnp.zeros(3, dtype="uint16"), Array[uint16])
    assert_type(tnp.zeros(3, dtype="uint32"), Array[uint32])
    assert_type(tnp.zeros(3, dtype="float16"), Array[float16])
    assert_type(tnp.zeros(3, dtype="bfloat16"), Array[bfloat16])
    assert_type(tnp.zeros(3, dtype="int4"), Array[signedinteger])
    assert_type(tnp.zeros(3, dtype="float8_e4m3fn"), Array[floating])
    assert_type(tnp.zeros(3, dtype=tnp.float8_e4m3fn), Array[float8_e4m3fn])
    assert_type(tnp.zeros(3, dtype=tnp.int4), Array[int4])
    assert_type(tnp.zeros(3, dtype=f.dtype), Array[generic])
    assert_type(tnp.zeros(3, dtype=as_dtype(name)), Array[generic])  # a name in a str variable
    assert_type(tnp.ones(3), Array[floating])
    assert_type(tnp.ones(3, tnp.int8), Array[int8])
    assert_type(tnp.empty(3), Array[floating])
    assert_type(tnp.empty(3, dtype=tnp.bfloat16), Array[bfloat16])
    assert_type(tnp.full(3, f), Array[float16])
    assert_type(tnp.full(3, 1), Array[signedinteger])
    assert_type(tnp.full(3, 1.0), Array[floating])
    assert_type(tnp.full(3, True), Array[bool_])
    assert_type(tnp.full(3, 1j), Array[complexfloating])
    assert_type(tnp.full(3, np.float32(1)), Array[generic])
    assert_type(tnp.full(3, 1, dtype=tnp.uint8), Array[uint8])
    assert_type(tnp.zeros_like(f), Array[float16])
    assert_type(tnp.zeros_like(f, dtype=tnp.int8), Array[int8])
    assert_type(tnp.zeros_like(1.0), Array[floating])
    assert_type(tnp.zeros_like(s), Array[generic])
    assert_type(tnp.ones_like(i), Array[int8])
    assert_type(tnp.ones_like(True), Array[bool_])
    assert_type(tnp.empty_like(i, shape=(2, 2)), Array[int8])
    assert_type(tnp.empty_like(1), Array[signedinteger])
    assert_type(tnp.full_like(f, 2), Array[float16])
    assert_type(tnp.full_like(i, 2, dtype="float32"), Array[float32])
    assert_type(tnp.full_like(1j, 2), Array[complexfloating])


def check_ranges(f: Array[float16], b: Array[bfloat16], i: Array[int8], c: Array[complex64]) -> None:
    assert_type(tnp.arange(3), Array[signedinteger])
    assert_type(tnp.arange(1, 10, 2), Array[signedinteger])
    assert_type(tnp.arange(0.0, 1.0, 0.1), Array[floating])
    assert_type(tnp.arange(0, 1, 0.1), Array[floating])
    assert_type(tnp.arange(i), Array[int8])
    assert_type(tnp.arange(np.int8(3)), Array[number])
    assert_type(tnp.arange(3, dtype=tnp.float32), Array[float32])
    assert_type(tnp.arange(0, 3, 1, tnp.int16), Array[int16])
    assert_type(tnp.arange(3, dtype=tnp.bfloat16), Array[bfloat16])
    assert_type(tnp.arange(3, dtype=tnp.int4), Array[int4])
    assert_type(tnp.linspace(0, 1), Array[floating])
    assert_type(tnp.linspace(0, 1, 5, dtype=tnp.float16), Array[float16])
    assert_type(tnp.linspace(f, 1.0), Array[float16])
    assert_type(tnp.linspace(f, f), Array[float16])
    assert_type(tnp.linspace(0.0, c), Array[complex64])
    assert_type(tnp.linspace(f, b), Array[floating])
    assert_type(tnp.linspace(i, i), Array[floating])
    assert_type(tnp.linspace(0, 1j), Array[inexact])
    assert_type(tnp.linspace(0, 1, retstep=True), tuple[Array[floating], Array[floating]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.linspace(f, 1, retstep=True), tuple[Array[float16], Array[float16]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
        tnp.linspace(0, 9, 4, retstep=True, dtype=tnp.int32), tuple[Array[int32], Array[floating]]
    )
    assert_type(  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
        tnp.linspace(0, 1, retstep=True, dtype=tnp.float32), tuple[Array[float32], Array[float32]]
    )
    assert_type(tnp.linspace(0, 1, dtype=tnp.float8_e4m3fn), Array[float8_e4m3fn])
    assert_type(tnp.logspace(0, 1), Array[floating])
    assert_type(tnp.logspace(f, 1, base=2.0), Array[float16])
    assert_type(tnp.logspace(0, 1, dtype="float32"), Array[float32])
    assert_type(tnp.geomspace(1, 2), Array[floating])
    assert_type(tnp.geomspace(c, c), Array[complex64])
    assert_type(tnp.geomspace(1, 2, dtype=tnp.float16), Array[float16])


def check_matrices() -> None:
    assert_type(tnp.eye(3), Array[floating])
    assert_type(tnp.eye(3, 4, 1, tnp.int8), Array[int8])
    assert_type(tnp.eye(3, dtype=tnp.bfloat16), Array[bfloat16])
    assert_type(tnp.identity(3), Array[floating])
    assert_type(tnp.identity(3, tnp.bool_), Array[bool_])
    assert_type(tnp.tri(3), Array[floating])
    assert_type(tnp.tri(3, dtype=bool), Array[bool_])
    assert_type(tnp.tri(3, dtype=tnp.uint8), Array[uint8])


def check_a_list_of_arrays_of_one_category(
    si: Array[signedinteger], fl: Array[floating], it: Array[integer], nb: Array[number],
    c: Array[complexfloating], x: Array[float32],
) -> Array[signedinteger]:  # fmt: skip
    assert_type(tnp.array([si]), Array[signedinteger])
    assert_type(tnp.asarray([fl, fl]), Array[floating])
    assert_type(tnp.array([c]), Array[complexfloating])
    assert_type(tnp.array([it]), Array[integer | floating])  # int64 with uint64 is a float
    assert_type(tnp.asarray([nb, nb]), Array[number])
    return tnp.array([tnp.argmax(x)])


def check_conversions(
    f: Array[float16], i: Array[int8], n: np.ndarray[tuple[int], np.dtype[np.float32]],
    fs: list[Array[float16]],
) -> None:  # fmt: skip
    assert_type(tnp.array(f), Array[float16])
    assert_type(tnp.array(1.0), Array[floating])
    assert_type(tnp.array(True), Array[bool_])
    assert_type(tnp.array(3), Array[signedinteger])
    assert_type(tnp.array(3j), Array[complexfloating])
    assert_type(tnp.array([1, 2, 3]), Array[signedinteger])
    assert_type(tnp.array([1.0, 2]), Array[floating])
    assert_type(tnp.array([[1.0, 2.0], [3.0, 4.0]]), Array[floating])
    assert_type(tnp.array([True, False]), Array[bool_])
    assert_type(tnp.array((1j, 2j)), Array[complexfloating])
    assert_type(tnp.array(fs), Array[float16])
    assert_type(tnp.array(n), Array[generic])
    assert_type(tnp.array([1, 2], dtype=tnp.int8), Array[int8])
    assert_type(tnp.array(f, copy=False, ndmin=2), Array[float16])
    assert_type(tnp.asarray(i), Array[int8])
    assert_type(tnp.asarray([1, 2]), Array[signedinteger])
    assert_type(tnp.asarray([[True]]), Array[bool_])
    assert_type(tnp.asarray(n), Array[generic])
    assert_type(tnp.asarray(n, dtype=tnp.float32), Array[float32])
    assert_type(tnp.asarray(1.0, "float16"), Array[float16])
    assert_type(tnp.asarray(f, dtype=tnp.float64), Array[floating])
    assert_type(tnp.astype(f, tnp.float32), Array[float32])
    assert_type(tnp.astype(f, "int8"), Array[int8])
    assert_type(tnp.astype(1.0, None), Array[floating])
    assert_type(tnp.astype(i, tnp.float64), Array[floating])
    assert_type(tnp.astype(i, int), Array[signedinteger])
    assert_type(tnp.copy(f), Array[float16])
    assert_type(tnp.copy(1.0), Array[floating])
    assert_type(tnp.copy(n), Array[generic])
    assert_type(tnp.frombuffer(b"\0\0\0\0"), Array[floating])
    assert_type(tnp.frombuffer(b"\0\0", dtype=tnp.int8), Array[int8])
    assert_type(tnp.fromstring("1 2", sep=" "), Array[floating])
    assert_type(tnp.fromstring("1 2", tnp.int32, sep=" "), Array[int32])


def grid_sum(i: Array[signedinteger], j: Array[signedinteger]) -> Array[signedinteger]:
    return i + j


def check_functions() -> None:
    assert_type(tnp.fromfunction(grid_sum, (2, 3), dtype=int), Array[signedinteger])
    assert_type(tnp.bartlett(5), Array[floating])
    assert_type(tnp.blackman(5), Array[floating])
    assert_type(tnp.hamming(5), Array[floating])
    assert_type(tnp.hanning(5), Array[floating])
    assert_type(tnp.kaiser(5, 2.0), Array[floating])


def never_returns_fromfile() -> None:
    tnp.fromfile("data.bin")


def never_returns_fromiter() -> None:
    tnp.fromiter(iter([1, 2]), dtype=tnp.int32)


Pair: TypeAlias = tuple[Array[signedinteger], Array[signedinteger]]


def upper(m: ArrayLike, k: int) -> Array[floating]:
    return tnp.zeros(3)


def check_indices(f: Array[float32], a: Array[float16], i: Array[int8]) -> None:
    assert_type(tnp.indices((2, 3)), Array[signedinteger])
    assert_type(tnp.indices((2, 3), tnp.int8), Array[int8])
    assert_type(tnp.indices((2, 3), sparse=True), tuple[Array[signedinteger], ...])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.indices((2, 3), dtype=tnp.int16, sparse=True), tuple[Array[int16], ...])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.diag_indices(3), tuple[Array[signedinteger], ...])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.diag_indices_from(f), tuple[Array[signedinteger], ...])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.tril_indices(3), Pair)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.triu_indices(3, 1, 4), Pair)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.tril_indices_from(f), Pair)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.triu_indices_from(f, k=1), Pair)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.mask_indices(3, upper), Pair)  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.meshgrid(a, a), Sequence[Array[float16]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.meshgrid(a, a, indexing="ij", sparse=True), Sequence[Array[float16]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    grids: Sequence[Array[number]] = tnp.meshgrid(a, i)
    assert len(grids) == 2


def check_index_tricks(a: Array[float16], lo: int, hi: int) -> None:
    assert_type(tnp.mgrid[0:3], Array[signedinteger])
    assert_type(tnp.mgrid[0:3, 0:2], Array[signedinteger])
    assert_type(tnp.mgrid[0:1:5j], Array[floating])
    assert_type(tnp.mgrid[0:1:0.5, 0:2], Array[floating])
    assert_type(tnp.ogrid[0:3], Array[signedinteger])
    assert_type(tnp.ogrid[0:3, 0:2], list[Array[signedinteger]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.ogrid[0:1:5j, 0:1:3j], list[Array[floating]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tnp.r_[a, a], Array[float16])
    assert_type(tnp.r_[0:3], Array[signedinteger])
    assert_type(tnp.r_["0,2", a, a], Array[generic])
    assert_type(tnp.c_[a, a], Array[float16])
    assert_type(tnp.c_[1, 2], Array[generic])
    assert_type(tnp.s_[lo:hi], slice[int, int, None])  # pytype: disable=assert-type,not-indexable  # NumPy's stubs are not read by pytype; its slice is not generic
    assert_type(tnp.index_exp[lo:hi], tuple[slice[int, int, None]])  # pytype: disable=assert-type,not-indexable  # as s_



def check_placement(spec: jax.sharding.PartitionSpec, named: jax.sharding.NamedSharding) -> None:
    # JAX's own sharding objects pass (jaxlib's classes, untyped, match the protocols
    # typedjax declares for them; jax.Device cannot even be named in an annotation).
    assert_type(tnp.ones(3, device=named), Array[floating])
    assert_type(tnp.arange(4, out_sharding=spec), Array[signedinteger])
    assert_type(tnp.full(3, 1.0, out_sharding=named), Array[floating])
