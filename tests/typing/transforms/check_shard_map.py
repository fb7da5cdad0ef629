"""Static types of `typedjax._src.transforms.shard_map`: checked by mypy, pyright and pytype, never run."""

from typing import assert_type

from jax.sharding import AbstractMesh, Mesh, PartitionSpec

from typedjax import Array
from typedjax._src.transforms.shard_map import SpecTree, shard_map
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def pair(x: Array[float32], i: Array[int32]) -> tuple[Array[float32], Array[int32]]:
    return x, i


def named(x: Array[float32]) -> dict[str, Array[float32]]:
    return {"x": x}


def check_call(x: Array[float32], i: Array[int32], mesh: Mesh, p: PartitionSpec) -> None:
    f = shard_map(scale, mesh=mesh, in_specs=(p, p), out_specs=p)
    assert_type(f(x), Array[float32])
    assert_type(f(x, 3.0), Array[float32])
    y = f(x, 3.0)
    assert_type(y, Array[float32])
    g = shard_map(pair, mesh=mesh, in_specs=(p, p), out_specs=(p, p))
    assert_type(g(x, i), tuple[Array[float32], Array[int32]])
    assert_type(shard_map(named, mesh=mesh, in_specs=p, out_specs={"x": p})(x), dict[str, Array[float32]])


def check_options(x: Array[float32], mesh: Mesh, abstract: AbstractMesh, p: PartitionSpec) -> None:
    assert_type(shard_map(scale, mesh=mesh, out_specs=p)(x), Array[float32])
    assert_type(shard_map(scale, out_specs=p)(x), Array[float32])
    assert_type(shard_map(scale, mesh=abstract, in_specs=p, out_specs=p)(x), Array[float32])
    assert_type(shard_map(scale, mesh=None, in_specs=None, out_specs=p)(x), Array[float32])
    f = shard_map(scale, mesh=mesh, in_specs=p, out_specs=p, axis_names={"i"}, check_vma=False)
    assert_type(f(x), Array[float32])
    assert_type(shard_map(scale, mesh=mesh, in_specs=p, out_specs=p, axis_names=frozenset({0}))(x), Array[float32])


def check_decorator(x: Array[float32], mesh: Mesh, p: PartitionSpec) -> None:
    @shard_map(mesh=mesh, in_specs=(p,), out_specs=p)
    def doubled(v: Array[float32]) -> Array[float32]:
        return v * 2.0

    assert_type(doubled(x), Array[float32])
    decorate = shard_map(mesh=mesh, in_specs=p, out_specs=p, check_vma=False)
    assert_type(decorate(scale)(x, 1.0), Array[float32])


def _tree(spec: SpecTree) -> SpecTree:
    return spec


def check_spec_trees(x: Array[float32], mesh: Mesh, p: PartitionSpec) -> None:
    assert_type(_tree((p, [p, None], {"a": p, "b": (p,)})), SpecTree)
    assert_type(_tree(p), SpecTree)
    assert_type(_tree(None), SpecTree)
    assert_type(_tree(((((p,),),),)), SpecTree)
    nested = _tree([p, (p, None)])
    assert_type(nested, SpecTree)
    f = shard_map(scale, mesh=mesh, in_specs=nested, out_specs=_tree({"k": [p]}))
    assert_type(f(x), Array[float32])
