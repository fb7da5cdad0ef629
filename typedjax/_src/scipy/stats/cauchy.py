# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.cauchy` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["cdf", "isf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

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
    def cdf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def cdf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def cdf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def cdf(x: ArrayLike, loc: ArrayLike, scale: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def cdf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def cdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def cdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def cdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def cdf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def cdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Cumulative distribution function at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.cdf.html
        """
        ...

    @overload
    def isf(
        q: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def isf(
        q: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def isf(
        q: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def isf(q: ArrayLike, loc: ArrayLike, scale: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def isf(
        q: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def isf(
        q: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def isf(
        q: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def isf(
        q: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def isf(q: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def isf(
        q: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def isf(q: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def isf(q: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Inverse survival function at `q` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.isf.html
        """
        ...

    @overload
    def logcdf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logcdf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logcdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logcdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def logcdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def logcdf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def logcdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Log of the cumulative distribution function at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.logcdf.html
        """
        ...

    @overload
    def logpdf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def logpdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def logpdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Log of the probability density at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.logpdf.html
        """
        ...

    @overload
    def logsf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logsf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def logsf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logsf(
        x: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def logsf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logsf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def logsf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def logsf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def logsf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def logsf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Log of the survival function at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.logsf.html
        """
        ...

    @overload
    def pdf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def pdf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def pdf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def pdf(x: ArrayLike, loc: ArrayLike, scale: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def pdf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def pdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def pdf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Probability density at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.pdf.html
        """
        ...

    @overload
    def ppf(
        q: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def ppf(q: ArrayLike, loc: ArrayLike, scale: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def ppf(
        q: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def ppf(q: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def ppf(
        q: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def ppf(q: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def ppf(q: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Quantile function (the inverse of `cdf`) at `q` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.ppf.html
        """
        ...

    @overload
    def sf(
        x: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def sf(
        x: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def sf(
        x: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def sf(x: ArrayLike, loc: ArrayLike, scale: np.float64 | np.complex128) -> Array[inexact]: ...
    @overload
    def sf(
        x: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def sf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def sf(
        x: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def sf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(x: Array[int64 | uint64], loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def sf(
        x: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]: ...
    def sf(x: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Survival function (`1 - cdf`) at `x` of the cauchy distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.cauchy.sf.html
        """
        ...

else:
    from jax.scipy.stats.cauchy import (
        cdf,
        isf,
        logcdf,
        logpdf,
        logsf,
        pdf,
        ppf,
        sf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.cauchy", name)
# END GENERATED
