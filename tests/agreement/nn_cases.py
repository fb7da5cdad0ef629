"""Agreement cases for `typedjax.nn` and `typedjax.nn.initializers`.

Every activation over an array of every input dtype, over Python scalars, and with
the parameters that promote with its operand (a weak Python number, NumPy's strongly
typed float64, an array of every dtype); the reductions with their axes; `one_hot`
and the initializers with every `dtype=` request; attention over one dtype.
"""

from __future__ import annotations

from tests.agreement.harness import Case, Operand
from tests.agreement.numpy_cases import INPUT_DTYPES, PY_SCALARS, array

ACTIVATIONS = (
    "celu", "elu", "gelu", "glu", "hard_sigmoid", "hard_silu", "hard_swish", "hard_tanh",
    "identity", "leaky_relu", "log1mexp", "log_sigmoid", "log_softmax", "logmeanexp",
    "logsumexp", "mish", "relu", "relu6", "selu", "sigmoid", "silu", "soft_sign", "softmax",
    "softplus", "sparse_plus", "sparse_sigmoid", "squareplus", "standardize", "swish", "tanh",
)  # fmt: skip

# Calls with arguments of their own over an operand `a` of each dtype.
OWN = (
    "celu(a, 0.5)", "celu(a, 2)", "celu(a, np.float64(0.5))", "elu(a, alpha=0.5)",
    "elu(a, np.float64(2.0))", "leaky_relu(a, negative_slope=0.2)",
    "leaky_relu(a, np.float64(0.2))", "squareplus(a, b=2)", "squareplus(a, b=2.5)", "squareplus(a, np.float64(1.0))",
    "standardize(a, axis=0, epsilon=1e-3)", "standardize(a, mean=np.float64(0.0))",
    "standardize(a, mean=0.0, variance=1.0)", "standardize(a, mean=0.0)",
    "standardize(a, variance=1.0)", "standardize(a, epsilon=0.5)", "gelu(a, approximate=False)", "glu(a, axis=0)",
    "softmax(a, axis=0)", "log_softmax(a, axis=(0, 1))", "logmeanexp(a, axis=0, keepdims=True)",
    "logsumexp(a, axis=0)", "logsumexp(a, return_sign=True)", "one_hot(a, 3)",
    "one_hot(a, 3, axis=0)",
)  # fmt: skip

# The parameters that promote with the operand, given an array of another dtype.
PAIRED = ("celu(a, b)", "elu(a, b)", "leaky_relu(a, b)", "squareplus(a, b)",
          "standardize(a, mean=b)")  # fmt: skip

REQUESTS = (
    "t.float32", "t.float64", "t.float16", "t.bfloat16", "t.int8", "t.int32", "t.int64",
    "t.uint8", "t.uint32", "t.bool_", "t.complex64", "t.complex128", "'float32'", "'float64'",
    "'int32'", "'int64'", "'bfloat16'", "'uint16'", "float", "int", "bool", "complex",
    "np.float32", "np.int16", "np.dtype(np.float64)", "None",
)  # fmt: skip

FACTORIES = (
    "constant(0.5)", "delta_orthogonal()", "glorot_normal()", "glorot_uniform()",
    "he_normal()", "he_uniform()", "kaiming_normal()", "kaiming_uniform()", "lecun_normal()",
    "lecun_uniform()", "normal()", "orthogonal()", "truncated_normal()", "uniform()",
    "variance_scaling(1.0, 'fan_in', 'normal')", "xavier_normal()", "xavier_uniform()",
)  # fmt: skip
"""Each factory with its required arguments; its `Initializer` is called on a (3, 3, 3, 3)
shape, which every one of them accepts."""

# The block-scaled products: float8 operands with float8_e8m0fnu scales, one per 32.
SCALED = (
    Operand("m", "Array[t.float8_e4m3fn]",
            "jnp.asarray(np.ones((1, 32, 64), t.float8_e4m3fn.dtype))", "float8_e4m3fn"),
    Operand("s", "Array[t.float8_e8m0fnu]",
            "jnp.asarray(np.ones((1, 32, 2), t.float8_e8m0fnu.dtype))", "float8_e8m0fnu"),
)  # fmt: skip
SCALED_CALLS = (
    "scaled_matmul(m, m, s, s)",
    (
        "scaled_dot_general(f, f, (((1,), (1,)), ((), ())), "
        "configs=[tnn.get_scaled_dot_general_config('mxfp8')] * 2)"
    ),
)

KEY = Operand("key", "Array[t.prng_key]", "jax.random.key(0)", "prng_key")
LABELS = Operand("k", "Array[t.int32]", "jnp.asarray(np.arange(3, dtype=np.int32))", "int32")
SHAPE = "(3, 3, 3, 3)"


def case(expr: str, operands: tuple[Operand, ...]) -> Case:
    return Case(f"tnn.{expr}", operands)


def cases() -> list[Case]:
    """Every function of `typedjax.nn` over every input dtype, request and scalar."""
    out: list[Case] = []
    for dtype in INPUT_DTYPES:
        a = array(dtype, "a")
        out += [case(f"{name}(a)", (a,)) for name in ACTIVATIONS]
        out += [case(expr, (a,)) for expr in OWN]
        for other in INPUT_DTYPES:
            b = array(other, "b")
            out += [case(expr, (a, b)) for expr in PAIRED]
        q = array(dtype, "q", shape=(2, 3, 4, 8))
        out.append(case("dot_product_attention(q, q, q)", (q,)))
        out.append(case("dot_product_attention(q, q, q, is_causal=True)", (q,)))
    for scalar in PY_SCALARS:
        out += [case(f"{name}({scalar})", ()) for name in ACTIVATIONS]
    init = "initializers"
    for request in REQUESTS:
        out.append(case(f"one_hot(k, 3, dtype={request})", (LABELS,)))
        out += [case(f"{init}.{made}({KEY.name}, {SHAPE}, {request})", (KEY,))
                for made in ("zeros", "ones")]  # fmt: skip
        out.append(case(f"{init}.normal()({KEY.name}, {SHAPE}, {request})", (KEY,)))
        if request != "None":
            # The factory's dtype, and the call's over it.
            out += [case(f"{init}.{made[:-1]}dtype={request})({KEY.name}, {SHAPE})", (KEY,))
                    for made in FACTORIES if made.endswith("()")]  # fmt: skip
            out.append(case(f"{init}.constant(0.5, dtype={request})(key, {SHAPE})", (KEY,)))
            out.append(case(f"{init}.normal(dtype={request})(key, {SHAPE}, t.float16)", (KEY,)))
    out += [case(f"{init}.{made}(key, {SHAPE})", (KEY,)) for made in FACTORIES]
    out += [case(f"{init}.{made}(key, {SHAPE})", (KEY,)) for made in ("zeros", "ones")]
    f = array("float32", "f", shape=(32, 64))
    for request in ("", "t.bfloat16", "'float16'", "t.float32"):
        asked = f", preferred_element_type={request}" if request else ""
        out.append(case(f"scaled_matmul(m, m, s, s{asked})", SCALED))
        out.append(case(f"{SCALED_CALLS[1][:-1]}{asked})", (f,)))
    return out
