"""Static types of `typedjax.lax`'s dtype-precise functions: checked by every checker, never run.

Every function `tools/gen/lax.py` declares appears here (the control flow is in
tests/typing/transforms/check_control.py).
"""

from collections.abc import Callable
from typing import Any, assert_type

import numpy as np

import typedjax.lax as tlax
import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import (
    DType,
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
    int8,
    int32,
    signedinteger,
    uint8,
    uint32,
)


def check_elementwise_keeps_the_dtype(h: Array[bfloat16], f: Array[float32]) -> None:
    for fn in (tlax.acos, tlax.acosh, tlax.asin, tlax.asinh, tlax.atan, tlax.atanh,
               tlax.bessel_i0e, tlax.bessel_i1e, tlax.ceil, tlax.cosh, tlax.digamma, tlax.erf,
               tlax.erf_inv, tlax.floor, tlax.lgamma, tlax.neg, tlax.reciprocal, tlax.round,
               tlax.sign, tlax.sinh, tlax.square):  # fmt: skip
        assert_type(fn(h), Array[bfloat16])
    for acc in (tlax.cbrt, tlax.cos, tlax.erfc, tlax.exp, tlax.exp2, tlax.expm1, tlax.log,
                tlax.log1p, tlax.logistic, tlax.rsqrt, tlax.sin, tlax.sqrt, tlax.tan,
                tlax.tanh):  # fmt: skip
        assert_type(acc(f, accuracy=None), Array[float32])
    assert_type(tlax.sin(1.0), Array[floating])
    assert_type(tlax.neg(2), Array[signedinteger])


def check_integers_and_bits(i8: Array[int8], u8: Array[uint8], b: Array[bool_]) -> None:
    assert_type(tlax.clz(i8), Array[int8])
    assert_type(tlax.population_count(u8), Array[uint8])
    assert_type(tlax.bitwise_not(b), Array[bool_])
    assert_type(tlax.bitwise_and(i8, i8), Array[int8])
    assert_type(tlax.bitwise_or(b, True), Array[bool_])
    assert_type(tlax.bitwise_xor(u8, u8), Array[uint8])
    assert_type(tlax.shift_left(i8, 2), Array[int8])
    assert_type(tlax.shift_right_arithmetic(i8, i8), Array[int8])
    assert_type(tlax.shift_right_logical(u8, 1), Array[uint8])
    assert_type(tlax.integer_pow(i8, 3), Array[int8])


def check_binary_keeps_the_shared_dtype(h: Array[float16], f: Array[float32]) -> None:
    for fn in (tlax.add, tlax.sub, tlax.div, tlax.rem, tlax.pow, tlax.max, tlax.min,
               tlax.atan2, tlax.igamma, tlax.igammac, tlax.polygamma, tlax.zeta):  # fmt: skip
        assert_type(fn(h, h), Array[float16])
    assert_type(tlax.add(h, 1.0), Array[float16])
    assert_type(tlax.add(2, h), Array[float16])
    assert_type(tlax.nextafter(f, f), Array[float32])
    assert_type(tlax.mul(h, h), Array[float16])
    assert_type(tlax.mul(h, h, out_dtype=tnp.float32), Array[float32])


def check_booleans_and_complex_parts(
    f: Array[float32], d: Array[float64], c: Array[complex64], z: Array[complex128]
) -> None:
    for cmp in (tlax.eq, tlax.ne, tlax.lt, tlax.le, tlax.gt, tlax.ge):
        assert_type(cmp(f, f), Array[bool_])
    assert_type(tlax.is_finite(f), Array[bool_])
    assert_type(tlax.abs(c), Array[float32])
    assert_type(tlax.abs(z), Array[float64])
    assert_type(tlax.abs(f), Array[float32])
    assert_type(tlax.real(c), Array[float32])
    assert_type(tlax.imag(z), Array[float64])
    assert_type(tlax.conj(f), Array[complex64])
    assert_type(tlax.conj(d), Array[complex128])
    assert_type(tlax.conj(c), Array[complex64])
    assert_type(tlax.complex(f, f), Array[complex64])
    assert_type(tlax.complex(1.0, 2.0), Array[complexfloating])


def check_requests(f: Array[float32], i8: Array[int8]) -> None:
    assert_type(tlax.convert_element_type(f, tnp.bfloat16), Array[bfloat16])
    assert_type(tlax.convert_element_type(i8, "float16"), Array[float16])
    assert_type(tlax.convert_element_type(f, np.int8), Array[int8])
    assert_type(tlax.argmax(f, 0, tnp.int32), Array[int32])
    assert_type(tlax.argmin(f, axis=0, index_dtype=tnp.uint8), Array[uint8])
    assert_type(tlax.dot(f, f), Array[float32])
    assert_type(tlax.dot(i8, i8, preferred_element_type=tnp.int32), Array[int32])
    assert_type(tlax.dot_general(f, f, (((1,), (0,)), ((), ()))), Array[float32])
    assert_type(
        tlax.dot_general(f, f, (((1,), (0,)), ((), ())), preferred_element_type=tnp.float16),
        Array[float16],
    )


def check_reductions_and_shapes(h: Array[float16], g: Array[generic]) -> None:
    for red in (tlax.reduce_sum, tlax.reduce_prod, tlax.reduce_max, tlax.reduce_min,
                tlax.reduce_and, tlax.reduce_or, tlax.reduce_xor):  # fmt: skip
        assert_type(red(h, (0,)), Array[float16])
    for cum in (tlax.cumsum, tlax.cumprod, tlax.cummax, tlax.cummin, tlax.cumlogsumexp):
        assert_type(cum(h, axis=0, reverse=True), Array[float16])
    assert_type(tlax.broadcast(h, (2,)), Array[float16])
    assert_type(tlax.broadcast_in_dim(h, (2, 3), (1,)), Array[float16])
    assert_type(tlax.reshape(h, (9,)), Array[float16])
    assert_type(tlax.rev(h, (0,)), Array[float16])
    assert_type(tlax.slice(h, (0,), (2,)), Array[float16])
    assert_type(tlax.dynamic_slice(h, (0,), (2,)), Array[float16])
    assert_type(tlax.dynamic_update_slice(h, h, (0,)), Array[float16])
    assert_type(tlax.pad(h, 0.0, ((1, 1, 0),)), Array[float16])
    assert_type(tlax.squeeze(h, (0,)), Array[float16])
    assert_type(tlax.expand_dims(h, (0,)), Array[float16])
    assert_type(tlax.transpose(h, (1, 0)), Array[float16])
    assert_type(tlax.index_in_dim(h, 0), Array[float16])
    assert_type(tlax.slice_in_dim(h, 0, 2), Array[float16])
    assert_type(tlax.dynamic_slice_in_dim(h, 0, 2), Array[float16])
    assert_type(tlax.dynamic_index_in_dim(h, 0), Array[float16])
    assert_type(tlax.dynamic_update_slice_in_dim(h, h, 0, 0), Array[float16])
    assert_type(tlax.dynamic_update_index_in_dim(h, h, 0, 0), Array[float16])
    assert_type(tlax.reduce_precision(h, 5, 10), Array[float16])
    assert_type(tlax.clamp(0.0, h, 1.0), Array[float16])
    assert_type(tlax.select(h > 0, h, h), Array[float16])
    assert_type(tlax.concatenate([h, h], 0), Array[float16])
    assert_type(tlax.sort(h), Array[float16])
    assert_type(tlax.sort([h, g], num_keys=1), tuple[Array[generic], ...])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it


def check_collectives_keep_the_dtype_and_the_tree(
    h: Array[float16], tree: dict[str, Array[float32]]
) -> None:
    for red in (tlax.psum, tlax.pmax, tlax.pmin):
        assert_type(red(h, "i"), Array[float16])
    assert_type(tlax.psum(tree, "i"), dict[str, Array[float32]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tlax.all_gather(h, "i", axis=0, tiled=True), Array[float16])
    assert_type(tlax.psum_scatter(h, "i", scatter_dimension=0), Array[float16])
    assert_type(tlax.ppermute(h, "i", [(0, 1), (1, 0)]), Array[float16])
    assert_type(tlax.all_to_all(h, "i", 0, 0), Array[float16])
    assert_type(tlax.pcast(h, "i", to="varying"), Array[float16])
    assert_type(tlax.pcast(tree, ("i", "j"), to="varying"), dict[str, Array[float32]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tlax.pbroadcast(h, "i", 0), Array[float16])
    assert_type(tlax.pshuffle(h, "i", [1, 0]), Array[float16])
    assert_type(tlax.pswapaxes(h, "i", 0), Array[float16])
    assert_type(tlax.with_sharding_constraint(h, None), Array[float16])
    assert_type(tlax.with_sharding_constraint(tree, None), dict[str, Array[float32]])  # pytype: disable=assert-type  # pytype sees JAX's function, Any to it
    assert_type(tlax.optimization_barrier(h), Array[float16])
    assert_type(tlax.optimization_barrier((h, tree)), tuple[Array[float16], dict[str, Array[float32]]])  # pytype: disable=assert-type  # as above
    assert_type(tlax.broadcasted_iota(int8, (2, 3), 1), Array[int8])
    assert_type(tlax.broadcasted_iota("float32", (2, 3), 0), Array[float32])
    assert_type(tlax.empty((2, 3), bfloat16), Array[bfloat16])


def check_map_and_associative_scan_keep_the_types(
    h: Array[float16], tree: dict[str, Array[float32]]
) -> None:
    assert_type(tlax.map(tlax.neg, h), Array[float16])
    assert_type(tlax.map(lambda v: tlax.convert_element_type(v, int8), h), Array[int8])
    assert_type(tlax.map(lambda t: t["w"], tree), Array[float32])
    assert_type(tlax.associative_scan(tlax.add, h), Array[float16])
    def merge(a: dict[str, Array[float32]], b: dict[str, Array[float32]]) -> dict[str, Array[float32]]:
        return {k: a[k] + b[k] for k in a}

    assert_type(tlax.associative_scan(merge, tree, axis=0), dict[str, Array[float32]])


def check_the_names_jax_leaves_unannotated(
    h: Array[float16], f: Array[float32], i8: Array[int8], b: Array[bool_],
    idx: Array[int32], key: Array[uint32], tree: dict[str, Array[float32]],
) -> None:  # fmt: skip
    assert_type(tlax.pmean(h, "i"), Array[float16])
    assert_type(tlax.pmean(i8, "i"), Array[floating])
    assert_type(tlax.pmean(b, "i"), Array[floating])
    dims = tlax.GatherDimensionNumbers(offset_dims=(), collapsed_slice_dims=(0,), start_index_map=(0,))
    assert_type(tlax.gather(h, idx, dims, (1,)), Array[float16])
    assert_type(tlax.gather(i8, idx, dims, (1,), mode="clip"), Array[int8])
    assert_type(tlax.reduce_window(f, 0.0, tlax.add, (2,), (1,), "VALID"), Array[float32])
    assert_type(tlax.ragged_all_to_all(h, h, idx, idx, idx, idx, axis_name="i"), Array[float16])
    assert_type(tlax.random_gamma_grad(f, f), Array[float32])
    assert_type(tlax.rng_uniform(f, f, (3,)), Array[float32])
    assert_type(tlax.rng_uniform(0.0, 1.0, (3,)), Array[floating])
    assert_type(tlax.rng_bit_generator(key, (3,)), tuple[Array[uint32], Array[uint32]])
    assert_type(tlax.rng_bit_generator(key, (3,), tnp.uint8), tuple[Array[uint32], Array[uint8]])
    assert_type(tlax.log2(h), Array[float16])
    assert_type(tlax.one_minus_square(f), Array[float32])
    assert_type(tlax.polynomial(f, [1.0, 2.0]), Array[float32])
    assert_type(tlax.broadcast_shapes((1, 3), (2, 1)), tuple[int, ...])
    assert_type(tlax.conv_general_permutations(("NCHW", "OIHW", "NCHW"))[0], tuple[int, ...])
    assert_type(tlax.conv_shape_tuple((1, 1, 4, 4), (1, 1, 2, 2), (1, 1), "VALID"), tuple[int | np.integer[Any], ...])
    assert_type(tlax.reduce_window_shape_tuple((4,), (2,), (2,), ((0, 0),)), tuple[int, ...])
    layouts = ("NHWC", "HWIO", "NHWC")
    assert_type(tlax.conv_dimension_numbers((1, 5, 5, 2), (3, 3, 2, 4), layouts), tlax.ConvDimensionNumbers)
    assert_type(tlax.conv_general_shape_tuple((1, 5, 5, 2), (3, 3, 2, 4), (1, 1), "SAME", layouts), tuple[int | np.integer[Any], ...])
    assert_type(tlax.conv_transpose_shape_tuple((1, 5, 5, 2), (3, 3, 2, 4), (2, 2), [(1, 1), (1, 1)], layouts), tuple[int | np.integer[Any], ...])
    assert_type(tlax.psum_scatter_start(f, "i", tiled=True), Any)
    assert_type(tlax.dtype(f), DType)
    tlax.dce_sink(tree)
    tlax.after_all(tlax.create_token())

    def solve(fn: Callable[[Array[float32]], object], x0: Array[float32]) -> Array[float32]:
        return x0

    def solve_aux(fn: Callable[[Array[float32]], object], x0: Array[float32]) -> tuple[Array[float32], int]:
        return x0, 3

    assert_type(tlax.custom_root(tlax.neg, f, solve, solve), Array[float32])
    assert_type(tlax.custom_root(tlax.neg, f, solve_aux, solve, has_aux=True), tuple[Array[float32], int])
    assert_type(tlax.custom_linear_solve(tlax.neg, f, solve), Array[float32])

    def scaled(x: Array[float32], k: int) -> Array[float32]:
        return x

    assert_type(tlax.composite(scaled, "my.scale")(f, 2), Array[float32])
