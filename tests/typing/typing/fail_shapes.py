"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from jaxtyping import Shaped

from typedjax import Array, deserialize, export, lax, typecheck
from typedjax.typing import Invariant, PyTree, Varying, float32, int32


@typecheck
def project(
    x: Shaped[Array[float32], "b n"], w: Shaped[Array[float32], "n m"]
) -> Shaped[Array[float32], "b m"]:
    return x @ w


def fail_typecheck_keeps_parameters(x: Array[float32], i: Array[int32]) -> None:
    project(i, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    project(x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    wrong: Array[int32] = project(x, x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_exported_call_keeps_parameters(x: Array[float32], i: Array[int32]) -> None:
    exported = export(project)
    exported.call(i, x)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    exported.call(x, x, x)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    wrong: Array[int32] = exported.call(x, x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_export_options() -> None:
    export(project, sizes=["m"])  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    export(project, constraints="b >= 1", platforms=3)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_deserialize_wants_bytes() -> None:
    deserialize("blob", like=project)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


@typecheck
def total(tree: PyTree[Shaped[Array[float32], " n"]]) -> None:
    del tree


def fail_pytree_leaves_are_checked(i: Array[int32]) -> None:
    total({"a": 1.0})  # type: ignore[dict-item]  # pyright: ignore[reportArgumentType]
    total([i])  # type: ignore[list-item]  # pyright: ignore[reportArgumentType]


@typecheck
def reduce_over_data(x: Varying[Array[float32], " data"]) -> Invariant[Array[float32]]:
    return lax.psum(x, "data")


def fail_variance_keeps_the_dtype(x: Array[float32], i: Array[int32]) -> None:
    reduce_over_data(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    wrong: Invariant[Array[int32]] = reduce_over_data(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong
