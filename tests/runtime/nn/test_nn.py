"""`typedjax.nn` at run time: JAX's own objects, and `Initializer` generic as for checkers."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import pytest

import typedjax.nn as tnn
import typedjax.numpy as tnp
from typedjax.nn.initializers import Initializer
from typedjax.typing import float16, float32


def test_every_function_is_jaxs_own_object() -> None:
    names = [n for n in tnn.__all__ if n != "initializers"]
    assert sorted(names) == sorted(
        n for n in dir(jax.nn) if not n.startswith("_") and n != "initializers"
    )
    assert all(getattr(tnn, n) is getattr(jax.nn, n) for n in names)
    assert tnn.tanh is tnp.tanh and tnn.logsumexp is jax.scipy.special.logsumexp


def test_every_initializer_is_jaxs_own_object() -> None:
    names = [n for n in tnn.initializers.__all__ if n != "Initializer"]
    theirs = [n for n in dir(jax.nn.initializers) if not n.startswith("_") and n != "Initializer"]
    assert sorted(names) == sorted(theirs)
    assert all(getattr(tnn.initializers, n) is getattr(jax.nn.initializers, n) for n in names)


def test_initializer_is_generic_at_run_time_and_types_what_jax_makes() -> None:
    # Annotations that are evaluated (no `from __future__ import annotations`, a dataclass
    # field, pydantic) need the subscript at run time.
    assert Initializer[float16] is not Initializer
    key = jax.random.key(0)
    made: Initializer[float16] = tnn.initializers.normal(dtype=tnp.float16)
    assert made(key, (3,)).dtype == jnp.float16
    assert tnn.initializers.normal()(key, (2,), tnp.float32).dtype == jnp.float32
    assert tnn.initializers.zeros(key, (2,), tnp.int8).dtype == jnp.int8


def test_an_initializer_is_not_instantiated() -> None:
    with pytest.raises(TypeError, match="Protocols cannot be instantiated"):
        Initializer[float32]()  # type: ignore[misc]  # pyright: ignore[reportAbstractUsage]  # the mistake under test
