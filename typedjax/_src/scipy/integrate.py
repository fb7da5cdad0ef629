"""What `typedjax.scipy.integrate` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_misc.py`; never edit the generated block.
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

__all__: list[str] = ["trapezoid"]

if TYPE_CHECKING:
    from typing import overload

    from typedjax._src.numpy.dtype_codes import InexactT
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

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def trapezoid(
        y: Array[InexactT],
        x: None = None,
        dx: int = ...,
        axis: int = -1,
    ) -> Array[InexactT]: ...
    @overload
    def trapezoid(
        y: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        x: None = None,
        dx: int = ...,
        axis: int = -1,
    ) -> Array[float32]: ...
    @overload
    def trapezoid(
        y: Array[int64 | uint64],
        x: None = None,
        dx: int = ...,
        axis: int = -1,
    ) -> Array[float64]: ...
    @overload
    def trapezoid(
        y: Array[integer | bool_],
        x: None = None,
        dx: int = ...,
        axis: int = -1,
    ) -> Array[floating]: ...
    @overload
    def trapezoid(
        y: Array[floating | integer | bool_],
        x: Array[floating | integer | bool_] | None = None,
        dx: float | Array[floating | integer | bool_] = ...,
        axis: int = -1,
    ) -> Array[floating]: ...
    @overload
    def trapezoid(
        y: ArrayLike,
        x: ArrayLike | None = None,
        dx: ArrayLike = 1.0,
        axis: int = -1,
    ) -> Array[inexact]: ...
    def trapezoid(
        y: ArrayLike,
        x: ArrayLike | None = None,
        dx: ArrayLike = 1.0,
        axis: int = -1,
    ) -> Array[inexact]:
        """Integral of `y` along `axis` by the trapezoidal rule, in `y`'s inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.integrate.trapezoid.html

        Sample points `x` or an array (or NumPy scalar) `dx` promote with `y`.
        """
        ...

    # END GENERATED
else:
    from jax.scipy.integrate import (
        trapezoid,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("integrate", name)
