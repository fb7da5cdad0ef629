"""What `typedjax.scipy.stats` re-exports besides its distributions, with the declarations.

JAX's summary statistics `mode`, `rankdata` and `sem` and its class `gaussian_kde`; the
declarations are written by `tools/gen_scipy_stats.py` between the markers below.
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

__all__: list[str] = ["gaussian_kde", "mode", "rankdata", "sem"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Generic, Literal, NamedTuple, TypeVar, overload

    from typedjax._src.numpy.dtype_codes import GenericT, InexactT
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bool_,
        complexfloating,
        float32,
        float64,
        floating,
        generic,
        inexact,
        int4,
        int8,
        int16,
        int32,
        int64,
        integer,
        signedinteger,
        uint4,
        uint8,
        uint16,
        uint32,
        uint64,
    )

    # pytype lacks variance (mypy and pyright use it):
    # pytype: disable=not-supported-yet
    _GenericT_co = TypeVar("_GenericT_co", bound=generic, covariant=True)
    # pytype: enable=not-supported-yet

    class _ModeResult(NamedTuple, Generic[_GenericT_co]):
        """`mode`'s result (JAX's `ModeResult`): the values and how often each occurs."""

        mode: Array[_GenericT_co]
        count: Array[signedinteger]  # type: ignore[assignment]  # pyright: ignore[reportIncompatibleMethodOverride]  # JAX's field shadows tuple.count

    # BEGIN GENERATED (tools/gen_scipy_stats.py)
    class gaussian_kde:
        """Gaussian kernel density estimate of `dataset` (JAX's class, a pytree).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.html

        Its arrays have the dataset's float dtype (integers give the default float); JAX
        refuses complex data. `set_bandwidth` and `integrate_box`, which JAX does not
        implement, are left out.
        """

        neff: Array[floating]
        dataset: Array[floating]
        weights: Array[floating]
        covariance: Array[floating]
        inv_cov: Array[floating]

        def __init__(
            self,
            dataset: ArrayLike,
            bw_method: str | ArrayLike | Callable[[gaussian_kde], ArrayLike] | None = None,
            weights: ArrayLike | None = None,
        ) -> None: ...
        @property
        def d(self) -> int:
            """Number of dimensions of the data."""
            ...

        @property
        def n(self) -> int:
            """Number of data points."""
            ...

        def evaluate(self, points: ArrayLike) -> Array[floating]:
            """The estimated density at each of `points` (shape `(d, m)` or `(m,)` for d=1).

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.evaluate.html
            """
            ...

        def __call__(self, points: ArrayLike) -> Array[floating]:
            """`evaluate(points)`."""
            ...

        def pdf(self, x: ArrayLike) -> Array[floating]:
            """`evaluate(x)`.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.pdf.html
            """
            ...

        def logpdf(self, x: ArrayLike) -> Array[floating]:
            """Log of the estimated density at each of `x`.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.logpdf.html
            """
            ...

        def integrate_gaussian(self, mean: ArrayLike, cov: ArrayLike) -> Array[floating]:
            """Integral of the density times a Gaussian of `mean` and `cov`.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.integrate_gaussian.html
            """
            ...

        def integrate_box_1d(self, low: ArrayLike, high: ArrayLike) -> Array[floating]:
            """Integral of a one-dimensional density from `low` to `high`.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.integrate_box_1d.html
            """
            ...

        def integrate_kde(self, other: gaussian_kde) -> Array[floating]:
            """Integral of the product of this density and `other`'s.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.integrate_kde.html
            """
            ...

        def resample(self, key: ArrayLike, shape: tuple[int, ...] = ()) -> Array[floating]:
            """Random draws from the density, of shape `(d, *shape)`, with the PRNG key `key`.

            JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.gaussian_kde.resample.html
            """
            ...

        def tree_flatten(self) -> tuple[tuple[Array[floating], ...], None]:
            """The pytree children (the five arrays) and no auxiliary data."""
            ...

        @classmethod
        def tree_unflatten(
            cls, aux_data: None, children: tuple[Array[floating], ...]
        ) -> gaussian_kde:
            """The estimate rebuilt from `tree_flatten`'s parts."""
            ...

    @overload
    def mode(
        a: Array[GenericT],
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[GenericT]: ...
    @overload
    def mode(
        a: bool,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[bool_]: ...
    @overload
    def mode(
        a: int,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[signedinteger]: ...
    @overload
    def mode(
        a: float,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[floating]: ...
    @overload
    def mode(
        a: complex,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[complexfloating]: ...
    @overload
    def mode(
        a: ArrayLike,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[generic]: ...
    def mode(
        a: ArrayLike,
        axis: int | None = 0,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        keepdims: bool = False,
    ) -> _ModeResult[generic]:
        """The most frequent value along `axis` and its count, `(mode, count)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.mode.html

        `mode` has the input's dtype, `count` JAX's default integer.
        """
        ...

    def rankdata(
        a: ArrayLike,
        method: Literal["average", "min", "max", "dense", "ordinal"] = "average",
        *,
        axis: int | None = None,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
    ) -> Array[floating]:
        """Ranks of the data from 1, ties resolved by `method`; the default float for any method.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.rankdata.html
        """
        ...

    @overload
    def sem(
        a: Array[InexactT],
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[InexactT]: ...
    @overload
    def sem(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[float32]: ...
    @overload
    def sem(
        a: Array[int64 | uint64],
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[float64]: ...
    @overload
    def sem(
        a: Array[integer | bool_],
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[floating]: ...
    @overload
    def sem(
        a: ArrayLike,
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[inexact]: ...
    def sem(
        a: ArrayLike,
        axis: int | None = 0,
        ddof: int = 1,
        nan_policy: Literal["propagate", "raise", "omit"] = "propagate",
        *,
        keepdims: bool = False,
    ) -> Array[inexact]:
        """Standard error of the mean along `axis`; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.stats.sem.html
        """
        ...

    # END GENERATED

else:
    from jax.scipy.stats import gaussian_kde, mode, rankdata, sem

    def __getattr__(name: str) -> NoReturn:
        raise missing("stats", name)
