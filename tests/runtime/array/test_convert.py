"""`as_array`: checked typing of untyped JAX arrays, eagerly and under `jit`."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax import Array, DTypeError, as_array
from typedjax.typing import float16, float32, floating, int32


def _ones(dtype: type[np.generic]) -> jax.Array:
    return jnp.ones(3, dtype=dtype)


def _jit(f: Callable[[jax.Array], jax.Array]) -> Callable[[jax.Array], jax.Array]:
    jitted: Callable[[jax.Array], jax.Array] = jax.jit(f)
    return jitted


def test_returns_the_same_object_when_the_dtype_fits() -> None:
    x = _ones(np.float32)
    assert as_array(x, float32) is x
    assert as_array(x, floating) is x


def test_checks_at_trace_time_under_jit() -> None:
    seen: list[bool] = []

    def f(v: jax.Array) -> jax.Array:
        typed = as_array(v, floating, name="v")
        seen.append(isinstance(typed, Array))  # pyright: ignore[reportUnnecessaryIsInstance]  # checked at run time
        return typed * 2.0

    out = _jit(f)(_ones(np.float32))
    assert seen == [True]
    assert out.dtype == np.float32
    with pytest.raises(DTypeError, match=re.escape("v has dtype int32, which is not floating")):
        _jit(f)(_ones(np.int32))


def test_wrong_dtype_is_a_clear_error() -> None:
    x = _ones(np.float16)
    with pytest.raises(
        DTypeError,
        match=re.escape(
            "x has dtype float16, which is not float32; convert it with .astype(...) to a "
            "dtype under it if that is intended"
        ),
    ):
        as_array(x, float32, name="x")
    assert as_array(x, float16) is x


def test_non_arrays_and_non_dtypes_are_refused() -> None:
    untyped: object = np.ones(3)
    with pytest.raises(DTypeError, match=re.escape("is not a JAX array (ndarray)")):
        as_array(untyped, float32)  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    with pytest.raises(DTypeError, match=re.escape("dtype='float32' is not a typedjax dtype")):
        as_array(_ones(np.float32), "float32")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]
    with pytest.raises(DTypeError, match=re.escape("dtype=<class 'numpy.int32'> is not")):
        as_array(_ones(np.int32), np.int32)  # type: ignore[type-var]  # pyright: ignore[reportArgumentType]
    assert as_array(_ones(np.int32), int32).dtype == np.int32


def test_is_array_is_the_dtype_checked_isinstance() -> None:
    from typedjax import is_array

    x = _ones(np.float32)
    assert is_array(x, float32) and is_array(x, floating)
    assert not is_array(x, int32)
    # Names, not expressions: pytype cannot call a TypeGuard function on an expression.
    host = np.ones(3, dtype=np.float32)
    scalar = 1.0
    assert not is_array(host, float32)
    assert not is_array(scalar, floating)
    seen: list[bool] = []

    def f(v: jax.Array) -> jax.Array:
        seen.append(is_array(v, floating) and not is_array(v, int32))
        return v

    _jit(f)(x)
    assert seen == [True]
    with pytest.raises(DTypeError, match=re.escape("dtype='float32' is not a typedjax dtype")):
        is_array(x, "float32")  # type: ignore[arg-type]  # pyright: ignore[reportArgumentType]


def test_jaxs_scalar_types_name_typedjaxs_dtype_classes() -> None:
    # jax-stubs declare `jax.numpy.float32` as typedjax's `float32`, so checkers accept
    # `as_array(x, jnp.float32)` and `Array[jnp.float32]`; at run time they are JAX's
    # scalar types, and each names the class of its dtype.
    from typedjax import is_array

    x = _ones(np.float32)
    assert as_array(x, jnp.float32) is x
    assert is_array(x, jnp.float32) and not is_array(x, jnp.int32)
    assert Array[jnp.float32] is Array[float32]
    assert Array[jnp.int32 | jnp.float32] is Array[int32 | float32]
    # Checkers refuse isinstance with a parameterised class; at run time it checks the dtype.
    spelt: list[Any] = [Array[jnp.float32], Array[jnp.float16]]
    assert [isinstance(x, cls) for cls in spelt] == [True, False]
    with pytest.raises(
        DTypeError, match=re.escape("x has dtype float32, which is not float16; convert it")
    ):
        as_array(x, jnp.float16, name="x")
