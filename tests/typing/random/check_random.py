"""Static types of `typedjax.random`: checked by mypy, pyright and pytype, never run.

pytype sees jax (and so `Array`'s base) as Any and reads the `TYPE_CHECKING`
declarations without their overloads' precision; its lines are disabled where
it cannot follow an `assert_type` (it reports no false positive otherwise).
"""

from typing import Any, Literal, assert_type

import jax
import numpy as np

import typedjax.random as tjr
from typedjax import Array, jit, vmap
from typedjax.random import KeyArray, KeyDType
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
    generic,
    inexact,
    int8,
    int16,
    int32,
    int64,
    integer,
    number,
    prng_key,
    signedinteger,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)


def check_keys(
    seed: Array[int32], raw: Array[uint32], np_raw: np.ndarray[Any, np.dtype[np.uint32]]
) -> None:
    key = tjr.key(0)
    assert_type(key, KeyArray)
    jax_key: tjr.Key = key  # JAX 0.12's annotation for key arrays is KeyArray's alias
    assert_type(jax_key, Array[prng_key])
    assert_type(key, Array[prng_key])
    assert_type(tjr.key(seed, impl="rbg"), Array[prng_key])
    assert_type(tjr.key(np.int64(3), impl="philox4x32"), Array[prng_key])
    assert_type(tjr.PRNGKey(0), Array[uint32])
    assert_type(tjr.PRNGKey(seed, impl="rbg"), Array[uint32])
    assert_type(tjr.wrap_key_data(raw), Array[prng_key])
    assert_type(tjr.wrap_key_data(np_raw, impl="rbg"), Array[prng_key])
    assert_type(tjr.key(0, dtype="rbg"), Array[prng_key])
    assert_type(tjr.key(0, dtype=tjr.key_dtype("rbg")), Array[prng_key])
    assert_type(tjr.wrap_key_data(raw, dtype=tjr.key_dtype()), Array[prng_key])
    assert_type(tjr.key_data(key), Array[uint32])
    assert_type(tjr.split(key), Array[prng_key])
    assert_type(tjr.split(key, 4), Array[prng_key])
    assert_type(tjr.split(key, (2, 3)), Array[prng_key])
    assert_type(tjr.fold_in(key, 7), Array[prng_key])
    assert_type(tjr.fold_in(key, seed), Array[prng_key])
    assert_type(tjr.clone(key), Array[prng_key])
    assert_type(tjr.key_impl(key), str)
    assert_type(tjr.key_dtype(), KeyDType)
    assert_type(tjr.key_dtype("rbg").name, str)
    assert_type(tjr.key_dtype("rbg").itemsize, int)
    assert_type(tjr.default_impl(), str)
    assert_type(tjr.set_default_impl("rbg"), None)
    assert_type(tjr.set_default_impl(None), None)
    assert_type(tjr.DEFAULT_IMPL_ENV, Literal["TYPEDJAX_PRNG_IMPL"])
    typed_key: jax.Array = key  # a key array flows into untyped JAX code
    del typed_key
    seeds: tjr.IntegerLike = seed
    data: tjr.KeyDataLike = raw
    del seeds, data


def check_floating_samplers(key: KeyArray) -> None:
    assert_type(tjr.uniform(key), Array[floating])
    assert_type(tjr.uniform(key, (3,)), Array[floating])
    assert_type(tjr.uniform(key, (3,), dtype=float16), Array[float16])
    assert_type(tjr.uniform(key, (3,), float16), Array[float16])
    assert_type(tjr.uniform(key, dtype=bfloat16, minval=-1.0, maxval=1.0), Array[bfloat16])
    assert_type(tjr.uniform(key, 3, float32, 0.0, 2.0), Array[float32])
    assert_type(tjr.uniform(key, (3,), dtype=float64), Array[floating])
    assert_type(tjr.uniform(key, (3,), dtype=float), Array[floating])
    assert_type(tjr.uniform(key, (3,), dtype=np.float32), Array[floating])
    assert_type(tjr.uniform(key, (3,), dtype="float16"), Array[floating])
    assert_type(tjr.uniform(key, (3,), dtype=np.dtype("float32")), Array[floating])
    assert_type(tjr.uniform(key, (3,), out_sharding=None), Array[floating])
    assert_type(tjr.ball(key, 3), Array[floating])
    assert_type(tjr.ball(key, 3, 1.0, (2,), float16), Array[float16])
    assert_type(tjr.ball(key, 3, dtype=float32), Array[float32])
    assert_type(tjr.beta(key, 2.0, 3.0), Array[floating])
    assert_type(tjr.beta(key, 2.0, 3.0, (4,), bfloat16), Array[bfloat16])
    assert_type(tjr.binomial(key, 10, 0.5, dtype=float32), Array[float32])
    assert_type(tjr.binomial(key, 10, 0.5), Array[floating])
    assert_type(tjr.cauchy(key, dtype=float16), Array[float16])
    assert_type(tjr.chisquare(key, 3.0), Array[floating])
    assert_type(tjr.dirichlet(key, np.ones(3), dtype=float32), Array[float32])
    assert_type(tjr.double_sided_maxwell(key, 0.0, 1.0, (2,), float16), Array[float16])
    assert_type(tjr.exponential(key), Array[floating])
    assert_type(tjr.f(key, 2.0, 3.0, dtype=float64), Array[floating])
    assert_type(tjr.gamma(key, 2.0, None, float16), Array[float16])
    assert_type(tjr.gamma(key, 2.0, method="approximate"), Array[floating])
    assert_type(tjr.beta(key, 2.0, 3.0, dtype=float32, method="exact"), Array[float32])
    assert_type(tjr.chisquare(key, 3.0, method="approximate"), Array[floating])
    assert_type(tjr.loggamma(key, 0.5, method="approximate"), Array[floating])
    assert_type(tjr.generalized_normal(key, 2.0), Array[floating])
    assert_type(tjr.gumbel(key, (2,), float32, "high"), Array[float32])
    assert_type(tjr.gumbel(key, mode="low"), Array[floating])
    assert_type(tjr.laplace(key), Array[floating])
    assert_type(tjr.loggamma(key, 0.5, dtype=float32), Array[float32])
    assert_type(tjr.logistic(key), Array[floating])
    assert_type(tjr.maxwell(key, dtype=bfloat16), Array[bfloat16])
    assert_type(tjr.multivariate_normal(key, np.zeros(2), np.eye(2)), Array[floating])
    mean, cov = np.zeros(2), np.eye(2)
    assert_type(tjr.multivariate_normal(key, mean, cov, dtype=float16), Array[floating])
    assert_type(tjr.pareto(key, 2.0), Array[floating])
    assert_type(tjr.rayleigh(key, 1.0, dtype=float16), Array[float16])
    assert_type(tjr.t(key, 3.0), Array[floating])
    assert_type(tjr.triangular(key, 0.0, 0.5, 1.0, dtype=float32), Array[float32])
    assert_type(tjr.truncated_normal(key, -1.0, 1.0), Array[floating])
    assert_type(tjr.wald(key, 1.0), Array[floating])
    assert_type(tjr.weibull_min(key, 1.0, 2.0, dtype=float16), Array[float16])


def check_inexact_samplers(key: KeyArray) -> None:
    assert_type(tjr.normal(key), Array[floating])
    assert_type(tjr.normal(key, (3,), float16), Array[float16])
    assert_type(tjr.normal(key, dtype=complex64), Array[complex64])
    assert_type(tjr.normal(key, dtype=complex128), Array[complexfloating])
    assert_type(tjr.normal(key, dtype=complex), Array[complexfloating])
    assert_type(tjr.normal(key, dtype=float64), Array[floating])
    assert_type(tjr.normal(key, dtype="complex64"), Array[inexact])
    assert_type(tjr.lognormal(key), Array[floating])
    assert_type(tjr.lognormal(key, 0.5, (2,), complex64), Array[complex64])
    assert_type(tjr.orthogonal(key, 3), Array[floating])
    assert_type(tjr.orthogonal(key, 3, dtype=complex64, m=2), Array[complex64])


def check_integer_samplers(key: KeyArray) -> None:
    assert_type(tjr.randint(key, (3,), 0, 10), Array[signedinteger])
    assert_type(tjr.randint(key, (3,), 0, 10, int8), Array[int8])
    assert_type(tjr.randint(key, (3,), 0, 10, dtype=uint16), Array[uint16])
    assert_type(tjr.randint(key, (3,), 0, 10, dtype=int64), Array[signedinteger])
    assert_type(tjr.randint(key, (3,), 0, 10, dtype=uint64), Array[unsignedinteger])
    assert_type(tjr.randint(key, (3,), 0, 10, dtype=int), Array[signedinteger])
    assert_type(tjr.randint(key, (3,), 0, 10, dtype="int16"), Array[integer])
    assert_type(tjr.geometric(key, 0.5), Array[signedinteger])
    assert_type(tjr.geometric(key, 0.5, dtype=int16), Array[int16])
    assert_type(tjr.poisson(key, 3.0, (2,), uint8), Array[uint8])
    assert_type(tjr.poisson(key, 3.0), Array[signedinteger])
    assert_type(tjr.bits(key), Array[unsignedinteger])
    assert_type(tjr.bits(key, (4,), uint8), Array[uint8])
    assert_type(tjr.bits(key, dtype=uint32), Array[uint32])
    assert_type(tjr.bits(key, dtype=uint64), Array[unsignedinteger])


def check_any_dtype_samplers(key: KeyArray) -> None:
    assert_type(tjr.rademacher(key), Array[signedinteger])
    assert_type(tjr.rademacher(key, (2,), int8), Array[int8])
    assert_type(tjr.rademacher(key, dtype=float16), Array[float16])
    assert_type(tjr.rademacher(key, dtype=bool), Array[bool_])
    assert_type(tjr.rademacher(key, dtype=int), Array[signedinteger])
    assert_type(tjr.rademacher(key, dtype=float), Array[floating])
    assert_type(tjr.rademacher(key, dtype=float64), Array[floating])
    assert_type(tjr.rademacher(key, dtype=uint64), Array[unsignedinteger])
    assert_type(tjr.rademacher(key, dtype="int8"), Array[number | bool_])
    assert_type(tjr.multinomial(key, 10, np.full(3, 1 / 3)), Array[floating])
    assert_type(tjr.multinomial(key, 10, np.full(3, 1 / 3), dtype=int32), Array[int32])
    p = np.full(3, 1 / 3)
    assert_type(tjr.multinomial(key, 10, p, shape=(2, 3), unroll=2), Array[floating])


def check_fixed_and_data_dependent(
    key: KeyArray, f: Array[float32], i: Array[int8], b: Array[bool_]
) -> None:
    assert_type(tjr.bernoulli(key), Array[bool_])
    assert_type(tjr.bernoulli(key, f, (3,), mode="high"), Array[bool_])
    assert_type(tjr.categorical(key, f), Array[signedinteger])
    assert_type(tjr.categorical(key, f, axis=0, shape=(2,), replace=False), Array[signedinteger])
    assert_type(tjr.choice(key, 5), Array[signedinteger])
    assert_type(tjr.choice(key, f, (2,), replace=False, p=f), Array[float32 | signedinteger])
    assert_type(tjr.choice(key, i, axis=0), Array[int8 | signedinteger])
    assert_type(tjr.choice(key, np.arange(3)), Array[generic])
    assert_type(tjr.permutation(key, 5), Array[signedinteger])
    assert_type(tjr.permutation(key, b), Array[bool_ | signedinteger])
    assert_type(tjr.permutation(key, f, axis=0, independent=True), Array[float32 | signedinteger])


def half_precision(key: KeyArray) -> Array[float16]:
    return tjr.uniform(key, (2,), float16)


def check_under_transforms(key: KeyArray, seeds: Array[int32]) -> None:
    assert_type(vmap(tjr.key)(seeds), Array[prng_key])
    assert_type(jit(tjr.split)(key), Array[prng_key])
    assert_type(jit(half_precision)(key), Array[float16])
    assert_type(tjr.uniform(tjr.split(key, 3)[0], (2,), float16), Array[float16])
    assert_type(tjr.normal(tjr.fold_in(key, 1)), Array[floating])
