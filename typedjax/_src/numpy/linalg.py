"""The result tuples of `typedjax.numpy.linalg`: typed views of JAX's own NamedTuple classes.

The functions' overloads are written by `tools/gen/numpy_linalg.py` into
`typedjax/_src/generated/numpy/linalg.py`, whose tables are the rules in
`typedjax.numpy.linalg`'s docstring; they return these tuples.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = ["EigResult", "EighResult", "QRResult", "SVDResult", "SlogdetResult"]

if TYPE_CHECKING:
    from typing import Generic, NamedTuple, TypeVar

    from typedjax.array import Array
    from typedjax.typing import complexfloating, floating, inexact

    # The result tuples' field dtypes; covariant, so `EighResult[float32, float32]` is an
    # `EighResult[floating, inexact]`.
    # pytype lacks variance (mypy and pyright use it):
    # pytype: disable=not-supported-yet
    _RealT_co = TypeVar("_RealT_co", bound=floating, covariant=True)
    _InexactT_co = TypeVar("_InexactT_co", bound=inexact, covariant=True)
    _ComplexT_co = TypeVar("_ComplexT_co", bound=complexfloating, covariant=True)
    # pytype: enable=not-supported-yet

    # ---- result tuples ------------------------------------------------------------------
    # Typed views of JAX's own NamedTuple classes (imported at run time below): the
    # field dtypes follow the input's, so `eigh(Array[complex64])` is
    # `EighResult[float32, complex64]`.

    class EigResult(NamedTuple, Generic[_ComplexT_co]):
        """Eigenvalues and right eigenvectors of a general square matrix; both complex."""

        eigenvalues: Array[_ComplexT_co]
        eigenvectors: Array[_ComplexT_co]

    class EighResult(NamedTuple, Generic[_RealT_co, _InexactT_co]):
        """Eigenvalues (real, ascending) and eigenvectors (input dtype) of a Hermitian matrix."""

        eigenvalues: Array[_RealT_co]
        eigenvectors: Array[_InexactT_co]

    class QRResult(NamedTuple, Generic[_InexactT_co]):
        """The factors `Q` and `R` of a QR decomposition (`mode="raw"`: Householder data, tau)."""

        Q: Array[_InexactT_co]
        R: Array[_InexactT_co]

    class SlogdetResult(NamedTuple, Generic[_InexactT_co, _RealT_co]):
        """Sign (input dtype) and natural log of the absolute value (real) of a determinant."""

        sign: Array[_InexactT_co]
        logabsdet: Array[_RealT_co]

    class SVDResult(NamedTuple, Generic[_InexactT_co, _RealT_co]):
        """Singular value decomposition: `U` and `Vh` in the input dtype, the values `S` real."""

        U: Array[_InexactT_co]
        S: Array[_RealT_co]
        Vh: Array[_InexactT_co]

else:
    # JAX's result classes are not exported by jax.numpy.linalg; these are the classes
    # its functions return (subscripting them works: NamedTuples are tuples).
    from jax._src.numpy.linalg import (
        EighResult,
        EigResult,
        QRResult,
        SlogdetResult,
        SVDResult,
    )
