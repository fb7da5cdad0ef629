"""Agreement cases for the element-wise functions and ufuncs of `typedjax.numpy`.

Every function over every input dtype; the binary ones over every pair of input
dtypes and with Python and NumPy scalars on either side (and on both); the
ufunc methods (`reduce`, `accumulate`, `outer`, `at`, `reduceat`) with and
without `dtype=`; and the functions with bounds, periods or parameters of their
own (`clip`, `unwrap`, `interp`, `ldexp`, ...) with each kind of operand.
"""

from __future__ import annotations

from tests.agreement.harness import Case
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

UNARY = (
    "abs", "absolute", "acos", "acosh", "angle", "arccos", "arccosh", "arcsin", "arcsinh",
    "arctan", "arctanh", "around", "asin", "asinh", "atan", "atanh", "bitwise_count",
    "bitwise_invert", "bitwise_not", "cbrt", "ceil", "clip", "conj", "conjugate", "cos", "cosh",
    "deg2rad", "degrees", "exp", "exp2", "expm1", "fabs", "floor", "frexp", "i0", "imag",
    "invert", "iscomplex", "isfinite", "isinf", "isnan", "isneginf", "isposinf", "isreal",
    "log", "log10", "log1p", "log2", "logical_not", "modf", "nan_to_num", "negative",
    "positive", "rad2deg", "radians", "real", "reciprocal", "rint", "round", "sign", "signbit",
    "sin", "sinc", "sinh", "spacing", "sqrt", "square", "tan", "tanh", "trunc", "unwrap",
)  # fmt: skip

BINARY = (
    "add", "arctan2", "atan2", "bitwise_and", "bitwise_left_shift", "bitwise_or",
    "bitwise_right_shift", "bitwise_xor", "copysign", "divide", "divmod", "equal",
    "float_power", "floor_divide", "fmax", "fmin", "fmod", "gcd", "greater", "greater_equal",
    "heaviside", "hypot", "lcm", "ldexp", "left_shift", "less", "less_equal", "logaddexp",
    "logaddexp2", "logical_and", "logical_or", "logical_xor", "maximum", "minimum", "mod",
    "multiply", "nextafter", "not_equal", "pow", "power", "remainder", "right_shift",
    "subtract", "true_divide",
)  # fmt: skip

BINARY_UFUNCS = (
    "add", "subtract", "multiply", "maximum", "minimum", "bitwise_and", "bitwise_or",
    "bitwise_xor", "logaddexp", "logaddexp2", "logical_and", "logical_or", "logical_xor",
)  # fmt: skip

# NumPy scalars are strongly typed (np.float64 even subclasses float): they must not
# be mistaken for the weak Python scalars.
NP_SCALARS = (
    "np.bool_(True)", "np.int8(1)", "np.uint32(1)", "np.int64(1)", "np.float16(0.5)",
    "np.float32(0.5)", "np.float64(0.5)", "np.complex64(0.5j)", "np.complex128(0.5j)",
)  # fmt: skip
SCALARS = PY_SCALARS + NP_SCALARS
# Beside each array operand of a binary function, and as both operands.
BINARY_SCALARS = (
    *PY_SCALARS,
    "np.int8(1)",
    "np.float32(0.5)",
    "np.float64(0.5)",
    "np.complex128(0.5j)",
)
PAIR_SCALARS = (*PY_SCALARS, "np.float64(0.5)")

# Unary calls with more parameters, and functions whose bounds or periods promote.
UNARY_EXTRA = (
    "tnp.angle(a, deg=True)", "tnp.round(a, 2)", "tnp.around(a, decimals=1)",
    "tnp.nan_to_num(a, nan=0.5, posinf=np.float64(1.0))", "tnp.modf(a, out=None)",
    "tnp.isneginf(a, out=None)",
    "tnp.clip(a, 0, 1)", "tnp.clip(a, 0.5, 1.5)", "tnp.clip(a, True)", "tnp.clip(a, max=2)",
    "tnp.clip(a, max=np.float64(1.0))", "tnp.clip(a, np.int8(0))", "tnp.clip(a, a, a)",
    "tnp.clip(a, np.float32(0.0), 1)", "tnp.clip(a, 0, np.float64(1.0))",
    "tnp.clip(a, a > 0)", "tnp.clip(a, min=None, max=0.5)",
    "tnp.unwrap(a, period=4)", "tnp.unwrap(a, period=4.0)", "tnp.unwrap(a, period=True)",
    "tnp.unwrap(a, period=np.float64(4.0))", "tnp.unwrap(a, 1.0, 0)",
    "tnp.ldexp(a, 2)", "tnp.ldexp(a, np.int32(2))", "tnp.ldexp(a, True)",
)  # fmt: skip

# Methods of every binary ufunc; `{u}` is the ufunc, `a` a 3x3 array, `b` a vector.
METHODS = (
    "{u}.reduce(a)", "{u}.reduce(a, axis=None)", "{u}.reduce(a, 1, keepdims=True)",
    "{u}.reduce(a, initial=1)", "{u}.reduce(a, where=a > 0, initial=0)",
    "{u}.reduce(a, dtype=t.float32)", "{u}.reduce(a, dtype=t.int8)",
    "{u}.reduce(a, dtype=t.int64)", "{u}.reduce(a, dtype=t.float64)",
    "{u}.reduce(a, dtype=t.complex128)", "{u}.reduce(a, dtype=t.uint64)",
    "{u}.reduce(a, dtype=bool)", "{u}.reduce(a, dtype=int)", "{u}.reduce(a, dtype=float)",
    "{u}.reduce(a, dtype='float32')",
    "{u}.accumulate(a)", "{u}.accumulate(a, 1)", "{u}.accumulate(a, dtype=t.float32)",
    "{u}.accumulate(a, dtype=t.int64)", "{u}.accumulate(a, dtype=t.float64)",
    "{u}.accumulate(a, dtype=bool)", "{u}.accumulate(a, dtype=t.uint8)",
    "{u}.at(a, 0, b, inplace=False)", "{u}.at(a, (0, 1), 1, inplace=False)",
    "{u}.at(a, 0, True, inplace=False)", "{u}.at(a, 0, 0.5, inplace=False)",
    "{u}.at(a, 0, np.float64(0.5), inplace=False)", "{u}.at(a, np.array([0, 1]), a[0], inplace=False)",
    "{u}.reduceat(a, np.array([0, 1]))", "{u}.reduceat(a, np.array([0, 2]), axis=1, dtype=t.float32)",
    "{u}.outer(b, b)", "{u}.outer(b, 1)", "{u}.outer(0.5, b)",
)  # fmt: skip


def _unary(out: list[Case]) -> None:
    for dtype in INPUT_DTYPES:
        a = array(dtype)
        for name in UNARY:
            out.append(Case(f"tnp.{name}(a)", (a,)))
        for expr in UNARY_EXTRA:
            out.append(Case(expr, (a,)))
        out.append(Case("tnp.negative.at(a, 0, inplace=False)", (a,)))
        out.append(Case("tnp.negative(a)", (a,)))
        v = array(dtype, "v", (3,))
        for expr in (
            "tnp.interp(v, v, v)", "tnp.interp(v, v, v, left=0, right=1)",
            "tnp.interp(v, v, v, left=0.5)", "tnp.interp(v, v, v, period=2)",
            "tnp.interp(v, v, v, right=np.float64(1.0))", "tnp.interp(v, v, v, left='extrapolate')",
            "tnp.interp(0.5, v, v)", "tnp.interp(v, v, v.astype(t.complex64))",
            "tnp.interp(v.astype(t.float16), v.astype(t.float16), v)",
        ):  # fmt: skip
            out.append(Case(expr, (v,)))
    for scalar in SCALARS:
        for name in UNARY:
            out.append(Case(f"tnp.{name}({scalar})", ()))
        out.append(Case(f"tnp.negative({scalar})", ()))


def _binary(out: list[Case]) -> None:
    for left in INPUT_DTYPES:
        a = array(left, "a")
        for right in INPUT_DTYPES:
            b = array(right, "b")
            for name in BINARY:
                out.append(Case(f"tnp.{name}(a, b)", (a, b)))
            for name in ("clip", "interp"):
                out.append(Case(f"tnp.{name}(a, b, b)", (a, b)))
            for u in BINARY_UFUNCS:
                out.append(Case(f"tnp.{u}.outer(a, b)", (a, b)))
        for scalar in BINARY_SCALARS:
            for name in BINARY:
                out.append(Case(f"tnp.{name}(a, {scalar})", (a,)))
                out.append(Case(f"tnp.{name}({scalar}, a)", (a,)))
    for first in PAIR_SCALARS:
        for second in PAIR_SCALARS:
            for name in BINARY:
                out.append(Case(f"tnp.{name}({first}, {second})", ()))


def _methods(out: list[Case]) -> None:
    for left in INPUT_DTYPES:
        a = array(left, "a")
        for right in INPUT_DTYPES:
            b = array(right, "b", (3,))
            for u in BINARY_UFUNCS:
                out.append(Case(f"tnp.{u}.at(a, 0, b, inplace=False)", (a, b)))
        b = array(left, "b", (3,))
        for u in BINARY_UFUNCS:
            for method in METHODS:
                out.append(Case(method.format(u=f"tnp.{u}"), (a, b)))


def cases() -> list[Case]:
    """Every case of this area."""
    out: list[Case] = []
    _unary(out)
    _binary(out)
    _methods(out)
    return out
