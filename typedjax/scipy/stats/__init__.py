"""Typed `jax.scipy.stats`: JAX's distributions and summary statistics, dtype-precise.

Each distribution is a module (`tsp.stats.norm`, `tsp.stats.poisson`, ...) whose
functions are JAX's own (`tsp.stats.norm.logpdf is jax.scipy.stats.norm.logpdf`),
with declarations written by `tools/gen_scipy_stats.py`: operands promote together
to an inexact dtype, integers and booleans giving the default float. `mode`,
`rankdata`, `sem` and `gaussian_kde` are JAX's too:

* `mode` gives `(mode, count)`: the input's dtype and JAX's default integer;
* `rankdata` gives the default float, `sem` the input's inexact dtype;
* `gaussian_kde` is JAX's class, declared here with its arrays' float dtype.

Hypothesis tests (`ttest_ind`, `ks_2samp`, ...) are not in JAX: an `AttributeError`
at run time says where to go, and checkers report an unknown attribute.
"""

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_stats.py)
from typedjax._src.scipy.stats.summary import gaussian_kde as gaussian_kde
from typedjax._src.scipy.stats.summary import mode as mode
from typedjax._src.scipy.stats.summary import rankdata as rankdata
from typedjax._src.scipy.stats.summary import sem as sem
from typedjax.scipy.stats import bernoulli as bernoulli
from typedjax.scipy.stats import beta as beta
from typedjax.scipy.stats import betabinom as betabinom
from typedjax.scipy.stats import binom as binom
from typedjax.scipy.stats import cauchy as cauchy
from typedjax.scipy.stats import chi2 as chi2
from typedjax.scipy.stats import dirichlet as dirichlet
from typedjax.scipy.stats import expon as expon
from typedjax.scipy.stats import gamma as gamma
from typedjax.scipy.stats import gennorm as gennorm
from typedjax.scipy.stats import geom as geom
from typedjax.scipy.stats import gumbel_l as gumbel_l
from typedjax.scipy.stats import gumbel_r as gumbel_r
from typedjax.scipy.stats import laplace as laplace
from typedjax.scipy.stats import logistic as logistic
from typedjax.scipy.stats import multinomial as multinomial
from typedjax.scipy.stats import multivariate_normal as multivariate_normal
from typedjax.scipy.stats import nbinom as nbinom
from typedjax.scipy.stats import norm as norm
from typedjax.scipy.stats import pareto as pareto
from typedjax.scipy.stats import poisson as poisson
from typedjax.scipy.stats import t as t
from typedjax.scipy.stats import truncnorm as truncnorm
from typedjax.scipy.stats import uniform as uniform
from typedjax.scipy.stats import vonmises as vonmises
from typedjax.scipy.stats import wrapcauchy as wrapcauchy

__all__ = [
    "bernoulli",
    "beta",
    "betabinom",
    "binom",
    "cauchy",
    "chi2",
    "dirichlet",
    "expon",
    "gamma",
    "gaussian_kde",
    "gennorm",
    "geom",
    "gumbel_l",
    "gumbel_r",
    "laplace",
    "logistic",
    "mode",
    "multinomial",
    "multivariate_normal",
    "nbinom",
    "norm",
    "pareto",
    "poisson",
    "rankdata",
    "sem",
    "t",
    "truncnorm",
    "uniform",
    "vonmises",
    "wrapcauchy",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.stats.summary import __getattr__ as __getattr__
