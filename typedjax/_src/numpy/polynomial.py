"""The hand-written part of `typedjax.numpy`'s polynomials: `poly`, `roots` and `polyfit`.

Each has a result of its own (`roots` are complex, `poly` keeps the roots' dtype
but a matrix's eigenvalues are complex, `polyfit`'s `full` and `cov` change the
result's form), so they are declared by hand; their runtime objects are JAX's own
functions. The polynomial arithmetic (`polyadd`, `polymul`, `polyval`, `polyder`,
...) is declared in `typedjax/_src/generated/numpy/polynomial.py` (written by
`tools/gen/numpy_polynomial.py`).
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, overload

from typedjax._src.generated.typing.vocabulary import ComplexT, FloatingT, SameInexactT
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    complex64,
    complex128,
    complexfloating,
    float32,
    float64,
    floating,
    generic,
    inexact,
    signedinteger,
)

__all__: list[str] = ["poly", "polyfit", "roots"]

if TYPE_CHECKING:
    # The roots of a 1-D input keep its dtype; a square matrix's eigenvalues are complex.
    # Hand-written, a one-off: roots keep their dtype but a matrix's eigenvalues are complex.
    @overload
    def poly(seq_of_zeros: Array[ComplexT]) -> Array[ComplexT]: ...
    @overload
    def poly(seq_of_zeros: Array[FloatingT]) -> Array[FloatingT | complexfloating]: ...
    @overload
    def poly(seq_of_zeros: ArrayLike) -> Array[inexact]: ...
    def poly(seq_of_zeros: ArrayLike) -> Array[inexact]:
        """Coefficients of the monic polynomial with the given roots (or matrix eigenvalues).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.poly.html
        """
        ...

    # Hand-written, a one-off: complex roots, of the input's precision.
    @overload
    def roots(p: Array[float32 | complex64], *, strip_zeros: bool = True) -> Array[complex64]: ...
    @overload
    def roots(p: Array[float64 | complex128], *, strip_zeros: bool = True) -> Array[complex128]: ...
    @overload
    def roots(p: ArrayLike, *, strip_zeros: bool = True) -> Array[complexfloating]: ...
    def roots(p: ArrayLike, *, strip_zeros: bool = True) -> Array[complexfloating]:
        """The roots of the polynomial `p`, always complex.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.roots.html
        """
        ...

    # full=True gives (coefficients, residuals, rank, singular values, rcond);
    # cov=True gives (coefficients, covariance). The fit is inexact in the promoted
    # dtype of x, y and the weights (integer x needs an explicit rcond).
    # Hand-written, a one-off: `full` and `cov` change the result's form.
    @overload
    def polyfit(
        x: Array[SameInexactT],
        y: Array[SameInexactT],
        deg: int,
        rcond: float | None = None,
        full: Literal[False] = False,
        w: None = None,
        cov: Literal[False] = False,
    ) -> Array[SameInexactT]: ...
    @overload
    def polyfit(
        x: ArrayLike,
        y: ArrayLike,
        deg: int,
        rcond: float | None = None,
        full: Literal[False] = False,
        w: ArrayLike | None = None,
        cov: Literal[False] = False,
    ) -> Array[inexact]: ...
    @overload
    def polyfit(
        x: Array[SameInexactT],
        y: Array[SameInexactT],
        deg: int,
        rcond: float | None = None,
        *,
        full: Literal[True],
        w: None = None,
        cov: bool | str = False,
    ) -> tuple[
        Array[SameInexactT], Array[floating], Array[signedinteger], Array[floating], Array[floating]
    ]: ...
    @overload
    def polyfit(
        x: ArrayLike,
        y: ArrayLike,
        deg: int,
        rcond: float | None = None,
        *,
        full: Literal[True],
        w: ArrayLike | None = None,
        cov: bool | str = False,
    ) -> tuple[
        Array[inexact], Array[floating], Array[signedinteger], Array[floating], Array[floating]
    ]: ...
    @overload
    def polyfit(
        x: Array[SameInexactT],
        y: Array[SameInexactT],
        deg: int,
        rcond: float | None = None,
        full: Literal[False] = False,
        w: None = None,
        *,
        cov: Literal[True, "unscaled"],
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def polyfit(
        x: ArrayLike,
        y: ArrayLike,
        deg: int,
        rcond: float | None = None,
        full: Literal[False] = False,
        w: ArrayLike | None = None,
        *,
        cov: Literal[True, "unscaled"],
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def polyfit(
        x: ArrayLike,
        y: ArrayLike,
        deg: int,
        rcond: float | None = None,
        full: bool = False,
        w: ArrayLike | None = None,
        cov: bool | str = False,
    ) -> Array[inexact] | tuple[Array[generic], ...]: ...
    def polyfit(
        x: ArrayLike,
        y: ArrayLike,
        deg: int,
        rcond: float | None = None,
        full: bool = False,
        w: ArrayLike | None = None,
        cov: bool | str = False,
    ) -> Array[inexact] | tuple[Array[generic], ...]:
        """Least-squares polynomial fit of degree `deg`; `full` and `cov` add diagnostics.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polyfit.html
        """
        ...

else:
    from jax.numpy import poly, polyfit, roots
