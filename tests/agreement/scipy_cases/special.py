"""Agreement cases for `typedjax.scipy.special`.

Every function over an array of every input dtype and over Python scalars; the
functions of several operands also over every pair of input dtypes (the first
operand of one dtype, the others of another) and with a scalar beside an array, in
either place: a weak Python `int` or `float`, or NumPy's strongly typed float64.
Identically declared functions are revealed once (`scipy_static_twin`) and each is
still evaluated by JAX on every case.
"""

from __future__ import annotations

from tests.agreement.harness import Case, Operand
from tests.agreement.scipy_cases import INPUT_DTYPES, PY_SCALARS, array
from tests.agreement.twins import scipy_static_twin

UNARY = (
    "dawsn", "digamma", "entr", "erf", "erfc", "erfcinv", "erfcx", "erfinv", "exp1", "expi", "expit",
    "factorial", "gamma", "gammaln", "gammasgn", "i0", "i0e", "i1", "i1e", "log_ndtr",
    "log_softmax", "loggamma", "logit", "logsumexp", "ndtr", "ndtri", "sici", "fresnel",
    "softmax", "spence", "wofz",
)  # fmt: skip

# Function -> how many operands it promotes together.
SEVERAL = {
    "beta": 2, "betaln": 2, "boxcox": 2, "boxcox1p": 2, "comb": 2, "expn": 2, "gammainc": 2,
    "gammaincc": 2, "kl_div": 2, "owens_t": 2, "poch": 2, "rel_entr": 2, "xlog1py": 2,
    "xlogy": 2, "zeta": 2, "betainc": 3, "hyp1f1": 3, "hyp2f1": 4,
}  # fmt: skip

# Calls with arguments of their own, over an operand `a` of each dtype (`k` is int32).
OWN = (
    "bessel_jn(a, v=2)", "multigammaln(a, 2)", "factorial(a, exact=False)",
    "logsumexp(a, axis=0, keepdims=True)", "logsumexp(a, return_sign=True)",
    "logsumexp(a, b=a)", "logsumexp(a, b=a, return_sign=True)", "softmax(a, axis=0)",
    "log_softmax(a, axis=-1)", "log_ndtr(a, series_order=2)", "comb(a, a, repetition=True)",
    "polygamma(k, a)", "polygamma(1, a)", "polygamma(a, a)", "sph_harm_y(k, k, a, a, n_max=2)",
)  # fmt: skip

FEW_DTYPES = frozenset(("bool_", "int32", "float16", "bfloat16", "float32", "complex64", "float64"))
"""The pairs grid of the functions of three or four operands."""

INT_OPERAND = Operand("k", "Array[t.int32]", "jnp.asarray(np.ones((3, 3), np.int32))", "int32")


def case(expr: str, operands: tuple[Operand, ...]) -> Case:
    """A case revealed through its twin's declaration where it has one."""
    full = f"tsp.special.{expr}"
    return Case(full, operands, static=scipy_static_twin(full))


def cases() -> list[Case]:
    """Every function of `typedjax.scipy.special` over every input dtype and pairs of them."""
    out: list[Case] = [case("bernoulli(4)", ())]
    for dtype in INPUT_DTYPES:
        a = array(dtype, "a")
        out += [case(f"{name}(a)", (a,)) for name in UNARY]
        out += [case(f"{name}({', '.join(['a'] * n)})", (a,)) for name, n in SEVERAL.items()]
        for scalar in ("2", "2.5", "np.float64(2.5)"):
            # A scalar beside the array, after it and before it: Python's are weak, NumPy's
            # float64 is not (although checkers take it for a `float`).
            out += [
                case(f"{name}(a, {', '.join([scalar] * (n - 1))})", (a,))
                for name, n in SEVERAL.items()
            ]
            # `2` before the array meets the same `int | float` parameter as `2.5`, and JAX
            # weakens both: left out for the suite's time.
            out += [case(f"{name}({scalar}, {', '.join(['a'] * (n - 1))})", (a,))
                    for name, n in SEVERAL.items() if scalar != "2"]  # fmt: skip
        out += [case(expr, (a, INT_OPERAND) if "k" in expr else (a,)) for expr in OWN]
    for scalar in PY_SCALARS:
        out += [case(f"{name}({scalar})", ()) for name in UNARY if name not in ("sici", "fresnel")]
        out += [case(f"{name}({', '.join([scalar] * n)})", ()) for name, n in SEVERAL.items()]
    # Every pair of input dtypes: the first operand of one, the rest of the other. The
    # hypergeometric functions and `betainc` trace long programs, so they take the pairs
    # of one dtype of each kind (the same rows as the binary functions decide them), and
    # `hyp2f1` (some 0.1 s of tracing a call) only its cases above.
    for left in INPUT_DTYPES:
        for right in INPUT_DTYPES:
            if left == right:
                continue
            ops = (array(left, "a"), array(right, "b"))
            several = [
                (name, n) for name, n in SEVERAL.items()
                if n == 2 or (n == 3 and {left, right} <= FEW_DTYPES)
            ]  # fmt: skip
            out += [case(f"{name}(a, {', '.join(['b'] * (n - 1))})", ops) for name, n in several]
            out.append(case("logsumexp(a, b=b)", ops))
    return out
