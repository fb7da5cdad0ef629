"""`typedjax._src.transforms.shard_map`: JAX's own `shard_map` over a mesh of 8 host CPU devices."""

from __future__ import annotations

import re
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, Mesh, PartitionSpec

import typedjax._src.transforms.shard_map as tsm
from typedjax import Array, as_array
from typedjax._src.transforms.jit import jit  # JAX's own jit, typed
from typedjax._src.transforms.shard_map import SpecTree, shard_map
from typedjax.typing import float32


def _arange(n: int) -> Array[float32]:
    values = jnp.arange(n, dtype=jnp.float32)
    return as_array(values, float32)


def _mesh(shape: tuple[int, ...], names: tuple[str, ...]) -> Mesh:
    # Auto axes: shard_map then takes in_specs as given (make_mesh defaults to Explicit).
    return jax.make_mesh(shape, names, axis_types=(AxisType.Auto,) * len(names))


def _spec(*names: str | None) -> PartitionSpec:
    return PartitionSpec(*names)  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated


def _psum(x: Array[float32], axis: str) -> Array[float32]:
    total = jax.lax.psum(x, axis)  # type: ignore[no-untyped-call]  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]  # jax types psum's pytree as Any
    return as_array(total, float32)  # pyright: ignore[reportUnknownArgumentType]  # see above


def _axis_index(axis: str) -> Array[float32]:
    index = jax.lax.axis_index(axis)
    return as_array(index.astype(jnp.float32), float32)


def _grad(
    f: Callable[[Array[float32]], Array[float32]],
) -> Callable[[Array[float32]], Array[float32]]:
    df_untyped = jax.grad(f)

    def df(x: Array[float32]) -> Array[float32]:
        return as_array(df_untyped(x), float32)

    return df


def _jax_own() -> object:
    own: object = jax.shard_map
    return own


def total(x: Array[float32]) -> Array[float32]:
    return _psum(x.sum(keepdims=True), "i")


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def test_runtime_object_is_jax_own() -> None:
    assert tsm.shard_map is _jax_own()


def test_all_lists_the_public_names() -> None:
    public = {name for name in vars(tsm) if not name.startswith("_")}
    public -= {"annotations", "Callable", "Hashable", "AbstractSet", "TYPE_CHECKING"}
    public -= {"Protocol", "TypeAlias", "TypeVar", "overload", "ParamSpec"}
    public -= {"AbstractMesh", "Mesh", "PartitionSpec"}
    assert sorted(tsm.__all__) == sorted(public)


def test_per_shard_code_with_psum() -> None:
    mesh = _mesh((8,), ("i",))
    x = _arange(16)
    f = shard_map(total, mesh=mesh, in_specs=_spec("i"), out_specs=_spec())
    plain = jax.shard_map(total, mesh=mesh, in_specs=_spec("i"), out_specs=_spec())
    out = f(x)
    assert isinstance(out, Array)
    np.testing.assert_array_equal(np.asarray(out), [120.0])
    np.testing.assert_array_equal(np.asarray(out), np.asarray(plain(x)))


def test_shards_are_concatenated_along_out_specs() -> None:
    mesh = _mesh((8,), ("i",))
    seen: list[tuple[int, ...]] = []

    def shard_index(x: Array[float32]) -> Array[float32]:
        seen.append(x.shape)
        return x * 0.0 + _axis_index("i")

    out = shard_map(shard_index, mesh=mesh, in_specs=_spec("i"), out_specs=_spec("i"))(_arange(16))
    assert seen == [(2,)]  # traced once, on one shard's shape
    np.testing.assert_array_equal(np.asarray(out), np.repeat(np.arange(8.0), 2))


def test_spec_trees_and_extra_arguments() -> None:
    mesh = _mesh((2, 4), ("i", "j"))
    x = jnp.arange(32.0, dtype=jnp.float32).reshape(8, 4)
    m = as_array(x, float32)
    in_specs: SpecTree = (_spec("i", "j"), _spec())

    def f(a: Array[float32], b: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        return a * b, _psum(_psum(a.sum(keepdims=True), "i"), "j")

    sm = shard_map(f, mesh=mesh, in_specs=in_specs, out_specs=(_spec("i", "j"), _spec()))
    product, summed = sm(m, _arange(1) + 3.0)
    np.testing.assert_array_equal(np.asarray(product), np.arange(32.0).reshape(8, 4) * 3.0)
    np.testing.assert_array_equal(np.asarray(summed), [[np.arange(32.0).sum()]])


def test_decorator_factory_form() -> None:
    mesh = _mesh((8,), ("i",))

    @shard_map(mesh=mesh, in_specs=_spec("i"), out_specs=_spec("i"))
    def doubled(x: Array[float32]) -> Array[float32]:
        return x * 2.0

    np.testing.assert_array_equal(np.asarray(doubled(_arange(8))), np.arange(8.0) * 2.0)


def test_under_jit() -> None:
    mesh = _mesh((8,), ("i",))
    f = jit(shard_map(total, mesh=mesh, in_specs=_spec("i"), out_specs=_spec()))
    np.testing.assert_array_equal(np.asarray(f(_arange(8))), [28.0])
    np.testing.assert_array_equal(np.asarray(f(_arange(8) * 2.0)), [56.0])


def test_under_grad() -> None:
    mesh = _mesh((8,), ("i",))

    def squares(x: Array[float32]) -> Array[float32]:
        return _psum((x * x).sum(keepdims=True), "i")

    f = shard_map(squares, mesh=mesh, in_specs=_spec("i"), out_specs=_spec())

    def loss(x: Array[float32]) -> Array[float32]:
        return f(x)[0]

    x = _arange(16)
    np.testing.assert_allclose(np.asarray(_grad(loss)(x)), 2.0 * np.arange(16.0))
    jitted = jit(_grad(loss))
    np.testing.assert_allclose(np.asarray(jitted(x)), 2.0 * np.arange(16.0))


def test_default_arguments_take_the_declared_default() -> None:
    mesh = _mesh((8,), ("i",))
    f = shard_map(scale, mesh=mesh, in_specs=_spec("i"), out_specs=_spec("i"))
    np.testing.assert_array_equal(np.asarray(f(_arange(8))), np.arange(8.0) * 2.0)


def test_keyword_arguments_are_refused_by_jax() -> None:
    # The known imprecision: the ParamSpec lets checkers accept this call.
    mesh = _mesh((8,), ("i",))
    f = shard_map(scale, mesh=mesh, in_specs=(_spec("i"), _spec()), out_specs=_spec("i"))
    np.testing.assert_array_equal(np.asarray(f(_arange(8), 3.0)), np.arange(8.0) * 3.0)
    with pytest.raises(TypeError, match=re.escape("got an unexpected keyword argument 'factor'")):
        f(_arange(8), factor=3.0)


def test_a_spec_that_does_not_divide_the_axis_is_refused() -> None:
    mesh = _mesh((8,), ("i",))
    f = shard_map(total, mesh=mesh, in_specs=_spec("i"), out_specs=_spec())
    with pytest.raises(ValueError, match=re.escape("evenly divisible")):
        f(_arange(12))
