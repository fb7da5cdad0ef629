"""Device variance in annotations, checked by `typecheck` inside `shard_map` on 8 CPU devices.

Each rule of the shard_map notes has a passing and a failing case: `psum` takes a
value varying along `i` to invariant, `all_gather` keeps it varying, `pcast` (the
notes' `pbroadcast`) makes an invariant value varying, and a binary operation of a
varying and an invariant operand is varying (JAX casts the invariant one). Two
programs run clean: a data-parallel training step and a tensor-parallel pair of
matmuls (`all_gather`, then `psum_scatter`, its transpose). The annotations add no
collective to the compiled program.
"""

from __future__ import annotations

import importlib
import inspect
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax.sharding import AxisType, Mesh, PartitionSpec
from jaxtyping import Shaped

from typedjax import AnnotationError, Array, VarianceError, as_array, lax, typecheck
from typedjax.typing import Invariant, PyTree, Varying, float32

_jax: Any = jax  # the reference path and JAX's helpers the tests call untyped


def _spec(*names: str | tuple[str, ...] | None) -> PartitionSpec:
    return PartitionSpec(*names)  # type: ignore[no-untyped-call]  # jax leaves PartitionSpec.__init__ unannotated


def _mesh(shape: tuple[int, ...] = (8,), names: tuple[str, ...] = ("i",)) -> Mesh:
    # Auto axes: shard_map takes in_specs as given (make_mesh defaults to Explicit).
    return jax.make_mesh(shape, names, axis_types=(AxisType.Auto,) * len(names))


def _f32(*shape: int) -> Array[float32]:
    count = int(np.prod(shape))
    return as_array(jnp.arange(count, dtype=jnp.float32).reshape(shape) / count, float32)


def _mapped(
    body: Callable[..., Any],
    *,
    in_specs: Any = None,
    out_specs: Any = None,
    mesh: Mesh | None = None,
    check_vma: bool = True,
) -> Any:
    return _jax.shard_map(
        body,
        mesh=_mesh() if mesh is None else mesh,
        in_specs=_spec("i") if in_specs is None else in_specs,
        out_specs=_spec("i") if out_specs is None else out_specs,
        check_vma=check_vma,
    )


def _run(
    body: Callable[..., Any],
    *args: Array[float32],
    in_specs: Any = None,
    out_specs: Any = None,
    mesh: Mesh | None = None,
    check_vma: bool = True,
) -> np.ndarray[Any, np.dtype[np.float32]]:
    mapped = _mapped(body, in_specs=in_specs, out_specs=out_specs, mesh=mesh, check_vma=check_vma)
    return np.asarray(mapped(*args), dtype=np.float32)


# ---- psum: varying along i to invariant --------------------------------------------------


@typecheck
def summed(x: Varying[Shaped[Array[float32], " n"], " i"]) -> Invariant[Array[float32]]:
    return lax.psum(x.sum(), "i")


@typecheck
def not_summed(x: Varying[Shaped[Array[float32], " n"], " i"]) -> Invariant[Array[float32]]:
    return x.sum()


def test_psum_makes_a_varying_value_invariant() -> None:
    x = _f32(16)
    total = _run(summed, x, out_specs=_spec())
    np.testing.assert_allclose(total, np.asarray(x).sum(), rtol=1e-6)


def test_an_unreduced_value_is_not_invariant() -> None:
    with pytest.raises(
        VarianceError,
        match=re.escape(
            "not_summed(return): the result is annotated Invariant[...] (variance {}) but its "
            "traced variance is {i} (jax.typeof: float32[]{V:i}); it varies along i: reduce it "
            "there with jax.lax.psum(x, 'i') (or pmean, pmax, pmin); jax.lax.all_gather keeps "
            "it varying"
        ),
    ):
        _run(not_summed, _f32(16), out_specs=_spec())


# ---- all_gather: keeps the value varying ---------------------------------------------------


@typecheck
def gathered(x: Varying[Shaped[Array[float32], " n"], " i"]) -> Varying[Array[float32], " i"]:
    return lax.all_gather(x, "i", tiled=True)


@typecheck
def gathered_as_invariant(x: Varying[Array[float32], " i"]) -> Invariant[Array[float32]]:
    return lax.all_gather(x, "i", tiled=True)


def test_all_gather_keeps_the_value_varying() -> None:
    x = _f32(16)
    out = _run(gathered, x)
    # Every device holds all 16 values: the joined result repeats them 8 times.
    np.testing.assert_allclose(out, np.tile(np.asarray(x), 8), rtol=1e-6)


def test_an_all_gathered_value_is_not_invariant() -> None:
    with pytest.raises(VarianceError, match=r"gathered_as_invariant\(return\).*\{i\}.*psum"):
        _run(gathered_as_invariant, _f32(16), out_specs=_spec())


# ---- pcast (the notes' pbroadcast): invariant to varying -----------------------------------


@typecheck
def broadcast(w: Invariant[Array[float32]]) -> Varying[Array[float32], " i"]:
    return lax.pcast(w, "i", to="varying")


@typecheck
def not_broadcast(w: Varying[Array[float32], " i"]) -> Array[float32]:
    return w


def test_pcast_makes_an_invariant_value_varying() -> None:
    w = _f32(4)
    out = _run(broadcast, w, in_specs=_spec())
    np.testing.assert_allclose(out, np.tile(np.asarray(w), 8), rtol=1e-6)


def test_an_invariant_input_is_not_varying() -> None:
    with pytest.raises(
        VarianceError,
        match=re.escape(
            'not_broadcast(w): w is annotated Varying[..., "i"] (variance {i}) but its traced '
            "variance is {} (jax.typeof: float32[4]); it is invariant along i: make it varying "
            "there with jax.lax.pcast(x, 'i', to='varying'), or annotate the variance it has"
        ),
    ):
        _run(not_broadcast, _f32(4), in_specs=_spec())


# ---- binary operations: a varying and an invariant operand give a varying result --------


@typecheck
def shifted(
    x: Varying[Shaped[Array[float32], " n"], " i"], w: Invariant[Shaped[Array[float32], " n"]]
) -> Varying[Shaped[Array[float32], " n"], " i"]:
    return x + w


@typecheck
def shifted_as_invariant(
    x: Varying[Array[float32], " i"], w: Invariant[Array[float32]]
) -> Invariant[Array[float32]]:
    return x + w


def test_a_binary_operation_with_a_varying_operand_is_varying() -> None:
    x, w = _f32(16), _f32(2)
    out = _run(shifted, x, w, in_specs=(_spec("i"), _spec()))
    np.testing.assert_allclose(out, np.asarray(x) + np.tile(np.asarray(w), 8), rtol=1e-6)


def test_a_binary_operation_with_a_varying_operand_is_not_invariant() -> None:
    with pytest.raises(
        VarianceError, match=r"shifted_as_invariant\(return\).*traced variance is \{i\}"
    ):
        _run(
            shifted_as_invariant,
            _f32(16),
            _f32(2),
            in_specs=(_spec("i"), _spec()),
            out_specs=_spec(),
        )


# ---- two mesh axes, pytrees, and where nothing is checked ------------------------------


@typecheck
def over_data(x: Varying[Array[float32], "data model"]) -> Varying[Array[float32], " model"]:
    return lax.psum(x, "data")


@typecheck
def over_both(x: Varying[Array[float32], "model data"]) -> Varying[Array[float32], " model"]:
    return x


def test_two_mesh_axes() -> None:
    mesh = _mesh((4, 2), ("data", "model"))
    x = _f32(8)
    out = _run(over_data, x, mesh=mesh, in_specs=_spec(("data", "model")), out_specs=_spec("model"))
    expected = np.asarray(x).reshape(4, 2).sum(axis=0)
    np.testing.assert_allclose(out, expected, rtol=1e-6)
    with pytest.raises(
        VarianceError,
        match=re.escape(
            'over_both(return): the result is annotated Varying[..., "model"] (variance {model}) '
            "but its traced variance is {data,model}"
        )
        + r".*jax\.lax\.psum\(x, 'data'\)",
    ):
        _run(
            over_both,
            x,
            mesh=mesh,
            in_specs=_spec(("data", "model")),
            out_specs=_spec(("data", "model")),
        )


@typecheck
def leaves(
    tree: PyTree[Varying[Array[float32], " i"]],
) -> PyTree[Invariant[Array[float32]]]:
    return lax.psum(tree, "i")


@typecheck
def leaves_unreduced(
    tree: PyTree[Varying[Array[float32], " i"]],
) -> PyTree[Invariant[Array[float32]]]:
    return tree


def test_pytree_leaves() -> None:
    tree = {"a": _f32(8), "b": _f32(16)}
    out = _mapped(leaves, in_specs=_spec("i"), out_specs=_spec())(tree)
    summed_a = np.asarray(tree["a"], dtype=np.float32).reshape(8, 1).sum(axis=0)
    np.testing.assert_allclose(np.asarray(out["a"], dtype=np.float32), summed_a, rtol=1e-6)
    with pytest.raises(VarianceError, match=re.escape("leaves_unreduced(return['a'])")):
        _mapped(leaves_unreduced, in_specs=_spec("i"), out_specs=_spec("i"))(tree)


def test_check_vma_off_records_no_variance_to_check() -> None:
    # JAX traces every value with an empty variance there; the annotation is not compared
    # (with check_vma on, this very call fails: test_an_invariant_input_is_not_varying).
    w = _f32(4)
    out = _run(not_broadcast, w, in_specs=_spec(), out_specs=_spec(), check_vma=False)
    np.testing.assert_allclose(out, np.asarray(w))


def test_a_varying_annotation_needs_its_mesh_axis() -> None:
    with pytest.raises(
        VarianceError,
        match=re.escape(
            "summed(x): x is annotated Varying[..., \"i\"], but mesh axis 'i' is not bound here; "
            "Varying names axes of the mesh of an enclosing shard_map"
        ),
    ):
        summed(_f32(4))


def test_invariant_holds_outside_shard_map() -> None:
    @typecheck
    def plain(x: Invariant[Array[float32]]) -> Invariant[Array[float32]]:
        return x * 2

    np.testing.assert_allclose(np.asarray(plain(_f32(4))), np.asarray(_f32(4)) * 2)


def test_bad_annotations_are_reported_when_decorating() -> None:
    with pytest.raises(TypeError, match=r"Varying\[A, axes\]: axes is '', but it must be a string"):
        Varying[Array[float32], ""]
    with pytest.raises(TypeError, match=r"axes is 3"):
        Varying[Array[float32], 3]
    with pytest.raises(TypeError, match=r"axis 'i' is named twice"):
        Varying[Array[float32], "i i"]
    with pytest.raises(TypeError, match=r"Varying takes two arguments"):
        Varying[Array[float32]]
    with pytest.raises(AnnotationError, match=r"wraps tuple\[.*which is not an array annotation"):

        @typecheck
        def pair(x: Varying[tuple[Array[float32], Array[float32]], " i"]) -> None: ...

    with pytest.raises(AnnotationError, match=r"are both written around"):

        @typecheck
        def both(x: Varying[Invariant[Array[float32]], " i"]) -> None: ...


# ---- two programs: data parallelism and tensor parallelism ------------------------------


def _models() -> Any:
    """tests/runtime/shapes/corpus/models_sharded.py, which check --shapes proves without devices."""
    folder = str(Path(__file__).parents[1] / "shapes")
    sys.path.insert(0, folder)
    try:
        return importlib.import_module("corpus.models_sharded")
    finally:
        sys.path.remove(folder)


step: Callable[..., Array[float32]] = typecheck(_models().data_parallel_step)


def test_a_data_parallel_training_step() -> None:
    w, x, y = _f32(4), _f32(32, 4), _f32(32)
    mesh = _mesh((8,), ("data",))
    new = _run(
        step,
        w,
        x,
        y,
        mesh=mesh,
        in_specs=(_spec(), _spec("data"), _spec("data")),
        out_specs=_spec(),
    )

    def reference(v: Any) -> Any:
        return jnp.mean(
            (jnp.asarray(x).reshape(8, 4, 4) @ v - jnp.asarray(y).reshape(8, 4)) ** 2, axis=1
        ).mean()

    expected = np.asarray(w) - 0.1 * np.asarray(_jax.grad(reference)(w))
    np.testing.assert_allclose(new, expected, rtol=1e-5)
    assert not np.allclose(new, np.asarray(w))


@typecheck
def two_layers(
    x: Varying[Shaped[Array[float32], "b d_shard"], " model"],
    w1: Varying[Shaped[Array[float32], "d h_shard"], " model"],
    w2: Varying[Shaped[Array[float32], "h_shard d"], " model"],
) -> Varying[Shaped[Array[float32], "b d_shard"], " model"]:
    """Tensor parallel: gather the input's features, column- then row-parallel matmuls,
    then `psum_scatter` (all_gather's transpose) sums the partial products and splits them."""
    full = lax.all_gather(x, "model", axis=1, tiled=True)
    hidden = full @ w1
    partial = hidden @ w2
    return lax.psum_scatter(partial, "model", scatter_dimension=1, tiled=True)


def test_a_tensor_parallel_matmul_pair() -> None:
    x, w1, w2 = _f32(2, 16), _f32(16, 32), _f32(32, 16)
    mesh = _mesh((8,), ("model",))
    out = _run(
        two_layers, x, w1, w2, mesh=mesh,
        in_specs=(_spec(None, "model"), _spec(None, "model"), _spec("model", None)),
        out_specs=_spec(None, "model"),
    )  # fmt: skip
    expected = np.asarray(x) @ np.asarray(w1) @ np.asarray(w2)
    np.testing.assert_allclose(out, expected, rtol=1e-5)


# ---- the annotations add nothing to the compiled program --------------------------------

_COLLECTIVES = ("all-reduce", "all-gather", "reduce-scatter", "collective-permute", "all-to-all")


def _compiled(body: Callable[..., Any], *args: Array[float32]) -> str:
    mesh = _mesh((8,), ("model",))
    mapped = _jax.shard_map(
        body, mesh=mesh,
        in_specs=(_spec(None, "model"), _spec(None, "model"), _spec("model", None)),
        out_specs=_spec(None, "model"),
    )  # fmt: skip
    text: str = _jax.jit(mapped).lower(*args).compile().as_text()
    return text


def test_the_annotations_add_no_collective() -> None:
    args = (_f32(2, 16), _f32(16, 32), _f32(32, 16))
    annotated = _compiled(two_layers, *args)
    plain = _compiled(inspect.unwrap(two_layers), *args)
    counts = {op: len(re.findall(rf"\b{op}(?:-start)?\(", annotated)) for op in _COLLECTIVES}
    assert counts == {op: len(re.findall(rf"\b{op}(?:-start)?\(", plain)) for op in _COLLECTIVES}
    assert counts["all-gather"] >= 1 and counts["reduce-scatter"] >= 1, counts
    # The whole program is the same but for source locations (metadata, the frame tables).
    assert _without_locations(annotated) == _without_locations(plain)


def _without_locations(hlo: str) -> str:
    program = hlo.split("\nFileNames", 1)[0]
    return re.sub(r", metadata=\{[^}]*\}", "", program)


@pytest.mark.parametrize("dtype", ["float16", "int32", "bool", "complex64"])
def test_pcast_and_pbroadcast_keep_the_dtype(dtype: str) -> None:
    # typedjax.lax declares both as keeping the operand's dtype (and a pytree's type).
    x = jnp.ones(16, dtype=dtype)

    def body(v: Any) -> Any:
        cast = lax.pcast(v, "i", to="varying")
        return cast, lax.pbroadcast(cast, "i", 0)  # takes a varying value

    mapped = _jax.shard_map(
        body, mesh=_mesh(), in_specs=_spec(), out_specs=(_spec("i"), _spec("i"))
    )
    # Traced only: XLA's CPU backend has no lowering for pbroadcast.
    cast, broadcast = _jax.eval_shape(mapped, x)
    assert (cast.dtype, broadcast.dtype) == (x.dtype, x.dtype)
    assert cast.shape == broadcast.shape == (16 * 8,)
