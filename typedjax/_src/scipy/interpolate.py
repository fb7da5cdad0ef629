"""What `typedjax.scipy.interpolate` re-exports: JAX's own objects, with their declarations."""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type

from __future__ import annotations

from typing import TYPE_CHECKING, NoReturn

from typedjax._src.scipy.scope import missing

__all__: list[str] = ["RegularGridInterpolator"]

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal

    from typedjax.array import Array
    from typedjax.typing import ArrayLike, inexact

    class RegularGridInterpolator:
        """Interpolation of `values` given on the rectilinear grid `points`, at any points.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.interpolate.RegularGridInterpolator.html
        """

        def __init__(
            self,
            points: Sequence[ArrayLike],
            values: ArrayLike,
            method: Literal["linear", "nearest"] = "linear",
            bounds_error: Literal[False] = False,
            fill_value: ArrayLike | None = float("nan"),
        ) -> None:
            """Store the grid `points` (one increasing vector per axis) and the `values` on it.

            Points outside the grid give `fill_value` (NaN by default), or are extrapolated
            for `fill_value=None`; JAX cannot raise for them (`bounds_error` stays False).
            """

        def __call__(
            self, xi: ArrayLike, method: Literal["linear", "nearest"] | None = None
        ) -> Array[inexact]:
            """The interpolated values at `xi` (shape `(..., ndim)`), in an inexact dtype."""
            ...
else:
    from jax.scipy.interpolate import RegularGridInterpolator

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("interpolate", name)
