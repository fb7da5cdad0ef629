"""Typed samplers: every stateless `jax.random` distribution, with the dtype JAX gives.

The run-time objects are JAX's own functions (`uniform is jax.random.uniform`);
the declarations under `TYPE_CHECKING` type them. Every sampler takes a typed
key (`KeyArray`, see `typedjax.random.key`): raw uint32 key data or a float
array is refused by the checkers.

Result dtypes, for every x64 setting:

- `dtype` omitted: the default float (`Array[floating]`: float32, or float64
  with x64); integer samplers the default int (`Array[signedinteger]`); `bits`
  the default unsigned int.
- a dtype class whose width x64 does not change (`float16`, `bfloat16`,
  `float32`, `complex64`, `int8` ... `uint32`, `bool_`): exactly that dtype.
- a 64-bit class, a Python type, a NumPy type, a string or a `numpy.dtype`:
  the category the result lies in (`float64` is float32 unless x64 is on).
- `multivariate_normal` is always `Array[floating]` (it computes in float32 at
  least); `choice` and `permutation` of an array keep its dtype, except that a
  0-d array means `arange(a)`, hence `Array[D | signedinteger]`.

The declarations are written by `tools/gen_random_samplers.py`, whose tables are
these rules; edit a table and run `python tools/gen_random_samplers.py`, never the
generated block.
"""

# The dtype overloads overlap on purpose where Python's types do (bool subclasses int,
# and a narrow dtype class lies inside its category): the first match is JAX's answer,
# which tests/runtime/random/test_dtypes.py checks for every overload and x64 setting.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false
# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeAlias, TypeVar, overload

import numpy as np

from typedjax._src.random.keys import KeyArray
from typedjax._src.typing.like import (
    NumPyComplexFloating,
    NumPyFloating,
    NumPyInteger,
    NumPySignedInteger,
    NumPyUnsignedInteger,
)
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    DType,
    ShapeLike,
    bfloat16,
    bool_,
    complex64,
    complexfloating,
    float16,
    float32,
    floating,
    generic,
    inexact,
    int8,
    int16,
    int32,
    integer,
    number,
    signedinteger,
    uint8,
    uint16,
    uint32,
    unsignedinteger,
)

__all__ = (
    "ball",
    "bernoulli",
    "beta",
    "binomial",
    "bits",
    "categorical",
    "cauchy",
    "chisquare",
    "choice",
    "dirichlet",
    "double_sided_maxwell",
    "exponential",
    "f",
    "gamma",
    "generalized_normal",
    "geometric",
    "gumbel",
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
    "t",
    "triangular",
    "truncated_normal",
    "uniform",
    "wald",
    "weibull_min",
)

# Constrained: each solves to exactly the class given. The dtypes x64 leaves alone;
# the 64-bit ones (and the narrow float formats, which not every sampler supports)
# go to the category overloads.
_FloatT = TypeVar("_FloatT", float32, float16, bfloat16)
_InexactT = TypeVar("_InexactT", float32, float16, bfloat16, complex64)
_IntT = TypeVar("_IntT", int32, uint8, uint32, int8, int16, uint16)
_UIntT = TypeVar("_UIntT", uint8, uint32, uint16)
_ExactT = TypeVar(
    "_ExactT",
    float32, int32, bool_, float16, bfloat16, complex64, uint8, uint32, int8, int16, uint16,
)  # fmt: skip

_FloatClass: TypeAlias = type[floating] | type[float] | type[NumPyFloating]
_FloatDType: TypeAlias = _FloatClass | str | DType
_ComplexDType: TypeAlias = type[complexfloating] | type[complex] | type[NumPyComplexFloating]
_InexactDType: TypeAlias = type[inexact] | _FloatClass | _ComplexDType | str | DType
_SignedDType: TypeAlias = type[signedinteger] | type[int] | type[NumPySignedInteger]
_UnsignedDType: TypeAlias = type[unsignedinteger] | type[NumPyUnsignedInteger]
_IntegerDType: TypeAlias = (
    type[integer] | _SignedDType | _UnsignedDType | type[NumPyInteger] | str | DType
)
_AnyDType: TypeAlias = (
    type[generic] | type[bool] | type[int] | type[float] | type[complex] | type[np.generic]
    | str | DType
)  # fmt: skip
_SamplingMethod: TypeAlias = Literal["exact", "approximate"]
"""`method=` of the rejection samplers (JAX 0.11.1 and newer): JAX refuses any other string."""
if TYPE_CHECKING:
    # Structural stand-ins for jax.sharding's classes, which pyright reads as Unknown
    # (imported for checkers only: `import typedjax` must not import typedjax.numpy).
    from typedjax._src.numpy.dtype_codes import OutSharding

    _Sharding: TypeAlias = OutSharding

_GenericT = TypeVar("_GenericT", bound=generic)

if TYPE_CHECKING:
    # BEGIN GENERATED (tools/gen_random_samplers.py)
    def bernoulli(
        key: KeyArray,
        p: ArrayLike = 0.5,
        shape: ShapeLike | None = None,
        mode: str = "low",
        *,
        out_sharding: _Sharding = None,
    ) -> Array[bool_]:
        """True with probability `p`, of `shape` or `p`'s shape.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.bernoulli.html
        """
        ...

    def categorical(
        key: KeyArray,
        logits: ArrayLike,
        axis: int = -1,
        shape: ShapeLike | None = None,
        replace: bool = True,
        mode: str | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]:
        """Category indices drawn with log-probabilities `logits` along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.categorical.html
        """
        ...

    @overload
    def choice(
        key: KeyArray,
        a: Array[_GenericT],
        shape: ShapeLike = (),
        replace: bool = True,
        p: ArrayLike | None = None,
        axis: int = 0,
        mode: str | None = None,
    ) -> Array[_GenericT | signedinteger]: ...
    @overload
    def choice(
        key: KeyArray,
        a: int,
        shape: ShapeLike = (),
        replace: bool = True,
        p: ArrayLike | None = None,
        axis: int = 0,
        mode: str | None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def choice(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike = (),
        replace: bool = True,
        p: ArrayLike | None = None,
        axis: int = 0,
        mode: str | None = None,
    ) -> Array[generic]: ...
    def choice(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike = (),
        replace: bool = True,
        p: ArrayLike | None = None,
        axis: int = 0,
        mode: str | None = None,
    ) -> Array[generic]:
        """Entries of `a` along `axis` drawn at random (an int or a 0-d array: from `arange(a)`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.choice.html
        """
        ...

    @overload
    def permutation(
        key: KeyArray,
        x: Array[_GenericT],
        axis: int = 0,
        independent: bool = False,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_GenericT | signedinteger]: ...
    @overload
    def permutation(
        key: KeyArray,
        x: int,
        axis: int = 0,
        independent: bool = False,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def permutation(
        key: KeyArray,
        x: ArrayLike,
        axis: int = 0,
        independent: bool = False,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[generic]: ...
    def permutation(
        key: KeyArray,
        x: ArrayLike,
        axis: int = 0,
        independent: bool = False,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[generic]:
        """`x` shuffled along `axis` (an int or a 0-d array: a shuffled `arange(x)`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.permutation.html
        """
        ...

    @overload
    def ball(
        key: KeyArray,
        d: int,
        p: float = 2,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def ball(
        key: KeyArray,
        d: int,
        p: float,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def ball(
        key: KeyArray,
        d: int,
        p: float = 2,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def ball(
        key: KeyArray,
        d: int,
        p: float,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def ball(
        key: KeyArray,
        d: int,
        p: float = 2,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def ball(
        key: KeyArray,
        d: int,
        p: float = 2,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Points uniformly distributed in the unit `p`-norm ball of dimension `d` (last axis).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.ball.html
        """
        ...

    @overload
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def beta(
        key: KeyArray,
        a: ArrayLike,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Beta(`a`, `b`) samples, of `shape` or the broadcast shape of `a` and `b`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.beta.html
        """
        ...

    @overload
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
    ) -> Array[floating]: ...
    @overload
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    @overload
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    def binomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
    ) -> Array[floating]:
        """Binomial(`n`, `p`) counts, as floats.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.binomial.html
        """
        ...

    @overload
    def bits(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def bits(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_UIntT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_UIntT]: ...
    @overload
    def bits(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_UIntT],
        out_sharding: _Sharding = None,
    ) -> Array[_UIntT]: ...
    @overload
    def bits(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _UnsignedDType | str | DType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def bits(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _UnsignedDType | str | DType,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    def bits(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _UnsignedDType | str | DType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]:
        """Raw random bits as unsigned integers; the default dtype is uint32 (uint64 with x64).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.bits.html
        """
        ...

    @overload
    def cauchy(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def cauchy(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def cauchy(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def cauchy(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def cauchy(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def cauchy(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard Cauchy samples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.cauchy.html
        """
        ...

    @overload
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def chisquare(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Chi-square samples with `df` degrees of freedom.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.chisquare.html
        """
        ...

    @overload
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def dirichlet(
        key: KeyArray,
        alpha: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Dirichlet(`alpha`) samples; the last axis is `alpha`'s and sums to 1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.dirichlet.html
        """
        ...

    @overload
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike = (),
        dtype: None = None,
    ) -> Array[floating]: ...
    @overload
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    @overload
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    def double_sided_maxwell(
        key: KeyArray,
        loc: ArrayLike,
        scale: ArrayLike,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
    ) -> Array[floating]:
        """Double-sided Maxwell samples with location `loc` and scale `scale`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.double_sided_maxwell.html
        """
        ...

    @overload
    def exponential(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def exponential(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def exponential(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def exponential(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def exponential(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def exponential(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard exponential samples (rate 1).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.exponential.html
        """
        ...

    @overload
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def f(
        key: KeyArray,
        dfnum: ArrayLike,
        dfden: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """F-distribution samples with `dfnum` and `dfden` degrees of freedom.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.f.html
        """
        ...

    @overload
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def gamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Gamma(`a`, 1) samples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.gamma.html
        """
        ...

    @overload
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def generalized_normal(
        key: KeyArray,
        p: float,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Generalized normal samples with shape parameter `p` (2: normal scaled by 1/sqrt(2)).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.generalized_normal.html
        """
        ...

    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_IntT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_IntT]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_IntT],
        out_sharding: _Sharding = None,
    ) -> Array[_IntT]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: _SignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _SignedDType,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: _UnsignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _UnsignedDType,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None,
        dtype: _IntegerDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[integer]: ...
    @overload
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _IntegerDType,
        out_sharding: _Sharding = None,
    ) -> Array[integer]: ...
    def geometric(
        key: KeyArray,
        p: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _IntegerDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[integer]:
        """Geometric(`p`) samples: trials up to and including the first success, as integers.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.geometric.html
        """
        ...

    @overload
    def gumbel(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        mode: str | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def gumbel(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        mode: str | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def gumbel(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        mode: str | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def gumbel(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        mode: str | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def gumbel(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        mode: str | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def gumbel(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        mode: str | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard Gumbel samples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.gumbel.html
        """
        ...

    @overload
    def laplace(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def laplace(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def laplace(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def laplace(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def laplace(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def laplace(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard Laplace samples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.laplace.html
        """
        ...

    @overload
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def loggamma(
        key: KeyArray,
        a: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Logarithms of Gamma(`a`, 1) samples, accurate for small `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.loggamma.html
        """
        ...

    @overload
    def logistic(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def logistic(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def logistic(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def logistic(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def logistic(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def logistic(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard logistic samples.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.logistic.html
        """
        ...

    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_InexactT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        *,
        dtype: type[_InexactT],
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatClass,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatClass,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike,
        shape: ShapeLike | None,
        dtype: _ComplexDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        *,
        dtype: _ComplexDType,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike,
        shape: ShapeLike | None,
        dtype: _InexactDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    @overload
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        *,
        dtype: _InexactDType,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    def lognormal(
        key: KeyArray,
        sigma: ArrayLike = np.float32(1.0),
        shape: ShapeLike | None = None,
        dtype: _InexactDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]:
        """Log-normal samples: `exp(sigma * normal)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.lognormal.html
        """
        ...

    @overload
    def maxwell(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def maxwell(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def maxwell(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def maxwell(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def maxwell(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def maxwell(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Maxwell samples (3 degrees of freedom).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.maxwell.html
        """
        ...

    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: None = None,
        unroll: int | bool = 1,
    ) -> Array[floating]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: type[_ExactT],
        unroll: int | bool = 1,
    ) -> Array[_ExactT]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: type[bool],
        unroll: int | bool = 1,
    ) -> Array[bool_]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _SignedDType,
        unroll: int | bool = 1,
    ) -> Array[signedinteger]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _UnsignedDType,
        unroll: int | bool = 1,
    ) -> Array[unsignedinteger]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _FloatClass,
        unroll: int | bool = 1,
    ) -> Array[floating]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _ComplexDType,
        unroll: int | bool = 1,
    ) -> Array[complexfloating]: ...
    @overload
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _AnyDType,
        unroll: int | bool = 1,
    ) -> Array[number | bool_]: ...
    def multinomial(
        key: KeyArray,
        n: ArrayLike,
        p: ArrayLike,
        *,
        shape: ShapeLike | None = None,
        dtype: _AnyDType | None = None,
        unroll: int | bool = 1,
    ) -> Array[number | bool_]:
        """Multinomial counts of `n` trials over the categories of `p` (last axis).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.multinomial.html
        """
        ...

    def multivariate_normal(
        key: KeyArray,
        mean: ArrayLike,
        cov: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        method: str = "cholesky",
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Multivariate normal samples with mean `mean` and covariance `cov` (last axes).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.multivariate_normal.html
        """
        ...

    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_InexactT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_InexactT],
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatClass,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatClass,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _ComplexDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _ComplexDType,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _InexactDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    @overload
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _InexactDType,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    def normal(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _InexactDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]:
        """Standard normal samples; a complex dtype gives a standard complex normal.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.normal.html
        """
        ...

    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        dtype: None = None,
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike,
        dtype: type[_InexactT],
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        *,
        dtype: type[_InexactT],
        m: int | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[_InexactT]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike,
        dtype: _FloatClass,
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        *,
        dtype: _FloatClass,
        m: int | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike,
        dtype: _ComplexDType,
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        *,
        dtype: _ComplexDType,
        m: int | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike,
        dtype: _InexactDType,
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    @overload
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        *,
        dtype: _InexactDType,
        m: int | None = None,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]: ...
    def orthogonal(
        key: KeyArray,
        n: int,
        shape: ShapeLike = (),
        dtype: _InexactDType | None = None,
        m: int | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[inexact]:
        """Haar-random orthogonal (unitary, for complex dtypes) `n`x`m` matrices.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.orthogonal.html
        """
        ...

    @overload
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def pareto(
        key: KeyArray,
        b: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Pareto samples with shape parameter `b`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.pareto.html
        """
        ...

    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_IntT],
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_IntT]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_IntT],
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[_IntT]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None,
        dtype: _SignedDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _SignedDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None,
        dtype: _UnsignedDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _UnsignedDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None,
        dtype: _IntegerDType,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[integer]: ...
    @overload
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _IntegerDType,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[integer]: ...
    def poisson(
        key: KeyArray,
        lam: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _IntegerDType | None = None,
        *,
        method: _SamplingMethod = "exact",
        out_sharding: _Sharding = None,
    ) -> Array[integer]:
        """Poisson(`lam`) counts, as integers.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.poisson.html
        """
        ...

    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_ExactT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_ExactT]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_ExactT],
        out_sharding: _Sharding = None,
    ) -> Array[_ExactT]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[bool],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[bool_]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[bool],
        out_sharding: _Sharding = None,
    ) -> Array[bool_]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _SignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _SignedDType,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _UnsignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _UnsignedDType,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatClass,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatClass,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _ComplexDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _ComplexDType,
        out_sharding: _Sharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _AnyDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[number | bool_]: ...
    @overload
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _AnyDType,
        out_sharding: _Sharding = None,
    ) -> Array[number | bool_]: ...
    def rademacher(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _AnyDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[number | bool_]:
        """Rademacher samples: -1 or 1 with equal probability, in `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.rademacher.html
        """
        ...

    @overload
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: type[_IntT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_IntT]: ...
    @overload
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: _SignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: _UnsignedDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: _IntegerDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[integer]: ...
    def randint(
        key: KeyArray,
        shape: ShapeLike,
        minval: ArrayLike,
        maxval: ArrayLike,
        dtype: _IntegerDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[integer]:
        """Integers uniform in [`minval`, `maxval`), clipped to `dtype`'s range.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.randint.html
        """
        ...

    @overload
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def rayleigh(
        key: KeyArray,
        scale: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Rayleigh samples with scale `scale`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.rayleigh.html
        """
        ...

    @overload
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def t(
        key: KeyArray,
        df: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Student's t samples with `df` degrees of freedom.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.t.html
        """
        ...

    @overload
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def triangular(
        key: KeyArray,
        left: ArrayLike,
        mode: ArrayLike,
        right: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Triangular samples on [`left`, `right`] peaking at `mode`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.triangular.html
        """
        ...

    @overload
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def truncated_normal(
        key: KeyArray,
        lower: ArrayLike,
        upper: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Standard normal samples truncated to [`lower`, `upper`].

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.truncated_normal.html
        """
        ...

    @overload
    def uniform(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: None = None,
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def uniform(
        key: KeyArray,
        shape: ShapeLike,
        dtype: type[_FloatT],
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def uniform(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def uniform(
        key: KeyArray,
        shape: ShapeLike,
        dtype: _FloatDType,
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def uniform(
        key: KeyArray,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def uniform(
        key: KeyArray,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
        minval: ArrayLike = 0.0,
        maxval: ArrayLike = 1.0,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Floats uniform in [`minval`, `maxval`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.uniform.html
        """
        ...

    @overload
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None,
        dtype: type[_FloatT],
        *,
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: type[_FloatT],
        out_sharding: _Sharding = None,
    ) -> Array[_FloatT]: ...
    @overload
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None,
        dtype: _FloatDType,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    @overload
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None = None,
        *,
        dtype: _FloatDType,
        out_sharding: _Sharding = None,
    ) -> Array[floating]: ...
    def wald(
        key: KeyArray,
        mean: ArrayLike,
        shape: ShapeLike | None = None,
        dtype: _FloatDType | None = None,
        *,
        out_sharding: _Sharding = None,
    ) -> Array[floating]:
        """Wald (inverse Gaussian) samples with mean `mean`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.wald.html
        """
        ...

    @overload
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike = (),
        dtype: None = None,
    ) -> Array[floating]: ...
    @overload
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike = (),
        *,
        dtype: type[_FloatT],
    ) -> Array[_FloatT]: ...
    @overload
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    @overload
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike = (),
        *,
        dtype: _FloatDType,
    ) -> Array[floating]: ...
    def weibull_min(
        key: KeyArray,
        scale: ArrayLike,
        concentration: ArrayLike,
        shape: ShapeLike = (),
        dtype: _FloatDType | None = None,
    ) -> Array[floating]:
        """Weibull samples with scale `scale` and concentration `concentration`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.random.weibull_min.html
        """
        ...

    # END GENERATED

else:
    from jax.random import (
        ball,
        bernoulli,
        binomial,
        bits,
        categorical,
        cauchy,
        choice,
        dirichlet,
        double_sided_maxwell,
        exponential,
        f,
        generalized_normal,
        geometric,
        gumbel,
        laplace,
        logistic,
        lognormal,
        maxwell,
        multinomial,
        multivariate_normal,
        normal,
        orthogonal,
        pareto,
        permutation,
        rademacher,
        randint,
        rayleigh,
        t,
        triangular,
        truncated_normal,
        uniform,
        wald,
        weibull_min,
    )

    from typedjax._src.newer import jax_object

    # JAX's own samplers where the installed JAX takes `method=` (0.11.1 and newer).
    beta = jax_object("jax.random", "beta")
    chisquare = jax_object("jax.random", "chisquare")
    gamma = jax_object("jax.random", "gamma")
    loggamma = jax_object("jax.random", "loggamma")
    poisson = jax_object("jax.random", "poisson")
