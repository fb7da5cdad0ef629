"""Autodiff transforms: JAX's own functions, computing what JAX computes, errors included."""

from __future__ import annotations

import re
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax._src.generated.transforms import autodiff
from typedjax._src.generated.transforms.autodiff import (
    grad,
    hessian,
    jacfwd,
    jacrev,
    jvp,
    linearize,
    value_and_grad,
    vjp,
)
from typedjax._src.newer import stands_for


def _arange(n: int) -> jax.Array:
    return jnp.arange(1.0, n + 1.0, dtype=jnp.float32)


def _sum(x: jax.Array) -> jax.Array:
    return jnp.sum(x)


def _sin(x: jax.Array) -> jax.Array:
    return jnp.sin(x)


def _cos(x: jax.Array) -> jax.Array:
    return jnp.cos(x)


def _jit(f: Callable[[jax.Array], jax.Array]) -> Callable[[jax.Array], jax.Array]:
    jitted: Callable[[jax.Array], jax.Array] = jax.jit(f)
    return jitted


def _vmap(f: Callable[[jax.Array], jax.Array]) -> Callable[[jax.Array], jax.Array]:
    mapped: Callable[[jax.Array], jax.Array] = jax.vmap(f)
    return mapped


def _close(actual: object, expected: object) -> None:
    np.testing.assert_allclose(np.asarray(actual), np.asarray(expected), rtol=1e-6)


def _square_sum(x: jax.Array) -> jax.Array:
    return _sum(x * x)


def test_runtime_objects_are_jax_own() -> None:
    names = ("grad", "hessian", "jacfwd", "jacrev", "jvp", "linearize", "value_and_grad", "vjp")
    assert tuple(autodiff.__all__) == names
    for name in names:
        # JAX's own, or (on a JAX older than vjp's and linearize's 0.11 keywords) its wrapper
        assert stands_for(getattr(autodiff, name), "jax", name), name
    assert autodiff.grad is jax.grad


def test_grad_matches_the_analytic_gradient() -> None:
    x = _arange(3)
    g = grad(_square_sum)(x)
    _close(g, [2.0, 4.0, 6.0])
    assert g.dtype == np.float32


def test_grad_argnums_and_has_aux() -> None:
    def f(a: jax.Array, b: jax.Array, c: float) -> jax.Array:
        return _sum(a * b) * c

    def with_aux(a: jax.Array, b: jax.Array) -> tuple[jax.Array, str]:
        return _sum(a * b), "aux"

    a, b = _arange(2), _arange(2) * 10.0
    _close(grad(f)(a, b, 2.0), [20.0, 40.0])
    _close(grad(f, 1)(a, b, 2.0), [2.0, 4.0])
    _close(grad(f, 2)(a, b, 2.0), 50.0)
    ga, gb = grad(f, (0, 1))(a, b, 2.0)
    _close(ga, [20.0, 40.0])
    _close(gb, [2.0, 4.0])
    g, aux = grad(with_aux, has_aux=True)(a, b)
    _close(g, [10.0, 20.0])
    assert aux == "aux"


def test_grad_of_a_python_float_parameter_is_an_array() -> None:
    def f(x: float) -> float:
        return x * x * 3.0

    g = grad(f)(2.0)
    assert isinstance(g, jax.Array)
    _close(g, 12.0)


def test_value_and_grad() -> None:
    x = _arange(3)
    value, g = value_and_grad(_square_sum)(x)
    _close(value, 14.0)
    _close(g, [2.0, 4.0, 6.0])


def test_jacobians_and_hessian() -> None:
    x = _arange(3)
    expected = np.diag(np.cos(np.arange(1.0, 4.0)))
    _close(jacfwd(_sin)(x), expected)
    _close(jacrev(_sin)(x), expected)
    _close(hessian(_square_sum)(x), 2.0 * np.eye(3))


def test_jvp_vjp_linearize() -> None:
    x = _arange(3)
    t = _arange(3) * 0.5
    y, ty = jvp(_sin, (x,), (t,))
    _close(y, np.sin(np.arange(1.0, 4.0)))
    _close(ty, np.cos(np.arange(1.0, 4.0)) * np.arange(1.0, 4.0) * 0.5)
    y2, pullback = vjp(_sin, x)
    _close(y2, y)
    (cotangent,) = pullback(t)
    _close(cotangent, ty)
    y3, push = linearize(_sin, x)
    _close(y3, y)
    _close(push(t), ty)


def test_jit_of_vmap_of_grad() -> None:
    def f(x: jax.Array) -> jax.Array:
        return _sin(x) * x

    xs = _arange(4)
    per_example = _jit(_vmap(grad(f)))(xs)
    n = np.arange(1.0, 5.0)
    _close(per_example, np.cos(n) * n + np.sin(n))
    _close(per_example, _cos(xs) * xs + _sin(xs))


def test_integer_output_is_refused_by_jax() -> None:
    def f(x: jax.Array) -> jax.Array:
        return (x * 2.0).astype(jnp.int32)

    with pytest.raises(
        TypeError,
        match=re.escape(
            "grad requires real-valued outputs (output dtype that is a sub-dtype of np.floating), "
            "but got int32. For differentiation of functions with integer outputs, use jax.vjp "
            "directly."
        ),
    ):
        grad(f)(_arange(1)[0])


def test_complex_output_needs_holomorphic() -> None:
    def f(x: jax.Array) -> jax.Array:
        return x * 1j

    with pytest.raises(
        TypeError,
        match=re.escape(
            "grad requires real-valued outputs (output dtype that is a sub-dtype of np.floating), "
            "but got complex64. For holomorphic differentiation, pass holomorphic=True."
        ),
    ):
        grad(f)(_arange(1)[0])
    z = _arange(1)[0] + 2j
    _close(grad(f, holomorphic=True)(z), 1j)
