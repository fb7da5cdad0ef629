"""`ArrayLike` at run time: `isinstance` and `issubclass`, tracers included."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

import jax
import jax.numpy as jnp
import jax.typing
import numpy as np
import pytest
from jax.core import Tracer

from typedjax.typing import ArrayLike, float32

_ARRAY_LIKE: Any = ArrayLike
"""`ArrayLike` as the class it is at run time.

Checkers see a `Union` alias, which `isinstance` refuses as a parameterised
generic and which cannot be called; both are what this module tests.
"""

_Fn = Callable[[jax.Array], jax.Array]


def _jit(f: _Fn) -> _Fn:
    return jax.jit(f)


def _grad(f: _Fn) -> _Fn:
    return cast(_Fn, jax.grad(f))


def _zeros(n: int) -> jax.Array:
    return jnp.zeros(n, dtype=float32)


def _is_array_like(value: object) -> bool:
    result: bool = isinstance(value, _ARRAY_LIKE)
    return result


_ARRAY_LIKE_VALUES = [
    pytest.param(np.zeros(2, dtype=np.float32), id="numpy-array"),
    pytest.param(np.array(1.0), id="numpy-0d-array"),
    pytest.param(np.float32(1.0), id="numpy-float32"),
    pytest.param(np.int8(1), id="numpy-int8"),
    pytest.param(np.uint64(1), id="numpy-uint64"),
    pytest.param(np.complex64(1j), id="numpy-complex64"),
    pytest.param(np.bool_(True), id="numpy-bool"),
    pytest.param(True, id="bool"),
    pytest.param(1, id="int"),
    pytest.param(1.0, id="float"),
    pytest.param(1j, id="complex"),
]

_NOT_ARRAY_LIKE_VALUES = [
    pytest.param([1.0, 2.0], id="list"),
    pytest.param((1.0, 2.0), id="tuple"),
    pytest.param([], id="empty-list"),
    pytest.param("1.0", id="str"),
    pytest.param(b"1", id="bytes"),
    pytest.param(None, id="None"),
    pytest.param({"a": 1}, id="dict"),
    pytest.param(object(), id="object"),
    pytest.param(np.str_("a"), id="numpy-str"),
    pytest.param(float32, id="dtype-class"),
]


@pytest.mark.parametrize("value", _ARRAY_LIKE_VALUES)
def test_numpy_and_python_scalars_are_array_like(value: object) -> None:
    assert _is_array_like(value)
    assert issubclass(type(value), _ARRAY_LIKE)


@pytest.mark.parametrize("value", _NOT_ARRAY_LIKE_VALUES)
def test_sequences_strings_and_none_are_not_array_like(value: object) -> None:
    assert not _is_array_like(value)
    assert not issubclass(type(value), _ARRAY_LIKE)


@pytest.mark.parametrize("value", _ARRAY_LIKE_VALUES + _NOT_ARRAY_LIKE_VALUES)
def test_agrees_with_jax_typing_array_like(value: object) -> None:
    jax_says: bool = isinstance(value, cast(Any, jax.typing.ArrayLike))
    assert _is_array_like(value) is jax_says


def test_concrete_jax_arrays_are_array_like() -> None:
    assert _is_array_like(_zeros(2))
    assert _is_array_like(jax.random.key(0))
    assert issubclass(type(_zeros(2)), _ARRAY_LIKE)


def _observe_in(transform: Callable[[_Fn], _Fn], x: jax.Array) -> list[tuple[bool, bool, bool]]:
    """(traced, isinstance, issubclass) for each value f saw under `transform`."""
    seen: list[tuple[bool, bool, bool]] = []

    def f(v: jax.Array) -> jax.Array:
        seen.append((isinstance(v, Tracer), _is_array_like(v), issubclass(type(v), _ARRAY_LIKE)))
        return jnp.sum(v)

    transform(f)(x)
    return seen


@pytest.mark.parametrize(
    "transform",
    [
        pytest.param(_jit, id="jit"),
        pytest.param(jax.vmap, id="vmap"),
        pytest.param(_grad, id="grad"),
    ],
)
def test_tracers_are_array_like(transform: Callable[[_Fn], _Fn]) -> None:
    # Each transform traces f once; the tracer flag shows the check ran on a tracer.
    assert _observe_in(transform, _zeros(3)) == [(True, True, True)]


def test_array_like_is_not_a_constructor() -> None:
    with pytest.raises(
        TypeError,
        match=re.escape("ArrayLike is a type for annotations and isinstance, not a constructor"),
    ):
        _ARRAY_LIKE()
    with pytest.raises(TypeError, match=re.escape("not a constructor")):
        _ARRAY_LIKE(1.0)
