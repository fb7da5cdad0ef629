"""What `typedjax.numpy.linalg` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_numpy_linalg.py`, whose tables are the rules in
`typedjax.numpy.linalg`'s docstring; edit a table and run it, never the generated block.
"""

# Declarations under TYPE_CHECKING have `...` bodies, which pytype reads as returning None.
# pytype: disable=bad-return-type
# The overloads deliberately overlap (a typed array is also a `jax.Array`, bool subclasses
# int): the first match is JAX's answer, and the dtype agreement cases check every row.
# mypy: disable-error-code="overload-overlap"
# pyright: reportOverlappingOverload=false

from __future__ import annotations

from typing import TYPE_CHECKING

__all__: list[str] = [
    "EigResult", "EighResult", "QRResult", "SVDResult", "SlogdetResult", "cholesky", "cond",
    "cross", "det", "diagonal", "eig", "eigh", "eigvals", "eigvalsh", "inv", "lstsq", "matmul",
    "matrix_norm", "matrix_power", "matrix_rank", "matrix_transpose", "multi_dot", "norm",
    "outer", "pinv", "qr", "slogdet", "solve", "svd", "svdvals", "tensordot", "tensorinv",
    "tensorsolve", "trace", "vecdot", "vector_norm",
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Generic, Literal, NamedTuple, TypeVar, overload

    from jax.lax import PrecisionLike

    from typedjax._src.numpy.dtype_codes import (
        FloatingT,
        GenericT,
        InexactT,
        OutSharding,
        SameFloatingT,
        SameInexactT,
        SameNarrowT,
        SameT,
        SubByteT,
        ToBFloat16,
        ToBool,
        ToComplex64,
        ToComplex128,
        ToComplexFloating,
        ToFloat16,
        ToFloat32,
        ToFloat64,
        ToFloating,
        ToInt8,
        ToInt16,
        ToInt32,
        ToInt64,
        ToSignedInteger,
        ToUInt8,
        ToUInt16,
        ToUInt32,
        ToUInt64,
        ToUnsignedInteger,
    )
    from typedjax._src.typing.dtype import WideIntegral
    from typedjax.array import Array
    from typedjax.typing import (
        ArrayLike,
        DTypeLike,
        bfloat16,
        bool_,
        complex64,
        complex128,
        complexfloating,
        float16,
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

    # The result tuples' field dtypes; covariant, so `EighResult[float32, float32]` is an
    # `EighResult[floating, inexact]`.
    # pytype lacks variance (mypy and pyright use it):
    # pytype: disable=not-supported-yet
    _RealT_co = TypeVar("_RealT_co", bound=floating, covariant=True)
    _InexactT_co = TypeVar("_InexactT_co", bound=inexact, covariant=True)
    _ComplexT_co = TypeVar("_ComplexT_co", bound=complexfloating, covariant=True)
    # pytype: enable=not-supported-yet

    _IntegralT = TypeVar("_IntegralT", bound=integer | bool_)

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

    # BEGIN GENERATED (tools/gen_numpy_linalg.py)
    @overload
    def cholesky(
        a: Array[InexactT],
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def cholesky(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[float32]: ...
    @overload
    def cholesky(
        a: Array[int64 | uint64],
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[float64]: ...
    @overload
    def cholesky(
        a: Array[integer | bool_],
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[floating]: ...
    @overload
    def cholesky(
        a: ArrayLike,
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[inexact]: ...
    def cholesky(
        a: ArrayLike,
        *,
        upper: bool = False,
        symmetrize_input: bool = True,
    ) -> Array[inexact]:
        """Cholesky factor of a Hermitian positive-definite matrix; integers give a float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.cholesky.html
        """
        ...

    @overload
    def cond(
        x: Array[FloatingT],
        p: float | Literal["fro", "f", "nuc"] | None = None,
    ) -> Array[FloatingT]: ...
    @overload
    def cond(
        x: Array[complex64],
        p: float | Literal["fro", "f", "nuc"] | None = None,
    ) -> Array[float32]: ...
    @overload
    def cond(
        x: Array[complex128],
        p: float | Literal["fro", "f", "nuc"] | None = None,
    ) -> Array[float64]: ...
    @overload
    def cond(
        x: ArrayLike,
        p: float | Literal["fro", "f", "nuc"] | None = None,
    ) -> Array[floating]: ...
    def cond(x: ArrayLike, p: float | Literal["fro", "f", "nuc"] | None = None) -> Array[floating]:
        """Condition number of a matrix in the `p` norm; a real array (complex64 gives float32).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.cond.html
        """
        ...

    @overload
    def cross(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
        *,
        axis: int = -1,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
        *,
        axis: int = -1,
    ) -> Array[integer]: ...
    @overload
    def cross(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
    ) -> Array[integer]: ...
    @overload
    def cross(x1: Array[SameT], x2: Array[SameT], /, *, axis: int = -1) -> Array[SameT]: ...
    @overload
    def cross(
        x1: Array[SameNarrowT],
        x2: Array[SameNarrowT],
        /,
        *,
        axis: int = -1,
    ) -> Array[SameNarrowT]: ...
    @overload
    def cross(x1: Array[GenericT], x2: Array[bool_], /, *, axis: int = -1) -> Array[GenericT]: ...
    @overload
    def cross(x1: Array[bool_], x2: Array[GenericT], /, *, axis: int = -1) -> Array[GenericT]: ...
    @overload
    def cross(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[signedinteger]: ...
    @overload
    def cross(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[unsignedinteger]: ...
    @overload
    def cross(
        x1: Array[integer],
        x2: Array[integer | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[integer | floating]: ...
    @overload
    def cross(x1: Array[integer], x2: Array[floating], /, *, axis: int = -1) -> Array[floating]: ...
    @overload
    def cross(
        x1: Array[integer],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        x1: Array[floating],
        x2: Array[floating | integer | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[floating]: ...
    @overload
    def cross(
        x1: Array[floating],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[complexfloating]: ...
    @overload
    def cross(
        x1: Array[inexact],
        x2: Array[inexact | integer | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[inexact]: ...
    @overload
    def cross(
        x1: Array[number],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
    ) -> Array[number]: ...
    @overload
    def cross(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1) -> Array[generic]: ...
    def cross(x1: ArrayLike, x2: ArrayLike, /, *, axis: int = -1) -> Array[generic]:
        """Cross product of 3- (or 2-) vectors along `axis`; dtypes promote as in `x1 * x2`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.cross.html
        """
        ...

    @overload
    def det(a: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def det(a: Array[SubByteT]) -> Array[SubByteT]: ...
    @overload
    def det(a: Array[WideIntegral]) -> Array[floating]: ...
    @overload
    def det(a: ArrayLike) -> Array[inexact | integer]: ...
    def det(a: ArrayLike) -> Array[inexact | integer]:
        """Determinant of a square matrix; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.det.html

        JAX 0.10.2 does not promote the 1- and 2-bit integers (`int2` stays `int2`), so an
        input whose dtype is not known statically gives `Array[inexact | integer]`.
        """
        ...

    @overload
    def diagonal(x: Array[GenericT], /, *, offset: int = 0) -> Array[GenericT]: ...
    @overload
    def diagonal(x: ArrayLike, /, *, offset: int = 0) -> Array[generic]: ...
    def diagonal(x: ArrayLike, /, *, offset: int = 0) -> Array[generic]:
        """Diagonal of the last two axes, offset by `offset`; the dtype is kept.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.diagonal.html
        """
        ...

    @overload
    def eig(a: Array[complex64 | float32 | float16 | bfloat16]) -> EigResult[complex64]: ...
    @overload
    def eig(a: Array[complex128 | float64]) -> EigResult[complex128]: ...
    @overload
    def eig(a: ArrayLike) -> EigResult[complexfloating]: ...
    def eig(a: ArrayLike) -> EigResult[complexfloating]:
        """Eigenvalues and right eigenvectors of a general square matrix, both complex.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.eig.html

        float32/float16/bfloat16/complex64 input gives complex64, float64/complex128 complex128.
        JAX computes it on the CPU only.
        """
        ...

    @overload
    def eigh(
        a: Array[FloatingT],
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[FloatingT, FloatingT]: ...
    @overload
    def eigh(
        a: Array[complex64],
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[float32, complex64]: ...
    @overload
    def eigh(
        a: Array[complex128],
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[float64, complex128]: ...
    @overload
    def eigh(
        a: Array[integer | bool_],
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[floating, floating]: ...
    @overload
    def eigh(
        a: ArrayLike,
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[floating, inexact]: ...
    def eigh(
        a: ArrayLike,
        UPLO: Literal["L", "U"] | None = None,
        symmetrize_input: bool = True,
    ) -> EighResult[floating, inexact]:
        """Eigenvalues (real) and eigenvectors (the input's dtype) of a Hermitian matrix.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.eigh.html
        """
        ...

    @overload
    def eigvals(a: Array[complex64 | float32 | float16 | bfloat16]) -> Array[complex64]: ...
    @overload
    def eigvals(a: Array[complex128 | float64]) -> Array[complex128]: ...
    @overload
    def eigvals(a: ArrayLike) -> Array[complexfloating]: ...
    def eigvals(a: ArrayLike) -> Array[complexfloating]:
        """Eigenvalues of a general square matrix; complex, as for `eig`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.eigvals.html
        """
        ...

    @overload
    def eigvalsh(
        a: Array[FloatingT],
        UPLO: Literal["L", "U"] | None = "L",
        *,
        symmetrize_input: bool = True,
    ) -> Array[FloatingT]: ...
    @overload
    def eigvalsh(
        a: Array[complex64],
        UPLO: Literal["L", "U"] | None = "L",
        *,
        symmetrize_input: bool = True,
    ) -> Array[float32]: ...
    @overload
    def eigvalsh(
        a: Array[complex128],
        UPLO: Literal["L", "U"] | None = "L",
        *,
        symmetrize_input: bool = True,
    ) -> Array[float64]: ...
    @overload
    def eigvalsh(
        a: ArrayLike,
        UPLO: Literal["L", "U"] | None = "L",
        *,
        symmetrize_input: bool = True,
    ) -> Array[floating]: ...
    def eigvalsh(
        a: ArrayLike,
        UPLO: Literal["L", "U"] | None = "L",
        *,
        symmetrize_input: bool = True,
    ) -> Array[floating]:
        """Eigenvalues of a Hermitian matrix in ascending order; a real array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.eigvalsh.html
        """
        ...

    @overload
    def inv(a: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def inv(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
    ) -> Array[float32]: ...
    @overload
    def inv(a: Array[int64 | uint64]) -> Array[float64]: ...
    @overload
    def inv(a: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def inv(a: ArrayLike) -> Array[inexact]: ...
    def inv(a: ArrayLike) -> Array[inexact]:
        """Inverse of a square matrix; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.inv.html
        """
        ...

    @overload
    def lstsq(
        a: Array[SameFloatingT],
        b: Array[SameFloatingT],
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[
        Array[SameFloatingT],
        Array[SameFloatingT],
        Array[signedinteger],
        Array[SameFloatingT],
    ]: ...
    @overload
    def lstsq(
        a: Array[complex64],
        b: Array[complex64],
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[Array[complex64], Array[float32], Array[signedinteger], Array[float32]]: ...
    @overload
    def lstsq(
        a: Array[complex128],
        b: Array[complex128],
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[Array[complex128], Array[float64], Array[signedinteger], Array[float64]]: ...
    @overload
    def lstsq(
        a: Array[floating | integer | bool_],
        b: Array[floating | integer | bool_],
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[Array[floating], Array[floating], Array[signedinteger], Array[floating]]: ...
    @overload
    def lstsq(
        a: ArrayLike,
        b: ArrayLike,
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[Array[inexact], Array[floating], Array[signedinteger], Array[floating]]: ...
    def lstsq(
        a: ArrayLike,
        b: ArrayLike,
        rcond: float | None = None,
        *,
        numpy_resid: bool = False,
    ) -> tuple[Array[inexact], Array[floating], Array[signedinteger], Array[floating]]:
        """Least-squares solution of `a @ x = b`: `(x, residuals, rank, singular_values)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.lstsq.html

        `x` has the promoted inexact dtype, the residuals and singular values its real
        counterpart, and the rank JAX's default integer.
        """
        ...

    @overload
    def matmul(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def matmul(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def matmul(
        x1: Array[SameT],
        x2: Array[SameT],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameT]: ...
    @overload
    def matmul(
        x1: Array[SameNarrowT],
        x2: Array[SameNarrowT],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def matmul(
        x1: Array[GenericT],
        x2: Array[bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        x1: Array[bool_],
        x2: Array[GenericT],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        x1: Array[integer],
        x2: Array[integer | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def matmul(
        x1: Array[integer],
        x2: Array[floating],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        x1: Array[integer],
        x2: Array[complexfloating],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        x1: Array[floating],
        x2: Array[floating | integer | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        x1: Array[floating],
        x2: Array[complexfloating],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        x1: Array[inexact],
        x2: Array[inexact | integer | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def matmul(
        x1: Array[number],
        x2: Array[number | bool_],
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[number]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    @overload
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]: ...
    def matmul(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Matrix product over the last two axes; dtypes promote unless `preferred_element_type`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.matmul.html
        """
        ...

    @overload
    def matrix_norm(
        x: Array[FloatingT],
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[FloatingT]: ...
    @overload
    def matrix_norm(
        x: Array[complex64],
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[float32]: ...
    @overload
    def matrix_norm(
        x: Array[complex128],
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[float64]: ...
    @overload
    def matrix_norm(
        x: Array[WideIntegral],
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[floating]: ...
    @overload
    def matrix_norm(
        x: ArrayLike,
        /,
        *,
        keepdims: bool = False,
        ord: Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[floating]: ...
    @overload
    def matrix_norm(
        x: ArrayLike,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[floating | integer]: ...
    def matrix_norm(
        x: ArrayLike,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "f", "nuc"] = "fro",
    ) -> Array[floating | integer]:
        """Matrix norm over the last two axes (Frobenius by default); a real array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.matrix_norm.html

        Complex64 input gives float32, integers and booleans the default float. JAX keeps
        the 1- and 2-bit integers integral for a numeric `ord`, so input of unknown dtype
        with a numeric `ord` gives `Array[floating | integer]`.
        """
        ...

    @overload
    def matrix_power(a: Array[InexactT], n: int) -> Array[InexactT]: ...
    @overload
    def matrix_power(a: Array[_IntegralT], n: int) -> Array[_IntegralT | floating]: ...
    @overload
    def matrix_power(a: ArrayLike, n: int) -> Array[generic]: ...
    def matrix_power(a: ArrayLike, n: int) -> Array[generic]:
        """`a` multiplied by itself `n` times; a negative `n` inverts `a` first.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.matrix_power.html

        Integer and boolean input keeps its dtype for `n >= 0` and becomes the default
        float for `n < 0`, hence `Array[<dtype> | floating]`.
        """
        ...

    def matrix_rank(
        M: ArrayLike,
        rtol: ArrayLike | None = None,
        *,
        hermitian: bool = False,
        tol: ArrayLike | None = None,
    ) -> Array[signedinteger]:
        """Rank of a matrix from its singular values; JAX's default integer.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.matrix_rank.html
        """
        ...

    @overload
    def matrix_transpose(x: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def matrix_transpose(x: ArrayLike, /) -> Array[generic]: ...
    def matrix_transpose(x: ArrayLike, /) -> Array[generic]:
        """Transpose of the last two axes; the dtype is kept.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.matrix_transpose.html
        """
        ...

    @overload
    def multi_dot(
        arrays: Sequence[Array[SameT]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[SameT]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[SameNarrowT]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[signedinteger]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[signedinteger]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[unsignedinteger]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[integer]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[integer | floating]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[floating]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[floating]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[complexfloating]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[complexfloating]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[inexact]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[inexact]: ...
    @overload
    def multi_dot(
        arrays: Sequence[Array[number]],
        *,
        precision: PrecisionLike = None,
    ) -> Array[number]: ...
    @overload
    def multi_dot(
        arrays: Sequence[ArrayLike],
        *,
        precision: PrecisionLike = None,
    ) -> Array[generic]: ...
    def multi_dot(
        arrays: Sequence[ArrayLike],
        *,
        precision: PrecisionLike = None,
    ) -> Array[generic]:
        """Chained matrix product in the cheapest order; the arrays' dtypes promote together.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.multi_dot.html
        """
        ...

    @overload
    def norm(
        x: Array[FloatingT],
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[FloatingT]: ...
    @overload
    def norm(
        x: Array[complex64],
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[float32]: ...
    @overload
    def norm(
        x: Array[complex128],
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[float64]: ...
    @overload
    def norm(
        x: Array[WideIntegral],
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[floating]: ...
    @overload
    def norm(
        x: ArrayLike,
        ord: Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[floating]: ...
    @overload
    def norm(
        x: ArrayLike,
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[floating | integer]: ...
    def norm(
        x: ArrayLike,
        ord: float | Literal["fro", "f", "nuc"] | None = None,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Array[floating | integer]:
        """Vector or matrix norm (by `ord` and `axis`); a real array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.norm.html

        Complex64 input gives float32, integers and booleans the default float. JAX keeps
        the 1- and 2-bit integers integral for a numeric `ord`, so input of unknown dtype
        with a numeric `ord` gives `Array[floating | integer]`.
        """
        ...

    @overload
    def outer(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
    ) -> Array[integer]: ...
    @overload
    def outer(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
    ) -> Array[integer]: ...
    @overload
    def outer(x1: Array[SameT], x2: Array[SameT], /) -> Array[SameT]: ...
    @overload
    def outer(x1: Array[SameNarrowT], x2: Array[SameNarrowT], /) -> Array[SameNarrowT]: ...
    @overload
    def outer(x1: Array[GenericT], x2: Array[bool_], /) -> Array[GenericT]: ...
    @overload
    def outer(x1: Array[bool_], x2: Array[GenericT], /) -> Array[GenericT]: ...
    @overload
    def outer(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
    ) -> Array[signedinteger]: ...
    @overload
    def outer(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
    ) -> Array[unsignedinteger]: ...
    @overload
    def outer(x1: Array[integer], x2: Array[integer | bool_], /) -> Array[integer | floating]: ...
    @overload
    def outer(x1: Array[integer], x2: Array[floating], /) -> Array[floating]: ...
    @overload
    def outer(x1: Array[integer], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def outer(x1: Array[floating], x2: Array[floating | integer | bool_], /) -> Array[floating]: ...
    @overload
    def outer(x1: Array[floating], x2: Array[complexfloating], /) -> Array[complexfloating]: ...
    @overload
    def outer(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
    ) -> Array[complexfloating]: ...
    @overload
    def outer(x1: Array[inexact], x2: Array[inexact | integer | bool_], /) -> Array[inexact]: ...
    @overload
    def outer(x1: Array[number], x2: Array[number | bool_], /) -> Array[number]: ...
    @overload
    def outer(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]: ...
    def outer(x1: ArrayLike, x2: ArrayLike, /) -> Array[generic]:
        """Outer product of two vectors (flattened); dtypes promote as in `x1 * x2`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.outer.html
        """
        ...

    @overload
    def pinv(
        a: Array[InexactT],
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def pinv(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[float32]: ...
    @overload
    def pinv(
        a: Array[int64 | uint64],
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[float64]: ...
    @overload
    def pinv(
        a: Array[integer | bool_],
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[floating]: ...
    @overload
    def pinv(
        a: ArrayLike,
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[inexact]: ...
    def pinv(
        a: ArrayLike,
        rtol: ArrayLike | None = None,
        hermitian: bool = False,
        *,
        rcond: ArrayLike | None = None,
    ) -> Array[inexact]:
        """Moore-Penrose pseudo-inverse; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.pinv.html
        """
        ...

    @overload
    def qr(
        a: Array[InexactT],
        mode: Literal["reduced", "complete", "raw", "full"] = "reduced",
    ) -> QRResult[InexactT]: ...
    @overload
    def qr(a: Array[InexactT], mode: Literal["r"]) -> Array[InexactT]: ...
    @overload
    def qr(a: Array[InexactT], mode: str) -> QRResult[InexactT] | Array[InexactT]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        mode: Literal["reduced", "complete", "raw", "full"] = "reduced",
    ) -> QRResult[float32]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        mode: Literal["r"],
    ) -> Array[float32]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        mode: str,
    ) -> QRResult[float32] | Array[float32]: ...
    @overload
    def qr(
        a: Array[int64 | uint64],
        mode: Literal["reduced", "complete", "raw", "full"] = "reduced",
    ) -> QRResult[float64]: ...
    @overload
    def qr(a: Array[int64 | uint64], mode: Literal["r"]) -> Array[float64]: ...
    @overload
    def qr(a: Array[int64 | uint64], mode: str) -> QRResult[float64] | Array[float64]: ...
    @overload
    def qr(
        a: Array[integer | bool_],
        mode: Literal["reduced", "complete", "raw", "full"] = "reduced",
    ) -> QRResult[floating]: ...
    @overload
    def qr(a: Array[integer | bool_], mode: Literal["r"]) -> Array[floating]: ...
    @overload
    def qr(a: Array[integer | bool_], mode: str) -> QRResult[floating] | Array[floating]: ...
    @overload
    def qr(
        a: ArrayLike,
        mode: Literal["reduced", "complete", "raw", "full"] = "reduced",
    ) -> QRResult[inexact]: ...
    @overload
    def qr(a: ArrayLike, mode: Literal["r"]) -> Array[inexact]: ...
    @overload
    def qr(a: ArrayLike, mode: str) -> QRResult[inexact] | Array[inexact]: ...
    def qr(a: ArrayLike, mode: str = "reduced") -> QRResult[inexact] | Array[inexact]:
        """QR decomposition: `QRResult(Q, R)`, or only `R` for `mode="r"`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.qr.html

        Both factors have the input's inexact dtype (integers give the default float).
        """
        ...

    @overload
    def slogdet(
        a: Array[FloatingT],
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[FloatingT, FloatingT]: ...
    @overload
    def slogdet(
        a: Array[complex64],
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[complex64, float32]: ...
    @overload
    def slogdet(
        a: Array[complex128],
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[complex128, float64]: ...
    @overload
    def slogdet(
        a: Array[integer | bool_],
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[floating, floating]: ...
    @overload
    def slogdet(
        a: ArrayLike,
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[inexact, floating]: ...
    def slogdet(
        a: ArrayLike,
        *,
        method: Literal["lu", "qr"] | None = None,
    ) -> SlogdetResult[inexact, floating]:
        """Sign and log of the absolute value of a determinant, `SlogdetResult(sign, logabsdet)`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.slogdet.html
        """
        ...

    @overload
    def solve(a: Array[SameInexactT], b: Array[SameInexactT]) -> Array[SameInexactT]: ...
    @overload
    def solve(a: Array[InexactT], b: Array[integer | bool_]) -> Array[InexactT]: ...
    @overload
    def solve(a: Array[integer | bool_], b: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def solve(a: Array[integer | bool_], b: Array[integer | bool_]) -> Array[floating]: ...
    @overload
    def solve(a: Array[floating], b: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def solve(a: Array[complexfloating], b: Array[number | bool_]) -> Array[complexfloating]: ...
    @overload
    def solve(a: Array[number | bool_], b: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def solve(a: ArrayLike, b: ArrayLike) -> Array[inexact]: ...
    def solve(a: ArrayLike, b: ArrayLike) -> Array[inexact]:
        """Solution `x` of `a @ x = b`; the operands promote together to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.solve.html
        """
        ...

    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[FloatingT, FloatingT]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[complex64, float32]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[complex128, float64]: ...
    @overload
    def svd(
        a: Array[integer | bool_],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[floating, floating]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[inexact, floating]: ...
    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[FloatingT]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[float32]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[float64]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[floating]: ...
    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[FloatingT]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[float32]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[float64]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool,
        compute_uv: Literal[False],
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> Array[floating]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: bool = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[inexact, floating] | Array[floating]: ...
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: bool = True,
        hermitian: bool = False,
        subset_by_index: tuple[int, int] | None = None,
    ) -> SVDResult[inexact, floating] | Array[floating]:
        """Singular value decomposition `SVDResult(U, S, Vh)`, or only `S` for `compute_uv=False`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.svd.html

        `U` and `Vh` have the input's inexact dtype, `S` its real counterpart.
        """
        ...

    @overload
    def svdvals(x: Array[FloatingT], /) -> Array[FloatingT]: ...
    @overload
    def svdvals(x: Array[complex64], /) -> Array[float32]: ...
    @overload
    def svdvals(x: Array[complex128], /) -> Array[float64]: ...
    @overload
    def svdvals(x: ArrayLike, /) -> Array[floating]: ...
    def svdvals(x: ArrayLike, /) -> Array[floating]:
        """Singular values in descending order; a real array (complex64 gives float32).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.svdvals.html
        """
        ...

    @overload
    def tensordot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def tensordot(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer]: ...
    @overload
    def tensordot(
        x1: Array[SameT],
        x2: Array[SameT],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameT]: ...
    @overload
    def tensordot(
        x1: Array[SameNarrowT],
        x2: Array[SameNarrowT],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def tensordot(
        x1: Array[GenericT],
        x2: Array[bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        x1: Array[bool_],
        x2: Array[GenericT],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        x1: Array[integer],
        x2: Array[integer | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[integer | floating]: ...
    @overload
    def tensordot(
        x1: Array[integer],
        x2: Array[floating],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        x1: Array[integer],
        x2: Array[complexfloating],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        x1: Array[floating],
        x2: Array[floating | integer | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        x1: Array[floating],
        x2: Array[complexfloating],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        x1: Array[inexact],
        x2: Array[inexact | integer | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[inexact]: ...
    @overload
    def tensordot(
        x1: Array[number],
        x2: Array[number | bool_],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[number]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
        out_sharding: OutSharding = None,
    ) -> Array[float32]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
        out_sharding: OutSharding = None,
    ) -> Array[int32]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
        out_sharding: OutSharding = None,
    ) -> Array[bool_]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
        out_sharding: OutSharding = None,
    ) -> Array[GenericT]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[bfloat16]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
        out_sharding: OutSharding = None,
    ) -> Array[float16]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
        out_sharding: OutSharding = None,
    ) -> Array[complex64]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
        out_sharding: OutSharding = None,
    ) -> Array[int8]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
        out_sharding: OutSharding = None,
    ) -> Array[int16]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
        out_sharding: OutSharding = None,
    ) -> Array[uint8]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
        out_sharding: OutSharding = None,
    ) -> Array[uint16]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
        out_sharding: OutSharding = None,
    ) -> Array[uint32]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[signedinteger]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
        out_sharding: OutSharding = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
        out_sharding: OutSharding = None,
    ) -> Array[floating]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
        out_sharding: OutSharding = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    @overload
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]: ...
    def tensordot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
        out_sharding: OutSharding = None,
    ) -> Array[generic]:
        """Sum of products over `axes`; dtypes promote, or `preferred_element_type` decides.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.tensordot.html
        """
        ...

    @overload
    def tensorinv(a: Array[InexactT], ind: int = 2) -> Array[InexactT]: ...
    @overload
    def tensorinv(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        ind: int = 2,
    ) -> Array[float32]: ...
    @overload
    def tensorinv(a: Array[int64 | uint64], ind: int = 2) -> Array[float64]: ...
    @overload
    def tensorinv(a: Array[integer | bool_], ind: int = 2) -> Array[floating]: ...
    @overload
    def tensorinv(a: ArrayLike, ind: int = 2) -> Array[inexact]: ...
    def tensorinv(a: ArrayLike, ind: int = 2) -> Array[inexact]:
        """Inverse of an N-dimensional array for `tensordot`; integers give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.tensorinv.html
        """
        ...

    @overload
    def tensorsolve(
        a: Array[SameInexactT],
        b: Array[SameInexactT],
        axes: tuple[int, ...] | None = None,
    ) -> Array[SameInexactT]: ...
    @overload
    def tensorsolve(
        a: Array[InexactT],
        b: Array[integer | bool_],
        axes: tuple[int, ...] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def tensorsolve(
        a: Array[integer | bool_],
        b: Array[InexactT],
        axes: tuple[int, ...] | None = None,
    ) -> Array[InexactT]: ...
    @overload
    def tensorsolve(
        a: Array[integer | bool_],
        b: Array[integer | bool_],
        axes: tuple[int, ...] | None = None,
    ) -> Array[floating]: ...
    @overload
    def tensorsolve(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        axes: tuple[int, ...] | None = None,
    ) -> Array[floating]: ...
    @overload
    def tensorsolve(
        a: Array[complexfloating],
        b: Array[number | bool_],
        axes: tuple[int, ...] | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensorsolve(
        a: Array[number | bool_],
        b: Array[complexfloating],
        axes: tuple[int, ...] | None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def tensorsolve(
        a: ArrayLike,
        b: ArrayLike,
        axes: tuple[int, ...] | None = None,
    ) -> Array[inexact]: ...
    def tensorsolve(
        a: ArrayLike,
        b: ArrayLike,
        axes: tuple[int, ...] | None = None,
    ) -> Array[inexact]:
        """Solution `x` of `tensordot(a, x, x.ndim) = b`; operands promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.tensorsolve.html
        """
        ...

    @overload
    def trace(x: Array[InexactT], /, *, offset: int = 0, dtype: None = None) -> Array[InexactT]: ...
    @overload
    def trace(
        x: Array[signedinteger | bool_],
        /,
        *,
        offset: int = 0,
        dtype: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def trace(
        x: Array[unsignedinteger],
        /,
        *,
        offset: int = 0,
        dtype: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def trace(
        x: Array[integer | bool_],
        /,
        *,
        offset: int = 0,
        dtype: None = None,
    ) -> Array[integer]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToFloat32) -> Array[float32]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToInt32) -> Array[int32]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToBool) -> Array[bool_]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToInt64) -> Array[signedinteger]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToUInt64) -> Array[unsignedinteger]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToFloat64) -> Array[floating]: ...
    @overload
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: type[GenericT]) -> Array[GenericT]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToBFloat16) -> Array[bfloat16]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToFloat16) -> Array[float16]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToComplex64) -> Array[complex64]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToInt8) -> Array[int8]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToInt16) -> Array[int16]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToUInt8) -> Array[uint8]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToUInt16) -> Array[uint16]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToUInt32) -> Array[uint32]: ...
    @overload
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: ToFloating) -> Array[floating]: ...
    @overload
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def trace(x: ArrayLike, /, *, offset: int = 0, dtype: DTypeLike) -> Array[generic]: ...
    @overload
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]: ...
    def trace(
        x: ArrayLike,
        /,
        *,
        offset: int = 0,
        dtype: DTypeLike | None = None,
    ) -> Array[generic]:
        """Sum of the diagonal of the last two axes, accumulated as `sum` does.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.trace.html

        Booleans and signed integers give JAX's default integer, unsigned integers the
        default unsigned one, and `dtype=` decides when given.
        """
        ...

    @overload
    def vecdot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[int8 | int16],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[int8 | int16],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[uint8 | uint16 | uint32],
        x2: Array[signedinteger],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vecdot(
        x1: Array[signedinteger],
        x2: Array[uint8 | uint16 | uint32],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer]: ...
    @overload
    def vecdot(
        x1: Array[SameT],
        x2: Array[SameT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameT]: ...
    @overload
    def vecdot(
        x1: Array[SameNarrowT],
        x2: Array[SameNarrowT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[SameNarrowT]: ...
    @overload
    def vecdot(
        x1: Array[GenericT],
        x2: Array[bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: Array[bool_],
        x2: Array[GenericT],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: Array[signedinteger],
        x2: Array[signedinteger | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: Array[unsignedinteger],
        x2: Array[unsignedinteger | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[integer | floating]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[floating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: Array[integer],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[floating],
        x2: Array[floating | integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: Array[floating],
        x2: Array[complexfloating],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[complexfloating],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: Array[inexact],
        x2: Array[inexact | integer | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[inexact]: ...
    @overload
    def vecdot(
        x1: Array[number],
        x2: Array[number | bool_],
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[number]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: None = None,
    ) -> Array[generic]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat32,
    ) -> Array[float32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt32,
    ) -> Array[int32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToBool,
    ) -> Array[bool_]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt64,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt64,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat64,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex128,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: type[GenericT],
    ) -> Array[GenericT]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToBFloat16,
    ) -> Array[bfloat16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloat16,
    ) -> Array[float16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt8,
    ) -> Array[int8]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToInt16,
    ) -> Array[int16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt8,
    ) -> Array[uint8]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt16,
    ) -> Array[uint16]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUInt32,
    ) -> Array[uint32]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToSignedInteger,
    ) -> Array[signedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToUnsignedInteger,
    ) -> Array[unsignedinteger]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToFloating,
    ) -> Array[floating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: ToComplexFloating,
    ) -> Array[complexfloating]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike,
    ) -> Array[generic]: ...
    @overload
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]: ...
    def vecdot(
        x1: ArrayLike,
        x2: ArrayLike,
        /,
        *,
        axis: int = -1,
        precision: PrecisionLike = None,
        preferred_element_type: DTypeLike | None = None,
    ) -> Array[generic]:
        """Dot product of vectors along `axis` (`x1` conjugated); dtypes promote as in `x1 * x2`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.vecdot.html
        """
        ...

    @overload
    def vector_norm(
        x: Array[FloatingT],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[FloatingT]: ...
    @overload
    def vector_norm(
        x: Array[complex64],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[float32]: ...
    @overload
    def vector_norm(
        x: Array[complex128],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[float64]: ...
    @overload
    def vector_norm(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: Literal[2] = 2,
    ) -> Array[floating]: ...
    @overload
    def vector_norm(
        x: Array[inexact],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[floating]: ...
    @overload
    def vector_norm(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[floating | integer | bool_]: ...
    def vector_norm(
        x: ArrayLike,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Array[floating | integer | bool_]:
        """Vector norm over `axis` (all axes by default); real for inexact input.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.numpy.linalg.vector_norm.html

        JAX keeps integer and boolean input integral for an explicit `ord` other than 2
        (`ord=1` sums, `ord=inf` takes the maximum), so those give
        `Array[floating | integer | bool_]`; the default `ord=2` gives the default float.
        """
        ...

    # END GENERATED

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
    from jax.numpy.linalg import (
        cholesky,
        cond,
        cross,
        det,
        diagonal,
        eig,
        eigh,
        eigvals,
        eigvalsh,
        inv,
        lstsq,
        matmul,
        matrix_norm,
        matrix_power,
        matrix_rank,
        matrix_transpose,
        multi_dot,
        norm,
        outer,
        pinv,
        qr,
        slogdet,
        solve,
        svd,
        svdvals,
        tensordot,
        tensorinv,
        tensorsolve,
        trace,
        vecdot,
        vector_norm,
    )
