"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.scipy as tsp
from typedjax import Array
from typedjax.typing import float32


def fail_structure(x: Array[float32]) -> None:
    # lu(permute_l=True) is two arrays, lu() three; qr(mode="r") a one-tuple.
    _p, _l, _u = tsp.linalg.lu(x, permute_l=True)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
    _pl, _u2 = tsp.linalg.lu(x)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType]
    (_r,) = tsp.linalg.qr(x)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType]
    _q, _r2 = tsp.linalg.qr(x, mode="r")  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
    _w, _v, _extra = tsp.linalg.eigh(x)  # type: ignore[misc]  # pyright: ignore[reportAssignmentType, reportUnknownVariableType]
    _s: tuple[Array[float32], Array[float32]] = tsp.linalg.svd(x, compute_uv=False)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    _complex: list[Array[float32]] = tsp.linalg.schur(x, output="complex")  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    _sqrt: Array[float32] = tsp.linalg.sqrtm(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]


def fail_literals(x: Array[float32], v: Array[float32]) -> None:
    tsp.linalg.qr(x, mode="raw")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.svd(x, lapack_driver="gesvx")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.solve(x, x, assume_a="general")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.polar(x, side="up")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.schur(x, output="cmplx")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.solve_triangular(x, v, trans="X")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.convolution_matrix(v, 3, mode="circular")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.pascal(3, kind="diag")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tsp.linalg.dft(3, scale="ortho")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.eigh_tridiagonal(v, v, select="v")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_arguments(x: Array[float32], v: Array[float32]) -> None:
    # JAX implements only the standard eigenproblem (b=None, type=1).
    tsp.linalg.eigh(x, x)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.eigh(x, type=2)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    # The factorisations are tuples, not the matrix itself.
    tsp.linalg.lu_solve(x, v)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.cho_solve(x, v)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.funm(x, 3)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.inv([[1.0, 0.0], [0.0, 1.0]])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tsp.linalg.hadamard(4.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    tsp.linalg.logm(x)  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
