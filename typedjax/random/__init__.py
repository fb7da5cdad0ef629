"""Typed counterparts of `jax.random`: typed keys, found by implementation name, and samplers.

Keys are `KeyArray` (`Array[prng_key]`), so raw uint32 key data or a float
array where a key belongs is a type error. `key(seed, impl="name")` takes any
PRNG implementation registered with `typedjax.plugins` (JAX's own threefry2x32,
rbg and unsafe_rbg are built in; plugins add more, such as `philox4x32` from
the example package `typedjax-philox`); `set_default_impl` or the environment
variable `TYPEDJAX_PRNG_IMPL` chooses the implementation used when none is
named. Importing this module discovers no plugin: that happens on the first
look-up of a name.

Everything except `key`, `PRNGKey`, `wrap_key_data`, `key_dtype` and
`key_impl` (which resolve names) and the default-implementation functions is
JAX's own function at run time (`typedjax.random.uniform is jax.random.uniform`).
"""

from typedjax.random._keys import DEFAULT_IMPL_ENV as DEFAULT_IMPL_ENV
from typedjax.random._keys import IntegerLike as IntegerLike
from typedjax.random._keys import Key as Key
from typedjax.random._keys import KeyArray as KeyArray
from typedjax.random._keys import KeyDataLike as KeyDataLike
from typedjax.random._keys import KeyDType as KeyDType
from typedjax.random._keys import PRNGKey as PRNGKey
from typedjax.random._keys import clone as clone
from typedjax.random._keys import default_impl as default_impl
from typedjax.random._keys import fold_in as fold_in
from typedjax.random._keys import key as key
from typedjax.random._keys import key_data as key_data
from typedjax.random._keys import key_dtype as key_dtype
from typedjax.random._keys import key_impl as key_impl
from typedjax.random._keys import set_default_impl as set_default_impl
from typedjax.random._keys import split as split
from typedjax.random._keys import wrap_key_data as wrap_key_data
from typedjax.random._samplers import ball as ball
from typedjax.random._samplers import bernoulli as bernoulli
from typedjax.random._samplers import beta as beta
from typedjax.random._samplers import binomial as binomial
from typedjax.random._samplers import bits as bits
from typedjax.random._samplers import categorical as categorical
from typedjax.random._samplers import cauchy as cauchy
from typedjax.random._samplers import chisquare as chisquare
from typedjax.random._samplers import choice as choice
from typedjax.random._samplers import dirichlet as dirichlet
from typedjax.random._samplers import double_sided_maxwell as double_sided_maxwell
from typedjax.random._samplers import exponential as exponential
from typedjax.random._samplers import f as f
from typedjax.random._samplers import gamma as gamma
from typedjax.random._samplers import generalized_normal as generalized_normal
from typedjax.random._samplers import geometric as geometric
from typedjax.random._samplers import gumbel as gumbel
from typedjax.random._samplers import laplace as laplace
from typedjax.random._samplers import loggamma as loggamma
from typedjax.random._samplers import logistic as logistic
from typedjax.random._samplers import lognormal as lognormal
from typedjax.random._samplers import maxwell as maxwell
from typedjax.random._samplers import multinomial as multinomial
from typedjax.random._samplers import multivariate_normal as multivariate_normal
from typedjax.random._samplers import normal as normal
from typedjax.random._samplers import orthogonal as orthogonal
from typedjax.random._samplers import pareto as pareto
from typedjax.random._samplers import permutation as permutation
from typedjax.random._samplers import poisson as poisson
from typedjax.random._samplers import rademacher as rademacher
from typedjax.random._samplers import randint as randint
from typedjax.random._samplers import rayleigh as rayleigh
from typedjax.random._samplers import t as t
from typedjax.random._samplers import triangular as triangular
from typedjax.random._samplers import truncated_normal as truncated_normal
from typedjax.random._samplers import uniform as uniform
from typedjax.random._samplers import wald as wald
from typedjax.random._samplers import weibull_min as weibull_min

__all__ = (
    "DEFAULT_IMPL_ENV",
    "IntegerLike",
    "Key",
    "KeyArray",
    "KeyDType",
    "KeyDataLike",
    "PRNGKey",
    "ball",
    "bernoulli",
    "beta",
    "binomial",
    "bits",
    "categorical",
    "cauchy",
    "chisquare",
    "choice",
    "clone",
    "default_impl",
    "dirichlet",
    "double_sided_maxwell",
    "exponential",
    "f",
    "fold_in",
    "gamma",
    "generalized_normal",
    "geometric",
    "gumbel",
    "key",
    "key_data",
    "key_dtype",
    "key_impl",
    "laplace",
    "loggamma",
    "logistic",
    "lognormal",
    "maxwell",
    "multinomial",
    "multivariate_normal",
    "normal",
    "orthogonal",
    "pareto",
    "permutation",
    "poisson",
    "rademacher",
    "randint",
    "rayleigh",
    "set_default_impl",
    "split",
    "t",
    "triangular",
    "truncated_normal",
    "uniform",
    "wald",
    "weibull_min",
    "wrap_key_data",
)
