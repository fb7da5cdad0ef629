"""`Varying[A, " i"]` and `Invariant[A]` are the annotation they wrap, to every checker: never run.

The variance is for `typecheck` inside `shard_map`; the dtype stays the checkers'.
"""

from typing import assert_type

from jax.sharding import Mesh, NamedSharding, PartitionSpec
from jaxtyping import Shaped

from typedjax import (
    Array,
    ShardingError,
    VarianceError,
    annotated_shardings,
    jit,
    lax,
    shard_map,
    typecheck,
)
from typedjax.typing import AnnotatedShardings, Invariant, PyTree, Varying, float32

_DATA = PartitionSpec("data")  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated
_REPLICATED = PartitionSpec()  # type: ignore[no-untyped-call]  # as above


@typecheck
def local_sum(
    x: Varying[Shaped[Array[float32], "b n"], " data"], w: Invariant[Shaped[Array[float32], " n"]]
) -> Invariant[Shaped[Array[float32], " n"]]:
    return lax.psum((x * w).sum(axis=0), "data")


@typecheck
def two_axes(x: Varying[Array[float32], "data model"]) -> Varying[Array[float32], " model"]:
    return lax.psum(x, "data")


@typecheck
def leaves(tree: PyTree[Varying[Array[float32], " data"]]) -> PyTree[Invariant[Array[float32]]]:
    return tree


def check_the_annotations_are_what_they_wrap(x: Array[float32]) -> None:
    assert_type(local_sum(x, x), Array[float32])
    assert_type(two_axes(x), Array[float32])
    held: Invariant[Array[float32]] = x
    assert_type(held, Array[float32])
    varying: Varying[Shaped[Array[float32], " n"], " data"] = x
    assert_type(varying, Array[float32])


def check_shard_map_keeps_the_signature(x: Array[float32]) -> None:
    mapped = shard_map(local_sum, in_specs=(_DATA, _REPLICATED), out_specs=_REPLICATED)
    assert_type(mapped(x, x), Array[float32])


@typecheck
def rows(x: Shaped[Array[float32], "b@data n"]) -> Shaped[Array[float32], "b@data n"]:
    return x * 2


def check_the_shardings_of_the_annotations(x: Array[float32], mesh: Mesh) -> None:
    placement = annotated_shardings(rows, mesh)
    assert_type(placement, AnnotatedShardings)
    assert_type(placement["in_shardings"], tuple[NamedSharding | None, ...])  # pytype: disable=assert-type  # pytype reads a TypedDict's items loosely
    assert_type(placement["out_shardings"], NamedSharding | None)  # pytype: disable=assert-type  # as above
    assert_type(jit(rows, **placement)(x), Array[float32])
    assert_type(rows(x), Array[float32])


def check_the_errors_are_type_errors(problem: VarianceError | ShardingError) -> None:
    caught: TypeError = problem  # both are TypeErrors: `except TypeError` catches them
    del caught
    assert_type(VarianceError("x"), VarianceError)
    assert_type(ShardingError("x"), ShardingError)
