"""Static types of `typedjax.Array`: checked by mypy, pyright and pytype, never run."""

from typing import Any, assert_type

import jax
import numpy as np

from typedjax import Array
from typedjax.typing import (
    DType,
    Shape,
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
    prng_key,
    signedinteger,
    uint8,
    uint32,
    uint64,
    unsignedinteger,
)


def check_weak_scalars(x: Array[float32], i: Array[int32], b: Array[bool_]) -> None:
    assert_type(x + 1, Array[float32])
    assert_type(x * 2.0, Array[float32])
    assert_type(1 + x, Array[float32])
    assert_type(2.0 * x, Array[float32])
    assert_type(x + True, Array[float32])
    assert_type(i + 1, Array[int32])
    assert_type(i + 1.5, Array[floating])
    assert_type(i * 1j, Array[complexfloating])
    assert_type(x + 1j, Array[complexfloating])
    assert_type(b + 1, Array[signedinteger])
    assert_type(b + True, Array[bool_])
    assert_type(x - 1, Array[float32])
    assert_type(x / 2, Array[float32])
    # A Python int leaves an integer array's dtype, which divides into float32 up to 32
    # bits; a Python float, or a boolean array with an int, gives the default float.
    assert_type(i / 2, Array[float32])
    assert_type(2 / i, Array[float32])
    assert_type(i / True, Array[float32])
    assert_type(i / 2.5, Array[floating])
    assert_type(b / True, Array[float32])
    assert_type(b / 2, Array[floating])
    assert_type(i // 2, Array[int32])
    assert_type(x ** 2, Array[float32])
    assert_type(i % 3, Array[int32])
    assert_type(i & 1, Array[int32])
    assert_type(i << 1, Array[int32])
    assert_type(b | True, Array[bool_])


def check_union_receivers(
    a: Array[floating | integer], b: Array[bool_ | float32], c: Array[integer | bool_]
) -> None:
    # A checker lets an int stand for a float and a float for a complex; a receiver
    # whose dtype is a union must still get an answer that holds for every member.
    assert_type(a + 1, Array[floating | integer])
    assert_type(a + 1.5, Array[floating])
    assert_type(1.5 * a, Array[floating])
    assert_type(a / 2, Array[floating | integer])
    assert_type(b + True, Array[bool_ | float32])
    assert_type(b + 1, Array[generic])  # True + 1 is int32
    assert_type(b // True, Array[generic])  # True // True is int32
    assert_type(b / 2, Array[floating | integer])
    assert_type(c + 1, Array[generic])
    assert_type(c >> True, Array[integer | bool_])


def check_numpy_operands(x: Array[float32], i: Array[int32]) -> None:
    # NumPy scalars are strongly typed: np.float64 widens float32 when x64 is on.
    assert_type(x + np.float64(1.0), Array[floating])
    assert_type(i + np.int8(1), Array[signedinteger])
    assert_type(x + np.zeros(3), Array[inexact])


def check_numpy_integers_keep_inexact(
    h: Array[float16], c: Array[complex64], bf: Array[bfloat16], b: Array[bool_], u: Array[uint64]
) -> None:
    # A NumPy integer or bool with a float or complex array keeps the array's dtype,
    # with x64 on and off (float16 + np.int64(3) is float16).
    assert_type(h + np.int64(3), Array[float16])
    assert_type(c * np.bool_(True), Array[complex64])
    assert_type(bf / np.uint32(2), Array[bfloat16])
    assert_type(h // np.int8(1), Array[float16])
    assert_type(h ** np.int64(2), Array[float16])
    # Not a complex array's floor division (JAX refuses it), nor an integer or bool array.
    assert_type(c // np.int8(1), Array[complexfloating])
    assert_type(b + np.int8(1), Array[generic])  # bool_ with int8 is int8
    assert_type(u // np.int8(1), Array[number])  # uint64 with int8 is a float


def check_bool_with_numpy_integers(b: Array[bool_]) -> None:
    # A boolean array takes a NumPy integer's dtype in floor division and modulo (a NumPy
    # bool gives int32); as the base of a power it gives int32, so an unsigned scalar's
    # answer is `integer`.
    assert_type(b // np.int8(2), Array[signedinteger])
    assert_type(b % np.bool_(True), Array[signedinteger])
    assert_type(b % np.uint8(3), Array[integer])
    assert_type(b ** np.uint32(2), Array[integer])


def check_integers_take_numpy_floats(b: Array[bool_], i: Array[int8], u: Array[uint8]) -> None:
    # An integer or bool array takes a NumPy float's or complex's dtype, of any width.
    assert_type(i + np.float16(0.5), Array[float16])
    assert_type(np.float32(2.0) // u, Array[float32])
    assert_type(b / np.complex64(1j), Array[complex64])
    assert_type(u - np.float64(1.0), Array[floating])  # float32 with x64 off
    # A NumPy integer divides an integral array into a float.
    assert_type(i / np.int16(2), Array[floating])
    assert_type(np.uint8(2) / b, Array[floating])


def check_floats_with_numpy_floats(
    h: Array[float16], bf: Array[bfloat16], x: Array[float32], d: Array[float64], c: Array[complex64]
) -> None:
    # A NumPy float is strongly typed: a float array promotes with it as with an array of
    # its dtype, exactly where the array cannot be weak or has the scalar's own dtype.
    assert_type(h * np.float16(0.5), Array[float16])
    assert_type(bf % np.float16(0.5), Array[float32])
    assert_type(np.float32(2.0) + bf, Array[float32])
    assert_type(x / np.float32(2.0), Array[float32])
    assert_type(c - np.float32(2.0), Array[complex64])
    assert_type(h + np.complex64(1j), Array[complex64])
    # A weak float32 with np.float16 gives float16; float64 (weak with x64) with np.float32
    # gives float32.
    assert_type(x + np.float16(0.5), Array[floating])
    assert_type(d * np.float32(2.0), Array[floating])


def check_same_dtype(x: Array[float32], h: Array[float16], i: Array[int8], u: Array[uint8]) -> None:
    assert_type(x + x, Array[float32])
    assert_type(h * h, Array[float16])
    assert_type(i - i, Array[int8])
    assert_type(x @ x, Array[float32])
    assert_type(divmod(i, i), tuple[Array[int8], Array[int8]])


def check_same_dtype_unions(
    n: Array[integer],
    m: Array[int8 | uint32],
    f: Array[float16 | float32],
    g: Array[floating],
    s: Array[signedinteger],
    k: Array[bfloat16 | float16],
    b: Array[bfloat16],
    p: Array[float32 | int8],
    q: Array[uint8 | complex64],
) -> None:
    # `Array[D] op Array[D]` keeps D only where JAX mixes any two members of D into one
    # of them: uint64 + int8 is a float, int8 + uint32 an int64, bfloat16 + float16 a
    # float32. (mypy once kept `integer` and `int8 | uint32` here.)
    assert_type(n + n, Array[number])
    # The answer for `int8 | uint32` is a union over the members' pairs, which each checker
    # spells its own way (mypy and ty `integer | floating`, pyright `signedinteger | floating
    # | integer`, pyrefly `integer`); fail_array.py checks that `int8 | uint32` is not kept.
    sum_m: Array[integer | floating] = m + m
    del sum_m
    assert_type(m & m, Array[integer])
    assert_type(n // n, Array[integer | floating])
    assert_type(f + f, Array[float16 | float32])
    assert_type(f / f, Array[float16 | float32])
    assert_type(g * g, Array[floating])
    assert_type(s - s, Array[signedinteger])
    assert_type(s << s, Array[signedinteger])
    assert_type(k + k, Array[floating])
    assert_type(b + b, Array[bfloat16])
    # An integer with a float gives the float, so these unions keep their dtype.
    assert_type(p + p, Array[float32 | int8])
    assert_type(q * q, Array[uint8 | complex64])


def check_bool_operands(
    x: Array[float32],
    i: Array[int32],
    b: Array[bool_],
    xb: Array[float32 | bool_],
    n: Array[integer],
    m: Array[int8 | uint32],
    g: Array[floating],
    c: Array[complex64],
) -> None:
    # bool_ is the weakest dtype: an array of it leaves the other operand's dtype as it is.
    assert_type(x + b, Array[float32])
    assert_type(x * xb, Array[float32])
    assert_type(xb + xb, Array[float32 | bool_])
    assert_type(i & b, Array[int32])
    assert_type(i // b, Array[int32])
    assert_type(c - b, Array[complex64])
    assert_type(n + b, Array[integer])
    assert_type(m & b, Array[int8 | uint32])
    assert_type(m << b, Array[int8 | uint32])
    assert_type(g * b, Array[floating])
    assert_type(b + b, Array[bool_])
    assert_type(b & b, Array[bool_])
    assert_type(b // b, Array[signedinteger])  # True // True is int32
    assert_type(b + x, Array[float32])
    assert_type(x / b, Array[float32])


def check_mixed_arrays(
    x: Array[float32], h: Array[float16], i: Array[int8], u: Array[uint8], c: Array[complex64]
) -> None:
    # Mixed dtypes give the category: a weakly typed operand takes the other's dtype.
    assert_type(x + h, Array[floating])
    # A float with any integer keeps the float's dtype, in either order.
    assert_type(x + i, Array[float32])
    assert_type(i * x, Array[float32])
    assert_type(c - u, Array[complex64])
    assert_type(x ** i, Array[float32])
    # ...except where no configuration differs: the promotion tables give JAX's dtype.
    assert_type(i + u, Array[int16])
    assert_type(x + c, Array[complex64])
    assert_type(i / u, Array[float32])
    # The other operators read the tables where the promoted dtype is of their kind.
    assert_type(i - u, Array[int16])
    assert_type(i // u, Array[int16])
    assert_type(u % i, Array[int16])
    assert_type(i & u, Array[int16])
    assert_type(u << i, Array[int16])
    assert_type(x / c, Array[complex64])
    assert_type(c ** x, Array[complex64])
    assert_type(h / i, Array[float16])


def check_categories(f: Array[floating], n: Array[number], s: Array[signedinteger]) -> None:
    assert_type(f + 1.0, Array[floating])
    assert_type(f + f, Array[floating])
    assert_type(s + s, Array[signedinteger])
    assert_type(n + n, Array[number])


def check_comparisons(x: Array[float32], i: Array[int32]) -> None:
    assert_type(x < 1, Array[bool_])
    assert_type(x <= x, Array[bool_])
    assert_type(x == i, Array[bool_])
    assert_type(x != 0.5, Array[bool_])
    assert_type(x > i, Array[bool_])
    assert_type(x >= 1, Array[bool_])


def check_unary(x: Array[float32], c: Array[complex64], i: Array[int32]) -> None:
    assert_type(-x, Array[float32])
    assert_type(+x, Array[float32])
    assert_type(abs(x), Array[float32])
    assert_type(abs(c), Array[float32])
    assert_type(~i, Array[int32])
    assert_type(c.real, Array[float32])
    assert_type(c.imag, Array[float32])
    assert_type(x.real, Array[float32])


def check_astype(x: Array[float32]) -> None:
    assert_type(x.astype(float16), Array[float16])
    assert_type(x.astype(int8), Array[int8])
    assert_type(x.astype(float64), Array[floating])
    assert_type(x.astype(float), Array[floating])
    assert_type(x.astype(bool), Array[bool_])
    assert_type(x.astype(None), Array[floating])
    assert_type(x.view(int32), Array[int32])


def check_requests_by_name(x: Array[float32], u: Array[uint8]) -> None:
    # A dtype name means to the methods what it means to typedjax.numpy's functions.
    assert_type(x.astype("float16"), Array[float16])
    assert_type(~u.astype("uint32"), Array[uint32])
    assert_type(u.astype("int64"), Array[signedinteger])
    assert_type(u.astype("f8"), Array[floating])
    assert_type(u.astype(np.float32), Array[float32])
    assert_type(u.astype("float8_e4m3fn"), Array[floating])
    assert_type(u.astype(x.dtype), Array[generic])
    assert_type(u.view("int8"), Array[int8])


def check_view_canonicalises(i: Array[int32], u: Array[uint64], c: Array[complex64]) -> None:
    # With x64 off a 64-bit request is its 32-bit dtype, as for astype.
    assert_type(i.view(int64), Array[signedinteger])
    assert_type(i.view(float64), Array[floating])
    assert_type(c.view(complex128), Array[complexfloating])
    assert_type(u.view(int64), Array[signedinteger])
    assert_type(i.view(uint64), Array[unsignedinteger])
    assert_type(i.view(float32), Array[float32])


def check_abs_through_the_builtin(c: Array[complex64], f: Array[float32], n: Array[number]) -> None:
    assert_type(abs(c), Array[float32])
    assert_type(abs(f), Array[float32])
    assert_type(abs(n), Array[floating | integer])


def check_reductions(
    x: Array[float32], b: Array[bool_], i: Array[int8], u: Array[uint8], c: Array[complex64]
) -> None:
    assert_type(x.sum(), Array[float32])
    assert_type(b.sum(), Array[signedinteger])
    assert_type(i.sum(), Array[signedinteger])
    assert_type(u.sum(), Array[unsignedinteger])
    assert_type(x.sum(dtype=float16), Array[float16])
    # A 64-bit request is the category: JAX gives float32 when x64 is off.
    assert_type(x.sum(dtype=float64), Array[floating])
    assert_type(i.mean(dtype=float), Array[floating])
    assert_type(x.var(dtype=int), Array[floating])  # an integer request still ends in the default float
    assert_type(x.cumprod(dtype=float16), Array[float16])
    assert_type(x.mean(), Array[float32])
    assert_type(i.mean(), Array[float32])
    assert_type(c.var(), Array[float32])
    assert_type(x.std(), Array[float32])
    assert_type(x.prod(), Array[float32])
    assert_type(i.cumsum(), Array[int8])  # numbers keep their dtype in a running sum
    assert_type(x.max(), Array[float32])
    assert_type(x.min(axis=0), Array[float32])
    assert_type(x.all(), Array[bool_])
    assert_type(x.any(), Array[bool_])
    assert_type(x.argmax(), Array[signedinteger])
    assert_type(x.argsort(), Array[signedinteger])
    assert_type(x.nonzero(size=2), tuple[Array[signedinteger], ...])  # pytype: disable=assert-type  # JAX's attributes are Any to pytype


def check_attributes(x: Array[float32], b: Array[bool_], i: Array[int32]) -> None:
    assert_type(x.shape, Shape)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.shape, tuple[int, ...])  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.dtype, DType)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.ndim, int)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.size, int)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.T, Array[float32])
    assert_type(x.mT, Array[float32])
    assert_type(x[0], Array[float32])
    assert_type(x.reshape(3, 1), Array[float32])
    assert_type(x.ravel(), Array[float32])
    assert_type(x.at[0].set(1.0), Array[float32])
    assert_type(x.at[0].add(1.0), Array[float32])
    assert_type(x.at[0].get(), Array[float32])
    assert_type(x.copy(), Array[float32])
    assert_type(x.block_until_ready(), Array[float32])
    assert_type(b.item(), bool)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(i.item(), int)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    assert_type(x.item(), float)  # pytype: disable=assert-type  # JAX's attributes are Any to pytype
    for row in x:
        assert_type(row, Array[float32])


def check_through_variables(x: Array[float32], i: Array[int32]) -> None:
    # mypy picks overloads by context: reveal through a variable too.
    y = x + 1
    assert_type(y, Array[float32])
    z = i + 1.5
    assert_type(z, Array[floating])
    w = x.astype(float16)
    assert_type(w, Array[float16])
    s = x.sum()
    assert_type(s, Array[float32])


def check_flows_into_jax(x: Array[float32], f: Array[floating], k: Array[prng_key]) -> None:
    j: jax.Array = x
    wide: Array[floating] = x
    widest: Array[generic] = f
    keys: jax.Array = k
    del j, wide, widest, keys


def takes_floating(v: Array[floating]) -> Array[floating]:
    return v


def takes_float32(v: Array[float32]) -> Array[float32]:
    return v


def check_parameters(x: Array[float32], h: Array[float16]) -> None:
    assert_type(takes_floating(x), Array[floating])
    assert_type(takes_floating(h), Array[floating])
    assert_type(takes_float32(x), Array[float32])


def check_as_array(untyped: jax.Array) -> None:
    from typedjax import as_array

    assert_type(as_array(untyped, float32), Array[float32])
    assert_type(as_array(untyped, floating, name="x"), Array[floating])
    assert_type(as_array(untyped, float32) + 1, Array[float32])


def check_is_array(value: object, untyped: jax.Array) -> None:
    from typedjax import is_array

    if is_array(value, float32):
        assert_type(value, Array[float32])
    if is_array(untyped, floating):
        assert_type(untyped, Array[floating])


def _any_dtype(x: Array) -> Array:
    return x


def check_bare_array(x: Array[float32], i: Array[int32]) -> None:
    # A bare `Array` is an array of any dtype (`Array[generic]`, the TypeVar's default),
    # valid in strict mode, as jaxtyping's `Float[Array, "b n"]` spells it.
    assert_type(_any_dtype(x), Array[Any])
    assert_type(_any_dtype(i), Array[Any])
    assert_type(_any_dtype(x) + 1, Array[Any])
    untyped: Array = _any_dtype(x)
    assert_type(untyped, Array[Any])
