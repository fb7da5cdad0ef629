"""jaxtyping's run-time checks over `typedjax.Array` and `typedjax.Array[dtype]`."""

from __future__ import annotations

from jaxtyping import Float, Int, Shaped

import typedjax as tj
import typedjax.numpy as tnp
from typedjax.typing import float32, int32


def _hint(annotation: object) -> type:
    # At run time a jaxtyping annotation is a class; to a checker it is a special form.
    assert isinstance(annotation, type), annotation
    return annotation


def test_dtype_families_and_shapes_check_typed_arrays() -> None:
    x = tnp.ones((2, 3), dtype=float32)
    assert isinstance(x, _hint(Float[tj.Array, "b n"]))
    assert not isinstance(x, _hint(Int[tj.Array, "b n"]))
    assert not isinstance(x, _hint(Float[tj.Array, "b"]))


def test_a_dtype_parameter_is_checked_too() -> None:
    assert isinstance(tnp.ones(3, dtype=float32), _hint(Shaped[tj.Array[float32], "n"]))
    assert not isinstance(tnp.ones(3, dtype=int32), _hint(Shaped[tj.Array[float32], "n"]))


def test_tracers_pass_under_jit() -> None:
    seen: list[bool] = []
    hint = _hint(Float[tj.Array, "n"])

    @tj.jit
    def f(x: tj.Array[float32]) -> tj.Array[float32]:
        seen.append(isinstance(x, hint))
        return x

    f(tnp.ones(4, dtype=float32))
    assert seen == [True]
