# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.beta` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["cdf", "logcdf", "logpdf", "logsf", "pdf", "sf"]

if TYPE_CHECKING:
    from typing import overload

    import numpy as np

    from typedjax._src.numpy.dtype_codes import SameFloatingT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        float32,
        float64,
        floating,
        int4,
        int8,
        int16,
        int32,
        int64,
        uint4,
        uint8,
        uint16,
        uint32,
        uint64,
    )

    @overload
    def cdf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def cdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Cumulative distribution function at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.cdf.html
        """
        ...

    @overload
    def logcdf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logcdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logcdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the cumulative distribution function at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.logcdf.html
        """
        ...

    @overload
    def logpdf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logpdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the probability density at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.logpdf.html
        """
        ...

    @overload
    def logsf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logsf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def logsf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Log of the survival function at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.logsf.html
        """
        ...

    @overload
    def pdf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def pdf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Probability density at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.pdf.html
        """
        ...

    @overload
    def sf(
        x: np.float64 | np.complex128,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: np.float64 | np.complex128,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: np.float64 | np.complex128,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: np.float64 | np.complex128,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        *,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike,
        scale: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def sf(
        x: Array[SameFloatingT],
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT],
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
        scale: Array[SameFloatingT] | int | float = 1,
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[SameFloatingT] | int | float,
        a: Array[SameFloatingT] | int | float,
        b: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float,
        scale: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def sf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[int64 | uint64],
        a: int,
        b: int,
        loc: int = 0,
        scale: int = 1,
    ) -> Array[float64]: ...
    @overload
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]: ...
    def sf(
        x: ArrayLike,
        a: ArrayLike,
        b: ArrayLike,
        loc: ArrayLike = 0,
        scale: ArrayLike = 1,
    ) -> Array[floating]:
        """Survival function (`1 - cdf`) at `x` of the beta distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.beta.sf.html
        """
        ...

else:
    from jax.scipy.stats.beta import (
        cdf,
        logcdf,
        logpdf,
        logsf,
        pdf,
        sf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.beta", name)
# END GENERATED
