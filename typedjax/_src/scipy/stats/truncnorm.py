# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.truncnorm` re-exports: JAX's functions, declared.

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

    from typedjax.array import Array
    from typedjax.typing import ArrayLike, float32, float64, floating

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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def cdf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def cdf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def cdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def cdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def cdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Cumulative distribution function at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.cdf.html
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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def logcdf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logcdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Log of the cumulative distribution function at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.logcdf.html
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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def logpdf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logpdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Log of the probability density at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.logpdf.html
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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def logsf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logsf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logsf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logsf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def logsf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Log of the survival function at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.logsf.html
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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def pdf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def pdf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Probability density at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.pdf.html
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
        x: Array[float32],
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[float32] | int | float,
        a: Array[float32],
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32],
        loc: Array[float32] | int | float = 0,
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32],
        scale: Array[float32] | int | float = 1,
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[float32] | int | float,
        a: Array[float32] | int | float,
        b: Array[float32] | int | float,
        loc: Array[float32] | int | float,
        scale: Array[float32],
    ) -> Array[float32]: ...
    @overload
    def sf(
        x: Array[float64],
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def sf(
        x: Array[float64] | int | float,
        a: Array[float64],
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def sf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64],
        loc: Array[float64] | int | float = 0,
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def sf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64],
        scale: Array[float64] | int | float = 1,
    ) -> Array[float64]: ...
    @overload
    def sf(
        x: Array[float64] | int | float,
        a: Array[float64] | int | float,
        b: Array[float64] | int | float,
        loc: Array[float64] | int | float,
        scale: Array[float64],
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
        """Survival function (`1 - cdf`) at `x` of the truncnorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.truncnorm.sf.html
        """
        ...

else:
    from jax.scipy.stats.truncnorm import (
        cdf,
        logcdf,
        logpdf,
        logsf,
        pdf,
        sf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.truncnorm", name)
# END GENERATED
