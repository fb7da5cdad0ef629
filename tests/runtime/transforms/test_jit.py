"""`typedjax._src.transforms.jit`: JAX's own `jit`/`clear_caches` (and `eval_shape`), and the staged API."""

from __future__ import annotations

import re
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax._src.generated.transforms.jit as generated_jit
import typedjax._src.transforms.jit as tjit
from typedjax import Array, as_array
from typedjax._src.generated.transforms.jit import eval_shape
from typedjax._src.transforms.jit import Jitted, clear_caches, jit
from typedjax.typing import float32


def _arange(n: int) -> Array[float32]:
    values = jnp.arange(n, dtype=jnp.float32)
    return as_array(values, float32)


def _jax_own(name: str) -> object:
    own: object = getattr(jax, name)
    return own


def _plain_jit(f: Callable[[Array[float32]], jax.Array]) -> Callable[[Array[float32]], jax.Array]:
    jitted: Callable[[Array[float32]], jax.Array] = jax.jit(f)
    return jitted


def _shape_dtype(value: jax.ShapeDtypeStruct) -> tuple[tuple[int, ...], str]:
    assert type(value) is jax.ShapeDtypeStruct, value
    shape: tuple[int, ...] = value.shape
    return shape, str(value.dtype)


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def scale_n(x: Array[float32], n: int) -> Array[float32]:
    # A Python `if` on `n`: works only when `n` is static.
    return x * 2.0 if n > 0 else x


def test_runtime_objects_are_jax_own() -> None:
    ours: dict[str, object] = {
        "jit": tjit.jit, "eval_shape": generated_jit.eval_shape, "clear_caches": tjit.clear_caches
    }  # fmt: skip
    for name, obj in ours.items():
        assert obj is _jax_own(name), name


def test_all_lists_the_public_names() -> None:
    public = {name for name in vars(tjit) if not name.startswith("_")}
    public -= {"annotations", "Callable", "Iterable", "Mapping", "Sequence", "TYPE_CHECKING"}
    public -= {"Concatenate", "Generic", "Protocol", "TypeVar", "overload", "ParamSpec", "jax"}
    assert sorted(tjit.__all__) == sorted(public)


def test_results_equal_jax_jit() -> None:
    x = _arange(4)
    typed = jit(scale)
    np.testing.assert_array_equal(np.asarray(typed(x)), np.asarray(_plain_jit(scale)(x)))
    np.testing.assert_array_equal(np.asarray(typed(x, 3.0)), [0.0, 3.0, 6.0, 9.0])
    np.testing.assert_array_equal(np.asarray(typed(x, factor=0.5)), [0.0, 0.5, 1.0, 1.5])
    assert isinstance(typed(x), Array)


def test_decorator_factory_form() -> None:
    @jit(static_argnums=1)
    def f(x: Array[float32], n: int) -> Array[float32]:
        return scale_n(x, n)

    x = _arange(3)
    np.testing.assert_array_equal(np.asarray(f(x, 1)), [0.0, 2.0, 4.0])
    np.testing.assert_array_equal(np.asarray(f(x, 0)), [0.0, 1.0, 2.0])


def test_static_argnums_and_argnames() -> None:
    x = _arange(3)
    by_number = jit(scale_n, static_argnums=1)
    by_name = jit(scale_n, static_argnames="n")
    np.testing.assert_array_equal(np.asarray(by_number(x, 1)), [0.0, 2.0, 4.0])
    np.testing.assert_array_equal(np.asarray(by_name(x, n=0)), [0.0, 1.0, 2.0])
    # Without static_argnums the Python `if` sees a tracer: JAX's own error.
    with pytest.raises(jax.errors.TracerBoolConversionError):
        jit(scale_n)(x, 1)


def test_donation_deletes_the_donated_buffer() -> None:
    # Donation is honoured on CPU in jax 0.10.2: the donated input is deleted.
    x = _arange(3)
    out = jit(scale, donate_argnums=0)(x)
    np.testing.assert_array_equal(np.asarray(out), [0.0, 2.0, 4.0])
    assert x.is_deleted()
    with pytest.raises(RuntimeError, match=re.escape("Array has been deleted")):
        np.asarray(x)
    kept = _arange(3)
    jit(scale)(kept)
    assert not kept.is_deleted()


def test_staged_lower_compile() -> None:
    x = _arange(4)
    f = jit(scale)
    lowered = f.lower(x, 3.0)
    text = lowered.as_text()
    assert "stablehlo.multiply" in text
    assert "HloModule" in lowered.as_text("hlo")
    cost = lowered.cost_analysis()
    assert cost is not None and cost["flops"] > 0
    compiled = lowered.compile()
    # `factor` was not static, so the executable takes it again.
    np.testing.assert_array_equal(np.asarray(compiled(x, 3.0)), [0.0, 3.0, 6.0, 9.0])
    compiled_text = compiled.as_text()
    assert compiled_text is not None and "HloModule" in compiled_text
    compiled_cost = compiled.cost_analysis()
    assert compiled_cost is not None and compiled_cost["flops"] > 0
    stats = compiled.memory_analysis()
    assert stats is not None
    assert stats.argument_size_in_bytes == 4 * 4 + 4  # x and the traced `factor`
    assert stats.output_size_in_bytes == 4 * 4


def test_staged_trace_and_eval_shape() -> None:
    x = _arange(5)
    f = jit(scale)
    traced = f.trace(x)
    assert traced.fun_name == "scale"
    assert "mul" in str(traced.jaxpr)
    np.testing.assert_array_equal(np.asarray(traced.lower().compile()(x)), [0, 2, 4, 6, 8])
    assert _shape_dtype(f.eval_shape(x)) == ((5,), "float32")
    f.clear_cache()
    np.testing.assert_array_equal(np.asarray(f(x)), [0, 2, 4, 6, 8])


def test_compiled_takes_the_dynamic_arguments_only() -> None:
    x = _arange(2)
    compiled = jit(scale_n, static_argnums=1).lower(x, 1).compile()
    np.testing.assert_array_equal(np.asarray(compiled(x)), [0.0, 2.0])
    with pytest.raises(
        TypeError, match=re.escape("seen tuple of length 1 but now given tuple of length 2")
    ):
        compiled(x, 1)


def test_eval_shape_computes_no_values() -> None:
    seen: list[str] = []

    def f(x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        seen.append(type(x).__name__)  # a tracer: no concrete value exists
        return x, x.reshape(1, -1)

    shapes = eval_shape(f, _arange(3))
    assert [_shape_dtype(s) for s in shapes] == [((3,), "float32"), ((1, 3), "float32")]
    assert len(seen) == 1 and seen[0].endswith("Tracer"), seen
    assert _shape_dtype(eval_shape(scale, _arange(2))) == ((2,), "float32")


def test_clear_caches_forces_a_retrace() -> None:
    traces: list[int] = []

    def f(x: Array[float32]) -> Array[float32]:
        traces.append(1)
        return x + 1.0

    g = jit(f)
    x = _arange(2)
    g(x)
    g(x)
    assert len(traces) == 1
    clear_caches()
    g(x)
    assert len(traces) == 2


def test_jitted_refuses_isinstance() -> None:
    f = jit(scale)
    with pytest.raises(TypeError, match=re.escape("isinstance(..., Jitted) is not supported")):
        isinstance(f, Jitted)  # pyright: ignore[reportUnnecessaryIsInstance]  # refused at run time: that is the point


class _Model:
    def __init__(self, w: float) -> None:
        self.w = w

    @jit(static_argnums=0)
    def apply(self, x: Array[float32]) -> Array[float32]:
        return x * self.w

    def __hash__(self) -> int:
        return hash(self.w)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Model) and other.w == self.w


def test_a_jitted_method_binds_its_instance() -> None:
    x = _arange(3)
    np.testing.assert_array_equal(np.asarray(_Model(3.0).apply(x)), [0.0, 3.0, 6.0])
    np.testing.assert_array_equal(np.asarray(_Model.apply(_Model(0.5), x)), [0.0, 0.5, 1.0])
