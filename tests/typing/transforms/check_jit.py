"""Static types of `jit`, `eval_shape` and the staged API: checked by mypy, pyright and pytype, never run."""

from typing import assert_type

import jax

from typedjax import Array
from typedjax.transforms import (
    Compiled,
    CompiledMemoryStats,
    Jitted,
    Lowered,
    Traced,
    clear_caches,
    eval_shape,
    jit,
)
from typedjax.typing import float32, int32


def scale(x: Array[float32], factor: float = 2.0) -> Array[float32]:
    return x * factor


def pair(x: Array[float32], n: int) -> tuple[Array[float32], Array[int32]]:
    return x, x.astype(int32) + n


def named(x: Array[float32]) -> dict[str, Array[float32]]:
    return {"x": x}


def listed(x: Array[float32]) -> list[Array[float32]]:
    return [x, x]


def count(x: Array[float32]) -> int:
    return 1


def takes_float32(x: Array[float32]) -> None: ...


def check_call(x: Array[float32]) -> None:
    f = jit(scale)
    assert_type(f(x), Array[float32])
    assert_type(f(x, 3.0), Array[float32])
    assert_type(f(x, factor=3.0), Array[float32])
    y = f(x)
    assert_type(y, Array[float32])
    assert_type(jit(pair, static_argnums=1)(x, 3), tuple[Array[float32], Array[int32]])
    assert_type(jit(count)(x), int)


def check_options(x: Array[float32]) -> None:
    assert_type(jit(scale, static_argnames="factor")(x, factor=1.0), Array[float32])
    assert_type(jit(scale, static_argnames=["factor"], donate_argnums=0)(x), Array[float32])
    assert_type(jit(scale, donate_argnames=("x",), keep_unused=True)(x), Array[float32])
    assert_type(jit(scale, inline=True, backend="cpu")(x), Array[float32])
    assert_type(jit(scale, compiler_options={"xla_embed_ir_in_executable": True})(x), Array[float32])
    assert_type(jit(scale, in_shardings=None, out_shardings=None)(x), Array[float32])


def check_decorator(x: Array[float32]) -> None:
    @jit
    def plain(v: Array[float32]) -> Array[float32]:
        return v

    @jit(static_argnums=1)
    def static(v: Array[float32], n: int) -> Array[float32]:
        return v + n

    assert_type(plain(x), Array[float32])
    assert_type(static(x, 2), Array[float32])
    deco = jit(static_argnames="n", donate_argnums=(0,))
    static_n = deco(pair)
    assert_type(static_n(x, 1), tuple[Array[float32], Array[int32]])


def check_jitted_type(x: Array[float32]) -> None:
    f: Jitted[[Array[float32], float], Array[float32]] = jit(scale)  # pytype: disable=invalid-annotation  # pytype lacks ParamSpec's [args] form
    assert_type(f(x, 1.0), Array[float32])
    # The result type is covariant: a Jitted returning Array[float32] returns a jax.Array.
    takes_jitted_array(f, x)
    f.clear_cache()


def takes_jitted_array(g: Jitted[[Array[float32], float], jax.Array], x: Array[float32]) -> None:  # pytype: disable=invalid-annotation  # pytype lacks ParamSpec's [args] form
    assert_type(g(x, 1.0), jax.Array)


def check_staged(x: Array[float32]) -> None:
    f = jit(scale)
    lowered = f.lower(x, factor=1.0)
    assert_type(lowered, Lowered[Array[float32]])
    assert_type(lowered.as_text(), str)
    assert_type(lowered.as_text("hlo", debug_info=True), str)
    assert_type(lowered.cost_analysis(), dict[str, float] | None)
    compiled = lowered.compile()
    assert_type(compiled, Compiled[Array[float32]])
    assert_type(compiled(x), Array[float32])
    assert_type(compiled.as_text(), str | None)
    assert_type(compiled.cost_analysis(), dict[str, float] | None)
    stats = compiled.memory_analysis()
    assert_type(stats, CompiledMemoryStats | None)
    if stats is not None:
        assert_type(stats.temp_size_in_bytes, int)
    traced = f.trace(x)
    assert_type(traced, Traced[Array[float32]])
    assert_type(traced.fun_name, str)
    assert_type(traced.lower(), Lowered[Array[float32]])
    assert_type(f.lower(x).compile()(x), Array[float32])
    assert_type(f.trace(x).lower().compile(), Compiled[Array[float32]])


def check_eval_shape(x: Array[float32]) -> None:
    s = eval_shape(scale, x, 2.0)
    assert_type(s, jax.ShapeDtypeStruct)
    assert_type(eval_shape(pair, x, 3), tuple[jax.ShapeDtypeStruct, ...])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(eval_shape(named, x), dict[str, jax.ShapeDtypeStruct])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(eval_shape(listed, x), list[jax.ShapeDtypeStruct])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(eval_shape(count, x), object)  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(jit(scale).eval_shape(x), jax.ShapeDtypeStruct)
    assert_type(jit(pair).eval_shape(x, 1), tuple[jax.ShapeDtypeStruct, ...])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(jit(named).eval_shape(x), dict[str, jax.ShapeDtypeStruct])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(jit(listed).eval_shape(x), list[jax.ShapeDtypeStruct])  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers
    assert_type(jit(count).eval_shape(x), object)  # pytype: disable=assert-type  # jax.Array is Any to pytype: the first overload answers


def check_clear_caches() -> None:
    assert_type(clear_caches(), None)


class Model:
    def __init__(self, w: float) -> None:
        self.w = w

    @jit(static_argnums=0)
    def apply(self, x: Array[float32]) -> Array[float32]:
        return x * self.w


def check_method(m: Model, x: Array[float32]) -> None:
    assert_type(m.apply(x), Array[float32])  # pytype: disable=assert-type  # pytype answers `nothing` through the bound method
    y = m.apply(x)
    takes_float32(y)
    takes_float32(y * 2.0)
    assert_type(Model.apply(m, x), Array[float32])
    assert_type(m.apply.lower(x), Lowered[Array[float32]])  # pytype: disable=assert-type  # pytype answers `nothing` through the bound method
