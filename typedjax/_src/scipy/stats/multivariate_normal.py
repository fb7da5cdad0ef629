# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.multivariate_normal` re-exports: JAX's functions, declared.

Written by `tools/gen_scipy_stats.py` (the whole file); run it, never edit this.
"""

# pytype: skip-file
# pytype analyses each module in a process of its own, and the 26 distribution modules
# cost a cold suite run about 95 s of CPU (2 cores); to pytype each is `Any`, which can
# give no false positive. mypy, pyright, pyrefly and ty read every row.
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = ["logpdf", "pdf"]

if TYPE_CHECKING:
    from typing import overload

    import numpy as np

    from typedjax._src.numpy.dtype_codes import SameInexactT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bool_,
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

    @overload
    def logpdf(
        x: np.float64 | np.complex128,
        mean: ArrayLike,
        cov: ArrayLike,
        allow_singular: None = None,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        mean: np.float64 | np.complex128,
        cov: ArrayLike,
        allow_singular: None = None,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        mean: ArrayLike,
        cov: np.float64 | np.complex128,
        allow_singular: None = None,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT],
        mean: Array[SameInexactT] | int | float,
        cov: Array[SameInexactT] | int | float,
        allow_singular: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT] | int | float,
        mean: Array[SameInexactT],
        cov: Array[SameInexactT] | int | float,
        allow_singular: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT] | int | float,
        mean: Array[SameInexactT] | int | float,
        cov: Array[SameInexactT],
        allow_singular: None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        mean: int,
        cov: int,
        allow_singular: None = None,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[int64 | uint64],
        mean: int,
        cov: int,
        allow_singular: None = None,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[floating | integer | bool_] | float,
        mean: Array[floating | integer | bool_] | float,
        cov: Array[floating | integer | bool_] | float,
        allow_singular: None = None,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        mean: ArrayLike,
        cov: ArrayLike,
        allow_singular: None = None,
    ) -> Array[inexact]: ...
    def logpdf(
        x: ArrayLike,
        mean: ArrayLike,
        cov: ArrayLike,
        allow_singular: None = None,
    ) -> Array[inexact]:
        """Log of the probability density at `x` of the multivariate_normal distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.multivariate_normal.logpdf.html
        """
        ...

    @overload
    def pdf(x: np.float64 | np.complex128, mean: ArrayLike, cov: ArrayLike) -> Array[inexact]: ...
    @overload
    def pdf(x: ArrayLike, mean: np.float64 | np.complex128, cov: ArrayLike) -> Array[inexact]: ...
    @overload
    def pdf(x: ArrayLike, mean: ArrayLike, cov: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def pdf(
        x: Array[SameInexactT],
        mean: Array[SameInexactT] | int | float,
        cov: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[SameInexactT] | int | float,
        mean: Array[SameInexactT],
        cov: Array[SameInexactT] | int | float,
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[SameInexactT] | int | float,
        mean: Array[SameInexactT] | int | float,
        cov: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        mean: int,
        cov: int,
    ) -> Array[float32]: ...
    @overload
    def pdf(x: Array[int64 | uint64], mean: int, cov: int) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[floating | integer | bool_] | float,
        mean: Array[floating | integer | bool_] | float,
        cov: Array[floating | integer | bool_] | float,
    ) -> Array[floating]: ...
    @overload
    def pdf(x: ArrayLike, mean: ArrayLike, cov: ArrayLike) -> Array[inexact]: ...
    def pdf(x: ArrayLike, mean: ArrayLike, cov: ArrayLike) -> Array[inexact]:
        """Probability density at `x` of the multivariate_normal distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.multivariate_normal.pdf.html
        """
        ...

else:
    from jax.scipy.stats.multivariate_normal import (
        logpdf,
        pdf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.multivariate_normal", name)
# END GENERATED
