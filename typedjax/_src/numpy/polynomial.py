"""Polynomials as coefficient arrays: `polyval`, `polyfit`, `roots`, `poly`, ...

Addition, subtraction and evaluation promote by JAX's table; products,
quotients, derivatives, integrals and fits are inexact (integers and booleans
give JAX's default float); `roots` are complex. The runtime objects are JAX's
own functions; the two-operand overloads between the markers are written by
`tools/gen_numpy_manipulation.py`.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (NumPy scalars subclass Python's, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, overload

import numpy as np

from typedjax._src.numpy.dtype_codes import (
    ComplexT,
    FloatingT,
    GenericT,
    InexactT,
    NumberT,
    SameNarrowT,
    SameT,
)
from typedjax._src.numpy.products import SameInexactT
from typedjax._src.typing.like import NumPyBool, NumPyNumber
from typedjax.array import Array
from typedjax.typing import (
    ArrayLike,
    bool_,
    complex64,
    complex128,
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
    number,
    signedinteger,
    uint4,
    uint8,
    uint16,
    uint32,
    uint64,
    unsignedinteger,
)

__all__: list[str] = [
    "poly", "polyadd", "polyder", "polydiv", "polyfit", "polyint", "polymul", "polysub",
    "polyval", "roots",
]  # fmt: skip

if TYPE_CHECKING:
    # BEGIN GENERATED (tools/gen_numpy_manipulation.py)
    @overload
    def polyadd(
        a1: Array[uint8 | uint16 | uint32], a2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def polyadd(
        a1: Array[int8 | int16], a2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def polyadd(a1: Array[uint8 | uint16 | uint32], a2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def polyadd(a1: Array[signedinteger], a2: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def polyadd(a1: Array[SameT], a2: Array[SameT]) -> Array[SameT]: ...
    @overload
    def polyadd(a1: Array[SameNarrowT], a2: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def polyadd(
        a1: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]], a2: ArrayLike
    ) -> Array[generic]: ...
    @overload
    def polyadd(
        a1: ArrayLike, a2: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
    ) -> Array[generic]: ...
    @overload
    def polyadd(a1: Array[GenericT], a2: bool | Array[bool_]) -> Array[GenericT]: ...
    @overload
    def polyadd(a1: bool | Array[bool_], a2: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def polyadd(a1: Array[NumberT], a2: int) -> Array[NumberT]: ...
    @overload
    def polyadd(a1: int, a2: Array[NumberT]) -> Array[NumberT]: ...
    @overload
    def polyadd(a1: Array[bool_], a2: int) -> Array[signedinteger]: ...
    @overload
    def polyadd(a1: int, a2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def polyadd(a1: Array[generic], a2: int) -> Array[generic]: ...
    @overload
    def polyadd(a1: int, a2: Array[generic]) -> Array[generic]: ...
    @overload
    def polyadd(a1: Array[InexactT], a2: float) -> Array[InexactT]: ...
    @overload
    def polyadd(a1: float, a2: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def polyadd(a1: Array[floating | integer | bool_], a2: float) -> Array[floating]: ...
    @overload
    def polyadd(a1: float, a2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def polyadd(a1: Array[ComplexT], a2: complex) -> Array[ComplexT]: ...
    @overload
    def polyadd(a1: complex, a2: Array[ComplexT]) -> Array[ComplexT]: ...
    @overload
    def polyadd(a1: Array[floating | integer | bool_], a2: complex) -> Array[complexfloating]: ...
    @overload
    def polyadd(a1: complex, a2: Array[floating | integer | bool_]) -> Array[complexfloating]: ...
    @overload
    def polyadd(
        a1: Array[signedinteger], a2: Array[signedinteger | bool_]
    ) -> Array[signedinteger]: ...
    @overload
    def polyadd(
        a1: Array[unsignedinteger], a2: Array[unsignedinteger | bool_]
    ) -> Array[unsignedinteger]: ...
    @overload
    def polyadd(a1: Array[integer], a2: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def polyadd(a1: Array[integer], a2: Array[floating]) -> Array[floating]: ...
    @overload
    def polyadd(a1: Array[integer], a2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def polyadd(a1: Array[floating], a2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def polyadd(a1: Array[floating], a2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def polyadd(
        a1: Array[complexfloating], a2: Array[number | bool_]
    ) -> Array[complexfloating]: ...
    @overload
    def polyadd(a1: Array[inexact], a2: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def polyadd(a1: Array[number], a2: Array[number | bool_]) -> Array[number]: ...
    @overload
    def polyadd(a1: ArrayLike, a2: ArrayLike) -> Array[generic]: ...
    def polyadd(a1: ArrayLike, a2: ArrayLike) -> Array[generic]:
        """Sum of two polynomials' coefficients; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polyadd.html
        """
        ...

    @overload
    def polysub(
        a1: Array[uint8 | uint16 | uint32], a2: Array[int8 | int16]
    ) -> Array[signedinteger]: ...
    @overload
    def polysub(
        a1: Array[int8 | int16], a2: Array[uint8 | uint16 | uint32]
    ) -> Array[signedinteger]: ...
    @overload
    def polysub(a1: Array[uint8 | uint16 | uint32], a2: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def polysub(a1: Array[signedinteger], a2: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def polysub(a1: Array[SameT], a2: Array[SameT]) -> Array[SameT]: ...
    @overload
    def polysub(a1: Array[SameNarrowT], a2: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def polysub(
        a1: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]], a2: ArrayLike
    ) -> Array[generic]: ...
    @overload
    def polysub(
        a1: ArrayLike, a2: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]]
    ) -> Array[generic]: ...
    @overload
    def polysub(a1: Array[GenericT], a2: bool | Array[bool_]) -> Array[GenericT]: ...
    @overload
    def polysub(a1: bool | Array[bool_], a2: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def polysub(a1: Array[NumberT], a2: int) -> Array[NumberT]: ...
    @overload
    def polysub(a1: int, a2: Array[NumberT]) -> Array[NumberT]: ...
    @overload
    def polysub(a1: Array[bool_], a2: int) -> Array[signedinteger]: ...
    @overload
    def polysub(a1: int, a2: Array[bool_]) -> Array[signedinteger]: ...
    @overload
    def polysub(a1: Array[generic], a2: int) -> Array[generic]: ...
    @overload
    def polysub(a1: int, a2: Array[generic]) -> Array[generic]: ...
    @overload
    def polysub(a1: Array[InexactT], a2: float) -> Array[InexactT]: ...
    @overload
    def polysub(a1: float, a2: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def polysub(a1: Array[floating | integer | bool_], a2: float) -> Array[floating]: ...
    @overload
    def polysub(a1: float, a2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def polysub(a1: Array[ComplexT], a2: complex) -> Array[ComplexT]: ...
    @overload
    def polysub(a1: complex, a2: Array[ComplexT]) -> Array[ComplexT]: ...
    @overload
    def polysub(a1: Array[floating | integer | bool_], a2: complex) -> Array[complexfloating]: ...
    @overload
    def polysub(a1: complex, a2: Array[floating | integer | bool_]) -> Array[complexfloating]: ...
    @overload
    def polysub(
        a1: Array[signedinteger], a2: Array[signedinteger | bool_]
    ) -> Array[signedinteger]: ...
    @overload
    def polysub(
        a1: Array[unsignedinteger], a2: Array[unsignedinteger | bool_]
    ) -> Array[unsignedinteger]: ...
    @overload
    def polysub(a1: Array[integer], a2: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def polysub(a1: Array[integer], a2: Array[floating]) -> Array[floating]: ...
    @overload
    def polysub(a1: Array[integer], a2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def polysub(a1: Array[floating], a2: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def polysub(a1: Array[floating], a2: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def polysub(
        a1: Array[complexfloating], a2: Array[number | bool_]
    ) -> Array[complexfloating]: ...
    @overload
    def polysub(a1: Array[inexact], a2: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def polysub(a1: Array[number], a2: Array[number | bool_]) -> Array[number]: ...
    @overload
    def polysub(a1: ArrayLike, a2: ArrayLike) -> Array[generic]: ...
    def polysub(a1: ArrayLike, a2: ArrayLike) -> Array[generic]:
        """Difference of two polynomials' coefficients; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polysub.html
        """
        ...

    @overload
    def polyval(
        p: Array[uint8 | uint16 | uint32], x: Array[int8 | int16], *, unroll: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def polyval(
        p: Array[int8 | int16], x: Array[uint8 | uint16 | uint32], *, unroll: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def polyval(
        p: Array[uint8 | uint16 | uint32], x: Array[signedinteger], *, unroll: int | None = None
    ) -> Array[integer]: ...
    @overload
    def polyval(
        p: Array[signedinteger], x: Array[uint8 | uint16 | uint32], *, unroll: int | None = None
    ) -> Array[integer]: ...
    @overload
    def polyval(p: Array[SameT], x: Array[SameT], *, unroll: int | None = None) -> Array[SameT]: ...
    @overload
    def polyval(
        p: Array[SameNarrowT], x: Array[SameNarrowT], *, unroll: int | None = None
    ) -> Array[SameNarrowT]: ...
    @overload
    def polyval(
        p: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        x: ArrayLike,
        *,
        unroll: int | None = None,
    ) -> Array[generic]: ...
    @overload
    def polyval(
        p: ArrayLike,
        x: NumPyBool | NumPyNumber | np.ndarray[Any, np.dtype[Any]],
        *,
        unroll: int | None = None,
    ) -> Array[generic]: ...
    @overload
    def polyval(
        p: Array[GenericT], x: bool | Array[bool_], *, unroll: int | None = None
    ) -> Array[GenericT]: ...
    @overload
    def polyval(
        p: bool | Array[bool_], x: Array[GenericT], *, unroll: int | None = None
    ) -> Array[GenericT]: ...
    @overload
    def polyval(p: Array[NumberT], x: int, *, unroll: int | None = None) -> Array[NumberT]: ...
    @overload
    def polyval(p: int, x: Array[NumberT], *, unroll: int | None = None) -> Array[NumberT]: ...
    @overload
    def polyval(p: Array[bool_], x: int, *, unroll: int | None = None) -> Array[signedinteger]: ...
    @overload
    def polyval(p: int, x: Array[bool_], *, unroll: int | None = None) -> Array[signedinteger]: ...
    @overload
    def polyval(p: Array[generic], x: int, *, unroll: int | None = None) -> Array[generic]: ...
    @overload
    def polyval(p: int, x: Array[generic], *, unroll: int | None = None) -> Array[generic]: ...
    @overload
    def polyval(p: Array[InexactT], x: float, *, unroll: int | None = None) -> Array[InexactT]: ...
    @overload
    def polyval(p: float, x: Array[InexactT], *, unroll: int | None = None) -> Array[InexactT]: ...
    @overload
    def polyval(
        p: Array[floating | integer | bool_], x: float, *, unroll: int | None = None
    ) -> Array[floating]: ...
    @overload
    def polyval(
        p: float, x: Array[floating | integer | bool_], *, unroll: int | None = None
    ) -> Array[floating]: ...
    @overload
    def polyval(
        p: Array[ComplexT], x: complex, *, unroll: int | None = None
    ) -> Array[ComplexT]: ...
    @overload
    def polyval(
        p: complex, x: Array[ComplexT], *, unroll: int | None = None
    ) -> Array[ComplexT]: ...
    @overload
    def polyval(
        p: Array[floating | integer | bool_], x: complex, *, unroll: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def polyval(
        p: complex, x: Array[floating | integer | bool_], *, unroll: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def polyval(
        p: Array[signedinteger], x: Array[signedinteger | bool_], *, unroll: int | None = None
    ) -> Array[signedinteger]: ...
    @overload
    def polyval(
        p: Array[unsignedinteger], x: Array[unsignedinteger | bool_], *, unroll: int | None = None
    ) -> Array[unsignedinteger]: ...
    @overload
    def polyval(
        p: Array[integer], x: Array[integer | bool_], *, unroll: int | None = None
    ) -> Array[integer | floating]: ...
    @overload
    def polyval(
        p: Array[integer], x: Array[floating], *, unroll: int | None = None
    ) -> Array[floating]: ...
    @overload
    def polyval(
        p: Array[integer], x: Array[complexfloating], *, unroll: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def polyval(
        p: Array[floating], x: Array[floating | integer | bool_], *, unroll: int | None = None
    ) -> Array[floating]: ...
    @overload
    def polyval(
        p: Array[floating], x: Array[complexfloating], *, unroll: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def polyval(
        p: Array[complexfloating], x: Array[number | bool_], *, unroll: int | None = None
    ) -> Array[complexfloating]: ...
    @overload
    def polyval(
        p: Array[inexact], x: Array[inexact | integer | bool_], *, unroll: int | None = None
    ) -> Array[inexact]: ...
    @overload
    def polyval(
        p: Array[number], x: Array[number | bool_], *, unroll: int | None = None
    ) -> Array[number]: ...
    @overload
    def polyval(p: ArrayLike, x: ArrayLike, *, unroll: int | None = None) -> Array[generic]: ...
    def polyval(p: ArrayLike, x: ArrayLike, *, unroll: int | None = None) -> Array[generic]:
        """Polynomial `p` evaluated at `x`; the dtypes promote.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polyval.html
        """
        ...

    @overload
    def polymul(
        a1: Array[SameInexactT], a2: Array[SameInexactT], *, trim_leading_zeros: bool = False
    ) -> Array[SameInexactT]: ...
    @overload
    def polymul(
        a1: Array[InexactT], a2: Array[integer | bool_], *, trim_leading_zeros: bool = False
    ) -> Array[InexactT]: ...
    @overload
    def polymul(
        a1: Array[integer | bool_], a2: Array[InexactT], *, trim_leading_zeros: bool = False
    ) -> Array[InexactT]: ...
    @overload
    def polymul(
        a1: Array[integer | bool_], a2: Array[integer | bool_], *, trim_leading_zeros: bool = False
    ) -> Array[floating]: ...
    @overload
    def polymul(
        a1: Array[floating],
        a2: Array[floating | integer | bool_],
        *,
        trim_leading_zeros: bool = False,
    ) -> Array[floating]: ...
    @overload
    def polymul(
        a1: Array[complexfloating], a2: Array[number | bool_], *, trim_leading_zeros: bool = False
    ) -> Array[complexfloating]: ...
    @overload
    def polymul(
        a1: Array[number | bool_], a2: Array[complexfloating], *, trim_leading_zeros: bool = False
    ) -> Array[complexfloating]: ...
    @overload
    def polymul(
        a1: ArrayLike, a2: ArrayLike, *, trim_leading_zeros: bool = False
    ) -> Array[inexact]: ...
    def polymul(
        a1: ArrayLike, a2: ArrayLike, *, trim_leading_zeros: bool = False
    ) -> Array[inexact]:
        """Product of two polynomials; integers and booleans give a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polymul.html
        """
        ...

    @overload
    def polydiv(
        u: Array[SameInexactT], v: Array[SameInexactT], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def polydiv(
        u: Array[InexactT], v: Array[integer | bool_], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def polydiv(
        u: Array[integer | bool_], v: Array[InexactT], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def polydiv(
        u: Array[integer | bool_], v: Array[integer | bool_], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def polydiv(
        u: Array[floating],
        v: Array[floating | integer | bool_],
        *,
        trim_leading_zeros: bool = False,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def polydiv(
        u: Array[complexfloating], v: Array[number | bool_], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def polydiv(
        u: Array[number | bool_], v: Array[complexfloating], *, trim_leading_zeros: bool = False
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def polydiv(
        u: ArrayLike, v: ArrayLike, *, trim_leading_zeros: bool = False
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    def polydiv(
        u: ArrayLike, v: ArrayLike, *, trim_leading_zeros: bool = False
    ) -> tuple[Array[inexact], Array[inexact]]:
        """Quotient and remainder of polynomial division; integers and booleans give a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polydiv.html
        """
        ...

    # END GENERATED

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

    # BEGIN GENERATED (tools/gen_numpy_rearrange.py)
    @overload
    def polyder(p: Array[InexactT], m: int = 1) -> Array[InexactT]: ...
    @overload
    def polyder(
        p: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        m: int = 1,
    ) -> Array[float32]: ...
    @overload
    def polyder(p: Array[int64 | uint64], m: int = 1) -> Array[float64]: ...
    @overload
    def polyder(p: Array[integer | bool_], m: int = 1) -> Array[floating]: ...
    @overload
    def polyder(p: ArrayLike, m: int = 1) -> Array[inexact]: ...
    def polyder(p: ArrayLike, m: int = 1) -> Array[inexact]:
        """Coefficients of the `m`-th derivative of the polynomial `p`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polyder.html
        """
        ...

    @overload
    def polyint(
        p: Array[InexactT],
        m: int = 1,
        k: int | ArrayLike | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def polyint(
        p: Array[integer | bool_],
        m: int = 1,
        k: int | ArrayLike | None = None,
    ) -> Array[floating]: ...
    @overload
    def polyint(p: ArrayLike, m: int = 1, k: int | ArrayLike | None = None) -> Array[inexact]: ...
    def polyint(p: ArrayLike, m: int = 1, k: int | ArrayLike | None = None) -> Array[inexact]:
        """Coefficients of the `m`-th antiderivative of `p`, with integration constants `k`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.polyint.html
        """
        ...

    # END GENERATED (tools/gen_numpy_rearrange.py)

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
    from jax.numpy import (
        poly,
        polyadd,
        polyder,
        polydiv,
        polyfit,
        polyint,
        polymul,
        polysub,
        polyval,
        roots,
    )
