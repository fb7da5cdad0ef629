"""Agreement cases for `typedjax.lax`'s dtype-precise functions.

Every element-wise function over an array of every input dtype and over Python
numbers; the binary ones over every pair of input dtypes (JAX refuses two dtypes, so
the pairs check that no row claims otherwise) and beside a Python number in either
place; every `dtype=`-like request; the reductions, slices and products with their
arguments. The collectives need a mapped axis, which the abstract evaluation has not:
tests/runtime/test_lax.py runs them under `vmap`.
"""

from __future__ import annotations

from tests.agreement.harness import Case, Operand
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

UNARY = (
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "bessel_i0e", "bessel_i1e",
    "bitwise_not", "cbrt", "ceil", "clz", "conj", "cos", "cosh", "digamma", "erf", "erf_inv",
    "erfc", "exp", "exp2", "expm1", "floor", "imag", "is_finite", "lgamma", "log", "log1p",
    "logistic", "neg", "population_count", "real", "reciprocal", "round", "rsqrt", "sign", "sin",
    "sinh", "sqrt", "square", "tan", "tanh", "log2", "one_minus_square",
)  # fmt: skip
BINARY = (
    "add", "sub", "mul", "div", "rem", "pow", "max", "min", "atan2", "nextafter", "bitwise_and",
    "bitwise_or", "bitwise_xor", "shift_left", "shift_right_arithmetic", "shift_right_logical",
    "igamma", "igammac", "polygamma", "zeta", "eq", "ne", "lt", "le", "gt", "ge", "complex",
)  # fmt: skip
OWN = (
    "reduce_sum(a, (0,))", "reduce_prod(a, (0, 1))", "reduce_max(a, (1,))", "reduce_min(a, (0,))",
    "reduce_and(a, (0,))", "reduce_or(a, (0,))", "reduce_xor(a, (0,))", "cumsum(a)",
    "cumprod(a, axis=1)", "cummax(a, reverse=True)", "cummin(a)", "cumlogsumexp(a)",
    "broadcast(a, (2,))", "broadcast_in_dim(a, (2, 3, 3), (1, 2))", "reshape(a, (9,))",
    "rev(a, (0,))", "slice(a, (0, 0), (2, 2))", "dynamic_slice(a, (0, 1), (2, 2))",
    "dynamic_update_slice(a, a, (0, 0))", "pad(a, 0, ((1, 1, 0), (0, 0, 1)))",
    "squeeze(a[None], (0,))", "expand_dims(a, (0,))", "transpose(a, (1, 0))",
    "index_in_dim(a, 1)", "slice_in_dim(a, 0, 2, axis=1)", "dynamic_slice_in_dim(a, 1, 2)",
    "dynamic_index_in_dim(a, 0, keepdims=False)", "dynamic_update_slice_in_dim(a, a, 0, 0)",
    "dynamic_update_index_in_dim(a, a[0], 1, 0)", "integer_pow(a, 3)",
    "reduce_precision(a, 5, 10)", "clamp(a, a, a)", "clamp(0, a, 1)", "select(a > 0, a, a)",
    "concatenate([a, a], 0)", "sort(a)", "sort(a, dimension=0, is_stable=False)",
    "dot(a, a)", "dot_general(a, a, (((1,), (0,)), ((), ())))", "mul(a, a, out_dtype=None)",
    "sort([a, a], num_keys=1)",
    ("gather(a, tnp.zeros((2, 1), t.int32), tlax.GatherDimensionNumbers(offset_dims=(1,), "
     "collapsed_slice_dims=(0,), start_index_map=(0,)), (1, 3))"),
    ("gather(a, tnp.zeros((1, 1), t.int32), tlax.GatherDimensionNumbers(offset_dims=(), "
     "collapsed_slice_dims=(0, 1), start_index_map=(0,)), (1, 1), mode='fill', fill_value=0)"),
    "reduce_window(a, a[0, 0], tlax.max, (2, 2), (1, 1), 'VALID')",
    "rng_uniform(a[0, 0], a[0, 0], (3,))", "random_gamma_grad(a, a)",
    "polynomial(a, [a[0, 0], a[0, 0]])", "polynomial(a, [1.0, 2.0])",
)  # fmt: skip
REQUESTS = (
    "t.float32", "t.float64", "t.float16", "t.bfloat16", "t.int8", "t.int32", "t.int64",
    "t.uint8", "t.uint32", "t.bool_", "t.complex64", "t.complex128", "'float32'", "'int64'",
    "'uint16'", "'bfloat16'", "float", "int", "bool", "complex", "np.float32", "np.int16",
    "np.dtype(np.float64)",
)  # fmt: skip
REQUESTING = (
    "convert_element_type(a, {d})", "argmax(a, 0, {d})", "argmin(a, 1, index_dtype={d})",
    "dot(a, a, preferred_element_type={d})",
    "dot_general(a, a, (((1,), (0,)), ((), ())), preferred_element_type={d})",
    "mul(a, a, out_dtype={d})",
)  # fmt: skip


def case(expr: str, *operands: Operand) -> Case:
    return Case(f"tlax.{expr}", operands)


CREATING = (
    "broadcasted_iota({d}, (2, 3), 1)", "empty((2, 3), {d})",
    "rng_bit_generator(tnp.zeros(4, t.uint32), (3,), {d})[1]",
    "rng_bit_generator(tnp.zeros(4, t.uint32), (3,), {d})[0]",
)  # fmt: skip
"""The functions that make an array of the dtype requested, from no array."""


def cases() -> list[Case]:
    """Every dtype-precise function of `typedjax.lax` over every input dtype and request."""
    out: list[Case] = [case(expr.format(d=d)) for expr in CREATING for d in REQUESTS]
    out += [case(f"rng_bit_generator(tnp.zeros(4, t.uint32), (3,))[{i}]") for i in (0, 1)]
    out += [case(f"rng_uniform({s}, {s}, (3,))") for s in PY_SCALARS]
    for dtype in INPUT_DTYPES:
        a = array(dtype, "a")
        out += [case(f"{name}(a)", a) for name in UNARY]
        out += [case(expr, a) for expr in OWN]
        out += [case(expr.format(d=d), a) for expr in REQUESTING for d in REQUESTS]
        for name in BINARY:
            out += [case(f"{name}(a, {s})", a) for s in ("2", "0.5", "True")]
            out.append(case(f"{name}(2, a)", a))
        for other in INPUT_DTYPES:
            b = array(other, "b")
            out += [case(f"{name}(a, b)", a, b) for name in BINARY]
    for scalar in PY_SCALARS:
        out += [
            case(
                f"{name}({scalar})",
            )
            for name in UNARY
        ]
        out += [case(f"{name}({scalar}, {scalar})") for name in BINARY]
    return out
