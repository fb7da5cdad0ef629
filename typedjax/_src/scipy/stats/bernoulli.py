# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.bernoulli` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["cdf", "logpmf", "pmf", "ppf"]

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
    def cdf(k: np.float64 | np.complex128, p: ArrayLike) -> Array[floating]: ...
    @overload
    def cdf(k: ArrayLike, p: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def cdf(
        k: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        k: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def cdf(
        k: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        p: int,
    ) -> Array[float32]: ...
    @overload
    def cdf(k: Array[int64 | uint64], p: int) -> Array[float64]: ...
    @overload
    def cdf(k: ArrayLike, p: ArrayLike) -> Array[floating]: ...
    def cdf(k: ArrayLike, p: ArrayLike) -> Array[floating]:
        """Cumulative distribution function at `k` of the bernoulli distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.bernoulli.cdf.html
        """
        ...

    @overload
    def logpmf(
        k: np.float64 | np.complex128,
        p: ArrayLike,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def logpmf(
        k: ArrayLike,
        p: np.float64 | np.complex128,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def logpmf(k: ArrayLike, p: ArrayLike, loc: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        p: int,
        loc: int = 0,
    ) -> Array[float32]: ...
    @overload
    def logpmf(k: Array[int64 | uint64], p: int, loc: int = 0) -> Array[float64]: ...
    @overload
    def logpmf(k: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]: ...
    def logpmf(k: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]:
        """Log of the probability mass at `k` of the bernoulli distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.bernoulli.logpmf.html
        """
        ...

    @overload
    def pmf(k: np.float64 | np.complex128, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]: ...
    @overload
    def pmf(k: ArrayLike, p: np.float64 | np.complex128, loc: ArrayLike = 0) -> Array[floating]: ...
    @overload
    def pmf(k: ArrayLike, p: ArrayLike, loc: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        p: int,
        loc: int = 0,
    ) -> Array[float32]: ...
    @overload
    def pmf(k: Array[int64 | uint64], p: int, loc: int = 0) -> Array[float64]: ...
    @overload
    def pmf(k: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]: ...
    def pmf(k: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]:
        """Probability mass at `k` of the bernoulli distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.bernoulli.pmf.html
        """
        ...

    @overload
    def ppf(q: np.float64 | np.complex128, p: ArrayLike) -> Array[floating]: ...
    @overload
    def ppf(q: ArrayLike, p: np.float64 | np.complex128) -> Array[floating]: ...
    @overload
    def ppf(
        q: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
    ) -> Array[SameFloatingT]: ...
    @overload
    def ppf(
        q: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def ppf(
        q: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        p: int,
    ) -> Array[float32]: ...
    @overload
    def ppf(q: Array[int64 | uint64], p: int) -> Array[float64]: ...
    @overload
    def ppf(q: ArrayLike, p: ArrayLike) -> Array[floating]: ...
    def ppf(q: ArrayLike, p: ArrayLike) -> Array[floating]:
        """Quantile function (the inverse of `cdf`) at `q` of the bernoulli distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.bernoulli.ppf.html
        """
        ...

else:
    from jax.scipy.stats.bernoulli import (
        cdf,
        logpmf,
        pmf,
        ppf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.bernoulli", name)
# END GENERATED
