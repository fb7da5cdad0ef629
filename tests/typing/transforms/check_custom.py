"""Static types of `typedjax.transforms._custom`: checked by mypy, pyright and pytype, never run."""

from typing import Any, assert_type

from typedjax import Array
from typedjax.transforms._custom import (
    CustomJVP,
    CustomJVPNondiff,
    CustomVJP,
    CustomVJPNondiff,
    custom_jvp,
    custom_vjp,
)
from typedjax.typing import float32


def clip_gradient(x: Array[float32], scale: float = 1.0) -> Array[float32]:
    return x * scale


def clip_fwd(x: Array[float32], scale: float = 1.0) -> tuple[Array[float32], tuple[Array[float32], float]]:
    return x * scale, (x, scale)


def clip_bwd(res: tuple[Array[float32], float], g: Array[float32]) -> tuple[Array[float32], None]:
    return g * res[1], None


def positional(x: Array[float32], scale: float, /) -> Array[float32]:
    return x * scale


def positional_fwd(x: Array[float32], scale: float, /) -> tuple[Array[float32], float]:
    return x * scale, scale


def scale_bwd(scale: float, g: Array[float32]) -> tuple[Array[float32], None]:
    return g * scale, None


def tangent_rule(t: Array[float32], out: Array[float32], x: Array[float32], s: float) -> Array[float32]:
    return t


def nondiff_bwd(scale: float, res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
    return (g * scale,)


def f_jvp(
    primals: tuple[Any, ...], tangents: tuple[Any, ...]
) -> tuple[Array[float32], Array[float32]]:
    x: Array[float32] = primals[0]
    t: Array[float32] = tangents[0]
    return x * 2.0, t * 2.0


def nondiff_jvp(
    scale: float, primals: tuple[Array[float32]], tangents: tuple[Array[float32]]
) -> tuple[Array[float32], Array[float32]]:
    return primals[0] * scale, tangents[0] * scale


def check_custom_vjp(x: Array[float32]) -> None:
    f = custom_vjp(clip_gradient)
    assert_type(custom_vjp(positional), CustomVJP[[Array[float32], float], Array[float32]])
    p = custom_vjp(positional)
    p.defvjp(positional_fwd, scale_bwd)
    assert_type(p(x, 2.0), Array[float32])
    f.defvjp(clip_fwd, clip_bwd)
    f.defvjp(clip_fwd, clip_bwd, symbolic_zeros=False, optimize_remat=True)
    assert_type(f(x), Array[float32])
    out: Array[float32] = f(x, scale=2.0)
    assert_type(out, Array[float32])
    g = custom_vjp(clip_gradient, nondiff_argnums=(1,))
    assert_type(custom_vjp(positional, (1,)), CustomVJPNondiff[[Array[float32], float], Array[float32]])
    g.defvjp(clip_fwd, nondiff_bwd)
    assert_type(g(x, 2.0), Array[float32])


def check_custom_jvp(x: Array[float32]) -> None:
    f = custom_jvp(clip_gradient)
    assert_type(custom_jvp(positional), CustomJVP[[Array[float32], float], Array[float32]])
    rule = f.defjvp(f_jvp)
    assert_type(rule((x,), (x,)), tuple[Array[float32], Array[float32]])
    f.defjvps(tangent_rule, None)
    assert_type(f(x, 3.0), Array[float32])
    g = custom_jvp(clip_gradient, nondiff_argnames=["scale"])
    assert_type(custom_jvp(positional, [1]), CustomJVPNondiff[[Array[float32], float], Array[float32]])
    g.defjvp(nondiff_jvp, symbolic_zeros=True)
    assert_type(g(x), Array[float32])
