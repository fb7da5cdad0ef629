# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.pareto` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "ppf", "sf"]

if TYPE_CHECKING:
    from typing import overload

    import numpy as np

    from typedjax._src.numpy.dtype_codes import SameFloatingT, SameInexactT
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
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(x: Array[int64 | uint64], b: int, loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def cdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def cdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Cumulative distribution function at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.cdf.html
        """
        ...

    @overload
    def logcdf(
        x: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[int64 | uint64],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logcdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the cumulative distribution function at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.logcdf.html
        """
        ...

    @overload
    def logpdf(
        x: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[int64 | uint64],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logpdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the probability density at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.logpdf.html
        """
        ...

    @overload
    def logsf(
        x: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(x: Array[int64 | uint64], b: int, loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def logsf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logsf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the survival function at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.logsf.html
        """
        ...

    @overload
    def pdf(
        x: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(x: Array[int64 | uint64], b: int, loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def pdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def pdf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Probability density at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.pdf.html
        """
        ...

    @overload
    def ppf(
        q: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[inexact]: ...
    @overload
    def ppf(
        q: Array[SameInexactT],
        b: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[SameInexactT] | int | float,
        b: Array[SameInexactT],
        loc: Array[SameInexactT] | int | float = 0,
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[SameInexactT] | int | float,
        b: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT],
        scale: Array[SameInexactT] | int | float = 1,
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[SameInexactT] | int | float,
        b: Array[SameInexactT] | int | float,
        loc: Array[SameInexactT] | int | float,
        scale: Array[SameInexactT],
    ) -> Array[SameInexactT]: ...
    @overload
    def ppf(
        q: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def ppf(q: Array[int64 | uint64], b: int, loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def ppf(
        q: Array[floating | integer | bool_] | float,
        b: Array[floating | integer | bool_] | float,
        loc: Array[floating | integer | bool_] | float = 0,
        scale: Array[floating | integer | bool_] | float = 1,
    ) -> Array[floating]: ...
    @overload
    def ppf(
        q: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[inexact]: ...
    def ppf(q: ArrayLike, b: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[inexact]:
        """Quantile function (the inverse of `cdf`) at `q` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.ppf.html
        """
        ...

    @overload
    def sf(
        x: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(x: Array[int64 | uint64], b: int, loc: int = 0, scale: int = 1) -> Array[float64]: ...
    @overload
    def sf(
        x: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def sf(x: ArrayLike, b: ArrayLike, loc: ArrayLike = 0, scale: ArrayLike = 1) -> Array[floating]:
        """Survival function (`1 - cdf`) at `x` of the pareto distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.pareto.sf.html
        """
        ...

else:
    from jax.scipy.stats.pareto import (
        cdf,
        logcdf,
        logpdf,
        logsf,
        pdf,
        ppf,
        sf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.pareto", name)
# END GENERATED
