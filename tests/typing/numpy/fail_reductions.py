"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

import numpy as np

import typedjax.numpy as tnp
from typedjax import Array
from typedjax.typing import bool_, float32, int8, int32, signedinteger


def fail_arguments(f: Array[float32], b: Array[bool_]) -> None:
    tnp.sum([1, 2])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.argmax([1.0, 2.0])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.mean(f, axis="rows")  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.argmax(f, axis=(0, 1))  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.median(f, axis=[0])  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.sort(f, kind="stable")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.max(f, out=f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.sum(f, axes=0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.var(f, dof=1)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.nonzero(f, 3)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    tnp.cumulative_sum(x=f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.unique_values(x=f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.where(b, f)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    tnp.where(b, f, 0.0, size=3)  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.where(condition=b)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.sum(f, dtype=3)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.unique(f, size="3")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.histogram(f, density="yes")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.lexsort(1.0)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.lexsort((f, f), batch_size=1.5)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    tnp.top_k(f, 2.0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.top_k(f, k=2)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.top_k(f, 2, mode="biggest")  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.top_k(f, 2, 0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    tnp.minmax(f, initial=(0, 1, 2))  # type: ignore[arg-type]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.minmax(f, out=f)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]
    tnp.histogram(f, out_sharding=0)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue, reportArgumentType]


def fail_results(f: Array[float32], i: Array[int32]) -> None:
    # A result cannot be narrower than JAX guarantees.
    s: Array[int32] = tnp.sum(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    m: Array[int32] = tnp.mean(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    a: Array[int32] = tnp.argmax(f)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    w: Array[float32] = tnp.where(f > 0, f, np.float64(1.0))  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    d: Array[float32] = tnp.sum(f, dtype=float)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    u: Array[float32] = tnp.unique(f, return_counts=True)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    n: tuple[Array[signedinteger], Array[signedinteger]] = tnp.nonzero(f)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    k: tuple[Array[float32], Array[int8]] = tnp.top_k(f, 1)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    r: tuple[Array[float32], Array[int32]] = tnp.minmax(i)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del s, m, a, w, d, u, n, k, r


def fail_typed_parameter(i: Array[int32]) -> None:
    # unique_all of an int32 array holds int32 values, not float32 ones.
    r: Array[float32] = tnp.unique_all(i).values  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del r
