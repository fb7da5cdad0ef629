"""`typedjax.numpy`'s dtypes and dtype helpers: JAX's objects, or typedjax's with JAX's behaviour."""

from __future__ import annotations

import io
import warnings
from collections.abc import Callable
from typing import Any, cast

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

import typedjax as tj
import typedjax.numpy as tnp
import typedjax.typing as t
from typedjax import Array
from typedjax._src.numpy import dtypes as _dtypes
from typedjax.typing import DTypeLike, DTypeName

# The dtype names of jax.numpy and the typedjax class each one is.
CONCRETE_NAMES = {cls.__name__: cls for cls in t.CONCRETE}
ALIASES = {
    "bool": t.bool_, "double": t.float64, "single": t.float32, "cdouble": t.complex128,
    "csingle": t.complex64, "float_": t.float64, "complex_": t.complex128, "int_": t.int64,
    "uint": t.uint64,
}  # fmt: skip
CATEGORIES = {
    "generic": (t.generic, np.generic), "number": (t.number, np.number),
    "integer": (t.integer, np.integer), "signedinteger": (t.signedinteger, np.signedinteger),
    "unsignedinteger": (t.unsignedinteger, np.unsignedinteger),
    "inexact": (t.inexact, np.inexact), "floating": (t.floating, np.floating),
    "complexfloating": (t.complexfloating, np.complexfloating),
}  # fmt: skip

_CLASS_REASON = (
    "typedjax.typing's dtype class, so one name serves Array[...] and dtype=; JAX's is a "
    "NumPy/ml_dtypes scalar type. As dtype= it names the same dtype (tested here), but it "
    "is not a NumPy scalar type: called, it makes an array as JAX's does (tnp.float32(1)), "
    "and isinstance of NumPy scalars against it is False"
)
_CATEGORY_REASON = (
    "typedjax.typing's dtype category, so Array[tnp.floating] accepts every floating array; "
    "JAX's is NumPy's abstract scalar type. tnp.issubdtype reads it as NumPy's (tested here)"
)

NOT_IDENTICAL: dict[str, str] = {
    **{name: _CLASS_REASON for name in CONCRETE_NAMES},
    **{name: _CLASS_REASON + " (an alias, as in jax.numpy)" for name in ALIASES},
    **{name: _CATEGORY_REASON for name in CATEGORIES},
    "ndarray": "typedjax.Array, generic in its dtype; isinstance answers as for jax.Array",
    "issubdtype": "understands the typedjax categories (tnp.floating, ...), which JAX's own "
    "cannot read; otherwise calls JAX's issubdtype",
}


# This area's names: its module's, and the dtype classes, which `typedjax.numpy` takes from
# where the dtype table generates them.
EXPORTED = [*_dtypes.__all__, *CONCRETE_NAMES, *CATEGORIES]


def test_every_name_is_exported_and_is_jax_own_unless_listed() -> None:
    assert sorted(set(EXPORTED)) == sorted(EXPORTED)
    assert set(EXPORTED) <= set(tnp.__all__)
    for name in EXPORTED:
        assert hasattr(jnp, name), name
        same = getattr(tnp, name) is getattr(jnp, name)
        assert same != (name in NOT_IDENTICAL), name


def test_not_identical_lists_only_exported_names() -> None:
    assert set(NOT_IDENTICAL) <= set(EXPORTED)


@pytest.mark.parametrize("name", sorted(CONCRETE_NAMES))
def test_concrete_names_are_typedjax_classes_naming_jax_dtype(name: str) -> None:
    cls = getattr(tnp, name)
    assert cls is CONCRETE_NAMES[name]
    assert jnp.dtype(cls) == jnp.dtype(getattr(jnp, name))
    assert np.dtype(cls) == np.dtype(getattr(jnp, name))


@pytest.mark.parametrize("name", sorted(ALIASES))
def test_aliases_name_what_jax_aliases_name(name: str) -> None:
    assert getattr(tnp, name) is ALIASES[name]
    assert jnp.dtype(getattr(tnp, name)) == jnp.dtype(getattr(jnp, name))


@pytest.mark.parametrize("name", sorted(CATEGORIES))
def test_categories_are_typedjax_categories(name: str) -> None:
    ours, numpy_category = CATEGORIES[name]
    assert getattr(tnp, name) is ours
    assert getattr(jnp, name) is numpy_category


def test_numpy_only_classes_are_numpy_objects() -> None:
    assert tnp.character is np.character
    assert tnp.flexible is np.flexible
    assert tnp.object_ is np.object_
    assert tnp.dtype is np.dtype


def _jax(name: str) -> Any:  # JAX's own object, whatever its type
    """`jax.numpy.<name>`, JAX's object rather than typedjax's."""
    return getattr(jnp, name)


def test_ndarray_is_typedjax_array_and_checks_like_jax() -> None:
    assert tnp.ndarray is Array
    jax_ndarray: type = _jax("ndarray")
    values: tuple[object, ...] = (tnp.zeros(2), np.zeros(2), 1.0, _jax("float32")(1))
    for value in values:
        assert isinstance(value, tnp.ndarray) == isinstance(value, jax_ndarray)
    seen: list[bool] = []

    def record(x: object) -> object:
        seen.append(isinstance(x, tnp.ndarray))  # a tracer here
        return x

    tj.jit(record)(tnp.zeros(2, tnp.float32))
    assert seen == [True]


_CONSTRUCTORS: tuple[Callable[[DTypeLike], object], ...] = (
    lambda d: tnp.zeros(3, dtype=d),
    lambda d: tnp.ones((2, 2), d),
    lambda d: tnp.full(3, 1, dtype=d),
    lambda d: tnp.eye(2, dtype=d),
    lambda d: tnp.asarray(np.ones(3), dtype=d),
    lambda d: tnp.zeros(2, tnp.float32).astype(d),
    lambda d: tnp.astype(tnp.ones(2), d),
    lambda d: tnp.array([1, 0], dtype=d),
)


def test_dtype_classes_build_arrays() -> None:
    # The parity test above also holds where both spellings fail (float6 and the 1-bit
    # integers in some constructors on CPU); the common dtypes must actually work.
    for name in ("bool_", "int8", "uint32", "bfloat16", "float16", "float32", "complex64"):
        cls: type[t.generic] = getattr(tnp, name)
        assert tnp.zeros(2, dtype=cls).dtype == np.dtype(_jax(name))


def _result(make: Callable[[DTypeLike], object], dtype: DTypeLike) -> tuple[object, ...]:
    """The dtype and values `make(dtype)` gives (or the exception), and the warnings it gives."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            value: np.ndarray[Any, np.dtype[Any]] = np.asarray(make(dtype))
        except Exception as error:  # noqa: BLE001  # the exception itself is the result compared
            return "error", type(error)
    # Truncation warnings name the dtype the same way for both spellings.
    said = [str(w.message) for w in caught]
    return str(value.dtype), repr(value.tolist()), said


@pytest.mark.parametrize("name", sorted(set(CONCRETE_NAMES) | set(ALIASES)))
@pytest.mark.parametrize("make", range(len(_CONSTRUCTORS)))
def test_dtype_classes_as_dtype_give_what_jax_classes_give(name: str, make: int) -> None:
    ours = _result(_CONSTRUCTORS[make], getattr(tnp, name))
    theirs = _result(_CONSTRUCTORS[make], _jax(name))
    assert ours == theirs


def test_a_dtype_class_called_makes_the_array_jaxs_scalar_type_makes() -> None:
    made, expected = tnp.float32(1.5), _jax("float32")(1.5)
    assert made.dtype == expected.dtype == np.float32
    assert made.tolist() == expected.tolist()
    category: Any = tnp.floating  # a static error too: a category's call takes Never
    with pytest.raises(TypeError, match="is a dtype category and makes no array"):
        category(1.5)


def _issubdtype_args() -> list[DTypeLike | None]:
    found: list[DTypeLike | None] = []
    for name in sorted(CONCRETE_NAMES):
        row: list[DTypeLike | None] = [
            getattr(tnp, name),
            _jax(name),
            np.dtype(_jax(name)),
            cast(DTypeName, name),
        ]
        found += row
    found += [float, int, bool, complex, None]
    return found


def test_issubdtype_matches_jax_with_categories_translated() -> None:
    jax_issubdtype = _jax("issubdtype")
    for arg1 in _issubdtype_args():
        for name, (ours, numpy_category) in CATEGORIES.items():
            expected = jax_issubdtype(arg1, numpy_category)
            assert tnp.issubdtype(arg1, ours) == expected, (arg1, name)
            assert tnp.issubdtype(arg1, numpy_category) == expected, (arg1, name)
        others: tuple[DTypeLike, ...] = (tnp.float32, "float32", _jax("int8"), np.dtype("uint8"))
        for arg2 in others:
            assert tnp.issubdtype(arg1, arg2) == jax_issubdtype(arg1, arg2)


def test_issubdtype_between_categories_and_of_extended_dtypes() -> None:
    for name_a, (ours_a, np_a) in CATEGORIES.items():
        for name_b, (ours_b, np_b) in CATEGORIES.items():
            assert tnp.issubdtype(ours_a, ours_b) == _jax("issubdtype")(np_a, np_b), (
                name_a,
                name_b,
            )
    key = jax.random.key(0)
    assert tnp.issubdtype(key.dtype, t.prng_key)
    assert tnp.issubdtype(key.dtype, t.extended)
    assert not tnp.issubdtype(key.dtype, tnp.number)
    assert not tnp.issubdtype(tnp.zeros(2).dtype, t.prng_key)


def test_issubdtype_raises_as_jax_does() -> None:
    bad_values: tuple[Any, ...] = ("no such dtype", 1.5)
    for bad in bad_values:
        with pytest.raises(TypeError) as theirs:
            _jax("issubdtype")(bad, np.floating)
        with pytest.raises(TypeError) as ours:
            tnp.issubdtype(bad, tnp.floating)
        assert str(ours.value) == str(theirs.value)


@pytest.mark.parametrize("name", ["float16", "bfloat16", "float32", "float64", "complex64",
                                  "float8_e4m3fn", "float4_e2m1fn"])  # fmt: skip
def test_finfo_of_typedjax_classes_is_jax_finfo(name: str) -> None:
    cls: type[t.inexact] = getattr(tnp, name)
    ours: object = tnp.finfo(cls)
    theirs: object = _jax("finfo")(_jax(name))
    for field in ("bits", "eps", "max", "min", "tiny", "resolution", "nmant", "dtype"):
        assert getattr(ours, field) == getattr(theirs, field), field
        assert type(getattr(ours, field)) is type(getattr(theirs, field)), field


def test_finfo_and_iinfo_results_have_the_declared_python_types() -> None:
    assert type(tnp.finfo(tnp.float16).eps) is np.float16
    assert type(tnp.finfo(tnp.complex64).eps) is np.float32
    assert type(tnp.finfo(float).eps) is np.float64
    assert type(tnp.finfo(tnp.bfloat16).eps) is ml_dtypes.bfloat16
    assert isinstance(tnp.finfo(tnp.bfloat16).eps, np.generic)
    assert type(tnp.finfo(tnp.float4_e2m1fn).eps) is float
    info = tnp.iinfo(tnp.int4)
    assert (info.bits, info.min, info.max, info.kind) == (4, -8, 7, "i")
    assert all(type(v) is int for v in (info.bits, info.min, info.max))
    assert tnp.iinfo(tnp.zeros(2, tnp.uint8)).max == 255


def test_queries_take_typedjax_classes_like_jax_classes() -> None:
    int8, float32, bfloat16, float16 = (_jax(n) for n in ("int8", "float32", "bfloat16", "float16"))
    assert tnp.can_cast(tnp.int8, tnp.float32) == tnp.can_cast(int8, float32)
    assert tnp.promote_types(tnp.int8, tnp.bfloat16) == tnp.promote_types(int8, bfloat16)
    assert tnp.result_type(tnp.float16, 1.0) == tnp.result_type(float16, 1.0)
    assert tnp.isdtype(tnp.float32, "real floating")
    assert tnp.isdtype(tnp.int8, ("integral", tnp.float32))


def test_printing_and_files_round_trip() -> None:
    x = tnp.arange(3, dtype=tnp.bfloat16)
    assert "dtype=bfloat16" in tnp.array_repr(x)
    with tnp.printoptions(precision=2) as options:
        assert options["precision"] == 2
        assert tnp.get_printoptions()["precision"] == 2
    buffer = io.BytesIO()
    tnp.save(buffer, x)
    buffer.seek(0)
    loaded = tnp.load(buffer)
    assert isinstance(loaded, Array)
    assert loaded.dtype == x.dtype
    assert tnp.from_dlpack(tnp.ones(2)).tolist() == [1.0, 1.0]


def test_constants_are_jax_values() -> None:
    assert (tnp.pi, tnp.e, tnp.euler_gamma, tnp.inf) == (jnp.pi, jnp.e, jnp.euler_gamma, jnp.inf)
    assert np.isnan(tnp.nan)
    assert tnp.newaxis is None
