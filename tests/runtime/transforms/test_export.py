"""`typedjax.export`: symbolic input shapes read from jaxtyping annotations, JAX's `Exported` back."""

from __future__ import annotations

import re
from typing import Any

import jax
import pytest
from jaxtyping import Float, Float32, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax import AnnotationError, ShapeError, deserialize, export
from typedjax.typing import float32, int32

_TRACES: list[int] = []


def project(
    x: Shaped[tj.Array[float32], "b n"], y: Float32[tj.Array, " 2*n"]
) -> Float[tj.Array, " b"]:
    _TRACES.append(1)
    return tnp.tanh(x @ y[::2])


def f32(*shape: int) -> tj.Array[float32]:
    return tnp.ones(shape, dtype=float32)


def test_names_become_shared_symbolic_dimensions_and_expressions() -> None:
    exported = export(project)
    assert isinstance(exported, jax.export.Exported)
    assert [str(a) for a in exported.in_avals] == ["float32[b,n]", "float32[2*n]"]
    assert [str(a) for a in exported.out_avals] == ["float32[b]"]
    assert exported.fun_name == "project"


def test_one_export_runs_at_three_batch_sizes_without_retracing() -> None:
    _TRACES.clear()
    exported = export(project)
    assert len(_TRACES) == 1
    for b in (1, 7, 64):
        out = exported.call(f32(b, 3), f32(6))
        assert out.shape == (b,)
        assert jax.numpy.allclose(out, project(f32(b, 3), f32(6)))
    assert (
        len(_TRACES) == 1 + 3
    )  # the three eager reference calls above; the export was traced once


def test_serialize_and_deserialize_round_trip() -> None:
    blob = export(project, constraints=["b >= 2"]).serialize()
    again = deserialize(blob, like=project)
    for b in (2, 5, 33):
        assert again.call(f32(b, 4), f32(8)).shape == (b,)
    with pytest.raises(
        ValueError, match=re.escape("args[1].shape[0] (= 9) and the specification '2*n' (= 8)")
    ):
        again.call(f32(3, 4), f32(9))
    # A broken constraint is caught too, but a deserialized program reports it only
    # while XLA refines its shapes, without naming b (JAX 0.10's message, pinned).
    with pytest.raises(ValueError, match=re.escape("Error refining shapes.")):
        again.call(f32(1, 4), f32(8))


def test_deserialize_refuses_the_blob_of_another_function() -> None:
    def other(x: Shaped[tj.Array[int32], " n"]) -> Shaped[tj.Array[int32], " n"]:
        return x

    blob = export(project).serialize()
    with pytest.raises(
        ShapeError,
        match=re.escape(
            "the blob's inputs are float32[b, n], float32[2*n], but like's annotations give "
            "int32[rank 1]; pass the function that was exported"
        ),
    ):
        deserialize(blob, like=other)


def test_under_jit_and_vmap() -> None:
    exported = export(project)
    assert tj.jit(exported.call)(f32(4, 3), f32(6)).shape == (4,)
    batched: Any = jax.vmap(exported.call)
    assert batched(f32(5, 4, 3), f32(5, 6)).shape == (5, 4)
    shared: Any = jax.vmap(exported.call, in_axes=(0, None))
    out = shared(f32(5, 4, 3), f32(6))
    assert out.shape == (5, 4)
    assert jax.numpy.allclose(out[2], project(f32(4, 3), f32(6)))


def test_shapes_that_break_the_annotation_are_refused_naming_the_dimension() -> None:
    exported = export(project)
    with pytest.raises(
        ValueError, match=re.escape("args[1].shape[0] (= 7) and the specification '2*n' (= 6)")
    ):
        exported.call(f32(4, 3), f32(7))
    bad: Any = tnp.ones((4, 3), dtype=int32)
    with pytest.raises(
        ValueError,
        match=re.escape("Dtype mismatch for args[0]: expected float32 and called with int32"),
    ):
        exported.call(bad, f32(6))


def test_sizes_fix_a_dimension_and_constraints_reach_jax() -> None:
    exported = export(project, sizes={"n": 3}, constraints=["b >= 16"])
    assert [str(a) for a in exported.in_avals] == ["float32[b,3]", "float32[6]"]
    assert exported.call(f32(16, 3), f32(6)).shape == (16,)
    with pytest.raises(ValueError, match=re.escape("symbolic shape constraint b >= 16")):
        exported.call(f32(8, 3), f32(6))
    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "project: sizes= names m, which no parameter annotation uses; its dimensions are b, n"
        ),
    ):
        export(project, sizes={"m": 3})


@pytest.mark.parametrize("size", [-2, 0, 2.5, True, "3"])
def test_a_size_that_is_not_a_positive_integer_is_named(size: object) -> None:
    sizes: Any = {"n": size}
    with pytest.raises(
        tj.ShapeError,
        match=re.escape(
            f"project: sizes={{'n': {size!r}}}: a dimension size is a positive integer"
        ),
    ):
        export(project, sizes=sizes)


@pytest.mark.parametrize(
    ("constraints", "index"),
    [(["b >>= 1"], 0), (["b >= 16", "b % 8 == 0"], 1), (["b >= 1", ""], 1)],
)
def test_a_malformed_constraint_is_named(constraints: list[str], index: int) -> None:
    with pytest.raises(tj.ShapeError) as caught:
        export(project, constraints=constraints)
    message = str(caught.value)
    assert message.startswith(
        f"project: constraints[{index}] = {constraints[index]!r} is not a constraint JAX can read ("
    )
    assert "such as 'b >= 16' or 'mod(b, 8) == 0'" in message
    exported = export(project, constraints=["mod(b, 2) == 0"])  # JAX's spelling of a modulus
    with pytest.raises(ValueError, match=re.escape("constraint 2*floordiv(b, 2) == b")):
        exported.call(f32(3, 3), f32(6))


def test_a_jitted_function_and_anonymous_axes() -> None:
    def total(x: Shaped[tj.Array[float32], "_ n"]) -> Shaped[tj.Array[float32], " n"]:
        return x.sum(axis=0)

    exported = export(tj.jit(total))
    assert [str(a) for a in exported.in_avals] == ["float32[_0,n]"]
    assert exported.call(f32(5, 2)).shape == (2,)


def test_incomplete_annotations_are_named() -> None:
    def untyped(x: Any) -> Any:
        return x

    def no_dtype(x: Float[tj.Array, "b n"]) -> Float[tj.Array, " b"]:
        return x.sum(1)

    def variadic(x: Shaped[tj.Array[float32], "*batch n"]) -> tj.Array[float32]:
        return x

    def no_shape(x: tj.Array[float32]) -> tj.Array[float32]:
        return x

    def keyword(
        x: Shaped[tj.Array[float32], " n"], *, y: Shaped[tj.Array[float32], " n"]
    ) -> tj.Array[float32]:
        return x + y

    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "untyped(x): export reads each parameter's dtype and shape from its annotation, and this one has none"
        ),
    ):
        export(untyped)
    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "no_dtype(x): export needs one dtype per parameter, and Float[Array, 'b n'] accepts bfloat16, "
        ),
    ):
        export(no_dtype)
    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "variadic(x): export needs the number of axes, and '*batch' in Shaped[Array[float32], '*batch n'] stands for any number"
        ),
    ):
        export(variadic)
    with pytest.raises(
        AnnotationError,
        match=re.escape(
            "no_shape(x): export reads each parameter's dtype and shape from its annotation, and this one has typedjax.Array[float32], which gives no shape"
        ),
    ):
        export(no_shape)
    with pytest.raises(
        AnnotationError, match=re.escape("keyword(y): export passes arguments by position")
    ):
        export(keyword)


def test_platforms_are_passed_to_jax() -> None:
    exported = export(project, platforms=["cpu", "cuda"])
    assert exported.platforms == ("cpu", "cuda")
    assert exported.call(f32(3, 2), f32(4)).shape == (3,)  # runs here on its cpu lowering
