"""What `typedjax.scipy.linalg` re-exports: JAX's own objects, with their declarations.

The overloads are written by `tools/gen_scipy_linalg.py`; edit its tables (or
`tools/gen_numpy_linalg.py`'s, which it shares) and run it, never the generated block.
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

__all__: list[str] = [
    "block_diag", "cho_factor", "cho_solve", "cholesky", "circulant", "companion",
    "convolution_matrix", "det", "dft", "eigh", "eigh_tridiagonal", "expm", "expm_frechet",
    "fiedler", "fiedler_companion", "funm", "hadamard", "hankel", "helmert", "hessenberg",
    "hilbert", "inv", "invhilbert", "invpascal", "leslie", "lu", "lu_factor", "lu_solve", "pascal",
    "polar", "qr", "qr_multiply", "rsf2csf", "schur", "solve", "solve_sylvester",
    "solve_triangular", "sqrtm", "svd", "toeplitz"
]  # fmt: skip

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Literal, overload

    from typedjax._src.numpy.dtype_codes import (
        FloatingT,
        GenericT,
        InexactT,
        IntegerT,
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

    # BEGIN GENERATED (tools/gen_scipy_linalg.py)
    @overload
    def block_diag(*arrs: Array[SameT]) -> Array[SameT]: ...
    @overload
    def block_diag(*arrs: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def block_diag(*arrs: Array[signedinteger]) -> Array[signedinteger]: ...
    @overload
    def block_diag(*arrs: Array[unsignedinteger]) -> Array[unsignedinteger]: ...
    @overload
    def block_diag(*arrs: Array[integer]) -> Array[integer | floating]: ...
    @overload
    def block_diag(*arrs: Array[floating]) -> Array[floating]: ...
    @overload
    def block_diag(*arrs: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def block_diag(*arrs: Array[inexact]) -> Array[inexact]: ...
    @overload
    def block_diag(*arrs: Array[number]) -> Array[number]: ...
    @overload
    def block_diag(*arrs: ArrayLike) -> Array[generic]: ...
    def block_diag(*arrs: ArrayLike) -> Array[generic]:
        """Block-diagonal matrix of the given arrays; their dtypes promote together.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.block_diag.html
        """
        ...

    @overload
    def cho_factor(
        a: Array[InexactT],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], bool]: ...
    @overload
    def cho_factor(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], bool]: ...
    @overload
    def cho_factor(
        a: Array[int64 | uint64],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], bool]: ...
    @overload
    def cho_factor(
        a: Array[integer | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], bool]: ...
    @overload
    def cho_factor(
        a: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], bool]: ...
    def cho_factor(
        a: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], bool]:
        """`(c, lower)`: the Cholesky factor (in one triangle of `c`) and which triangle.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.cho_factor.html

        For `cho_solve`; integers give the default float.
        """
        ...

    @overload
    def cho_solve(
        c_and_lower: tuple[Array[SameInexactT], bool],
        b: Array[SameInexactT],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[SameInexactT]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[InexactT], bool],
        b: Array[integer | bool_],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[integer | bool_], bool],
        b: Array[InexactT],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[integer | bool_], bool],
        b: Array[integer | bool_],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[floating], bool],
        b: Array[floating | integer | bool_],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[complexfloating], bool],
        b: Array[number | bool_],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[Array[number | bool_], bool],
        b: Array[complexfloating],
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def cho_solve(
        c_and_lower: tuple[ArrayLike, bool],
        b: ArrayLike,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    def cho_solve(
        c_and_lower: tuple[ArrayLike, bool],
        b: ArrayLike,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]:
        """Solution of `a @ x = b` from `cho_factor(a)`; the factor and `b` promote to inexact.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.cho_solve.html
        """
        ...

    @overload
    def cholesky(
        a: Array[InexactT],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def cholesky(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float32]: ...
    @overload
    def cholesky(
        a: Array[int64 | uint64],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float64]: ...
    @overload
    def cholesky(
        a: Array[integer | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def cholesky(
        a: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    def cholesky(
        a: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]:
        """Cholesky factor (upper unless `lower`) of a Hermitian positive-definite matrix.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.cholesky.html
        """
        ...

    @overload
    def circulant(c: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def circulant(c: ArrayLike) -> Array[generic]: ...
    def circulant(c: ArrayLike) -> Array[generic]:
        """Circulant matrix whose first column is `c`; the dtype is kept.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.circulant.html
        """
        ...

    @overload
    def companion(a: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def companion(a: Array[SubByteT]) -> Array[SubByteT]: ...
    @overload
    def companion(a: Array[WideIntegral]) -> Array[floating]: ...
    @overload
    def companion(a: ArrayLike) -> Array[inexact | integer]: ...
    def companion(a: ArrayLike) -> Array[inexact | integer]:
        """Companion matrix of the polynomial with coefficients `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.companion.html

        Integers give the default float, except the 1- and 2-bit integers, which JAX
        leaves unpromoted (hence `Array[inexact | integer]` for an unknown dtype).
        """
        ...

    @overload
    def convolution_matrix(
        a: Array[GenericT],
        n: int,
        mode: Literal["full", "same", "valid"] = "full",
    ) -> Array[GenericT]: ...
    @overload
    def convolution_matrix(
        a: ArrayLike,
        n: int,
        mode: Literal["full", "same", "valid"] = "full",
    ) -> Array[generic]: ...
    def convolution_matrix(
        a: ArrayLike,
        n: int,
        mode: Literal["full", "same", "valid"] = "full",
    ) -> Array[generic]:
        """Matrix whose product with a vector is its convolution with `a`; the dtype is kept.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.convolution_matrix.html
        """
        ...

    @overload
    def det(
        a: Array[InexactT],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def det(
        a: Array[SubByteT],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[SubByteT]: ...
    @overload
    def det(
        a: Array[WideIntegral],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def det(
        a: ArrayLike,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact | integer]: ...
    def det(
        a: ArrayLike,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact | integer]:
        """Determinant of a square matrix; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.det.html

        JAX leaves the 1- and 2-bit integers unpromoted, so an input of unknown dtype gives
        `Array[inexact | integer]`.
        """
        ...

    @overload
    def dft(
        n: int,
        scale: Literal["sqrtn", "n"] | None = None,
        *,
        dtype: None = None,
    ) -> Array[complexfloating]: ...
    @overload
    def dft(
        n: int,
        scale: Literal["sqrtn", "n"] | None = None,
        *,
        dtype: ToComplex64,
    ) -> Array[complex64]: ...
    @overload
    def dft(
        n: int,
        scale: Literal["sqrtn", "n"] | None = None,
        *,
        dtype: DTypeLike | None = None,
    ) -> Array[complexfloating]: ...
    def dft(
        n: int,
        scale: Literal["sqrtn", "n"] | None = None,
        *,
        dtype: DTypeLike | None = None,
    ) -> Array[complexfloating]:
        """The `n` x `n` discrete Fourier transform matrix; complex.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.dft.html

        JAX's default complex, or the complex `dtype` requested.
        """
        ...

    @overload
    def eigh(
        a: Array[FloatingT],
        b: None = None,
        lower: bool = True,
        eigvals_only: Literal[False] = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def eigh(
        a: Array[complex64],
        b: None = None,
        lower: bool = True,
        eigvals_only: Literal[False] = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[complex64]]: ...
    @overload
    def eigh(
        a: Array[complex128],
        b: None = None,
        lower: bool = True,
        eigvals_only: Literal[False] = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[complex128]]: ...
    @overload
    def eigh(
        a: Array[integer | bool_],
        b: None = None,
        lower: bool = True,
        eigvals_only: Literal[False] = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def eigh(
        a: ArrayLike,
        b: None = None,
        lower: bool = True,
        eigvals_only: Literal[False] = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[inexact]]: ...
    @overload
    def eigh(
        a: Array[FloatingT],
        b: None = None,
        lower: bool = True,
        *,
        eigvals_only: Literal[True],
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> Array[FloatingT]: ...
    @overload
    def eigh(
        a: Array[complex64],
        b: None = None,
        lower: bool = True,
        *,
        eigvals_only: Literal[True],
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> Array[float32]: ...
    @overload
    def eigh(
        a: Array[complex128],
        b: None = None,
        lower: bool = True,
        *,
        eigvals_only: Literal[True],
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> Array[float64]: ...
    @overload
    def eigh(
        a: ArrayLike,
        b: None = None,
        lower: bool = True,
        *,
        eigvals_only: Literal[True],
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def eigh(
        a: ArrayLike,
        b: None = None,
        lower: bool = True,
        eigvals_only: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[inexact]] | Array[floating]: ...
    def eigh(
        a: ArrayLike,
        b: None = None,
        lower: bool = True,
        eigvals_only: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        turbo: bool = True,
        eigvals: None = None,
        type: Literal[1] = 1,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[inexact]] | Array[floating]:
        """Eigenvalues (real, ascending) and eigenvectors of a Hermitian matrix.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.eigh.html

        `eigvals_only=True` gives the eigenvalues alone. The eigenvectors keep the input's
        inexact dtype, the eigenvalues its real counterpart; JAX implements only the standard
        problem (`b=None`, `type=1`).
        """
        ...

    @overload
    def eigh_tridiagonal(
        d: Array[float32],
        e: Array[float32],
        *,
        eigvals_only: Literal[False] = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[float64],
        e: Array[float64],
        *,
        eigvals_only: Literal[False] = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[complex64],
        e: Array[complex64],
        *,
        eigvals_only: Literal[False] = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[float32], Array[complex64]]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[complex128],
        e: Array[complex128],
        *,
        eigvals_only: Literal[False] = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[float64], Array[complex128]]: ...
    @overload
    def eigh_tridiagonal(
        d: ArrayLike,
        e: ArrayLike,
        *,
        eigvals_only: Literal[False] = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[floating], Array[inexact]]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[float32],
        e: Array[float32],
        *,
        eigvals_only: Literal[True],
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> Array[float32]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[float64],
        e: Array[float64],
        *,
        eigvals_only: Literal[True],
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> Array[float64]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[complex64],
        e: Array[complex64],
        *,
        eigvals_only: Literal[True],
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> Array[float32]: ...
    @overload
    def eigh_tridiagonal(
        d: Array[complex128],
        e: Array[complex128],
        *,
        eigvals_only: Literal[True],
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> Array[float64]: ...
    @overload
    def eigh_tridiagonal(
        d: ArrayLike,
        e: ArrayLike,
        *,
        eigvals_only: Literal[True],
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> Array[floating]: ...
    @overload
    def eigh_tridiagonal(
        d: ArrayLike,
        e: ArrayLike,
        *,
        eigvals_only: bool = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[floating], Array[inexact]] | Array[floating]: ...
    def eigh_tridiagonal(
        d: ArrayLike,
        e: ArrayLike,
        *,
        eigvals_only: bool = False,
        select: Literal["a", "i"] = "a",
        select_range: tuple[float, float] | None = None,
        tol: float | None = None,
        key: Array | None = None,
    ) -> tuple[Array[floating], Array[inexact]] | Array[floating]:
        """Eigenvalues (and eigenvectors) of the Hermitian tridiagonal matrix of `d` and `e`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.eigh_tridiagonal.html

        JAX accepts float32, float64, complex64 and complex128 (`d` and `e` alike); the
        eigenvalues are real.
        """
        ...

    @overload
    def expm(
        A: Array[InexactT],
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[InexactT]: ...
    @overload
    def expm(
        A: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[float32]: ...
    @overload
    def expm(
        A: Array[int64 | uint64],
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[float64]: ...
    @overload
    def expm(
        A: Array[integer | bool_],
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[floating]: ...
    @overload
    def expm(
        A: ArrayLike,
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[inexact]: ...
    def expm(
        A: ArrayLike,
        *,
        upper_triangular: bool = False,
        max_squarings: int = 16,
    ) -> Array[inexact]:
        """Matrix exponential by the Pade approximation; integers give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.expm.html
        """
        ...

    @overload
    def expm_frechet(
        A: Array[SameInexactT],
        E: Array[SameInexactT],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def expm_frechet(
        A: Array[InexactT],
        E: Array[integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def expm_frechet(
        A: Array[integer | bool_],
        E: Array[InexactT],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def expm_frechet(
        A: Array[integer | bool_],
        E: Array[integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def expm_frechet(
        A: Array[floating],
        E: Array[floating | integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def expm_frechet(
        A: Array[complexfloating],
        E: Array[number | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def expm_frechet(
        A: Array[number | bool_],
        E: Array[complexfloating],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def expm_frechet(
        A: ArrayLike,
        E: ArrayLike,
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[True] = True,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def expm_frechet(
        A: Array[SameInexactT],
        E: Array[SameInexactT],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[SameInexactT]: ...
    @overload
    def expm_frechet(
        A: Array[InexactT],
        E: Array[integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[InexactT]: ...
    @overload
    def expm_frechet(
        A: Array[integer | bool_],
        E: Array[InexactT],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[InexactT]: ...
    @overload
    def expm_frechet(
        A: Array[integer | bool_],
        E: Array[integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[floating]: ...
    @overload
    def expm_frechet(
        A: Array[floating],
        E: Array[floating | integer | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[floating]: ...
    @overload
    def expm_frechet(
        A: Array[complexfloating],
        E: Array[number | bool_],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[complexfloating]: ...
    @overload
    def expm_frechet(
        A: Array[number | bool_],
        E: Array[complexfloating],
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[complexfloating]: ...
    @overload
    def expm_frechet(
        A: ArrayLike,
        E: ArrayLike,
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: Literal[False],
    ) -> Array[inexact]: ...
    @overload
    def expm_frechet(
        A: ArrayLike,
        E: ArrayLike,
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: bool = True,
    ) -> tuple[Array[inexact], Array[inexact]] | Array[inexact]: ...
    def expm_frechet(
        A: ArrayLike,
        E: ArrayLike,
        *,
        method: Literal["SPS", "blockEnlarge"] | None = None,
        compute_expm: bool = True,
    ) -> tuple[Array[inexact], Array[inexact]] | Array[inexact]:
        """`(expm(A), L)`, `L` the Frechet derivative of `expm` at `A` in direction `E`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.expm_frechet.html

        `compute_expm=False` gives `L` alone. JAX computes it for float32, float64,
        complex64 and complex128 only; the two operands promote together.
        """
        ...

    @overload
    def fiedler(a: Array[IntegerT]) -> Array[IntegerT]: ...
    @overload
    def fiedler(a: Array[FloatingT]) -> Array[FloatingT]: ...
    @overload
    def fiedler(a: Array[complex64]) -> Array[float32]: ...
    @overload
    def fiedler(a: Array[complex128]) -> Array[float64]: ...
    @overload
    def fiedler(a: ArrayLike) -> Array[floating | integer]: ...
    def fiedler(a: ArrayLike) -> Array[floating | integer]:
        """Symmetric Fiedler matrix `abs(a[i] - a[j])`; a real array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.fiedler.html

        Integers keep their dtype, complex64 gives float32; JAX rejects booleans.
        """
        ...

    @overload
    def fiedler_companion(a: Array[InexactT]) -> Array[InexactT]: ...
    @overload
    def fiedler_companion(a: Array[SubByteT]) -> Array[SubByteT]: ...
    @overload
    def fiedler_companion(a: Array[WideIntegral]) -> Array[floating]: ...
    @overload
    def fiedler_companion(a: ArrayLike) -> Array[inexact | integer]: ...
    def fiedler_companion(a: ArrayLike) -> Array[inexact | integer]:
        """Fiedler companion matrix of the polynomial with coefficients `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.fiedler_companion.html

        Integers give the default float, except the 1- and 2-bit integers (kept).
        """
        ...

    @overload
    def funm(
        A: Array[complex64 | float32 | float16 | bfloat16],
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[True] = True,
    ) -> Array[complex64]: ...
    @overload
    def funm(
        A: Array[complex128 | float64],
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[True] = True,
    ) -> Array[complex128]: ...
    @overload
    def funm(
        A: ArrayLike,
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[True] = True,
    ) -> Array[complexfloating]: ...
    @overload
    def funm(
        A: Array[complex64 | float32 | float16 | bfloat16],
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[False],
    ) -> tuple[Array[complex64], Array[float32]]: ...
    @overload
    def funm(
        A: Array[complex128 | float64],
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[False],
    ) -> tuple[Array[complex128], Array[float64]]: ...
    @overload
    def funm(
        A: ArrayLike,
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: Literal[False],
    ) -> tuple[Array[complexfloating], Array[floating]]: ...
    @overload
    def funm(
        A: ArrayLike,
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: bool = True,
    ) -> Array[complexfloating] | tuple[Array[complexfloating], Array[floating]]: ...
    def funm(
        A: ArrayLike,
        func: Callable[[Array[complexfloating]], ArrayLike],
        disp: bool = True,
    ) -> Array[complexfloating] | tuple[Array[complexfloating], Array[floating]]:
        """The matrix function `func(A)` by the Schur-Parlett method; a complex array.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.funm.html

        `disp=False` also gives an error estimate, real. JAX rejects integer and boolean
        input; float16 and bfloat16 give complex64.
        """
        ...

    @overload
    def hadamard(n: int, dtype: ToInt64 = int) -> Array[signedinteger]: ...
    @overload
    def hadamard(n: int, dtype: None) -> Array[floating]: ...
    @overload
    def hadamard(n: int, dtype: ToFloat32) -> Array[float32]: ...
    @overload
    def hadamard(n: int, dtype: ToInt32) -> Array[int32]: ...
    @overload
    def hadamard(n: int, dtype: ToBool) -> Array[bool_]: ...
    @overload
    def hadamard(n: int, dtype: ToUInt64) -> Array[unsignedinteger]: ...
    @overload
    def hadamard(n: int, dtype: ToFloat64) -> Array[floating]: ...
    @overload
    def hadamard(n: int, dtype: ToComplex128) -> Array[complexfloating]: ...
    @overload
    def hadamard(n: int, dtype: type[GenericT]) -> Array[GenericT]: ...
    @overload
    def hadamard(n: int, dtype: ToBFloat16) -> Array[bfloat16]: ...
    @overload
    def hadamard(n: int, dtype: ToFloat16) -> Array[float16]: ...
    @overload
    def hadamard(n: int, dtype: ToComplex64) -> Array[complex64]: ...
    @overload
    def hadamard(n: int, dtype: ToInt8) -> Array[int8]: ...
    @overload
    def hadamard(n: int, dtype: ToInt16) -> Array[int16]: ...
    @overload
    def hadamard(n: int, dtype: ToUInt8) -> Array[uint8]: ...
    @overload
    def hadamard(n: int, dtype: ToUInt16) -> Array[uint16]: ...
    @overload
    def hadamard(n: int, dtype: ToUInt32) -> Array[uint32]: ...
    @overload
    def hadamard(n: int, dtype: ToSignedInteger) -> Array[signedinteger]: ...
    @overload
    def hadamard(n: int, dtype: ToUnsignedInteger) -> Array[unsignedinteger]: ...
    @overload
    def hadamard(n: int, dtype: ToFloating) -> Array[floating]: ...
    @overload
    def hadamard(n: int, dtype: ToComplexFloating) -> Array[complexfloating]: ...
    @overload
    def hadamard(n: int, dtype: DTypeLike) -> Array[generic]: ...
    def hadamard(n: int, dtype: DTypeLike | None = int) -> Array[generic]:
        """The `n` x `n` Hadamard matrix (`n` a power of 2): JAX's default integer, or `dtype`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.hadamard.html

        `dtype=None` gives the default float.
        """
        ...

    @overload
    def hankel(c: Array[GenericT], r: None = None) -> Array[GenericT]: ...
    @overload
    def hankel(
        c: Array[uint8 | uint16 | uint32],
        r: Array[int8 | int16],
    ) -> Array[signedinteger]: ...
    @overload
    def hankel(
        c: Array[int8 | int16],
        r: Array[uint8 | uint16 | uint32],
    ) -> Array[signedinteger]: ...
    @overload
    def hankel(c: Array[uint8 | uint16 | uint32], r: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def hankel(c: Array[signedinteger], r: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def hankel(c: Array[SameT], r: Array[SameT]) -> Array[SameT]: ...
    @overload
    def hankel(c: Array[SameNarrowT], r: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def hankel(c: Array[GenericT], r: Array[bool_]) -> Array[GenericT]: ...
    @overload
    def hankel(c: Array[bool_], r: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def hankel(
        c: Array[signedinteger],
        r: Array[signedinteger | bool_],
    ) -> Array[signedinteger]: ...
    @overload
    def hankel(
        c: Array[unsignedinteger],
        r: Array[unsignedinteger | bool_],
    ) -> Array[unsignedinteger]: ...
    @overload
    def hankel(c: Array[integer], r: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def hankel(c: Array[integer], r: Array[floating]) -> Array[floating]: ...
    @overload
    def hankel(c: Array[integer], r: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def hankel(c: Array[floating], r: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def hankel(c: Array[floating], r: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def hankel(c: Array[complexfloating], r: Array[number | bool_]) -> Array[complexfloating]: ...
    @overload
    def hankel(c: Array[inexact], r: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def hankel(c: Array[number], r: Array[number | bool_]) -> Array[number]: ...
    @overload
    def hankel(c: ArrayLike, r: ArrayLike | None = None) -> Array[generic]: ...
    def hankel(c: ArrayLike, r: ArrayLike | None = None) -> Array[generic]:
        """Hankel matrix of first column `c` and last row `r`; the two promote together.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.hankel.html
        """
        ...

    def helmert(n: int, full: bool = False) -> Array[floating]:
        """Helmert matrix of order `n`; JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.helmert.html
        """
        ...

    @overload
    def hessenberg(
        a: Array[InexactT],
        *,
        calc_q: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def hessenberg(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        *,
        calc_q: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float32]: ...
    @overload
    def hessenberg(
        a: Array[int64 | uint64],
        *,
        calc_q: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float64]: ...
    @overload
    def hessenberg(
        a: Array[integer | bool_],
        *,
        calc_q: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def hessenberg(
        a: ArrayLike,
        *,
        calc_q: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    @overload
    def hessenberg(
        a: Array[InexactT],
        *,
        calc_q: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def hessenberg(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        *,
        calc_q: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def hessenberg(
        a: Array[int64 | uint64],
        *,
        calc_q: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def hessenberg(
        a: Array[integer | bool_],
        *,
        calc_q: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def hessenberg(
        a: ArrayLike,
        *,
        calc_q: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def hessenberg(
        a: ArrayLike,
        *,
        calc_q: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact] | tuple[Array[inexact], Array[inexact]]: ...
    def hessenberg(
        a: ArrayLike,
        *,
        calc_q: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact] | tuple[Array[inexact], Array[inexact]]:
        """Hessenberg form `H` of a square matrix, with `(H, Q)` for `calc_q=True`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.hessenberg.html

        Both keep the input's inexact dtype; JAX rejects integers.
        """
        ...

    def hilbert(n: int) -> Array[floating]:
        """Hilbert matrix of order `n`; JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.hilbert.html
        """
        ...

    @overload
    def inv(
        a: Array[InexactT],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def inv(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float32]: ...
    @overload
    def inv(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[float64]: ...
    @overload
    def inv(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def inv(
        a: ArrayLike,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    def inv(a: ArrayLike, overwrite_a: bool = False, check_finite: bool = True) -> Array[inexact]:
        """Inverse of a square matrix; integers and booleans give the default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.inv.html
        """
        ...

    def invhilbert(n: int) -> Array[floating]:
        """Inverse of the Hilbert matrix of order `n`; JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.invhilbert.html
        """
        ...

    def invpascal(
        n: int,
        kind: Literal["symmetric", "upper", "lower"] | None = None,
    ) -> Array[floating]:
        """Inverse of the Pascal matrix of order `n`; JAX's default float.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.invpascal.html
        """
        ...

    @overload
    def leslie(
        f: Array[uint8 | uint16 | uint32],
        s: Array[int8 | int16],
    ) -> Array[signedinteger]: ...
    @overload
    def leslie(
        f: Array[int8 | int16],
        s: Array[uint8 | uint16 | uint32],
    ) -> Array[signedinteger]: ...
    @overload
    def leslie(f: Array[uint8 | uint16 | uint32], s: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def leslie(f: Array[signedinteger], s: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def leslie(f: Array[SameT], s: Array[SameT]) -> Array[SameT]: ...
    @overload
    def leslie(f: Array[SameNarrowT], s: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def leslie(f: Array[GenericT], s: Array[bool_]) -> Array[GenericT]: ...
    @overload
    def leslie(f: Array[bool_], s: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def leslie(
        f: Array[signedinteger],
        s: Array[signedinteger | bool_],
    ) -> Array[signedinteger]: ...
    @overload
    def leslie(
        f: Array[unsignedinteger],
        s: Array[unsignedinteger | bool_],
    ) -> Array[unsignedinteger]: ...
    @overload
    def leslie(f: Array[integer], s: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def leslie(f: Array[integer], s: Array[floating]) -> Array[floating]: ...
    @overload
    def leslie(f: Array[integer], s: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def leslie(f: Array[floating], s: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def leslie(f: Array[floating], s: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def leslie(f: Array[complexfloating], s: Array[number | bool_]) -> Array[complexfloating]: ...
    @overload
    def leslie(f: Array[inexact], s: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def leslie(f: Array[number], s: Array[number | bool_]) -> Array[number]: ...
    @overload
    def leslie(f: ArrayLike, s: ArrayLike) -> Array[generic]: ...
    def leslie(f: ArrayLike, s: ArrayLike) -> Array[generic]:
        """Leslie matrix of fecundities `f` and survival rates `s`; the two promote together.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.leslie.html
        """
        ...

    @overload
    def lu(
        a: Array[FloatingT],
        permute_l: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[FloatingT], Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def lu(
        a: Array[complex64],
        permute_l: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[complex64], Array[complex64]]: ...
    @overload
    def lu(
        a: Array[complex128],
        permute_l: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[complex128], Array[complex128]]: ...
    @overload
    def lu(
        a: Array[integer | bool_],
        permute_l: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating], Array[floating]]: ...
    @overload
    def lu(
        a: ArrayLike,
        permute_l: Literal[False] = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[inexact], Array[inexact]]: ...
    @overload
    def lu(
        a: Array[InexactT],
        permute_l: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def lu(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        permute_l: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def lu(
        a: Array[int64 | uint64],
        permute_l: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def lu(
        a: Array[integer | bool_],
        permute_l: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def lu(
        a: ArrayLike,
        permute_l: Literal[True],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def lu(
        a: ArrayLike,
        permute_l: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> (
        tuple[Array[floating], Array[inexact], Array[inexact]]
        | tuple[
            Array[inexact],
            Array[inexact],
        ]
    ): ...
    def lu(
        a: ArrayLike,
        permute_l: bool = False,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> (
        tuple[Array[floating], Array[inexact], Array[inexact]]
        | tuple[
            Array[inexact],
            Array[inexact],
        ]
    ):
        """LU decomposition with partial pivoting: `(p, l, u)` with `a = p @ l @ u`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.lu.html

        `permute_l=True` gives `(p @ l, u)`. `l` and `u` keep the input's inexact dtype
        (integers give the default float); the permutation matrix `p` is real.
        """
        ...

    @overload
    def lu_factor(
        a: Array[InexactT],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[int32]]: ...
    @overload
    def lu_factor(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[int32]]: ...
    @overload
    def lu_factor(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[int32]]: ...
    @overload
    def lu_factor(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[int32]]: ...
    @overload
    def lu_factor(
        a: ArrayLike,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[int32]]: ...
    def lu_factor(
        a: ArrayLike,
        overwrite_a: bool = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[int32]]:
        """`(lu, piv)`: both triangular factors in one matrix, and the int32 pivot indices.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.lu_factor.html

        For `lu_solve`; integers give the default float.
        """
        ...

    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[SameInexactT], ArrayLike],
        b: Array[SameInexactT],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[SameInexactT]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[InexactT], ArrayLike],
        b: Array[integer | bool_],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[integer | bool_], ArrayLike],
        b: Array[InexactT],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[integer | bool_], ArrayLike],
        b: Array[integer | bool_],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[floating], ArrayLike],
        b: Array[floating | integer | bool_],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[complexfloating], ArrayLike],
        b: Array[number | bool_],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[Array[number | bool_], ArrayLike],
        b: Array[complexfloating],
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def lu_solve(
        lu_and_piv: tuple[ArrayLike, ArrayLike],
        b: ArrayLike,
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    def lu_solve(
        lu_and_piv: tuple[ArrayLike, ArrayLike],
        b: ArrayLike,
        trans: Literal[0, 1, 2] = 0,
        overwrite_b: bool = False,
        check_finite: bool = True,
    ) -> Array[inexact]:
        """Solution of `a @ x = b` from `lu_factor(a)`; the factor and `b` promote to inexact.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.lu_solve.html
        """
        ...

    def pascal(
        n: int,
        kind: Literal["symmetric", "upper", "lower"] | None = None,
    ) -> Array[float32]:
        """Pascal matrix of order `n`; float32 whatever x64.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.pascal.html
        """
        ...

    @overload
    def polar(
        a: Array[InexactT],
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def polar(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def polar(
        a: Array[int64 | uint64],
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def polar(
        a: Array[integer | bool_],
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def polar(
        a: ArrayLike,
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    def polar(
        a: ArrayLike,
        side: Literal["right", "left"] = "right",
        *,
        method: Literal["qdwh", "svd"] = "qdwh",
        eps: float | None = None,
        max_iterations: int | None = None,
    ) -> tuple[Array[inexact], Array[inexact]]:
        """Polar decomposition `(u, p)`: `u` unitary, `p` Hermitian positive semi-definite.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.polar.html

        Both keep the input's inexact dtype; JAX rejects integers (and `side="left"` needs
        `method="svd"`).
        """
        ...

    @overload
    def qr(
        a: Array[InexactT],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[float32]]: ...
    @overload
    def qr(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[float64]]: ...
    @overload
    def qr(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def qr(
        a: Array[InexactT],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[InexactT]]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[float32]]: ...
    @overload
    def qr(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[float64]]: ...
    @overload
    def qr(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[floating]]: ...
    @overload
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[False] = False,
        check_finite: bool = True,
    ) -> tuple[Array[inexact]]: ...
    @overload
    def qr(
        a: Array[InexactT],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        *,
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[InexactT], Array[int32]]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        *,
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[float32], Array[int32]]: ...
    @overload
    def qr(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        *,
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[float64], Array[int32]]: ...
    @overload
    def qr(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        *,
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[floating], Array[int32]]: ...
    @overload
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic"] = "full",
        *,
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[inexact], Array[int32]]: ...
    @overload
    def qr(
        a: Array[InexactT],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[InexactT], Array[int32]]: ...
    @overload
    def qr(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[float32], Array[int32]]: ...
    @overload
    def qr(
        a: Array[int64 | uint64],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[float64], Array[int32]]: ...
    @overload
    def qr(
        a: Array[integer | bool_],
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[floating], Array[int32]]: ...
    @overload
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        *,
        mode: Literal["r"],
        pivoting: Literal[True],
        check_finite: bool = True,
    ) -> tuple[Array[inexact], Array[int32]]: ...
    @overload
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic", "r"] = "full",
        pivoting: bool = False,
        check_finite: bool = True,
    ) -> (
        tuple[Array[inexact], Array[inexact]]
        | tuple[Array[inexact]]
        | tuple[Array[inexact], Array[inexact], Array[int32]]
        | tuple[
            Array[inexact],
            Array[int32],
        ]
    ): ...
    def qr(
        a: ArrayLike,
        overwrite_a: bool = False,
        lwork: int | None = None,
        mode: Literal["full", "economic", "r"] = "full",
        pivoting: bool = False,
        check_finite: bool = True,
    ) -> (
        tuple[Array[inexact], Array[inexact]]
        | tuple[Array[inexact]]
        | tuple[Array[inexact], Array[inexact], Array[int32]]
        | tuple[
            Array[inexact],
            Array[int32],
        ]
    ):
        """QR decomposition: `(Q, R)`, or `(R,)` for `mode="r"`, with the pivots last if `pivoting`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.qr.html

        The factors keep the input's inexact dtype (integers give the default float); the
        pivots are int32. JAX has no `mode="raw"`.
        """
        ...

    @overload
    def qr_multiply(
        a: Array[SameInexactT],
        c: Array[SameInexactT],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[SameInexactT], Array[SameInexactT]]: ...
    @overload
    def qr_multiply(
        a: Array[InexactT],
        c: Array[integer | bool_],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def qr_multiply(
        a: Array[integer | bool_],
        c: Array[InexactT],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[InexactT], Array[InexactT]]: ...
    @overload
    def qr_multiply(
        a: Array[integer | bool_],
        c: Array[integer | bool_],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def qr_multiply(
        a: Array[floating],
        c: Array[floating | integer | bool_],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[floating], Array[floating]]: ...
    @overload
    def qr_multiply(
        a: Array[complexfloating],
        c: Array[number | bool_],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def qr_multiply(
        a: Array[number | bool_],
        c: Array[complexfloating],
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    @overload
    def qr_multiply(
        a: ArrayLike,
        c: ArrayLike,
        mode: Literal["right", "left"] = "right",
        pivoting: Literal[False] = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[inexact], Array[inexact]]: ...
    @overload
    def qr_multiply(
        a: Array[SameInexactT],
        c: Array[SameInexactT],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[SameInexactT], Array[SameInexactT], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[InexactT],
        c: Array[integer | bool_],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[InexactT], Array[InexactT], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[integer | bool_],
        c: Array[InexactT],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[InexactT], Array[InexactT], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[integer | bool_],
        c: Array[integer | bool_],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[floating], Array[floating], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[floating],
        c: Array[floating | integer | bool_],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[floating], Array[floating], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[complexfloating],
        c: Array[number | bool_],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[complexfloating], Array[complexfloating], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: Array[number | bool_],
        c: Array[complexfloating],
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[complexfloating], Array[complexfloating], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: ArrayLike,
        c: ArrayLike,
        mode: Literal["right", "left"] = "right",
        *,
        pivoting: Literal[True],
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> tuple[Array[inexact], Array[inexact], Array[int32]]: ...
    @overload
    def qr_multiply(
        a: ArrayLike,
        c: ArrayLike,
        mode: Literal["right", "left"] = "right",
        pivoting: bool = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> (
        tuple[Array[inexact], Array[inexact]]
        | tuple[
            Array[inexact],
            Array[inexact],
            Array[int32],
        ]
    ): ...
    def qr_multiply(
        a: ArrayLike,
        c: ArrayLike,
        mode: Literal["right", "left"] = "right",
        pivoting: bool = False,
        conjugate: bool = False,
        overwrite_a: bool = False,
        overwrite_c: bool = False,
    ) -> (
        tuple[Array[inexact], Array[inexact]]
        | tuple[
            Array[inexact],
            Array[inexact],
            Array[int32],
        ]
    ):
        """`(Q @ c, R)` (or `(c @ Q, R)` for `mode="left"`) of the QR decomposition of `a`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.qr_multiply.html

        `a` and `c` promote together to an inexact dtype; `pivoting=True` adds the int32
        pivots.
        """
        ...

    @overload
    def rsf2csf(
        T: Array[complex64 | float32 | float16 | bfloat16],
        Z: Array[complex64 | float32 | float16 | bfloat16] | Array[integer | bool_],
        check_finite: bool = True,
    ) -> tuple[Array[complex64], Array[complex64]]: ...
    @overload
    def rsf2csf(
        T: Array[integer | bool_],
        Z: Array[complex64 | float32 | float16 | bfloat16],
        check_finite: bool = True,
    ) -> tuple[Array[complex64], Array[complex64]]: ...
    @overload
    def rsf2csf(
        T: Array[complex128 | float64],
        Z: ArrayLike,
        check_finite: bool = True,
    ) -> tuple[Array[complex128], Array[complex128]]: ...
    @overload
    def rsf2csf(
        T: ArrayLike,
        Z: Array[complex128 | float64],
        check_finite: bool = True,
    ) -> tuple[Array[complex128], Array[complex128]]: ...
    @overload
    def rsf2csf(
        T: ArrayLike,
        Z: ArrayLike,
        check_finite: bool = True,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]: ...
    def rsf2csf(
        T: ArrayLike,
        Z: ArrayLike,
        check_finite: bool = True,
    ) -> tuple[Array[complexfloating], Array[complexfloating]]:
        """The complex Schur form `(T, Z)` from the real one `schur(a)` gives.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.rsf2csf.html

        The two promote together, then become complex of that precision.
        """
        ...

    @overload
    def schur(a: Array[InexactT], output: Literal["real"] = "real") -> list[Array[InexactT]]: ...
    @overload
    def schur(
        a: Array[bool_ | int4 | uint4 | int8 | int16 | int32 | uint8 | uint16 | uint32],
        output: Literal["real"] = "real",
    ) -> list[Array[float32]]: ...
    @overload
    def schur(
        a: Array[int64 | uint64],
        output: Literal["real"] = "real",
    ) -> list[Array[float64]]: ...
    @overload
    def schur(
        a: Array[integer | bool_],
        output: Literal["real"] = "real",
    ) -> list[Array[floating]]: ...
    @overload
    def schur(a: ArrayLike, output: Literal["real"] = "real") -> list[Array[inexact]]: ...
    @overload
    def schur(
        a: Array[complex64 | float32 | float16 | bfloat16],
        output: Literal["complex"],
    ) -> list[Array[complex64]]: ...
    @overload
    def schur(
        a: Array[complex128 | float64],
        output: Literal["complex"],
    ) -> list[Array[complex128]]: ...
    @overload
    def schur(a: ArrayLike, output: Literal["complex"]) -> list[Array[complexfloating]]: ...
    @overload
    def schur(
        a: ArrayLike,
        output: Literal["real", "complex"] = "real",
    ) -> list[Array[inexact]]: ...
    def schur(
        a: ArrayLike,
        output: Literal["real", "complex"] = "real",
    ) -> Sequence[Array[inexact]]:
        """Schur decomposition `[T, Z]` with `a = Z @ T @ Z^H` (a list, as JAX returns it).

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.schur.html

        `output="real"` keeps the input's inexact dtype (JAX rejects integers);
        `output="complex"` is complex, of the input's precision.
        """
        ...

    @overload
    def solve(
        a: Array[SameInexactT],
        b: Array[SameInexactT],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[SameInexactT]: ...
    @overload
    def solve(
        a: Array[InexactT],
        b: Array[integer | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[InexactT]: ...
    @overload
    def solve(
        a: Array[integer | bool_],
        b: Array[InexactT],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[InexactT]: ...
    @overload
    def solve(
        a: Array[integer | bool_],
        b: Array[integer | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[floating]: ...
    @overload
    def solve(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[floating]: ...
    @overload
    def solve(
        a: Array[complexfloating],
        b: Array[number | bool_],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[complexfloating]: ...
    @overload
    def solve(
        a: Array[number | bool_],
        b: Array[complexfloating],
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[complexfloating]: ...
    @overload
    def solve(
        a: ArrayLike,
        b: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[inexact]: ...
    def solve(
        a: ArrayLike,
        b: ArrayLike,
        lower: bool = False,
        overwrite_a: bool = False,
        overwrite_b: bool = False,
        debug: bool = False,
        check_finite: bool = True,
        assume_a: Literal["gen", "sym", "her", "pos"] = "gen",
    ) -> Array[inexact]:
        """Solution `x` of `a @ x = b`; the operands promote together to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.solve.html
        """
        ...

    @overload
    def solve_sylvester(
        A: Array[float32 | float16 | bfloat16],
        B: Array[float32 | float16 | bfloat16],
        C: Array[float32 | float16 | bfloat16],
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[float32]: ...
    @overload
    def solve_sylvester(
        A: Array[complex64],
        B: Array[complex64],
        C: Array[complex64],
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[complex64]: ...
    @overload
    def solve_sylvester(
        A: Array[float64],
        B: Array[float64],
        C: Array[float64],
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[float64]: ...
    @overload
    def solve_sylvester(
        A: Array[complex128],
        B: Array[complex128],
        C: Array[complex128],
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[complex128]: ...
    @overload
    def solve_sylvester(
        A: ArrayLike,
        B: ArrayLike,
        C: ArrayLike,
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[inexact]: ...
    def solve_sylvester(
        A: ArrayLike,
        B: ArrayLike,
        C: ArrayLike,
        *,
        method: Literal["schur", "eigen"] = "schur",
        tol: float = 1e-08,
    ) -> Array[inexact]:
        """Solution `X` of `A @ X + X @ B = C`, by the Schur (or eigen-) decomposition.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.solve_sylvester.html

        Computed in at least single precision: float16 and bfloat16 give float32,
        integers the default float.
        """
        ...

    @overload
    def solve_triangular(
        a: Array[SameInexactT],
        b: Array[SameInexactT],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[SameInexactT]: ...
    @overload
    def solve_triangular(
        a: Array[InexactT],
        b: Array[integer | bool_],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def solve_triangular(
        a: Array[integer | bool_],
        b: Array[InexactT],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[InexactT]: ...
    @overload
    def solve_triangular(
        a: Array[integer | bool_],
        b: Array[integer | bool_],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def solve_triangular(
        a: Array[floating],
        b: Array[floating | integer | bool_],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[floating]: ...
    @overload
    def solve_triangular(
        a: Array[complexfloating],
        b: Array[number | bool_],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def solve_triangular(
        a: Array[number | bool_],
        b: Array[complexfloating],
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[complexfloating]: ...
    @overload
    def solve_triangular(
        a: ArrayLike,
        b: ArrayLike,
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[inexact]: ...
    def solve_triangular(
        a: ArrayLike,
        b: ArrayLike,
        trans: Literal[0, 1, 2, "N", "T", "C"] = 0,
        lower: bool = False,
        unit_diagonal: bool = False,
        overwrite_b: bool = False,
        debug: object | None = None,
        check_finite: bool = True,
    ) -> Array[inexact]:
        """Solution of a triangular system `a @ x = b`; the operands promote to an inexact dtype.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.solve_triangular.html
        """
        ...

    @overload
    def sqrtm(
        A: Array[complex64 | float32 | float16 | bfloat16],
        blocksize: int = 1,
    ) -> Array[complex64]: ...
    @overload
    def sqrtm(A: Array[complex128 | float64], blocksize: int = 1) -> Array[complex128]: ...
    @overload
    def sqrtm(A: ArrayLike, blocksize: int = 1) -> Array[complexfloating]: ...
    def sqrtm(A: ArrayLike, blocksize: int = 1) -> Array[complexfloating]:
        """Principal matrix square root; complex, of the input's precision.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.sqrtm.html

        float32/float16/bfloat16/complex64 give complex64, integers the default complex.
        """
        ...

    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[FloatingT], Array[FloatingT], Array[FloatingT]]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[complex64], Array[float32], Array[complex64]]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[complex128], Array[float64], Array[complex128]]: ...
    @overload
    def svd(
        a: Array[integer | bool_],
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[floating], Array[floating], Array[floating]]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: Literal[True] = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[inexact], Array[floating], Array[inexact]]: ...
    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[FloatingT]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[float32]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[float64]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        *,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[floating]: ...
    @overload
    def svd(
        a: Array[FloatingT],
        full_matrices: bool,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[FloatingT]: ...
    @overload
    def svd(
        a: Array[complex64],
        full_matrices: bool,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[float32]: ...
    @overload
    def svd(
        a: Array[complex128],
        full_matrices: bool,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[float64]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool,
        compute_uv: Literal[False],
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> Array[floating]: ...
    @overload
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: bool = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[inexact], Array[floating], Array[inexact]] | Array[floating]: ...
    def svd(
        a: ArrayLike,
        full_matrices: bool = True,
        compute_uv: bool = True,
        overwrite_a: bool = False,
        check_finite: bool = True,
        lapack_driver: Literal["gesdd", "gesvd"] = "gesdd",
    ) -> tuple[Array[inexact], Array[floating], Array[inexact]] | Array[floating]:
        """Singular value decomposition `(U, s, Vh)`, or only `s` for `compute_uv=False`.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.svd.html

        `U` and `Vh` keep the input's inexact dtype, `s` is its real counterpart.
        """
        ...

    @overload
    def toeplitz(c: Array[GenericT], r: None = None) -> Array[GenericT]: ...
    @overload
    def toeplitz(
        c: Array[uint8 | uint16 | uint32],
        r: Array[int8 | int16],
    ) -> Array[signedinteger]: ...
    @overload
    def toeplitz(
        c: Array[int8 | int16],
        r: Array[uint8 | uint16 | uint32],
    ) -> Array[signedinteger]: ...
    @overload
    def toeplitz(c: Array[uint8 | uint16 | uint32], r: Array[signedinteger]) -> Array[integer]: ...
    @overload
    def toeplitz(c: Array[signedinteger], r: Array[uint8 | uint16 | uint32]) -> Array[integer]: ...
    @overload
    def toeplitz(c: Array[SameT], r: Array[SameT]) -> Array[SameT]: ...
    @overload
    def toeplitz(c: Array[SameNarrowT], r: Array[SameNarrowT]) -> Array[SameNarrowT]: ...
    @overload
    def toeplitz(c: Array[GenericT], r: Array[bool_]) -> Array[GenericT]: ...
    @overload
    def toeplitz(c: Array[bool_], r: Array[GenericT]) -> Array[GenericT]: ...
    @overload
    def toeplitz(
        c: Array[signedinteger],
        r: Array[signedinteger | bool_],
    ) -> Array[signedinteger]: ...
    @overload
    def toeplitz(
        c: Array[unsignedinteger],
        r: Array[unsignedinteger | bool_],
    ) -> Array[unsignedinteger]: ...
    @overload
    def toeplitz(c: Array[integer], r: Array[integer | bool_]) -> Array[integer | floating]: ...
    @overload
    def toeplitz(c: Array[integer], r: Array[floating]) -> Array[floating]: ...
    @overload
    def toeplitz(c: Array[integer], r: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def toeplitz(c: Array[floating], r: Array[floating | integer | bool_]) -> Array[floating]: ...
    @overload
    def toeplitz(c: Array[floating], r: Array[complexfloating]) -> Array[complexfloating]: ...
    @overload
    def toeplitz(c: Array[complexfloating], r: Array[number | bool_]) -> Array[complexfloating]: ...
    @overload
    def toeplitz(c: Array[inexact], r: Array[inexact | integer | bool_]) -> Array[inexact]: ...
    @overload
    def toeplitz(c: Array[number], r: Array[number | bool_]) -> Array[number]: ...
    @overload
    def toeplitz(c: ArrayLike, r: ArrayLike | None = None) -> Array[generic]: ...
    def toeplitz(c: ArrayLike, r: ArrayLike | None = None) -> Array[generic]:
        """Toeplitz matrix of first column `c` and first row `r`; the two promote together.

        JAX documentation: https://docs.jax.dev/en/latest/_autosummary/jax.scipy.linalg.toeplitz.html
        """
        ...

    # END GENERATED
else:
    from jax.scipy.linalg import (
        block_diag,
        cho_factor,
        cho_solve,
        cholesky,
        circulant,
        companion,
        convolution_matrix,
        det,
        dft,
        eigh,
        eigh_tridiagonal,
        expm,
        expm_frechet,
        fiedler,
        fiedler_companion,
        funm,
        hadamard,
        hankel,
        helmert,
        hessenberg,
        hilbert,
        inv,
        invhilbert,
        invpascal,
        leslie,
        lu,
        lu_factor,
        lu_solve,
        pascal,
        polar,
        qr,
        qr_multiply,
        rsf2csf,
        schur,
        solve,
        solve_sylvester,
        solve_triangular,
        sqrtm,
        svd,
        toeplitz,
    )

if not TYPE_CHECKING:

    def __getattr__(name: str) -> NoReturn:
        raise missing("linalg", name)
