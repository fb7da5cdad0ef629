"""What `typedjax.scipy.fft` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_misc.py`; edit its tables and run it,
never the generated block.
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

__all__: list[str] = ["dct", "dctn", "idct", "idctn"]

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Literal, overload

    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        float16,
        float32,
        float64,
        floating,
        inexact,
        integer,
    )

    # BEGIN GENERATED (tools/gen_scipy_misc.py)
    @overload
    def dct(
        x: Array[float32 | float16 | bfloat16],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def dct(
        x: Array[complex64],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def dct(
        x: Array[float64],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def dct(
        x: Array[complex128],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def dct(
        x: Array[integer | bool_],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[floating]: ...
    @overload
    def dct(
        x: ArrayLike,
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]: ...
    def dct(
        x: ArrayLike,
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]:
        """Type-II discrete cosine transform along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.fft.dct.html
        """
        ...

    @overload
    def dctn(
        x: Array[float32 | float16 | bfloat16],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def dctn(
        x: Array[complex64],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def dctn(
        x: Array[float64],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def dctn(
        x: Array[complex128],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def dctn(
        x: Array[integer | bool_],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[floating]: ...
    @overload
    def dctn(
        x: ArrayLike,
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]: ...
    def dctn(
        x: ArrayLike,
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]:
        """Type-II discrete cosine transform over `axes` (all by default).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.fft.dctn.html
        """
        ...

    @overload
    def idct(
        x: Array[float32 | float16 | bfloat16],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def idct(
        x: Array[complex64],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def idct(
        x: Array[float64],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def idct(
        x: Array[complex128],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def idct(
        x: Array[integer | bool_],
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[floating]: ...
    @overload
    def idct(
        x: ArrayLike,
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]: ...
    def idct(
        x: ArrayLike,
        type: Literal[2] = 2,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]:
        """Inverse of the type-II discrete cosine transform along `axis`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.fft.idct.html
        """
        ...

    @overload
    def idctn(
        x: Array[float32 | float16 | bfloat16],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def idctn(
        x: Array[complex64],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex64]: ...
    @overload
    def idctn(
        x: Array[float64],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def idctn(
        x: Array[complex128],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[complex128]: ...
    @overload
    def idctn(
        x: Array[integer | bool_],
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[floating]: ...
    @overload
    def idctn(
        x: ArrayLike,
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]: ...
    def idctn(
        x: ArrayLike,
        type: Literal[2] = 2,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho"] | None = None,
    ) -> Array[inexact]:
        """Inverse of the type-II discrete cosine transform over `axes`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.fft.idctn.html
        """
        ...

    # END GENERATED
else:
    from jax.scipy.fft import (
        dct,
        dctn,
        idct,
        idctn,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("fft", name)
