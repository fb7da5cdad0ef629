"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import complex64, float32, int32


def fail_arguments(x: Array[float32]) -> None:
    tnp.linalg.inv([[1.0, 0.0], [0.0, 1.0]])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.det((x, x))  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.solve(x, [1.0, 2.0])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.norm(x, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.norm(x, axis=[0, 1])  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.cross(x, x, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.vector_norm(x, axis="1")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.trace(x, dtype=3)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.matmul(x, x, preferred_element_type=1.5)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.matrix_power(x, 2.0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.multi_dot(x)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.tensorinv(x, ind="2")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_literals(x: Array[float32]) -> None:
    tnp.linalg.eigh(x, "X")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.eigvalsh(x, UPLO="upper")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.qr(x, mode=1)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.slogdet(x, method="cholesky")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.norm(x, ord="inf")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.matrix_norm(x, ord="max")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.vector_norm(x, ord="fro")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]
    tnp.linalg.cond(x, p="2")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType, reportCallIssue]


def fail_signature(x: Array[float32]) -> None:
    tnp.linalg.inv(x, mode="r")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.inv(a=x, b=x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.outer(x1=x, x2=x)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.cholesky(x, True)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.diagonal(x, 1)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.svd(x, compute=False)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.eigh()  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.linalg.matrix_rank(x, 0.1, True)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tnp.linalg.lstsq(x, x, None, True)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_results(x: Array[float32], c: Array[complex64], i: Array[int32]) -> None:
    eigenvalues: Array[complex64] = tnp.linalg.eigvalsh(c)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    norm: Array[float32] = tnp.linalg.norm(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    inverse: Array[int32] = tnp.linalg.inv(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    values: Array[float32] = tnp.linalg.eigvals(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    sign: Array[float32] = tnp.linalg.slogdet(c).sign  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    u = tnp.linalg.svd(x, compute_uv=False).U  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    q = tnp.linalg.qr(x, "r").Q  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    s = tnp.linalg.eigh(x).S  # type: ignore[attr-defined]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownVariableType]
    del eigenvalues, norm, inverse, values, sign, u, q, s
