"""Typed transforms used inside a `typedjax.shard_map` body agree with JAX's own.

Each body runs once per shard of a mesh of the 8 host CPU devices; the same
computation written with `jax.*` (through `_jax`, deliberately untyped: it is
the reference) must give the same numbers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, Mesh, PartitionSpec

import typedjax
from typedjax import Array, as_array
from typedjax.typing import float32

# The reference path: JAX's untyped API, as `Any` so that each call needs no ignore.
_jax: Any = jax

_N = 16  # 2 elements per shard


def _x() -> Array[float32]:
    values = jnp.linspace(-2.0, 3.0, _N, dtype=jnp.float32)
    return as_array(values, float32)


def _mesh() -> Mesh:
    # Auto axes: shard_map then takes in_specs as given (make_mesh defaults to Explicit).
    return jax.make_mesh((8,), ("i",), axis_types=(AxisType.Auto,))


def _spec(*names: str | None) -> PartitionSpec:
    return PartitionSpec(*names)  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated


def _typed(
    body: Callable[[Array[float32]], Array[float32]],
) -> np.ndarray[Any, np.dtype[np.float32]]:
    mapped = typedjax.shard_map(body, mesh=_mesh(), in_specs=_spec("i"), out_specs=_spec("i"))
    return np.asarray(mapped(_x()), dtype=np.float32)


def _reference(body: Callable[[Any], Any]) -> np.ndarray[Any, np.dtype[np.float32]]:
    mapped = _jax.shard_map(body, mesh=_mesh(), in_specs=_spec("i"), out_specs=_spec("i"))
    return np.asarray(mapped(_x()), dtype=np.float32)


def _same(
    typed: np.ndarray[Any, np.dtype[np.float32]], reference: np.ndarray[Any, np.dtype[np.float32]]
) -> None:
    assert typed.shape == (_N,)
    np.testing.assert_allclose(typed, reference, rtol=1e-6)
    # Not vacuous: the body changed the input.
    assert not np.allclose(typed, np.asarray(_x()))


def cube(v: Array[float32]) -> Array[float32]:
    return v * v * v + 1.0


def cube_sum(v: Array[float32]) -> Array[float32]:
    return cube(v).sum()


def poly(s: Array[float32]) -> Array[float32]:
    return s * s * 3.0 - s


def test_jit_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.jit(cube)(v)

    def reference(v: Any) -> Any:
        return _jax.jit(cube)(v)

    _same(_typed(typed), _reference(reference))
    np.testing.assert_allclose(_typed(typed), np.asarray(_x()) ** 3 + 1.0, rtol=1e-5)


def test_grad_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.grad(cube_sum)(v)

    def reference(v: Any) -> Any:
        return _jax.grad(cube_sum)(v)

    _same(_typed(typed), _reference(reference))
    np.testing.assert_allclose(_typed(typed), 3.0 * np.asarray(_x()) ** 2, rtol=1e-5)


def test_value_and_grad_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        value, g = typedjax.value_and_grad(cube_sum)(v)
        return g * value

    def reference(v: Any) -> Any:
        value, g = _jax.value_and_grad(cube_sum)(v)
        return g * value

    _same(_typed(typed), _reference(reference))


def test_vmap_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.vmap(poly)(v)

    def reference(v: Any) -> Any:
        return _jax.vmap(poly)(v)

    _same(_typed(typed), _reference(reference))


def test_checkpoint_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.grad(typedjax.checkpoint(cube_sum))(v)

    def reference(v: Any) -> Any:
        return _jax.grad(_jax.checkpoint(cube_sum))(v)

    _same(_typed(typed), _reference(reference))


def step(c: Array[float32], s: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return c + s, c * s


def test_scan_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        final, ys = typedjax.lax.scan(step, v.sum() * 0.0 + 1.0, v)
        return ys + final

    def reference(v: Any) -> Any:
        final, ys = _jax.lax.scan(step, v.sum() * 0.0 + 1.0, v)
        return ys + final

    _same(_typed(typed), _reference(reference))


def positive(v: Array[float32]) -> Array[float32]:
    return v * 2.0


def negative(v: Array[float32]) -> Array[float32]:
    return v - 5.0


def test_cond_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.lax.cond(v.sum() > 0.0, positive, negative, v)

    def reference(v: Any) -> Any:
        return _jax.lax.cond(v.sum() > 0.0, positive, negative, v)

    result = _typed(typed)
    _same(result, _reference(reference))
    # Both branches were taken, on different shards.
    x = np.asarray(_x()).reshape(8, 2)
    taken = np.where(x.sum(axis=1, keepdims=True) > 0.0, x * 2.0, x - 5.0).reshape(_N)
    np.testing.assert_allclose(result, taken, rtol=1e-6)
    assert (x.sum(axis=1) > 0.0).any() and (x.sum(axis=1) <= 0.0).any()


def square(v: Array[float32]) -> Array[float32]:
    return v * v


def square_fwd(v: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return v * v, v


def square_bwd(v: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
    return (g * v * 10.0,)  # deliberately not 2 * v, so the custom rule shows


def test_custom_vjp_inside_shard_map() -> None:
    typed_square = typedjax.custom_vjp(square)
    typed_square.defvjp(square_fwd, square_bwd)
    reference_square = _jax.custom_vjp(square)
    reference_square.defvjp(square_fwd, square_bwd)

    def typed_loss(w: Array[float32]) -> Array[float32]:
        return typed_square(w).sum()

    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.grad(typed_loss)(v)

    def reference(v: Any) -> Any:
        return _jax.grad(lambda w: reference_square(w).sum())(v)  # pyright: ignore[reportUnknownLambdaType]  # the untyped reference path

    result = _typed(typed)
    _same(result, _reference(reference))
    np.testing.assert_allclose(result, 10.0 * np.asarray(_x()), rtol=1e-6)


def test_nested_jit_vmap_grad() -> None:
    typed = typedjax.jit(typedjax.vmap(typedjax.grad(poly)))
    reference: Callable[[jax.Array], jax.Array] = _jax.jit(_jax.vmap(_jax.grad(poly)))
    result = np.asarray(typed(_x()))
    np.testing.assert_allclose(result, np.asarray(reference(_x())), rtol=1e-6)
    np.testing.assert_allclose(result, 6.0 * np.asarray(_x()) - 1.0, rtol=1e-5)


def test_nested_jit_vmap_grad_inside_shard_map() -> None:
    def typed(v: Array[float32]) -> Array[float32]:
        return typedjax.jit(typedjax.vmap(typedjax.grad(poly)))(v)

    def reference(v: Any) -> Any:
        return _jax.jit(_jax.vmap(_jax.grad(poly)))(v)

    _same(_typed(typed), _reference(reference))
