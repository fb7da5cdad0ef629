"""Typed `jax.scipy.special`: JAX's own functions, with dtype-precise declarations.

`tsp.special.erf is jax.scipy.special.erf`, and likewise for every name here: the
declarations under `TYPE_CHECKING` only tell checkers what JAX computes.

* Most functions promote their operands together to an inexact dtype: a float
  keeps its dtype (float16 and bfloat16 included), integers and booleans give the
  default float (float32, or float64 with x64), and complex input is kept where JAX
  accepts it (`expit`, `logit`, `gamma`, `loggamma`, `erfcx`, `xlogy`, `xlog1py`,
  `boxcox`, `boxcox1p`). Elsewhere JAX raises on complex input when the call runs;
  checkers cannot refuse a complex array there, since it is a `jax.Array`, which
  every function takes.
* `ndtr`, `ndtri`, `log_ndtr` and `spence` take float32 and float64 only; `owens_t`
  and `bernoulli` give the default float; `wofz` and `sph_harm_y` are complex.
* `fresnel` and `sici` give two arrays; `logsumexp(..., return_sign=True)` gives
  `(value, sign)`, the value real; `bessel_jn` stacks orders 0 ... `v` on a new
  first axis; `factorial` refuses `exact=True`, as JAX does.
* Several operands of one inexact dtype keep it, with Python `int` and `float`
  scalars beside them in any place (weakly typed: `xlogy(2.0, h)` of a float16 `h`
  is float16). NumPy's float64 and complex128 are strongly typed, so beside an array
  they give the category, although checkers take them for a `float`/`complex`.
"""

# ruff: noqa: PLC0414  # `x as x` is an explicit re-export (ruff exempts only __init__.py)

import typing as __typing__  # editors offer every bound name; a dunder is not API

# BEGIN GENERATED RE-EXPORTS (tools/gen_scipy_special.py)
from typedjax._src.scipy.special import bernoulli as bernoulli
from typedjax._src.scipy.special import bessel_jn as bessel_jn
from typedjax._src.scipy.special import beta as beta
from typedjax._src.scipy.special import betainc as betainc
from typedjax._src.scipy.special import betaln as betaln
from typedjax._src.scipy.special import boxcox as boxcox
from typedjax._src.scipy.special import boxcox1p as boxcox1p
from typedjax._src.scipy.special import comb as comb
from typedjax._src.scipy.special import dawsn as dawsn
from typedjax._src.scipy.special import digamma as digamma
from typedjax._src.scipy.special import entr as entr
from typedjax._src.scipy.special import erf as erf
from typedjax._src.scipy.special import erfc as erfc
from typedjax._src.scipy.special import erfcinv as erfcinv
from typedjax._src.scipy.special import erfcx as erfcx
from typedjax._src.scipy.special import erfinv as erfinv
from typedjax._src.scipy.special import exp1 as exp1
from typedjax._src.scipy.special import expi as expi
from typedjax._src.scipy.special import expit as expit
from typedjax._src.scipy.special import expn as expn
from typedjax._src.scipy.special import factorial as factorial
from typedjax._src.scipy.special import fresnel as fresnel
from typedjax._src.scipy.special import gamma as gamma
from typedjax._src.scipy.special import gammainc as gammainc
from typedjax._src.scipy.special import gammaincc as gammaincc
from typedjax._src.scipy.special import gammaln as gammaln
from typedjax._src.scipy.special import gammasgn as gammasgn
from typedjax._src.scipy.special import hyp1f1 as hyp1f1
from typedjax._src.scipy.special import hyp2f1 as hyp2f1
from typedjax._src.scipy.special import i0 as i0
from typedjax._src.scipy.special import i0e as i0e
from typedjax._src.scipy.special import i1 as i1
from typedjax._src.scipy.special import i1e as i1e
from typedjax._src.scipy.special import kl_div as kl_div
from typedjax._src.scipy.special import log_ndtr as log_ndtr
from typedjax._src.scipy.special import log_softmax as log_softmax
from typedjax._src.scipy.special import loggamma as loggamma
from typedjax._src.scipy.special import logit as logit
from typedjax._src.scipy.special import logsumexp as logsumexp
from typedjax._src.scipy.special import multigammaln as multigammaln
from typedjax._src.scipy.special import ndtr as ndtr
from typedjax._src.scipy.special import ndtri as ndtri
from typedjax._src.scipy.special import owens_t as owens_t
from typedjax._src.scipy.special import poch as poch
from typedjax._src.scipy.special import polygamma as polygamma
from typedjax._src.scipy.special import rel_entr as rel_entr
from typedjax._src.scipy.special import sici as sici
from typedjax._src.scipy.special import softmax as softmax
from typedjax._src.scipy.special import spence as spence
from typedjax._src.scipy.special import sph_harm_y as sph_harm_y
from typedjax._src.scipy.special import wofz as wofz
from typedjax._src.scipy.special import xlog1py as xlog1py
from typedjax._src.scipy.special import xlogy as xlogy
from typedjax._src.scipy.special import zeta as zeta

__all__ = [
    "bernoulli",
    "bessel_jn",
    "beta",
    "betainc",
    "betaln",
    "boxcox",
    "boxcox1p",
    "comb",
    "dawsn",
    "digamma",
    "entr",
    "erf",
    "erfc",
    "erfcinv",
    "erfcx",
    "erfinv",
    "exp1",
    "expi",
    "expit",
    "expn",
    "factorial",
    "fresnel",
    "gamma",
    "gammainc",
    "gammaincc",
    "gammaln",
    "gammasgn",
    "hyp1f1",
    "hyp2f1",
    "i0",
    "i0e",
    "i1",
    "i1e",
    "kl_div",
    "log_ndtr",
    "log_softmax",
    "loggamma",
    "logit",
    "logsumexp",
    "multigammaln",
    "ndtr",
    "ndtri",
    "owens_t",
    "poch",
    "polygamma",
    "rel_entr",
    "sici",
    "softmax",
    "spence",
    "sph_harm_y",
    "wofz",
    "xlog1py",
    "xlogy",
    "zeta",
]
# END GENERATED RE-EXPORTS

if not __typing__.TYPE_CHECKING:
    from typedjax._src.scipy.special import __getattr__ as __getattr__
