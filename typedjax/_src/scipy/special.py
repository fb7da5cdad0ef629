"""What `typedjax.scipy.special` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_special.py`, whose tables are the rules in
`typedjax.scipy.special`'s docstring; edit a table and run it, never the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = [
    "bernoulli", "bessel_jn", "beta", "betainc", "betaln", "boxcox", "boxcox1p", "comb",
    "dawsn", "digamma", "entr", "erf", "erfc", "erfcinv", "erfcx", "erfinv", "exp1", "expi",
    "expit", "expn", "factorial", "fresnel", "gamma", "gammainc", "gammaincc", "gammaln",
    "gammasgn", "hyp1f1", "hyp2f1", "i0", "i0e", "i1", "i1e", "kl_div", "log_ndtr",
    "log_softmax", "loggamma", "logit", "logsumexp", "multigammaln", "ndtr", "ndtri", "owens_t",
    "poch", "polygamma", "rel_entr", "sici", "softmax", "spence", "sph_harm_y", "wofz",
    "xlog1py", "xlogy", "zeta",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal, overload

    import numpy as np

    from typedjax._src.numpy.dtype_codes import FloatingT, InexactT, SameFloatingT, SameInexactT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bool_,
        complex64,
        complex128,
        complexfloating,
        float32,
        float64,
        floating,
        inexact,
        int4,
        int8,
        int16,
        int32,
        int64,
        integer,
        uint4,
        uint8,
        uint16,
        uint32,
        uint64,
    )

    # BEGIN GENERATED (tools/gen_scipy_special.py)
    def bernoulli(n: int) -> Array[floating]:
        """The Bernoulli numbers B_0 ... B_n, in the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.bernoulli.html
        """
        ...

    @overload
    def bessel_jn(z: Array[FloatingT], *, v: int, n_iter: int = 50) -> Array[FloatingT]: ...
    @overload
    def bessel_jn(
        z: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        *,
        v: int,
        n_iter: int = 50,
    ) -> Array[float32]: ...
    @overload
    def bessel_jn(z: Array[int64 | uint64], *, v: int, n_iter: int = 50) -> Array[float64]: ...
    @overload
    def bessel_jn(z: ArrayLike, *, v: int, n_iter: int = 50) -> Array[floating]: ...
    def bessel_jn(z: ArrayLike, *, v: int, n_iter: int = 50) -> Array[floating]:
        """Bessel functions of the first kind of orders 0 ... `v`, stacked on a new first axis.

        The result has shape `(v + 1, *z.shape)`.
        """
        ...

    @overload
    def beta(a: np.float64 | np.complex128, b: ArrayLike) -> Array[floating]: ...
    @overload
    def beta(a: ArrayLike, b: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def beta(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def beta(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def beta(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
    ) -> Array[float32]: ...
    @overload
    def beta(a: Array[int64 | uint64], b: int) -> Array[float64]: ...
    @overload
    def beta(a: ArrayLike, b: ArrayLike) -> Array[floating]: ...
    def beta(a: ArrayLike, b: ArrayLike) -> Array[floating]:
        """Beta function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.beta.html
        """
        ...

    @overload
    def betainc(a: np.float64 | np.complex128, b: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    @overload
    def betainc(a: ArrayLike, b: np.float64 | np.complex128, x: ArrayLike) -> Array[floating]: ...
    @overload
    def betainc(a: ArrayLike, b: ArrayLike, x: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def betainc(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def betainc(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def betainc(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def betainc(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        x: int,
    ) -> Array[float32]: ...
    @overload
    def betainc(a: Array[int64 | uint64], b: int, x: int) -> Array[float64]: ...
    @overload
    def betainc(a: ArrayLike, b: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def betainc(a: ArrayLike, b: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Regularised incomplete beta function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.betainc.html
        """
        ...

    @overload
    def betaln(a: np.float64 | np.complex128, b: ArrayLike) -> Array[floating]: ...
    @overload
    def betaln(a: ArrayLike, b: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def betaln(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def betaln(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def betaln(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
    ) -> Array[float32]: ...
    @overload
    def betaln(a: Array[int64 | uint64], b: int) -> Array[float64]: ...
    @overload
    def betaln(a: ArrayLike, b: ArrayLike) -> Array[floating]: ...
    def betaln(a: ArrayLike, b: ArrayLike) -> Array[floating]:
        """Log of the absolute value of the beta function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.betaln.html
        """
        ...

    @overload
    def boxcox(x: np.float64 | np.complex128, lmbda: ArrayLike) -> Array[inexact]: ...
    @overload
    def boxcox(x: ArrayLike, lmbda: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def boxcox(
        x: Array[SameInexactT],
        lmbda: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def boxcox(
        x: Array[SameInexactT] | int | float,
        lmbda: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def boxcox(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        lmbda: int,
    ) -> Array[float32]: ...
    @overload
    def boxcox(x: Array[int64 | uint64], lmbda: int) -> Array[float64]: ...
    @overload
    def boxcox(
        x: Array[floating | integer | bool_] | float,
        lmbda: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def boxcox(x: ArrayLike, lmbda: ArrayLike) -> Array[inexact]: ...
    def boxcox(x: ArrayLike, lmbda: ArrayLike) -> Array[inexact]:
        """Box-Cox transform of `x` with `lmbda`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.boxcox.html
        """
        ...

    @overload
    def boxcox1p(x: np.float64 | np.complex128, lmbda: ArrayLike) -> Array[inexact]: ...
    @overload
    def boxcox1p(x: ArrayLike, lmbda: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def boxcox1p(
        x: Array[SameInexactT],
        lmbda: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def boxcox1p(
        x: Array[SameInexactT] | int | float,
        lmbda: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def boxcox1p(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        lmbda: int,
    ) -> Array[float32]: ...
    @overload
    def boxcox1p(x: Array[int64 | uint64], lmbda: int) -> Array[float64]: ...
    @overload
    def boxcox1p(
        x: Array[floating | integer | bool_] | float,
        lmbda: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def boxcox1p(x: ArrayLike, lmbda: ArrayLike) -> Array[inexact]: ...
    def boxcox1p(x: ArrayLike, lmbda: ArrayLike) -> Array[inexact]:
        """Box-Cox transform of `1 + x` with `lmbda`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.boxcox1p.html
        """
        ...

    @overload
    def comb(
        N: np.float64 | np.complex128,
        k: ArrayLike,
        *,
        repetition: bool = False,
    ) -> Array[floating]: ...
    @overload
    def comb(
        N: ArrayLike,
        k: np.float64 | np.complex128,
        *,
        repetition: bool = False,
    ) -> Array[floating]: ...
    @overload
    def comb(
        N: Array[SameFloatingT],
        k: Array[SameFloatingT] | int | float,
        *,
        repetition: bool = False,
    ) -> Array[SameFloatingT]: ...
    @overload
    def comb(
        N: Array[SameFloatingT] | int | float,
        k: Array[SameFloatingT],
        *,
        repetition: bool = False,
    ) -> Array[SameFloatingT]: ...
    @overload
    def comb(
        N: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        k: int,
        *,
        repetition: bool = False,
    ) -> Array[float32]: ...
    @overload
    def comb(N: Array[int64 | uint64], k: int, *, repetition: bool = False) -> Array[float64]: ...
    @overload
    def comb(N: ArrayLike, k: ArrayLike, *, repetition: bool = False) -> Array[floating]: ...
    def comb(N: ArrayLike, k: ArrayLike, *, repetition: bool = False) -> Array[floating]:
        """Number of combinations of `N` things taken `k` at a time, as a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.comb.html
        """
        ...

    @overload
    def dawsn(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def dawsn(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def dawsn(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def dawsn(x: ArrayLike) -> Array[floating]: ...
    def dawsn(x: ArrayLike) -> Array[floating]:
        """Dawson's integral.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.dawsn.html
        """
        ...

    @overload
    def digamma(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def digamma(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def digamma(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def digamma(x: ArrayLike) -> Array[floating]: ...
    def digamma(x: ArrayLike) -> Array[floating]:
        """Logarithmic derivative of the gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.digamma.html
        """
        ...

    @overload
    def entr(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def entr(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def entr(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def entr(x: ArrayLike) -> Array[floating]: ...
    def entr(x: ArrayLike) -> Array[floating]:
        """Elementwise entropy term `-x log x` (0 at 0, -inf below).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.entr.html
        """
        ...

    @overload
    def erf(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def erf(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def erf(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def erf(x: ArrayLike) -> Array[floating]: ...
    def erf(x: ArrayLike) -> Array[floating]:
        """Error function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.erf.html
        """
        ...

    @overload
    def erfc(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def erfc(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def erfc(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def erfc(x: ArrayLike) -> Array[floating]: ...
    def erfc(x: ArrayLike) -> Array[floating]:
        """Complementary error function `1 - erf(x)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.erfc.html
        """
        ...

    @overload
    def erfcinv(y: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def erfcinv(
        y: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def erfcinv(y: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def erfcinv(y: ArrayLike) -> Array[floating]: ...
    def erfcinv(y: ArrayLike) -> Array[floating]:
        """Inverse of the complementary error function, on (0, 2)."""
        ...

    @overload
    def erfcx(x: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def erfcx(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def erfcx(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def erfcx(x: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def erfcx(x: ArrayLike) -> Array[inexact]: ...
    def erfcx(x: ArrayLike) -> Array[inexact]:
        """Scaled complementary error function `exp(x**2) * erfc(x)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.erfcx.html
        """
        ...

    @overload
    def erfinv(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def erfinv(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def erfinv(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def erfinv(x: ArrayLike) -> Array[floating]: ...
    def erfinv(x: ArrayLike) -> Array[floating]:
        """Inverse of the error function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.erfinv.html
        """
        ...

    @overload
    def exp1(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def exp1(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def exp1(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def exp1(x: ArrayLike) -> Array[floating]: ...
    def exp1(x: ArrayLike) -> Array[floating]:
        """Exponential integral E1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.exp1.html
        """
        ...

    @overload
    def expi(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def expi(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def expi(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def expi(x: ArrayLike) -> Array[floating]: ...
    def expi(x: ArrayLike) -> Array[floating]:
        """Exponential integral Ei.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.expi.html
        """
        ...

    @overload
    def expit(x: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def expit(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def expit(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def expit(x: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def expit(x: ArrayLike) -> Array[inexact]: ...
    def expit(x: ArrayLike) -> Array[inexact]:
        """Logistic sigmoid `1 / (1 + exp(-x))`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.expit.html
        """
        ...

    @overload
    def expn(n: np.float64 | np.complex128, x: ArrayLike) -> Array[floating]: ...
    @overload
    def expn(n: ArrayLike, x: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def expn(
        n: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def expn(
        n: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def expn(
        n: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        x: int,
    ) -> Array[float32]: ...
    @overload
    def expn(n: Array[int64 | uint64], x: int) -> Array[float64]: ...
    @overload
    def expn(n: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def expn(n: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Generalised exponential integral E_n.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.expn.html
        """
        ...

    @overload
    def factorial(n: Array[FloatingT], exact: Literal[False] = False) -> Array[FloatingT]: ...
    @overload
    def factorial(
        n: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        exact: Literal[False] = False,
    ) -> Array[float32]: ...
    @overload
    def factorial(n: Array[int64 | uint64], exact: Literal[False] = False) -> Array[float64]: ...
    @overload
    def factorial(n: ArrayLike, exact: Literal[False] = False) -> Array[floating]: ...
    def factorial(n: ArrayLike, exact: bool = False) -> Array[floating]:
        """`n!` through the gamma function, as a float; JAX refuses `exact=True`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.factorial.html
        """
        ...

    @overload
    def fresnel(x: Array[FloatingT]) -> tuple[Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def fresnel(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def fresnel(x: Array[int64 | uint64]) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def fresnel(x: ArrayLike) -> tuple[Array[floating], Array[floating]]: ...
    def fresnel(x: ArrayLike) -> tuple[Array[floating], Array[floating]]:
        """The Fresnel integrals `(S(x), C(x))`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.fresnel.html
        """
        ...

    @overload
    def gamma(x: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def gamma(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def gamma(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def gamma(x: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def gamma(x: ArrayLike) -> Array[inexact]: ...
    def gamma(x: ArrayLike) -> Array[inexact]:
        """Gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.gamma.html
        """
        ...

    @overload
    def gammainc(a: np.float64 | np.complex128, x: ArrayLike) -> Array[floating]: ...
    @overload
    def gammainc(a: ArrayLike, x: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def gammainc(
        a: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def gammainc(
        a: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def gammainc(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        x: int,
    ) -> Array[float32]: ...
    @overload
    def gammainc(a: Array[int64 | uint64], x: int) -> Array[float64]: ...
    @overload
    def gammainc(a: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def gammainc(a: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Regularised lower incomplete gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.gammainc.html
        """
        ...

    @overload
    def gammaincc(a: np.float64 | np.complex128, x: ArrayLike) -> Array[floating]: ...
    @overload
    def gammaincc(a: ArrayLike, x: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def gammaincc(
        a: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def gammaincc(
        a: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def gammaincc(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        x: int,
    ) -> Array[float32]: ...
    @overload
    def gammaincc(a: Array[int64 | uint64], x: int) -> Array[float64]: ...
    @overload
    def gammaincc(a: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def gammaincc(a: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Regularised upper incomplete gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.gammaincc.html
        """
        ...

    @overload
    def gammaln(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def gammaln(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def gammaln(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def gammaln(x: ArrayLike) -> Array[floating]: ...
    def gammaln(x: ArrayLike) -> Array[floating]:
        """Log of the absolute value of the gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.gammaln.html
        """
        ...

    @overload
    def gammasgn(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def gammasgn(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def gammasgn(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def gammasgn(x: ArrayLike) -> Array[floating]: ...
    def gammasgn(x: ArrayLike) -> Array[floating]:
        """Sign of the gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.gammasgn.html
        """
        ...

    @overload
    def hyp1f1(a: np.float64 | np.complex128, b: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    @overload
    def hyp1f1(a: ArrayLike, b: np.float64 | np.complex128, x: ArrayLike) -> Array[floating]: ...
    @overload
    def hyp1f1(a: ArrayLike, b: ArrayLike, x: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def hyp1f1(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp1f1(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp1f1(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp1f1(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        x: int,
    ) -> Array[float32]: ...
    @overload
    def hyp1f1(a: Array[int64 | uint64], b: int, x: int) -> Array[float64]: ...
    @overload
    def hyp1f1(a: ArrayLike, b: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def hyp1f1(a: ArrayLike, b: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Confluent hypergeometric function 1F1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.hyp1f1.html
        """
        ...

    @overload
    def hyp2f1(
        a: np.float64 | np.complex128,
        b: ArrayLike,
        c: ArrayLike,
        x: ArrayLike,
    ) -> Array[floating]: ...
    @overload
    def hyp2f1(
        a: ArrayLike,
        b: np.float64 | np.complex128,
        c: ArrayLike,
        x: ArrayLike,
    ) -> Array[floating]: ...
    @overload
    def hyp2f1(
        a: ArrayLike,
        b: ArrayLike,
        c: np.float64 | np.complex128,
        x: ArrayLike,
    ) -> Array[floating]: ...
    @overload
    def hyp2f1(
        a: ArrayLike,
        b: ArrayLike,
        c: ArrayLike,
        x: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def hyp2f1(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        c: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp2f1(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        c: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp2f1(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        c: Array[SameFloatingT],
        x: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp2f1(
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        c: Array[SameFloatingT] | int | float,
        x: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def hyp2f1(
        a: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        c: int,
        x: int,
    ) -> Array[float32]: ...
    @overload
    def hyp2f1(a: Array[int64 | uint64], b: int, c: int, x: int) -> Array[float64]: ...
    @overload
    def hyp2f1(a: ArrayLike, b: ArrayLike, c: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def hyp2f1(a: ArrayLike, b: ArrayLike, c: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Gauss hypergeometric function 2F1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.hyp2f1.html
        """
        ...

    @overload
    def i0(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def i0(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def i0(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def i0(x: ArrayLike) -> Array[floating]: ...
    def i0(x: ArrayLike) -> Array[floating]:
        """Modified Bessel function of order 0.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.i0.html
        """
        ...

    @overload
    def i0e(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def i0e(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def i0e(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def i0e(x: ArrayLike) -> Array[floating]: ...
    def i0e(x: ArrayLike) -> Array[floating]:
        """Exponentially scaled modified Bessel function of order 0.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.i0e.html
        """
        ...

    @overload
    def i1(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def i1(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def i1(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def i1(x: ArrayLike) -> Array[floating]: ...
    def i1(x: ArrayLike) -> Array[floating]:
        """Modified Bessel function of order 1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.i1.html
        """
        ...

    @overload
    def i1e(x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def i1e(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def i1e(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def i1e(x: ArrayLike) -> Array[floating]: ...
    def i1e(x: ArrayLike) -> Array[floating]:
        """Exponentially scaled modified Bessel function of order 1.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.i1e.html
        """
        ...

    @overload
    def kl_div(p: np.float64 | np.complex128, q: ArrayLike) -> Array[floating]: ...
    @overload
    def kl_div(p: ArrayLike, q: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def kl_div(
        p: Array[SameFloatingT],
        q: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def kl_div(
        p: Array[SameFloatingT] | int | float,
        q: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def kl_div(
        p: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        q: int,
    ) -> Array[float32]: ...
    @overload
    def kl_div(p: Array[int64 | uint64], q: int) -> Array[float64]: ...
    @overload
    def kl_div(p: ArrayLike, q: ArrayLike) -> Array[floating]: ...
    def kl_div(p: ArrayLike, q: ArrayLike) -> Array[floating]:
        """Elementwise Kullback-Leibler divergence term.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.kl_div.html
        """
        ...

    @overload
    def log_ndtr(x: Array[float32], series_order: int = 3) -> Array[float32]: ...
    @overload
    def log_ndtr(x: Array[float64], series_order: int = 3) -> Array[float64]: ...
    @overload
    def log_ndtr(x: ArrayLike, series_order: int = 3) -> Array[floating]: ...
    def log_ndtr(x: ArrayLike, series_order: int = 3) -> Array[floating]:
        """Log of the standard normal cumulative distribution; float32 and float64 only.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.log_ndtr.html
        """
        ...

    @overload
    def log_softmax(
        x: Array[InexactT],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def log_softmax(
        x: Array[integer],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[floating]: ...
    @overload
    def log_softmax(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[inexact]: ...
    def log_softmax(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[inexact]:
        """Log of `softmax` along `axis`; integers give the default float, booleans are refused.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.log_softmax.html
        """
        ...

    @overload
    def loggamma(x: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def loggamma(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def loggamma(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def loggamma(x: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def loggamma(x: ArrayLike) -> Array[inexact]: ...
    def loggamma(x: ArrayLike) -> Array[inexact]:
        """Principal branch of the log of the gamma function.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.loggamma.html
        """
        ...

    @overload
    def logit(x: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def logit(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def logit(x: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def logit(x: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def logit(x: ArrayLike) -> Array[inexact]: ...
    def logit(x: ArrayLike) -> Array[inexact]:
        """Log-odds `log(x / (1 - x))`, the inverse of `expit`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.logit.html
        """
        ...

    @overload
    def logsumexp(
        a: Array[InexactT],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def logsumexp(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[float32]: ...
    @overload
    def logsumexp(
        a: Array[int64 | uint64],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[float64]: ...
    @overload
    def logsumexp(
        a: Array[integer | bool_],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[floating]: ...
    @overload
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[inexact]: ...
    @overload
    def logsumexp(
        a: Array[FloatingT],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def logsumexp(
        a: Array[complex64],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[float32], Array[complex64]]: ...
    @overload
    def logsumexp(
        a: Array[complex128],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[float64], Array[complex128]]: ...
    @overload
    def logsumexp(
        a: Array[integer | bool_],
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[floating], Array[inexact]]: ...
    @overload
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: ArrayLike | None = None,
        keepdims: bool = False,
        return_sign: Literal[False] = False,
        where: ArrayLike | None = None,
    ) -> Array[inexact]: ...
    @overload
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: ArrayLike | None = None,
        keepdims: bool = False,
        *,
        return_sign: Literal[True],
        where: ArrayLike | None = None,
    ) -> tuple[Array[floating], Array[inexact]]: ...
    @overload
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: ArrayLike | None = None,
        keepdims: bool = False,
        return_sign: bool = False,
        where: ArrayLike | None = None,
    ) -> Array[inexact] | tuple[Array[floating], Array[inexact]]: ...
    def logsumexp(
        a: ArrayLike,
        axis: int | Sequence[int] | None = None,
        b: ArrayLike | None = None,
        keepdims: bool = False,
        return_sign: bool = False,
        where: ArrayLike | None = None,
    ) -> Array[inexact] | tuple[Array[floating], Array[inexact]]:
        """`log(sum(b * exp(a)))` along `axis`, computed stably.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.logsumexp.html

        With `return_sign=True`, `(value, sign)`: the log of the absolute value, real, and
        the sign (a unit complex number for complex input).
        """
        ...

    @overload
    def multigammaln(a: Array[FloatingT], d: int) -> Array[FloatingT]: ...
    @overload
    def multigammaln(a: ArrayLike, d: int) -> Array[floating]: ...
    def multigammaln(a: ArrayLike, d: int) -> Array[floating]:
        """Log of the multivariate gamma function of dimension `d` (a Python int).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.multigammaln.html
        """
        ...

    @overload
    def ndtr(x: Array[float32]) -> Array[float32]: ...
    @overload
    def ndtr(x: Array[float64]) -> Array[float64]: ...
    @overload
    def ndtr(x: ArrayLike) -> Array[floating]: ...
    def ndtr(x: ArrayLike) -> Array[floating]:
        """Standard normal cumulative distribution; float32 and float64 only.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.ndtr.html
        """
        ...

    @overload
    def ndtri(p: Array[float32]) -> Array[float32]: ...
    @overload
    def ndtri(p: Array[float64]) -> Array[float64]: ...
    @overload
    def ndtri(p: ArrayLike) -> Array[floating]: ...
    def ndtri(p: ArrayLike) -> Array[floating]:
        """Inverse of `ndtr`; float32 and float64 only.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.ndtri.html
        """
        ...

    @overload
    def owens_t(
        h: Array[floating | integer | bool_] | float,
        a: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def owens_t(h: ArrayLike, a: ArrayLike) -> Array[inexact]: ...
    def owens_t(h: ArrayLike, a: ArrayLike) -> Array[inexact]:
        """Owen's T function; real operands give the default float, float16 included.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.owens_t.html
        """
        ...

    @overload
    def poch(z: np.float64 | np.complex128, m: ArrayLike) -> Array[floating]: ...
    @overload
    def poch(z: ArrayLike, m: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def poch(
        z: Array[SameFloatingT],
        m: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def poch(
        z: Array[SameFloatingT] | int | float,
        m: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def poch(
        z: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        m: int,
    ) -> Array[float32]: ...
    @overload
    def poch(z: Array[int64 | uint64], m: int) -> Array[float64]: ...
    @overload
    def poch(z: ArrayLike, m: ArrayLike) -> Array[floating]: ...
    def poch(z: ArrayLike, m: ArrayLike) -> Array[floating]:
        """Pochhammer symbol (rising factorial).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.poch.html
        """
        ...

    @overload
    def polygamma(n: Array[integer] | int, x: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def polygamma(n: ArrayLike, x: ArrayLike) -> Array[floating]: ...
    def polygamma(n: ArrayLike, x: ArrayLike) -> Array[floating]:
        """Polygamma function of integer order `n` (the `n`-th derivative of `digamma`).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.polygamma.html

        `x` decides the dtype: `n` must be an integer and is cast to it.
        """
        ...

    @overload
    def rel_entr(p: np.float64 | np.complex128, q: ArrayLike) -> Array[floating]: ...
    @overload
    def rel_entr(p: ArrayLike, q: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def rel_entr(
        p: Array[SameFloatingT],
        q: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def rel_entr(
        p: Array[SameFloatingT] | int | float,
        q: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def rel_entr(
        p: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        q: int,
    ) -> Array[float32]: ...
    @overload
    def rel_entr(p: Array[int64 | uint64], q: int) -> Array[float64]: ...
    @overload
    def rel_entr(p: ArrayLike, q: ArrayLike) -> Array[floating]: ...
    def rel_entr(p: ArrayLike, q: ArrayLike) -> Array[floating]:
        """Elementwise relative entropy term.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.rel_entr.html
        """
        ...

    @overload
    def sici(x: Array[FloatingT]) -> tuple[Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def sici(
        x: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def sici(x: Array[int64 | uint64]) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def sici(x: ArrayLike) -> tuple[Array[floating], Array[floating]]: ...
    def sici(x: ArrayLike) -> tuple[Array[floating], Array[floating]]:
        """The sine and cosine integrals `(Si(x), Ci(x))`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.sici.html
        """
        ...

    @overload
    def softmax(
        x: Array[InexactT],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def softmax(
        x: Array[integer],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[floating]: ...
    @overload
    def softmax(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Array[inexact]: ...
    def softmax(x: ArrayLike, /, *, axis: int | tuple[int, ...] | None = None) -> Array[inexact]:
        """`exp(x)` normalised to sum to 1 along `axis`; integers give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.softmax.html
        """
        ...

    @overload
    def spence(x: Array[float32]) -> Array[float32]: ...
    @overload
    def spence(x: Array[float64]) -> Array[float64]: ...
    @overload
    def spence(x: ArrayLike) -> Array[floating]: ...
    def spence(x: ArrayLike) -> Array[floating]:
        """Spence's function (the dilogarithm); float32 and float64 only.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.spence.html
        """
        ...

    def sph_harm_y(
        n: ArrayLike,
        m: ArrayLike,
        theta: ArrayLike,
        phi: ArrayLike,
        diff_n: int | None = None,
        n_max: int | None = None,
    ) -> Array[complexfloating]:
        """Spherical harmonics of integer degree `n` and order `m`, in the default complex dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.sph_harm_y.html

        `theta` and `phi` must be float32 or float64; `n_max` must be given under `jit`.
        """
        ...

    @overload
    def wofz(z: Array[int64 | uint64 | float64 | complex128]) -> Array[complex128]: ...
    @overload
    def wofz(z: Array[integer | bool_ | floating | complex64]) -> Array[complex64]: ...
    @overload
    def wofz(z: ArrayLike) -> Array[complexfloating]: ...
    def wofz(z: ArrayLike) -> Array[complexfloating]:
        """Faddeeva function `exp(-z**2) * erfc(-iz)`; complex, of the operand's precision.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.wofz.html
        """
        ...

    @overload
    def xlog1py(x: np.float64 | np.complex128, y: ArrayLike) -> Array[inexact]: ...
    @overload
    def xlog1py(x: ArrayLike, y: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def xlog1py(
        x: Array[SameInexactT],
        y: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def xlog1py(
        x: Array[SameInexactT] | int | float,
        y: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def xlog1py(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        y: int,
    ) -> Array[float32]: ...
    @overload
    def xlog1py(x: Array[int64 | uint64], y: int) -> Array[float64]: ...
    @overload
    def xlog1py(
        x: Array[floating | integer | bool_] | float,
        y: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def xlog1py(x: ArrayLike, y: ArrayLike) -> Array[inexact]: ...
    def xlog1py(x: ArrayLike, y: ArrayLike) -> Array[inexact]:
        """`x * log1p(y)`, 0 where `x` is 0.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.xlog1py.html
        """
        ...

    @overload
    def xlogy(x: np.float64 | np.complex128, y: ArrayLike) -> Array[inexact]: ...
    @overload
    def xlogy(x: ArrayLike, y: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def xlogy(
        x: Array[SameInexactT],
        y: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def xlogy(
        x: Array[SameInexactT] | int | float,
        y: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def xlogy(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        y: int,
    ) -> Array[float32]: ...
    @overload
    def xlogy(x: Array[int64 | uint64], y: int) -> Array[float64]: ...
    @overload
    def xlogy(
        x: Array[floating | integer | bool_] | float,
        y: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def xlogy(x: ArrayLike, y: ArrayLike) -> Array[inexact]: ...
    def xlogy(x: ArrayLike, y: ArrayLike) -> Array[inexact]:
        """`x * log(y)`, 0 where `x` is 0.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.xlogy.html
        """
        ...

    @overload
    def zeta(x: np.float64 | np.complex128, q: ArrayLike) -> Array[floating]: ...
    @overload
    def zeta(x: ArrayLike, q: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def zeta(
        x: Array[SameFloatingT],
        q: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def zeta(
        x: Array[SameFloatingT] | int | float,
        q: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def zeta(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        q: int,
    ) -> Array[float32]: ...
    @overload
    def zeta(x: Array[int64 | uint64], q: int) -> Array[float64]: ...
    @overload
    def zeta(x: ArrayLike, q: ArrayLike) -> Array[floating]: ...
    def zeta(x: ArrayLike, q: ArrayLike | None = None) -> Array[floating]:
        """Hurwitz zeta function; JAX requires `q`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.special.zeta.html
        """
        ...

    # END GENERATED

else:
    from jax.scipy.special import (
        bernoulli,
        bessel_jn,
        beta,
        betainc,
        betaln,
        boxcox,
        boxcox1p,
        comb,
        dawsn,
        digamma,
        entr,
        erf,
        erfc,
        erfcx,
        erfinv,
        exp1,
        expi,
        expit,
        expn,
        factorial,
        fresnel,
        gamma,
        gammainc,
        gammaincc,
        gammaln,
        gammasgn,
        hyp1f1,
        hyp2f1,
        i0,
        i0e,
        i1,
        i1e,
        kl_div,
        log_ndtr,
        log_softmax,
        loggamma,
        logit,
        logsumexp,
        multigammaln,
        ndtr,
        ndtri,
        owens_t,
        poch,
        polygamma,
        rel_entr,
        sici,
        softmax,
        spence,
        sph_harm_y,
        wofz,
        xlog1py,
        xlogy,
        zeta,
    )

    from typedjax._src.newer import jax_object

    erfcinv = jax_object("jax.scipy.special", "erfcinv")  # JAX 0.12.0 and newer

    def __getattr__(name: str) -> NoReturn:
        raise missing("special", name)
