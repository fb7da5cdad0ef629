"""Static types of `custom_vjp`, `custom_jvp` and their classes: checked by mypy, pyright and pytype, never run."""

from typing import Any, assert_type

from typedjax import Array
from typedjax.transforms import (
    CustomJVP,
    CustomJVP1,
    CustomJVP2,
    CustomJVP3,
    CustomJVPNondiff,
    CustomVJP,
    CustomVJP1,
    CustomVJP2,
    CustomVJP3,
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


def single(x: Array[float32]) -> Array[float32]:
    return x


def single_fwd(x: Array[float32]) -> tuple[Array[float32], None]:
    return x, None


def single_bwd(res: None, g: Array[float32]) -> tuple[Array[float32]]:
    return (g,)


def single_zero_bwd(res: None, g: Array[float32]) -> tuple[None]:
    return (None,)


def single_jvp(
    primals: tuple[Array[float32]], tangents: tuple[Array[float32]]
) -> tuple[Array[float32], Array[float32]]:
    return primals[0], tangents[0]


def triple(x: Array[float32], y: Array[float32], n: int) -> Array[float32]:
    return x * y * n


def triple_fwd(x: Array[float32], y: Array[float32], n: int) -> tuple[Array[float32], tuple[Array[float32], int]]:
    return x * y * n, (y, n)


def triple_bwd(res: tuple[Array[float32], int], g: Array[float32]) -> tuple[Array[float32], None, None]:
    return g * res[0] * res[1], None, None


def triple_jvp(
    primals: tuple[Array[float32], Array[float32], int], tangents: tuple[Array[float32], Array[float32], int]
) -> tuple[Array[float32], Array[float32]]:
    x, y, n = primals
    return x * y * n, tangents[0] * y * n


def triple_rule(t: Array[float32], out: Array[float32], x: Array[float32], y: Array[float32], n: int) -> Array[float32]:
    return t * y * n


def quad(x: Array[float32], a: float, b: float, c: float) -> Array[float32]:
    return x * a * b * c


def quad_fwd(x: Array[float32], a: float, b: float, c: float) -> tuple[Array[float32], None]:
    return x * a * b * c, None


def quad_bwd(res: None, g: Array[float32]) -> tuple[Array[float32], None, None, None]:
    return g, None, None, None


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


def single_rem(res: None, x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
    return x, x


def single_rem_bwd(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
    return (g * res,)


def single_logged_bwd(
    res: None, g: Array[float32]
) -> tuple[tuple[Array[float32]], dict[str, Array[float32]]]:
    return (g,), {"g": g}


def single_accumulating_bwd(res: None, g: Array[float32], accumulator: object) -> None:
    return None


def quad_rem(res: None, x: Array[float32], a: float, b: float, c: float) -> tuple[Array[float32], None]:
    return x * a * b * c, None


def check_custom_vjp_rules_of_0_12(x: Array[float32]) -> None:
    # JAX 0.12.0's rules: generic_batching, logged and accumulating backward rules, remat.
    s = custom_vjp(single)
    s.defvjp(single_fwd, single_bwd, generic_batching=True)
    s.defvjp_with_logs(single_fwd, single_logged_bwd)
    s.defvjp_with_accums(single_fwd, single_accumulating_bwd, generic_batching=True)
    s.defremat(single_fwd, single_rem, single_rem_bwd)
    s.defremat_with_logs(single_fwd, single_rem, lambda res, g: ((g,), None))
    q = custom_vjp(quad)
    q.defremat(quad_fwd, quad_rem, quad_bwd)  # rem(res, *args): positional, as JAX calls it


def check_custom_vjp(x: Array[float32]) -> None:
    f = custom_vjp(clip_gradient)
    assert_type(f, CustomVJP2[Array[float32], float, Array[float32]])
    assert_type(custom_vjp(positional), CustomVJP2[Array[float32], float, Array[float32]])
    p = custom_vjp(positional)
    p.defvjp(positional_fwd, scale_bwd)
    assert_type(p(x, 2.0), Array[float32])
    f.defvjp(clip_fwd, clip_bwd)
    f.defvjp(clip_fwd, clip_bwd, symbolic_zeros=False, optimize_remat=True)
    assert_type(f(x, 1.0), Array[float32])
    out: Array[float32] = f(x, 2.0)
    assert_type(out, Array[float32])
    s = custom_vjp(single)
    assert_type(s, CustomVJP1[Array[float32], Array[float32]])
    s.defvjp(single_fwd, single_bwd)
    s.defvjp(single_fwd, single_zero_bwd, symbolic_zeros=True)
    assert_type(s(x), Array[float32])
    t = custom_vjp(triple)
    assert_type(t, CustomVJP3[Array[float32], Array[float32], int, Array[float32]])
    t.defvjp(triple_fwd, triple_bwd)
    assert_type(t(x, x, 2), Array[float32])
    q = custom_vjp(quad)
    general_vjp: CustomVJP[..., Array[float32]] = q
    assert_type(general_vjp(x, 1.0, 2.0, 3.0), Array[float32])
    q.defvjp(quad_fwd, quad_bwd)
    assert_type(q(x, 1.0, 2.0, c=3.0), Array[float32])
    g = custom_vjp(clip_gradient, nondiff_argnums=(1,))
    assert_type(custom_vjp(positional, (1,)), CustomVJPNondiff[[Array[float32], float], Array[float32]])
    g.defvjp(clip_fwd, nondiff_bwd)
    assert_type(g(x, 2.0), Array[float32])


def check_custom_jvp(x: Array[float32]) -> None:
    f = custom_jvp(clip_gradient)
    assert_type(f, CustomJVP2[Array[float32], float, Array[float32]])
    assert_type(custom_jvp(positional), CustomJVP2[Array[float32], float, Array[float32]])
    rule = f.defjvp(f_jvp)
    assert_type(rule((x, 1.0), (x, 0.0)), tuple[Array[float32], Array[float32]])
    f.defjvps(tangent_rule, None)
    assert_type(f(x, 3.0), Array[float32])
    s = custom_jvp(single)
    assert_type(s, CustomJVP1[Array[float32], Array[float32]])
    single_rule = s.defjvp(single_jvp)
    assert_type(single_rule((x,), (x,)), tuple[Array[float32], Array[float32]])
    s.defjvps(None)
    assert_type(s(x), Array[float32])
    t = custom_jvp(triple)
    assert_type(t, CustomJVP3[Array[float32], Array[float32], int, Array[float32]])
    t.defjvp(triple_jvp, symbolic_zeros=False)
    t.defjvps(triple_rule, None, None)
    assert_type(t(x, x, 2), Array[float32])
    q = custom_jvp(quad)
    general_jvp: CustomJVP[..., Array[float32]] = q
    assert_type(general_jvp(x, 1.0, 2.0, 3.0), Array[float32])
    assert_type(q(x, 1.0, b=2.0, c=3.0), Array[float32])
    g = custom_jvp(clip_gradient, nondiff_argnames=["scale"])
    assert_type(custom_jvp(positional, [1]), CustomJVPNondiff[[Array[float32], float], Array[float32]])
    g.defjvp(nondiff_jvp, symbolic_zeros=True)
    assert_type(g(x), Array[float32])
