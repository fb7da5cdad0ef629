"""`vmap`, `checkpoint`/`remat`, checkpoint policies and `checkpoint_name`: JAX's own objects."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import cast

import jax
import jax.ad_checkpoint
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax import Array, as_array
from typedjax._src.transforms import batching as _batching
from typedjax._src.transforms.batching import (
    CheckpointPolicy,
    checkpoint,
    checkpoint_name,
    checkpoint_policies,
    remat,
    vmap,
)
from typedjax.typing import float32


def _arange(n: int) -> Array[float32]:
    made: jax.Array = jnp.arange(n, dtype=jnp.float32)
    return as_array(made, float32)


def _sin(x: Array[float32]) -> Array[float32]:
    out: jax.Array = jnp.sin(x)
    return as_array(out, float32)


def _grad(f: Callable[[Array[float32]], Array[float32]]) -> Callable[[Array[float32]], jax.Array]:
    grad: Callable[[Array[float32]], jax.Array] = jax.grad(f)
    return grad


def _saved_residuals(f: Callable[[Array[float32]], Array[float32]], x: Array[float32]) -> None:
    jax.ad_checkpoint.print_saved_residuals(f, x)  # type: ignore[no-untyped-call]  # pyright: ignore[reportUnknownMemberType]  # as above


def _loss(x: Array[float32]) -> Array[float32]:
    hidden = checkpoint_name(_sin(x), "hidden")
    return (_sin(hidden) * x).sum()


def test_runtime_objects_are_jaxs_own() -> None:
    own: dict[str, object] = {
        "vmap": jax.vmap,
        "checkpoint": jax.checkpoint,
        "remat": jax.remat,
        "checkpoint_policies": jax.checkpoint_policies,
        "checkpoint_name": jax.ad_checkpoint.checkpoint_name,  # pyright: ignore[reportUnknownMemberType]  # as above
    }
    for name, expected in own.items():
        assert getattr(_batching, name) is expected, name
    assert set(_batching.__all__) == {*own, "CheckpointPolicy"}


def test_vmap_matches_jax_and_sees_typed_tracers() -> None:
    seen: list[bool] = []

    def scale(row: Array[float32], factor: float) -> Array[float32]:
        seen.append(row.dtype == np.float32)
        seen.append(isinstance(row, Array))  # pyright: ignore[reportUnnecessaryIsInstance]  # checked at run time
        return row * factor

    x = _arange(6).reshape(2, 3)
    out = vmap(scale, in_axes=(1, None))(x, 2.0)
    assert seen == [True, True]
    assert out.shape == (3, 2)
    assert out.dtype == np.float32
    np.testing.assert_array_equal(np.asarray(out), np.asarray(x).T * 2.0)

    def total(row: Array[float32]) -> Array[float32]:
        return row.sum()

    summed = vmap(total, axis_name="rows")(x)
    np.testing.assert_array_equal(np.asarray(summed), [3.0, 12.0])


@pytest.mark.parametrize(
    "policy",
    [
        checkpoint_policies.nothing_saveable,
        checkpoint_policies.everything_saveable,
        checkpoint_policies.dots_saveable,
        checkpoint_policies.checkpoint_dots,
        checkpoint_policies.dots_with_no_batch_dims_saveable,
        checkpoint_policies.checkpoint_dots_with_no_batch_dims,
        checkpoint_policies.save_only_these_names("hidden"),
        checkpoint_policies.save_any_names_but_these("hidden"),
        checkpoint_policies.save_anything_except_these_names("hidden"),
        checkpoint_policies.save_from_both_policies(
            checkpoint_policies.dots_saveable, checkpoint_policies.save_only_these_names("hidden")
        ),
    ],
)
def test_gradients_under_every_policy_match_plain_gradients(policy: CheckpointPolicy) -> None:
    x = _arange(4)
    expected = np.asarray(_grad(_loss)(x))
    np.testing.assert_allclose(
        np.asarray(_grad(checkpoint(_loss, policy=policy))(x)), expected, rtol=1e-6
    )
    np.testing.assert_allclose(
        np.asarray(_grad(remat(_loss, policy=policy))(x)), expected, rtol=1e-6
    )


def test_policies_decide_what_is_saved(capsys: pytest.CaptureFixture[str]) -> None:
    x = _arange(3)
    _saved_residuals(
        checkpoint(_loss, policy=checkpoint_policies.save_only_these_names("hidden")), x
    )
    named = capsys.readouterr().out
    assert "named 'hidden'" in named
    assert "output of" not in named
    _saved_residuals(checkpoint(_loss, policy=checkpoint_policies.nothing_saveable), x)
    assert capsys.readouterr().out.strip() == "f32[3] from the argument x"
    _saved_residuals(checkpoint(_loss, policy=checkpoint_policies.everything_saveable), x)
    assert "output of sin" in capsys.readouterr().out


def test_checkpoint_decorates_through_partial_and_keeps_static_arguments() -> None:
    def power(x: Array[float32], n: int) -> Array[float32]:
        out = x
        for _ in range(n - 1):
            out = out * x
        return out.sum()

    decorate = functools.partial(
        checkpoint, static_argnums=(1,), policy=checkpoint_policies.nothing_saveable
    )
    cubed = decorate(power)

    def cube_sum(v: Array[float32]) -> Array[float32]:
        return cubed(
            v, 3
        )  # pytype: disable=wrong-arg-count  # pytype drops the ParamSpec through functools.partial

    x = _arange(3)
    np.testing.assert_allclose(np.asarray(_grad(cube_sum)(x)), 3.0 * np.asarray(x) ** 2)


def test_checkpoint_requires_the_function() -> None:
    untyped = cast(Callable[..., object], checkpoint)
    with pytest.raises(TypeError, match=re.escape("missing 1 required positional argument: 'fun'")):
        untyped(policy=checkpoint_policies.nothing_saveable)


def test_checkpoint_name_returns_its_input_outside_transforms() -> None:
    x = _arange(3)
    np.testing.assert_array_equal(np.asarray(checkpoint_name(x, "x")), np.asarray(x))
