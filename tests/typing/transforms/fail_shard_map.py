"""Lines that must fail under mypy and pyright; an ignore that stops being needed breaks the build.

pytype does not read the ignores: this file is not given to pytype.
"""

from jax.sharding import Mesh, PartitionSpec

from typedjax import Array
from typedjax._src.transforms.shard_map import SpecTree, shard_map
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def fail_call_checked_against_the_function(
    x: Array[float32], i: Array[int32], mesh: Mesh, p: PartitionSpec
) -> None:
    f = shard_map(scale, mesh=mesh, in_specs=p, out_specs=p)
    f(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f("x")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    f()  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f(x, 1.0, 2.0)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]
    f(x, factor="big")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def fail_result_type(x: Array[float32], mesh: Mesh, p: PartitionSpec) -> None:
    wrong: Array[int32] = shard_map(scale, mesh=mesh, in_specs=p, out_specs=p)(x)  # type: ignore[assignment]  # pyright: ignore[reportAssignmentType]
    del wrong


def fail_decorator(i: Array[int32], mesh: Mesh, p: PartitionSpec) -> None:
    decorate = shard_map(mesh=mesh, in_specs=p, out_specs=p)
    decorate(scale)(i)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    decorate(scale, scale)  # type: ignore[call-arg]  # pyright: ignore[reportCallIssue]


def fail_specs(x: Array[float32], mesh: Mesh, p: PartitionSpec) -> None:
    shard_map(scale, mesh=mesh, in_specs="i", out_specs=p)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    shard_map(scale, mesh=mesh, in_specs=(p, "i"), out_specs=p)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    shard_map(scale, mesh=mesh, in_specs=p, out_specs=0)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    shard_map(scale, mesh=mesh, in_specs=p)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    shard_map(scale, mesh="mesh", in_specs=p, out_specs=p)  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    shard_map(scale, mesh=mesh, in_specs=p, out_specs=p, check_vma="yes")  # type: ignore[call-overload]  # pyright: ignore[reportArgumentType]
    shard_map(scale, mesh, in_specs=p, out_specs=p)  # type: ignore[call-overload]  # pyright: ignore[reportCallIssue]
    not_a_tree: SpecTree = {1: p}  # type: ignore[dict-item]  # pyright: ignore[reportAssignmentType]
    del not_a_tree
