"""`typedjax.debug` / `typedjax._src.transforms.effects`: JAX's own debug print, callback and barrier."""

from __future__ import annotations

import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import typedjax._src.transforms.effects as teffects
import typedjax.debug as tdebug
from typedjax import Array, as_array
from typedjax._src.transforms.effects import callback, effects_barrier, print
from typedjax._src.transforms.jit import jit  # JAX's own jit, typed
from typedjax.typing import float32


def _arange(n: int) -> Array[float32]:
    values = jnp.arange(n, dtype=jnp.float32)
    return as_array(values, float32)


def _jax_own() -> dict[str, object]:
    return {
        "print": jax.debug.print,
        "callback": jax.debug.callback,
        "effects_barrier": jax.effects_barrier,
    }


def test_runtime_objects_are_jax_own() -> None:
    own = _jax_own()
    for module in (teffects, tdebug):
        for name in ("print", "callback", "effects_barrier"):
            assert getattr(module, name) is own[name], (module.__name__, name)


def test_all_lists_the_public_names() -> None:
    public = {name for name in vars(teffects) if not name.startswith("_")}
    public -= {"annotations", "Callable", "TYPE_CHECKING", "Protocol", "TypeVar", "overload"}
    public -= {"ParamSpec"}
    assert sorted(teffects.__all__) == sorted(public)
    debug_public = {name for name in vars(tdebug) if not name.startswith("_")}
    assert sorted(tdebug.__all__) == sorted(debug_public)
    assert tdebug.__all__ == teffects.__all__


def test_ordered_prints_inside_one_jit_come_in_program_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    @jit
    def f(x: Array[float32]) -> Array[float32]:
        print("first {}", x[0], ordered=True)
        y = x * 2.0
        print("second {y}", y=y[1], ordered=True)
        print(ordered=True)("third {} {z}", y[2], z=3)
        return y

    out = f(_arange(3))
    effects_barrier()
    np.testing.assert_array_equal(np.asarray(out), [0.0, 2.0, 4.0])
    assert capsys.readouterr().out == "first 0.0\nsecond 2.0\nthird 4.0 3\n"


def test_ordered_prints_across_two_jit_calls_come_in_program_order(
    capsys: pytest.CaptureFixture[str],
) -> None:
    @jit
    def f(x: Array[float32]) -> Array[float32]:
        print("f {}", x.sum(), ordered=True)
        return x + 1.0

    @jit
    def g(x: Array[float32]) -> Array[float32]:
        print("g {}", x.sum(), ordered=True)
        return x * 10.0

    x = _arange(2)
    for _ in range(3):
        x = g(f(x))
    effects_barrier()
    expected = ["f 1.0", "g 3.0", "f 30.0", "g 32.0", "f 320.0", "g 322.0"]
    assert capsys.readouterr().out.splitlines() == expected


def test_print_outside_jit_prints_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert print("x={x}", x=_arange(2)) is None
    effects_barrier()
    assert capsys.readouterr().out == "x=[0. 1.]\n"


def test_print_checks_the_format_at_trace_time() -> None:
    def f(x: Array[float32]) -> Array[float32]:
        print("{y}", x=x)
        return x

    with pytest.raises(KeyError, match=re.escape("'y'")):
        jit(f)(_arange(1))


def test_ordered_callbacks_run_in_program_order() -> None:
    seen: list[tuple[str, float]] = []

    def record(tag: str, value: Array[float32]) -> None:
        assert isinstance(value, Array)  # concrete jax.Array, not a NumPy array
        seen.append((tag, float(value)))

    def note(value: Array[float32], *, tag: str) -> None:
        seen.append((tag, float(value)))

    @jit
    def f(x: Array[float32]) -> Array[float32]:
        callback(record, "a", x[0], ordered=True)
        callback(ordered=True)(note, x[1], tag="b")
        callback(record, "c", x.sum(), ordered=True)
        return x

    f(_arange(3))
    f(_arange(3) + 1.0)
    effects_barrier()
    assert seen == [("a", 0.0), ("b", 1.0), ("c", 3.0), ("a", 1.0), ("b", 2.0), ("c", 6.0)]


def test_callback_single_call_with_keywords_and_two_call_form() -> None:
    seen: list[str] = []

    def note(value: Array[float32], *, tag: str) -> None:
        seen.append(f"{tag}={float(value)}")

    def ping() -> None:
        seen.append("ping")

    @jit
    def f(x: Array[float32]) -> Array[float32]:
        callback(note, x[0], tag="kw")
        callback(ping)
        callback(partitioned=False)(note, x[1], tag="two")
        return x

    f(_arange(2))
    effects_barrier()
    assert sorted(seen) == ["kw=0.0", "ping", "two=1.0"]


def test_callback_outside_jit_runs_at_once() -> None:
    seen: list[float] = []

    def record(value: Array[float32]) -> None:
        seen.append(float(value.sum()))

    assert callback(record, _arange(4)) is None
    assert seen == [6.0]
