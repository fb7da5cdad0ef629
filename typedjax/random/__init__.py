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

from typedjax._src.generated.random.samplers import ball as ball
from typedjax._src.generated.random.samplers import bernoulli as bernoulli
from typedjax._src.generated.random.samplers import beta as beta
from typedjax._src.generated.random.samplers import binomial as binomial
from typedjax._src.generated.random.samplers import bits as bits
from typedjax._src.generated.random.samplers import categorical as categorical
from typedjax._src.generated.random.samplers import cauchy as cauchy
from typedjax._src.generated.random.samplers import chisquare as chisquare
from typedjax._src.generated.random.samplers import choice as choice
from typedjax._src.generated.random.samplers import dirichlet as dirichlet
from typedjax._src.generated.random.samplers import double_sided_maxwell as double_sided_maxwell
from typedjax._src.generated.random.samplers import exponential as exponential
from typedjax._src.generated.random.samplers import f as f
from typedjax._src.generated.random.samplers import gamma as gamma
from typedjax._src.generated.random.samplers import generalized_normal as generalized_normal
from typedjax._src.generated.random.samplers import geometric as geometric
from typedjax._src.generated.random.samplers import gumbel as gumbel
from typedjax._src.generated.random.samplers import laplace as laplace
from typedjax._src.generated.random.samplers import loggamma as loggamma
from typedjax._src.generated.random.samplers import logistic as logistic
from typedjax._src.generated.random.samplers import lognormal as lognormal
from typedjax._src.generated.random.samplers import maxwell as maxwell
from typedjax._src.generated.random.samplers import multinomial as multinomial
from typedjax._src.generated.random.samplers import multivariate_normal as multivariate_normal
from typedjax._src.generated.random.samplers import normal as normal
from typedjax._src.generated.random.samplers import orthogonal as orthogonal
from typedjax._src.generated.random.samplers import pareto as pareto
from typedjax._src.generated.random.samplers import permutation as permutation
from typedjax._src.generated.random.samplers import poisson as poisson
from typedjax._src.generated.random.samplers import rademacher as rademacher
from typedjax._src.generated.random.samplers import randint as randint
from typedjax._src.generated.random.samplers import rayleigh as rayleigh
from typedjax._src.generated.random.samplers import t as t
from typedjax._src.generated.random.samplers import triangular as triangular
from typedjax._src.generated.random.samplers import truncated_normal as truncated_normal
from typedjax._src.generated.random.samplers import uniform as uniform
from typedjax._src.generated.random.samplers import wald as wald
from typedjax._src.generated.random.samplers import weibull_min as weibull_min
from typedjax._src.random.keys import DEFAULT_IMPL_ENV as DEFAULT_IMPL_ENV
from typedjax._src.random.keys import IntegerLike as IntegerLike
from typedjax._src.random.keys import Key as Key
from typedjax._src.random.keys import KeyArray as KeyArray
from typedjax._src.random.keys import KeyDataLike as KeyDataLike
from typedjax._src.random.keys import KeyDType as KeyDType
from typedjax._src.random.keys import PRNGKey as PRNGKey
from typedjax._src.random.keys import clone as clone
from typedjax._src.random.keys import default_impl as default_impl
from typedjax._src.random.keys import fold_in as fold_in
from typedjax._src.random.keys import key as key
from typedjax._src.random.keys import key_data as key_data
from typedjax._src.random.keys import key_dtype as key_dtype
from typedjax._src.random.keys import key_impl as key_impl
from typedjax._src.random.keys import set_default_impl as set_default_impl
from typedjax._src.random.keys import split as split
from typedjax._src.random.keys import wrap_key_data as wrap_key_data

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
