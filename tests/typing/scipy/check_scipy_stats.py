"""Static types of `typedjax.scipy.stats`: checked by mypy, pyright and pytype, never run.

Every function of every distribution, with float32 operands (kept: float32, or the
default float for `norm.ppf`/`norm.isf` and `multinomial`) and with int32 operands
(float32 where the int32 array is the one array and every other operand a Python int,
as JAX makes the promoted integer inexact; else the default float). pytype sees `typedjax.Array` as `Any`, so the `Array[...]`
assertions hold for it trivially.
"""

from typing import assert_type

import jax
import numpy as np

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import (
    bfloat16,
    bool_,
    complex64,
    float16,
    float32,
    float64,
    floating,
    inexact,
    int8,
    int32,
    int64,
    prng_key,
    signedinteger,
)


def check_bernoulli(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.bernoulli.cdf(f, f), Array[float32])
    assert_type(tsp.stats.bernoulli.cdf(i, i), Array[floating])
    assert_type(tsp.stats.bernoulli.logpmf(f, f), Array[float32])
    assert_type(tsp.stats.bernoulli.logpmf(i, i), Array[floating])
    assert_type(tsp.stats.bernoulli.pmf(f, f), Array[float32])
    assert_type(tsp.stats.bernoulli.pmf(i, i), Array[floating])
    assert_type(tsp.stats.bernoulli.ppf(f, f), Array[float32])
    assert_type(tsp.stats.bernoulli.ppf(i, i), Array[floating])


def check_beta(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.beta.cdf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.cdf(i, i, i), Array[floating])
    assert_type(tsp.stats.beta.logcdf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.logcdf(i, i, i), Array[floating])
    assert_type(tsp.stats.beta.logpdf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.logpdf(i, i, i), Array[floating])
    assert_type(tsp.stats.beta.logsf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.logsf(i, i, i), Array[floating])
    assert_type(tsp.stats.beta.pdf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.pdf(i, i, i), Array[floating])
    assert_type(tsp.stats.beta.sf(f, f, f), Array[float32])
    assert_type(tsp.stats.beta.sf(i, i, i), Array[floating])


def check_betabinom(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.betabinom.logpmf(f, f, f, f), Array[float32])
    assert_type(tsp.stats.betabinom.logpmf(i, i, i, i), Array[floating])
    assert_type(tsp.stats.betabinom.pmf(f, f, f, f), Array[float32])
    assert_type(tsp.stats.betabinom.pmf(i, i, i, i), Array[floating])


def check_binom(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.binom.logpmf(f, f, f), Array[float32])
    assert_type(tsp.stats.binom.logpmf(i, i, i), Array[floating])
    assert_type(tsp.stats.binom.pmf(f, f, f), Array[float32])
    assert_type(tsp.stats.binom.pmf(i, i, i), Array[floating])


def check_cauchy(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.cauchy.cdf(f), Array[float32])
    assert_type(tsp.stats.cauchy.cdf(i), Array[float32])
    assert_type(tsp.stats.cauchy.isf(f), Array[float32])
    assert_type(tsp.stats.cauchy.isf(i), Array[float32])
    assert_type(tsp.stats.cauchy.logcdf(f), Array[float32])
    assert_type(tsp.stats.cauchy.logcdf(i), Array[float32])
    assert_type(tsp.stats.cauchy.logpdf(f), Array[float32])
    assert_type(tsp.stats.cauchy.logpdf(i), Array[float32])
    assert_type(tsp.stats.cauchy.logsf(f), Array[float32])
    assert_type(tsp.stats.cauchy.logsf(i), Array[float32])
    assert_type(tsp.stats.cauchy.pdf(f), Array[float32])
    assert_type(tsp.stats.cauchy.pdf(i), Array[float32])
    assert_type(tsp.stats.cauchy.ppf(f), Array[float32])
    assert_type(tsp.stats.cauchy.ppf(i), Array[float32])
    assert_type(tsp.stats.cauchy.sf(f), Array[float32])
    assert_type(tsp.stats.cauchy.sf(i), Array[float32])


def check_chi2(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.chi2.cdf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.cdf(i, i), Array[floating])
    assert_type(tsp.stats.chi2.logcdf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.logcdf(i, i), Array[floating])
    assert_type(tsp.stats.chi2.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.chi2.logsf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.logsf(i, i), Array[floating])
    assert_type(tsp.stats.chi2.pdf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.pdf(i, i), Array[floating])
    assert_type(tsp.stats.chi2.sf(f, f), Array[float32])
    assert_type(tsp.stats.chi2.sf(i, i), Array[floating])


def check_dirichlet(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.dirichlet.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.dirichlet.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.dirichlet.pdf(f, f), Array[float32])
    assert_type(tsp.stats.dirichlet.pdf(i, i), Array[floating])


def check_expon(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.expon.cdf(f), Array[float32])
    assert_type(tsp.stats.expon.cdf(i), Array[float32])
    assert_type(tsp.stats.expon.logcdf(f), Array[float32])
    assert_type(tsp.stats.expon.logcdf(i), Array[float32])
    assert_type(tsp.stats.expon.logpdf(f), Array[float32])
    assert_type(tsp.stats.expon.logpdf(i), Array[float32])
    assert_type(tsp.stats.expon.logsf(f), Array[float32])
    assert_type(tsp.stats.expon.logsf(i), Array[float32])
    assert_type(tsp.stats.expon.pdf(f), Array[float32])
    assert_type(tsp.stats.expon.pdf(i), Array[float32])
    assert_type(tsp.stats.expon.ppf(f), Array[float32])
    assert_type(tsp.stats.expon.ppf(i), Array[float32])
    assert_type(tsp.stats.expon.sf(f), Array[float32])
    assert_type(tsp.stats.expon.sf(i), Array[float32])


def check_gamma(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.gamma.cdf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.cdf(i, i), Array[floating])
    assert_type(tsp.stats.gamma.logcdf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.logcdf(i, i), Array[floating])
    assert_type(tsp.stats.gamma.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.gamma.logsf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.logsf(i, i), Array[floating])
    assert_type(tsp.stats.gamma.pdf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.pdf(i, i), Array[floating])
    assert_type(tsp.stats.gamma.sf(f, f), Array[float32])
    assert_type(tsp.stats.gamma.sf(i, i), Array[floating])


def check_gennorm(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.gennorm.cdf(f, f), Array[float32])
    assert_type(tsp.stats.gennorm.cdf(i, i), Array[floating])
    assert_type(tsp.stats.gennorm.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.gennorm.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.gennorm.pdf(f, f), Array[float32])
    assert_type(tsp.stats.gennorm.pdf(i, i), Array[floating])


def check_geom(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.geom.logpmf(f, f), Array[float32])
    assert_type(tsp.stats.geom.logpmf(i, i), Array[floating])
    assert_type(tsp.stats.geom.pmf(f, f), Array[float32])
    assert_type(tsp.stats.geom.pmf(i, i), Array[floating])


def check_gumbel_l(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.gumbel_l.cdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.cdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.logcdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.logcdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.logpdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.logpdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.logsf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.logsf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.pdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.pdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.ppf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.ppf(i), Array[float32])
    assert_type(tsp.stats.gumbel_l.sf(f), Array[float32])
    assert_type(tsp.stats.gumbel_l.sf(i), Array[float32])


def check_gumbel_r(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.gumbel_r.cdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.cdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.logcdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.logcdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.logpdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.logpdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.logsf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.logsf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.pdf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.pdf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.ppf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.ppf(i), Array[float32])
    assert_type(tsp.stats.gumbel_r.sf(f), Array[float32])
    assert_type(tsp.stats.gumbel_r.sf(i), Array[float32])


def check_laplace(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.laplace.cdf(f), Array[float32])
    assert_type(tsp.stats.laplace.cdf(i), Array[float32])
    assert_type(tsp.stats.laplace.logpdf(f), Array[float32])
    assert_type(tsp.stats.laplace.logpdf(i), Array[float32])
    assert_type(tsp.stats.laplace.pdf(f), Array[float32])
    assert_type(tsp.stats.laplace.pdf(i), Array[float32])


def check_logistic(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.logistic.cdf(f), Array[float32])
    assert_type(tsp.stats.logistic.cdf(i), Array[float32])
    assert_type(tsp.stats.logistic.isf(f), Array[float32])
    assert_type(tsp.stats.logistic.isf(i), Array[float32])
    assert_type(tsp.stats.logistic.logpdf(f), Array[float32])
    assert_type(tsp.stats.logistic.logpdf(i), Array[float32])
    assert_type(tsp.stats.logistic.pdf(f), Array[float32])
    assert_type(tsp.stats.logistic.pdf(i), Array[float32])
    assert_type(tsp.stats.logistic.ppf(f), Array[float32])
    assert_type(tsp.stats.logistic.ppf(i), Array[float32])
    assert_type(tsp.stats.logistic.sf(f), Array[float32])
    assert_type(tsp.stats.logistic.sf(i), Array[float32])


def check_multinomial(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.multinomial.logpmf(f, f, f), Array[floating])
    assert_type(tsp.stats.multinomial.logpmf(i, i, i), Array[floating])
    assert_type(tsp.stats.multinomial.pmf(f, f, f), Array[floating])
    assert_type(tsp.stats.multinomial.pmf(i, i, i), Array[floating])


def check_multivariate_normal(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.multivariate_normal.logpdf(f, f, f), Array[float32])
    assert_type(tsp.stats.multivariate_normal.logpdf(i, i, i), Array[floating])
    assert_type(tsp.stats.multivariate_normal.pdf(f, f, f), Array[float32])
    assert_type(tsp.stats.multivariate_normal.pdf(i, i, i), Array[floating])


def check_nbinom(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.nbinom.logpmf(f, f, f), Array[float32])
    assert_type(tsp.stats.nbinom.logpmf(i, i, i), Array[floating])
    assert_type(tsp.stats.nbinom.pmf(f, f, f), Array[float32])
    assert_type(tsp.stats.nbinom.pmf(i, i, i), Array[floating])


def check_norm(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.norm.cdf(f), Array[float32])
    assert_type(tsp.stats.norm.cdf(i), Array[floating])
    assert_type(tsp.stats.norm.isf(f), Array[floating])
    assert_type(tsp.stats.norm.isf(i), Array[floating])
    assert_type(tsp.stats.norm.logcdf(f), Array[float32])
    assert_type(tsp.stats.norm.logcdf(i), Array[floating])
    assert_type(tsp.stats.norm.logpdf(f), Array[float32])
    assert_type(tsp.stats.norm.logpdf(i), Array[float32])
    assert_type(tsp.stats.norm.logsf(f), Array[float32])
    assert_type(tsp.stats.norm.logsf(i), Array[floating])
    assert_type(tsp.stats.norm.pdf(f), Array[float32])
    assert_type(tsp.stats.norm.pdf(i), Array[float32])
    assert_type(tsp.stats.norm.ppf(f), Array[floating])
    assert_type(tsp.stats.norm.ppf(i), Array[floating])
    assert_type(tsp.stats.norm.sf(f), Array[float32])
    assert_type(tsp.stats.norm.sf(i), Array[floating])


def check_norm_integer_operands(b: Array[bool_], i8: Array[int8], l: Array[int64]) -> None:
    # An integer array whose other operands are Python ints is made inexact: float32 up
    # to 32 bits, float64 from int64, x64 on or off. A boolean array takes the weak int
    # and gives the default float, as does a Python float operand.
    assert_type(tsp.stats.norm.pdf(i8), Array[float32])
    assert_type(tsp.stats.norm.pdf(i8, 2, 3), Array[float32])
    assert_type(tsp.stats.norm.pdf(l), Array[float64])
    assert_type(tsp.stats.norm.pdf(b), Array[floating])
    assert_type(tsp.stats.norm.pdf(i8, 1.5), Array[floating])


def check_pareto(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.pareto.cdf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.cdf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.logcdf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.logcdf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.logsf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.logsf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.pdf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.pdf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.ppf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.ppf(i, i), Array[floating])
    assert_type(tsp.stats.pareto.sf(f, f), Array[float32])
    assert_type(tsp.stats.pareto.sf(i, i), Array[floating])


def check_poisson(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.poisson.cdf(f, f), Array[float32])
    assert_type(tsp.stats.poisson.cdf(i, i), Array[floating])
    assert_type(tsp.stats.poisson.entropy(f), Array[float32])
    assert_type(tsp.stats.poisson.entropy(i), Array[float32])
    assert_type(tsp.stats.poisson.logpmf(f, f), Array[float32])
    assert_type(tsp.stats.poisson.logpmf(i, i), Array[floating])
    assert_type(tsp.stats.poisson.pmf(f, f), Array[float32])
    assert_type(tsp.stats.poisson.pmf(i, i), Array[floating])


def check_t(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.t.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.t.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.t.pdf(f, f), Array[float32])
    assert_type(tsp.stats.t.pdf(i, i), Array[floating])


def check_truncnorm(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.truncnorm.cdf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.cdf(i, i, i), Array[floating])
    assert_type(tsp.stats.truncnorm.logcdf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.logcdf(i, i, i), Array[floating])
    assert_type(tsp.stats.truncnorm.logpdf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.logpdf(i, i, i), Array[floating])
    assert_type(tsp.stats.truncnorm.logsf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.logsf(i, i, i), Array[floating])
    assert_type(tsp.stats.truncnorm.pdf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.pdf(i, i, i), Array[floating])
    assert_type(tsp.stats.truncnorm.sf(f, f, f), Array[float32])
    assert_type(tsp.stats.truncnorm.sf(i, i, i), Array[floating])


def check_uniform(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.uniform.cdf(f), Array[float32])
    assert_type(tsp.stats.uniform.cdf(i), Array[float32])
    assert_type(tsp.stats.uniform.logpdf(f), Array[float32])
    assert_type(tsp.stats.uniform.logpdf(i), Array[float32])
    assert_type(tsp.stats.uniform.pdf(f), Array[float32])
    assert_type(tsp.stats.uniform.pdf(i), Array[float32])
    assert_type(tsp.stats.uniform.ppf(f), Array[float32])
    assert_type(tsp.stats.uniform.ppf(i), Array[float32])


def check_vonmises(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.vonmises.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.vonmises.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.vonmises.pdf(f, f), Array[float32])
    assert_type(tsp.stats.vonmises.pdf(i, i), Array[floating])


def check_wrapcauchy(f: Array[float32], i: Array[int32]) -> None:
    assert_type(tsp.stats.wrapcauchy.logpdf(f, f), Array[float32])
    assert_type(tsp.stats.wrapcauchy.logpdf(i, i), Array[floating])
    assert_type(tsp.stats.wrapcauchy.pdf(f, f), Array[float32])
    assert_type(tsp.stats.wrapcauchy.pdf(i, i), Array[floating])


def check_promotion(
    f: Array[float32], h: Array[float16], bf: Array[bfloat16], d: Array[float64],
    c: Array[complex64], i: Array[int8],
) -> None:  # fmt: skip
    assert_type(tsp.stats.norm.logpdf(h), Array[float16])
    assert_type(tsp.stats.norm.logpdf(bf, 0, 1), Array[bfloat16])
    assert_type(tsp.stats.norm.logpdf(f, f, f), Array[float32])
    assert_type(tsp.stats.norm.logpdf(f, 0.0, 1.0), Array[float32])  # Python floats are weak
    assert_type(tsp.stats.norm.logpdf(0.5, loc=h), Array[float16])
    assert_type(tsp.stats.norm.logpdf(f, scale=np.float64(2.0)), Array[inexact])  # NumPy's not
    assert_type(tsp.stats.norm.cdf(f, 0.0, np.float64(1.0)), Array[floating])
    assert_type(tsp.stats.norm.cdf(d, scale=2.0), Array[float64])
    assert_type(tsp.stats.norm.logpdf(h, f), Array[floating])
    assert_type(tsp.stats.norm.logpdf(c), Array[complex64])
    assert_type(tsp.stats.norm.logpdf(c, f), Array[inexact])
    # JAX 0.10.2 refuses complex here, 0.12.0.1 keeps it: declared as 0.12 gives it.
    assert_type(tsp.stats.uniform.pdf(c), Array[complex64])
    assert_type(tsp.stats.uniform.logpdf(c, loc=1), Array[complex64])
    assert_type(tsp.stats.norm.cdf(d), Array[float64])
    assert_type(tsp.stats.norm.cdf(h), Array[floating])
    assert_type(tsp.stats.norm.ppf(f), Array[floating])
    assert_type(tsp.stats.gamma.logpdf(h, 2), Array[float16])
    assert_type(tsp.stats.gamma.logpdf(h, 2.0), Array[float16])
    assert_type(tsp.stats.t.logpdf(d, d, loc=d, scale=d), Array[float64])
    assert_type(tsp.stats.poisson.logpmf(i, f), Array[floating])
    assert_type(tsp.stats.multivariate_normal.logpdf(f, f, f, allow_singular=None), Array[float32])
    assert_type(tsp.stats.truncnorm.logpdf(f, -1, 1), Array[float32])
    assert_type(tsp.stats.multinomial.pmf(i, 3, f), Array[floating])


def check_summary(
    f: Array[float32], c: Array[complex64], i: Array[int32], b: Array[bool_],
    key: Array[prng_key],
) -> None:  # fmt: skip
    result = tsp.stats.mode(f)
    assert_type(result.mode, Array[float32])
    assert_type(result.count, Array[signedinteger])
    found, count = tsp.stats.mode(i, axis=None, keepdims=True)
    assert_type(found, Array[int32])
    assert_type(count, Array[signedinteger])
    assert_type(tsp.stats.mode(b, nan_policy="omit").mode, Array[bool_])
    assert_type(tsp.stats.rankdata(i), Array[floating])
    assert_type(tsp.stats.rankdata(f, "dense", axis=0), Array[floating])
    assert_type(tsp.stats.sem(f), Array[float32])
    assert_type(tsp.stats.sem(c, axis=None, ddof=0, keepdims=True), Array[complex64])
    assert_type(tsp.stats.sem(i), Array[float32])
    kde = tsp.stats.gaussian_kde(f)
    assert_type(kde, tsp.stats.gaussian_kde)
    assert_type(tsp.stats.gaussian_kde(f, bw_method="scott", weights=f), tsp.stats.gaussian_kde)
    assert_type(tsp.stats.gaussian_kde(f, bw_method=lambda k: k.neff ** -0.2), tsp.stats.gaussian_kde)
    assert_type(kde.evaluate(f), Array[floating])
    assert_type(kde(f), Array[floating])
    assert_type(kde.pdf(f), Array[floating])
    assert_type(kde.logpdf(f), Array[floating])
    assert_type(kde.integrate_gaussian(f, f), Array[floating])
    assert_type(kde.integrate_box_1d(0.0, 1.0), Array[floating])
    assert_type(kde.integrate_kde(kde), Array[floating])
    assert_type(kde.resample(key, (4,)), Array[floating])
    assert_type(kde.d, int)
    assert_type(kde.n, int)
    assert_type(kde.dataset, Array[floating])
    children, aux = kde.tree_flatten()
    assert_type(tsp.stats.gaussian_kde.tree_unflatten(aux, children), tsp.stats.gaussian_kde)
    arrays: jax.Array = kde.covariance
    del arrays
