"""Calls into `typedjax.numpy`'s manipulation area that mypy and pyright must reject.

Each line carries the ignore both checkers need; both report unused ignores, so
a line that stops failing breaks the build. pytype does not read this file.
"""

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import bool_, float32, int8, int32


def scale(x: Array[float32], factor: float) -> Array[float32]:
    return x * factor


def fail_dtypes(f: Array[float32], i: Array[int32], i8: Array[int8], b: Array[bool_]) -> None:
    tnp.unpackbits(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.unpackbits(i8)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.packbits(f)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.polyfit(f, f, 1.5)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    wrong: Array[float32] = tnp.concatenate([f, i])  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    kept: Array[int32] = tnp.reshape(f, (9,))  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    promoted: Array[float32] = tnp.matmul(f, i8)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    boolean: Array[bool_] = tnp.select([b], [b])  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong, kept, promoted, boolean


def fail_array_like(f: Array[float32]) -> None:
    tnp.reshape([1.0, 2.0], (2,))  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.matmul([1.0], f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.concatenate("ab")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.packbits([1, 0])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_axis(f: Array[float32]) -> None:
    tnp.squeeze(f, axis="0")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.flip(f, axis="rows")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.concatenate([f, f], axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.split(f, 3, axis="0")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_keywords(f: Array[float32], i: Array[int32], b: Array[bool_]) -> None:
    tnp.matmul(f, f, precison="highest")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.reshape(f, (9,), newshape=(9,))  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.stack([f, f], axes=0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.einsum("ij,jk", f, f, preferred_type=float32)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_immutability(f: Array[float32], i: Array[int32], b: Array[bool_]) -> None:
    # JAX raises unless inplace=False: the declarations require it.
    tnp.put(f, i, 1.0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.place(f, b, 1.0, inplace=True)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.fill_diagonal(f, 0.0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]


def fail_callables(f: Array[float32]) -> None:
    tnp.vectorize(scale)(f, "2")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.frompyfunc(scale, 2, 1)(f)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tnp.block((f, f))  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
