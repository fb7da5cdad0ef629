"""Static types of `typedjax.scipy.special`: checked by mypy, pyright and pytype, never run.

pytype sees `typedjax.Array` as `Any` (it reads no `.pyi`), so the `Array[...]`
assertions hold for it trivially; the tuple assertions are off for pytype, which
answers with the last overload's result.
"""

from typing import assert_type

import numpy as np

import typedjax.scipy as tsp
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
    inexact,
    int8,
    int32,
)


def check_real_unary(
    f: Array[float32], h: Array[float16], bf: Array[bfloat16], d: Array[float64],
    i: Array[int32], b: Array[bool_], n: np.ndarray[tuple[int], np.dtype[np.float32]],
) -> None:  # fmt: skip
    assert_type(tsp.special.erf(f), Array[float32])
    assert_type(tsp.special.erf(h), Array[float16])
    assert_type(tsp.special.erf(bf), Array[bfloat16])
    assert_type(tsp.special.erf(d), Array[float64])
    assert_type(tsp.special.erf(i), Array[float32])
    assert_type(tsp.special.erf(b), Array[float32])
    assert_type(tsp.special.erf(0.5), Array[floating])
    assert_type(tsp.special.erf(n), Array[floating])
    assert_type(tsp.special.erfc(h), Array[float16])
    assert_type(tsp.special.erfinv(f), Array[float32])
    assert_type(tsp.special.erfcinv(f), Array[float32])
    assert_type(tsp.special.erfcinv(n), Array[floating])
    assert_type(tsp.special.dawsn(f), Array[float32])
    assert_type(tsp.special.digamma(bf), Array[bfloat16])
    assert_type(tsp.special.entr(f), Array[float32])
    assert_type(tsp.special.exp1(d), Array[float64])
    assert_type(tsp.special.expi(f), Array[float32])
    assert_type(tsp.special.gammaln(h), Array[float16])
    assert_type(tsp.special.gammaln(i), Array[float32])
    assert_type(tsp.special.gammasgn(f), Array[float32])
    assert_type(tsp.special.i0(f), Array[float32])
    assert_type(tsp.special.i0e(i), Array[float32])
    assert_type(tsp.special.i1(d), Array[float64])
    assert_type(tsp.special.i1e(f), Array[float32])
    assert_type(tsp.special.multigammaln(f, 3), Array[float32])
    assert_type(tsp.special.factorial(f), Array[float32])
    assert_type(tsp.special.factorial(i, exact=False), Array[float32])
    assert_type(tsp.special.bessel_jn(f, v=3), Array[float32])
    assert_type(tsp.special.bessel_jn(i, v=1, n_iter=20), Array[float32])


def check_inexact_unary(
    f: Array[float32], c: Array[complex64], z: Array[complex128], i: Array[int8]
) -> None:
    assert_type(tsp.special.expit(f), Array[float32])
    assert_type(tsp.special.expit(c), Array[complex64])
    assert_type(tsp.special.expit(i), Array[float32])
    assert_type(tsp.special.expit(1j), Array[inexact])
    assert_type(tsp.special.logit(z), Array[complex128])
    assert_type(tsp.special.gamma(c), Array[complex64])
    assert_type(tsp.special.loggamma(f), Array[float32])
    assert_type(tsp.special.erfcx(c), Array[complex64])


def check_wide(f: Array[float32], d: Array[float64], h: Array[float16], i: Array[int32]) -> None:
    assert_type(tsp.special.ndtr(f), Array[float32])
    assert_type(tsp.special.ndtr(d), Array[float64])
    assert_type(tsp.special.ndtr(h), Array[floating])
    assert_type(tsp.special.ndtri(f), Array[float32])
    assert_type(tsp.special.log_ndtr(f), Array[float32])
    assert_type(tsp.special.log_ndtr(d, series_order=2), Array[float64])
    assert_type(tsp.special.spence(f), Array[float32])
    assert_type(tsp.special.spence(i), Array[floating])


def check_several_operands(
    f: Array[float32], h: Array[float16], d: Array[float64], i: Array[int32],
    c: Array[complex64],
) -> None:  # fmt: skip
    assert_type(tsp.special.beta(f, f), Array[float32])
    assert_type(tsp.special.beta(h, 2), Array[float16])
    assert_type(tsp.special.beta(h, f), Array[floating])
    assert_type(tsp.special.beta(i, i), Array[floating])
    assert_type(tsp.special.beta(f, 0.5), Array[float32])  # a Python float is weak
    assert_type(tsp.special.beta(0.5, h), Array[float16])  # in either place
    assert_type(tsp.special.beta(f, np.float64(0.5)), Array[floating])  # NumPy's is not
    assert_type(tsp.special.beta(np.float64(0.5), h), Array[floating])
    assert_type(tsp.special.betainc(2.0, 3, f), Array[float32])
    assert_type(tsp.special.gammainc(1.5, d), Array[float64])
    assert_type(tsp.special.xlogy(2.0, c), Array[complex64])
    assert_type(tsp.special.xlogy(i, 2.0), Array[floating])
    assert_type(tsp.special.betaln(d, d), Array[float64])
    assert_type(tsp.special.betainc(f, f, f), Array[float32])
    assert_type(tsp.special.betainc(f, 1, 2), Array[float32])
    assert_type(tsp.special.comb(f, f), Array[float32])
    assert_type(tsp.special.comb(i, i, repetition=True), Array[floating])
    assert_type(tsp.special.expn(i, f), Array[floating])
    assert_type(tsp.special.gammainc(f, f), Array[float32])
    assert_type(tsp.special.gammaincc(h, h), Array[float16])
    assert_type(tsp.special.hyp1f1(f, f, f), Array[float32])
    assert_type(tsp.special.hyp2f1(f, f, f, f), Array[float32])
    assert_type(tsp.special.hyp2f1(1, 2, 3, f), Array[float32])  # the array last
    assert_type(tsp.special.kl_div(f, f), Array[float32])
    assert_type(tsp.special.rel_entr(d, d), Array[float64])
    assert_type(tsp.special.poch(f, 3), Array[float32])
    assert_type(tsp.special.zeta(f, f), Array[float32])
    assert_type(tsp.special.zeta(i, 1), Array[float32])
    assert_type(tsp.special.xlogy(f, f), Array[float32])
    assert_type(tsp.special.xlogy(c, c), Array[complex64])
    assert_type(tsp.special.xlogy(i, f), Array[floating])
    assert_type(tsp.special.xlogy(c, i), Array[inexact])
    assert_type(tsp.special.xlog1py(f, 1), Array[float32])
    assert_type(tsp.special.boxcox(f, f), Array[float32])
    assert_type(tsp.special.boxcox1p(c, c), Array[complex64])
    assert_type(tsp.special.owens_t(h, h), Array[floating])
    assert_type(tsp.special.owens_t(c, f), Array[inexact])
    assert_type(tsp.special.polygamma(1, f), Array[float32])
    assert_type(tsp.special.polygamma(i, h), Array[float16])
    assert_type(tsp.special.polygamma(i, i), Array[floating])


def check_structured(
    f: Array[float32], d: Array[float64], c: Array[complex64], z: Array[complex128],
    i: Array[int32], b: Array[bool_],
) -> None:  # fmt: skip
    assert_type(tsp.special.fresnel(f), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type
    assert_type(tsp.special.fresnel(i), tuple[Array[float32], Array[float32]])  # pytype: disable=assert-type
    assert_type(tsp.special.sici(d), tuple[Array[float64], Array[float64]])  # pytype: disable=assert-type
    assert_type(tsp.special.logsumexp(f), Array[float32])
    assert_type(tsp.special.logsumexp(c, axis=0, keepdims=True), Array[complex64])
    assert_type(tsp.special.logsumexp(i), Array[float32])
    assert_type(tsp.special.logsumexp(f, b=f), Array[inexact])
    value, sign = tsp.special.logsumexp(f, return_sign=True)
    assert_type(value, Array[float32])
    assert_type(sign, Array[float32])
    assert_type(tsp.special.logsumexp(c, return_sign=True), tuple[Array[float32], Array[complex64]])  # pytype: disable=assert-type
    assert_type(tsp.special.logsumexp(z, return_sign=True), tuple[Array[float64], Array[complex128]])  # pytype: disable=assert-type
    assert_type(tsp.special.logsumexp(f, b=f, return_sign=True), tuple[Array[floating], Array[inexact]])  # pytype: disable=assert-type
    assert_type(tsp.special.softmax(f), Array[float32])
    assert_type(tsp.special.softmax(c, axis=-1), Array[complex64])
    assert_type(tsp.special.softmax(i), Array[floating])
    assert_type(tsp.special.log_softmax(d, axis=(0, 1)), Array[float64])
    assert_type(tsp.special.bernoulli(4), Array[floating])
    assert_type(tsp.special.wofz(f), Array[complex64])
    assert_type(tsp.special.wofz(z), Array[complex128])
    assert_type(tsp.special.wofz(b), Array[complex64])
    assert_type(tsp.special.sph_harm_y(i, i, f, f, n_max=3), Array[complexfloating])
