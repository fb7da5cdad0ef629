"""`typedjax.lax` at run time: JAX's own objects beside typedjax's control flow; the
collectives, which the abstract agreement cases cannot map, keep their dtype under `vmap`
(and so do `with_sharding_constraint` and `optimization_barrier`)."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax as tj
import typedjax.lax as tlax
from typedjax import JAXFeatureError
from typedjax._src import newer as _newer
from typedjax._src.transforms import control

CONTROL = ("cond", "fori_loop", "scan", "switch", "while_loop")


def test_every_name_but_the_control_flow_is_jaxs_own_object() -> None:
    assert all(getattr(tlax, n) is getattr(control, n) for n in CONTROL)
    absent = {n for n, release in _newer.NAMES["jax.lax"].items() if _newer.needs(release)}
    others = [n for n in tlax.__all__ if n not in CONTROL and n not in absent]
    assert len(others) >= 210, len(others)
    assert all(getattr(tlax, n) is getattr(jax.lax, n) for n in others)


def test_every_public_function_and_class_of_jax_lax_is_here() -> None:
    public = [
        n
        for n in dir(jax.lax)
        if not n.startswith("_")
        and not n.endswith("_p")  # the primitives
        and not isinstance(getattr(jax.lax, n), ModuleType)
    ]
    assert len(public) >= 210, len(public)
    # JAX 0.10.2 lists psend and precv; the declared JAX (0.12) has deprecated them.
    removed = [n for n in ("precv", "psend") if n in public]
    assert [n for n in public if n not in tlax.__all__] == removed


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


def _pmean(v: jax.Array) -> jax.Array:
    return tlax.pmean(v, "i")  # type: ignore[no-any-return]  # mypy: an array of unknown dtype fits pmean's rows, whose results differ, so mypy answers Any


@pytest.mark.parametrize(
    ("dtype", "mean"),
    [("bool", "float32"), ("int8", "float32"), ("uint32", "float32"), ("int64", "float64"),
     ("bfloat16", "bfloat16"), ("float16", "float16"), ("complex64", "complex64")],
)  # fmt: skip
def test_pmean_keeps_an_inexact_dtype_and_makes_integers_the_default_float(
    dtype: str, mean: str
) -> None:
    # int64 exists only under x64, where the default float is float64 as well.
    with jax.enable_x64(dtype == "int64"):
        x = jnp.ones((2, 3), dtype)
        out = jax.vmap(_pmean, axis_name="i")(x)
    assert out.dtype == jnp.dtype(mean)


def _pmean_tree(tree: dict[str, jax.Array]) -> dict[str, jax.Array]:
    out: dict[str, jax.Array] = tlax.pmean(tree, "i")
    return out


def test_pmean_of_a_pytree_changes_integer_leaves() -> None:
    # Why its declaration gives a pytree `Any`: the int8 leaf becomes a float.
    tree = {"w": jnp.ones((2, 3), jnp.float16), "n": jnp.ones((2,), jnp.int8)}
    out = jax.vmap(_pmean_tree, axis_name="i")(tree)
    assert {k: v.dtype for k, v in out.items()} == {"w": jnp.float16, "n": jnp.float32}


_LAYOUTS = ("NHWC", "HWIO", "NHWC")


def _conv(lhs: jax.Array, rhs: jax.Array) -> jax.Array:
    return tlax.conv_general_dilated(lhs, rhs, (1, 1), "SAME", dimension_numbers=_LAYOUTS)


def test_the_shape_and_layout_helpers_return_what_they_are_declared_to() -> None:
    assert tlax.broadcast_shapes((1, 3), (2, 1)) == (2, 3)
    perms = tlax.conv_general_permutations(_LAYOUTS)
    assert [[type(i) for i in p] for p in perms] == [[int] * 4] * 3
    lhs, rhs = (1, 5, 5, 2), (3, 3, 2, 4)
    dims = tlax.conv_dimension_numbers(lhs, rhs, _LAYOUTS)
    assert isinstance(dims, tlax.ConvDimensionNumbers)
    conv = tj.eval_shape(_conv, jnp.ones(lhs), jnp.ones(rhs))
    assert tlax.conv_general_shape_tuple(lhs, rhs, (1, 1), "SAME", _LAYOUTS) == conv.shape
    padded = tlax.conv_general_shape_tuple(lhs, rhs, (1, 1), [(1, 1), (1, 1)], _LAYOUTS)
    assert padded == conv.shape
    assert tlax.conv_shape_tuple((1, 2, 5, 5), (4, 2, 3, 3), (1, 1), "VALID") == (1, 4, 3, 3)
    transposed = tlax.conv_transpose_shape_tuple(lhs, rhs, (2, 2), "SAME", _LAYOUTS)
    assert transposed == (1, 10, 10, 4)
    window = tlax.reduce_window_shape_tuple((4, 6), (2, 2), (2, 2), ((0, 0), (0, 0)))
    assert window == (2, 3)
    # The convolutions' entries are NumPy integers (declared so), reduce_window's Python ones.
    assert [type(d).__name__ for d in (*transposed, *window)] == ["int64"] * 4 + ["int"] * 2
    assert tlax.dtype(jnp.ones(2, jnp.bfloat16)) == jnp.dtype("bfloat16")
    assert isinstance(tlax.dtype(1.0), np.dtype)


def _step(x: jax.Array) -> jax.Array:
    token = tlax.after_all(tlax.create_token(), tlax.create_token())
    assert not isinstance(token, jax.Array)  # a token, declared `object`
    tlax.dce_sink({"x": x})
    return x + 1


def _scale(x: jax.Array, *, k: float) -> jax.Array:
    return x * k


def test_tokens_dce_sink_and_composite() -> None:
    assert tj.jit(_step)(jnp.ones(2)).tolist() == [2.0, 2.0]
    composed = tlax.composite(_scale, "typedjax.test.scale")
    out = tj.jit(composed, static_argnames="k")(jnp.ones(2, jnp.bfloat16), k=2.0)
    assert (str(out.dtype), out.tolist()) == ("bfloat16", [2.0, 2.0])


def _newton(f: Callable[[jax.Array], jax.Array], x0: jax.Array) -> jax.Array:
    def update(_: jax.Array, x: jax.Array) -> jax.Array:
        return x - f(x) / tj.grad(f)(x)

    return tlax.fori_loop(0, 20, update, x0)


def _newton_counted(f: Callable[[jax.Array], jax.Array], x0: jax.Array) -> tuple[jax.Array, int]:
    return _newton(f, x0), 20


def _tangent(g: Callable[[jax.Array], jax.Array], y: jax.Array) -> jax.Array:
    return y / g(jnp.ones_like(y))


def _minus_two(x: jax.Array) -> jax.Array:
    return x**2 - 2.0


def _root_of(a: jax.Array) -> jax.Array:
    def f(x: jax.Array) -> jax.Array:
        return x**2 - a

    return tlax.custom_root(f, jnp.ones_like(a), _newton, _tangent)


def test_the_solvers_give_the_type_of_the_guess_and_the_aux_beside_it() -> None:
    root = tlax.custom_root(_minus_two, jnp.ones((), jnp.float32), _newton, _tangent)
    assert (str(root.dtype), round(float(root), 5)) == ("float32", 1.41421)
    counted = tlax.custom_root(
        _minus_two, jnp.ones((), jnp.float32), _newton_counted, _tangent, has_aux=True
    )
    assert (str(counted[0].dtype), counted[1]) == ("float32", 20)
    # The derivative of the root of x**2 - a in a, by the implicit rule: 1 / (2 sqrt a).
    slope = tj.grad(_root_of)(jnp.asarray(2.0))
    assert round(float(slope), 4) == round(1 / (2 * 2.0**0.5), 4)

    m = jnp.array([[2.0, 0.0], [0.0, 4.0]], jnp.float16)

    def matvec(x: jax.Array) -> jax.Array:
        return m @ x

    def solve(_: Callable[[jax.Array], object], b: jax.Array) -> jax.Array:
        return b / jnp.diag(m)

    solved = tlax.custom_linear_solve(matvec, jnp.ones(2, jnp.float16), solve)
    assert (str(solved.dtype), solved.tolist()) == ("float16", [0.5, 0.25])


def test_rng_bit_generator_gives_the_key_and_bits_of_the_dtype_requested() -> None:
    key = jnp.zeros(4, jnp.uint32)
    new_key, bits = tlax.rng_bit_generator(key, (3,))
    assert (str(new_key.dtype), str(bits.dtype), bits.shape) == ("uint32", "uint32", (3,))
    assert str(tlax.rng_bit_generator(key, (3,), jnp.uint8)[1].dtype) == "uint8"
    with pytest.raises(TypeError, match="unsupported dtype"):
        tlax.rng_bit_generator(key, (3,), jnp.float32)  # refused by JAX, declared DTypeLike


def _on_two_devices(body: Callable[..., object], *args: jax.Array) -> object:
    """`body` as a shard_map over 2 CPU devices along 'i', abstractly evaluated: XLA:CPU
    runs neither ragged_all_to_all nor the asynchronous psum_scatter."""
    mesh = jax.make_mesh((2,), ("i",), axis_types=(jax.sharding.AxisType.Auto,))
    spec = jax.sharding.PartitionSpec("i")  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated
    mapped = tj.shard_map(body, mesh=mesh, in_specs=spec, out_specs=spec)
    result: object = tj.eval_shape(tj.jit(mapped), *args)
    return result


@pytest.mark.parametrize("dtype", ["int8", "bfloat16", "float32"])
def test_ragged_all_to_all_keeps_the_operands_dtype(dtype: str) -> None:
    sizes = jnp.array([2, 2, 2, 2], jnp.int32)

    def body(op: jax.Array, out: jax.Array, offsets: jax.Array, sizes: jax.Array) -> jax.Array:
        return tlax.ragged_all_to_all(op, out, offsets, sizes, offsets, sizes, axis_name="i")

    offsets = jnp.array([0, 2, 0, 2], jnp.int32)
    result = _on_two_devices(body, jnp.arange(8, dtype=dtype), jnp.zeros(8, dtype), offsets, sizes)
    assert isinstance(result, jax.ShapeDtypeStruct)
    assert (result.dtype, result.shape) == (jnp.dtype(dtype), (8,))


def _scatter_start(x: jax.Array) -> object:
    future: object = tlax.psum_scatter_start(x, "i", tiled=True)
    return future


def test_psum_scatter_start_gives_a_future_not_an_array() -> None:
    # Why it is declared to return Any: what comes back is an asynchronous future.
    release = _newer.NAMES["jax.lax"]["psum_scatter_start"]
    if _newer.needs(release):  # JAX 0.10.2: typedjax's stand-in names the release
        with pytest.raises(JAXFeatureError, match=f"needs JAX {release}"):
            tlax.psum_scatter_start(jnp.ones(2), "i", tiled=True)
        return
    result = _on_two_devices(_scatter_start, jnp.arange(8, dtype=jnp.int16))
    assert not isinstance(result, jax.ShapeDtypeStruct)
    assert "int16[4" in str(result)
