"""`typedjax.numpy`'s element-wise functions and ufuncs are JAX's own objects.

The declarations are typedjax/_src/generated/numpy/ufuncs.py (written by
`tools/gen/numpy_ufuncs.py`); here the run-time side: every name is JAX's object,
the ufunc instances are `jax.numpy.ufunc`s with the arity the declared class
promises, and the dtype pairings the declarations promise hold on real values. The dtype agreement
harness checks the same promises for every dtype pair.
"""

from __future__ import annotations

import ast
from pathlib import Path

import jax.numpy as jnp
import numpy as np
import pytest

import typedjax.numpy as tnp
import typedjax.typing as t
from typedjax import Array
from typedjax._src.generated.numpy import ufuncs as _ufuncs

ROOT = Path(__file__).resolve().parents[3]

# Every function and ufunc is JAX's own object: typedjax adds nothing at run time.
NOT_IDENTICAL: dict[str, str] = {}


def test_every_name_is_jax_own_object() -> None:
    assert sorted(set(_ufuncs.__all__)) == sorted(_ufuncs.__all__)
    for name in _ufuncs.__all__:
        assert getattr(tnp, name) is getattr(jnp, name), name
    assert not NOT_IDENTICAL


def _declared_instances() -> dict[str, str]:
    """`name: ClassName` annotations of the ufunc instances declared under TYPE_CHECKING."""
    tree = ast.parse(Path(_ufuncs.__file__).read_text())
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and isinstance(node.annotation, ast.Name)
            and node.annotation.id.endswith("Ufunc")
        ):
            found[node.target.id] = node.annotation.id
    return found


def test_declared_ufunc_instances_are_jax_ufuncs_of_that_arity() -> None:
    declared = _declared_instances()
    assert len(declared) >= 10, declared
    for name, cls in declared.items():
        value = getattr(tnp, name)
        assert isinstance(value, jnp.ufunc), (name, type(value))
        # _NegativeUfunc is the one declared unary ufunc class; the others are binary.
        assert value.nin == (1 if cls == "_NegativeUfunc" else 2), (name, cls, value.nin)


def test_ufunc_class_is_jax_ufunc() -> None:
    # Statically tnp.ufunc is typedjax's declared class; at run time it is JAX's.
    assert vars(tnp)["ufunc"] is jnp.ufunc


# ---- the dtype pairings the declarations promise, on real values ---------------------------


def _arr(dtype: type[t.generic]) -> Array[t.generic]:
    return tnp.asarray(np.array([1, 2, 3]), dtype=t.as_dtype(dtype))


@pytest.mark.parametrize("dtype", [t.float16, t.bfloat16, t.float32])
def test_unary_float_functions_keep_the_dtype(dtype: type[t.generic]) -> None:
    x = _arr(dtype)
    for f in (tnp.sin, tnp.exp, tnp.sqrt, tnp.log1p, tnp.negative, tnp.abs):
        assert t.dtype_class(f(x).dtype) is dtype, f


@pytest.mark.parametrize("dtype", [t.bool_, t.int8, t.int32, t.uint8])
def test_transcendental_functions_of_integers_are_floating(dtype: type[t.generic]) -> None:
    x = _arr(dtype)
    for f in (tnp.sin, tnp.exp, tnp.sqrt):
        assert issubclass(t.dtype_class(f(x).dtype), t.floating), f


def test_predicates_and_comparisons_are_boolean() -> None:
    x = _arr(t.float32)
    for result in (tnp.isnan(x), tnp.isfinite(x), tnp.less(x, 2), tnp.equal(x, x), tnp.signbit(x)):
        assert result.dtype == jnp.bool_


def test_complex_to_real_functions() -> None:
    z = tnp.asarray(np.array([1 + 2j]), dtype=jnp.complex64)
    for f in (tnp.abs, tnp.real, tnp.imag, tnp.angle):
        assert f(z).dtype == jnp.float32, f


def test_python_scalars_are_weak_in_binary_functions() -> None:
    x = _arr(t.float16)
    assert tnp.add(x, 1.0).dtype == jnp.float16
    assert tnp.multiply(2, x).dtype == jnp.float16
    i = _arr(t.int8)
    assert tnp.add(i, 1).dtype == jnp.int8
    assert issubclass(t.dtype_class(tnp.true_divide(i, 2).dtype), t.floating)


def test_ufunc_methods_follow_jax() -> None:
    x = _arr(t.int8)
    assert tnp.add.reduce(x).dtype == jnp.add.reduce(x).dtype
    assert tnp.multiply.outer(x, x).shape == (3, 3)
    assert tnp.add.accumulate(x).tolist() == [1, 3, 6]
