"""`typedjax.lax` at run time: JAX's own objects beside typedjax's control flow; the
collectives, which the abstract agreement cases cannot map, keep their dtype under `vmap`
(and so do `with_sharding_constraint` and `optimization_barrier`)."""

from __future__ import annotations

from collections.abc import Callable

import jax
import jax.numpy as jnp
import pytest

import typedjax.lax as tlax
from typedjax._src.transforms import control

CONTROL = ("cond", "fori_loop", "scan", "switch", "while_loop")


def test_every_name_but_the_control_flow_is_jaxs_own_object() -> None:
    assert all(getattr(tlax, n) is getattr(control, n) for n in CONTROL)
    others = [n for n in tlax.__all__ if n not in CONTROL]
    assert len(others) >= 180, len(others)
    assert all(getattr(tlax, n) is getattr(jax.lax, n) for n in others)


def _psum(v: jax.Array) -> jax.Array:
    return tlax.psum(v, "i")


def _pmax(v: jax.Array) -> jax.Array:
    return tlax.pmax(v, "i")


def _pmin(v: jax.Array) -> jax.Array:
    return tlax.pmin(v, "i")


def _all_gather(v: jax.Array) -> jax.Array:
    return tlax.all_gather(v, "i")


def _psum_scatter(v: jax.Array) -> jax.Array:
    return tlax.psum_scatter(v, "i", tiled=True)


def _ppermute(v: jax.Array) -> jax.Array:
    return tlax.ppermute(v, "i", [(0, 1), (1, 0)])


def _all_to_all(v: jax.Array) -> jax.Array:
    return tlax.all_to_all(v, "i", 0, 0, tiled=True)


def _pshuffle(v: jax.Array) -> jax.Array:
    return tlax.pshuffle(v, "i", [1, 0])


def _pswapaxes(v: jax.Array) -> jax.Array:
    return tlax.pswapaxes(v.reshape(2, 2), "i", 0)  # axis 0 as long as the mapped axis


def _with_sharding_constraint(v: jax.Array) -> jax.Array:
    return tlax.with_sharding_constraint(v, jax.sharding.SingleDeviceSharding(jax.devices()[0]))


def _optimization_barrier(v: jax.Array) -> jax.Array:
    return tlax.optimization_barrier(v)


@pytest.mark.parametrize("dtype", ["int8", "uint32", "bfloat16", "float16", "float32", "complex64"])
@pytest.mark.parametrize(
    "collective",
    [
        _psum, _pmax, _pmin, _all_gather, _psum_scatter, _ppermute, _all_to_all, _pshuffle,
        _pswapaxes, _with_sharding_constraint, _optimization_barrier,
    ],
)  # fmt: skip
def test_a_collective_keeps_its_operands_dtype(
    collective: Callable[[jax.Array], jax.Array], dtype: str
) -> None:
    x = jnp.ones((2, 4), dtype)
    out = jax.vmap(collective, axis_name="i")(x)
    assert out.dtype == jnp.dtype(dtype)


def _psum_tree(tree: dict[str, jax.Array]) -> dict[str, jax.Array]:
    return tlax.psum(tree, "i")


def test_a_collective_keeps_a_pytree() -> None:
    tree = {"w": jnp.ones((2, 3), jnp.float16), "b": jnp.ones((2,), jnp.int8)}
    out = jax.vmap(_psum_tree, axis_name="i")(tree)
    assert {k: v.dtype for k, v in out.items()} == {"w": jnp.float16, "b": jnp.int8}


def test_map_and_associative_scan_keep_the_types() -> None:
    xs = jnp.arange(6, dtype=jnp.float16).reshape(3, 2)
    mapped = tlax.map(lambda v: tlax.convert_element_type(v, jnp.int8), xs)
    assert (mapped.dtype, mapped.shape) == (jnp.dtype("int8"), (3, 2))
    tree = {"w": jnp.ones((4, 2), jnp.bfloat16), "n": jnp.arange(4, dtype=jnp.int32)}

    def merge(a: dict[str, jax.Array], b: dict[str, jax.Array]) -> dict[str, jax.Array]:
        return {k: a[k] + b[k] for k in a}

    out = tlax.associative_scan(merge, tree)
    assert {k: v.dtype for k, v in out.items()} == {"w": jnp.bfloat16, "n": jnp.int32}
    assert out["n"].tolist() == [0, 1, 3, 6]
