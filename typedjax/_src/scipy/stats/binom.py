# BEGIN GENERATED (tools/gen_scipy_stats.py)
"""What `typedjax.scipy.stats.binom` re-exports: JAX's functions, declared.

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

__all__: list[str] = ["logpmf", "pmf"]

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
    def logpmf(
        k: np.float64 | np.complex128,
        n: ArrayLike,
        p: ArrayLike,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def logpmf(
        k: ArrayLike,
        n: np.float64 | np.complex128,
        p: ArrayLike,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def logpmf(
        k: ArrayLike,
        n: ArrayLike,
        p: np.float64 | np.complex128,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def logpmf(
        k: ArrayLike,
        n: ArrayLike,
        p: ArrayLike,
        loc: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT],
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def logpmf(
        k: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        n: int,
        p: int,
        loc: int = 0,
    ) -> Array[float32]: ...
    @overload
    def logpmf(k: Array[int64 | uint64], n: int, p: int, loc: int = 0) -> Array[float64]: ...
    @overload
    def logpmf(k: ArrayLike, n: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]: ...
    def logpmf(k: ArrayLike, n: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]:
        """Log of the probability mass at `k` of the binom distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.binom.logpmf.html
        """
        ...

    @overload
    def pmf(
        k: np.float64 | np.complex128,
        n: ArrayLike,
        p: ArrayLike,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def pmf(
        k: ArrayLike,
        n: np.float64 | np.complex128,
        p: ArrayLike,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def pmf(
        k: ArrayLike,
        n: ArrayLike,
        p: np.float64 | np.complex128,
        loc: ArrayLike = 0,
    ) -> Array[floating]: ...
    @overload
    def pmf(
        k: ArrayLike,
        n: ArrayLike,
        p: ArrayLike,
        loc: np.float64 | np.complex128,
    ) -> Array[floating]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT],
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT],
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT],
        loc: Array[SameFloatingT] | int | float = 0,
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[SameFloatingT] | int | float,
        n: Array[SameFloatingT] | int | float,
        p: Array[SameFloatingT] | int | float,
        loc: Array[SameFloatingT],
    ) -> Array[SameFloatingT]: ...
    @overload
    def pmf(
        k: Array[int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        n: int,
        p: int,
        loc: int = 0,
    ) -> Array[float32]: ...
    @overload
    def pmf(k: Array[int64 | uint64], n: int, p: int, loc: int = 0) -> Array[float64]: ...
    @overload
    def pmf(k: ArrayLike, n: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]: ...
    def pmf(k: ArrayLike, n: ArrayLike, p: ArrayLike, loc: ArrayLike = 0) -> Array[floating]:
        """Probability mass at `k` of the binom distribution.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.binom.pmf.html
        """
        ...

else:
    from jax.scipy.stats.binom import (
        logpmf,
        pmf,
    )

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats.binom", name)
# END GENERATED
