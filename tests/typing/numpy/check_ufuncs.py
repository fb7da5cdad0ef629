"""Static types of the element-wise functions and ufuncs: checked by mypy, pyright and pytype."""

from typing import Any, assert_type

import jax
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
    int64,
    integer,
    number,
    signedinteger,
    uint8,
    uint32,
    uint64,
    unsignedinteger,
)


def check_transcendental(
    h: Array[float16], bf: Array[bfloat16], x: Array[float32], c: Array[complex64],
    i: Array[int32], b: Array[bool_], f: Array[floating], n: np.ndarray[tuple[int], np.dtype[np.float64]],
) -> None:  # fmt: skip
    assert_type(tnp.sin(h), Array[float16])
    assert_type(tnp.sin(bf), Array[bfloat16])
    assert_type(tnp.sin(c), Array[complex64])
    assert_type(tnp.sin(i), Array[float32])
    assert_type(tnp.sin(b), Array[float32])
    assert_type(tnp.sin(1.0), Array[floating])
    assert_type(tnp.sin(1), Array[floating])
    assert_type(tnp.sin(n), Array[inexact])
    assert_type(tnp.sin(f), Array[floating])
    assert_type(tnp.cos(x), Array[float32])
    assert_type(tnp.tan(x), Array[float32])
    assert_type(tnp.arcsin(x), Array[float32])
    assert_type(tnp.arccos(x), Array[float32])
    assert_type(tnp.arctan(x), Array[float32])
    assert_type(tnp.asin(x), Array[float32])
    assert_type(tnp.acos(x), Array[float32])
    assert_type(tnp.atan(x), Array[float32])
    assert_type(tnp.sinh(x), Array[float32])
    assert_type(tnp.cosh(x), Array[float32])
    assert_type(tnp.tanh(c), Array[complex64])
    assert_type(tnp.arcsinh(x), Array[float32])
    assert_type(tnp.arccosh(x), Array[float32])
    assert_type(tnp.arctanh(x), Array[float32])
    assert_type(tnp.asinh(x), Array[float32])
    assert_type(tnp.acosh(x), Array[float32])
    assert_type(tnp.atanh(x), Array[float32])
    assert_type(tnp.exp(i), Array[float32])
    assert_type(tnp.exp2(x), Array[float32])
    assert_type(tnp.expm1(x), Array[float32])
    assert_type(tnp.log(c), Array[complex64])
    assert_type(tnp.log2(x), Array[float32])
    assert_type(tnp.log10(x), Array[float32])
    assert_type(tnp.log1p(x), Array[float32])
    assert_type(tnp.sqrt(h), Array[float16])
    assert_type(tnp.reciprocal(i), Array[float32])
    assert_type(tnp.sinc(x), Array[float32])
    assert_type(tnp.degrees(x), Array[float32])
    assert_type(tnp.rad2deg(x), Array[float32])
    assert_type(tnp.rint(i), Array[floating])  # float64 with x64: not by width
    assert_type(tnp.deg2rad(x), Array[float32])
    assert_type(tnp.radians(i), Array[floating])
    assert_type(tnp.radians(n), Array[inexact | integer])
    assert_type(tnp.cbrt(x), Array[float32])
    assert_type(tnp.cbrt(i), Array[floating])
    assert_type(tnp.fabs(h), Array[float16])
    assert_type(tnp.spacing(x), Array[float32])
    assert_type(tnp.i0(x=x), Array[float32])


def check_keep(
    x: Array[float32], i: Array[int32], b: Array[bool_], c: Array[complex64], u: Array[uint8]
) -> None:
    assert_type(tnp.positive(u), Array[uint8])
    assert_type(tnp.negative(i), Array[int32])
    assert_type(tnp.negative(1.0), Array[floating])
    assert_type(tnp.sign(x), Array[float32])
    assert_type(tnp.conj(c), Array[complex64])
    assert_type(tnp.conjugate(x), Array[float32])
    assert_type(tnp.ceil(i), Array[int32])
    assert_type(tnp.floor(x), Array[float32])
    assert_type(tnp.trunc(b), Array[bool_])
    assert_type(tnp.round(x, 2), Array[float32])
    assert_type(tnp.around(i, decimals=1), Array[int32])
    assert_type(tnp.nan_to_num(x, nan=0.0, posinf=1e30), Array[float32])
    assert_type(tnp.square(i), Array[int32])
    assert_type(tnp.square(b), Array[signedinteger])
    assert_type(tnp.square(2.0), Array[floating])


def check_complex_to_real(
    c: Array[complex64], z: Array[complex128], cf: Array[complexfloating], x: Array[float32],
    h: Array[float16], i: Array[int32], b: Array[bool_],
) -> None:  # fmt: skip
    assert_type(tnp.abs(c), Array[float32])
    assert_type(tnp.abs(z), Array[float64])
    assert_type(tnp.abs(cf), Array[floating])
    assert_type(tnp.abs(i), Array[int32])
    assert_type(tnp.abs(b), Array[bool_])
    assert_type(tnp.abs(-1), Array[signedinteger])
    assert_type(tnp.abs(1j), Array[floating])
    assert_type(tnp.absolute(x), Array[float32])
    assert_type(tnp.real(c), Array[float32])
    assert_type(tnp.imag(z), Array[float64])
    assert_type(tnp.real(h), Array[float16])
    assert_type(tnp.angle(c), Array[float32])
    assert_type(tnp.angle(h, deg=True), Array[float16])
    assert_type(tnp.angle(i), Array[floating])


def check_predicates(x: Array[float32], c: Array[complex64], i: Array[int32]) -> None:
    assert_type(tnp.isfinite(x), Array[bool_])
    assert_type(tnp.isinf(x), Array[bool_])
    assert_type(tnp.isnan(c), Array[bool_])
    assert_type(tnp.isneginf(x), Array[bool_])
    assert_type(tnp.isposinf(x, out=None), Array[bool_])
    assert_type(tnp.iscomplex(c), Array[bool_])
    assert_type(tnp.isreal(x=c), Array[bool_])
    assert_type(tnp.signbit(x), Array[bool_])
    assert_type(tnp.logical_not(i), Array[bool_])
    assert_type(tnp.equal(x, i), Array[bool_])
    assert_type(tnp.not_equal(x, 1), Array[bool_])
    assert_type(tnp.greater(x, x), Array[bool_])
    assert_type(tnp.greater_equal(1.0, x), Array[bool_])
    assert_type(tnp.less(i, 2), Array[bool_])
    assert_type(tnp.less_equal(x, np.float64(1.0)), Array[bool_])


def check_arithmetic(
    x: Array[float32], h: Array[float16], i: Array[int32], i8: Array[int8], u: Array[uint32],
    b: Array[bool_], c: Array[complex64],
) -> None:  # fmt: skip
    assert_type(tnp.add(x, x), Array[float32])
    assert_type(tnp.add(x, 1.0), Array[float32])
    assert_type(tnp.add(1.0, x), Array[float32])
    assert_type(tnp.add(i, 1.5), Array[floating])
    assert_type(tnp.add(1.5, i), Array[floating])
    assert_type(tnp.add(b, b), Array[bool_])
    assert_type(tnp.add(True, i8), Array[int8])
    assert_type(tnp.add(i8, i), Array[signedinteger])
    assert_type(tnp.add(i, u), Array[integer])  # int64 or int32, or uint32 when i is weakly typed
    assert_type(tnp.add(h, x), Array[floating])
    assert_type(tnp.add(x, np.float64(1.0)), Array[inexact])
    assert_type(tnp.add(np.float64(1.0), x), Array[inexact])
    assert_type(tnp.add(1, 2), Array[signedinteger])
    assert_type(tnp.add(1.0, 2), Array[floating])
    assert_type(tnp.add(True, False), Array[bool_])
    assert_type(tnp.subtract(x, 1), Array[float32])
    assert_type(tnp.multiply(c, 2.0), Array[complex64])
    assert_type(tnp.maximum(i, 0), Array[int32])
    assert_type(tnp.minimum(x, x), Array[float32])
    assert_type(tnp.fmax(x1=h, x2=h), Array[float16])
    assert_type(tnp.fmin(x, 0.0), Array[float32])
    assert_type(tnp.divide(i, i), Array[float32])
    assert_type(tnp.divide(x, 2), Array[float32])
    assert_type(tnp.true_divide(h, h), Array[float16])
    assert_type(tnp.floor_divide(i, 2), Array[int32])
    assert_type(tnp.floor_divide(b, b), Array[signedinteger])
    assert_type(tnp.mod(x, 1.0), Array[float32])
    assert_type(tnp.remainder(i, i), Array[int32])
    assert_type(tnp.fmod(i, 3), Array[int32])
    assert_type(tnp.power(x, 2), Array[float32])
    assert_type(tnp.pow(i, 2), Array[int32])
    assert_type(tnp.float_power(x, 2.0), Array[float32])
    assert_type(tnp.divmod(i, 3), tuple[Array[int32], Array[int32]])  # pytype: disable=assert-type  # pytype reads these overloads' tuple results as Any
    assert_type(tnp.arctan2(x, x), Array[float32])
    assert_type(tnp.atan2(i, i), Array[float32])
    assert_type(tnp.copysign(x, -1.0), Array[float32])
    assert_type(tnp.heaviside(x, 0.5), Array[float32])
    assert_type(tnp.hypot(h, h), Array[float16])
    assert_type(tnp.nextafter(x, 0.0), Array[float32])
    assert_type(tnp.logaddexp(x, x), Array[float32])
    assert_type(tnp.logaddexp2(i, i), Array[float32])
    assert_type(tnp.ldexp(h, i), Array[float16])
    assert_type(tnp.ldexp(i, 2), Array[floating])


def check_union_operands(
    a: Array[floating | integer], b: Array[bool_ | float32], c: Array[integer | bool_]
) -> None:
    # A checker lets an int stand for a float and a float for a complex: an array whose
    # dtype is a union must still get an answer that holds for each member (True + 1
    # is int32, so no row may keep bool_ | float32, and none may say complex).
    assert_type(tnp.add(b, 1), Array[generic])
    assert_type(tnp.add(a, 1), Array[floating | integer])
    assert_type(tnp.add(a, 1.5), Array[floating])
    assert_type(tnp.maximum(1.5, a), Array[floating])
    assert_type(tnp.floor_divide(b, True), Array[generic])
    assert_type(tnp.true_divide(a, 2), Array[floating | integer])
    assert_type(tnp.where(c, b, 1), Array[generic])
    assert_type(tnp.where(c, a, 1.5), Array[floating])
    assert_type(tnp.dot(a, 1.5), Array[floating])


def check_bitwise(i: Array[int32], i8: Array[int8], u: Array[uint8], b: Array[bool_]) -> None:
    assert_type(tnp.bitwise_and(i, i), Array[int32])
    assert_type(tnp.bitwise_or(b, b), Array[bool_])
    assert_type(tnp.bitwise_xor(u, 1), Array[uint8])
    assert_type(tnp.bitwise_and(i8, i), Array[signedinteger])
    assert_type(tnp.left_shift(i, 1), Array[int32])
    assert_type(tnp.right_shift(u, u), Array[uint8])
    assert_type(tnp.bitwise_left_shift(b, b), Array[signedinteger])
    assert_type(tnp.bitwise_right_shift(i8, 2), Array[int8])
    assert_type(tnp.gcd(x1=i, x2=i), Array[int32])
    assert_type(tnp.lcm(u, 4), Array[uint8])
    assert_type(tnp.invert(i), Array[int32])
    assert_type(tnp.bitwise_not(b), Array[bool_])
    assert_type(tnp.bitwise_invert(u), Array[uint8])
    assert_type(tnp.bitwise_count(i), Array[uint8])
    assert_type(tnp.logical_and(i, b), Array[bool_])
    assert_type(tnp.logical_or(i, 1.0), Array[bool_])
    assert_type(tnp.logical_xor(b, b), Array[bool_])


def check_tuples_and_specials(
    x: Array[float32], h: Array[float16], i: Array[int32], i8: Array[int8], b: Array[bool_],
    c: Array[complex64], v: Array[float32],
) -> None:  # fmt: skip
    assert_type(tnp.frexp(x), tuple[Array[float32], Array[int32]])  # pytype: disable=assert-type  # pytype reads these overloads' tuple results as Any
    assert_type(tnp.frexp(i), tuple[Array[floating], Array[int32]])  # pytype: disable=assert-type  # pytype reads these overloads' tuple results as Any
    assert_type(tnp.modf(h), tuple[Array[float16], Array[float16]])  # pytype: disable=assert-type  # pytype reads these overloads' tuple results as Any
    assert_type(tnp.modf(i), tuple[Array[floating], Array[floating]])  # pytype: disable=assert-type  # pytype reads these overloads' tuple results as Any
    assert_type(tnp.clip(x), Array[float32])
    assert_type(tnp.clip(x, 0.0, 1.0), Array[float32])
    assert_type(tnp.clip(i8, 0, 10), Array[int8])
    assert_type(tnp.clip(i8, max=i8), Array[int8])
    assert_type(tnp.clip(b, True), Array[bool_])
    assert_type(tnp.clip(x, np.float64(0.0)), Array[generic])
    assert_type(tnp.clip(i, 0.5), Array[generic])
    assert_type(tnp.unwrap(x), Array[float32])
    assert_type(tnp.unwrap(x, period=360), Array[float32])
    assert_type(tnp.unwrap(i), Array[floating])
    assert_type(tnp.unwrap(i, period=8), Array[generic])
    assert_type(tnp.interp(v, v, v), Array[float32])
    assert_type(tnp.interp(v, v, v, left=0, right="extrapolate"), Array[float32])
    assert_type(tnp.interp(v, v, c), Array[complexfloating])
    assert_type(tnp.interp(0.5, v, v), Array[inexact])


def check_ufunc_methods(
    x: Array[float32], i8: Array[int8], u: Array[uint8], b: Array[bool_], h: Array[float16]
) -> None:
    assert_type(tnp.add.reduce(x), Array[float32])
    assert_type(tnp.add.reduce(i8, axis=None), Array[signedinteger])
    assert_type(tnp.add.reduce(u), Array[unsignedinteger])
    assert_type(tnp.add.reduce(b), Array[signedinteger])
    assert_type(tnp.add.reduce(x, dtype=tnp.float16), Array[float16])
    assert_type(tnp.add.reduce(x, dtype=tnp.float64), Array[floating])
    assert_type(tnp.add.reduce(x, dtype="float32"), Array[generic])
    assert_type(tnp.multiply.reduce(i8, keepdims=True), Array[signedinteger])
    assert_type(tnp.add.accumulate(i8), Array[int8])
    assert_type(tnp.add.accumulate(b), Array[signedinteger])
    assert_type(tnp.multiply.accumulate(x, dtype=tnp.int8), Array[int8])
    assert_type(tnp.add.outer(x, x), Array[float32])
    assert_type(tnp.add.outer(i8, 1.5), Array[floating])
    assert_type(tnp.add.at(x, 0, 1.0, inplace=False), Array[float32])
    assert_type(tnp.add.reduceat(x, np.array([0, 1])), Array[float32])
    # With dtype=, JAX 0.10.2 keeps the input dtype and 0.12.0.1 gives the requested one.
    assert_type(tnp.add.reduceat(x, np.array([0, 1]), dtype=tnp.float16), Array[generic])
    assert_type(tnp.subtract.reduce(x), Array[float32])
    assert_type(tnp.subtract.accumulate(i8), Array[int8])
    assert_type(tnp.subtract.at(i8, 0, 2.5, inplace=False), Array[int8])
    assert_type(tnp.maximum.reduce(h), Array[float16])
    assert_type(tnp.minimum.accumulate(u), Array[uint8])
    assert_type(tnp.maximum.at(x, 0, x, inplace=False), Array[float32])
    assert_type(tnp.minimum.at(x, 0, 1, inplace=False), Array[float32])
    assert_type(tnp.maximum.at(i8, 0, 1.5, inplace=False), Array[generic])
    assert_type(tnp.bitwise_and.reduce(u), Array[uint8])
    assert_type(tnp.bitwise_or.accumulate(b), Array[bool_])
    assert_type(tnp.bitwise_xor.outer(i8, i8), Array[int8])
    assert_type(tnp.bitwise_or.at(u, 0, True, inplace=False), Array[uint8])
    assert_type(tnp.logaddexp.reduce(h), Array[float16])
    assert_type(tnp.logaddexp.reduce(i8, dtype=tnp.float16), Array[floating])
    assert_type(tnp.logaddexp2.accumulate(x), Array[float32])
    assert_type(tnp.logaddexp.outer(x, x), Array[float32])
    assert_type(tnp.logaddexp.at(x, 0, x, inplace=False), Array[float32])
    assert_type(tnp.logical_and.reduce(x), Array[bool_])
    assert_type(tnp.logical_or.accumulate(i8), Array[bool_])
    assert_type(tnp.logical_xor.outer(x, i8), Array[bool_])
    assert_type(tnp.logical_and.at(x, 0, 1.0, inplace=False), Array[bool_])
    assert_type(tnp.logical_or.reduceat(i8, np.array([0, 1])), Array[int8])
    assert_type(tnp.negative.at(x, 0, inplace=False), Array[float32])


def check_ufunc_objects(x: Array[float32], u: tnp.ufunc) -> None:
    assert_type(tnp.add.nin, int)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(tnp.add.nout, int)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(tnp.negative.nargs, int)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(tnp.add.__name__, str)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(tnp.add.identity, object)  # pytype: disable=assert-type  # tnp.ufunc is JAX's class, Any to pytype
    assert_type(u(x, x), Array[generic] | tuple[Array[generic], ...])
    assert_type(u.reduce(x), Array[generic])
    assert_type(u.outer(x, x), Array[generic])
    assert_type(u.at(x, 0, x, inplace=False), Array[generic])
    ufuncs: list[tnp.ufunc] = [tnp.add, tnp.negative, tnp.logical_and, tnp.bitwise_or]
    del ufuncs


def check_untyped_operands(j: jax.Array, x: Array[float32]) -> None:
    # A plain jax.Array's dtype is not known (`Array[Any]`): the answers are gradual.
    assert_type(tnp.sin(j), Array[Any])
    assert_type(tnp.add(j, x), Array[Any])
    assert_type(tnp.abs(j), Array[Any])
    assert_type(tnp.square(j), Array[Any])


def check_builtin_abs_operand(c: Array[complex64], n: Array[number]) -> None:
    # abs() of a complex array is real wherever it is passed: a row of Array.__abs__ that
    # answered complex64 for complex64 let mypy and ty pick a complex arctan2 row here.
    assert_type(tnp.atan2(abs(c), n), Array[inexact])
    assert_type(tnp.atan2(abs(c), abs(c)), Array[float32])


def check_numpy_scalar_kinds(
    u32: Array[uint32], u8: Array[uint8], i8: Array[int8], x: Array[float32], b: Array[bool_]
) -> None:
    # A NumPy scalar is strongly typed in JAX; its kind bounds the result as an array's would.
    assert_type(tnp.fmod(u32, np.uint32(2)), Array[unsignedinteger])
    assert_type(tnp.bitwise_not(tnp.fmod(u32, np.uint32(2))), Array[unsignedinteger])
    assert_type(u8 - np.float32(2.0), Array[float32])  # an integer takes a NumPy float's dtype
    assert_type(u8 + np.int8(2), Array[signedinteger])
    assert_type(i8 * np.uint32(2), Array[signedinteger])
    assert_type(np.int8(2) + u8, Array[signedinteger])
    assert_type(tnp.add(np.uint8(1), u32), Array[unsignedinteger])
    assert_type(x * np.int8(2), Array[float32])  # an integer keeps a float array's dtype
    assert_type(u32 & np.uint8(1), Array[unsignedinteger])
    assert_type(u32 / np.float32(1.0), Array[float32])


def check_mixed_signedness(u8: Array[uint8], u32: Array[uint32], i8: Array[int8], b: Array[bool_]) -> None:
    # An unsigned integer narrower than 64 bits with a signed one is signed, not a float.
    # Where x64 and weak types do not change it, the promotion tables give the dtype.
    assert_type(u8 + i8, Array[int16])
    assert_type(i8 * u32, Array[signedinteger])
    assert_type(tnp.minimum(u8, i8), Array[int16])
    assert_type(tnp.gcd(tnp.minimum(u8, i8), b), Array[int16])
    assert_type(tnp.where(b, i8, u8), Array[int16])
    assert_type(i8 | u32, Array[signedinteger])
    assert_type(tnp.bitwise_right_shift(2, u8.astype("bool")), Array[signedinteger])


def check_mixed_signedness_with_a_weak_candidate(u32: Array[uint32], b: Array[bool_]) -> None:
    # `2 ^ b` is a weakly typed int32 array in JAX, and a weak int32 with uint32 is uint32:
    # an int32 or int64 array with an unsigned one is an integer of either signedness.
    assert_type((2 ^ b) + u32, Array[integer])
    assert_type(tnp.add(2 ^ b, u32), Array[integer])
    assert_type((2 ^ b) + np.uint32(1), Array[integer])


def check_integers_made_inexact_by_width(
    i8: Array[int8], i32: Array[int32], i64: Array[int64], u8: Array[uint8], u64: Array[uint64],
    b: Array[bool_], s: Array[signedinteger],
) -> None:  # fmt: skip
    # An integer or boolean array made inexact gives float32 when it has 32 bits or fewer
    # and float64 when it has 64, x64 on or off; a category of integers gives a category.
    assert_type(tnp.sqrt(i8), Array[float32])
    assert_type(tnp.exp(i32), Array[float32])
    assert_type(tnp.log1p(u8), Array[float32])
    assert_type(tnp.sin(b), Array[float32])
    assert_type(tnp.sqrt(i64), Array[float64])
    assert_type(tnp.cos(u64), Array[float64])
    assert_type(tnp.sqrt(s), Array[floating])
    assert_type(tnp.mean(i32), Array[float32])
    assert_type(tnp.std(u64), Array[float64])
    assert_type(tnp.var(b), Array[float32])


def check_inexact_with_an_integer_keeps_its_dtype(
    h: Array[float16], bf: Array[bfloat16], x: Array[float32], c: Array[complex128],
    i32: Array[int32], u64: Array[uint64], b: Array[bool_], s: Array[signedinteger],
) -> None:  # fmt: skip
    # A float or complex array with an integer one keeps its dtype, whichever integer.
    assert_type(tnp.add(x, i32), Array[float32])
    assert_type(tnp.multiply(u64, h), Array[float16])
    assert_type(tnp.minimum(bf, s), Array[bfloat16])
    assert_type(tnp.maximum(b, c), Array[complex128])
    assert_type(tnp.floor_divide(h, u64), Array[float16])
    assert_type(tnp.power(i32, x), Array[float32])


def check_promotion_tables(
    i8: Array[int8], u8: Array[uint8], i32: Array[int32], u32: Array[uint32], h: Array[float16],
    bf: Array[bfloat16], x: Array[float32], c: Array[complex64], b: Array[bool_],
    fi: Array[floating | integer],
) -> None:  # fmt: skip
    # Two arrays: the row that reads the dtype classes' tables gives JAX's dtype where
    # every configuration agrees (x64 off and on, either operand weak where it can be).
    assert_type(tnp.add(i8, u8), Array[int16])
    assert_type(tnp.multiply(u8, i8), Array[int16])
    assert_type(tnp.add(h, bf), Array[float32])
    assert_type(tnp.maximum(x, c), Array[complex64])
    assert_type(tnp.subtract(b, u8), Array[uint8])
    # ...and the narrowest category where they differ: a weak int32 gives int8, a strong
    # one int32; int32 with uint32 is int64 with x64 on, int32 with it off.
    assert_type(tnp.add(i8, i32), Array[signedinteger])
    assert_type(tnp.add(i32, u32), Array[integer])
    assert_type(tnp.add(x, h), Array[floating])
    # A union dtype gets the union of its members' answers.
    assert_type(tnp.add(i8, fi), Array[signedinteger | floating])


def check_promotion_tables_within_a_kind(
    i8: Array[int8], u8: Array[uint8], i32: Array[int32], h: Array[float16],
    bf: Array[bfloat16], x: Array[float32], c: Array[complex64], b: Array[bool_],
    m: Array[int8 | uint32], n: Array[integer],
) -> None:  # fmt: skip
    # True division, arctan2, hypot, ...: where the promoted dtype is inexact, it is the
    # answer (a float with an integer keeps its dtype; two floats promote)...
    assert_type(tnp.divide(h, i8), Array[float16])
    assert_type(tnp.true_divide(h, bf), Array[float32])
    assert_type(tnp.arctan2(bf, u8), Array[bfloat16])
    assert_type(tnp.hypot(bf, h), Array[float32])
    assert_type(tnp.arctan2(x, c), Array[complex64])
    assert_type(tnp.logaddexp(h, bf), Array[float32])
    # ...and two integral arrays read a second table: their promoted integer made
    # inexact, float32 up to 32 bits, x64 on or off; where x64 decides the promotion
    # (int8 with uint32 is int64 with x64 on), a float that x64 decides.
    assert_type(tnp.divide(i8, u8), Array[float32])
    assert_type(tnp.arctan2(i32, i32), Array[float32])
    assert_type(tnp.logaddexp(b, i8), Array[float32])
    assert_type(tnp.hypot(b, b), Array[float32])
    assert_type(tnp.true_divide(n, i8), Array[floating])
    assert_type(i8 / u8, Array[float32])
    # Floor division and the remainders: integers promote as in `add`; booleans do not stay.
    assert_type(tnp.floor_divide(i8, u8), Array[int16])
    assert_type(tnp.remainder(u8, b), Array[uint8])
    assert_type(tnp.fmod(h, bf), Array[float32])
    assert_type(tnp.floor_divide(b, b), Array[signedinteger])
    # power reads the table for inexact results only: a concrete 0-d integer exponent
    # keeps the base's dtype, so int8 ** uint8 is not promised int16.
    assert_type(tnp.power(h, bf), Array[float32])
    assert_type(tnp.power(x, i8), Array[float32])
    # The bitwise functions and shifts: integers promote; floats are refused.
    assert_type(tnp.bitwise_and(i8, u8), Array[int16])
    assert_type(tnp.gcd(u8, i8), Array[int16])
    assert_type(tnp.left_shift(i8, b), Array[int8])
    assert_type(tnp.bitwise_or(b, b), Array[bool_])
    # A union keeps its dtype against booleans (the rows before the table say so), and a
    # category pair whose table answer is outside the kind gets the rows after it.
    assert_type(tnp.bitwise_and(m, b), Array[int8 | uint32])
    assert_type(tnp.floor_divide(n, n), Array[integer | floating])
    # With an expected type the table row still answers, and a wider target takes it.
    wide: Array[floating] = tnp.divide(h, bf)
    narrow: Array[int16] = tnp.gcd(u8, i8)
    del wide, narrow



def check_numpy_integers_keep_inexact(
    h: Array[float16], c: Array[complex64], bf: Array[bfloat16], f: Array[floating], b: Array[bool_]
) -> None:
    # A NumPy integer or bool with a float or complex array keeps the array's dtype, with
    # x64 on and off (float16 with np.int64(3) is float16), as an integer array does.
    assert_type(tnp.add(h, np.int64(3)), Array[float16])
    assert_type(tnp.multiply(np.bool_(True), c), Array[complex64])
    assert_type(tnp.divide(bf, np.uint32(2)), Array[bfloat16])
    assert_type(tnp.arctan2(np.int8(1), h), Array[float16])
    assert_type(tnp.floor_divide(h, np.int8(1)), Array[float16])
    assert_type(tnp.power(h, np.int64(2)), Array[float16])
    assert_type(tnp.maximum(f, np.uint8(1)), Array[floating])
    assert_type(tnp.add(b, np.int8(1)), Array[generic])  # bool_ with int8 is int8


def check_integers_take_numpy_floats(
    b: Array[bool_], i: Array[int8], u: Array[uint8], l: Array[int64], n: Array[integer]
) -> None:
    # An integer or bool array takes a NumPy float's or complex's dtype, of any width
    # (int64 with np.float32 is float32: JAX never widens an integer with a float).
    assert_type(tnp.add(i, np.float16(0.5)), Array[float16])
    assert_type(tnp.subtract(l, np.float32(2.0)), Array[float32])
    assert_type(tnp.minimum(b, np.float32(2.0)), Array[float32])
    assert_type(tnp.multiply(n, np.float16(0.5)), Array[float16])
    assert_type(tnp.divide(np.complex64(1j), u), Array[complex64])
    assert_type(tnp.remainder(i, np.float32(2.0)), Array[float32])


def check_integers_divide_numpy_integers(
    i: Array[int8],
    u: Array[unsignedinteger],
    n: Array[integer | bool_],
    f: Array[unsignedinteger | floating],
    c: Array[complexfloating],
) -> None:
    # A NumPy integer divides an integral array into a float (int8 with np.int64 is
    # float32 with x64 off, float64 with it on); only a NumPy bool leaves the 1- and
    # 2-bit integers, which divide into themselves.
    assert_type(tnp.arctan2(np.uint32(2), u), Array[floating])
    assert_type(tnp.divide(i, np.int64(3)), Array[floating])
    assert_type(tnp.hypot(n, np.uint8(1)), Array[floating])
    assert_type(tnp.divide(n, np.bool_(True)), Array[inexact | integer])
    # A NumPy number with an array of any numeric dtype: never an integer, and complex
    # with a complex array.
    assert_type(tnp.arctan2(np.uint32(2), f), Array[inexact])
    assert_type(tnp.divide(c, np.float32(2.0)), Array[complexfloating])
