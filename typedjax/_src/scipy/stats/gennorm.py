# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.gennorm` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["cdf", "logpdf", "pdf"]

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
    def cdf(x: np.float64 | np.complex128, beta: ArrayLike) -> Array[floating]: ...
    @overload
    def cdf(x: ArrayLike, beta: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT],
        beta: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[SameFloatingT] | int | float,
        beta: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        beta: int,
    ) -> Array[float32]: ...
    @overload
    def cdf(x: Array[int64 | uint64], beta: int) -> Array[float64]: ...
    @overload
    def cdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]: ...
    def cdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]:
        """Cumulative distribution function at `x` of the gennorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gennorm.cdf.html
        """
        ...

    @overload
    def logpdf(x: np.float64 | np.complex128, beta: ArrayLike) -> Array[floating]: ...
    @overload
    def logpdf(x: ArrayLike, beta: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT],
        beta: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[SameFloatingT] | int | float,
        beta: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        beta: int,
    ) -> Array[float32]: ...
    @overload
    def logpdf(x: Array[int64 | uint64], beta: int) -> Array[float64]: ...
    @overload
    def logpdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]: ...
    def logpdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]:
        """Log of the probability density at `x` of the gennorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gennorm.logpdf.html
        """
        ...

    @overload
    def pdf(x: np.float64 | np.complex128, beta: ArrayLike) -> Array[floating]: ...
    @overload
    def pdf(x: ArrayLike, beta: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT],
        beta: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[SameFloatingT] | int | float,
        beta: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def pdf(
        x: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        beta: int,
    ) -> Array[float32]: ...
    @overload
    def pdf(x: Array[int64 | uint64], beta: int) -> Array[float64]: ...
    @overload
    def pdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]: ...
    def pdf(x: ArrayLike, beta: ArrayLike) -> Array[floating]:
        """Probability density at `x` of the gennorm distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gennorm.pdf.html
        """
        ...

else:
    from jax.scipy.stats.gennorm import (
        cdf,
        logpdf,
        pdf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.gennorm", name)
# END GENERATED
