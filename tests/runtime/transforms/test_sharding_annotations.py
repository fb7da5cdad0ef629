"""Shape entries that name the mesh axes splitting them (`"b@data n"`), checked by `typecheck`.

JAX prints an explicitly sharded type so (`float32[8@data,4]`); `typecheck`
compares the annotation with a concrete array's sharding, and with a tracer's
type along `Explicit` mesh axes, on a mesh of the 8 host CPU devices.
"""

from __future__ import annotations

import re
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, Mesh, NamedSharding, PartitionSpec
from jaxtyping import Shaped

from typedjax import (
    AnnotationError,
    Array,
    ShardingError,
    annotated_shardings,
    as_array,
    export,
    jit,
    typecheck,
)
from typedjax._src.typing.annotations import parse_dims
from typedjax.typing import float32

_jax: Any = jax  # JAX's helpers the tests call untyped


def _spec(*names: str | tuple[str, ...] | None) -> PartitionSpec:
    return PartitionSpec(*names)  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated


def _mesh(kind: AxisType = AxisType.Explicit) -> Mesh:
    return jax.make_mesh((4, 2), ("data", "model"), axis_types=(kind, kind))


def _placed(
    mesh: Mesh, *names: str | tuple[str, ...] | None, shape: tuple[int, ...] = (8, 4)
) -> Array[float32]:
    values = jnp.arange(int(np.prod(shape)), dtype=jnp.float32).reshape(shape)
    return as_array(_jax.device_put(values, NamedSharding(mesh, _spec(*names))), float32)


@typecheck
def rows(x: Shaped[Array[float32], "b@data n"]) -> Shaped[Array[float32], "b@data n"]:
    return x * 2


@typecheck
def blocks(x: Shaped[Array[float32], "b@(data,model) n"]) -> Shaped[Array[float32], " b"]:
    return x.sum(axis=1)


@typecheck
def batched(x: Shaped[Array[float32], "*batch n@model"]) -> Shaped[Array[float32], "*batch"]:
    return x.sum(axis=-1)


def test_the_grammar() -> None:
    dims = parse_dims("b@data n@(data,model) _@model 2*k@data n")
    assert [d.mesh_axes for d in dims] == [
        ("data",),
        ("data", "model"),
        ("model",),
        ("data",),
        None,
    ]
    assert [d.name for d in dims[:2]] == ["b", "n"]
    for text, problem in (
        ("b@", "after '@' write the mesh axis that splits this axis"),
        ("b@data,model", "several in parentheses, as in 'b@(data,model)'"),
        ("b@(data,data)", "a mesh axis is named twice"),
        ("*b@data", "a multi-axis entry cannot carry it"),
    ):
        with pytest.raises(AnnotationError, match=re.escape(problem)):
            parse_dims(text)


def test_a_concrete_array_is_compared_with_its_sharding() -> None:
    mesh = _mesh()
    x = _placed(mesh, "data", None)
    np.testing.assert_allclose(np.asarray(rows(x)), np.asarray(x) * 2)
    with pytest.raises(
        ShardingError,
        match=re.escape(
            "rows(x): axis 0 of x is annotated split over data ('b@data' in "
            "Shaped[Array[float32], 'b@data n']) but is not split (its sharding: "
            "P(None, 'model')); place it with jax.device_put(x, NamedSharding(mesh, "
            "P('data', None)))"
        ),
    ):
        rows(_placed(mesh, None, "model"))
    with pytest.raises(ShardingError, match=re.escape("axis 1 of x is annotated not split")):
        rows(_placed(mesh, "data", "model"))


def test_an_array_on_one_device_has_no_mesh_axis() -> None:
    with pytest.raises(
        ShardingError,
        match=re.escape(
            "is not split (its sharding: SingleDeviceSharding); its mesh has no axis 'data' "
            "(mesh axes: none)"
        ),
    ):
        rows(as_array(jnp.ones((8, 4), dtype=jnp.float32), float32))


def test_explicit_axes_are_compared_under_jit() -> None:
    mesh = _mesh()
    with _jax.set_mesh(mesh):
        out = _jax.jit(rows)(_placed(mesh, "data", None))
        assert out.sharding.spec == _spec("data", None)
        with pytest.raises(
            ShardingError,
            match=re.escape("rows(x): axis 0 of x is annotated split over data")
            + r".*jax\.typeof: float32\[8,4@model\]",
        ):
            _jax.jit(rows)(_placed(mesh, None, "model"))


@typecheck
def moved(x: Shaped[Array[float32], "b@data n"]) -> Shaped[Array[float32], "b n@model"]:
    return x


def test_a_result_is_compared_too() -> None:
    mesh = _mesh()
    with (
        _jax.set_mesh(mesh),
        pytest.raises(
            ShardingError,
            match=re.escape("moved(return): axis 0 of the result is annotated not split"),
        ),
    ):
        _jax.jit(moved)(_placed(mesh, "data", None))


def test_several_mesh_axes_split_one_axis() -> None:
    mesh = _mesh()
    x = _placed(mesh, ("data", "model"), None)
    np.testing.assert_allclose(np.asarray(blocks(x)), np.asarray(x).sum(axis=1))
    with pytest.raises(ShardingError, match=re.escape("annotated split over data and model")):
        blocks(_placed(mesh, ("model", "data"), None))


def test_entries_after_a_variadic_one_count_from_the_end() -> None:
    mesh = _mesh()
    x = _placed(mesh, None, None, "model", shape=(2, 4, 4))
    np.testing.assert_allclose(np.asarray(batched(x)), np.asarray(x).sum(axis=-1))
    with pytest.raises(ShardingError, match=re.escape("axis 2 of x is annotated split over model")):
        batched(_placed(mesh, None, "model", None, shape=(2, 4, 4)))


def test_auto_axes_are_not_recorded_in_the_traced_type() -> None:
    # Under jit an Auto mesh axis leaves the split to XLA: the type says nothing to compare.
    mesh = _mesh(AxisType.Auto)
    x = _placed(mesh, None, "model")
    with pytest.raises(ShardingError):  # eagerly the array's own sharding is compared
        rows(x)
    out = jit(rows)(x)
    np.testing.assert_allclose(np.asarray(out), np.asarray(x) * 2)


@typecheck
def scaled(
    x: Shaped[Array[float32], "b@data n"], w: Shaped[Array[float32], " n"]
) -> Shaped[Array[float32], "b@data n@model"]:
    return x * w


def test_jit_takes_its_shardings_from_the_annotations() -> None:
    # Auto mesh axes: the shardings tell XLA where to place the arguments and the result
    # (along Explicit axes the traced types carry them already).
    mesh = _mesh(AxisType.Auto)
    placement = annotated_shardings(scaled, mesh)
    assert placement == {
        "in_shardings": (NamedSharding(mesh, _spec("data", None)), None),
        "out_shardings": NamedSharding(mesh, _spec("data", "model")),
    }
    x = as_array(jnp.ones((8, 4), dtype=jnp.float32), float32)  # on one device: jit places it
    w = as_array(jnp.arange(4, dtype=jnp.float32), float32)
    out = jit(scaled, **placement)(x, w)
    assert out.sharding == NamedSharding(mesh, _spec("data", "model"))
    np.testing.assert_allclose(np.asarray(out), np.tile(np.arange(4, dtype=np.float32), (8, 1)))
    exported = export(jit(scaled, **placement), sizes={"b": 8, "n": 4})
    held: Any = exported  # JAX's Exported: its sharding readers are not in the protocol
    assert [None if s is None else s.spec for s in held.in_shardings_jax(mesh)] == [
        _spec("data", None),
        None,
    ]
    assert [s.spec for s in held.out_shardings_jax(mesh)] == [_spec("data", "model")]


def test_an_entry_after_a_variadic_one_is_no_jit_sharding() -> None:
    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "batched(x): in Shaped[Array[float32], '*batch n@model'], an entry after the multi-axis one names mesh axes"
        ),
    ):
        annotated_shardings(batched, _mesh())
