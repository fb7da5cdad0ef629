"""`scan`, `cond`, `switch`, `fori_loop`, `while_loop`: `jax.lax`'s own, with the same results."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from typedjax import Array, as_array
from typedjax._src.transforms import control as _control
from typedjax._src.transforms.control import cond, fori_loop, scan, switch, while_loop
from typedjax.typing import bool_, float32, int32, integer


def _arange(n: int) -> Array[float32]:
    made: jax.Array = jnp.arange(n, dtype=jnp.float32)
    return as_array(made, float32)


def _int(v: int) -> Array[int32]:
    made: jax.Array = jnp.asarray(v, dtype=jnp.int32)
    return as_array(made, int32)


def test_runtime_objects_are_jaxs_own() -> None:
    own: dict[str, object] = {
        "scan": jax.lax.scan,
        "cond": jax.lax.cond,  # pyright: ignore[reportUnknownMemberType]  # jaxlib ships no stubs
        "switch": jax.lax.switch,  # pyright: ignore[reportUnknownMemberType]  # as above
        "fori_loop": jax.lax.fori_loop,  # pyright: ignore[reportUnknownMemberType]  # as above
        "while_loop": jax.lax.while_loop,
    }
    for name, expected in own.items():
        assert getattr(_control, name) is expected, name
    assert set(_control.__all__) == set(own)


def test_scan_stacks_ys_along_a_new_leading_axis() -> None:
    seen: list[bool] = []

    def step(carry: Array[float32], x: Array[float32]) -> tuple[Array[float32], Array[int32]]:
        seen.append(isinstance(carry, Array))  # pyright: ignore[reportUnnecessaryIsInstance]  # checked at run time
        total = carry + x
        return total, total.astype(int32)

    xs = _arange(5)
    final, ys = scan(step, xs[0], xs)
    assert seen == [True]
    assert float(final) == 10.0
    assert ys.shape == (5,)
    assert ys.dtype == np.int32
    np.testing.assert_array_equal(np.asarray(ys), [0, 1, 3, 6, 10])
    _, backwards = scan(step, xs[0], xs, reverse=True, unroll=2)
    np.testing.assert_array_equal(np.asarray(backwards), [10, 10, 9, 7, 4])


def test_scan_without_xs_needs_a_length() -> None:
    def tick(carry: Array[int32], x: None) -> tuple[Array[int32], Array[int32]]:
        return carry + 1, carry

    final, ys = scan(tick, _int(0), None, length=3)
    assert int(final) == 3
    np.testing.assert_array_equal(np.asarray(ys), [0, 1, 2])
    with pytest.raises(
        ValueError, match=re.escape("scan got no values to scan over and `length` not provided")
    ):
        scan(tick, _int(0))


def test_cond_picks_a_branch_and_passes_the_operands() -> None:
    def add(x: Array[float32], y: Array[float32]) -> Array[float32]:
        return x + y

    def sub(x: Array[float32], y: Array[float32]) -> Array[float32]:
        return x - y

    x = _arange(3)
    np.testing.assert_array_equal(np.asarray(cond(True, add, sub, x, x)), [0.0, 2.0, 4.0])
    np.testing.assert_array_equal(np.asarray(cond(x[0] > 0.0, add, sub, x, x)), [0.0, 0.0, 0.0])
    assert float(cond(False, lambda: x[1], lambda: x[2])) == 2.0
    assert float(cond(True, true_fun=lambda: x[1], false_fun=lambda: x[2])) == 1.0


def test_cond_rejects_branches_with_different_results() -> None:
    def as_float(x: Array[float32]) -> Array[float32]:
        return x

    def as_int(x: Array[float32]) -> Array[int32]:
        return x.astype(int32)

    with pytest.raises(
        TypeError, match=re.escape("cond branches must have equal output types but they differ.")
    ):
        cond(_arange(2)[0] > 0.0, as_float, as_int, _arange(2))


def test_switch_clamps_the_index() -> None:
    def first(x: Array[float32]) -> Array[float32]:
        return x

    def second(x: Array[float32]) -> Array[float32]:
        return x * 10.0

    x = _arange(2)
    np.testing.assert_array_equal(np.asarray(switch(_int(1), [first, second], x)), [0.0, 10.0])
    np.testing.assert_array_equal(np.asarray(switch(7, [first, second], x)), [0.0, 10.0])
    np.testing.assert_array_equal(np.asarray(switch(-3, [first, second], x)), [0.0, 1.0])
    assert float(switch(index=1, branches=[lambda: x[0], lambda: x[1]])) == 1.0


def test_loops_match_python_loops() -> None:
    indices: list[bool] = []

    def body(i: Array[integer], carry: Array[float32]) -> Array[float32]:
        indices.append(i.dtype == np.int32)
        indices.append(isinstance(i, Array))  # pyright: ignore[reportUnnecessaryIsInstance]  # checked at run time
        return carry + i.astype(float32)

    def below(carry: Array[float32]) -> Array[bool_]:
        return carry < 100.0

    def double(carry: Array[float32]) -> Array[float32]:
        return carry * 2.0

    one = _arange(2)[1]
    assert float(fori_loop(0, 5, body, one)) == 11.0
    assert indices == [True, True]
    assert float(fori_loop(0, 5, body, one, unroll=True)) == 11.0
    assert float(while_loop(below, double, one)) == 128.0
