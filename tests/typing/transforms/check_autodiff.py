"""Static types of the autodiff transforms: checked by mypy, pyright and pytype, never run."""

from collections.abc import Callable
from typing import Any, TypeAlias, assert_type

import jax
import numpy as np

from typedjax import Array
from typedjax.transforms import (
    Differentiated,
    grad,
    hessian,
    jacfwd,
    jacrev,
    jvp,
    linearize,
    value_and_grad,
    vjp,
)
from typedjax.typing import ArrayLike, complex64, complexfloating, float16, float32, floating

# What JAX converts to an array: the transformed function also takes it where `fun` takes
# an array of one dtype.
Converted: TypeAlias = (
    np.ndarray[Any, np.dtype[Any]] | np.bool_ | np.number[Any, Any] | bool | int | float | complex
)


def check_grad_argnums(
    f: Callable[[Array[float32], Array[float16], Array[floating]], Array[float32]],
    x: Array[float32],
    h: Array[float16],
    y: Array[floating],
) -> None:
    assert_type(grad(f)(x, h, y), Array[float32])
    assert_type(grad(f, 0)(x, h, y), Array[float32])
    assert_type(grad(f, argnums=1)(x, h, y), Array[float16])
    assert_type(grad(f, 2)(x, h, y), Array[floating])
    assert_type(grad(f, (0, 1))(x, h, y), tuple[Array[float32], Array[float16]])
    g = grad(f)
    assert_type(
        g,
        Differentiated[
            [Array[float32] | Converted, Array[float16], Array[floating]], Array[float32]
        ],
    )
    gx = g(x, h, y)
    assert_type(gx, Array[float32])
    g1 = grad(f, 1)
    assert_type(g1(x, h, y), Array[float16])
    g01 = grad(f, (0, 1))
    both = g01(x, h, y)
    assert_type(both, tuple[Array[float32], Array[float16]])


def check_grad_keeps_trailing_parameters(
    f: Callable[[Array[float32], int, str], Array[floating]], x: Array[float32]
) -> None:
    g = grad(f)
    assert_type(g, Differentiated[[Array[float32] | Converted, int, str], Array[float32]])
    assert_type(g(x, 3, "a"), Array[float32])


def check_grad_of_scalar_parameters(
    f: Callable[[float, float], float],
    like: Callable[[ArrayLike], Array[float32]],
    mixed: Callable[[float, Array[float16]], jax.Array],
    x: Array[float16],
) -> None:
    # JAX gives an array for a Python float argument.
    assert_type(grad(f)(1.0, 2.0), Array[floating])
    assert_type(grad(f, 1)(1.0, 2.0), Array[floating])
    assert_type(grad(f, (0, 1))(1.0, 2.0), tuple[Array[floating], Array[floating]])
    # ArrayLike's JAX member is a bare jax.Array (Array[Any]), so the gradient's dtype is not known.
    assert_type(grad(like)(x), Array[Any])
    assert_type(grad(like), Differentiated[[Array[Any] | Converted], Array[Any]])  # pyright: ignore[reportAssertTypeFailure]  # pyright: a dtype TypeVar solved to Any inside a protocol's ParamSpec does not compare equal to a written Any (the same type, printed identically)
    assert_type(grad(mixed, (0, 1))(1.0, x), tuple[Array[floating], Array[float16]])  # type: ignore[assert-type]  # mypy: with argnums, has_aux or holomorphic given, a plain-array function also fits the loose rows, and mypy answers Any


def check_grad_results(
    untyped: Callable[[Array[float32]], jax.Array],
    category: Callable[[Array[float32]], Array[floating]],
    tree: Callable[[dict[str, Array[float32]]], Array[float32]],
    x: Array[float32],
    params: dict[str, Array[float32]],
) -> None:
    # An untyped jax.Array result is accepted: its dtype is unknown to the checker.
    assert_type(grad(untyped)(x), Array[float32])
    assert_type(grad(category)(x), Array[float32])
    assert_type(grad(tree)(params), dict[str, Array[float32]])


def check_grad_has_aux(
    f: Callable[[Array[float32], Array[float16]], tuple[Array[float32], str]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    assert_type(grad(f, has_aux=True)(x, h), tuple[Array[float32], str])
    assert_type(grad(f, 1, has_aux=True)(x, h), tuple[Array[float16], str])
    g = grad(f, (0, 1), has_aux=True)
    out = g(x, h)
    assert_type(out, tuple[tuple[Array[float32], Array[float16]], str])


def check_grad_holomorphic(
    f: Callable[[Array[complex64]], Array[complex64]],
    s: Callable[[complex], complex],
    z: Array[complex64],
) -> None:
    assert_type(grad(f, holomorphic=True)(z), Array[complex64])
    assert_type(grad(s, holomorphic=True)(1j), Array[complexfloating])


def check_grad_loose(
    f: Callable[[Array[float32], int], Array[float32]], x: Array[float32], argnums: int
) -> None:
    assert_type(grad(f, argnums)(x, 1), object)
    assert_type(grad(f, allow_int=True)(x, 1), object)
    assert_type(grad(f, 0, False, False, False, ())(x, 1), object)


def check_value_and_grad(
    f: Callable[[Array[float32], Array[float16]], Array[float32]],
    aux: Callable[[Array[float32]], tuple[Array[floating], int]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    assert_type(value_and_grad(f)(x, h), tuple[Array[float32], Array[float32]])
    assert_type(value_and_grad(f, 1)(x, h), tuple[Array[float32], Array[float16]])
    vg = value_and_grad(f, (0, 1))
    out = vg(x, h)
    assert_type(out, tuple[Array[float32], tuple[Array[float32], Array[float16]]])
    va = value_and_grad(aux, has_aux=True)
    assert_type(va(x), tuple[tuple[Array[floating], int], Array[float32]])


def check_value_and_grad_of_float_result(
    f: Callable[[Array[float32]], float], x: Array[float32]
) -> None:
    # The value of a `float`-typed function comes back as an array: the loose overload.
    assert_type(value_and_grad(f)(x), tuple[object, object])


def check_jacobians(
    f: Callable[[Array[float32], int], Array[float16]],
    s: Callable[[float], float],
    aux: Callable[[Array[float32]], tuple[Array[float32], str]],
    z: Callable[[Array[complex64]], Array[complex64]],
    x: Array[float32],
) -> None:
    assert_type(jacfwd(f)(x, 1), Array[floating])
    assert_type(jacrev(f)(x, 1), Array[floating])
    assert_type(hessian(f)(x, 1), Array[floating])
    jf = jacfwd(s)
    assert_type(jf(1.0), Array[floating])
    assert_type(jacrev(aux, has_aux=True)(x), tuple[Array[floating], str])
    assert_type(jacfwd(z, holomorphic=True)(z(x.astype(complex64))), Array[complexfloating])
    assert_type(jacfwd(f, 1)(x, 1), object)


def check_jvp(
    f: Callable[[Array[float32]], Array[float16]],
    f2: Callable[[Array[float32], Array[float16]], jax.Array],
    f3: Callable[[Array[float32], Array[float32], Array[float32]], Array[float32]],
    aux: Callable[[Array[float32]], tuple[Array[float32], str]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    assert_type(jvp(f, (x,), (x,)), tuple[Array[float16], Array[float16]])
    out = jvp(f2, (x, h), (x, h))
    assert_type(out, tuple[jax.Array, jax.Array])  # type: ignore[assert-type]  # mypy: an array of unknown dtype fits several rows, whose tuple results mypy erases to tuple[Any, ...]
    assert_type(jvp(f3, (x, x, x), (x, x, x)), tuple[Array[float32], Array[float32]])
    assert_type(jvp(aux, (x,), (x,), has_aux=True), tuple[Array[float32], Array[float32], str])


def check_vjp(
    f: Callable[[Array[float32]], Array[float16]],
    f2: Callable[[Array[float32], Array[float16]], Array[float32]],
    aux: Callable[[Array[float32]], tuple[Array[float32], str]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    y, pullback = vjp(f, x)
    assert_type(y, Array[float16])
    assert_type(pullback(y), tuple[Array[float32]])
    y2, pullback2 = vjp(f2, x, h)
    assert_type(pullback2(y2), tuple[Array[float32], Array[float16]])
    assert_type(vjp(aux, x, has_aux=True)[2], str)
    # JAX 0.11's flags: one bool for every primal, or a tree of them.
    _y3, pullback3 = vjp(f2, x, h, saveable_args=(True, False), in_nzs=(True, False))
    assert_type(pullback3(y2), tuple[Array[float32], Array[float16]])
    assert_type(vjp(f, x, saveable_args=False)[0], Array[float16])


def check_linearize(
    f: Callable[[Array[float32]], Array[float16]],
    f2: Callable[[Array[float32], Array[float16]], Array[float32]],
    x: Array[float32],
    h: Array[float16],
) -> None:
    y, push = linearize(f, x)
    assert_type(y, Array[float16])
    assert_type(push(x), Array[float16])
    out = linearize(f2, x, h)
    assert_type(out[1](x, h), Array[float32])
    assert_type(linearize(f2, x, h, in_nzs=[True, False])[1](x, h), Array[float32])


def check_grad_as_decorator(x: Array[float32]) -> None:
    @grad
    def loss(w: Array[float32], *, scale: float) -> Array[float32]:
        return w * scale

    assert_type(loss(x, scale=2.0), Array[float32])
    g = loss(x, scale=0.5)
    assert_type(g, Array[float32])
