"""`custom_jvp` and `custom_vjp`: JAX's own classes, rules applied under differentiation."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax import Array, JAXFeatureError, as_array
from typedjax._src.generated.transforms import custom as _generated
from typedjax._src.generated.transforms.custom import custom_jvp, custom_vjp
from typedjax._src.newer import METHODS, needs
from typedjax._src.transforms import custom as _custom
from typedjax._src.transforms.custom import (
    CustomJVP,
    CustomJVP1,
    CustomVJP,
    CustomVJP1,
    CustomVJP2,
)
from typedjax.typing import float32


def _arange(n: int) -> Array[float32]:
    made: jax.Array = jnp.arange(n, dtype=jnp.float32)
    return as_array(made, float32)


def _grad(f: Callable[[Array[float32]], Array[float32]]) -> Callable[[Array[float32]], jax.Array]:
    grad: Callable[[Array[float32]], jax.Array] = jax.grad(f)
    return grad


def _jvp(
    f: Callable[[Array[float32]], Array[float32]], x: Array[float32], t: Array[float32]
) -> tuple[jax.Array, jax.Array]:
    out: tuple[jax.Array, jax.Array] = jax.jvp(f, (x,), (t,))
    return out


def test_runtime_objects_are_jaxs_own() -> None:
    vjp_names = [
        "custom_vjp",
        "CustomVJP",
        "CustomVJP1",
        "CustomVJP2",
        "CustomVJP3",
        "CustomVJPNondiff",
    ]
    jvp_names = [
        "custom_jvp",
        "CustomJVP",
        "CustomJVP1",
        "CustomJVP2",
        "CustomJVP3",
        "CustomJVPNondiff",
    ]
    for name in vjp_names[1:]:
        assert getattr(_custom, name) is jax.custom_vjp, name
    # custom_vjp is JAX's own class where the installed JAX has its 0.12 rules; before,
    # a subclass whose newer methods name the release (typedjax._src.newer.METHODS).
    runtime: object = _generated.custom_vjp  # a function to checkers, a class at run time
    if needs("0.12.0"):
        assert isinstance(runtime, type) and issubclass(runtime, jax.custom_vjp)
        assert runtime is not jax.custom_vjp
    else:
        assert runtime is jax.custom_vjp
    jvp: object = _generated.custom_jvp  # a function to checkers, JAX's class at run time
    assert jvp is jax.custom_jvp
    for name in jvp_names[1:]:
        assert getattr(_custom, name) is jax.custom_jvp, name
    assert sorted(_generated.__all__) == ["custom_jvp", "custom_vjp"]
    assert sorted(_custom.__all__) == sorted(vjp_names[1:] + jvp_names[1:])


def test_the_0_12_rules_run_or_name_their_release() -> None:
    def double_grad(x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        return x * 1.0, x

    def backward(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
        return (g * 2.0,)

    def identity(x: Array[float32]) -> Array[float32]:
        return x * 1.0

    f = custom_vjp(identity)
    if needs("0.12.0"):
        for method in METHODS["jax.custom_vjp"]:
            with pytest.raises(JAXFeatureError, match=f"jax.custom_vjp.{method} needs JAX 0.12.0"):
                getattr(f, method)(double_grad, backward)
        with pytest.raises(JAXFeatureError, match="'generic_batching' of jax.custom_vjp.defvjp"):
            f.defvjp(double_grad, backward, generic_batching=True)
    else:
        f.defvjp(double_grad, backward, generic_batching=True)
    f.defvjp(double_grad, backward)
    x = as_array(jnp.asarray(3.0, dtype=jnp.float32), float32)
    assert float(jax.grad(f)(x)) == 2.0
    assert isinstance(f, CustomVJP) and isinstance(jax.custom_vjp(f), CustomVJP)


def test_custom_vjp_uses_the_backward_rule() -> None:
    def clip(x: Array[float32]) -> Array[float32]:
        return x * 1.0

    def clip_fwd(x: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        return x * 1.0, x

    def clip_bwd(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
        return (g * 0.0 + 7.0,)

    f = custom_vjp(clip)
    f.defvjp(clip_fwd, clip_bwd)
    assert isinstance(f, CustomVJP)
    assert isinstance(f, CustomVJP1)
    x = _arange(3)
    np.testing.assert_array_equal(np.asarray(f(x)), np.asarray(x))
    np.testing.assert_array_equal(np.asarray(_grad(lambda v: f(v).sum())(x)), [7.0, 7.0, 7.0])
    np.testing.assert_array_equal(np.asarray(_grad(lambda v: clip(v).sum())(x)), [1.0, 1.0, 1.0])


def test_custom_vjp_passes_nondiff_arguments_first() -> None:
    # mypy's functools.partial resolves only the first overload, so call custom_vjp directly.
    def scaled_primal(x: Array[float32], scale: float) -> Array[float32]:
        return x * scale

    scaled = custom_vjp(scaled_primal, nondiff_argnums=(1,))

    def fwd(x: Array[float32], scale: float) -> tuple[Array[float32], None]:
        return x * scale, None

    def bwd(scale: float, res: None, g: Array[float32]) -> tuple[Array[float32]]:
        return (g * scale * 2.0,)

    scaled.defvjp(fwd, bwd)
    x = _arange(2)
    np.testing.assert_array_equal(np.asarray(_grad(lambda v: scaled(v, 3.0).sum())(x)), [6.0, 6.0])


def test_custom_vjp_without_rules_is_a_clear_error() -> None:
    def plain(x: Array[float32]) -> Array[float32]:
        return x

    f = custom_vjp(plain)
    with pytest.raises(
        AttributeError,
        match=re.escape("No VJP defined for custom_vjp function plain using defvjp."),
    ):
        f(_arange(1))


def test_custom_jvp_uses_the_tangent_rule() -> None:
    def cube(x: Array[float32]) -> Array[float32]:
        return x * x * x

    f = custom_jvp(cube)
    assert isinstance(f, CustomJVP)
    assert isinstance(f, CustomJVP1)

    def cube_jvp(
        primals: tuple[Any, ...], tangents: tuple[Any, ...]
    ) -> tuple[Array[float32], Array[float32]]:
        x: Array[float32] = primals[0]
        t: Array[float32] = tangents[0]
        return cube(x), t * 100.0

    assert f.defjvp(cube_jvp) is cube_jvp
    x = _arange(3)
    out, tangent = _jvp(f, x, x)
    np.testing.assert_array_equal(np.asarray(out), [0.0, 1.0, 8.0])
    np.testing.assert_array_equal(np.asarray(tangent), [0.0, 100.0, 200.0])
    np.testing.assert_array_equal(np.asarray(_grad(lambda v: f(v).sum())(x)), [100.0, 100.0, 100.0])


def test_custom_jvp_defjvps_sets_one_rule_per_argument() -> None:
    def mul(x: Array[float32], y: Array[float32]) -> Array[float32]:
        return x * y

    def x_rule(
        t: Array[float32], out: Array[float32], x: Array[float32], y: Array[float32]
    ) -> Array[float32]:
        return t * y

    f = custom_jvp(mul)
    f.defjvps(x_rule, None)
    x = _arange(3)
    _, tangent = _jvp(lambda v: f(v, x + 1.0), x, x * 0.0 + 1.0)
    np.testing.assert_array_equal(np.asarray(tangent), [1.0, 2.0, 3.0])


def test_custom_vjp_defaulted_parameter_takes_a_cotangent() -> None:
    # The 2-parameter overload matches, as JAX fills in `scale` before applying the rules.
    def scaled(x: Array[float32], scale: float = 2.0) -> Array[float32]:
        return x * scale

    def fwd(x: Array[float32], scale: float = 2.0) -> tuple[Array[float32], float]:
        return x * scale, scale

    def bwd(scale: float, g: Array[float32]) -> tuple[Array[float32], None]:
        return g * scale * 10.0, None

    f = custom_vjp(scaled)
    assert isinstance(f, CustomVJP2)
    f.defvjp(fwd, bwd)
    x = _arange(2)
    np.testing.assert_array_equal(np.asarray(f(x, 2.0)), [0.0, 2.0])
    np.testing.assert_array_equal(np.asarray(_grad(lambda v: f(v, 3.0).sum())(x)), [30.0, 30.0])


def test_custom_vjp_wrong_cotangent_count_is_jaxs_error() -> None:
    # What the arity overloads rule out statically: JAX rejects it only when differentiating.
    def pair(x: Array[float32], y: Array[float32]) -> Array[float32]:
        return x * y

    def fwd(x: Array[float32], y: Array[float32]) -> tuple[Array[float32], Array[float32]]:
        return x * y, y

    def bwd_one(res: Array[float32], g: Array[float32]) -> tuple[Array[float32]]:
        return (g * res,)

    f = custom_vjp(pair)
    # The general class checks the backward rule's result only as a tuple.
    cast("CustomVJP[..., Array[float32]]", f).defvjp(fwd, bwd_one)
    x = _arange(2)
    with pytest.raises(
        TypeError, match=re.escape("Custom VJP bwd rule must produce an output with the same")
    ):
        _grad(lambda v: f(v, x).sum())(x)


def test_custom_jvp_rule_gets_every_primal() -> None:
    def fma(x: Array[float32], y: Array[float32], z: Array[float32]) -> Array[float32]:
        return x * y + z

    def fma_jvp(
        primals: tuple[Array[float32], Array[float32], Array[float32]],
        tangents: tuple[Array[float32], Array[float32], Array[float32]],
    ) -> tuple[Array[float32], Array[float32]]:
        x, y, z = primals
        tx, _, tz = tangents
        return x * y + z, tx * y * 5.0 + tz

    f = custom_jvp(fma)
    f.defjvp(fma_jvp)
    x = _arange(3)
    out, tangent = _jvp(lambda v: f(v, x + 1.0, x), x, x * 0.0 + 1.0)
    np.testing.assert_array_equal(np.asarray(out), [0.0, 3.0, 8.0])
    np.testing.assert_array_equal(np.asarray(tangent), [5.0, 10.0, 15.0])
